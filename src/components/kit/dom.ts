/**
 * Small DOM writers for figures that redraw on every drag step: each touches
 * the page only when a value really changes, since even a write of the same
 * value can cost the browser a style recalculation.
 */

/** Set an attribute of `el`, only if it differs from `value`. */
export function setIfChanged(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

const partCache = new WeakMap<ParentNode, Map<string, Element | null>>();

/**
 * The element marked `data-part="name"` under `root`, looked up once per root
 * and name: a figure's parts are server-rendered and never replaced.
 */
export function partOf(root: ParentNode, name: string): Element | null {
  let parts = partCache.get(root);
  if (!parts) partCache.set(root, (parts = new Map()));
  if (!parts.has(name)) parts.set(name, root.querySelector(`[data-part="${name}"]`));
  return parts.get(name)!;
}

/** Writes a figure's readouts: every element under its root marked `data-readout="name"`. */
export interface Readouts {
  /** Set the text of readout `name` (all its elements); the DOM is touched only when the text changes. */
  set(name: string, text: string): void;
  /** `set` for every entry of `values`. */
  setAll(values: Record<string, string>): void;
}

/**
 * A readout writer for the elements under `root`. Elements are looked up once
 * per name, on first use, and kept: readouts are part of the server-rendered
 * markup and never replaced. The last text per name is remembered, so
 * `set('x', same)` costs one map look-up.
 */
export function createReadouts(root: ParentNode): Readouts {
  const text = new Map<string, string>();
  const nodes = new Map<string, Element[]>();
  const set = (name: string, value: string): void => {
    if (text.get(name) === value) return;
    text.set(name, value);
    let els = nodes.get(name);
    if (!els) nodes.set(name, (els = Array.from(root.querySelectorAll(`[data-readout="${name}"]`))));
    for (const el of els) el.textContent = value;
  };
  return {
    set,
    setAll(values) {
      for (const [name, value] of Object.entries(values)) set(name, value);
    },
  };
}
