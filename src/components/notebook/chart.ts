/**
 * A cell's chart description → Observable Plot. Only known marks and options
 * get through (chart-spec.ts lists them); data stays data. Imported at build
 * time and, in the browser, only when a run produces a chart.
 */
// Marks by name, not the namespace: a namespace import would pull all of Plot
// into the chunk that figures on the same page share with this module.
import {
  areaX,
  areaY,
  arrow,
  barX,
  barY,
  cell,
  dot,
  dotX,
  dotY,
  frame,
  gridX,
  gridY,
  line,
  lineX,
  lineY,
  link,
  rectX,
  rectY,
  ruleX,
  ruleY,
  text,
  tickX,
  tickY,
  type Markish,
} from '@observablehq/plot';
import type { PlotOptions } from '../kit/charts/plot';
import { MARKS, PLOT_OPTIONS, type ChartSpec, type MarkName, type Plain } from './chart-spec';

type MarkFn = (data?: unknown, options?: Record<string, unknown>) => Markish;

const MARK_FUNCTIONS = {
  line,
  lineX,
  lineY,
  dot,
  dotX,
  dotY,
  areaX,
  areaY,
  barX,
  barY,
  rectX,
  rectY,
  cell,
  ruleX,
  ruleY,
  tickX,
  tickY,
  text,
  link,
  arrow,
  frame,
  gridX,
  gridY,
} as unknown as Record<MarkName, MarkFn>;

/*
 * The y axis's tick labels, foreseen from the chart's description (issue 38 item 11): Plot leaves 40 px left of
 * the frame whatever its ticks say, and "−1,500" or "1e-16" at a phone's 12 px (notebook.css) is wider than
 * that, so the chart's edge cut it. Without a DOM (the build and the browser draw the same chart) and without
 * d3 (which Plot carries, not the book): the y values the marks draw, the ticks Plot's axis takes between them
 * (d3's rule: about one per 35 px) and their text in the chart's format, by a generous estimate.
 */

/** Plot's defaults: a chart's height, its frame's top and bottom margins, a y tick's spacing, length and padding. */
const PLOT = { height: 400, marginTop: 20, marginBottom: 30, tickSpacing: 35, tickSize: 6, tickPadding: 3 } as const;
/** Plot's left margin for a y axis, kept as the least. */
const LEAST_LEFT = 40;
/** The tick labels' size on a phone (notebook.css): the largest they are shown at. */
export const TICK_FONT = 12;
/** Air left between the widest tick label and the chart's edge (px). */
const EDGE_AIR = 3;
/** Marks whose y starts at zero (Plot stacks them on it) and marks that draw their data as y values. */
const FROM_ZERO = new Set<string>(['barY', 'areaY', 'rectY']);
const Y_DATA = new Set<string>(['lineY', 'dotY', 'areaY', 'barY', 'rectY', 'ruleY', 'tickY']);

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const record = (v: Plain | undefined): Record<string, Plain> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? v : {};

/** The y values the chart's marks draw (numbers only: a y scale of categories has no number ticks). */
function yValues(spec: ChartSpec): number[] {
  const out: number[] = [];
  for (const m of spec.marks) {
    const rows = m.data ?? [];
    const channels = ['y', 'y1', 'y2'].map((k) => m.options[k]).filter((c) => c !== undefined && c !== null);
    for (const c of channels) {
      if (isNum(c)) out.push(c);
      else if (typeof c === 'string') for (const r of rows) out.push(record(r)[c] as number);
    }
    if (!channels.length && Y_DATA.has(m.mark)) for (const r of rows) out.push(r as number);
    if (FROM_ZERO.has(m.mark)) out.push(0);
  }
  return out.filter(isNum);
}

/** d3's tick step for about `count` ticks over `lo … hi`: 1, 2 or 5 times a power of ten. */
function tickStep(lo: number, hi: number, count: number): number {
  const raw = (hi - lo) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const e = raw / power;
  return power * (e >= Math.sqrt(50) ? 10 : e >= Math.sqrt(10) ? 5 : e >= Math.sqrt(2) ? 2 : 1);
}

/** The ticks Plot's y axis draws: the spec's own, or d3's for the scale's type and domain. */
function yTicks(spec: ChartSpec, y: Record<string, Plain>, log: boolean): { ticks: number[]; step: number } {
  if (Array.isArray(y.ticks)) {
    const ticks = y.ticks.filter(isNum);
    return { ticks, step: ticks.length > 1 ? Math.abs(ticks[1] - ticks[0]) : 1 };
  }
  const values = Array.isArray(y.domain) ? y.domain.filter(isNum) : yValues(spec);
  const usable = log ? values.filter((v) => v > 0) : values;
  if (!usable.length) return { ticks: [], step: 1 };
  let lo = Math.min(...usable);
  let hi = Math.max(...usable);
  if (y.zero === true && !log) [lo, hi] = [Math.min(lo, 0), Math.max(hi, 0)];
  const height = isNum(spec.options.height) ? spec.options.height : PLOT.height;
  const count = isNum(y.ticks) ? y.ticks : (height - PLOT.marginTop - PLOT.marginBottom) / PLOT.tickSpacing;
  if (log) {
    // Powers of ten between the ends, and the decades at the ends (d3 labels no more than these on a long axis).
    const ticks: number[] = [];
    for (let k = Math.floor(Math.log10(lo)); k <= Math.ceil(Math.log10(hi)); k++) ticks.push(10 ** k);
    return { ticks, step: 1 };
  }
  if (lo === hi) return { ticks: [lo], step: 1 };
  const step = tickStep(lo, hi, count);
  // A nice domain reaches out to whole steps: its end ticks are labelled too.
  const first = Math.floor(lo / step) * step;
  const last = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let v = first; v <= last + step / 2; v += step) ticks.push(Math.abs(v) < step / 2 ? 0 : v);
  return { ticks, step };
}

/** Digits with their thousands separated by commas (d3-format's `,`). */
function grouped(digits: string): string {
  const [int, frac] = digits.split('.');
  const g = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? g : `${g}.${frac}`;
}

/** A y tick's label as d3-format writes it with `specifier` (the common types), or as Plot writes it by default. */
function tickText(v: number, specifier: string | null, step: number, log: boolean): string {
  const minus = (t: string) => (v < 0 ? `−${t}` : t);
  const a = Math.abs(v);
  const m =
    specifier === null ? null : /^.*?([+\-( ])?([$#])?(0)?(\d+)?(,)?(?:\.(\d+))?(~)?([a-z%])?$/i.exec(specifier);
  if (!m) {
    if (log) return a >= 1e-3 && a < 1e4 ? String(a) : `${a.toPrecision(1)}`; // SI prefixes: "1µ", "10k"
    const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
    return minus(grouped(a.toFixed(decimals)));
  }
  const [, , , , , comma, precision, trim, type] = m;
  const p = precision === undefined ? undefined : Number(precision);
  let t: string;
  switch (type) {
    case 'e':
      t = a.toExponential(p ?? 6);
      break;
    case 'f':
      t = a.toFixed(p ?? 6);
      break;
    case '%':
      t = `${(a * 100).toFixed(p ?? 6)}%`;
      break;
    case 'd':
      t = a.toFixed(0);
      break;
    case 's':
    case 'r':
    case 'g':
      t = a.toPrecision(Math.max(1, Math.min(21, p ?? 6)));
      break;
    default:
      t = p === undefined ? String(a) : a.toPrecision(Math.max(1, Math.min(21, p)));
  }
  if (trim) t = t.replace(/(\.\d*?)0+(?=$|e|%)/, '$1').replace(/\.(?=$|e|%)/, '');
  if (comma) t = grouped(t);
  return minus(t);
}

/** The labels of the chart's y ticks, foreseen (see above); none for a chart whose y axis shows none. */
export function yTickLabels(spec: ChartSpec): string[] {
  const y = record(spec.options.y);
  if (y.axis === null || y.axis === false || y.type === 'band' || y.type === 'point') return [];
  const log = y.type === 'log';
  const { ticks, step } = yTicks(spec, y, log);
  const specifier = typeof y.tickFormat === 'string' ? y.tickFormat : null;
  return ticks.map((v) => tickText(v, specifier, step, log));
}

/** A label's width in px at `font`, generous: each character at its widest in a UI sans (DejaVu Sans, Arial). */
export function tickWidth(text: string, font = TICK_FONT): number {
  let em = 0;
  for (const c of text) em += /[.,:;' ]/.test(c) ? 0.36 : /[−+=%]/.test(c) ? 0.86 : /[A-Zmw]/.test(c) ? 0.8 : 0.66;
  return em * font;
}

/**
 * The left margin the y axis needs (px): Plot's 40, or more where the widest tick label with its tick and
 * padding is wider. Undefined where the spec sets its own margin or the axis is on the right.
 */
export function leftMargin(spec: ChartSpec): number | undefined {
  const o = spec.options;
  const y = record(o.y);
  if (o.marginLeft !== undefined || o.margin !== undefined || y.axis === 'right') return undefined;
  const widest = Math.max(0, ...yTickLabels(spec).map((t) => tickWidth(t)));
  return Math.max(LEAST_LEFT, Math.ceil(widest + PLOT.tickSize + PLOT.tickPadding + EDGE_AIR));
}

export function plotOptions(spec: ChartSpec): PlotOptions {
  const marks: Markish[] = [];
  for (const m of spec.marks) {
    if (!(MARKS as readonly string[]).includes(m.mark)) continue;
    const make = MARK_FUNCTIONS[m.mark];
    const options = { ...m.options };
    delete options.href;
    delete options.target;
    delete options.render;
    marks.push(m.data === null ? make(options) : make(m.data, options));
  }
  const top: Record<string, unknown> = {};
  for (const k of PLOT_OPTIONS) if (spec.options[k] !== undefined && spec.options[k] !== null) top[k] = spec.options[k];
  const marginLeft = leftMargin(spec);
  return { width: 640, ...(marginLeft === undefined ? {} : { marginLeft }), ...top, marks } as PlotOptions;
}
