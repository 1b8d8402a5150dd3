/**
 * Error-free transformations and exact power-of-two scaling for IEEE 754
 * binary64, without `Math.fma` (JavaScript has none).
 *
 * An error-free transformation returns a rounded result together with its
 * exact rounding error, so that `x + y = s + e` or `x·y = p + e` holds exactly
 * in real arithmetic. They are the building blocks of Kahan's accurate
 * discriminant and of compensated Horner evaluation.
 *
 * Sources: T. J. Dekker, "A floating-point technique for extending the
 * available precision", Numer. Math. 18 (1971); D. E. Knuth, TAOCP vol. 2,
 * §4.2.2 (TwoSum); T. Ogita, S. M. Rump, S. Oishi, "Accurate sum and dot
 * product", SIAM J. Sci. Comput. 26 (2005).
 *
 * The scalar helpers (`twoSumError`, `twoProductError`, …) return only the
 * error term, so hot loops can use them without allocating a pair.
 */

import { POW2 } from './bits';

/** The unit roundoff u = 2⁻⁵³ of binary64. */
export const UNIT_ROUNDOFF = 2 ** -53;

/** Veltkamp's splitting constant 2²⁷ + 1: splits a 53-bit significand into two 26-bit halves. */
export const SPLITTER = 134217729;

/**
 * Above this magnitude the Veltkamp split `SPLITTER·x` may overflow
 * (2⁹⁹⁶); callers scale their operands below it first.
 */
export const SPLIT_LIMIT = 2 ** 996;

/**
 * The exact error of a floating-point sum: given `s = fl(a + b)`, returns `e`
 * with `a + b = s + e` exactly (Knuth's branch-free TwoSum, 6 flops). Exact
 * unless `a + b` overflows.
 */
export function twoSumError(a: number, b: number, s: number): number {
  const bb = s - a;
  return a - (s - bb) + (b - bb);
}

/** Knuth's TwoSum as a pair: `[s, e]` with `s = fl(a + b)` and `a + b = s + e` exactly. */
export function twoSum(a: number, b: number): [number, number] {
  const s = a + b;
  return [s, twoSumError(a, b, s)];
}

/**
 * The high part of Veltkamp's split: `hi = fl(c − fl(c − x))` with
 * `c = (2²⁷ + 1)·x`, so that `x = hi + (x − hi)` with both halves fitting in
 * 26 bits. Requires |x| < 2⁹⁹⁶.
 */
export function splitHigh(x: number): number {
  const c = SPLITTER * x;
  return c - (c - x);
}

/** Veltkamp's split as a pair `[hi, lo]` with `x = hi + lo` exactly and each half at most 26 significant bits. */
export function split(x: number): [number, number] {
  const hi = splitHigh(x);
  return [hi, x - hi];
}

/**
 * The exact error of a floating-point product, Dekker's TwoProduct without an
 * fma: given `p = fl(a·b)`, returns `e` with `a·b = p + e` exactly, provided
 * |a|, |b| < 2⁹⁹⁶ and no underflow occurs (|a·b| ≥ 2⁻⁹⁶⁹ or the product is 0).
 */
export function twoProductError(a: number, b: number, p: number): number {
  const ah = splitHigh(a);
  const al = a - ah;
  const bh = splitHigh(b);
  const bl = b - bh;
  return al * bl - (p - ah * bh - al * bh - ah * bl);
}

/** Dekker's TwoProduct as a pair: `[p, e]` with `p = fl(a·b)` and `a·b = p + e` exactly (same range limits as `twoProductError`). */
export function twoProduct(a: number, b: number): [number, number] {
  const p = a * b;
  return [p, twoProductError(a, b, p)];
}

/** The exact error of a square: given `p = fl(a²)`, returns `e` with `a² = p + e` (one split instead of two). */
export function twoSquareError(a: number, p: number): number {
  const ah = splitHigh(a);
  const al = a - ah;
  return al * al - (p - ah * ah - 2 * ah * al);
}

/**
 * a·b − c·d to within about 2 ulp even when the two products nearly cancel
 * (Kahan's difference of products, here with Dekker's TwoProduct instead of
 * an fma). The two products are formed with their exact errors e₁, e₂; then
 * a·b − c·d = (p₁ − p₂) + (e₁ − e₂) exactly, and p₁ − p₂ is exact whenever
 * the products are within a factor 2 of each other (Sterbenz), which is the
 * only case where cancellation matters. When they are not, the plain
 * difference is already accurate and is returned directly. The sign of the
 * result is the sign of the exact value.
 *
 * Source: W. Kahan, "On the cost of floating-point computation without
 * extra-precise arithmetic" (2004); S. Boldo, "Kahan's algorithm for a correct
 * discriminant computation at last formally proven", IEEE TC 58 (2009).
 * Range: operands below 2⁹⁹⁶ and products above 2⁻⁹⁶⁹ (scale first).
 */
export function diffOfProducts(a: number, b: number, c: number, d: number): number {
  const p1 = a * b;
  const p2 = c * d;
  const diff = p1 - p2;
  // No significant cancellation: the rounded difference is within 1.5 ulp.
  if (3 * Math.abs(diff) >= Math.abs(p1) + Math.abs(p2)) return diff;
  const e1 = twoProductError(a, b, p1);
  const e2 = twoProductError(c, d, p2);
  return diff + (e1 - e2);
}

/**
 * Σ xᵢ with Neumaier's compensated summation: the result is as accurate as if
 * it were computed in twice the working precision and then rounded
 * (Ogita–Rump–Oishi Sum2), error ≤ u|Σ| + γ²ₙ₋₁ Σ|xᵢ|.
 */
export function compensatedSum(xs: ArrayLike<number>): number {
  let s = 0;
  let e = 0;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    const t = s + x;
    e += twoSumError(s, x, t);
    s = t;
  }
  return s + e;
}

/**
 * Σ aᵢbᵢ in twice the working precision, then rounded (Ogita–Rump–Oishi
 * Dot2): each product's error and each partial sum's error are accumulated
 * separately and added back at the end. Error ≤ u|a·b| + γ²ₙ |a|·|b|.
 */
export function compensatedDot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0;
  let e = 0;
  for (let i = 0; i < a.length; i++) {
    const p = a[i] * b[i];
    const t = s + p;
    e += twoProductError(a[i], b[i], p) + twoSumError(s, p, t);
    s = t;
  }
  return s + e;
}

// A shared scratch word for exponent extraction and exact powers of two.
const scratch = new Float64Array(1);
const words = new Uint32Array(scratch.buffer);
// Index of the high (sign/exponent) 32-bit word: 1 on little-endian machines.
const HI = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;
const LO = 1 - HI;

/**
 * The binary exponent e of a finite nonzero x, with 2ᵉ ≤ |x| < 2ᵉ⁺¹ (like
 * C's `ilogb`); subnormals get their true exponent (down to −1074). Returns 0
 * for 0, ±Infinity and NaN, so callers can scale by it blindly.
 */
export function exponentOf(x: number): number {
  if (x === 0 || !Number.isFinite(x)) return 0;
  scratch[0] = x;
  const biased = (words[HI] >>> 20) & 0x7ff;
  if (biased !== 0) return biased - 1023;
  // Subnormal: renormalise by 2⁶⁴ (exact) and read again.
  scratch[0] = x * 2 ** 64;
  return ((words[HI] >>> 20) & 0x7ff) - 1023 - 64;
}

/**
 * 2ᵏ exactly, for integer k in [−1022, 1023]; outside that range it returns
 * 0 or Infinity like the true value would round to in a single step. Use
 * `scaleByPow2` to scale by larger factors.
 */
export function pow2(k: number): number {
  // The normal range reads a table: V8 keeps the result unboxed where it
  // inlines pow2 (building it through the scratch word cost ≈ 10 ns and,
  // with the recursive branch inline, a heap number per call).
  if (k >= -1022 && k <= 1023 && (k | 0) === k) return POW2[k + 1022];
  pow2Outside(k);
  return POW2_OUT[0];
}

// Result slot of pow2Outside: both of pow2's results are then typed-array
// reads, which V8 keeps unboxed (a call's result merged in would box them).
const POW2_OUT = new Float64Array(1);

/** `pow2` outside the normal range (and for non-integer k, truncated as the bit pattern does), into POW2_OUT[0]. */
function pow2Outside(k: number): void {
  if (k > 1023) POW2_OUT[0] = Infinity;
  else if (k < -1074) POW2_OUT[0] = 0;
  // 2⁻¹⁰²² · 2^(k+1022): the subnormal power of two, exactly.
  else if (k < -1022) POW2_OUT[0] = 2 ** -1022 * pow2(k + 1022);
  else {
    words[LO] = 0;
    words[HI] = (k + 1023) << 20;
    POW2_OUT[0] = scratch[0];
  }
}

/**
 * x·2ᵏ with a single final rounding (like C's `ldexp`), for any integer k:
 * the factor is applied in up to three exact steps so that no intermediate
 * power of two overflows or underflows (a single 2¹⁰⁷³ is not a double).
 */
export function scaleByPow2(x: number, k: number): number {
  if (k === 0 || x === 0 || !Number.isFinite(x)) return x;
  // Upward steps are exact until the result overflows, which is then the true answer.
  while (k > 1023) {
    x *= pow2(1023);
    k -= 1023;
    if (!Number.isFinite(x)) return x;
  }
  // Downward steps stay exact while the value remains normal; only the last one rounds.
  while (k < -1022) {
    const step = Math.max(k, -1022, -1022 - exponentOf(x));
    if (step >= 0 || step === k) break;
    x *= pow2(step);
    k -= step;
  }
  return x * pow2(k);
}

// Scratch for ulpDistance: a double and its bit pattern as one signed 64-bit integer.
const ORDER_F = new Float64Array(1);
const ORDER_I = new BigInt64Array(ORDER_F.buffer);

/** The double x as a position on the line of all doubles: consecutive doubles differ by 1, and −0 sits on +0. */
function doubleOrdinal(x: number): bigint {
  ORDER_F[0] = x;
  const bits = ORDER_I[0]!;
  // Negative doubles count down from −0 (sign-magnitude to two's complement).
  return bits < 0n ? -(bits & 0x7fffffffffffffffn) : bits;
}

/**
 * How many doubles apart a and b are: 0 when equal (+0 and −0 too), 1 for
 * neighbours, and so on across zero and up to ±Infinity (the largest finite
 * double is 1 from Infinity). NaN in either gives NaN. Large distances lose
 * their last digits (the count is returned as a double).
 */
export function ulpDistance(a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return NaN;
  const d = doubleOrdinal(a) - doubleOrdinal(b);
  return Number(d < 0n ? -d : d);
}

/**
 * A point strictly inside (lo, hi): the midpoint, or, when the ends differ by
 * orders of magnitude, their geometric mean (or 0 when they straddle it), so
 * a bracket spanning 2¹⁰⁰⁰ shrinks in about ten steps instead of a thousand.
 * Within [lo, hi] always; strictly inside unless the bracket is only a few
 * units in the last place wide (root finders stop there: roots.ts, quartic-roots.ts).
 */
export function splitBracket(lo: number, hi: number): number {
  const W = 65536;
  if (lo < 0 && hi > 0) {
    if (hi > -W * lo || -lo > W * hi) return 0;
  } else if (lo === 0) {
    if (hi > W) return hi / W;
  } else if (hi === 0) {
    if (lo < -W) return lo / W;
  } else if (lo > 0 ? hi > W * lo : lo < W * hi) {
    return (lo > 0 ? 1 : -1) * Math.sqrt(Math.abs(lo)) * Math.sqrt(Math.abs(hi));
  }
  return 0.5 * lo + 0.5 * hi;
}

/**
 * `splitBracket` on slots: the bracket [bracketIO[0], bracketIO[1]] in, the
 * point out in bracketIO[2]. For roots.ts's Newton loop, which must not
 * allocate whatever V8 inlines: a double returned from a call V8 does not
 * inline is boxed, and merged into the iterate it would box every Newton step
 * as well. (splitBracket itself, one small call here, is inlined into this.)
 */
export const bracketIO = new Float64Array(3);

/** `splitBracket` on `bracketIO`. */
export function splitBracketIn(): void {
  bracketIO[2] = splitBracket(bracketIO[0], bracketIO[1]);
}
