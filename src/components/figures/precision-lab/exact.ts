/**
 * Exact arithmetic for the precision lab: the referee that decides how wrong
 * each floating-point answer is. Every finite double is an exact rational
 * m·2ᵉ, so the intercept quadratic of double inputs has exact integer
 * coefficients after one common power-of-two scaling. Its first non-negative
 * root is then computed from the cancellation-free form with an integer square
 * root carried to `SQRT_BITS` bits: a rational within 2⁻²⁵⁰ relative of the
 * true root. Nothing here is rounded to a double until a number is shown.
 *
 * This is presentation support (measuring errors for the reader), not a
 * solver: figures still take their answers from `src/lib`.
 */
import type { Vec2 } from '../../../lib';

/** Bits of the fixed-point square root: the exact root is known to about 2⁻²⁵⁶ relative. */
export const SQRT_BITS = 256;

/** A fraction n/d with d > 0 (not necessarily in lowest terms). */
export interface Rational {
  n: bigint;
  d: bigint;
}

const view = new DataView(new ArrayBuffer(8));

/** The exact value of a finite double as m·2ᵉ with integer m (m = 0 for zero). */
export function decompose(x: number): { m: bigint; e: number } {
  if (!Number.isFinite(x)) throw new RangeError(`decompose needs a finite number, got ${x}`);
  if (x === 0) return { m: 0n, e: 0 };
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const negative = bits >> 63n === 1n;
  const biased = Number((bits >> 52n) & 0x7ffn);
  let m = bits & ((1n << 52n) - 1n);
  let e: number;
  if (biased === 0) e = -1074;
  else {
    m |= 1n << 52n;
    e = biased - 1075;
  }
  return { m: negative ? -m : m, e };
}

/** Number of bits of |n| (0 for 0). */
export function bitLength(n: bigint): number {
  if (n < 0n) n = -n;
  return n === 0n ? 0 : n.toString(2).length;
}

/** ⌊√n⌋ for n ≥ 0, by Newton's method on integers. */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('isqrt of a negative number');
  if (n < 2n) return n;
  let x = 1n << BigInt(Math.ceil(bitLength(n) / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** p/q for BigInts (q ≠ 0) as the nearest double (about 1 ulp), never NaN. */
export function ratioToNumber(p: bigint, q: bigint): number {
  if (p === 0n) return 0;
  const negative = p < 0n !== q < 0n;
  if (p < 0n) p = -p;
  if (q < 0n) q = -q;
  const k = bitLength(p) - bitLength(q);
  const shift = 64 - k;
  const quotient = shift >= 0 ? (p << BigInt(shift)) / q : p / (q << BigInt(-shift));
  // Scale by 2^−shift in steps, so neither the factor nor an intermediate overflows or underflows early.
  let value = Number(quotient);
  let rest = -shift;
  while (rest > 1000) {
    value *= 2 ** 1000;
    rest -= 1000;
  }
  while (rest < -1000) {
    value *= 2 ** -1000;
    rest += 1000;
  }
  value *= 2 ** rest;
  return negative ? -value : value;
}

export function toNumber(r: Rational): number {
  return ratioToNumber(r.n, r.d);
}

/** The exact value of a double as a rational. */
export function fromNumber(x: number): Rational {
  const { m, e } = decompose(x);
  return e >= 0 ? { n: m << BigInt(e), d: 1n } : { n: m, d: 1n << BigInt(-e) };
}

function less(x: Rational, y: Rational): boolean {
  return x.n * y.d < y.n * x.d;
}

/** The intercept quadratic A·t² + B·t + C of exact double inputs, as integers times a common 2^(2·exp). */
export interface ExactQuadratic {
  A: bigint;
  B: bigint;
  C: bigint;
  /** The true coefficients are A·2^(2·exp), B·2^(2·exp), C·2^(2·exp). */
  exp: number;
}

/**
 * The exact coefficients of (|V|² − s²)t² + 2(R·V)t + |R|² for double inputs
 * R (shooter to target), V (target velocity) and s (projectile speed): every
 * input becomes an integer times 2^exp, so every product is exact.
 */
export function exactCoefficients(R: Vec2, V: Vec2, s: number): ExactQuadratic {
  const parts = [R[0], R[1], V[0], V[1], s].map(decompose);
  const exp = Math.min(...parts.map((p) => (p.m === 0n ? Infinity : p.e)).concat([0]));
  const [rx, ry, vx, vy, sp] = parts.map((p) => p.m << BigInt(p.e - exp));
  return {
    A: vx * vx + vy * vy - sp * sp,
    B: 2n * (rx * vx + ry * vy),
    C: rx * rx + ry * ry,
    exp,
  };
}

/** The exact coefficient a = |V|² − s², as the nearest double. */
export function exactA(q: ExactQuadratic): number {
  return toNumber({ n: q.A, d: 1n }) * 2 ** (2 * q.exp);
}

/**
 * The smallest non-negative root of A·t² + B·t + C (exact integers), as a
 * rational within 2⁻²⁵⁰ relative of the true root; null when there is none.
 * Same root choice as the library: c = 0 gives 0; a = 0 gives −c/b when that
 * is ≥ 0. The two roots come from q = −(B + sign(B)·√Δ)/2 as q/A and C/q,
 * which never subtract nearly equal numbers, so the fixed-point √Δ keeps its
 * full relative accuracy in both.
 */
export function exactFirstRoot({ A, B, C }: ExactQuadratic): Rational | null {
  if (C === 0n) return { n: 0n, d: 1n };
  if (A === 0n) {
    if (B === 0n) return null;
    const r: Rational = B > 0n ? { n: -C, d: B } : { n: C, d: -B };
    return r.n >= 0n ? r : null;
  }
  const D = B * B - 4n * A * C;
  if (D < 0n) return null;
  const candidates: Rational[] = [];
  if (D === 0n) {
    candidates.push(A > 0n ? { n: -B, d: 2n * A } : { n: B, d: -2n * A });
  } else {
    const P = BigInt(SQRT_BITS);
    const root = isqrt(D << (2n * P)); // ⌊√Δ·2^P⌋
    // 2q·2^P = −(B·2^P + sign(B)·√Δ·2^P)
    const q2 = -((B << P) + (B >= 0n ? root : -root));
    const scale = 1n << (P + 1n);
    // q/A = q2 / (A·2^(P+1));  C/q = C·2^(P+1) / q2
    const r1: Rational = { n: q2, d: A * scale };
    const r2: Rational = { n: C * scale, d: q2 };
    for (const r of [r1, r2]) candidates.push(r.d < 0n ? { n: -r.n, d: -r.d } : r);
  }
  let best: Rational | null = null;
  for (const r of candidates) if (r.n >= 0n && (best === null || less(r, best))) best = r;
  return best;
}

/** |x − r| / |r| for a double x and an exact r ≠ 0, as a double; Infinity when x is not finite. */
export function relativeError(x: number, r: Rational): number {
  if (!Number.isFinite(x)) return Infinity;
  if (r.n === 0n) return x === 0 ? 0 : Infinity;
  const { m, e } = decompose(x);
  // x = m·2^e; compare m·2^e·r.d with r.n over a common denominator.
  let xd: bigint;
  let rn: bigint;
  if (e >= 0) {
    xd = (m << BigInt(e)) * r.d;
    rn = r.n;
  } else {
    xd = m * r.d;
    rn = r.n << BigInt(-e);
  }
  const diff = xd - rn;
  return Math.abs(ratioToNumber(diff, rn));
}

/** r to `digits` significant decimal digits (truncated), e.g. "4.0816326530612244897959183". */
export function toDecimal(r: Rational, digits = 25): string {
  let n = r.n;
  const d = r.d;
  if (n === 0n) return '0';
  const sign = n < 0n ? '-' : '';
  if (n < 0n) n = -n;
  const intPart = n / d;
  let rest = n % d;
  const head = intPart.toString();
  let frac = '';
  let significant = intPart === 0n ? 0 : head.length;
  let started = intPart !== 0n;
  while (significant < digits) {
    rest *= 10n;
    const digit = rest / d;
    rest %= d;
    frac += digit.toString();
    if (digit !== 0n) started = true;
    if (started) significant++;
    if (frac.length > 400) break;
  }
  return `${sign}${head}${frac ? `.${frac}` : ''}`;
}
