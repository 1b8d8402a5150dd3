/**
 * Interception: when and where to aim a projectile of speed s so that it
 * meets a moving target.
 *
 * With R = T − S (shooter to target), V the target's velocity relative to the
 * projectile's frame and G the relative acceleration (target acceleration
 * minus projectile gravity), a shot fired along the unit vector d meets the
 * target at time t when s·t·d = W(t) = R + V·t + G·t²/2, i.e. when
 * |W(t)| = s·t. Squaring gives the quartic
 *
 *   f(t) = (G·G/4)·t⁴ + (V·G)·t³ + (V·V + R·G − s²)·t² + 2(R·V)·t + R·R = 0,
 *
 * which for G = 0 is the quadratic (|V|² − s²)·t² + 2(R·V)·t + |R|² = 0 of
 * the intercept triangle (law of cosines). Every non-negative root is a hit
 * time; the aim at a root is W(t)/|W(t)|.
 *
 * Sources: M. Oberberger, "Interception of Two Moving Objects in 2D Space"
 * (CodeProject, 2015); J. McNeill, "Leading the target" (playtechs blog);
 * J. Wucher, "Shooting At Stuff" (GameDev.net, 2014).
 *
 * The constant-velocity case (G = 0) is `intercept-linear.ts`; the best miss
 * is `closest-miss.ts`; the result records are `intercept-result.ts`.
 *
 * All solving happens in units scaled by powers of two (exact), chosen so
 * that the distances and speeds are near 1: results do not overflow or
 * underflow for any finite input, and a change of units by a power of two
 * changes the results exactly.
 */

import { scaleByPow2 } from '../numeric/float';
import { POW2 } from '../numeric/bits';
import { rangeIn, solvePolynomialInRangeTo, solvePolynomialInTo } from '../numeric/roots';
import { quarticLimit, quarticRootsIn } from '../numeric/quartic-roots';
import { checkInRange, checkNonNegative, checkOut, checkTimeLimit, checkVec } from '../validate';
import { linearMissTo, missSlot, quarticMissTo, quarticNoHit } from './closest-miss';
import { SLOTS } from '../engine/conventions';
import { checkOptionsFor, checkScene } from './options-check';
import { solveQuadraticOf } from '../numeric/quadratic';
import { solveLinearLoaded } from './intercept-linear';
import {
  L,
  MIN_NORMAL,
  aimAlong,
  aimAlongAt,
  aimScratch,
  firstScaledTime,
  linearAimTau,
  linearSpeed,
  prepareLinear,
  prepareLinearIn,
  relBuf,
  rootBuf,
  scaledWithin,
} from './linear-problem';
import {
  Q,
  aimTau,
  diffInto,
  diffIntoIn,
  diffKy,
  formQuartic,
  noRelativeAcceleration,
  prepareQuartic,
  prepareQuarticIn,
  qRoots,
  quarticNumbers,
  quartic,
  quarticAim,
  quarticAimAt,
  scaled,
} from './quartic-problem';
import { NO_HIT_REASONS, hitRecord } from './intercept-result';
import { loadQuartic } from './quartic-hot';
import { positiveOnHalfLine } from '../numeric/quartic-positive';
import { certifiedFirstRoot, firstRootSlot } from '../numeric/quartic-first-root';
import type { InterceptResult, NoHitReason, World } from './intercept-result';
import type { ReadonlyVec, SameDim, VecFor } from '../vec';

/**
 * Options of `intercept`, and the shape every solver takes. Units are the
 * caller's: lengths L, times T. `S` is the shooter's vector type; every other
 * vector must have its dimension (`SameDim<S>`), so a 2D shooter with a 3D
 * target does not type-check.
 */
export interface InterceptOptions<S extends ReadonlyVec = ReadonlyVec> {
  /** Shooter position (L). */
  shooter: S;
  /** Shooter velocity (L/T); only matters through `inherit`. Default: zero. */
  shooterVelocity?: NoInfer<SameDim<S>> | undefined;
  /** Fraction 0…1 of the shooter's velocity the projectile inherits. Default 1 (physics: a thrown ball keeps its thrower's velocity); many games use 0. */
  inherit?: number | undefined;
  /** Target position (L). */
  target: NoInfer<SameDim<S>>;
  /** Target velocity (L/T). Default: zero. */
  targetVelocity?: NoInfer<SameDim<S>> | undefined;
  /** Constant target acceleration (L/T²). Default: zero. */
  targetAcceleration?: NoInfer<SameDim<S>> | undefined;
  /** Projectile launch speed relative to the shooter (L/T), ≥ 0. */
  speed: number;
  /** Acceleration acting on the projectile, e.g. `gravityYUp3D` (L/T²). Default: none (zero). */
  gravity?: NoInfer<SameDim<S>> | undefined;
  /** Latest acceptable hit time (T); `Infinity` for none. Default: Infinity. */
  maxTime?: number | undefined;
}

/**
 * The defaults of the optional numbers, for the library's own use (the
 * package exports `interceptDefaults2D` and `interceptDefaults3D`, which spread
 * under `exactOptionalPropertyTypes`). Vectors `undefined` mean zero.
 */
export const interceptDefaults = {
  shooterVelocity: undefined,
  inherit: 1,
  targetVelocity: undefined,
  targetAcceleration: undefined,
  gravity: undefined,
  maxTime: Infinity,
} as const;

function isZero(v: ReadonlyVec): boolean {
  for (let i = 0; i < v.length; i++) if (v[i] !== 0) return false;
  return true;
}

/** Intercept options with every default filled in (no field undefined). */
export type ResolvedOptions = { [K in keyof InterceptOptions]-?: Exclude<InterceptOptions[K], undefined> };

/**
 * Checks and completes the options (vectors of one dimension, defaults filled
 * in); throws as `intercept` does. Internal to the library (`root-trace.ts`
 * validates with it); not re-exported by the barrel.
 */
export function resolveOptions<const S extends ReadonlyVec>(options: InterceptOptions<S>): ResolvedOptions {
  const dim = checkScene(options);
  const zero = dim === 2 ? [0, 0] : [0, 0, 0];
  const vec = (name: keyof InterceptOptions, value: unknown) => {
    if (value === undefined) return zero;
    checkVec(name, value, dim);
    return value as ReadonlyVec;
  };
  checkVec('target', options.target, dim);
  return {
    shooter: options.shooter,
    shooterVelocity: vec('shooterVelocity', options.shooterVelocity),
    inherit: options.inherit === undefined ? interceptDefaults.inherit : checkInRange('inherit', options.inherit, 0, 1),
    target: options.target,
    targetVelocity: vec('targetVelocity', options.targetVelocity),
    targetAcceleration: vec('targetAcceleration', options.targetAcceleration),
    speed: checkNonNegative('speed', options.speed),
    gravity: vec('gravity', options.gravity),
    maxTime: options.maxTime === undefined ? interceptDefaults.maxTime : checkTimeLimit('maxTime', options.maxTime),
  };
}

/**
 * The general intercept, 2D or 3D (curriculum chapters 8–9): a shooter at
 * `shooter` (moving with `shooterVelocity`, of which the projectile inherits
 * the fraction `inherit`) fires at `speed`; the projectile is accelerated by
 * `gravity`; the target starts at `target` with `targetVelocity` and constant
 * `targetAcceleration`. With R = T − S, V = Vt − inherit·U and
 * G = targetAcceleration − gravity, the hit times are the non-negative roots of
 *
 *   f(t) = (G·G/4)t⁴ + (V·G)t³ + (V·V + R·G − s²)t² + 2(R·V)t + R·R,
 *
 * found by derivative-interval isolation (`solvePolynomialTo`); G = 0 uses
 * the quadratic solver. f(0) = |R|² ≥ 0 and the t⁴ coefficient is ≥ 0, so with
 * G ≠ 0 the positive roots come in pairs: 0, 2 or 4 hits (a grazing double
 * root, by the tangency rule, counts once).
 *
 * A hit lists every hit time in [0, maxTime]; `aim` is W(t)/|W(t)| with
 * W(t) = R + Vt + Gt²/2, `launchVelocity` = speed·aim (relative to the
 * shooter), `projectileVelocity` = launchVelocity + inherit·shooterVelocity
 * (what to give the projectile in the world frame), `impact` the target's
 * position at the hit. When speed is 0 and the hit happens anyway (a dropped
 * bomb, a target running into a mine), `aim` is still a unit vector but
 * irrelevant.
 *
 * No hit gives a `reason`, a `message`, the best miss `closest` (minimising
 * |W(t)| − s·t, chapter 9) and `polynomialMinimum` (minimising f).
 *
 * @example intercept({ shooter: [0, 0], target: [50, 0], speed: 30, gravity: [0, -9.81] })
 *   // hit at t ≈ 1.7384 (the low arc); times ≈ [1.7384, 5.8640]
 * @throws TypeError/RangeError naming the option and its value for non-finite
 *   numbers, vectors of the wrong dimension, speed < 0, inherit outside [0, 1]
 *   or maxTime < 0; TypeError for a key no entry point takes (naming the one meant).
 */
export function intercept<const S extends ReadonlyVec>(options: InterceptOptions<S>): InterceptResult<VecFor<S>> {
  type V = VecFor<S>;
  const o = resolveOptions(options);
  checkOptionsFor('intercept', options, [], o.shooter.length);
  const w: World = {
    S: o.shooter,
    T: o.target,
    Vt: o.targetVelocity,
    A: isZero(o.targetAcceleration) ? null : o.targetAcceleration,
    U: o.inherit === 0 || isZero(o.shooterVelocity) ? null : o.shooterVelocity.map((x) => x * o.inherit),
    g: isZero(o.gravity) ? null : o.gravity,
    s: o.speed,
  };
  const dim = o.shooter.length;
  prepareQuartic(o);
  const constantVelocity = noRelativeAcceleration(dim);
  if (constantVelocity) {
    // G = 0 (no acceleration, or target and projectile falling alike): the quadratic.
    const shift = diffInto(relBuf, o.targetVelocity, o.shooterVelocity, o.inherit, dim);
    // When V overflows, diffInto halved it: solve with V/2 and s/2 (times double), then undo.
    prepareLinear(o.shooter, o.target, relBuf, shift ? 0.5 * o.speed : o.speed);
    L.ev += shift;
    return solveLinearLoaded<V>(w, o.maxTime);
  }
  const tauMax = Math.min(scaled(o.maxTime, -Q.m), scaled(Number.MAX_VALUE, -Q.m));
  formQuartic();
  // Two time scales too far apart for one quartic (Q.gap): the near roots come from this scaling up to
  // τ = 2^gap, the far ones from the problem without R, where R is negligible (farRoots).
  const split = Q.gap > FAR_GAP ? scaled(1, Q.m + Q.gap) : Infinity;
  const tauTop = Math.min(tauMax, scaled(split, -Q.m));
  // Only roots in [0, τmax] matter (Yuksel's bounded search: no level is
  // refined outside it); R = 0 gives the root 0 itself.
  const times: number[] = [];
  let firstTau = -1;
  if (quartic[4] === 0) {
    firstTau = 0;
    times.push(0);
  }
  quarticLimit[0] = tauTop;
  let n = quarticRootsIn(qRoots, quartic, false);
  if (n < 0) n = solvePolynomialInTo(qRoots, null, quartic, 0, tauTop);
  for (let i = 0; i < n; i++) {
    const tau = qRoots[i];
    if (!(tau > 0)) continue;
    const t = scaled(tau, Q.m);
    if (Number.isFinite(t) && t <= o.maxTime && t < split) {
      if (firstTau < 0) firstTau = tau;
      times.push(t);
    }
  }
  const scratch = aimScratch;
  if (times.length > 0) quarticAim(scratch, firstTau);
  let laterFar = false;
  if (split < Infinity) {
    const near = times.length;
    laterFar = farRoots(o, split, o.maxTime, times, false);
    if (near === 0 && times.length > 0) quarticAim(scratch, scaled(times[0], -Q.m));
    // Back to the whole problem: the best miss below reads it.
    prepareQuartic(o);
    formQuartic();
  }
  if (times.length > 0) return hitRecord<V>(w, dim, times, scratch);
  // No hit in time: is there one later at all?
  const later =
    laterFar ||
    solvePolynomialInTo(qRoots, null, quartic, tauMax, split < Infinity ? scaled(split, -Q.m) : Infinity, true) > 0;
  const reason: NoHitReason = later ? 'beyond-max-time' : Q.s === 0 ? 'cannot-move' : 'out-of-range';
  return quarticNoHit<V>(reason, w, tauMax);
}

/** Split the solve when the two time scales are more than this many binary orders apart (see Q.gap). */
export const FAR_GAP = 100;

/**
 * The far roots of a problem whose offset R is 2^−gap of its other scale (Q.gap > FAR_GAP): the roots
 * t ≥ `from` of the same problem with the target on the shooter, where R changes W by less than 2^−2·gap
 * of itself. Pushes those ≤ maxTime to `times` (ascending; only the first with `firstOnly`) and leaves Q
 * loaded with that problem; returns whether one lies beyond maxTime.
 */
export function farRoots(o: FarInput, from: number, maxTime: number, times: number[], firstOnly: boolean): boolean {
  farInput.shooter = o.shooter;
  farInput.target = o.shooter;
  farInput.shooterVelocity = o.shooterVelocity;
  farInput.inherit = o.inherit;
  farInput.targetVelocity = o.targetVelocity;
  farInput.targetAcceleration = o.targetAcceleration;
  farInput.gravity = o.gravity;
  farInput.speed = o.speed;
  prepareQuartic(farInput);
  formQuartic();
  const lo = scaled(from, -Q.m);
  const hi = Math.min(scaled(maxTime, -Q.m), scaled(Number.MAX_VALUE, -Q.m));
  const n = solvePolynomialInTo(qRoots, null, quartic, lo, hi, firstOnly);
  for (let i = 0; i < n; i++) {
    const t = scaled(qRoots[i], Q.m);
    if (Number.isFinite(t) && t >= from && t <= maxTime) times.push(t);
  }
  return n === 0 && solvePolynomialInTo(qRoots, null, quartic, hi, Infinity, true) > 0;
}

type FarInput = Parameters<typeof prepareQuartic>[0];

const ZERO2: readonly number[] = [0, 0];

const farInput: FarInput = { shooter: ZERO2, target: ZERO2, speed: 0 };

const farTimes: number[] = [];

const ZERO3: readonly number[] = [0, 0, 0];

const rareSlot = new Float64Array(2);

/** For interceptTo when 2^±m is not normal: min(x, the largest double)·2^k into rareSlot[0], x·2^k into rareSlot[1]. */
function rareScale(x: number, k: number): void {
  rareSlot[0] = Math.min(scaleByPow2(x, k), scaleByPow2(Number.MAX_VALUE, k));
  rareSlot[1] = scaleByPow2(x, k);
}

/**
 * Hot-path general intercept: the earliest hit of `intercept(options)` in
 * [0, maxTime] as record 0 of `SLOTS` (its time at `out[SLOTS.time]`, the unit
 * aim's x, y, z from `out[SLOTS.aim]`, z = 0 in 2D; `out` needs
 * `SLOTS.hitLength` entries); returns 1, or 0 (leaving `out` untouched) when
 * there is no hit, without computing the best miss. The same scaled quartic as
 * `intercept` (f(t) = (G·G/4)t⁴ + (V·G)t³ + (V·V + R·G − s²)t² + 2(R·V)t + R·R,
 * loaded bit for bit as there), and always `intercept`'s verdict, hit or not.
 * Most calls are decided by certificates in plain doubles with every rounding
 * error bounded: a proof that f has no root on [0, ∞) (`quartic-positive.ts`)
 * for a miss, and for a hit the earliest root certified within 2⁻⁵⁰ of the
 * exact root (`quartic-first-root.ts`), which keeps the time within 2⁻⁴⁸
 * (relative) of `intercept`'s, the aim W(t)/|W(t)| from that time as
 * `intercept` forms it (on the benchmark's scenes the times have been equal bit
 * for bit). Where a certificate declines (grazing and near-double roots, a hit
 * right at maxTime, extreme scales) the first root in [0, τmax] is isolated and
 * polished by the flat exact solver of `quartic-roots.ts`, and the time and aim
 * are `intercept`'s bit for bit. No argument
 * checks: pass finite numbers and vectors of one dimension (2 or 3),
 * speed ≥ 0, inherit in [0, 1], maxTime ≥ 0 (see `interceptToChecked`);
 * omitted options take their defaults. It builds no result objects and, once V8 has
 * optimised it, allocates nothing (bench/RESULTS.md: bytes per call and GC
 * count).
 * @example
 *   const out = new Float64Array(SLOTS.hitLength); // once
 *   interceptTo(out, { shooter: [0, 0, 0], target: [50, 0, 0], speed: 30, gravity: gravityYUp3D }); // 1
 *   // out[SLOTS.time] ≈ 1.7384, aim out[SLOTS.aim…SLOTS.aim + 2] ≈ [0.9588, 0.2842, 0]
 */
export function interceptTo<const S extends ReadonlyVec>(
  out: Float64Array | number[],
  options: InterceptOptions<S>,
): number {
  // Small enough for V8 to inline; the solve itself is firstHitTo.
  if (!firstHitTo(out, options)) return 0;
  if (options.shooter.length === 2) out[3] = 0;
  return 1;
}

/** interceptTo's solve: the earliest hit into out[0…dim], true; false with out untouched when there is none. */
function firstHitTo(out: Float64Array | number[], options: InterceptOptions): boolean {
  // Each number option read once, and the defaults stored apart, not merged (`x ?? default`): where
  // V8 has seen options of many shapes, each read of a number field allocates a heap number, and the
  // merge would box the default (see "Allocation" in conventions.ts).
  const speedIn = options.speed;
  // A speed that is not a number ≥ 0 (NaN, negative) never makes a hit, unchecked as this path is.
  if (!(speedIn >= 0)) return false;
  quarticNumbers[0] = speedIn;
  const inheritIn = options.inherit;
  if (inheritIn === undefined) quarticNumbers[1] = interceptDefaults.inherit;
  else quarticNumbers[1] = inheritIn;
  const maxTimeIn = options.maxTime;
  if (maxTimeIn === undefined) toMaxTime[0] = interceptDefaults.maxTime;
  else toMaxTime[0] = maxTimeIn;
  const maxTime = toMaxTime[0];
  const inherit = quarticNumbers[1];
  // prepareQuarticIn and formQuartic in one flat body, the same bits (quartic-hot.ts).
  const constantVelocity = loadQuartic(options);
  // (The dimension from the loaded problem, the shooter not read again: see the velocities below.)
  const dim = Q.dim;
  if (constantVelocity) {
    const shooter = options.shooter;
    // (The velocities read here only: where V8 has seen options of many shapes, each read is a slow
    // generic lookup, and loadQuartic has read them already.)
    const shooterVelocity = options.shooterVelocity ?? ZERO3;
    const targetVelocity = options.targetVelocity ?? ZERO3;
    const speed = quarticNumbers[0];
    const shift = diffInto(relBuf, targetVelocity, shooterVelocity, inherit, dim);
    prepareLinear(shooter, options.target, relBuf, shift ? 0.5 * speed : speed);
    L.ev += shift;
    const tau = firstScaledTime();
    if (tau < 0) return false;
    const t = scaleByPow2(tau, L.er - L.ev);
    // Never a hit at t = ∞ (a speed so small that the time overflows), limit or none; a time that rounds
    // to 0 or to a subnormal is compared as `intercept` compares it.
    if (!(t <= maxTime && t < Infinity)) return false;
    if (t < MIN_NORMAL && !scaledWithin(tau, maxTime)) return false;
    out[0] = t;
    aimAlong(out, 1, tau);
    return true;
  }
  // τmax = min(maxTime, the largest double)·2^−m, as `intercept` forms it.
  // (The rare |m| > 1022 goes through a slot: a call's result merged with a
  // double would make V8 box the double on the common path too.)
  const down = Q.timeScale[1];
  if (down === 0) rareScale(maxTime, -Q.m);
  const tauMax = down !== 0 ? Math.min(maxTime * down, Number.MAX_VALUE * down) : rareSlot[0];
  let tau = 0;
  if (quartic[4] !== 0) {
    if (Q.gap > FAR_GAP) {
      // Rare: the time scales are too far apart for one quartic (as in `intercept`); Q is left loaded
      // with the problem whose root farTau[0] is.
      if (!farFirst(options, maxTime, tauMax)) return false;
      tau = farTau[0];
    } else {
      // Most misses: proved root-free on [0, ∞) in plain doubles, with a margin that makes it the exact
      // solver's verdict too (quartic-positive.ts); everything else takes the exact solver.
      if (positiveOnHalfLine(quartic)) return false;
      // Most hits: the earliest root certified in plain doubles, within 2⁻⁴⁸ of the exact solver's
      // (quartic-first-root.ts); the rest take the exact solver.
      firstRootSlot[0] = tauMax;
      if (certifiedFirstRoot(quartic)) tau = firstRootSlot[1];
      else {
        quarticLimit[0] = tauMax;
        let n = quarticRootsIn(qRoots, quartic, true);
        if (n < 0) n = solvePolynomialInTo(qRoots, null, quartic, 0, tauMax, true);
        if (n === 0) return false;
        tau = qRoots[0];
      }
    }
  }
  const up = Q.timeScale[0];
  if (up === 0) rareScale(tau, Q.m);
  const t = up !== 0 ? tau * up : rareSlot[1];
  if (!(t <= maxTime && t < Infinity)) return false;
  out[0] = t;
  aimTau[0] = tau;
  quarticAimAt(out, 1);
  return true;
}

/** interceptTo's maxTime, read once (default filled in). */
const toMaxTime = new Float64Array(1);

/** farFirst's root, in the units of the problem it leaves loaded in Q. */
const farTau = new Float64Array(1);

/**
 * interceptTo's rare path for two time scales too far apart (Q.gap > FAR_GAP, as `intercept`): the
 * first root below τ = 2^gap of the loaded problem, else the first far root (farRoots, which loads the
 * problem without R into Q), into farTau[0]; false when there is none up to maxTime.
 */
function farFirst(options: InterceptOptions, maxTime: number, tauMax: number): boolean {
  const split = scaled(1, Q.m + Q.gap);
  const top = Math.min(tauMax, scaled(split, -Q.m));
  let n = solvePolynomialInTo(qRoots, null, quartic, 0, top, true);
  // As in `intercept`, a root at τ = 0 is passed over (R ≠ 0 here: one that rounds to 0, from a subnormal R),
  // for the next one, if any: every root listed then.
  if (n > 0 && !(qRoots[0] > 0)) n = solvePolynomialInTo(qRoots, null, quartic, 0, top);
  let k = 0;
  while (k < n && !(qRoots[k] > 0)) k++;
  if (k < n && scaled(qRoots[k], Q.m) < split) {
    farTau[0] = qRoots[k];
    return true;
  }
  farTimes.length = 0;
  farRoots(options, split, maxTime, farTimes, true);
  if (farTimes.length === 0) return false;
  farTau[0] = scaled(farTimes[0], -Q.m);
  return true;
}

/**
 * Checks intercept options as `intercept` does (vectors of 2 or 3 finite
 * components, all of the shooter's dimension; speed ≥ 0; inherit in [0, 1];
 * maxTime ≥ 0 or Infinity) and returns the dimension, without allocating
 * when they are valid. Omitted (or `undefined`) options are fine.
 * @example validateInterceptOptions({ shooter: [0, 0], target: [5, 5, 5], speed: 10 })
 *   // TypeError: target must have 2 components like the other vectors, got 3: [5, 5, 5]
 * @throws TypeError/RangeError naming the first bad option and its value.
 */
export function validateInterceptOptions<const S extends ReadonlyVec>(options: InterceptOptions<S>): 2 | 3 {
  const dim = checkScene(options);
  checkOptionsFor('intercept', options, [], dim);
  checkVec('target', options.target, dim);
  if (options.shooterVelocity !== undefined) checkVec('shooterVelocity', options.shooterVelocity, dim);
  if (options.targetVelocity !== undefined) checkVec('targetVelocity', options.targetVelocity, dim);
  if (options.targetAcceleration !== undefined) checkVec('targetAcceleration', options.targetAcceleration, dim);
  if (options.gravity !== undefined) checkVec('gravity', options.gravity, dim);
  // The number checks are written out so that valid numbers never cross a call (V8 would box them).
  const speed = options.speed;
  if (!(typeof speed === 'number' && speed >= 0 && speed < Infinity)) checkNonNegative('speed', speed);
  const inherit = options.inherit;
  if (inherit !== undefined && !(typeof inherit === 'number' && inherit >= 0 && inherit <= 1)) {
    checkInRange('inherit', inherit, 0, 1);
  }
  const maxTime = options.maxTime;
  if (maxTime !== undefined && !(typeof maxTime === 'number' && maxTime >= 0)) checkTimeLimit('maxTime', maxTime);
  // One store per case, not `maxTime ?? default`: where the read is megamorphic (a tagged value), that
  // merge would box the default's double, 16 B a call.
  checked[0] = speed;
  if (inherit === undefined) checked[1] = interceptDefaults.inherit;
  else checked[1] = inherit;
  if (maxTime === undefined) checked[2] = interceptDefaults.maxTime;
  else checked[2] = maxTime;
  return dim;
}

/**
 * The numbers `validateInterceptOptions` read and checked, defaults filled in: [0] speed,
 * [1] inherit, [2] maxTime. interceptFrameTo solves with these rather than read the options
 * again: where V8 has seen options objects of many shapes, every read of a double field
 * allocates a heap number (16 B), and `speed` was read three times a call.
 */
const checked = new Float64Array(3);

/**
 * `interceptTo` with its input checked first (`validateInterceptOptions`) and
 * `out` checked to hold `SLOTS.hitLength` entries: the same answer, bit for bit, for
 * valid input, and a `TypeError`/`RangeError` naming the problem otherwise
 * (a 2D shooter with a 3D target is rejected, not solved with z dropped).
 * Allocation-free when the input is valid.
 * @example
 *   const out = new Float64Array(SLOTS.hitLength); // once
 *   interceptToChecked(out, { shooter: [0, 0], target: [50, 0], speed: 30, gravity: gravityYUp2D }); // 1, t ≈ 1.7384
 *   interceptToChecked(out, { shooter: [0, 0], target: [50, 0, 0], speed: 30 });
 *   // TypeError: target must have 2 components like the other vectors, got 3: [50, 0, 0]
 * @throws TypeError/RangeError as `validateInterceptOptions`, or when `out` is too short.
 */
export function interceptToChecked<const S extends ReadonlyVec>(
  out: Float64Array | number[],
  options: InterceptOptions<S>,
): number {
  validateInterceptOptions(options);
  checkOut(out, SLOTS.hitLength, 'SLOTS.hitLength');
  return interceptTo(out, options);
}

/**
 * interceptFrameTo's doubles between its parts, in a typed array: V8 allocates a
 * heap number for each double that crosses a call it does not inline.
 * [0] maxTime, [1] τmax, [2] the time of the hit being written, [3] the end of the search for a later hit.
 */
const FS = new Float64Array(4);

/** Writes hit k (time FS[2], unit aim in aimScratch) into the frame, as record k. */
function frameHit(out: Float64Array | number[], k: number, dim: number): void {
  const at = k * SLOTS.record;
  out[at] = FS[2];
  out[at + 1] = aimScratch[0];
  out[at + 2] = aimScratch[1];
  out[at + 3] = dim === 3 ? aimScratch[2] : 0;
}

/** Completes a frame: unused records 0, the reason (index, −1 on a hit), and on a hit the miss record repeating the earliest hit. */
function frameEnd(out: Float64Array | number[], count: number, reason: number): number {
  for (let i = count * SLOTS.record; i < SLOTS.miss; i++) out[i] = 0;
  out[SLOTS.reason] = reason;
  if (reason < 0) {
    for (let i = 0; i < SLOTS.record; i++) out[SLOTS.miss + i] = out[i];
    out[SLOTS.missDistance] = 0;
  }
  return count;
}

const REASON_BEYOND = NO_HIT_REASONS.indexOf('beyond-max-time');
const REASON_CANNOT = NO_HIT_REASONS.indexOf('cannot-move');
const REASON_RECEDING = NO_HIT_REASONS.indexOf('receding');
const REASON_CROSSING = NO_HIT_REASONS.indexOf('crossing');
const REASON_TOO_FAST = NO_HIT_REASONS.indexOf('target-too-fast');
const REASON_RANGE = NO_HIT_REASONS.indexOf('out-of-range');

/**
 * Everything `intercept` answers, allocation-free, for use every frame: every
 * hit time in [0, maxTime] (the first shot and the lob, up to 4) with the aim
 * of each, or the reason there is none and the best miss, written into `out`
 * at the slots of `SLOTS` (`out = new Float64Array(SLOTS.frameLength)`, made
 * once): hit k as record k (time, aim), the best miss as the record at
 * `SLOTS.miss` with its distance at `SLOTS.missDistance`, and the reason's index
 * in `NO_HIT_REASONS` at `SLOTS.reason` (−1 on a hit). Returns the number of hits.
 *
 * Same options, same defaults (no gravity unless given) and the same checks as
 * `intercept`: bad input throws a `TypeError`/`RangeError` naming the option
 * (a 2D shooter with a 3D target included). The times are `intercept`'s times
 * bit for bit, the first aim is its `aim`, and the miss is its `closest`
 * (time, distance, aim); the aims of the later hits are along W(t), as
 * `interceptShots` gives them (within rounding). It creates no objects, and
 * once V8 has optimised it, it allocates nothing (`npm run bench`), the best
 * miss under gravity or acceleration (the general solver's degree-6 search)
 * included: no double crosses a call V8 might not inline. Options objects of
 * many shapes at one call site cost 16 bytes per number option read (V8's
 * generic property read; see "Allocation" in conventions.ts).
 *
 * @example
 *   const frame = new Float64Array(SLOTS.frameLength); // once
 *   const n = interceptFrameTo(frame, { shooter: [0, 0], target: [50, 0], speed: 30, gravity: gravityYUp2D });
 *   // n = 2: frame[SLOTS.time] ≈ 1.7384 (the low arc), frame[SLOTS.record + SLOTS.time] ≈ 5.8640 (the lob)
 *   if (n === 0) console.log(NO_HIT_REASONS[frame[SLOTS.reason]], frame[SLOTS.missDistance]);
 * @throws TypeError/RangeError as `intercept`, or when `out` has fewer than `SLOTS.frameLength` entries.
 */
export function interceptFrameTo<const S extends ReadonlyVec>(
  out: Float64Array | number[],
  options: InterceptOptions<S>,
): number {
  const dim = validateInterceptOptions(options);
  checkOut(out, SLOTS.frameLength, 'SLOTS.frameLength');
  FS[0] = checked[2];
  quarticNumbers[0] = checked[0];
  quarticNumbers[1] = checked[1];
  prepareQuarticIn(options);
  const constantVelocity = noRelativeAcceleration(dim);
  if (constantVelocity) {
    // As `intercept` → solveLinearLoaded.
    // diffInto and prepareLinear on their slots: no double crosses a call.
    diffKy[0] = checked[1];
    const shift = diffIntoIn(relBuf, options.targetVelocity ?? ZERO3, options.shooterVelocity ?? ZERO3, dim);
    linearSpeed[0] = shift ? 0.5 * checked[0] : checked[0];
    prepareLinearIn(options.shooter, options.target, relBuf);
    L.ev += shift;
    return frameLinear(out, dim);
  }
  return frameQuartic(out, dim, options);
}

/**
 * interceptFrameTo on the loaded constant-velocity problem (maxTime in FS[0]), as solveLinearLoaded.
 * Times scale by 2^±k read from pow2's table (POW2) when both are normal, else through the slot
 * FS[2] (rare): a call's double result merged into the common path would make V8 box it there too.
 */
function frameLinear(out: Float64Array | number[], dim: number): number {
  const maxTime = FS[0];
  const k = L.ev - L.er;
  const normal = k >= -1022 && k <= 1022;
  const down = normal ? POW2[k + 1022] : 0;
  const up = normal ? POW2[-k + 1022] : 0;
  if (normal) FS[1] = Math.min(maxTime * down, Number.MAX_VALUE * down);
  else frameRareScale(maxTime, k, 1);
  const tauMax = FS[1];
  let nTau = 0;
  if (L.c === 0) {
    nTau = 1;
    frameTau[0] = 0;
  } else {
    frameQuad[0] = L.a;
    frameQuad[1] = L.b;
    frameQuad[2] = L.c;
    const n = solveQuadraticOf(rootBuf, frameQuad);
    for (let i = 0; i < n; i++) {
      const r = rootBuf[i];
      if (r >= 0 && (nTau === 0 || frameTau[nTau - 1] !== r)) frameTau[nTau++] = r;
    }
  }
  let count = 0;
  for (let i = 0; i < nTau; i++) {
    const tau = frameTau[i];
    if (normal) FS[2] = tau * up;
    else frameRareScale(tau, -k, 2);
    const t = FS[2];
    if (Number.isFinite(t) && tau <= tauMax && t <= maxTime) {
      linearAimTau[0] = tau;
      aimAlongAt(aimScratch, 0);
      frameHit(out, count++, dim);
    }
  }
  if (count > 0) return frameEnd(out, count, -1);
  let reason: number;
  if (nTau > 0) reason = REASON_BEYOND;
  else if (L.s === 0) reason = REASON_CANNOT;
  else if (L.rv > 0) reason = REASON_RECEDING;
  else if (L.rv === 0) reason = REASON_CROSSING;
  else reason = REASON_TOO_FAST;
  missSlot[0] = tauMax;
  linearMissTo(out, SLOTS.miss);
  return frameEnd(out, 0, reason);
}

/** FS[slot] = x·2^k for slot 2, min(x·2^k, the largest double·2^k) for slot 1 (scaleByPow2, any k). */
function frameRareScale(x: number, k: number, slot: number): void {
  FS[slot] = slot === 1 ? Math.min(scaleByPow2(x, k), scaleByPow2(Number.MAX_VALUE, k)) : scaleByPow2(x, k);
}

/** interceptFrameTo on the loaded quartic problem (maxTime in FS[0]), as `intercept`'s quartic path. */
function frameQuartic(out: Float64Array | number[], dim: number, options: InterceptOptions): number {
  const maxTime = FS[0];
  // τmax = min(maxTime, the largest double)·2^−m, as `intercept` forms it (and interceptTo).
  const down = Q.timeScale[1];
  if (down === 0) rareScale(maxTime, -Q.m);
  const tauMax = down !== 0 ? Math.min(maxTime * down, Number.MAX_VALUE * down) : rareSlot[0];
  formQuartic();
  if (Q.gap > FAR_GAP) return frameFar(out, dim, options);
  let count = 0;
  if (quartic[4] === 0) {
    aimTau[0] = 0;
    quarticAimAt(aimScratch);
    FS[2] = 0;
    frameHit(out, count++, dim);
  }
  quarticLimit[0] = tauMax;
  let n = quarticRootsIn(qRoots, quartic, false);
  if (n < 0) {
    // solvePolynomialInTo(qRoots, null, quartic, 0, τmax), the interval through its slots (R = 0 comes here).
    rangeIn[0] = 0;
    rangeIn[1] = tauMax;
    rangeIn[2] = 0;
    n = solvePolynomialInRangeTo(qRoots, null, quartic);
  }
  const up = Q.timeScale[0];
  for (let i = 0; i < n && count < 4; i++) {
    const tau = qRoots[i];
    if (!(tau > 0)) continue;
    if (up === 0) rareScale(tau, Q.m);
    const t = up !== 0 ? tau * up : rareSlot[1];
    if (Number.isFinite(t) && t <= maxTime) {
      // τ through its slot, not quarticAim(aimScratch, tau): where V8 does not inline that small
      // wrapper (its budget here goes to the miss path), τ would be boxed, 16 bytes a hit.
      aimTau[0] = tau;
      quarticAimAt(aimScratch);
      FS[2] = t;
      frameHit(out, count++, dim);
    }
  }
  if (count > 0) return frameEnd(out, count, -1);
  FS[1] = tauMax;
  FS[3] = Infinity;
  return frameQuarticMiss(out, false);
}

/**
 * frameQuartic when the two time scales are more than 2^FAR_GAP apart (rare): near roots below the
 * split, then the far ones (farRoots), exactly as `intercept` does. Not allocation-free.
 */
function frameFar(out: Float64Array | number[], dim: number, options: InterceptOptions): number {
  const maxTime = FS[0];
  const tauMax = Math.min(scaled(maxTime, -Q.m), scaled(Number.MAX_VALUE, -Q.m));
  const split = scaled(1, Q.m + Q.gap);
  const tauTop = Math.min(tauMax, scaled(split, -Q.m));
  let count = 0;
  if (quartic[4] === 0) {
    quarticAim(aimScratch, 0);
    FS[2] = 0;
    frameHit(out, count++, dim);
  }
  quarticLimit[0] = tauTop;
  let n = quarticRootsIn(qRoots, quartic, false);
  if (n < 0) n = solvePolynomialInTo(qRoots, null, quartic, 0, tauTop);
  for (let i = 0; i < n && count < 4; i++) {
    const tau = qRoots[i];
    if (!(tau > 0)) continue;
    const t = scaled(tau, Q.m);
    if (Number.isFinite(t) && t <= maxTime && t < split) {
      quarticAim(aimScratch, tau);
      FS[2] = t;
      frameHit(out, count++, dim);
    }
  }
  frameFarTimes.length = 0;
  const laterFar = farRoots(options, split, maxTime, frameFarTimes, false);
  // Q now holds the far problem: aim its roots there (as `intercept` aims a first far root).
  for (let i = 0; i < frameFarTimes.length && count < 4; i++) {
    quarticAim(aimScratch, scaled(frameFarTimes[i], -Q.m));
    FS[2] = frameFarTimes[i];
    frameHit(out, count++, dim);
  }
  prepareQuartic(options);
  formQuartic();
  if (count > 0) return frameEnd(out, count, -1);
  FS[1] = tauMax;
  FS[3] = scaled(split, -Q.m);
  return frameQuarticMiss(out, laterFar);
}

/** No hit on the loaded quartic problem (τmax in FS[1], the end of the search for a later hit in FS[3]): the reason and the best miss. */
function frameQuarticMiss(out: Float64Array | number[], laterFar: boolean): number {
  const tauMax = FS[1];
  // Is there a hit in [τmax, FS[3]]: solvePolynomialInTo(qRoots, null, quartic, τmax, FS[3], true), through its slots.
  rangeIn[0] = tauMax;
  rangeIn[1] = FS[3];
  rangeIn[2] = 1;
  const later = laterFar || solvePolynomialInRangeTo(qRoots, null, quartic) > 0;
  const reason = later ? REASON_BEYOND : Q.s === 0 ? REASON_CANNOT : REASON_RANGE;
  missSlot[0] = tauMax;
  quarticMissTo(out, SLOTS.miss);
  return frameEnd(out, 0, reason);
}

/** Scratch for interceptFrameTo's far roots (rare path). */
const frameFarTimes: number[] = [];

/** interceptFrameTo's distinct non-negative scaled roots (constant velocity). */
const frameTau = new Float64Array(2);

/** The scaled quadratic's coefficients [a, b, c] for solveQuadraticOf (no double crosses a call). */
const frameQuad = new Float64Array(3);
