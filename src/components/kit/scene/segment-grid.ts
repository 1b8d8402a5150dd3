/**
 * A uniform grid over a drawing's segments, so that the label-placement step (place-labels.ts) tests a label's box
 * against the segments near it only, not every segment of every curve: a chart's curves are a few thousand
 * segments, and each label tries up to a dozen spots. Built once per placement; each query visits each nearby
 * segment once.
 */
import type { Box, Segment } from './label-box';

export class SegmentGrid {
  private readonly x0: number;
  private readonly y0: number;
  private readonly cw: number;
  private readonly ch: number;
  private readonly n: number;
  private readonly cells: number[][];
  private readonly seen: Uint32Array;
  private stamp = 0;

  /** Indexes `segments` in an `n` × `n` grid over their bounds. */
  constructor(
    readonly segments: readonly Segment[],
    n = 32,
  ) {
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (const s of segments) {
      x0 = Math.min(x0, s.a.x, s.b.x);
      y0 = Math.min(y0, s.a.y, s.b.y);
      x1 = Math.max(x1, s.a.x, s.b.x);
      y1 = Math.max(y1, s.a.y, s.b.y);
    }
    const finite = Number.isFinite(x0 + y0 + x1 + y1);
    this.n = finite ? n : 1;
    this.x0 = finite ? x0 : 0;
    this.y0 = finite ? y0 : 0;
    // A cell size that underflows (an extent of a few subnormals) or is zero: one column (or row) for everything.
    const cw = finite ? (x1 - x0) / this.n : 0;
    const ch = finite ? (y1 - y0) / this.n : 0;
    this.cw = cw > 0 ? cw : Infinity;
    this.ch = ch > 0 ? ch : Infinity;
    this.cells = Array.from({ length: this.n * this.n }, () => []);
    this.seen = new Uint32Array(segments.length);
    segments.forEach((s, i) => {
      const [c0, c1, r0, r1] = this.range(
        Math.min(s.a.x, s.b.x),
        Math.max(s.a.x, s.b.x),
        Math.min(s.a.y, s.b.y),
        Math.max(s.a.y, s.b.y),
      );
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) this.cells[r * this.n + c].push(i);
    });
  }

  /** The cells (first and last column, first and last row) that a box from (x0, y0) to (x1, y1) covers. */
  private range(x0: number, x1: number, y0: number, y1: number): [number, number, number, number] {
    const last = this.n - 1;
    const col = (x: number) => Math.min(last, Math.max(0, Math.floor((x - this.x0) / this.cw)));
    const row = (y: number) => Math.min(last, Math.max(0, Math.floor((y - this.y0) / this.ch)));
    // A segment that is not finite (none are indexed that way by place-labels) falls in every cell.
    if (!Number.isFinite(x0 + x1 + y0 + y1)) return [0, last, 0, last];
    return [col(x0), col(x1), row(y0), row(y1)];
  }

  /** How many of the segments near `box` satisfy `hits` (each segment tested at most once). */
  count(box: Box, hits: (s: Segment) => boolean): number {
    this.stamp = (this.stamp + 1) >>> 0 || 1;
    const [c0, c1, r0, r1] = this.range(box.x0, box.x1, box.y0, box.y1);
    let n = 0;
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        for (const i of this.cells[r * this.n + c]) {
          if (this.seen[i] === this.stamp) continue;
          this.seen[i] = this.stamp;
          if (hits(this.segments[i])) n++;
        }
      }
    }
    return n;
  }
}
