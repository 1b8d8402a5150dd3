/**
 * The constant-velocity intercept (curriculum chapters 4–6): the teaching
 * form `linearIntercept`, with the quadratic's coefficients and discriminant
 * exposed, and the allocation-free hot path `linearInterceptTo`.
 *
 * With R = T − S and the target's velocity V, a shot along the unit vector d
 * at speed s meets the target at time t when s·t·d = R + V·t; squaring gives
 * (|V|² − s²)·t² + 2(R·V)·t + |R|² = 0, the law of cosines of the intercept
 * triangle. Sources: M. Oberberger, "Interception of Two Moving Objects in 2D
 * Space" (CodeProject, 2015); J. McNeill, "Leading the target" (playtechs
 * blog); J. Wucher, "Shooting At Stuff" (GameDev.net, 2014).
 */

import { scaleByPow2 } from './float';
import { quadraticDiscriminant, solveQuadraticTo } from './quadratic';
import { checkNonNegative, checkVec } from './validate';
import { linearNoHit } from './closest-miss';
import { AIM_HI, AIM_LO, L, aimAlong, firstScaledTime, prepareLinear, rootBuf, aimScratch } from './linear-problem';
import { hitRecord } from './intercept-result';
import type { InterceptResult, NoHitReason, World } from './intercept-result';
import type { ReadonlyVec, Vec } from './vec';

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

/**
 * Solves the loaded constant-velocity problem into a full result: all hit
 * times in [0, maxTime], or a reasoned no-hit. Positions and velocities of
 * the result come from the world description `w`.
 */
export function solveLinearLoaded<V extends Vec>(w: World, maxTime: number): InterceptResult<V> {
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
