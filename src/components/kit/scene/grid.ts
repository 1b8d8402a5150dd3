/**
 * A scene's grid (FieldGrid.astro): where its lines fall in SVG units, from
 * world coordinates. Pure; the build renders it once and nothing moves it.
 */
import { round, toSvg, type Frame } from './frame';

/** Every whole world unit from `lo` to `hi`, both included. */
export function wholeUnits(lo: number, hi: number): number[] {
  const first = Math.ceil(lo);
  return Array.from({ length: Math.max(0, Math.floor(hi) - first + 1) }, (_, i) => first + i);
}

/** `from`, `from ± step`, … up to and including `to` (either direction): where grid lines go, e.g. `steps(10, 110, 10)`. */
export function steps(from: number, to: number, step: number): number[] {
  const n = Math.floor(Math.abs(to - from) / Math.abs(step) + 1e-9);
  const d = to >= from ? Math.abs(step) : -Math.abs(step);
  return Array.from({ length: n + 1 }, (_, i) => from + i * d);
}

export interface GridLines {
  /** SVG x of each vertical line. */
  x: number[];
  /** SVG y of each horizontal line. */
  y: number[];
}

/** The SVG positions (rounded to 1/1000) of vertical lines at world xs and horizontal lines at world ys. */
export function gridLines(frame: Frame, xs: readonly number[], ys: readonly number[]): GridLines {
  return {
    x: xs.map((x) => round(toSvg(frame, [x, 0]).x)),
    y: ys.map((y) => round(toSvg(frame, [0, y]).y)),
  };
}
