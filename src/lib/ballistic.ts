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

import { exponentOf, scaleByPow2 } from './float';
import { solveQuadraticTo } from './quadratic';
import { checkFinite, checkNonNegative, checkVec } from './validate';
import type { ReadonlyVec, Vec } from './vec';

/** Options of `ballisticArcs`. Units: lengths L, times T. */
export interface BallisticOptions {
  /** Launch point (L). */
  shooter: ReadonlyVec;
  /** The standing target (L). */
  target: ReadonlyVec;
  /** Launch speed (L/T), ≥ 0. */
  speed: number;
  /** Gravity (L/T²). Default [0, −9.81] in 2D, [0, −9.81, 0] in 3D (y up, metres and seconds). */
  gravity?: ReadonlyVec;
}

/** The default gravity, y up: 9.81 m/s² downward. */
export const ballisticDefaults = { gravity2: [0, -9.81] as const, gravity3: [0, -9.81, 0] as const };

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

/** Unit "up" (−g/|g|) and helpers on the scaled geometry. */
function elevationOf(v: ReadonlyVec, up: ReadonlyVec): number {
  let vu = 0;
  for (let i = 0; i < v.length; i++) vu += v[i] * up[i];
  let hh = 0;
  for (let i = 0; i < v.length; i++) {
    const h = v[i] - vu * up[i];
    hh += h * h;
  }
  return Math.atan2(vu, Math.sqrt(hh));
}

function unit(v: number[]): number[] {
  let m = 0;
  for (let i = 0; i < v.length; i++) m = Math.max(m, Math.abs(v[i]));
  const dim = v.length;
  if (!(m > 0) || !Number.isFinite(m)) return dim === 2 ? [0, 0] : [0, 0, 0];
  const w0 = v[0] / m;
  const w1 = v[1] / m;
  // Math.hypot with its arguments written out (a spread builds an array).
  if (dim === 2) {
    const n = Math.hypot(w0, w1);
    return [w0 / n, w1 / n];
  }
  const w2 = v[2] / m;
  const n = Math.hypot(w0, w1, w2);
  return [w0 / n, w1 / n, w2 / n];
}

/**
 * Low and high ballistic arcs from `shooter` to a standing `target` at
 * launch `speed` under `gravity` (2D or 3D; see the module comment for the
 * equation). Uphill and downhill targets work alike; a target straight above
 * gives two vertical "arcs" (rising and falling pass). Beyond maximum range
 * the result is unreachable, with the best-reach shot at 45° + θ/2.
 *
 * Zero gravity degenerates to the straight shot t = |R|/s (one arc).
 *
 * @example ballisticArcs({ shooter: [0, 0], target: [50, 0], speed: 30 })
 *   // low 16.51° (t ≈ 1.738 s), high 73.49° (t ≈ 5.864 s)
 * @throws TypeError/RangeError for non-finite numbers, mismatched dimensions or speed < 0.
 */
export function ballisticArcs<V extends Vec = Vec>(options: BallisticOptions): BallisticResult<V> {
  const dim = checkVec('shooter', options.shooter);
  checkVec('target', options.target, dim);
  const s = checkNonNegative('speed', options.speed);
  const g = options.gravity === undefined ? (dim === 2 ? [0, -9.81] : [0, -9.81, 0]) : options.gravity;
  if (options.gravity !== undefined) checkVec('gravity', g, dim);
  const S = options.shooter;
  const T = options.target;

  // R in units of 2^er; t = 2^m τ with m balancing the speed and gravity scales.
  const R = dim === 2 ? [0, 0] : [0, 0, 0];
  let shift = 0;
  let rmax = 0;
  for (let i = 0; i < dim; i++) {
    R[i] = T[i] - S[i];
    if (!Number.isFinite(R[i])) shift = 1;
  }
  if (shift) for (let i = 0; i < dim; i++) R[i] = 0.5 * T[i] - 0.5 * S[i];
  let gmax = 0;
  for (let i = 0; i < dim; i++) {
    rmax = Math.max(rmax, Math.abs(R[i]));
    gmax = Math.max(gmax, Math.abs(g[i]));
  }
  const er = rmax > 0 ? exponentOf(rmax) : 0;
  const es = s > 0 ? exponentOf(s) : 0;
  const eg = gmax > 0 ? exponentOf(gmax) : 0;
  const erTrue = er + shift;
  let m = 0;
  if (s > 0 && gmax > 0) m = Math.min(erTrue - es, Math.floor((erTrue - eg) / 2));
  else if (s > 0) m = erTrue - es;
  else if (gmax > 0) m = Math.floor((erTrue - eg) / 2);
  const Rs = dim === 2 ? [0, 0] : [0, 0, 0];
  const gs = dim === 2 ? [0, 0] : [0, 0, 0];
  for (let i = 0; i < dim; i++) {
    Rs[i] = scaleByPow2(R[i], -er);
    gs[i] = scaleByPow2(g[i], 2 * m - erTrue);
  }
  const ss = scaleByPow2(s, m - erTrue);
  let gg = 0;
  let rg = 0;
  let rr = 0;
  for (let i = 0; i < dim; i++) {
    gg += gs[i] * gs[i];
    rg += Rs[i] * gs[i];
    rr += Rs[i] * Rs[i];
  }
  const minusG = dim === 2 ? [-g[0], -g[1]] : [-g[0], -g[1], -g[2]];
  const up = gmax > 0 ? unit(minusG) : dim === 2 ? [0, 1] : [0, 1, 0];
  // Elevation of the line of sight, and the maximum range along it.
  const theta = rr > 0 ? elevationOf(Rs, up) : 0;
  const gAbs = Math.sqrt(gg);
  const maxRangeScaled = gAbs > 0 ? (ss * ss) / (gAbs * (1 + Math.sin(theta))) : Infinity;
  const maxRange = scaleByPow2(maxRangeScaled, erTrue);

  const arcAt = (tau: number): Arc<V> => {
    // v = R/τ − gτ/2 (scaled); at τ = 0 (already there) aim up.
    const v = tau > 0 ? Rs.map((x, i) => x / tau - 0.5 * gs[i] * tau) : up.slice();
    const aim = unit(v);
    const dir = aim.some((x) => x !== 0) ? aim : up.slice();
    return {
      time: scaleByPow2(tau, m),
      elevation: elevationOf(dir, up),
      aim: dir as V,
      launchVelocity: dir.map((x) => x * s) as V,
    };
  };

  if (rr === 0) {
    const arc = arcAt(0);
    return { reachable: true, low: arc, high: arc, arcs: [arc], maxRange };
  }
  const roots = [0, 0];
  const n = solveQuadraticTo(roots, gg / 4, -(rg + ss * ss), rr);
  const taus: number[] = [];
  for (let i = 0; i < n; i++) {
    if (roots[i] > 0) {
      const tau = Math.sqrt(roots[i]);
      if (taus.length === 0 || taus[taus.length - 1] !== tau) taus.push(tau);
    }
  }
  if (taus.length > 0) {
    const arcs = taus.map(arcAt);
    return { reachable: true, low: arcs[0], high: arcs[arcs.length - 1], arcs, maxRange };
  }

  // Out of range: fire at 45° + θ/2 in the vertical plane through the target.
  const alpha = Math.PI / 4 + theta / 2;
  let ru = 0;
  for (let i = 0; i < dim; i++) ru += Rs[i] * up[i];
  const horizontal = unit(Rs.map((x, i) => x - ru * up[i]));
  const flat = horizontal.some((x) => x !== 0) ? horizontal : dim === 2 ? [1, 0] : [1, 0, 0];
  const aim = unit(flat.map((h, i) => Math.cos(alpha) * h + Math.sin(alpha) * up[i]));
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
      time: scaleByPow2(Number.isFinite(tau) ? tau : 0, m),
      elevation: alpha,
      aim: aim as V,
      launchVelocity: aim.map((x) => x * s) as V,
      reach: scaleByPow2(reach, erTrue),
      miss: scaleByPow2(Math.max(0, Math.sqrt(rr) - reach), erTrue),
    },
  };
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
 * two crossings), under gravity of magnitude `g` (default 9.81):
 * the larger root of height = s·sin α·t − g·t²/2, in the stable q form.
 * Returns `null` when the projectile never gets that high.
 * @example flightTimeToHeight(5, 5 * Math.PI / 180, -1.5, 9.8) // ≈ 0.5995 s
 * @throws TypeError/RangeError for non-finite numbers, speed < 0 or g ≤ 0.
 */
export function flightTimeToHeight(speed: number, elevation: number, height: number, g = 9.81): number | null {
  checkNonNegative('speed', speed);
  checkFinite('elevation', elevation);
  checkFinite('height', height);
  if (!(checkFinite('g', g) > 0)) throw new RangeError(`g must be a finite number > 0, got ${g}`);
  const roots = [0, 0];
  const n = solveQuadraticTo(roots, g / 2, -speed * Math.sin(elevation), height);
  if (n === 0 || roots[n - 1] < 0) return null;
  return roots[n - 1];
}
