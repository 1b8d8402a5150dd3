/**
 * Small pieces of figure geometry that several figures share: snapping a
 * dragged point to the grid, and the arc that marks an angle.
 */
import { type Vec2 } from '../../../lib';
import { cross2, normalize } from '../../../lib/vec';
import { round, toSvg, unit, type Frame } from './frame';

/** World bounds a snapped point stays inside. */
export interface Bounds {
  xmin: number;
  xmax: number;
  ymin: number;
  ymax: number;
}

/**
 * Snap a dragged point to a grid of `step` and keep it inside `bounds` shrunk
 * by `margin` on every side. A coordinate that is not finite goes to the low
 * edge; float noise of the snap is cleaned (0.30000000000000004 → 0.3) and
 * −0 becomes 0.
 */
export function snapToGrid(p: readonly number[], step: number, bounds: Bounds, margin = 0): Vec2 {
  const one = (v: number, lo: number, hi: number) => {
    const snapped = Math.round((Number.isFinite(v) ? v : lo) / step) * step;
    return Number(Math.min(Math.max(snapped, lo + margin), hi - margin).toFixed(6)) + 0;
  };
  return [one(p[0], bounds.xmin, bounds.xmax), one(p[1], bounds.ymin, bounds.ymax)];
}

/** A point kept to a tenth of a unit (dragged positions and velocities stay readable in readouts). */
export function tenths(v: readonly number[]): Vec2 {
  return [Math.round(v[0] * 10) / 10 + 0, Math.round(v[1] * 10) / 10 + 0];
}

/** The arc marking the angle from direction `from` to direction `to` at a world point. */
export interface AngleArc {
  /** SVG path: the arc alone, or (closed) a wedge from the centre. */
  d: string;
  /** The arc's ends in SVG units. */
  start: { x: number; y: number };
  end: { x: number; y: number };
}

/**
 * The path of the smaller angle between directions `from` and `to` (world
 * vectors, any length) around world point `centre`, at world radius `radius`.
 * `closed` draws a wedge (centre → arc → centre), else the open arc. World
 * angles run counter-clockwise and SVG's y is flipped, so a counter-clockwise
 * turn gets sweep flag 0. Coordinates are rounded as `frame.round` does.
 */
export function angleArc(
  frame: Frame,
  centre: readonly number[],
  from: readonly number[],
  to: readonly number[],
  radius: number,
  closed = false,
): AngleArc {
  const u = normalize<Vec2>([from[0], from[1]]);
  const v = normalize<Vec2>([to[0], to[1]]);
  const start = toSvg(frame, [centre[0] + u[0] * radius, centre[1] + u[1] * radius]);
  const end = toSvg(frame, [centre[0] + v[0] * radius, centre[1] + v[1] * radius]);
  const r = round(radius * unit(frame));
  const sweep = cross2(u, v) > 0 ? 0 : 1;
  const f = (p: { x: number; y: number }) => `${round(p.x)} ${round(p.y)}`;
  const arc = `A${r} ${r} 0 0 ${sweep} ${f(end)}`;
  const o = toSvg(frame, centre);
  return { d: closed ? `M${f(o)}L${f(start)}${arc}Z` : `M${f(start)}${arc}`, start, end };
}
