import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { linearIntercept, type Vec2 } from '../../../../src/lib';
import {
  bitLength,
  decompose,
  exactA,
  exactCoefficients,
  exactFirstRoot,
  fromNumber,
  isqrt,
  ratioToNumber,
  relativeError,
  toDecimal,
  toNumber,
} from '../../../../src/components/figures/precision-lab/exact';
import {
  CURVE_DIGITS,
  DIGITS,
  ERROR_FLOOR,
  LAB,
  correctDigits,
  errorCurve,
  errorText,
  labState,
  textbookIntercept,
  velocityFor,
  verdict,
} from '../../../../src/components/figures/precision-lab/model';
import { readouts } from '../../../../src/components/figures/precision-lab/view';
import { chart } from '../../../../src/components/figures/precision-lab/chart';
import { add, evaluate, mul, q, sign, type Q } from '../../../lib/oracle';

const seed = 20260405;

/** f(x) = A·x² + B·x + C with exact rationals, from the lab's exact coefficients. */
function signAtRational(c: { A: bigint; B: bigint; C: bigint }, x: Q): number {
  return sign(evaluate([q(c.A), q(c.B), q(c.C)], x));
}

describe('exact arithmetic', () => {
  it('decompose(x) → m·2^e equal to x for ordinary, tiny and huge doubles', () => {
    for (const x of [1, -0.1, 3.125, 2 ** -1074, Number.MAX_VALUE, 1e-300, -123456.789]) {
      const { m, e } = decompose(x);
      expect(ratioToNumber(e >= 0 ? m << BigInt(e) : m, e >= 0 ? 1n : 1n << BigInt(-e))).toBe(x);
    }
    expect(decompose(0)).toEqual({ m: 0n, e: 0 });
    expect(() => decompose(NaN)).toThrow(/finite/);
  });

  it('isqrt(n) → ⌊√n⌋ for small and 600-bit numbers', () => {
    for (let n = 0n; n < 200n; n++) {
      const r = isqrt(n);
      expect(r * r <= n && (r + 1n) * (r + 1n) > n).toBe(true);
    }
    const big = (3n << 600n) + 12345n;
    const r = isqrt(big);
    expect(r * r <= big && (r + 1n) * (r + 1n) > big).toBe(true);
    expect(bitLength(r)).toBe(301);
  });

  it('exactFirstRoot(t² − 2) → √2 to 25 digits', () => {
    expect(toDecimal(exactFirstRoot({ A: 1n, B: 0n, C: -2n, exp: 0 })!, 25)).toBe('1.414213562373095048801688');
  });

  it('exactFirstRoot picks the smallest non-negative root, the linear root, or none', () => {
    // (t − 2)(t − 5) = t² − 7t + 10
    expect(toNumber(exactFirstRoot({ A: 1n, B: -7n, C: 10n, exp: 0 })!)).toBe(2);
    // −(t + 3)(t − 4) = −t² + t + 12
    expect(toNumber(exactFirstRoot({ A: -1n, B: 1n, C: 12n, exp: 0 })!)).toBe(4);
    // (t + 1)(t + 2): both negative
    expect(exactFirstRoot({ A: 1n, B: 3n, C: 2n, exp: 0 })).toBeNull();
    // a = 0: 2t − 8 → 4; 2t + 8 → none
    expect(toNumber(exactFirstRoot({ A: 0n, B: -2n, C: 8n, exp: 0 })!)).toBe(4);
    expect(exactFirstRoot({ A: 0n, B: 2n, C: 8n, exp: 0 })).toBeNull();
    // double root (t − 3)²
    expect(toNumber(exactFirstRoot({ A: 1n, B: -6n, C: 9n, exp: 0 })!)).toBe(3);
    // c = 0 → 0; Δ < 0 → none
    expect(toNumber(exactFirstRoot({ A: 1n, B: 5n, C: 0n, exp: 0 })!)).toBe(0);
    expect(exactFirstRoot({ A: 1n, B: 0n, C: 1n, exp: 0 })).toBeNull();
  });

  it('exactCoefficients of equal speeds head-on → a = 0 exactly and t = 5 (reference case)', () => {
    const c = exactCoefficients([100, 0], [-10, 0], 10);
    expect(c.A).toBe(0n);
    expect(toNumber(exactFirstRoot(c)!)).toBe(5);
  });

  it('relativeError(x, exact x) → 0; one ulp off → about 1e-16', () => {
    expect(relativeError(0.1, fromNumber(0.1))).toBe(0);
    const r = relativeError(1 + 2 ** -52, fromNumber(1));
    expect(r).toBe(2 ** -52);
    expect(relativeError(Infinity, fromNumber(1))).toBe(Infinity);
  });

  it('the exact root of the lab is bracketed: f changes sign within 2⁻²⁰⁰ of it (BigInt oracle)', () => {
    for (const digits of [1, 5, 8, 12, 15]) {
      const v = velocityFor(digits);
      const c = exactCoefficients([LAB.target[0], LAB.target[1]], v, LAB.speed);
      const root = exactFirstRoot(c)!;
      const r: Q = q(root.n, root.d);
      const eps = mul(r, q(1n, 1n << 200n));
      const below = signAtRational(c, add(r, q(-eps.n, eps.d)));
      const above = signAtRational(c, add(r, eps));
      expect(below * above).toBe(-1);
    }
  });
});

describe('precision-lab model', () => {
  it('labState(15) → textbook relative error > 1e-3, library < 1e-12 (the reader watches it fail)', () => {
    const s = labState(15);
    expect(s.textbook.error).toBeGreaterThan(1e-3);
    expect(s.library.error).toBeLessThan(1e-12);
  });

  it('labState(d) near equal speeds → textbook worse than 1e-3 at 14, 14.6 and 15 digits; library within 1e-15', () => {
    for (const d of [14, 14.6, 15]) {
      const s = labState(d);
      expect(s.textbook.error).toBeGreaterThan(1e-3);
      expect(s.library.error).toBeLessThan(1e-15);
    }
  });

  it('labState(d) for d in [13, 15] → the textbook’s median error above 1e-4 (single points can be lucky)', () => {
    const errors: number[] = [];
    for (let k = 130; k <= 150; k++) errors.push(labState(k / 10).textbook.error);
    errors.sort((x, y) => x - y);
    expect(errors[Math.floor(errors.length / 2)]).toBeGreaterThan(1e-4);
  });

  it('labState(1) → both methods right to about 1e-15', () => {
    const s = labState(1);
    expect(s.textbook.error).toBeLessThan(1e-15);
    expect(s.library.error).toBeLessThan(1e-15);
  });

  it('labState(d) → the library time is linearIntercept’s, and its error stays below 4e-16 for every slider position', () => {
    fc.assert(
      fc.property(fc.integer({ min: DIGITS.min * 10, max: DIGITS.max * 10 }), (k) => {
        const s = labState(k / 10);
        const lib = linearIntercept({
          shooter: LAB.shooter,
          target: LAB.target,
          targetVelocity: s.velocity,
          speed: LAB.speed,
        });
        expect(lib.hit && lib.time).toBe(s.library.time);
        expect(s.library.error).toBeLessThan(4e-16);
      }),
      { seed, numRuns: 141 },
    );
  });

  it('labState(d) → the textbook error grows as the gap shrinks (median over decades)', () => {
    const at = (d: number) => labState(d).textbook.error;
    expect(at(12)).toBeGreaterThan(at(8));
    expect(at(8)).toBeGreaterThan(at(4));
  });

  it('labState(d) → the actual gap of the doubles is within 20 % of the nominal one', () => {
    for (const d of [1, 6, 10, 14, 15]) {
      const s = labState(d);
      expect(Math.abs(s.actualGap / s.gap - 1)).toBeLessThan(0.2);
    }
  });

  it('labState(d) → exact a agrees with the library’s a to 1e-15 (exact products)', () => {
    for (const d of [2, 9, 15]) {
      const s = labState(d);
      expect(Math.abs(s.library.a / s.exact.a - 1)).toBeLessThan(1e-15);
    }
    expect(exactA(exactCoefficients([80, 60], [-20, 0], 20))).toBe(0);
  });

  it('textbookIntercept with equal speeds → no time and a divide-by-zero message', () => {
    const r = textbookIntercept([100, 0] as Vec2, [-10, 0] as Vec2, 10);
    expect(r.a).toBe(0);
    expect(r.time).toBeNull();
    expect(r.problem).toMatch(/divides by 2a = 0/);
  });

  it('textbookIntercept of the crossing reference case → 5.773503', () => {
    const r = textbookIntercept([100, 0] as Vec2, [0, 10] as Vec2, 20);
    expect(r.time).toBeCloseTo(5.773503, 6);
  });

  it('errorCurve() → both methods at every sample, errors clamped to [1e-18, 1]', () => {
    const curve = errorCurve();
    expect(curve).toHaveLength(2 * CURVE_DIGITS.length);
    for (const p of curve) {
      expect(p.error).toBeGreaterThanOrEqual(ERROR_FLOOR);
      expect(p.error).toBeLessThanOrEqual(1);
    }
  });

  it('readouts and chart → no NaN, Infinity or undefined anywhere, for every slider position', () => {
    const curve = errorCurve([1, 8, 15]);
    for (let d = DIGITS.min; d <= DIGITS.max; d += 0.5) {
      const s = labState(d);
      const text = Object.values(readouts(s)).join(' ') + verdict(s);
      expect(text).not.toMatch(/NaN|Infinity|undefined/);
      expect(() => chart(curve, s)).not.toThrow();
    }
  });

  it('errorText and correctDigits → readable words for 0, tiny, large and infinite errors', () => {
    expect(errorText(0)).toBe('0 (exact)');
    expect(errorText(4.7e-9)).toBe('4.7e−9');
    expect(correctDigits(4.7e-9)).toBe('8');
    expect(correctDigits(0)).toBe('all 17');
    expect(correctDigits(Infinity)).toBe('none');
    expect(correctDigits(0.5)).toBe('none');
  });
});
