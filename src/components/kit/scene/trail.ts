/**
 * Arcs, trails and other curves drawn from sampled world points: one SVG
 * path per curve. Samples come from the model (a pure function of t, or a
 * simulation's positions); this module only turns them into path data that
 * stays small and safe: points closer than `minStep` SVG units to the last
 * kept one are dropped, non-finite points break the curve into pieces, and
 * segments are clipped to the frame (with a margin), so a shot that flies
 * a kilometre off screen never writes coordinates of 10⁹ into the page.
 */
import type { Vec2 } from '../../../lib';
import { round, toSvg, type Frame } from './frame';

/** Points as `[[x, y], …]` or flat `[x0, y0, x1, y1, …]` (a Float64Array from a simulation). */
export type Samples = readonly (readonly number[])[] | ArrayLike<number>;

function isNested(points: Samples): points is readonly (readonly number[])[] {
  return points.length > 0 && typeof (points as ArrayLike<unknown>)[0] !== 'number';
}

/** n + 1 samples of the curve p(t) for t evenly spaced over [t0, t1] (n ≥ 1). */
export function sampleCurve(p: (t: number) => readonly number[], t0: number, t1: number, n: number): Vec2[] {
  const steps = Math.max(1, Math.floor(n));
  const out: Vec2[] = [];
  for (let i = 0; i <= steps; i++) {
    const v = p(i === steps ? t1 : t0 + ((t1 - t0) * i) / steps);
    out.push([v[0], v[1]]);
  }
  return out;
}

/**
 * Liang–Barsky: the part of segment a→b inside the box [x0, x1]×[y0, y1] as
 * parameters [u0, u1] ⊂ [0, 1], or null when it misses the box.
 */
export function clipSegment(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  box: { x0: number; y0: number; x1: number; y1: number },
): [number, number] | null {
  const dx = bx - ax;
  const dy = by - ay;
  let u0 = 0;
  let u1 = 1;
  const edges: [number, number][] = [
    [-dx, ax - box.x0],
    [dx, box.x1 - ax],
    [-dy, ay - box.y0],
    [dy, box.y1 - ay],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const r = q / p;
    if (p < 0) {
      if (r > u1) return null;
      if (r > u0) u0 = r;
    } else {
      if (r < u0) return null;
      if (r < u1) u1 = r;
    }
  }
  return [u0, u1];
}

/**
 * The walk behind `trailPath` and `trailPieces`: the world points in `frame`,
 * thinned by `minStep` SVG units, broken at non-finite points and clipped to
 * the frame grown by `margin`, handed to `emit` as "M" (a piece starts) and
 * "L" (it goes on) with unrounded SVG coordinates.
 */
function walkTrail(
  frame: Frame,
  points: Samples,
  minStep: number,
  margin: number,
  emit: (cmd: 'M' | 'L', x: number, y: number) => void,
): void {
  const box = { x0: -margin, y0: -margin, x1: frame.width + margin, y1: frame.height + margin };
  const n = isNested(points) ? points.length : Math.floor(points.length / 2);
  const at = (i: number) =>
    isNested(points) ? points[i] : [(points as ArrayLike<number>)[2 * i], (points as ArrayLike<number>)[2 * i + 1]];
  let open = false;
  let lastX = NaN;
  let lastY = NaN;
  let prev: { x: number; y: number } | null = null;
  const put = (cmd: 'M' | 'L', x: number, y: number, force: boolean) => {
    if (cmd === 'L' && !force && Math.hypot(x - lastX, y - lastY) < minStep) return;
    emit(cmd, x, y);
    lastX = x;
    lastY = y;
  };
  for (let i = 0; i < n; i++) {
    const w = at(i);
    const p = Number.isFinite(w[0]) && Number.isFinite(w[1]) ? toSvg(frame, w) : null;
    if (!p || !(Number.isFinite(p.x) && Number.isFinite(p.y))) {
      prev = null;
      open = false;
      continue;
    }
    if (prev === null) {
      prev = p;
      if (p.x >= box.x0 && p.x <= box.x1 && p.y >= box.y0 && p.y <= box.y1) {
        put('M', p.x, p.y, true);
        open = true;
      }
      continue;
    }
    const clip = clipSegment(prev.x, prev.y, p.x, p.y, box);
    if (clip === null) {
      open = false;
    } else {
      const [u0, u1] = clip;
      const dx = p.x - prev.x;
      const dy = p.y - prev.y;
      if (!open || u0 > 0) put('M', prev.x + u0 * dx, prev.y + u0 * dy, true);
      // Keep the last point of a piece even when it is close: the curve must end where it ends.
      put('L', prev.x + u1 * dx, prev.y + u1 * dy, u1 < 1 || i === n - 1);
      open = u1 === 1;
    }
    prev = p;
  }
}

/**
 * SVG path data ("M x y L x y …", coordinates rounded to 3 decimals) through
 * the world points, in `frame`. The curve is clipped to the frame grown by
 * `margin` SVG units on every side; where it leaves and re-enters, or meets a
 * non-finite point, a new piece starts with "M". Empty when nothing is inside.
 */
export function trailPath(frame: Frame, points: Samples, minStep = 0.05, margin = 5): string {
  let d = '';
  walkTrail(frame, points, minStep, margin, (cmd, x, y) => {
    d += `${cmd}${round(x)} ${round(y)}`;
  });
  return d;
}

/**
 * The same curve as `trailPath`, as pieces of SVG-unit coordinates (each a
 * flat `[x0, y0, x1, y1, …]`, not rounded) for a canvas (kit/scene/canvas-layer.ts):
 * thinned by `minStep`, broken at non-finite points and clipped to the frame
 * grown by `margin`, exactly where `trailPath` starts a new "M".
 */
export function trailPieces(frame: Frame, points: Samples, minStep = 0.05, margin = 5): number[][] {
  const pieces: number[][] = [];
  let piece: number[] = [];
  walkTrail(frame, points, minStep, margin, (cmd, x, y) => {
    if (cmd === 'M') pieces.push((piece = []));
    piece.push(x, y);
  });
  return pieces;
}
