/**
 * From the library's aim to an engine's yaw, pitch and look-at rotation.
 *
 * The book's world is right-handed with z up (x and y on the ground). Game
 * engines use three other conventions, and each reports the same physical
 * direction with different numbers:
 *
 * - `'unity'`: **Y up, left-handed** (Unity). +X right, +Y up, +Z forward.
 *   `Quaternion.LookRotation(aim)` and its `eulerAngles`: yaw is the Y angle,
 *   0 along +Z, positive turning toward +X (clockwise seen from above); pitch
 *   is the X angle, and a _positive_ X rotation tilts +Z _down_, so looking up
 *   is a negative X. `eulerAngles` reports both in [0, 360): looking 30° up is
 *   x = 330.
 * - `'unreal'`: **Z up, left-handed** (Unreal Engine). +X forward, +Y right,
 *   +Z up, lengths in centimetres. `FRotator` (degrees): Yaw about Z from +X
 *   toward +Y, Pitch positive up; `FVector::Rotation()` and
 *   `FRotationMatrix::MakeFromX` give Yaw = atan2(Y, X), Pitch = atan2(Z, √(X² + Y²)).
 * - `'godot'`: **Y up, right-handed** (Godot, three.js). +X right, +Y up, and
 *   the camera looks along −Z. `Basis.looking_at` / `Object3D.lookAt` (three.js
 *   cameras; other three.js objects turn +Z to the target); with the Euler
 *   order YXZ (Godot's default, three.js's `rotation.order = 'YXZ'`) yaw is the
 *   Y angle, positive counter-clockwise seen from above (from −Z toward −X),
 *   pitch the X angle, positive up.
 *
 * **The axis mapping.** Every engine here is placed so that its forward axis
 * (Unity +Z, Unreal +X, Godot −Z) is the book's +y and its up axis is the
 * book's +z; the book's x is then Unity's and Godot's +X (right) and Unreal's
 * +Y (right). A book vector (x, y, z) is
 *
 * - in Unity (x, z, y): one swap of two axes, which turns right-handed
 *   coordinates into left-handed ones with every physical direction kept;
 * - in Unreal (y, x, z), times 100 for lengths (cm): again one swap;
 * - in Godot and three.js (x, z, −y): a quarter turn about x (no mirror: both
 *   are right-handed).
 *
 * So the same physical aim has the same yaw in Unity and Unreal (a compass
 * heading from the book's +y toward +x) and the opposite yaw in Godot, and the
 * same elevation above the ground everywhere. Any other placement of the
 * engine (another forward) only adds a constant to the yaw.
 *
 * **Straight up or down.** When the aim has no horizontal part the yaw is
 * undefined (every yaw gives the same aim): the functions return yaw 0 and
 * pitch ±90° with `yawDefined: false`. (Unity's `LookRotation` and Godot's
 * `looking_at` also need another up vector there.)
 *
 * Quaternions are (x, y, z, w) in the engine's own axes, as `Quaternion`,
 * `FQuat` and Godot's `Quaternion` store them; each rotates the engine's
 * forward axis onto the aim and keeps the roll at zero.
 *
 * Sources: Unity Scripting API (`Quaternion.LookRotation`,
 * `Transform.eulerAngles`); Unreal Engine API (`FRotator`, `FRotationMatrix`,
 * `FVector::Rotation`); Godot docs (`Basis.looking_at`, `Node3D.rotation`);
 * three.js docs (`Object3D.lookAt`, `Euler.order`).
 */
import type { ReadonlyVec, Vec3 } from '../vec';

/** The three conventions: Y-up left-handed, Z-up left-handed, Y-up right-handed. */
export type EngineConvention = 'unity' | 'unreal' | 'godot';

/**
 * Every convention, in the order the book shows them.
 * @example
 *   for (const c of ENGINE_CONVENTIONS) console.log(c, aimToEngineAngles(c, [1, 1, 1]).reported);
 *   // unity [324.74, 45, 0] (eulerAngles), unreal [35.26, 45, 0] (FRotator), godot [35.26, -45, 0]
 */
export const ENGINE_CONVENTIONS: readonly EngineConvention[] = Object.freeze(['unity', 'unreal', 'godot'] as const);

/** What an engine's axes are, in words and numbers. */
export interface EngineAxes {
  /** The engines that use this convention. */
  engines: string;
  handedness: 'left' | 'right';
  /** The engine's up axis. */
  up: 'Y' | 'Z';
  /** The engine's forward (look) axis, as a unit vector in its own coordinates. */
  forward: Readonly<Vec3>;
  /** The forward axis in words, e.g. "+Z". */
  forwardName: string;
  /** Engine length units per metre (Unreal: 100, centimetres). */
  unitsPerMetre: number;
  /** The book's (x, y, z) in the engine's axes, in words, e.g. "(x, z, y)". */
  mapping: string;
}

/**
 * Each convention's axes: handedness, up, forward, units and the book-to-engine mapping.
 * @example ENGINE_AXES.unreal // Z up, left-handed, forwardName '+X', unitsPerMetre 100 (cm), mapping '(y, x, z)'
 *   ENGINE_AXES.godot.mapping // '(x, z, −y)': Y up, right-handed, forward −Z
 */
export const ENGINE_AXES: Readonly<Record<EngineConvention, Readonly<EngineAxes>>> = Object.freeze({
  unity: Object.freeze({
    engines: 'Unity',
    handedness: 'left' as const,
    up: 'Y' as const,
    forward: Object.freeze([0, 0, 1] as Vec3),
    forwardName: '+Z',
    unitsPerMetre: 1,
    mapping: '(x, z, y)',
  }),
  unreal: Object.freeze({
    engines: 'Unreal Engine',
    handedness: 'left' as const,
    up: 'Z' as const,
    forward: Object.freeze([1, 0, 0] as Vec3),
    forwardName: '+X',
    unitsPerMetre: 100,
    mapping: '(y, x, z)',
  }),
  godot: Object.freeze({
    engines: 'Godot, three.js',
    handedness: 'right' as const,
    up: 'Y' as const,
    forward: Object.freeze([0, 0, -1] as Vec3),
    forwardName: '−Z',
    unitsPerMetre: 1,
    mapping: '(x, z, −y)',
  }),
});

/**
 * A book-world direction (x, y, z up) in an engine's axes, written into `out`
 * (no scaling: for positions multiply by `ENGINE_AXES[c].unitsPerMetre`).
 * Exact: only swaps and sign changes. `out` may be `v`.
 * @example
 *   const aim = new Float64Array(3); // once
 *   bookToEngineTo(aim, 'unity', [0, 0.9588, 0.2842]); // [0, 0.2842, 0.9588]: 16.51° up along Unity's +Z
 *   bookToEngineTo(aim, 'godot', [1, 2, 3]); // [1, 3, -2]
 */
export function bookToEngineTo(
  out: Float64Array | number[],
  convention: EngineConvention,
  v: ArrayLike<number>,
): typeof out {
  const x = v[0],
    y = v[1],
    z = v[2];
  if (convention === 'unity') {
    out[0] = x;
    out[1] = z;
    out[2] = y;
  } else if (convention === 'unreal') {
    out[0] = y;
    out[1] = x;
    out[2] = z;
  } else {
    out[0] = x;
    out[1] = z;
    out[2] = 0 - y; // 0 − y, not −y: a zero stays +0
  }
  return out;
}

/**
 * `bookToEngineTo` into a new array.
 * @example bookToEngine('unity', [1, 2, 3]) // [1, 3, 2]; 'unreal' gives [2, 1, 3], 'godot' [1, 3, -2]
 */
export function bookToEngine(convention: EngineConvention, v: ReadonlyVec): Vec3 {
  return bookToEngineTo([0, 0, 0], convention, v) as Vec3;
}

/**
 * The inverse of `bookToEngine`: an engine's vector in the book's axes (exact).
 * @example engineToBook('godot', [1, 3, -2]) // [1, 2, 3]; engineToBook('unity', [1, 3, 2]) too
 */
export function engineToBook(convention: EngineConvention, v: ReadonlyVec): Vec3 {
  const a = v[0],
    b = v[1],
    c = v[2];
  if (convention === 'unity') return [a, c, b];
  if (convention === 'unreal') return [b, a, c];
  return [a, 0 - c, b];
}

/**
 * A book-world position (metres) in an engine's coordinates and units (Unreal: centimetres).
 * @example bookPointToEngine('unreal', [1, 2, 3]) // [200, 100, 300] cm; 'unity' gives [1, 3, 2] m
 */
export function bookPointToEngine(convention: EngineConvention, p: ReadonlyVec): Vec3 {
  const k = ENGINE_AXES[convention].unitsPerMetre;
  const e = bookToEngine(convention, p);
  return [e[0] * k, e[1] * k, e[2] * k];
}

/**
 * The slots of `engineAnglesTo`'s output.
 * @example
 *   const angles = new Float64Array(ANGLE_SLOTS.length); // once
 *   engineAnglesTo(angles, 'unreal', [1, 1, 1]); // true
 *   angles[ANGLE_SLOTS.yaw]; // 45; angles[ANGLE_SLOTS.pitch] ≈ 35.26; quaternion from ANGLE_SLOTS.qx
 */
export const ANGLE_SLOTS = Object.freeze({ yaw: 0, pitch: 1, qx: 2, qy: 3, qz: 4, qw: 5, length: 6 });

const DEG = 180 / Math.PI;
const RAD = Math.PI / 180;

/**
 * Yaw and pitch in degrees, in the engine's own sign conventions (see the
 * module's comment), and the look-at quaternion (x, y, z, w), for an aim given
 * in the engine's axes (any length > 0), written into `out` at `ANGLE_SLOTS`
 * without allocating. Returns whether the yaw is defined: `false` when the aim
 * is straight up or down (yaw 0 is written then) or when the aim is zero or not
 * finite (then every slot is NaN).
 *
 * Yaw in (−180°, 180°], pitch in [−90°, 90°]; both from `atan2`, accurate to
 * about an ulp over the whole range (no `asin` near ±90°).
 * @example
 *   const angles = new Float64Array(ANGLE_SLOTS.length); // once
 *   engineAnglesTo(angles, 'unity', [1, 1, 1]); // true
 *   // angles ≈ [45, -35.26, -0.2798, 0.3647, 0.1159, 0.8805]: yaw, pitch (Unity: up is negative), quaternion
 *   engineAnglesTo(angles, 'unity', [0, 1, 0]); // false: straight up, yaw 0, pitch -90
 */
export function engineAnglesTo(
  out: Float64Array | number[],
  convention: EngineConvention,
  aim: ArrayLike<number>,
): boolean {
  const a = aim[0],
    b = aim[1],
    c = aim[2];
  if (!(Number.isFinite(a) && Number.isFinite(b) && Number.isFinite(c)) || (a === 0 && b === 0 && c === 0)) {
    for (let i = 0; i < ANGLE_SLOTS.length; i++) out[i] = NaN;
    return false;
  }
  // Horizontal components (h1 toward the forward axis, h2 toward the yaw's positive side) and the upward one.
  let h1: number, h2: number, up: number;
  if (convention === 'unity') {
    h1 = c;
    h2 = a;
    up = b;
  } else if (convention === 'unreal') {
    h1 = a;
    h2 = b;
    up = c;
  } else {
    h1 = -c;
    h2 = -a;
    up = b;
  }
  const horizontal = Math.hypot(h1, h2);
  const defined = horizontal > 0;
  const yawRad = defined ? Math.atan2(h2, h1) : 0;
  const elevation = Math.atan2(up, horizontal); // radians above the ground, positive up
  // Unity's X rotation is positive down; Unreal's Pitch and Godot's X rotation are positive up.
  const pitchRad = convention === 'unity' ? -elevation : elevation;
  out[ANGLE_SLOTS.yaw] = yawRad * DEG;
  out[ANGLE_SLOTS.pitch] = pitchRad * DEG;
  const sy = Math.sin(yawRad / 2),
    cy = Math.cos(yawRad / 2),
    sp = Math.sin(pitchRad / 2),
    cp = Math.cos(pitchRad / 2);
  if (convention === 'unreal') {
    // FRotator(Pitch, Yaw, 0).Quaternion(): yaw about Z after pitch about −Y.
    out[ANGLE_SLOTS.qx] = sp * sy;
    out[ANGLE_SLOTS.qy] = -sp * cy;
    out[ANGLE_SLOTS.qz] = cp * sy;
    out[ANGLE_SLOTS.qw] = cp * cy;
  } else {
    // Yaw about Y after pitch about X (Unity's Z-X-Y order, Godot's YXZ, with no roll).
    out[ANGLE_SLOTS.qx] = cy * sp;
    out[ANGLE_SLOTS.qy] = sy * cp;
    out[ANGLE_SLOTS.qz] = -sy * sp;
    out[ANGLE_SLOTS.qw] = cy * cp;
  }
  return defined;
}

/** The angles of an aim, as `engineAngles` returns them. */
export interface EngineAngles {
  convention: EngineConvention;
  /** The engine's yaw in degrees, (−180, 180]; 0 when undefined. */
  yaw: number;
  /** The engine's pitch (Unity: X angle, positive down) in degrees, [−90, 90]. */
  pitch: number;
  /** Degrees above the ground, positive up, the same in every convention. */
  elevation: number;
  /** False when the aim is straight up or down: every yaw fits, 0 is reported. */
  yawDefined: boolean;
  /** The look-at rotation (x, y, z, w) in the engine's axes. */
  quaternion: [number, number, number, number];
  /**
   * The Euler angles as the engine's editor and API report them: Unity
   * `eulerAngles` (x, y, z) in [0, 360); Unreal `FRotator` (Pitch, Yaw, Roll);
   * Godot `rotation_degrees` (x, y, z).
   */
  reported: [number, number, number];
}

/**
 * Wrap degrees into [0, 360), as Unity's `eulerAngles` reports them.
 * @example wrap360(-30) // 330 (Unity's eulerAngles.x for 30° up); wrap360(370) // 10; wrap360(720) // 0
 */
export function wrap360(deg: number): number {
  const r = deg % 360;
  if (r >= 0) return r + 0;
  const w = r + 360;
  return w < 360 ? w : 0; // a tiny negative angle rounds to 360: report 0
}

/**
 * Yaw, pitch and look-at quaternion for an aim in the engine's own axes.
 * @example
 *   // Unity (y up, metres): a target 30 m right and 40 m ahead, level with the muzzle
 *   const shot = intercept({ shooter: [0, 1.5, 0], target: [30, 1.5, 40], speed: 30, gravity: gravityYUp3D });
 *   engineAngles('unity', shot.aim); // yaw ≈ 36.87, pitch ≈ -16.51, reported (eulerAngles) ≈ [343.49, 36.87, 0]
 *   engineAngles('godot', shot.aim).reported; // ≈ [16.51, -143.13, 0]: Godot looks along −Z
 * @throws RangeError when the aim is zero or not finite.
 */
export function engineAngles(convention: EngineConvention, aim: ReadonlyVec): EngineAngles {
  if (!ENGINE_CONVENTIONS.includes(convention)) throw new RangeError(`unknown engine convention ${String(convention)}`);
  const out = [0, 0, 0, 0, 0, 0];
  const yawDefined = engineAnglesTo(out, convention, aim);
  if (Number.isNaN(out[0])) throw new RangeError('aim must be a finite, non-zero vector');
  const yaw = out[ANGLE_SLOTS.yaw] + 0;
  const pitch = out[ANGLE_SLOTS.pitch] + 0;
  const reported: [number, number, number] =
    convention === 'unity'
      ? [wrap360(pitch), wrap360(yaw), 0]
      : convention === 'unreal'
        ? [pitch, yaw, 0]
        : [pitch, yaw, 0];
  return {
    convention,
    yaw,
    pitch,
    elevation: convention === 'unity' ? -pitch + 0 : pitch,
    yawDefined,
    quaternion: [out[2], out[3], out[4], out[5]],
    reported,
  };
}

/**
 * `engineAngles` for an aim in the book's axes (z up): `bookToEngine`, then the angles.
 * @example
 *   aimToEngineAngles('unreal', [1, 1, 1]); // yaw 45, pitch ≈ 35.26, reported (FRotator) ≈ [35.26, 45, 0]
 *   aimToEngineAngles('unity', [1, 1, 1]).reported; // ≈ [324.74, 45, 0]; elevation ≈ 35.26 in both
 */
export function aimToEngineAngles(convention: EngineConvention, bookAim: ReadonlyVec): EngineAngles {
  return engineAngles(convention, bookToEngine(convention, bookAim));
}

/**
 * The unit forward vector, in the engine's axes, of a yaw and pitch in
 * degrees in the engine's conventions: the inverse of `engineAngles`.
 * @example engineForward('unreal', 45, 30) // ≈ [0.6124, 0.6124, 0.5]
 *   engineForward('unity', 45, -30) // ≈ [0.6124, 0.5, 0.6124] (Unity: negative pitch is up)
 */
export function engineForward(convention: EngineConvention, yawDeg: number, pitchDeg: number): Vec3 {
  const yaw = yawDeg * RAD,
    pitch = pitchDeg * RAD;
  const cp = Math.cos(pitch),
    sp = Math.sin(pitch),
    cy = Math.cos(yaw),
    sy = Math.sin(yaw);
  if (convention === 'unity') return [sy * cp, -sp, cy * cp];
  if (convention === 'unreal') return [cp * cy, cp * sy, sp];
  return [-sy * cp, sp, -cy * cp];
}

/**
 * Rotate `v` by the unit quaternion q = (x, y, z, w) (Hamilton product q·v·q⁻¹, on components).
 * @example
 *   const { quaternion } = engineAngles('unity', [1, 1, 1]); // ≈ [-0.2798, 0.3647, 0.1159, 0.8805]
 *   rotateByQuaternion(quaternion, [0, 0, 1]); // ≈ [0.5774, 0.5774, 0.5774]: Unity's forward +Z onto the aim
 */
export function rotateByQuaternion(q: ReadonlyVec, v: ReadonlyVec): Vec3 {
  const [qx, qy, qz, qw] = q as [number, number, number, number];
  // t = 2 q×v; v' = v + w t + q×t
  const tx = 2 * (qy * v[2] - qz * v[1]),
    ty = 2 * (qz * v[0] - qx * v[2]),
    tz = 2 * (qx * v[1] - qy * v[0]);
  return [
    v[0] + qw * tx + (qy * tz - qz * ty),
    v[1] + qw * ty + (qz * tx - qx * tz),
    v[2] + qw * tz + (qx * ty - qy * tx),
  ];
}
