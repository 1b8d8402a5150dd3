/**
 * Chapter 9's figure as pure functions: a shooter S, a target T moving with
 * velocity V, a launch speed s and gravity g straight down (0 allowed), and
 * the four fallback aims of the library's `fallbacks` (src/lib/intercept/fallbacks.ts)
 * when no shot can hit: the true best miss, the f-minimising heuristic, a
 * clamped prediction time and the aim at the target's current position.
 * Every number comes from the library; this file only samples and formats.
 */
import {
  FALLBACK_NAMES,
  fallbacks,
  type Fallback,
  type FallbackName,
  type FallbackOptions,
  type Fallbacks,
  type Vec2,
} from '../../../lib';
import { addScaled } from '../../../lib/vec';
import { missGap, missPolynomialAt, projectileAt, sampleMotionTo } from '../../../lib/motion';
import { trimmed as num } from '../../kit/text/format';
import { superscript } from '../../kit/text/math-text';
import { quantityRule, type NumberRule } from '../../kit/controls/number';
import { shotField, type ShotUnderGravity } from '../../kit/scene/shot';
import { timelineLength, type TimelineRule } from '../../kit/time/timeline';

/** The field (metres, x to the right, y up), the handles' margin and V's arrow, 2 s long (kit/scene/shot.ts). */
export const { FRAME, MARGIN, VELOCITY_SECONDS } = shotField(
  { xmin: 0, xmax: 110, ymin: 0, ymax: 62 },
  { arrowSeconds: 2 },
);

/** The launch speed s is > 0 here (the box refuses 0). */
export interface State extends ShotUnderGravity {
  /** The clamped fallback's maximum prediction time (s). */
  clamp: number;
}

/** A target out of range under Earth's gravity: no hit, and the four fallbacks miss by four different amounts. */
export const INITIAL: State = {
  shooter: [12, 13],
  target: [53, 31],
  velocity: [7, 1],
  speed: 26,
  gravity: 9.81,
  clamp: 2,
};
/** The scrubber's time when the page loads (s). */
export const START_TIME = 0;

/** The speed cannot be 0 here (the fallbacks aim a shot): 0.01 … 1000 m/s (kit/controls/number.ts). */
export const SPEED_RULE = quantityRule('speed', 'Projectile speed s', { zero: false });
export const GRAVITY_RULE = quantityRule('acceleration', 'Gravity g');
export const CLAMP_RULE = quantityRule('time', 'Clamp τmax', { max: 60 });

/** The number boxes (kit/controls/numberbox.ts `bindNumberBoxes`): each sets the state's field of its name, under its rule. */
export const BOXES = { speed: SPEED_RULE, gravity: GRAVITY_RULE, clamp: CLAMP_RULE } as const satisfies Record<
  'speed' | 'gravity' | 'clamp',
  NumberRule
>;

/** The buttons (`data-action`): the state each makes from the current one and its solution. */
export const ACTIONS: Readonly<Record<'clamp-best' | 'no-gravity' | 'reset', (s: State, sol: Solution) => State>> = {
  /** The clamp at the true best aim's time τ* (to the millisecond): the clamped aim becomes the best. */
  'clamp-best': (s, sol) => ({ ...s, clamp: Math.round(sol.fb.best.aimTime * 1000) / 1000 }),
  'no-gravity': (s) => ({ ...s, gravity: 0 }),
  reset: () => copy(INITIAL),
};

/** A state with its own points (the store's states never share arrays with INITIAL). */
export function copy(s: State): State {
  return { ...s, shooter: [...s.shooter], target: [...s.target], velocity: [...s.velocity] };
}

/** How each fallback is named in the table, the status and the legend. */
export const FALLBACK_LABELS: Record<FallbackName, string> = {
  best: 'best miss',
  heuristic: 'minimise f',
  clamped: 'clamped τmax',
  direct: 'aim at T now',
};

export { FALLBACK_NAMES, type FallbackName };

/** The gravity vector of a state: g straight down. */
export function gravityVec(s: State): Vec2 {
  return [0, s.gravity === 0 ? 0 : -s.gravity];
}

/** The library's options for a state. */
export function optionsOf(s: State): FallbackOptions<Vec2> {
  return {
    shooter: s.shooter,
    target: s.target,
    targetVelocity: s.velocity,
    speed: s.speed,
    gravity: gravityVec(s),
    clampTime: s.clamp,
  };
}

/** What a live cell reads with `figure('no-hit-figure')`: plain copies, ready for `intercept` or `fallbacks`. */
export interface NoHitFigureState {
  shooter: Vec2;
  target: Vec2;
  velocity: Vec2;
  speed: number;
  /** The gravity vector (y up). */
  gravity: Vec2;
  clamp: number;
}

export function figureState(s: State): NoHitFigureState {
  return {
    shooter: [s.shooter[0], s.shooter[1]],
    target: [s.target[0], s.target[1]],
    velocity: [s.velocity[0], s.velocity[1]],
    speed: s.speed,
    gravity: gravityVec(s),
    clamp: s.clamp,
  };
}

export interface Solution {
  options: FallbackOptions<Vec2>;
  fb: Fallbacks<Vec2>;
  /** The four fallbacks in FALLBACK_NAMES order. */
  list: Fallback<Vec2>[];
  /** Each fallback's rank, 1 for the smallest miss. */
  rank: Record<FallbackName, number>;
  /** Length of the time line (s). */
  duration: number;
  /** Sampled shot paths from t = 0 to the duration, per fallback, flat [x₀, y₀, x₁, y₁, …]. */
  paths: Record<FallbackName, Float64Array>;
  /** The target's path over the time line, flat. */
  targetPath: Float64Array;
}

/** The time line: 1.3 × the last closest pass or aim time, 2–60 s. */
export const TIMELINE: TimelineRule = { stretch: 1.3, min: 2, max: 60, none: 2 };
export const MAX_DURATION = TIMELINE.max;

/** A round time line past every fallback's closest time and its aim time, at least 2 s. */
export function durationFor(list: readonly Fallback<Vec2>[]): number {
  let last = 0;
  for (const f of list) last = Math.max(last, f.miss.time, f.aimTime);
  return timelineLength(last, TIMELINE);
}

const SAMPLES = 48;
const NO_ACCELERATION: Vec2 = [0, 0];

/** A shot along `aim` at speed s, sampled over [0, duration] (the library's allocation-free sampler). */
function shotPath(s: State, aim: Vec2, duration: number): Float64Array {
  const v: Vec2 = [s.speed * aim[0], s.speed * aim[1]];
  return sampleMotionTo(new Float64Array(2 * (SAMPLES + 1)), s.shooter, v, gravityVec(s), 0, duration, SAMPLES);
}

export function solve(s: State): Solution {
  const options = optionsOf(s);
  const fb = fallbacks<Vec2>(options);
  const list = FALLBACK_NAMES.map((n) => fb[n]);
  const rank = {} as Record<FallbackName, number>;
  fb.ranking.forEach((n, i) => (rank[n] = i + 1));
  const duration = durationFor(list);
  const paths = {} as Record<FallbackName, Float64Array>;
  for (const f of list) paths[f.name] = shotPath(s, f.aim, duration);
  const targetPath = sampleMotionTo(
    new Float64Array(2 * (SAMPLES + 1)),
    s.target,
    s.velocity,
    NO_ACCELERATION,
    0,
    duration,
    SAMPLES,
  );
  return { options, fb, list, rank, duration, paths, targetPath };
}

/** The scene at scrubber time t. */
export interface Moment {
  t: number;
  /** The target at t. */
  target: Vec2;
  /** Each fallback's shot at t (a hit shot stops at the impact). */
  shots: Record<FallbackName, Vec2>;
  /** |W(t)| − s·t (m). */
  gap: number;
  /** f(t) = |W(t)|² − s²t² (m²). */
  f: number;
}

export function momentAt(s: State, sol: Solution, t: number): Moment {
  const g = gravityVec(s);
  const shots = {} as Record<FallbackName, Vec2>;
  for (const f of sol.list) {
    const stop = f.name === 'best' && sol.fb.hit && t >= f.miss.time;
    shots[f.name] = stop
      ? [f.miss.targetPoint[0], f.miss.targetPoint[1]]
      : projectileAt<Vec2>(s.shooter, [s.speed * f.aim[0], s.speed * f.aim[1]], g, t);
  }
  return {
    t,
    target: addScaled(s.target, s.velocity, t),
    shots,
    gap: missGap(sol.options, t),
    f: missPolynomialAt(sol.options, t),
  };
}

/** Scrubbing near a fallback's closest time lands on it exactly (within `tolerance` seconds). */
export function snapTime(t: number, sol: Solution, tolerance: number): number {
  for (const f of sol.list) if (Math.abs(t - f.miss.time) <= tolerance) return f.miss.time;
  return t;
}

/** The clamped aim's miss at one clamp τmax, as the table's row gives it. */
export interface ClampPoint {
  /** τmax (s). */
  clamp: number;
  /** The closest approach of the shot aimed along W(τmax) (m). */
  miss: number;
}

/** How the clamped aim's miss changes as τmax runs from 0 up to τ*, the best aim's time. */
export interface ClampSweep {
  /** τmax = 0: the aim at the target now. */
  start: ClampPoint;
  /** The largest miss on the way (equal to `start` when the miss only falls). */
  peak: ClampPoint;
  /** τmax = τ*: the best miss. */
  end: ClampPoint;
}

/**
 * The clamp's miss over τmax in [0, τ*] (`samples` steps, the largest then
 * narrowed down by golden-section search between its neighbours), each from
 * the library's `fallbacks`, exactly the table's clamped row. It need not
 * simply fall: the aim along W(τ) = R + Vτ + Gτ²/2 first turns with the
 * target's velocity, and only later with the allowance for the drop.
 */
export function clampSweep(s: State, samples = 120): ClampSweep {
  const options = optionsOf(s);
  const at = (clamp: number): ClampPoint => ({
    clamp,
    miss: fallbacks({ ...options, clampTime: clamp }).clamped.miss.distance,
  });
  const end = fallbacks(options).best.aimTime;
  const points: ClampPoint[] = [];
  for (let i = 0; i <= samples; i++) points.push(at((end * i) / samples));
  let k = 0;
  for (let i = 1; i <= samples; i++) if (points[i].miss > points[k].miss) k = i;
  let peak = points[k];
  if (k > 0 && k < samples) {
    // Golden-section search for the largest miss in [τ(k−1), τ(k+1)].
    const r = (Math.sqrt(5) - 1) / 2;
    let a = points[k - 1].clamp;
    let b = points[k + 1].clamp;
    let c = at(b - r * (b - a));
    let d = at(a + r * (b - a));
    for (let i = 0; i < 40; i++) {
      if (c.miss >= d.miss) {
        b = d.clamp;
        d = c;
        c = at(b - r * (b - a));
      } else {
        a = c.clamp;
        c = d;
        d = at(a + r * (b - a));
      }
    }
    for (const p of [c, d]) if (p.miss > peak.miss) peak = p;
  }
  return { start: points[0], peak, end: points[samples] };
}

/** A number for readouts and prose, in exponent form when too large or small for decimals; "—" when not finite. */
export function big(x: number, digits = 2): string {
  if (!Number.isFinite(x)) return '—';
  const ax = Math.abs(x);
  if (x !== 0 && (ax >= 1e7 || ax < 1e-3)) {
    const [m, e] = x.toExponential(digits).split('e');
    return `${num(Number(m), digits)}×10${superscript(String(Number(e)))}`;
  }
  return num(x, ax >= 1000 ? 0 : ax >= 100 ? 1 : digits);
}

export const metres = (x: number) => `${big(x)}\u00a0m`;
export const secs = (t: number) => `${big(t)}\u00a0s`;

/** The sentence that says whether the scene can be hit, and what the best fallback achieves. */
export function status(sol: Solution): string {
  const r = sol.fb.result;
  if (r.hit) {
    return `Hit: a shot can meet the target after ${secs(r.time)}. The true best “miss” is that hit, 0\u00a0m; the table shows how close the other three aims come.`;
  }
  return `No hit. ${r.message} The best possible miss is ${metres(sol.fb.best.miss.distance)}, passing closest after ${secs(sol.fb.best.miss.time)}.`;
}

/** "true best miss 11.9 m < minimise f 12.5 m < …": the ranking in one line. */
export function rankingText(sol: Solution): string {
  return sol.fb.ranking.map((n) => `${FALLBACK_LABELS[n]} ${metres(sol.fb[n].miss.distance)}`).join(' ≤ ');
}

/** The moment in words: the gap and f at the scrubber's time, and where the target is. */
export function momentText(sol: Solution, m: Moment): string {
  const inside = m.gap <= 0;
  return `At t = ${secs(m.t)}: gap |W| − st = ${metres(m.gap)}, f = ${big(m.f)}\u00a0m²${inside ? ' (the target is within reach)' : ''}.`;
}
