/**
 * A live function plot: curves y = fn(t) sampled over a time domain (f, f′,
 * f″ and the like), marks for roots, extrema and chosen points, shaded
 * t-intervals, and a time cursor tied to a clock (kit/clock.ts), on a linear
 * or symmetric-log y scale.
 *
 * The same pure `fnPlotOptions(spec)` renders at build time (FnPlot.astro,
 * through kit/plot-server.ts) and in the browser (`createFnPlot`). Live, only
 * what changed is redrawn, once per animation frame: moving the cursor moves
 * one overlay group (the rule, its handle and a dot on each curve) with the
 * chart's scales; new curves, marks or bands on the same domains, scale, size
 * and mark set are redrawn in place (`patchFnPlot`: the paths' `d`, the
 * marks', labels' and bands' positions, as Plot would draw them, with the
 * scales of the chart on screen), without Plot; a new domain, scale, size or
 * mark set re-renders the chart. `holdYDomain` keeps a y domain that still
 * fits, so a drag stays on the in-place path.
 *
 * Marks are imported by name from '@observablehq/plot' in fn-plot-options.ts,
 * loaded on the first re-render, so a page ships only what it uses, when it
 * needs it. Colours are the theme's CSS variables, so dark mode follows.
 */
import type { PlotOptions } from '@observablehq/plot';
import type { Clock } from './clock';
import { attrOf, setIfChanged, setText } from './dom';
import { sceneOnCanvas, type SceneCanvas } from './scene-canvas';
import { format, superscript } from './format';
import { svgElement, type Scale } from './overlay';
import { textLater } from './later';

export type { PlotOptions };
// `fnPlotOptions` lives in its own module, fn-plot-options.ts, which
// `createFnPlot` imports only when a chart must be re-rendered: a page whose
// chart came from the build does not load Observable Plot (~80 KB gzip) until
// the reader changes the chart. Import it from there (a re-export here would
// put Plot back into every page's first load).

export type YScale = 'linear' | 'symlog';

export interface FnCurve {
  id: string;
  label: string;
  fn: (t: number) => number;
  /** A CSS colour or `var(--…)`. */
  color: string;
  /** stroke-dasharray; '' or absent = solid. */
  dash?: string;
  /**
   * What `fn` computes, e.g. its coefficients joined: a curve given again with a
   * new closure but the same id and key is taken as unchanged (no re-render).
   */
  key?: string;
}

export interface FnMark {
  t: number;
  y: number;
  kind: 'root' | 'extremum' | 'inflection' | 'chosen' | 'point';
  label?: string;
  /** The id of the curve the mark sits on (it takes that curve's colour). */
  curve?: string;
  /** A colour of its own (a CSS colour or `var(--…)`), before the curve's. */
  color?: string;
  /**
   * Where the label goes, from the mark (px; the label's bottom line, centred):
   * for a figure that places its labels itself (clear of each other and the
   * frame). Default: centred 14 px above the mark.
   */
  labelDx?: number;
  labelDy?: number;
}

export interface FnBand {
  t0: number;
  t1: number;
  kind?: 'monotone' | 'bracket' | 'inside' | string;
  label?: string;
}

export interface FnPlotSpec {
  /** The accessible name of the chart. */
  title: string;
  /** The t range shown. */
  domain: readonly [number, number];
  curves: readonly FnCurve[];
  marks?: readonly FnMark[];
  /** Shaded t-intervals (consecutive monotone pieces alternate shades). */
  bands?: readonly FnBand[];
  /** The time cursor (a vertical rule and a handle); with a clock, the clock's time. */
  cursor?: number | null;
  /** Default 'linear'. */
  yScale?: YScale;
  /** Else from the samples and marks (finite values only). */
  yDomain?: readonly [number, number];
  /** The symlog constant; default `symlogConstant(yDomain)`. */
  symlogConstant?: number;
  /** Per curve, default 240. */
  samples?: number;
  /** CSS px, defaults 640 × 300 (in the browser the chart narrows to its container). */
  width?: number;
  height?: number;
  xLabel?: string;
  yLabel?: string;
}

/** One sample of a curve; `segment` counts the gaps before it (a non-finite value starts a new segment). */
export interface FnSample {
  id: string;
  t: number;
  y: number;
  segment: number;
}

export const FN_PLOT_DEFAULTS = { width: 640, height: 300, samples: 240 } as const;

/** The chart's margins (px): room for the y ticks on the left, the x label below, the cursor's label above. */
export const FN_PLOT_MARGIN = { top: 22, right: 16, bottom: 38, left: 58 } as const;

const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/** A usable [lo, hi] from a range: sorted, finite, of positive width (a point grows by ±0.5); `fallback` else. */
export function cleanRange(
  r: readonly [number, number] | null | undefined,
  fallback: [number, number] = [0, 1],
): [number, number] {
  if (!r || !isNum(r[0]) || !isNum(r[1])) return [fallback[0], fallback[1]];
  const lo = Math.min(r[0], r[1]);
  const hi = Math.max(r[0], r[1]);
  if (hi > lo) return [lo, hi];
  const d = Math.max(Math.abs(lo) * 0.1, 0.5);
  return [lo - d, hi + d];
}

function sampleCount(spec: FnPlotSpec): number {
  const n = spec.samples ?? FN_PLOT_DEFAULTS.samples;
  return isNum(n) ? Math.min(Math.max(Math.round(n), 2), 10_000) : FN_PLOT_DEFAULTS.samples;
}

/** fn(t), or NaN when fn throws or gives something that is not a finite number. */
function evaluate(fn: (t: number) => number, t: number): number {
  try {
    const y = fn(t);
    return isNum(y) ? y : NaN;
  } catch {
    return NaN;
  }
}

/**
 * Every curve sampled evenly over the domain (both ends included). Values that
 * are not finite (NaN, ±Infinity, a throw) are left out and break the line:
 * the samples after them start a new `segment`. Every `y` returned is finite.
 */
export function sampleCurves(spec: FnPlotSpec): FnSample[] {
  const [t0, t1] = cleanRange(spec.domain);
  const n = sampleCount(spec);
  const out: FnSample[] = [];
  for (const c of spec.curves) {
    let segment = 0;
    let gap = false;
    for (let i = 0; i < n; i++) {
      const t = i === n - 1 ? t1 : t0 + ((t1 - t0) * i) / (n - 1);
      const y = evaluate(c.fn, t);
      if (Number.isNaN(y)) {
        gap = true;
        continue;
      }
      if (gap && out.length && out[out.length - 1].id === c.id) segment++;
      gap = false;
      out.push({ id: c.id, t, y, segment });
    }
  }
  return out;
}

/** The smallest and largest finite y among `samples` and `marks`; null when there is none. */
export function finiteExtent(
  samples: readonly { y: number }[],
  marks: readonly { y: number }[] = [],
): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (const list of [samples, marks])
    for (const { y } of list)
      if (isNum(y)) {
        if (y < lo) lo = y;
        if (y > hi) hi = y;
      }
  return lo <= hi ? [lo, hi] : null;
}

/**
 * A readable constant for a symmetric-log scale over `yDomain`: a power of
 * ten two decades below the largest |y|, so the two decades nearest the top
 * are spread logarithmically and what lies near zero stays linear.
 */
export function symlogConstant(yDomain: readonly [number, number]): number {
  const m = Math.max(Math.abs(yDomain[0]), Math.abs(yDomain[1]));
  if (!isNum(m) || m === 0) return 1;
  const c = 10 ** (Math.floor(Math.log10(m)) - 2);
  return Math.min(Math.max(c, 1e-300), 1e300);
}

/** A round step near `span / parts`: 1, 2 or 5 times a power of ten. */
export function niceStep(span: number, parts: number): number {
  const raw = Math.max(span / parts, 1e-300);
  const p = 10 ** Math.floor(Math.log10(raw));
  const m = raw / p;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
}

/** [lo, hi] padded by 5% each side and rounded outwards to a round step. */
function padded([lo, hi]: [number, number]): [number, number] {
  const pad = 0.05 * (hi - lo);
  const a = lo - pad;
  const b = hi + pad;
  const step = niceStep(b - a, 8);
  const r: [number, number] = [Math.floor(a / step) * step, Math.ceil(b / step) * step];
  // Rounding can overflow near the largest doubles; then keep the padded range.
  return isNum(r[0]) && isNum(r[1]) ? r : [a, b];
}

/**
 * A domain that stays still while the reader drags: it grows at once to take
 * in `wanted` (with a little padding, rounded), keeps `prev` while `wanted`
 * fits in it, and shrinks to `wanted` only when `wanted` spans less than
 * `shrink` of `prev`. A `wanted` that is not finite keeps `prev`.
 */
export function steadyDomain(
  prev: readonly [number, number] | null,
  wanted: readonly [number, number],
  shrink = 0.4,
): [number, number] {
  const p =
    prev && isNum(prev[0]) && isNum(prev[1]) && prev[1] > prev[0] ? ([prev[0], prev[1]] as [number, number]) : null;
  if (!isNum(wanted[0]) || !isNum(wanted[1])) return p ?? [-1, 1];
  const w = cleanRange(wanted);
  if (!p) return padded(w);
  if (w[1] - w[0] < shrink * (p[1] - p[0])) return padded(w);
  if (w[0] >= p[0] && w[1] <= p[1]) return p;
  const grown = padded(w);
  return [Math.min(p[0], grown[0]), Math.max(p[1], grown[1])];
}

/** The y domain a spec is drawn with: its own, else the samples' and marks' finite extent, padded. */
export function yDomainOf(spec: FnPlotSpec, samples: readonly FnSample[] = sampleCurves(spec)): [number, number] {
  if (spec.yDomain && isNum(spec.yDomain[0]) && isNum(spec.yDomain[1])) return cleanRange(spec.yDomain);
  const e = finiteExtent(samples, spec.marks ?? []);
  if (!e) return [-1, 1];
  const [lo, hi] = cleanRange(e);
  const pad = 0.06 * (hi - lo);
  return [lo - pad, hi + pad];
}

/** A scale with its inverse. */
export interface FnScale {
  apply: Scale;
  invert: Scale;
  domain: [number, number];
  range: [number, number];
}

function scaleOf(domain: [number, number], range: [number, number], tf: Scale, inv: Scale): FnScale {
  const d0 = tf(domain[0]);
  const d1 = tf(domain[1]);
  const k = (range[1] - range[0]) / (d1 - d0);
  return {
    domain,
    range,
    apply: (v) => range[0] + (tf(v) - d0) * k,
    invert: (p) => inv(d0 + (p - range[0]) / k),
  };
}

/**
 * The chart's x and y scales as Plot builds them for `fnPlotOptions(spec)`
 * (the unit tests hold them to Plot's own), without rendering: the browser
 * maps the pointer and places the cursor with these on a chart rendered at
 * build time.
 */
export function fnScales(spec: FnPlotSpec): { x: FnScale; y: FnScale; width: number; height: number } {
  const width = spec.width ?? FN_PLOT_DEFAULTS.width;
  const height = spec.height ?? FN_PLOT_DEFAULTS.height;
  const m = FN_PLOT_MARGIN;
  const id = (v: number) => v;
  const x = scaleOf(cleanRange(spec.domain), [m.left, width - m.right], id, id);
  const yd = yDomainOf(spec);
  const yr: [number, number] = [height - m.bottom, m.top];
  let y: FnScale;
  if ((spec.yScale ?? 'linear') === 'symlog') {
    const c = spec.symlogConstant ?? symlogConstant(yd);
    y = scaleOf(
      yd,
      yr,
      (v) => Math.sign(v) * Math.log1p(Math.abs(v / c)),
      (u) => Math.sign(u) * Math.expm1(Math.abs(u)) * c,
    );
  } else y = scaleOf(yd, yr, id, id);
  return { x, y, width, height };
}

/** Ticks for a symlog axis: 0 and ±powers of ten from ten times the constant up, at most about four a side. */
export function symlogTicks([lo, hi]: readonly [number, number], constant: number): number[] {
  const top = Math.max(Math.abs(lo), Math.abs(hi));
  // From a decade above the constant: below it the scale is nearly linear and the ticks would crowd 0.
  const k0 = Math.ceil(Math.log10(constant) - 1e-9) + 1;
  const k1 = Math.floor(Math.log10(top) + 1e-9);
  const powers: number[] = [];
  for (let k = k0; k <= k1; k++) powers.push(10 ** k);
  const every = powers.length > 4 ? Math.ceil(powers.length / 4) : 1;
  const kept = powers.filter((_, i) => (powers.length - 1 - i) % every === 0);
  const ticks = [0, ...kept, ...kept.map((p) => -p)].filter((v) => v >= lo && v <= hi);
  return ticks.sort((a, b) => a - b);
}

/** A tick label: plain below 10⁴, else a power of ten ("10⁵", "−2·10⁶"); the minus typeset. */
export function tickLabel(v: number): string {
  if (!isNum(v)) return '';
  const a = Math.abs(v);
  let s: string;
  if (a === 0) s = '0';
  else if (a >= 1e4 || a < 1e-3) {
    const k = Math.floor(Math.log10(a) + 1e-9);
    const m = Math.round((a / 10 ** k) * 10) / 10;
    const pow = `10${superscript(String(k))}`;
    s = m === 1 ? pow : `${m}·${pow}`;
  } else s = String(Number(a.toPrecision(6)));
  return v < 0 ? `−${s}` : s;
}

/** The fill and opacity of a band; monotone pieces alternate two shades (`index` counts them). */
export function bandShade(band: FnBand, index: number): { fill: string; opacity: number } {
  switch (band.kind ?? 'monotone') {
    case 'monotone':
      return { fill: 'currentColor', opacity: index % 2 === 0 ? 0.05 : 0.11 };
    case 'bracket':
      return { fill: 'var(--accent)', opacity: 0.14 };
    case 'inside':
      return { fill: 'var(--hit)', opacity: 0.14 };
    default:
      return { fill: 'currentColor', opacity: 0.08 };
  }
}

/**
 * Class names of the chart's mark groups (`<g class="…">` in Plot's output):
 * `createFnPlot` finds them to redraw a chart in place.
 */
export const FN_PLOT_CLASS = {
  band: 'kit-fnplot-band',
  bandLabel: 'kit-fnplot-bandlabel',
  curve: 'kit-fnplot-curve',
  markLabel: 'kit-fnplot-marklabel',
  labels: 'kit-fnplot-labels',
} as const;

/** The order in which the mark kinds are drawn (each kind one group, `g.kit-fnplot-<kind>`). */
export const FN_MARK_KINDS = ['root', 'extremum', 'inflection', 'point', 'chosen'] as const;

/** The bands drawn, grouped by shade (one rect mark a shade, in order of first use), and those labelled. */
export function bandGroups(spec: FnPlotSpec): {
  shades: { fill: string; opacity: number; bands: FnBand[] }[];
  labelled: FnBand[];
} {
  const shades = new Map<string, { fill: string; opacity: number; bands: FnBand[] }>();
  let monotone = 0;
  for (const b of spec.bands ?? []) {
    if (!isNum(b.t0) || !isNum(b.t1)) continue;
    const s = bandShade(b, (b.kind ?? 'monotone') === 'monotone' ? monotone++ : 0);
    const key = `${s.fill}|${s.opacity}`;
    if (!shades.has(key)) shades.set(key, { ...s, bands: [] });
    shades.get(key)!.bands.push(b);
  }
  const labelled = (spec.bands ?? []).filter((b) => b.label && isNum(b.t0) && isNum(b.t1));
  return { shades: [...shades.values()], labelled };
}

/** The t at which a band's label goes: the middle of the band's part inside the domain. */
export function bandLabelT(b: FnBand, domain: readonly [number, number]): number {
  return (Math.max(b.t0, domain[0]) + Math.min(b.t1, domain[1])) / 2;
}

/** The marks drawn (finite ones), by kind; those whose label the figure placed; those labelled above. */
export function markGroups(spec: FnPlotSpec): {
  byKind: { kind: FnMark['kind']; marks: FnMark[] }[];
  placed: FnMark[];
  named: FnMark[];
  fill: (k: FnMark) => string;
} {
  const colour = new Map(spec.curves.map((c) => [c.id, c.color]));
  const shown = (spec.marks ?? []).filter((k) => isNum(k.t) && isNum(k.y));
  const byKind = FN_MARK_KINDS.map((kind) => ({ kind, marks: shown.filter((k) => k.kind === kind) })).filter(
    (g) => g.marks.length > 0,
  );
  return {
    byKind,
    placed: shown.filter((k) => k.label && (isNum(k.labelDx) || isNum(k.labelDy))),
    named: shown.filter((k) => k.label && !isNum(k.labelDx) && !isNum(k.labelDy)),
    fill: (k) => k.color || (k.curve && colour.get(k.curve)) || 'currentColor',
  };
}

/** What the cursor overlay draws from: the spec's cursor and curves, the scales and the plot area. */
interface CursorView {
  cursor: number | null | undefined;
  curves: readonly FnCurve[];
  domain: [number, number];
  top: number;
  bottom: number;
}

const r2 = (v: number) => Math.round(v * 100) / 100;

/** Child `index` of `g`: the `tag` already there (attributes updated when changed), else a new one. */
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

/** The label above the cursor: "t = 1.23". */
export function cursorLabel(t: number): string {
  return `t = ${format(t, 2).replace(/^-/, '−')}`;
}

/**
 * Draw the cursor into `g` with the chart's scales: a vertical rule across
 * the plot area, a round handle at its top with the time beside it, and a dot
 * where each curve crosses it. Updated in place; an absent cursor, or one off
 * the domain, empties the group.
 */
export function drawCursor(g: Element, doc: Document, x: Scale, y: Scale, v: CursorView): void {
  const t = v.cursor;
  if (!isNum(t) || t < v.domain[0] || t > v.domain[1]) {
    while (g.firstChild) g.firstChild.remove();
    return;
  }
  const px = r2(x(t));
  put(g, doc, 0, 'line', {
    x1: px,
    x2: px,
    y1: v.top,
    y2: v.bottom,
    stroke: 'var(--accent)',
    'stroke-width': 2,
    class: 'kit-fnplot-rule',
  });
  put(g, doc, 1, 'circle', {
    cx: px,
    cy: v.top,
    r: 6,
    fill: 'var(--accent)',
    stroke: 'var(--bg)',
    'stroke-width': 2,
    class: 'kit-fnplot-handle',
  });
  const right = x(v.domain[1]);
  const label = put(g, doc, 2, 'text', {
    x: px > right - 70 ? px - 10 : px + 10,
    y: v.top - 8,
    'text-anchor': px > right - 70 ? 'end' : 'start',
    fill: 'currentColor',
    class: 'kit-fnplot-time',
  });
  setText(label, cursorLabel(t));
  let i = 3;
  for (const c of v.curves) {
    const fy = evaluate(c.fn, t);
    const py = isNum(fy) ? y(fy) : NaN;
    if (!isNum(py) || py < v.top - 0.5 || py > v.bottom + 0.5) continue;
    put(g, doc, i++, 'circle', {
      cx: px,
      cy: r2(py),
      r: 4,
      fill: c.color,
      stroke: 'var(--bg)',
      'stroke-width': 1.5,
      'data-curve': c.id,
    });
  }
  while (g.children.length > i) g.lastElementChild!.remove();
}

export function cursorView(spec: FnPlotSpec, scales: ReturnType<typeof fnScales>): CursorView {
  return {
    cursor: spec.cursor,
    curves: spec.curves,
    domain: scales.x.domain,
    top: scales.y.range[1],
    bottom: scales.y.range[0],
  };
}

// ---------------------------------------------------------------------------
// Redrawing a chart in place

/** A number as d3-path writes it in Plot's lines (three decimals). */
const d3n = (v: number) => Math.round(v * 1000) / 1000;

/** The SVG path of one curve's samples through the scales, as Plot's line mark draws it: one path a segment. */
export function curvePaths(samples: readonly FnSample[], x: Scale, y: Scale): string[] {
  const out: string[] = [];
  let d = '';
  let n = 0;
  let seg = NaN;
  const end = () => {
    if (n === 1) d += 'Z';
    if (n) out.push(d);
  };
  for (const p of samples) {
    if (p.segment !== seg) {
      end();
      seg = p.segment;
      d = '';
      n = 0;
    }
    d += `${n ? 'L' : 'M'}${d3n(x(p.t))},${d3n(y(p.y))}`;
    n++;
  }
  end();
  return out;
}

/** What a chart is drawn with, resolved: its samples, domains and size. */
export interface FnResolved {
  spec: FnPlotSpec;
  samples: FnSample[];
  xDomain: [number, number];
  yDomain: [number, number];
  width: number;
  height: number;
  /**
   * Everything that fixes the chart's elements apart from where they are: the
   * domains, scale, size and labels of the axes, each curve's look, the
   * marks' and bands' groups and counts. Two specs with the same shape are
   * drawn with the same elements, so one can be redrawn in place from the other.
   */
  shape: string;
}

/** `samples`: the spec's own (`sampleCurves(spec)`), when known already. */
export function resolveFnPlot(spec: FnPlotSpec, samples: FnSample[] = sampleCurves(spec)): FnResolved {
  const xDomain = cleanRange(spec.domain);
  const yDomain = yDomainOf(spec, samples);
  const width = spec.width ?? FN_PLOT_DEFAULTS.width;
  const height = spec.height ?? FN_PLOT_DEFAULTS.height;
  const yScale = spec.yScale ?? 'linear';
  const constant = yScale === 'symlog' ? (spec.symlogConstant ?? symlogConstant(yDomain)) : null;
  const bands = bandGroups(spec);
  const marks = markGroups(spec);
  const label = (k: FnMark | FnBand) => (k.label && k.label.includes('\n') ? 'multiline' : !!k.label);
  const shape = JSON.stringify([
    xDomain,
    yDomain,
    yScale,
    constant,
    width,
    height,
    spec.xLabel ?? null,
    spec.yLabel ?? null,
    spec.curves.map((c) => [c.id, c.color, c.dash ?? '', samples.some((p) => p.id === c.id)]),
    bands.shades.map((g) => [g.fill, g.opacity, g.bands.length]),
    bands.labelled.map(label),
    marks.byKind.map((g) => [g.kind, g.marks.map((k) => marks.fill(k))]),
    marks.placed.map((k) => [k.kind, label(k)]),
    marks.named.map(label),
  ]);
  return { spec, samples, xDomain, yDomain, width, height, shape };
}

/** `translate(a,b)` read back: [a, b], or [0, 0] when absent. */
function translateOf(el: Element): [number, number] {
  const m = /translate\(\s*([-\d.e+]+)[ ,]+([-\d.e+]+)\s*\)/.exec(attrOf(el, 'transform') ?? '');
  return m ? [Number(m[1]), Number(m[2])] : [0, 0];
}

/** Set a group's `translate(dx,dy)` as Plot's applyTransform does (none when both are zero). */
function setTranslate(el: Element, dx: number, dy: number): void {
  if (dx || dy) setIfChanged(el, 'transform', `translate(${dx},${dy})`);
  else if (el.hasAttribute('transform')) el.removeAttribute('transform');
}

/**
 * Redraw a chart drawn for `from` (by Plot, at build time or in the browser)
 * as `to`, in place, with the x and y scales of the chart on screen: the
 * curves' paths, the marks, the bands and their labels, and the cursor, each
 * attribute written only when it changed. `from` and `to` must have the same
 * `shape`; false (nothing or part written, so re-render) when they do not or
 * the chart's elements are not what was expected.
 */
export function patchFnPlot(svg: Element, from: FnResolved, to: FnResolved, x: Scale, y: Scale): boolean {
  if (from.shape !== to.shape) return false;
  const doc = svg.ownerDocument;
  const spec = to.spec;
  const groups = (cls: string) => [...svg.querySelectorAll(`g.${cls}`)];
  const m = FN_PLOT_MARGIN;
  const bottom = to.height - m.bottom;

  // Check the elements before writing any.
  const bands = bandGroups(spec);
  const marks = markGroups(spec);
  const bandGs = groups(FN_PLOT_CLASS.band);
  const curveGs = groups(FN_PLOT_CLASS.curve);
  const kindGs = marks.byKind.map((g) => svg.querySelector(`g.kit-fnplot-${g.kind}`));
  const placedGs = groups(FN_PLOT_CLASS.markLabel);
  const bandLabelG = svg.querySelector(`g.${FN_PLOT_CLASS.bandLabel}`);
  const namedG = svg.querySelector(`g.${FN_PLOT_CLASS.labels}`);
  const overlayG = svg.querySelector('g[data-overlay="fn-cursor"]');
  if (
    bandGs.length !== bands.shades.length ||
    bands.shades.some((s, i) => bandGs[i].children.length !== s.bands.length) ||
    curveGs.length !== spec.curves.length ||
    curveGs.some((g) => !g.firstElementChild) ||
    kindGs.some((g, i) => !g || g.children.length !== marks.byKind[i].marks.length) ||
    placedGs.length !== marks.placed.length ||
    placedGs.some((g) => g.children.length !== 1) ||
    (bands.labelled.length > 0 && bandLabelG?.children.length !== bands.labelled.length) ||
    (marks.named.length > 0 && namedG?.children.length !== marks.named.length) ||
    !overlayG
  )
    return false;

  bands.shades.forEach((s, i) => {
    const rects = bandGs[i].children;
    s.bands.forEach((b, j) => {
      const x1 = x(b.t0);
      const x2 = x(b.t1);
      setIfChanged(rects[j], 'x', String(Math.min(x1, x2)));
      setIfChanged(rects[j], 'width', String(Math.max(0, Math.abs(x2 - x1))));
    });
  });
  bands.labelled.forEach((b, j) => {
    const el = bandLabelG!.children[j];
    setIfChanged(el, 'transform', `translate(${x(bandLabelT(b, to.xDomain))},${bottom})`);
    setText(el, b.label!);
  });

  spec.curves.forEach((c, i) => {
    const g = curveGs[i];
    const ds = curvePaths(
      to.samples.filter((p) => p.id === c.id),
      x,
      y,
    );
    const template = g.firstElementChild!;
    while (g.children.length < ds.length) g.append(template.cloneNode(false));
    while (g.children.length > ds.length) g.lastElementChild!.remove();
    ds.forEach((d, j) => setIfChanged(g.children[j], 'd', d));
  });

  marks.byKind.forEach((grp, i) => {
    const els = kindGs[i]!.children;
    grp.marks.forEach((k, j) => {
      const el = els[j];
      const px = x(k.t);
      const py = y(k.y);
      if (el.localName === 'circle') {
        setIfChanged(el, 'cx', String(px));
        setIfChanged(el, 'cy', String(py));
      } else setIfChanged(el, 'transform', `translate(${px},${py})`);
    });
  });

  // A placed label's group carries its dx, dy (plus Plot's pixel offset, read back from the chart).
  const fromPlaced = markGroups(from.spec).placed;
  marks.placed.forEach((k, j) => {
    const g = placedGs[j];
    const [tx, ty] = translateOf(g);
    const was = fromPlaced[j];
    const ox = tx - (was.labelDx ?? 0);
    const oy = ty - (was.labelDy ?? 0);
    setTranslate(g, (k.labelDx ?? 0) + ox, (k.labelDy ?? 0) + oy);
    const el = g.firstElementChild!;
    setIfChanged(el, 'transform', `translate(${x(k.t)},${y(k.y)})`);
    setText(el, k.label!);
  });
  marks.named.forEach((k, j) => {
    const el = namedG!.children[j];
    setIfChanged(el, 'transform', `translate(${x(k.t)},${y(k.y)})`);
    setText(el, k.label!);
  });

  drawCursor(overlayG, doc, x, y, {
    cursor: spec.cursor,
    curves: spec.curves,
    domain: to.xDomain,
    top: m.top,
    bottom,
  });
  return true;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The HTML legend: each curve told apart by colour and line style, a short
 * sample of its line (with its dash) before its label.
 */
export function fnLegendHtml(spec: FnPlotSpec): string {
  return spec.curves
    .map(
      (c) =>
        `<li data-curve="${escapeHtml(c.id)}"><svg width="30" height="10" viewBox="0 0 30 10" aria-hidden="true">` +
        `<line x1="1" y1="5" x2="29" y2="5" style="stroke:${escapeHtml(c.color)};stroke-width:2.5;` +
        `stroke-dasharray:${escapeHtml(c.dash || 'none')}"></line></svg>${escapeHtml(c.label)}</li>`,
    )
    .join('');
}

// ---------------------------------------------------------------------------
// The live chart

export interface FnPlotHandle {
  /** Show `spec` (drawn on the next animation frame; a cursor-only change moves the overlay only). */
  update(spec: FnPlotSpec): void;
  /** The spec last given (with a clock, its cursor is the clock's time). */
  readonly spec: FnPlotSpec;
  destroy(): void;
}

export interface FnPlotOptions {
  /** The clock the cursor follows and that dragging and keys seek. */
  clock?: Clock;
  /** Called with t whenever the reader seeks on the chart. */
  onSeek?: (t: number) => void;
  /** aria-valuetext of the chart when it is a slider; default "t = 1.23". */
  format?: (t: number) => string;
  /**
   * Where the reader's first touch starts loading Plot (pointer entering or
   * pressing, focus, a key), so the first re-render does not wait for it.
   * Default: the chart's figure (`closest('figure')`), else the chart itself.
   */
  warm?: Element;
  /**
   * Hold the y domain on screen while the one a new spec wants fits inside it
   * and spans at least this fraction of it (0–1): the chart is then redrawn in
   * place rather than re-rendered on every step of a drag. Absent or 0: the
   * spec's own y domain every time.
   */
  holdYDomain?: number;
}

let plotModule: Promise<typeof import('./fn-plot-options')> | null = null;
/**
 * Start loading the Plot side of the function plot (once per page). Figures
 * call it when the reader shows intent; `createFnPlot` calls it on the first
 * re-render at the latest.
 */
export function preloadFnPlot(): Promise<typeof import('./fn-plot-options')> {
  plotModule ??= import('./fn-plot-options');
  return plotModule;
}

const sameRange = (a?: readonly [number, number], b?: readonly [number, number]) =>
  a === b || (!!a && !!b && a[0] === b[0] && a[1] === b[1]);

const sameCurves = (a: readonly FnCurve[], b: readonly FnCurve[]) =>
  a === b ||
  (a.length === b.length &&
    a.every((c, i) => {
      const d = b[i];
      const sameFn = c.fn === d.fn || (c.key !== undefined && c.key === d.key);
      return sameFn && c.id === d.id && c.label === d.label && c.color === d.color && c.dash === d.dash;
    }));

/** Two lists of plain records (marks, bands) with the same fields, in the same order. */
function sameList<T extends object>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean {
  if (a === b) return true;
  const x = a ?? [];
  const y = b ?? [];
  if (x.length !== y.length) return false;
  return x.every((p, i) => {
    const q = y[i] as Record<string, unknown>;
    const r = p as Record<string, unknown>;
    const keys = new Set([...Object.keys(r), ...Object.keys(q)]);
    for (const k of keys) if (!Object.is(r[k], q[k])) return false;
    return true;
  });
}

/** Whether `a` and `b` draw the same chart apart from the cursor. */
export function sameChart(a: FnPlotSpec, b: FnPlotSpec): boolean {
  return (
    a.title === b.title &&
    sameRange(a.domain, b.domain) &&
    sameRange(a.yDomain, b.yDomain) &&
    sameCurves(a.curves, b.curves) &&
    sameList(a.marks, b.marks) &&
    sameList(a.bands, b.bands) &&
    (a.yScale ?? 'linear') === (b.yScale ?? 'linear') &&
    a.symlogConstant === b.symlogConstant &&
    a.samples === b.samples &&
    a.width === b.width &&
    a.height === b.height &&
    a.xLabel === b.xLabel &&
    a.yLabel === b.yLabel
  );
}

/** The `[data-fnplot-name]` child of a plot's container (FnPlot.astro renders it), or a new empty one appended. */
function ownPart(container: HTMLElement, tag: 'div' | 'ul', name: 'chart' | 'legend'): HTMLElement {
  const found = container.querySelector<HTMLElement>(`[data-fnplot-${name}]`);
  if (found) return found;
  const made = container.ownerDocument.createElement(tag);
  made.className = `kit-fnplot-${name}`;
  made.setAttribute(`data-fnplot-${name}`, '');
  container.append(made);
  return made;
}

/**
 * Draw a live function plot into `container` (FnPlot.astro's element, whose
 * build-time chart it takes over, or an empty element). With a clock, the
 * cursor follows `clock.time`, and the chart is a slider: pointer down and
 * drag on it, or the arrow keys (Shift ×10), Page Up/Down, Home and End, seek
 * the clock (pausing it). Without a clock, `onSeek` alone makes it a slider.
 */
export function createFnPlot(container: HTMLElement, spec: FnPlotSpec, options: FnPlotOptions = {}): FnPlotHandle {
  const { clock, onSeek } = options;
  // Given the chart element of FnPlot.astro rather than its root, take the root.
  if (container.hasAttribute('data-fnplot-chart') && container.parentElement) container = container.parentElement;
  const fmt = options.format ?? cursorLabel;
  const doc = container.ownerDocument;
  container.classList.add('kit-fnplot');
  const chart = ownPart(container, 'div', 'chart');
  const legend = ownPart(container, 'ul', 'legend');
  const box = chart;

  let current: FnPlotSpec = clock ? { ...spec, cursor: clock.time } : spec;
  /** The spec on screen, at the width drawn; null until the first draw (a build-time chart counts as drawn). */
  let drawn: { spec: FnPlotSpec; width: number } | null = null;
  let scales: ReturnType<typeof fnScales> | null = null;
  /** The chart on screen, resolved (as drawn: sized, its y domain held), for redrawing it in place. */
  let shown: FnResolved | null = null;
  /** The x and y scales of the chart on screen: Plot's own when Plot drew it here, else `scales`'. */
  let plotScales: { x: Scale; y: Scale } | null = null;
  const hold = isNum(options.holdYDomain) ? Math.min(Math.max(options.holdYDomain, 0), 1) : 0;
  /** `s` at `width`, with the y domain on screen when `holdYDomain` keeps it. */
  const sizedFor = (s: FnPlotSpec, width: number): { sized: FnPlotSpec; resolved: FnResolved } => {
    const sized = { ...s, width };
    let resolved = resolveFnPlot(sized);
    if (hold > 0 && shown && (s.yScale ?? 'linear') === (shown.spec.yScale ?? 'linear')) {
      const [a, b] = shown.yDomain;
      const [c, d] = resolved.yDomain;
      if ((c !== a || d !== b) && c >= a && d <= b && d - c >= hold * (b - a)) {
        const held = { ...sized, yDomain: shown.yDomain };
        // The samples do not depend on the y domain.
        resolved = resolveFnPlot(held, resolved.samples);
        return { sized: held, resolved };
      }
    }
    return { sized, resolved };
  };
  const interactive = !!clock || !!onSeek;

  /**
   * The container's width, read when the chart is created and again when its
   * ResizeObserver reports (the page's layout is clean then, so the read is
   * free). Reading it in the animation frame that draws would lay out the page
   * there, after the figure's own writes: once more per frame while a clock
   * plays (bench/FRAME-COST.md, "The scrubber while playing").
   */
  let boxWidth = Math.floor(box.clientWidth);
  const observed = typeof ResizeObserver === 'function';
  /** The width to draw at: the spec's, or the container's when narrower (text stays readable on a phone). */
  const widthFor = (s: FnPlotSpec) => {
    const want = s.width ?? FN_PLOT_DEFAULTS.width;
    const have = observed ? boxWidth : Math.floor(box.clientWidth);
    return have > 120 && have < want ? have : want;
  };

  const overlay = () => box.querySelector('g[data-overlay="fn-cursor"]');

  const drawCursorOnly = (s: FnPlotSpec) => {
    const g = overlay();
    if (!g || !scales) return false;
    const sc = scales;
    drawCursor(g, doc, sc.x.apply, sc.y.apply, cursorView(s, sc));
    return true;
  };

  /** The legend's HTML as last written here (null: as the build wrote it, unknown). */
  let legendHtml: string | null = null;
  /** The Plot side, loaded on the first re-render (null until then). */
  let renderer: typeof import('./fn-plot-options') | null = null;
  let loading = false;
  /** Re-render the chart; false while Plot is still loading (the draw is then scheduled again). */
  const renderAll = (s: FnPlotSpec, width: number): boolean => {
    if (!renderer) {
      if (!loading) {
        loading = true;
        void preloadFnPlot().then((m) => {
          renderer = m;
          schedule();
        });
      }
      return false;
    }
    const { sized, resolved } = sizedFor(s, width);
    const svg = renderer.renderFnPlot(sized);
    scene?.destroy();
    box.replaceChildren(svg);
    onCanvas(svg);
    scales = fnScales(sized);
    shown = resolved;
    const sx = (svg as { scale?: (name: string) => { apply?: Scale } | undefined }).scale;
    const px = typeof sx === 'function' ? sx.call(svg, 'x')?.apply : undefined;
    const py = typeof sx === 'function' ? sx.call(svg, 'y')?.apply : undefined;
    plotScales = px && py ? { x: px, y: py } : null;
    const html = fnLegendHtml(s);
    if (legend!.innerHTML !== html) legend!.innerHTML = html;
    legendHtml = html;
    return true;
  };

  const writeAria = (s: FnPlotSpec) => {
    setIfChanged(box, 'aria-label', s.title);
    if (!interactive) {
      setIfChanged(box, 'role', 'img');
      return;
    }
    const [d0, d1] = cleanRange(s.domain);
    setIfChanged(box, 'role', 'slider');
    setIfChanged(box, 'tabindex', '0');
    setIfChanged(box, 'aria-valuemin', String(r2(d0)));
    setIfChanged(box, 'aria-valuemax', String(r2(d1)));
    const t = isNum(s.cursor) ? s.cursor : d0;
    setIfChanged(box, 'aria-valuenow', String(Math.round(t * 1000) / 1000));
    setIfChanged(box, 'aria-valuetext', fmt(t));
  };

  // While the clock plays, the cursor's spoken value follows with the figure's numbers (kit/later.ts), not
  // every frame, as the scrubber's does; a seek or a new chart is written at once.
  const ariaLater = clock && typeof requestAnimationFrame === 'function' ? textLater(() => writeAria(current)) : null;
  const ariaFor = (s: FnPlotSpec) => (ariaLater && clock!.playing ? ariaLater() : writeAria(s));

  // The chart is drawn on a canvas (the kit's fast path, kit/scene-canvas.ts): each one Plot renders, and the build's.
  let scene: SceneCanvas | null = null;
  const onCanvas = (svg: Element | null) => {
    scene = svg && svg.localName === 'svg' ? sceneOnCanvas(svg as SVGSVGElement) : null;
  };
  onCanvas(box.querySelector('svg'));

  // A chart rendered at build time for this spec at its own width is taken over as it is.
  const prerendered = !!overlay() && box.querySelector('svg') !== null;
  if (prerendered && widthFor(current) === (current.width ?? FN_PLOT_DEFAULTS.width)) {
    drawn = { spec: current, width: widthFor(current) };
    scales = fnScales(current);
    shown = resolveFnPlot({ ...current, width: drawn.width });
    drawCursorOnly(current);
  }

  let frame = 0;
  /** Redraw the chart on screen as `s` in place, when only positions change; false else. */
  const patch = (s: FnPlotSpec, width: number): boolean => {
    const svg = box.querySelector('svg');
    if (!svg || !shown || !scales) return false;
    const { sized, resolved } = sizedFor(s, width);
    if (resolved.shape !== shown.shape) return false;
    const sc = plotScales ?? { x: scales.x.apply, y: scales.y.apply };
    if (!patchFnPlot(svg, shown, resolved, sc.x, sc.y)) return false;
    shown = resolved;
    scales = fnScales(sized);
    const html = fnLegendHtml(s);
    if (html !== legendHtml) {
      if (legend!.innerHTML !== html) legend!.innerHTML = html;
      legendHtml = html;
    }
    return true;
  };

  const draw = () => {
    frame = 0;
    const s = current;
    const width = widthFor(s);
    if (drawn && drawn.width === width && sameChart(drawn.spec, s)) {
      if (drawn.spec.cursor !== s.cursor) drawCursorOnly(s);
    } else if (drawn && drawn.width === width && patch(s, width)) {
      // Redrawn in place (tests and tools read how the chart was last drawn).
      setIfChanged(box, 'data-fnplot-drawn', 'patch');
    } else if (renderAll(s, width)) {
      setIfChanged(box, 'data-fnplot-drawn', 'render');
    } else {
      // Plot is on its way: keep the cursor moving on the chart that is there.
      if (drawn && drawn.width === width && drawCursorOnly(s))
        drawn = { spec: { ...drawn.spec, cursor: s.cursor }, width };
      ariaFor(s);
      return;
    }
    drawn = { spec: s, width };
    ariaFor(s);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(draw);
  };

  // Seeking from the chart.
  const seek = (t: number) => {
    if (!isNum(t)) return;
    const [d0, d1] = cleanRange(current.domain);
    const tt = Math.min(Math.max(t, d0), d1);
    if (clock) {
      clock.pause();
      clock.seek(tt);
    }
    onSeek?.(tt);
  };
  const timeAt = (clientX: number) => {
    const svg = box.querySelector('svg');
    const sc = scales ?? fnScales({ ...current, width: widthFor(current) });
    if (!svg) return NaN;
    const rect = svg.getBoundingClientRect();
    const vbWidth = svg.viewBox?.baseVal?.width || sc.width;
    return sc.x.invert(((clientX - rect.left) * vbWidth) / (rect.width || 1));
  };
  let dragging: number | null = null;
  const onDown = (e: PointerEvent) => {
    if (e.button !== 0 || !e.isPrimary) return;
    dragging = e.pointerId;
    box.setPointerCapture?.(e.pointerId);
    box.focus({ preventScroll: true });
    e.preventDefault();
    seek(timeAt(e.clientX));
  };
  const onMove = (e: PointerEvent) => {
    if (dragging === e.pointerId) seek(timeAt(e.clientX));
  };
  const onUp = (e: PointerEvent) => {
    if (dragging === e.pointerId) dragging = null;
  };
  const onKey = (e: KeyboardEvent) => {
    const [d0, d1] = cleanRange(current.domain);
    const step = ((d1 - d0) / 100) * (e.shiftKey ? 10 : 1);
    const t = isNum(current.cursor) ? current.cursor : d0;
    const to: Record<string, number> = {
      ArrowRight: t + step,
      ArrowUp: t + step,
      ArrowLeft: t - step,
      ArrowDown: t - step,
      PageUp: t + (d1 - d0) / 10,
      PageDown: t - (d1 - d0) / 10,
      Home: d0,
      End: d1,
    };
    if (!(e.key in to)) return;
    e.preventDefault();
    seek(to[e.key]);
  };
  if (interactive) {
    box.addEventListener('pointerdown', onDown);
    box.addEventListener('pointermove', onMove);
    box.addEventListener('pointerup', onUp);
    box.addEventListener('pointercancel', onUp);
    box.addEventListener('keydown', onKey);
  }

  // The reader's first touch of the figure starts loading Plot.
  const warmAt = options.warm ?? container.closest('figure') ?? container;
  const WARM_EVENTS = ['pointerenter', 'pointerdown', 'focusin', 'keydown'] as const;
  const warm = () => {
    for (const type of WARM_EVENTS) warmAt.removeEventListener(type, warm);
    void preloadFnPlot();
  };
  for (const type of WARM_EVENTS) warmAt.addEventListener(type, warm, { passive: true });

  const unsubscribe = clock?.subscribe((c) => {
    if (current.cursor === c.time) return;
    current = { ...current, cursor: c.time };
    schedule();
  });

  // Redraw when the container's width changes (a phone turned, a window resized).
  const resize = observed
    ? new ResizeObserver(() => {
        boxWidth = Math.floor(box.clientWidth);
        if (drawn && widthFor(current) !== drawn.width) schedule();
      })
    : null;
  resize?.observe(box);

  writeAria(current);
  if (!drawn) schedule();

  return {
    update(next) {
      current = clock ? { ...next, cursor: clock.time } : next;
      schedule();
    },
    get spec() {
      return current;
    },
    destroy() {
      scene?.destroy();
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      unsubscribe?.();
      resize?.disconnect();
      for (const type of WARM_EVENTS) warmAt.removeEventListener(type, warm);
      box.removeEventListener('pointerdown', onDown);
      box.removeEventListener('pointermove', onMove);
      box.removeEventListener('pointerup', onUp);
      box.removeEventListener('pointercancel', onUp);
      box.removeEventListener('keydown', onKey);
    },
  };
}
