import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  splitBracket,
  SPLITTER,
  compensatedDot,
  compensatedSum,
  diffOfProducts,
  exponentOf,
  pow2,
  scaleByPow2,
  split,
  splitHigh,
  twoProduct,
  twoProductError,
  twoSquareError,
  twoSum,
  twoSumError,
} from '../../../src/lib/numeric/float';
import { add, cmp, fcParams, fromDouble, mul, sub, toDouble } from '../oracle';

// Doubles in the range where the error-free transformations are exact.
const moderate = fc
  .double({ min: -(2 ** 400), max: 2 ** 400, noNaN: true })
  .filter((x) => x === 0 || Math.abs(x) > 2 ** -400);

describe('twoSum', () => {
  test('twoSum(1, 2⁻⁶⁰) → [1, 2⁻⁶⁰]: the lost low part comes back as the error', () => {
    expect(twoSum(1, 2 ** -60)).toEqual([1, 2 ** -60]);
  });
  test('twoSum(a, b) → s + e equals a + b exactly (property)', () => {
    fc.assert(
      fc.property(moderate, moderate, (a, b) => {
        const [s, e] = twoSum(a, b);
        return cmp(add(fromDouble(s), fromDouble(e)), add(fromDouble(a), fromDouble(b))) === 0;
      }),
      fcParams(),
    );
  }, 60_000);
  test('twoSumError(a, b, fl(a + b)) → the same error as twoSum', () => {
    expect(twoSumError(0.1, 0.2, 0.1 + 0.2)).toBe(twoSum(0.1, 0.2)[1]);
  });
});

describe('split / twoProduct', () => {
  test('SPLITTER → 2²⁷ + 1', () => expect(SPLITTER).toBe(2 ** 27 + 1));
  test('split(x) → hi + lo = x with both halves of ≤ 26 significant bits', () => {
    const x = 0.1;
    const [hi, lo] = split(x);
    expect(hi + lo).toBe(x);
    expect(splitHigh(x)).toBe(hi);
    // 26 bits: hi·2^k is an integer below 2^26 for the right k.
    const k = 25 - Math.floor(Math.log2(Math.abs(hi)));
    expect(Number.isInteger(hi * 2 ** k)).toBe(true);
  });
  test('twoProduct(a, b) → p + e equals a·b exactly (property)', () => {
    fc.assert(
      fc.property(moderate, moderate, (a, b) => {
        const [p, e] = twoProduct(a, b);
        return cmp(add(fromDouble(p), fromDouble(e)), mul(fromDouble(a), fromDouble(b))) === 0;
      }),
      fcParams(),
    );
  }, 60_000);
  test('twoProductError(a, b, fl(a·b)) and twoSquareError(a, fl(a²)) → the exact errors', () => {
    const a = 1 + 2 ** -30;
    expect(twoProductError(a, a, a * a)).toBe(2 ** -60);
    expect(twoSquareError(a, a * a)).toBe(2 ** -60);
  });
});

describe('diffOfProducts', () => {
  test('diffOfProducts on the Kahan discriminant → the exact value 1 where the naive formula gives 0 or 2', () => {
    // b² − 4ac/4 for Kahan's quadratic, halved: (b/2)² − a·c
    const a = 94906265.625;
    const b2 = -94906267;
    const c = 94906268.375;
    const exact = sub(mul(fromDouble(b2), fromDouble(b2)), mul(fromDouble(a), fromDouble(c)));
    expect(diffOfProducts(b2, b2, a, c)).toBe(toDouble(exact));
    expect(b2 * b2 - a * c).not.toBe(toDouble(exact));
  });
  test('diffOfProducts(a, b, c, d) → within 2 ulp of the exact a·b − c·d, sign exact (property)', () => {
    fc.assert(
      fc.property(moderate, moderate, fc.double({ min: 0.5, max: 2, noNaN: true }), (a, b, k) => {
        // c·d close to a·b so that cancellation happens often
        const c = a * k;
        const d = b / k;
        const r = diffOfProducts(a, b, c, d);
        const exact = sub(mul(fromDouble(a), fromDouble(b)), mul(fromDouble(c), fromDouble(d)));
        const e = toDouble(exact);
        if (Math.sign(r) !== Math.sign(e)) return false;
        return Math.abs(r - e) <= 4 * Number.EPSILON * Math.abs(e);
      }),
      fcParams(),
    );
  }, 60_000);
});

describe('compensated sums', () => {
  test('compensatedSum([1e16, 1, -1e16]) → 1 where naive summation gives 0', () => {
    expect(compensatedSum([1e16, 1, -1e16])).toBe(1);
    expect(1e16 + 1 - 1e16).not.toBe(1);
  });
  test('compensatedDot([1e8, 1, -1e8], [1e8, 1, 1e8]) → 1', () => {
    expect(compensatedDot([1e8 + 1, 1, -1e8], [1e8 - 1, 1, 1e8])).toBe(0);
    expect(compensatedDot([3, 1, -1e8], [1e8 / 3, 1, 1e8 / 3 / 1e8])).toBeCloseTo(3 * (1e8 / 3) + 1 - 1e8 / 3, 6);
  });
});

describe('exponents and powers of two', () => {
  test('exponentOf(x) → ⌊log₂|x|⌋, including subnormals; 0 for 0 and non-finite', () => {
    expect(exponentOf(1)).toBe(0);
    expect(exponentOf(-3)).toBe(1);
    expect(exponentOf(0.75)).toBe(-1);
    expect(exponentOf(Number.MAX_VALUE)).toBe(1023);
    expect(exponentOf(Number.MIN_VALUE)).toBe(-1074);
    expect(exponentOf(2 ** -1030)).toBe(-1030);
    expect(exponentOf(0)).toBe(0);
    expect(exponentOf(Infinity)).toBe(0);
    expect(exponentOf(NaN)).toBe(0);
  });
  test('pow2(k) → 2ᵏ exactly over the whole range, 0 and Infinity beyond', () => {
    for (let k = -1074; k <= 1023; k += 7) expect(pow2(k)).toBe(2 ** k);
    expect(pow2(1024)).toBe(Infinity);
    expect(pow2(-1075)).toBe(0);
  });
  test('scaleByPow2(x, k) → x·2ᵏ with one rounding, even when 2ᵏ is not a double', () => {
    expect(scaleByPow2(2 ** 1000, -2000)).toBe(2 ** -1000);
    expect(scaleByPow2(2 ** -1000, 2000)).toBe(2 ** 1000);
    expect(scaleByPow2(3, -1075)).toBe(2 ** -1073); // 1.5·2⁻¹⁰⁷⁴ rounds to even: 2·2⁻¹⁰⁷⁴
    expect(scaleByPow2(1, 5000)).toBe(Infinity);
    expect(scaleByPow2(1, -5000)).toBe(0);
    expect(scaleByPow2(Number.MIN_VALUE, 1074)).toBe(1);
  });
});

describe('splitBracket', () => {
  test('strictly inside any finite bracket lo < hi wider than a few ulps, wherever its ends are', () => {
    const end = fc.double({ noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(end, end, (a, b) => {
        fc.pre(a !== b && Math.abs(a) < 1e300 && Math.abs(b) < 1e300);
        const [lo, hi] = a < b ? [a, b] : [b, a];
        // Wider than a few units in the last place (absolute ones among the subnormals).
        fc.pre(hi - lo > 8 * Math.max(Number.EPSILON * Math.max(Math.abs(lo), Math.abs(hi)), Number.MIN_VALUE));
        const m = splitBracket(lo, hi);
        expect(m).toBeGreaterThan(lo);
        expect(m).toBeLessThan(hi);
      }),
      fcParams(),
    );
  });

  test('the midpoint for ends of one size; the geometric mean, or 0, when they differ by orders of magnitude', () => {
    expect(splitBracket(1, 3)).toBe(2);
    expect(splitBracket(1, 1e300)).toBeCloseTo(1e150, -140);
    expect(splitBracket(-1e-300, 1)).toBe(0);
    expect(splitBracket(0, 1e10)).toBe(1e10 / 65536);
  });
});
