/**
 * The best miss with constant velocity (curriculum chapter 9), apart from the
 * general (gravity) case in closest-miss.ts, so that a page solving only the
 * constant-velocity problem (the Introduction's demo) loads no polynomial root
 * finder: over all aim directions and times in [0, maxTime], the time
 * minimising h(t) = |W(t)| − s·t, and for comparison the minimiser of the
 * polynomial f(t) = |W(t)|² − s²t². For constant velocity h is convex and its
 * minimiser has a closed form. Internal to the library: its results reach
 * callers through `intercept` and `linearIntercept`.
 */

import { scaleByPow2 } from '../numeric/float';
import { POW2 } from '../numeric/bits';
import { L, aimAlong, aimAlongAt, aimScratch, linearAimTau } from './linear-problem';
import { MESSAGES, projectileAt, targetAt, vecOf } from './intercept-result';
import type { ClosestMiss, NoHit, NoHitReason, PolynomialMinimum, World } from './intercept-result';
import type { Vec } from '../vec';

/**
 * The doubles of the constant-velocity miss between its functions: [0] τ or τmax
 * in, [1] the answer out, [2] |R × V|. The bodies take and return their doubles
 * here, and the wrappers (small: V8 inlines them) keep the old signatures, so no
 * double crosses a call V8 does not inline (it would allocate a heap number).
 */
const LM = new Float64Array(3);

/** h(τ) = |W(τ)| − s·τ in scaled units, computed without overflow. */
function missAt(tau: number): number {
  LM[0] = tau;
  missAtIn();
  return LM[1];
}

/** `missAt` on LM. */
function missAtIn(): void {
  const tau = LM[0];
  const dim = L.dim;
  let m = 0;
  for (let i = 0; i < dim; i++) m = Math.max(m, Math.abs(L.R[i] + L.V[i] * tau));
  let ss = 0;
  if (m > 0) {
    for (let i = 0; i < dim; i++) {
      const w = (L.R[i] + L.V[i] * tau) / m;
      ss += w * w;
    }
  }
  LM[1] = m * Math.sqrt(ss) - L.s * tau;
}

/** |R × V| in scaled units, into LM[2]. */
function crossNormIn(): void {
  const R = L.R;
  const V = L.V;
  if (L.dim === 2) {
    LM[2] = Math.abs(R[0] * V[1] - R[1] * V[0]);
    return;
  }
  // Math.hypot(x, y, z) written out as V8 computes it (the largest magnitude divided out, the
  // squares summed with Kahan's compensation; bit-identical on 3·10⁶ random triples): V8 allocates
  // heap numbers for Math.hypot's arguments, about 110 bytes a call here.
  const x = Math.abs(R[1] * V[2] - R[2] * V[1]);
  const y = Math.abs(R[2] * V[0] - R[0] * V[2]);
  const z = Math.abs(R[0] * V[1] - R[1] * V[0]);
  const max = Math.max(x, y, z);
  if (max === Infinity || !(max > 0)) {
    LM[2] = max === Infinity ? Infinity : max === 0 ? 0 : NaN;
    return;
  }
  let sum = 0;
  let compensation = 0;
  let n = x / max;
  let summand = n * n - compensation;
  let preliminary = sum + summand;
  compensation = preliminary - sum - summand;
  sum = preliminary;
  n = y / max;
  summand = n * n - compensation;
  preliminary = sum + summand;
  compensation = preliminary - sum - summand;
  sum = preliminary;
  n = z / max;
  summand = n * n - compensation;
  sum += summand;
  LM[2] = Math.sqrt(sum) * max;
}

/**
 * The τ in [0, τmax] minimising h(τ) = |R + Vτ| − sτ (scaled state). h is
 * convex (a norm of an affine map minus a linear term), so its minimiser is
 * the stationary point clamped to the interval. Setting h′ = 0 and squaring
 * gives the closed form τ* = (−R·V + s·|R×V|/√(|V|² − s²)) / |V|² when
 * |V| > s. When |V| < s, h decreases for ever: τmax. When |V| = s exactly
 * (and the target does not approach), h tends to its infimum R·V/s only as
 * τ → ∞; the reported time is then the one at which the miss is within 1% of
 * |R| of that limit, ≈ 50·|R⊥|²/(|R|·s) with R⊥ the part of R across V.
 */
function closestScaledTime(tauMax: number): number {
  LM[0] = tauMax;
  closestScaledIn();
  return LM[1];
}

/** `closestScaledTime` on LM. */
function closestScaledIn(): void {
  const tauMax = LM[0];
  const s = L.s;
  const vv = L.vv;
  let t: number;
  if (s === 0) t = vv > 0 ? Math.max(0, -L.rv / vv) : 0;
  else if (L.a > 0) {
    crossNormIn();
    t = Math.max(0, (-L.rv + (s * LM[2]) / Math.sqrt(L.a)) / vv);
  } else if (L.a < 0 || L.rv < 0) t = Infinity;
  else {
    crossNormIn();
    const perp = LM[2] / s;
    const r = Math.sqrt(L.c);
    t = r > 0 ? (50 * perp * perp) / (r * s) : 0;
  }
  LM[1] = Math.min(t, tauMax);
}

/** The τ in [0, τmax] minimising f(τ) = aτ² + bτ + c (earliest on ties). */
function polynomialMinScaledTime(tauMax: number): number {
  const { a, b, c } = L;
  if (a > 0) return Math.min(Math.max(0, -b / (2 * a)), tauMax);
  if (!Number.isFinite(tauMax)) return 0;
  const fEnd = (a * tauMax + b) * tauMax + c;
  return fEnd < c ? tauMax : 0;
}

/** Builds the no-hit record from the scaled state (constant velocity). */
export function linearNoHit<V extends Vec>(reason: NoHitReason, w: World, tauMax: number): NoHit<V> {
  const dim = L.dim;
  const scratch = aimScratch;
  const toWorldTime = (tau: number) => scaleByPow2(tau, L.er - L.ev);
  const tc = closestScaledTime(tauMax);
  aimAlong(scratch, 0, tc);
  const aim = vecOf<V>(dim, scratch);
  const timeC = toWorldTime(tc);
  const closest: ClosestMiss<V> = {
    time: timeC,
    aim,
    distance: scaleByPow2(missAt(tc), L.er),
    point: targetAt<V>(w, timeC),
    projectilePoint: projectileAt<V>(w, aim, timeC),
  };
  const tp = polynomialMinScaledTime(tauMax);
  aimAlong(scratch, 0, tp);
  const polynomialMinimum: PolynomialMinimum<V> = {
    time: toWorldTime(tp),
    aim: vecOf<V>(dim, scratch),
    distance: scaleByPow2(missAt(tp), L.er),
  };
  return { hit: false, reason, message: MESSAGES[reason], closest, polynomialMinimum };
}

/** The τmax of linearMissTo and quarticMissTo (a double argument of a call V8 does not inline is boxed). */
export const missSlot = new Float64Array(1);

/**
 * The doubles of linearMissTo and quarticMissTo between their small steps: [0] the
 * best τ, [1] the miss there, [2] a value to scale. Each step is a small function
 * with its own inlining budget, so no double crosses a call V8 does not inline
 * (it would allocate a heap number for it).
 */
export const missIO = new Float64Array(3);

function linearBestTau(): void {
  LM[0] = missSlot[0];
  closestScaledIn();
  missIO[0] = LM[1];
}

function linearMissValue(): void {
  LM[0] = missIO[0];
  missAtIn();
  missIO[1] = LM[1];
}

/** out[at] = missIO[2]·2^k. */
export function scaledOut(out: Float64Array | number[], at: number, k: number): void {
  // x·2ᵏ is scaleByPow2's own last step, the whole of it for k in the normal range, with 2ᵏ read
  // from pow2's table (pow2 itself, not inlined, would box its result); two stores, not one of
  // merged values, so a call's boxed result cannot reach the common path.
  if (k >= -1022 && k <= 1023) out[at] = missIO[2] * POW2[k + 1022];
  else out[at] = scaleByPow2(missIO[2], k);
}

/**
 * The best miss of the loaded constant-velocity problem over [0, missSlot[0]]
 * (as `linearNoHit`'s `closest`, the same bits), written flat without
 * allocating, as a record of `SLOTS` and its distance: the time at out[at], the
 * unit aim at out[at + 1…at + 3] (z = 0 in 2D), the distance at out[at + 4].
 */
export function linearMissTo(out: Float64Array | number[], at: number): void {
  linearBestTau();
  linearAimTau[0] = missIO[0];
  aimAlongAt(aimScratch, 0);
  missIO[2] = missIO[0];
  scaledOut(out, at, L.er - L.ev);
  linearMissValue();
  missIO[2] = missIO[1];
  scaledOut(out, at + 4, L.er);
  out[at + 1] = aimScratch[0];
  out[at + 2] = aimScratch[1];
  out[at + 3] = L.dim === 3 ? aimScratch[2] : 0;
}
