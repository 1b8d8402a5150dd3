/**
 * Chapter 7's figure as pure functions: a cannon S and a standing target T
 * in a vertical plane (x right, y up), launch speed s and gravity g straight
 * down. Every number comes from the library: the arcs (`ballisticArcs`), the
 * biquadratic in u = t² (`ballisticQuadratic`), the envelope of reach
 * (`reachEnvelope`, `envelopeHeight`), points along a shot (`projectileAt`)
 * and the falling circle at a time t (`fallingCircle`).
 */
import { ballisticArcs, envelopeHeight, reachEnvelope, type Arc, type BallisticResult, type Vec2 } from '../../../lib';
import { addScaled, distance, normalize, sub } from '../../../lib/vec';
import {
  ballisticQuadratic,
  fallingCircle,
  projectileAt,
  type BallisticQuadratic,
  type FallingCircle,
} from '../../../lib/motion';
import { horner } from '../../../lib/numeric';
import { trimmed as num } from '../../kit/text/format';
import { superscript } from '../../kit/text/math-text';
import { snapToMarks } from '../../kit/time/clock';
import { makeFrame } from '../../kit/scene/frame';
import { quantityRule } from '../../kit/controls/number';
import { timelineLength, type TimelineRule } from '../../kit/time/timeline';

/** The field, in metres: x to the right, y up. */
export const FRAME = makeFrame({ xmin: 0, xmax: 120, ymin: 0, ymax: 60 });
/**
 * Margin that keeps dragged handles inside the field (m): 3.5 m is 2.9 SVG units, so a handle's dot (radius 1.6)
 * and its ring (2.6, stroke 0.5) stay whole at the field's edge; at 1 m a target dragged to the edge was cut in half.
 */
export const MARGIN = 3.5;

export interface State {
  shooter: Vec2;
  target: Vec2;
  /** Launch speed s (m/s). */
  speed: number;
  /** Gravity g (m/s²), pointing straight down; 0 for none. */
  gravity: number;
}

export const INITIAL: State = { shooter: [10, 8], target: [80, 20], speed: 30, gravity: 9.81 };
/** The scrubber's time when the page loads (s): before the first touch. */
export const START_TIME = 1;

/** The boxes' rules (kit/controls/number.ts): 0, or 0.01 … 1000 m/s; 0 (no gravity), or 0.01 … 100 m/s². */
export const SPEED_RULE = quantityRule('speed', 'Launch speed');
export const GRAVITY_RULE = quantityRule('acceleration', 'Gravity');

/** The gravity presets, in m/s². */
export const PRESETS = { earth: 9.81, moon: 1.62, none: 0 } as const;
export type PresetName = keyof typeof PRESETS;

/** The gravity vector of a state: g straight down. */
export function gravityVec(s: State): Vec2 {
  return [0, s.gravity === 0 ? 0 : -s.gravity];
}

/** What a live cell reads with `figure('gravity-figure')`: plain copies, ready to pass to `ballisticArcs`. */
export interface GravityFigureState {
  shooter: Vec2;
  target: Vec2;
  speed: number;
  gravity: Vec2;
}

export function figureState(s: State): GravityFigureState {
  return {
    shooter: [s.shooter[0], s.shooter[1]],
    target: [s.target[0], s.target[1]],
    speed: s.speed,
    gravity: gravityVec(s),
  };
}

/** One arc to draw: the library's arc with its sampled path. */
export interface DrawnArc {
  arc: Arc<Vec2>;
  /** Points along the flight, t from 0 to arc.time. */
  path: Vec2[];
}

/** The best-reach shot of an out-of-range target. */
export interface BestShot {
  arc: Arc<Vec2>;
  path: Vec2[];
  /** Where it crosses the line of sight: S + reach·(T − S)/|T − S|. */
  landing: Vec2;
  reach: number;
  miss: number;
}

/** The polynomial p(u) = a·u² + b·u + c sampled for the small chart. */
export interface PolyPlot {
  u0: number;
  u1: number;
  /** Sampled [u, p(u)]. */
  samples: Vec2[];
  pmin: number;
  pmax: number;
}

export interface Solution {
  result: BallisticResult<Vec2>;
  quad: BallisticQuadratic;
  /** d = |T − S|. */
  d: number;
  /** The target relative to the shooter. */
  dx: number;
  dy: number;
  /** The envelope's height above S at the target's horizontal distance (±Infinity: none / out of reach). */
  envelopeAtTarget: number;
  /** The apex of the envelope above S, s²/(2g) (Infinity without gravity). */
  apex: number;
  /** The envelope across the field (empty without gravity). */
  envelope: Vec2[];
  /** The low arc first; one entry at maximum range, without gravity, or with the target on the cannon. */
  arcs: DrawnArc[];
  best: BestShot | null;
  /** The distinct flight times, ascending (the circle touches T at each). */
  times: number[];
  /** Length of the time line (s). */
  duration: number;
  poly: PolyPlot;
}

/** The longest time line (s): beyond it the scrubber would move in steps too coarse to see a touch. */
/** The time line: 1.2 × the last flight time, 1–1000 s, 4 s without one. */
export const TIMELINE: TimelineRule = { stretch: 1.2, min: 1, max: 1000, none: 4 };
export const MAX_DURATION = TIMELINE.max;

/** A round time line covering the last flight time with room after it; 4 s without one. */
export const durationFor = (last: number | null): number => timelineLength(last, TIMELINE);

const SAMPLES = 48;

function pathOf(s: State, arc: Arc<Vec2>): Vec2[] {
  const g = gravityVec(s);
  const out: Vec2[] = [];
  for (let i = 0; i <= SAMPLES; i++)
    out.push(projectileAt<Vec2>(s.shooter, arc.launchVelocity, g, (arc.time * i) / SAMPLES));
  return out;
}

/** The chart's u range: 0, every root and the vertex, with some room; then p sampled across it. */
export function polyPlot(q: BallisticQuadratic): PolyPlot {
  const marks = [0, ...q.roots.filter(Number.isFinite)];
  if (q.a > 0 && Number.isFinite(-q.b / (2 * q.a))) marks.push(-q.b / (2 * q.a));
  let u0 = Math.min(...marks);
  let u1 = Math.max(...marks);
  if (!(u1 > u0)) u1 = u0 + (q.c > 0 && q.b < 0 ? (2 * q.c) / -q.b : 1);
  const pad = 0.15 * (u1 - u0);
  u0 = u0 < 0 ? u0 - pad : 0;
  u1 += pad;
  const coeffs = [q.a, q.b, q.c];
  const samples: Vec2[] = [];
  let pmin = 0;
  let pmax = 0;
  for (let i = 0; i <= 80; i++) {
    const u = u0 + ((u1 - u0) * i) / 80;
    const p = horner(coeffs, u);
    samples.push([u, p]);
    if (Number.isFinite(p)) {
      pmin = Math.min(pmin, p);
      pmax = Math.max(pmax, p);
    }
  }
  if (pmax === pmin) pmax = pmin + 1;
  return { u0, u1, samples, pmin, pmax };
}

export function solve(s: State): Solution {
  const g = gravityVec(s);
  const options = { shooter: s.shooter, target: s.target, speed: s.speed, gravity: g };
  const result = ballisticArcs<Vec2>(options);
  const quad = ballisticQuadratic(options);
  const dx = s.target[0] - s.shooter[0];
  const dy = s.target[1] - s.shooter[1];
  const envelope =
    s.gravity > 0 && s.speed > 0
      ? reachEnvelope(s.shooter, s.speed, s.gravity, FRAME.xmin - s.shooter[0], FRAME.xmax - s.shooter[0], 60)
      : [];
  const arcs = result.reachable ? result.arcs.map((arc) => ({ arc, path: pathOf(s, arc) })) : [];
  let best: BestShot | null = null;
  if (!result.reachable && result.reason === 'out-of-range') {
    const b = result.bestReach;
    const dir = normalize(sub(s.target, s.shooter));
    best = {
      arc: b,
      path: pathOf(s, b),
      landing: addScaled(s.shooter, dir, b.reach),
      reach: b.reach,
      miss: b.miss,
    };
  }
  const times = quad.times;
  const last = times.length > 0 ? times[times.length - 1] : best ? best.arc.time : null;
  return {
    result,
    quad,
    d: distance(s.shooter, s.target),
    dx,
    dy,
    envelopeAtTarget: envelopeHeight(s.speed, s.gravity, dx),
    apex: envelopeHeight(s.speed, s.gravity, 0),
    envelope,
    arcs,
    best,
    times,
    duration: durationFor(last),
    poly: polyPlot(quad),
  };
}

/** The scene at scrubber time t. */
export interface Moment {
  t: number;
  circle: FallingCircle<Vec2>;
  /** Where each drawn arc's shell is at t (it stops at the target once it has arrived). */
  shells: Vec2[];
  /** The index in `times` of a flight time t equals, else −1. */
  touching: number;
}

export function momentAt(s: State, sol: Solution, t: number): Moment {
  const g = gravityVec(s);
  const circle = fallingCircle<Vec2>({ shooter: s.shooter, target: s.target, speed: s.speed, gravity: g }, t);
  const shells = sol.arcs.map(({ arc }) =>
    t >= arc.time ? ([s.target[0], s.target[1]] as Vec2) : projectileAt<Vec2>(s.shooter, arc.launchVelocity, g, t),
  );
  const touching = sol.times.findIndex((x) => Math.abs(t - x) <= 1e-9 * Math.max(1, x));
  return { t, circle, shells, touching };
}

/** Scrubbing near a flight time lands on it exactly (the nearest within `tolerance` seconds). */
export function snapTime(t: number, sol: Solution, tolerance: number): number {
  return snapToMarks(t, sol.times, tolerance);
}

/** A number with at most `digits` decimals, trailing zeros dropped, a real minus sign; "—" if not finite (the kit's `trimmed`). */
export { num };

/** A number for prose and readouts, in exponent form when it is too large or too small for decimals. */
export function big(x: number, digits = 3): string {
  if (!Number.isFinite(x)) return '—';
  if (x !== 0 && (Math.abs(x) >= 1e7 || Math.abs(x) < 1e-3)) {
    const [m, e] = x.toExponential(digits - 1).split('e');
    const sup = superscript(String(Number(e)));
    return `${num(Number(m), digits - 1)}×10${sup}`;
  }
  const ax = Math.abs(x);
  return num(x, ax >= 1000 ? 0 : ax >= 100 ? 1 : ax >= 10 ? Math.min(2, digits) : digits);
}

const deg = (rad: number) => `${num((rad * 180) / Math.PI, 1)}°`;
const secs = (t: number) => `${big(t)}\u00a0s`;
const metres = (x: number) => `${big(x)}\u00a0m`;

/** How a scene stands, in one word: what the status, the phrases and the drawing switch on. */
export type Kind = 'on-cannon' | 'cannot-move' | 'dropped' | 'straight' | 'two' | 'merged' | 'out-of-range';

export function kindOf(s: State, sol: Solution): Kind {
  const r = sol.result;
  if (sol.d === 0) return 'on-cannon';
  if (!r.reachable) return r.reason;
  if (s.speed === 0) return 'dropped';
  if (s.gravity === 0) return 'straight';
  return r.arcs.length === 2 ? 'two' : 'merged';
}

/**
 * The sentence that says what reaches the target; true for every scene:
 * two arcs, one (merged at the longest reach, a straight shot without
 * gravity, a dropped shell), none (and the best shot's miss), or the target
 * on the cannon.
 */
export function arcsPhrase(s: State, sol: Solution): string {
  const r = sol.result;
  switch (kindOf(s, sol)) {
    case 'on-cannon':
      return 'The target sits on the cannon: it is hit at once, t = 0.';
    case 'cannot-move':
      return 'With speed 0 the shell only drops straight down from the cannon, and the target is not below it.';
    case 'dropped':
      return `With speed 0 the shell only drops; the target is straight below the cannon, and the shell falls onto it after ${secs(sol.times[0])}.`;
    case 'straight':
      return `Without gravity there is one shot, a straight line at ${deg(r.reachable ? r.low.elevation : 0)}, arriving after ${secs(sol.times[0])}.`;
    case 'two':
      if (!r.reachable) return '';
      return `Two arcs reach the target: the low one, launched at ${deg(r.low.elevation)}, arrives after ${secs(r.low.time)}; the high one, at ${deg(r.high.elevation)}, after ${secs(r.high.time)}.`;
    case 'merged':
      if (!r.reachable) return '';
      return `The target is exactly at the longest reach: the two arcs have merged into one, launched at ${deg(r.low.elevation)}, arriving after ${secs(r.low.time)}.`;
    case 'out-of-range': {
      const b = sol.best!;
      return `No arc reaches the target: it is beyond the longest reach along the line of sight (${metres(b.reach)}). The best shot, launched at ${deg(b.arc.elevation)}, crosses that line ${metres(b.miss)} short.`;
    }
  }
}

/** "u₁ = 3.02 s² and u₂ = 34.4 s², so t = √u = 1.74 s and 5.86 s." and its variants, true for every scene. */
export function rootsPhrase(sol: Solution): string {
  const q = sol.quad;
  const u = q.roots;
  if (u.length === 0) {
    if (!(Number.isFinite(q.a) && Number.isFinite(q.b) && Number.isFinite(q.c))) {
      return 'The coefficients are too large for double precision here; the library still finds the flight times by scaling.';
    }
    return 'It has no real root: no time at all, so no arc reaches the target.';
  }
  const list = u.map((x) => `${big(x)}\u00a0s²`).join(' and ');
  const positive = u.filter((x) => x > 0);
  const rootWord = u.length === 1 ? (q.a === 0 ? 'Its one root is' : 'Its double root is') : 'Its roots are';
  if (positive.length === 0) {
    return `${rootWord} u = ${list}: no positive u, so no real time t = √u.`;
  }
  const times = positive.map((x) => `${big(Math.sqrt(x))}\u00a0s`).join(' and ');
  return `${rootWord} u = ${list}, so t = √u = ${times}.`;
}

/** The envelope in words at the target's distance. */
export function envelopePhrase(s: State, sol: Solution): string {
  if (s.gravity === 0) {
    return s.speed > 0
      ? 'Without gravity there is no envelope: a straight shot reaches every point.'
      : 'With neither speed nor gravity nothing moves, and only the cannon’s own point is in reach.';
  }
  if (s.speed === 0) return 'With speed 0 the envelope shrinks to the line straight down from the cannon.';
  const h = sol.envelopeAtTarget;
  const where = `At the target’s horizontal distance, ${metres(Math.abs(sol.dx))}, the envelope is ${metres(Math.abs(h))} ${h < 0 ? 'below' : 'above'} the cannon`;
  const rel =
    sol.dy > h
      ? 'the target is above it, out of reach'
      : sol.dy < h
        ? 'the target is below it, in reach'
        : 'the target is on it, at the longest reach';
  return `${where}, and ${rel}.`;
}

/** The status under the figure at time t. */
export function status(s: State, sol: Solution, m: Moment): string {
  const kind = kindOf(s, sol);
  if (kind === 'on-cannon') return 'The target is on the cannon: nothing to aim.';
  if (kind === 'cannot-move') return sol.result.reachable ? '' : sol.result.message;
  if (kind === 'out-of-range') {
    const b = sol.best!;
    return `Out of reach: the target is outside the envelope. The best shot falls ${metres(b.miss)} short along the line of sight.`;
  }
  if (m.touching >= 0) {
    const which = sol.times.length === 1 ? 'the only' : m.touching === 0 ? 'the first' : 'the second';
    return `t = ${secs(m.t)}: the circle touches the target. This is ${which} hit.`;
  }
  const gap = m.circle.gap;
  if (gap > 0) return `t = ${secs(m.t)}: the target is ${metres(gap)} outside the circle.`;
  return `t = ${secs(m.t)}: the target is ${metres(-gap)} inside the circle.`;
}
