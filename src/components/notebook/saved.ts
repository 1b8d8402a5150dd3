/**
 * Outputs kept with a notebook (this browser's storage, an exported file, an
 * imported .ipynb) come back as untrusted JSON: a file can say anything. This
 * checks one cell's outputs against the shapes a run produces (run.ts
 * `Output`, serialize.ts `Tree`, chart-spec.ts `ChartSpec`) and rebuilds them
 * from the fields it knows, so nothing else survives (no `__proto__`, no
 * extra keys, no HTML: the inspector writes every string as text). Pure.
 */
import { MARKS, MAX_ROWS, type ChartSpec, type MarkSpec, type Plain } from './chart-spec';
import type { CellError } from './compile';
import type { Level, Output } from './run';
import type { Tree } from './serialize';
import { INPUT_LIMITS, fits, type InputSpec } from './input-spec';

export const SAVED = {
  /** Outputs of one cell. */
  outputs: 300,
  /** Nesting of a value's tree (serialize stops at 6; charts' rows nest a little more). */
  depth: 12,
  /** Items in one array or object of a tree. */
  items: 10_000,
  /** Characters of one string. */
  string: 1_000_000,
  /** Marks of one chart. */
  marks: 20,
} as const;

const LEVELS: readonly Level[] = ['log', 'info', 'warn', 'error'];
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

class Bad extends Error {}

const record = (v: unknown, what: string): Record<string, unknown> => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Bad(`${what} is not an object`);
  return v as Record<string, unknown>;
};
const text = (v: unknown, what: string): string => {
  if (typeof v !== 'string') throw new Bad(`${what} is not text`);
  if (v.length > SAVED.string)
    throw new Bad(`${what} is longer than ${SAVED.string.toLocaleString('en-US')} characters`);
  return v;
};
const list = (v: unknown, what: string, max: number = SAVED.items): unknown[] => {
  if (!Array.isArray(v)) throw new Bad(`${what} is not a list`);
  if (v.length > max) throw new Bad(`${what} has more than ${max.toLocaleString('en-US')} items`);
  return v;
};
const count = (v: unknown, what: string): number => {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw new Bad(`${what} is not a count`);
  return v;
};

function plain(v: unknown, depth: number): Plain {
  if (depth > SAVED.depth) throw new Bad('a chart’s data is nested too deep');
  if (v === null || typeof v === 'boolean' || typeof v === 'number') return v;
  if (typeof v === 'string') return text(v, 'a chart’s value');
  if (Array.isArray(v)) return list(v, 'a chart’s data', MAX_ROWS).map((x) => plain(x, depth + 1));
  const r = record(v, 'a chart’s value');
  const out: Record<string, Plain> = {};
  for (const [k, x] of Object.entries(r)) if (!FORBIDDEN.has(k)) out[k] = plain(x, depth + 1);
  return out;
}

function chart(v: unknown): ChartSpec {
  const r = record(v, 'a chart');
  const marks = list(r.marks, 'a chart’s marks', SAVED.marks).map((m): MarkSpec => {
    const mark = record(m, 'a mark');
    if (!(MARKS as readonly unknown[]).includes(mark.mark)) throw new Bad(`a mark is not one Plot draws here`);
    return {
      mark: mark.mark as MarkSpec['mark'],
      data: mark.data === null ? null : (list(mark.data, 'a mark’s data', MAX_ROWS).map((x) => plain(x, 1)) as Plain[]),
      options: plain(record(mark.options, 'a mark’s options'), 1) as Record<string, Plain>,
    };
  });
  return { marks, options: plain(record(r.options, 'a chart’s options'), 1) as Record<string, Plain> };
}

const numberOrNull = (v: unknown, what: string): number | null => {
  if (v === null) return null;
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new Bad(`${what} is not a number`);
  return v;
};
const texts = (v: unknown, what: string, max: number): string[] =>
  list(v, what, max).map((x) => text(x, what).slice(0, INPUT_LIMITS.label));

/** An input's description, rebuilt; its value must fit it (input-spec.ts `fits`). */
function input(v: unknown): InputSpec {
  const r = record(v, 'an input');
  const label = text(r.label, 'an input’s label').slice(0, INPUT_LIMITS.label);
  let spec: InputSpec;
  switch (r.kind) {
    case 'range':
    case 'number':
      spec = {
        kind: r.kind,
        label,
        min: numberOrNull(r.min, 'an input’s least value'),
        max: numberOrNull(r.max, 'an input’s greatest value'),
        step: numberOrNull(r.step, 'an input’s step'),
        value: r.value as number,
      };
      break;
    case 'select':
    case 'radio':
    case 'checkbox':
      // The value's shape (an index, or a list of them) is checked with the others, by `fits` below.
      spec = {
        kind: r.kind,
        label,
        options: texts(r.options, 'an option', INPUT_LIMITS.options),
        value: r.value,
      } as InputSpec;
      break;
    case 'toggle':
      spec = { kind: r.kind, label, value: r.value as boolean };
      break;
    case 'button':
      spec = { kind: r.kind, label, content: text(r.content, 'a button’s text'), value: r.value as number };
      break;
    case 'text':
      spec = { kind: r.kind, label, placeholder: text(r.placeholder, 'a placeholder'), value: r.value as string };
      break;
    case 'table':
      spec = {
        kind: r.kind,
        label,
        columns: texts(r.columns, 'a column', INPUT_LIMITS.columns),
        rows: list(r.rows, 'a table’s rows', INPUT_LIMITS.rows).map(
          (row) => plain(record(row, 'a row'), 1) as Record<string, Plain>,
        ),
        value: r.value as number[],
      };
      break;
    default:
      throw new Bad('an input has an unknown kind');
  }
  if (!fits(spec, spec.value)) throw new Bad('an input’s value does not fit it');
  return spec;
}

/** One value's tree, rebuilt from its known fields. */
export function checkTree(v: unknown, depth = 0): Tree {
  if (depth > SAVED.depth) throw new Bad('a value is nested too deep');
  const r = record(v, 'a value');
  switch (r.t) {
    case 'num':
    case 'str':
    case 'big':
    case 'sym':
    case 'fn':
    case 'date':
    case 'opaque':
    case 'md':
      return { t: r.t, v: text(r.v, 'a value') };
    case 'bool':
      if (typeof r.v !== 'boolean') throw new Bad('a true/false value is neither');
      return { t: 'bool', v: r.v };
    case 'nil':
      if (r.v !== 'null' && r.v !== 'undefined') throw new Bad('an empty value is neither null nor undefined');
      return { t: 'nil', v: r.v };
    case 'err':
      return { t: 'err', name: text(r.name, 'an error’s name'), message: text(r.message, 'an error’s message') };
    case 'arr':
      return {
        t: 'arr',
        ctor: text(r.ctor, 'a list’s kind'),
        n: count(r.n, 'a list’s length'),
        items: list(r.items, 'a list').map((x) => checkTree(x, depth + 1)),
      };
    case 'obj':
      return {
        t: 'obj',
        ctor: text(r.ctor, 'an object’s kind'),
        more: count(r.more, 'an object’s hidden entries'),
        entries: list(r.entries, 'an object').map((e) => {
          const pair = list(e, 'an entry', 2);
          return [text(pair[0], 'a key'), checkTree(pair[1], depth + 1)];
        }),
      };
    case 'chart':
      return { t: 'chart', spec: chart(r.spec) };
    case 'input':
      return { t: 'input', index: count(r.index, 'an input’s place'), spec: input(r.spec) };
    default:
      throw new Bad(`a value has an unknown kind (${JSON.stringify(String(r.t)).slice(0, 40)})`);
  }
}

function error(v: unknown): CellError {
  const r = record(v, 'an error');
  const e: CellError = { name: text(r.name, 'an error’s name'), message: text(r.message, 'an error’s message') };
  if (typeof r.line === 'number' && Number.isInteger(r.line) && r.line > 0) e.line = r.line;
  if (typeof r.column === 'number' && Number.isInteger(r.column) && r.column > 0) e.column = r.column;
  return e;
}

function output(v: unknown): Output {
  const r = record(v, 'an output');
  switch (r.kind) {
    case 'log': {
      const level = LEVELS.includes(r.level as Level) ? (r.level as Level) : 'log';
      return { kind: 'log', level, parts: list(r.parts, 'a printed line', 100).map((p) => checkTree(p)) };
    }
    case 'table':
    case 'value':
      return { kind: r.kind, value: checkTree(r.value) };
    case 'error':
      return { kind: 'error', error: error(r.error) };
    case 'image':
      return { kind: 'image', svg: text(r.svg, 'an image'), alt: typeof r.alt === 'string' ? r.alt.slice(0, 500) : '' };
    default:
      throw new Bad(`an output has an unknown kind (${JSON.stringify(String(r.kind)).slice(0, 40)})`);
  }
}

/** A cell's saved outputs, checked and rebuilt; or why they cannot be shown. */
export function validateOutputs(v: unknown): { ok: true; outputs: Output[] } | { ok: false; error: string } {
  try {
    return { ok: true, outputs: list(v, 'the outputs', SAVED.outputs).map(output) };
  } catch (e) {
    if (e instanceof Bad) return { ok: false, error: `cannot be shown: ${e.message}.` };
    if (e instanceof RangeError) return { ok: false, error: 'cannot be shown: it is nested too deep.' };
    throw e;
  }
}
