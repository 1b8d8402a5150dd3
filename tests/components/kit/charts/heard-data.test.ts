import { describe, expect, it } from 'vitest';
import { drawnLine } from '../../../../src/components/kit/charts/heard-data';
import { axisFraction, axisValue } from '../../../../src/components/kit/charts/fn-plot-spec';
import { curveFeatures } from '../../../../src/components/kit/charts/fn-plot-sonify';

describe('drawnLine: the function a chart’s polyline draws', () => {
  it('linear axes: straight between points, the points’ own values at them, NaN outside', () => {
    const f = drawnLine([
      { x: 2, y: 10 },
      { x: 0, y: 0 },
      { x: 4, y: 0 },
    ]);
    expect(f(0)).toBe(0);
    expect(f(1)).toBe(5);
    expect(f(2)).toBe(10);
    expect(f(3)).toBe(5);
    expect(f(-0.1)).toBeNaN();
    expect(f(4.1)).toBeNaN();
    expect(f(NaN)).toBeNaN();
  });
  it('log–log: straight in log x and log y, so a power law between two points is exact', () => {
    // y = 3/x² through x = 10 and 1000: at x = 100, 3e−4.
    const f = drawnLine(
      [
        { x: 10, y: 3e-2 },
        { x: 1000, y: 3e-6 },
      ],
      'log',
      'log',
    );
    expect(f(100)).toBeCloseTo(3e-4, 15);
    expect(f(10)).toBe(3e-2);
    expect(f(31.6227766)).toBeCloseTo(3 / 1000, 12);
  });
  it('a level stretch on log axes is exactly level: no turning point where the chart draws none', () => {
    const f = drawnLine(
      [
        { x: 10, y: 1e-4 },
        { x: 240, y: 1e-4 },
      ],
      'log',
      'log',
    );
    for (const x of [11, 30.3, 99.9, 239]) expect(f(x)).toBe(1e-4);
    expect(curveFeatures({ id: 'e', label: 'e', color: 'red', fn: f }, [10, 240], 'log').turningPoints).toEqual([]);
  });
  it('points that cannot be drawn on a log axis (0, negative, NaN) are left out; no points, no values', () => {
    const f = drawnLine(
      [
        { x: 10, y: 0 },
        { x: 20, y: 2 },
        { x: 40, y: 4 },
        { x: NaN, y: 1 },
      ],
      'log',
      'log',
    );
    expect(f(10)).toBeNaN();
    expect(f(20)).toBe(2);
    expect(f(Math.sqrt(800))).toBeCloseTo(Math.sqrt(8), 12);
    expect(drawnLine([])(1)).toBeNaN();
  });
});

describe('axisFraction and axisValue', () => {
  it('a log axis puts 100 in the middle of 10…1000; a linear one 505; each inverts the other', () => {
    expect(axisFraction(100, [10, 1000], 'log')).toBeCloseTo(0.5, 15);
    expect(axisFraction(505, [10, 1000])).toBeCloseTo(0.5, 15);
    for (const u of [0, 0.1, 0.37, 0.5, 0.99, 1]) {
      expect(axisFraction(axisValue(u, [10, 1000], 'log'), [10, 1000], 'log')).toBeCloseTo(u, 12);
      expect(axisFraction(axisValue(u, [10, 1000]), [10, 1000])).toBeCloseTo(u, 12);
    }
  });
  it('values past the ends clamp; a log axis over a domain that is not positive is linear', () => {
    expect(axisValue(-1, [10, 1000], 'log')).toBe(10);
    expect(axisValue(2, [10, 1000], 'log')).toBe(1000);
    expect(axisValue(0.5, [-1, 1], 'log')).toBe(0);
    expect(axisFraction(0, [-1, 1], 'log')).toBe(0.5);
  });
});
