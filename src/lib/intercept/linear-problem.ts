/**
 * The constant-velocity intercept problem in scaled units, shared by the
 * teaching form, the hot path and the general entry when G = 0: R = T − S and
 * V loaded into one allocation-free state, lengths scaled by 2^−er and speeds
 * by 2^−ev (exact powers of two) when they leave [2⁻²⁵⁰, 2²⁵⁰], and the
 * quadratic a·τ² + b·τ + c = 0 with a = |V|² − s² formed in twice the working
 * precision. Internal to the library (not re-exported by the barrel).
 */

import { exponentOf, scaleByPow2, twoSquareError, twoSumError } from '../numeric/float';
import { solveQuadraticTo } from '../numeric/quadratic';

const SAFE_HI = 2 ** 250;

const SAFE_LO = 2 ** -250;

/** Working state, allocated once. */
export const L = {
  dim: 2,
  R: new Float64Array(3),
  V: new Float64Array(3),
  s: 0,
  er: 0,
  ev: 0,
  a: 0,
  b: 0,
  c: 0,
  rv: 0,
  vv: 0,
};

export const rootBuf = new Float64Array(2);

// Scratch for aims before they are copied into results.
export const aimScratch = new Float64Array(3);

// The relative velocity V = Vt − k·U when the quartic degenerates to the quadratic.
export const relBuf = new Float64Array(3);

function needsScale(m: number): boolean {
  return m !== 0 && (m > SAFE_HI || m < SAFE_LO);
}

/**
 * |V|² − s² to about 1 ulp even when |V| ≈ s: each square and each partial
 * sum keeps its exact rounding error (Ogita–Rump–Oishi Sum2 over exact squares).
 */
function speedGap(V: ArrayLike<number>, dim: number, s: number): number {
  let sum = 0;
  let err = 0;
  for (let i = 0; i < dim; i++) {
    const v = V[i];
    const p = v * v;
    const t = sum + p;
    err += twoSquareError(v, p) + twoSumError(sum, p, t);
    sum = t;
  }
  const p = -(s * s);
  const t = sum + p;
  err += twoSumError(sum, p, t) - twoSquareError(s, -p);
  return t + err;
}

/** Loads R = T − S, V, s into the scaled state and forms a, b, c. No allocation. */
export function prepareLinear(S: ArrayLike<number>, T: ArrayLike<number>, V: ArrayLike<number>, s: number): void {
  // A small wrapper V8 usually inlines: the speed crosses into the large body through a typed array, unboxed.
  linearSpeed[0] = s;
  prepareLinearIn(S, T, V);
}

/** prepareLinear's speed, for callers that call `prepareLinearIn` themselves so that no double crosses a call. */
export const linearSpeed = new Float64Array(1);

/** `prepareLinear` with the speed in linearSpeed[0]. */
export function prepareLinearIn(S: ArrayLike<number>, T: ArrayLike<number>, V: ArrayLike<number>): void {
  const s = linearSpeed[0];
  const dim = S.length;
  L.dim = dim;
  let shift = 0;
  let rmax = 0;
  for (let i = 0; i < dim; i++) {
    const r = T[i] - S[i];
    if (!Number.isFinite(r)) shift = 1;
    L.R[i] = r;
  }
  if (shift) for (let i = 0; i < dim; i++) L.R[i] = 0.5 * T[i] - 0.5 * S[i];
  let vmax = s;
  for (let i = 0; i < dim; i++) {
    rmax = Math.max(rmax, Math.abs(L.R[i]));
    vmax = Math.max(vmax, Math.abs(V[i]));
    L.V[i] = V[i];
  }
  L.s = s;
  let er = 0;
  let ev = 0;
  if (shift || needsScale(rmax)) {
    const e = exponentOf(rmax);
    for (let i = 0; i < dim; i++) L.R[i] = scaleByPow2(L.R[i], -e);
    er = e + shift;
  }
  if (needsScale(vmax)) {
    ev = exponentOf(vmax);
    for (let i = 0; i < dim; i++) L.V[i] = scaleByPow2(L.V[i], -ev);
    L.s = scaleByPow2(s, -ev);
  }
  L.er = er;
  L.ev = ev;
  let rv = 0;
  let rr = 0;
  let vv = 0;
  for (let i = 0; i < dim; i++) {
    rv += L.R[i] * L.V[i];
    rr += L.R[i] * L.R[i];
    vv += L.V[i] * L.V[i];
  }
  L.rv = rv;
  L.vv = vv;
  L.a = speedGap(L.V, dim, L.s);
  L.b = 2 * rv;
  L.c = rr;
}

// Below 2⁻⁹⁶⁰ or above 2⁹⁶⁰, |W|² is not formed directly (underflow, overflow).
export const AIM_LO = 2 ** -960;

export const AIM_HI = 2 ** 960;

/**
 * Writes the unit vector along W = R + V·τ (scaled state) into out[offset…];
 * falls back to V, then the x axis, when W = 0. Uses the same operations as
 * the fast path of `linearInterceptTo` (W·(1/|W|)), so both give identical aims.
 */
export function aimAlong(out: Float64Array | number[], offset: number, tau: number): void {
  // A small wrapper V8 usually inlines: τ crosses into the body through a typed array, unboxed.
  linearAimTau[0] = tau;
  aimAlongAt(out, offset);
}

/**
 * τ for `aimAlongAt`. Callers that must not allocate whatever V8 inlines write
 * it here and call `aimAlongAt` themselves: a double argument of a call V8
 * does not inline is boxed, and a small wrapper is not inlined once the
 * caller's inlining budget is spent.
 */
export const linearAimTau = new Float64Array(1);

/** `aimAlong` at τ = linearAimTau[0]. */
export function aimAlongAt(out: Float64Array | number[], offset: number): void {
  const tau = linearAimTau[0];
  const dim = L.dim;
  let ww = 0;
  for (let i = 0; i < dim; i++) {
    const w = L.R[i] + L.V[i] * tau;
    ww += w * w;
  }
  if (ww >= AIM_LO && ww <= AIM_HI) {
    const k = 1 / Math.sqrt(ww);
    for (let i = 0; i < dim; i++) out[offset + i] = (L.R[i] + L.V[i] * tau) * k;
    return;
  }
  let m = 0;
  for (let i = 0; i < dim; i++) m = Math.max(m, Math.abs(L.R[i] + L.V[i] * tau));
  if (m > 0 && Number.isFinite(m)) {
    let ss = 0;
    for (let i = 0; i < dim; i++) {
      const w = (L.R[i] + L.V[i] * tau) / m;
      out[offset + i] = w;
      ss += w * w;
    }
    const n = Math.sqrt(ss);
    for (let i = 0; i < dim; i++) out[offset + i] /= n;
    return;
  }
  // W = 0 (already there) or W beyond range: use the direction of V, then x.
  let vm = 0;
  for (let i = 0; i < dim; i++) vm = Math.max(vm, Math.abs(L.V[i]));
  let ss = 0;
  for (let i = 0; i < dim; i++) {
    const w = vm > 0 ? L.V[i] / vm : i === 0 ? 1 : 0;
    out[offset + i] = w;
    ss += w * w;
  }
  const n = Math.sqrt(ss);
  for (let i = 0; i < dim; i++) out[offset + i] /= n;
}

/**
 * Whether the scaled time τ of the loaded problem is within `maxTime`, decided in the scaled units as
 * `linearIntercept` decides it. Where t = τ·2^(er − ev) is normal this is t ≤ maxTime; a t that rounds to 0
 * or to a subnormal (a subnormal R) may be later than maxTime all the same, and only τ can tell.
 */
export function scaledWithin(tau: number, maxTime: number): boolean {
  return tau <= Math.min(scaleByPow2(maxTime, L.ev - L.er), scaleByPow2(Number.MAX_VALUE, L.ev - L.er));
}

/** The least normal double: below it, a time compared with maxTime is compared in the scaled units. */
export const MIN_NORMAL = 2 ** -1022;

/**
 * The earliest non-negative root τ of the scaled quadratic, or −1 when there
 * is none (internal only). R = 0 (already there) gives 0.
 */
export function firstScaledTime(): number {
  if (L.c === 0) return 0;
  const n = solveQuadraticTo(rootBuf, L.a, L.b, L.c);
  for (let i = 0; i < n; i++) if (rootBuf[i] >= 0) return rootBuf[i];
  return -1;
}
