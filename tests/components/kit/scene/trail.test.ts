import { describe, expect, it } from 'vitest';
import { makeFrame } from '../../../../src/components/kit/scene/frame';
import { clipSegment, sampleCurve, trailPath } from '../../../../src/components/kit/scene/trail';

const F = makeFrame({ xmin: 0, xmax: 10, ymin: 0, ymax: 10 }); // 10 SVG units per world unit

/** The numbers of a path, in pairs, with the command letter of each pair. */
function commands(d: string): [string, number, number][] {
  return [...d.matchAll(/([ML])(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [m[1], Number(m[2]), Number(m[3])]);
}

describe('sampleCurve', () => {
  it('sampleCurve(t ↦ (t, t²), 0, 2, 4) gives 5 points, ending exactly at t1', () => {
    const pts = sampleCurve((t) => [t, t * t], 0, 2, 4);
    expect(pts).toEqual([
      [0, 0],
      [0.5, 0.25],
      [1, 1],
      [1.5, 2.25],
      [2, 4],
    ]);
  });
});

describe('trailPath', () => {
  it('draws a polyline in SVG units, y flipped', () => {
    expect(
      trailPath(F, [
        [1, 1],
        [2, 3],
      ]),
    ).toBe('M10 90L20 70');
  });

  it('takes flat arrays (a simulation buffer) like nested ones', () => {
    expect(trailPath(F, new Float64Array([1, 1, 2, 3]))).toBe(
      trailPath(F, [
        [1, 1],
        [2, 3],
      ]),
    );
  });

  it('a non-finite point breaks the curve into two pieces, never "NaN" in the path', () => {
    const d = trailPath(F, [
      [1, 1],
      [2, 2],
      [Number.NaN, 3],
      [4, 4],
      [5, 5],
    ]);
    expect(d).not.toMatch(/NaN|Infinity/);
    expect(commands(d).map((c) => c[0])).toEqual(['M', 'L', 'M', 'L']);
  });

  it('clips a segment that flies far outside to the frame with its margin', () => {
    const d = trailPath(
      F,
      [
        [5, 5],
        [5, 1e12],
      ],
      0.05,
      5,
    );
    const c = commands(d);
    expect(c).toEqual([
      ['M', 50, 50],
      ['L', 50, -5],
    ]);
  });

  it('a curve that leaves and re-enters the frame restarts with M where it re-enters', () => {
    const d = trailPath(
      F,
      [
        [5, 5],
        [5, 20],
        [6, 5],
      ],
      0.05,
      0,
    );
    expect(commands(d).map((c) => c[0])).toEqual(['M', 'L', 'M', 'L']);
  });

  it('drops points closer than minStep to the last kept one but keeps the last point', () => {
    const pts = Array.from({ length: 101 }, (_, i) => [i / 1000, 0]); // 0.01 SVG units apart
    const c = commands(trailPath(F, pts, 0.05));
    expect(c.length).toBeLessThan(30);
    expect(c[c.length - 1]).toEqual(['L', 1, 100]);
  });

  it('nothing inside the frame gives an empty path', () => {
    expect(
      trailPath(F, [
        [100, 100],
        [200, 200],
      ]),
    ).toBe('');
  });
});

describe('clipSegment', () => {
  it('clipSegment of a segment crossing the box gives the inside part', () => {
    expect(clipSegment(-10, 5, 20, 5, { x0: 0, y0: 0, x1: 10, y1: 10 })).toEqual([1 / 3, 2 / 3]);
  });
  it('clipSegment of a segment outside gives null', () => {
    expect(clipSegment(-10, 50, 20, 50, { x0: 0, y0: 0, x1: 10, y1: 10 })).toBeNull();
  });
});
