/**
 * The best miss when no hit is possible (curriculum chapter 9): over all aim
 * directions and times in [0, maxTime], the time minimising
 * h(t) = |W(t)| − s·t, how far the target is from the farthest point the shot
 * can reach by then, and for comparison the minimiser of the polynomial
 * f(t) = |W(t)|² − s²t² itself. For constant velocity h is convex and its
 * minimiser has a closed form; in general its interior minima are roots of a
 * degree-6 polynomial, searched on [0, τmax] only. The constant-velocity
 * case is in closest-miss-linear.ts (re-exported here). Internal to the
 * library: its results reach callers through `intercept` and `linearIntercept`.
 */

import { horner } from '../numeric/poly';
import { rangeIn, solvePolynomialInRangeTo, solvePolynomialInTo } from '../numeric/roots';
import { scaleByPow2 } from '../numeric/float';
import { missIO, missSlot, scaledOut } from './closest-miss-linear';
import { aimScratch } from './linear-problem';
import { Q, aimTau, cubic, qRoots, quartic, quarticAim, quarticAimAt, sextic, wAt } from './quartic-problem';
import { MESSAGES, projectileAt, targetAt, vecOf } from './intercept-result';
import type { ClosestMiss, NoHit, NoHitReason, PolynomialMinimum, World } from './intercept-result';
import type { Vec } from '../vec';

export { linearMissTo, linearNoHit, missSlot } from './closest-miss-linear';

/** h(τ) = |W(τ)| − s·τ in scaled units. */
const missW = new Float64Array(3);

function quarticMiss(tau: number): number {
  // A small wrapper V8 inlines: the body takes and returns its doubles through QM (unboxed).
  QM[0] = tau;
  quarticMissIn();
  return QM[1];
}

/** quarticMissIn's τ in [0] and h(τ) in [1]. */
const QM = new Float64Array(2);

/** `quarticMiss` on QM. */
function quarticMissIn(): void {
  const tau = QM[0];
  const w = missW;
  wAt(w, tau);
  let m = 0;
  for (let i = 0; i < Q.dim; i++) m = Math.max(m, Math.abs(w[i]));
  if (!Number.isFinite(m)) {
    QM[1] = Infinity;
    return;
  }
  let ss = 0;
  if (m > 0) for (let i = 0; i < Q.dim; i++) ss += (w[i] / m) ** 2;
  const st = Q.s * tau;
  QM[1] = m * Math.sqrt(ss) - st;
}

/**
 * The best miss over [0, τmax]: h(τ) = |W(τ)| − sτ is smooth where W ≠ 0 with
 * h′ = W·W′/|W| − s, so its interior minima satisfy (W·W′)² = s²|W|² with
 * W·W′ ≥ 0, a degree-6 polynomial in τ (P′²/4 − s²P with P = |W|²); the
 * minimum is at one of its roots or at an end. With s = 0 these are the
 * stationary points of |W|.
 */
function closestQuarticTime(tauMax: number): number {
  // A small wrapper V8 inlines: the large body takes and returns its doubles through a typed array.
  closestIO[0] = tauMax;
  closestQuarticIn();
  return closestIO[1];
}

/** closestQuarticIn's τmax in [0] and its answer in [1]. */
const closestIO = new Float64Array(2);

/** `closestQuarticTime` on closestIO. */
function closestQuarticIn(): void {
  const tauMax = closestIO[0];
  const p = quartic;
  // P = |W|² = f + s²τ²
  const p4 = p[0];
  const p3 = p[1];
  const p2 = p[2] + Q.s * Q.s;
  const p1 = p[3];
  const p0 = p[4];
  // P′/2 = 2p4 τ³ + 1.5p3 τ² + p2 τ + p1/2
  const a = 2 * p4;
  const b = 1.5 * p3;
  const c = p2;
  const d = 0.5 * p1;
  const s2 = Q.s * Q.s;
  sextic[0] = a * a;
  sextic[1] = 2 * a * b;
  sextic[2] = 2 * a * c + b * b - s2 * p4;
  sextic[3] = 2 * a * d + 2 * b * c - s2 * p3;
  sextic[4] = 2 * b * d + c * c - s2 * p2;
  sextic[5] = 2 * c * d - s2 * p1;
  sextic[6] = d * d - s2 * p0;
  // Candidates 0, τmax and the admissible interior roots; the smallest miss wins (earliest on ties).
  // h is evaluated through QM, not quarticMiss(τ): where V8 does not inline that call (it varies from
  // run to run), a double argument and result would each be boxed, about 60 bytes a call in all.
  let best = 0;
  QM[0] = 0;
  quarticMissIn();
  let bestValue = QM[1];
  if (Number.isFinite(tauMax)) {
    QM[0] = tauMax;
    quarticMissIn();
    const value = QM[1];
    if (value < bestValue) {
      best = tauMax;
      bestValue = value;
    }
  }
  // solvePolynomialInTo(qRoots, null, sextic, 0, τmax), the interval through its slots.
  rangeIn[0] = 0;
  rangeIn[1] = tauMax;
  rangeIn[2] = 0;
  const n = solvePolynomialInRangeTo(qRoots, null, sextic);
  for (let i = 0; i < n; i++) {
    const tau = qRoots[i];
    if (tau > 0 && tau < tauMax && ((a * tau + b) * tau + c) * tau + d >= 0) {
      QM[0] = tau;
      quarticMissIn();
      const value = QM[1];
      if (value < bestValue || (value === bestValue && tau < best)) {
        best = tau;
        bestValue = value;
      }
    }
  }
  closestIO[1] = best;
}

/** The minimiser of f over [0, τmax] (critical points of f and the ends). */
function polynomialMinQuarticTime(tauMax: number): number {
  const p = quartic;
  cubic[0] = 4 * p[0];
  cubic[1] = 3 * p[1];
  cubic[2] = 2 * p[2];
  cubic[3] = p[3];
  let best = 0;
  let bestValue = horner(quartic, 0);
  if (Number.isFinite(tauMax)) {
    const value = horner(quartic, tauMax);
    if (value < bestValue) {
      best = tauMax;
      bestValue = value;
    }
  }
  const n = solvePolynomialInTo(qRoots, null, cubic, 0, tauMax);
  for (let i = 0; i < n; i++) {
    const tau = qRoots[i];
    if (tau > 0 && tau < tauMax) {
      const value = horner(quartic, tau);
      if (value < bestValue || (value === bestValue && tau < best)) {
        best = tau;
        bestValue = value;
      }
    }
  }
  return best;
}

export function quarticNoHit<V extends Vec>(reason: NoHitReason, w: World, tauMax: number): NoHit<V> {
  const dim = Q.dim;
  const scratch = aimScratch;
  const tc = closestQuarticTime(tauMax);
  quarticAim(scratch, tc);
  const aim = vecOf<V>(dim, scratch);
  const timeC = scaleByPow2(tc, Q.m);
  const closest: ClosestMiss<V> = {
    time: timeC,
    aim,
    distance: scaleByPow2(quarticMiss(tc), Q.er),
    point: targetAt<V>(w, timeC),
    projectilePoint: projectileAt<V>(w, aim, timeC),
  };
  const tp = polynomialMinQuarticTime(tauMax);
  quarticAim(scratch, tp);
  const polynomialMinimum: PolynomialMinimum<V> = {
    time: scaleByPow2(tp, Q.m),
    aim: vecOf<V>(dim, scratch),
    distance: scaleByPow2(quarticMiss(tp), Q.er),
  };
  return { hit: false, reason, message: MESSAGES[reason], closest, polynomialMinimum };
}

function quarticMissValue(): void {
  QM[0] = missIO[0];
  quarticMissIn();
  missIO[1] = QM[1];
}

/** The best miss of the loaded quartic problem over [0, missSlot[0]] (as `quarticNoHit`'s `closest`), flat as `linearMissTo`. */
export function quarticMissTo(out: Float64Array | number[], at: number): void {
  closestIO[0] = missSlot[0];
  closestQuarticIn();
  missIO[0] = closestIO[1];
  aimTau[0] = missIO[0];
  quarticAimAt(aimScratch);
  missIO[2] = missIO[0];
  scaledOut(out, at, Q.m);
  quarticMissValue();
  missIO[2] = missIO[1];
  scaledOut(out, at + 4, Q.er);
  out[at + 1] = aimScratch[0];
  out[at + 2] = aimScratch[1];
  out[at + 3] = Q.dim === 3 ? aimScratch[2] : 0;
}
