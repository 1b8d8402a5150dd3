/**
 * Real roots of a·t² + b·t + c, robust on every finite input.
 *
 * - **No cancellation in −b ± √Δ**: q = −(b + sign(b)·√Δ)/2, roots q/a and c/q
 *   (Forsythe 1966, "How do you solve a quadratic equation?"; Press et al.,
 *   Numerical Recipes §5.6). c/q stays finite as a → 0, tending to −c/b.
 * - **Accurate discriminant**: when b² and 4ac nearly cancel, their exact
 *   rounding errors are added back (Kahan; `diffOfProducts`), so the sign of Δ
 *   is the sign of the exact discriminant of the given coefficients.
 * - **No overflow or underflow**: the variable is rescaled t = 2ᵐ·τ and the
 *   coefficients by a common 2ᵏ so the scaled ones are near 1 (exact power-of-two
 *   scaling, applied in steps; cf. F. Goualard, "The Ins and Outs of Solving
 *   Quadratic Equations with Floating-Point Arithmetic", 2023).
 * - **Polish**: each simple root gets one Newton step with a compensated
 *   residual (`compensatedHornerTo`), which brings it within about 1 ulp of the
 *   exact root of the given (double) coefficients.
 *
 * **Tangency rule.** The coefficients are taken as exact. A double root is
 * reported exactly when the (accurately computed) discriminant is 0, i.e. when
 * the double coefficients really have one; Δ < 0 gives no root, never a
 * complex root's real part. A grazing case decided by the rounding of the
 * coefficients themselves is decided as those doubles say.
 *
 * **Degenerate inputs.** a = 0 gives the linear root −c/b; a = b = 0 gives no
 * root (for c = 0 too: the zero polynomial has every t as a root, which is
 * reported as none; callers that care test it first). c = 0 gives the root 0.
 * Roots whose magnitude exceeds the double range are dropped. Non-finite
 * coefficients give no roots. The result never contains NaN or −0.
 */

import { SPLITTER, diffOfProducts, exponentOf, scaleByPow2 } from './float';
import type { RealRoots } from './poly';

// Coefficients whose magnitudes all lie in [2⁻⁴⁵⁰, 2⁴⁵⁰] need no scaling: their
// products and the Dekker splits stay far from overflow and underflow.
const SAFE_HI = 2 ** 450;
const SAFE_LO = 2 ** -450;

function inSafeRange(x: number): boolean {
  const ax = Math.abs(x);
  return ax === 0 || (ax <= SAFE_HI && ax >= SAFE_LO);
}

/**
 * Solves the scaled quadratic A·τ² + B·τ + C (A, C ≠ 0, all near 1; read
 * from `quadIn`) and writes t = 2ᵐ·τ. Returns the number of roots written
 * (0 or 2). Each simple root gets one Newton step with a compensated
 * residual, kept only when it is a small correction (a root already good to
 * ~2⁻²⁰ relative), so a near-double root cannot be thrown off. Written as
 * one body, without calls that take or return doubles: V8 allocates a heap
 * number for each such value crossing a call it does not inline.
 */
function solveScaled(out: Float64Array | number[], m: number): number {
  const A = quadIn[0];
  const B = quadIn[1];
  const C = quadIn[2];
  const half = 0.5 * B; // exact: B is normal here
  // Δ/4 = (B/2)² − A·C as diffOfProducts forms it.
  const d1 = half * half;
  const d2 = A * C;
  let disc = d1 - d2;
  if (!(3 * Math.abs(disc) >= Math.abs(d1) + Math.abs(d2))) {
    // disc + (twoProductError(half, half, d1) − twoProductError(A, C, d2)), written out: V8 does not
    // always inline those calls here, and their double arguments would then each cost a heap number.
    let k0 = SPLITTER * half;
    const hh = k0 - (k0 - half);
    const hl = half - hh;
    const e1 = hl * hl - (d1 - hh * hh - hl * hh - hh * hl);
    k0 = SPLITTER * A;
    const ah = k0 - (k0 - A);
    const al = A - ah;
    k0 = SPLITTER * C;
    const ch = k0 - (k0 - C);
    const cl = C - ch;
    const e2 = al * cl - (d2 - ah * ch - al * ch - ah * cl);
    disc = disc + (e1 - e2);
  }
  if (disc < 0) return 0;
  if (disc === 0) {
    pairBuf[0] = pairBuf[1] = -half / A;
    return writeScaledPair(out, m);
  }
  const q = -(half + (half >= 0 ? Math.sqrt(disc) : -Math.sqrt(disc)));
  for (let k = 0; k < 2; k++) {
    const r = k === 0 ? q / A : C / q;
    // Compensated Horner for A·r² + B·r + C.
    // (twoProductError and twoSumError written out, as above.)
    const p1 = A * r;
    let k1 = SPLITTER * A;
    const ah = k1 - (k1 - A);
    const al = A - ah;
    k1 = SPLITTER * r;
    const rh = k1 - (k1 - r);
    const rl = r - rh;
    const e1 = al * rl - (p1 - ah * rh - al * rh - ah * rl);
    const s1 = p1 + B;
    let bb = s1 - p1;
    const f1 = p1 - (s1 - bb) + (B - bb);
    const p2 = s1 * r;
    k1 = SPLITTER * s1;
    const sh = k1 - (k1 - s1);
    const sl = s1 - sh;
    const e2 = sl * rl - (p2 - sh * rh - sl * rh - sh * rl);
    const s2 = p2 + C;
    bb = s2 - p2;
    const f2 = p2 - (s2 - bb) + (C - bb);
    const value = s2 + ((e1 + f1) * r + (e2 + f2));
    const slope = 2 * A * r + B;
    const step = slope === 0 ? 0 : value / slope;
    pairBuf[k] = Math.abs(step) <= Math.abs(r) * 9.5e-7 ? r - step : r;
  }
  if (pairBuf[0] > pairBuf[1]) {
    const t = pairBuf[0];
    pairBuf[0] = pairBuf[1];
    pairBuf[1] = t;
  }
  return writeScaledPair(out, m);
}

/** The two roots for writeScaledPair, smaller first. */
const pairBuf = new Float64Array(2);

/** Writes 2ᵐ·pairBuf[0] and 2ᵐ·pairBuf[1] into `out`, dropping any beyond the double range; returns how many. */
function writeScaledPair(out: Float64Array | number[], m: number): number {
  const t1 = scaleByPow2(pairBuf[0], m) + 0;
  const t2 = scaleByPow2(pairBuf[1], m) + 0;
  let n = 0;
  if (Number.isFinite(t1)) out[n++] = t1;
  if (Number.isFinite(t2)) out[n++] = t2;
  return n;
}

/**
 * Real roots of a·t² + b·t + c written ascending into `out`, **repeated by
 * multiplicity** (a double root is written twice); returns how many were
 * written (0, 1 or 2). Allocation-free: the hot-path form. See the module
 * comment for the method, the tangency rule and degenerate cases.
 */
export function solveQuadraticTo(out: Float64Array | number[], a: number, b: number, c: number): number {
  // Small enough for V8 to inline into the caller: the coefficients travel
  // through a typed array, so the out-of-line solver takes no double
  // arguments (V8 would allocate a heap number for each).
  quadIn[0] = a;
  quadIn[1] = b;
  quadIn[2] = c;
  return solveQuadraticIn(out);
}

const quadIn = new Float64Array(3);

/**
 * `solveQuadraticTo` on the coefficients [a, b, c] of `coefficients`
 * (highest power first, as `solvePolynomialInTo` takes them). The form for a
 * hot loop whose coefficients are already in an array: it passes no number
 * arguments, so where V8 does not inline the call, nothing is boxed.
 *
 * @example
 *   const roots = new Float64Array(2);
 *   solveQuadraticOf(roots, Float64Array.of(1, -3, 2)); // 2: roots = [1, 2]
 */
export function solveQuadraticOf(out: Float64Array | number[], coefficients: Float64Array): number {
  quadIn[0] = coefficients[0];
  quadIn[1] = coefficients[1];
  quadIn[2] = coefficients[2];
  return solveQuadraticIn(out);
}

/** `solveQuadraticTo` on the coefficients in `quadIn`. */
function solveQuadraticIn(out: Float64Array | number[]): number {
  const a = quadIn[0];
  const b = quadIn[1];
  const c = quadIn[2];
  if (!(Number.isFinite(a) && Number.isFinite(b) && Number.isFinite(c))) return 0;
  if (a === 0) {
    if (b === 0) return 0;
    const r = -c / b + 0;
    if (!Number.isFinite(r)) return 0;
    out[0] = r;
    return 1;
  }
  if (c === 0) {
    const r = -b / a + 0;
    if (!Number.isFinite(r)) {
      out[0] = 0;
      return 1;
    }
    out[0] = Math.min(r, 0);
    out[1] = Math.max(r, 0);
    return 2;
  }
  if (inSafeRange(a) && inSafeRange(b) && inSafeRange(c)) return solveScaled(out, 0);

  const ea = exponentOf(a);
  const ec = exponentOf(c);
  if (b !== 0) {
    const eb = exponentOf(b);
    // b² exceeds 4ac by more than 2⁶⁰: √Δ = |b| to within half an ulp, so the
    // roots are q/a = −b/a and c/q = −c/b, each correctly rounded.
    if (2 * eb - (ea + ec) > 62) {
      const r1 = -b / a + 0;
      const r2 = -c / b + 0;
      pairBuf[0] = Math.min(r1, r2);
      pairBuf[1] = Math.max(r1, r2);
      return writeScaledPair(out, 0);
    }
  }
  // t = 2ᵐτ balances the τ² and τ⁰ terms; then divide everything by 2^ec.
  const m = Math.floor((ec - ea) / 2);
  quadIn[0] = scaleByPow2(a, 2 * m - ec);
  quadIn[1] = scaleByPow2(b, m - ec);
  quadIn[2] = scaleByPow2(c, -ec);
  return solveScaled(out, m);
}

/**
 * The discriminant b² − 4ac, accurate even when b² ≈ 4ac (Kahan's method via
 * `diffOfProducts`; within a few ulp, sign always exact). Computed on
 * power-of-two-scaled coefficients, so it never overflows in an intermediate
 * step: an unrepresentably large result is ±Infinity, never NaN (for finite
 * inputs).
 */
export function quadraticDiscriminant(a: number, b: number, c: number): number {
  if (!(Number.isFinite(a) && Number.isFinite(b) && Number.isFinite(c))) return NaN;
  if (a === 0 || c === 0) {
    const eb = exponentOf(b);
    const bs = scaleByPow2(b, -eb);
    return scaleByPow2(bs * bs, 2 * eb);
  }
  const ea = exponentOf(a);
  const ec = exponentOf(c);
  if (b !== 0) {
    const eb = exponentOf(b);
    const bs = scaleByPow2(b, -eb);
    if (2 * eb - (ea + ec) > 110) return scaleByPow2(bs * bs, 2 * eb);
    if (2 * eb - (ea + ec) < -110) return -scaleByPow2(4 * scaleByPow2(a, -ea) * scaleByPow2(c, -ec), ea + ec);
  }
  // Same scaling as the solver: A = a·2^(2m−ec), B = b·2^(m−ec), C = c·2^−ec,
  // so B² − 4AC = 2^(2m−2ec)·(b² − 4ac).
  const m = Math.floor((ec - ea) / 2);
  const A = scaleByPow2(a, 2 * m - ec);
  const B = scaleByPow2(b, m - ec);
  const C = scaleByPow2(c, -ec);
  return scaleByPow2(diffOfProducts(B, B, 4 * A, C), 2 * ec - 2 * m);
}

/**
 * Real roots of a·t² + b·t + c as distinct values ascending with their
 * multiplicities: `{ roots: [-2, 2], multiplicities: [1, 1] }` for (1, 0, −4);
 * a double root appears once with multiplicity 2. Two distinct roots that
 * round to the same double are merged the same way (they are closer than
 * double precision can separate). Same method and rules as `solveQuadraticTo`.
 */
export function quadraticRoots(a: number, b: number, c: number): RealRoots {
  const buf = [0, 0];
  const n = solveQuadraticTo(buf, a, b, c);
  if (n === 0) return { roots: [], multiplicities: [] };
  if (n === 1) return { roots: [buf[0]], multiplicities: [1] };
  if (buf[0] === buf[1]) return { roots: [buf[0]], multiplicities: [2] };
  return { roots: [buf[0], buf[1]], multiplicities: [1, 1] };
}
