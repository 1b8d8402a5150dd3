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
