/**
 * Leading the Target: the solver library's front door (`leading-the-target-solver`).
 * Pure TypeScript with no DOM and no runtime dependencies; usable in Node, a
 * page or a Web Worker.
 *
 * What a game needs, and no more: the solvers (`intercept` and its
 * allocation-free `interceptTo`/`interceptFrameTo`, `linearIntercept`,
 * `ballisticArcs`, each with a checked variant), their results and no-hit
 * reasons, the fallbacks when there is no hit, the engine-step compensation,
 * the conventions every entry point shares (one options shape, one gravity
 * default: none, one slot layout `SLOTS`; see `engine/conventions.ts`) and the
 * engine-angle conversions for Unity, Unreal and Godot.
 *
 * The other entries:
 * - `leading-the-target-solver/vec`: vector arithmetic on `[x, y]` and `[x, y, z]`;
 * - `leading-the-target-solver/motion`: the book's simulations (integrators,
 *   pursuit races, target paths, sampled motion, the intercept plane);
 * - `leading-the-target-solver/numerics`: the numerics the chapters show
 *   (error-free transformations, float bits, polynomials, root finding and its
 *   step-by-step traces, the argument checks).
 */
export type { ReadonlyVec, ReadonlyVec2, ReadonlyVec3, SameDim, Vec, Vec2, Vec3, VecFor } from './vec';
export {
  gravityYUp2D,
  gravityYUp3D,
  gravityZUp3D,
  interceptDefaults2D,
  interceptDefaults3D,
  SLOTS,
} from './engine/conventions';
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
  intercept,
  interceptFrameTo,
  interceptTo,
  interceptToChecked,
  validateInterceptOptions,
  type InterceptOptions,
} from './intercept/intercept';
export {
  linearIntercept,
  type LinearInterceptOptions,
  type LinearInterceptResult,
  type LinearTeaching,
} from './intercept/intercept-linear';
export { linearInterceptTo, linearInterceptToChecked } from './intercept/linear-to';
export {
  ballisticArcs,
  ballisticArcsTo,
  ballisticArcsToChecked,
  flightTimeToHeight,
  reachEnvelope,
  envelopeHeight,
  type Arc,
  type BallisticOptions,
  type BallisticResult,
  type Reachable,
  type Unreachable,
} from './intercept/ballistic';
export { interceptShots, type InterceptShot } from './intercept/intercept-shots';
export { closestApproach, type ClosestApproach } from './intercept/approach';
export {
  FALLBACK_NAMES,
  fallbacks,
  shotMiss,
  type Fallback,
  type FallbackName,
  type FallbackOptions,
  type Fallbacks,
  type ShotMiss,
} from './intercept/fallbacks';
export {
  compensatedIntercept,
  compensatedInterceptDefaults,
  type CompensatedInterceptOptions,
  type Integrator,
} from './motion/motion';
export {
  ANGLE_SLOTS,
  ENGINE_AXES,
  ENGINE_CONVENTIONS,
  aimToEngineAngles,
  bookPointToEngine,
  bookToEngine,
  bookToEngineTo,
  engineAngles,
  engineAnglesTo,
  engineForward,
  engineToBook,
  rotateByQuaternion,
  wrap360,
  type EngineAngles,
  type EngineAxes,
  type EngineConvention,
} from './engine/engine-angles';
