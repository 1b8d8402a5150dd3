/**
 * A function plot's scales (kit/charts/fn-plot.ts): the y domain (padded, round,
 * held steady during a drag), the linear and symmetric-log scales with their
 * inverses, their ticks and labels, and a spec resolved to what it is drawn
 * with. Pure.
 */
import { superscript } from '../text/math-text';
import {
  FN_PLOT_DEFAULTS,
  FN_PLOT_MARGIN,
  cleanRange,
  finiteExtent,
  isNum,
  sampleCurves,
  type FnBand,
  type FnMark,
  type FnPlotSpec,
  type FnSample,
  type HeardChart,
} from './fn-plot-spec';
import { bandGroups, markGroups } from './fn-plot-marks';
import type { Scale } from './overlay';

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
export function yDomainOf(spec: HeardChart, samples: readonly FnSample[] = sampleCurves(spec)): [number, number] {
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
