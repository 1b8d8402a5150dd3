/**
 * The package's second entry, `leading-the-target-solver/teaching`: the
 * solver's own steps in words, for a book or a debugger, not for a game's hot
 * path. `traceRoots` and `traceIntercept` run the production root finder with
 * a recorder attached and return every bracket, bisection, Newton step and
 * verdict it takes (chapter 8's step-through); `interceptPolynomial` gives the
 * intercept's polynomial f(t) and its coefficients. Kept apart from the main
 * entry so an engine that imports the solver never carries the teaching text.
 */
export * from './root-trace';
