/**
 * The constant-velocity intercept (curriculum chapters 4–6): the teaching
 * form `linearIntercept`, with the quadratic's coefficients and discriminant
 * exposed. Its allocation-free hot path `linearInterceptTo` is in
 * linear-to.ts, so that a page that only teaches does not load it.
 *
 * With R = T − S and the target's velocity V, a shot along the unit vector d
 * at speed s meets the target at time t when s·t·d = R + V·t; squaring gives
 * (|V|² − s²)·t² + 2(R·V)·t + |R|² = 0, the law of cosines of the intercept
 * triangle. Sources: M. Oberberger, "Interception of Two Moving Objects in 2D
 * Space" (CodeProject, 2015); J. McNeill, "Leading the target" (playtechs
 * blog); J. Wucher, "Shooting At Stuff" (GameDev.net, 2014).
 */

import { scaleByPow2 } from '../numeric/float';
import { quadraticDiscriminant, solveQuadraticTo } from '../numeric/quadratic';
import { checkNonNegative, checkTimeLimit, checkVec } from '../validate';
import { checkOptionsFor, checkScene } from './options-check';
import { linearNoHit } from './closest-miss-linear';
import { L, aimAlong, prepareLinear, rootBuf, aimScratch } from './linear-problem';
import { hitRecord } from './intercept-result';
import type { InterceptResult, NoHitReason, World } from './intercept-result';
import type { ReadonlyVec, SameDim, Vec, VecFor } from '../vec';

/** The teaching fields of `linearIntercept`: the quadratic a·t² + b·t + c = 0 and its solution. */
export interface LinearTeaching {
  /** a = |V|² − s², b = 2 R·V, c = |R|² (R = target − shooter), in the caller's units. */
  coefficients: { a: number; b: number; c: number };
  /** b² − 4ac, computed accurately (sign always exact for the given coefficients). */
  discriminant: number;
  /** Every distinct real root of the quadratic, negative ones included, ascending (roots beyond the double range omitted). */
  roots: number[];
}

/** `linearIntercept`'s result: the common hit/no-hit shape plus the teaching fields. */
export type LinearInterceptResult<V extends Vec = Vec> = InterceptResult<V> & LinearTeaching;

/**
 * The options of the constant-velocity intercept: the fields of
 * `InterceptOptions` it uses, with the same names (`targetVelocity`, not
 * `velocity`). Pass a whole `InterceptOptions` if you have one: its other
 * fields must be absent or at their defaults (zero vectors), else
 * `linearIntercept` throws a RangeError naming the option and pointing to
 * `intercept`; a key no entry point takes is a TypeError. Never ignored.
 */
export interface LinearInterceptOptions<S extends ReadonlyVec = ReadonlyVec> {
  /** Shooter position (L). */
  shooter: S;
  /** Target position (L). */
  target: NoInfer<SameDim<S>>;
  /** Target velocity (L/T). Default: zero. */
  targetVelocity?: NoInfer<SameDim<S>> | undefined;
  /** Projectile speed (L/T), ≥ 0. */
  speed: number;
  /** Latest acceptable hit time (T); Infinity (the default) for none. */
  maxTime?: number | undefined;
}

const ZERO3: readonly number[] = [0, 0, 0];

const ZERO2: readonly number[] = [0, 0];

function isVector(x: unknown): boolean {
  return Array.isArray(x) || ArrayBuffer.isView(x);
}

/**
 * Solves the loaded constant-velocity problem into a full result: all hit
 * times in [0, maxTime], or a reasoned no-hit. Positions and velocities of
 * the result come from the world description `w`.
 */
export function solveLinearLoaded<V extends Vec>(w: World, maxTime: number): InterceptResult<V> {
  const dim = L.dim;
  // Search no later than maxTime, nor beyond the largest representable time.
  const tauMax = Math.min(scaleByPow2(maxTime, L.ev - L.er), scaleByPow2(Number.MAX_VALUE, L.ev - L.er));
  const taus: number[] = [];
  if (L.c === 0) taus.push(0);
  else {
    const n = solveQuadraticTo(rootBuf, L.a, L.b, L.c);
    for (let i = 0; i < n; i++) {
      const r = rootBuf[i];
      if (r >= 0 && (taus.length === 0 || taus[taus.length - 1] !== r)) taus.push(r);
    }
  }
  const times: number[] = [];
  const kept: number[] = [];
  for (const tau of taus) {
    const t = scaleByPow2(tau, L.er - L.ev);
    if (Number.isFinite(t) && tau <= tauMax && t <= maxTime) {
      times.push(t);
      kept.push(tau);
    }
  }
  if (times.length > 0) {
    const scratch = aimScratch;
    aimAlong(scratch, 0, kept[0]);
    return hitRecord<V>(w, dim, times, scratch);
  }
  let reason: NoHitReason;
  if (taus.length > 0) reason = 'beyond-max-time';
  else if (L.s === 0) reason = 'cannot-move';
  else if (L.rv > 0) reason = 'receding';
  else if (L.rv === 0) reason = 'crossing';
  else reason = 'target-too-fast';
  return linearNoHit<V>(reason, w, tauMax);
}

/**
 * The constant-velocity intercept in its teaching form (curriculum chapters
 * 4–6). A shooter at `shooter` fires a projectile at `speed`; the target at
 * `target` moves with constant `velocity`. With R = target − shooter:
 *
 *   (|V|² − s²)·t² + 2(R·V)·t + |R|² = 0,
 *
 * a = |V|² − s² formed with exact products (no cancellation when the speeds
 * are nearly equal), roots by the cancellation-free q form with Kahan's
 * discriminant (`solveQuadraticTo`). The earliest non-negative root is the hit.
 *
 * Named cases: already there (R = 0) → t = 0; zero speed → no hit unless
 * already there (or the target runs exactly into the shooter, a "mine");
 * standing target → t = |R|/s; equal speeds → the linear case t = −c/b, a hit
 * only when approaching (R·V < 0), else no hit (`'receding'` when R·V > 0,
 * `'crossing'` when R·V = 0: b = 0 and the equation c = 0 has no solution);
 * two positive roots (faster, approaching target) → the earlier; both
 * negative → no hit (`'receding'`).
 *
 * Returns the same hit/no-hit shape as `intercept`, plus `coefficients`,
 * `discriminant` and `roots` (all real roots, negative ones included). Works
 * in 2D and 3D; the result's vectors have the shooter's dimension.
 *
 * @example linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [0, 10], speed: 20 })
 *   // hit at t ≈ 5.7735, aim ≈ [0.866, 0.5]
 * @throws TypeError/RangeError when a vector is not 2D/3D of finite numbers,
 *   dimensions differ, or speed is not a finite number ≥ 0; RangeError for an
 *   option it does not handle (gravity, targetAcceleration, shooterVelocity
 *   other than zero: use `intercept`), TypeError for a key no entry takes.
 */
export function linearIntercept<const S extends ReadonlyVec>(
  options: LinearInterceptOptions<S>,
): LinearInterceptResult<VecFor<S>> {
  type V = VecFor<S>;
  if (arguments.length > 1 || isVector(options)) {
    throw new TypeError(
      'linearIntercept takes one options object since 1.0: linearIntercept({ shooter, target, targetVelocity, speed })',
    );
  }
  const dim = checkScene(options);
  // Every other shared option absent or at its default; maxTime is this solver's too.
  checkOptionsFor('linearIntercept', options, ['shooterVelocity', 'inherit', 'targetAcceleration', 'gravity'], dim);
  const maxTime = options.maxTime === undefined ? Infinity : checkTimeLimit('maxTime', options.maxTime);
  const S: ReadonlyVec = options.shooter;
  const T: ReadonlyVec = options.target;
  const Vt: ReadonlyVec = options.targetVelocity === undefined ? (dim === 2 ? ZERO2 : ZERO3) : options.targetVelocity;
  checkVec('target', T, dim);
  checkVec('targetVelocity', Vt, dim);
  const s = checkNonNegative('speed', options.speed);
  prepareLinear(S, T, Vt, s);
  const teaching = linearTeaching();
  const world: World = { S, T, Vt, A: null, U: null, g: null, s };
  const result = solveLinearLoaded<V>(world, maxTime);
  return { ...result, ...teaching };
}

/** The teaching fields from the loaded scaled state, converted to the caller's units. */
function linearTeaching(): LinearTeaching {
  const { a, b, c, er, ev } = L;
  const n = solveQuadraticTo(rootBuf, a, b, c);
  const roots: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = scaleByPow2(rootBuf[i], er - ev);
    if (Number.isFinite(t) && (roots.length === 0 || roots[roots.length - 1] !== t)) roots.push(t);
  }
  if (a === 0 && b === 0 && c === 0) roots.push(0);
  return {
    coefficients: { a: scaleByPow2(a, 2 * ev) + 0, b: scaleByPow2(b, er + ev) + 0, c: scaleByPow2(c, 2 * er) },
    discriminant: scaleByPow2(quadraticDiscriminant(a, b, c), 2 * er + 2 * ev) + 0,
    roots,
  };
}
