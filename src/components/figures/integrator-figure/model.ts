/**
 * Chapter 10's figure as pure functions: one shot, aimed by the closed form
 * (`intercept`) at a moving target under gravity, then flown by the four
 * integrators of the library (`INTEGRATORS`) at the reader's frame rate.
 * Every number comes from the library: the aim (`intercept`,
 * `compensatedIntercept`), the frames (`simulateShot`), the miss at the aimed
 * hit time (`integratedMiss`), the frame rates of the chart (`logSpaced`) and
 * the slope (`logSlope`).
 */
import { compensatedIntercept, intercept, type Hit, type Integrator, type Vec2 } from '../../../lib';
import { length } from '../../../lib/vec';
import {
  INTEGRATORS,
  equivalentBody,
  integratedMiss,
  integrationDrift,
  exactState,
  logSlope,
  logSpaced,
  simulateShot,
  type Body,
} from '../../../lib/motion';
import { quantityRule } from '../../kit/controls/number';
import { shotField, type ShotUnderGravity } from '../../kit/scene/shot';

/** The field (metres, x to the right, y up), the handles' margin and V's arrow, 2 s long (kit/scene/shot.ts). */
export const { FRAME, MARGIN, VELOCITY_SECONDS } = shotField(
  { xmin: -6, xmax: 66, ymin: -8, ymax: 37 },
  { margin: 1.5, arrowSeconds: 2 },
);

export interface State extends ShotUnderGravity {
  /** The engine's frame rate (frames per second); dt = 1/rate. */
  rate: number;
  /** Aim semi-implicit Euler's shot with the compensated intercept (V − ½·g·dt). */
  compensated: boolean;
  /** The target falls under the same gravity as the shot (integrated alike). */
  falling: boolean;
}

export const INITIAL: State = {
  shooter: [0, 0],
  target: [45, 12],
  velocity: [-4, 3],
  speed: 30,
  gravity: 9.81,
  rate: 30,
  compensated: false,
  falling: false,
};

/** Frame rates the reader may set, in Hz: the slider's range and the box's rule. */
export const RATE = { min: 10, max: 240, step: 1 } as const;
export const RATE_RULE = quantityRule('rate', 'Frame rate', { min: RATE.min, max: RATE.max });
export const SPEED_RULE = quantityRule('speed', 'Projectile speed', { min: 1, max: 200 });
export const GRAVITY_RULE = quantityRule('acceleration', 'Gravity', { max: 50 });
/** The latest hit the figure flies (s): longer shots leave the field anyway. */
export const MAX_TIME = 12;
/** Frame rates of the miss-against-frame-rate chart. */
export const SWEEP_RATES = logSpaced(RATE.min, RATE.max, 25);
/** Misses below this (m) are drawn on the chart's floor: exact to rounding. */
export const MISS_FLOOR = 1e-4;

/** The book's names of the integrators, in the library's order. */
export const NAMES: Record<Integrator, string> = {
  exact: 'exact motion',
  'explicit-euler': 'explicit Euler',
  'semi-implicit-euler': 'semi-implicit Euler',
  'velocity-verlet': 'velocity Verlet',
};
export { INTEGRATORS };

/** Gravity as a vector: g straight down (−y). */
export function gravityVec(g: number): Vec2 {
  return [0, g === 0 ? 0 : -g];
}

/** The options of the scene's intercept (the target falls too when `falling`). */
function sceneOptions(s: State) {
  const g = gravityVec(s.gravity);
  return {
    shooter: s.shooter,
    target: s.target,
    targetVelocity: s.velocity,
    targetAcceleration: s.falling ? g : ([0, 0] as Vec2),
    speed: s.speed,
    gravity: g,
    maxTime: MAX_TIME,
  };
}

/** Whether a method's shot takes the compensated aim in state s. */
export function usesCompensation(s: State, method: Integrator): boolean {
  return s.compensated && method === 'semi-implicit-euler';
}

/** The aim a method's shot flies with at step dt: the closed form's, or for semi-implicit Euler with the toggle on, the compensated one. */
export function aimFor(s: State, method: Integrator, dt: number): Hit<Vec2> | null {
  const options = sceneOptions(s);
  const r = usesCompensation(s, method)
    ? compensatedIntercept<Vec2>({ ...options, dt, method: 'semi-implicit-euler' })
    : intercept<Vec2>(options);
  return r.hit ? r : null;
}

/** One integrator's flight at the reader's frame rate. */
export interface Flight {
  method: Integrator;
  /** Whether it flew the compensated aim. */
  compensated: boolean;
  /** Its launch velocity (m/s). */
  launch: Vec2;
  /** The time its aim promised the hit (s). */
  time: number;
  /** The shot's position at every frame 0…n, n the first frame at or after the hit time. */
  frames: Vec2[];
  /** The target's position at the same frames, moved by the same integrator. */
  targetFrames: Vec2[];
  /** Shot and target at the hit time, on the curves through their frames (`integratedMiss`). */
  shotAt: Vec2;
  targetAt: Vec2;
  /** |shot − target| at the hit time (m), and its vertical part (+ above the target). */
  miss: number;
  above: number;
  /** The closed-form bodies whose curves pass through the shot's and the target's frames (`equivalentBody`). */
  curve: Body<Vec2>;
  targetCurve: Body<Vec2>;
  /** The accelerations of shot and target (m/s²). */
  gravity: Vec2;
  targetAcceleration: Vec2;
}

export interface SweepRow {
  rate: number;
  method: Integrator;
  /** The miss at the aimed hit time (m). */
  miss: number;
}

export type Solution =
  | {
      ok: true;
      /** The closed-form aim. */
      aim: Hit<Vec2>;
      /** The engine's step (s). */
      dt: number;
      flights: Flight[];
      /** Misses over `SWEEP_RATES` for every method; null when solved without the chart (`withChart` false). */
      sweep: SweepRow[] | null;
      /** The slope of log miss against log rate over the chart's range, per method (null: no miss to take the log of); null without the chart. */
      slopes: Record<Integrator, number | null> | null;
    }
  | { ok: false; message: string };

/** One method's flight at step dt with its aim. */
function fly(s: State, method: Integrator, dt: number, aim: Hit<Vec2>): Flight {
  const g = gravityVec(s.gravity);
  const acceleration = s.falling ? g : ([0, 0] as Vec2);
  const steps = Math.ceil(aim.time / dt - 1e-9);
  const sim = simulateShot<Vec2>({
    origin: s.shooter,
    velocity: aim.projectileVelocity,
    gravity: g,
    dt,
    steps,
    method,
    target: { position: s.target, velocity: s.velocity, acceleration },
    record: true,
  });
  const m = integratedMiss<Vec2>({
    shooter: s.shooter,
    launchVelocity: aim.projectileVelocity,
    gravity: g,
    target: s.target,
    targetVelocity: s.velocity,
    targetAcceleration: acceleration,
    dt,
    method,
    time: aim.time,
  });
  return {
    method,
    compensated: usesCompensation(s, method),
    launch: aim.projectileVelocity,
    time: aim.time,
    frames: sim.path!.shot,
    targetFrames: sim.path!.target!,
    shotAt: m.shot,
    targetAt: m.target,
    miss: m.miss,
    above: m.offset[1],
    curve: equivalentBody<Vec2>({ position: s.shooter, velocity: aim.projectileVelocity }, g, dt, method),
    targetCurve: equivalentBody<Vec2>({ position: s.target, velocity: s.velocity }, acceleration, dt, method),
    gravity: g,
    targetAcceleration: acceleration,
  };
}

/** The miss of every method at every frame rate of the chart. */
export function sweep(s: State, rates: readonly number[] = SWEEP_RATES): SweepRow[] {
  const rows: SweepRow[] = [];
  const g = gravityVec(s.gravity);
  const naive = aimFor({ ...s, compensated: false }, 'exact', 1);
  for (const rate of rates) {
    const dt = 1 / rate;
    for (const method of INTEGRATORS) {
      const aim = usesCompensation(s, method) ? aimFor(s, method, dt) : naive;
      if (!aim) continue;
      const { miss } = integratedMiss({
        shooter: s.shooter,
        launchVelocity: aim.projectileVelocity,
        gravity: g,
        target: s.target,
        targetVelocity: s.velocity,
        targetAcceleration: s.falling ? g : [0, 0],
        dt,
        method,
        time: aim.time,
      });
      rows.push({ rate, method, miss });
    }
  }
  return rows;
}

/** The slope of each method's misses between the ends of the chart's range (null: a miss on the floor). */
export function slopesOf(rows: readonly SweepRow[]): Record<Integrator, number | null> {
  const slopes = {} as Record<Integrator, number | null>;
  for (const method of INTEGRATORS) {
    const mine = rows.filter((r) => r.method === method);
    const first = mine[0];
    const last = mine[mine.length - 1];
    slopes[method] =
      first && last && first.miss > MISS_FLOOR && last.miss > MISS_FLOOR
        ? logSlope(first.rate, first.miss, last.rate, last.miss)
        : null;
  }
  return slopes;
}

/**
 * The figure's state solved: the aim, four flights and (with `withChart`, the
 * default) the chart's sweep and slopes; or why there is nothing to fly. The
 * figure solves without the chart on each input and adds the chart once the
 * input rests (`withSweep`), so a drag pays only for the four flights.
 */
export function solve(s: State, withChart = true): Solution {
  const aim = aimFor({ ...s, compensated: false }, 'exact', 1);
  if (!aim) {
    const r = intercept<Vec2>(sceneOptions(s));
    const why = r.hit ? '' : r.message.charAt(0).toLowerCase() + r.message.slice(1);
    return {
      ok: false,
      message: `No shot at ${s.speed} m/s reaches the target within ${MAX_TIME} s${why ? ` (${why.replace(/\.$/, '')})` : ''}: drag T closer or raise s.`,
    };
  }
  const dt = 1 / s.rate;
  const flights = INTEGRATORS.map((method) => fly(s, method, dt, aimFor(s, method, dt) ?? aim));
  const solved: Solution = { ok: true, aim, dt, flights, sweep: null, slopes: null };
  return withChart ? withSweep(s, solved) : solved;
}

/** Whether two states have the same chart sweep: they differ at most in the frame rate, which the sweep does not read. */
export function sameSweep(a: State, b: State): boolean {
  return (Object.keys(a) as (keyof State)[]).every((k) => k === 'rate' || String(a[k]) === String(b[k]));
}

/** A solution with the chart's sweep and slopes added (unchanged when it has them or has no hit). */
export function withSweep(s: State, sol: Solution): Solution {
  if (!sol.ok || sol.sweep) return sol;
  const rows = sweep(s);
  return { ...sol, sweep: rows, slopes: slopesOf(rows) };
}

/** A state is flown only when every number in it is finite and in range; else the figure keeps its last good state. */
export function validState(s: State): boolean {
  const finite = [...s.shooter, ...s.target, ...s.velocity, s.speed, s.gravity, s.rate].every(Number.isFinite);
  return finite && s.rate >= RATE.min && s.rate <= RATE.max && s.speed > 0 && s.gravity >= 0;
}

/** Clamp a slider or key value to the frame-rate range, whole hertz. */
export function clampRate(x: number): number {
  if (!Number.isFinite(x)) return INITIAL.rate;
  return Math.min(RATE.max, Math.max(RATE.min, Math.round(x)));
}

/** What a live cell reads with `figure('integrator-figure')`: plain copies, keys in a fixed order. */
export interface IntegratorFigureState {
  shooter: Vec2;
  target: Vec2;
  velocity: Vec2;
  speed: number;
  gravity: Vec2;
  rate: number;
  compensated: boolean;
  falling: boolean;
}

export function figureState(s: State): IntegratorFigureState {
  return {
    shooter: [s.shooter[0], s.shooter[1]],
    target: [s.target[0], s.target[1]],
    velocity: [s.velocity[0], s.velocity[1]],
    speed: s.speed,
    gravity: gravityVec(s.gravity),
    rate: s.rate,
    compensated: s.compensated,
    falling: s.falling,
  };
}

/** Half-widths the close-up may take (m): the smallest that holds every miss with room to spare. */
export const ZOOM_HALVES = [0.1, 0.2, 0.5, 1, 2, 5] as const;

/** The close-up around the hit: its centre (the target at t*), half-width (m) and the time span of the curves drawn in it. */
export interface Zoom {
  centre: Vec2;
  half: number;
  t0: number;
  t1: number;
}

export function zoomOf(sol: Extract<Solution, { ok: true }>): Zoom {
  const exact = sol.flights[0];
  const worst = Math.max(...sol.flights.map((f) => f.miss));
  const half = ZOOM_HALVES.find((h) => h >= 1.8 * worst) ?? ZOOM_HALVES[ZOOM_HALVES.length - 1];
  // The shot's speed at the hit sets how long it takes to cross the close-up.
  const v = exactState(exact.curve, exact.gravity, exact.time).velocity;
  const span = (2 * half) / Math.max(1, length(v));
  return { centre: exact.targetAt, half, t0: Math.max(0, exact.time - 1.5 * span), t1: exact.time + 1.5 * span };
}

/** ½·g·dt·t*: how far an Euler step's shot drifts from the closed form by the aimed hit time (m), `integrationDrift`. */
export function eulerDrift(s: State, sol: Extract<Solution, { ok: true }>): number {
  return Math.abs(integrationDrift(gravityVec(s.gravity), sol.dt, sol.aim.time, 'semi-implicit-euler')[1]);
}
