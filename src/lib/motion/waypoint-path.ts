/**
 * A target that flies a course drawn through waypoints (chapter 11's "your
 * path"): a smooth curve through the points, flown at constant speed.
 *
 * The curve is a centripetal Catmull–Rom spline (knot spacing the square root
 * of the chord length), which passes through every point, has a continuous
 * tangent, and never forms a cusp or a loop inside one segment, however the
 * points are spaced. The ends use mirrored phantom points, so the first
 * segment leaves the first point towards the second and the last arrives
 * along its own chord. A spline's parameter does not run at constant speed,
 * so the curve is re-parametrised by arc length: a table of lengths (3-point
 * Gauss–Legendre on each of `resolution` pieces of every segment), inverted
 * by bisection over the table and two Newton steps inside a piece. Arc
 * length s along the curve then matches s to about 1e-9 of the curve's
 * length. After the last point the course goes straight on along the
 * curve's last heading; before its start (s < 0) it stays at the first
 * point. Pure: no DOM.
 */
import type { PathState, TargetPath } from './pursuit';
import { checkFinite, checkNonNegative, checkVec, describeValue } from '../validate';
import type { Vec2 } from '../vec';

/** Points closer than this (relative to the points' scale) count as one: the course skips repeats. */
const SAME = 1e-9;

/** One cubic segment p(u) = a + b·u + c·u² + d·u³, u ∈ [0, 1]. */
interface Cubic {
  ax: number;
  ay: number;
  bx: number;
  by: number;
  cx: number;
  cy: number;
  dx: number;
  dy: number;
}

/** Where the course is at an arc length: its position and unit heading. */
export interface CoursePoint {
  position: Vec2;
  /** Unit tangent, the direction of travel. */
  direction: Vec2;
}

/** A smooth course through waypoints, by arc length ({@link waypointCourse}). */
export interface WaypointCourse {
  /** The points the curve passes through, in order, repeats removed. */
  points: Vec2[];
  /** The arc length at each of `points` (m): 0 first, `length` last. */
  knots: number[];
  /** The curve's length from the first point to the last (m). */
  length: number;
  /**
   * Position and unit heading at arc length s: on the curve for 0 ≤ s ≤ length,
   * straight on along the last heading beyond it, the first point (with the
   * first heading) before 0.
   */
  at(s: number): CoursePoint;
}

function cubicOf(p0: Vec2, p1: Vec2, p2: Vec2, p3: Vec2): Cubic {
  // Centripetal knot intervals: √|chord|.
  const d0 = Math.sqrt(Math.hypot(p1[0] - p0[0], p1[1] - p0[1]));
  const d1 = Math.sqrt(Math.hypot(p2[0] - p1[0], p2[1] - p1[1]));
  const d2 = Math.sqrt(Math.hypot(p3[0] - p2[0], p3[1] - p2[1]));
  // Tangents at p1 and p2 of the non-uniform Catmull–Rom spline, scaled to u ∈ [0, 1] (× d1).
  const tangent = (q0: Vec2, q1: Vec2, q2: Vec2, e0: number, e1: number, i: 0 | 1) =>
    ((q1[i] - q0[i]) / e0 - (q2[i] - q0[i]) / (e0 + e1) + (q2[i] - q1[i]) / e1) * d1;
  const m1x = tangent(p0, p1, p2, d0, d1, 0);
  const m1y = tangent(p0, p1, p2, d0, d1, 1);
  const m2x = tangent(p1, p2, p3, d1, d2, 0);
  const m2y = tangent(p1, p2, p3, d1, d2, 1);
  // Cubic Hermite from p1 (tangent m1) to p2 (tangent m2), in power form.
  return {
    ax: p1[0],
    ay: p1[1],
    bx: m1x,
    by: m1y,
    cx: -3 * p1[0] - 2 * m1x + 3 * p2[0] - m2x,
    cy: -3 * p1[1] - 2 * m1y + 3 * p2[1] - m2y,
    dx: 2 * p1[0] + m1x - 2 * p2[0] + m2x,
    dy: 2 * p1[1] + m1y - 2 * p2[1] + m2y,
  };
}

const speedOf = (q: Cubic, u: number): number =>
  Math.hypot(q.bx + u * (2 * q.cx + 3 * u * q.dx), q.by + u * (2 * q.cy + 3 * u * q.dy));

// 3-point Gauss–Legendre on [−1, 1].
const GL_X = Math.sqrt(3 / 5);
const GL_W0 = 8 / 9;
const GL_W1 = 5 / 9;

/** ∫ |p′(u)| du from u0 to u1. */
function arc(q: Cubic, u0: number, u1: number): number {
  const m = (u0 + u1) / 2;
  const h = (u1 - u0) / 2;
  return h * (GL_W0 * speedOf(q, m) + GL_W1 * (speedOf(q, m - h * GL_X) + speedOf(q, m + h * GL_X)));
}

/**
 * The course through `points` (at least two distinct; repeats in a row are
 * dropped), by arc length. `resolution`: pieces per segment in the length
 * table (default 32; more is finer but slower to build).
 *
 * @throws TypeError for a point that is not a finite 2D vector;
 *   RangeError when fewer than two distinct points remain.
 */
export function waypointCourse(points: readonly Vec2[], resolution = 32): WaypointCourse {
  if (!Array.isArray(points)) throw new TypeError(`points must be an array of [x, y], got ${describeValue(points)}`);
  points.forEach((p, i) => {
    checkVec(`points[${i}]`, p, 2);
    checkFinite(`points[${i}][0]`, p[0]);
    checkFinite(`points[${i}][1]`, p[1]);
  });
  if (!(Number.isInteger(resolution) && resolution >= 1 && resolution <= 4096)) {
    throw new RangeError(`resolution must be a whole number from 1 to 4096, got ${describeValue(resolution)}`);
  }
  const scale = Math.max(1, ...points.map((p) => Math.max(Math.abs(p[0]), Math.abs(p[1]))));
  const kept: Vec2[] = [];
  for (const p of points) {
    const last = kept[kept.length - 1];
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) > SAME * scale) kept.push([p[0], p[1]]);
  }
  if (kept.length < 2) {
    throw new RangeError(`a course needs at least two distinct points, got ${kept.length} of ${points.length}`);
  }
  const n = kept.length;
  const pt = (i: number): Vec2 => {
    if (i < 0) return [2 * kept[0][0] - kept[1][0], 2 * kept[0][1] - kept[1][1]];
    if (i >= n) return [2 * kept[n - 1][0] - kept[n - 2][0], 2 * kept[n - 1][1] - kept[n - 2][1]];
    return kept[i];
  };
  const segments: Cubic[] = [];
  for (let i = 0; i < n - 1; i++) segments.push(cubicOf(pt(i - 1), pt(i), pt(i + 1), pt(i + 2)));

  // cum[k]: arc length at the start of piece k (segment ⌊k/R⌋, u from (k mod R)/R); cum[S·R] = length.
  const R = resolution;
  const cum = new Float64Array(segments.length * R + 1);
  for (let i = 0; i < segments.length; i++) {
    for (let j = 0; j < R; j++) {
      const k = i * R + j;
      cum[k + 1] = cum[k] + arc(segments[i], j / R, (j + 1) / R);
    }
  }
  const length = cum[cum.length - 1];
  const knots = kept.map((_, i) => cum[i * R]);

  const pointOn = (q: Cubic, u: number): CoursePoint => {
    const x = q.ax + u * (q.bx + u * (q.cx + u * q.dx));
    const y = q.ay + u * (q.by + u * (q.cy + u * q.dy));
    let tx = q.bx + u * (2 * q.cx + 3 * u * q.dx);
    let ty = q.by + u * (2 * q.cy + 3 * u * q.dy);
    let norm = Math.hypot(tx, ty);
    if (!(norm > 0)) {
      // A zero tangent (only at a point where the course doubles back on a repeat): the chord instead.
      tx = q.bx + q.cx + q.dx;
      ty = q.by + q.cy + q.dy;
      norm = Math.hypot(tx, ty) || 1;
    }
    return { position: [x, y], direction: [tx / norm, ty / norm] };
  };
  const first = pointOn(segments[0], 0);
  const last = pointOn(segments[segments.length - 1], 1);
  // The ends exactly on the first and last point (the power form may differ from them in the last bit).
  first.position = [kept[0][0], kept[0][1]];
  last.position = [kept[n - 1][0], kept[n - 1][1]];

  const at = (s: number): CoursePoint => {
    if (Number.isNaN(s)) throw new RangeError('s must be a number, got NaN');
    if (s <= 0) return { position: [first.position[0], first.position[1]], direction: first.direction };
    if (s >= length) {
      const over = s - length;
      const [dx, dy] = last.direction;
      return { position: [last.position[0] + dx * over, last.position[1] + dy * over], direction: last.direction };
    }
    // The piece holding s: cum[k] ≤ s < cum[k + 1].
    let lo = 0;
    let hi = cum.length - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (cum[mid] <= s) lo = mid;
      else hi = mid;
    }
    const seg = Math.min(Math.floor(lo / R), segments.length - 1);
    const q = segments[seg];
    const u0 = (lo - seg * R) / R;
    const u1 = u0 + 1 / R;
    const want = s - cum[lo];
    const span = cum[lo + 1] - cum[lo];
    let u = span > 0 ? u0 + (want / span) * (u1 - u0) : u0;
    // Newton on ∫_{u0}^{u} |p′| = want, kept inside the piece.
    for (let i = 0; i < 2; i++) {
      const speed = speedOf(q, u);
      if (!(speed > 0)) break;
      u = Math.min(u1, Math.max(u0, u - (arc(q, u0, u) - want) / speed));
    }
    return pointOn(q, u);
  };

  return { points: kept, knots, length, at };
}

/** Options of {@link waypointPath}. */
export interface WaypointPathOptions {
  /** The course's points, the first being where the target is at t = 0 (m); at least two distinct. */
  points: readonly Vec2[];
  /** Constant speed (m/s), ≥ 0. */
  speed: number;
  /** Pieces per segment of the arc-length table (default 32). */
  resolution?: number;
}

/**
 * A target flying the smooth course through `points` ({@link waypointCourse})
 * at constant `speed`, as a pure function of time like the other paths of
 * `pursuit.ts`: at s = speed·t along it, its velocity speed times the unit
 * heading there. After the last point it keeps straight on along its last
 * heading; before t = 0 it is at the first point.
 */
export function waypointPath(options: WaypointPathOptions): TargetPath {
  const speed = checkNonNegative('speed', options.speed);
  const course = waypointCourse(options.points, options.resolution ?? 32);
  return (t): PathState => {
    const { position, direction } = course.at(speed * Math.max(0, t));
    return { position, velocity: [speed * direction[0], speed * direction[1]] };
  };
}
