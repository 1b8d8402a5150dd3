/**
 * The shape of an intercept's answer: a hit with every hit time, the aim and
 * the impact, or a reasoned no-hit with the best possible miss; plus the
 * builders that turn a solved (scaled) problem into those records in the
 * caller's world frame. Shared by `intercept` and `linearIntercept`.
 */

import type { ReadonlyVec, Vec } from '../vec';

/**
 * Why there is no hit:
 * - `'cannot-move'`: the projectile speed is 0 (and nothing brings it to the
 *   target: no gravity drop, no inherited velocity, no target running into it).
 * - `'receding'`: the target is at least as fast as the projectile and moves
 *   away (R·V > 0): every root of the quadratic is negative or absent.
 * - `'crossing'`: the target is at least as fast as the projectile and moves
 *   square across the line of sight (R·V = 0, so b = 0): from now on its
 *   distance only grows, and the quadratic has no positive root (at equal
 *   speeds it reads c = 0 with c > 0, which no time satisfies).
 * - `'target-too-fast'`: the target is faster than the projectile and
 *   approaching, but its path never enters the reach of the shot (Δ < 0).
 * - `'out-of-range'`: with gravity or acceleration (G ≠ 0), no launch direction
 *   at this speed reaches the target (the quartic has no non-negative root).
 * - `'beyond-max-time'`: hits exist, but all later than `maxTime`.
 */
export type NoHitReason =
  'cannot-move' | 'receding' | 'crossing' | 'target-too-fast' | 'out-of-range' | 'beyond-max-time';

/**
 * Every `NoHitReason` in a fixed order: `interceptFrameTo` writes the index of its reason at `SLOTS.reason`.
 * @example
 *   const frame = new Float64Array(SLOTS.frameLength);
 *   interceptFrameTo(frame, { shooter: [0, 0], target: [10, 0], targetVelocity: [40, 0], speed: 30 }); // 0 hits
 *   NO_HIT_REASONS[frame[SLOTS.reason]]; // 'receding' (index 1); frame[SLOTS.missDistance] = 10
 */
export const NO_HIT_REASONS: readonly NoHitReason[] = Object.freeze([
  'cannot-move',
  'receding',
  'crossing',
  'target-too-fast',
  'out-of-range',
  'beyond-max-time',
] as const);

/** A successful intercept. Times in the caller's time unit, points in the caller's length unit. */
export interface Hit<V extends Vec = Vec> {
  hit: true;
  /** The earliest hit time ≥ 0. */
  time: number;
  /** Every hit time in [0, maxTime], ascending (up to 2 without acceleration, up to 4 with it); `times[0] === time`. */
  times: number[];
  /** Unit vector to fire along (the direction of the launch velocity relative to the shooter). */
  aim: V;
  /**
   * speed·aim: the muzzle velocity relative to the shooter, |launchVelocity| = speed.
   * In `intercept`, the projectile's world velocity at launch is
   * `projectileVelocity` = launchVelocity + inherit·shooterVelocity.
   */
  launchVelocity: V;
  /** The projectile's velocity in the world frame at launch (equal to `launchVelocity` without an inherited shooter velocity). */
  projectileVelocity: V;
  /** Where projectile and target meet, in world coordinates (the target's position at `time`). */
  impact: V;
}

/**
 * The best miss when no hit is possible: over all aim directions and times in
 * [0, maxTime], the one minimising |W(t)| − s·t (how far the target is from
 * the farthest point the shot can reach by then), aiming along W(t).
 */
export interface ClosestMiss<V extends Vec = Vec> {
  /** The time of the closest pass. */
  time: number;
  /** Unit aim direction, along W(time); a zero vector only in fully degenerate cases. */
  aim: V;
  /** The miss distance |W(time)| − s·time (≥ 0 when there is no hit). */
  distance: number;
  /** The target's position at `time` (world coordinates). */
  point: V;
  /** The projectile's position at `time` when fired along `aim` (world coordinates). */
  projectilePoint: V;
}

/** The minimiser of the polynomial f(t) = |W(t)|² − s²t² over [0, maxTime], a cheaper heuristic shown for comparison. */
export interface PolynomialMinimum<V extends Vec = Vec> {
  /** The time where f is smallest (the earliest if several). */
  time: number;
  /** Unit aim along W(time). */
  aim: V;
  /** The miss |W(time)| − s·time when aiming there. */
  distance: number;
}

/** No hit: why, a sentence for readers, and the best available miss. */
export interface NoHit<V extends Vec = Vec> {
  hit: false;
  /** Machine-readable reason (see `NoHitReason`). */
  reason: NoHitReason;
  /** One plain-English sentence explaining the reason. */
  message: string;
  /** The best possible miss (minimises |W(t)| − s·t). */
  closest: ClosestMiss<V>;
  /** The minimiser of f(t) itself, for comparison. */
  polynomialMinimum: PolynomialMinimum<V>;
}

/** The result of an intercept: test `result.hit` to narrow it. */
export type InterceptResult<V extends Vec = Vec> = Hit<V> | NoHit<V>;

export function vecOf<V extends Vec>(dim: number, src: ArrayLike<number>, offset = 0): V {
  return (dim === 2 ? [src[offset], src[offset + 1]] : [src[offset], src[offset + 1], src[offset + 2]]) as V;
}

/**
 * The world-frame description of a shot, for positions and velocities in the
 * caller's units: target T + Vt·t + A·t²/2, projectile S + (s·aim + k·U)·t + g·t²/2.
 */
export interface World {
  S: ReadonlyVec;
  T: ReadonlyVec;
  Vt: ReadonlyVec;
  A: ReadonlyVec | null;
  /** inherit·shooterVelocity, or null. */
  U: ReadonlyVec | null;
  g: ReadonlyVec | null;
  s: number;
}

/** base + v·t + a·t²/2 per component; ±Infinity when beyond the double range, never NaN for finite inputs. */
export function displaced<V extends Vec>(
  base: ReadonlyVec,
  v: ReadonlyVec | null,
  a: ReadonlyVec | null,
  t: number,
): V {
  return base.map((b, i) => {
    const x = v === null || v[i] === 0 ? 0 : v[i] * t;
    const y = a === null || a[i] === 0 ? 0 : 0.5 * a[i] * t * t;
    const d = x + y;
    return b + (Number.isNaN(d) ? y : d);
  }) as V;
}

export function targetAt<V extends Vec>(w: World, t: number): V {
  return displaced<V>(w.T, w.Vt, w.A, t);
}

export function projectileAt<V extends Vec>(w: World, aim: ReadonlyVec, t: number): V {
  const v = aim.map((x, i) => x * w.s + (w.U === null ? 0 : w.U[i]));
  return displaced<V>(w.S, v, w.g, t);
}

export function hitRecord<V extends Vec>(w: World, dim: number, times: number[], aimSrc: ArrayLike<number>): Hit<V> {
  const aim = vecOf<V>(dim, aimSrc);
  const launchVelocity = aim.map((x) => x * w.s) as V;
  const U = w.U;
  const projectileVelocity = (U === null ? launchVelocity.slice() : launchVelocity.map((x, i) => x + U[i])) as V;
  return {
    hit: true,
    time: times[0],
    times,
    aim,
    launchVelocity,
    projectileVelocity,
    impact: targetAt<V>(w, times[0]),
  };
}

export const MESSAGES: Record<NoHitReason, string> = {
  'cannot-move': 'The projectile has zero speed, so it can only hit a target that is already there or runs into it.',
  receding: 'The target is moving away at least as fast as the projectile flies, so no shot can catch it.',
  crossing:
    'The target moves square across the line of sight at least as fast as the projectile flies: its distance only grows from here, so no shot can catch it.',
  'target-too-fast': 'The target is faster than the projectile and passes by before any shot can reach its path.',
  'out-of-range':
    'No launch direction at this speed reaches the target: gravity or acceleration keeps it out of range.',
  'beyond-max-time': 'A hit is possible, but only later than the maximum time allowed.',
};

/**
 * Plain-English sentence for each no-hit reason (the `message` field).
 * @example noHitMessage('receding')
 *   // 'The target is moving away at least as fast as the projectile flies, so no shot can catch it.'
 */
export function noHitMessage(reason: NoHitReason): string {
  return MESSAGES[reason];
}
