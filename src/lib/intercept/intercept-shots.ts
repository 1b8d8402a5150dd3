/**
 * Every shot of an intercept, not only the earliest: for each hit time t of
 * `intercept(options)`, the launch that meets the target at t. With
 * W(t) = R + V·t + G·t²/2 (R = T − S, V the relative velocity, G the
 * relative acceleration), the shot fired along W(t)/|W(t)| at speed s is, at
 * time t, at S + s·t·W(t)/|W(t)| + g·t²/2 relative to the shooter's frame,
 * which is the target's position exactly when |W(t)| = s·t, the hit
 * condition (curriculum chapter 8; J. McNeill, "Leading the target").
 *
 * Also the "falling circle": everything a shot fired at time 0 can have
 * reached by time t is the circle (sphere) of radius s·t whose centre falls
 * with the projectile, S + U·t + g·t²/2 (U the inherited shooter velocity).
 * The target at time t is inside it exactly when f(t) = |W(t)|² − (s·t)² < 0.
 */
import { intercept, resolveOptions, type InterceptOptions, type ResolvedOptions } from './intercept';
import type { InterceptResult } from './intercept-result';
import type { ReadonlyVec, Vec, VecFor } from '../vec';

/** One shot that hits: fired at time 0, meeting the target at `time`. */
export interface InterceptShot<V extends Vec = Vec> {
  /** The hit time (one of `intercept(options).times`). */
  time: number;
  /** Unit vector to fire along: W(time)/|W(time)| (a zero vector only when W(time) = 0, i.e. time = 0 with R = 0). */
  aim: V;
  /** speed·aim, relative to the shooter. */
  launchVelocity: V;
  /** launchVelocity + inherit·shooterVelocity: the projectile's world velocity at launch. */
  projectileVelocity: V;
  /** Where projectile and target meet: the target's position at `time`. */
  impact: V;
}

/** W(t) = R + V·t + G·t²/2 for resolved options. */
function relative(o: ResolvedOptions, t: number): number[] {
  const w: number[] = [];
  for (let i = 0; i < o.shooter.length; i++) {
    const R = o.target[i] - o.shooter[i];
    const V = o.targetVelocity[i] - o.inherit * o.shooterVelocity[i];
    const G = o.targetAcceleration[i] - o.gravity[i];
    w.push(R + V * t + 0.5 * G * t * t);
  }
  return w;
}

/**
 * Every hit of `intercept(options)`, earliest first, each with its own aim
 * and launch velocity (`intercept` gives the aim of the earliest only). The
 * first shot's aim is `intercept`'s own; an empty list when there is no hit.
 * Same options and errors as `intercept`.
 *
 * @example interceptShots({ shooter: [0, 0], target: [50, 0], speed: 30, gravity: [0, -9.81] })
 *   // two shots: the low arc (t ≈ 1.738) and the high arc (t ≈ 5.864)
 */
export function interceptShots<const S extends ReadonlyVec>(
  options: InterceptOptions<S>,
  /** `intercept(options)` when the caller has it already (it is not solved again); must be that result. */
  solved?: InterceptResult<VecFor<S>>,
): InterceptShot<VecFor<S>>[] {
  type V = VecFor<S>;
  const o = resolveOptions(options);
  const result = solved ?? intercept<S>(options);
  if (!result.hit) return [];
  const dim = o.shooter.length;
  return result.times.map((time, k) => {
    let aim: number[];
    if (k === 0) aim = [...result.aim];
    else {
      const w = relative(o, time);
      const len = Math.hypot(...w);
      aim = len > 0 ? w.map((x) => x / len) : new Array<number>(dim).fill(0);
    }
    const launchVelocity = aim.map((x) => x * o.speed);
    const projectileVelocity = launchVelocity.map((x, i) => x + o.inherit * o.shooterVelocity[i]);
    const impact = o.target.map((x, i) => x + o.targetVelocity[i] * time + 0.5 * o.targetAcceleration[i] * time * time);
    return {
      time,
      aim: aim as V,
      launchVelocity: launchVelocity as V,
      projectileVelocity: projectileVelocity as V,
      impact: impact as V,
    };
  });
}

/** The falling circle at time t (see the module comment). */
export interface FallingCircle<V extends Vec = Vec> {
  /** S + inherit·U·t + g·t²/2. */
  centre: V;
  /** s·t. */
  radius: number;
  /** The target at time t: T + Vt·t + A·t²/2. */
  target: V;
  /**
   * S + W(t): the equivalent view in which the circle stays centred on the
   * shooter and the target moves relative to the falling projectile (with a
   * target at rest, T − g·t²/2: it "falls upward").
   */
  risingTarget: V;
  /** W(t) = target − centre. */
  relative: V;
  /** f(t) = |W(t)|² − (s·t)²: negative exactly while the target is inside the circle. */
  value: number;
  /** |W(t)| − s·t: how far the target is outside the circle (negative: inside). */
  gap: number;
  /** value < 0. */
  inside: boolean;
}

/**
 * Where a shot fired at time 0 can be at time t ≥ 0 (a circle of radius s·t
 * falling with the projectile), the target then, and the polynomial's value.
 * Same options and errors as `intercept`; t must be finite.
 */
export function fallingCircle<const S extends ReadonlyVec>(
  options: InterceptOptions<S>,
  t: number,
): FallingCircle<VecFor<S>> {
  type V = VecFor<S>;
  const o = resolveOptions(options);
  if (!(Number.isFinite(t) && t >= 0)) throw new RangeError(`t must be a finite number ≥ 0, got ${String(t)}`);
  const centre = o.shooter.map((x, i) => x + o.inherit * o.shooterVelocity[i] * t + 0.5 * o.gravity[i] * t * t);
  const target = o.target.map((x, i) => x + o.targetVelocity[i] * t + 0.5 * o.targetAcceleration[i] * t * t);
  const w = relative(o, t);
  const radius = o.speed * t;
  const len = Math.hypot(...w);
  // (|W| − st)(|W| + st): the sign is that of |W| − st, with no cancellation in the squares.
  const value = (len - radius) * (len + radius);
  return {
    centre: centre as V,
    radius,
    target: target as V,
    risingTarget: o.shooter.map((x, i) => x + w[i]) as V,
    relative: w as V,
    value,
    gap: len - radius,
    inside: len < radius,
  };
}

/**
 * n + 1 points of the closed-form motion p(t) = p₀ + v₀·t + ½·a·t² for t
 * evenly spaced over [t0, t1], written flat into `out` ([x₀, y₀, x₁, y₁, …]
 * in 2D, three per point in 3D) without allocating: for drawing arcs and
 * paths many times a second. Returns `out`. Arguments are not validated (a
 * drawing helper); non-finite input gives non-finite points.
 */
export function sampleMotionTo(
  out: Float64Array,
  position: ReadonlyVec,
  velocity: ReadonlyVec,
  acceleration: ReadonlyVec,
  t0: number,
  t1: number,
  n: number,
): Float64Array {
  const dim = position.length;
  const steps = Math.max(1, Math.floor(n));
  for (let i = 0; i <= steps; i++) {
    const t = i === steps ? t1 : t0 + ((t1 - t0) * i) / steps;
    const h = 0.5 * t * t;
    for (let k = 0; k < dim; k++) out[i * dim + k] = position[k] + velocity[k] * t + acceleration[k] * h;
  }
  return out;
}
