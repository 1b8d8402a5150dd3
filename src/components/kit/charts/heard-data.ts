/**
 * A chart Observable Plot draws from data, as a function its explorer and
 * sound can read (issue 41, plot-explore.ts): the polyline through a line's
 * points is straight on the chart's own scales, so between two points the
 * value is interpolated in the scales' coordinates (in log x and log y on a
 * log–log chart). What is heard is then exactly what is drawn.
 */
import { isNum } from './fn-plot-spec';

/** A scale along which a drawn line is straight. */
export type LineScale = 'linear' | 'log';

const into = (scale: LineScale) => (v: number) => (scale === 'log' ? (v > 0 ? Math.log(v) : NaN) : v);

/**
 * The function a chart's line through `points` draws, on x and y scales `x`
 * and `y`: straight between neighbouring points in those scales, NaN outside
 * the points' x range or where a point cannot be drawn (not finite, or not
 * positive on a log scale). The points are taken in order of x.
 */
export function drawnLine(
  points: readonly { x: number; y: number }[],
  x: LineScale = 'linear',
  y: LineScale = 'linear',
): (t: number) => number {
  const fx = into(x);
  const fy = into(y);
  const pts = points
    .map((p) => ({ u: fx(p.x), v: fy(p.y), y: p.y }))
    .filter((p) => isNum(p.u) && isNum(p.v))
    .sort((a, b) => a.u - b.u);
  const back = y === 'log' ? Math.exp : (v: number) => v;
  return (t: number) => {
    const u = fx(t);
    if (!isNum(u) || pts.length === 0 || u < pts[0].u || u > pts[pts.length - 1].u) return NaN;
    // The last point at or left of u (binary search), and the one after it.
    let lo = 0;
    let hi = pts.length - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (pts[mid].u <= u) lo = mid;
      else hi = mid;
    }
    const a = pts[lo];
    const b = pts[hi];
    // At a point, its own value (not one through the logarithm and back).
    if (u <= a.u || b.u === a.u) return a.y;
    if (u >= b.u) return b.y;
    // A level stretch stays exactly level (through the logarithm and back it would wobble in its last bits, and
    // the wobbles would be heard as turning points).
    if (a.v === b.v) return a.y;
    return back(a.v + ((b.v - a.v) * (u - a.u)) / (b.u - a.u));
  };
}
