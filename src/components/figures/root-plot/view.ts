/**
 * Drawing for the root plot: scene geometry in SVG units, the live function
 * plot's spec of f(t) with its roots, and the text of every readout. Pure functions of the
 * state and its analysis.
 */
import { type Vec2 } from '../../../lib';
import { addScaled, length } from '../../../lib/vec';
import { horner } from '../../../lib/numeric';
import { arrowPath } from '../../kit/scene/arrow';
import { toSvg, unit, type Point } from '../../kit/scene/frame';
import { perView, type FigureView, type Item, type Parts, type ReadoutCard } from '../../kit/shell/figure';
import { pointAt, velocityTipAt, type PointHandle } from '../../kit/controls/handles';
import { fixed, pair } from '../../kit/text/format';
import { compact as num } from '../../kit/text/by-size';
import { overlaps, textBox as kitTextBox, type Anchor, type Box } from '../../kit/scene/label-box';
import {
  placeLabels,
  spotsAround,
  type LabelRequest,
  type Obstacles,
  type PlacedLabel,
  type Spot,
} from '../../kit/scene/place-labels';
import { fnScales, type FnMark, type FnPlotSpec } from '../../kit/charts/fn-plot';
import { handleLabelBox, placeHandleLetters, type LabelPlace } from '../../kit/controls/handle-label';
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
/** Room the scene's labels keep from its edges (SVG units): a rendered glyph runs a little past its estimate. */
const EDGE_AIR = 0.6;

/** Radii of the handles' dots (SVG units), as RootPlot.astro draws them; their rings are 1 larger. */
export const HANDLE_R = { target: 1.6, velocity: 1.2 } as const;
/** Radii of the shooter's dot and of a root's mark (the chosen one larger), as RootPlot.astro draws them. */
const SHOOTER_R = 1.6;
const MARK_R = { chosen: 1.6, other: 1.2 } as const;

/** The box a chart label takes, estimated from its length (0.62 em a character): baseline at y, anchored at x. */
function textBox(x: number, y: number, anchor: Anchor, text: string, font: number): Box {
  return kitTextBox(x, y, anchor, text, font, { em: 0.62, ascent: 0.8 });
}

const around = (c: Point, r: number): Box => ({ x0: c.x - r, y0: c.y - r, x1: c.x + r, y1: c.y + r });

/** What the scene draws that a label must keep off: the target's line, V's arrow, the reach circles, every dot. */
export interface SceneMarks {
  shooter: Point;
  target: Point;
  velocityTip: Point;
  past: [Point, Point] | null;
  future: [Point, Point] | null;
  /** Radii (SVG units) of the reach circles about the shooter. */
  circles: readonly number[];
  marks: readonly { at: Point; chosen: boolean }[];
}

function obstaclesOf(m: SceneMarks): Obstacles {
  return {
    segments: [
      { a: m.target, b: m.velocityTip },
      ...(m.past ? [{ a: m.past[0], b: m.past[1] }] : []),
      ...(m.future ? [{ a: m.future[0], b: m.future[1] }] : []),
    ],
    circles: m.circles.filter((r) => r > 0).map((r) => ({ cx: m.shooter.x, cy: m.shooter.y, r })),
    boxes: [
      around(m.shooter, SHOOTER_R + 0.3),
      ...m.marks.map((k) => around(k.at, (k.chosen ? MARK_R.chosen : MARK_R.other) + 0.3)),
    ],
  };
}

/**
 * Where the T and V letters go (relative to their dots), by the kit's
 * placement step: T first, then V, each off the other handle's dot and ring,
 * off the letter placed before it (issue 13: T and V crowded each other),
 * off V's arrow, the target's line, the reach circles and the root marks,
 * and inside the scene.
 */
export function handleLabels(m: SceneMarks): { target: LabelPlace; velocity: LabelPlace } {
  return placeHandleLetters(
    [
      { name: 'target', at: m.target, r: HANDLE_R.target, text: 'T' },
      { name: 'velocity', at: m.velocityTip, r: HANDLE_R.velocity, text: 'V' },
    ],
    FRAME,
    obstaclesOf(m),
  );
}

function inScene(p: Point): boolean {
  return p.x >= 0 && p.x <= FRAME.width && p.y >= 0 && p.y <= FRAME.height;
}

/** Where the segment from `from` (in the scene) to `to` (off it) leaves the scene. */
function exitTowards(from: Point, to: Point): Point {
  let t = 1;
  const d = { x: to.x - from.x, y: to.y - from.y };
  if (d.x > 0) t = Math.min(t, (FRAME.width - from.x) / d.x);
  if (d.x < 0) t = Math.min(t, -from.x / d.x);
  if (d.y > 0) t = Math.min(t, (FRAME.height - from.y) / d.y);
  if (d.y < 0) t = Math.min(t, -from.y / d.y);
  t = Math.max(t, 0);
  return { x: from.x + d.x * t, y: from.y + d.y * t };
}

/**
 * An arrow towards a point off the scene, on the side it lies furthest out
 * ('' for a point in the scene): a root's mark off the scene keeps its label
 * at the edge, pointing the way, instead of a label cut by the edge.
 */
export function towards(p: Point): string {
  const out = { '← ': -p.x, '→ ': p.x - FRAME.width, '↑ ': -p.y, '↓ ': p.y - FRAME.height };
  const [arrow, by] = Object.entries(out).reduce((a, b) => (b[1] > a[1] ? b : a));
  return by > 0 ? arrow : '';
}

/**
 * The kit's spots around a dot, then the same ring a font size and a half
 * further out: where T, V, S and both marks meet (T dragged onto S) every
 * near spot is on a line or a letter, and a label a little further off
 * still reads as the dot's.
 */
function spotsNear(p: Point, r: number, text: string, font: number): Spot[] {
  return [...spotsAround(p, r, text, font), ...spotsAround(p, r + 1.5 * font, text, font)];
}

/**
 * Spots for the label of a mark off the scene: around the point where the
 * target's path leaves the scene, then around points along that edge 4 and
 * 8 units either way (the path and V's arrow often leave by the same
 * corner as a handle).
 */
function spotsByEdge(exit: Point, text: string): Spot[] {
  const alongY = exit.x <= 0 || exit.x >= FRAME.width;
  return [0, 4, -4, 8, -8].flatMap((d) =>
    spotsAround(alongY ? { x: exit.x, y: exit.y + d } : { x: exit.x + d, y: exit.y }, 0, text, MARK_FONT),
  );
}

/** A placed label relative to the point it names. */
const relativeTo = (p: Point, s: PlacedLabel): LabelSpot => ({
  x: Math.round((s.x - p.x) * 1000) / 1000,
  y: Math.round((s.y - p.y) * 1000) / 1000,
  anchor: s.anchor,
});

/**
 * S's label and each root mark's, by the kit's placement step (relative to
 * what they name): S first, then the marks in order, each at the first of
 * the spots around its dot that stays inside the scene and off the handles,
 * their letters, the lines, the circles, the dots and the labels placed
 * before it; the spot that covers least when none is clear.
 */
export function sceneLabels(
  m: SceneMarks,
  labels: readonly string[],
  letters: { target: LabelPlace; velocity: LabelPlace },
): { shooter: LabelSpot; marks: LabelSpot[] } {
  const o = obstaclesOf(m);
  const taken: Box[] = [
    ...(o.boxes ?? []),
    around(m.target, HANDLE_R.target + 1),
    around(m.velocityTip, HANDLE_R.velocity + 1),
    handleLabelBox(m.target, letters.target, 'T'),
    handleLabelBox(m.velocityTip, letters.velocity, 'V'),
  ];
  const requests: LabelRequest[] = [
    { key: 's', text: 'S', font: HANDLE_FONT, spots: spotsNear(m.shooter, SHOOTER_R, 'S', HANDLE_FONT) },
    ...m.marks.map((k, i) => ({
      key: `m${i}`,
      text: labels[i],
      font: MARK_FONT,
      // A mark off the scene: its label by the edge where the target's path leaves towards it, slid in where it
      // must (its text carries an arrow to the mark, `towards`).
      spots: inScene(k.at)
        ? spotsNear(k.at, k.chosen ? MARK_R.chosen : MARK_R.other, labels[i], MARK_FONT)
        : spotsByEdge(exitTowards(m.target, k.at), labels[i]),
      slide: !inScene(k.at),
    })),
  ];
  const placed = placeLabels(requests, { ...FRAME, edge: EDGE_AIR }, { ...o, boxes: taken });
  return {
    shooter: relativeTo(m.shooter, placed.s),
    marks: m.marks.map((k, i) => relativeTo(k.at, placed[`m${i}`])),
  };
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
  const bare = an.roots
    .map((t, i) => ({
      at: toSvg(FRAME, addScaled(s.target, s.velocity, t)),
      chosen: an.chosen !== null && t === an.chosen,
      past: t < 0,
      label: `t${an.roots.length > 1 ? (i === 0 ? '₁' : '₂') : ''}`,
    }))
    .map((m) => ({ ...m, label: towards(m.at) + m.label }));
  const past: [Point, Point] | null = moving
    ? [toSvg(FRAME, s.target), toSvg(FRAME, addScaled(s.target, u, -far))]
    : null;
  const future: [Point, Point] | null = moving
    ? [toSvg(FRAME, s.target), toSvg(FRAME, addScaled(s.target, u, far))]
    : null;
  const circles = an.roots
    .filter((t) => t > 0)
    .map((t) => ({ r: s.speed * t * k, chosen: an.chosen !== null && t === an.chosen }));
  // The letters first (they move with the reader's drag), then S and the marks around them: all off every mark.
  const drawn: SceneMarks = { ...handles, past, future, circles: circles.map((c) => c.r), marks: bare };
  const hl = handleLabels(drawn);
  const placed = sceneLabels(
    drawn,
    bare.map((m) => m.label),
    hl,
  );
  const marks = bare.map((m, i) => ({ ...m, spot: placed.marks[i] }));
  return {
    ...handles,
    shooterLabel: placed.shooter,
    handleLabels: hl,
    arrow: arrowPath(toSvg(FRAME, s.target), toSvg(FRAME, velocityTip(s)), 2),
    past,
    future,
    marks,
    circles,
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
