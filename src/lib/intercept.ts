/**
 * Interception: when and where to aim a projectile of speed s so that it
 * meets a moving target.
 *
 * With R = T − S (shooter to target), V the target's velocity relative to the
 * projectile's frame and G the relative acceleration (target acceleration
 * minus projectile gravity), a shot fired along the unit vector d meets the
 * target at time t when s·t·d = W(t) = R + V·t + G·t²/2, i.e. when
 * |W(t)| = s·t. Squaring gives the quartic
 *
 *   f(t) = (G·G/4)·t⁴ + (V·G)·t³ + (V·V + R·G − s²)·t² + 2(R·V)·t + R·R = 0,
 *
 * which for G = 0 is the quadratic (|V|² − s²)·t² + 2(R·V)·t + |R|² = 0 of
 * the intercept triangle (law of cosines). Every non-negative root is a hit
 * time; the aim at a root is W(t)/|W(t)|.
 *
 * Sources: M. Oberberger, "Interception of Two Moving Objects in 2D Space"
 * (CodeProject, 2015); J. McNeill, "Leading the target" (playtechs blog);
 * J. Wucher, "Shooting At Stuff" (GameDev.net, 2014).
 *
 * All solving happens in units scaled by powers of two (exact), chosen so
 * that the distances and speeds are near 1: results do not overflow or
 * underflow for any finite input, and a change of units by a power of two
 * changes the results exactly.
 */

import { exponentOf, scaleByPow2, twoProductError, twoSquareError, twoSumError } from './float';
import { horner } from './poly';
import { quadraticDiscriminant, solveQuadraticTo } from './quadratic';
import { MAX_DEGREE, solvePolynomialInTo } from './roots';
import { checkInRange, checkNonNegative, checkTimeLimit, checkVec } from './validate';
import type { ReadonlyVec, Vec } from './vec';

/**
 * Why there is no hit:
 * - `'cannot-move'`: the projectile speed is 0 (and nothing brings it to the
 *   target: no gravity drop, no inherited velocity, no target running into it).
 * - `'receding'`: the target is at least as fast as the projectile and is not
 *   approaching (R·V ≥ 0): every root of the quadratic is negative or absent.
 * - `'target-too-fast'`: the target is faster than the projectile and
 *   approaching, but its path never enters the reach of the shot (Δ < 0).
 * - `'out-of-range'`: with gravity or acceleration (G ≠ 0), no launch direction
 *   at this speed reaches the target (the quartic has no non-negative root).
 * - `'beyond-max-time'`: hits exist, but all later than `maxTime`.
 */
export type NoHitReason = 'cannot-move' | 'receding' | 'target-too-fast' | 'out-of-range' | 'beyond-max-time';

/** A successful intercept. Times in the caller's time unit, points in the caller's length unit. */
export interface Hit<V extends Vec = Vec> {
  hit: true;
  /** The earliest hit time ≥ 0. */
  time: number;
  /** Every hit time in [0, maxTime], ascending (up to 2 without acceleration, up to 4 with it); `times[0] === time`. */
  times: number[];
  /** Unit vector to fire along (the direction of the launch velocity relative to the shooter). */
  aim: V;
  /**
   * speed·aim: the muzzle velocity relative to the shooter, |launchVelocity| = speed.
   * In `intercept`, the projectile's world velocity at launch is
   * `projectileVelocity` = launchVelocity + inherit·shooterVelocity.
   */
  launchVelocity: V;
  /** The projectile's velocity in the world frame at launch (equal to `launchVelocity` without an inherited shooter velocity). */
  projectileVelocity: V;
  /** Where projectile and target meet, in world coordinates (the target's position at `time`). */
  impact: V;
}

/**
 * The best miss when no hit is possible: over all aim directions and times in
 * [0, maxTime], the one minimising |W(t)| − s·t (how far the target is from
 * the farthest point the shot can reach by then), aiming along W(t).
 */
export interface ClosestMiss<V extends Vec = Vec> {
  /** The time of the closest pass. */
  time: number;
  /** Unit aim direction, along W(time); a zero vector only in fully degenerate cases. */
  aim: V;
  /** The miss distance |W(time)| − s·time (≥ 0 when there is no hit). */
  distance: number;
  /** The target's position at `time` (world coordinates). */
  point: V;
  /** The projectile's position at `time` when fired along `aim` (world coordinates). */
  projectilePoint: V;
}

/** The minimiser of the polynomial f(t) = |W(t)|² − s²t² over [0, maxTime], a cheaper heuristic shown for comparison. */
export interface PolynomialMinimum<V extends Vec = Vec> {
  /** The time where f is smallest (the earliest if several). */
  time: number;
  /** Unit aim along W(time). */
  aim: V;
  /** The miss |W(time)| − s·time when aiming there. */
  distance: number;
}

/** No hit: why, a sentence for readers, and the best available miss. */
export interface NoHit<V extends Vec = Vec> {
  hit: false;
  /** Machine-readable reason (see `NoHitReason`). */
  reason: NoHitReason;
  /** One plain-English sentence explaining the reason. */
  message: string;
  /** The best possible miss (minimises |W(t)| − s·t). */
  closest: ClosestMiss<V>;
  /** The minimiser of f(t) itself, for comparison. */
  polynomialMinimum: PolynomialMinimum<V>;
}

/** The result of an intercept: test `result.hit` to narrow it. */
export type InterceptResult<V extends Vec = Vec> = Hit<V> | NoHit<V>;

/** The teaching fields of `linearIntercept`: the quadratic a·t² + b·t + c = 0 and its solution. */
export interface LinearTeaching {
  /** a = |V|² − s², b = 2 R·V, c = |R|² (R = target − shooter), in the caller's units. */
  coefficients: { a: number; b: number; c: number };
  /** b² − 4ac, computed accurately (sign always exact for the given coefficients). */
  discriminant: number;
  /** Every distinct real root of the quadratic, negative ones included, ascending (roots beyond the double range omitted). */
  roots: number[];
}

/** `linearIntercept`'s result: the common hit/no-hit shape plus the teaching fields. */
export type LinearInterceptResult<V extends Vec = Vec> = InterceptResult<V> & LinearTeaching;

// ---------------------------------------------------------------------------
// Scaled constant-velocity problem, shared by the hot path and the full form.
// Lengths are scaled by 2^-er, speeds by 2^-ev, so times by 2^(ev-er).

const SAFE_HI = 2 ** 250;
const SAFE_LO = 2 ** -250;

/** Working state, allocated once. */
const L = {
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
const rootBuf = new Float64Array(2);
// Scratch for aims before they are copied into results.
const aimScratch = new Float64Array(3);
// The relative velocity V = Vt − k·U when the quartic degenerates to the quadratic.
const relBuf = new Float64Array(3);

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
function prepareLinear(S: ArrayLike<number>, T: ArrayLike<number>, V: ArrayLike<number>, s: number): void {
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
const AIM_LO = 2 ** -960;
const AIM_HI = 2 ** 960;

/**
 * Writes the unit vector along W = R + V·τ (scaled state) into out[offset…];
 * falls back to V, then the x axis, when W = 0. Uses the same operations as
 * the fast path of `linearInterceptTo` (W·(1/|W|)), so both give identical aims.
 */
function aimAlong(out: Float64Array | number[], offset: number, tau: number): void {
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
 * The earliest non-negative root τ of the scaled quadratic, or −1 when there
 * is none (internal only). R = 0 (already there) gives 0.
 */
function firstScaledTime(): number {
  if (L.c === 0) return 0;
  const n = solveQuadraticTo(rootBuf, L.a, L.b, L.c);
  for (let i = 0; i < n; i++) if (rootBuf[i] >= 0) return rootBuf[i];
  return -1;
}

// The fast path of linearInterceptTo runs when |R|² and |V|² + s² lie in
// [2⁻⁴⁰⁰, 2⁴⁰⁰] (then neither prepareLinear nor solveQuadraticTo rescales) and
// |a| and |b| lie in [2⁻⁴⁵⁰, 2⁴⁵⁰] (b may be 0).
const FAST_LO = 2 ** -400;
const FAST_HI = 2 ** 400;
const COEF_LO = 2 ** -450;
const COEF_HI = 2 ** 450;

/**
 * Hot-path constant-velocity intercept, allocation-free: writes the earliest
 * hit time to `out[0]` and the unit aim to `out[1…dim]`, and returns `true`;
 * returns `false` (leaving `out` untouched) when no hit exists. Same math as
 * `linearIntercept`, without argument checks: pass finite numbers and
 * vectors of equal dimension (2 or 3).
 *
 * The common case runs flat in local doubles, with the error-free
 * transformations written out inline: a = |V|² − s² by exact squares and
 * compensated sums (as `speedGap`), Δ/4 = (b/2)² − ac plainly when
 * 3|Δ/4| ≥ (b/2)² + |ac| (Kahan's test: no significant cancellation, so the
 * rounded difference is within 1.5 ulp and its sign exact), the q form, and one
 * compensated Newton polish of the one root it returns. These are the very
 * operations of the general path, in the same order, so the result is
 * bit-identical to it (a test checks this on 10⁴ random cases); only the
 * other root's polish is skipped. Anything else (rescaling needed, a ≈ 0,
 * R = 0, a nearly cancelling discriminant) takes the general path.
 */
export function linearInterceptTo(
  out: Float64Array | number[],
  shooter: ReadonlyVec,
  target: ReadonlyVec,
  velocity: ReadonlyVec,
  speed: number,
): boolean {
  // This wrapper is small enough for V8 to inline into the caller; passing the
  // speed through a typed array spares boxing it for the out-of-line call.
  speedSlot[0] = speed;
  return linearFast(out, shooter, target, velocity);
}

const speedSlot = new Float64Array(1);

/** The flat fast path of `linearInterceptTo` (speed in `speedSlot[0]`). */
function linearFast(
  out: Float64Array | number[],
  shooter: ReadonlyVec,
  target: ReadonlyVec,
  velocity: ReadonlyVec,
): boolean {
  const speed = speedSlot[0];
  const three = shooter.length === 3;
  const rx = target[0] - shooter[0];
  const ry = target[1] - shooter[1];
  const rz = three ? target[2] - shooter[2] : 0;
  const vx = velocity[0];
  const vy = velocity[1];
  const vz = three ? velocity[2] : 0;
  const rr = rx * rx + ry * ry + rz * rz;
  const vv = vx * vx + vy * vy + vz * vz;
  const ss = speed * speed;
  if (rr >= FAST_LO && rr <= FAST_HI && vv + ss >= FAST_LO && vv + ss <= FAST_HI) {
    const h = rx * vx + ry * vy + rz * vz; // b/2
    // a = Σv² − s² in twice the working precision (Ogita–Rump–Oishi Sum2 over
    // Dekker's exact squares), exactly as speedGap computes it.
    let c0 = 134217729 * vx;
    let hi = c0 - (c0 - vx);
    let lo = vx - hi;
    const px = vx * vx;
    let err = lo * lo - (px - hi * hi - 2 * hi * lo);
    let sum = px; // 0 + px, exact
    c0 = 134217729 * vy;
    hi = c0 - (c0 - vy);
    lo = vy - hi;
    const py = vy * vy;
    let t = sum + py;
    let bb = t - sum;
    err += lo * lo - (py - hi * hi - 2 * hi * lo) + (sum - (t - bb) + (py - bb));
    sum = t;
    c0 = 134217729 * vz;
    hi = c0 - (c0 - vz);
    lo = vz - hi;
    const pz = vz * vz;
    t = sum + pz;
    bb = t - sum;
    err += lo * lo - (pz - hi * hi - 2 * hi * lo) + (sum - (t - bb) + (pz - bb));
    sum = t;
    const ps = -ss;
    t = sum + ps;
    bb = t - sum;
    c0 = 134217729 * speed;
    hi = c0 - (c0 - speed);
    lo = speed - hi;
    err += sum - (t - bb) + (ps - bb) - (lo * lo - (ss - hi * hi - 2 * hi * lo));
    const a = t + err;
    const aa = Math.abs(a);
    const b = 2 * h;
    const ab = Math.abs(b);
    if (aa >= COEF_LO && aa <= COEF_HI && (ab === 0 || (ab >= COEF_LO && ab <= COEF_HI))) {
      // Δ/4 = h² − a·c as diffOfProducts forms it: plainly unless the two
      // products nearly cancel, then with their exact errors added back.
      const p1 = h * h;
      const p2 = a * rr;
      let disc = p1 - p2;
      if (!(3 * Math.abs(disc) >= Math.abs(p1) + Math.abs(p2))) {
        c0 = 134217729 * h;
        hi = c0 - (c0 - h);
        lo = h - hi;
        const e1 = lo * lo - (p1 - hi * hi - hi * lo - hi * lo);
        c0 = 134217729 * a;
        hi = c0 - (c0 - a);
        lo = a - hi;
        c0 = 134217729 * rr;
        const ch = c0 - (c0 - rr);
        const cl = rr - ch;
        const e2 = lo * cl - (p2 - hi * ch - lo * ch - hi * cl);
        disc = disc + (e1 - e2);
      }
      if (disc < 0) return false;
      if (disc > 0) {
        const q = h >= 0 ? -(h + Math.sqrt(disc)) : -(h - Math.sqrt(disc));
        // The roots q/a and c/q (c > 0) have product c/a. a < 0: one of each
        // sign; the positive one is c/q when q > 0. a > 0: both have the sign
        // of q, and |c/q| ≤ |q/a|; the polish moves a root by less than 10⁻⁶ of
        // itself, so it cannot reorder roots 10⁻⁵ apart (closer ones, a
        // near-grazing shot, take the general path): q² > (1 + 10⁻⁵)·ac.
        let r = q > 0 ? rr / q : q / a;
        if (a > 0) {
          if (q < 0) return false;
          if (!(q * q > 1.00001 * p2)) r = -1;
        }
        if (r > 0) {
          // One Newton step on the compensated residual (as quadratic.ts polish).
          const m1 = a * r;
          c0 = 134217729 * a;
          hi = c0 - (c0 - a);
          lo = a - hi;
          c0 = 134217729 * r;
          const rh = c0 - (c0 - r);
          const rl = r - rh;
          const e1 = lo * rl - (m1 - hi * rh - lo * rh - hi * rl);
          const s1 = m1 + b;
          bb = s1 - m1;
          const f1 = m1 - (s1 - bb) + (b - bb);
          const m2 = s1 * r;
          c0 = 134217729 * s1;
          hi = c0 - (c0 - s1);
          lo = s1 - hi;
          const e2 = lo * rl - (m2 - hi * rh - lo * rh - hi * rl);
          const s2 = m2 + rr;
          bb = s2 - m2;
          const f2 = m2 - (s2 - bb) + (rr - bb);
          const value = s2 + ((e1 + f1) * r + (e2 + f2));
          const slope = 2 * a * r + b;
          if (slope !== 0) {
            const step = value / slope;
            if (Math.abs(step) <= Math.abs(r) * 9.5e-7) r = r - step;
          }
          r = r + 0;
          // Aim along W = R + V·τ (same operations as aimAlong).
          const wx = rx + vx * r;
          const wy = ry + vy * r;
          const wz = rz + vz * r;
          const ww = wx * wx + wy * wy + wz * wz;
          if (ww >= AIM_LO && ww <= AIM_HI) {
            const k = 1 / Math.sqrt(ww);
            out[0] = r;
            out[1] = wx * k;
            out[2] = wy * k;
            if (three) out[3] = wz * k;
            return true;
          }
        }
      }
    }
  }
  return linearInterceptGeneral(out, shooter, target, velocity, speed);
}

/** The general (rescaling, exact) path of `linearInterceptTo`. */
function linearInterceptGeneral(
  out: Float64Array | number[],
  shooter: ReadonlyVec,
  target: ReadonlyVec,
  velocity: ReadonlyVec,
  speed: number,
): boolean {
  prepareLinear(shooter, target, velocity, speed);
  const tau = firstScaledTime();
  if (tau < 0) return false;
  const t = scaleByPow2(tau, L.er - L.ev);
  if (!Number.isFinite(t)) return false;
  out[0] = t;
  aimAlong(out, 1, tau);
  return true;
}

// ---------------------------------------------------------------------------
// Full results

function vecOf<V extends Vec>(dim: number, src: ArrayLike<number>, offset = 0): V {
  return (dim === 2 ? [src[offset], src[offset + 1]] : [src[offset], src[offset + 1], src[offset + 2]]) as V;
}

/**
 * The world-frame description of a shot, for positions and velocities in the
 * caller's units: target T + Vt·t + A·t²/2, projectile S + (s·aim + k·U)·t + g·t²/2.
 */
interface World {
  S: ReadonlyVec;
  T: ReadonlyVec;
  Vt: ReadonlyVec;
  A: ReadonlyVec | null;
  /** inherit·shooterVelocity, or null. */
  U: ReadonlyVec | null;
  g: ReadonlyVec | null;
  s: number;
}

/** base + v·t + a·t²/2 per component; ±Infinity when beyond the double range, never NaN for finite inputs. */
function displaced<V extends Vec>(base: ReadonlyVec, v: ReadonlyVec | null, a: ReadonlyVec | null, t: number): V {
  return base.map((b, i) => {
    const x = v === null || v[i] === 0 ? 0 : v[i] * t;
    const y = a === null || a[i] === 0 ? 0 : 0.5 * a[i] * t * t;
    const d = x + y;
    return b + (Number.isNaN(d) ? y : d);
  }) as V;
}

function targetAt<V extends Vec>(w: World, t: number): V {
  return displaced<V>(w.T, w.Vt, w.A, t);
}

function projectileAt<V extends Vec>(w: World, aim: ReadonlyVec, t: number): V {
  const v = aim.map((x, i) => x * w.s + (w.U === null ? 0 : w.U[i]));
  return displaced<V>(w.S, v, w.g, t);
}

function hitRecord<V extends Vec>(w: World, dim: number, times: number[], aimSrc: ArrayLike<number>): Hit<V> {
  const aim = vecOf<V>(dim, aimSrc);
  const launchVelocity = aim.map((x) => x * w.s) as V;
  const U = w.U;
  const projectileVelocity = (U === null ? launchVelocity.slice() : launchVelocity.map((x, i) => x + U[i])) as V;
  return {
    hit: true,
    time: times[0],
    times,
    aim,
    launchVelocity,
    projectileVelocity,
    impact: targetAt<V>(w, times[0]),
  };
}

const MESSAGES: Record<NoHitReason, string> = {
  'cannot-move': 'The projectile has zero speed, so it can only hit a target that is already there or runs into it.',
  receding: 'The target is moving away at least as fast as the projectile flies, so no shot can catch it.',
  'target-too-fast': 'The target is faster than the projectile and passes by before any shot can reach its path.',
  'out-of-range':
    'No launch direction at this speed reaches the target: gravity or acceleration keeps it out of range.',
  'beyond-max-time': 'A hit is possible, but only later than the maximum time allowed.',
};

/** Plain-English sentence for each no-hit reason (the `message` field). */
export function noHitMessage(reason: NoHitReason): string {
  return MESSAGES[reason];
}

/** h(τ) = |W(τ)| − s·τ in scaled units, computed without overflow. */
function missAt(tau: number): number {
  let m = 0;
  for (let i = 0; i < L.dim; i++) m = Math.max(m, Math.abs(L.R[i] + L.V[i] * tau));
  let ss = 0;
  if (m > 0) {
    for (let i = 0; i < L.dim; i++) {
      const w = (L.R[i] + L.V[i] * tau) / m;
      ss += w * w;
    }
  }
  return m * Math.sqrt(ss) - L.s * tau;
}

/** |R × V| in scaled units. */
function crossNorm(): number {
  const R = L.R;
  const V = L.V;
  if (L.dim === 2) return Math.abs(R[0] * V[1] - R[1] * V[0]);
  return Math.hypot(R[1] * V[2] - R[2] * V[1], R[2] * V[0] - R[0] * V[2], R[0] * V[1] - R[1] * V[0]);
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
  const s = L.s;
  const vv = L.vv;
  let t: number;
  if (s === 0) t = vv > 0 ? Math.max(0, -L.rv / vv) : 0;
  else if (L.a > 0) t = Math.max(0, (-L.rv + (s * crossNorm()) / Math.sqrt(L.a)) / vv);
  else if (L.a < 0 || L.rv < 0) t = Infinity;
  else {
    const perp = crossNorm() / s;
    const r = Math.sqrt(L.c);
    t = r > 0 ? (50 * perp * perp) / (r * s) : 0;
  }
  return Math.min(t, tauMax);
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
function linearNoHit<V extends Vec>(reason: NoHitReason, w: World, tauMax: number): NoHit<V> {
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

/**
 * Solves the loaded constant-velocity problem into a full result: all hit
 * times in [0, maxTime], or a reasoned no-hit. Positions and velocities of
 * the result come from the world description `w`.
 */
function solveLinearLoaded<V extends Vec>(w: World, maxTime: number): InterceptResult<V> {
  const dim = L.dim;
  // Search no later than maxTime, nor beyond the largest representable time.
  const tauMax = Math.min(scaleByPow2(maxTime, L.ev - L.er), scaleByPow2(Number.MAX_VALUE, L.ev - L.er));
  const taus: number[] = [];
  if (L.c === 0) taus.push(0);
  else {
    const n = solveQuadraticTo(rootBuf, L.a, L.b, L.c);
    for (let i = 0; i < n; i++) {
      const r = rootBuf[i];
      if (r >= 0 && (taus.length === 0 || taus[taus.length - 1] !== r)) taus.push(r);
    }
  }
  const times: number[] = [];
  const kept: number[] = [];
  for (const tau of taus) {
    const t = scaleByPow2(tau, L.er - L.ev);
    if (Number.isFinite(t) && tau <= tauMax && t <= maxTime) {
      times.push(t);
      kept.push(tau);
    }
  }
  if (times.length > 0) {
    const scratch = aimScratch;
    aimAlong(scratch, 0, kept[0]);
    return hitRecord<V>(w, dim, times, scratch);
  }
  let reason: NoHitReason;
  if (taus.length > 0) reason = 'beyond-max-time';
  else if (L.s === 0) reason = 'cannot-move';
  else if (L.rv >= 0) reason = 'receding';
  else reason = 'target-too-fast';
  return linearNoHit<V>(reason, w, tauMax);
}

/**
 * The constant-velocity intercept in its teaching form (curriculum chapters
 * 4–6). A shooter at `shooter` fires a projectile at `speed`; the target at
 * `target` moves with constant `velocity`. With R = target − shooter:
 *
 *   (|V|² − s²)·t² + 2(R·V)·t + |R|² = 0,
 *
 * a = |V|² − s² formed with exact products (no cancellation when the speeds
 * are nearly equal), roots by the cancellation-free q form with Kahan's
 * discriminant (`solveQuadraticTo`). The earliest non-negative root is the hit.
 *
 * Named cases: already there (R = 0) → t = 0; zero speed → no hit unless
 * already there (or the target runs exactly into the shooter, a "mine");
 * standing target → t = |R|/s; equal speeds → the linear case t = −c/b, a hit
 * only when approaching (R·V < 0); two positive roots (faster, approaching
 * target) → the earlier; both negative → no hit (`'receding'`).
 *
 * Returns the same hit/no-hit shape as `intercept`, plus `coefficients`,
 * `discriminant` and `roots` (all real roots, negative ones included). Works
 * in 2D and 3D; the result's vectors have the shooter's dimension.
 *
 * @throws TypeError/RangeError when a vector is not 2D/3D of finite numbers,
 *   dimensions differ, or speed is not a finite number ≥ 0.
 */
export function linearIntercept<V extends Vec>(
  shooter: V,
  target: ReadonlyVec,
  velocity: ReadonlyVec,
  speed: number,
): LinearInterceptResult<V> {
  const dim = checkVec('shooter', shooter);
  checkVec('target', target, dim);
  checkVec('velocity', velocity, dim);
  checkNonNegative('speed', speed);
  prepareLinear(shooter, target, velocity, speed);
  const teaching = linearTeaching();
  const world: World = { S: shooter, T: target, Vt: velocity, A: null, U: null, g: null, s: speed };
  const result = solveLinearLoaded<V>(world, Infinity);
  return { ...result, ...teaching };
}

/** The teaching fields from the loaded scaled state, converted to the caller's units. */
function linearTeaching(): LinearTeaching {
  const { a, b, c, er, ev } = L;
  const n = solveQuadraticTo(rootBuf, a, b, c);
  const roots: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = scaleByPow2(rootBuf[i], er - ev);
    if (Number.isFinite(t) && (roots.length === 0 || roots[roots.length - 1] !== t)) roots.push(t);
  }
  if (a === 0 && b === 0 && c === 0) roots.push(0);
  return {
    coefficients: { a: scaleByPow2(a, 2 * ev) + 0, b: scaleByPow2(b, er + ev) + 0, c: scaleByPow2(c, 2 * er) },
    discriminant: scaleByPow2(quadraticDiscriminant(a, b, c), 2 * er + 2 * ev) + 0,
    roots,
  };
}

// ---------------------------------------------------------------------------
// The general problem: shooter velocity, target acceleration, gravity.

/** Options of `intercept`. Units are the caller's: lengths L, times T. */
export interface InterceptOptions {
  /** Shooter position (L). */
  shooter: ReadonlyVec;
  /** Shooter velocity (L/T); only matters through `inherit`. Default: zero. */
  shooterVelocity?: ReadonlyVec;
  /** Fraction 0…1 of the shooter's velocity the projectile inherits. Default 1 (physics: a thrown ball keeps its thrower's velocity); many games use 0. */
  inherit?: number;
  /** Target position (L). */
  target: ReadonlyVec;
  /** Target velocity (L/T). Default: zero. */
  targetVelocity?: ReadonlyVec;
  /** Constant target acceleration (L/T²). Default: zero. */
  targetAcceleration?: ReadonlyVec;
  /** Projectile launch speed relative to the shooter (L/T), ≥ 0. */
  speed: number;
  /** Acceleration acting on the projectile, e.g. [0, −9.81] with y up (L/T²). Default: zero. */
  gravity?: ReadonlyVec;
  /** Latest acceptable hit time (T); `Infinity` for none. Default: Infinity. */
  maxTime?: number;
}

/** The defaults `intercept` uses for omitted options (vectors are zero of the shooter's dimension). */
export const interceptDefaults = {
  shooterVelocity: 'zero vector',
  inherit: 1,
  targetVelocity: 'zero vector',
  targetAcceleration: 'zero vector',
  gravity: 'zero vector',
  maxTime: Infinity,
} as const;

/** Scaled quartic state, allocated once: lengths × 2^-er, times t = 2^m·τ. */
const Q = {
  dim: 2,
  R: new Float64Array(3),
  V: new Float64Array(3),
  G: new Float64Array(3),
  s: 0,
  er: 0,
  m: 0,
};
const quartic = new Float64Array(5);
const sextic = new Float64Array(7);
const cubic = new Float64Array(4);
const qRoots = new Float64Array(MAX_DEGREE);
const qMults = new Int32Array(MAX_DEGREE);

/** x − y componentwise, halved (with `1` returned) when that overflows; writes into out. */
function diffInto(out: Float64Array, x: ArrayLike<number>, y: ArrayLike<number>, ky: number, dim: number): number {
  let shift = 0;
  for (let i = 0; i < dim; i++) {
    out[i] = x[i] - ky * y[i];
    if (!Number.isFinite(out[i])) shift = 1;
  }
  if (shift) for (let i = 0; i < dim; i++) out[i] = 0.5 * x[i] - 0.5 * ky * y[i];
  return shift;
}

function maxAbs(v: Float64Array, dim: number): number {
  let m = 0;
  for (let i = 0; i < dim; i++) m = Math.max(m, Math.abs(v[i]));
  return m;
}

/**
 * Loads the relative problem R = T − S, V = Vt − k·U, G = A − g into Q, in
 * units where |R|, |V|·t and |G|·t² are at most about 1: t = 2^m·τ with
 * m = min(er − ev, (er − eg)/2).
 */
function prepareQuartic(
  shooter: ArrayLike<number>,
  shooterVelocity: ArrayLike<number>,
  inherit: number,
  target: ArrayLike<number>,
  targetVelocity: ArrayLike<number>,
  targetAcceleration: ArrayLike<number>,
  speed: number,
  gravity: ArrayLike<number>,
): void {
  const dim = shooter.length;
  Q.dim = dim;
  const sr = diffInto(Q.R, target, shooter, 1, dim);
  const sv = diffInto(Q.V, targetVelocity, shooterVelocity, inherit, dim);
  const sg = diffInto(Q.G, targetAcceleration, gravity, 1, dim);
  const r = maxAbs(Q.R, dim);
  const v = Math.max(maxAbs(Q.V, dim), sv ? 0.5 * speed : speed);
  const g = maxAbs(Q.G, dim);
  const er = r > 0 ? exponentOf(r) : 0;
  const ev = v > 0 ? exponentOf(v) + sv : 0;
  const eg = g > 0 ? exponentOf(g) + sg : 0;
  const erTrue = er + sr;
  let m = 0;
  if (v > 0 && g > 0) m = Math.min(erTrue - ev, Math.floor((erTrue - eg) / 2));
  else if (v > 0) m = erTrue - ev;
  else if (g > 0) m = Math.floor((erTrue - eg) / 2);
  Q.er = erTrue;
  Q.m = m;
  for (let i = 0; i < dim; i++) {
    Q.R[i] = scaleByPow2(Q.R[i], -er);
    Q.V[i] = scaleByPow2(Q.V[i], m - erTrue + sv);
    Q.G[i] = scaleByPow2(Q.G[i], 2 * m - erTrue + sg);
  }
  Q.s = scaleByPow2(speed, m - erTrue);
}

const dotBufA = new Float64Array(7);
const dotBufB = new Float64Array(7);

/** The quartic f(τ) = |W(τ)|² − s²τ² of the scaled state, highest degree first, into `quartic`. */
function formQuartic(): void {
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
function wAt(out: Float64Array, tau: number): void {
  for (let i = 0; i < Q.dim; i++) {
    const v = Q.V[i] === 0 ? 0 : Q.V[i] * tau;
    const g = Q.G[i] === 0 ? 0 : 0.5 * Q.G[i] * tau * tau;
    const d = v + g;
    out[i] = Q.R[i] + (Number.isNaN(d) ? g : d);
  }
}

/** Unit vector along W(τ) into out; falls back to the direction of V, then G, then the x axis. */
function quarticAim(out: Float64Array, tau: number): void {
  const dim = Q.dim;
  wAt(out, tau);
  if (normalizeInPlace(out, dim)) return;
  for (let i = 0; i < dim; i++) out[i] = Q.V[i];
  if (normalizeInPlace(out, dim)) return;
  for (let i = 0; i < dim; i++) out[i] = Q.G[i];
  if (normalizeInPlace(out, dim)) return;
  for (let i = 0; i < dim; i++) out[i] = i === 0 ? 1 : 0;
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

/** h(τ) = |W(τ)| − s·τ in scaled units. */
const missW = new Float64Array(3);

function quarticMiss(tau: number): number {
  const w = missW;
  wAt(w, tau);
  let m = 0;
  for (let i = 0; i < Q.dim; i++) m = Math.max(m, Math.abs(w[i]));
  if (!Number.isFinite(m)) return Infinity;
  let ss = 0;
  if (m > 0) for (let i = 0; i < Q.dim; i++) ss += (w[i] / m) ** 2;
  const st = Q.s * tau;
  return m * Math.sqrt(ss) - st;
}

/**
 * The best miss over [0, τmax]: h(τ) = |W(τ)| − sτ is smooth where W ≠ 0 with
 * h′ = W·W′/|W| − s, so its interior minima satisfy (W·W′)² = s²|W|² with
 * W·W′ ≥ 0, a degree-6 polynomial in τ (P′²/4 − s²P with P = |W|²); the
 * minimum is at one of its roots or at an end. With s = 0 these are the
 * stationary points of |W|.
 */
function closestQuarticTime(tauMax: number): number {
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
  let best = 0;
  let bestValue = quarticMiss(0);
  if (Number.isFinite(tauMax)) {
    const value = quarticMiss(tauMax);
    if (value < bestValue) {
      best = tauMax;
      bestValue = value;
    }
  }
  const n = solvePolynomialInTo(qRoots, null, sextic, 0, tauMax);
  for (let i = 0; i < n; i++) {
    const tau = qRoots[i];
    if (tau > 0 && tau < tauMax && ((a * tau + b) * tau + c) * tau + d >= 0) {
      const value = quarticMiss(tau);
      if (value < bestValue || (value === bestValue && tau < best)) {
        best = tau;
        bestValue = value;
      }
    }
  }
  return best;
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

function quarticNoHit<V extends Vec>(reason: NoHitReason, w: World, tauMax: number): NoHit<V> {
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

function isZero(v: ReadonlyVec): boolean {
  for (let i = 0; i < v.length; i++) if (v[i] !== 0) return false;
  return true;
}

/** Checks and completes the options (vectors of one dimension, defaults filled in). */
function resolveOptions(options: InterceptOptions): Required<InterceptOptions> {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`options must be an object with shooter, target and speed, got ${String(options)}`);
  }
  const dim = checkVec('shooter', options.shooter);
  const zero = dim === 2 ? [0, 0] : [0, 0, 0];
  const vec = (name: keyof InterceptOptions, value: unknown) => {
    if (value === undefined) return zero;
    checkVec(name, value, dim);
    return value as ReadonlyVec;
  };
  checkVec('target', options.target, dim);
  return {
    shooter: options.shooter,
    shooterVelocity: vec('shooterVelocity', options.shooterVelocity),
    inherit: options.inherit === undefined ? interceptDefaults.inherit : checkInRange('inherit', options.inherit, 0, 1),
    target: options.target,
    targetVelocity: vec('targetVelocity', options.targetVelocity),
    targetAcceleration: vec('targetAcceleration', options.targetAcceleration),
    speed: checkNonNegative('speed', options.speed),
    gravity: vec('gravity', options.gravity),
    maxTime: options.maxTime === undefined ? interceptDefaults.maxTime : checkTimeLimit('maxTime', options.maxTime),
  };
}

/**
 * The general intercept, 2D or 3D (curriculum chapters 8–9): a shooter at
 * `shooter` (moving with `shooterVelocity`, of which the projectile inherits
 * the fraction `inherit`) fires at `speed`; the projectile is accelerated by
 * `gravity`; the target starts at `target` with `targetVelocity` and constant
 * `targetAcceleration`. With R = T − S, V = Vt − inherit·U and
 * G = targetAcceleration − gravity, the hit times are the non-negative roots of
 *
 *   f(t) = (G·G/4)t⁴ + (V·G)t³ + (V·V + R·G − s²)t² + 2(R·V)t + R·R,
 *
 * found by derivative-interval isolation (`solvePolynomialTo`); G = 0 uses
 * the quadratic solver. f(0) = |R|² ≥ 0 and the t⁴ coefficient is ≥ 0, so with
 * G ≠ 0 the positive roots come in pairs: 0, 2 or 4 hits (a grazing double
 * root, by the tangency rule, counts once).
 *
 * A hit lists every hit time in [0, maxTime]; `aim` is W(t)/|W(t)| with
 * W(t) = R + Vt + Gt²/2, `launchVelocity` = speed·aim (relative to the
 * shooter), `projectileVelocity` = launchVelocity + inherit·shooterVelocity
 * (what to give the projectile in the world frame), `impact` the target's
 * position at the hit. When speed is 0 and the hit happens anyway (a dropped
 * bomb, a target running into a mine), `aim` is still a unit vector but
 * irrelevant.
 *
 * No hit gives a `reason`, a `message`, the best miss `closest` (minimising
 * |W(t)| − s·t, chapter 9) and `polynomialMinimum` (minimising f).
 *
 * @example intercept({ shooter: [0, 0], target: [50, 0], speed: 30, gravity: [0, -9.81] })
 *   // hit at t ≈ 1.7384 (the low arc); times ≈ [1.7384, 5.8640]
 * @throws TypeError/RangeError naming the option and its value for non-finite
 *   numbers, vectors of the wrong dimension, speed < 0, inherit outside [0, 1]
 *   or maxTime < 0.
 */
export function intercept<V extends Vec = Vec>(options: InterceptOptions): InterceptResult<V> {
  const o = resolveOptions(options);
  const w: World = {
    S: o.shooter,
    T: o.target,
    Vt: o.targetVelocity,
    A: isZero(o.targetAcceleration) ? null : o.targetAcceleration,
    U: o.inherit === 0 || isZero(o.shooterVelocity) ? null : o.shooterVelocity.map((x) => x * o.inherit),
    g: isZero(o.gravity) ? null : o.gravity,
    s: o.speed,
  };
  const dim = o.shooter.length;
  prepareQuartic(
    o.shooter,
    o.shooterVelocity,
    o.inherit,
    o.target,
    o.targetVelocity,
    o.targetAcceleration,
    o.speed,
    o.gravity,
  );
  let constantVelocity = true;
  for (let i = 0; i < dim; i++) if (Q.G[i] !== 0) constantVelocity = false;
  if (constantVelocity) {
    // G = 0 (no acceleration, or target and projectile falling alike): the quadratic.
    const shift = diffInto(relBuf, o.targetVelocity, o.shooterVelocity, o.inherit, dim);
    // When V overflows, diffInto halved it: solve with V/2 and s/2 (times double), then undo.
    prepareLinear(o.shooter, o.target, relBuf, shift ? 0.5 * o.speed : o.speed);
    L.ev += shift;
    return solveLinearLoaded<V>(w, o.maxTime);
  }
  const tauMax = Math.min(scaleByPow2(o.maxTime, -Q.m), scaleByPow2(Number.MAX_VALUE, -Q.m));
  formQuartic();
  // Only roots in [0, τmax] matter (Yuksel's bounded search: no level is
  // refined outside it); R = 0 gives the root 0 itself.
  const times: number[] = [];
  let firstTau = -1;
  if (quartic[4] === 0) {
    firstTau = 0;
    times.push(0);
  }
  const n = solvePolynomialInTo(qRoots, qMults, quartic, 0, tauMax);
  for (let i = 0; i < n; i++) {
    const tau = qRoots[i];
    if (!(tau > 0)) continue;
    const t = scaleByPow2(tau, Q.m);
    if (Number.isFinite(t) && t <= o.maxTime) {
      if (firstTau < 0) firstTau = tau;
      times.push(t);
    }
  }
  if (times.length > 0) {
    const scratch = aimScratch;
    quarticAim(scratch, firstTau);
    return hitRecord<V>(w, dim, times, scratch);
  }
  // No hit in time: is there one later at all?
  const later = solvePolynomialInTo(qRoots, null, quartic, tauMax, Infinity, true) > 0;
  const reason: NoHitReason = later ? 'beyond-max-time' : Q.s === 0 ? 'cannot-move' : 'out-of-range';
  return quarticNoHit<V>(reason, w, tauMax);
}

const ZERO3: readonly number[] = [0, 0, 0];

/**
 * Hot-path general intercept, allocation-free: the earliest hit time of
 * `intercept(options)` in [0, maxTime] into `out[0]` and its unit aim into
 * `out[1…dim]`; returns `true`, or `false` (leaving `out` untouched) when
 * there is no hit, without computing the best miss. Same math and accuracy
 * as `intercept` (the same scaled quartic, f(t) = (G·G/4)t⁴ + (V·G)t³ +
 * (V·V + R·G − s²)t² + 2(R·V)t + R·R), but only the first root in [0, τmax]
 * is isolated and polished (`solvePolynomialInTo` with `firstOnly`). No
 * argument checks: pass finite numbers and vectors of one dimension (2 or 3),
 * speed ≥ 0, inherit in [0, 1], maxTime ≥ 0; omitted options take
 * `interceptDefaults`. Reusing one options object per caller keeps the call
 * free of allocation.
 */
export function interceptTo(out: Float64Array | number[], options: InterceptOptions): boolean {
  const shooter = options.shooter;
  const dim = shooter.length;
  const shooterVelocity = options.shooterVelocity ?? ZERO3;
  const inherit = options.inherit ?? interceptDefaults.inherit;
  const targetVelocity = options.targetVelocity ?? ZERO3;
  const maxTime = options.maxTime ?? interceptDefaults.maxTime;
  prepareQuartic(
    shooter,
    shooterVelocity,
    inherit,
    options.target,
    targetVelocity,
    options.targetAcceleration ?? ZERO3,
    options.speed,
    options.gravity ?? ZERO3,
  );
  let constantVelocity = true;
  for (let i = 0; i < dim; i++) if (Q.G[i] !== 0) constantVelocity = false;
  if (constantVelocity) {
    const shift = diffInto(relBuf, targetVelocity, shooterVelocity, inherit, dim);
    prepareLinear(shooter, options.target, relBuf, shift ? 0.5 * options.speed : options.speed);
    L.ev += shift;
    const tau = firstScaledTime();
    if (tau < 0) return false;
    const t = scaleByPow2(tau, L.er - L.ev);
    if (!(t <= maxTime)) return false;
    out[0] = t;
    aimAlong(out, 1, tau);
    return true;
  }
  const tauMax = Math.min(scaleByPow2(maxTime, -Q.m), scaleByPow2(Number.MAX_VALUE, -Q.m));
  formQuartic();
  let tau = 0;
  if (quartic[4] !== 0) {
    if (solvePolynomialInTo(qRoots, null, quartic, 0, tauMax, true) === 0) return false;
    tau = qRoots[0];
  }
  const t = scaleByPow2(tau, Q.m);
  if (!(t <= maxTime)) return false;
  out[0] = t;
  quarticAim(aimScratch, tau);
  for (let i = 0; i < dim; i++) out[1 + i] = aimScratch[i];
  return true;
}
