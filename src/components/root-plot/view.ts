/**
 * Drawing for the root plot: scene geometry in SVG units, the Plot options of
 * f(t) with its roots, and the text of every readout. Pure functions of the
 * state and its analysis.
 */
import { addScaled, horner, length, type Vec2 } from '../../lib';
import { arrowPath } from '../kit/arrow';
import { toSvg, unit, type Point } from '../kit/frame';
import { partOf, setIfChanged, setText, setAttrs as set } from '../kit/dom';
import { compact as num, fixed, pair } from '../kit/format';
import { overlaps, textBox as kitTextBox, type Anchor, type Box } from '../kit/label-box';
// Marks by name, not the kit's `Plot` namespace: the browser bundle then carries only what is used.
import { rect, ruleX, ruleY, text, type Markish } from '@observablehq/plot';
import type { PlotOptions } from '../kit/plot';
import { SVG_NS, overlayMark, svgElement, type Scale } from '../kit/overlay';
import { FRAME, SHOOTER, VELOCITY_SECONDS, type Analysis, type SnippetAnswer, type State } from './model';

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

/** T's handle label, where the kit puts it (kit/handle-label.ts: up-right of the dot, which EDGE leaves room for). */
const T_LABEL = { x: 2.8, y: -2.2 };

/**
 * Where S's label goes (relative to S, SVG units): up-right of S, or to its
 * left, or below-left, whichever first keeps clear of T's dot and label.
 */
export function shooterLabelSpot(target: Point, shooter: Point): LabelSpot {
  const t = [around(target, 1.8), textBox(target.x + T_LABEL.x, target.y + T_LABEL.y, 'start', 'T', HANDLE_FONT)];
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
  const sl = shooterLabelSpot(handles.target, handles.shooter);
  const taken: Box[] = [
    around(handles.target, 1.9),
    around(handles.velocityTip, 1.5),
    around(handles.shooter, 1.6),
    textBox(handles.target.x + T_LABEL.x, handles.target.y + T_LABEL.y, 'start', 'T', HANDLE_FONT),
    textBox(handles.velocityTip.x + 2.4, handles.velocityTip.y - 1.8, 'start', 'V', HANDLE_FONT),
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
  return {
    ...handles,
    shooterLabel: shooterLabelSpot(handles.target, handles.shooter),
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
// Plot draws the frame (axes, grid, the shaded past, the zero lines) for a
// pair of domains; the curve, the roots and their labels are one custom mark
// (`drawOverlay`) that uses Plot's scales. The domains move in round steps
// and only when they must, so while the reader drags, the browser redraws
// just the overlay with the mounted chart's scales instead of a whole chart.

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

/**
 * The child of `g` at `index`, a `tag` with `attrs`: the element already there
 * when it is one (only changed attributes are written, see kit/dom.ts), else a
 * new one put in its place.
 */
function put(g: Element, doc: Document, index: number, tag: string, attrs: Record<string, string | number>): Element {
  const old = g.children[index];
  if (old && old.localName === tag) {
    for (const [k, v] of Object.entries(attrs)) setIfChanged(old, k, String(v));
    return old;
  }
  const el = svgElement(doc, tag, attrs);
  g.insertBefore(el, old ?? null);
  return el;
}

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

/**
 * Draw the curve, the roots and their labels into `g` with the chart's
 * scales; everything outside the plot area is clipped. A `g` drawn before is
 * updated in place (a drag step moves marks, it does not rebuild them).
 */
export function drawOverlay(g: Element, doc: Document, x: Scale, y: Scale, an: Analysis, domains: Domains): void {
  const left = x(domains.x[0]);
  const right = x(domains.x[1]);
  const top = y(domains.y[1]);
  const bottom = y(domains.y[0]);
  const clip = put(g, doc, 0, 'clipPath', { id: 'root-plot-clip' });
  const box = { x: r2(left), y: r2(top), width: r2(right - left), height: r2(bottom - top) };
  if (clip.firstElementChild)
    for (const [k, v] of Object.entries(box)) setIfChanged(clip.firstElementChild, k, String(v));
  else clip.appendChild(svgElement(doc, 'rect', box));
  const d = samples(an, domains.x)
    .map((p, i) => `${i ? 'L' : 'M'}${r2(x(p.t))},${r2(y(Math.max(Math.min(p.f, 1e12), -1e12)))}`)
    .join('');
  put(g, doc, 1, 'path', {
    d,
    fill: 'none',
    stroke: 'var(--link)',
    'stroke-width': 2,
    'clip-path': 'url(#root-plot-clip)',
  });
  let next = 2;
  const shown = an.roots
    .map((t, i) => ({ t, name: an.roots.length > 1 ? (i === 0 ? 't₁' : 't₂') : 't' }))
    .filter(({ t }) => t >= domains.x[0] && t <= domains.x[1])
    .map(({ t, name }) => ({
      t,
      chosen: an.chosen !== null && t === an.chosen,
      cx: r2(x(t)),
      cy: r2(y(0)),
      text: `${name} = ${time(t)}`,
    }));
  const spots = rootLabelSpots(shown, { x0: left, y0: top, x1: right, y1: bottom });
  shown.forEach((root, i) => {
    const { chosen, cx, cy } = root;
    put(g, doc, next++, 'circle', {
      cx,
      cy,
      r: chosen ? 6 : 5,
      fill: chosen ? 'var(--hit)' : 'var(--bg)',
      stroke: chosen ? 'var(--bg)' : 'var(--fg-soft)',
      'stroke-width': chosen ? 1.5 : 2,
      'data-root': chosen ? 'chosen' : 'other',
    });
    const label = put(g, doc, next++, 'text', {
      x: r2(spots[i].x),
      y: r2(spots[i].y),
      'text-anchor': 'middle',
      fill: 'var(--fg)',
      'font-weight': chosen ? 700 : 400,
      stroke: 'var(--bg)',
      'stroke-width': 3,
      'paint-order': 'stroke',
    });
    setText(label, root.text);
  });
  while (g.children.length > next) g.lastElementChild!.remove();
}

/** The chart of f(t) for a scene: Plot's frame plus the overlay mark. */
export function chart(an: Analysis, domains: Domains = domainsFor(an)): PlotOptions {
  const [t0, t1] = domains.x;
  const [y0, y1] = domains.y;
  const overlay = overlayMark('roots', (g, doc, x, y) => drawOverlay(g, doc, x, y, an, domains));
  return {
    width: 560,
    height: 260,
    marginLeft: 64,
    marginRight: 16,
    marginTop: 22,
    style: { fontSize: '12px', color: 'var(--fg)', background: 'transparent' },
    x: { domain: [t0, t1], label: 'time t (s) →', labelAnchor: 'right' },
    y: { domain: [y0, y1], label: '↑ f(t) = at² + bt + c (m²)', grid: true, tickFormat: (d: number) => num(d) },
    marks: [
      t0 < 0
        ? rect([{ x1: t0, x2: Math.min(0, t1), y1: y0, y2: y1 }], {
            x1: 'x1',
            x2: 'x2',
            y1: 'y1',
            y2: 'y2',
            fill: 'var(--bg-soft)',
            ariaHidden: 'true',
          })
        : null,
      t0 < 0
        ? text([{ t: t0, f: y1 }], {
            x: 't',
            y: 'f',
            text: () => 'past (t < 0)',
            textAnchor: 'start',
            dx: 4,
            dy: 8,
            fill: 'var(--fg-soft)',
            ariaHidden: 'true',
          })
        : null,
      ruleY([0], { stroke: 'var(--fg-soft)', ariaHidden: 'true' }),
      ruleX([0], { stroke: 'var(--fg-soft)', ariaHidden: 'true' }),
      overlay as unknown as Markish,
    ],
  };
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
// Writing the scene into the SVG

function line(el: Element | null, ends: [Point, Point] | null): void {
  if (!el) return;
  if (!ends) {
    setIfChanged(el, 'display', 'none');
    return;
  }
  if (el.hasAttribute('display')) el.removeAttribute('display');
  set(el, { x1: ends[0].x, y1: ends[0].y, x2: ends[1].x, y2: ends[1].y });
}

/** Write a scene into the figure's SVG (parts found by `data-part`); handles are moved by the element. */
export function drawScene(svg: SVGSVGElement, g: SceneGeometry): void {
  const part = (name: string) => partOf(svg, name);
  set(part('shooter-label'), {
    x: g.shooter.x + g.shooterLabel.x,
    y: g.shooter.y + g.shooterLabel.y,
    'text-anchor': g.shooterLabel.anchor,
  });
  const arrow = part('arrow');
  if (arrow) setIfChanged(arrow, 'd', g.arrow);
  line(part('past'), g.past);
  line(part('future'), g.future);
  const circles = part('circles');
  if (circles) {
    while (circles.childElementCount < g.circles.length)
      circles.appendChild(document.createElementNS(SVG_NS, 'circle'));
    while (circles.childElementCount > g.circles.length) circles.lastElementChild!.remove();
    g.circles.forEach((c, i) =>
      set(circles.children[i], { cx: g.shooter.x, cy: g.shooter.y, r: c.r, class: c.chosen ? 'chosen' : 'other' }),
    );
  }
  const marks = part('marks');
  if (marks) {
    while (marks.childElementCount < g.marks.length) {
      const group = document.createElementNS(SVG_NS, 'g');
      group.appendChild(document.createElementNS(SVG_NS, 'circle'));
      group.appendChild(document.createElementNS(SVG_NS, 'text'));
      marks.appendChild(group);
    }
    while (marks.childElementCount > g.marks.length) marks.lastElementChild!.remove();
    g.marks.forEach((m, i) => {
      const group = marks.children[i];
      set(group, {
        transform: `translate(${m.at.x} ${m.at.y})`,
        class: [m.chosen && 'chosen', m.past && 'past'].filter(Boolean).join(' '),
      });
      set(group.firstElementChild, { r: m.chosen ? 1.6 : 1.2 });
      const label = group.lastElementChild!;
      set(label, { x: m.spot.x, y: m.spot.y, 'text-anchor': m.spot.anchor });
      setText(label, m.label);
    });
  }
}
