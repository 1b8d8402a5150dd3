/**
 * The loading half of `interceptTo`'s hot path: `prepareQuarticIn` followed
 * by `formQuartic` (quartic-problem.ts) in one flat body, with the same
 * floating-point operations in the same order, so that the scaled state `Q`
 * and the coefficients in `quartic` come out bit for bit as theirs (a
 * property test checks this). The general pair spends most of its time on
 * loops over `Q`'s arrays, calls and slots; here every value stays in a
 * local. Where they would take a rare branch (a difference that overflows,
 * a scale outside the normal exponents, a NaN) this one hands over to them.
 *
 * Internal to the library (not re-exported by the barrel).
 */

import { EXP_IN, POW2, exponentIn } from '../numeric/bits';
import { Q, formQuartic, prepareQuarticIn, quartic, quarticNumbers, type QuarticInput } from './quartic-problem';

const ZERO3: readonly number[] = [0, 0, 0];

// Three doubles and their 32-bit words, for reading exponents; EXP_HI is the high word's index (1 on little-endian machines).
const expSlots = new Float64Array(3);
const expWords = new Uint32Array(expSlots.buffer);
const EXP_HI = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;

/**
 * `prepareQuarticIn(o); formQuartic()`, bit for bit, the speed and inherit in
 * `quarticNumbers` as there. Returns whether the relative acceleration G is
 * zero in every axis (then the problem is the quadratic; `quartic` is formed
 * all the same).
 */
export function loadQuartic(o: QuarticInput): boolean {
  const S = o.shooter;
  const T = o.target;
  const U = o.shooterVelocity ?? ZERO3;
  const Vt = o.targetVelocity ?? ZERO3;
  const A = o.targetAcceleration ?? ZERO3;
  const g = o.gravity ?? ZERO3;
  const speed = quarticNumbers[0];
  const inherit = quarticNumbers[1];
  const three = S.length === 3;
  const r0 = T[0] - S[0];
  const r1 = T[1] - S[1];
  const r2 = three ? T[2] - S[2] : 0;
  const v0 = Vt[0] - inherit * U[0];
  const v1 = Vt[1] - inherit * U[1];
  const v2 = three ? Vt[2] - inherit * U[2] : 0;
  const g0 = A[0] - g[0];
  const g1 = A[1] - g[1];
  const g2 = three ? A[2] - g[2] : 0;
  // Math.max as prepareQuarticIn applies it (a NaN anywhere makes the sum below NaN: handed over).
  const r = Math.max(Math.max(Math.max(0, Math.abs(r0)), Math.abs(r1)), Math.abs(r2));
  let v = Math.max(Math.max(Math.max(0, Math.abs(v0)), Math.abs(v1)), Math.abs(v2));
  const gm = Math.max(Math.max(Math.max(0, Math.abs(g0)), Math.abs(g1)), Math.abs(g2));
  if (!(r + v + gm < Infinity) || !(speed < Infinity)) return general(o);
  v = Math.max(v, speed);
  // exponentIn of r, v and gm, the bits read here (a subnormal takes exponentIn's own branch).
  expSlots[0] = r;
  expSlots[1] = v;
  expSlots[2] = gm;
  let er = ((expWords[EXP_HI] >>> 20) & 0x7ff) - 1023;
  let ev = ((expWords[EXP_HI + 2] >>> 20) & 0x7ff) - 1023;
  let eg = ((expWords[EXP_HI + 4] >>> 20) & 0x7ff) - 1023;
  if (er === -1023 || ev === -1023 || eg === -1023) {
    EXP_IN[0] = r;
    er = r > 0 ? exponentIn() : 0;
    EXP_IN[0] = v;
    ev = v > 0 ? exponentIn() : 0;
    EXP_IN[0] = gm;
    eg = gm > 0 ? exponentIn() : 0;
  }
  // Integer arithmetic throughout (x >> 1 = ⌊x/2⌋ for int32): a double index into POW2 would take V8's slow path.
  const half = (er - eg) >> 1;
  let m = 0;
  if (v > 0 && gm > 0) m = er - ev < half ? er - ev : half;
  else if (v > 0) m = er - ev;
  else if (gm > 0) m = half;
  const kr = -er;
  const kv = m - er;
  const kg = 2 * m - er;
  // ks = kv. Every factor a normal power of two, and m too (timeScale): else the general code.
  if (!(kr >= -1022 && kr <= 1023 && kv >= -1022 && kv <= 1023 && kg >= -1022 && kg <= 1023)) return general(o);
  if (!(m >= -1022 && m <= 1022)) return general(o);
  const fr = POW2[kr + 1022];
  const fv = POW2[kv + 1022];
  const fg = POW2[kg + 1022];
  const R0 = r0 * fr;
  const R1 = r1 * fr;
  const R2 = r2 * fr;
  const V0 = v0 * fv;
  const V1 = v1 * fv;
  const V2 = v2 * fv;
  const G0 = g0 * fg;
  const G1 = g1 * fg;
  const G2 = g2 * fg;
  const s = speed * fv;
  Q.dim = three ? 3 : 2;
  Q.er = er;
  Q.m = m;
  Q.gap = v > 0 && gm > 0 && half - (er - ev) > 0 ? half - (er - ev) : 0;
  Q.timeScale[0] = POW2[m + 1022];
  Q.timeScale[1] = POW2[1022 - m];
  Q.s = s;
  const R = Q.R;
  const V = Q.V;
  const G = Q.G;
  R[0] = R0;
  R[1] = R1;
  V[0] = V0;
  V[1] = V1;
  G[0] = G0;
  G[1] = G1;
  if (three) {
    R[2] = R2;
    V[2] = V2;
    G[2] = G2;
  }
  // formQuartic: the plain sums in axis order (a 2D problem adds no third term).
  // (0 + x first, as the loop from 0 does: a −0 product then sums to +0.)
  let gg = 0 + G0 * G0 + G1 * G1;
  let vg = 0 + V0 * G0 + V1 * G1;
  let rv = 0 + R0 * V0 + R1 * V1;
  let rr = 0 + R0 * R0 + R1 * R1;
  if (three) {
    gg += G2 * G2;
    vg += V2 * G2;
    rv += R2 * V2;
    rr += R2 * R2;
  }
  // V·V + R·G − s²: Ogita–Rump–Oishi Dot2 over V0·V0, R0·G0, V1·V1, R1·G1, (V2·V2, R2·G2,) s·(−s),
  // each error term as twoProductError and twoSumError form it.
  let p = V0 * V0;
  let k = 134217729 * V0;
  let ah = k - (k - V0);
  let al = V0 - ah;
  let err = al * al - (p - ah * ah - al * ah - ah * al) + 0; // twoSumError(0, p, p) = 0
  let sum = p;
  p = R0 * G0;
  let t = sum + p;
  k = 134217729 * R0;
  ah = k - (k - R0);
  al = R0 - ah;
  k = 134217729 * G0;
  let bh = k - (k - G0);
  let bl = G0 - bh;
  let bb = t - sum;
  err += al * bl - (p - ah * bh - al * bh - ah * bl) + (sum - (t - bb) + (p - bb));
  sum = t;
  p = V1 * V1;
  t = sum + p;
  k = 134217729 * V1;
  ah = k - (k - V1);
  al = V1 - ah;
  bb = t - sum;
  err += al * al - (p - ah * ah - al * ah - ah * al) + (sum - (t - bb) + (p - bb));
  sum = t;
  p = R1 * G1;
  t = sum + p;
  k = 134217729 * R1;
  ah = k - (k - R1);
  al = R1 - ah;
  k = 134217729 * G1;
  bh = k - (k - G1);
  bl = G1 - bh;
  bb = t - sum;
  err += al * bl - (p - ah * bh - al * bh - ah * bl) + (sum - (t - bb) + (p - bb));
  sum = t;
  if (three) {
    p = V2 * V2;
    t = sum + p;
    k = 134217729 * V2;
    ah = k - (k - V2);
    al = V2 - ah;
    bb = t - sum;
    err += al * al - (p - ah * ah - al * ah - ah * al) + (sum - (t - bb) + (p - bb));
    sum = t;
    p = R2 * G2;
    t = sum + p;
    k = 134217729 * R2;
    ah = k - (k - R2);
    al = R2 - ah;
    k = 134217729 * G2;
    bh = k - (k - G2);
    bl = G2 - bh;
    bb = t - sum;
    err += al * bl - (p - ah * bh - al * bh - ah * bl) + (sum - (t - bb) + (p - bb));
    sum = t;
  }
  const ns = -s;
  p = s * ns;
  t = sum + p;
  k = 134217729 * s;
  ah = k - (k - s);
  al = s - ah;
  k = 134217729 * ns;
  bh = k - (k - ns);
  bl = ns - bh;
  bb = t - sum;
  err += al * bl - (p - ah * bh - al * bh - ah * bl) + (sum - (t - bb) + (p - bb));
  sum = t;
  quartic[0] = gg / 4;
  quartic[1] = vg;
  quartic[2] = sum + err;
  quartic[3] = 2 * rv;
  quartic[4] = rr;
  return G0 === 0 && G1 === 0 && (!three || G2 === 0);
}

/** The general pair, for the rare inputs (see the module comment). */
function general(o: QuarticInput): boolean {
  prepareQuarticIn(o);
  formQuartic();
  const G = Q.G;
  for (let i = 0; i < Q.dim; i++) if (G[i] !== 0) return false;
  return true;
}
