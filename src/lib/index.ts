/**
 * Leading the Target: the solver library. Pure TypeScript with no DOM and no
 * runtime dependencies; usable in Node, a page or a Web Worker.
 *
 * One options shape for every entry point (`shooter`, `target`,
 * `targetVelocity`, `speed`, `gravity`…), and one gravity default: none. An
 * omitted `gravity` is the zero vector everywhere, because the library does not
 * know which way your engine's up is; pass `gravityYUp3D`, `gravityZUp3D`,
 * `gravityYUp2D` or your own vector. See `conventions.ts` for the shared
 * defaults, the named slots of the flat outputs and which entries check input.
 *
 * The solver's steps in words (`traceRoots`, `traceIntercept`,
 * `interceptPolynomial`) are the second entry, `./teaching` (teaching/index.ts).
 */
export * from './vec';
export * from './intercept/approach';
export * from './motion/motion';
export * from './motion/integrated-flight';
export * from './numeric/float';
export * from './numeric/poly';
export * from './numeric/quadratic';
export * from './validate';
export * from './engine/conventions';
export {
  NO_HIT_REASONS,
  noHitMessage,
  type ClosestMiss,
  type Hit,
  type InterceptResult,
  type NoHit,
  type NoHitReason,
  type PolynomialMinimum,
} from './intercept/intercept-result';
export {
  linearIntercept,
  linearInterceptTo,
  linearInterceptToChecked,
  type LinearInterceptOptions,
  type LinearInterceptResult,
  type LinearTeaching,
} from './intercept/intercept-linear';
export {
  intercept,
  interceptDefaults,
  interceptFrameTo,
  interceptTo,
  interceptToChecked,
  validateInterceptOptions,
  type InterceptOptions,
} from './intercept/intercept';
export * from './motion/pursuit';
export * from './motion/pursuit-live';
export * from './motion/waypoint-path';
export * from './numeric/roots';
export * from './numeric/sampled-roots';
export * from './intercept/ballistic';
export * from './intercept/intercept-shots';
export * from './engine/engine-angles';
export * from './intercept/plane';
export * from './intercept/fallbacks';
