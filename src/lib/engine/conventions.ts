/**
 * The conventions every entry point of the library shares, in one place.
 *
 * **One options shape.** Every solver takes one options object with the same
 * field names: `shooter`, `target`, `targetVelocity`, `targetAcceleration`,
 * `shooterVelocity`, `inherit`, `speed`, `gravity`, `maxTime`. The
 * allocation-free paths take the same object after their output array:
 * `interceptTo(out, options)`, `linearInterceptTo(out, options)`,
 * `ballisticArcsTo(out, options)`, `interceptFrameTo(out, options)`. A
 * specialised solver given an option it does not handle (`linearIntercept`
 * with gravity, `ballisticArcs` with a moving target) throws a `RangeError`
 * naming it; a key no solver takes is a `TypeError` naming the one you meant.
 *
 * **Typed by dimension.** Every vector after `shooter` has the shooter's
 * dimension (`SameDim`), and a result's vectors have it too (`VecFor`):
 * `intercept({ shooter: [0, 0, 0], target: [9, 0, 4], speed: 30 })` gives
 * `Vec3` aims without a type argument, and a 2D shooter with a 3D target is a
 * compile error. Arrays whose length the type checker cannot know
 * (`number[]`) are accepted and checked at run time.
 *
 * **One gravity default: none.** An omitted `gravity` is the zero vector in
 * every entry point. The library never guesses which way is up: a y-up and a
 * z-up engine would get different physics from the same call. Pass your
 * engine's vector, for instance `gravityYUp3D` (Unity, Godot, three.js),
 * `gravityZUp3D` (Unreal, Blender) or `gravityYUp2D`, in your units. (The
 * planar formula helpers `flightTimeToHeight`, `envelopeHeight` and
 * `reachEnvelope` take the magnitude g along their own vertical axis, required.)
 *
 * **Defaults you can spread.** `interceptDefaults2D` and `interceptDefaults3D`
 * hold every optional field at its default as concrete values (zero vectors,
 * inherit 1, maxTime Infinity): `{ ...interceptDefaults3D, shooter, target,
 * speed }` is a complete options object, also under
 * `exactOptionalPropertyTypes`.
 *
 * **One slot layout, one return convention.** The allocation-free paths write
 * records of (time, aim x, y, z) at the offsets of `SLOTS` and return how many
 * they wrote: 0 means none.
 *
 * **Checked and unchecked.** The functions that return objects check every
 * argument and throw a `TypeError` or `RangeError` naming it. So do
 * `interceptFrameTo` and the checked variants `interceptToChecked`,
 * `linearInterceptToChecked` and `ballisticArcsToChecked`, which also check
 * `out`'s length. The unchecked `interceptTo`, `linearInterceptTo` and
 * `ballisticArcsTo` trust their input (finite numbers, one dimension, `out`
 * long enough): give them anything else and the answer is unspecified, except
 * that a speed that is not ≥ 0 gives 0 solutions and no path, checked or not,
 * reports a hit or an arc at t = +∞.
 *
 * **Allocation.** Once V8 has optimised them, the `…To` paths allocate nothing
 * when the options objects reaching them have one shape, or a few (reuse one
 * options object per call site and change its fields each frame). Where V8 has
 * seen many shapes, it reads a number field through its generic path, which
 * returns a fresh heap number: 16 bytes per read, V8's and not avoidable from
 * JavaScript. `interceptFrameTo` reads each number option once (`speed`, and
 * `maxTime` and `inherit` when given).
 */

import type { Vec2, Vec3 } from '../vec';

/**
 * Earth's gravity, 9.81 m/s², for a 2D scene with y up. Not a default: pass it as `gravity`.
 * @example intercept({ shooter: [0, 0], target: [50, 0], speed: 30, gravity: gravityYUp2D })
 *   // hit at t ≈ 1.7384, aim ≈ [0.9588, 0.2842] (16.51° up); the lob at t ≈ 5.8640
 */
export const gravityYUp2D: Readonly<Vec2> = Object.freeze([0, -9.81] as Vec2);

/**
 * Earth's gravity, 9.81 m/s², y up (Unity, Godot, three.js). Not a default: pass it as `gravity`.
 * @example
 *   // Unity or Godot, metres: a target 50 m along +X, level with the muzzle
 *   intercept({ shooter: [0, 0, 0], target: [50, 0, 0], speed: 30, gravity: gravityYUp3D });
 *   // hit at t ≈ 1.7384, aim ≈ [0.9588, 0.2842, 0]
 */
export const gravityYUp3D: Readonly<Vec3> = Object.freeze([0, -9.81, 0] as Vec3);

/**
 * Earth's gravity, 9.81 m/s², z up (Unreal uses cm: multiply by 100). Not a default: pass it as `gravity`.
 * @example
 *   // Unreal, centimetres: gravity [0, 0, -981], a target 50 m (5000 cm) along +X, 30 m/s (3000 cm/s)
 *   const gravity = gravityZUp3D.map((g) => g * 100) as Vec3;
 *   intercept({ shooter: [0, 0, 0], target: [5000, 0, 0], speed: 3000, gravity });
 *   // hit at t ≈ 1.7384, aim ≈ [0.9588, 0, 0.2842]
 */
export const gravityZUp3D: Readonly<Vec3> = Object.freeze([0, 0, -9.81] as Vec3);

/**
 * Every optional intercept option at its default, with 2D zero vectors: spread it under your own fields.
 * @example
 *   // a complete options object, every field set (exactOptionalPropertyTypes too)
 *   const options = { ...interceptDefaults2D, shooter: [0, 0], target: [100, 0], targetVelocity: [0, 10], speed: 20 };
 *   intercept(options); // hit at t ≈ 5.7735, aim ≈ [0.866, 0.5]
 */
export const interceptDefaults2D = Object.freeze({
  shooterVelocity: Object.freeze([0, 0] as Vec2),
  inherit: 1,
  targetVelocity: Object.freeze([0, 0] as Vec2),
  targetAcceleration: Object.freeze([0, 0] as Vec2),
  gravity: Object.freeze([0, 0] as Vec2),
  maxTime: Infinity,
});

/**
 * Every optional intercept option at its default, with 3D zero vectors: spread it under your own fields.
 * @example
 *   intercept({ ...interceptDefaults3D, shooter: [0, 0, 0], target: [9, 0, 4], speed: 30 });
 *   // hit at t ≈ 0.3283, aim ≈ [0.9138, 0, 0.4061] (no gravity: the default is none)
 */
export const interceptDefaults3D = Object.freeze({
  shooterVelocity: Object.freeze([0, 0, 0] as Vec3),
  inherit: 1,
  targetVelocity: Object.freeze([0, 0, 0] as Vec3),
  targetAcceleration: Object.freeze([0, 0, 0] as Vec3),
  gravity: Object.freeze([0, 0, 0] as Vec3),
  maxTime: Infinity,
});

/**
 * The one slot layout of the allocation-free solvers (`interceptTo`,
 * `linearInterceptTo`, `ballisticArcsTo`, `interceptFrameTo` and their
 * checked variants), the same in 2D and 3D. Each returns how many solutions it
 * wrote (0 for none) and writes solution k as a *record* of `SLOTS.record` = 4
 * entries from `k * SLOTS.record`: the time at `+ SLOTS.time`, then the unit
 * aim's x, y, z from `+ SLOTS.aim` (z = 0 in 2D).
 *
 * - `interceptTo`, `linearInterceptTo`: record 0, the earliest hit; `out`
 *   needs `SLOTS.hitLength` (4) entries. Untouched when the call returns 0.
 * - `ballisticArcsTo`: record 0 the low (flatter) arc, record 1 the high one
 *   (the lob; equal to the low one at maximum range); `SLOTS.arcsLength` (8).
 * - `interceptFrameTo`: records 0…3, every hit time in [0, maxTime] ascending
 *   (unused records 0); then the best miss as a record at `SLOTS.miss` (time,
 *   aim; on a hit it repeats the earliest hit), its distance |W(t)| − s·t at
 *   `SLOTS.missDistance` (0 on a hit), and the reason there is no hit at
 *   `SLOTS.reason`, as an index into `NO_HIT_REASONS` (−1 on a hit);
 *   `SLOTS.frameLength` (22).
 *
 * The object is frozen: read the offsets every frame for free.
 * @example
 *   const out = new Float64Array(SLOTS.arcsLength);
 *   if (ballisticArcsTo(out, { shooter, target, speed, gravity: gravityYUp3D }) === 2) {
 *     const lob = SLOTS.record; // record 1
 *     fireAlong(out[lob + SLOTS.aim], out[lob + SLOTS.aim + 1], out[lob + SLOTS.aim + 2], out[lob + SLOTS.time]);
 *   }
 */
export const SLOTS = Object.freeze({
  /** A record's time, from the record's start. */
  time: 0,
  /** A record's aim x (y and z follow), from the record's start. */
  aim: 1,
  /** Entries per record: solution k starts at k·record. */
  record: 4,
  /** `interceptFrameTo`: the best miss, as a record (time, aim). */
  miss: 16,
  /** `interceptFrameTo`: the best miss's distance |W(t)| − s·t; 0 on a hit. */
  missDistance: 20,
  /** `interceptFrameTo`: the index of the reason in `NO_HIT_REASONS`, −1 on a hit. */
  reason: 21,
  /** Entries `interceptTo` and `linearInterceptTo` need: one record. */
  hitLength: 4,
  /** Entries `ballisticArcsTo` needs: two records. */
  arcsLength: 8,
  /** Entries `interceptFrameTo` needs. */
  frameLength: 22,
});
