/**
 * A cheap proof that a quartic has no root on [0, ∞): the "no hit" half of
 * `interceptTo`'s certified fast path. Internal to the library (not
 * re-exported by the barrel).
 *
 * `positiveOnHalfLine(c)` returns true only when it has proved, in plain
 * doubles with a rigorous bound on every rounding error, that
 *
 *   p(τ) > 2⁻⁴⁸·Σ|cᵢ|·τ⁴⁻ⁱ   for every τ ≥ 0   (p(τ) = Σ cᵢ·τ⁴⁻ⁱ).
 *
 * That margin is about 4 times the error bound with which the exact solver
 * (`quarticRootsIn`, `solvePolynomialInTo`) evaluates p: wherever that solver
 * looks in [0, ∞), its plain Horner value is then positive and above its own
 * bound, so it never sees a sign change, never sharpens a critical point and
 * never applies the tangency rule: it reports no root. The proof thus gives
 * the exact solver's verdict, not only the mathematical one. False means
 * "not proved" (a root, a near-touch, or a shape this test does not handle),
 * and the caller runs the exact solver.
 *
 * Method. q(τ) = p(τ) − 2⁻⁴⁸·Σ|cᵢ|τ⁴⁻ⁱ is a quartic too (coefficients
 * cᵢ − 2⁻⁴⁸|cᵢ|, rounded: the rounding only lowers the margin to 31u);
 * we show q > 0 on [0, ∞), cheapest test first:
 * 1. a split into two parts that are each ≥ 0 on [0, ∞):
 *    q = τ²(aτ² + bτ + b₋²/4a) + (rest), true when c > b₋²/4a + d₋²/4e
 *    (b₋ = min(b, 0), d₋ = min(d, 0)); about half the misses of the
 *    benchmark end here, without a division;
 * 2. a look for a negative value at five points, ¼ to 4 times a rough root
 *    (no proof: a hit is likely; the first negative point and the one before
 *    it go to `signChange`, where quartic-first-root.ts takes them up to
 *    certify the earliest root; a negative value met in steps 3 and 4 goes
 *    there too);
 * 3. two quick proofs for the common shapes, q concave then convex
 *    (g = q″/2 = 6aτ² + 3bτ + c negative at 0), convex and falling at 0, or
 *    convex-concave-convex and rising at 0 (q′(0) = d ≥ 0):
 *    q′ ≥ 0 on [0, ∞) from a bound at its least value q′(r₂) (or d), r₂ g's
 *    larger root (`risingPositive`), or Halley on q′ from the lowest probe to q's
 *    minimum and a certified bracket around it (`minimumPositive`; their doc
 *    comments give the arguments). Together about 90 % of the rest of the
 *    benchmark's misses. A negative value met on the way (q at its minimum)
 *    ends the call, not proved: a hit is likely, as in step 2;
 * 4. the pieces of [0, ∞) cut by the roots of g, a
 *    convex quadratic: where g has no real root, q is convex on the whole
 *    line; otherwise q is convex left of g's smaller root r₁ and right of its
 *    larger root r₂, concave between. Points B < r₁ < B′ and A′ < r₂ < A,
 *    2⁻²⁶ (relative) around the rough roots, enclose r₁ and r₂ once the sign
 *    of g is certified there (+, −, −, +). Then:
 *    - convex piece [x₀, x₁]: q′ is increasing. If q′(x₀) ≥ 0, min q = q(x₀);
 *      if q′(x₁) ≤ 0, min q = q(x₁); otherwise safeguarded Newton on q′ until
 *      a bracket [x, y] with q′(x) < 0 < q′(y) makes the two tangents there
 *      meet above 0 (q(x)/|q′(x)| + q(y)/q′(y) > y − x); Newton converging
 *      from one side is bracketed by reflecting its last step;
 *    - concave piece: the minimum lies at an end;
 *    - the slivers [B, B′] and [A′, A]: Taylor from one end,
 *      q ≥ q(x) − |q′(x)|w − |g(x)|w² − |4ax + b|w³ within w of x (a > 0).
 * Every value is q's plain Horner value less a bound of 2⁻⁴⁸·Σ|qᵢ|τ⁴⁻ⁱ
 * (four times γ₈, the bound of degree-4 Horner); every sign of q′ or g is
 * taken only when the value exceeds its bound; the last comparisons carry a
 * relative slack of 2⁻⁴⁴ for their own few roundings. The exact solver may
 * rescale coefficients below 2⁻³⁰⁰ with underflow; with a, e ≥ 2⁻²⁰⁰ that
 * moves p by less than 2⁻¹⁰⁰ of the margin.
 *
 * Cost on the benchmark's cases (npm run bench, a loaded machine): about
 * 0.03 µs for the third of the misses that step 1 decides, 0.15–0.2 µs for
 * the rest (the exact solver: about 0.27 µs, and it would still have to be
 * run); on a hit, about 0.04 µs before the probes find a negative value.
 */

/** The margin and every evaluation's error bound (relative to Σ|qᵢ|τ⁴⁻ⁱ): 2⁻⁴⁸ = 32u. */
const MARGIN = 2 ** -48;
const ERR = 2 ** -48;
/** Slack for the few roundings of a final comparison. */
const SLACK = 1 + 2 ** -44;
/**
 * Not tried: a coefficient above 2²⁰⁰ (the bounds assume no overflow), a or e below 2⁻²⁰⁰ (every
 * evaluation's bound, at least 2⁻⁴⁸·e, must dwarf the absolute errors of underflow), a middle coefficient
 * in (0, 2⁻⁹⁰⁰) (its margin 2⁻⁴⁸·|cᵢ| must not underflow).
 */
const TINY = 2 ** -200;
const TINY_MID = 2 ** -900;
/** 2⁻⁵⁰ and 2⁻²⁶ (module constants: V8 computes a `**` inside a function at run time). */
const U4 = 2 ** -50;
const ETA = 2 ** -26;
const HUGE = 2 ** 200;
const NEWTON_STEPS = 24;
/**
 * minimumPositive's Halley iteration stops at a step below 2⁻¹⁰ (relative: the error left is about its cube);
 * its bracket is 2⁻²⁰ either side.
 */
const MIN_STEP = 2 ** -10;
const MIN_WIDTH = 2 ** -20;

// q's coefficients (highest first) and their absolute values.
const qc = new Float64Array(5);
const qa = new Float64Array(5);

// Evaluation slots: the point in, q, q′, q″/2 = g and their error bounds out (no double crosses a call).
const ev = new Float64Array(11);
const X = 0;
const F = 1; // q(x)
const FE = 2; // its error bound
const D = 3; // q′(x)
const DE = 4; // its error bound
const G = 5; // g(x) = q″(x)/2
const GE = 6; // its error bound
const H = 7; // q″(x), for the Newton step
const LOW = 8; // a certified lower bound of q(x): q's value less its bound and a slack for that subtraction
const T3 = 9; // an upper bound of |q‴(x)|/6 = |4ax + b|
const LAST = 10; // the point of the values in the slots (NaN: none)

/** q, q′ and g at x = ev[X] by Horner, each with its error bound (x ≥ 0 or any x: |x| in the bounds). */
function evaluate(): void {
  const x = ev[X];
  if (x === ev[LAST]) return;
  ev[LAST] = x;
  const ax = Math.abs(x);
  const a = qc[0];
  const b = qc[1];
  const c = qc[2];
  const d = qc[3];
  const e = qc[4];
  const a0 = qa[0];
  const a1 = qa[1];
  const a2 = qa[2];
  const a3 = qa[3];
  const a4 = qa[4];
  const f = (((a * x + b) * x + c) * x + d) * x + e;
  const fe = ERR * ((((a0 * ax + a1) * ax + a2) * ax + a3) * ax + a4);
  ev[F] = f;
  ev[FE] = fe;
  if (f < 0 && x > 0 && !(signChange[1] > 0)) {
    // A negative value: a likely sign change in [0, x] for quartic-first-root.ts (no proof).
    signChange[0] = 0;
    signChange[1] = x;
    signChange[2] = e;
    signChange[3] = f;
  }
  ev[LOW] = f - fe - Math.abs(f) * U4;
  ev[D] = ((4 * a * x + 3 * b) * x + 2 * c) * x + d;
  ev[DE] = ERR * (((4 * a0 * ax + 3 * a1) * ax + 2 * a2) * ax + a3);
  const g = (6 * a * x + 3 * b) * x + c;
  ev[G] = g;
  ev[GE] = ERR * ((6 * a0 * ax + 3 * a1) * ax + a2);
  ev[H] = 2 * g;
  ev[T3] = (4 * a0 * ax + a1) * SLACK;
}

// Slots of the piece under test: [0] its left end, [1] its right end (may be ∞).
const piece = new Float64Array(2);

/**
 * q > 0 on the convex piece [x₀, x₁] = [piece[0], piece[1]] (x₁ may be ∞;
 * q″ ≥ 0 there, certified by the caller).
 */
function convexPositive(): boolean {
  const x0 = piece[0];
  ev[X] = x0;
  evaluate();
  if (!(ev[LOW] > 0)) return false;
  if (ev[D] - ev[DE] >= 0) return true; // q increasing on the piece
  if (!(ev[D] + ev[DE] < 0)) return false; // q′(x₀) ≈ 0: not tried
  // q′(x₀) < 0: the minimum lies right of x₀. The bracket [xl, xr]: q′(xl) < 0 < q′(xr) (certified).
  let xl = x0;
  let fl = ev[LOW];
  let dl = Math.abs(ev[D]) + ev[DE];
  let hl = ev[H];
  let xr = piece[1];
  if (!(xr < Infinity)) {
    // Unbounded: Fujiwara's bound on q′'s roots, 2·max(|3b/4a|, |2c/4a|^½, |d/8a|^⅓), widened as roots.ts
    // does; then twice the Newton step from x₀, when below it: right of the minimum when q′ is convex
    // there (the step alone overshoots), and often when not.
    const inv = 1 / (4 * qc[0]);
    const m = Math.max(Math.max(3 * qa[1] * inv, Math.sqrt(2 * qa[2] * inv)), Math.cbrt(0.5 * qa[3] * inv));
    xr = 2 * m * 1.0625 + 2 * x0;
    const y = x0 - (2 * ev[D]) / ev[H];
    if (y > x0 && y < xr) {
      ev[X] = y;
      evaluate();
      if (!(ev[LOW] > 0)) return false;
      if (ev[D] - ev[DE] > 0) xr = y;
      else if (ev[D] + ev[DE] < 0) {
        xl = y;
        fl = ev[LOW];
        dl = Math.abs(ev[D]) + ev[DE];
        hl = ev[H];
      }
    }
  }
  ev[X] = xr;
  evaluate();
  if (!(ev[LOW] > 0)) return false;
  if (ev[D] + ev[DE] <= 0) return piece[1] < Infinity; // q decreasing on a bounded piece: min q = q(x₁) > 0
  if (!(ev[D] - ev[DE] > 0)) return false;
  let fr = ev[LOW];
  let dr = ev[D] + ev[DE];
  const hr = ev[H];
  // Safeguarded Newton on q′ (q′ increasing: a step from either end may overshoot the root, never leave
  // the bracket's side for good), from the end whose step lands inside; bisection otherwise.
  let base = xr;
  let step = -dr / hr;
  const fromLeft = xl + dl / hl;
  if (!(xr + step > xl && xr + step < xr) && fromLeft > xl && fromLeft < xr) {
    base = xl;
    step = fromLeft - xl;
  }
  let width = Infinity;
  for (let k = 0; k < NEWTON_STEPS; k++) {
    if (fl / dl + fr / dr > (xr - xl) * SLACK) return true;
    let y = base + step;
    // Bisect when Newton leaves the bracket or the bracket shrank less than twofold in the last step.
    const bisect = xr - xl > 0.5 * width;
    width = xr - xl;
    if (bisect || !(y > xl && y < xr)) {
      y = 0.5 * xl + 0.5 * xr;
      if (!(y > xl && y < xr)) return false;
    }
    ev[X] = y;
    evaluate();
    const fy = ev[LOW];
    if (!(fy > 0)) return false;
    if (ev[D] + ev[DE] < 0) {
      xl = y;
      fl = fy;
      dl = Math.abs(ev[D]) + ev[DE];
    } else if (ev[D] - ev[DE] > 0) {
      xr = y;
      fr = fy;
      dr = ev[D] + ev[DE];
    } else {
      // q′(y) ≈ 0 within its bound: reflect the last step past y for the other side of the bracket.
      const z = y + (y - base);
      if (!(z > xl && z < xr) || z === y) return false;
      ev[X] = z;
      evaluate();
      const fz = ev[LOW];
      if (!(fz > 0)) return false;
      if (z > y && ev[D] - ev[DE] > 0) {
        xr = z;
        fr = fz;
        dr = ev[D] + ev[DE];
      } else if (z < y && ev[D] + ev[DE] < 0) {
        xl = z;
        fl = fz;
        dl = Math.abs(ev[D]) + ev[DE];
      } else return false;
      return fl / dl + fr / dr > (xr - xl) * SLACK;
    }
    base = y;
    step = -ev[D] / ev[H];
    if (!(step === step)) step = Infinity; // q″ = 0: bisect
  }
  return false;
}

/**
 * q > 0 on [0, ∞) when g(0) = c < 0, or when c ≥ 0, b < 0 and q′(0) = d ≥ 0 (the caller checks one of
 * them), because q′ ≥ 0 there. With c < 0: q′ falls on [0, r₂] (q″ = 2g < 0) and rises after, so its least
 * value is q′(r₂), r₂ the positive root of g. With c ≥ 0 > b, g (a convex quadratic, falling at 0) is
 * positive, negative, positive across its roots r₁ ≤ r₂ (where it has none, y below is not enclosed and the
 * call fails): q′ rises on [0, r₁], falls on [r₁, r₂] and rises after, so its least value on [0, ∞) is
 * min(q′(0), q′(r₂)) = min(d, q′(r₂)), d ≥ 0. Either way r₂ is g's larger root, the root y computed
 * (b < 0: −(3b − √(9b² − 24ac))/12a, no cancellation); it is enclosed in y ∓ ε, ε = 2⁻²⁶·y (g certified
 * < 0 at y − ε and > 0 at y + ε: a convex quadratic negative at y − ε has it between its roots, so the root
 * in (y − ε, y + ε) is the larger), and q′(r₂) ≥ q′(y) − 2|g(y)|ε − ½·max|q‴|·ε² with q‴ = 24aτ + 6b,
 * each value less its bound. Then q does not fall from q(0) = e > 0.
 */
function risingPositive(): boolean {
  const a = qc[0];
  const b = qc[1];
  const c = qc[2];
  const d = qc[3];
  const ab = qa[1];
  const ac = qa[2];
  const sq = Math.sqrt(9 * (b * b) - 24 * a * c);
  const y = b >= 0 ? c / (-0.5 * (3 * b + sq)) : (-0.5 * (3 * b - sq)) / (6 * a);
  const eps = y * ETA;
  const y0 = y - eps;
  const y1 = y + eps;
  if (!(y0 > 0 && y0 < y && y < y1)) return false;
  const g0 = (6 * a * y0 + 3 * b) * y0 + c;
  const g1 = (6 * a * y1 + 3 * b) * y1 + c;
  if (!(g0 + ERR * ((6 * a * y0 + 3 * ab) * y0 + ac) < 0 && g1 - ERR * ((6 * a * y1 + 3 * ab) * y1 + ac) > 0)) {
    return false;
  }
  const gy = Math.abs((6 * a * y + 3 * b) * y + c) + ERR * ((6 * a * y + 3 * ab) * y + ac);
  const dy = ((4 * a * y + 3 * b) * y + 2 * c) * y + d;
  const dyErr = ERR * (((4 * a * y + 3 * ab) * y + 2 * ac) * y + qa[3]);
  const t3 = 24 * a * y1 + 6 * ab;
  return dy - (dyErr + (2 * gy * eps + 0.5 * t3 * eps * eps)) * SLACK > 0;
}

/**
 * q > 0 on [0, ∞) when g(0) = c < 0, g ≥ 0 on [0, ∞) or q′(0) = d ≥ 0 (the caller checks one of them), or
 * else (c ≥ 0 > b, d < 0: `slopeFirst`) when also q′ < 0 at g's smaller root r₁ < y₁ (`fallingBefore`),
 * from a start ev[X] near q's minimum: Halley's method on q′ where q″ > 0 to a point m near q's local
 * minimum, then y₁ = m − h and y₂ = m + h, h = 2⁻²⁰m, with q(y₁), q(y₂) > 0, q′(y₁) < 0 < q′(y₂) and
 * g(y₁) > 0 certified, and the tangents at y₁ and y₂ meeting above 0. Why that suffices: g is a convex
 * quadratic. Let r₂ be where q turns convex for good: (i) c < 0: g has one positive root r₂, which
 * g(y₁) > 0 puts below y₁; q is concave on [0, r₂]. (ii) g ≥ 0 on [0, ∞): r₂ = 0. (iii) d ≥ 0 (and c ≥ 0):
 * g cannot be ≥ 0 on all of [0, y₁] (q′ would rise from d ≥ 0 to q′(y₁) < 0), so g has roots r₁ ≤ r₂
 * with r₂ < y₁ (g(y₁) > 0); q′ rises on [0, r₁] from d ≥ 0, then falls on [r₁, r₂] to q′(r₂) < q′(y₁)
 * < 0, so it changes sign once there: q rises, then falls on [0, r₂]. (iv) slopeFirst: q′ rises on [0, r₁]
 * to q′(r₁) < 0 and falls on [r₁, r₂], so q falls on [0, r₂]; r₁ < y₁ and g(y₁) > 0 put y₁ right of r₂
 * (g ≤ 0 on [r₁, r₂]). In each case g > 0 on (r₂, ∞).
 * On [r₂, y₁], q′ ≤ q′(y₁) < 0, so q ≥ q(y₁) there, q(r₂) included; on [0, r₂] q's minimum is at an
 * end ((i), (iii), (iv)): q(0) = e > 0 or q(r₂) ≥ q(y₁). On [y₁, y₂] the tangents bound the convex q from
 * below; on [y₂, ∞), q′ ≥ q′(y₂) > 0. False when not proved (no minimum in the convex part, Newton
 * leaving it, a flat minimum).
 */
function minimumPositive(slopeFirst: boolean): boolean {
  const a = qc[0];
  const b = qc[1];
  const c = qc[2];
  const d = qc[3];
  let x = ev[X];
  let converged = false;
  for (let k = 0; k < 16; k++) {
    const d1 = ((4 * a * x + 3 * b) * x + 2 * c) * x + d;
    const d2 = (12 * a * x + 6 * b) * x + 2 * c;
    if (!(d2 > 0)) return false;
    // Halley's step on q′ (q‴ = 24ax + 6b): cubic convergence, fewer steps than Newton's from a probe.
    const step = (2 * d1 * d2) / (2 * d2 * d2 - d1 * (24 * a * x + 6 * b));
    x -= step;
    if (!(x > 0)) return false;
    if (Math.abs(step) <= MIN_STEP * x) {
      converged = true;
      break;
    }
  }
  if (!converged) return false;
  const h = x * MIN_WIDTH;
  const xl = x - h;
  const xr = x + h;
  ev[X] = xl;
  evaluate();
  if (!(ev[LOW] > 0 && ev[D] + ev[DE] < 0 && ev[G] - ev[GE] > 0)) return false;
  const fl = ev[LOW];
  const dl = Math.abs(ev[D]) + ev[DE];
  ev[X] = xr;
  evaluate();
  if (!(ev[LOW] > 0 && ev[D] - ev[DE] > 0)) return false;
  if (!(fl / dl + ev[LOW] / (ev[D] + ev[DE]) > (xr - xl) * SLACK)) return false;
  return !slopeFirst || fallingBefore(xl);
}

/**
 * q′ < 0 at g's smaller root r₁, which lies below `limit`, for q with c ≥ 0 > b (g = 6aτ² + 3bτ + c falls
 * at 0, so both of its roots are ≥ 0; minimumPositive's case (iv)). r₁ is enclosed in y ∓ ε, ε = 2⁻²⁶·y,
 * y = c/(−½(3b − √(9b² − 24ac))) (no cancellation for b < 0), by g certified > 0 at y − ε > 0 and < 0 at
 * y + ε (a convex quadratic positive, then negative: the root between is its smaller one), y + ε < limit;
 * then by Taylor's theorem q′(r₁) ≤ q′(y) + 2|g(y)|ε + ½·max|q‴|·ε² (q″ = 2g, |q‴| = |24aτ + 6b| ≤
 * 24a(y + ε) + 6|b|), each value with its bound.
 */
function fallingBefore(limit: number): boolean {
  const a = qc[0];
  const b = qc[1];
  const c = qc[2];
  const d = qc[3];
  const ab = qa[1];
  const ac = qa[2];
  const disc = 9 * (b * b) - 24 * a * c;
  if (!(disc > 0 && b < 0)) return false;
  const y = c / (-0.5 * (3 * b - Math.sqrt(disc)));
  const eps = y * ETA;
  const y0 = y - eps;
  const y1 = y + eps;
  if (!(y0 > 0 && y0 < y && y < y1 && y1 < limit)) return false;
  const g0 = (6 * a * y0 + 3 * b) * y0 + c;
  const g1 = (6 * a * y1 + 3 * b) * y1 + c;
  if (!(g0 - ERR * ((6 * a * y0 + 3 * ab) * y0 + ac) > 0 && g1 + ERR * ((6 * a * y1 + 3 * ab) * y1 + ac) < 0)) {
    return false;
  }
  const gy = Math.abs((6 * a * y + 3 * b) * y + c) + ERR * ((6 * a * y + 3 * ab) * y + ac);
  const dy = ((4 * a * y + 3 * b) * y + 2 * c) * y + d;
  const dyErr = ERR * (((4 * a * y + 3 * ab) * y + 2 * ac) * y + qa[3]);
  const t3 = 24 * a * y1 + 6 * ab;
  return dy + (dyErr + (2 * gy * eps + 0.5 * t3 * eps * eps)) * SLACK < 0;
}

/**
 * q > 0 within the width w = piece[0] of the point x just evaluated (either side), by Taylor's
 * expansion q(x + h) = q(x) + q′(x)h + g(x)h² + (q‴(x)/6)h³ + ah⁴ with a > 0:
 * q ≥ q(x) − |q′(x)|w − |g(x)|w² − |q‴(x)/6|w³ for |h| ≤ w. For the thin slivers around the roots of g,
 * where neither convexity nor concavity is known.
 */
function nearPositive(): boolean {
  const w = piece[0];
  const loss = ((ev[T3] * w + (Math.abs(ev[G]) + ev[GE])) * w + (Math.abs(ev[D]) + ev[DE])) * w;
  return ev[LOW] > loss * SLACK;
}

/**
 * Where `positiveOnHalfLine` last returned false because its look for a negative value found one (step 2):
 * [0] the probe before (or 0), [1] the first probe where q is negative in plain doubles (no proof: a likely
 * sign change, for the certified hit of quartic-first-root.ts), [2] and [3] q's plain values there; [1] is
 * −1 when the call ended otherwise.
 */
export const signChange = new Float64Array(4);

/** The five probe points and q's values there. */
const probes = new Float64Array(10);

/**
 * Proves p(τ) > 2⁻⁴⁸·Σ|cᵢ|τ⁴⁻ⁱ for all τ ≥ 0, for the quartic c[0…4]
 * (highest first); true when proved (see the module comment), false when not.
 * Needs c[0] > 0 and c[4] > 0 (else false).
 */
export function positiveOnHalfLine(c: Float64Array): boolean {
  signChange[1] = -1;
  // Written out (a loop here cost a third of a typical call).
  const c0 = c[0];
  const c1 = c[1];
  const c2 = c[2];
  const c3 = c[3];
  const c4 = c[4];
  const m0 = Math.abs(c0);
  const m1 = Math.abs(c1);
  const m2 = Math.abs(c2);
  const m3 = Math.abs(c3);
  const m4 = Math.abs(c4);
  if (!(m0 <= HUGE && m1 <= HUGE && m2 <= HUGE && m3 <= HUGE && m4 <= HUGE)) return false;
  if (
    m0 < TINY ||
    m4 < TINY ||
    (m1 !== 0 && m1 < TINY_MID) ||
    (m2 !== 0 && m2 < TINY_MID) ||
    (m3 !== 0 && m3 < TINY_MID)
  ) {
    return false;
  }
  // q's coefficients in locals for the quick tests; into qc and qa only for the full proof.
  const a = c0 - MARGIN * m0;
  const b = c1 - MARGIN * m1;
  const cc = c2 - MARGIN * m2;
  const d = c3 - MARGIN * m3;
  const e = c4 - MARGIN * m4;
  if (!(a > 0 && e > 0)) return false;
  // Split: q(τ) = τ²(aτ² + bτ + b₋²/4a) + ((c − b₋²/4a − d₋²/4e)τ² + d₋²/4e·τ² + dτ + e) with b₋ = min(b, 0),
  // d₋ = min(d, 0): both parts are ≥ 0 on [0, ∞), the second > 0, when c > b₋²/4a + d₋²/4e (certified).
  // (Multiplied through by 16ae > 0: no division on the common path.)
  const bm = b < 0 ? b : 0;
  const dm = d < 0 ? d : 0;
  const lhs = 16 * a * e * cc;
  const s1 = 4 * e * (bm * bm);
  const s2 = 4 * a * (dm * dm);
  if (lhs - s1 - s2 > (Math.abs(lhs) + s1 + s2) * ERR) return true;
  // A quick look for a negative value (no proof needed: it only spares a proof that would fail) at
  // ¼, ½, 1, 2 and 4 times a rough root: that of the quadratic part cτ² + dτ + e (the problem without
  // acceleration, whose root is often near), else the quartic's geometric scale (e/a)^¼.
  const dq = d * d - 4 * cc * e;
  let tp = -1;
  if (dq >= 0) {
    const qd = d >= 0 ? -0.5 * (d + Math.sqrt(dq)) : -0.5 * (d - Math.sqrt(dq));
    const z1 = qd / cc;
    const z2 = e / qd;
    tp = z1 > 0 && (z1 < z2 || !(z2 > 0)) ? z1 : z2;
  }
  if (!(tp > 0 && tp < Infinity)) tp = Math.sqrt(Math.sqrt(e / a));
  // The first point with a negative value, and the point before it (0 for the first), go to `signChange`
  // for interceptTo's certified hit (quartic-first-root.ts).
  // (The five values first, side by side, then one branch: the common miss passes all five.)
  const x1 = 0.25 * tp;
  const x2 = 0.5 * tp;
  const x4 = 2 * tp;
  const x5 = 4 * tp;
  const f1 = (((a * x1 + b) * x1 + cc) * x1 + d) * x1 + e;
  const f2 = (((a * x2 + b) * x2 + cc) * x2 + d) * x2 + e;
  const f3 = (((a * tp + b) * tp + cc) * tp + d) * tp + e;
  const f4 = (((a * x4 + b) * x4 + cc) * x4 + d) * x4 + e;
  const f5 = (((a * x5 + b) * x5 + cc) * x5 + d) * x5 + e;
  if (!(f1 >= 0 && f2 >= 0 && f3 >= 0 && f4 >= 0 && f5 >= 0)) {
    // (Through a typed array, the index the only value that merges: merged doubles were boxed.)
    probes[0] = x1;
    probes[1] = x2;
    probes[2] = tp;
    probes[3] = x4;
    probes[4] = x5;
    probes[5] = f1;
    probes[6] = f2;
    probes[7] = f3;
    probes[8] = f4;
    probes[9] = f5;
    let k = 0;
    while (k < 4 && probes[5 + k] >= 0) k++;
    signChange[0] = k > 0 ? probes[k - 1] : 0;
    signChange[1] = probes[k];
    signChange[2] = k > 0 ? probes[4 + k] : e;
    signChange[3] = probes[5 + k];
    return false;
  }
  qc[0] = a;
  qc[1] = b;
  qc[2] = cc;
  qc[3] = d;
  qc[4] = e;
  qa[0] = a;
  qa[1] = Math.abs(b);
  qa[2] = Math.abs(cc);
  qa[3] = Math.abs(d);
  qa[4] = e;
  ev[LAST] = NaN;
  // Convex on [0, ∞) when g(0) = c ≥ 0 and g′(0) = 3b ≥ 0 (exact signs), or when the minimum of g over
  // the line, c − 3b²/(8a), is ≥ 0 (certified; times 8a).
  const t = 3 * (b * b);
  const ac8 = 8 * a * cc;
  const convex = (cc >= 0 && b >= 0) || ac8 - t >= (Math.abs(ac8) + t) * ERR;
  if (cc < 0 || d < 0 || !convex) {
    // Concave, then convex (g(0) = c < 0), convex and falling at 0, or neither (g convex-concave-convex):
    // first the quick proofs, q rising all the way (q′(0) = d ≥ 0), or near q's minimum from the lowest
    // probe (where g is convex-concave-convex and q′(0) = d < 0, with q′ < 0 at g's smaller root too).
    // (The first only where q(0) = e and the probes rise: where they fall anywhere, q′ < 0 somewhere in
    // plain doubles and the proof of q′ ≥ 0 would fail; skipping it loses at most a proof, never soundness.)
    if (d >= 0 && e <= f1 && f1 <= f2 && f2 <= f3 && f3 <= f4 && f4 <= f5 && risingPositive()) return true;
    let start = x1;
    let low = f1;
    if (f2 < low) {
      start = x2;
      low = f2;
    }
    if (f3 < low) {
      start = tp;
      low = f3;
    }
    if (f4 < low) {
      start = x4;
      low = f4;
    }
    if (f5 < low) start = x5;
    ev[X] = start;
    if (minimumPositive(cc >= 0 && d < 0 && !convex)) return true;
    // A negative value met on the way (q at its minimum, in plain doubles): a hit is likely; no proof
    // could follow but from a rounding of that value (then "not proved" is still a correct answer).
    if (signChange[1] > 0) return false;
  }
  if (convex) {
    piece[0] = 0;
    piece[1] = Infinity;
    return convexPositive();
  }
  // g's roots r₁ < r₂ (rough, the q form), then enclosures B < r₁ < B′ < A′ < r₂ < A, certified by the
  // signs of g there (+, −, −, +; g is a convex quadratic).
  const disc = 9 * b * b - 24 * a * cc;
  if (!(disc > 0)) return false;
  const sq = Math.sqrt(disc);
  const qq = b >= 0 ? -0.5 * (3 * b + sq) : -0.5 * (3 * b - sq);
  const u = qq / (6 * a);
  const v = cc / qq;
  const r1 = u < v ? u : v;
  const r2 = u < v ? v : u;
  const eta = ETA * Math.max(Math.abs(r1), Math.abs(r2));
  const B = r1 - eta;
  const B1 = r1 + eta;
  const A1 = r2 - eta;
  const A = r2 + eta;
  if (!(B < B1 && B1 < A1 && A1 < A && A1 > 0)) return false; // (0 in the sliver around r₂, or beyond: not tried)
  // (The signs of g written out here, at points > 0: a call per sign cost a fifth of a typical proof.)
  const ab = qa[1];
  const ac = qa[2];
  const gA = (6 * a * A + 3 * b) * A + cc;
  const gA1 = (6 * a * A1 + 3 * b) * A1 + cc;
  if (!(gA - ERR * ((6 * a * A + 3 * ab) * A + ac) > 0 && gA1 + ERR * ((6 * a * A1 + 3 * ab) * A1 + ac) < 0)) {
    return false;
  }
  if (B > 0) {
    const gB = (6 * a * B + 3 * b) * B + cc;
    const gB1 = (6 * a * B1 + 3 * b) * B1 + cc;
    if (!(gB - ERR * ((6 * a * B + 3 * ab) * B + ac) > 0 && gB1 + ERR * ((6 * a * B1 + 3 * ab) * B1 + ac) < 0)) {
      return false;
    }
    // The convex piece [0, B], then the sliver [B, B′] from B.
    piece[0] = 0;
    piece[1] = B;
    if (!convexPositive()) return false;
    ev[X] = B;
    evaluate();
    piece[0] = B1 - B;
    if (!nearPositive()) return false;
  } else {
    // r₁ < 0 when g(0) < 0 (certified): then [0, A′] lies in the concave stretch. (0 in the sliver
    // around r₁: not tried.)
    // (g(0) = c exactly.)
    if (!(B1 < 0 && cc < 0)) return false;
  }
  // The concave stretch [max(B′, 0), A′]: its minimum at an end, q(B′) covered by the sliver above
  // (or q(0) = e > 0), q(A′) by the one below. The sliver [A′, A] from A, then the convex piece [A, ∞).
  ev[X] = A;
  evaluate();
  piece[0] = A - A1;
  if (!nearPositive()) return false;
  piece[0] = A;
  piece[1] = Infinity;
  return convexPositive();
}
