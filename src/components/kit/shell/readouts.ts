/**
 * A figure's readouts: every element under its root marked
 * `data-readout="name"`, written only when their text changes; the numbers
 * inside the figure's math in boxes of fixed size (kit/shell/fixed-box.ts, loaded
 * only by a figure that has such numbers).
 */
import { FIXED, setText } from './dom';
import type { FixedBoxes } from './fixed-box';

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
 * `set('x', same)` costs one map look-up. The numbers inside the figure's math
 * are written into boxes of fixed size (kit/shell/fixed-box.ts).
 */
export function createReadouts(root: ParentNode): Readouts {
  const text = new Map<string, string>();
  const nodes = new Map<string, Element[]>();
  // The numbers in the figure's math get fixed boxes (kit/shell/fixed-box.ts, a chunk of its own: pages whose
  // figures have no live math, such as the home page, do not load it).
  let boxes: FixedBoxes | null = null;
  if (typeof document !== 'undefined' && root.querySelector(FIXED)) {
    void import('./fixed-box').then((m) => (boxes = m.fixedBoxes(root)));
  }
  const set = (name: string, value: string): void => {
    if (text.get(name) === value) return;
    text.set(name, value);
    let els = nodes.get(name);
    if (!els) nodes.set(name, (els = Array.from(root.querySelectorAll(`[data-readout="${name}"]`))));
    for (const el of els) {
      if (boxes) boxes.write(el, value);
      else setText(el, value);
    }
  };
  return {
    set,
    setAll(values) {
      for (const [name, value] of Object.entries(values)) set(name, value);
    },
  };
}
