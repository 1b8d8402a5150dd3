/**
 * Real roots of a·t² + b·t + c, robust on every finite input.
 *
 * - **No cancellation in −b ± √Δ**: q = −(b + sign(b)·√Δ)/2, roots q/a and c/q
 *   (Forsythe 1967, "How do you solve a quadratic equation?"; Press et al.,
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

import { diffOfProducts, exponentOf, scaleByPow2, twoProductError, twoSumError } from './float';
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
 * One Newton step r − p(r)/p′(r) with p(r) from compensated Horner, kept only
 * when it is a small correction (a root already good to ~2⁻²⁰ relative), so a
 * near-double root cannot be thrown off.
 */
function polish(a: number, b: number, c: number, r: number): number {
  // Compensated Horner for a·r² + b·r + c, inlined (no allocation).
  const p1 = a * r;
  const e1 = twoProductError(a, r, p1);
  const s1 = p1 + b;
  const f1 = twoSumError(p1, b, s1);
  const p2 = s1 * r;
  const e2 = twoProductError(s1, r, p2);
  const s2 = p2 + c;
  const f2 = twoSumError(p2, c, s2);
  const value = s2 + ((e1 + f1) * r + (e2 + f2));
  const slope = 2 * a * r + b;
  if (slope === 0) return r;
  const step = value / slope;
  return Math.abs(step) <= Math.abs(r) * 9.5e-7 ? r - step : r;
}

/**
 * Solves the scaled quadratic A·τ² + B·τ + C (A, C ≠ 0, all near 1) and writes
 * t = 2ᵐ·τ. Returns the number of roots written (0 or 2).
 */
function solveScaled(out: Float64Array | number[], A: number, B: number, C: number, m: number): number {
  const half = 0.5 * B; // exact: B is normal here
  const disc = diffOfProducts(half, half, A, C); // Δ/4 = (B/2)² − A·C
  if (disc < 0) return 0;
  let r1: number;
  let r2: number;
  if (disc === 0) {
    r1 = r2 = -half / A;
  } else {
    const q = -(half + (half >= 0 ? Math.sqrt(disc) : -Math.sqrt(disc)));
    r1 = polish(A, B, C, q / A);
    r2 = polish(A, B, C, C / q);
    if (r1 > r2) {
      const t = r1;
      r1 = r2;
      r2 = t;
    }
  }
  return writeScaledPair(out, r1, r2, m);
}

function writeScaledPair(out: Float64Array | number[], r1: number, r2: number, m: number): number {
  const t1 = scaleByPow2(r1, m) + 0;
  const t2 = scaleByPow2(r2, m) + 0;
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
  if (inSafeRange(a) && inSafeRange(b) && inSafeRange(c)) return solveScaled(out, a, b, c, 0);

  const ea = exponentOf(a);
  const ec = exponentOf(c);
  if (b !== 0) {
    const eb = exponentOf(b);
    // b² exceeds 4ac by more than 2⁶⁰: √Δ = |b| to within half an ulp, so the
    // roots are q/a = −b/a and c/q = −c/b, each correctly rounded.
    if (2 * eb - (ea + ec) > 62) {
      const r1 = -b / a + 0;
      const r2 = -c / b + 0;
      return writeScaledPair(out, Math.min(r1, r2), Math.max(r1, r2), 0);
    }
  }
  // t = 2ᵐτ balances the τ² and τ⁰ terms; then divide everything by 2^ec.
  const m = Math.floor((ec - ea) / 2);
  const A = scaleByPow2(a, 2 * m - ec);
  const B = scaleByPow2(b, m - ec);
  const C = scaleByPow2(c, -ec);
  return solveScaled(out, A, B, C, m);
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
