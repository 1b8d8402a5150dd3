import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { positiveOnHalfLine, signChange } from '../../../src/lib/numeric/quartic-positive';
import { quarticLimit, quarticRootsIn } from '../../../src/lib/numeric/quartic-roots';
import { solvePolynomialInTo } from '../../../src/lib/numeric/roots';
import { countRoots, fcParams, fromDouble, mul, polyFromDoubles, q, signAt, sub, type Poly } from '../oracle';
import { quarticFrom, randomQuartic } from '../quartic-cases';

/**
 * The polynomial p(τ) − 17u·Σ|cᵢ|τ⁴⁻ⁱ (u = 2⁻⁵³), exactly: the exact solver's Horner bound (γ₈ plus its
 * own bound's rounding) is below 17u·Σ|cᵢ|τ⁴⁻ⁱ, so this having no root on [0, ∞) means the exact solver
 * sees p positive and above its bound everywhere there.
 */
function withMargin(c: ArrayLike<number>): Poly {
  const m = q(17n, 2n ** 53n);
  return Array.from(c, (x) => sub(fromDouble(x), mul(fromDouble(Math.abs(x)), m)));
}

const roots = new Float64Array(8);

/** Whenever the certificate holds: no root with the margin (exact oracle), and no root from either exact solver. */
function checkImplication(c: Float64Array): boolean {
  const proved = positiveOnHalfLine(c);
  if (proved) {
    expect(countRoots(withMargin(c), 0, Infinity), `margin ${Array.from(c)}`).toBe(0);
    expect(solvePolynomialInTo(roots, null, c, 0, Infinity), `solver ${Array.from(c)}`).toBe(0);
    quarticLimit[0] = Infinity;
    expect(quarticRootsIn(roots, c, true)).toBeLessThanOrEqual(0);
  }
  return proved;
}

/** (τ² + βτ + γ)·(τ − r)² + ε·scale, scaled to τ = 2^k·σ and by 2^j: a minimum near r of height ε (relative). */
const nearTouch = fc
  .record({
    r: fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
    beta: fc.double({ min: -10, max: 10, noNaN: true }).map((x) => (Math.abs(x) < 1e-9 ? 0 : x)),
    gamma: fc.double({ min: 1e-3, max: 100, noNaN: true }),
    eps: fc.constantFrom(-1e-3, -1e-10, -1e-15, -1e-17, 0, 1e-17, 1e-15, 1e-14, 1e-12, 1e-10, 1e-6, 1e-3, 1),
    k: fc.integer({ min: -60, max: 60 }),
    j: fc.integer({ min: -60, max: 60 }),
  })
  .map(({ r, beta, gamma, eps, k, j }) => quarticFrom(r, r, beta, gamma, eps, k, j));

describe('positiveOnHalfLine: a proof of no root on [0, ∞)', () => {
  test('random quartics → whenever it proves, the exact polynomial less 17u·Σ|cᵢ|τⁱ has no root on [0, ∞) and both exact solvers find none; it proves most root-free ones (property)', () => {
    let free = 0;
    let proved = 0;
    fc.assert(
      fc.property(randomQuartic, (c) => {
        const ok = checkImplication(c);
        if (solvePolynomialInTo(roots, null, c, 0, Infinity) === 0) {
          free++;
          if (ok) proved++;
        }
      }),
      fcParams(0.2),
    );
    expect(proved).toBeGreaterThan(0.8 * free);
  }, 60_000);

  test('near-touching minima (height ±1e-17 … 1, scales 2^±60 in τ and value) → never proves a root-free claim that is false or closer than its margin (property)', () => {
    let provedBig = 0;
    let big = 0;
    fc.assert(
      fc.property(nearTouch, (c) => {
        const ok = checkImplication(c);
        // A comfortable minimum (ε ≥ 1e-6 relative) is proved in most cases.
        if (countRoots(withMargin(Array.from(c, (x) => x * 2 ** 20)), 0, Infinity) === 0) {
          big++;
          if (ok) provedBig++;
        }
      }),
      fcParams(0.2),
    );
    expect(provedBig).toBeGreaterThan(0.5 * big);
  }, 60_000);

  test('convex, concave, then convex (c ≥ 0 > b: the quick proofs, rising at 0 or falling to g’s smaller root) → whenever it proves, no root with the margin; it proves most root-free ones, near-touching minima included (property)', () => {
    // (τ² + βτ + γ)(τ − r)² has d = r(βr − 2γ) ≥ 0 for β ≥ 2γ/r (t ≥ 0), d < 0 below (t < 0), and
    // b = β − 2r < 0 for β < 2r.
    const touching = fc
      .record({
        r: fc.double({ min: 1e-2, max: 1e2, noNaN: true }),
        t: fc.double({ min: -1, max: 1, noNaN: true }),
        gamma: fc.double({ min: 1e-3, max: 100, noNaN: true }),
        eps: fc.constantFrom(-1e-10, -1e-17, 0, 1e-17, 1e-15, 1e-14, 1e-12, 1e-6, 1e-3, 1),
      })
      .filter(({ r, gamma }) => 2 * gamma < 2 * r * r)
      .map(({ r, t, gamma, eps }) => {
        const beta = (2 * gamma) / r + t * (2 * r - (2 * gamma) / r);
        const c = [1, beta - 2 * r, gamma - 2 * r * beta + r * r, beta * r * r - 2 * r * gamma, gamma * r * r];
        c[4] += eps * (c.reduce((s, x) => s + Math.abs(x), 0) / 5) * (1 + r ** 4);
        return Float64Array.from(c);
      });
    const shaped = fc
      .tuple(
        fc.double({ min: 1e-3, max: 10, noNaN: true }),
        fc.double({ min: -10, max: -1e-3, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: -10, max: 10, noNaN: true }),
        fc.double({ min: 1e-3, max: 10, noNaN: true }),
      )
      .map((c) => Float64Array.from(c));
    let free = 0;
    let proved = 0;
    fc.assert(
      fc.property(fc.oneof(touching, shaped), (c) => {
        const ok = checkImplication(c);
        if (countRoots(withMargin(Array.from(c, (x) => x * 2 ** 20)), 0, Infinity) === 0) {
          free++;
          if (ok) proved++;
        }
      }),
      fcParams(0.1),
    );
    // (About 70 %: the near-touching minima of height 1e-17 to 1e-14 fall within the margin.)
    expect(proved).toBeGreaterThan(0.6 * free);
  }, 60_000);

  test('a minimum of height 2⁻⁴⁰ relative is proved; −2⁻⁴⁰ and 0 (a double root) are not', () => {
    // (τ − 2)²(τ² + 1) + h: minimum near τ = 2.
    const base = [1, -4, 5, -4, 4];
    const at = (h: number) => Float64Array.from(base, (x, i) => (i === 4 ? x + h : x));
    expect(positiveOnHalfLine(at(2 ** -20))).toBe(true);
    expect(positiveOnHalfLine(at(0))).toBe(false);
    expect(positiveOnHalfLine(at(-(2 ** -40)))).toBe(false);
    for (const h of [2 ** -20, 0, -(2 ** -40)]) checkImplication(at(h));
  });

  test('shapes: convex everywhere, increasing on [0, ∞), a maximum then a minimum, two minima → proved when positive', () => {
    const cases: [number[], boolean][] = [
      [[1, 0, 1, 0, 1], true], // τ⁴ + τ² + 1: convex
      [[1, 2, -1, 1, 3], true], // increasing on [0, ∞) but not convex there
      [[1, -6, 11.5, -5, 4], true], // a maximum then a minimum
      [[1, -10, 35, -50, 25.5], true], // (τ² − 5τ + 5)² + 0.5: two minima of height 0.5
      [[1, -10, 35, -50, 24], false], // the same, two minima below 0: four roots
      [[1, 0, -2, 1, 2], true], // concave, then convex with a minimum (minimumPositive)
      [[1, 1, -1, 3, 1], true], // concave, then convex, rising all the way (risingPositive)
      [[1, -4, 5, 1, 1], true], // convex, concave, convex, rising all the way (risingPositive, d ≥ 0)
      [[1, -6, 10, 0.5, 2], true], // convex, concave, convex: a rise, then a minimum (minimumPositive, d ≥ 0)
      [[1, -4, 5, -3, 3], true], // convex, concave, convex, falling to a minimum (minimumPositive, q′ < 0 at r₁)
      [[1, -4, 5, -3, 0.5], false], // the same with its minimum below 0: two roots
      [[1, 0, -2, 1, 0.03], false], // the same with its minimum below 0: two roots
      [[0, 1, 1, 1, 1], false], // not a quartic
      [[1, 1, 1, 1, 0], false], // a root at 0
    ];
    for (const [c, want] of cases) expect(checkImplication(Float64Array.from(c)), String(c)).toBe(want);
  });

  test('(τ − 1)(τ − 3)(τ² + 1) → not proved, and signChange holds the probes across its first root: p > 0 at [0], < 0 at [1]; a proved quartic leaves none', () => {
    const c = Float64Array.from([1, -4, 4, -4, 3]);
    expect(positiveOnHalfLine(c)).toBe(false);
    const p = polyFromDoubles(c);
    expect([signAt(p, signChange[0]), signAt(p, signChange[1])]).toEqual([1, -1]);
    expect(countRoots(p, 0, signChange[1])).toBe(1);
    expect(positiveOnHalfLine(Float64Array.from([1, 0, 1, 0, 1]))).toBe(true);
    expect(signChange[1]).toBe(-1);
  });
});
