import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grow, segmentHitsBox, type Box, type Segment } from '../../../../src/components/kit/scene/label-box';
import { SegmentGrid } from '../../../../src/components/kit/scene/segment-grid';

const xy = fc.record({
  x: fc.double({ min: -50, max: 700, noNaN: true }),
  y: fc.double({ min: -50, max: 400, noNaN: true }),
});
const segment = fc.record({ a: xy, b: xy });
const box = fc
  .tuple(xy, fc.double({ min: 0, max: 120, noNaN: true }), fc.double({ min: 0, max: 40, noNaN: true }))
  .map(([p, w, h]): Box => ({ x0: p.x, y0: p.y, x1: p.x + w, y1: p.y + h }));

describe('SegmentGrid', () => {
  it('counts exactly the segments a brute-force scan finds hitting the box, each once (property)', () => {
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 300 }),
        fc.array(box, { minLength: 1, maxLength: 12 }),
        (segs, boxes) => {
          const grid = new SegmentGrid(segs);
          for (const b of boxes) {
            const hit = (s: Segment) => segmentHitsBox(s, b);
            expect(grid.count(b, hit)).toBe(segs.filter(hit).length);
          }
        },
      ),
      { numRuns: 200, seed: 38 },
    );
  });

  it('handles no segments, a degenerate extent and a box outside every cell', () => {
    expect(new SegmentGrid([]).count({ x0: 0, y0: 0, x1: 10, y1: 10 }, () => true)).toBe(0);
    const flat: Segment[] = [
      { a: { x: 5, y: 5 }, b: { x: 5, y: 5 } },
      { a: { x: 5, y: 5 }, b: { x: 5, y: 5 } },
    ];
    const g = new SegmentGrid(flat);
    expect(
      g.count(grow({ x0: 5, y0: 5, x1: 5, y1: 5 }, 1), (s) => segmentHitsBox(s, { x0: 4, y0: 4, x1: 6, y1: 6 })),
    ).toBe(2);
    expect(
      g.count({ x0: 900, y0: 900, x1: 901, y1: 901 }, (s) => segmentHitsBox(s, { x0: 900, y0: 900, x1: 901, y1: 901 })),
    ).toBe(0);
  });
});
