/**
 * A frame maps a rectangle of the world (x right, y up, in the figure's units)
 * onto an SVG viewBox (x right, y down). Figures compute in world units and
 * convert only to draw.
 */
import type { Vec2 } from '../../../lib';

export interface Frame {
  xmin: number;
  xmax: number;
  ymin: number;
  ymax: number;
  /** viewBox width and height; one world unit is `width / (xmax − xmin)` SVG units on both axes. */
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A frame for the world rectangle, `width` SVG units wide, with the height that keeps units square. */
export function makeFrame(world: { xmin: number; xmax: number; ymin: number; ymax: number }, width = 100): Frame {
  const height = (width * (world.ymax - world.ymin)) / (world.xmax - world.xmin);
  return { ...world, width, height };
}

/** SVG units per world unit. */
export function unit(f: Frame): number {
  return f.width / (f.xmax - f.xmin);
}

/** World → SVG. */
export function toSvg(f: Frame, v: readonly number[]): Point {
  const k = unit(f);
  return { x: (v[0] - f.xmin) * k, y: (f.ymax - v[1]) * k };
}

/** SVG → world. */
export function toWorld(f: Frame, p: Point): Vec2 {
  const k = unit(f);
  return [f.xmin + p.x / k, f.ymax - p.y / k];
}

/** Clamp a world point into the frame, so a dragged handle can never leave the figure. */
export function clampToFrame(f: Frame, v: readonly number[], margin = 0): Vec2 {
  return [
    Math.min(Math.max(v[0], f.xmin + margin), f.xmax - margin),
    Math.min(Math.max(v[1], f.ymin + margin), f.ymax - margin),
  ];
}

/** `viewBox` attribute for a frame. */
export function viewBox(f: Frame): string {
  return `0 0 ${f.width} ${f.height}`;
}

/** A `translate(x y)` transform placing something at world point v. */
export function translate(f: Frame, v: readonly number[]): string {
  const p = toSvg(f, v);
  return `translate(${round(p.x)} ${round(p.y)})`;
}

/** Round SVG coordinates to 3 decimals: smaller markup, no visible difference. */
export function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
