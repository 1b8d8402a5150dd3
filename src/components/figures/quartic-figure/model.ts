/**
 * Chapter 8's figure as pure functions: a shot under gravity at a target
 * that moves (and may accelerate), seen from the side (y up). The reader
 * drags the shooter S, the target T and the tip of its velocity V, types up
 * to three projectile speeds, gravity g and a target acceleration A, and
 * scrubs time t. Everything is the library's: the hit times and shots of
 * each speed (`interceptShots`), the quartic f and its derivatives
 * (`interceptPolynomial`), the falling circle and f(t) at the scrubber's
 * time (`fallingCircle`), the turning and inflection points
 * (`polynomialRootsIn`).
 *
 * The first speed, s₁, is the one the chart and the coefficient table
 * follow; every hit of s₁ is drawn as a shot in flight, and each speed has
 * its own reticle (its earliest hit) and arc.
 */
import {
  intercept,
  interceptShots,
  type InterceptOptions,
  type InterceptResult,
  type InterceptShot,
  type Vec2,
} from '../../../lib';
import { exactState, fallingCircle, type FallingCircle } from '../../../lib/motion';
import { horner, polynomialRootsIn } from '../../../lib/numeric';
import { interceptPolynomial, type InterceptPolynomial } from '../../../lib/numeric';
import { snapToMarks } from '../../kit/time/clock';
import { FIRST_SCENE } from './state';
import { shotField } from '../../kit/scene/shot';
import { quantityRule, type NumberRule } from '../../kit/controls/number';
import { timelineLength, type TimelineRule } from '../../kit/time/timeline';

/** The field (metres, x to the right, y up), the handles' margin and V's arrow (kit/scene/shot.ts). */
export const { FRAME, MARGIN, VELOCITY_SECONDS } = shotField({ xmin: -30, xmax: 30, ymin: -40, ymax: 25 });
/** How many projectile speeds the figure shows at once. */
export const SPEEDS = 3;

export interface State {
  shooter: Vec2;
  target: Vec2;
  /** Target velocity V (m/s). */
  velocity: Vec2;
  /** Constant target acceleration A (m/s²). */
  acceleration: Vec2;
  /** Projectile speeds s₁, s₂, s₃ (m/s); s₁ is the one plotted. */
  speeds: readonly [number, number, number];
  /** Gravity g (m/s², pulling down: the projectile's acceleration is (0, −g)). */
  gravity: number;
}

/** The first scene, declared beside the notebook's view of the figure (state.ts). */
export const INITIAL: State = FIRST_SCENE;

/**
 * The four-hit scene (a 2D cousin of the reference case): the target starts
 * above the shooter and dives through the falling circle, leaves it, and
 * enters it again: s₁ = 9 m/s hits at ≈ 0.430, 1.269, 1.842 and 3.391 s.
 */
export const FOUR_HITS: State = {
  shooter: [-5, 12],
  target: [-6, 21],
  velocity: [9, -17],
  acceleration: [0, 0],
  speeds: [9, 12, 16],
  gravity: 9.81,
};

/** The boxes' rules (kit/controls/number.ts): each 0 or at least 0.01 in size, so G·G/4 never underflows to 0. */
export const SPEED_RULE = (i: number) => quantityRule('speed', `Projectile speed s${'₁₂₃'[i]}`, { max: 200 });
export const GRAVITY_RULE = quantityRule('acceleration', 'Gravity g');
export const ACCEL_RULE = (axis: 'x' | 'y') =>
  quantityRule('acceleration', `Target acceleration A${axis === 'x' ? 'ₓ' : 'ᵧ'}`, { min: -50, max: 50 });

/**
 * The figure's number boxes, declared once: each box's `data-numberbox` name,
 * its rule (limits and messages), the value it shows and the scene a good
 * value makes. The element wires every one alike.
 */
export interface BoxField {
  name: string;
  rule: NumberRule;
  get(s: State): number;
  set(s: State, v: number): State;
}
export const BOXES: readonly BoxField[] = [
  ...[0, 1, 2].map((i): BoxField => ({
    name: `speed-${i}`,
    rule: SPEED_RULE(i),
    get: (s) => s.speeds[i],
    set: (s, v) => ({ ...s, speeds: s.speeds.map((x, j) => (j === i ? v : x)) as [number, number, number] }),
  })),
  { name: 'gravity', rule: GRAVITY_RULE, get: (s) => s.gravity, set: (s, v) => ({ ...s, gravity: v }) },
  {
    name: 'accel-x',
    rule: ACCEL_RULE('x'),
    get: (s) => s.acceleration[0],
    set: (s, v) => ({ ...s, acceleration: [v, s.acceleration[1]] }),
  },
  {
    name: 'accel-y',
    rule: ACCEL_RULE('y'),
    get: (s) => s.acceleration[1],
    set: (s, v) => ({ ...s, acceleration: [s.acceleration[0], v] }),
  },
];

/** The preset buttons (`data-action`): the scene each makes from the current one. */
export const PRESETS: Readonly<Record<'four-hits' | 'no-g' | 'no-v' | 'reset', (s: State) => State>> = {
  'four-hits': () => ({ ...FOUR_HITS }),
  /** G = A − g = 0: no gravity and no target acceleration (f is chapter 4's quadratic). */
  'no-g': (s) => ({ ...s, gravity: 0, acceleration: [0, 0] }),
  /** V = 0: the target starts at rest (f is chapter 7's biquadratic). */
  'no-v': (s) => ({ ...s, velocity: [0, 0] }),
  reset: () => ({ ...INITIAL }),
};

/** The library's options for speed `s` in this scene. */
export function optionsFor(s: State, speed: number): InterceptOptions<Vec2> {
  return {
    shooter: s.shooter,
    target: s.target,
    targetVelocity: s.velocity,
    targetAcceleration: s.acceleration,
    speed,
    gravity: [0, -s.gravity],
  };
}

/** One projectile speed's answer. */
export interface SpeedSolution {
  /** 0, 1, 2: s₁, s₂, s₃. */
  index: number;
  speed: number;
  result: InterceptResult<Vec2>;
  /** Every hit with its own launch, earliest first (empty without a hit). */
  shots: InterceptShot<Vec2>[];
  /** The earliest hit's shot (the reticle and the drawn arc), or null. */
  first: InterceptShot<Vec2> | null;
  /** Another speed with exactly this value comes first: this one's reticle is the same. */
  duplicateOf: number | null;
}

/** A row of the coefficient table. */
export interface CoefficientRow {
  power: 4 | 3 | 2 | 1 | 0;
  /** The coefficient's formula, plain text. */
  formula: string;
  value: number;
  /** Exactly 0 for this scene. */
  vanishes: boolean;
}

/** Everything that does not depend on the scrubber's time. */
export interface Solution {
  /** The options of s₁ (the plotted speed). */
  options: InterceptOptions<Vec2>;
  polynomial: InterceptPolynomial;
  speeds: SpeedSolution[];
  /** s₁'s hit times: the positive roots of f that `intercept` reports. */
  hitTimes: number[];
  /** The time line and the chart's domain: [0, duration] (s). */
  duration: number;
  table: CoefficientRow[];
  /** Which simpler polynomial f reduces to here. */
  reduces: 'quadratic' | 'biquadratic' | 'constant-speed-and-still' | 'quartic';
}

function isZero(v: readonly number[]): boolean {
  return v.every((x) => x === 0);
}

/** Round lengths for the time line (s). */
/** The time line: 1.2 × the last time shown, 1–60 s (later hits are listed, not shown). */
export const TIMELINE: TimelineRule = { stretch: 1.2, min: 1, max: 60, none: 1 };
export const MAX_DURATION = TIMELINE.max;

/** A round time line that shows every hit of s₁ and the first hit of the others, with room after the last. */
export function durationFor(times: readonly number[]): number {
  const last = times.filter((t) => t <= MAX_DURATION).reduce((a, b) => Math.max(a, b), 0);
  return timelineLength(last, TIMELINE);
}

export function solve(s: State): Solution {
  const speeds: SpeedSolution[] = s.speeds.map((speed, index) => {
    const o = optionsFor(s, speed);
    const result = intercept<Vec2>(o);
    const shots = interceptShots<Vec2>(o, result);
    const dup = s.speeds.findIndex((x, j) => j < index && x === speed);
    return { index, speed, result, shots, first: shots[0] ?? null, duplicateOf: dup < 0 ? null : dup };
  });
  const options = optionsFor(s, s.speeds[0]);
  const polynomial = interceptPolynomial(options);
  const hitTimes = speeds[0].shots.map((x) => x.time);
  const shown = [...hitTimes, ...speeds.slice(1).flatMap((x) => (x.first ? [x.first.time] : []))];
  const [c4, c3, c2, c1, c0] = polynomial.coefficients;
  const table: CoefficientRow[] = [
    { power: 4, formula: 'G·G/4', value: c4, vanishes: c4 === 0 },
    { power: 3, formula: 'V·G', value: c3, vanishes: c3 === 0 },
    { power: 2, formula: 'V·V + R·G − s²', value: c2, vanishes: c2 === 0 },
    { power: 1, formula: '2 R·V', value: c1, vanishes: c1 === 0 },
    { power: 0, formula: 'R·R', value: c0, vanishes: c0 === 0 },
  ];
  const G0 = isZero(polynomial.G);
  const V0 = isZero(polynomial.V);
  return {
    options,
    polynomial,
    speeds,
    hitTimes,
    duration: durationFor(shown),
    table,
    reduces: G0 && V0 ? 'constant-speed-and-still' : G0 ? 'quadratic' : V0 ? 'biquadratic' : 'quartic',
  };
}

/** The sentence under the coefficient table: which of the earlier chapters' polynomials f is here. */
export function reducesText(sol: Solution): string {
  switch (sol.reduces) {
    case 'constant-speed-and-still':
      return 'G = 0 and V = 0: only the t² and constant terms are left, f = |R|² − s²t², and the hit is at t = |R|/s.';
    case 'quadratic':
      return 'G = 0 (the target accelerates exactly as the shot falls): the t⁴ and t³ terms vanish and f is chapter 4’s quadratic (|V|² − s²)t² + 2(R·V)t + |R|².';
    case 'biquadratic':
      return 'V = 0: the t³ and t terms vanish, only even powers of t are left, and f is chapter 7’s quadratic in u = t².';
    default:
      return 'Neither G nor V is zero: f is a quartic, and the t³ and t terms are what V adds to chapter 7’s biquadratic.';
  }
}

/** A shot of s₁ at scrubber time t: in flight, or arrived at its hit. */
export interface ShotMoment {
  time: number;
  /** Where the projectile is at min(t, time). */
  position: Vec2;
  arrived: boolean;
}

/** The scene at scrubber time t. */
export interface Moment {
  t: number;
  circle: FallingCircle<Vec2>;
  /** s₁'s shots at t. */
  shots: ShotMoment[];
  /** f(t) = |W(t)|² − (s·t)², with the sign of |W(t)| − s·t (the circle's `value`). */
  f: number;
}

/** Where the projectile fired along `shot` is at time t (it stops at its hit). */
export function shotPosition(s: State, shot: InterceptShot<Vec2>, t: number): Vec2 {
  const tt = Math.min(Math.max(t, 0), shot.time);
  return exactState({ position: s.shooter, velocity: shot.launchVelocity }, [0, -s.gravity], tt).position;
}

export function momentAt(s: State, sol: Solution, t: number): Moment {
  const circle = fallingCircle<Vec2>(sol.options, t);
  const shots = sol.speeds[0].shots.map((shot) => ({
    time: shot.time,
    position: shotPosition(s, shot, t),
    arrived: t >= shot.time,
  }));
  return { t, circle, shots, f: circle.value };
}

/** The turning points (roots of f′) and inflection points (roots of f″) of f in [0, duration]. */
export function criticalPoints(sol: Solution): { extrema: number[]; inflections: number[] } {
  let found = critical.get(sol);
  if (!found) {
    const { derivative, secondDerivative } = sol.polynomial;
    const inside = (c: number[]) => (c.every((x) => x === 0) ? [] : polynomialRootsIn(c, 0, sol.duration).roots);
    found = { extrema: inside(derivative), inflections: inside(secondDerivative) };
    critical.set(sol, found);
  }
  return found;
}
/** Per solution, computed once (the chart asks twice per redraw). */
const critical = new WeakMap<Solution, { extrema: number[]; inflections: number[] }>();

/**
 * The intervals of [0, duration] on which f < 0 (the target inside the
 * falling circle): between consecutive roots of f, where f at the midpoint
 * is negative.
 */
export function insideIntervals(sol: Solution): [number, number][] {
  const cuts = [0, ...sol.hitTimes.filter((t) => t > 0 && t < sol.duration), sol.duration];
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const mid = (cuts[i] + cuts[i + 1]) / 2;
    if (horner(sol.polynomial.coefficients, mid) < 0) out.push([cuts[i], cuts[i + 1]]);
  }
  return out;
}

/** The time nearest t at which something happens (a hit of any speed), within `tolerance`; else t. */
export function snapTime(t: number, sol: Solution, tolerance: number): number {
  const marks = sol.speeds.flatMap((sp) => (sp.index === 0 ? sp.shots : sp.first ? [sp.first] : []).map((s) => s.time));
  return snapToMarks(t, marks, tolerance);
}
