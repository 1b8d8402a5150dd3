/**
 * The canvas layer's gallery scene: a harmonograph (two damped pendulums)
 * traced with thousands of points, its frequencies set by the handle P.
 * Pure: points as a flat Float64Array, as a simulation would hand them over.
 */
import type { Vec2 } from '../../../lib';
import { labelPlaceAmong, type LabelPlace } from '../../kit/controls/handle-label';
import { makeFrame, toSvg } from '../../kit/scene/frame';
import type { XY } from '../../kit/scene/label-box';
import { trailPieces } from '../../kit/scene/trail';

export const CANVAS_FRAME = makeFrame({ xmin: -2, xmax: 2, ymin: -1.2, ymax: 1.2 });
/**
 * P's first place: one where its own trace leaves its letter room (issue 38 item 11). At (1, 0.5) every place
 * around the dot lies on the trace; here the letter fits below and to the right of it, clear of every line.
 */
export const CANVAS_P0: Vec2 = [0.9, 0.6];
/** Points traced per curve: what chapters 9–11's integrator paths will draw. */
export const CANVAS_POINTS = 6000;
/** The first trace's least step between drawn points (SVG units), and P's dot radius (Handle.astro's default). */
export const TRACE_STEP = 0.25;
const DOT_R = 1.6;

/** P's readout and name's numbers: "(0.90, 0.60)". */
export function pointText(p: Vec2): string {
  return `(${p[0].toFixed(2)}, ${p[1].toFixed(2)})`;
}

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

/** The trace for P as the build draws it (`trailPath` with `TRACE_STEP`): its pieces as polylines in SVG units. */
export function traceLines(p: Vec2, n = CANVAS_POINTS): XY[][] {
  return trailPieces(CANVAS_FRAME, harmonograph(p, n), TRACE_STEP).map((piece) =>
    Array.from({ length: piece.length / 2 }, (_, i) => ({ x: piece[2 * i], y: piece[2 * i + 1] })),
  );
}

/**
 * Where P's letter goes (Handle.astro's `labelAt`): the kit's placement step around the dot, clear of P's own
 * trace as the build draws it and of the scene's edge.
 */
export function letterPlace(p: Vec2): LabelPlace {
  return labelPlaceAmong(toSvg(CANVAS_FRAME, p), DOT_R, 'P', CANVAS_FRAME, { polylines: traceLines(p) });
}
