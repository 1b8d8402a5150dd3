/**
 * Closest approach of two points in uniform motion: when the gap between a
 * shot and a target is smallest, and how small. The exact fate of a shot
 * fired along a fixed direction at a constant-velocity target.
 */
import type { ReadonlyVec } from '../vec';

/** When and how close two points in uniform motion come, relative to each other. */
export interface ClosestApproach {
  /** Time of the closest approach, in [0, maxTime]. */
  time: number;
  /** Their distance then. */
  distance: number;
}

/**
 * Closest approach of the relative motion D(t) = p + v·t over 0 ≤ t ≤ maxTime,
 * where p is the offset between two points and v their relative velocity.
 *
 * |D(t)|² = |v|²t² + 2(p·v)t + |p|² is a parabola with its vertex at
 * t* = −(p·v)/|v|²; the answer is t* clamped to the interval. A zero relative
 * velocity keeps the distance constant, and t = 0 is reported.
 * @example closestApproach([100, 0], [-10, 5]) // { time: 8, distance: ≈ 44.72 }
 *   closestApproach([100, 0], [-10, 5], 5) // { time: 5, distance: ≈ 55.90 } (clamped to maxTime)
 */
export function closestApproach(p: ReadonlyVec, v: ReadonlyVec, maxTime = Infinity): ClosestApproach {
  let pv = 0;
  let vv = 0;
  for (let i = 0; i < p.length; i++) {
    pv += p[i] * v[i];
    vv += v[i] * v[i];
  }
  const vertex = vv > 0 ? -pv / vv : 0;
  const time = Math.min(Math.max(vertex, 0), maxTime);
  let dd = 0;
  for (let i = 0; i < p.length; i++) {
    const d = p[i] + v[i] * time;
    dd += d * d;
  }
  return { time, distance: Math.sqrt(dd) };
}
