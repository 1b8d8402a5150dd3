/**
 * `linearInterceptTo`, the allocation-free hot path of the constant-velocity intercept, and its checked variant:
 * a module of its own, apart from the teaching form in intercept-linear.ts, so that the pages and programs that
 * only call `linearIntercept` do not load the hot path's tiers (linear-hot.ts).
 */

import { checkNonNegative, checkOut, checkTimeLimit, checkVec } from '../validate';
import { SLOTS } from '../engine/conventions';
import { checkOptionsFor, checkScene } from './options-check';
import { MIN_NORMAL, scaledWithin } from './linear-problem';
import { generalTau, linearHitTo } from './linear-hot';
import type { LinearInterceptOptions } from './intercept-linear';
import type { ReadonlyVec } from '../vec';

const ZERO3: readonly number[] = [0, 0, 0];

/**
 * Hot-path constant-velocity intercept, allocation-free: writes the earliest
 * hit as record 0 of `SLOTS` (its time at `out[SLOTS.time]`, the unit aim's
 * x, y, z from `out[SLOTS.aim]`, z = 0 in 2D; `out` needs `SLOTS.hitLength`
 * entries) and returns 1; returns 0, leaving `out` untouched, when no hit
 * exists, or none by `maxTime`. Same problem as `linearIntercept`, without
 * argument checks (see `linearInterceptToChecked`): pass finite numbers and
 * vectors of one dimension (2 or 3). A speed that is not ≥ 0 gives 0.
 *
 * Accuracy: the time is within 2⁻⁴⁸ (relative, about 3.6·10⁻¹⁵) of
 * `linearIntercept`'s, and hit or no hit always agrees with it. Most calls
 * are answered in plain doubles with an error bound computed alongside; when
 * the bound cannot certify 2⁻⁴⁸ (near-equal speeds, a near-grazing shot) the
 * call takes the compensated path, whose answer is bit-identical to
 * `linearIntercept`'s.
 *
 * @example
 *   const out = new Float64Array(SLOTS.hitLength); // once
 *   const options = { shooter: [0, 0, 0], target: [100, 0, 0], targetVelocity: [0, 10, 0], speed: 20 };
 *   if (linearInterceptTo(out, options) === 1) fire(out[SLOTS.aim], out[SLOTS.aim + 1], out[SLOTS.aim + 2]);
 *   // out[SLOTS.time] ≈ 5.7735
 */
export function linearInterceptTo<const S extends ReadonlyVec>(
  out: Float64Array | number[],
  options: LinearInterceptOptions<S>,
): number {
  // This wrapper, linearHitTo and its tier 1 are small enough for V8 to inline into the caller's loop, within its
  // budget of bytecode; the later tiers are out of line.
  if (options.maxTime !== undefined) return limitedLinearTo(out, options);
  return linearHitTo(out, options.shooter, options.target, options.targetVelocity ?? ZERO3, options.speed);
}

/** `linearInterceptTo` with a time limit: solved aside, so that `out` is left untouched when the hit comes too late. */
function limitedLinearTo(out: Float64Array | number[], options: LinearInterceptOptions): number {
  const maxTime = options.maxTime as number;
  generalTau[0] = -1;
  const found = linearHitTo(limitBuf, options.shooter, options.target, options.targetVelocity ?? ZERO3, options.speed);
  if (found === 0 || !(limitBuf[0] <= maxTime)) return 0;
  // A time that rounds to 0 or to a subnormal comes from tier 3 (tiers 1 and 2 answer only above 2⁻⁴⁰³), its
  // problem still loaded: compared as `linearIntercept` compares it.
  if (limitBuf[0] < MIN_NORMAL && generalTau[0] >= 0 && !scaledWithin(generalTau[0], maxTime)) return 0;
  // (Four copies written out: SLOTS here would bring the conventions module into every page's first load.)
  out[0] = limitBuf[0];
  out[1] = limitBuf[1];
  out[2] = limitBuf[2];
  out[3] = limitBuf[3];
  return 1;
}

/**
 * `linearInterceptTo` with its input checked first, as `linearIntercept` checks it (an object with 2D or 3D vectors
 * of one dimension, a finite speed ≥ 0, no option it does not handle) and `out` checked to hold `SLOTS.hitLength`:
 * the same answer, bit for bit, for valid input, and a `TypeError`/`RangeError` naming the problem otherwise (a
 * 2D shooter with a 3D target is rejected, not solved with z dropped).
 * @example
 *   const out = new Float64Array(SLOTS.hitLength); // once
 *   linearInterceptToChecked(out, { shooter: [0, 0], target: [100, 0], targetVelocity: [0, 10], speed: 20 });
 *   // 1: out ≈ [5.7735, 0.866, 0.5, 0] (time, aim x, y, z)
 *   linearInterceptToChecked(out, { shooter: [0, 0], target: [100, 0], speed: 20, gravity: gravityYUp2D });
 *   // RangeError: linearInterceptToChecked does not handle gravity (got [0, -9.81]): use intercept, …
 * @throws TypeError/RangeError as `linearIntercept`, or when `out` is too short.
 */
export function linearInterceptToChecked<const S extends ReadonlyVec>(
  out: Float64Array | number[],
  options: LinearInterceptOptions<S>,
): number {
  const dim = checkScene(options);
  checkVec('target', options.target, dim);
  if (options.targetVelocity !== undefined) checkVec('targetVelocity', options.targetVelocity, dim);
  checkNonNegative('speed', options.speed);
  if (options.maxTime !== undefined) checkTimeLimit('maxTime', options.maxTime);
  checkOptionsFor(
    'linearInterceptToChecked',
    options,
    ['shooterVelocity', 'inherit', 'targetAcceleration', 'gravity'],
    dim,
  );
  checkOut(out, SLOTS.hitLength, 'SLOTS.hitLength');
  return linearInterceptTo(out, options);
}

/** `linearInterceptTo`'s answer under a time limit, before it is known to be in time: the time and the aim. */
const limitBuf = new Float64Array(4);
