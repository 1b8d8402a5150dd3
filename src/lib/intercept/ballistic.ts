/**
 * Ballistic arcs to a standing target (curriculum chapter 7), and the time
 * to reach a point in a straight line.
 *
 * Let the target "fall upward" instead of the projectile falling: with
 * R = target − shooter and gravity g, a launch velocity v reaches the target
 * at time t when R = v·t + g·t²/2, i.e. v = R/t − g·t/2, and |v| = s gives
 *
 *   (g·g/4)·u² − (R·g + s²)·u + R·R = 0,   u = t²,
 *
 * a quadratic in u (solved with `solveQuadraticTo`: no cancellation, exact
 * discriminant). Its two positive roots are the low and the high arc; they
 * merge at maximum range (the tangent case, one arc) and vanish beyond it.
 * Sources: J. McNeill, "Leading the target" (playtechs blog); the flat
 * formula tan α = (s² ± √(s⁴ − g(gx² + 2ys²)))/(gx) found in many game
 * references is the same equation in angle form.
 *
 * Angles: the elevation of a launch velocity is its angle above the plane
 * perpendicular to gravity (radians, −π/2…π/2, positive up). In 2D, the usual
 * convention is x to the right and y up with gravity [0, −9.81].
 */

import { exponentOf, scaleByPow2 } from '../numeric/float';
import { quadraticDiscriminant, quadraticRoots, solveQuadraticTo } from '../numeric/quadratic';
import { checkFinite, checkNonNegative, checkOut, checkVec } from '../validate';
import { SLOTS } from '../engine/conventions';
import { checkOptionsFor, checkScene } from './options-check';
import type { ReadonlyVec, SameDim, Vec, Vec2, VecFor } from '../vec';

/** Options of `ballisticArcs`. Units: lengths L, times T. */
export interface BallisticOptions<S extends ReadonlyVec = ReadonlyVec> {
  /** Launch point (L). */
  shooter: S;
  /** The standing target (L). */
  target: NoInfer<SameDim<S>>;
  /** Launch speed (L/T), ≥ 0. */
  speed: number;
  /**
   * Gravity (L/T²), e.g. `gravityYUp2D` = [0, −9.81] or `gravityZUp3D` = [0, 0, −9.81].
   * Default: none (the zero vector), as in every entry point of the library; without
   * gravity the one "arc" is the straight shot.
   */
  gravity?: NoInfer<SameDim<S>> | undefined;
}

/** One trajectory from the shooter. */
export interface Arc<V extends Vec = Vec> {
  /** Flight time to the target (or, for `bestReach`, to where the arc crosses the line of sight). */
  time: number;
  /** Elevation above the plane perpendicular to gravity, radians (positive up). */
  elevation: number;
  /** Unit launch direction. */
  aim: V;
  /** speed·aim. */
  launchVelocity: V;
}

/** The target is within reach: one or two arcs. */
export interface Reachable<V extends Vec = Vec> {
  reachable: true;
  /** The flatter, faster arc. */
  low: Arc<V>;
  /** The lofted, slower arc (the same object as `low` in the tangent case). */
  high: Arc<V>;
  /** The distinct arcs, low first: two, or one exactly at maximum range. */
  arcs: Arc<V>[];
  /** Maximum range along the line of sight at this speed: s²/(g·(1 + sin θ)), θ the elevation of the target. */
  maxRange: number;
}

/** The target is out of reach. */
export interface Unreachable<V extends Vec = Vec> {
  reachable: false;
  /** `'out-of-range'`, or `'cannot-move'` when the speed is 0 (and the target is not straight below). */
  reason: 'out-of-range' | 'cannot-move';
  /** One plain-English sentence. */
  message: string;
  /** Maximum range along the line of sight (see `Reachable.maxRange`). */
  maxRange: number;
  /**
   * The farthest shot along the line of sight: elevation 45° + θ/2 in the
   * vertical plane through the target; `reach` is how far along the line it
   * lands (= maxRange) and `miss` the distance still missing.
   */
  bestReach: Arc<V> & { reach: number; miss: number };
}

/** The result of `ballisticArcs`. */
export type BallisticResult<V extends Vec = Vec> = Reachable<V> | Unreachable<V>;

// Magnitudes in [2⁻²⁵⁰, 2²⁵⁰] (or 0) need no scaling: no square or product
// of them leaves the normal range.
const SAFE_HI = 2 ** 250;

const SAFE_LO = 2 ** -250;

function inSafeRange(x: number): boolean {
  return x === 0 || (x <= SAFE_HI && x >= SAFE_LO);
}

// ---------------------------------------------------------------------------
// The prepared problem in scaled units, allocated once: R in units of 2^er,
// times t = 2^m·τ, so that distances, speed and gravity are all near 1.

const B = {
  dim: 2,
  /** R·2^−er (the target relative to the shooter, scaled). */
  R: new Float64Array(3),
  /** g scaled to the time unit 2^m. */
  g: new Float64Array(3),
  /** Unit up, −g/|g| (y up when there is no gravity). */
  up: new Float64Array(3),
  s: 0,
  ss: 0,
  gg: 0,
  rg: 0,
  rr: 0,
  m: 0,
  er: 0,
};

const arcRoots = new Float64Array(2);

const dirBuf = new Float64Array(3);

/** Elevation of v (the first `dim` entries) above the plane perpendicular to unit `up`. */
function elevationOf(v: ArrayLike<number>, up: ArrayLike<number>, dim: number): number {
  let vu = 0;
  for (let i = 0; i < dim; i++) vu += v[i] * up[i];
  let hh = 0;
  for (let i = 0; i < dim; i++) {
    const h = v[i] - vu * up[i];
    hh += h * h;
  }
  return Math.atan2(vu, Math.sqrt(hh));
}

/**
 * Normalises v[0…dim) in place (scaled by its largest entry first, so it
 * neither overflows nor underflows); a zero or non-finite vector becomes
 * zero. Returns false then.
 */
function normalize(v: Float64Array | number[], dim: number): boolean {
  let m = 0;
  for (let i = 0; i < dim; i++) m = Math.max(m, Math.abs(v[i]));
  if (!(m > 0) || !Number.isFinite(m)) {
    for (let i = 0; i < dim; i++) v[i] = 0;
    return false;
  }
  // Scaled by the largest entry, the squares cannot overflow, and the sum is
  // at least 1. (Math.sqrt, not Math.hypot: V8 boxes hypot's arguments.)
  const w0 = v[0] / m;
  const w1 = v[1] / m;
  if (dim === 2) {
    const k = 1 / Math.sqrt(w0 * w0 + w1 * w1);
    v[0] = w0 * k;
    v[1] = w1 * k;
    return true;
  }
  const w2 = v[2] / m;
  const k = 1 / Math.sqrt(w0 * w0 + w1 * w1 + w2 * w2);
  v[0] = w0 * k;
  v[1] = w1 * k;
  v[2] = w2 * k;
  return true;
}

/** The launch speed, passed through a typed array: V8 boxes a double argument of a call it does not inline. */
const speedSlot = new Float64Array(1);

/** Loads the problem (speed in `speedSlot[0]`) into `B`, without allocating. */
function prepareBallistic(S: ReadonlyVec, T: ReadonlyVec, g: ReadonlyVec): void {
  const s = speedSlot[0];
  const dim = S.length;
  B.dim = dim;
  const R = B.R;
  let shift = 0;
  for (let i = 0; i < dim; i++) {
    R[i] = T[i] - S[i];
    if (!Number.isFinite(R[i])) shift = 1;
  }
  if (shift) for (let i = 0; i < dim; i++) R[i] = 0.5 * T[i] - 0.5 * S[i];
  let rmax = 0;
  let gmax = 0;
  for (let i = 0; i < dim; i++) {
    rmax = Math.max(rmax, Math.abs(R[i]));
    gmax = Math.max(gmax, Math.abs(g[i]));
  }
  const gs = B.g;
  let er = 0;
  let m = 0;
  if (shift === 0 && inSafeRange(rmax) && inSafeRange(s) && inSafeRange(gmax)) {
    // The common case needs no scaling. (The scaling below is by exact powers
    // of two, which commute with rounding: both give the same bits.)
    for (let i = 0; i < dim; i++) gs[i] = g[i];
  } else {
    const e = rmax > 0 ? exponentOf(rmax) : 0;
    const es = s > 0 ? exponentOf(s) : 0;
    const eg = gmax > 0 ? exponentOf(gmax) : 0;
    er = e + shift;
    if (s > 0 && gmax > 0) m = Math.min(er - es, Math.floor((er - eg) / 2));
    else if (s > 0) m = er - es;
    else if (gmax > 0) m = Math.floor((er - eg) / 2);
    for (let i = 0; i < dim; i++) {
      R[i] = scaleByPow2(R[i], -e);
      gs[i] = scaleByPow2(g[i], 2 * m - er);
    }
  }
  const ss = m === er ? s : scaleByPow2(s, m - er);
  let gg = 0;
  let rg = 0;
  let rr = 0;
  for (let i = 0; i < dim; i++) {
    gg += gs[i] * gs[i];
    rg += R[i] * gs[i];
    rr += R[i] * R[i];
  }
  const up = B.up;
  for (let i = 0; i < dim; i++) up[i] = 0 - g[i]; // 0 − g, not −g: no −0 entries
  if (!(gmax > 0) || !normalize(up, dim)) {
    up[0] = 0;
    up[1] = 1;
    up[2] = 0;
  }
  B.s = s;
  B.ss = ss;
  B.gg = gg;
  B.rg = rg;
  B.rr = rr;
  B.m = m;
  B.er = er;
}

/** The distinct positive scaled flight times τ (ascending) into `arcRoots`; returns how many (0–2). */
function arcTimes(): number {
  const n = solveQuadraticTo(arcRoots, B.gg / 4, -(B.rg + B.ss * B.ss), B.rr);
  let k = 0;
  for (let i = 0; i < n; i++) {
    if (arcRoots[i] > 0) {
      const tau = Math.sqrt(arcRoots[i]);
      // An arc whose time overflows the double range (a speed such as 5e−324) never arrives: no arc.
      if (!((B.m === 0 ? tau : scaleByPow2(tau, B.m)) < Infinity)) continue;
      if (k === 0 || arcRoots[k - 1] !== tau) arcRoots[k++] = tau;
    }
  }
  return k;
}

/**
 * The arc of scaled flight time τ = arcRoots[k] (τ = 0 for k < 0) into
 * `out` as a record of `SLOTS`: its time in the caller's units at out[at], its
 * unit launch direction (v = R/τ − gτ/2, or straight up at τ = 0) at
 * out[at + 1…at + 3] (z = 0 in 2D).
 */
function writeArc(out: Float64Array | number[], at: number, k: number): void {
  const dim = B.dim;
  const tau = k < 0 ? 0 : arcRoots[k];
  const d = dirBuf;
  if (tau > 0) for (let i = 0; i < dim; i++) d[i] = B.R[i] / tau - 0.5 * B.g[i] * tau;
  if (!(tau > 0) || !normalize(d, dim)) for (let i = 0; i < dim; i++) d[i] = B.up[i];
  out[at] = B.m === 0 ? tau : scaleByPow2(tau, B.m);
  out[at + 1] = d[0];
  out[at + 2] = d[1];
  out[at + 3] = dim === 3 ? d[2] : 0;
}

const arcBuf = new Float64Array(4);

function copyVec<V extends Vec>(src: ArrayLike<number>, at: number, dim: number, k = 1): V {
  return (dim === 2 ? [src[at] * k, src[at + 1] * k] : [src[at] * k, src[at + 1] * k, src[at + 2] * k]) as V;
}

/** The arc of root k (see writeArc) as a record. */
function arcAt<V extends Vec>(k: number): Arc<V> {
  const dim = B.dim;
  writeArc(arcBuf, 0, k);
  return {
    time: arcBuf[0],
    elevation: elevationOf(arcBuf.subarray(1), B.up, dim),
    aim: copyVec<V>(arcBuf, 1, dim),
    launchVelocity: copyVec<V>(arcBuf, 1, dim, B.s),
  };
}

/**
 * Low and high ballistic arcs from `shooter` to a standing `target` at
 * launch `speed` under `gravity` (2D or 3D; see the module comment for the
 * equation). Uphill and downhill targets work alike; a target straight above
 * gives two vertical "arcs" (rising and falling pass). Beyond maximum range
 * the result is unreachable, with the best-reach shot at 45° + θ/2.
 *
 * Zero gravity degenerates to the straight shot t = |R|/s (one arc).
 * For a hot loop that needs only times and aims, see `ballisticArcsTo`.
 *
 * Gravity defaults to none, as everywhere in the library: pass your
 * engine's vector (`gravityYUp2D`, `gravityYUp3D`, `gravityZUp3D`…).
 *
 * @example ballisticArcs({ shooter: [0, 0], target: [50, 0], speed: 30, gravity: [0, -9.81] })
 *   // low 16.51° (t ≈ 1.738 s), high 73.49° (t ≈ 5.864 s)
 * @throws TypeError/RangeError for non-finite numbers, mismatched dimensions or speed < 0; RangeError for an
 *   option it does not handle (a moving target or shooter, a time limit: use `intercept`), TypeError for a key
 *   no entry takes.
 */
export function ballisticArcs<const S extends ReadonlyVec>(options: BallisticOptions<S>): BallisticResult<VecFor<S>> {
  type V = VecFor<S>;
  const dim = checkScene(options);
  // A standing target from a standing shooter: every other shared option absent or at its default.
  checkOptionsFor(
    'ballisticArcs',
    options,
    ['targetVelocity', 'targetAcceleration', 'shooterVelocity', 'inherit', 'maxTime'],
    dim,
  );
  checkVec('target', options.target, dim);
  const s = checkNonNegative('speed', options.speed);
  const g = options.gravity === undefined ? (dim === 2 ? ZERO2 : ZERO3) : options.gravity;
  if (options.gravity !== undefined) checkVec('gravity', g, dim);
  speedSlot[0] = s;
  prepareBallistic(options.shooter, options.target, g);
  const { R, up, rr, ss, gg } = B;
  // Elevation of the line of sight, and the maximum range along it.
  const theta = rr > 0 ? elevationOf(R, up, dim) : 0;
  const gAbs = Math.sqrt(gg);
  const maxRangeScaled = gAbs > 0 ? (ss * ss) / (gAbs * (1 + Math.sin(theta))) : Infinity;
  const maxRange = scaleByPow2(maxRangeScaled, B.er);

  if (rr === 0) {
    const arc = arcAt<V>(-1);
    return { reachable: true, low: arc, high: arc, arcs: [arc], maxRange };
  }
  const n = arcTimes();
  if (n > 0) {
    const low = arcAt<V>(0);
    const high = n > 1 ? arcAt<V>(n - 1) : low;
    return { reachable: true, low, high, arcs: n > 1 ? [low, high] : [low], maxRange };
  }

  // Out of range: fire at 45° + θ/2 in the vertical plane through the target.
  const alpha = Math.PI / 4 + theta / 2;
  let ru = 0;
  for (let i = 0; i < dim; i++) ru += R[i] * up[i];
  const flat = dirBuf;
  for (let i = 0; i < dim; i++) flat[i] = R[i] - ru * up[i];
  if (!normalize(flat, dim)) {
    flat[0] = 1;
    flat[1] = 0;
    flat[2] = 0;
  }
  const ca = Math.cos(alpha);
  const sa = Math.sin(alpha);
  for (let i = 0; i < dim; i++) flat[i] = ca * flat[i] + sa * up[i];
  normalize(flat, dim);
  // Crossing of the line of sight: t = 2s·sin(α − θ)/(g·cos θ).
  const tau = gAbs > 0 && ss > 0 ? (2 * ss * Math.sin(alpha - theta)) / (gAbs * Math.cos(theta)) : 0;
  const reach = Number.isFinite(maxRangeScaled) ? maxRangeScaled : 0;
  const cannot = s === 0;
  return {
    reachable: false,
    reason: cannot ? 'cannot-move' : 'out-of-range',
    message: cannot
      ? 'The projectile has zero speed, so it only falls straight down from the shooter.'
      : 'The target is beyond the maximum range at this speed; the best shot falls short.',
    maxRange,
    bestReach: {
      time: scaleByPow2(Number.isFinite(tau) ? tau : 0, B.m),
      elevation: alpha,
      aim: copyVec<V>(flat, 0, dim),
      launchVelocity: copyVec<V>(flat, 0, dim, s),
      reach: scaleByPow2(reach, B.er),
      miss: scaleByPow2(Math.max(0, Math.sqrt(rr) - reach), B.er),
    },
  };
}

const ZERO2: ReadonlyVec = [0, 0];

const ZERO3: ReadonlyVec = [0, 0, 0];

/**
 * Hot-path ballistic arcs, allocation-free: the same low and high arcs as
 * `ballisticArcs` (bit-identical times and aims), written into `out` as
 * records of `SLOTS`: the low arc as record 0 (its flight time at
 * `out[SLOTS.time]`, its unit aim's x, y, z from `out[SLOTS.aim]`, z = 0 in
 * 2D), the high arc (the lob) as record 1, from `out[SLOTS.record]`; `out`
 * needs `SLOTS.arcsLength` entries. Returns the number of distinct arcs: 2; 1
 * in the tangent case at maximum range (both records then hold the one arc)
 * or with zero gravity; 0 when the target is out of reach (`out` untouched).
 * A shooter already at the target gives one arc of time 0 aimed straight up.
 * No argument checks (see `ballisticArcsToChecked`): pass finite numbers,
 * vectors of one dimension (2 or 3) and speed ≥ 0. Gravity defaults to none,
 * as everywhere.
 * @example
 *   const out = new Float64Array(SLOTS.arcsLength); // once
 *   ballisticArcsTo(out, { shooter: [0, 0, 0], target: [50, 0, 0], speed: 30, gravity: gravityYUp3D }); // 2
 *   out[SLOTS.record + SLOTS.time]; // ≈ 5.864, the lob
 */
export function ballisticArcsTo<const S extends ReadonlyVec>(
  out: Float64Array | number[],
  options: BallisticOptions<S>,
): number {
  // A small wrapper V8 inlines into the caller: the speed goes through a slot.
  speedSlot[0] = options.speed;
  return arcsFlat(out, options.shooter, options.target, options.gravity ?? ZERO3);
}

/**
 * `ballisticArcsTo` with its input checked first, as `ballisticArcs` checks it (an object with 2D or 3D vectors of
 * one dimension, a finite speed ≥ 0, no option it does not handle) and `out` checked to hold `SLOTS.arcsLength`
 * entries: the same answer, bit for bit, for valid input, and a `TypeError`/`RangeError` naming the
 * problem otherwise (a 2D shooter with a 3D target is rejected, where the unchecked path returns arcs of garbage).
 * @example
 *   const out = new Float64Array(SLOTS.arcsLength); // once
 *   ballisticArcsToChecked(out, { shooter: [0, 0], target: [50, 0], speed: 30, gravity: gravityYUp2D });
 *   // 2: out ≈ [1.7384, 0.9588, 0.2842, 0, 5.8640, 0.2842, 0.9588, 0] (the low arc, then the lob)
 *   ballisticArcsToChecked(new Float64Array(SLOTS.hitLength), { shooter: [0, 0], target: [50, 0], speed: 30 });
 *   // RangeError: out must have at least SLOTS.arcsLength = 8 entries, got 4
 * @throws TypeError/RangeError as `ballisticArcs`, or when `out` is too short.
 */
export function ballisticArcsToChecked<const S extends ReadonlyVec>(
  out: Float64Array | number[],
  options: BallisticOptions<S>,
): number {
  const dim = checkScene(options);
  checkVec('target', options.target, dim);
  checkNonNegative('speed', options.speed);
  if (options.gravity !== undefined) checkVec('gravity', options.gravity, dim);
  checkOptionsFor(
    'ballisticArcsToChecked',
    options,
    ['targetVelocity', 'targetAcceleration', 'shooterVelocity', 'inherit', 'maxTime'],
    dim,
  );
  checkOut(out, SLOTS.arcsLength, 'SLOTS.arcsLength');
  return ballisticArcsTo(out, options);
}

/** `ballisticArcsTo` with the speed in `speedSlot[0]`. */
function arcsFlat(
  out: Float64Array | number[],
  shooter: ReadonlyVec,
  target: ReadonlyVec,
  gravity: ReadonlyVec,
): number {
  prepareBallistic(shooter, target, gravity);
  let n = 1;
  let low = -1;
  let high = -1;
  if (B.rr !== 0) {
    n = arcTimes();
    if (n === 0) return 0;
    low = 0;
    high = n - 1;
  }
  writeArc(out, 0, low);
  writeArc(out, SLOTS.record, high);
  return n;
}

/**
 * Time for a straight, constant-speed shot from `shooter` to `point`:
 * |point − shooter| / speed. It is 0 when the point is the shooter's, and
 * `Infinity` when the speed is 0 and the point is elsewhere (never reached).
 * @throws TypeError/RangeError for non-finite numbers, mismatched dimensions or speed < 0.
 */
export function timeToReach(shooter: ReadonlyVec, point: ReadonlyVec, speed: number): number {
  const dim = checkVec('shooter', shooter);
  checkVec('point', point, dim);
  checkNonNegative('speed', speed);
  let m = 0;
  const d = point.map((x, i) => {
    const r = 0.5 * x - 0.5 * shooter[i]; // halved: never overflows
    m = Math.max(m, Math.abs(r));
    return r;
  });
  if (m === 0) return 0;
  if (speed === 0) return Infinity;
  const n = m * Math.hypot(...d.map((x) => x / m));
  // 2·n/speed, dividing first so that only a truly unrepresentable time overflows.
  return (n / speed) * 2;
}

/**
 * When a projectile launched at `speed` and `elevation` (radians) is at
 * `height` relative to its launch point on the way down (the later of the
 * two crossings), under gravity of magnitude `g` (required, as no entry point
 * of the library assumes Earth's: 9.81 for m/s²):
 * the larger root of height = s·sin α·t − g·t²/2, in the stable q form.
 * Returns `null` when the projectile never gets that high.
 * @example flightTimeToHeight(5, 5 * Math.PI / 180, -1.5, 9.8) // ≈ 0.5995 s
 * @throws TypeError/RangeError for non-finite numbers, speed < 0 or g ≤ 0.
 */
export function flightTimeToHeight(speed: number, elevation: number, height: number, g: number): number | null {
  checkNonNegative('speed', speed);
  checkFinite('elevation', elevation);
  checkFinite('height', height);
  if (!(checkFinite('g', g) > 0)) throw new RangeError(`g must be a finite number > 0, got ${g}`);
  const roots = [0, 0];
  const n = solveQuadraticTo(roots, g / 2, -speed * Math.sin(elevation), height);
  if (n === 0 || roots[n - 1] < 0) return null;
  return roots[n - 1];
}

/** The biquadratic of a standing target, as a quadratic in u = t² (see `ballisticQuadratic`). */
export interface BallisticQuadratic {
  /** a = |g|²/4 (T⁻⁴·L²). */
  a: number;
  /** b = −(R·g + s²) (L²/T²). */
  b: number;
  /** c = |R|² (L²). */
  c: number;
  /** b² − 4ac, from `quadraticDiscriminant` (sign exact). */
  discriminant: number;
  /** The real roots u, distinct and ascending (`quadraticRoots`); they may be negative (no real time). */
  roots: number[];
  /**
   * The flight times of the arcs, ascending: exactly the times `ballisticArcs`
   * reports (low, then high; one at maximum range or with zero gravity; [0]
   * when the target is on the shooter; none out of reach). Away from the
   * overflow range these are √u of the positive roots.
   */
  times: number[];
}

/**
 * The equation of chapter 7 with its numbers: a shot launched with velocity
 * v = R/t − g·t/2 reaches the standing target at time t, and |v| = s gives
 *
 *   (|g|²/4)·u² − (R·g + s²)·u + |R|² = 0,   u = t²,
 *
 * with R = target − shooter. Returns the three coefficients (plain doubles:
 * they overflow to Infinity only when |R|², s² or |g|² do), the discriminant,
 * the real roots in u, and the flight times t = √u as the arc solver finds
 * them (power-of-two scaled, so they survive any finite input).
 * Zero gravity leaves the linear equation −s²·u + |R|² = 0.
 *
 * @example ballisticQuadratic({ shooter: [0, 0], target: [50, 0], speed: 30, gravity: [0, -9.81] })
 *   // a ≈ 24.06, b = −900, c = 2500; times ≈ [1.738, 5.864]
 * @throws TypeError/RangeError as `ballisticArcs`.
 */
export function ballisticQuadratic<const S extends ReadonlyVec>(options: BallisticOptions<S>): BallisticQuadratic {
  const dim = checkVec('shooter', options.shooter);
  checkVec('target', options.target, dim);
  const s = checkNonNegative('speed', options.speed);
  const g = options.gravity === undefined ? (dim === 2 ? ZERO2 : ZERO3) : options.gravity;
  if (options.gravity !== undefined) checkVec('gravity', g, dim);
  let gg = 0;
  let rg = 0;
  let rr = 0;
  for (let i = 0; i < dim; i++) {
    const r = options.target[i] - options.shooter[i];
    gg += g[i] * g[i];
    rg += r * g[i];
    rr += r * r;
  }
  const a = gg / 4;
  const b = -(rg + s * s);
  const c = rr;
  const discriminant = a === 0 ? b * b : quadraticDiscriminant(a, b, c);
  const roots = Number.isFinite(a) && Number.isFinite(b) && Number.isFinite(c) ? quadraticRoots(a, b, c).roots : [];
  const flat = new Float64Array(SLOTS.arcsLength);
  speedSlot[0] = s;
  const n = arcsFlat(flat, options.shooter, options.target, g);
  const times = n === 0 ? [] : n === 1 ? [flat[SLOTS.time]] : [flat[SLOTS.time], flat[SLOTS.record + SLOTS.time]];
  return { a, b, c, discriminant: Number.isNaN(discriminant) ? Infinity : discriminant, roots, times };
}

/**
 * The envelope of every trajectory from one point (the "parabola of safety"),
 * in the vertical plane, gravity g (magnitude, ≥ 0) pointing straight down:
 * the highest point any shot at `speed` reaches at horizontal distance `x`
 * from the shooter, relative to the shooter's height,
 *
 *   y(x) = s²/(2g) − g·x²/(2s²).
 *
 * Computed as k/2 − x·(x/k)/2 with k = s·(s/g) (the range on flat ground),
 * so it overflows only when the answer does. Without gravity every point is
 * reachable: +Infinity. With speed 0 only the shooter's own point and the
 * points straight below it are reachable: 0 at x = 0, −Infinity elsewhere.
 * @example envelopeHeight(30, 9.81, 0) // ≈ 45.87 m, the apex s²/(2g)
 * @throws TypeError/RangeError for non-finite numbers, speed < 0 or g < 0.
 */
export function envelopeHeight(speed: number, g: number, x: number): number {
  checkNonNegative('speed', speed);
  checkNonNegative('g', g);
  checkFinite('x', x);
  if (g === 0) return speed > 0 ? Infinity : x === 0 ? 0 : -Infinity;
  const k = speed * (speed / g);
  if (k === 0) return x === 0 ? 0 : -Infinity;
  if (!Number.isFinite(k)) return Infinity;
  return 0.5 * k - 0.5 * x * (x / k);
}

/**
 * The envelope ("parabola of safety") as n + 1 points from horizontal
 * distance x0 to x1 relative to the shooter (absolute coordinates, y up):
 * [shooter.x + x, shooter.y + envelopeHeight(speed, g, x)]. Points of
 * infinite height (no gravity) are left out; the list may then be empty.
 * @example reachEnvelope([0, 1.5], 30, 9.81, 0, 90, 3)
 *   // ≈ [[0, 47.37], [30, 42.47], [60, 27.75], [90, 3.23]]: nothing at 30 m/s gets above these points
 * @throws TypeError/RangeError as `envelopeHeight`, or for n < 1.
 */
export function reachEnvelope(shooter: ReadonlyVec, speed: number, g: number, x0: number, x1: number, n = 64): Vec2[] {
  checkVec('shooter', shooter, 2);
  checkFinite('x0', x0);
  checkFinite('x1', x1);
  if (!(Number.isInteger(n) && n >= 1)) throw new RangeError(`n must be an integer ≥ 1, got ${n}`);
  const out: Vec2[] = [];
  for (let i = 0; i <= n; i++) {
    const x = i === n ? x1 : x0 + ((x1 - x0) * i) / n;
    const y = envelopeHeight(speed, g, x);
    if (Number.isFinite(y)) out.push([shooter[0] + x, shooter[1] + y]);
  }
  return out;
}

/**
 * Where a projectile is at time t: shooter + v·t + g·t²/2 (no drag).
 * @throws TypeError/RangeError for non-finite numbers or mismatched dimensions.
 */
export function projectileAt<V extends Vec = Vec>(
  shooter: ReadonlyVec,
  launchVelocity: ReadonlyVec,
  gravity: ReadonlyVec,
  t: number,
): V {
  const dim = checkVec('shooter', shooter);
  checkVec('launchVelocity', launchVelocity, dim);
  checkVec('gravity', gravity, dim);
  checkFinite('t', t);
  const h = 0.5 * t * t;
  return shooter.map((x, i) => x + launchVelocity[i] * t + gravity[i] * h) as V;
}
