/**
 * Drawing for the intercept triangle: world → SVG geometry for one moment,
 * the figure's parts, readouts, prose numbers and handles, declared once for
 * the build and the browser (kit/shell/figure.ts). All pure.
 */
import { type Vec2 } from '../../../lib';
import { addScaled } from '../../../lib/vec';
import { arrowPath } from '../../kit/scene/arrow';
import { degrees, pair, trimmed as num } from '../../kit/text/format';
import { polynomialTerms } from '../../kit/text/math-text';
import { clampToFrame, round, toSvg, unit, type Point } from '../../kit/scene/frame';
import { FRAME, MARGIN, VELOCITY_SECONDS, status, type Moment, type Solution, type State } from './model';
import { angleArc } from '../../kit/scene/geometry';
import type { PartAttrs } from '../../kit/shell/dom';
import type { ClockView, FigureView, Parts, ReadoutCard } from '../../kit/shell/figure';
import type { PointHandle } from '../../kit/controls/handles';
import { placeHandleLetters, handleLabelBox, type LabelPlace } from '../../kit/controls/handle-label';
import { grow, overlaps, type Box, type Segment } from '../../kit/scene/label-box';
import { placeLabels, type Obstacles } from '../../kit/scene/place-labels';

/** A number with at most `digits` decimals, trailing zeros dropped, a real minus sign (the kit's `trimmed`). */
export { num };

export function vecText(v: readonly number[], digits = 1): string {
  return pair(v, digits, num);
}

export function velocityTip(s: State): Vec2 {
  return addScaled(s.target, s.velocity, VELOCITY_SECONDS);
}

export interface Geometry {
  shooter: Point;
  target: Point;
  now: Point;
  tip: Point;
  arrow: string;
  /** The target's line ahead of T, to the edge of the field and beyond. */
  lane: [Point, Point] | null;
  radius: number;
  reach: Point;
  /** The polygon S, T, T + V·t. */
  triangle: string;
  closed: boolean;
  /**
   * Side labels beside their sides, clear of each other, of the handles and
   * inside the scene; null when the side is too short to see (it has no label).
   */
  labels: { d: Point | null; run: Point | null; reach: Point | null };
  /** The angle θ at T between D (towards S) and V, as an SVG arc path; empty when undefined. */
  arc: string;
  arcLabel: Point | null;
  impact: Point | null;
  /** Whether the V handle shows its letter: not when the tip sits on T, where it would print over T's. */
  velocityLetter: boolean;
  /** The S, T and V letters, relative to their dots: off every side, arrow, lane, circle and handle (issue 13). */
  letters: Record<'shooter' | 'target' | 'velocity', LabelPlace>;
}

/** Half sizes of the figure's labels at their 3-unit bold font, with a little air. */
export const LABEL_SIZE = {
  d: { hw: 1.3, hh: 1.9 },
  run: { hw: 3.1, hh: 1.9 },
  reach: { hw: 2, hh: 1.9 },
  theta: { hw: 1.3, hh: 1.9 },
} as const;
/** A side shorter than this (SVG units) gets no label. */
const MIN_SIDE = 3;
/** Distance between a side and the near edge of its label. */
const LABEL_GAP = 0.9;

/** The label font's size (SVG units, InterceptFigure.astro's `.label`). */
const LABEL_FONT = 3;

/** Move a label's centre so the whole label is inside the scene. */
function inside(p: Point, size: { hw: number; hh: number }): Point {
  const pad = 0.4;
  return {
    x: Math.min(Math.max(p.x, size.hw + pad), FRAME.width - size.hw - pad),
    y: Math.min(Math.max(p.y, size.hh + pad), FRAME.height - size.hh - pad),
  };
}

/** What the side labels keep off: the drawn lines and circle, the marks' boxes and the labels placed so far. */
interface Taken {
  marks: Obstacles;
  labels: Box[];
}

/** A label's box, by its centre and half sizes. */
const boxAt = (p: Point, size: { hw: number; hh: number }): Box => ({
  x0: p.x - size.hw,
  y0: p.y - size.hh,
  x1: p.x + size.hw,
  y1: p.y + size.hh,
});

/**
 * The kit's placement step (kit/scene/place-labels.ts) for one label drawn
 * centred on its point (`dominant-baseline: middle`): the first candidate,
 * moved inside the scene, clear of every line, mark and label taken, else
 * the one that covers least; it is taken too. Null when that one prints
 * over a label already placed (a crowded corner): no label beats a blob.
 */
function place(text: string, candidates: Point[], size: { hw: number; hh: number }, taken: Taken): Point | null {
  // The label's box exactly as LABEL_SIZE gives it, centred on the spot's y.
  const metrics = {
    em: (2 * size.hw) / (Array.from(text).length * LABEL_FONT),
    ascent: size.hh / LABEL_FONT,
    descent: size.hh / LABEL_FONT,
    padX: 0,
  };
  const spots = candidates.map((c) => ({ ...inside(c, size), anchor: 'middle' as const }));
  const placed = placeLabels([{ key: 'l', text, font: LABEL_FONT, metrics, spots }], FRAME, {
    ...taken.marks,
    boxes: [...(taken.marks.boxes ?? []), ...taken.labels],
  }).l;
  if (!placed || taken.labels.some((b) => overlaps(placed.box, b))) return null;
  taken.labels.push(placed.box);
  return { x: round(placed.x), y: round(placed.y) };
}

/**
 * Places for a side's label: beside the side from a to b, on the side away
 * from the triangle's third corner c first, at the middle and then further
 * along; then the same on the other side.
 */
function sideCandidates(a: Point, b: Point, c: Point, size: { hw: number; hh: number }): Point[] {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  let nx = -uy;
  let ny = ux;
  const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const towardsC = (c.x - m.x) * nx + (c.y - m.y) * ny;
  // Away from c; on a flat triangle (c on the line) above the side.
  if (towardsC > 1e-6 || (Math.abs(towardsC) <= 1e-6 && ny > 0)) {
    nx = -nx;
    ny = -ny;
  }
  const near = LABEL_GAP + Math.abs(nx) * size.hw + Math.abs(ny) * size.hh;
  const out: Point[] = [];
  // Close beside the side first; further out only when everything close is taken.
  for (const off of [near, near + 2.5, near + 5]) {
    for (const sign of [1, -1]) {
      for (const f of [0.5, 0.35, 0.65, 0.2, 0.8]) {
        out.push({ x: a.x + (b.x - a.x) * f + sign * nx * off, y: a.y + (b.y - a.y) * f + sign * ny * off });
      }
    }
  }
  return out;
}

/** The part of the segment from a to b inside the scene (Liang–Barsky), or null when none is. */
function clip(a: Point, b: Point): [Point, Point] | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, a.x],
    [dx, FRAME.width - a.x],
    [-dy, a.y],
    [dy, FRAME.height - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return null;
  }
  return [
    { x: a.x + dx * t0, y: a.y + dy * t0 },
    { x: a.x + dx * t1, y: a.y + dy * t1 },
  ];
}

/** Radii of the handles' dots (SVG units), as InterceptFigure.astro draws them. */
const HANDLE_R = { shooter: 1.6, target: 1.6, velocity: 1.2 } as const;

/** The marks the side labels keep off besides the lines: the handles' rings and letters, the target now and the aim mark. */
function markBoxes(S: Point, T: Point, tip: Point, now: Point, impact: Point | null, letters: Box[]): Box[] {
  const ring = (p: Point, r: number): Box => boxAt(p, { hw: r + 1, hh: r + 1 });
  return [
    ring(S, HANDLE_R.shooter),
    ring(T, HANDLE_R.target),
    ring(tip, HANDLE_R.velocity),
    ...letters,
    boxAt(now, { hw: 1.6, hh: 1.6 }),
    ...(impact ? [boxAt(impact, { hw: 3.2, hh: 3.2 })] : []),
  ];
}

const ARC_RADIUS = 5; // m

export function geometry(s: State, sol: Solution, m: Moment): Geometry {
  const k = unit(FRAME);
  const S = toSvg(FRAME, s.shooter);
  const T = toSvg(FRAME, s.target);
  const P = toSvg(FRAME, m.target);
  const tip = toSvg(FRAME, velocityTip(s));
  const reach = toSvg(FRAME, m.reach);
  const moving = sol.targetSpeed > 0;
  const lane: [Point, Point] | null = moving
    ? [T, toSvg(FRAME, addScaled(s.target, s.velocity, 400 / sol.targetSpeed))]
    : null;
  const impact = sol.impact ? toSvg(FRAME, sol.impact) : null;
  const velocityLetter = Math.hypot(tip.x - T.x, tip.y - T.y) >= 4;
  let arcChords: Segment[] = [];
  let bisector: number | null = null;
  if (sol.cosTheta !== null) {
    const a0 = Math.atan2(sol.D[1], sol.D[0]);
    const a1 = Math.atan2(s.velocity[1], s.velocity[0]);
    let delta = a1 - a0;
    while (delta > Math.PI) delta -= 2 * Math.PI;
    while (delta < -Math.PI) delta += 2 * Math.PI;
    bisector = a0 + delta / 2;
    const on = (i: number) =>
      toSvg(FRAME, [
        s.target[0] + ARC_RADIUS * Math.cos(a0 + (delta * i) / 8),
        s.target[1] + ARC_RADIUS * Math.sin(a0 + (delta * i) / 8),
      ]);
    arcChords = Array.from({ length: 8 }, (_, i) => ({ a: on(i), b: on(i + 1) }));
  }
  // The letters first, off every drawn line: the sides, the shot's reach and gap, the aim, the lane, V and θ's arc.
  const radius = m.radius * k;
  const lines: Obstacles = {
    segments: [
      { a: S, b: T },
      { a: T, b: P },
      { a: P, b: S },
      { a: S, b: reach },
      { a: T, b: tip },
      ...(impact ? [{ a: S, b: impact }] : []),
      ...(lane ? [{ a: lane[0], b: lane[1] }] : []),
      ...arcChords,
    ],
    circles: radius > 0 ? [{ cx: S.x, cy: S.y, r: radius }] : [],
  };
  const letters = placeHandleLetters(
    [
      { name: 'target', at: T, r: HANDLE_R.target, text: 'T' },
      { name: 'shooter', at: S, r: HANDLE_R.shooter, text: 'S' },
      ...(velocityLetter ? [{ name: 'velocity' as const, at: tip, r: HANDLE_R.velocity, text: 'V' }] : []),
    ],
    FRAME,
    {
      ...lines,
      boxes: [boxAt(P, { hw: 1.6, hh: 1.6 }), ...(impact ? [boxAt(impact, { hw: 3.2, hh: 3.2 })] : [])],
    },
  );
  const hidden: LabelPlace = { x: HANDLE_R.velocity + 1.2, y: -(HANDLE_R.velocity + 0.6), anchor: 'start' };
  const allLetters = { ...letters, velocity: velocityLetter ? letters.velocity : hidden };
  // The letters with 0.3 units of air, so a side label never touches one.
  const letterBoxes = [
    handleLabelBox(S, allLetters.shooter, 'S'),
    handleLabelBox(T, allLetters.target, 'T'),
    ...(velocityLetter ? [handleLabelBox(tip, allLetters.velocity, 'V')] : []),
  ].map((b) => grow(b, 0.3));
  const taken: Taken = { marks: { ...lines, boxes: markBoxes(S, T, tip, P, impact, letterBoxes) }, labels: [] };
  let arc = '';
  let arcLabel: Point | null = null;
  if (sol.cosTheta !== null && bisector !== null) {
    arc = angleArc(FRAME, s.target, sol.D, s.velocity, ARC_RADIUS).d;
    const am = bisector;
    // Along the bisector, just outside the arc; further out if that spot is taken.
    const along = (r: number) => toSvg(FRAME, [s.target[0] + r * Math.cos(am), s.target[1] + r * Math.sin(am)]);
    arcLabel = place('θ', [ARC_RADIUS + 2.6, ARC_RADIUS + 4.5, ARC_RADIUS + 1.2].map(along), LABEL_SIZE.theta, taken);
  }
  // A label goes beside the part of its side that is in the scene; none for a side too short to see.
  const side = (text: string, a: Point, b: Point, c: Point, size: { hw: number; hh: number }): Point | null => {
    const seen = clip(a, b);
    if (!seen || Math.hypot(seen[1].x - seen[0].x, seen[1].y - seen[0].y) < MIN_SIDE) return null;
    return place(text, sideCandidates(seen[0], seen[1], c, size), size, taken);
  };
  const labels = {
    d: side('d', S, T, P, LABEL_SIZE.d),
    run: side('|V|t', T, P, S, LABEL_SIZE.run),
    reach: side('st', S, reach, T, LABEL_SIZE.reach),
  };
  return {
    shooter: S,
    target: T,
    now: P,
    tip,
    arrow: arrowPath(T, tip, 2),
    lane,
    radius: round(m.radius * k),
    reach,
    triangle: `${round(S.x)},${round(S.y)} ${round(T.x)},${round(T.y)} ${round(P.x)},${round(P.y)}`,
    closed: m.closed,
    labels,
    arc,
    arcLabel,
    impact,
    velocityLetter,
    letters: allLetters,
  };
}

const shown = (on: boolean) => (on ? 'inline' : 'none');
/** A label at `p`, or hidden. */
const labelAt = (p: Point | null): PartAttrs => (p ? { x: p.x, y: p.y, display: 'inline' } : { display: 'none' });

/** A handle's letter at its place (relative to the dot). */
const letterAttrs = (p: LabelPlace): PartAttrs => ({ x: p.x, y: p.y, 'text-anchor': p.anchor });

/**
 * Every `data-part` of the scene in one moment: the build renders the first
 * state with it (InterceptFigure.astro), the browser writes every later one
 * through the kit's figure shell. Handles are placed by their own binding.
 */
export function sceneParts(g: Geometry): Parts {
  const closed = (cls: string) => (g.closed ? `${cls} closed` : cls);
  return {
    circle: { class: closed('reach-circle'), cx: g.shooter.x, cy: g.shooter.y, r: g.radius },
    lane: g.lane
      ? { x1: g.lane[0].x, y1: g.lane[0].y, x2: g.lane[1].x, y2: g.lane[1].y, display: 'inline' }
      : { display: 'none' },
    aim: g.impact
      ? { x1: g.shooter.x, y1: g.shooter.y, x2: g.impact.x, y2: g.impact.y, display: 'inline' }
      : { display: 'none' },
    triangle: { class: closed('triangle'), points: g.triangle },
    'reach-line': { x1: g.shooter.x, y1: g.shooter.y, x2: g.reach.x, y2: g.reach.y },
    'gap-line': { x1: g.reach.x, y1: g.reach.y, x2: g.now.x, y2: g.now.y, display: shown(!g.closed) },
    arc: { d: g.arc },
    'arc-label': labelAt(g.arcLabel),
    'label-d': labelAt(g.labels.d),
    'label-run': labelAt(g.labels.run),
    'label-reach': labelAt(g.labels.reach),
    lead: g.impact
      ? { transform: `translate(${round(g.impact.x)} ${round(g.impact.y)})`, display: 'inline' }
      : { display: 'none' },
    now: { class: closed('now'), transform: `translate(${round(g.now.x)} ${round(g.now.y)})` },
    arrow: { d: g.arrow },
    // The handles' letters, where geometry() put them; V's hides when the tip sits on T, where it would print over T's.
    'letter-shooter': letterAttrs(g.letters.shooter),
    'letter-target': letterAttrs(g.letters.target),
    'velocity-letter': { ...letterAttrs(g.letters.velocity), display: shown(g.velocityLetter) },
  };
}

/** What one drawing of the figure shows: the scene, its solution and the moment at the scrubber's time. */
export type View = ClockView<State, Solution, Moment>;

/** The figure declared once: parts, readouts and prose numbers, each a pure function of the view. */
export const figure: FigureView<View> = {
  parts: ({ s, sol, m }) => sceneParts(geometry(s, sol, m)),
  readouts: ({ sol, m }) => ({ ...readouts(sol, m), status: status(sol, m) }),
  prose: ({ s, sol }) => proseValues(s, sol),
};

/** The handles, bound from the model: S and T are points of the scene, V's tip is T + V·VELOCITY_SECONDS. */
export const handles: Record<'shooter' | 'target' | 'velocity', PointHandle<State>> = {
  shooter: {
    at: (s) => s.shooter,
    move: (s, p) => ({ ...s, shooter: tidy(clampToFrame(FRAME, p, MARGIN)) }),
    label: (s) => `Shooter S at ${vecText(s.shooter)}`,
  },
  target: {
    at: (s) => s.target,
    move: (s, p) => ({ ...s, target: tidy(clampToFrame(FRAME, p, MARGIN)) }),
    label: (s) => `Target T at ${vecText(s.target)}`,
  },
  velocity: {
    at: velocityTip,
    move: (s, p) => {
      const tip = tidy(clampToFrame(FRAME, p, MARGIN / 2));
      const v: Vec2 = [(tip[0] - s.target[0]) / VELOCITY_SECONDS, (tip[1] - s.target[1]) / VELOCITY_SECONDS];
      return { ...s, velocity: tidy(v) };
    },
    label: (s) => `Velocity V = ${vecText(s.velocity)} m/s: tip of the arrow`,
  },
};

/** Dragged positions are kept to a tenth of a metre, so readouts stay readable. */
export function tidy(v: Vec2): Vec2 {
  return [Math.round(v[0] * 10) / 10, Math.round(v[1] * 10) / 10];
}

/** The readout cards under the scene (kit/shell/ReadoutCards.astro), their texts from `readouts`. */
export const CARDS: readonly ReadoutCard[] = [
  { name: 'd', label: 'd = |T − S|' },
  { name: 'target-speed', label: '|V|' },
  { name: 'cos-theta', label: 'cos θ' },
  { name: 'reach', label: 's·t', class: 'shot' },
  { name: 'run', label: '|V|·t', class: 'target' },
  { name: 'to-target', label: '|T + Vt − S|' },
  { name: 'hit-time', label: 'hit time t*', class: 'hit' },
  { name: 'impact', label: 'aim point', class: 'lead-cell' },
];

/** A coefficient under its derivation's formulas: its `data-readout` name and the TeX before its value. */
export interface Coefficient {
  name: string;
  tex: string;
}

/** The two derivations' coefficients (InterceptFigure.astro), their texts from `readouts`: law of cosines, squared distance. */
export const COEFFICIENTS: Record<'law' | 'sq', readonly Coefficient[]> = {
  law: [
    { name: 'law-a', tex: String.raw`a = s^2 - |\mathbf V|^2 =` },
    { name: 'law-b', tex: String.raw`b = 2\,\mathbf D\cdot\mathbf V =` },
    { name: 'law-c', tex: String.raw`c = -d^2 =` },
  ],
  sq: [
    { name: 'sq-a', tex: String.raw`a = |\mathbf V|^2 - s^2 =` },
    { name: 'sq-b', tex: String.raw`b = 2\,\mathbf R\cdot\mathbf V =` },
    { name: 'sq-c', tex: String.raw`c = |\mathbf R|^2 =` },
  ],
};

/** Every readout's text, by `data-readout` name. */
export function readouts(sol: Solution, m: Moment): Record<string, string> {
  const unitSq = (x: number) => `${num(x, 1)} m²`;
  return {
    d: `${num(sol.d)} m`,
    'target-speed': `${num(sol.targetSpeed)} m/s`,
    'cos-theta': sol.cosTheta === null ? '—' : num(sol.cosTheta, 3),
    'hit-time': sol.hitTime === null ? 'no hit' : `${num(sol.hitTime, 3)} s`,
    impact: sol.impact ? vecText(sol.impact) : '—',
    reach: `${num(m.radius, 1)} m`,
    run: `${num(m.run, 1)} m`,
    'to-target': `${num(m.toTarget, 1)} m`,
    'law-a': num(sol.law.a),
    'law-b': num(sol.law.b),
    'law-c': num(sol.law.c),
    'sq-a': num(sol.squared.a),
    'sq-b': num(sol.squared.b),
    'sq-c': num(sol.squared.c),
    agree: sol.agree
      ? 'Every left coefficient is −1 × the right one: the same equation, the same roots.'
      : 'The two sets of coefficients differ by more than rounding.',
    lhs: unitSq(m.lhs),
    rhs: unitSq(m.rhs),
    'lhs-rhs': m.closed
      ? 'equal, so this t is a root'
      : m.lhs < m.rhs
        ? 'the circle is smaller than the distance'
        : 'the circle is larger than the distance',
  };
}

/**
 * The numbers and phrases the chapter's prose quotes (content/intercept-triangle.mdx).
 * A phrase carries its own wording for the scenes where the number does not
 * exist, so every sentence stays true and grammatical:
 * - `hit` ends "The circle …": when and where it touches the target, or why it never does;
 * - `angle` ends "… so D·V = …": cos θ and θ, or why there is no angle at T.
 */
export function proseValues(s: State, sol: Solution): Record<string, string> {
  return {
    d: num(sol.d),
    'target-speed': num(sol.targetSpeed),
    speed: num(s.speed),
    a: num(sol.squared.a),
    b: num(sol.squared.b),
    c: num(sol.squared.c),
    hit: hitPhrase(sol),
    D: vecText(sol.D),
    V: vecText(s.velocity),
    dv: num(sol.law.b / 2),
    angle: anglePhrase(sol),
    'law-a': num(sol.law.a),
    'law-b': num(sol.law.b),
    'law-c': num(sol.law.c),
    ...lawTerms(sol),
  };
}

/**
 * The prose's law-of-cosines quadratic written with signs between its terms
 * ("159 t² + 186 t − 1789", never "+ (−1789)"): for b and c, the sign and the
 * size; a zero term drops out ("−300 t² + 4000", never "+ 0 t"), its
 * `…-shown` value empty (kit/text/bind.ts hides the term's `data-show` slot).
 */
export function lawTerms(sol: Solution): Record<string, string> {
  const [a, b, c] = polynomialTerms([sol.law.a, sol.law.b, sol.law.c], (x) => num(x));
  return {
    'law-a-term': `${a.op}${a.abs}`,
    'law-a-shown': a.shown ? 'yes' : '',
    'law-b-op': b.op,
    'law-b-abs': b.abs === '' ? '1' : b.abs,
    'law-b-shown': b.shown ? 'yes' : '',
    'law-c-op': c.op,
    'law-c-abs': c.abs,
    'law-c-shown': c.shown ? 'yes' : '',
  };
}

/** "touches the target at t* = 2.82 s, at the aim point (62.3, 40.7)." or why it never does. */
export function hitPhrase(sol: Solution): string {
  if (!sol.result.hit) return `never touches the target. ${sol.result.message}`;
  const when = `t* = ${num(sol.result.time, 3)} s`;
  const where = vecText(sol.result.impact);
  if (sol.result.time === 0)
    return `touches the target at once, ${when}: the target starts on the shooter, at ${where}.`;
  if (sol.late) {
    return `touches the target only at ${when}, later than the figure's time line reaches, at the aim point ${where}.`;
  }
  return `touches the target at ${when}, at the aim point ${where}.`;
}

/** ", cos θ = 0.142 and the angle at the target is θ = 81.9°", or why there is no angle at T. */
export function anglePhrase(sol: Solution): string {
  if (sol.cosTheta !== null && sol.theta !== null) {
    return `, cos θ = ${num(sol.cosTheta, 3)} and the angle at the target is θ = ${degrees(sol.theta)}`;
  }
  const still = sol.targetSpeed === 0;
  if (sol.d === 0 && still) return ': with S on T and V = 0 there is no triangle, and no angle θ at the target';
  if (sol.d === 0)
    return ': with S on T the side back to the shooter has no length, so there is no angle θ at the target';
  return ': with V = 0 the target does not move, so there is no angle θ at the target';
}
