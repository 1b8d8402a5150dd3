/**
 * Chapter 8's figure declared once for the kit's shell (kit/shell/figure.ts):
 * `figure` maps a `View` (the scene, its solution, the moment at the
 * scrubber's time and the open step-through) to the parts, readouts and
 * prose numbers, the same at build time (QuarticFigure.astro, `firstFrame`)
 * and in the browser (element.ts, `mountFigure`). No math of its own:
 * positions come from the model (the library), sampled curves go through
 * kit/scene/trail.ts.
 */
import { sampleMotionTo, type InterceptShot, type Vec2 } from '../../../lib';
import { arrowPath } from '../../kit/scene/arrow';
import type { PartAttrs } from '../../kit/shell/dom';
import type { ClockView, FigureView, Parts, ReadoutCard } from '../../kit/shell/figure';
import { fixed as num, pair, superscript } from '../../kit/text/format';
import { round, toSvg, translate, unit } from '../../kit/scene/frame';
import { shotHandles } from '../../kit/controls/handles';
import { trailPath } from '../../kit/scene/trail';
import { FRAME, MARGIN, SPEEDS, VELOCITY_SECONDS, reducesText, type Moment, type Solution, type State } from './model';
import type { OpenSteps } from './steps';

export const SUBSCRIPT = ['₁', '₂', '₃'] as const;
/** The most shots of s₁ drawn at once (the quartic has at most four positive roots). */
export const MAX_SHOTS = 4;

/** A number for readouts: fixed digits, a true minus sign, never NaN (a dash instead): the kit's `fixed`. */
export { num };

/** A number in short scientific form when it is large or small: for coefficients and f values. */
export function sci(x: number): string {
  if (!Number.isFinite(x)) return '—';
  if (x === 0) return '0';
  const ax = Math.abs(x);
  if (ax >= 1e-2 && ax < 1e5) return num(x, ax >= 100 ? 1 : 3);
  const [m, e] = x.toExponential(2).split('e');
  return `${m.replace('-', '−')}·10^${e.replace('+', '').replace('-', '−')}`.replace(/\^(−?\d+)/, (_, p: string) =>
    superscript(p),
  );
}

export function vecText(v: readonly number[], digits = 1): string {
  return pair(v, digits);
}

export function velocityTip(s: State): Vec2 {
  return [s.target[0] + s.velocity[0] * VELOCITY_SECONDS, s.target[1] + s.velocity[1] * VELOCITY_SECONDS];
}

const HIDE = 'none';
const SHOW = 'inline';

/** Samples per drawn arc or path (a parabola: straight pieces this short are invisible). */
const ARC_SAMPLES = 40;
/** One scratch buffer for every curve drawn: sampling allocates nothing. */
const buf = new Float64Array(2 * (ARC_SAMPLES + 1));

/** The target's path over the time line, the library's closed form sampled. */
function targetPath(s: State, sol: Solution): string {
  sampleMotionTo(buf, s.target, s.velocity, s.acceleration, 0, sol.duration, ARC_SAMPLES);
  return trailPath(FRAME, buf);
}

/** A shot's arc from the muzzle to its hit. */
function shotPath(s: State, shot: InterceptShot<Vec2>): string {
  sampleMotionTo(buf, s.shooter, shot.launchVelocity, [0, -s.gravity], 0, shot.time, ARC_SAMPLES);
  return trailPath(FRAME, buf);
}

/** The arcs: each speed's earliest shot, and every later shot of s₁ (part names arc-0…arc-2, shot-arc-1…3). */
export function arcs(s: State, sol: Solution): Record<string, PartAttrs> {
  const parts: Record<string, PartAttrs> = {};
  for (let i = 0; i < SPEEDS; i++) {
    const sp = sol.speeds[i];
    const first = sp?.first ?? null;
    parts[`arc-${i}`] = first ? { d: shotPath(s, first), display: SHOW } : { d: '', display: HIDE };
    const r = first ? toSvg(FRAME, first.impact) : null;
    parts[`reticle-${i}`] =
      r && sp.duplicateOf === null
        ? { transform: `translate(${round(r.x)} ${round(r.y)})`, display: SHOW }
        : { transform: 'translate(0 0)', display: HIDE };
  }
  const shots = sol.speeds[0].shots;
  for (let k = 1; k < MAX_SHOTS; k++) {
    const shot = shots[k];
    parts[`shot-arc-${k}`] = shot ? { d: shotPath(s, shot), display: SHOW } : { d: '', display: HIDE };
  }
  parts['target-path'] = { d: targetPath(s, sol) };
  return parts;
}

/** The parts that move with the scrubber: the falling circle, the target now, s₁'s shots in flight. */
export function momentParts(m: Moment): Record<string, PartAttrs> {
  const k = unit(FRAME);
  const c = toSvg(FRAME, m.circle.centre);
  const parts: Record<string, PartAttrs> = {
    circle: {
      cx: round(c.x),
      cy: round(c.y),
      r: round(Math.max(0, m.circle.radius * k)),
      class: m.circle.inside ? 'falling inside' : 'falling',
    },
    centre: { transform: `translate(${round(c.x)} ${round(c.y)})` },
    now: { transform: translate(FRAME, m.circle.target), class: m.circle.inside ? 'now inside' : 'now' },
  };
  for (let i = 0; i < MAX_SHOTS; i++) {
    const shot = m.shots[i];
    parts[`shot-${i}`] = shot
      ? { transform: translate(FRAME, shot.position), display: SHOW, class: shot.arrived ? 'shot arrived' : 'shot' }
      : { transform: 'translate(0 0)', display: HIDE, class: 'shot' };
  }
  return parts;
}

/** The velocity arrow T → T + V·1 s, and the acceleration arrow T → T + A·1 s (hidden when A = 0). */
export function arrows(s: State): Record<string, PartAttrs> {
  const t = toSvg(FRAME, s.target);
  const a: Vec2 = [s.target[0] + s.acceleration[0], s.target[1] + s.acceleration[1]];
  const noA = s.acceleration[0] === 0 && s.acceleration[1] === 0;
  return {
    velocity: { d: arrowPath(t, toSvg(FRAME, velocityTip(s))) },
    accel: noA ? { d: '', display: HIDE } : { d: arrowPath(t, toSvg(FRAME, a), 1.6), display: SHOW },
  };
}

/** The hit times of one speed, as the readouts list them. */
export function hitsText(sol: Solution, i: number): string {
  const sp = sol.speeds[i];
  if (!sp.result.hit) return 'no hit';
  return sp.shots.map((x) => num(x.time, 3)).join(', ') + ' s';
}

/** Readouts that depend only on the scene. */
export function sceneReadouts(s: State, sol: Solution): Record<string, string> {
  const out: Record<string, string> = {
    R: vecText(sol.polynomial.R),
    V: vecText(sol.polynomial.V),
    G: vecText(sol.polynomial.G, 2),
    'hit-count': String(sol.hitTimes.length),
    reduces: reducesText(sol),
  };
  for (let i = 0; i < SPEEDS; i++) out[`hits-${i}`] = hitsText(sol, i);
  for (const row of sol.table) {
    out[`c${row.power}`] = sci(row.value);
    out[`c${row.power}-note`] = row.vanishes ? 'vanishes' : '';
  }
  out['speeds-note'] = speedsNote(s, sol);
  return out;
}

/** Equal speeds, and speeds that miss: said in words. */
export function speedsNote(s: State, sol: Solution): string {
  const notes: string[] = [];
  for (const sp of sol.speeds) {
    if (sp.duplicateOf !== null) {
      notes.push(`s${SUBSCRIPT[sp.index]} equals s${SUBSCRIPT[sp.duplicateOf]}: the same shots, one reticle.`);
    } else if (!sp.result.hit) {
      notes.push(`s${SUBSCRIPT[sp.index]} = ${num(sp.speed, 1)} m/s: ${sp.result.message}`);
    }
  }
  void s;
  return notes.join(' ');
}

/** Readouts that follow the scrubber. */
export function momentReadouts(sol: Solution, m: Moment): Record<string, string> {
  return {
    f: sci(m.f),
    gap: `${num(Math.abs(m.circle.gap), 2)} m`,
    status: status(sol, m),
  };
}

/** The sentence under the figure: inside or outside the circle now, and why f says so. */
export function status(sol: Solution, m: Moment): string {
  const sp = sol.speeds[0];
  const hits = sol.hitTimes.filter((t) => t <= sol.duration);
  const at = hits.find((t) => Math.abs(t - m.t) <= 1e-9 * Math.max(1, t));
  let now: string;
  if (at !== undefined) now = `At t = ${num(m.t, 3)} s the target is on the circle: f(t) = 0, a hit.`;
  else if (m.circle.inside)
    now = `At t = ${num(m.t, 2)} s the target is inside the circle, ${num(Math.abs(m.circle.gap), 2)} m in: f(t) < 0.`;
  else now = `At t = ${num(m.t, 2)} s the target is outside the circle, ${num(m.circle.gap, 2)} m out: f(t) > 0.`;
  if (!sp.result.hit) return `${now} s₁ cannot hit: ${sp.result.message}`;
  const late = sol.hitTimes.length - hits.length;
  const lateText = late > 0 ? ` (${late} after the time line’s end)` : '';
  const n = sol.hitTimes.length;
  return `${now} s₁ hits ${n === 1 ? 'once' : `${n} times`}${lateText}.`;
}

/** Values for the prose (Bound): follow the figure when the reader is idle. */
export function proseValues(s: State, sol: Solution): Record<string, string> {
  const sp = sol.speeds[0];
  return {
    s1: num(s.speeds[0], 1),
    g: num(s.gravity, 2),
    'hit-count': sol.hitTimes.length === 1 ? 'one hit time' : `${sol.hitTimes.length} hit times`,
    earliest: sp.result.hit ? `${num(sp.result.time, 3)} s` : 'none (no hit)',
    c4: sci(sol.table[0].value),
    c3: sci(sol.table[1].value),
    c2: sci(sol.table[2].value),
    c1: sci(sol.table[3].value),
    c0: sci(sol.table[4].value),
  };
}

const SPEED_NAMES = ['first', 'second', 'third'] as const;

/** The readout cards (kit/shell/ReadoutCards.astro): each speed's hits, then the moment's numbers; texts from the readouts. */
export const CARDS: readonly ReadoutCard[] = [
  ...SUBSCRIPT.map((sub, i) => ({
    name: `hits-${i}`,
    label: `hits of s${sub}`,
    hint: `${SPEED_NAMES[i]} speed`,
    class: `speed-${i}`,
  })),
  { name: 'f', label: 'f(t) at the scrubber' },
  { name: 'gap', label: '|W(t)| − s₁t' },
  { name: 'R', label: 'R = T − S' },
  { name: 'V', label: 'V' },
  { name: 'G', label: 'G = A − g' },
];

/** S and T are points of the scene, V's tip is T + V·VELOCITY_SECONDS (kit/controls/handles.ts). */
export const handles = shotHandles<State>(FRAME, MARGIN, VELOCITY_SECONDS, vecText);

/**
 * What the figure shows: the scene, its solution, the moment at the
 * scrubber's time, and the step-through (null while it is closed).
 */
export interface View extends ClockView<State, Solution, Moment> {
  steps: OpenSteps | null;
}

/** The coefficient table's rows (`row-4` … `row-0`): a term that vanishes in this scene is struck through. */
export function rowParts(sol: Solution): Parts {
  const parts: Parts = {};
  for (const row of sol.table) parts[`row-${row.power}`] = { class: row.vanishes ? 'vanishes' : '' };
  return parts;
}

/** The step-through's readouts (none while it is closed: its panel is hidden and keeps its last texts). */
export function stepReadouts(steps: OpenSteps | null): Record<string, string> {
  if (!steps) return {};
  return { 'step-heading': steps.view.heading, 'step-text': steps.view.text, 'step-digits': steps.digits };
}

/** The button that opens and closes the step-through. */
export function stepsToggle(open: boolean): Parts[string] {
  return {
    'aria-expanded': String(open),
    text: open ? 'Close the step-through' : 'Step through the root finder',
  };
}

/** What depends on the scene only, computed once per solution: scrubbing redraws only the moment. */
interface SceneDrawn {
  parts: Parts;
  readouts: Record<string, string>;
  prose: Record<string, string>;
}
const drawn = new WeakMap<Solution, SceneDrawn>();
function sceneDrawn(s: State, sol: Solution): SceneDrawn {
  let d = drawn.get(sol);
  if (!d) {
    d = {
      parts: { ...arcs(s, sol), ...arrows(s), ...rowParts(sol) },
      readouts: sceneReadouts(s, sol),
      prose: proseValues(s, sol),
    };
    drawn.set(sol, d);
  }
  return d;
}

export const figure: FigureView<View> = {
  parts: ({ s, sol, m, steps }) => ({
    ...sceneDrawn(s, sol).parts,
    ...momentParts(m),
    'steps-toggle': stepsToggle(steps !== null),
  }),
  readouts: ({ s, sol, m, steps }) => ({
    ...sceneDrawn(s, sol).readouts,
    ...momentReadouts(sol, m),
    ...stepReadouts(steps),
  }),
  prose: ({ s, sol }) => sceneDrawn(s, sol).prose,
};
