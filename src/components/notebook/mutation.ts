/**
 * Whether a cell changed, in place, a value it read from another cell
 * (`arr.push(4)`, `obj.x = 1`, `map.set(k, v)`). The notebook tracks names,
 * not the insides of values (marimo makes the same choice, and warns): the
 * cells that read the value do not re-run, and a fresh run, each cell once in
 * order, would give other values. So the session compares a fingerprint of
 * each object it passes in, taken before and after the run (session.ts).
 *
 * A fingerprint is the sequence of what a walk of the value meets: each
 * object's prototype, an array's length, a Map's or Set's size, an object's
 * own enumerable keys, then the children, and the leaves themselves (compared
 * with Object.is, so strings cost a pointer check when unchanged). Lengths
 * and sizes come before the elements, so a push is seen even in a
 * million-element array; a change past the node budget is not seen, and
 * nothing is said about it. Accessors are compared as functions, never
 * called, so no reader code runs, except a Proxy's traps: when one throws,
 * the value has no fingerprint and nothing is said about it either.
 */

/** How much of a value a fingerprint visits: at most `nodes` values, `depth` levels down. */
export const FINGERPRINT = { nodes: 20_000, depth: 8 } as const;

/** Marks a value met before in the same walk (a shared or circular reference), followed by its number. */
const AGAIN = Symbol('again');
/** Marks an object not walked because it lies deeper than `FINGERPRINT.depth`. */
const DEEP = Symbol('deep');

export type Fingerprint = readonly unknown[];

/** A value's fingerprint, or null for a primitive (it cannot change) or a value whose walk threw. */
export function fingerprint(value: unknown): Fingerprint | null {
  if (typeof value !== 'object' || value === null) return null;
  const trace: unknown[] = [];
  const seen = new Map<object, number>();
  let room: number = FINGERPRINT.nodes;

  const visit = (v: unknown, depth: number): void => {
    if (room <= 0) return;
    room--;
    if (typeof v !== 'object' || v === null) {
      // A function is a leaf: its identity is compared, not its closure.
      trace.push(v);
      return;
    }
    const again = seen.get(v);
    if (again !== undefined) {
      trace.push(AGAIN, again);
      return;
    }
    seen.set(v, seen.size);
    trace.push(Object.getPrototypeOf(v));
    if (depth >= FINGERPRINT.depth) {
      trace.push(DEEP, v);
      return;
    }
    if (Array.isArray(v)) {
      // Elements are read directly (an accessor on an array index is too rare to pay a descriptor per element).
      trace.push(v.length);
      for (let i = 0; i < v.length && room > 0; i++) visit(v[i], depth + 1);
      return;
    }
    if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer) {
      const bytes =
        v instanceof ArrayBuffer
          ? new Uint8Array(v)
          : v instanceof DataView
            ? new Uint8Array(v.buffer, v.byteOffset, v.byteLength)
            : null;
      const list = (bytes ?? v) as unknown as ArrayLike<unknown>;
      trace.push(list.length);
      for (let i = 0; i < list.length && room > 0; i++, room--) trace.push(list[i]);
      return;
    }
    if (v instanceof Map) {
      trace.push(v.size);
      for (const [k, x] of v) {
        if (room <= 0) break;
        visit(k, depth + 1);
        visit(x, depth + 1);
      }
    } else if (v instanceof Set) {
      trace.push(v.size);
      for (const x of v) {
        if (room <= 0) break;
        visit(x, depth + 1);
      }
    } else if (v instanceof Date) {
      trace.push(v.getTime());
    } else if (v instanceof RegExp) {
      // A global or sticky regex keeps where its last match ended: `re.exec` changes it.
      trace.push(v.lastIndex);
    }
    const keys = Object.keys(v);
    trace.push(keys.length);
    for (const k of keys) {
      if (room <= 0) break;
      trace.push(k);
      const d = Object.getOwnPropertyDescriptor(v, k);
      if (d !== undefined && 'value' in d) {
        visit(d.value, depth + 1);
      } else {
        room--;
        trace.push(d?.get, d?.set);
      }
    }
  };

  try {
    visit(value, 0);
  } catch {
    return null;
  }
  return trace;
}

/** Whether two fingerprints differ (two nulls, or a null and a fingerprint, say nothing: false). */
export function changed(before: Fingerprint | null, after: Fingerprint | null): boolean {
  if (before === null || after === null) return false;
  if (before.length !== after.length) return true;
  for (let i = 0; i < before.length; i++) if (!Object.is(before[i], after[i])) return true;
  return false;
}

/** How to take a copy of `value`, named `name`, as a cell would write it. */
function copyHint(name: string, value: unknown): string {
  if (Array.isArray(value)) return `const mine = [...${name}] or structuredClone(${name})`;
  if (value instanceof Map) return `const mine = new Map(${name}) or structuredClone(${name})`;
  if (value instanceof Set) return `const mine = new Set(${name})`;
  if (value instanceof Date) return `const mine = new Date(${name})`;
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) return `const mine = ${name}.slice()`;
  return `const mine = { ...${name} } or structuredClone(${name})`;
}

/**
 * The warning for a cell that changed `name` (defined by the cell labelled
 * `owner`, when known) in place.
 */
export function mutationWarning(name: string, value: unknown, owner?: string): string {
  const by = owner === undefined ? 'another cell defines' : `“${owner}” defines`;
  return (
    `This cell changed “${name}”, which ${by}: cells that read “${name}” do not see the change, ` +
    `and a fresh run would differ. Copy it first (${copyHint(name, value)}).`
  );
}
