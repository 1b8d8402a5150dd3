/**
 * The intercept plane. Without gravity or acceleration the shooter S, the
 * target T and every later target position T + V·t lie in one plane, the
 * plane through S, T and T + V; so does the impact point, and the shot from
 * S to it. A 3D constant-velocity intercept is chapter 4's 2D triangle drawn
 * in that plane: `interceptPlane` gives the plane as an orthonormal basis
 * (u along T − S, v across it towards V's side, n the unit normal), and
 * `planeCoordinates` / `planePoint` go between 3D points and their 2D
 * coordinates in it (distances and angles kept).
 *
 * When V is parallel to T − S (head-on or tail-on), V = 0 or S = T, the
 * points lie on one line (or are one point) and every plane through that
 * line holds the whole problem: the basis then picks one of them
 * (`degenerate: true`), the one that contains the world axis least aligned
 * with the line, so it is well defined and deterministic.
 */
import { cross3, dot, length, type ReadonlyVec, type Vec2, type Vec3 } from '../vec';

/** The intercept plane at the shooter: an orthonormal basis (u, v in the plane, `normal` across it). */
export interface InterceptPlane {
  /** The plane's origin: the shooter S. */
  origin: Vec3;
  /** Unit vector in the plane, along T − S (along V when S = T; the x axis when both are zero). */
  u: Vec3;
  /** Unit vector in the plane, perpendicular to u, on V's side (v · V ≥ 0). */
  v: Vec3;
  /** Unit normal u × v. */
  normal: Vec3;
  /** True when S, T and T + V are collinear (or coincide): the plane is one of many holding the problem. */
  degenerate: boolean;
}

/**
 * How far from parallel (sin of the angle between T − S and V) the two may
 * be and still define the plane by their cross product; below it the basis
 * takes the degenerate branch. 2⁻²⁶ = √ε balances the two errors: through
 * the cross product, S, T and T + V are within about 4ε/sin · (|T − S| + |V|)
 * of the plane; on the degenerate branch T + V is within |V|·sin of it. So
 * every point is within about 1e-7 · (|T − S| + |V|) of the plane, whatever
 * the angle (tests/lib/plane.test.ts). Relative: it does not depend on units.
 */
export const PLANE_PARALLEL_SIN = 2 ** -26;

const scaled = (a: ReadonlyVec, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
const unitOf = (a: ReadonlyVec): Vec3 => scaled(a, 1 / length(a));

/** a / |a| computed after dividing by its largest component, so subnormal and huge vectors work; null for zero. */
function direction(a: ReadonlyVec): Vec3 | null {
  const m = Math.max(Math.abs(a[0]), Math.abs(a[1]), Math.abs(a[2]));
  if (!(m > 0)) return null;
  // Divide (not × 1/m): 1/m overflows for a subnormal m.
  return unitOf([a[0] / m, a[1] / m, a[2] / m]);
}

/** Check a 3D point: three finite numbers, else a TypeError naming it. */
function point3(name: string, a: ReadonlyVec): void {
  if (a.length !== 3 || !a.every((x) => Number.isFinite(x))) {
    throw new TypeError(`interceptPlane: ${name} must be three finite numbers`);
  }
}

/** A unit vector perpendicular to unit vector `d`: d × (the world axis least aligned with d), normalised. */
function perpendicular(d: Vec3): Vec3 {
  const ax = Math.abs(d[0]);
  const ay = Math.abs(d[1]);
  const az = Math.abs(d[2]);
  const axis: Vec3 = ax <= ay && ax <= az ? [1, 0, 0] : ay <= az ? [0, 1, 0] : [0, 0, 1];
  return unitOf(cross3(d, axis));
}

/**
 * The plane through S, T and T + V (each a 3D point or vector, finite; a
 * TypeError otherwise) as an orthonormal basis at S. Without gravity every
 * intercept of the target lies in it.
 */
export function interceptPlane(shooter: ReadonlyVec, target: ReadonlyVec, velocity: ReadonlyVec): InterceptPlane {
  point3('shooter', shooter);
  point3('target', target);
  point3('velocity', velocity);
  const R: Vec3 = [target[0] - shooter[0], target[1] - shooter[1], target[2] - shooter[2]];
  const origin: Vec3 = [shooter[0], shooter[1], shooter[2]];
  if (!R.every((x) => Number.isFinite(x))) throw new TypeError('interceptPlane: T − S overflows');
  const r = direction(R);
  const w = direction(velocity);
  if (r && w) {
    const n = cross3(r, w);
    const sin = length(n);
    if (sin > PLANE_PARALLEL_SIN) {
      // The cross product of two nearly parallel vectors is ε/sin off square to them: square it to r again.
      const m = scaled(n, 1 / sin);
      const k = dot(m, r);
      const normal = unitOf([m[0] - k * r[0], m[1] - k * r[1], m[2] - k * r[2]]);
      return { origin, u: r, v: cross3(normal, r), normal, degenerate: false };
    }
  }
  // Collinear: any plane through the line of S, T and the target's path (or through S alone).
  const u: Vec3 = r ?? w ?? [1, 0, 0];
  const normal = perpendicular(u);
  let v = cross3(normal, u);
  let nn = normal;
  // Keep v on V's side (V along ±u here, so only the sign convention matters).
  if (w && dot(v, w) < 0) {
    v = scaled(v, -1);
    nn = scaled(normal, -1);
  }
  return { origin, u, v, normal: nn, degenerate: true };
}

/** The 2D coordinates (along u, along v) of a 3D point in the plane; a point off the plane is projected onto it. */
export function planeCoordinates(plane: InterceptPlane, p: ReadonlyVec): Vec2 {
  const d = [p[0] - plane.origin[0], p[1] - plane.origin[1], p[2] - plane.origin[2]];
  return [dot(d, plane.u), dot(d, plane.v)];
}

/** The 2D in-plane coordinates of a direction (a velocity, an aim), without the origin. */
export function planeDirection(plane: InterceptPlane, d: ReadonlyVec): Vec2 {
  return [dot(d, plane.u), dot(d, plane.v)];
}

/** The 3D point at 2D coordinates `q` of the plane. */
export function planePoint(plane: InterceptPlane, q: ReadonlyVec): Vec3 {
  const { origin: o, u, v } = plane;
  return [o[0] + q[0] * u[0] + q[1] * v[0], o[1] + q[0] * u[1] + q[1] * v[1], o[2] + q[0] * u[2] + q[1] * v[2]];
}

/** Signed distance of `p` from the plane, along its normal. */
export function planeDistance(plane: InterceptPlane, p: ReadonlyVec): number {
  const o = plane.origin;
  return dot([p[0] - o[0], p[1] - o[1], p[2] - o[2]], plane.normal);
}
