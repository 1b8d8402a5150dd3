/**
 * Fallback aims for when no shot can hit (curriculum chapter 9), side by side.
 *
 * With R = T − S, V the target's velocity relative to what the projectile
 * inherits and G = targetAcceleration − gravity, the target seen from a
 * projectile fired along the unit vector u at speed s is
 *
 *   D(t) = W(t) − s·t·u,   W(t) = R + V·t + G·t²/2,
 *
 * so the shot's closest approach is the minimum of |D(t)| over its flight.
 * Every common fallback aims along W(τ) for some time τ; they differ only in
 * which τ they pick:
 *
 * - `best`: the library's best miss (`intercept(…).closest`), τ minimising
 *   |W(τ)| − s·τ. For any aim u and time t, |W − s t u| ≥ |W| − s t by the
 *   triangle inequality, so no aim at all passes closer.
 * - `heuristic`: τ minimising the polynomial f(τ) = |W(τ)|² − s²τ² (the
 *   library's `polynomialMinimum`), cheaper (a cubic's roots) but not the same.
 * - `clamped`: τ = a fixed maximum prediction time (the caller's clamp).
 * - `direct`: τ = 0, straight at where the target is now (with gravity, not
 *   even allowing for the drop).
 *
 * On a scene that can be hit, `best` is the hit itself (miss 0).
 */
import { resolveOptions, intercept, type InterceptOptions } from './intercept';
import type { InterceptResult } from './intercept-result';
import { polynomialRootsIn } from '../numeric/roots';
import type { ReadonlyVec, Vec, VecFor } from '../vec';

/**
 * The four fallbacks, in the order the library lists them (and breaks ties by).
 * @example FALLBACK_NAMES // ['best', 'heuristic', 'clamped', 'direct']
 *   for (const name of FALLBACK_NAMES) console.log(name, fallbacks(options)[name].miss.distance);
 */
export const FALLBACK_NAMES = Object.freeze(['best', 'heuristic', 'clamped', 'direct'] as const);
/** One of the four fallbacks: `'best'`, `'heuristic'`, `'clamped'` or `'direct'`. */
export type FallbackName = (typeof FALLBACK_NAMES)[number];

/** A shot's closest approach to the target. */
export interface ShotMiss<V extends Vec = Vec> {
  /** When the shot passes closest (the earliest such time). */
  time: number;
  /** How far apart shot and target are then (≥ 0). */
  distance: number;
  /** The target's position then. */
  targetPoint: V;
  /** The shot's position then. */
  projectilePoint: V;
}

/** One fallback: its aim, the time τ it aims along W(τ) for, and the closest approach of its shot. */
export interface Fallback<V extends Vec = Vec> {
  name: FallbackName;
  /** Unit aim direction (a zero vector only when W(τ) is zero). */
  aim: V;
  /** The τ of the aim along W(τ). */
  aimTime: number;
  miss: ShotMiss<V>;
}

/** `intercept`'s options plus the clamped fallback's prediction horizon. */
export interface FallbackOptions<S extends ReadonlyVec = ReadonlyVec> extends InterceptOptions<S> {
  /** The clamped fallback's maximum prediction time τ (≥ 0, finite; capped at `maxTime`). */
  clampTime: number;
}

/** The answer of `fallbacks`: the four aims with their shots' closest approaches, and their ranking. */
export interface Fallbacks<V extends Vec = Vec> {
  /** Whether a hit exists within `maxTime` (then `best` is that hit, miss 0). */
  hit: boolean;
  /** `intercept`'s own answer for the scene. */
  result: InterceptResult<V>;
  best: Fallback<V>;
  heuristic: Fallback<V>;
  clamped: Fallback<V>;
  direct: Fallback<V>;
  /** The four names from the smallest miss to the largest (ties keep `FALLBACK_NAMES` order). */
  ranking: FallbackName[];
}

interface Relative {
  dim: number;
  R: number[];
  V: number[];
  G: number[];
  s: number;
  maxTime: number;
  S: ReadonlyVec;
  T: ReadonlyVec;
  Vt: ReadonlyVec;
  A: ReadonlyVec;
  U: number[];
  g: ReadonlyVec;
}

function relative(options: InterceptOptions): Relative {
  const o = resolveOptions(options);
  const dim = o.shooter.length;
  const R: number[] = [];
  const V: number[] = [];
  const G: number[] = [];
  const U: number[] = [];
  for (let i = 0; i < dim; i++) {
    R.push(o.target[i] - o.shooter[i]);
    U.push(o.inherit * o.shooterVelocity[i]);
    V.push(o.targetVelocity[i] - U[i]);
    G.push(o.targetAcceleration[i] - o.gravity[i]);
  }
  return {
    dim,
    R,
    V,
    G,
    s: o.speed,
    maxTime: o.maxTime,
    S: o.shooter,
    T: o.target,
    Vt: o.targetVelocity,
    A: o.targetAcceleration,
    U,
    g: o.gravity,
  };
}

function wOf(r: Relative, t: number): number[] {
  const h = 0.5 * t * t;
  return r.R.map((x, i) => x + r.V[i] * t + r.G[i] * h);
}

function norm(v: readonly number[]): number {
  return v.length === 2 ? Math.hypot(v[0], v[1]) : Math.hypot(v[0], v[1], v[2]);
}

function unit<V extends Vec>(v: readonly number[]): V {
  const n = norm(v);
  return (n > 0 && Number.isFinite(n) ? v.map((x) => x / n) : v.map(() => 0)) as V;
}

/**
 * W(t) = R + V·t + G·t²/2: where the target is at time t, seen from where a
 * shot fired at t = 0 would be with no launch speed (so the aim that reaches
 * the target's position at t is along W(t)).
 */
export function relativeTargetAt<const S extends ReadonlyVec>(options: InterceptOptions<S>, t: number): VecFor<S> {
  type V = VecFor<S>;
  return wOf(relative(options), t) as V;
}

/** The unit aim along W(t) (zero only when W(t) is zero): the aim at the target's position at time t. */
export function aimAtTime<const S extends ReadonlyVec>(options: InterceptOptions<S>, t: number): VecFor<S> {
  type V = VecFor<S>;
  return unit<V>(wOf(relative(options), t));
}

/**
 * The gap |W(t)| − s·t: how far the target at time t is from the farthest any
 * shot can reach by then. Negative when the target is inside the reach; its
 * minimum over t ≥ 0 is the best possible miss.
 */
export function missGap<const S extends ReadonlyVec>(options: InterceptOptions<S>, t: number): number {
  const r = relative(options);
  return norm(wOf(r, t)) - r.s * t;
}

/** f(t) = |W(t)|² − s²·t², the intercept quartic (its roots are the hit times). */
export function missPolynomialAt<const S extends ReadonlyVec>(options: InterceptOptions<S>, t: number): number {
  const r = relative(options);
  const w = norm(wOf(r, t));
  return w * w - r.s * r.s * t * t;
}

const dotOf = (a: readonly number[], b: readonly number[]) => a.reduce((sum, x, i) => sum + x * b[i], 0);

/** Drops leading zero coefficients (at least one stays). */
function trimmed(c: number[]): number[] {
  let i = 0;
  while (i < c.length - 1 && c[i] === 0) i++;
  return c.slice(i);
}

/** The candidates of a minimum over [0, tMax]: 0, tMax when finite, and the interior roots of `derivative`. */
function candidates(derivative: number[], tMax: number): number[] {
  const out = [0];
  if (Number.isFinite(tMax) && tMax > 0) out.push(tMax);
  const c = trimmed(derivative);
  if (c.length > 1 && tMax > 0) {
    for (const t of polynomialRootsIn(c, 0, Number.isFinite(tMax) ? tMax : Number.MAX_VALUE).roots) {
      if (t > 0 && t < tMax) out.push(t);
    }
  }
  return out;
}

function shotMissOf<V extends Vec>(r: Relative, aim: readonly number[]): ShotMiss<V> {
  // D(t) = P + Q t + H t² with P = R, Q = V − s·u, H = G/2.
  const P = r.R;
  const Q = r.V.map((x, i) => x - r.s * aim[i]);
  const H = r.G.map((x) => 0.5 * x);
  // d/dt |D|² / 2 = 2|H|² t³ + 3 H·Q t² + (|Q|² + 2 H·P) t + P·Q
  const hh = dotOf(H, H);
  const hq = dotOf(H, Q);
  const qq = dotOf(Q, Q);
  const hp = dotOf(H, P);
  const pq = dotOf(P, Q);
  const at = (t: number) => norm(P.map((x, i) => x + Q[i] * t + H[i] * t * t));
  let best = 0;
  let bestValue = at(0);
  for (const t of candidates([2 * hh, 3 * hq, qq + 2 * hp, pq], r.maxTime)) {
    const value = at(t);
    if (value < bestValue || (value === bestValue && t < best)) {
      best = t;
      bestValue = value;
    }
  }
  const h = 0.5 * best * best;
  const targetPoint = r.T.map((x, i) => x + r.Vt[i] * best + r.A[i] * h) as V;
  const projectilePoint = r.S.map((x, i) => x + (r.s * aim[i] + r.U[i]) * best + r.g[i] * h) as V;
  return { time: best, distance: bestValue, targetPoint, projectilePoint };
}

/**
 * The closest approach of a shot fired at `speed` along `aim` (normalised
 * here; a zero aim is a shot with no launch speed), over its flight
 * [0, maxTime]: the minimum of |D(t)| = |W(t) − s·t·u|, found among the ends
 * and the roots of the cubic d|D|²/dt (a line through the origin without
 * gravity). Same options and errors as `intercept`.
 * @example
 *   // fired straight at a target that runs across at 10 m/s: it passes 44.7 m behind
 *   shotMiss({ shooter: [0, 0], target: [100, 0], targetVelocity: [0, 10], speed: 20 }, [1, 0]);
 *   // { time: 4, distance: ≈ 44.72, targetPoint: [100, 40], projectilePoint: [80, 0] }
 */
export function shotMiss<const S extends ReadonlyVec>(
  options: InterceptOptions<S>,
  aim: ReadonlyVec,
): ShotMiss<VecFor<S>> {
  type V = VecFor<S>;
  const r = relative(options);
  if (aim.length !== r.dim || !aim.every(Number.isFinite)) {
    throw new TypeError(`aim must be a finite vector of ${r.dim} numbers, got [${Array.from(aim).join(', ')}]`);
  }
  return shotMissOf<V>(r, unit(aim));
}

/**
 * The τ in [0, maxTime] minimising f(τ) = |W(τ)|² − s²τ² (the earliest on
 * ties): what the cheaper heuristic aims at. The same time as `intercept`'s
 * `polynomialMinimum` on a scene with no hit, for every scene.
 */
export function polynomialMinimumTime<const S extends ReadonlyVec>(options: InterceptOptions<S>): number {
  const r = relative(options);
  const gg = dotOf(r.G, r.G);
  const vg = dotOf(r.V, r.G);
  const c2 = dotOf(r.V, r.V) + dotOf(r.R, r.G) - r.s * r.s;
  const rv = dotOf(r.R, r.V);
  const f = (t: number) => {
    const w = norm(wOf(r, t));
    return w * w - r.s * r.s * t * t;
  };
  let best = 0;
  let bestValue = f(0);
  for (const t of candidates([gg, 3 * vg, 2 * c2, 2 * rv], r.maxTime)) {
    const value = f(t);
    if (value < bestValue || (value === bestValue && t < best)) {
      best = t;
      bestValue = value;
    }
  }
  return best;
}

/**
 * The names from the smallest miss to the largest. Misses that differ by rounding only (within 2⁻⁴⁰ of the
 * scene's size) tie, and ties keep `FALLBACK_NAMES` order: a clamp that lands on the best time is not
 * ranked above the best miss by the last bit of a square root.
 */
function rank(list: Fallback[], size: number): FallbackName[] {
  const tol = 2 ** -40 * size;
  return list
    .map((f, i) => ({ f, i }))
    .sort((a, b) => {
      const d = a.f.miss.distance - b.f.miss.distance;
      return Math.abs(d) <= tol ? a.i - b.i : d;
    })
    .map(({ f }) => f.name);
}

/**
 * The four fallback aims of a scene with their shots' closest approaches, and
 * their ranking. `best` is `intercept`'s hit (miss 0) or its best miss
 * `closest`; `heuristic` its `polynomialMinimum` (on a hit scene, the same
 * minimiser of f, `polynomialMinimumTime`); `clamped` aims along W(clampTime)
 * (capped at `maxTime`); `direct` along R, at the target's current position.
 * Misses equal to rounding rank as ties, in the order best, heuristic, clamped, direct.
 * Same options and errors as `intercept`, and a RangeError for a clampTime
 * that is negative or not finite.
 * @example
 *   const f = fallbacks({ shooter: [0, 0], target: [100, 0], targetVelocity: [0, 30], speed: 20, clampTime: 2 });
 *   // no hit ('crossing'): f.ranking = ['best', 'clamped', 'heuristic', 'direct'];
 *   // misses ≈ 74.54 (best, aim ≈ [0.7454, 0.6667]), 75.44 (clamped), 83.21 (heuristic, direct)
 */
export function fallbacks<const S extends ReadonlyVec>(options: FallbackOptions<S>): Fallbacks<VecFor<S>> {
  type V = VecFor<S>;
  const r = relative(options);
  const clampTime = options.clampTime;
  if (typeof clampTime !== 'number' || !Number.isFinite(clampTime) || clampTime < 0) {
    throw new RangeError(`clampTime must be a finite number ≥ 0, got ${String(clampTime)}`);
  }
  // intercept takes the shared options only: clampTime is this function's.
  const { clampTime: _clampTime, ...shared } = options;
  const result = intercept<S>(shared as InterceptOptions<S>);
  const make = (name: FallbackName, aimTime: number, aim?: V): Fallback<V> => {
    const u = aim ?? unit<V>(wOf(r, aimTime));
    return { name, aim: u, aimTime, miss: shotMissOf<V>(r, u) };
  };
  let best: Fallback<V>;
  let heuristic: Fallback<V>;
  if (result.hit) {
    const h = 0.5 * result.time * result.time;
    const projectilePoint = r.S.map((x, i) => x + result.projectileVelocity[i] * result.time + r.g[i] * h) as V;
    best = {
      name: 'best',
      aim: result.aim,
      aimTime: result.time,
      miss: { time: result.time, distance: 0, targetPoint: result.impact, projectilePoint },
    };
    heuristic = make('heuristic', polynomialMinimumTime(options));
  } else {
    const c = result.closest;
    // The best shot passes closest at the best time, by the best miss; except at exactly equal speeds,
    // where the best miss is a limit the library stops short of, and the shot keeps closing in after it.
    const own = shotMissOf<V>(r, c.aim);
    const later = own.distance < c.distance - 2 ** -40 * (norm(r.R) + c.distance);
    best = {
      name: 'best',
      aim: c.aim,
      aimTime: c.time,
      miss: later
        ? own
        : { time: c.time, distance: Math.max(0, c.distance), targetPoint: c.point, projectilePoint: c.projectilePoint },
    };
    heuristic = make('heuristic', result.polynomialMinimum.time, result.polynomialMinimum.aim);
  }
  const clamped = make('clamped', Math.min(clampTime, r.maxTime));
  const direct = make('direct', 0);
  const list = [best, heuristic, clamped, direct];
  const size = norm(r.R) + Math.max(...list.map((f) => (Number.isFinite(f.miss.distance) ? f.miss.distance : 0)));
  return {
    hit: result.hit,
    result,
    best,
    heuristic,
    clamped,
    direct,
    ranking: rank(list, size),
  };
}
