import { describe, expect, it } from 'vitest';
import { makeFrame } from '../../../../src/components/kit/scene/frame';
import { gridLines, steps, wholeUnits } from '../../../../src/components/kit/scene/grid';

describe('grid positions (FieldGrid.astro)', () => {
  it('steps runs from one end to the other inclusive, either way, and stops before overshooting', () => {
    expect(steps(10, 50, 10)).toEqual([10, 20, 30, 40, 50]);
    expect(steps(60, 0, 10)).toEqual([60, 50, 40, 30, 20, 10, 0]);
    expect(steps(0, 25, 10)).toEqual([0, 10, 20]);
    expect(steps(3, 3, 1)).toEqual([3]);
    // Floating steps do not lose their last line to rounding.
    expect(steps(0, 1, 0.1)).toHaveLength(11);
  });

  it('wholeUnits lists every whole number in a range, ends included when whole', () => {
    expect(wholeUnits(-2, 2)).toEqual([-2, -1, 0, 1, 2]);
    expect(wholeUnits(-1.5, 1.5)).toEqual([-1, 0, 1]);
    expect(wholeUnits(2, 1)).toEqual([]);
  });

  it('gridLines puts world coordinates in SVG units, y down', () => {
    const frame = makeFrame({ xmin: -10, xmax: 10, ymin: 0, ymax: 10 }, 200);
    const g = gridLines(frame, [-10, 0, 10], [0, 5, 10]);
    expect(g.x).toEqual([0, 100, 200]);
    expect(g.y).toEqual([100, 50, 0]);
  });
});
