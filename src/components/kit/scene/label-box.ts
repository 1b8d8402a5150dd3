/**
 * Boxes for placing a figure's SVG labels: the box a label covers, estimated
 * from its length (no DOM measuring, so the same placement runs at build
 * time, in the browser and in unit tests), and the tests a placement makes
 * with it. Each figure keeps its own candidate spots; these are the shared
 * measures. SVG units throughout; y grows downwards.
 */

/** Which point of the text its (x, y) is: SVG's `text-anchor`. */
export type Anchor = 'start' | 'middle' | 'end';

/** An axis-aligned box. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** How big a label's characters are, in ems of its font size. */
export interface TextMetrics {
  /** Width of one character. */
  em: number;
  /** Height above the baseline. */
  ascent: number;
  /** Depth below the baseline. */
  descent: number;
  /** Room added on both sides, in SVG units. */
  padX: number;
}

/**
 * Defaults, generous for the widest common UI sans: DejaVu Sans Bold
 * (Linux's system-ui) measures 0.62 em a character on "P1 − P2: backwards"
 * and 0.71 on capitals.
 */
export const TEXT: TextMetrics = { em: 0.68, ascent: 0.75, descent: 0.25, padX: 0 };

/** The box `text` covers drawn at (x, y) (y its baseline) with `anchor`, at `font` SVG units. */
export function textBox(
  x: number,
  y: number,
  anchor: Anchor,
  text: string,
  font: number,
  metrics: Partial<TextMetrics> = {},
): Box {
  const { em, ascent, descent, padX } = { ...TEXT, ...metrics };
  const w = Array.from(text).length * em * font;
  const x0 = anchor === 'start' ? x : anchor === 'end' ? x - w : x - w / 2;
  return { x0: x0 - padX, y0: y - ascent * font, x1: x0 + w + padX, y1: y + descent * font };
}

/** The area two boxes share; 0 when they only touch or do not meet. */
export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Whether two boxes share any area. */
export function overlaps(a: Box, b: Box): boolean {
  return overlapArea(a, b) > 0;
}

/** Whether `b` lies inside a `width` × `height` scene, keeping `edge` from each side. */
export function within(b: Box, width: number, height: number, edge = 0): boolean {
  return b.x0 >= edge && b.y0 >= edge && b.x1 <= width - edge && b.y1 <= height - edge;
}

/** A point in SVG units. */
export interface XY {
  x: number;
  y: number;
}

/** A drawn straight line from `a` to `b` (a side, an arrow's shaft, a lane). */
export interface Segment {
  a: XY;
  b: XY;
}

/** A drawn circle's outline (centre and radius): a label must not sit on its stroke; inside or outside is fine. */
export interface Circle {
  cx: number;
  cy: number;
  r: number;
}

/** `b` grown by `by` on every side. */
export function grow(b: Box, by: number): Box {
  return { x0: b.x0 - by, y0: b.y0 - by, x1: b.x1 + by, y1: b.y1 + by };
}

/** Whether the segment crosses or enters the box (Liang–Barsky clipping: some part of it lies inside). */
export function segmentHitsBox(s: Segment, b: Box): boolean {
  const ax = s.a.x;
  const ay = s.a.y;
  const bx = s.b.x;
  const by = s.b.y;
  // Both ends beyond one side: the common case for a label far from the segment, decided without a division.
  if ((ax < b.x0 && bx < b.x0) || (ax > b.x1 && bx > b.x1) || (ay < b.y0 && by < b.y0) || (ay > b.y1 && by > b.y1)) {
    return false;
  }
  const span = { t0: 0, t1: 1 };
  return (
    clip(span, ax - bx, ax - b.x0) &&
    clip(span, bx - ax, b.x1 - ax) &&
    clip(span, ay - by, ay - b.y0) &&
    clip(span, by - ay, b.y1 - ay)
  );
}

/** One Liang–Barsky edge test (p, q) on the kept parameter span; false when nothing of the segment is left. */
function clip(span: { t0: number; t1: number }, p: number, q: number): boolean {
  if (p === 0) return q >= 0;
  const r = q / p;
  if (p < 0) span.t0 = Math.max(span.t0, r);
  else span.t1 = Math.min(span.t1, r);
  return span.t0 <= span.t1;
}

/** Whether the circle's outline passes through the box: the box has points both inside and outside it. */
export function circleHitsBox(c: Circle, b: Box): boolean {
  const nx = Math.min(Math.max(c.cx, b.x0), b.x1) - c.cx;
  const ny = Math.min(Math.max(c.cy, b.y0), b.y1) - c.cy;
  const fx = Math.max(Math.abs(b.x0 - c.cx), Math.abs(b.x1 - c.cx));
  const fy = Math.max(Math.abs(b.y0 - c.cy), Math.abs(b.y1 - c.cy));
  return Math.hypot(nx, ny) <= c.r && c.r <= Math.hypot(fx, fy);
}

/** Chords along an arc of the circle (cx, cy, r) from angle `a0` through `sweep` (radians, SVG's y-down angles). */
export function arcSegments(c: Circle, a0: number, sweep: number, n = 8): Segment[] {
  const at = (i: number): XY => {
    const a = a0 + (sweep * i) / n;
    return { x: c.cx + c.r * Math.cos(a), y: c.cy + c.r * Math.sin(a) };
  };
  return Array.from({ length: n }, (_, i) => ({ a: at(i), b: at(i + 1) }));
}
