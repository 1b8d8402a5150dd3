/**
 * A certified earliest root of the intercept quartic in plain doubles: the "hit" half of `interceptTo`'s
 * fast path (quartic-positive.ts is the "no hit" half). Internal to the library (not re-exported by the
 * barrel).
 *
 * p(τ) = aτ⁴ + bτ³ + cτ² + dτ + e with a > 0 and e > 0 (the scaled quartic of quartic-problem.ts), after
 * `positiveOnHalfLine` failed on it and left a likely sign change in `signChange`. `certifiedFirstRoot`
 * finds a candidate x by Halley's method in plain doubles (from the secant point of that bracket, kept in
 * it by bisection), then returns a time τ* only when it has proved, every rounding error bounded:
 *
 * 1. p′ ≤ −s < 0 on the window [x(1 − η), x(1 + η)], η = 2⁻³⁰, widened by 2⁻²⁰ of its half-width to
 *    hold the rounded x − ηx: p′(x) plus its Horner bound plus max|p″|·ηx·(1 + 2⁻²⁰) (the majorant
 *    12aX² + 6|b|X + 2|c|, X ≥ x(1 + η)) is −s;
 * 2. p(x) = f₀ ± δf by compensated Horner (Graillat, Langlois, Louvet 2005: each product's and sum's error
 *    recovered exactly and summed alongside; δf twice its a-posteriori bound), so the one root r of p in
 *    the window lies within (|f₀| + δf)/s of x, which must be ≤ ηx/2;
 * 3. τ* = x − f₀/p̂′(x), one Newton step on that residual, and by Taylor's theorem (with |p̂′(x)| ≥ s)
 *    |τ* − r| ≤ (δf + |f₀|·δp′/s + ½max|p″|·(r − x)²)/s plus the step's two roundings; this must be
 *    ≤ 2⁻⁵⁰·τ* (8u);
 * 4. q(τ) = p(τ) − 2⁻⁴⁸·Σ|cᵢ|τ⁴⁻ⁱ > 0 on [0, τm], τm = x(1 − η) (quartic-positive.ts's margin: there
 *    about 4 times the exact solver's error bound in evaluating p), from q(τm) > 0 certified,
 *    q′(τm) ≤ p′(τm) < 0 (by 1), and q's shape, g = q″/2 = 6aτ² + 3bτ + c with q's coefficients:
 *    - g(0) = c < 0: g is < 0 up to its one positive root r₂ and > 0 after, so q is concave on [0, r₂]
 *      (its minimum there at an end) and convex on [r₂, τm], where q′ ≤ q′(τm) < 0: q ≥ q(τm);
 *    - g ≥ 0 on [0, τm] (b ≥ 0, or g's least value c − 3b²/8a ≥ 0, or g′(τm) < 0 < g(τm)): q is convex
 *      there, q′ < 0, q ≥ q(τm);
 *    - q′(0) = d ≥ 0, g convex-concave-convex: q′ is positive, then negative for good once it falls
 *      below 0 (it can rise again only past r₂, up to q′(τm) < 0): q rises then falls, q ≥ min(e, q(τm));
 *    - else q′ < 0 on all of [0, τm], its local maximum at g's smaller root bounded (slopeNegative);
 *    and on [τm, r), p falls (by 1) to 0;
 * 5. (τ* + bound)·(1 + 2⁻⁴⁴) < τmax: the hit is in time for the exact solver too.
 *
 * So r is the first root of p on [0, ∞) and |τ* − r| ≤ 2⁻⁵⁰·τ*. The exact solver (`quarticRootsIn`,
 * `solvePolynomialInTo`) agrees on the verdict: on [0, τm] every plain or compensated value it takes of p
 * is positive and above its own bound (4: no sign change, no touch, as positiveOnHalfLine argues for
 * misses), and no critical point of p lies within ηx/2 = 2⁻³¹x of r (1, 2), farther than the 10⁻¹⁰ to
 * which that solver isolates critical points, so its first bracket holds r and only r, which it polishes
 * by compensated Newton to within about an ulp (its accuracy on a simple root; the tests check it against
 * an exact rational oracle). The two times thus agree within 2⁻⁵⁰ + 2 ulp < 2⁻⁴⁸ (relative), the bound
 * `interceptTo` documents; on the benchmark's and the tests' scenes they have been equal bit for bit.
 * False means "not proved": a double or near-double root (a grazing hit), two roots within about 2⁻¹²,
 * a root near τmax, a dip of q before the root in a shape not listed above, or no sign change left by
 * positiveOnHalfLine; the caller then runs the exact solver.
 */

import { gamma } from './poly';
import { signChange } from './quartic-positive';

/** [0] τmax (in); [1] the certified root τ* (out). */
export const firstRootSlot = new Float64Array(2);

const U = 2 ** -53;
/** The margin of quartic-positive.ts and the bound of a plain Horner value relative to Σ|cᵢ||τ|ⁱ (≥ γ₈). */
const MARGIN = 2 ** -48;
const ERR = 2 ** -48;
/** Slack for the few roundings of a final comparison, as in quartic-positive.ts. */
const U4 = 2 ** -50;
const SLACK = 1 + 2 ** -44;
/** Below 1/SLACK by more than a rounding: v·SHRINK, rounded, is at most v/SLACK. */
const SHRINK = 1 - 2 ** -43;
const ETA = 2 ** -30;
/** The certified distance from the exact root, relative: 2⁻⁵⁰ = 8u. */
const BOUND = 2 ** -50;
/** An upper bound of 1 + η, for the majorant of |p″| on the window. */
const WIDE = 1 + 2 ** -20;
const LIMIT = 1 + 2 ** -44;
/**
 * Halley's method stops at a step below STEP_TOL (relative), STEP_TOL_2 on the second try; the compensated
 * step does the rest.
 */
const STEP_TOL = 2 ** -14;
const STEP_TOL_2 = 2 ** -26;
const G18 = gamma(18);
/** The enclosure of g's smaller root in slopeNegative, relative. */
const ENCLOSE = 2 ** -26;
/**
 * Candidates outside [2⁻¹⁰⁰, 2¹⁰⁰] are not tried (the loaded quartic's roots are near 1): with
 * positiveOnHalfLine's coefficient range, no Horner value overflows, and the absolute error that an
 * underflowing product could add to the compensated value is below ABS (2⁻¹⁰⁷⁴ grown by x⁴ at most).
 */
const X_LO = 2 ** -100;
const X_HI = 2 ** 100;
const ABS = 2 ** -600;

/**
 * The certified earliest root of the quartic c[0…4] (highest first) in [0, τmax], τmax = firstRootSlot[0],
 * into firstRootSlot[1]; true when proved (see the module comment), false when not. Call it right after
 * `positiveOnHalfLine(c)` returned false (it reads the sign change that call left; it needs c[0] > 0,
 * c[4] > 0 and the coefficients in that function's range, which `signChange` being set implies).
 */
export function certifiedFirstRoot(c: Float64Array): boolean {
  let lo = signChange[0];
  let hi = signChange[1];
  if (!(hi > 0 && lo >= 0 && lo < hi)) return false;
  const a = c[0];
  const b = c[1];
  const cc = c[2];
  const d = c[3];
  const e = c[4];
  // 1. A candidate: Halley's method in plain doubles (no proof needed), from the secant point of the
  // probes' bracket, kept inside the bracket by bisection; stopped at a step of 2⁻¹⁴, which near a
  // simple root leaves an error about its cube.
  const flo = signChange[2];
  const fhi = signChange[3];
  let x = hi - (fhi * (hi - lo)) / (fhi - flo);
  if (!(x > lo && x < hi)) x = 0.5 * lo + 0.5 * hi;
  const ab = Math.abs(b);
  const ac = Math.abs(cc);
  const ad = Math.abs(d);
  let slope = 0;
  let slopeErr = 0;
  let curve = 0;
  let w = 0;
  let s = 0;
  let f0 = 0;
  let af = 0;
  let fErr = 0;
  let reach = 0;
  let inv = 0;
  // Steps 1 to 3, and once more with Halley's method run to a tighter tolerance when r is not yet
  // certified within the window (Halley stopped early near a close second root).
  for (let attempt = 0; ; attempt++) {
    const tol = attempt === 0 ? STEP_TOL : STEP_TOL_2;
    let converged = false;
    for (let k = 0; k < 40; k++) {
      const f = (((a * x + b) * x + cc) * x + d) * x + e;
      const df = ((4 * a * x + 3 * b) * x + 2 * cc) * x + d;
      const d2 = (12 * a * x + 6 * b) * x + 2 * cc;
      if (f === 0) {
        // (A plain zero: the candidate; stepping on would bisect away from it.)
        converged = true;
        break;
      }
      if (f > 0) lo = x;
      else hi = x;
      const step = (2 * f * df) / (2 * df * df - f * d2);
      if (Math.abs(step) <= tol * x) {
        // A small Halley step ends it (a small bisection step does not: that x may be off by as much).
        x -= step;
        converged = true;
        break;
      }
      let next = x - step;
      if (!(next > lo && next < hi)) next = 0.5 * lo + 0.5 * hi;
      x = next;
    }
    if (!converged || !(x >= X_LO && x <= X_HI)) return false;
    // 2. p′ < 0 on the window [x(1 − η), x(1 + η)], at least s there: p′(x) less its bound less max|p″|·ηx.
    slope = ((4 * a * x + 3 * b) * x + 2 * cc) * x + d;
    slopeErr = ERR * (((4 * a * x + 3 * ab) * x + 2 * ac) * x + ad);
    const X = x * WIDE;
    curve = ((12 * a * X + 6 * ab) * X + 2 * ac) * SLACK;
    w = x * ETA;
    // (curve·w·WIDE: the window reaches a little past x − w, to the rounded τm = x − w that step 4 takes.)
    s = (-slope - slopeErr - curve * w * WIDE) * SHRINK;
    if (!(s > 0)) {
      if (attempt > 0) return false;
      continue;
    }
    // 3. p(x) by compensated Horner (Graillat–Langlois–Louvet: each product's and sum's error recovered
    // exactly and summed alongside), r − x within |p(x)|/s, and one Newton step on that residual.
    const k = 134217729 * x;
    const xh = k - (k - x);
    const xl = x - xh;
    // (Written out: a loop picking b, c, d, e by index was not unrolled.)
    let p = a * x;
    let k2 = 134217729 * a;
    let hh = k2 - (k2 - a);
    let hl = a - hh;
    let pe = hl * xl - (p - hh * xh - hl * xh - hh * xl);
    let t = p + b;
    let bb = t - p;
    let se = p - (t - bb) + (b - bb);
    let corr = pe + se;
    let errs = Math.abs(pe) + Math.abs(se);
    let h = t;
    p = h * x;
    k2 = 134217729 * h;
    hh = k2 - (k2 - h);
    hl = h - hh;
    pe = hl * xl - (p - hh * xh - hl * xh - hh * xl);
    t = p + cc;
    bb = t - p;
    se = p - (t - bb) + (cc - bb);
    corr = corr * x + (pe + se);
    errs = errs * x + (Math.abs(pe) + Math.abs(se));
    h = t;
    p = h * x;
    k2 = 134217729 * h;
    hh = k2 - (k2 - h);
    hl = h - hh;
    pe = hl * xl - (p - hh * xh - hl * xh - hh * xl);
    t = p + d;
    bb = t - p;
    se = p - (t - bb) + (d - bb);
    corr = corr * x + (pe + se);
    errs = errs * x + (Math.abs(pe) + Math.abs(se));
    h = t;
    p = h * x;
    k2 = 134217729 * h;
    hh = k2 - (k2 - h);
    hl = h - hh;
    pe = hl * xl - (p - hh * xh - hl * xh - hh * xl);
    t = p + e;
    bb = t - p;
    se = p - (t - bb) + (e - bb);
    corr = corr * x + (pe + se);
    errs = errs * x + (Math.abs(pe) + Math.abs(se));
    h = t;
    f0 = h + corr;
    af = Math.abs(f0);
    // Twice the a-posteriori bound u|r| + γ₁₈·Σ|errors|·xⁱ + 2u²|r|, plus ABS for underflow.
    fErr = 2 * (U * af + (G18 * errs + 2 * U * U * af)) * (1 + 8 * U) + ABS;
    inv = 1 / s;
    reach = (af + fErr) * inv * SLACK; // |r − x|
    if (reach <= 0.5 * w) break;
    if (attempt > 0) return false;
  }
  const step = f0 / slope;
  const root = x - step;
  // |r − root| ≤ (|p(x) − f0| + |f0|·|1/p′(x) − 1/slope|·|p′(x)| + ½max|p″|(r − x)²)/s, plus the
  // rounding of the step.
  // (|p′(x)| ≥ s: af·slopeErr/s bounds the middle term; one division, 1/s, for all.)
  const bound =
    ((fErr + af * slopeErr * inv + 0.5 * curve * reach * reach) * inv + U * (Math.abs(step) + root)) * SLACK;
  if (!(bound <= BOUND * root)) return false;
  // 5. In time, with room.
  if (!((root + bound) * LIMIT < firstRootSlot[0])) return false;
  // 4. q > 0 on [0, τm]: q(τm) certified positive, and q's shape (q′(τm) ≤ p′(τm) < 0 by 2).
  const xm = x - w;
  const qa = a - MARGIN * a;
  const qb = b - MARGIN * ab;
  const qc = cc - MARGIN * ac;
  const qd = d - MARGIN * ad;
  const qe = e - MARGIN * e;
  const qv = (((qa * xm + qb) * xm + qc) * xm + qd) * xm + qe;
  const qErr = ERR * ((((qa * xm + Math.abs(qb)) * xm + Math.abs(qc)) * xm + Math.abs(qd)) * xm + qe);
  if (!(qv - qErr - Math.abs(qv) * U4 > 0)) return false;
  if (!(qc < 0 || qb >= 0 || qd >= 0)) {
    // g(0) = qc ≥ 0, g′(0) = 3qb < 0 and q′(0) = qd < 0. g ≥ 0 on [0, τm] when its minimum over the line,
    // qc − 3qb²/(8qa), is ≥ 0 (times 8qa, certified), or when g falls all the way to τm (g′(τm) < 0) and
    // g(τm) > 0; else q′ < 0 on [0, τm] (slopeNegative).
    const t = 3 * (qb * qb);
    const ac8 = 8 * qa * qc;
    if (!(ac8 - t >= (Math.abs(ac8) + t) * ERR)) {
      const gd = 12 * qa * xm + 3 * qb;
      const gdErr = ERR * (12 * qa * xm + 3 * Math.abs(qb));
      const g = (6 * qa * xm + 3 * qb) * xm + qc;
      const gErr = ERR * ((6 * qa * xm + 3 * Math.abs(qb)) * xm + qc);
      if (!(gd + gdErr < 0 && g - gErr > 0) && !slopeNegative(qa, qb, qc, qd)) return false;
    }
  }
  firstRootSlot[1] = root;
  return true;
}

/**
 * q′ < 0 on [0, τm], given q′(τm) < 0, for q = (a, b, c, d, ·) with g = q″/2 = 6aτ² + 3bτ + c convex,
 * g(0) = c ≥ 0 and b < 0: there q′ rises on [0, r₁], falls on [r₁, r₂] and rises again, so its maximum
 * on [0, τm] is at τm or at g's smaller root r₁. Here r₁ is enclosed in
 * y ∓ ε, ε = 2⁻²⁶·y (g certified > 0 at y − ε > 0 and < 0 at y + ε), and q′(r₁) ≤ q′(y) + 2|g(y)|ε +
 * ½·max|q‴|·ε² with q‴ = 24aτ + 6b, each value with its bound. True when that is < 0.
 */
function slopeNegative(a: number, b: number, c: number, d: number): boolean {
  const disc = 9 * (b * b) - 24 * a * c;
  if (!(disc > 0)) return false;
  const qq = -0.5 * (3 * b - Math.sqrt(disc)); // b < 0: no cancellation
  const u = qq / (6 * a);
  const v = c / qq;
  const y = u < v ? u : v;
  const eps = y * ENCLOSE;
  const y0 = y - eps;
  const y1 = y + eps;
  if (!(y0 > 0 && y0 < y && y < y1)) return false;
  const ab = Math.abs(b);
  const g0 = (6 * a * y0 + 3 * b) * y0 + c;
  const g0Err = ERR * ((6 * a * y0 + 3 * ab) * y0 + c);
  const g1 = (6 * a * y1 + 3 * b) * y1 + c;
  const g1Err = ERR * ((6 * a * y1 + 3 * ab) * y1 + c);
  if (!(g0 - g0Err > 0 && g1 + g1Err < 0)) return false;
  const gy = (6 * a * y + 3 * b) * y + c;
  const gyErr = ERR * ((6 * a * y + 3 * ab) * y + c);
  const dy = ((4 * a * y + 3 * b) * y + 2 * c) * y + d;
  const dyErr = ERR * (((4 * a * y + 3 * ab) * y + 2 * c) * y + Math.abs(d));
  const t3 = 24 * a * y1 + 6 * ab;
  return dy + (dyErr + (2 * (Math.abs(gy) + gyErr) * eps + 0.5 * t3 * eps * eps)) * SLACK < 0;
}
