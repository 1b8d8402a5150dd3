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
 */
export * from './vec';
export * from './approach';
export * from './motion';
export * from './integrated-flight';
export * from './float';
export * from './poly';
export * from './quadratic';
export * from './validate';
export * from './conventions';
export {
  NO_HIT_REASONS,
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
  type LinearInterceptOptions,
  type LinearInterceptResult,
  type LinearTeaching,
} from './intercept-linear';
export {
  intercept,
  interceptDefaults,
  interceptFrameTo,
  interceptTo,
  interceptToChecked,
  validateInterceptOptions,
  type InterceptOptions,
} from './intercept';
export * from './pursuit';
export * from './pursuit-live';
export * from './waypoint-path';
export * from './roots';
export * from './ballistic';
export * from './root-trace';
export * from './intercept-shots';
export * from './engine-angles';
export * from './plane';
export * from './fallbacks';
