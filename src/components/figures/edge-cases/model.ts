/**
 * Chapter 6's edge-case scene as pure functions: a shooter, a target with a
 * velocity and a projectile speed; the library solves it, and this module
 * names the case its answer falls into and says it in words. No DOM here.
 *
 * The presets are the book's reference cases (shared/reference-cases.md):
 * shooter at the origin, target 100 m away on the x axis.
 */
import { linearIntercept, type LinearInterceptResult, type Vec2 } from '../../../lib';
import { length } from '../../../lib/vec';
import { fixed, pair } from '../../kit/text/format';
import { sentence as num, sentenceDigits } from '../../kit/text/by-size';
import { polynomialText } from '../../kit/text/math-text';
import { makeFrame } from '../../kit/scene/frame';
import { quantityRule } from '../../kit/controls/number';

/**
 * The world shown (m): wide enough for the second meeting of the "faster,
 * approaching" preset at (−76.4, 44.1) on the left, and on the right for the
 * tip of V at (120, 0) in the "faster, fleeing" preset with its handle and letter.
 */
export const FRAME = makeFrame({ xmin: -85, xmax: 135, ymin: -35, ymax: 65 });

export interface Scene {
  /** Shooter position S (m). */
  shooter: Vec2;
  /** Target position T (m). */
  target: Vec2;
  /** Target velocity V (m/s); drawn as one second of motion from T. */
  velocity: Vec2;
  /** Projectile speed s (m/s), ≥ 0. */
  speed: number;
}

export type PresetId =
  | 'crossing'
  | 'already-there'
  | 'cannot-move'
  | 'standing'
  | 'equal-approaching'
  | 'equal-crossing'
  | 'faster-approaching'
  | 'faster-fleeing';

export interface Preset {
  id: PresetId;
  /** Button text. */
  label: string;
  scene: Scene;
}

const O: Vec2 = [0, 0];
const R: Vec2 = [100, 0];

/** A preset with the shooter at the origin and the target at `target` (100 m east unless given). */
function edge(id: PresetId, label: string, velocity: Vec2, speed: number, target: Vec2 = R): Preset {
  return { id, label, scene: { shooter: O, target, velocity, speed } };
}

/** One click per edge case. Numbers from the reference-cases table. */
export const PRESETS: readonly Preset[] = [
  edge('crossing', 'Ordinary crossing', [0, 10], 20),
  edge('already-there', 'Already there', [0, 10], 10, O),
  edge('cannot-move', 'Shot cannot move', [0, 10], 0),
  edge('standing', 'Standing target', [0, 0], 50),
  edge('equal-approaching', 'Equal speeds, head-on', [-10, 0], 10),
  edge('equal-crossing', 'Equal speeds, crossing', [0, 10], 10),
  edge('faster-approaching', 'Faster target, approaching', [-20, 5], 10),
  edge('faster-fleeing', 'Faster target, fleeing', [20, 0], 10),
];

export function preset(id: PresetId): Preset {
  return PRESETS.find((p) => p.id === id)!;
}

/** The scene on page load. */
export const INITIAL_PRESET: PresetId = 'faster-approaching';
export const INITIAL: Scene = preset(INITIAL_PRESET).scene;

/** What the speed box accepts. */
export const SPEED_RULE = quantityRule('speed', 'Projectile speed');
/**
 * The speed slider's range (the box goes further). Its `step` is the box's
 * hundredths, so the slider sits exactly on a typed 7.25 (a grid of 0.5
 * showed 7.5) and a drag lands on hundredths (`sliderValue`); the arrow keys
 * move it by `key` (Shift: the kit's ten times as far), Page Up/Down by a
 * tenth of its range, as with the browser's own steps.
 */
export const SPEED_SLIDER = { min: 0, max: 50, step: 0.01, key: 0.5 } as const;

/** A dragged slider's value as the speed: rounded to hundredths, the box's two decimals. */
export function sliderValue(raw: string): number | null {
  const x = Number(raw);
  return raw.trim() !== '' && Number.isFinite(x) ? Math.round(x * 100) / 100 : null;
}

/**
 * The slider's next value for an arrow key: `delta` (±key, or ±key × SHIFT_FACTOR)
 * from `value`, landing on the key grid (7.25 + 0.5 → 7.5), within the slider's range.
 */
export function sliderStep(value: number, delta: number): number {
  const grid = SPEED_SLIDER.key;
  const on = delta > 0 ? Math.floor(value / grid + 1e-9) * grid : Math.ceil(value / grid - 1e-9) * grid;
  const next = Math.round((on + delta) / grid) * grid;
  return Math.min(Math.max(next, SPEED_SLIDER.min), SPEED_SLIDER.max);
}

/** Which edge case a solution falls into. */
export type CaseId =
  | 'already-there'
  | 'mine'
  | 'cannot-move'
  | 'standing'
  | 'equal-approaching'
  | 'equal-receding'
  | 'equal-crossing'
  | 'ordinary'
  | 'faster-two'
  | 'faster-graze'
  | 'faster-fleeing'
  | 'faster-crossing'
  | 'faster-passes';

export const CASE_NAMES: Record<CaseId, string> = {
  'already-there': 'Already there',
  mine: 'Shot cannot move; the target runs into it',
  'cannot-move': 'Shot cannot move',
  standing: 'Standing target',
  'equal-approaching': 'Equal speeds, approaching',
  'equal-receding': 'Equal speeds, moving away',
  'equal-crossing': 'Equal speeds, crossing',
  ordinary: 'Ordinary: the shot is faster',
  'faster-two': 'Faster target, approaching: two hits',
  'faster-graze': 'Faster target, grazing: a double root',
  'faster-fleeing': 'Faster target, fleeing',
  'faster-crossing': 'Faster target, crossing',
  'faster-passes': 'Faster target, passing by',
};

export function solve(scene: Scene): LinearInterceptResult<Vec2> {
  return linearIntercept({
    shooter: scene.shooter,
    target: scene.target,
    targetVelocity: scene.velocity,
    speed: scene.speed,
  });
}

/**
 * The case the library's answer implies. The order matters: "already there"
 * beats every other test, and a zero speed or a standing target is named
 * before the sign of a = |V|² − s² is read.
 */
export function classify(scene: Scene, r: LinearInterceptResult<Vec2>): CaseId {
  const { a } = r.coefficients;
  if (r.hit && r.time === 0 && r.coefficients.c === 0) return 'already-there';
  if (scene.speed === 0) return r.hit ? 'mine' : 'cannot-move';
  if (scene.velocity[0] === 0 && scene.velocity[1] === 0) return 'standing';
  if (a === 0) return r.hit ? 'equal-approaching' : r.reason === 'crossing' ? 'equal-crossing' : 'equal-receding';
  if (a < 0) return 'ordinary';
  if (r.hit) return r.times.length >= 2 ? 'faster-two' : 'faster-graze';
  return r.reason === 'receding' ? 'faster-fleeing' : r.reason === 'crossing' ? 'faster-crossing' : 'faster-passes';
}

/** Short numbers for sentences (the kit's `sentence`), and fixed digits with a true minus sign (`fixed`). */
export { fixed, num };

/** Coefficients: whole numbers as they are, others with up to four significant digits. */
export function coef(x: number): string {
  if (!Number.isFinite(x)) return '—';
  if (Number.isInteger(x) && Math.abs(x) < 1e15) return String(x + 0).replace('-', '−');
  return num(Number(x.toPrecision(4)));
}

/** Times in seconds, two decimals. */
export function seconds(t: number): string {
  return Number.isFinite(t) ? `${num(t)} s` : '—';
}

/** The sentence under the case name: the case's formula with this scene's numbers. */
export function explain(id: CaseId, scene: Scene, r: LinearInterceptResult<Vec2>): string {
  const { b, c } = r.coefficients;
  const d = Math.sqrt(c);
  const roots = r.roots.map(seconds).join(' and ');
  const t = r.hit ? r.time : NaN;
  switch (id) {
    case 'already-there':
      return 'c = |R|² = 0, so t = 0 is a root: the target is at the muzzle and any direction hits now.';
    case 'mine':
      return `s = 0, yet the target’s own path runs through the shooter at t = ${seconds(t)}.`;
    case 'cannot-move':
      return 's = 0: the shot never leaves S, so only a target already there (or running into S) is hit.';
    case 'standing':
      return `V = 0 makes b = 0 and a = −s², so t = d/s = ${coef(d)} / ${coef(scene.speed)} = ${seconds(d / scene.speed)}.`;
    case 'equal-approaching':
      return `a = 0: the equation is linear, b·t + c = 0, and t = −c/b = ${coef(c)} / ${coef(-b)} = ${seconds(-c / b)}.`;
    case 'equal-receding':
      return `a = 0 and b = ${coef(b)} > 0: the one root, t = −c/b = −${coef(c)} / ${coef(b)} = ${seconds(-c / b)}, lies in the past, so the shot never catches up.`;
    case 'equal-crossing':
      return `a = 0 and b = 0: the equation reads c = ${coef(c)} = 0, true at no time. The target crosses at the shot’s own speed and only gets farther away.`;
    case 'ordinary':
      return `a < 0 < c: the roots ${roots} have opposite signs; the positive one is the hit.`;
    case 'faster-two':
      return `a > 0 and b < 0: two positive roots, ${roots}. The target enters the reach of the shot and leaves it; the earlier is the hit.`;
    case 'faster-graze':
      return `a > 0 and the discriminant is 0: the target only touches the reach of the shot, at ${seconds(t)}.`;
    case 'faster-fleeing':
      return r.roots.length > 0
        ? `a > 0 and b ≥ 0: both roots (${roots}) are negative; the meetings lie in the past.`
        : 'a > 0 and b ≥ 0: no root is positive; the target only gets farther away.';
    case 'faster-crossing':
      return `a > 0 and b = 0: a·t² = −c has no real root; the target crosses faster than the shot and only gets farther away.`;
    case 'faster-passes':
      return `a > 0 and the discriminant is ${coef(r.discriminant)} < 0: no real root; the target passes before any shot can reach its path.`;
  }
}

/** Everything the figure prints, as strings. */
export interface Readouts {
  case: string;
  explain: string;
  time: string;
  second: string;
  aim: string;
  impact: string;
  roots: string;
  a: string;
  b: string;
  c: string;
  reason: string;
  speed: string;
  /** The quadratic with this scene's numbers, signs between terms and zero terms dropped: "325 t² − 4000 t + 10000 = 0". */
  equation: string;
}

/** A point or vector for a sentence: both coordinates with the decimals of the larger one, "(100.0, 57.7)". */
export function vec(v: readonly number[]): string {
  return pair(v, sentenceDigits(Math.max(Math.abs(v[0]), Math.abs(v[1]))));
}

export function readouts(scene: Scene, r: LinearInterceptResult<Vec2> = solve(scene)): Readouts {
  const id = classify(scene, r);
  const { a, b, c } = r.coefficients;
  return {
    case: CASE_NAMES[id],
    explain: explain(id, scene, r),
    time: r.hit ? seconds(r.time) : 'no hit',
    second: r.hit && r.times.length > 1 ? seconds(r.times[1]) : 'none',
    aim: r.hit ? `(${fixed(r.aim[0], 3)}, ${fixed(r.aim[1], 3)})` : '—',
    impact: r.hit ? vec(r.impact) : '—',
    roots: r.roots.length ? r.roots.map(seconds).join(', ') : 'none',
    a: coef(a),
    b: coef(b),
    c: coef(c),
    reason: r.hit ? '' : r.message,
    speed: `${num(scene.speed)} m/s`,
    equation: `${polynomialText([a, b, c], coef)} = 0`,
  };
}

/**
 * How close to the figure's edge a handle may come (m): its ring (2.6 SVG
 * units ≈ 5.7 m at this frame's scale) stays inside the scene.
 */
export const EDGE_MARGIN = 6;

/** Keep a point inside the figure, snapped to half metres so exact cases (equal speeds) can be reached by dragging. */
export function snap(v: Vec2): Vec2 {
  const clamp = (x: number, lo: number, hi: number) => Math.min(Math.max(x, lo), hi);
  const m = EDGE_MARGIN;
  return [
    Math.round(clamp(v[0], FRAME.xmin + m, FRAME.xmax - m) * 2) / 2,
    Math.round(clamp(v[1], FRAME.ymin + m, FRAME.ymax - m) * 2) / 2,
  ];
}

/**
 * Move the target; V is the reader's and never changes here. T stops where
 * the tip of V (T + V·1 s) would leave the figure, so the whole arrow stays
 * in view.
 */
export function moveTarget(scene: Scene, to: Vec2): Scene {
  const [x, y] = snap(to);
  const [vx, vy] = scene.velocity;
  const m = EDGE_MARGIN;
  const clamp = (p: number, v: number, lo: number, hi: number) =>
    Math.min(Math.max(p, lo + m - Math.min(v, 0)), hi - m - Math.max(v, 0));
  // A V wider than the figure cannot fit at all; then T alone stays inside (snap's clamp).
  const fits = (v: number, lo: number, hi: number) => Math.abs(v) <= hi - lo - 2 * m;
  const target: Vec2 = [
    fits(vx, FRAME.xmin, FRAME.xmax) ? clamp(x, vx, FRAME.xmin, FRAME.xmax) : x,
    fits(vy, FRAME.ymin, FRAME.ymax) ? clamp(y, vy, FRAME.ymin, FRAME.ymax) : y,
  ];
  return { ...scene, target };
}

/** Set the velocity by its tip (T + V·1 s). */
export function moveTip(scene: Scene, to: Vec2): Scene {
  const tip = snap(to);
  return { ...scene, velocity: [tip[0] - scene.target[0], tip[1] - scene.target[1]] };
}

export function moveShooter(scene: Scene, to: Vec2): Scene {
  return { ...scene, shooter: snap(to) };
}

/** The target's speed |V| (m/s). */
export function targetSpeed(scene: Scene): number {
  return length(scene.velocity);
}
