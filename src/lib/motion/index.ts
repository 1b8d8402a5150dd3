/**
 * `leading-the-target-solver/motion`: the book's simulations, built on the
 * solver. Integrators and the drift they add (`step`, `simulateShot`,
 * `missByFrameRate`, `integratedMiss`), pursuit races and target paths
 * (`race`, `weavingPath`, `waypointPath`, `startChaser`…), sampled motion and
 * the shots at every hit (`interceptShots`, `sampleMotionTo`,
 * `fallingCircle`), the intercept plane of a 3D scene (`interceptPlane`), and
 * the pieces of the no-hit fallbacks (`missGap`, `aimAtTime`…).
 */
export * from './motion';
export * from './integrated-flight';
export * from './pursuit';
export * from './pursuit-live';
export * from './waypoint-path';
export * from '../intercept/intercept-shots';
export * from '../intercept/plane';
export { aimAtTime, missGap, missPolynomialAt, polynomialMinimumTime, relativeTargetAt } from '../intercept/fallbacks';
export { ballisticQuadratic, projectileAt, timeToReach, type BallisticQuadratic } from '../intercept/ballistic';
