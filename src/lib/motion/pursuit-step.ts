// One step of a chase, inside the package: not re-exported by index.ts.
/**
 * The capture test of one step of a chase, shared by `race` and `stepChaser` (pursuit-live.ts), which therefore
 * agree bit for bit. Over a step of length `h` the pursuer moves straight from (x0, y0) to (x1, y1) and the target
 * from `from` to `to`, so their offset (target − pursuer) moves linearly. Writes into `out`: [0] the time within the
 * step of their closest approach (clamped to the step), [1] its distance, [2] the time within the step at which the
 * offset first comes within `radius` (found from the unclamped closest approach; NaN when it does not in this step).
 */
export function stepApproach(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  from: readonly number[],
  to: readonly number[],
  h: number,
  radius: number,
  out: Float64Array,
): void {
  const dx = from[0]! - x0;
  const dy = from[1]! - y0;
  const wx = (to[0]! - x1 - dx) / h;
  const wy = (to[1]! - y1 - dy) / h;
  const ww = wx * wx + wy * wy;
  const vertex = ww > 0 ? Math.min(Math.max(-(dx * wx + dy * wy) / ww, 0), h) : 0;
  const hx = dx + wx * vertex;
  const hy = dy + wy * vertex;
  const hh = hx * hx + hy * hy;
  out[0] = vertex;
  out[1] = Math.sqrt(hh);
  out[2] = NaN;
  if (hh <= radius * radius && ww > 0) {
    const free = -(dx * wx + dy * wy) / ww;
    const fx = dx + wx * free;
    const fy = dy + wy * free;
    out[2] = Math.min(h, Math.max(0, free - Math.sqrt(Math.max(0, radius * radius - fx * fx - fy * fy) / ww)));
  }
}
