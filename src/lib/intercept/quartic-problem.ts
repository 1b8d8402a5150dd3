/**
 * The general intercept problem in scaled units: R = T − S, V = Vt − k·U and
 * G = A − g loaded into one allocation-free state, with t = 2ᵐ·τ and lengths
 * scaled so that |R|, |V|·τ and |G|·τ² are near 1, and the quartic
 * f(τ) = |W(τ)|² − s²τ² with W(τ) = R + Vτ + Gτ²/2 (its τ² coefficient in
 * twice the working precision). Internal to the library (not re-exported by
 * the barrel).
 */

import { EXP_IN, POW2, exponentIn } from '../numeric/bits';
import { pow2, scaleByPow2, twoProductError, twoSumError } from '../numeric/float';
import { MAX_DEGREE } from '../numeric/roots';

/** Scaled quartic state, allocated once: lengths × 2^-er, times t = 2^m·τ. */
export const Q = {
  dim: 2,
  R: new Float64Array(3),
  V: new Float64Array(3),
  G: new Float64Array(3),
  s: 0,
  er: 0,
  m: 0,
  /** [2^m, 2^−m] when both are normal (|m| ≤ 1022), else [0, 0]: t = τ·2^m exactly as scaleByPow2. */
  timeScale: new Float64Array(2),
  /**
   * How far apart, in binary orders, the problem's two time scales are when the offset R is the smaller
   * one: the scale |R|/|V| (which τ = 1 is) and √(|R|/|G|). With a gap of k, |G|τ² ≈ 2^−2k at τ = 1 and
   * the quartic's leading coefficient is ≈ 2^−4k, out of the double range past k ≈ 255, while the far
   * roots sit near τ ≈ 2^2k, where R is about 2^−2k of W (negligible). `intercept` solves the two ends
   * apart when k is large (FAR_GAP). 0 when V or G is 0 or R is not the smaller scale.
   */
  gap: 0,
};

export const quartic = new Float64Array(5);

export const sextic = new Float64Array(7);

export const cubic = new Float64Array(4);

export const qRoots = new Float64Array(MAX_DEGREE);

export const qMults = new Int32Array(MAX_DEGREE);

/** x − y componentwise, halved (with `1` returned) when that overflows; writes into out. */
export function diffInto(
  out: Float64Array,
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  ky: number,
  dim: number,
): number {
  diffKy[0] = ky;
  return diffIntoIn(out, x, y, dim);
}

/** The factor k of `diffIntoIn` (a double argument of a call V8 does not inline is boxed). */
export const diffKy = new Float64Array(1);

/** `diffInto` with the factor in diffKy[0]. */
export function diffIntoIn(out: Float64Array, x: ArrayLike<number>, y: ArrayLike<number>, dim: number): number {
  const ky = diffKy[0];
  let shift = 0;
  for (let i = 0; i < dim; i++) {
    out[i] = x[i] - ky * y[i];
    if (!Number.isFinite(out[i])) shift = 1;
  }
  if (shift) for (let i = 0; i < dim; i++) out[i] = 0.5 * x[i] - 0.5 * ky * y[i];
  return shift;
}

/**
 * x·2ᵏ: one exact multiplication by `pow2(k)` when k is in the normal range
 * (then identical to `scaleByPow2`, which does the same), else `scaleByPow2`.
 * Small enough for V8 to inline, so the double is not boxed.
 */
export function scaled(x: number, k: number): number {
  return k >= -1022 && k <= 1023 ? x * pow2(k) : scaleByPow2(x, k);
}

/** The inputs of `prepareQuartic`: `InterceptOptions` (omitted vectors are zero, inherit 1). */
export interface QuarticInput {
  shooter: ArrayLike<number>;
  shooterVelocity?: ArrayLike<number>;
  inherit?: number;
  target: ArrayLike<number>;
  targetVelocity?: ArrayLike<number>;
  targetAcceleration?: ArrayLike<number>;
  speed: number;
  gravity?: ArrayLike<number>;
}

const ZERO3: readonly number[] = [0, 0, 0];

/** Whether the problem loaded by `prepareQuartic` has no relative acceleration (G = 0 in its first `dim` axes). */
export function noRelativeAcceleration(dim: number): boolean {
  for (let i = 0; i < dim; i++) if (Q.G[i] !== 0) return false;
  return true;
}

/**
 * Loads the relative problem R = T − S, V = Vt − k·U, G = A − g into Q, in
 * units where |R|, |V|·t and |G|·t² are at most about 1: t = 2^m·τ with
 * m = min(er − ev, (er − eg)/2). Reads the options object itself (a double
 * passed to a function V8 does not inline would be boxed); its numbers go
 * to the body through `quarticNumbers`.
 */
export function prepareQuartic(o: QuarticInput): void {
  quarticNumbers[0] = o.speed;
  quarticNumbers[1] = o.inherit ?? 1;
  prepareQuarticIn(o);
}

/**
 * The numbers of the problem for `prepareQuarticIn`: [0] the speed, [1] inherit.
 * A caller that has read them already (`interceptFrameTo`, through its checks)
 * writes them here rather than have them read again: a read of a double field,
 * where V8 has seen objects of many shapes (a megamorphic load), allocates a
 * heap number each time.
 */
export const quarticNumbers = new Float64Array(2);

/** `prepareQuartic` with the speed and inherit in `quarticNumbers` (the vectors still from `o`). */
export function prepareQuarticIn(o: QuarticInput): void {
  const S = o.shooter;
  const T = o.target;
  const U = o.shooterVelocity ?? ZERO3;
  const Vt = o.targetVelocity ?? ZERO3;
  const A = o.targetAcceleration ?? ZERO3;
  const g = o.gravity ?? ZERO3;
  const speed = quarticNumbers[0];
  const inherit = quarticNumbers[1];
  const dim = S.length;
  Q.dim = dim;
  const R = Q.R;
  const V = Q.V;
  const G = Q.G;
  let r = 0;
  let v = 0;
  let gm = 0;
  for (let i = 0; i < dim; i++) {
    const ri = T[i] - S[i];
    const vi = Vt[i] - inherit * U[i];
    const gi = A[i] - g[i];
    R[i] = ri;
    V[i] = vi;
    G[i] = gi;
    r = Math.max(r, Math.abs(ri));
    v = Math.max(v, Math.abs(vi));
    gm = Math.max(gm, Math.abs(gi));
  }
  let sr = 0;
  let sv = 0;
  let sg = 0;
  if (!(r + v + gm < Infinity)) {
    // Some difference overflowed: diffInto halves it (rare).
    sr = diffInto(R, T, S, 1, dim);
    sv = diffInto(V, Vt, U, inherit, dim);
    sg = diffInto(G, A, g, 1, dim);
    r = 0;
    v = 0;
    gm = 0;
    for (let i = 0; i < dim; i++) {
      r = Math.max(r, Math.abs(R[i]));
      v = Math.max(v, Math.abs(V[i]));
      gm = Math.max(gm, Math.abs(G[i]));
    }
  }
  v = Math.max(v, sv ? 0.5 * speed : speed);
  // exponentOf of r, v and g, the argument in a slot (not boxed).
  EXP_IN[0] = r;
  const er = r > 0 ? exponentIn() : 0;
  EXP_IN[0] = v;
  const ev = v > 0 ? exponentIn() + sv : 0;
  EXP_IN[0] = gm;
  const eg = gm > 0 ? exponentIn() + sg : 0;
  const erTrue = er + sr;
  let m = 0;
  if (v > 0 && gm > 0) m = Math.min(erTrue - ev, Math.floor((erTrue - eg) / 2));
  else if (v > 0) m = erTrue - ev;
  else if (gm > 0) m = Math.floor((erTrue - eg) / 2);
  Q.er = erTrue;
  Q.m = m;
  Q.gap = v > 0 && gm > 0 ? Math.max(0, Math.floor((erTrue - eg) / 2) - (erTrue - ev)) : 0;
  const normal = m >= -1022 && m <= 1022;
  Q.timeScale[0] = normal ? POW2[m + 1022] : 0;
  Q.timeScale[1] = normal ? POW2[1022 - m] : 0;
  const kr = -er;
  const kv = m - erTrue + sv;
  const kg = 2 * m - erTrue + sg;
  const ks = m - erTrue;
  if (inNormalRange(kr) && inNormalRange(kv) && inNormalRange(kg) && inNormalRange(ks)) {
    // One exact multiplication each, as scaleByPow2 does in this range.
    // POW2[k + 1022] = pow2(k) (a table read, never boxed).
    const fr = POW2[kr + 1022];
    const fv = POW2[kv + 1022];
    const fg = POW2[kg + 1022];
    for (let i = 0; i < dim; i++) {
      R[i] *= fr;
      V[i] *= fv;
      G[i] *= fg;
    }
    Q.s = speed * POW2[ks + 1022];
  } else {
    for (let i = 0; i < dim; i++) {
      R[i] = scaleByPow2(R[i], kr);
      V[i] = scaleByPow2(V[i], kv);
      G[i] = scaleByPow2(G[i], kg);
    }
    Q.s = scaleByPow2(speed, ks);
  }
}

function inNormalRange(k: number): boolean {
  return k >= -1022 && k <= 1023;
}

const dotBufA = new Float64Array(7);

const dotBufB = new Float64Array(7);

/** The quartic f(τ) = |W(τ)|² − s²τ² of the scaled state, highest degree first, into `quartic`. */
export function formQuartic(): void {
  const { R, V, G, dim } = Q;
  let gg = 0;
  let vg = 0;
  let rv = 0;
  let rr = 0;
  for (let i = 0; i < dim; i++) {
    gg += G[i] * G[i];
    vg += V[i] * G[i];
    rv += R[i] * V[i];
    rr += R[i] * R[i];
  }
  // V·V + R·G − s² may cancel (speeds nearly equal, or gravity balancing): compensated.
  let k = 0;
  for (let i = 0; i < dim; i++) {
    dotBufA[k] = V[i];
    dotBufB[k++] = V[i];
    dotBufA[k] = R[i];
    dotBufB[k++] = G[i];
  }
  dotBufA[k] = Q.s;
  dotBufB[k++] = -Q.s;
  quartic[0] = gg / 4;
  quartic[1] = vg;
  // Ogita–Rump–Oishi Dot2 over the k products, without allocating.
  let sum = 0;
  let err = 0;
  for (let i = 0; i < k; i++) {
    const p = dotBufA[i] * dotBufB[i];
    const t = sum + p;
    err += twoProductError(dotBufA[i], dotBufB[i], p) + twoSumError(sum, p, t);
    sum = t;
  }
  quartic[2] = sum + err;
  quartic[3] = 2 * rv;
  quartic[4] = rr;
}

/** W(τ) = R + Vτ + Gτ²/2 in scaled units, into out[0…dim). */
export function wAt(out: Float64Array, tau: number): void {
  for (let i = 0; i < Q.dim; i++) {
    const v = Q.V[i] === 0 ? 0 : Q.V[i] * tau;
    const g = Q.G[i] === 0 ? 0 : 0.5 * Q.G[i] * tau * tau;
    const d = v + g;
    out[i] = Q.R[i] + (Number.isNaN(d) ? g : d);
  }
}

/** Unit vector along W(τ) into out; falls back to the direction of V, then G, then the x axis. */
export function quarticAim(out: Float64Array, tau: number): void {
  aimTau[0] = tau;
  quarticAimAt(out);
}

/**
 * τ for `quarticAimAt` (a double argument of a call V8 does not inline is
 * boxed, and the small `quarticAim` is not inlined once its caller's inlining
 * budget is spent: allocation-free paths write τ here and call `quarticAimAt`).
 */
export const aimTau = new Float64Array(1);

/**
 * `quarticAim` at τ = aimTau[0], into out[at…at + dim) (at = 0 unless given). W(τ) as wAt computes it,
 * divided by its largest component, then by its length, written out for 2D and 3D in one flat body (the
 * hot paths' aim: a loop over the dimension here cost `interceptTo` about a tenth); a W(τ) that is zero or
 * not finite takes the fallbacks (`rareAim`).
 */
export function quarticAimAt(out: Float64Array | number[], at = 0): void {
  const R = Q.R;
  const V = Q.V;
  const G = Q.G;
  const tau = aimTau[0];
  const three = Q.dim === 3;
  let v = V[0] === 0 ? 0 : V[0] * tau;
  let g = G[0] === 0 ? 0 : 0.5 * G[0] * tau * tau;
  let d = v + g;
  const w0 = R[0] + (Number.isNaN(d) ? g : d);
  v = V[1] === 0 ? 0 : V[1] * tau;
  g = G[1] === 0 ? 0 : 0.5 * G[1] * tau * tau;
  d = v + g;
  const w1 = R[1] + (Number.isNaN(d) ? g : d);
  let w2 = 0;
  if (three) {
    v = V[2] === 0 ? 0 : V[2] * tau;
    g = G[2] === 0 ? 0 : 0.5 * G[2] * tau * tau;
    d = v + g;
    w2 = R[2] + (Number.isNaN(d) ? g : d);
  }
  // As normalizeInPlace, operation for operation.
  let m = Math.max(Math.max(0, Math.abs(w0)), Math.abs(w1));
  if (three) m = Math.max(m, Math.abs(w2));
  if (!(m > 0 && m < Infinity)) {
    rareAim(out, at);
    return;
  }
  const x0 = w0 / m;
  const x1 = w1 / m;
  const x2 = w2 / m;
  let ss = 0 + x0 * x0 + x1 * x1;
  if (three) ss += x2 * x2;
  const n = Math.sqrt(ss);
  out[at] = x0 / n;
  out[at + 1] = x1 / n;
  if (three) out[at + 2] = x2 / n;
}

const rareScratch = new Float64Array(3);

/** The aim where W(τ) is zero or not finite: the direction of V, then of G, then the x axis. */
function rareAim(out: Float64Array | number[], at: number): void {
  const dim = Q.dim;
  const w = rareScratch;
  for (let i = 0; i < dim; i++) w[i] = Q.V[i];
  if (!normalizeInPlace(w, dim)) {
    for (let i = 0; i < dim; i++) w[i] = Q.G[i];
    if (!normalizeInPlace(w, dim)) for (let i = 0; i < dim; i++) w[i] = i === 0 ? 1 : 0;
  }
  for (let i = 0; i < dim; i++) out[at + i] = w[i];
}

/** Normalises out[0…dim) without overflow; false when it is zero or not finite. */
function normalizeInPlace(out: Float64Array, dim: number): boolean {
  let m = 0;
  for (let i = 0; i < dim; i++) m = Math.max(m, Math.abs(out[i]));
  if (!(m > 0 && Number.isFinite(m))) return false;
  let ss = 0;
  for (let i = 0; i < dim; i++) {
    out[i] /= m;
    ss += out[i] * out[i];
  }
  const n = Math.sqrt(ss);
  for (let i = 0; i < dim; i++) out[i] /= n;
  return true;
}
