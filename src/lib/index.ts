/**
 * Leading the Target: the solver library. Pure TypeScript with no DOM and no
 * runtime dependencies; usable in Node, a page or a Web Worker.
 */
export * from './vec';
export * from './approach';
export * from './motion';
export * from './float';
export * from './poly';
export * from './quadratic';
export * from './validate';
export {
  noHitMessage,
  type ClosestMiss,
  type Hit,
  type InterceptResult,
  type NoHit,
  type NoHitReason,
  type PolynomialMinimum,
} from './intercept-result';
export {
  linearIntercept,
  linearInterceptTo,
  type LinearInterceptResult,
  type LinearTeaching,
} from './intercept-linear';
export { intercept, interceptDefaults, interceptTo, type InterceptOptions } from './intercept';
export * from './pursuit';
export * from './roots';
export * from './ballistic';
export * from './root-trace';
export * from './intercept-shots';
