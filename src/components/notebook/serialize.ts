/**
 * Any JavaScript value → a plain, bounded tree that crosses postMessage and
 * JSON, for the inspector. Pure (worker, Node at build time, tests).
 * Numbers keep JavaScript's own shortest round-trip text, so a reader's NaN
 * shows as NaN: a value they computed, not a rendering accident.
 */
import { CHART, type ChartSpec } from './chart-spec';

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
  /** A value that cannot be shown as data, with what it is. */
  | { t: 'opaque'; v: string };

export const LIMITS = { depth: 6, items: 100, entries: 60, string: 10_000 } as const;

/** A number as JavaScript prints it, with the sign of zero kept. */
export function numberText(x: number): string {
  return Object.is(x, -0) ? '-0' : String(x);
}

function ctorName(value: object): string {
  const proto = Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null;
  if (proto === null) return 'Object';
  const name = proto.constructor?.name;
  return typeof name === 'string' && name ? name : 'Object';
}

function functionText(fn: (...args: unknown[]) => unknown): string {
  const src = Function.prototype.toString.call(fn);
  const params = /^[^(]*\(([^)]*)\)/.exec(src)?.[1]?.replace(/\s+/g, ' ').trim();
  const name = fn.name || 'anonymous';
  return params === undefined ? `function ${name}` : `function ${name}(${params})`;
}

export function serialize(value: unknown, depth = 0, seen: Set<object> = new Set()): Tree {
  switch (typeof value) {
    case 'number':
      return { t: 'num', v: numberText(value) };
    case 'string':
      return {
        t: 'str',
        v: value.length > LIMITS.string ? `${value.slice(0, LIMITS.string)}… (${value.length} characters)` : value,
      };
    case 'boolean':
      return { t: 'bool', v: value };
    case 'undefined':
      return { t: 'nil', v: 'undefined' };
    case 'bigint':
      return { t: 'big', v: `${value}n` };
    case 'symbol':
      return { t: 'sym', v: value.toString() };
    case 'function':
      return { t: 'fn', v: functionText(value as (...args: unknown[]) => unknown) };
  }
  if (value === null) return { t: 'nil', v: 'null' };
  const obj = value as object;
  if ((obj as { [CHART]?: unknown })[CHART] === true) return { t: 'chart', spec: (obj as { spec: ChartSpec }).spec };
  if (seen.has(obj)) return { t: 'opaque', v: 'circular reference (shown above)' };
  if (depth >= LIMITS.depth) return { t: 'opaque', v: `${ctorName(obj)} nested too deep to show` };
  if (obj instanceof Date) return { t: 'date', v: Number.isNaN(obj.getTime()) ? 'Invalid Date' : obj.toISOString() };
  if (obj instanceof Error) return { t: 'err', name: obj.name, message: obj.message };
  if (obj instanceof Promise) return { t: 'opaque', v: 'Promise (await it to see its value)' };
  if (obj instanceof WeakMap || obj instanceof WeakSet)
    return { t: 'opaque', v: `${ctorName(obj)} (its entries cannot be listed)` };
  if (obj instanceof RegExp) return { t: 'str', v: String(obj) };
  seen.add(obj);
  try {
    if (Array.isArray(obj) || ArrayBuffer.isView(obj)) {
      const list = obj as ArrayLike<unknown>;
      const n = list.length;
      const items: Tree[] = [];
      for (let i = 0; i < Math.min(n, LIMITS.items); i++) items.push(serialize(list[i], depth + 1, seen));
      return { t: 'arr', ctor: Array.isArray(obj) ? 'Array' : ctorName(obj), n, items };
    }
    if (obj instanceof Map) {
      const entries: [string, Tree][] = [];
      for (const [k, v] of obj) {
        if (entries.length >= LIMITS.entries) break;
        entries.push([
          typeof k === 'string' ? k : summary(serialize(k, depth + 1, seen)),
          serialize(v, depth + 1, seen),
        ]);
      }
      return { t: 'obj', ctor: 'Map', entries, more: obj.size - entries.length };
    }
    if (obj instanceof Set) {
      const items: Tree[] = [];
      for (const v of obj) {
        if (items.length >= LIMITS.items) break;
        items.push(serialize(v, depth + 1, seen));
      }
      return { t: 'arr', ctor: 'Set', n: obj.size, items };
    }
    const keys = Object.keys(obj);
    const entries: [string, Tree][] = [];
    for (const k of keys.slice(0, LIMITS.entries)) {
      let v: unknown;
      try {
        v = (obj as Record<string, unknown>)[k];
      } catch (e) {
        v = new Error(`reading ${k} threw: ${(e as Error)?.message ?? String(e)}`);
      }
      entries.push([k, serialize(v, depth + 1, seen)]);
    }
    return { t: 'obj', ctor: ctorName(obj), entries, more: keys.length - entries.length };
  } finally {
    seen.delete(obj);
  }
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
