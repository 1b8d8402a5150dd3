import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  compensatedHorner,
  compensatedHornerTo,
  degree,
  derivative,
  evaluateCompensated,
  gamma,
  horner,
  hornerErrorBound,
} from '../../../src/lib/numeric/poly';
import { evaluate, fcParams, fromDouble, polyFromDoubles, sub, toDouble } from '../oracle';

/** (t − 1)ⁿ expanded: a classic ill-conditioned polynomial near t = 1. */
function binomialPoly(n: number): number[] {
  const c = [1];
  for (let k = 0; k < n; k++) {
    const next = new Array(c.length + 1).fill(0);
    c.forEach((x, i) => {
      next[i] += x;
      next[i + 1] -= x;
    });
    c.splice(0, c.length, ...next);
  }
  return c;
}

describe('poly', () => {
  test('horner([2, -3, 1], 2) → 3 (highest degree first)', () => {
    expect(horner([2, -3, 1], 2)).toBe(3);
    expect(horner([], 2)).toBe(0);
  });
  test('derivative([1, 2, 3, 4]) → [3, 4, 3]; of a constant → []', () => {
    expect(derivative([1, 2, 3, 4])).toEqual([3, 4, 3]);
    expect(derivative([5])).toEqual([]);
  });
  test('degree([0, 0, 3, 1]) → 1; zero polynomial → −1', () => {
    expect(degree([0, 0, 3, 1])).toBe(1);
    expect(degree([0, 0])).toBe(-1);
  });
  test('gamma(k) → k·u/(1 − k·u)', () => {
    expect(gamma(2)).toBeCloseTo(2 * 2 ** -53, 30);
  });
  test('hornerErrorBound → bounds the true error of horner on (t − 1)⁵ near 1 (exact oracle)', () => {
    const c = binomialPoly(5);
    const p = polyFromDoubles(c);
    for (const x of [0.99, 0.999, 1.0001, 1.001, 1.01]) {
      const err = Math.abs(toDouble(sub(fromDouble(horner(c, x)), evaluate(p, fromDouble(x)))));
      expect(err).toBeLessThanOrEqual(hornerErrorBound(c, x));
    }
  });
  test('compensatedHorner on (t − 1)⁵ at 1.001 → as accurate as twice the precision (relative error < 1e-15) where plain Horner loses everything', () => {
    const c = binomialPoly(5);
    const x = 1.001;
    const exact = toDouble(evaluate(polyFromDoubles(c), fromDouble(x)));
    expect(Math.abs(compensatedHorner(c, x) - exact)).toBeLessThanOrEqual(1e-15 * Math.abs(exact));
    expect(Math.abs(horner(c, x) - exact)).toBeGreaterThan(1e-6 * Math.abs(exact));
  });
  test('evaluateCompensated and compensatedHornerTo → value and a bound that holds (property, exact oracle)', () => {
    const c = binomialPoly(4);
    const p = polyFromDoubles(c);
    fc.assert(
      fc.property(fc.double({ min: 0.9, max: 1.1, noNaN: true }), (x) => {
        const { value, errorBound } = evaluateCompensated(c, x);
        const out = compensatedHornerTo(new Float64Array(2), c, x);
        expect(out[0]).toBe(value);
        expect(out[1]).toBe(errorBound);
        const err = Math.abs(toDouble(sub(fromDouble(value), evaluate(p, fromDouble(x)))));
        expect(err).toBeLessThanOrEqual(errorBound);
      }),
      fcParams(),
    );
  }, 60_000);
  test('compensatedHornerTo with a length → evaluates only the leading coefficients', () => {
    const out = [0, 0];
    compensatedHornerTo(out, [1, -3, 2, 99, 99], 2, 3);
    expect(out[0]).toBe(0);
    expect(compensatedHornerTo([0, 0], [], 3)).toEqual([0, 0]);
  });
});
