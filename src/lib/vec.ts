/**
 * Vectors as plain number arrays: `[x, y]` in 2D, `[x, y, z]` in 3D.
 *
 * Pure functions return new arrays; the `…To(out, …)` variants write into
 * `out` and return it, so hot loops allocate nothing. Degenerate geometry is
 * never an error here: `normalize([0, 0])` is `[0, 0]`.
 */

/** A 2D vector `[x, y]`. */
export type Vec2 = [number, number];
/** A 3D vector `[x, y, z]`. */
export type Vec3 = [number, number, number];
/** A 2D or 3D vector. Functions taking two vectors expect the same dimension. */
export type Vec = Vec2 | Vec3;
/** A 2D vector the function only reads. */
export type ReadonlyVec2 = readonly [number, number];
/** A 3D vector the function only reads. */
export type ReadonlyVec3 = readonly [number, number, number];
/**
 * A vector the function only reads: a 2D or 3D tuple, or any number array
 * (its length is then checked at run time, where the entry point checks).
 */
export type ReadonlyVec = readonly number[];

/**
 * The vectors that must match `S` in dimension: a 2D tuple for a 2D `S`, a 3D
 * tuple for a 3D `S`, any number array when `S`'s length is not known to the
 * type checker. The solvers type every vector after `shooter` with it, so
 * `{ shooter: [0, 0], target: [1, 2, 3] }` is a compile error.
 * @example type T = SameDim<Vec3>; // readonly [number, number, number]
 */
export type SameDim<S extends ReadonlyVec> = S extends ReadonlyVec2
  ? ReadonlyVec2
  : S extends ReadonlyVec3
    ? ReadonlyVec3
    : ReadonlyVec;

/**
 * The vector type a solver's result has for a shooter of type `S`: `Vec2`,
 * `Vec3`, or `Vec` when the dimension is not known to the type checker.
 * @example const r = intercept({ shooter: [0, 0, 0], target: [9, 0, 4], speed: 30 }); // r.aim: Vec3 when r.hit
 */
export type VecFor<S extends ReadonlyVec> = S extends ReadonlyVec2 ? Vec2 : S extends ReadonlyVec3 ? Vec3 : Vec;

/** a + b. */
export function add<V extends Vec>(a: V, b: ReadonlyVec): V {
  return a.map((x, i) => x + b[i]) as V;
}

/** a − b: the vector *from* b *to* a. */
export function sub<V extends Vec>(a: V, b: ReadonlyVec): V {
  return a.map((x, i) => x - b[i]) as V;
}

/** k·a. */
export function scale<V extends Vec>(a: V, k: number): V {
  return a.map((x) => x * k) as V;
}

/** a + k·b, the step of motion `P + V·Δt`. */
export function addScaled<V extends Vec>(a: V, b: ReadonlyVec, k: number): V {
  return a.map((x, i) => x + k * b[i]) as V;
}

/** a·b = Σ aᵢbᵢ = |a||b| cos θ. */
export function dot(a: ReadonlyVec, b: ReadonlyVec): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}

/** |a|², without the square root. */
export function lengthSq(a: ReadonlyVec): number {
  return dot(a, a);
}

/** |a|, computed with `Math.hypot` so huge and tiny components neither overflow nor underflow. */
export function length(a: ReadonlyVec): number {
  return a.length === 2 ? Math.hypot(a[0], a[1]) : Math.hypot(a[0], a[1], a[2]);
}

/** |a − b|. */
export function distance(a: ReadonlyVec, b: ReadonlyVec): number {
  return a.length === 2 ? Math.hypot(a[0] - b[0], a[1] - b[1]) : Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/** a / |a|; the zero vector stays zero. */
export function normalize<V extends Vec>(a: V): V {
  const n = length(a);
  return (n > 0 ? a.map((x) => x / n) : a.map(() => 0)) as V;
}

/** The scalar 2D cross product a.x·b.y − a.y·b.x: |a||b| sin θ, positive when b is counter-clockwise of a. */
export function cross2(a: ReadonlyVec, b: ReadonlyVec): number {
  return a[0] * b[1] - a[1] * b[0];
}

/** The 3D cross product a × b. */
export function cross3(a: ReadonlyVec, b: ReadonlyVec): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

/**
 * The unsigned angle between a and b in radians, in [0, π], as
 * `atan2(|a × b|, a·b)`: accurate near 0 and π where `acos` is not. Zero when
 * either vector is zero.
 */
export function angle(a: ReadonlyVec, b: ReadonlyVec): number {
  const c = a.length === 2 ? Math.abs(cross2(a, b)) : length(cross3(a, b));
  return Math.atan2(c, dot(a, b));
}

/** The signed 2D angle from a to b in radians, in (−π, π]: positive counter-clockwise. */
export function signedAngle2(a: ReadonlyVec, b: ReadonlyVec): number {
  return Math.atan2(cross2(a, b), dot(a, b));
}

/** The projection of b on a: (a·b / a·a)·a; zero when a is zero. */
export function project<V extends Vec>(b: ReadonlyVec, a: V): V {
  const aa = dot(a, a);
  return scale(a, aa > 0 ? dot(a, b) / aa : 0);
}

/**
 * Relative equality: each component within `epsilon · max(1, |aᵢ|, |bᵢ|)`
 * (the gl-matrix rule), so it works for both tiny and huge values.
 */
export function equals(a: ReadonlyVec, b: ReadonlyVec, epsilon = 1e-9): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (Math.abs(a[i] - b[i]) > epsilon * Math.max(1, Math.abs(a[i]), Math.abs(b[i]))) return false;
  }
  return true;
}

/** A zero vector of dimension `n` (2 or 3). */
export function zero(n: 2): Vec2;
export function zero(n: 3): Vec3;
export function zero(n: 2 | 3): Vec;
export function zero(n: 2 | 3): Vec {
  return n === 2 ? [0, 0] : [0, 0, 0];
}

// Allocation-free variants for hot loops: each writes into `out` and returns it.
// `out` may be one of the inputs.

/** out = a + b. */
export function addTo<V extends number[]>(out: V, a: ReadonlyVec, b: ReadonlyVec): V {
  for (let i = 0; i < out.length; i++) out[i] = a[i] + b[i];
  return out;
}

/** out = a − b. */
export function subTo<V extends number[]>(out: V, a: ReadonlyVec, b: ReadonlyVec): V {
  for (let i = 0; i < out.length; i++) out[i] = a[i] - b[i];
  return out;
}

/** out = k·a. */
export function scaleTo<V extends number[]>(out: V, a: ReadonlyVec, k: number): V {
  for (let i = 0; i < out.length; i++) out[i] = a[i] * k;
  return out;
}

/** out = a + k·b. */
export function addScaledTo<V extends number[]>(out: V, a: ReadonlyVec, b: ReadonlyVec, k: number): V {
  for (let i = 0; i < out.length; i++) out[i] = a[i] + k * b[i];
  return out;
}

/** out = a / |a|, or zero when a is zero. */
export function normalizeTo<V extends number[]>(out: V, a: ReadonlyVec): V {
  const n = length(a);
  for (let i = 0; i < out.length; i++) out[i] = n > 0 ? a[i] / n : 0;
  return out;
}
