/**
 * Pursuit, the parts chapter 11's race needs beyond `pursuit.ts`: a target
 * that turns at seeded random moments, a chaser steered step by step from
 * outside (the reader's keys or finger) with the same capture test as
 * {@link race}, a turn-rate-limited turn towards a wanted heading, and the
 * time leading saves over pure pursuit as a function of the speed ratio k and
 * the start angle φ₀ (from the closed forms). Pure: no DOM.
 */
import { leadPursuitTime, purePursuitTime, type PathPoint, type PathState, type TargetPath } from './pursuit';
import { stepApproach } from './pursuit-step';
import { checkFinite, checkNonNegative, checkVec, describeValue } from '../validate';
import type { Vec2 } from '../vec';

// ---------------------------------------------------------------------------
// A seeded random-turns target

/** A small seeded generator (mulberry32): the same seed gives the same numbers on every machine, in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Options of {@link randomTurnsPath}. */
export interface RandomTurnsOptions {
  /** Position at t = 0 (m). */
  start: Vec2;
  /** Constant speed (m/s), ≥ 0. */
  speed: number;
  /** Heading at t = 0 (rad, counter-clockwise from +x); default 0. */
  heading?: number;
  /** The seed: an integer; the same seed gives the same path. */
  seed: number;
  /** Largest turn rate of the target (rad/s), > 0; default 0.9. */
  maxTurnRate?: number;
  /** Shortest and longest piece (s); defaults 1 and 3. */
  minPiece?: number;
  maxPiece?: number;
  /** Pieces are drawn up to this time (s); after it the target keeps straight on. Default 120. */
  horizon?: number;
}

/** One piece of a random-turns path: from `start` (s) at `position`, `heading`, turning at `turnRate` (rad/s). */
export interface TurnPiece {
  start: number;
  position: Vec2;
  heading: number;
  turnRate: number;
}

/**
 * The pieces of a random-turns path: after each piece of seeded length
 * (uniform in [minPiece, maxPiece]) the target picks a new constant turn rate:
 * straight on with probability 1/3, otherwise left or right at a rate uniform
 * in [0.35, 1]·maxTurnRate. Speed stays constant, so position and velocity are
 * continuous (arcs and straight lines, no corners).
 */
export function randomTurnPieces(options: RandomTurnsOptions): TurnPiece[] {
  checkVec('start', options.start, 2);
  const speed = checkNonNegative('speed', options.speed);
  const heading0 = checkFinite('heading', options.heading ?? 0);
  const seed = checkFinite('seed', options.seed);
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${describeValue(seed)}`);
  const maxRate = checkFinite('maxTurnRate', options.maxTurnRate ?? 0.9);
  if (maxRate <= 0) throw new RangeError(`maxTurnRate must be a finite number > 0, got ${describeValue(maxRate)}`);
  const minPiece = checkFinite('minPiece', options.minPiece ?? 1);
  const maxPiece = checkFinite('maxPiece', options.maxPiece ?? 3);
  if (!(minPiece > 0 && maxPiece >= minPiece)) {
    throw new RangeError(`need 0 < minPiece ≤ maxPiece, got ${describeValue(minPiece)} and ${describeValue(maxPiece)}`);
  }
  const horizon = checkNonNegative('horizon', options.horizon ?? 120);
  const rnd = seededRandom(seed);
  const pieces: TurnPiece[] = [];
  let t = 0;
  let position: Vec2 = [options.start[0], options.start[1]];
  let heading = heading0;
  // The first piece is straight, so every race starts the same way.
  let turnRate = 0;
  for (;;) {
    pieces.push({ start: t, position, heading, turnRate });
    if (t >= horizon) break;
    const length = minPiece + rnd() * (maxPiece - minPiece);
    const end = piecePosition(pieces[pieces.length - 1], speed, t + length);
    position = end.position;
    heading = end.heading;
    t += length;
    const pick = rnd();
    turnRate = pick < 1 / 3 ? 0 : (pick < 2 / 3 ? -1 : 1) * maxRate * (0.35 + 0.65 * rnd());
  }
  // Beyond the horizon: straight on.
  pieces[pieces.length - 1] = { ...pieces[pieces.length - 1], turnRate: 0 };
  return pieces;
}

function piecePosition(p: TurnPiece, speed: number, t: number): { position: Vec2; heading: number } {
  const tau = t - p.start;
  const h = p.heading + p.turnRate * tau;
  if (p.turnRate === 0) {
    return {
      position: [p.position[0] + speed * Math.cos(h) * tau, p.position[1] + speed * Math.sin(h) * tau],
      heading: h,
    };
  }
  const r = speed / p.turnRate;
  return {
    position: [
      p.position[0] + r * (Math.sin(h) - Math.sin(p.heading)),
      p.position[1] - r * (Math.cos(h) - Math.cos(p.heading)),
    ],
    heading: h,
  };
}

/**
 * A target that turns at seeded random moments ({@link randomTurnPieces}), as
 * a pure function of time like the other paths of `pursuit.ts`. Before t = 0
 * it is at its start.
 */
export function randomTurnsPath(options: RandomTurnsOptions): TargetPath {
  const pieces = randomTurnPieces(options);
  const speed = options.speed;
  return (t) => {
    const time = Math.max(0, t);
    let lo = 0;
    let hi = pieces.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (pieces[mid].start <= time) lo = mid;
      else hi = mid - 1;
    }
    const { position, heading } = piecePosition(pieces[lo], speed, time);
    return { position, velocity: [speed * Math.cos(heading), speed * Math.sin(heading)] };
  };
}

// ---------------------------------------------------------------------------
// A chaser steered from outside, one fixed step at a time

/** Wraps an angle into (−π, π]. */
function wrap(a: number): number {
  const r = a - 2 * Math.PI * Math.round(a / (2 * Math.PI));
  return r <= -Math.PI ? r + 2 * Math.PI : r;
}

/**
 * Turn from `heading` towards `wanted` by at most maxTurnRate·dt (rad), the
 * short way round. `Infinity` snaps to `wanted`.
 */
export function turnToward(heading: number, wanted: number, dt: number, maxTurnRate: number): number {
  checkFinite('heading', heading);
  checkFinite('wanted', wanted);
  if (checkFinite('dt', dt) <= 0) throw new RangeError(`dt must be a finite number > 0, got ${describeValue(dt)}`);
  if (Number.isNaN(maxTurnRate) || !(maxTurnRate >= 0)) {
    throw new RangeError(`maxTurnRate must be a number ≥ 0 or Infinity, got ${describeValue(maxTurnRate)}`);
  }
  const turn = wrap(wanted - heading);
  const max = maxTurnRate * dt;
  if (Math.abs(turn) <= max) return heading + turn;
  return heading + Math.sign(turn) * max;
}

/** A chaser flown one step at a time (the reader's): where it is, how it has done, its path. */
export interface LiveChaser {
  position: Vec2;
  heading: number;
  speed: number;
  /** Steps flown so far. */
  steps: number;
  captureTime: number | null;
  capturePoint: Vec2 | null;
  closest: { time: number; distance: number };
  /** Its position after every step, from t = 0 (the capture point last when it caught the target). */
  path: PathPoint[];
}

/** A live chaser at t = 0: heading along the line of sight to `target` unless `heading` is given. */
export function startChaser(options: {
  start: Vec2;
  speed: number;
  target: PathState;
  heading?: number;
  captureRadius: number;
}): LiveChaser {
  checkVec('start', options.start, 2);
  const speed = checkNonNegative('speed', options.speed);
  checkVec('target.position', options.target.position, 2);
  const radius = checkNonNegative('captureRadius', options.captureRadius);
  const [x, y] = options.start;
  const dx = options.target.position[0] - x;
  const dy = options.target.position[1] - y;
  const heading = options.heading === undefined ? Math.atan2(dy, dx) : checkFinite('heading', options.heading);
  const d = Math.hypot(dx, dy);
  const caught = d <= radius;
  return {
    position: [x, y],
    heading,
    speed,
    steps: 0,
    captureTime: caught ? 0 : null,
    capturePoint: caught ? [x, y] : null,
    closest: { time: 0, distance: d },
    path: [{ time: 0, position: [x, y] }],
  };
}

/** `stepApproach`'s answer for `stepChaser` (read at once, never kept). */
const MEET = new Float64Array(3);

/**
 * One fixed step of a live chaser along `heading` (rad), from step n to n + 1
 * (t = n·dt), against `target`, with the capture test of {@link race}: both
 * motions straight over the step, capture at the first τ ∈ [0, dt] where the
 * distance falls to the capture radius. A caught chaser stays where it is.
 * Flown with the headings `steer` gives, it repeats `race` step for step.
 * Returns a new chaser; its `path` is the input's array with the new point
 * pushed (shared, so that a long race stays linear in time; keep only the
 * latest chaser, or copy `path` first).
 */
export function stepChaser(
  chaser: LiveChaser,
  heading: number,
  target: TargetPath,
  dt: number,
  captureRadius: number,
): LiveChaser {
  if (chaser.captureTime !== null) return chaser;
  checkFinite('heading', heading);
  if (checkFinite('dt', dt) <= 0) throw new RangeError(`dt must be a finite number > 0, got ${describeValue(dt)}`);
  const radius = checkNonNegative('captureRadius', captureRadius);
  // Step n runs from n·dt to (n + 1)·dt, its length h as `race` forms it (so the two agree bit for bit).
  const t = chaser.steps * dt;
  const h = stepLength(chaser.steps, dt);
  const now = target(t);
  const next = target(t + h);
  const [x0, y0] = chaser.position;
  const x1 = x0 + chaser.speed * Math.cos(heading) * h;
  const y1 = y0 + chaser.speed * Math.sin(heading) * h;
  stepApproach(x0, y0, x1, y1, now.position, next.position, h, radius, MEET);
  const closest = MEET[1] < chaser.closest.distance ? { time: t + MEET[0], distance: MEET[1] } : chaser.closest;
  if (!Number.isNaN(MEET[2])) {
    const tau = MEET[2];
    const point: Vec2 = [x0 + (x1 - x0) * (tau / h), y0 + (y1 - y0) * (tau / h)];
    return {
      ...chaser,
      heading,
      steps: chaser.steps + 1,
      captureTime: t + tau,
      capturePoint: point,
      closest,
      path: appended(chaser.path, { time: t + tau, position: point }),
    };
  }
  return {
    ...chaser,
    position: [x1, y1],
    heading,
    steps: chaser.steps + 1,
    closest,
    path: appended(chaser.path, { time: t + h, position: [x1, y1] }),
  };
}

/** The length of fixed step n, (n + 1)·dt − n·dt: dt up to rounding, exactly as `race` steps. */
export function stepLength(n: number, dt: number): number {
  return (n + 1) * dt - n * dt;
}

function appended(path: PathPoint[], point: PathPoint): PathPoint[] {
  path.push(point);
  return path;
}

// ---------------------------------------------------------------------------
// The claim: time saved by leading

/**
 * The fraction of pure pursuit's time that lead pursuit saves against a
 * straight target, from the closed forms: 1 − T_lead/T_pure, for speed ratio
 * k = v/a > 1 and start angle φ₀ (rad; 0 fleeing, π/2 crossing, π head-on).
 * Independent of the range and of the speeds' scale. At a crossing start it is
 * 1 − √(k² − 1)/k; fleeing and head-on it is 0 (both laws fly the same line).
 *
 * @throws RangeError for k ≤ 1 (pure pursuit never captures) or non-finite input.
 */
export function leadTimeSaved(k: number, angle: number): number {
  checkFinite('k', k);
  checkFinite('angle', angle);
  if (!(k > 1)) throw new RangeError(`k must be > 1 (a faster chaser), got ${describeValue(k)}`);
  const setup = { range: 1, pursuerSpeed: k, targetSpeed: 1, angle };
  const pure = purePursuitTime(setup);
  const lead = leadPursuitTime(setup);
  if (!pure.capture || !lead.capture) throw new RangeError(`no capture for k = ${k}, angle = ${angle}`);
  return pure.time === 0 ? 0 : Math.max(0, 1 - lead.time / pure.time);
}

/** One point of {@link leadSavingSweep}: k, φ₀ in degrees, the fraction saved. */
export interface SavingPoint {
  k: number;
  angleDeg: number;
  saved: number;
}

/** {@link leadTimeSaved} over every k in `ks` and start angle in `anglesDeg` (degrees), k-major. */
export function leadSavingSweep(ks: readonly number[], anglesDeg: readonly number[]): SavingPoint[] {
  const out: SavingPoint[] = [];
  for (const k of ks) {
    for (const a of anglesDeg) out.push({ k, angleDeg: a, saved: leadTimeSaved(k, (a * Math.PI) / 180) });
  }
  return out;
}

/**
 * The speed ratios between which a crossing start saves exactly the fractions
 * `low` and `high` (0 < low < high < 1): from 1 − √(k² − 1)/k = f,
 * k = 1/√(1 − (1 − f)²). Returns [k at high, k at low] (the larger saving needs the smaller k).
 */
export function crossingBand(low: number, high: number): [number, number] {
  checkFinite('low', low);
  checkFinite('high', high);
  if (!(low > 0 && high > low && high < 1)) {
    throw new RangeError(`need 0 < low < high < 1, got ${describeValue(low)} and ${describeValue(high)}`);
  }
  const k = (f: number) => 1 / Math.sqrt(1 - (1 - f) * (1 - f));
  return [k(high), k(low)];
}
