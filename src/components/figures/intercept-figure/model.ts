/**
 * Chapter 4's figure as pure functions: the intercept triangle and the
 * expanding circle. The reader drags shooter S, target T and the tip of the
 * target's velocity V, sets the shot speed s and scrubs time t. At time t the
 * shot can be anywhere on the circle of radius s·t around S, and the target
 * is at T + V·t; the triangle S, T, T + V·t has sides d, |V|·t and the
 * distance from S to the target, which equals s·t exactly at the hit.
 *
 * Both derivations' coefficients are computed here from the vectors: the law
 * of cosines (D = S − T) with the library's vector functions, the squared
 * distance (R = T − S) straight from `linearIntercept`.
 */
import { linearIntercept, type LinearInterceptResult, type Vec2 } from '../../../lib';
import { addScaled, angle, distance, dot, length, lengthSq, normalize, sub } from '../../../lib/vec';
import { snapToMarks } from '../../kit/time/clock';
import { quantityRule } from '../../kit/controls/number';
import { shotField, type Shot } from '../../kit/scene/shot';
import { timelineLength, type TimelineRule } from '../../kit/time/timeline';

/** The field (metres, x to the right, y up), the handles' margin and V's arrow (kit/scene/shot.ts). */
export const { FRAME, MARGIN, VELOCITY_SECONDS } = shotField({ xmin: 0, xmax: 100, ymin: 0, ymax: 62.5 });

/** The scene: S, T, V and the speed s (no gravity in this chapter). */
export type State = Shot;

export const INITIAL: State = { shooter: [15, 10], target: [20, 52], velocity: [15, -4], speed: 20 };
/** The scrubber's time when the page loads (s): before the hit, so the triangle is still open. */
export const START_TIME = 1.5;

export const SPEED_RULE = quantityRule('speed', 'Projectile speed', { max: 500 });

/** Everything about the scene that does not depend on the scrubber's time. */
export interface Solution {
  result: LinearInterceptResult<Vec2>;
  /** d = |T − S|. */
  d: number;
  /** |V|. */
  targetSpeed: number;
  /** D = S − T, from the target to the shooter (law of cosines). */
  D: Vec2;
  /** cos θ, θ the angle at T between D and V; null when V = 0 or S = T (no angle). */
  cosTheta: number | null;
  /** θ itself (rad), from the library's `angle`; null when there is no angle. */
  theta: number | null;
  /** The law-of-cosines coefficients: s² − |V|², 2 D·V, −d². */
  law: { a: number; b: number; c: number };
  /** The squared-distance coefficients from the library: |V|² − s², 2 R·V, |R|². */
  squared: { a: number; b: number; c: number };
  /** Whether each law coefficient is −1 × the squared-distance one (to rounding). */
  agree: boolean;
  /** The earliest hit time, or null. */
  hitTime: number | null;
  /** Where shot and target meet, or null. */
  impact: Vec2 | null;
  /** Length of the time line (s). */
  duration: number;
  /** A hit exists but after the end of the time line: the scrubber cannot reach it and Jump is off. */
  late: boolean;
}

function close(x: number, y: number): boolean {
  return Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
}

/**
 * The time line: 1.5 × the hit time, from 2 s up to 10,000 s, 10 s without a hit. A speed just above the target's
 * can put the hit at any time at all; past the longest line the scrubber would move in steps of minutes, so the
 * figure says in words that the hit is later than it can show (`Solution.late`).
 */
export const TIMELINE: TimelineRule = { stretch: 1.5, min: 2, max: 10_000, none: 10 };
export const MAX_DURATION = TIMELINE.max;

export const durationFor = (hitTime: number | null): number => timelineLength(hitTime, TIMELINE);

export function solve(s: State): Solution {
  const result = linearIntercept({ shooter: s.shooter, target: s.target, targetVelocity: s.velocity, speed: s.speed });
  const D = sub(s.shooter, s.target);
  const d = length(D);
  const targetSpeed = length(s.velocity);
  const cosTheta = d > 0 && targetSpeed > 0 ? dot(D, s.velocity) / (d * targetSpeed) : null;
  const law = { a: s.speed * s.speed - lengthSq(s.velocity), b: 2 * dot(D, s.velocity), c: -lengthSq(D) };
  const squared = result.coefficients;
  const agree = close(law.a, -squared.a) && close(law.b, -squared.b) && close(law.c, -squared.c);
  const hitTime = result.hit ? result.time : null;
  const duration = durationFor(hitTime);
  return {
    result,
    d,
    targetSpeed,
    D,
    cosTheta,
    theta: cosTheta === null ? null : angle(D, s.velocity),
    law,
    squared,
    agree,
    hitTime,
    impact: result.hit ? result.impact : null,
    duration,
    late: hitTime !== null && hitTime > duration,
  };
}

/** The scene at scrubber time t. */
export interface Moment {
  t: number;
  /** The target at time t: T + V·t. */
  target: Vec2;
  /** Radius of the reach circle, s·t. */
  radius: number;
  /** |V|·t, the target's run so far. */
  run: number;
  /** |T + V·t − S|, the third side of the triangle. */
  toTarget: number;
  /** toTarget − s·t: > 0 the circle has not reached the target yet, < 0 it has passed it. */
  shortfall: number;
  /** S + s·t along the direction to the target: where a shot aimed at the target's current spot would be. */
  reach: Vec2;
  /** (s·t)², the left side of the law of cosines. */
  lhs: number;
  /** d² + (|V|t)² − 2·d·|V|t·cos θ, its right side (= toTarget² for every t). */
  rhs: number;
  /** Whether t is the hit time (the triangle closes). */
  closed: boolean;
}

export function momentAt(s: State, sol: Solution, t: number): Moment {
  const target = addScaled(s.target, s.velocity, t);
  const radius = s.speed * t;
  const run = sol.targetSpeed * t;
  const toTarget = distance(target, s.shooter);
  const dir = normalize(sub(target, s.shooter));
  const reach = addScaled(s.shooter, toTarget > 0 ? dir : [0, 0], radius);
  const cos = sol.cosTheta ?? 0;
  const lhs = radius * radius;
  const rhs = sol.d * sol.d + run * run - 2 * sol.d * run * cos;
  const closed = sol.hitTime !== null && Math.abs(t - sol.hitTime) <= 1e-9 * Math.max(1, sol.hitTime);
  return { t, target, radius, run, toTarget, shortfall: toTarget - radius, reach, lhs, rhs, closed };
}

/** The time to show when the reader scrubs near the hit: the hit itself within `tolerance` seconds. */
export function snapTime(t: number, sol: Solution, tolerance: number): number {
  return sol.hitTime !== null ? snapToMarks(t, [sol.hitTime], tolerance) : t;
}

/** The sentence under the figure: where the circle is relative to the target now. */
export function status(sol: Solution, m: Moment): string {
  if (!sol.result.hit) return sol.result.message;
  if (sol.late) {
    const now = `The circle is ${Math.abs(m.shortfall).toFixed(1)} m short of the target.`;
    // No-break spaces: a number never parts from its unit.
    return `${now} The hit comes only at t* = ${sol.result.time.toFixed(1)}\u00a0s, after the end of the time line (${sol.duration}\u00a0s), so the figure cannot show it.`;
  }
  if (m.closed) {
    return sol.hitTime === 0
      ? 'The target is on the shooter already: t = 0.'
      : 'The circle touches the target: the triangle closes, and this is the hit.';
  }
  const gap = Math.abs(m.shortfall);
  if (sol.hitTime !== null && m.t > sol.hitTime && m.shortfall > 0) {
    return `The faster target has left the circle again; it is ${gap.toFixed(1)} m outside. The hit was earlier.`;
  }
  if (m.shortfall > 0) return `The circle is ${gap.toFixed(1)} m short of the target.`;
  return `The circle has passed the target by ${gap.toFixed(1)} m: the hit was earlier.`;
}
