/**
 * Where a game loop's integrator puts a shot and its target between and at
 * frames, and how far apart they are at the moment the closed form promised a
 * hit (curriculum chapter 10, "the simulation must match the math").
 *
 * Under a constant acceleration a, every integrator of `motion.ts` puts a body,
 * after n whole steps (t = n·dt), exactly on the closed-form curve launched
 * with a shifted velocity (see `driftCoefficient`):
 *
 *   x(t) = x₀ + (v₀ + c·a·dt)·t + ½·a·t²,  c = −½ (explicit Euler), +½ (semi-implicit Euler), 0 (exact, Verlet).
 *
 * That curve passes through every frame the engine draws, so it is the natural
 * place of the body at a time between frames. Measuring a miss on it at the
 * aimed hit time t* keeps the miss free of the accident of whether a frame
 * happens to fall on t*.
 *
 * Source: James McNeill, "Leading the target" (playtechs blog): the closed-form
 * aim misses when the engine integrates differently.
 */
import { driftCoefficient, type Body, type Integrator } from './motion';
import { checkFinite, checkVec, describeValue } from '../validate';
import type { ReadonlyVec, SameDim, Vec, VecFor } from '../vec';

function positiveStep(name: string, dt: unknown): number {
  if (checkFinite(name, dt) <= 0) throw new RangeError(`${name} must be a finite number > 0, got ${describeValue(dt)}`);
  return dt as number;
}

/**
 * The closed-form body whose curve x₀ + v′·t + ½·a·t² passes through every
 * frame of a body moved by `method` with step dt: the same position and the
 * velocity shifted to v′ = v₀ + c·a·dt (`driftCoefficient`). Sample it with
 * `sampleMotionTo` to draw the integrator's path between frames.
 *
 * @throws TypeError or RangeError for non-finite input, mismatched dimensions, dt ≤ 0 or an unknown method.
 */
export function equivalentBody<V extends Vec>(
  body: Body<V> | { position: ReadonlyVec; velocity: ReadonlyVec },
  acceleration: ReadonlyVec,
  dt: number,
  method: Integrator,
): Body<V> {
  const dim = checkVec('body.position', body.position);
  checkVec('body.velocity', body.velocity, dim);
  checkVec('acceleration', acceleration, dim);
  positiveStep('dt', dt);
  const c = driftCoefficient(method);
  return {
    position: body.position.slice() as V,
    velocity: body.velocity.map((v, i) => v + c * acceleration[i] * dt) as V,
  };
}

/**
 * The position of a body moved by `method` with step dt, at time t, on the
 * curve through its frames: x₀ + (v₀ + c·a·dt)·t + ½·a·t². At t = n·dt it is
 * what n calls of `stepInPlace` give (to rounding).
 *
 * @throws TypeError or RangeError for non-finite input, mismatched dimensions, dt ≤ 0 or an unknown method.
 */
export function integratedPosition<V extends Vec>(
  body: Body<V> | { position: ReadonlyVec; velocity: ReadonlyVec },
  acceleration: ReadonlyVec,
  dt: number,
  t: number,
  method: Integrator,
): V {
  const dim = checkVec('body.position', body.position);
  checkVec('body.velocity', body.velocity, dim);
  checkVec('acceleration', acceleration, dim);
  positiveStep('dt', dt);
  checkFinite('t', t);
  const c = driftCoefficient(method);
  const out = new Array<number>(dim);
  for (let i = 0; i < dim; i++) {
    const a = acceleration[i];
    out[i] = body.position[i] + (body.velocity[i] + c * a * dt) * t + 0.5 * a * t * t;
  }
  return out as V;
}

/** Options of {@link integratedMiss}. Vectors share one dimension. */
export interface IntegratedMissOptions<S extends ReadonlyVec = ReadonlyVec> {
  /** Launch point (m). */
  shooter: S;
  /** The shot's velocity at launch (m/s), e.g. an intercept's `projectileVelocity`. */
  launchVelocity: NoInfer<SameDim<S>>;
  /** Acceleration of the shot (m/s²); default zero. */
  gravity?: NoInfer<SameDim<S>> | undefined;
  /** Target position at launch (m). */
  target: NoInfer<SameDim<S>>;
  /** Target velocity (m/s); default zero. */
  targetVelocity?: NoInfer<SameDim<S>> | undefined;
  /** Target acceleration (m/s²); default zero (a target under the same gravity: pass `gravity`). */
  targetAcceleration?: NoInfer<SameDim<S>> | undefined;
  /** The engine's step (s), > 0. */
  dt: number;
  /** The engine's integrator for the shot. */
  method: Integrator;
  /** The integrator for the target; default `method` (the engine moves everything alike). */
  targetMethod?: Integrator;
  /** The time to compare at (s), usually the aimed hit time. */
  time: number;
}

/** The result of {@link integratedMiss}. */
export interface IntegratedMiss<V extends Vec = Vec> {
  /** The shot at `time` on its integrator's curve (m). */
  shot: V;
  /** The target at `time` on its integrator's curve (m). */
  target: V;
  /** shot − target (m). */
  offset: V;
  /** |shot − target| (m). */
  miss: number;
}

/**
 * How far an engine's shot is from the engine's target at `time`, both moved by
 * their integrators ({@link integratedPosition}). With an aim from the closed
 * form and the closed form's hit time, this is the miss the integrator alone
 * causes: |(c·g − c_T·A)·dt·t|, first order in dt for the Euler steps, zero for
 * exact motion and velocity Verlet, and zero for any integrator when the target
 * falls under the shot's gravity and is integrated alike (the terms cancel).
 *
 * @throws TypeError or RangeError for non-finite or mismatched input, dt ≤ 0 or an unknown method.
 */
export function integratedMiss<const S extends ReadonlyVec>(
  options: IntegratedMissOptions<S>,
): IntegratedMiss<VecFor<S>> {
  type V = VecFor<S>;
  const dim = checkVec('shooter', options.shooter);
  const zero = options.shooter.map(() => 0);
  const shot = integratedPosition<V>(
    { position: options.shooter, velocity: options.launchVelocity },
    options.gravity ?? zero,
    options.dt,
    options.time,
    options.method,
  );
  const target = integratedPosition<V>(
    { position: options.target, velocity: options.targetVelocity ?? zero },
    options.targetAcceleration ?? zero,
    options.dt,
    options.time,
    options.targetMethod ?? options.method,
  );
  checkVec('target', target, dim);
  const offset = shot.map((x, i) => x - target[i]) as V;
  return { shot, target, offset, miss: Math.hypot(...offset) };
}

/**
 * `count` numbers from `min` to `max` (both included) evenly spaced on a log
 * scale: the frame rates of a miss-against-frame-rate chart.
 *
 * @throws RangeError unless 0 < min ≤ max are finite and count ≥ 2 is whole.
 */
export function logSpaced(min: number, max: number, count: number): number[] {
  checkFinite('min', min);
  checkFinite('max', max);
  if (!(min > 0) || !(max >= min)) throw new RangeError(`need 0 < min ≤ max, got min ${min} and max ${max}`);
  if (!Number.isInteger(count) || count < 2) throw new RangeError(`count must be a whole number ≥ 2, got ${count}`);
  const k = Math.log(max / min) / (count - 1);
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(i === count - 1 ? max : min * Math.exp(k * i));
  return out;
}

/**
 * The slope of log(miss) against log(frame rate) between two points: −1 for a
 * first-order method (the miss halves when the rate doubles), −2 for second
 * order. Null when either miss is 0 (nothing to take the log of).
 */
export function logSlope(rate0: number, miss0: number, rate1: number, miss1: number): number | null {
  if (!(miss0 > 0) || !(miss1 > 0) || !(rate0 > 0) || !(rate1 > 0) || rate0 === rate1) return null;
  return Math.log(miss1 / miss0) / Math.log(rate1 / rate0);
}
