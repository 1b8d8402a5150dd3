/**
 * `leading-the-target-solver/numerics`: the numerics the book's chapters
 * show, apart from the solver's front door so that an engine importing the
 * solver carries none of it. Error-free transformations and float bits
 * (`twoSum`, `twoProduct`, `diffOfProducts`, `ulpDistance`…), polynomials
 * (`horner`, `compensatedHorner`…), the quadratic (`quadraticRoots`), root
 * finding (`polynomialRoots`, `firstRootIn`, `sampledRoots`…), the solver's steps in words
 * (`traceRoots`, `traceIntercept`, `interceptPolynomial`: every bracket,
 * bisection, Newton step and verdict of the production root finder), and the
 * argument checks every entry point uses (`checkVec`, `checkFinite`…).
 */
export * from './float';
export * from './poly';
export * from './quadratic';
export * from './roots';
export * from '../validate';
export * from '../teaching/root-trace';
export * from './sampled-roots';
