import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeFrame } from '../../../../src/components/kit/scene/frame';
import { backingSize } from '../../../../src/components/kit/scene/canvas-layer';
import { trailPath, trailPieces } from '../../../../src/components/kit/scene/trail';
import {
  CANVAS_FRAME,
  CANVAS_P0,
  harmonograph,
  placeP,
} from '../../../../src/components/book/kit-gallery/canvas-model';

const F = makeFrame({ xmin: 0, xmax: 10, ymin: 0, ymax: 10 });
const RUNS = Number(process.env.FC_RUNS ?? 200);

/** The pieces of an SVG path, as `trailPath` writes them (a new piece at each "M"). */
function pathPieces(d: string): number[][] {
  const out: number[][] = [];
  for (const m of d.matchAll(/([ML])(-?[\d.]+) (-?[\d.]+)/g)) {
    if (m[1] === 'M') out.push([]);
    out[out.length - 1].push(Number(m[2]), Number(m[3]));
  }
  return out;
}

describe('backingSize', () => {
  it('a 640×384 px figure at device scale 2 → a 1280×768 backing store', () => {
    expect(backingSize(640, 384, 2)).toEqual({ width: 1280, height: 768, scale: 2 });
  });
  it('zero, negative or NaN sizes and ratios → at least 1×1 at scale 1', () => {
    expect(backingSize(0, -5, NaN)).toEqual({ width: 1, height: 1, scale: 1 });
  });
  it('capped at max a side, keeping the aspect', () => {
    const b = backingSize(4000, 2000, 2, 4096);
    expect(b.width).toBe(4096);
    expect(b.height).toBe(2048);
  });
});

describe('trailPieces (the canvas backend of trail.ts)', () => {
  it('the same pieces, thinning and clipping as trailPath (to its 3 decimals)', () => {
    const pt = fc.tuple(
      fc.oneof(fc.double({ min: -30, max: 40, noNaN: true }), fc.constant(NaN)),
      fc.double({ min: -30, max: 40, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.array(pt, { maxLength: 40 }), fc.double({ min: 0, max: 2, noNaN: true }), (points, minStep) => {
        const pieces = trailPieces(F, points, minStep);
        const path = pathPieces(trailPath(F, points, minStep));
        expect(pieces.length).toBe(path.length);
        pieces.forEach((p, i) => {
          expect(p.length).toBe(path[i].length);
          p.forEach((v, j) => expect(Math.abs(v - path[i][j])).toBeLessThanOrEqual(0.0006));
        });
      }),
      { numRuns: RUNS },
    );
  });
  it('flat Float64Array samples work as nested ones do', () => {
    const flat = harmonograph(CANVAS_P0, 500);
    const nested = Array.from({ length: 500 }, (_, i) => [flat[2 * i], flat[2 * i + 1]]);
    expect(trailPieces(CANVAS_FRAME, flat)).toEqual(trailPieces(CANVAS_FRAME, nested));
  });
});

describe('canvas gallery scene', () => {
  it('harmonograph → n finite points inside the frame; placeP keeps P inside on a 0.05 grid', () => {
    const h = harmonograph(CANVAS_P0, 1000);
    expect(h.length).toBe(2000);
    for (let i = 0; i < 1000; i++) {
      expect(Math.abs(h[2 * i])).toBeLessThanOrEqual(1.8);
      expect(Math.abs(h[2 * i + 1])).toBeLessThanOrEqual(1.05);
    }
    expect(placeP([5, -5])).toEqual([1.9, -1.1]);
    expect(placeP([0.523, 0.51])).toEqual([0.5, 0.5]);
  });
});
