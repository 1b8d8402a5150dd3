/**
 * Small DOM writers for figures that redraw on every drag step: each touches
 * the page only when a value really changes, since even a write of the same
 * value can cost the browser a style recalculation.
 */

/**
 * Where the writes to an element go while its figure's scene is drawn on a
 * canvas (kit/scene/scene-canvas.ts): geometry is held there and drawn from there,
 * and reaches the element itself only when the figure rests, since any write
 * into the page, even into a hidden element, costs the page a restyle and a
 * re-layerization in the frame of the input.
 */
export interface WriteHold {
  /** Hold attribute `name` = `value` of `el`; false when this attribute must be written now. */
  attr(el: Element, name: string, value: string): boolean;
  /** Hold the text of `el`; false when it must be written now. */
  text(el: Element, value: string): boolean;
  /** The held value of attribute `name` of `el`, or undefined when none is held. */
  heldAttr(el: Element, name: string): string | undefined;
  /** The held text of `el`, or undefined. */
  heldText(el: Element): string | undefined;
}

const holds = new WeakMap<Element, WriteHold>();

/** Send the writes to `el` through `hold` (null: straight to the element again). */
export function holdWrites(el: Element, hold: WriteHold | null): void {
  if (hold) holds.set(el, hold);
  else holds.delete(el);
}

/** Attribute `name` of `el` as the figure last wrote it (held or written). */
export function attrOf(el: Element, name: string): string | null {
  return holds.get(el)?.heldAttr(el, name) ?? el.getAttribute(name);
}

/** The text of `el` as the figure last wrote it (held or written). */
export function textOf(el: Element): string {
  return holds.get(el)?.heldText(el) ?? el.textContent ?? '';
}

/** Set an attribute of `el`, only if it differs from `value`. */
export function setIfChanged(el: Element, name: string, value: string): void {
  const hold = holds.get(el);
  if (hold?.attr(el, name, value)) return;
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/**
 * Set the text of `el`. An element holding one text node gets that node's
 * data changed in place, which the browser restyles and lays out for less
 * than a node replaced by `textContent`; anything else gets `textContent`.
 */
export function setText(el: Element, text: string): void {
  if (holds.get(el)?.text(el, text)) return;
  const only = el.firstChild;
  if (only && only === el.lastChild && only.nodeType === 3 /* Node.TEXT_NODE */) {
    if ((only as Text).data !== text) (only as Text).data = text;
  } else if (el.textContent !== text) el.textContent = text;
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

/** Write `attrs` into `el` (skipped when null), only those that changed: a drag step touches only what moved. */
export function setAttrs(el: Element | null, attrs: Record<string, number | string>): void {
  if (!el) return;
  for (const [k, v] of Object.entries(attrs)) setIfChanged(el, k, String(v));
}

/** Show `el` (no `display` attribute) or hide it (`display="none"`), touching the DOM only on a change. */
export function setShown(el: Element | null, visible: boolean): void {
  if (!el) return;
  if (!visible) setIfChanged(el, 'display', 'none');
  else if (el.hasAttribute('display')) el.removeAttribute('display');
}

/** SVG attributes of one named part of a figure; `text` is its text content. */
export type PartAttrs = Record<string, string | number> & { text?: string };

/**
 * Write a frame into a figure: for each `data-part` name under `root`, its
 * attributes and text, touching only what changed. Parts missing from the
 * markup are skipped.
 */
export function writeParts(root: ParentNode, parts: Record<string, PartAttrs>): void {
  for (const [name, attrs] of Object.entries(parts)) {
    const el = partOf(root, name);
    if (!el) continue;
    for (const [k, v] of Object.entries(attrs)) {
      if (k === 'text') setText(el, String(v));
      else setIfChanged(el, k, String(v));
    }
  }
}

/** The numbers that get fixed boxes (kit/shell/fixed-box.ts): those in a figure's math (kit/text/Tex.astro's `\htmlData`). */
export const FIXED = '.katex [data-readout]';
