/**
 * Real polynomials as coefficient arrays, **highest degree first**:
 * `[a, b, c]` is a·t² + b·t + c, `[a, b, c, d, e]` is a·t⁴ + b·t³ + c·t² + d·t + e.
 * This is the order in which Horner's rule reads them. Leading zeros are
 * allowed (the degree simply drops); an empty array is the zero polynomial.
 */

import { UNIT_ROUNDOFF, twoProductError, twoSumError } from './float';

/** Polynomial coefficients, highest degree first. */
export type Coefficients = ArrayLike<number>;

/**
 * Distinct real roots in ascending order, each with its multiplicity
 * (`multiplicities[i]` belongs to `roots[i]`; a double root appears once with
 * multiplicity 2).
 */
export interface RealRoots {
  /** Distinct real roots, ascending. */
  roots: number[];
  /** Multiplicity of each root, same order. */
  multiplicities: number[];
}

/** γₖ = k·u / (1 − k·u), the classic bound on k accumulated relative roundings (Higham, ASNA §3.1). */
export function gamma(k: number): number {
  const ku = k * UNIT_ROUNDOFF;
  return ku / (1 - ku);
}

/** p(x) by Horner's rule: (((a·x + b)·x + c)·x + …). 2n flops for degree n. */
export function horner(coeffs: Coefficients, x: number): number {
  let s = coeffs.length > 0 ? coeffs[0] : 0;
  for (let i = 1; i < coeffs.length; i++) s = s * x + coeffs[i];
  return s;
}

/**
 * An upper bound on the rounding error of `horner(coeffs, x)`:
 * |horner − p(x)| ≤ γ₂ₙ · Σ|aᵢ||x|ⁱ (Higham, ASNA eq. 5.3). When |p(x)| is below
 * this, the sign of the plain Horner value is not trustworthy.
 */
export function hornerErrorBound(coeffs: Coefficients, x: number): number {
  const ax = Math.abs(x);
  let s = coeffs.length > 0 ? Math.abs(coeffs[0]) : 0;
  for (let i = 1; i < coeffs.length; i++) s = s * ax + Math.abs(coeffs[i]);
  return gamma(2 * Math.max(coeffs.length - 1, 1)) * s;
}

/** The coefficients of p′, highest degree first: d/dt Σ aᵢ tⁱ = Σ i·aᵢ tⁱ⁻¹. The derivative of a constant is `[]`. */
export function derivative(coeffs: Coefficients): number[] {
  const n = coeffs.length - 1;
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((n - i) * coeffs[i]);
  return out;
}

/**
 * Compensated Horner evaluation written into `out`: `out[0]` is p(x) as
 * accurate as if computed in twice the working precision and then rounded,
 * `out[1]` a guaranteed bound on |out[0] − p(x)|. Allocation-free.
 *
 * Each Horner step's product and sum errors are captured exactly (Dekker's
 * TwoProduct, Knuth's TwoSum) and run through a second Horner recurrence; the
 * bound is the a-posteriori one of the source,
 * u·|r| + γ₄ₙ₊₂·Σ(|πᵢ| + |σᵢ|)|x|ⁱ + 2u²|r|.
 *
 * Source: S. Graillat, P. Langlois, N. Louvet, "Compensated Horner scheme",
 * RR2005-04, Univ. Perpignan (2005); "Algorithms for accurate, validated and
 * fast polynomial evaluation", Japan J. Indust. Appl. Math. 26 (2009).
 * `length` (default: all) evaluates only the first `length` coefficients,
 * i.e. the polynomial of degree `length − 1` they start.
 * Valid while no intermediate product overflows or underflows (|x| and the
 * coefficients below 2⁹⁹⁶; scale huge or tiny polynomials first).
 */
export function compensatedHornerTo(
  out: Float64Array | number[],
  coeffs: Coefficients,
  x: number,
  length: number = coeffs.length,
): Float64Array | number[] {
  const n = length;
  if (n === 0) {
    out[0] = 0;
    out[1] = 0;
    return out;
  }
  const ax = Math.abs(x);
  let s = coeffs[0];
  let c = 0; // Horner of the error terms πᵢ + σᵢ
  let e = 0; // Horner of |πᵢ| + |σᵢ| at |x|
  for (let i = 1; i < n; i++) {
    const p = s * x;
    const pi = twoProductError(s, x, p);
    const t = p + coeffs[i];
    const sigma = twoSumError(p, coeffs[i], t);
    c = c * x + (pi + sigma);
    e = e * ax + (Math.abs(pi) + Math.abs(sigma));
    s = t;
  }
  const r = s + c;
  const u = UNIT_ROUNDOFF;
  const ar = Math.abs(r);
  out[0] = r;
  out[1] = (u * ar + (gamma(4 * (n - 1) + 2) * e + 2 * u * u * ar)) * (1 + 4 * u);
  return out;
}

/** p(x) by compensated Horner (see `compensatedHornerTo`): about twice the working precision, then rounded. */
export function compensatedHorner(coeffs: Coefficients, x: number): number {
  return compensatedHornerTo([0, 0], coeffs, x)[0];
}

/**
 * p(x) by compensated Horner together with a guaranteed bound on its error:
 * `{ value, errorBound }` with |value − p(x)| ≤ errorBound (see `compensatedHornerTo`).
 */
export function evaluateCompensated(coeffs: Coefficients, x: number): { value: number; errorBound: number } {
  const r = compensatedHornerTo([0, 0], coeffs, x);
  return { value: r[0], errorBound: r[1] };
}

/** The degree after dropping leading zero coefficients; −1 for the zero polynomial. */
export function degree(coeffs: Coefficients): number {
  for (let i = 0; i < coeffs.length; i++) if (coeffs[i] !== 0) return coeffs.length - 1 - i;
  return -1;
}
