/**
 * The hot path behind `linearInterceptTo`, in three tiers that all return
 * the earliest hit time in `out[0]` and the unit aim in `out[1…dim]`:
 *
 * 1. plain doubles, with a forward error bound computed alongside; the
 *    answer is kept when the bound certifies it within 2⁻⁴⁸ (relative) of
 *    `linearIntercept`'s time, and every "no hit" it returns is certified;
 * 2. the compensated path, bit-identical to `linearIntercept`;
 * 3. the general path (rescaling), which is `linearIntercept`'s own code.
 *
 * Internal to the library (not re-exported by the barrel).
 */

import { scaleByPow2 } from '../numeric/float';
import { AIM_HI, AIM_LO, L, aimAlong, firstScaledTime, prepareLinear } from './linear-problem';
import type { ReadonlyVec } from '../vec';

/** The speed, passed through a typed array so the out-of-line tiers need not box it. */
export const speedSlot = new Float64Array(1);

// Tiers 1 and 2 run when |R|² and |V|² + s² lie in [2⁻⁴⁰⁰, 2⁴⁰⁰]: then no
// product below overflows or leaves the normal range, and neither
// prepareLinear nor solveQuadraticTo would rescale.
const FAST_LO = 2 ** -400;

const FAST_HI = 2 ** 400;

// Tier 2 also needs |a| and |b| in [2⁻⁴⁵⁰, 2⁴⁵⁰] (b may be 0).
const COEF_LO = 2 ** -450;

const COEF_HI = 2 ** 450;

// Called through module constants: a shorter bytecode than Math.sqrt's, which keeps plainTime inlinable.
const sqrt = Math.sqrt;

const abs = Math.abs;

/**
 * `linearInterceptTo`'s solve: 1 with the earliest hit as record 0 of `SLOTS` in `out` (z = 0 in 2D), or 0 (`out`
 * untouched). Tier 1 here, inline; tiers 2 and 3 out of line, with the speed passed through `speedSlot` so that it
 * is not boxed. A speed that is not a number ≥ 0 (NaN, negative) never makes a hit, unchecked as this path is.
 */
export function linearHitTo(
  out: Float64Array | number[],
  shooter: ReadonlyVec,
  target: ReadonlyVec,
  velocity: ReadonlyVec,
  speed: number,
): number {
  const t = plainTime(shooter, target, velocity, speed);
  if (t > 0) {
    // The unit aim along W = R + V·t, the same operations as aimAlong. No range check is needed: where tier 1
    // answers, 0.13·|R| ≤ |W| ≤ 15·|R| (its test bounds t between 0.16 and 13.1 times √(c/w), and s·t
    // below by 0.138·|R|), so |W|² lies within [2⁻⁴⁰⁶, 2⁴⁰⁸], inside aimAlong's plain range [2⁻⁹⁶⁰, 2⁹⁶⁰].
    const wx = target[0] - shooter[0] + velocity[0] * t;
    const wy = target[1] - shooter[1] + velocity[1] * t;
    const wz = shooter.length === 3 ? target[2] - shooter[2] + velocity[2] * t : 0;
    const k = 1 / sqrt(wx * wx + wy * wy + wz * wz);
    out[0] = t;
    out[1] = wx * k;
    out[2] = wy * k;
    out[3] = wz * k;
    return 1;
  }
  if (t === 0) return 0;
  speedSlot[0] = speed;
  return laterTiersTo(out, shooter, target, velocity);
}

/** Tiers 2 and 3 for `linearHitTo` (speed in `speedSlot[0]`): 1 with the hit in `out`, z = 0 in 2D, or 0. */
function laterTiersTo(
  out: Float64Array | number[],
  shooter: ReadonlyVec,
  target: ReadonlyVec,
  velocity: ReadonlyVec,
): number {
  if (!(speedSlot[0] >= 0)) return 0;
  if (!hotLinear(out, shooter, target, velocity)) return 0;
  if (shooter.length === 2) out[3] = 0;
  return 1;
}

/**
 * Tier 1, for `linearInterceptTo`: the certified time (> 0) of the earliest
 * hit, 0 for a certified "no hit", −1 when it cannot tell (the caller then
 * runs `hotLinear`, tiers 2 and 3). It, `linearHitTo` and the wrapper are small enough for
 * V8 to inline into the caller's loop (bytecode under V8's limits for one
 * inlined function and for a function's whole inlining budget; the bench's
 * "allocates" column shows it: the options object of a call written inline
 * is not allocated only when the call is inlined).
 *
 * The textbook operations in plain doubles, each with its error
 * bounded (u = 2⁻⁵³), so that the answer is kept only when it is provably as
 * good as the slower tiers'. With h = R·V, c = |R|², w = |V|² + s² and the
 * plain a = |V|² − s² (error ≤ 4.1u·w against the exact a of tier 2):
 *
 * - Δ/4 = h² − a·c is formed plainly; its rounding error is at most
 *   u·(h² + |ac| + |Δ/4|) (m + d below).
 * - "No hit" because Δ < 0 is returned only when |Δ/4| exceeds that error
 *   plus the 4.1u·w·c that a's error can move it by (margin 8u).
 * - "No hit" because both roots are negative (a > 0, h > 0) is returned only
 *   when a > 8u·w, so that the exact a is positive too.
 * - A root r from the q form has relative error at most
 *   u·(m + d)/(2d) from the discriminant (|q| ≥ √d), 2.1u·w·r/√d from a's
 *   error (the root moves by δa·r²/|f′(r)| and |f′(r)| = 2√d), and 3u from
 *   the square root, the sum and the division. The time is kept when
 *   m + d + 4.2·w·r·√d ≤ 40·d, that is when the first two terms add up to at
 *   most 20u: 23u in all from the exact root of the exact a and the same b
 *   and c. Tier 2's answer is within 7u of that root (an ulp, plus its a's
 *   own last-bit error, which the same test keeps below 4.8u), so the two
 *   agree within 30u < 2⁻⁴⁸ = 32u.
 *
 * About 94 % of random aiming problems pass (the bench's cases); near-equal
 * speeds and near-grazing shots fail the test and go to tier 2 (as does a
 * discriminant below 2⁻⁹⁰⁰, where its error is no longer relative).
 */
export function plainTime(shooter: ReadonlyVec, target: ReadonlyVec, velocity: ReadonlyVec, speed: number): number {
  const rx = target[0] - shooter[0];
  const ry = target[1] - shooter[1];
  const vx = velocity[0];
  const vy = velocity[1];
  let rz = 0;
  let vz = 0;
  if (shooter.length === 3) {
    rz = target[2] - shooter[2];
    vz = velocity[2];
  }
  const rr = rx * rx + ry * ry + rz * rz;
  const vv = vx * vx + vy * vy + vz * vz;
  const ss = speed * speed;
  const w = vv + ss;
  // The ranges as literals, not the module's constants: in a large bundle a module constant's load takes a
  // wider instruction, and each byte counts against V8's inlining limits (the test checks them).
  // c and w in [2⁻⁴⁰⁰, 2⁴⁰⁰] (FAST_LO, FAST_HI); a speed that is not a number ≥ 0 is left to the later tiers.
  if (!(rr >= 3.8725919148493183e-121 && w >= 3.8725919148493183e-121 && rr + w <= 2.5822498780869086e120)) return -1;
  if (!(speed >= 0)) return -1;
  const h = rx * vx + ry * vy + rz * vz; // b/2
  const a = vv - ss;
  const p1 = h * h;
  const p2 = a * rr;
  const d = p1 - p2;
  const m = p1 + abs(p2);
  // Below Δ/4 = 2⁻⁹⁰⁰ its rounding error is no longer relative; 2⁻⁵⁰ = 8u is the margin of a decision on a sign.
  if (!(d >= 1.1830521861667747e-271)) return d < 0 && -d >= (m + w * rr) * 8.881784197001252e-16 ? 0 : -1;
  const sq = sqrt(d);
  const q = h >= 0 ? -(h + sq) : sq - h;
  // a ≥ 0, q < 0: both roots have the sign of q (a > 0), or the one root is −c/b < 0.
  if (q < 0 && a >= 0) return a >= w * 8.881784197001252e-16 ? 0 : -1;
  // a < 0: one root of each sign, the positive one c/q when q > 0; a > 0, q > 0: both positive, c/q the smaller.
  const t = q > 0 ? rr / q : q / a;
  return m + d + 4.2 * w * t * sq <= 40 * d ? t : -1;
}

/**
 * Tiers 2 and 3, speed in `speedSlot[0]`.
 *
 * Tier 2, the compensated path: a = |V|² − s² by exact squares and
 * compensated sums (as `speedGap`), Δ/4 = (b/2)² − ac plainly when
 * 3|Δ/4| ≥ (b/2)² + |ac| (Kahan's test) and with the products' exact errors
 * otherwise, the q form, and one compensated Newton polish of the one root it
 * returns. These are the operations of the general path, in the same order,
 * so the result is bit-identical to `linearIntercept`'s (a property test
 * checks this); only the other root's polish is skipped. Anything else
 * (rescaling needed, a ≈ 0, R = 0, roots closer than 10⁻⁵ relative) takes
 * tier 3.
 */
export function hotLinear(
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
  const w = vv + ss;
  let time = -1;
  if (rr >= FAST_LO && rr <= FAST_HI && w >= FAST_LO && w <= FAST_HI) {
    const h = rx * vx + ry * vy + rz * vz; // b/2
    // Tier 2.
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
          time = r + 0;
        }
      }
    }
    if (time > 0) {
      // Aim along W = R + V·t, normalised (the same operations as aimAlong).
      const wx = rx + vx * time;
      const wy = ry + vy * time;
      const wz = rz + vz * time;
      const ww = wx * wx + wy * wy + wz * wz;
      if (ww >= AIM_LO && ww <= AIM_HI) {
        const k = 1 / Math.sqrt(ww);
        out[0] = time;
        out[1] = wx * k;
        out[2] = wy * k;
        if (three) out[3] = wz * k;
        return true;
      }
    }
  }
  return generalTier(out, shooter, target, velocity, speed);
}

/** The scaled time of tier 3's last hit (its problem still loaded in L), for a time limit's check. */
export const generalTau = new Float64Array(1);

/** Tier 3, the general path: rescaling, exact, the same code as `linearIntercept`. */
export function generalTier(
  out: Float64Array | number[],
  shooter: ReadonlyVec,
  target: ReadonlyVec,
  velocity: ReadonlyVec,
  speed: number,
): boolean {
  prepareLinear(shooter, target, velocity, speed);
  const tau = firstScaledTime();
  if (tau < 0) return false;
  generalTau[0] = tau;
  const t = scaleByPow2(tau, L.er - L.ev);
  if (!Number.isFinite(t)) return false;
  out[0] = t;
  aimAlong(out, 1, tau);
  return true;
}
