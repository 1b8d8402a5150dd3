/**
 * Real roots of polynomials of low degree (the quartic of the intercept
 * problem, up to degree 8) by derivative-interval isolation.
 *
 * Method (C. Yuksel, "High-Performance Polynomial Root Finding for
 * Graphics", Proc. ACM Comput. Graph. Interact. Tech. 5(3), HPG 2022): the
 * real roots of p′ cut the line into intervals on which p is monotone; an
 * interval whose end values have opposite signs holds exactly one root, found
 * by safeguarded Newton (a Newton step when it stays inside the shrinking
 * bracket, bisection otherwise). p′ is solved the same way, recursively, down
 * to a quadratic (`solveQuadraticTo`). The two unbounded end intervals are
 * closed by Fujiwara's root bound 2·max|aₙ₋ₖ/aₙ|^(1/k) (M. Fujiwara, Tôhoku
 * Math. J. 10, 1916). Each root is then polished by safeguarded Newton with a
 * compensated residual and its error bound (`compensatedHornerTo`,
 * Graillat–Langlois–Louvet), which brings a simple root to within about 1 ulp
 * of the exact root of the given double coefficients, even when plain
 * arithmetic cannot resolve its sign (clustered roots).
 *
 * **Tangency rule.** At a critical point c (a root of p′), if |p(c)| does not
 * exceed the guaranteed error bound of its compensated evaluation (about
 * 2⁻¹⁰⁶ relative to Σ|aᵢ||c|ⁱ), p(c) is taken to be 0: c is reported as a
 * root of multiplicity 1 + (its multiplicity as a root of p′), e.g. a double
 * root at a grazing contact. So a local extremum that touches zero within
 * rounding counts as a (grazing) root, not as a miss. Complex roots are never
 * reported: a root is only reported where the sign of p provably changes or
 * the tangency rule applies.
 *
 * **Limits.** Multiple roots are located only to the accuracy of the critical
 * point (about √u relative for a double root); roots closer together than
 * double precision can separate merge into one root with the summed
 * multiplicity. Coefficients are rescaled by exact powers of two (variable
 * t = 2ᵐτ and a common factor) when they leave [2⁻³⁰⁰, 2³⁰⁰], so huge and
 * tiny scales work. Leading zero coefficients drop the degree; trailing zeros
 * give the root 0 with their count as multiplicity. Non-finite coefficients
 * give no roots; roots never contain NaN.
 */

import {
  UNIT_ROUNDOFF,
  bracketIO,
  exponentOf,
  pow2,
  scaleByPow2,
  splitBracketIn,
  twoProductError,
  twoSumError,
} from './float';
import { gamma } from './poly';
import type { Coefficients, RealRoots } from './poly';
import { solveQuadraticOf } from './quadratic';

/** The highest degree the solvers accept. */
export const MAX_DEGREE = 8;

const SAFE_HI = 2 ** 300;
const SAFE_LO = 2 ** -300;

// Workspace, allocated once: level j holds the j-th derivative (highest first).
const levels: Float64Array[] = [];
const levelRoots: Float64Array[] = [];
const levelMults: Int32Array[] = [];
for (let j = 0; j <= MAX_DEGREE; j++) {
  levels.push(new Float64Array(MAX_DEGREE + 1));
  levelRoots.push(new Float64Array(MAX_DEGREE));
  levelMults.push(new Int32Array(MAX_DEGREE));
}
// Per root of each level: its bracket (for an on-demand polish) and whether it
// is already accurate to about an ulp (polished, or exact by construction).
const levelLo: Float64Array[] = [];
const levelHi: Float64Array[] = [];
const levelState: Int8Array[] = [];
for (let j = 0; j <= MAX_DEGREE; j++) {
  levelLo.push(new Float64Array(MAX_DEGREE));
  levelHi.push(new Float64Array(MAX_DEGREE));
  levelState.push(new Int8Array(MAX_DEGREE));
}
// levelState values: the root still needs a polish when its sign test is unclear.
const ROUGH_LO_NEG = 1; // refined to ~1e-10 only; p < 0 at the bracket's low end
const ROUGH_LO_POS = 2; // refined to ~1e-10 only; p > 0 at the bracket's low end
const ROUGH_QUAD = 3; // from the plain quadratic formula
const ACCURATE = 0;
const pair = new Float64Array(2);

// Doubles passed between the helpers go through these slots: V8 boxes (heap-
// allocates) a double passed to, or returned from, a call it does not inline,
// and a double kept in a module-level variable.
const rs = new Float64Array(12);
const ARG = 0; // the point at which hornerN, newtonAt and compensatedAt evaluate
const HV = 1; // hornerN: value
const HB = 2; // hornerN: the bound on its rounding error (same scale as the value)
const NV = 3; // newtonAt: p(x) (or a same-sign proxy)
const NS = 4; // newtonAt: the Newton step p/p′
const CV = 5; // compensatedAt: value
const CB = 6; // compensatedAt: its guaranteed error bound
const RLO = 7; // refineRoot / polishRoot: bracket, in
const RHI = 8;
const RFLO = 9; // refineRoot: p at the bracket's ends, in
const RFHI = 10;
const RX = 11; // refineRoot / polishRoot: the root, out (polishRoot: also in)
// Per level j: lo, hi, bound, stopAt of solveLevel / solveWithZeroTail at 4j…4j+3.
const levelArgs = new Float64Array(4 * (MAX_DEGREE + 1));
// Whether hornerN fell back to the reversed polynomial.
let hornerReversed = false;

/** How a refinement iterate was chosen (see `RootTraceSink.step`). */
export type RootTraceMethod = 'secant' | 'newton' | 'bisect' | 'start';

/** Which loop produced a refinement iterate (see `RootTraceSink.step`). */
export type RootTracePhase = 'refine' | 'polish' | 'sharpen';

/** How a root was obtained (see `RootTraceSink.root`). */
export type RootTraceOrigin = 'linear' | 'quadratic' | 'bracket' | 'touch' | 'zero';

/**
 * Receiver of the solver's internal events, for `traceRoots`
 * (`root-trace.ts`), which turns them into reader-facing steps; prefer that.
 * Set with `setRootTraceSink` for the length of one solve. Every event is
 * reported in the solver's working units: the variable τ = t/2ᵐ and the
 * coefficients of level 0 scaled to c[i] = aᵢ·2^(m(n−i) − e) (`begin` gives
 * m and e; both are 0 unless the coefficients leave [2⁻³⁰⁰, 2³⁰⁰]). Level j
 * is the polynomial whose roots bracket the monotone pieces of level j − 1:
 * its derivative, or the derivative of its deflation when it had trailing
 * zero coefficients (`deflate`). Arrays passed are the solver's workspace:
 * copy what you keep. Events arrive in the order of the work: a level's
 * `level` event, then everything of the levels below it, then its own pieces.
 */
export interface RootTraceSink {
  /** The solve starts: degree n, t = 2ᵐ·τ, scale e (above), search interval [lo, hi] in τ, the root bound. */
  begin(n: number, m: number, e: number, lo: number, hi: number, bound: number): void;
  /** Level j, of degree n with coefficients c[0…n] (highest first), is searched on [lo, hi]. */
  level(j: number, c: Float64Array, n: number, lo: number, hi: number): void;
  /** Level j, of degree n (c[0…n]), ends in z zero coefficients: τ = 0 is a root of multiplicity z; c[0…n−z] is solved. */
  deflate(j: number, c: Float64Array, n: number, z: number): void;
  /** Level j: the sign at an end of the interval is unclear in plain arithmetic, so the end moves out to the bound. */
  widen(j: number, side: 'lo' | 'hi', from: number, to: number): void;
  /**
   * Level j is a quadratic: its `count` real roots r0 ≤ r1. `exact`: the final roots (level 0). `full`: they came
   * from the full solver (`solveQuadraticOf`: always when `exact`, and when the rough q form's discriminant would
   * cancel); else from the rough q form in plain arithmetic.
   */
  quadratic(j: number, count: number, r0: number, r1: number, exact: boolean, full: boolean): void;
  /** Level j's critical points (the roots of level j + 1) crit[0…k), which cut [lo, hi] into monotone pieces. */
  pieces(j: number, crit: Float64Array, k: number, lo: number, hi: number): void;
  /** Level j on the piece [lo, hi]: its values at the ends (0 for a touch by the tangency rule at hi). */
  sign(j: number, lo: number, hi: number, fLo: number, fHi: number, touch: boolean): void;
  /** Level j: a refinement iterate x chosen by `method` within the bracket [lo, hi]. */
  step(j: number, phase: RootTracePhase, method: RootTraceMethod, x: number, lo: number, hi: number): void;
  /** Level j: the value f at the iterate x (plain Horner, `bound` NaN; or compensated with its error bound). */
  value(j: number, phase: RootTracePhase, x: number, f: number, bound: number): void;
  /** Level j's rough root moved from `before` to `after` (compensated polish, or the stable quadratic formula). */
  sharpened(j: number, before: number, after: number, how: 'polish' | 'quadratic'): void;
  /** Level j: root x, now of multiplicity `multiplicity` (more than the last one when it merged with it). */
  root(j: number, x: number, multiplicity: number, origin: RootTraceOrigin): void;
  /** Level j: the search stops at root x (only the first root was asked for). */
  stop(j: number, x: number): void;
}

// The trace sink, or null (the production path: one null check per event).
let traceSink: RootTraceSink | null = null;
// The level and phase the next refineRoot / polishRoot events belong to (set only while tracing).
let traceLevel = 0;
let tracePhase: RootTracePhase = 'polish';

/**
 * Sets (or, with `null`, clears) the sink that `solvePolynomialTo`,
 * `solvePolynomialInTo` and everything built on them report their internal
 * steps to. Low level: `traceRoots` sets and always clears it; leaving a sink
 * set slows every solve in the library.
 */
export function setRootTraceSink(sink: RootTraceSink | null): void {
  traceSink = sink;
}

/** The sink set now: `null` except while a trace runs. */
export function getRootTraceSink(): RootTraceSink | null {
  return traceSink;
}

/**
 * p(x), x = rs[ARG], with p of degree n stored in c[0…n], by Horner into
 * rs[HV], and into rs[HB] its error bound γ₂ₙ₊₁·Σ|cᵢ||x|ⁱ. When plain Horner
 * overflows (a huge |x| on a widely spread polynomial), gives instead a finite
 * value of the same sign, q(1/x) (sign-adjusted) with q the reversed
 * polynomial, and its bound.
 */
function hornerN(c: Float64Array, n: number): void {
  const x = rs[ARG];
  const ax = Math.abs(x);
  let s = c[0];
  let b = Math.abs(c[0]);
  for (let i = 1; i <= n; i++) {
    s = s * x + c[i];
    b = b * ax + Math.abs(c[i]);
  }
  const g = gamma(2 * n + 1);
  if (Number.isFinite(s) && Number.isFinite(b)) {
    rs[HB] = g * b;
    rs[HV] = s;
    hornerReversed = false;
    return;
  }
  const y = 1 / x;
  const ay = Math.abs(y);
  let q = c[n];
  b = Math.abs(c[n]);
  for (let i = n - 1; i >= 0; i--) {
    q = q * y + c[i];
    b = b * ay + Math.abs(c[i]);
  }
  rs[HB] = g * b;
  hornerReversed = true;
  rs[HV] = x < 0 && n % 2 === 1 ? -q : q;
}

/**
 * Sets rs[NV] = p(x) and rs[NS] = p(x)/p′(x) by Horner at x = rs[ARG]; when
 * that overflows, by the reversed polynomial q(y) = yⁿp(1/y) at y = 1/x,
 * where p/p′ = x·q / (n·q − y·q′).
 */
function newtonAt(c: Float64Array, n: number): void {
  const x = rs[ARG];
  let f = c[0];
  let d = 0;
  for (let i = 1; i <= n; i++) {
    d = d * x + f;
    f = f * x + c[i];
  }
  if (Number.isFinite(f) && Number.isFinite(d)) {
    rs[NV] = f;
    rs[NS] = f / d;
    return;
  }
  const y = 1 / x;
  let q = c[n];
  let dq = 0;
  for (let i = n - 1; i >= 0; i--) {
    dq = dq * y + q;
    q = q * y + c[i];
  }
  rs[NV] = x < 0 && n % 2 === 1 ? -q : q;
  rs[NS] = (x * q) / (n * q - y * dq);
}

/** |x|^(1/k) for the root bound. */
function nthRoot(x: number, k: number): number {
  if (k === 1) return x;
  if (k === 2) return Math.sqrt(x);
  if (k === 3) return Math.cbrt(x);
  if (k === 4) return Math.sqrt(Math.sqrt(x));
  return Math.pow(x, 1 / k);
}

/**
 * Fujiwara's bound: every root z of Σ cᵢ tⁿ⁻ⁱ satisfies
 * |z| ≤ 2·max(|c₁/c₀|, |c₂/c₀|^(1/2), …, |cₙ/(2c₀)|^(1/n)).
 */
export function rootBound(coeffs: Coefficients): number {
  let start = 0;
  while (start < coeffs.length && coeffs[start] === 0) start++;
  const n = coeffs.length - 1 - start;
  if (n <= 0) return 0;
  const lead = Math.abs(coeffs[start]);
  let m = 0;
  for (let k = 1; k <= n; k++) {
    let ratio = Math.abs(coeffs[start + k]) / lead;
    if (k === n) ratio /= 2;
    m = Math.max(m, nthRoot(ratio, k));
  }
  return 2 * m;
}

/** Fujiwara's bound for c[0…n] (c[0] ≠ 0). */
function boundN(c: Float64Array, n: number): number {
  const lead = Math.abs(c[0]);
  let m = 0;
  for (let k = 1; k <= n; k++) {
    let ratio = Math.abs(c[k]) / lead;
    if (k === n) ratio /= 2;
    m = Math.max(m, nthRoot(ratio, k));
  }
  return 2 * m;
}

/**
 * Safeguarded Newton for the single root of monotone p (degree n) in
 * (lo, hi) = (rs[RLO], rs[RHI]), where p(lo) = rs[RFLO] and p(hi) = rs[RFHI]
 * have opposite signs, then (`final`) polished with compensated residuals;
 * the root into rs[RX].
 */
function refineRoot(c: Float64Array, n: number, final: boolean): void {
  const sink = traceSink;
  let lo = rs[RLO];
  let hi = rs[RHI];
  const fLo = rs[RFLO];
  const fHi = rs[RFHI];
  const sLo = fLo < 0;
  // Start from the secant (regula falsi) point: good for the near-linear case.
  let x = lo - (fLo * (hi - lo)) / (fHi - fLo);
  const secant = x > lo && x < hi;
  if (!secant) {
    // splitBracket(lo, hi) through its slots (float.ts): x must never hold a call's boxed result.
    bracketIO[0] = lo;
    bracketIO[1] = hi;
    splitBracketIn();
    x = bracketIO[2];
  }
  if (sink !== null) sink.step(traceLevel, 'refine', secant ? 'secant' : 'bisect', x, lo, hi);
  let lastStep = Infinity;
  for (let iter = 0; iter < 400; iter++) {
    rs[ARG] = x;
    newtonAt(c, n);
    const f = rs[NV];
    const newtonStep = rs[NS];
    if (sink !== null) sink.value(traceLevel, 'refine', x, f, NaN);
    if (f === 0) break;
    if (f < 0 === sLo) lo = x;
    else hi = x;
    // Newton inside the bracket while its steps shrink at least fourfold;
    // otherwise split the bracket (NaN from overflow also splits).
    const nx = x - newtonStep;
    const newtonOk = nx > lo && nx < hi;
    // Converged to 1e-12 (final roots: the compensated polish below finishes
    // the job) or to 1e-10 (critical points: they only bracket, and a value
    // there is off by O(δ²); polished on demand when a sign is unclear).
    if (Math.abs(newtonStep) <= (final ? 1e-12 : 1e-10) * Math.abs(x)) {
      if (newtonOk) {
        x = nx;
        if (sink !== null) sink.step(traceLevel, 'refine', 'newton', x, lo, hi);
      }
      break;
    }
    const useNewton = newtonOk && Math.abs(newtonStep) <= 0.25 * lastStep;
    let next = nx;
    if (!useNewton) {
      bracketIO[0] = lo;
      bracketIO[1] = hi;
      splitBracketIn();
      next = bracketIO[2];
    }
    if (sink !== null) sink.step(traceLevel, 'refine', useNewton ? 'newton' : 'bisect', next, lo, hi);
    lastStep = Math.abs(next - x);
    x = next;
    if (hi - lo <= 2.3e-16 * Math.max(Math.abs(lo), Math.abs(hi)) || next === lo || next === hi) break;
  }
  rs[RX] = x;
  // rs[RLO], rs[RHI] still hold the original bracket.
  if (final) {
    if (sink !== null) tracePhase = 'polish';
    polishRoot(c, n, sLo);
  }
}

/**
 * `compensatedHornerTo(out, c, x, n + 1)` at x = rs[ARG], the value into
 * rs[CV] and its bound into rs[CB] (the same operations; no boxed argument).
 */
function compensatedAt(c: Float64Array, n: number): void {
  const x = rs[ARG];
  const ax = Math.abs(x);
  let s = c[0];
  let cc = 0;
  let e = 0;
  for (let i = 1; i <= n; i++) {
    const p = s * x;
    const pi = twoProductError(s, x, p);
    const t = p + c[i];
    const sigma = twoSumError(p, c[i], t);
    cc = cc * x + (pi + sigma);
    e = e * ax + (Math.abs(pi) + Math.abs(sigma));
    s = t;
  }
  const r = s + cc;
  const u = UNIT_ROUNDOFF;
  const ar = Math.abs(r);
  rs[CV] = r;
  rs[CB] = (u * ar + (gamma(4 * n + 2) * e + 2 * u * u * ar)) * (1 + 4 * u);
}

/**
 * Final polish in twice the working precision: Newton steps with the
 * compensated residual p(x) and its guaranteed error bound, from x = rs[RX]
 * within [lo, hi] = [rs[RLO], rs[RHI]]; the result into rs[RX]. Where the
 * residual exceeds its bound its sign is certain, which shrinks the bracket
 * (p(lo) < 0 when `loNegative`); where it does not, x is within rounding of
 * the exact root and is returned. A step leaving the bracket bisects instead.
 */
function polishRoot(c: Float64Array, n: number, loNegative: boolean): void {
  const sink = traceSink;
  let x = rs[RX];
  let lo = rs[RLO];
  let hi = rs[RHI];
  if (sink !== null) sink.step(traceLevel, tracePhase, 'start', x, lo, hi);
  for (let k = 0; k < 100; k++) {
    rs[ARG] = x;
    compensatedAt(c, n);
    const f = rs[CV];
    if (sink !== null) sink.value(traceLevel, tracePhase, x, f, rs[CB]);
    if (!(Math.abs(f) > rs[CB])) break;
    if (f < 0 === loNegative) lo = x;
    else hi = x;
    let d = 0;
    let s = c[0];
    for (let i = 1; i <= n; i++) {
      d = d * x + s;
      s = s * x + c[i];
    }
    let next = x - f / d;
    const newton = next >= lo && next <= hi;
    if (!newton) next = 0.5 * lo + 0.5 * hi;
    if (next === x) break;
    if (sink !== null) sink.step(traceLevel, tracePhase, newton ? 'newton' : 'bisect', next, lo, hi);
    const step = Math.abs(next - x);
    x = next;
    if (step <= 1.1e-16 * Math.abs(x) || x === lo || x === hi) break;
  }
  rs[RX] = x;
}

/** Whether p(x), x = rs[ARG], cannot be told from 0 by plain Horner (sets rs[HV], rs[HB]). */
function unclearAt(c: Float64Array, n: number): boolean {
  hornerN(c, n);
  return !(Math.abs(rs[HV]) > rs[HB]);
}

/**
 * Brings root i of level j (degree n) to full accuracy if it is not yet:
 * the compensated polish within its bracket, or the exact quadratic solver.
 */
function sharpen(j: number, n: number, i: number): void {
  const sink = traceSink;
  const state = levelState[j][i];
  if (state === ACCURATE) return;
  const r = levelRoots[j];
  const c = levels[j];
  const before = r[i];
  if (state === ROUGH_QUAD) {
    const k = solveQuadraticOf(pair, c);
    if (k > 0) r[i] = k === 2 && Math.abs(pair[1] - r[i]) < Math.abs(pair[0] - r[i]) ? pair[1] : pair[0];
  } else {
    rs[RX] = r[i];
    rs[RLO] = levelLo[j][i];
    rs[RHI] = levelHi[j][i];
    if (sink !== null) {
      traceLevel = j;
      tracePhase = 'sharpen';
    }
    polishRoot(c, n, state === ROUGH_LO_NEG);
    r[i] = rs[RX];
  }
  levelState[j][i] = ACCURATE;
  if (sink !== null) sink.sharpened(j, before, r[i], state === ROUGH_QUAD ? 'quadratic' : 'polish');
}

/**
 * Real roots of level j (degree n ≥ 1, leading coefficient nonzero, constant
 * term nonzero) in [lo, hi] into levelRoots[j]/levelMults[j], distinct and
 * ascending; returns the count. `bound` is a strict bound on every root of
 * level 0, hence (Gauss–Lucas) of every derivative: where the sign of p at lo
 * or hi is unclear, that end moves out to ∓bound. Level 0 (`final`) is
 * polished to about an ulp; deeper levels (critical points, which only
 * bracket) are refined to ~1e-10 and polished on demand, when the sign of
 * the level above at them is unclear. Stops after the first root ≥ `stopAt`
 * (`Infinity`: never). lo, hi, bound and stopAt are levelArgs[4j…4j+3].
 */
function solveLevel(j: number, n: number): number {
  const sink = traceSink;
  let lo = levelArgs[4 * j];
  let hi = levelArgs[4 * j + 1];
  const bound = levelArgs[4 * j + 2];
  const stopAt = levelArgs[4 * j + 3];
  const c = levels[j];
  const outR = levelRoots[j];
  const outM = levelMults[j];
  const state = levelState[j];
  const final = j === 0;
  if (sink !== null) sink.level(j, c, n, lo, hi);
  if (n === 1) {
    const r = -c[1] / c[0] + 0;
    if (!(r >= lo && r <= hi)) return 0;
    outR[0] = r;
    outM[0] = 1;
    state[0] = ACCURATE;
    if (sink !== null) sink.root(j, r, 1, 'linear');
    return 1;
  }
  if (n === 2) {
    const k = final ? solveQuadraticOf(pair, c) : roughQuadratic(c);
    const st = final ? ACCURATE : ROUGH_QUAD;
    if (sink !== null) sink.quadratic(j, k, pair[0], pair[1], final, final || roughWasFull);
    let count = 0;
    for (let i = 0; i < k; i++) {
      const r = pair[i];
      if (!(r >= lo && r <= hi)) continue;
      if (count > 0 && outR[count - 1] === r) {
        outM[count - 1]++;
        if (sink !== null) sink.root(j, r, outM[count - 1], 'quadratic');
        continue;
      }
      outR[count] = r;
      outM[count] = 1;
      state[count] = st;
      count++;
      if (sink !== null) sink.root(j, r, 1, 'quadratic');
    }
    return count;
  }
  // Ends whose sign plain arithmetic cannot tell move out to the bound.
  if (lo > -bound) {
    rs[ARG] = lo;
    if (unclearAt(c, n)) {
      if (sink !== null) sink.widen(j, 'lo', lo, -bound);
      lo = -bound;
    }
  }
  if (hi < bound) {
    rs[ARG] = hi;
    if (unclearAt(c, n)) {
      if (sink !== null) sink.widen(j, 'hi', hi, bound);
      hi = bound;
    }
  }
  // Derivative into level j + 1, solve it, then isolate.
  const d = levels[j + 1];
  for (let i = 0; i < n; i++) d[i] = (n - i) * c[i];
  const a = 4 * (j + 1);
  levelArgs[a] = lo;
  levelArgs[a + 1] = hi;
  levelArgs[a + 2] = bound;
  levelArgs[a + 3] = Infinity;
  const k = d[n - 1] === 0 ? solveWithZeroTail(j + 1, n - 1) : solveLevel(j + 1, n - 1);
  const crit = levelRoots[j + 1];
  const critM = levelMults[j + 1];
  if (sink !== null) sink.pieces(j, crit, k, lo, hi);
  let count = 0;
  let xPrev = lo;
  rs[ARG] = lo;
  hornerN(c, n);
  let fPrev = rs[HV];
  for (let i = 0; i <= k; i++) {
    let xi = hi;
    if (i < k) {
      xi = crit[i];
      if (!(xi > lo && xi < hi)) continue;
    }
    rs[ARG] = xi;
    hornerN(c, n);
    let fi = rs[HV];
    let touch = false;
    if (i < k && Math.abs(fi) <= rs[HB]) {
      // Sign unclear in plain arithmetic: sharpen the critical point, then decide with the
      // compensated value and its bound (or, where the plain value had to come from the
      // reversed polynomial, with that bound).
      if (levelState[j + 1][i] !== ACCURATE) {
        sharpen(j + 1, n - 1, i);
        xi = crit[i];
        rs[ARG] = xi;
        hornerN(c, n);
        fi = rs[HV];
      }
      if (Math.abs(fi) <= rs[HB]) {
        if (!hornerReversed) {
          rs[ARG] = xi;
          compensatedAt(c, n);
          fi = rs[CV];
          touch = Math.abs(fi) <= rs[CB];
        } else touch = true;
        if (touch) fi = 0;
      }
    }
    if (sink !== null) {
      sink.sign(j, xPrev, xi, fPrev, fi, touch);
      traceLevel = j;
    }
    if (fPrev !== 0 && fi !== 0 && fPrev < 0 !== fi < 0) {
      rs[RLO] = xPrev;
      rs[RHI] = xi;
      rs[RFLO] = fPrev;
      rs[RFHI] = fi;
      refineRoot(c, n, final);
      const r = rs[RX];
      if (count > 0 && outR[count - 1] === r) outM[count - 1]++;
      else {
        outR[count] = r;
        outM[count] = 1;
        levelLo[j][count] = xPrev;
        levelHi[j][count] = xi;
        state[count] = final ? ACCURATE : fPrev < 0 ? ROUGH_LO_NEG : ROUGH_LO_POS;
        count++;
      }
      if (sink !== null) sink.root(j, r, outM[count - 1], 'bracket');
      if (r >= stopAt) {
        if (sink !== null) sink.stop(j, r);
        return count;
      }
    }
    if (touch) {
      if (count > 0 && outR[count - 1] === xi) outM[count - 1] += critM[i] + 1;
      else {
        outR[count] = xi;
        outM[count] = critM[i] + 1;
        state[count] = ACCURATE;
        count++;
      }
      if (sink !== null) sink.root(j, xi, outM[count - 1], 'touch');
      if (xi >= stopAt) {
        if (sink !== null) sink.stop(j, xi);
        return count;
      }
    }
    xPrev = xi;
    fPrev = fi;
  }
  return count;
}

/**
 * The real roots of the quadratic c[0…2] into `pair` by the plain q form
 * (critical points only: accurate to a few ulps unless the discriminant
 * nearly cancels, when the exact solver is used); returns 0 or 2.
 */
/** Whether the last `roughQuadratic` handed its quadratic to the full solver (for the trace sink). */
let roughWasFull = false;

function roughQuadratic(c: Float64Array): number {
  roughWasFull = false;
  const a = c[0];
  const h = 0.5 * c[1];
  const cc = c[2];
  const p1 = h * h;
  const p2 = a * cc;
  const disc = p1 - p2;
  if (!(3 * Math.abs(disc) >= Math.abs(p1) + Math.abs(p2)) || !Number.isFinite(disc) || p2 === 0) {
    roughWasFull = true;
    const k = solveQuadraticOf(pair, c);
    if (k === 1) pair[1] = pair[0];
    return k === 0 ? 0 : 2;
  }
  if (disc < 0) return 0;
  const q = h >= 0 ? -(h + Math.sqrt(disc)) : -(h - Math.sqrt(disc));
  const r1 = q / a + 0;
  const r2 = cc / q + 0;
  pair[0] = r1 < r2 ? r1 : r2;
  pair[1] = r1 < r2 ? r2 : r1;
  return 2;
}

/**
 * Level j has degree n with trailing zero coefficients: t = 0 is a root of
 * multiplicity z; solve the deflated polynomial (its leading coefficients
 * c[0…n−z]) and merge 0 in when it lies in [lo, hi] (levelArgs[4j], levelArgs[4j + 1]).
 */
function solveWithZeroTail(j: number, n: number): number {
  const sink = traceSink;
  const lo = levelArgs[4 * j];
  const hi = levelArgs[4 * j + 1];
  levelArgs[4 * j + 3] = Infinity;
  const c = levels[j];
  let z = 0;
  while (z < n && c[n - z] === 0) z++;
  const m = n - z;
  if (sink !== null) sink.deflate(j, c, n, z);
  const outR = levelRoots[j];
  const outM = levelMults[j];
  let count = 0;
  if (m >= 1) count = solveLevel(j, m);
  if (!(lo <= 0 && hi >= 0)) return count;
  // Insert 0 with multiplicity z in order.
  let pos = 0;
  while (pos < count && outR[pos] < 0) pos++;
  if (pos < count && outR[pos] === 0) {
    outM[pos] += z;
    if (sink !== null) sink.root(j, 0, outM[pos], 'zero');
    return count;
  }
  for (let i = count; i > pos; i--) {
    outR[i] = outR[i - 1];
    outM[i] = outM[i - 1];
    levelLo[j][i] = levelLo[j][i - 1];
    levelHi[j][i] = levelHi[j][i - 1];
    levelState[j][i] = levelState[j][i - 1];
  }
  outR[pos] = 0;
  outM[pos] = z;
  levelState[j][pos] = ACCURATE;
  if (sink !== null) sink.root(j, 0, z, 'zero');
  return count + 1;
}

/**
 * All distinct real roots of the polynomial `coeffs` (highest degree first,
 * degree ≤ `MAX_DEGREE`), ascending, written into `roots` with their
 * multiplicities in `multiplicities` (when given); returns the count.
 * Allocation-free once warm. See the module comment for method and rules.
 * @throws RangeError when the degree exceeds `MAX_DEGREE`.
 */
export function solvePolynomialTo(
  roots: Float64Array | number[],
  multiplicities: Int32Array | number[] | null,
  coeffs: Coefficients,
): number {
  solveRange[0] = -Infinity;
  solveRange[1] = Infinity;
  solveRange[2] = Infinity;
  return solveInto(roots, multiplicities, coeffs);
}

/**
 * The distinct real roots of `coeffs` in the closed interval [t0, t1]
 * (either end may be infinite), ascending, with multiplicities, like
 * `solvePolynomialTo` but cheaper: every derivative level is searched only
 * within the interval (Yuksel's bounded variant), so roots outside it are
 * never refined. With `firstOnly`, stops after the smallest one (count 0 or 1).
 * Allocation-free once warm.
 * @throws RangeError when the degree exceeds `MAX_DEGREE`.
 */
export function solvePolynomialInTo(
  roots: Float64Array | number[],
  multiplicities: Int32Array | number[] | null,
  coeffs: Coefficients,
  t0: number,
  t1: number,
  firstOnly = false,
): number {
  // The interval goes through a typed array: V8 allocates a heap number for each
  // double argument of a call it does not inline (solveInto is large).
  rangeIn[0] = t0;
  rangeIn[1] = t1;
  rangeIn[2] = firstOnly ? 1 : 0;
  return solvePolynomialInRangeTo(roots, multiplicities, coeffs);
}

/**
 * The interval of `solvePolynomialInRangeTo`: [0] t0, [1] t1, [2] 1 for the
 * first root only, else 0.
 */
export const rangeIn = new Float64Array(3);

/**
 * `solvePolynomialInTo` with [t0, t1] and `firstOnly` in `rangeIn`: the form for
 * the allocation-free paths, which must pass no double to a call. The small
 * `solvePolynomialInTo` is usually inlined, but not once its caller's inlining
 * budget is spent, and then each double argument is boxed.
 */
export function solvePolynomialInRangeTo(
  roots: Float64Array | number[],
  multiplicities: Int32Array | number[] | null,
  coeffs: Coefficients,
): number {
  const t0 = rangeIn[0];
  const t1 = rangeIn[1];
  if (!(t0 <= t1)) return 0;
  solveRange[0] = t0;
  solveRange[1] = t1;
  solveRange[2] = rangeIn[2] !== 0 ? t0 : Infinity;
  return solveInto(roots, multiplicities, coeffs);
}

/** solveInto's interval [t0, t1] and its stopAt. */
const solveRange = new Float64Array(3);

/** Shared body of the solvers: roots in [t0, t1], stopping after the first one ≥ `stopAt` (all three in solveRange). */
function solveInto(
  roots: Float64Array | number[],
  multiplicities: Int32Array | number[] | null,
  coeffs: Coefficients,
): number {
  const t0 = solveRange[0];
  const t1 = solveRange[1];
  const stopAt = solveRange[2];
  const sink = traceSink;
  let start = 0;
  while (start < coeffs.length && coeffs[start] === 0) start++;
  const n = coeffs.length - 1 - start;
  if (n > MAX_DEGREE) throw new RangeError(`polynomial degree must be at most ${MAX_DEGREE}, got ${n}`);
  if (n <= 0) return 0;
  let lo = Infinity;
  let hi = 0;
  for (let i = start; i < coeffs.length; i++) {
    const x = coeffs[i];
    if (!Number.isFinite(x)) return 0;
    const ax = Math.abs(x);
    if (ax !== 0) {
      lo = Math.min(lo, ax);
      hi = Math.max(hi, ax);
    }
  }
  const c = levels[0];
  let m = 0; // t = 2^m τ
  let e = 0; // c[i] = coeffs[start + i]·2^(m(n − i) − e)
  if (hi > SAFE_HI || lo < SAFE_LO) {
    // Balance the leading and the last nonzero coefficient, then normalise.
    let last = coeffs.length - 1;
    while (coeffs[last] === 0) last--;
    const span = last - start;
    const e0 = exponentOf(coeffs[start]);
    const eLast = exponentOf(coeffs[last]);
    m = span > 0 ? Math.round((eLast - e0) / span) : 0;
    let emax = -Infinity;
    for (let i = 0; i <= n; i++) {
      const x = coeffs[start + i];
      if (x !== 0) emax = Math.max(emax, exponentOf(x) + m * (n - i));
    }
    for (let i = 0; i <= n; i++) c[i] = scaleByPow2(coeffs[start + i], m * (n - i) - emax);
    e = emax;
  } else {
    for (let i = 0; i <= n; i++) c[i] = coeffs[start + i];
  }
  // A strict bound on every root (Fujiwara, slightly widened), valid for every
  // derivative level too (Gauss–Lucas); the search interval in τ = t/2^m.
  const bound = boundN(c, n) * 1.0625 + 1e-300;
  const tauLo = Math.max(-bound, scaleByPow2(t0, -m));
  const tauHi = Math.min(bound, scaleByPow2(t1, -m));
  const tauStop = scaleByPow2(stopAt, -m);
  if (sink !== null) sink.begin(n, m, e, tauLo, tauHi, bound);
  if (!(tauLo <= tauHi)) return 0;
  levelArgs[0] = tauLo;
  levelArgs[1] = tauHi;
  levelArgs[2] = bound;
  levelArgs[3] = tauStop;
  const count = c[n] === 0 ? solveWithZeroTail(0, n) : solveLevel(0, n);
  const r = levelRoots[0];
  const mu = levelMults[0];
  let w = 0;
  for (let i = 0; i < count; i++) {
    // x·pow2(m) is all scaleByPow2 does for m in the normal range; written out, no double crosses
    // a call V8 does not inline here (it would box each root: 16 bytes a root).
    const t = (m >= -1022 && m <= 1023 ? r[i] * pow2(m) : scaleByPow2(r[i], m)) + 0;
    if (!Number.isFinite(t) || t < t0 || t > t1) continue;
    if (w > 0 && roots[w - 1] === t) {
      if (multiplicities) multiplicities[w - 1] += mu[i];
      continue;
    }
    roots[w] = t;
    if (multiplicities) multiplicities[w] = mu[i];
    w++;
    if (t >= stopAt) break;
  }
  return w;
}

/**
 * All distinct real roots of `coeffs` (highest degree first), ascending, with
 * multiplicities: `polynomialRoots([1, 0, -5, 0, 4])` gives roots
 * [−2, −1, 1, 2], each of multiplicity 1.
 */
export function polynomialRoots(coeffs: Coefficients): RealRoots {
  const r = new Float64Array(MAX_DEGREE);
  const m = new Int32Array(MAX_DEGREE);
  const n = solvePolynomialTo(r, m, coeffs);
  return { roots: Array.from(r.subarray(0, n)), multiplicities: Array.from(m.subarray(0, n)) };
}

/** The real roots of `coeffs` in the closed interval [t0, t1], ascending, with multiplicities. */
export function polynomialRootsIn(coeffs: Coefficients, t0: number, t1: number): RealRoots {
  const all = polynomialRoots(coeffs);
  const roots: number[] = [];
  const multiplicities: number[] = [];
  for (let i = 0; i < all.roots.length; i++) {
    if (all.roots[i] >= t0 && all.roots[i] <= t1) {
      roots.push(all.roots[i]);
      multiplicities.push(all.multiplicities[i]);
    }
  }
  return { roots, multiplicities };
}

const firstBuf = new Float64Array(MAX_DEGREE);

/** The smallest real root of `coeffs` in [t0, t1], or `null` when there is none. */
export function firstRootIn(coeffs: Coefficients, t0: number, t1: number): number | null {
  const n = solvePolynomialTo(firstBuf, null, coeffs);
  for (let i = 0; i < n; i++) if (firstBuf[i] >= t0 && firstBuf[i] <= t1) return firstBuf[i];
  return null;
}
