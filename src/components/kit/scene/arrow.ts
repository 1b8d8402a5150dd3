/**
 * An arrow as one SVG path: a shaft from `from` to `to` and an open head at
 * `to`. Coordinates are SVG units; a zero-length arrow draws a dot.
 */
import type { Point } from './frame';
import { round } from './frame';

export function arrowPath(from: Point, to: Point, head = 2.2): string {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy);
  if (len < 1e-9) return `M${round(from.x)} ${round(from.y)}h0`;
  const h = Math.min(head, len * 0.45);
  const ux = dx / len;
  const uy = dy / len;
  // Two barbs at ±28° from the reversed shaft.
  const c = Math.cos(0.49);
  const s = Math.sin(0.49);
  const b1 = { x: to.x - h * (ux * c - uy * s), y: to.y - h * (uy * c + ux * s) };
  const b2 = { x: to.x - h * (ux * c + uy * s), y: to.y - h * (uy * c - ux * s) };
  const f = (p: Point) => `${round(p.x)} ${round(p.y)}`;
  return `M${f(from)}L${f(to)}M${f(b1)}L${f(to)}L${f(b2)}`;
}
