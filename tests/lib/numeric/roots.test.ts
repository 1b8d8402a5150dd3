import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  MAX_DEGREE,
  firstRootIn,
  polynomialRoots,
  polynomialRootsIn,
  rootBound,
  solvePolynomialTo,
} from '../../../src/lib/numeric/roots';
import { countRoots, fcParams, fromRoots, polyFromDoubles, ulpDistanceToRoot } from '../oracle';

/**
 * Checks against the exact oracle: the number of distinct roots equals the
 * Sturm count (unless roots merge within an ulp), and every simple root is
 * within `maxUlp` of an exact root. Returns the worst ulp distance.
 */
function checkRoots(coeffs: number[], maxUlp = 1): number {
  const p = polyFromDoubles(coeffs);
  const { roots, multiplicities } = polynomialRoots(coeffs);
  for (let i = 1; i < roots.length; i++) expect(roots[i]).toBeGreaterThan(roots[i - 1]);
  let worst = 0;
  for (let i = 0; i < roots.length; i++) {
    if (multiplicities[i] % 2 === 1) {
      const d = ulpDistanceToRoot(p, roots[i]);
      worst = Math.max(worst, d);
      expect(d, `root ${roots[i]} of [${coeffs}]`).toBeLessThanOrEqual(maxUlp);
    }
  }
  expect(roots.length, `count for [${coeffs}]`).toBe(countRoots(p, -Infinity, Infinity));
  return worst;
}

describe('polynomialRoots: basics', () => {
  test('polynomialRoots([1, 0, -5, 0, 4]) → [-2, -1, 1, 2]', () => {
    expect(polynomialRoots([1, 0, -5, 0, 4])).toEqual({ roots: [-2, -1, 1, 2], multiplicities: [1, 1, 1, 1] });
  });
  test('polynomialRoots([1, -6, 11, -6]) → [1, 2, 3] exactly', () => {
    expect(polynomialRoots([1, -6, 11, -6]).roots).toEqual([1, 2, 3]);
  });
  test('polynomialRoots((t − 1)⁴) → 1 with multiplicity 4; (t − 1)³ → multiplicity 3', () => {
    expect(polynomialRoots([1, -4, 6, -4, 1])).toEqual({ roots: [1], multiplicities: [4] });
    expect(polynomialRoots([1, -3, 3, -1])).toEqual({ roots: [1], multiplicities: [3] });
  });
  test('polynomialRoots(t²(t − 1)²) → 0 and 1, both double (trailing zeros and tangency)', () => {
    expect(polynomialRoots([1, -2, 1, 0, 0])).toEqual({ roots: [0, 1], multiplicities: [2, 2] });
  });
  test('polynomialRoots(t⁴ + 1) → no real roots (complex roots never reported)', () => {
    expect(polynomialRoots([1, 0, 0, 0, 1]).roots).toEqual([]);
  });
  test('polynomialRoots with leading zeros → the degree drops: [0, 0, 1, -3, 2] → [1, 2]', () => {
    expect(polynomialRoots([0, 0, 1, -3, 2]).roots).toEqual([1, 2]);
    expect(polynomialRoots([0, 0, 0, 2, -1]).roots).toEqual([0.5]);
    expect(polynomialRoots([0, 0, 0, 0, 7]).roots).toEqual([]);
    expect(polynomialRoots([]).roots).toEqual([]);
  });
  test('polynomialRoots with a NaN or infinite coefficient → no roots', () => {
    expect(polynomialRoots([1, NaN, 0, 0, 1]).roots).toEqual([]);
    expect(polynomialRoots([1, Infinity, 0]).roots).toEqual([]);
  });
  test('polynomialRoots of degree 6 → all six roots', () => {
    expect(polynomialRoots(fromRoots([-3, -2, -1, 1, 2, 3])).roots).toEqual([-3, -2, -1, 1, 2, 3]);
  });
  test(`polynomialRoots above degree ${MAX_DEGREE} → RangeError naming the degree`, () => {
    expect(() => polynomialRoots(new Array(MAX_DEGREE + 2).fill(1))).toThrow(/degree must be at most 8, got 9/);
  });
  test('rootBound([1, 0, -5, 0, 4]) → a bound ≥ 2 on every root magnitude', () => {
    const b = rootBound([1, 0, -5, 0, 4]);
    expect(b).toBeGreaterThanOrEqual(2);
    expect(b).toBeLessThan(10);
    expect(rootBound([0, 3])).toBe(0);
  });
});

describe('polynomialRoots: reference quartics from the intercept problem', () => {
  test('R = (−25, 73, 3), V = (−1, −58, −5), s = 20, g = 9.81 → four roots 1.344437, 2.437677, 5.132485, 14.734738', () => {
    // G = −gravity = (0, 9.81, 0)
    const G = [0, 9.81, 0];
    const R = [-25, 73, 3];
    const V = [-1, -58, -5];
    const dot = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i], 0);
    const coeffs = [dot(G, G) / 4, dot(V, G), dot(V, V) + dot(R, G) - 400, 2 * dot(R, V), dot(R, R)];
    const { roots } = polynomialRoots(coeffs);
    const expected = [1.344437, 2.437677, 5.132485, 14.734738];
    expect(roots.length).toBe(4);
    roots.forEach((r, i) => expect(r).toBeCloseTo(expected[i], 5));
    checkRoots(coeffs);
  });
});

describe('polynomialRoots: hard cases against the exact oracle', () => {
  test('huge and tiny scales: (t − 1)(t − 2)(t − 3)(t − 4)·2^±600 and roots 2^200·k and 2^-250·k → roots within 1 ulp', () => {
    const base = fromRoots([1, 2, 3, 4]);
    checkRoots(base.map((c) => c * 2 ** 600));
    checkRoots(base.map((c) => c * 2 ** -600));
    const big = fromRoots([1, 2, 3, 4].map((r) => r * 2 ** 200));
    expect(polynomialRoots(big.map((c) => c * 2 ** -700)).roots).toEqual([1, 2, 3, 4].map((r) => r * 2 ** 200));
    const small = fromRoots([1, 2, 3, 4].map((r) => r * 2 ** -250));
    expect(polynomialRoots(small).roots).toEqual([1, 2, 3, 4].map((r) => r * 2 ** -250));
  });
  test('roots spread over 2^600 (1e-300·t³ + t² − 3t + 2) → −1e300, 1, 2', () => {
    const w = checkRoots([1e-300, 1, -3, 2]);
    expect(w).toBeLessThanOrEqual(1);
    const { roots } = polynomialRoots([1e-300, 1, -3, 2]);
    expect(roots[1]).toBe(1);
    expect(roots[2]).toBe(2);
  });
  test('clustered roots 1, 1 + 1e-6, 1 + 2e-6, 1 + 3e-6 → four roots, each within 1 ulp of the rounded polynomial', () => {
    checkRoots(fromRoots([1, 1 + 1e-6, 1 + 2e-6, 1 + 3e-6]));
  });
  test('clustered roots 1 ± 1e-4 and 2 ± 1e-4 → four roots within 1 ulp', () => {
    checkRoots(fromRoots([1 - 1e-4, 1 + 1e-4, 2 - 1e-4, 2 + 1e-4]));
  });
  test('Wilkinson-like quartic (t − 10)(t − 11)(t − 12)(t − 13) → four roots within 1 ulp', () => {
    checkRoots(fromRoots([10, 11, 12, 13]));
  });
  test('near-tangent quartic: a double root perturbed by ±1 ulp in the constant → 0 or 2 roots as the exact oracle says', () => {
    const base = fromRoots([1, 1, 3, -2]); // double root at 1
    for (const k of [-2, -1, 1, 2]) {
      const c = base.slice();
      c[4] += k * 2 ** -52 * Math.abs(c[4]);
      const p = polyFromDoubles(c);
      const exact = countRoots(p, 0.5, 1.5);
      const ours = polynomialRootsIn(c, 0.5, 1.5);
      const ourCount = ours.roots.length;
      // Either the exact count, or one tangency root standing for two that are too close to resolve.
      if (ourCount !== exact) {
        expect(ourCount).toBe(1);
        expect(ours.multiplicities[0]).toBe(2);
      }
    }
  });
});

describe('interval variants', () => {
  const p = fromRoots([-2, -1, 1, 2]);
  test('polynomialRootsIn(p, 0, 5) → [1, 2]; closed ends are included', () => {
    expect(polynomialRootsIn(p, 0, 5).roots).toEqual([1, 2]);
    expect(polynomialRootsIn(p, 1, 2).roots).toEqual([1, 2]);
    expect(polynomialRootsIn(p, 3, 4).roots).toEqual([]);
  });
  test('firstRootIn(p, 0, 5) → 1; firstRootIn(p, 2.5, 9) → null', () => {
    expect(firstRootIn(p, 0, 5)).toBe(1);
    expect(firstRootIn(p, -1.5, 5)).toBe(-1);
    expect(firstRootIn(p, 2.5, 9)).toBeNull();
  });
  test('solvePolynomialTo(out, mults, p) → count 4 and values written ascending', () => {
    const out = new Float64Array(8);
    const mults = new Int32Array(8);
    expect(solvePolynomialTo(out, mults, p)).toBe(4);
    expect(Array.from(out.subarray(0, 4))).toEqual([-2, -1, 1, 2]);
    expect(Array.from(mults.subarray(0, 4))).toEqual([1, 1, 1, 1]);
  });
});

describe('polynomialRoots: properties', () => {
  const root = fc.double({ min: -100, max: 100, noNaN: true });
  test('quartics built from 4 random real roots → every root found, each within 1 ulp of the rounded polynomial', () => {
    fc.assert(
      fc.property(
        fc.array(root, { minLength: 4, maxLength: 4 }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        (rs, lead) => {
          const sorted = rs.slice().sort((x, y) => x - y);
          // Roots closer than ~1e-6 relative can legitimately merge after rounding the coefficients; skip those.
          for (let i = 1; i < 4; i++) if (sorted[i] - sorted[i - 1] < 1e-6 * (1 + Math.abs(sorted[i]))) return;
          checkRoots(fromRoots(sorted, lead));
        },
      ),
      fcParams(),
    );
  }, 60_000);
  test('random quartic coefficients → the exact number of real roots, each within 1 ulp', () => {
    const c = fc
      .tuple(fc.integer({ min: -(2 ** 30), max: 2 ** 30 }), fc.integer({ min: -20, max: 20 }))
      .map(([m, e]) => m * 2 ** e);
    fc.assert(
      fc.property(c, c, c, c, c, (a, b, cc, d, e) => {
        checkRoots([a, b, cc, d, e]);
      }),
      fcParams(),
    );
  }, 60_000);
  test('any finite coefficients → no NaN, strictly ascending roots, multiplicities ≥ 1', () => {
    const any = fc.double({ noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(fc.array(any, { minLength: 0, maxLength: 5 }), (coeffs) => {
        const { roots, multiplicities } = polynomialRoots(coeffs);
        const total = multiplicities.reduce((s, m) => s + m, 0);
        expect(total).toBeLessThanOrEqual(Math.max(0, coeffs.length - 1));
        roots.forEach((r, i) => {
          expect(Number.isFinite(r)).toBe(true);
          if (i > 0) expect(r).toBeGreaterThan(roots[i - 1]);
        });
      }),
      fcParams(),
    );
  }, 60_000);
});
