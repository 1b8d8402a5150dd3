/**
 * Drawing for the root plot: scene geometry in SVG units, the live function
 * plot's spec of f(t) with its roots, and the text of every readout. Pure functions of the
 * state and its analysis.
 */
import { addScaled, horner, length, type Vec2 } from '../../../lib';
import { arrowPath } from '../../kit/scene/arrow';
import { toSvg, unit, type Point } from '../../kit/scene/frame';
import { perView, type FigureView, type Item, type Parts, type ReadoutCard } from '../../kit/shell/figure';
import { pointAt, velocityTipAt, type PointHandle } from '../../kit/controls/handles';
import { compact as num, fixed, pair } from '../../kit/text/format';
import { overlaps, textBox as kitTextBox, type Anchor, type Box } from '../../kit/scene/label-box';
import { fnScales, type FnMark, type FnPlotSpec } from '../../kit/charts/fn-plot';
import { handleLabelBox, labelPlaceClear, type LabelPlace } from '../../kit/controls/handle-label';
import {
  FRAME,
  SHOOTER,
  VELOCITY_SECONDS,
  analyse,
  place,
  snippets,
  type Analysis,
  type SnippetAnswer,
  type State,
} from './model';

/** A number for a readout: at most 2 decimals, trailing zeros dropped; large ones in scientific form (the kit's `compact`). */
export { num };

/** A time with 3 decimals, minus sign typeset. */
export function time(t: number): string {
  return fixed(t, 3);
}

export function vecText(v: readonly number[]): string {
  return pair(v, 2, (x) => num(x));
}

// ---------------------------------------------------------------------------
// Scene

export interface SceneGeometry {
  shooter: Point;
  target: Point;
  velocityTip: Point;
  arrow: string;
  /** The target's whole line, past (behind T) and future (ahead of T). */
  past: [Point, Point] | null;
  future: [Point, Point] | null;
  /** S's label, relative to S. */
  shooterLabel: LabelSpot;
  /** The T and V letters, relative to their dots (kept clear of each other and of the arrow). */
  handleLabels: { target: LabelPlace; velocity: LabelPlace };
  /** Target positions at each real root; chosen marks the hit; `spot` places the label beside the mark. */
  marks: { at: Point; chosen: boolean; past: boolean; label: string; spot: LabelSpot }[];
  /** The reach circle at each positive root (the chosen one solid). */
  circles: { r: number; chosen: boolean }[];
}

/** Where a mark's label sits, relative to the mark (SVG units), and which end of the text is anchored there. */
export interface LabelSpot {
  x: number;
  y: number;
  anchor: Anchor;
}

/** Font sizes of the scene's texts (SVG units), as the markup's styles set them. */
const MARK_FONT = 2.6;
const HANDLE_FONT = 3;

/** The box a text takes, estimated from its length (0.62 em a character): baseline at y, anchored at x. */
function textBox(x: number, y: number, anchor: Anchor, text: string, font: number): Box {
  return kitTextBox(x, y, anchor, text, font, { em: 0.62, ascent: 0.8 });
}

const around = (c: Point, r: number): Box => ({ x0: c.x - r, y0: c.y - r, x1: c.x + r, y1: c.y + r });

/** Places a mark's label may take, tried in order: upper right, upper left, lower right, lower left, above, below. */
const SPOTS: LabelSpot[] = [
  { x: 2, y: -1.6, anchor: 'start' },
  { x: -2.4, y: -1.6, anchor: 'end' },
  { x: 2, y: 3.8, anchor: 'start' },
  { x: -2.4, y: 3.8, anchor: 'end' },
  { x: 0, y: -4, anchor: 'middle' },
  { x: 0, y: 6, anchor: 'middle' },
];

/** Radii of the handles' dots (SVG units), as RootPlot.astro draws them; their rings are 1 larger. */
export const HANDLE_R = { target: 1.6, velocity: 1.2 } as const;

/** Boxes along the segment from p to q (SVG units), `w` wide: what a label must not sit on. */
export function segmentBoxes(p: Point, q: Point, w = 0.5): Box[] {
  const n = Math.max(1, Math.ceil(Math.hypot(q.x - p.x, q.y - p.y) / 1));
  return Array.from({ length: n + 1 }, (_, i) => {
    const x = p.x + ((q.x - p.x) * i) / n;
    const y = p.y + ((q.y - p.y) * i) / n;
    return { x0: x - w, y0: y - w, x1: x + w, y1: y + w };
  });
}

/**
 * Where the T and V letters go (relative to their dots): each clear of the
 * other handle's dot and ring, of the velocity arrow and of each other
 * (issue 13: T and V crowded each other). T is placed first, V around it.
 */
export function handleLabels(target: Point, velocityTip: Point): { target: LabelPlace; velocity: LabelPlace } {
  const arrow = segmentBoxes(target, velocityTip);
  const tRing = around(target, HANDLE_R.target + 1);
  const vRing = around(velocityTip, HANDLE_R.velocity + 1);
  const t = labelPlaceClear(target, HANDLE_R.target, 'T', FRAME, [vRing, ...arrow]);
  const tBox = handleLabelBox(target, t, 'T');
  const v = labelPlaceClear(velocityTip, HANDLE_R.velocity, 'V', FRAME, [tRing, tBox, ...arrow]);
  return { target: t, velocity: v };
}

/**
 * Where S's label goes (relative to S, SVG units): up-right of S, or to its
 * left, or below-left, whichever first keeps clear of T's dot and label.
 */
export function shooterLabelSpot(target: Point, shooter: Point, tLabel?: LabelPlace): LabelSpot {
  const place = tLabel ?? handleLabels(target, target).target;
  const t = [around(target, 1.8), handleLabelBox(target, place, 'T')];
  const spots: LabelSpot[] = [
    { x: 2.2, y: -2, anchor: 'start' },
    { x: -2.6, y: -2, anchor: 'end' },
    { x: -2.6, y: 5, anchor: 'end' },
  ];
  const clear = (p: LabelSpot) =>
    !t.some((b) => overlaps(textBox(shooter.x + p.x, shooter.y + p.y, p.anchor, 'S', HANDLE_FONT), b));
  return spots.find(clear) ?? spots[0];
}

/**
 * A spot for each mark's label: the first of SPOTS that stays inside the
 * scene and clear of the handles, their labels, S and the labels placed
 * before it; the first spot when none is clear.
 */
export function labelSpots(
  marks: { at: Point; label: string }[],
  handles: { shooter: Point; target: Point; velocityTip: Point },
): LabelSpot[] {
  const hl = handleLabels(handles.target, handles.velocityTip);
  const sl = shooterLabelSpot(handles.target, handles.shooter, hl.target);
  const taken: Box[] = [
    around(handles.target, 1.9),
    around(handles.velocityTip, 1.5),
    around(handles.shooter, 1.6),
    handleLabelBox(handles.target, hl.target, 'T'),
    handleLabelBox(handles.velocityTip, hl.velocity, 'V'),
    textBox(handles.shooter.x + sl.x, handles.shooter.y + sl.y, sl.anchor, 'S', HANDLE_FONT),
  ];
  return marks.map((m) => {
    const boxes = SPOTS.map((p) => textBox(m.at.x + p.x, m.at.y + p.y, p.anchor, m.label, MARK_FONT));
    const inside = (b: Box) => b.x0 >= 0 && b.y0 >= 0 && b.x1 <= FRAME.width && b.y1 <= FRAME.height;
    let i = boxes.findIndex((b) => inside(b) && !taken.some((t) => overlaps(b, t)));
    if (i < 0) i = Math.max(0, boxes.findIndex(inside));
    taken.push(boxes[i]);
    return SPOTS[i];
  });
}

export function scene(s: State, an: Analysis): SceneGeometry {
  const k = unit(FRAME);
  const far = 400;
  const moving = s.velocity[0] !== 0 || s.velocity[1] !== 0;
  const dir = moving ? s.velocity : [0, 0];
  const n = length(dir) || 1;
  const u: Vec2 = [dir[0] / n, dir[1] / n];
  const handles = {
    shooter: toSvg(FRAME, SHOOTER),
    target: toSvg(FRAME, s.target),
    velocityTip: toSvg(FRAME, velocityTip(s)),
  };
  const bare = an.roots.map((t, i) => ({
    at: toSvg(FRAME, addScaled(s.target, s.velocity, t)),
    chosen: an.chosen !== null && t === an.chosen,
    past: t < 0,
    label: `t${an.roots.length > 1 ? (i === 0 ? '₁' : '₂') : ''}`,
  }));
  const spots = labelSpots(bare, handles);
  const marks = bare.map((m, i) => ({ ...m, spot: spots[i] }));
  const hl = handleLabels(handles.target, handles.velocityTip);
  return {
    ...handles,
    shooterLabel: shooterLabelSpot(handles.target, handles.shooter, hl.target),
    handleLabels: hl,
    arrow: arrowPath(toSvg(FRAME, s.target), toSvg(FRAME, velocityTip(s)), 2),
    past: moving ? [toSvg(FRAME, s.target), toSvg(FRAME, addScaled(s.target, u, -far))] : null,
    future: moving ? [toSvg(FRAME, s.target), toSvg(FRAME, addScaled(s.target, u, far))] : null,
    marks,
    circles: an.roots
      .filter((t) => t > 0)
      .map((t) => ({ r: s.speed * t * k, chosen: an.chosen !== null && t === an.chosen })),
  };
}

export function velocityTip(s: State): Vec2 {
  return addScaled(s.target, s.velocity, VELOCITY_SECONDS);
}

// ---------------------------------------------------------------------------
// Chart of f(t)
//
// The kit's live function plot (kit/charts/fn-plot.ts) draws it from `fnSpec`: the
// curve, its roots with labels placed by `rootLabelSpots`, the past shaded.
// The domains move in round steps and only when they must (`domainsFor`), so
// the axes hold still while the reader drags.

const SAMPLES = 120;

/** The time window the data wants: every root, the vertex and t = 0, with a margin. */
export function window(an: Analysis): [number, number] {
  const candidates = [0, ...an.roots];
  if (an.a !== 0) {
    const vertex = -an.b / (2 * an.a);
    if (Number.isFinite(vertex)) candidates.push(vertex);
  }
  let lo = Math.min(...candidates);
  let hi = Math.max(...candidates);
  lo = Math.max(lo, -500);
  hi = Math.min(hi, 500);
  const pad = Math.max(0.2 * (hi - lo), 1);
  return [lo - pad, Math.max(hi + pad, 2)];
}

export function samples(an: Analysis, [t0, t1]: [number, number] = window(an)): { t: number; f: number }[] {
  const coeffs = [an.a, an.b, an.c];
  return Array.from({ length: SAMPLES + 1 }, (_, i) => {
    const t = t0 + ((t1 - t0) * i) / SAMPLES;
    return { t, f: horner(coeffs, t) };
  });
}

/** A round step near `span / parts`: 1, 2 or 5 times a power of ten. */
export function niceStep(span: number, parts: number): number {
  const raw = Math.max(span / parts, 1e-12);
  const p = 10 ** Math.floor(Math.log10(raw));
  const m = raw / p;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
}

function rounded([lo, hi]: [number, number], parts: number): [number, number] {
  const step = niceStep(hi - lo, parts);
  return [Math.floor(lo / step) * step, Math.ceil(hi / step) * step];
}

/** Keep `previous` while it still holds `want` and is not much larger; otherwise round `want` outwards. */
function settle(want: [number, number], previous: [number, number] | undefined, parts: number): [number, number] {
  if (previous) {
    const holds = previous[0] <= want[0] && previous[1] >= want[1];
    const snug = previous[1] - previous[0] <= 2.2 * (want[1] - want[0]);
    if (holds && snug) return previous;
  }
  return rounded(want, parts);
}

export interface Domains {
  x: [number, number];
  y: [number, number];
}

/** The chart's domains for a scene, reusing `previous` when it still fits (so a drag rarely rebuilds the chart). */
export function domainsFor(an: Analysis, previous?: Domains): Domains {
  const x = settle(window(an), previous?.x, 6);
  let fmin = Math.min(0, an.c);
  let fmax = Math.max(0, an.c);
  for (const p of samples(an, x)) {
    fmin = Math.min(fmin, p.f);
    fmax = Math.max(fmax, p.f);
  }
  if (fmax - fmin === 0) fmax = fmin + 1;
  const pad = 0.08 * (fmax - fmin);
  const y = settle([fmin - pad, fmax + pad], previous?.y, 5);
  return { x, y };
}

export function sameDomains(p: Domains, q: Domains): boolean {
  return p.x[0] === q.x[0] && p.x[1] === q.x[1] && p.y[0] === q.y[0] && p.y[1] === q.y[1];
}

const r2 = (v: number) => Math.round(v * 100) / 100;

/** The chart's label font size (px), as `chart` sets it. */
const CHART_FONT = 12;

/**
 * Where each root's label goes on the chart (the middle of its baseline, in
 * px): above its dot, or below it when there is no room above or when the
 * label before it is there already; always inside the plot area `area`.
 */
export function rootLabelSpots(
  roots: { cx: number; cy: number; text: string }[],
  area: Box,
): { x: number; y: number }[] {
  const placed: Box[] = [];
  return roots.map((r) => {
    const w = 0.62 * CHART_FONT * [...r.text].length + 8;
    const x = Math.min(Math.max(r.cx, area.x0 + w / 2 + 2), area.x1 - w / 2 - 2);
    const above = r.cy - 12;
    const below = r.cy + 22;
    const fits = (y: number) => y - 0.8 * CHART_FONT >= area.y0 && y + 0.25 * CHART_FONT <= area.y1;
    // A few pixels of air around each label, so neighbours never touch.
    const box = (y: number) => {
      const b = textBox(x, y, 'middle', r.text, CHART_FONT);
      return { x0: b.x0 - 4, y0: b.y0, x1: b.x1 + 4, y1: b.y1 };
    };
    const options = fits(above) || !fits(below) ? [above, below] : [below, above];
    const y = options.find((v) => fits(v) && !placed.some((p) => overlaps(box(v), p))) ?? options[0];
    placed.push(box(y));
    return { x, y };
  });
}

/** What the chart shows, for the kit's live function plot (kit/charts/fn-plot.ts, FnPlot.astro). */
export const CHART_TITLE =
  'The parabola f(t) = a t squared plus b t plus c against time, with its real roots marked on the t axis; the root the library chooses is filled green and ringed, and negative times are shaded as the past.';
/** The chart's size (px) before it narrows to its container. */
export const CHART_SIZE = { width: 320, height: 240 } as const;

/**
 * The chart of f(t) as a live function plot: the curve, its real roots (the
 * library's choice filled green and ringed, its label bold), the past shaded.
 * Root labels are placed by `rootLabelSpots` clear of each other and inside
 * the plot area, using the kit's scales for the chart's size.
 */
export function fnSpec(an: Analysis, domains: Domains = domainsFor(an)): FnPlotSpec {
  const [t0, t1] = domains.x;
  const coeffs = [an.a, an.b, an.c];
  const base: FnPlotSpec = {
    title: CHART_TITLE,
    domain: domains.x,
    yDomain: domains.y,
    ...CHART_SIZE,
    xLabel: 'time t (s) →',
    yLabel: '↑ f(t) = at² + bt + c (m²)',
    curves: [
      {
        id: 'f',
        label: 'f(t) = at² + bt + c',
        fn: (t) => Math.max(Math.min(horner(coeffs, t), 1e12), -1e12),
        color: 'var(--link)',
        key: coeffs.join(','),
      },
    ],
    bands: t0 < 0 ? [{ t0, t1: Math.min(0, t1), kind: 'past', label: 'past (t < 0)' }] : [],
  };
  const sc = fnScales(base);
  const shown = an.roots
    .map((t, i) => ({ t, name: an.roots.length > 1 ? (i === 0 ? 't₁' : 't₂') : 't' }))
    .filter(({ t }) => t >= t0 && t <= t1)
    .map(({ t, name }) => ({
      t,
      chosen: an.chosen !== null && t === an.chosen,
      cx: sc.x.apply(t),
      cy: sc.y.apply(0),
      text: `${name} = ${time(t)}`,
    }));
  const area = { x0: sc.x.range[0], y0: sc.y.range[1], x1: sc.x.range[1], y1: sc.y.range[0] };
  const spots = rootLabelSpots(shown, area);
  const marks: FnMark[] = [];
  shown.forEach((r, i) => {
    const label = { label: r.text, labelDx: r2(spots[i].x - r.cx), labelDy: r2(spots[i].y - r.cy) };
    marks.push({
      t: r.t,
      y: 0,
      kind: 'root',
      color: r.chosen ? 'var(--hit)' : 'var(--fg-soft)',
      ...(r.chosen ? {} : label),
    });
    if (r.chosen) marks.push({ t: r.t, y: 0, kind: 'chosen', ...label });
  });
  return { ...base, marks };
}

// ---------------------------------------------------------------------------
// Readouts

export function rootsText(an: Analysis): string {
  if (an.roots.length === 0) return 'none';
  return an.roots.map(time).join(', ');
}

export function snippetTime(a: SnippetAnswer): string {
  return a.time === null ? '—' : `${time(a.time)} s`;
}

export function readouts(s: State, an: Analysis, answers: SnippetAnswer[]): Record<string, string> {
  const out: Record<string, string> = {
    speed: `${num(s.speed)} m/s`,
    target: vecText(s.target),
    velocity: vecText(s.velocity),
    'target-speed': `${num(length(s.velocity))} m/s`,
    a: num(an.a),
    b: num(an.b),
    c: num(an.c),
    discriminant: num(an.discriminant),
    roots: rootsText(an),
    chosen: an.chosen === null ? 'no hit' : `${time(an.chosen)} s`,
    case: an.title,
    description: an.description,
  };
  for (const a of answers) {
    out[`snippet-${a.name}-time`] = snippetTime(a);
    out[`snippet-${a.name}-note`] = a.note;
  }
  return out;
}

/** The numbers the chapter's prose quotes. */
export function proseValues(s: State, an: Analysis): Record<string, string> {
  return {
    a: num(an.a),
    b: num(an.b),
    c: num(an.c),
    discriminant: num(an.discriminant),
    roots: rootsText(an),
    chosen: an.chosen === null ? 'no hit' : time(an.chosen),
    speed: num(s.speed),
    'target-speed': num(length(s.velocity)),
  };
}

// ---------------------------------------------------------------------------
// The figure, declared once for the build and the browser (kit/shell/figure.ts)

/** What one drawing of the figure shows: the scene, the library's analysis and the snippets' answers. */
export interface View {
  s: State;
  an: Analysis;
  answers: SnippetAnswer[];
}

/** The view of a state: the library's analysis of it and what the common snippets answer. */
export function viewOf(s: State): View {
  const an = analyse(s);
  return { s, an, answers: snippets(s, an) };
}

/** A line's ends, or hidden when there is none. */
function lineAttrs(ends: [Point, Point] | null): Parts[string] {
  return ends ? { x1: ends[0].x, y1: ends[0].y, x2: ends[1].x, y2: ends[1].y, display: 'inline' } : { display: 'none' };
}

/** A handle letter's place relative to its dot (Handle.astro's `textPart`). */
const letter = (p: LabelPlace): Parts[string] => ({ x: p.x, y: p.y, 'text-anchor': p.anchor });

/** Every `data-part` of the figure with attributes: the scene's, the handles' letters and the snippets' rows. */
export function sceneParts(g: SceneGeometry, answers: readonly SnippetAnswer[] = []): Parts {
  const parts: Parts = {
    'shooter-label': {
      x: g.shooter.x + g.shooterLabel.x,
      y: g.shooter.y + g.shooterLabel.y,
      'text-anchor': g.shooterLabel.anchor,
    },
    arrow: { d: g.arrow },
    past: lineAttrs(g.past),
    future: lineAttrs(g.future),
    'target-letter': letter(g.handleLabels.target),
    'velocity-letter': letter(g.handleLabels.velocity),
  };
  for (const a of answers) parts[`snippet-${a.name}`] = { class: a.agrees ? 'agrees' : '' };
  return parts;
}

/** The parts that come in numbers: a reach circle per positive root, a mark per real root. */
export function sceneLists(g: SceneGeometry): Record<string, Item[]> {
  return {
    circles: g.circles.map((c) => ({
      tag: 'circle',
      attrs: { cx: g.shooter.x, cy: g.shooter.y, r: c.r, class: c.chosen ? 'chosen' : 'other' },
    })),
    marks: g.marks.map((m): Item => ({
      tag: 'g',
      attrs: {
        transform: `translate(${m.at.x} ${m.at.y})`,
        class: [m.chosen && 'chosen', m.past && 'past'].filter(Boolean).join(' '),
      },
      children: [
        { tag: 'circle', attrs: { r: m.chosen ? 1.6 : 1.2 } },
        { tag: 'text', attrs: { x: m.spot.x, y: m.spot.y, 'text-anchor': m.spot.anchor, text: m.label } },
      ],
    })),
  };
}

/** The figure: parts, lists, readouts and the prose's numbers, each a pure function of the view. */
const sceneOf = perView(({ s, an }: View) => scene(s, an));

export const figure: FigureView<View> = {
  parts: (v) => sceneParts(sceneOf(v), v.answers),
  lists: (v) => sceneLists(sceneOf(v)),
  readouts: ({ s, an, answers }) => readouts(s, an, answers),
  prose: ({ s, an }) => proseValues(s, an),
};

/** The handles, bound from the model: T is a point of the scene, V's tip is T + V·VELOCITY_SECONDS. */
export const handles: Record<'target' | 'velocity', PointHandle<State>> = {
  target: pointAt('target', 'Target T', place, vecText),
  velocity: velocityTipAt('target', 'velocity', VELOCITY_SECONDS, place, vecText),
};

/** The coefficient cards (kit/shell/ReadoutCards.astro), their texts from `readouts`. */
export const CARDS: readonly ReadoutCard[] = [
  { name: 'a', label: 'a = |V|² − s²' },
  { name: 'b', label: 'b = 2 R·V' },
  { name: 'c', label: 'c = |R|²' },
  { name: 'discriminant', label: 'Δ = b² − 4ac' },
  { name: 'roots', label: 'roots (s)' },
  { name: 'chosen', label: "library's hit", class: 'hit' },
];
