/**
 * The conventions every entry point of the library shares, in one place.
 *
 * **One options shape.** Every solver takes (or also accepts) one options
 * object with the same field names: `shooter`, `target`, `targetVelocity`,
 * `targetAcceleration`, `shooterVelocity`, `inherit`, `speed`, `gravity`,
 * `maxTime`. The hot paths take the same object after the output array:
 * `interceptTo(out, options)`, `linearInterceptTo(out, options)`,
 * `ballisticArcsTo(out, options)`, `interceptFrameTo(out, options)`. (The older
 * positional forms of `linearIntercept`, `linearInterceptTo` and
 * `ballisticArcsTo` still work and give the same bits.)
 *
 * **One gravity default: none.** An omitted `gravity` is the zero vector in
 * every entry point (`intercept`, `interceptTo`, `interceptFrameTo`,
 * `interceptShots`, `fallingCircle`, `ballisticArcs`, `ballisticArcsTo`,
 * `ballisticQuadratic`, the motion samplers). The library never guesses which
 * way is up: a y-up and a z-up engine would get different physics from the same
 * call. Pass your engine's vector, for instance `gravityYUp3D` (Unity, Godot,
 * three.js), `gravityZUp3D` (Unreal, Blender) or `gravityYUp2D`, in your units.
 * (The planar formula helpers `flightTimeToHeight`, `envelopeHeight` and
 * `reachEnvelope` take the magnitude g along their own vertical axis instead.)
 *
 * **Defaults you can spread.** `interceptDefaults` (vectors `undefined`, meaning
 * zero of the shooter's dimension), `interceptDefaults2D` and
 * `interceptDefaults3D` (concrete zero vectors): `{ ...interceptDefaults3D,
 * shooter, target, speed }` is a complete options object.
 *
 * **Named slots for the flat outputs.** `HIT_SLOTS` for `interceptTo` and
 * `linearInterceptTo`, `arcSlots(dim)` for `ballisticArcsTo`, `FRAME` for
 * `interceptFrameTo`.
 *
 * **Checked and unchecked.** The functions that return objects check every
 * argument and throw a `TypeError` or `RangeError` naming it. The `…To` hot
 * paths trust their input, except `interceptFrameTo` and the checked variants
 * `interceptToChecked`, `linearInterceptToChecked` and `ballisticArcsToChecked`,
 * which check it first (a 2D shooter with a 3D target is rejected with the
 * reason, never solved with z dropped). Unchecked, a speed that is not ≥ 0
 * still gives no hit, and no path reports a hit or an arc at t = +∞.
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

/** Earth's gravity, 9.81 m/s², for a 2D scene with y up. Not a default: pass it as `gravity`. */
export const gravityYUp2D: Readonly<Vec2> = Object.freeze([0, -9.81] as Vec2);

/** Earth's gravity, 9.81 m/s², y up (Unity, Godot, three.js). Not a default: pass it as `gravity`. */
export const gravityYUp3D: Readonly<Vec3> = Object.freeze([0, -9.81, 0] as Vec3);

/** Earth's gravity, 9.81 m/s², z up (Unreal uses cm: multiply by 100). Not a default: pass it as `gravity`. */
export const gravityZUp3D: Readonly<Vec3> = Object.freeze([0, 0, -9.81] as Vec3);

/** Every optional intercept option at its default, with 2D zero vectors: spread it under your own fields. */
export const interceptDefaults2D = Object.freeze({
  shooterVelocity: Object.freeze([0, 0] as Vec2),
  inherit: 1,
  targetVelocity: Object.freeze([0, 0] as Vec2),
  targetAcceleration: Object.freeze([0, 0] as Vec2),
  gravity: Object.freeze([0, 0] as Vec2),
  maxTime: Infinity,
});

/** Every optional intercept option at its default, with 3D zero vectors: spread it under your own fields. */
export const interceptDefaults3D = Object.freeze({
  shooterVelocity: Object.freeze([0, 0, 0] as Vec3),
  inherit: 1,
  targetVelocity: Object.freeze([0, 0, 0] as Vec3),
  targetAcceleration: Object.freeze([0, 0, 0] as Vec3),
  gravity: Object.freeze([0, 0, 0] as Vec3),
  maxTime: Infinity,
});

/**
 * Where `interceptTo` and `linearInterceptTo` write: the earliest hit time at
 * `out[HIT_SLOTS.time]`, the unit aim's x, y (and z) from `out[HIT_SLOTS.aim]`.
 * `out` needs `HIT_SLOTS.length2D` or `HIT_SLOTS.length3D` entries.
 */
export const HIT_SLOTS = Object.freeze({ time: 0, aim: 1, length2D: 3, length3D: 4 });

/** The slots of `ballisticArcsTo`'s output for one dimension (see `arcSlots`). */
export interface ArcSlots {
  /** The low (flatter) arc's flight time. */
  lowTime: number;
  /** First of the low arc's `dim` aim components. */
  lowAim: number;
  /** The high (lofted) arc's flight time. */
  highTime: number;
  /** First of the high arc's `dim` aim components. */
  highAim: number;
  /** Entries `out` needs: 2·(dim + 1). */
  length: number;
}

const ARC_SLOTS_2D: ArcSlots = Object.freeze({ lowTime: 0, lowAim: 1, highTime: 3, highAim: 4, length: 6 });

const ARC_SLOTS_3D: ArcSlots = Object.freeze({ lowTime: 0, lowAim: 1, highTime: 4, highAim: 5, length: 8 });

/**
 * Named slots of `ballisticArcsTo`'s flat output for a 2D or 3D scene (the same
 * frozen object on every call, so it is free to use every frame):
 * `out[arcSlots(3).highTime]` is the lob's flight time.
 * @throws RangeError when `dim` is not 2 or 3.
 */
export function arcSlots(dim: number): ArcSlots {
  if (dim === 2) return ARC_SLOTS_2D;
  if (dim === 3) return ARC_SLOTS_3D;
  throw new RangeError(`dim must be 2 or 3, got ${String(dim)}`);
}

/**
 * The layout of `interceptFrameTo`'s output, the same for 2D and 3D (aims take
 * three slots each; z is 0 in 2D). Allocate it once:
 * `new Float64Array(FRAME.length)`.
 *
 * - `count`: how many hit times (0–4), also the function's return value;
 * - `reason`: when there is no hit, the index of the reason in
 *   `NO_HIT_REASONS`; −1 on a hit;
 * - `times`: the hit times in [0, maxTime], ascending, `count` of them (the
 *   first shot, then the lob and any later ones), the rest 0;
 * - `aims`: the unit aim of hit k at `aims + 3k` (x, y, z);
 * - `missTime`, `missDistance`, `missAim`: the best miss when there is no hit
 *   (minimising |W(t)| − s·t, as `intercept`'s `closest`); on a hit they
 *   repeat the earliest hit with distance 0.
 */
export const FRAME = Object.freeze({
  count: 0,
  reason: 1,
  times: 2,
  aims: 6,
  missTime: 18,
  missDistance: 19,
  missAim: 20,
  length: 23,
});
