import { describe, expect, it } from 'vitest';
import { makeFrame } from '../../../../src/components/kit/scene/frame';
import { angleArc, snapToGrid, tenths } from '../../../../src/components/kit/scene/geometry';

const BOUNDS = { xmin: -5, xmax: 5, ymin: -2, ymax: 2 };

describe('snapToGrid', () => {
  it('snaps to the grid and cleans float noise', () => {
    expect(snapToGrid([0.29, 0.31], 0.1, BOUNDS)).toEqual([0.3, 0.3]);
    expect(snapToGrid([1.26, -1.24], 0.5, BOUNDS)).toEqual([1.5, -1]);
  });
  it('keeps the point inside the bounds shrunk by the margin', () => {
    expect(snapToGrid([9, -9], 0.1, BOUNDS, 0.2)).toEqual([4.8, -1.8]);
    expect(snapToGrid([-9, 9], 0.1, BOUNDS)).toEqual([-5, 2]);
  });
  it('sends a coordinate that is not finite to the low edge, and −0 to 0', () => {
    expect(snapToGrid([NaN, Infinity], 0.1, BOUNDS)).toEqual([-5, -2]);
    const [x] = snapToGrid([-0.01, 0], 0.5, BOUNDS);
    expect(Object.is(x, 0)).toBe(true);
  });
});

describe('angleArc', () => {
  const frame = makeFrame({ xmin: -10, xmax: 10, ymin: -10, ymax: 10 }, 100);
  it('sweeps with flag 0 for a counter-clockwise turn in the world (SVG y is flipped)', () => {
    const ccw = angleArc(frame, [0, 0], [1, 0], [0, 1], 2);
    expect(ccw.d).toBe('M60 50A10 10 0 0 0 50 40');
    const cw = angleArc(frame, [0, 0], [0, 1], [1, 0], 2);
    expect(cw.d).toBe('M50 40A10 10 0 0 1 60 50');
  });
  it('closed, it is a wedge from the centre; lengths of the directions do not matter', () => {
    const w = angleArc(frame, [2, 2], [5, 0], [0, 0.1], 2, true);
    expect(w.d).toBe('M60 40L70 40A10 10 0 0 0 60 30Z');
    expect(w.start).toEqual({ x: 70, y: 40 });
    expect(w.end).toEqual({ x: 60, y: 30 });
  });
});

describe('tenths', () => {
  it('keeps a point to a tenth of a unit, with no negative zero', () => {
    expect(tenths([1.234, -5.678])).toEqual([1.2, -5.7]);
    expect(Object.is(tenths([-0.01, 0.04])[0], -0)).toBe(false);
  });
});
