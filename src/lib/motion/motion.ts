/**
 * Motion under constant acceleration, the way a closed form and the way a game
 * loop move a body, and the miss between the two (curriculum chapter 10).
 *
 * Source: James McNeill, "Leading the target" (playtechs blog), on the mismatch
 * between the closed-form aim and an engine's integrator.
 */
import { intercept, type InterceptOptions } from '../intercept/intercept';
import type { InterceptResult } from '../intercept/intercept-result';
import { checkFinite, checkVec, describeValue } from '../validate';
import type { ReadonlyVec, Vec, VecFor } from '../vec';

/**
 * How one step of length dt advances a body with constant acceleration a:
 *
 * - `'exact'`: x += v·dt + ½·a·dt²; v += a·dt (the closed form, step by step).
 * - `'explicit-euler'`: x += v·dt; v += a·dt (position uses the old velocity).
 * - `'semi-implicit-euler'`: v += a·dt; x += v·dt (symplectic Euler; most game engines).
 * - `'velocity-verlet'`: x += v·dt + ½·a·dt²; v += ½·(a + a′)·dt with a′ the new
 *   acceleration, which for constant acceleration is a again (trapezoid rule).
 */
export type Integrator = 'exact' | 'explicit-euler' | 'semi-implicit-euler' | 'velocity-verlet';

/** The integrators, in the order the book presents them. */
export const INTEGRATORS: readonly Integrator[] = ['exact', 'explicit-euler', 'semi-implicit-euler', 'velocity-verlet'];

/** A body's kinematic state: position (m) and velocity (m/s), both of the same dimension. */
export interface Body<V extends Vec = Vec> {
  position: V;
  velocity: V;
}

function invalid(name: string, value: unknown, why: string): RangeError {
  return new RangeError(`${name} ${why}, got ${describeValue(value)}`);
}

function checkMethod(name: string, method: unknown): Integrator {
  if (!INTEGRATORS.includes(method as Integrator)) {
    throw new TypeError(`${name} must be one of ${INTEGRATORS.join(', ')}, got ${describeValue(method)}`);
  }
  return method as Integrator;
}

function checkStep(name: string, dt: unknown): number {
  if (checkFinite(name, dt) <= 0) throw invalid(name, dt, 'must be a finite number > 0');
  return dt as number;
}

/**
 * Advances a body by one step in place: writes the new position and velocity
 * into `position` and `velocity` and allocates nothing. For hot loops; see
 * {@link step} for the formulas. Arguments are not validated here (call
 * {@link step} once if in doubt).
 *
 * @param position - position (m), overwritten
 * @param velocity - velocity (m/s), overwritten
 * @param acceleration - constant acceleration (m/s²)
 * @param dt - step (s)
 * @param method - the integrator
 */
export function stepInPlace(
  position: number[],
  velocity: number[],
  acceleration: ReadonlyVec,
  dt: number,
  method: Integrator,
): void {
  const half = 0.5 * dt * dt;
  for (let i = 0; i < position.length; i++) {
    const v = velocity[i];
    const a = acceleration[i];
    if (method === 'semi-implicit-euler') {
      const nv = v + a * dt;
      velocity[i] = nv;
      position[i] += nv * dt;
    } else if (method === 'explicit-euler') {
      position[i] += v * dt;
      velocity[i] = v + a * dt;
    } else if (method === 'velocity-verlet') {
      position[i] += v * dt + a * half;
      // a′ = a: the acceleration is the same at the new position.
      velocity[i] = v + 0.5 * (a + a) * dt;
    } else {
      position[i] += v * dt + a * half;
      velocity[i] = v + a * dt;
    }
  }
}

/**
 * One step of length dt of a body with constant acceleration a, by the chosen
 * integrator (default `'semi-implicit-euler'`, what most game engines do):
 *
 * | method | position | velocity |
 * | --- | --- | --- |
 * | exact | x + v·dt + ½a·dt² | v + a·dt |
 * | explicit-euler | x + v·dt | v + a·dt |
 * | semi-implicit-euler | x + (v + a·dt)·dt | v + a·dt |
 * | velocity-verlet | x + v·dt + ½a·dt² | v + ½(a + a′)·dt |
 *
 * After n steps (t = n·dt) explicit Euler lags the closed form by ½·a·dt·t and
 * semi-implicit Euler leads it by ½·a·dt·t (see {@link integrationDrift});
 * velocity Verlet is exact for constant acceleration.
 *
 * @returns a new body; the input is not changed.
 * @throws TypeError or RangeError for non-finite input, mismatched dimensions, dt ≤ 0 or an unknown method.
 */
export function step<V extends Vec>(
  body: Body<V>,
  acceleration: ReadonlyVec,
  dt: number,
  method: Integrator = 'semi-implicit-euler',
): Body<V> {
  const dim = checkVec('body.position', body.position);
  checkVec('body.velocity', body.velocity, dim);
  checkVec('acceleration', acceleration, dim);
  checkStep('dt', dt);
  checkMethod('method', method);
  const position = body.position.slice() as V;
  const velocity = body.velocity.slice() as V;
  stepInPlace(position, velocity, acceleration, dt, method);
  return { position, velocity };
}

/**
 * The closed form x(t) = x₀ + v₀·t + ½·a·t², v(t) = v₀ + a·t.
 *
 * @throws TypeError or RangeError for non-finite input or mismatched dimensions.
 */
export function exactState<V extends Vec>(body: Body<V>, acceleration: ReadonlyVec, t: number): Body<V> {
  const dim = checkVec('body.position', body.position);
  checkVec('body.velocity', body.velocity, dim);
  checkVec('acceleration', acceleration, dim);
  checkFinite('t', t);
  const position = body.position.map((x, i) => x + body.velocity[i] * t + 0.5 * acceleration[i] * t * t) as V;
  const velocity = body.velocity.map((v, i) => v + acceleration[i] * t) as V;
  return { position, velocity };
}

/**
 * The coefficient c with which an integrator's position after n whole steps
 * (t = n·dt) differs from the closed form by c·a·dt·t, for constant
 * acceleration a: −½ explicit Euler, +½ semi-implicit Euler, 0 exact and
 * velocity Verlet. Equivalently, the integrator moves the body exactly like the
 * closed form launched with velocity v₀ + c·a·dt.
 *
 * Derivation: semi-implicit Euler sums the velocities after each update,
 * x_n = x₀ + n·v₀·dt + a·dt²·n(n+1)/2 = x₀ + v₀t + ½at² + ½a·dt·t;
 * explicit Euler sums the velocities before, giving n(n−1)/2 and −½a·dt·t.
 */
export function driftCoefficient(method: Integrator): number {
  checkMethod('method', method);
  return method === 'semi-implicit-euler' ? 0.5 : method === 'explicit-euler' ? -0.5 : 0;
}

/**
 * The position error integrator − closed form after a time t of whole steps dt
 * under constant acceleration a: c·a·dt·t with c from {@link driftCoefficient}.
 * Reference: v₀ = (20, 15), a = (0, −9.81), dt = 0.02, t = 2 gives a height
 * error of −0.1962 (semi-implicit), +0.1962 (explicit) and 0 (Verlet).
 *
 * @throws TypeError or RangeError for non-finite input, dt ≤ 0 or an unknown method.
 */
export function integrationDrift<V extends Vec>(acceleration: V, dt: number, t: number, method: Integrator): V {
  checkVec('acceleration', acceleration);
  checkStep('dt', dt);
  checkFinite('t', t);
  const k = driftCoefficient(method) * dt * t;
  return acceleration.map((a) => a * k) as V;
}

/** Options of {@link simulateShot}. Vectors share one dimension (2 or 3). */
export interface SimulateShotOptions<V extends Vec = Vec> {
  /** Launch point (m). */
  origin: V;
  /** Launch velocity (m/s). */
  velocity: V;
  /** Acceleration of the shot (m/s²); default zero. */
  gravity?: V;
  /** Step length (s); default 1/60 (60 frames per second). */
  dt?: number;
  /** Whole steps to take; default `Math.round(duration / dt)`. */
  steps?: number;
  /** Time to simulate (s) when `steps` is not given; rounded to whole steps. */
  duration?: number;
  /** Integrator for the shot; default `'semi-implicit-euler'`. */
  method?: Integrator;
  /** An optional target to measure the miss against, moved by `targetMethod`. */
  target?: { position: V; velocity: V; acceleration?: V };
  /** Integrator for the target; default the shot's `method` (the engine moves everything alike). */
  targetMethod?: Integrator;
  /** Record the shot and target position after every step in `path`; default false. */
  record?: boolean;
}

/** Defaults of {@link simulateShot}. */
export const simulateShotDefaults = {
  /** s: 60 frames per second */
  dt: 1 / 60,
  method: 'semi-implicit-euler' as Integrator,
  record: false,
};

/** The result of {@link simulateShot}. */
export interface ShotSimulation<V extends Vec = Vec> {
  /** Steps taken. */
  steps: number;
  /** Step length (s). */
  dt: number;
  /** Time simulated, steps·dt (s). */
  time: number;
  /** The integrated shot after the last step. */
  shot: Body<V>;
  /** The closed-form shot at the same time. */
  exact: Body<V>;
  /** Integrated − closed-form position (m). */
  error: V;
  /** |error| (m). */
  drift: number;
  /** With a target: the target after the last step, the miss then and the closest approach at any step. */
  target?: {
    body: Body<V>;
    /** |shot − target| after the last step (m). */
    miss: number;
    /** The step (0…steps) where the shot was closest to the target, its time (s) and distance (m). */
    closest: { step: number; time: number; distance: number };
  };
  /** With `record`: positions at steps 0…steps. */
  path?: { shot: V[]; target?: V[] };
}

/**
 * Integrates a shot over whole steps, as a game loop would, and measures how
 * far it ends from the closed form x₀ + v₀t + ½gt² and, given a target, from
 * the target. This is the miss an exact aim suffers when the engine's
 * integrator is not the closed form (McNeill, "Leading the target").
 *
 * @throws TypeError or RangeError for non-finite or mismatched input, dt ≤ 0, a negative or fractional
 *   step count, or neither `steps` nor `duration`.
 */
export function simulateShot<V extends Vec>(options: SimulateShotOptions<V>): ShotSimulation<V> {
  const dim = checkVec('origin', options.origin);
  checkVec('velocity', options.velocity, dim);
  const gravity = (options.gravity ?? options.origin.map(() => 0)) as V;
  checkVec('gravity', gravity, dim);
  const dt = checkStep('dt', options.dt ?? simulateShotDefaults.dt);
  const method = checkMethod('method', options.method ?? simulateShotDefaults.method);
  const targetMethod = checkMethod('targetMethod', options.targetMethod ?? method);
  let steps: number;
  if (options.steps !== undefined) {
    steps = checkFinite('steps', options.steps);
    if (steps < 0 || !Number.isInteger(steps)) throw invalid('steps', steps, 'must be a whole number ≥ 0');
  } else if (options.duration !== undefined) {
    const duration = checkFinite('duration', options.duration);
    if (duration < 0) throw invalid('duration', duration, 'must be a finite number ≥ 0');
    steps = Math.round(duration / dt);
    if (!Number.isFinite(steps)) throw invalid('duration', duration, 'is too long for this dt');
  } else {
    throw new TypeError('simulateShot needs steps or duration; got neither');
  }
  const target = options.target;
  let targetAcceleration = gravity;
  if (target) {
    checkVec('target.position', target.position, dim);
    checkVec('target.velocity', target.velocity, dim);
    targetAcceleration = (target.acceleration ?? options.origin.map(() => 0)) as V;
    checkVec('target.acceleration', targetAcceleration, dim);
  }
  const record = options.record ?? simulateShotDefaults.record;

  const sp = options.origin.slice() as V;
  const sv = options.velocity.slice() as V;
  const tp = (target ? target.position.slice() : []) as V;
  const tv = (target ? target.velocity.slice() : []) as V;
  const shotPath: V[] | undefined = record ? [sp.slice() as V] : undefined;
  const targetPath: V[] | undefined = record && target ? [tp.slice() as V] : undefined;
  const gap = () => Math.hypot(...sp.map((x, i) => x - tp[i]));
  let closest = { step: 0, time: 0, distance: target ? gap() : 0 };
  for (let n = 1; n <= steps; n++) {
    stepInPlace(sp, sv, gravity, dt, method);
    if (target) {
      stepInPlace(tp, tv, targetAcceleration, dt, targetMethod);
      const d = gap();
      if (d < closest.distance) closest = { step: n, time: n * dt, distance: d };
    }
    if (shotPath) shotPath.push(sp.slice() as V);
    if (targetPath) targetPath.push(tp.slice() as V);
  }
  const time = steps * dt;
  const exact = exactState({ position: options.origin, velocity: options.velocity }, gravity, time);
  const error = sp.map((x, i) => x - exact.position[i]) as V;
  const result: ShotSimulation<V> = {
    steps,
    dt,
    time,
    shot: { position: sp, velocity: sv },
    exact,
    error,
    drift: Math.hypot(...error),
  };
  if (target)
    result.target = {
      body: { position: tp, velocity: tv },
      miss: gap(),
      closest,
    };
  if (shotPath) result.path = targetPath ? { shot: shotPath, target: targetPath } : { shot: shotPath };
  return result;
}

/**
 * The miss of one shot as a function of frame rate: for each rate f (frames
 * per second) it runs {@link simulateShot} with dt = 1/f over
 * `round(duration·f)` steps and reports the drift from the closed form and,
 * given a target, the miss at the last step. With semi-implicit or explicit
 * Euler the drift is ½·|g|·t/f: it halves when the frame rate doubles.
 *
 * @param options - as for {@link simulateShot}, with `duration` (s) required and `dt`/`steps` ignored
 * @param frameRates - frames per second, each finite and > 0
 */
export function missByFrameRate<V extends Vec>(
  options: Omit<SimulateShotOptions<V>, 'dt' | 'steps' | 'record'> & {
    duration: number;
  },
  frameRates: readonly number[],
): {
  frameRate: number;
  dt: number;
  steps: number;
  time: number;
  drift: number;
  miss: number | null;
}[] {
  return frameRates.map((f, i) => {
    checkFinite(`frameRates[${i}]`, f);
    if (f <= 0) throw invalid(`frameRates[${i}]`, f, 'must be a finite number > 0');
    const r = simulateShot({
      ...options,
      dt: 1 / f,
      steps: undefined,
      record: false,
    });
    return {
      frameRate: f,
      dt: r.dt,
      steps: r.steps,
      time: r.time,
      drift: r.drift,
      miss: r.target ? r.target.miss : null,
    };
  });
}

/** Options of {@link compensatedIntercept}: those of `intercept` plus the engine's step and integrator. */
export interface CompensatedInterceptOptions<S extends ReadonlyVec = ReadonlyVec> extends InterceptOptions<S> {
  /** The engine's fixed step (s), > 0. */
  dt: number;
  /** The engine's integrator; default `'semi-implicit-euler'`. */
  method?: Integrator;
  /** Whether the engine also integrates the target (with `method`); default true. Irrelevant without target acceleration. */
  targetIntegrated?: boolean;
}

/**
 * Defaults of {@link compensatedIntercept}.
 * @example compensatedInterceptDefaults // { method: 'semi-implicit-euler', targetIntegrated: true }
 *   compensatedIntercept({ ...options, dt: 1 / 60, method: 'velocity-verlet' }); // Verlet: the same as `intercept`
 */
export const compensatedInterceptDefaults = {
  method: 'semi-implicit-euler' as Integrator,
  targetIntegrated: true,
};

/**
 * An intercept aimed for a game engine's integrator instead of the closed form
 * (McNeill, "Leading the target": the simulation must match the math).
 *
 * After whole steps t = n·dt an integrator with drift coefficient c
 * ({@link driftCoefficient}: +½ semi-implicit Euler, −½ explicit Euler, 0
 * exact and Verlet) moves a body exactly like the closed form launched with
 * velocity v₀ + c·a·dt. So the engine's shot is at x₀ + (u + c·g·dt)·t + ½g·t²
 * and its target at T + (V + c_T·A·dt)·t + ½A·t² (c_T = c when the engine
 * integrates the target, else 0). Equating them gives the ordinary intercept
 * problem with the target velocity shifted:
 *
 *   V′ = V + c_T·A·dt − c·g·dt  (for semi-implicit Euler and a coasting target: V − ½·g·dt),
 *
 * solved by `intercept`. The returned `projectileVelocity` is the velocity to
 * give the projectile in the engine, and `impact` (and for a miss
 * `closest.point`/`projectilePoint`) are moved back to where the engine puts
 * them. The hit is exact when the hit time is a whole number of steps; between
 * frames, both bodies lie on the compensated curves at every frame, so the
 * shot passes the target within one step's travel. A target falling under the
 * same gravity and integrated alike needs no shift at all.
 *
 * @example
 *   compensatedIntercept({ shooter: [0, 0], target: [50, 0], speed: 30, gravity: gravityYUp2D, dt: 1 / 60 });
 *   // semi-implicit Euler at 60 Hz: hit at t ≈ 1.7400, aim 16.69° up (the closed form's: 1.7384, 16.51°),
 *   // projectileVelocity ≈ [28.736, 8.616], impact [50, 0]
 * @throws TypeError or RangeError as `intercept` does, and for dt ≤ 0 or an unknown method.
 */
export function compensatedIntercept<const S extends ReadonlyVec>(
  options: CompensatedInterceptOptions<S>,
): InterceptResult<VecFor<S>> {
  type V = VecFor<S>;
  const dt = checkStep('dt', options.dt);
  const method = checkMethod('method', options.method ?? compensatedInterceptDefaults.method);
  const targetIntegrated = options.targetIntegrated ?? compensatedInterceptDefaults.targetIntegrated;
  const dim = checkVec('shooter', options.shooter);
  const zero = options.shooter.map(() => 0);
  const velocity = options.targetVelocity ?? zero;
  const acceleration = options.targetAcceleration ?? zero;
  const gravity = options.gravity ?? zero;
  checkVec('targetVelocity', velocity, dim);
  checkVec('targetAcceleration', acceleration, dim);
  checkVec('gravity', gravity, dim);
  const c = driftCoefficient(method);
  const cT = targetIntegrated ? c : 0;
  const shifted = velocity.map((v, i) => v + (cT * acceleration[i] - c * gravity[i]) * dt);
  const shiftedOptions: InterceptOptions = {
    shooter: options.shooter,
    shooterVelocity: options.shooterVelocity,
    inherit: options.inherit,
    target: options.target,
    targetVelocity: shifted,
    targetAcceleration: options.targetAcceleration,
    speed: options.speed,
    gravity: options.gravity,
    maxTime: options.maxTime,
  };
  const result = intercept(shiftedOptions) as InterceptResult<V>;
  // The solver's points are on the shifted target path; the engine's are c·g·dt·t further along.
  const back = (p: V, t: number) => p.map((x, i) => x + c * gravity[i] * dt * t) as V;
  if (result.hit) return { ...result, impact: back(result.impact, result.time) };
  const closest = result.closest;
  return {
    ...result,
    closest: {
      ...closest,
      point: back(closest.point, closest.time),
      projectilePoint: back(closest.projectilePoint, closest.time),
    },
  };
}
