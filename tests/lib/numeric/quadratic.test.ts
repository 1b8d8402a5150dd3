import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { quadraticDiscriminant, quadraticRoots, solveQuadraticTo } from '../../../src/lib/numeric/quadratic';
import { countRoots, fcParams, fromDouble, mul, polyFromDoubles, sign, sub, ulpDistanceToRoot } from '../oracle';

/** Fibonacci numbers as doubles (exact up to F₇₈ < 2⁵³). */
function fib(n: number): number {
  let a = 0;
  let b = 1;
  for (let i = 0; i < n; i++) [a, b] = [b, a + b];
  return a;
}

/**
 * Checks a quadratic against the exact oracle: the distinct roots reported
 * match the exact count (roots merged only when within an ulp of each other),
 * every simple root is within 1 ulp of an exact root. Returns the worst ulp
 * distance seen.
 */
function checkAgainstOracle(a: number, b: number, c: number): number {
  const p = polyFromDoubles([a, b, c]);
  const { roots, multiplicities } = quadraticRoots(a, b, c);
  const exactCount = countRoots(p, -Infinity, Infinity);
  const reported = multiplicities.reduce((s, m) => s + m, 0);
  let worst = 0;
  if (p.length === 3) {
    // Exact discriminant sign decides how many real roots there are.
    const disc = sign(sub(mul(fromDouble(b), fromDouble(b)), mul(mul(fromDouble(4), fromDouble(a)), fromDouble(c))));
    expect(reported, `roots of ${a}, ${b}, ${c}`).toBe(disc < 0 ? 0 : 2);
    if (disc === 0) expect(multiplicities).toEqual([2]);
  }
  if (roots.length === exactCount) {
    for (let i = 0; i < roots.length; i++) {
      if (multiplicities[i] === 1) worst = Math.max(worst, ulpDistanceToRoot(p, roots[i]));
    }
  } else {
    // Two exact roots merged into one double: both must lie within an ulp of it.
    expect(roots.length).toBe(1);
    expect(exactCount).toBe(2);
    expect(countRoots(p, nextDownN(roots[0], 2), nextUpN(roots[0], 1))).toBe(2);
  }
  return worst;
}

function nextUpN(x: number, k: number): number {
  return x + k * ulp(x);
}
function nextDownN(x: number, k: number): number {
  return x - k * ulp(x);
}
function ulp(x: number): number {
  const e = Math.floor(Math.log2(Math.abs(x) || Number.MIN_VALUE));
  return Math.max(2 ** (e - 52), Number.MIN_VALUE);
}

describe('quadraticRoots: ordinary cases', () => {
  test('quadraticRoots(1, 0, -4) → [-2, 2], each simple', () => {
    expect(quadraticRoots(1, 0, -4)).toEqual({ roots: [-2, 2], multiplicities: [1, 1] });
  });
  test('quadraticRoots(1, -2, 1) → the double root 1 (tangency: exact Δ = 0)', () => {
    expect(quadraticRoots(1, -2, 1)).toEqual({ roots: [1], multiplicities: [2] });
  });
  test('quadraticRoots(1, 0, 1) → no real roots', () => {
    expect(quadraticRoots(1, 0, 1)).toEqual({ roots: [], multiplicities: [] });
  });
  test('quadraticRoots(0, 2, -3) → the linear root 1.5', () => {
    expect(quadraticRoots(0, 2, -3)).toEqual({ roots: [1.5], multiplicities: [1] });
  });
  test('quadraticRoots(0, 0, 5) and (0, 0, 0) → no roots', () => {
    expect(quadraticRoots(0, 0, 5).roots).toEqual([]);
    expect(quadraticRoots(0, 0, 0).roots).toEqual([]);
  });
  test('quadraticRoots(2, 6, 0) → [-3, 0] (c = 0 gives the root 0 exactly)', () => {
    expect(quadraticRoots(2, 6, 0)).toEqual({ roots: [-3, 0], multiplicities: [1, 1] });
    expect(quadraticRoots(3, 0, 0)).toEqual({ roots: [0], multiplicities: [2] });
  });
  test('quadraticRoots(-1, 0, 4) → [-2, 2] ascending with a negative leading coefficient', () => {
    expect(quadraticRoots(-1, 0, 4).roots).toEqual([-2, 2]);
  });
  test('quadraticRoots with a non-finite coefficient → no roots, never NaN', () => {
    expect(quadraticRoots(NaN, 1, 1).roots).toEqual([]);
    expect(quadraticRoots(1, Infinity, 1).roots).toEqual([]);
  });
  test('solveQuadraticTo(out, 1, -3, 2) → writes [1, 2] and returns 2; a double root is written twice', () => {
    const out = new Float64Array(2);
    expect(solveQuadraticTo(out, 1, -3, 2)).toBe(2);
    expect(Array.from(out)).toEqual([1, 2]);
    expect(solveQuadraticTo(out, 4, -4, 1)).toBe(2);
    expect(Array.from(out)).toEqual([0.5, 0.5]);
  });
  test('quadraticRoots(1, -1e8, 1) → the small root 1e-8 without cancellation', () => {
    const { roots } = quadraticRoots(1, -1e8, 1);
    expect(roots[0]).toBe(1e-8);
    expect(roots[1]).toBe(1e8 - 1e-8);
  });
});

describe('quadraticRoots: published hard cases, checked by the exact oracle (≤ 1 ulp)', () => {
  test("Kahan's quadratic → 1 and 1.000000028975958…, both within 1 ulp", () => {
    const a = 94906265.625;
    const b = -189812534;
    const c = 94906268.375;
    const { roots } = quadraticRoots(a, b, c);
    expect(roots[0]).toBeCloseTo(1, 15);
    expect(roots[1]).toBeCloseTo(1.000000028975958, 15);
    expect(checkAgainstOracle(a, b, c)).toBeLessThanOrEqual(1);
  });
  test('Fibonacci Fₙx² − 2Fₙ₋₁x + Fₙ₋₂ → two roots 2/Fₙ apart for even n, none for odd n', () => {
    for (let n = 60; n <= 78; n++) {
      const a = fib(n);
      const b = -2 * fib(n - 1);
      const c = fib(n - 2);
      const { roots } = quadraticRoots(a, b, c);
      expect(roots.length, `n = ${n}`).toBe(n % 2 === 0 ? 2 : 0);
      expect(checkAgainstOracle(a, b, c)).toBeLessThanOrEqual(1);
    }
  });
  test('Goualard-like scales 2^±600 and subnormal coefficients → the roots of the unscaled equation', () => {
    const cases: [number, number, number, number[]][] = [
      [2 ** 600, -3 * 2 ** 600, 2 ** 601, [1, 2]],
      [2 ** -600, -3 * 2 ** -600, 2 ** -599, [1, 2]],
      [2 ** -1070, -3 * 2 ** -1070, 2 ** -1069, [1, 2]], // subnormal coefficients
      [1, -3 * 2 ** 500, 2 ** 1001, [2 ** 500, 2 ** 501]],
      [2 ** 1000, -3 * 2 ** 400, 2 ** -199, [2 ** -600, 2 ** -599]],
      [2 ** -1074, -3 * 2 ** -1074, 2 ** -1073, [1, 2]],
    ];
    for (const [a, b, c, expected] of cases) {
      expect(quadraticRoots(a, b, c).roots, `${a}, ${b}, ${c}`).toEqual(expected);
      expect(checkAgainstOracle(a, b, c)).toBeLessThanOrEqual(1);
    }
  });
  test('wildly different root magnitudes (1, 2⁶⁰⁰, 1) → −2⁶⁰⁰ and −2⁻⁶⁰⁰', () => {
    expect(quadraticRoots(1, 2 ** 600, 1).roots).toEqual([-(2 ** 600), -(2 ** -600)]);
    expect(checkAgainstOracle(1, 2 ** 600, 1)).toBeLessThanOrEqual(1);
    expect(checkAgainstOracle(2 ** 600, 1, -(2 ** -600))).toBeLessThanOrEqual(1);
  });
  test('a root beyond the double range → dropped, the representable one kept', () => {
    expect(quadraticRoots(2 ** -1074, 1, -1).roots).toEqual([1]);
  });
});

describe('quadraticDiscriminant', () => {
  test('quadraticDiscriminant(1, -3, 2) → 1', () => expect(quadraticDiscriminant(1, -3, 2)).toBe(1));
  test('quadraticDiscriminant on Fibonacci n = 77 → exactly −4 (naive formula: 0)', () => {
    const a = fib(77);
    const b = -2 * fib(76);
    const c = fib(75);
    expect(quadraticDiscriminant(a, b, c)).toBe(-4);
  });
  test('quadraticDiscriminant(2⁶⁰⁰, 0, 2⁻⁶⁰⁰) → −4 although 2⁻⁶⁰⁰·2⁻⁶⁰⁰ underflows', () => {
    expect(quadraticDiscriminant(2 ** 600, 0, 2 ** -600)).toBe(-4);
  });
  test('quadraticDiscriminant(1, 2⁶⁰⁰, 1) → Infinity, not NaN, when b² overflows', () => {
    expect(quadraticDiscriminant(1, 2 ** 600, 1)).toBe(Infinity);
  });
});

describe('quadraticRoots: properties', () => {
  const mantissa = fc.double({ min: 0.5, max: 1, noNaN: true });
  const scaled = (lo: number, hi: number) =>
    fc
      .tuple(mantissa, fc.integer({ min: lo, max: hi }), fc.boolean())
      .map(([m, e, neg]) => (neg ? -1 : 1) * m * 2 ** e);

  test('random coefficients over 2^±300 → exact root count, each simple root within 1 ulp', () => {
    fc.assert(
      fc.property(scaled(-300, 300), scaled(-300, 300), scaled(-300, 300), (a, b, c) => {
        expect(checkAgainstOracle(a, b, c)).toBeLessThanOrEqual(1);
      }),
      fcParams(),
    );
  }, 60_000);
  test('near-double roots (c ≈ b²/4a) → exact decision between 0, 1 and 2 roots, within 1 ulp', () => {
    fc.assert(
      fc.property(scaled(-40, 40), scaled(-40, 40), fc.integer({ min: -3, max: 3 }), (a, b, k) => {
        const c0 = (b * b) / (4 * a);
        const c = c0 + k * ulp(c0);
        if (!Number.isFinite(c)) return;
        expect(checkAgainstOracle(a, b, c)).toBeLessThanOrEqual(1);
      }),
      fcParams(),
    );
  }, 60_000);
  test('any finite coefficients → no NaN, roots ascending, count ≤ 2', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (a, b, c) => {
          const out = [NaN, NaN];
          const n = solveQuadraticTo(out, a, b, c);
          expect(n).toBeLessThanOrEqual(2);
          for (let i = 0; i < n; i++) expect(Number.isFinite(out[i])).toBe(true);
          if (n === 2) expect(out[0]).toBeLessThanOrEqual(out[1]);
        },
      ),
      fcParams(),
    );
  }, 60_000);
});
