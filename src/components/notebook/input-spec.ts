/**
 * Inputs in cells, as in Observable: `const speed = view(Inputs.range([10, 60], { label: 'Speed' }))`
 * shows a slider under the cell and gives its current value; moving it runs
 * the cell again, and the cells that read `speed` after it.
 *
 * The cell runs in the worker, which has no DOM, so `Inputs.*` there build a
 * description (an `InputSpec`: plain data, bounded), as `Plot` builds a
 * chart's; the page draws the real control from it (mount-input.ts, with
 * @observablehq/inputs). What the reader chose comes back as plain data:
 * a number, a string, a boolean, an option's index or a click count
 * (`ViewValue`), and `resolveView` turns it into the value the cell sees
 * (the option itself), keeping the input's own value when what came back
 * does not fit it. Pure: worker, page, build and tests.
 */
import { plain, type Plain } from './chart-spec';

import { INPUT, marked } from './markers';

export { INPUT };

/** Bounds on what an input may carry to the page. */
export const INPUT_LIMITS = { options: 500, rows: 2_000, columns: 12, label: 200, text: 1_000 } as const;

export type InputSpec =
  /** `min`/`max` null: unbounded (JSON, which keeps saved outputs, has no Infinity). */
  | {
      kind: 'range' | 'number';
      label: string;
      min: number | null;
      max: number | null;
      step: number | null;
      value: number;
    }
  | { kind: 'select' | 'radio'; label: string; options: string[]; value: number }
  | { kind: 'checkbox'; label: string; options: string[]; value: number[] }
  | { kind: 'toggle'; label: string; value: boolean }
  | { kind: 'button'; label: string; content: string; value: number }
  | { kind: 'text'; label: string; placeholder: string; value: string }
  | { kind: 'table'; label: string; columns: string[]; rows: Record<string, Plain>[]; value: number[] };

export type InputKind = InputSpec['kind'];
/** What the page sends back for an input: its value in the spec's own terms (indices for options). */
export type ViewValue = number | string | boolean | number[];

/** An input as a cell holds it: the description, and how to turn the page's value into the cell's. */
export interface CellInput {
  [INPUT]: true;
  spec: InputSpec;
  /** The value the cell sees for a page value (an option, not its index). */
  valueOf(v: ViewValue): unknown;
}

export function isInput(v: unknown): v is CellInput {
  return marked(v, INPUT);
}

type Options = Record<string, unknown>;
const record = (v: unknown): Options =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Options) : {};
const label = (o: Options): string => (typeof o.label === 'string' ? o.label.slice(0, INPUT_LIMITS.label) : '');
const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Text for an option: `format(option)` when given (the cell's own function, run here in the worker), else as printed. */
function optionText(o: unknown, i: number, format: unknown): string {
  const text = typeof format === 'function' ? (format as (o: unknown, i: number) => unknown)(o, i) : o;
  if (typeof text === 'string') return text.slice(0, INPUT_LIMITS.label);
  if (typeof text === 'number' || typeof text === 'boolean' || text === null || text === undefined) return String(text);
  try {
    return JSON.stringify(text)?.slice(0, INPUT_LIMITS.label) ?? String(i + 1);
  } catch {
    return String(i + 1);
  }
}

function list(data: unknown, what: string, max: number): unknown[] {
  if (data === null || data === undefined || typeof (data as Iterable<unknown>)[Symbol.iterator] !== 'function')
    throw new TypeError(`Inputs.${what}: give a list (an array of options or rows).`);
  // An array is kept as it is: a table with nothing selected gives the cell its own rows back.
  const items = Array.isArray(data) ? data : Array.from(data as Iterable<unknown>);
  if (items.length > max) throw new RangeError(`Inputs.${what}: at most ${max} items, got ${items.length}.`);
  return items;
}

function numeric(kind: 'range' | 'number', extent: unknown, options: unknown): CellInput {
  const o = record(Array.isArray(extent) ? options : extent);
  const [a, b] = Array.isArray(extent) ? extent : [];
  const min = finite(a) ?? (kind === 'range' ? 0 : null);
  const max = finite(b) ?? (kind === 'range' ? 1 : null);
  if (min !== null && max !== null && min > max)
    throw new RangeError(`Inputs.${kind}: the extent [${min}, ${max}] runs backwards.`);
  const step = finite(o.step) !== null && (o.step as number) > 0 ? (o.step as number) : kind === 'number' ? 1 : null;
  const given = finite(o.value);
  const inside = (x: number) => (min === null || x >= min) && (max === null || x <= max);
  const fallback = kind === 'range' ? (min! + max!) / 2 : inside(0) ? 0 : (min ?? max!);
  const value = given !== null && inside(given) ? given : fallback;
  const spec: InputSpec = { kind, label: label(o), min, max, step, value };
  return { [INPUT]: true, spec, valueOf: (v) => v };
}

function choice(kind: 'select' | 'radio' | 'checkbox', data: unknown, options: unknown): CellInput {
  const o = record(options);
  const items = list(data, kind, INPUT_LIMITS.options);
  const texts = items.map((x, i) => optionText(x, i, o.format));
  if (kind === 'checkbox') {
    const chosen = Array.isArray(o.value) ? o.value : [];
    const value = items.flatMap((x, i) => (chosen.includes(x) ? [i] : []));
    return {
      [INPUT]: true,
      spec: { kind, label: label(o), options: texts, value },
      valueOf: (v) => (v as number[]).map((i) => items[i]),
    };
  }
  if (items.length === 0) throw new RangeError(`Inputs.${kind}: give at least one option.`);
  const at = items.indexOf(o.value);
  return {
    [INPUT]: true,
    spec: { kind, label: label(o), options: texts, value: at >= 0 ? at : 0 },
    valueOf: (v) => items[v as number],
  };
}

function table(data: unknown, options: unknown): CellInput {
  const o = record(options);
  const rows = list(data, 'table', INPUT_LIMITS.rows);
  const plainRows = rows.map((r) => {
    const p = plain(r);
    return typeof p === 'object' && p !== null && !Array.isArray(p) ? p : { value: p };
  });
  const columns = Array.isArray(o.columns)
    ? o.columns.filter((c): c is string => typeof c === 'string')
    : [...new Set(plainRows.flatMap((r) => Object.keys(r)))];
  const shown = columns.slice(0, INPUT_LIMITS.columns);
  const picked = Array.isArray(o.value) ? o.value : [];
  return {
    [INPUT]: true,
    spec: {
      kind: 'table',
      label: label(o),
      columns: shown,
      rows: plainRows.map((r) => Object.fromEntries(shown.map((c) => [c, r[c] ?? null]))),
      value: rows.flatMap((r, i) => (picked.includes(r) ? [i] : [])),
    },
    // As Observable's table: with nothing selected, the value is every row.
    valueOf: (v) => ((v as number[]).length === 0 ? rows : (v as number[]).map((i) => rows[i])),
  };
}

/** The `Inputs` a cell sees. Each call checks its arguments and throws a sentence when they do not fit. */
export function makeInputs() {
  return {
    range: (extent?: unknown, options?: unknown) => numeric('range', extent, options),
    number: (extent?: unknown, options?: unknown) => numeric('number', extent, options),
    select: (data: unknown, options?: unknown) => choice('select', data, options),
    radio: (data: unknown, options?: unknown) => choice('radio', data, options),
    checkbox: (data: unknown, options?: unknown) => choice('checkbox', data, options),
    toggle: (options?: unknown): CellInput => {
      const o = record(options);
      return { [INPUT]: true, spec: { kind: 'toggle', label: label(o), value: o.value === true }, valueOf: (v) => v };
    },
    button: (content?: unknown, options?: unknown): CellInput => {
      const o = record(typeof content === 'object' && content !== null ? content : options);
      const text = typeof content === 'string' ? content.slice(0, INPUT_LIMITS.label) : 'OK';
      const start = o.value === undefined ? 0 : o.value;
      const reduce = typeof o.reduce === 'function' ? (o.reduce as (v: unknown) => unknown) : null;
      return {
        [INPUT]: true,
        spec: { kind: 'button', label: label(o), content: text, value: 0 },
        // The clicks so far: the value the cell sees is the start reduced once per click (a count by default).
        valueOf: (clicks) => {
          let v: unknown = start;
          for (let i = 0; i < (clicks as number); i++) v = reduce ? reduce(v) : (v as number) + 1;
          return v;
        },
      };
    },
    text: (options?: unknown): CellInput => {
      const o = record(options);
      const value = typeof o.value === 'string' ? o.value.slice(0, INPUT_LIMITS.text) : '';
      const placeholder = typeof o.placeholder === 'string' ? o.placeholder.slice(0, INPUT_LIMITS.label) : '';
      return { [INPUT]: true, spec: { kind: 'text', label: label(o), placeholder, value }, valueOf: (v) => v };
    },
    table: (data: unknown, options?: unknown) => table(data, options),
  };
}

const indices = (v: unknown, n: number): v is number[] =>
  Array.isArray(v) && v.length <= n && v.every((i) => Number.isInteger(i) && i >= 0 && i < n);

/**
 * Whether a value from the page fits an input: a number in its range, an
 * option that exists, a click count. NaN, empty, out of range: no, and the
 * caller keeps the last good value (the page says so beside the control).
 */
export function fits(spec: InputSpec, v: unknown): v is ViewValue {
  switch (spec.kind) {
    case 'range':
    case 'number':
      return (
        typeof v === 'number' &&
        Number.isFinite(v) &&
        (spec.min === null || v >= spec.min) &&
        (spec.max === null || v <= spec.max)
      );
    case 'select':
    case 'radio':
      return Number.isInteger(v) && (v as number) >= 0 && (v as number) < spec.options.length;
    case 'checkbox':
      return indices(v, spec.options.length);
    case 'table':
      return indices(v, spec.rows.length);
    case 'toggle':
      return typeof v === 'boolean';
    case 'button':
      return Number.isInteger(v) && (v as number) >= 0;
    case 'text':
      return typeof v === 'string' && v.length <= INPUT_LIMITS.text;
  }
}

/** The spec shown and the value the cell gets, for an input given `v` from the page (its own value when it does not fit). */
export function resolveView(input: CellInput, v: unknown): { spec: InputSpec; value: unknown } {
  const chosen = fits(input.spec, v) ? v : input.spec.value;
  return { spec: { ...input.spec, value: chosen } as InputSpec, value: input.valueOf(chosen) };
}

/** The input's description without its value: a cell that runs again and describes the same input keeps its control. */
export function inputKey(spec: InputSpec): string {
  const { value: _value, ...rest } = spec;
  return JSON.stringify(rest);
}
