/**
 * Chapter 8's figure declared once for the kit's shell (kit/shell/figure.ts):
 * `figure` maps a `View` (the scene, its solution, the moment at the
 * scrubber's time and the open step-through) to the parts, readouts and
 * prose numbers, the same at build time (QuarticFigure.astro, `firstFrame`)
 * and in the browser (element.ts, `mountFigure`). No math of its own:
 * positions come from the model (the library), sampled curves go through
 * kit/scene/trail.ts.
 */
import { type InterceptShot, type Vec2 } from '../../../lib';
import { sampleMotionTo } from '../../../lib/motion';
import { arrowPath } from '../../kit/scene/arrow';
import type { PartAttrs } from '../../kit/shell/dom';
import type { ClockView, FigureView, Parts, ReadoutCard } from '../../kit/shell/figure';
import { fixed as num, pair } from '../../kit/text/format';
import { superscript } from '../../kit/text/math-text';
import { round, toSvg, translate, unit } from '../../kit/scene/frame';
import { shotHandles } from '../../kit/controls/handles';
import { handleLabelBox, placeHandleLetters, type LabelPlace } from '../../kit/controls/handle-label';
import type { Box, Circle, Segment, XY } from '../../kit/scene/label-box';
import { placeLabels, spotsAround, type Obstacles, type Spot } from '../../kit/scene/place-labels';
import { trailPath, trailPieces } from '../../kit/scene/trail';
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

/** The scratch buffer's curve in SVG units, in pieces (clipped as `trailPath` draws it): the label step's polylines. */
function bufPolylines(): XY[][] {
  return trailPieces(FRAME, buf).map((flat) =>
    Array.from({ length: flat.length / 2 }, (_, i) => ({ x: flat[2 * i], y: flat[2 * i + 1] })),
  );
}

/** A drawn curve: its path data, and its points for the labels to keep off. */
interface Curve {
  d: string;
  points: XY[][];
}

/** The target's path over the time line, the library's closed form sampled. */
function targetPath(s: State, sol: Solution): Curve {
  sampleMotionTo(buf, s.target, s.velocity, s.acceleration, 0, sol.duration, ARC_SAMPLES);
  return { d: trailPath(FRAME, buf), points: bufPolylines() };
}

/** A shot's arc from the muzzle to its hit. */
function shotPath(s: State, shot: InterceptShot<Vec2>): Curve {
  sampleMotionTo(buf, s.shooter, shot.launchVelocity, [0, -s.gravity], 0, shot.time, ARC_SAMPLES);
  return { d: trailPath(FRAME, buf), points: bufPolylines() };
}

/** The font of a reticle's speed label (SVG units), as `.reticle text` sets it; its ring's radius and arms' reach. */
export const RETICLE_FONT = 2.6;
const RETICLE_R = 1.8;
const RETICLE_ARM = 3;
/** The handles' dots (SVG units): S and T at Handle.astro's default, V's tip smaller. */
export const HANDLE_R = { shooter: 1.6, target: 1.6, velocity: 1.2 } as const;
/** The letters, by handle. */
const LETTER = { shooter: 'S', target: 'T', velocity: 'V' } as const;

/** Where the labels go: each handle's letter and each shown reticle's speed, relative to its dot or reticle. */
export interface Labels {
  letters: Record<'shooter' | 'target' | 'velocity', LabelPlace>;
  /** Per speed; null for a reticle not drawn or off the scene. */
  reticles: (Spot | null)[];
}

/** A reticle's ring and four arms, for the labels to keep off. */
function reticleMarks(p: XY): { circle: Circle; segments: Segment[] } {
  const arm = (dx: number, dy: number): Segment => ({
    a: { x: p.x + dx * (RETICLE_ARM - 1.6), y: p.y + dy * (RETICLE_ARM - 1.6) },
    b: { x: p.x + dx * RETICLE_ARM, y: p.y + dy * RETICLE_ARM },
  });
  return { circle: { cx: p.x, cy: p.y, r: RETICLE_R }, segments: [arm(1, 0), arm(-1, 0), arm(0, 1), arm(0, -1)] };
}

/**
 * Every label of the scene through the kit's step (kit/scene/place-labels.ts): the letters T, S and V first, off
 * every drawn arc, the target's path, the arrows, the reticles and the falling circle's track (its centre drops
 * straight down from S); then each reticle's speed, off all of those and the letters. The marks that move with the
 * clock (the circle, the target now, the shots) sweep along these tracks and are left out, so no label jumps
 * while the reader scrubs. In the four-hit scene every mark lies within 30 units: each label still finds its own
 * place, further out where the near ones are taken.
 */
export function placeSceneLabels(
  s: State,
  duration: number,
  curves: readonly XY[][][],
  reticles: readonly (XY | null)[],
): Labels {
  const k = unit(FRAME);
  const S = toSvg(FRAME, s.shooter);
  const T = toSvg(FRAME, s.target);
  const tip = toSvg(FRAME, velocityTip(s));
  const A = toSvg(FRAME, [s.target[0] + s.acceleration[0], s.target[1] + s.acceleration[1]]);
  const fall = 0.5 * s.gravity * duration * duration * k;
  const marks = reticles.flatMap((p) => (p ? [reticleMarks(p)] : []));
  const obstacles: Obstacles = {
    polylines: curves.flat(),
    segments: [
      { a: T, b: tip },
      { a: T, b: A },
      { a: S, b: { x: S.x, y: Math.min(FRAME.height, S.y + fall) } },
      ...marks.flatMap((m) => m.segments),
    ],
    circles: marks.map((m) => m.circle),
  };
  // V's tip may sit on T (V = 0): the two letters still take places of their own.
  const handles = (['target', 'shooter', 'velocity'] as const).map((name) => ({
    name,
    at: { target: T, shooter: S, velocity: tip }[name],
    r: HANDLE_R[name],
    text: LETTER[name],
  }));
  const letters = placeHandleLetters(handles, FRAME, obstacles);
  // The reticles' labels keep off the letters and the handles' rings too.
  const taken: Box[] = handles.flatMap((h) => [
    handleLabelBox(h.at, letters[h.name], h.text),
    { x0: h.at.x - h.r - 1, y0: h.at.y - h.r - 1, x1: h.at.x + h.r + 1, y1: h.at.y + h.r + 1 },
  ]);
  // A reticle off the scene (a hit beyond its edge) has no label; one at its edge keeps its label in, slid along.
  const seen = reticles.map((p) => (p && p.x >= 0 && p.x <= FRAME.width && p.y >= 0 && p.y <= FRAME.height ? p : null));
  const requests = seen.flatMap((p, i) => {
    const text = `s${SUBSCRIPT[i]}`;
    return p
      ? [
          {
            key: String(i),
            text,
            font: RETICLE_FONT,
            spots: [
              // Diagonal and beside the ring (between the cross's arms), then around the whole cross.
              ...spotsAround(p, RETICLE_R, text, RETICLE_FONT).slice(0, 6),
              ...spotsAround(p, RETICLE_ARM, text, RETICLE_FONT),
            ],
            slide: true,
          },
        ]
      : [];
  });
  const spots = placeLabels(requests, FRAME, { ...obstacles, boxes: taken });
  return {
    letters,
    reticles: seen.map((p, i) => {
      const at = spots[String(i)];
      return p && at ? { x: round(at.x - p.x), y: round(at.y - p.y), anchor: at.anchor } : null;
    }),
  };
}

/** A label at its place, relative to its dot or reticle (Handle.astro's `textPart`, the reticle's text). */
const letterAttrs = (p: Spot): PartAttrs => ({ x: p.x, y: p.y, 'text-anchor': p.anchor });

/** The arcs: each speed's earliest shot, and every later shot of s₁ (part names arc-0…arc-2, shot-arc-1…3), and the labels placed off them. */
export function arcs(s: State, sol: Solution): Record<string, PartAttrs> {
  const parts: Record<string, PartAttrs> = {};
  const curves: XY[][][] = [];
  const reticles: (XY | null)[] = [];
  for (let i = 0; i < SPEEDS; i++) {
    const sp = sol.speeds[i];
    const first = sp?.first ?? null;
    const c = first ? shotPath(s, first) : null;
    if (c) curves.push(c.points);
    parts[`arc-${i}`] = c ? { d: c.d, display: SHOW } : { d: '', display: HIDE };
    const r = first && sp.duplicateOf === null ? toSvg(FRAME, first.impact) : null;
    reticles.push(r);
    parts[`reticle-${i}`] = r
      ? { transform: `translate(${round(r.x)} ${round(r.y)})`, display: SHOW }
      : { transform: 'translate(0 0)', display: HIDE };
  }
  const shots = sol.speeds[0].shots;
  for (let k = 1; k < MAX_SHOTS; k++) {
    const shot = shots[k];
    const c = shot ? shotPath(s, shot) : null;
    if (c) curves.push(c.points);
    parts[`shot-arc-${k}`] = c ? { d: c.d, display: SHOW } : { d: '', display: HIDE };
  }
  const path = targetPath(s, sol);
  curves.push(path.points);
  parts['target-path'] = { d: path.d };
  const labels = placeSceneLabels(s, sol.duration, curves, reticles);
  for (const name of ['shooter', 'target', 'velocity'] as const)
    parts[`letter-${name}`] = letterAttrs(labels.letters[name]);
  labels.reticles.forEach((at, i) => {
    parts[`reticle-label-${i}`] = at ? { ...letterAttrs(at), display: SHOW } : { display: HIDE };
  });
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
