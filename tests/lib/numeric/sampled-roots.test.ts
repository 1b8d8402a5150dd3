import { describe, expect, test } from 'vitest';
import { derivative, horner, polynomialRootsIn, sampledRoots, sampledTurningPoints } from '../../../src/lib/numeric';

/** A quartic shaped like chapter 8's four-hit scene: 24·(t − 0.43)(t − 1.269)(t − 1.842)(t − 3.391). */
const QUARTIC = [0.43, 1.269, 1.842, 3.391].reduce(
  (c, r) => [...c, 0].map((x, i) => x - (i > 0 ? r * c[i - 1] : 0)),
  [24],
);

describe('sampledRoots', () => {
  test('sampledRoots(sin, 1, 10) → π, 2π, 3π to adjacent doubles', () => {
    const r = sampledRoots(Math.sin, 1, 10);
    expect(r).toHaveLength(3);
    r.forEach((t, i) => expect(Math.abs(t - (i + 1) * Math.PI)).toBeLessThanOrEqual(4e-15 * (i + 1) * Math.PI));
  });

  test('on polynomials it finds what polynomialRootsIn finds (simple roots)', () => {
    const polys = [
      [1, 0, -5, 0, 4], // ±1, ±2
      [1, -6, 11, -6], // 1, 2, 3
      [2, -3, -11, 6], // −2, 0.5, 3
      QUARTIC,
    ];
    for (const c of polys) {
      const want = polynomialRootsIn(c, -3, 4).roots;
      const got = sampledRoots((t) => horner(c, t), -3, 4);
      expect(want.length).toBeGreaterThanOrEqual(2);
      expect(got.length).toBe(want.length);
      got.forEach((t, i) => expect(t).toBeCloseTo(want[i], 12));
    }
  });

  test('a sample that lands on a root gives it once, exactly', () => {
    // 101 samples over [0, 10]: t = 3 is a sample.
    expect(sampledRoots((t) => t - 3, 0, 10, 101)).toEqual([3]);
    expect(sampledRoots((t) => (t - 3) * (t - 7), 0, 10, 101)).toEqual([3, 7]);
  });

  test('a double root (a touch) is not a sign change: no root, but a turning point', () => {
    const f = (t: number) => (t - Math.SQRT2) ** 2;
    expect(sampledRoots(f, 0, 3)).toEqual([]);
    const tp = sampledTurningPoints(f, 0, 3);
    expect(tp).toHaveLength(1);
    expect(tp[0]).toBeCloseTo(Math.SQRT2, 7);
  });

  test('non-finite values are gaps: 1/t changes sign across 0 but has no root there', () => {
    expect(sampledRoots((t) => 1 / t, -1, 1, 101)).toEqual([]);
    expect(sampledRoots((t) => (t < 2 ? NaN : t - 3), 0, 5)).toHaveLength(1);
    expect(
      sampledRoots(
        () => {
          throw new Error('no');
        },
        0,
        1,
      ),
    ).toEqual([]);
  });

  test('an empty, reversed or non-finite interval gives []', () => {
    expect(sampledRoots(Math.sin, 2, 2)).toEqual([]);
    expect(sampledRoots(Math.sin, 10, 1)).toEqual([]);
    expect(sampledRoots(Math.sin, 0, Infinity)).toEqual([]);
    expect(sampledRoots(Math.sin, NaN, 1)).toEqual([]);
  });
});

describe('sampledTurningPoints', () => {
  test('sampledTurningPoints(sin, 0, 7) → π/2, 3π/2 to about √u', () => {
    const tp = sampledTurningPoints(Math.sin, 0, 7);
    expect(tp).toHaveLength(2);
    expect(tp[0]).toBeCloseTo(Math.PI / 2, 7);
    expect(tp[1]).toBeCloseTo((3 * Math.PI) / 2, 7);
  });

  test('on polynomials they are the roots of the derivative (polynomialRootsIn of p′)', () => {
    for (const c of [[1, 0, -5, 0, 4], [1, -6, 11, -6], QUARTIC]) {
      const want = polynomialRootsIn(derivative(c), -3, 4).roots;
      const got = sampledTurningPoints((t) => horner(c, t), -3, 4);
      expect(got.length).toBe(want.length);
      got.forEach((t, i) => expect(t).toBeCloseTo(want[i], 6));
    }
  });

  test('a flat top counts once; the ends are never turning points; monotone gives none', () => {
    const plateau = (t: number) => (t < 1 ? t : t < 2 ? 1 : 3 - t);
    const tp = sampledTurningPoints(plateau, 0, 3, 31);
    expect(tp).toHaveLength(1);
    expect(tp[0]).toBeGreaterThanOrEqual(0.9);
    expect(tp[0]).toBeLessThanOrEqual(2.1);
    expect(sampledTurningPoints((t) => t * t, 0, 2)).toEqual([]);
    expect(sampledTurningPoints(Math.exp, -1, 1)).toEqual([]);
  });
});
