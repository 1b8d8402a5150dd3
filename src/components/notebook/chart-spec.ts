/**
 * Charts as plain data. In a cell, `Plot.line(rows, { x: 'speed', y: 'time' })`
 * and `Plot.plot({ marks: [...] })` look like Observable Plot, but build a
 * description that can cross postMessage: accessor functions are evaluated
 * here, in the worker, into columns. The page turns the description back into
 * real Plot marks (chart.ts), accepting only the marks and options it knows.
 */
import { CHART } from './markers';

export { CHART };

/** The Plot marks a cell may use. */
export const MARKS = [
  'line',
  'lineX',
  'lineY',
  'dot',
  'dotX',
  'dotY',
  'areaX',
  'areaY',
  'barX',
  'barY',
  'rectX',
  'rectY',
  'cell',
  'ruleX',
  'ruleY',
  'tickX',
  'tickY',
  'text',
  'link',
  'arrow',
  'frame',
  'gridX',
  'gridY',
] as const;
export type MarkName = (typeof MARKS)[number];

/** Top-level Plot options a chart may set. */
export const PLOT_OPTIONS = [
  'width',
  'height',
  'margin',
  'marginTop',
  'marginRight',
  'marginBottom',
  'marginLeft',
  'inset',
  'x',
  'y',
  'color',
  'r',
  'grid',
  'title',
  'subtitle',
  'caption',
  'aspectRatio',
] as const;

/** Options that could make links or run code: never passed to Plot. */
const FORBIDDEN = new Set(['href', 'target', 'render', '__proto__', 'constructor', 'prototype']);
const CHANNELS = [
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'z',
  'fill',
  'stroke',
  'r',
  'text',
  'title',
  'fillOpacity',
  'strokeOpacity',
];
export const MAX_ROWS = 10_000;
const MAX_MARKS = 20;

export type Plain = null | boolean | number | string | Plain[] | { [k: string]: Plain };

export interface MarkSpec {
  mark: MarkName;
  data: Plain[] | null;
  options: Record<string, Plain>;
}

export interface ChartSpec {
  marks: MarkSpec[];
  options: Record<string, Plain>;
}

/** A value reduced to JSON-like data (numbers keep NaN and ±Infinity); functions and instances become null. */
export function plain(value: unknown, depth = 0): Plain {
  if (value === null || value === undefined) return null;
  const type = typeof value;
  if (type === 'number' || type === 'string' || type === 'boolean') return value as Plain;
  if (type === 'bigint') return Number(value);
  if (type !== 'object' || depth > 8) return null;
  if (Array.isArray(value) || ArrayBuffer.isView(value)) {
    return Array.from(value as ArrayLike<unknown>, (v) => plain(v, depth + 1));
  }
  if (value instanceof Date) return value.toISOString();
  const out: Record<string, Plain> = {};
  for (const k of Object.keys(value as object)) {
    if (FORBIDDEN.has(k)) continue;
    out[k] = plain((value as Record<string, unknown>)[k], depth + 1);
  }
  return out;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Build one mark's description; accessor functions become computed columns. */
export function markSpec(mark: MarkName, data: unknown, options: unknown = {}): MarkSpec {
  if (mark === 'frame' || mark === 'gridX' || mark === 'gridY') {
    // These take options only.
    if (options === undefined || (isRecord(data) && !Array.isArray(data))) options = data;
    data = null;
  }
  const opts: Record<string, unknown> = isRecord(options) ? { ...options } : {};
  let rows: unknown[] | null = null;
  if (data !== null && data !== undefined) {
    if (typeof (data as Iterable<unknown>)[Symbol.iterator] !== 'function') {
      throw new TypeError(`Plot.${mark}: data must be an array (or another iterable), not ${typeof data}.`);
    }
    rows = Array.from(data as Iterable<unknown>);
    if (rows.length > MAX_ROWS) throw new RangeError(`Plot.${mark}: at most ${MAX_ROWS} rows, got ${rows.length}.`);
  }
  const computed = Object.keys(opts).filter((k) => typeof opts[k] === 'function' && CHANNELS.includes(k));
  if (rows && computed.length > 0) {
    const source = rows;
    const columns = computed.map((k) =>
      source.map((d, i) => (opts[k] as (d: unknown, i: number, all: unknown[]) => unknown)(d, i, source)),
    );
    rows = source.map((d, i) => {
      const row: Record<string, unknown> = isRecord(d) ? { ...d } : { value: d };
      computed.forEach((k, j) => (row[`__${k}`] = columns[j]![i]));
      return row;
    });
    for (const k of computed) opts[k] = `__${k}`;
  }
  for (const k of Object.keys(opts)) if (typeof opts[k] === 'function' || FORBIDDEN.has(k)) delete opts[k];
  return {
    mark,
    data: rows ? (rows.map((r) => plain(r)) as Plain[]) : null,
    options: plain(opts) as Record<string, Plain>,
  };
}

/** Build a chart from Plot-like options: `{ marks: [...], x: { label }, ... }`. */
export function chartSpec(options: unknown): ChartSpec {
  if (!isRecord(options))
    throw new TypeError(
      'Plot.plot expects an options object such as { marks: [Plot.line(rows, { x: "a", y: "b" })] }.',
    );
  const marks = ((Array.isArray(options.marks) ? options.marks : []) as unknown[])
    .flat(2)
    .filter((m): m is MarkSpec => isRecord(m) && (MARKS as readonly string[]).includes(String(m.mark)));
  if (marks.length === 0)
    throw new TypeError('Plot.plot: give at least one mark, e.g. marks: [Plot.line(rows, { x: "a", y: "b" })].');
  if (marks.length > MAX_MARKS) throw new RangeError(`Plot.plot: at most ${MAX_MARKS} marks.`);
  const top: Record<string, Plain> = {};
  for (const k of PLOT_OPTIONS) if (options[k] !== undefined) top[k] = plain(options[k]);
  return { marks, options: top };
}

/** A chart value: what `Plot.plot()` returns in a cell; the inspector draws it. */
export interface Chart {
  [CHART]: true;
  spec: ChartSpec;
}

/** The `Plot` object a cell sees. */
export function makePlot(): Record<MarkName, (data?: unknown, options?: unknown) => MarkSpec> & {
  plot(options: unknown): Chart;
} {
  const api = {} as Record<MarkName, (data?: unknown, options?: unknown) => MarkSpec> & { plot(o: unknown): Chart };
  for (const m of MARKS) api[m] = (data?: unknown, options?: unknown) => markSpec(m, data, options);
  api.plot = (options: unknown) => ({ [CHART]: true as const, spec: chartSpec(options) });
  return api;
}
