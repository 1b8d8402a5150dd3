/**
 * The roots of the intercept quartic in [0, τmax], flat and allocation-free:
 * the hot path of `intercept` and `interceptTo`. Internal to the library (not
 * re-exported by the barrel).
 *
 * It is `solvePolynomialInTo(roots, null, c, 0, τmax, firstOnly)` of
 * `roots.ts` specialised to degree 4 (Yuksel's derivative-interval isolation,
 * see that module for the method and the tangency rule), with the recursion
 * unrolled into three fixed levels (the quadratic p″, the cubic p′, the
 * quartic p) and every double that crosses a call passed in a Float64Array
 * slot: V8 boxes a double passed to, or returned from, a function it does not
 * inline, and a boxed double is a heap allocation. Every floating-point
 * operation is the generic solver's, in the same order, so the roots are
 * bit-identical to it (tests/lib/quartic-roots.test.ts checks this). Where
 * the generic solver would take a rare branch (coefficients outside
 * [2⁻³⁰⁰, 2³⁰⁰], a zero coefficient that ends a derivative, Horner
 * overflowing into the reversed polynomial), this one returns −1 and the
 * caller uses the generic solver.
 */

import { gamma } from './poly';
import { solveQuadraticTo } from './quadratic';
import { UNIT_ROUNDOFF, splitBracket } from './float';

const SAFE_HI = 2 ** 300;
const SAFE_LO = 2 ** -300;

// Rounding-error factors of roots.ts's hornerN (γ₂ₙ₊₁) and of compensatedHornerTo (γ₄ₙ₊₂), n = 3, 4.
const G7 = gamma(7);
const G9 = gamma(9);
const G14 = gamma(14);
const G18 = gamma(18);

// Double-valued inputs and outputs of the helpers.
const io = new Float64Array(8);
const VALUE = 0; // Horner value
const BOUND = 1; // its error bound
const LO = 2; // bracket, in
const HI = 3;
const FLO = 4; // p at the bracket's ends, in
const FHI = 5;
const X = 6; // refined root, out
const ARG = 7; // the point at which `horner` and `compensated` evaluate

// Level 2: roots of p″ (rough, from the q form); level 1: roots of p′.
const d3 = new Float64Array(4);
const d2 = new Float64Array(3);
const pair = new Float64Array(2);
const crit2 = new Float64Array(2);
const mult2 = new Int32Array(2);
const state2 = new Int8Array(2);
const lo2 = new Float64Array(2);
const hi2 = new Float64Array(2);
const crit1 = new Float64Array(3);
const mult1 = new Int32Array(3);
const state1 = new Int8Array(3);
const lo1 = new Float64Array(3);
const hi1 = new Float64Array(3);
const roots0 = new Float64Array(4);
const mult0 = new Int32Array(4);
const state0 = new Int8Array(4);
const lo0 = new Float64Array(4);
const hi0 = new Float64Array(4);

// Root states as in roots.ts.
const ACCURATE = 0;
const ROUGH_LO_NEG = 1;
const ROUGH_LO_POS = 2;
const ROUGH_QUAD = 3;

// Set when a rare branch of the generic solver would be needed.
let failed = false;

/**
 * τmax, the upper end of the search interval of the next `quarticRootsIn`:
 * set `quarticLimit[0]` (a slot rather than a setter, whose double argument
 * V8 would box where it does not inline the call).
 */
export const quarticLimit = new Float64Array(1);

/** p(x), x = io[ARG], by Horner into io[VALUE], its bound γ₂ₙ₊₁·Σ|cᵢ||x|ⁱ into io[BOUND]; sets `failed` on overflow. */
function horner(c: Float64Array, n: number): void {
  const x = io[ARG];
  const ax = Math.abs(x);
  let s = c[0];
  let b = Math.abs(c[0]);
  for (let i = 1; i <= n; i++) {
    s = s * x + c[i];
    b = b * ax + Math.abs(c[i]);
  }
  if (!(Number.isFinite(s) && Number.isFinite(b))) failed = true;
  io[VALUE] = s;
  io[BOUND] = (n === 4 ? G9 : G7) * b;
}

/**
 * Compensated Horner of p (degree n) at x = io[ARG] (as `compensatedHornerTo`
 * with length n + 1): value into io[VALUE], guaranteed bound into io[BOUND].
 */
function compensated(c: Float64Array, n: number): void {
  const x = io[ARG];
  const ax = Math.abs(x);
  let s = c[0];
  let cc = 0;
  let e = 0;
  for (let i = 1; i <= n; i++) {
    const p = s * x;
    let k = 134217729 * s;
    const sh = k - (k - s);
    const sl = s - sh;
    k = 134217729 * x;
    const xh = k - (k - x);
    const xl = x - xh;
    const pi = sl * xl - (p - sh * xh - sl * xh - sh * xl);
    const ci = c[i];
    const t = p + ci;
    const bb = t - p;
    const sigma = p - (t - bb) + (ci - bb);
    cc = cc * x + (pi + sigma);
    e = e * ax + (Math.abs(pi) + Math.abs(sigma));
    s = t;
  }
  const r = s + cc;
  const u = UNIT_ROUNDOFF;
  const ar = Math.abs(r);
  io[VALUE] = r;
  io[BOUND] = (u * ar + ((n === 4 ? G18 : G14) * e + 2 * u * u * ar)) * (1 + 4 * u);
}

/**
 * roots.ts's `polishRoot`: safeguarded Newton on the compensated residual,
 * from io[X] within [io[LO], io[HI]] (p(lo) < 0 when `loNegative`); result in io[X].
 */
function polish(c: Float64Array, n: number, loNegative: boolean): void {
  let x = io[X];
  let lo = io[LO];
  let hi = io[HI];
  for (let k = 0; k < 100; k++) {
    io[ARG] = x;
    compensated(c, n);
    const f = io[VALUE];
    if (!(Math.abs(f) > io[BOUND])) break;
    if (f < 0 === loNegative) lo = x;
    else hi = x;
    let d = 0;
    let s = c[0];
    for (let i = 1; i <= n; i++) {
      d = d * x + s;
      s = s * x + c[i];
    }
    let next = x - f / d;
    if (!(next >= lo && next <= hi)) next = 0.5 * lo + 0.5 * hi;
    if (next === x) break;
    const step = Math.abs(next - x);
    x = next;
    if (step <= 1.1e-16 * Math.abs(x) || x === lo || x === hi) break;
  }
  io[X] = x;
}

/**
 * roots.ts's `refineRoot`: the single root of monotone p (degree n) in
 * (io[LO], io[HI]) with end values io[FLO], io[FHI] of opposite signs, by
 * safeguarded Newton, then (`final`) the compensated polish; into io[X].
 */
function refine(c: Float64Array, n: number, final: boolean): void {
  let lo = io[LO];
  let hi = io[HI];
  const fLo = io[FLO];
  const fHi = io[FHI];
  const sLo = fLo < 0;
  let x = lo - (fLo * (hi - lo)) / (fHi - fLo);
  if (!(x > lo && x < hi)) x = splitBracket(lo, hi);
  let lastStep = Infinity;
  const tol = final ? 1e-12 : 1e-10;
  for (let iter = 0; iter < 400; iter++) {
    let f = c[0];
    let d = 0;
    for (let i = 1; i <= n; i++) {
      d = d * x + f;
      f = f * x + c[i];
    }
    if (!(Number.isFinite(f) && Number.isFinite(d))) {
      failed = true;
      return;
    }
    if (f === 0) break;
    const newtonStep = f / d;
    if (f < 0 === sLo) lo = x;
    else hi = x;
    const nx = x - newtonStep;
    const newtonOk = nx > lo && nx < hi;
    if (Math.abs(newtonStep) <= tol * Math.abs(x)) {
      if (newtonOk) x = nx;
      break;
    }
    const next = newtonOk && Math.abs(newtonStep) <= 0.25 * lastStep ? nx : splitBracket(lo, hi);
    lastStep = Math.abs(next - x);
    x = next;
    if (hi - lo <= 2.3e-16 * Math.max(Math.abs(lo), Math.abs(hi)) || next === lo || next === hi) break;
  }
  io[X] = x;
  if (final) polish(c, n, sLo); // io[LO], io[HI] still hold the original bracket
}

/**
 * One compensated Newton step on d2 at io[X], kept only when small (as
 * quadratic.ts's `polish`); into io[X].
 */
function quadPolish(): void {
  const a = d2[0];
  const b = d2[1];
  const c = d2[2];
  const r = io[X];
  let k = 134217729 * r;
  const rh = k - (k - r);
  const rl = r - rh;
  const p1 = a * r;
  k = 134217729 * a;
  let xh = k - (k - a);
  let xl = a - xh;
  const e1 = xl * rl - (p1 - xh * rh - xl * rh - xh * rl);
  const s1 = p1 + b;
  let bb = s1 - p1;
  const f1 = p1 - (s1 - bb) + (b - bb);
  const p2 = s1 * r;
  k = 134217729 * s1;
  xh = k - (k - s1);
  xl = s1 - xh;
  const e2 = xl * rl - (p2 - xh * rh - xl * rh - xh * rl);
  const s2 = p2 + c;
  bb = s2 - p2;
  const f2 = p2 - (s2 - bb) + (c - bb);
  const value = s2 + ((e1 + f1) * r + (e2 + f2));
  const slope = 2 * a * r + b;
  if (slope === 0) return;
  const step = value / slope;
  if (Math.abs(step) <= Math.abs(r) * 9.5e-7) io[X] = r - step;
}

/**
 * roots.ts's `roughQuadratic` for d2 into `pair` (ascending); returns 0 or 2.
 * Where the plain discriminant may cancel, it continues as
 * `solveQuadraticTo(pair, …)` does for these coefficients (nonzero, in range,
 * so unscaled): Kahan's exact discriminant (diffOfProducts), the q form and
 * the compensated polish of both roots, written out here because a call
 * would box its double arguments, and this branch is common (the test for
 * cancellation is loose: a factor 3).
 */
function roughQuadratic(): number {
  const a = d2[0];
  const h = 0.5 * d2[1];
  const cc = d2[2];
  const p1 = h * h;
  const p2 = a * cc;
  const disc = p1 - p2;
  if (!(3 * Math.abs(disc) >= Math.abs(p1) + Math.abs(p2)) || !Number.isFinite(disc) || p2 === 0) {
    if (p2 === 0 || !Number.isFinite(disc)) return exactQuadratic();
    let k = 134217729 * h;
    const hh = k - (k - h);
    const hl = h - hh;
    const e1 = hl * hl - (p1 - hh * hh - hl * hh - hh * hl);
    k = 134217729 * a;
    const ah = k - (k - a);
    const al = a - ah;
    k = 134217729 * cc;
    const ch = k - (k - cc);
    const cl = cc - ch;
    const e2 = al * cl - (p2 - ah * ch - al * ch - ah * cl);
    const exact = disc + (e1 - e2);
    if (exact < 0) return 0;
    let r1: number;
    let r2: number;
    if (exact === 0) {
      r1 = r2 = -h / a;
    } else {
      const q = -(h + (h >= 0 ? Math.sqrt(exact) : -Math.sqrt(exact)));
      io[X] = q / a;
      quadPolish();
      r1 = io[X];
      io[X] = cc / q;
      quadPolish();
      r2 = io[X];
      if (r1 > r2) {
        const t = r1;
        r1 = r2;
        r2 = t;
      }
    }
    r1 += 0;
    r2 += 0;
    if (!(Number.isFinite(r1) && Number.isFinite(r2))) return exactQuadratic();
    pair[0] = r1;
    pair[1] = r2;
    return 2;
  }
  if (disc < 0) return 0;
  const q = h >= 0 ? -(h + Math.sqrt(disc)) : -(h - Math.sqrt(disc));
  const r1 = q / a + 0;
  const r2 = cc / q + 0;
  pair[0] = r1 < r2 ? r1 : r2;
  pair[1] = r1 < r2 ? r2 : r1;
  return 2;
}

/** `solveQuadraticTo` on d2 into `pair` (a double root twice); returns 0 or 2. */
function exactQuadratic(): number {
  const k = solveQuadraticTo(pair, d2[0], d2[1], d2[2]);
  if (k === 1) pair[1] = pair[0];
  return k === 0 ? 0 : 2;
}

/** Brings critical point i (of degree-n level `c`, roots `r`) to full accuracy, as roots.ts's `sharpen`. */
function sharpen(
  c: Float64Array,
  n: number,
  r: Float64Array,
  state: Int8Array,
  lo: Float64Array,
  hi: Float64Array,
  i: number,
): void {
  const st = state[i];
  if (st === ACCURATE) return;
  if (st === ROUGH_QUAD) {
    const k = solveQuadraticTo(pair, c[0], c[1], c[2]);
    if (k > 0) r[i] = k === 2 && Math.abs(pair[1] - r[i]) < Math.abs(pair[0] - r[i]) ? pair[1] : pair[0];
  } else {
    io[X] = r[i];
    io[LO] = lo[i];
    io[HI] = hi[i];
    polish(c, n, st === ROUGH_LO_NEG);
    r[i] = io[X];
  }
  state[i] = ACCURATE;
}

/**
 * roots.ts's isolation loop of `solveLevel` for level `c` (degree n) on
 * [0, io[HI]], given its k critical points (the roots of the level below, of
 * degree n − 1, in `crit…`): the roots into `out…`; returns their count.
 * `first`: stop after the first root.
 */
function isolate(
  c: Float64Array,
  n: number,
  below: Float64Array,
  k: number,
  crit: Float64Array,
  critM: Int32Array,
  critState: Int8Array,
  critLo: Float64Array,
  critHi: Float64Array,
  outR: Float64Array,
  outM: Int32Array,
  outState: Int8Array,
  outLo: Float64Array,
  outHi: Float64Array,
  final: boolean,
  first: boolean,
): number {
  const hi = io[HI];
  let count = 0;
  let xPrev = 0;
  let fPrev = c[n]; // Horner at 0, exactly
  for (let i = 0; i <= k; i++) {
    let xi = hi;
    if (i < k) {
      xi = crit[i];
      if (!(xi > 0 && xi < hi)) continue;
    }
    io[ARG] = xi;
    horner(c, n);
    let fi = io[VALUE];
    let touch = false;
    if (i < k && Math.abs(fi) <= io[BOUND]) {
      if (critState[i] !== ACCURATE) {
        sharpen(below, n - 1, crit, critState, critLo, critHi, i);
        xi = crit[i];
        io[ARG] = xi;
        horner(c, n);
        fi = io[VALUE];
      }
      if (Math.abs(fi) <= io[BOUND]) {
        io[ARG] = xi;
        compensated(c, n);
        fi = io[VALUE];
        touch = Math.abs(fi) <= io[BOUND];
        if (touch) fi = 0;
      }
    }
    if (failed) return 0;
    if (fPrev !== 0 && fi !== 0 && fPrev < 0 !== fi < 0) {
      io[LO] = xPrev;
      io[HI] = xi;
      io[FLO] = fPrev;
      io[FHI] = fi;
      refine(c, n, final);
      if (failed) return 0;
      const r = io[X];
      if (count > 0 && outR[count - 1] === r) outM[count - 1]++;
      else {
        outR[count] = r;
        outM[count] = 1;
        outLo[count] = xPrev;
        outHi[count] = xi;
        outState[count] = final ? ACCURATE : fPrev < 0 ? ROUGH_LO_NEG : ROUGH_LO_POS;
        count++;
      }
      if (first) return count;
    }
    if (touch) {
      if (count > 0 && outR[count - 1] === xi) outM[count - 1] += critM[i] + 1;
      else {
        outR[count] = xi;
        outM[count] = critM[i] + 1;
        outState[count] = ACCURATE;
        count++;
      }
      if (first) return count;
    }
    xPrev = xi;
    fPrev = fi;
  }
  return count;
}

/**
 * The distinct real roots of the quartic c[0…4] (c[4] ≠ 0) in [0, τmax]
 * (τmax = `quarticLimit[0]`), ascending, into `out`; with `first`, only
 * the smallest. Returns their count, or −1 when the generic
 * `solvePolynomialInTo` must be used instead (then `out` is garbage).
 * Bit-identical to `solvePolynomialInTo(out, null, c, 0, τmax, first)`.
 */
export function quarticRootsIn(out: Float64Array, c: Float64Array, first: boolean): number {
  for (let i = 0; i <= 4; i++) {
    const ax = Math.abs(c[i]);
    if (!(ax <= SAFE_HI) || (ax !== 0 && ax < SAFE_LO)) return -1;
  }
  // A zero leading term drops the degree; zero linear or quadratic terms give
  // a derivative level with the root 0: the generic solver's business.
  if (c[0] === 0 || c[3] === 0 || c[2] === 0 || c[4] === 0) return -1;
  failed = false;
  const tauMax = quarticLimit[0];
  // Fujiwara's bound (as roots.ts's boundN), slightly widened; written out here
  // rather than in a helper whose double result V8 would box.
  const lead = Math.abs(c[0]);
  const m1 = Math.abs(c[1]) / lead;
  const m2 = Math.sqrt(Math.abs(c[2]) / lead);
  const m3 = Math.cbrt(Math.abs(c[3]) / lead);
  const m4 = Math.sqrt(Math.sqrt(Math.abs(c[4]) / lead / 2));
  const bound = 2 * Math.max(Math.max(Math.max(Math.max(0, m1), m2), m3), m4) * 1.0625 + 1e-300;
  let hi = Math.min(bound, tauMax);
  if (!(0 <= hi)) return 0;
  // Level 0's upper end, then level 1's (each moves out to the bound when its sign is unclear).
  if (hi < bound) {
    io[ARG] = hi;
    horner(c, 4);
    if (!(Math.abs(io[VALUE]) > io[BOUND])) hi = bound;
  }
  for (let i = 0; i < 4; i++) d3[i] = (4 - i) * c[i];
  let hiD = hi;
  if (hiD < bound) {
    io[ARG] = hiD;
    horner(d3, 3);
    if (!(Math.abs(io[VALUE]) > io[BOUND])) hiD = bound;
  }
  if (failed) return -1;
  for (let i = 0; i < 3; i++) d2[i] = (3 - i) * d3[i];
  // Level 2: the roots of p″ in [0, hiD], rough.
  const k2q = roughQuadratic();
  let k2 = 0;
  for (let i = 0; i < k2q; i++) {
    const r = pair[i];
    if (!(r >= 0 && r <= hiD)) continue;
    if (k2 > 0 && crit2[k2 - 1] === r) {
      mult2[k2 - 1]++;
      continue;
    }
    crit2[k2] = r;
    mult2[k2] = 1;
    state2[k2] = ROUGH_QUAD;
    k2++;
  }
  // Level 1: the roots of p′ in [0, hiD].
  io[HI] = hiD;
  const k1 = isolate(d3, 3, d2, k2, crit2, mult2, state2, lo2, hi2, crit1, mult1, state1, lo1, hi1, false, false);
  if (failed) return -1;
  // Level 0: the roots of p in [0, hi].
  io[HI] = hi;
  const k0 = isolate(c, 4, d3, k1, crit1, mult1, state1, lo1, hi1, roots0, mult0, state0, lo0, hi0, true, first);
  if (failed) return -1;
  let w = 0;
  for (let i = 0; i < k0; i++) {
    const t = roots0[i] + 0;
    if (!Number.isFinite(t) || t < 0 || t > tauMax) continue;
    if (w > 0 && out[w - 1] === t) continue;
    out[w++] = t;
    if (first) break;
  }
  return w;
}
