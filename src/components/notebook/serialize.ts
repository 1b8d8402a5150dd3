/**
 * Any JavaScript value → a plain, bounded tree that crosses postMessage and
 * JSON, for the inspector. Pure (worker, Node at build time, tests).
 * Numbers keep JavaScript's own shortest round-trip text, so a reader's NaN
 * shows as NaN: a value they computed, not a rendering accident.
 */
import type { ChartSpec } from './chart-spec';
import type { InputSpec } from './input-spec';
import { CHART, INPUT, marked } from './markers';

export type Tree =
  | { t: 'num'; v: string }
  | { t: 'str'; v: string }
  | { t: 'bool'; v: boolean }
  | { t: 'nil'; v: 'null' | 'undefined' }
  | { t: 'big'; v: string }
  | { t: 'sym'; v: string }
  | { t: 'fn'; v: string }
  | { t: 'date'; v: string }
  | { t: 'err'; name: string; message: string }
  | { t: 'arr'; ctor: string; n: number; items: Tree[] }
  | { t: 'obj'; ctor: string; entries: [string, Tree][]; more: number }
  | { t: 'chart'; spec: ChartSpec }
  /** An input a cell showed with view(): the page draws the control; `index` is its place among the cell's inputs. */
  | { t: 'input'; index: number; spec: InputSpec }
  /** Prose: Markdown with $math$ (from md`…` or tex`…` in a cell), shown rendered, never as HTML. */
  | { t: 'md'; v: string }
  /** A value that cannot be shown as data, with what it is. */
  | { t: 'opaque'; v: string };

export const LIMITS = {
  depth: 6,
  items: 100,
  entries: 60,
  string: 10_000,
  /** An object key, a class or function name, a symbol's description (characters). */
  name: 200,
  /** One value's tree, in the units of `Budget` (about characters). */
  size: 250_000,
  /** The Markdown of one prose value (md`…`, tex`…`), as a cell's code (characters). */
  prose: 50_000,
} as const;

/** The mark of a prose value (prose-tag.ts): an object with `[PROSE]: true` and its `markdown`. */
export const PROSE = '__notebookProse';

/**
 * What is left to spend on showing values, about in characters: each string
 * costs its length, each node `NODE_COST` more. One value gets
 * `LIMITS.size`; a run shares a larger one among everything it prints
 * (run.ts). When it runs out, arrays and objects stop listing their items
 * (their count stays exact) and strings are cut: a hostile value (100 arrays
 * nested 6 deep, each holding the one below 100 times) shows a part of
 * itself, quickly, instead of 100⁶ nodes.
 */
export interface Budget {
  size: number;
}

/** What a node costs beyond its strings (its kind, its count, its brackets: about its JSON's length). */
export const NODE_COST = 32;

/** A number as JavaScript prints it, with the sign of zero kept. */
export function numberText(x: number): string {
  return Object.is(x, -0) ? '-0' : String(x);
}

/** At most `max` characters of `s`, and the full length when cut. */
function clip(s: string, max: number): string {
  const keep = Math.max(0, Math.floor(max));
  return s.length > keep ? `${s.slice(0, keep)}… (${s.length} characters)` : s;
}

/** Set while a thrown value is described (see thrownText). */
let describing = false;

/**
 * A short text for something that was thrown while a value was read: never
 * throws itself (the thrown value may be a revoked Proxy, or an Error whose
 * message is a throwing getter).
 */
export function thrownText(e: unknown): string {
  try {
    if (e instanceof Error) {
      const name = typeof e.name === 'string' ? e.name : 'Error';
      const message = typeof e.message === 'string' ? e.message : '';
      return clip(message ? `${name}: ${message}` : name, LIMITS.name);
    }
  } catch {
    /* an Error-like whose fields cannot be read: described below as a value */
  }
  // A Proxy whose trap throws the Proxy itself would send this back here forever.
  if (describing) return 'a value that cannot be read';
  describing = true;
  try {
    return summary(serialize(e, { size: 1_000 }));
  } finally {
    describing = false;
  }
}

/** Read `obj[key]`; a throwing getter (or Proxy trap) gives an Error saying so, to show in its place. */
function read(obj: object, key: PropertyKey): unknown {
  try {
    return (obj as Record<PropertyKey, unknown>)[key];
  } catch (e) {
    return new Error(`reading ${String(key)} threw ${thrownText(e)}`);
  }
}

function ctorName(value: object): string {
  try {
    const proto = Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null;
    if (proto === null) return 'Object';
    const name = proto.constructor?.name;
    return typeof name === 'string' && name ? clip(name, LIMITS.name) : 'Object';
  } catch {
    return 'Object';
  }
}

function functionText(fn: (...args: unknown[]) => unknown): string {
  let name = 'anonymous';
  let params: string | undefined;
  try {
    const n = fn.name as unknown;
    if (typeof n === 'string' && n) name = clip(n, LIMITS.name);
    // Only the head is searched: a function's source may be megabytes long.
    const src = Function.prototype.toString.call(fn).slice(0, 1_000);
    params = /^[^(]*\(([^)]*)\)/.exec(src)?.[1]?.replace(/\s+/g, ' ').trim();
  } catch {
    /* a Proxy whose traps throw: its name and parameters stay unknown */
  }
  return params === undefined ? `function ${name}` : `function ${name}(${clip(params, LIMITS.name)})`;
}

/** Digits past which a BigInt is described, not printed: its decimal text takes time quadratic in its length. */
const BIG_DIGITS = 10_000;

function bigText(value: bigint): Tree {
  // The hexadecimal text is linear to make, and tells the decimal length (log10 16 digits a hex digit).
  const digits = (value < 0n ? -value : value).toString(16).length * Math.log10(16);
  if (digits > BIG_DIGITS)
    return { t: 'opaque', v: `BigInt of about ${Math.round(digits).toLocaleString('en-US')} digits` };
  return { t: 'big', v: `${value}n` };
}

/**
 * Any value as a bounded tree. Never throws: a getter, a Proxy trap or a
 * revoked Proxy that throws is shown as what it threw, in the value's place.
 */
export function serialize(value: unknown, budget: Budget = { size: LIMITS.size }): Tree {
  return walk(value, 0, new Set(), budget);
}

function walk(value: unknown, depth: number, seen: Set<object>, budget: Budget): Tree {
  budget.size -= NODE_COST;
  switch (typeof value) {
    case 'number':
      return { t: 'num', v: numberText(value) };
    case 'string': {
      const v = clip(value, Math.min(LIMITS.string, budget.size));
      budget.size -= v.length;
      return { t: 'str', v };
    }
    case 'boolean':
      return { t: 'bool', v: value };
    case 'undefined':
      return { t: 'nil', v: 'undefined' };
    case 'bigint':
      return bigText(value);
    case 'symbol':
      // String(symbol) reads no method the cell could have replaced.
      return { t: 'sym', v: clip(String(value), LIMITS.name) };
    case 'function':
      return { t: 'fn', v: functionText(value as (...args: unknown[]) => unknown) };
  }
  if (value === null) return { t: 'nil', v: 'null' };
  const obj = value as object;
  try {
    return walkObject(obj, depth, seen, budget);
  } catch (e) {
    return { t: 'opaque', v: `a value that threw when read: ${thrownText(e)}` };
  }
}

/** A string field of an Error, read without trusting it. */
function errorField(obj: object, key: 'name' | 'message', fallback: string): string {
  const v = read(obj, key);
  if (typeof v === 'string') return clip(v, LIMITS.string);
  // What read() gives when the getter threw: its message says so.
  if (v instanceof Error) return `(${v.message})`;
  return v === undefined ? fallback : summary(serialize(v, { size: 1_000 }));
}

/**
 * A chart, as a copy: the cell may change its data after printing it, and
 * anyone can write an object with the chart's mark, so the copy also proves
 * the spec crosses postMessage (a function in it would stop the worker's
 * answer). Its rows are bounded where a chart is made (chart-spec.ts); they
 * still count against what a run may show.
 */
function chart(spec: ChartSpec, budget: Budget): Tree {
  let copy: ChartSpec;
  try {
    copy = structuredClone(spec);
    if (!Array.isArray(copy.marks)) throw new TypeError('it has no list of marks');
  } catch (e) {
    return { t: 'opaque', v: `a chart that cannot be shown: ${thrownText(e)}` };
  }
  budget.size -= NODE_COST * copy.marks.reduce((rows, m) => rows + count(m?.data?.length), 1);
  return { t: 'chart', spec: copy };
}

/** A length as a count: a Proxy may answer anything. */
function count(n: unknown): number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0;
}

/**
 * Prose, as its Markdown: anyone can write an object with the mark, so the
 * Markdown is checked to be a string and bounded; the page renders it safely
 * whatever it holds (prose.ts).
 */
function prose(obj: object, budget: Budget): Tree {
  const markdown = read(obj, 'markdown');
  if (typeof markdown !== 'string') return { t: 'opaque', v: 'prose without Markdown text' };
  const v = clip(markdown, Math.min(LIMITS.prose, budget.size));
  budget.size -= v.length;
  return { t: 'md', v };
}

function walkObject(obj: object, depth: number, seen: Set<object>, budget: Budget): Tree {
  if ((obj as { [CHART]?: unknown })[CHART] === true) return chart((obj as { spec: ChartSpec }).spec, budget);
  if ((obj as { [PROSE]?: unknown })[PROSE] === true) return prose(obj, budget);
  if (marked(obj, INPUT))
    return {
      t: 'opaque',
      v: 'an input: show it with view() to read its value, as in const x = view(Inputs.range([0, 10]))',
    };
  if (seen.has(obj)) return { t: 'opaque', v: 'circular reference (shown above)' };
  if (depth >= LIMITS.depth) return { t: 'opaque', v: `${ctorName(obj)} nested too deep to show` };
  if (obj instanceof Date) return { t: 'date', v: Number.isNaN(obj.getTime()) ? 'Invalid Date' : obj.toISOString() };
  if (obj instanceof Error)
    return { t: 'err', name: errorField(obj, 'name', 'Error'), message: errorField(obj, 'message', '') };
  if (obj instanceof Promise) return { t: 'opaque', v: 'Promise (await it to see its value)' };
  if (obj instanceof WeakMap || obj instanceof WeakSet)
    return { t: 'opaque', v: `${ctorName(obj)} (its entries cannot be listed)` };
  if (obj instanceof RegExp) return { t: 'str', v: clip(String(obj), LIMITS.string) };
  if (obj instanceof ArrayBuffer) return { t: 'opaque', v: `ArrayBuffer of ${obj.byteLength} bytes` };
  if (obj instanceof DataView) return { t: 'opaque', v: `DataView of ${obj.byteLength} bytes` };
  seen.add(obj);
  try {
    return walkChildren(obj, depth, seen, budget);
  } finally {
    seen.delete(obj);
  }
}

function walkChildren(obj: object, depth: number, seen: Set<object>, budget: Budget): Tree {
  if (Array.isArray(obj) || ArrayBuffer.isView(obj)) {
    const list = obj as ArrayLike<unknown>;
    const n = count(list.length);
    const items: Tree[] = [];
    for (let i = 0; i < Math.min(n, LIMITS.items) && budget.size > 0; i++)
      items.push(walk(read(list, i), depth + 1, seen, budget));
    return { t: 'arr', ctor: Array.isArray(obj) ? 'Array' : ctorName(obj), n, items };
  }
  if (obj instanceof Map) {
    const entries: [string, Tree][] = [];
    for (const [k, v] of obj) {
      if (entries.length >= LIMITS.entries || budget.size <= 0) break;
      const name = typeof k === 'string' ? clip(k, LIMITS.name) : summary(walk(k, depth + 1, seen, budget));
      budget.size -= name.length;
      entries.push([name, walk(v, depth + 1, seen, budget)]);
    }
    return { t: 'obj', ctor: 'Map', entries, more: count(obj.size) - entries.length };
  }
  if (obj instanceof Set) {
    const items: Tree[] = [];
    for (const v of obj) {
      if (items.length >= LIMITS.items || budget.size <= 0) break;
      items.push(walk(v, depth + 1, seen, budget));
    }
    return { t: 'arr', ctor: 'Set', n: count(obj.size), items };
  }
  const keys = Object.keys(obj);
  const entries: [string, Tree][] = [];
  for (const k of keys) {
    if (entries.length >= LIMITS.entries || budget.size <= 0) break;
    const name = clip(k, LIMITS.name);
    budget.size -= name.length;
    entries.push([name, walk(read(obj, k), depth + 1, seen, budget)]);
  }
  return { t: 'obj', ctor: ctorName(obj), entries, more: keys.length - entries.length };
}

/** Quote a string the way the inspector shows it. */
export function quote(s: string): string {
  return JSON.stringify(s);
}

/** A one-line preview of a tree, at most about `max` characters. */
export function summary(tree: Tree, max = 80): string {
  switch (tree.t) {
    case 'num':
    case 'big':
    case 'sym':
    case 'date':
      return tree.v;
    case 'str':
      return quote(tree.v.length > max ? `${tree.v.slice(0, max)}…` : tree.v);
    case 'bool':
      return String(tree.v);
    case 'nil':
      return tree.v;
    case 'fn':
      return tree.v;
    case 'err':
      return `${tree.name}: ${tree.message}`;
    case 'opaque':
      return `‹${tree.v}›`;
    case 'input':
      return `‹input: ${tree.spec.label || tree.spec.kind}›`;
    case 'md':
      return quote(tree.v.length > max ? `${tree.v.slice(0, max)}…` : tree.v);
    case 'chart':
      return `‹chart: ${tree.spec.marks.length} ${tree.spec.marks.length === 1 ? 'mark' : 'marks'}›`;
    case 'arr': {
      const head = tree.ctor === 'Array' ? '' : `${tree.ctor}(${tree.n}) `;
      return (
        head +
        join(
          '[',
          tree.items.map((i) => summary(i, 20)),
          tree.n - tree.items.length,
          ']',
          max,
        )
      );
    }
    case 'obj': {
      const head = tree.ctor === 'Object' ? '' : `${tree.ctor} `;
      const parts = tree.entries.map(([k, v]) => `${key(k)}: ${summary(v, 20)}`);
      return head + join('{', parts, tree.more, '}', max);
    }
  }
}

/** An object key as the inspector shows it: bare when it is an identifier. */
export function key(k: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(k) ? k : quote(k);
}

function join(open: string, parts: string[], hidden: number, close: string, max: number): string {
  let out = open;
  let shown = 0;
  for (const p of parts) {
    const next = (shown ? ', ' : '') + p;
    if (out.length + next.length > max && shown > 0) break;
    out += next;
    shown++;
  }
  const rest = parts.length - shown + hidden;
  if (rest > 0) out += `${shown ? ', ' : ''}…${rest} more`;
  return out + close;
}

/** Whether a tree is an array of flat records, shown as a table. */
export function tableColumns(tree: Tree): string[] | null {
  if (tree.t !== 'arr' || tree.ctor !== 'Array' || tree.items.length === 0) return null;
  const columns: string[] = [];
  for (const row of tree.items) {
    if (row.t !== 'obj' || row.ctor !== 'Object' || row.more > 0) return null;
    for (const [k, v] of row.entries) {
      if (v.t === 'obj' || v.t === 'chart' || (v.t === 'arr' && v.n > 4)) return null;
      if (!columns.includes(k)) columns.push(k);
    }
  }
  return columns.length > 0 && columns.length <= 12 ? columns : null;
}
