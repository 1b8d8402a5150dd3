import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { quarticLimit, quarticRootsIn } from '../../../src/lib/numeric/quartic-roots';
import { solvePolynomialInTo } from '../../../src/lib/numeric/roots';
import { fcParams, fromRoots } from '../oracle';

// fc.double favours subnormal and extreme values (the generic solver's rare
// branches); these are spread over ordinary magnitudes instead.
const root = fc.integer({ min: -20 * 2 ** 20, max: 20 * 2 ** 20 }).map((x) => x / 2 ** 20 + x * 1e-13);
const coef = fc.integer({ min: -100 * 2 ** 20, max: 100 * 2 ** 20 }).map((x) => x / 2 ** 20 + x * 1e-13);
const lead = fc.integer({ min: 1, max: 2 ** 30 }).map((x) => x / 2 ** 23 + x * 1e-17);
// Quartics with a positive leading and constant term, as the intercept gives: from
// roots (with clustered, double and near-grazing pairs), and from random coefficients.
const quartics = fc
  .oneof(
    fc.tuple(root, root, root, root, lead).map(([a, b, c, d, l]) => fromRoots([a, b, c, d], l)),
    fc
      .tuple(root, fc.integer({ min: 1, max: 15 }), root, root, lead)
      .map(([a, e, c, d, l]) => fromRoots([a, a * (1 + 10 ** -e), c, d], l)),
    fc.tuple(root, root, lead).map(([a, c, l]) => fromRoots([a, a, c, c], l)),
    fc.tuple(lead, coef, coef, coef, lead).map(([a, b, c, d, e]) => [a, b, c, d, e]),
  )
  .filter((c) => c[4] > 0 && c.every((x) => Number.isFinite(x)));

describe('quarticRootsIn (the intercept quartic, flat)', () => {
  test('quarticRootsIn(out, c, first) → bit-identical to solvePolynomialInTo(out, null, c, 0, τmax, first), or −1 (property)', () => {
    const fast = new Float64Array(4);
    const slow = new Float64Array(8);
    let used = 0;
    let runs = 0;
    fc.assert(
      fc.property(
        quartics,
        fc.oneof(fc.constant(Infinity), fc.double({ min: 0, max: 30, noNaN: true })),
        fc.boolean(),
        (c, tauMax, first) => {
          runs++;
          const coeffs = Float64Array.from(c);
          quarticLimit[0] = tauMax;
          const n = quarticRootsIn(fast, coeffs, first);
          if (n < 0) return;
          used++;
          const m = solvePolynomialInTo(slow, null, coeffs, 0, tauMax, first);
          expect(n).toBe(m);
          for (let i = 0; i < n; i++) expect(fast[i]).toBe(slow[i]);
        },
      ),
      fcParams(),
    );
    // The flat path handles nearly every case itself.
    expect(used).toBeGreaterThan(0.9 * runs);
  }, 60_000);

  test('quarticRootsIn on a quartic with a zero linear term → −1 (the generic solver handles it)', () => {
    quarticLimit[0] = Infinity;
    expect(quarticRootsIn(new Float64Array(4), Float64Array.from([1, 0, -5, 0, 4]), false)).toBe(-1);
  });

  test('quarticRootsIn((t − 1)(t − 2)(t − 3)(t − 4)) → [1, 2, 3, 4]; first → [1]; τmax 2.5 → [1, 2]', () => {
    const out = new Float64Array(4);
    const c = Float64Array.from(fromRoots([1, 2, 3, 4], 1));
    quarticLimit[0] = Infinity;
    expect(quarticRootsIn(out, c, false)).toBe(4);
    expect(Array.from(out)).toEqual([1, 2, 3, 4]);
    expect(quarticRootsIn(out, c, true)).toBe(1);
    expect(out[0]).toBe(1);
    quarticLimit[0] = 2.5;
    expect(quarticRootsIn(out, c, false)).toBe(2);
    expect(Array.from(out.subarray(0, 2))).toEqual([1, 2]);
  });
});
