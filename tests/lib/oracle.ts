/**
 * An exact-rational oracle for the tests. Every finite double is an exact
 * rational m·2ᵉ, so polynomials with double coefficients can be evaluated,
 * differentiated and Sturm-counted exactly with BigInt fractions. Slow, but
 * exact: it decides signs and root counts with no rounding at all.
 */
import fc from 'fast-check';

/** A fraction n/d with d > 0, in lowest terms. */
export interface Q {
  n: bigint;
  d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function q(n: bigint, d = 1n): Q {
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  if ((d & (d - 1n)) === 0n) {
    // A power-of-two denominator (every double, and their sums and products):
    // the gcd is the lowest set bit of n, capped at d, found without Euclid.
    if (n === 0n) return { n: 0n, d: 1n };
    if (d === 1n) return { n, d };
    const low = (n < 0n ? -n : n) & -(n < 0n ? -n : n);
    const g2 = low < d ? low : d;
    return g2 > 1n ? { n: n / g2, d: d / g2 } : { n, d };
  }
  const g = gcd(n, d);
  return g > 1n ? { n: n / g, d: d / g } : { n, d };
}

const view = new DataView(new ArrayBuffer(8));

/** The exact value of a finite double. */
export function fromDouble(x: number): Q {
  if (!Number.isFinite(x)) throw new RangeError(`not finite: ${x}`);
  if (x === 0) return { n: 0n, d: 1n };
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const sign = bits >> 63n ? -1n : 1n;
  const exp = Number((bits >> 52n) & 0x7ffn);
  let mant = bits & ((1n << 52n) - 1n);
  let e: number;
  if (exp === 0) e = -1074;
  else {
    mant |= 1n << 52n;
    e = exp - 1075;
  }
  return e >= 0 ? q(sign * mant * (1n << BigInt(e))) : q(sign * mant, 1n << BigInt(-e));
}

export const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q): Q => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q): Q => q(a.n * b.d, a.d * b.n);
export const sign = (a: Q): number => (a.n > 0n ? 1 : a.n < 0n ? -1 : 0);
export const cmp = (a: Q, b: Q): number => sign(sub(a, b));
export const ZERO: Q = { n: 0n, d: 1n };

/** A double near a rational (within an ulp or so; for tolerances and messages, not for exact decisions). */
export function toDouble(a: Q): number {
  if (a.n === 0n) return 0;
  const neg = a.n < 0n;
  const n = neg ? -a.n : a.n;
  const e = bitLength(n) - bitLength(a.d);
  // n/d = (n·2^(70−e) / d)·2^(e−70), the quotient having about 70 bits.
  const k = 70 - e;
  const quotient = k >= 0 ? (n << BigInt(k)) / a.d : n / (a.d << BigInt(-k));
  let x = Number(quotient);
  let rest = -k;
  while (rest > 1000) {
    x *= 2 ** 1000;
    rest -= 1000;
  }
  while (rest < -1000) {
    x *= 2 ** -1000;
    rest += 1000;
  }
  x *= 2 ** rest;
  return neg ? -x : x;
}

function bitLength(x: bigint): number {
  if (x < 0n) x = -x;
  return x.toString(2).length;
}

/** A polynomial with exact coefficients, highest degree first, leading zeros stripped. */
export type Poly = Q[];

export function polyFromDoubles(coeffs: ArrayLike<number>): Poly {
  const p = Array.from(coeffs, fromDouble);
  return trim(p);
}

function trim(p: Poly): Poly {
  let i = 0;
  while (i < p.length && sign(p[i]) === 0) i++;
  return p.slice(i);
}

export function evaluate(p: Poly, x: Q): Q {
  let s = ZERO;
  for (const c of p) s = add(mul(s, x), c);
  return s;
}

/**
 * p scaled to integer coefficients (times the positive lcm of its
 * denominators), so that signs can be evaluated without any gcd: cached per
 * polynomial array.
 */
const integerForms = new WeakMap<Poly, bigint[]>();

function integerForm(p: Poly): bigint[] {
  let ip = integerForms.get(p);
  if (ip) return ip;
  let l = 1n;
  for (const c of p) l = (l / gcd(l, c.d)) * c.d;
  ip = p.map((c) => c.n * (l / c.d));
  integerForms.set(p, ip);
  return ip;
}

/**
 * The exact sign of p(n/d) (d > 0) from its integer form: the homogeneous
 * Horner sum Σ cᵢ·nⁿ⁻ⁱ·dⁱ has the sign of p(n/d)·dⁿ, so no fraction is ever
 * reduced.
 */
function signOfIntegerAt(ip: bigint[], x: Q): number {
  if (ip.length === 0) return 0;
  let s = ip[0];
  let dk = 1n;
  for (let i = 1; i < ip.length; i++) {
    dk *= x.d;
    s = s * x.n + ip[i] * dk;
  }
  return s > 0n ? 1 : s < 0n ? -1 : 0;
}

/** The sign of p at the double x, exactly. */
export function signAt(p: Poly, x: number): number {
  return signOfIntegerAt(integerForm(p), fromDouble(x));
}

export function derivative(p: Poly): Poly {
  const n = p.length - 1;
  return trim(p.slice(0, n).map((c, i) => mul(c, q(BigInt(n - i)))));
}

/** Remainder of polynomial division a mod b (b ≠ 0). */
function rem(a: Poly, b: Poly): Poly {
  let r = a.slice();
  while (r.length >= b.length && r.length > 0) {
    const f = div(r[0], b[0]);
    const next: Poly = [];
    for (let i = 1; i < r.length; i++) {
      const bi = i < b.length ? mul(f, b[i]) : ZERO;
      next.push(sub(r[i], bi));
    }
    r = trim(next);
  }
  return r;
}

/** The Sturm sequence p, p′, −rem(p, p′), … (for counting distinct real roots). */
export function sturm(p: Poly): Poly[] {
  const seq: Poly[] = [p, derivative(p)];
  while (seq[seq.length - 1].length > 1) {
    const r = rem(seq[seq.length - 2], seq[seq.length - 1]);
    if (r.length === 0) break;
    seq.push(r.map((c) => ({ n: -c.n, d: c.d }))); // already in lowest terms
  }
  return seq;
}

function variations(seq: Poly[], x: Q | 'inf' | '-inf'): number {
  let count = 0;
  let last = 0;
  for (const p of seq) {
    let s: number;
    if (x === 'inf') s = sign(p[0]);
    else if (x === '-inf') s = sign(p[0]) * ((p.length - 1) % 2 === 0 ? 1 : -1);
    else s = signOfIntegerAt(integerForm(p), x);
    if (s === 0) continue;
    if (last !== 0 && s !== last) count++;
    last = s;
  }
  return count;
}

/**
 * Number of distinct real roots of p in the half-open interval (a, b]
 * (Sturm's theorem; a, b doubles or ±Infinity). The Sturm sequence is built
 * once per polynomial array and its signs are taken on integer forms.
 */
const sturmCache = new WeakMap<Poly, Poly[]>();

export function countRoots(p: Poly, a: number, b: number): number {
  if (p.length <= 1) return 0;
  let seq = sturmCache.get(p);
  if (!seq) {
    seq = sturm(p);
    sturmCache.set(p, seq);
  }
  const va = a === -Infinity ? variations(seq, '-inf') : variations(seq, fromDouble(a));
  const vb = b === Infinity ? variations(seq, 'inf') : variations(seq, fromDouble(b));
  return va - vb;
}

/** The next double above x (x finite). */
export function nextUp(x: number): number {
  if (x === 0) return Number.MIN_VALUE;
  view.setFloat64(0, x);
  const bits = view.getBigInt64(0);
  view.setBigInt64(0, x > 0 ? bits + 1n : bits - 1n);
  return view.getFloat64(0);
}

/** The next double below x. */
export function nextDown(x: number): number {
  return -nextUp(-x);
}

/**
 * How far, in ulps (steps between consecutive doubles), the reported root r
 * is from an exact root of p where p changes sign: 0 when p(r) = 0 exactly,
 * k when a sign change lies within k steps of r (so 1 means "within 1 ulp").
 * Returns Infinity when there is none within 64 steps. For simple (and odd
 * multiplicity) roots only.
 */
export function ulpDistanceToRoot(p: Poly, r: number): number {
  let lo = r;
  let hi = r;
  const s0 = signAt(p, r);
  if (s0 === 0) return 0;
  for (let k = 1; k <= 64; k++) {
    lo = nextDown(lo);
    hi = nextUp(hi);
    if (signAt(p, lo) !== s0 || signAt(p, hi) !== s0) return k;
  }
  return Infinity;
}

/** Number of runs for property tests: `FC_RUNS` from the environment, default 10 000. */
export const FC_RUNS = Number(process.env.FC_RUNS ?? 10000);

/** The fixed seed of every property test, so failures reproduce. */
export const SEED = 20260311;

/** fast-check parameters shared by the property tests (`runs` scales the default count). */
export function fcParams(scale = 1): fc.Parameters<unknown> {
  return { numRuns: Math.max(1, Math.round(FC_RUNS * scale)), seed: SEED };
}

/** Expands Π(t − rᵢ) (in double arithmetic; the oracle then uses the rounded coefficients exactly). */
export function fromRoots(roots: number[], lead = 1): number[] {
  let p = [lead];
  for (const r of roots) {
    const next = new Array(p.length + 1).fill(0);
    for (let i = 0; i < p.length; i++) {
      next[i] += p[i];
      next[i + 1] -= p[i] * r;
    }
    p = next;
  }
  return p;
}
