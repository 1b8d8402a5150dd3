/**
 * Where a handle's letter goes (`text.kit-handle-text`, see Handle.astro):
 * up and to the right of the dot, unless that would leave the scene's
 * viewBox; then it flips to the left of the dot and/or below it. The same
 * function places the label at build time and on every move, so the first
 * state is already right and nothing shifts when the scripts wake up.
 */
import { setIfChanged } from './dom';
import type { Frame, Point } from './frame';

/** The label's font size in SVG units (Handle.astro's `.kit-handle-text`). */
export const HANDLE_FONT = 3;
/** Generous width of one character of the label, in ems (600-weight capitals are about 0.7 em). */
const CHAR_EM = 0.72;
/** Height of a capital above the baseline, in ems. */
const CAP_EM = 0.74;
/** Gaps between the dot's edge and the label, in SVG units. */
const GAP_X = 1.2;
const GAP_Y = 0.6;

/** The label's position relative to the dot's centre: `x`, baseline `y`, and its `text-anchor`. */
export interface LabelPlace {
  x: number;
  y: number;
  anchor: 'start' | 'end';
}

/**
 * The label's place for a dot of radius `r` at `p` (SVG units) in a viewBox
 * `box` wide and high: up-right of the dot, flipped left where it would cross
 * the right edge and below where it would cross the top.
 */
export function labelPlace(p: Point, r: number, text: string, box: { width: number; height: number }): LabelPlace {
  const width = Array.from(text).length * CHAR_EM * HANDLE_FONT;
  const cap = CAP_EM * HANDLE_FONT;
  const right = p.x + r + GAP_X + width <= box.width;
  const left = p.x - r - GAP_X - width >= 0;
  const above = p.y - r - GAP_Y - cap >= 0;
  const flipX = !right && left;
  return {
    x: round(flipX ? -(r + GAP_X) : r + GAP_X),
    y: round(above ? -(r + GAP_Y) : r + GAP_Y + cap),
    anchor: flipX ? 'end' : 'start',
  };
}

/** The `translate(x y)` of a handle's `transform` attribute, or null if it has none. */
export function parseTranslate(transform: string | null): Point | null {
  const m = /translate\(\s*([-+\d.e]+)[\s,]+([-+\d.e]+)\s*\)/i.exec(transform ?? '');
  if (!m) return null;
  const x = Number(m[1]);
  const y = Number(m[2]);
  return Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
}

/**
 * Place the label of `handle` (a `[data-handle]` group) for its dot at `p`
 * (SVG units; default: where its `transform` puts it) inside `frame`'s
 * viewBox. Writes only what changed; a handle without a label is left alone.
 * Figures that move their handles through `bindHandles` or `draggable` need
 * not call it: those do.
 */
export function placeHandleLabel(handle: Element, frame: Frame, p?: Point): void {
  const text = handle.querySelector('.kit-handle-text');
  const at = p ?? parseTranslate(handle.getAttribute('transform'));
  if (!text || !at) return;
  const r = Number(handle.querySelector('.kit-handle-dot')?.getAttribute('r') ?? '1.6');
  const place = labelPlace(at, r, text.textContent?.trim() ?? '', frame);
  setIfChanged(text, 'x', String(place.x));
  setIfChanged(text, 'y', String(place.y));
  setIfChanged(text, 'text-anchor', place.anchor);
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
