/**
 * The canvas layer's gallery scene: a harmonograph (two damped pendulums)
 * traced with thousands of points, its frequencies set by the handle P.
 * Pure: points as a flat Float64Array, as a simulation would hand them over.
 */
import type { Vec2 } from '../../../lib';
import { makeFrame } from '../../kit/scene/frame';

export const CANVAS_FRAME = makeFrame({ xmin: -2, xmax: 2, ymin: -1.2, ymax: 1.2 });
export const CANVAS_P0: Vec2 = [1, 0.5];
/** Points traced per curve: what chapters 9–11's integrator paths will draw. */
export const CANVAS_POINTS = 6000;

/** Keep P inside the scene, on a 0.05 grid. */
export function placeP(p: Vec2): Vec2 {
  const c = (x: number, lo: number, hi: number) => Math.round(Math.min(Math.max(x, lo), hi) * 20) / 20;
  return [c(p[0], -1.9, 1.9), c(p[1], -1.1, 1.1)];
}

/** The harmonograph for P: x and y pendulums at frequencies 2 + P.x and 3 + P.y, damped over 60 s. */
export function harmonograph(p: Vec2, n = CANVAS_POINTS): Float64Array {
  const out = new Float64Array(2 * n);
  const a = 2 + p[0];
  const b = 3 + p[1];
  for (let i = 0; i < n; i++) {
    const t = (60 * i) / (n - 1);
    const d = Math.exp(-0.035 * t);
    out[2 * i] = 1.8 * d * Math.sin(a * t + Math.PI / 4);
    out[2 * i + 1] = 1.05 * d * Math.sin(b * t);
  }
  return out;
}
