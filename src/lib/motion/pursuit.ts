/**
 * Pursuit in the plane (curriculum chapter 11): guidance laws that steer a
 * constant-speed chaser at a moving target, target paths as pure functions of
 * time, a fixed-step race, and the closed-form capture times.
 *
 * Sources: the classical pursuit curve (Bouguer 1732; the "dog curve"), as in
 * P. J. Nahin, "Chases and Escapes" (Princeton, 2007); proportional navigation
 * as in P. Zarchan, "Tactical and Strategic Missile Guidance" (AIAA). Everything
 * here is 2D: vectors are `[x, y]`, headings are angles in radians measured
 * counter-clockwise from +x.
 */
import { linearIntercept } from '../intercept/intercept-linear';
import { linearInterceptTo } from '../intercept/linear-to';
import { stepApproach } from './pursuit-step';
import { checkFinite, checkNonNegative, checkVec, describeValue } from '../validate';
import { SLOTS } from '../engine/conventions';
import type { Vec2 } from '../vec';

// ---------------------------------------------------------------------------
// Target paths

/** Where a target is and how it moves at one instant: position (m), velocity (m/s). */
export interface PathState {
  position: Vec2;
  velocity: Vec2;
}

/** A target's motion as a pure function of time t (s) → its state then. */
export type TargetPath = (t: number) => PathState;

/**
 * A straight path at constant velocity: p(t) = start + velocity·t.
 *
 * @param options.start - position at t = 0 (m)
 * @param options.velocity - velocity (m/s)
 */
export function straightPath(options: { start: Vec2; velocity: Vec2 }): TargetPath {
  checkVec('start', options.start, 2);
  checkVec('velocity', options.velocity, 2);
  const [x0, y0] = options.start;
  const [vx, vy] = options.velocity;
  return (t) => ({ position: [x0 + vx * t, y0 + vy * t], velocity: [vx, vy] });
}

/** Options of {@link weavingPath}. */
export interface WeavingPathOptions {
  /** Position at t = 0 (m). */
  start: Vec2;
  /** Mean velocity, the direction of travel (m/s). */
  velocity: Vec2;
  /** Side-to-side amplitude (m); default 10. */
  amplitude?: number;
  /** Period of one full weave (s); default 4. */
  period?: number;
  /** Phase of the weave at t = 0 (rad); default 0. */
  phase?: number;
}

/** Defaults of {@link weavingPath}. */
export const weavingPathDefaults = {
  /** m */
  amplitude: 10,
  /** s */
  period: 4,
  /** rad */
  phase: 0,
};

/**
 * A weaving (sinusoidal) path: the target advances along its mean velocity u
 * and swings sideways along n, u's direction turned 90° counter-clockwise:
 * p(t) = start + u·t + n·A·(sin(ωt + φ) − sin φ), ω = 2π/period, so p(0) =
 * start; velocity u + n·A·ω·cos(ωt + φ). Its speed varies between |u| and
 * √(|u|² + (Aω)²). With u = 0 the swing is along x.
 */
export function weavingPath(options: WeavingPathOptions): TargetPath {
  checkVec('start', options.start, 2);
  checkVec('velocity', options.velocity, 2);
  const amplitude = checkFinite('amplitude', options.amplitude ?? weavingPathDefaults.amplitude);
  const period = checkFinite('period', options.period ?? weavingPathDefaults.period);
  if (period <= 0) throw new RangeError(`period must be a finite number > 0, got ${describeValue(period)}`);
  const phase = checkFinite('phase', options.phase ?? weavingPathDefaults.phase);
  const [x0, y0] = options.start;
  const [ux, uy] = options.velocity;
  const u = Math.hypot(ux, uy);
  const nx = u > 0 ? -uy / u : 1;
  const ny = u > 0 ? ux / u : 0;
  const w = (2 * Math.PI) / period;
  const s0 = Math.sin(phase);
  return (t) => {
    const side = amplitude * (Math.sin(w * t + phase) - s0);
    const sideRate = amplitude * w * Math.cos(w * t + phase);
    return {
      position: [x0 + ux * t + nx * side, y0 + uy * t + ny * side],
      velocity: [ux + nx * sideRate, uy + ny * sideRate],
    };
  };
}

/** Options of {@link circlingPath}. */
export interface CirclingPathOptions {
  /** Centre of the circle (m). */
  center: Vec2;
  /** Radius (m), > 0. */
  radius: number;
  /** Speed along the circle (m/s), ≥ 0. */
  speed: number;
  /** Angle of the start point, counter-clockwise from +x (rad); default 0. */
  startAngle?: number;
  /** Circle clockwise; default false (counter-clockwise). */
  clockwise?: boolean;
}

/**
 * A circling path at constant speed: θ(t) = θ₀ ± (speed/radius)·t,
 * p(t) = center + radius·(cos θ, sin θ), velocity ±speed·(−sin θ, cos θ).
 */
export function circlingPath(options: CirclingPathOptions): TargetPath {
  checkVec('center', options.center, 2);
  const radius = checkFinite('radius', options.radius);
  if (radius <= 0) throw new RangeError(`radius must be a finite number > 0, got ${describeValue(radius)}`);
  const speed = checkNonNegative('speed', options.speed);
  const theta0 = checkFinite('startAngle', options.startAngle ?? 0);
  const sense = options.clockwise ? -1 : 1;
  const [cx, cy] = options.center;
  const w = (sense * speed) / radius;
  return (t) => {
    const c = Math.cos(theta0 + w * t);
    const s = Math.sin(theta0 + w * t);
    return { position: [cx + radius * c, cy + radius * s], velocity: [-sense * speed * s, sense * speed * c] };
  };
}

// ---------------------------------------------------------------------------
// Guidance laws

/**
 * How a pursuer steers:
 *
 * - `pure`: head at the target's current position (pure pursuit, the dog curve).
 * - `lead`: head at the intercept point for the target's current velocity,
 *   re-solved every step with {@link linearIntercept}; when there is no hit it
 *   heads along the best-miss aim, and with no such aim at the target.
 * - `proportional`: turn the heading at rate γ̇ = N·λ̇, λ the line-of-sight
 *   angle; the lateral acceleration is a = N·V·λ̇. With `speedTerm: 'pursuer'`
 *   (pure proportional navigation, the default) V is the pursuer's own speed,
 *   so N = 1 is pure pursuit; with `'closing'` V is the closing speed
 *   V_c = −dr/dt (a = N·V_c·λ̇, turn rate a/v).
 */
export type GuidanceLaw =
  { kind: 'pure' } | { kind: 'lead' } | { kind: 'proportional'; gain: number; speedTerm?: 'pursuer' | 'closing' };

/** The state of a constant-speed pursuer: position (m), heading (rad), speed (m/s). */
export interface PursuerState {
  position: Vec2;
  heading: number;
  speed: number;
}

/** Wraps an angle into (−π, π]. */
function wrapAngle(a: number): number {
  const r = a - 2 * Math.PI * Math.round(a / (2 * Math.PI));
  return r <= -Math.PI ? r + 2 * Math.PI : r;
}

function checkLaw(name: string, law: GuidanceLaw): void {
  const kind = (law as { kind?: unknown } | undefined)?.kind;
  if (kind === 'pure' || kind === 'lead') return;
  if (kind === 'proportional') {
    checkNonNegative(`${name}.gain`, law.kind === 'proportional' ? law.gain : undefined);
    const term = law.kind === 'proportional' ? law.speedTerm : undefined;
    if (term !== undefined && term !== 'pursuer' && term !== 'closing') {
      throw new TypeError(`${name}.speedTerm must be 'pursuer' or 'closing', got ${describeValue(term)}`);
    }
    return;
  }
  throw new TypeError(`${name}.kind must be 'pure', 'lead' or 'proportional', got ${describeValue(kind)}`);
}

/**
 * One guidance decision: the heading (rad) the pursuer takes for the next step
 * of length dt, given the target's state now. Headings change by at most
 * `maxTurnRate`·dt (rad) per step; `Infinity` means no limit, so `pure` and
 * `lead` snap straight to their desired heading. `proportional` integrates its
 * turn rate over the step (clamped to ±maxTurnRate). When the pursuer sits on
 * the target the heading is kept.
 *
 * @throws TypeError or RangeError for non-finite input, dt ≤ 0 or a negative turn rate.
 */
export function steer(
  law: GuidanceLaw,
  pursuer: PursuerState,
  target: PathState,
  dt: number,
  maxTurnRate = Infinity,
): number {
  checkLaw('law', law);
  checkVec('pursuer.position', pursuer.position, 2);
  checkFinite('pursuer.heading', pursuer.heading);
  checkNonNegative('pursuer.speed', pursuer.speed);
  checkVec('target.position', target.position, 2);
  checkVec('target.velocity', target.velocity, 2);
  if (checkFinite('dt', dt) <= 0) throw new RangeError(`dt must be a finite number > 0, got ${describeValue(dt)}`);
  if (Number.isNaN(maxTurnRate) || !(maxTurnRate >= 0)) {
    throw new RangeError(`maxTurnRate must be a number ≥ 0 or Infinity, got ${describeValue(maxTurnRate)}`);
  }
  return steerUnchecked(law, pursuer, target, dt, maxTurnRate);
}

/** Scratch for the lead law: time, then the unit aim. */
const leadOut = new Float64Array(SLOTS.hitLength);

function steerUnchecked(
  law: GuidanceLaw,
  pursuer: PursuerState,
  target: PathState,
  dt: number,
  maxTurnRate: number,
): number {
  const [px, py] = pursuer.position;
  const rx = target.position[0] - px;
  const ry = target.position[1] - py;
  const rr = rx * rx + ry * ry;
  if (rr === 0) return pursuer.heading;
  const maxTurn = maxTurnRate * dt;
  if (law.kind === 'proportional') {
    const vx = target.velocity[0] - pursuer.speed * Math.cos(pursuer.heading);
    const vy = target.velocity[1] - pursuer.speed * Math.sin(pursuer.heading);
    // λ̇ = (r × v_rel)/|r|², the rotation rate of the line of sight.
    const losRate = (rx * vy - ry * vx) / rr;
    let rate: number;
    if (law.speedTerm === 'closing') {
      const closing = -(rx * vx + ry * vy) / Math.sqrt(rr);
      rate = pursuer.speed > 0 ? (law.gain * closing * losRate) / pursuer.speed : 0;
    } else {
      rate = law.gain * losRate;
    }
    const turn = rate * dt;
    return pursuer.heading + Math.max(-maxTurn, Math.min(maxTurn, turn));
  }
  let desired = Math.atan2(ry, rx);
  if (law.kind === 'lead') {
    // The allocation-free solver first; the full one only for the best-miss aim.
    const scene = {
      shooter: pursuer.position,
      target: target.position,
      targetVelocity: target.velocity,
      speed: pursuer.speed,
    };
    if (linearInterceptTo(leadOut, scene) === 1) {
      desired = Math.atan2(leadOut[SLOTS.aim + 1], leadOut[SLOTS.aim]);
    } else {
      const shot = linearIntercept(scene);
      const aim = shot.hit ? shot.aim : shot.closest.aim;
      if (aim[0] !== 0 || aim[1] !== 0) desired = Math.atan2(aim[1], aim[0]);
    }
  }
  const turn = wrapAngle(desired - pursuer.heading);
  if (Math.abs(turn) <= maxTurn) return desired;
  return pursuer.heading + Math.sign(turn) * maxTurn;
}

// ---------------------------------------------------------------------------
// The race

/** One pursuer in a {@link race}. */
export interface PursuerOptions {
  /** Label for tables and legends; default the law's kind (with N for proportional). */
  name?: string;
  /** The guidance law. */
  law: GuidanceLaw;
  /** Position at t = 0 (m). */
  start: Vec2;
  /** Constant speed (m/s), ≥ 0. */
  speed: number;
  /** Heading at t = 0 (rad, counter-clockwise from +x); default along the line of sight to the target. */
  heading?: number;
  /** Largest turn rate (rad/s); default Infinity (no limit). */
  maxTurnRate?: number;
}

/** Options of {@link race}. */
export interface RaceOptions {
  /** The target's motion. */
  target: TargetPath;
  /** The pursuers; each runs against the same target, independently. */
  pursuers: readonly PursuerOptions[];
  /** Fixed step (s); default 1/120. */
  dt?: number;
  /** Capture when the distance falls to this (m); default 0.5. */
  captureRadius?: number;
  /** Give up after this time (s); default 60. */
  maxTime?: number;
  /** Time between recorded path points (s), rounded to whole steps; default 0.1. */
  sampleInterval?: number;
}

/** Defaults of {@link race}. */
export const raceDefaults = {
  /** s */
  dt: 1 / 120,
  /** m */
  captureRadius: 0.5,
  /** s */
  maxTime: 60,
  /** s */
  sampleInterval: 0.1,
};

/** A recorded point of a path: time (s) and position (m). */
export interface PathPoint {
  time: number;
  position: Vec2;
}

/** How one pursuer did in a {@link race}. */
export interface PursuerResult {
  name: string;
  law: GuidanceLaw;
  /** Time of capture (s), or null when the pursuer never came within the capture radius. */
  captureTime: number | null;
  /** Where the pursuer was at capture (m), or null. */
  capturePoint: Vec2 | null;
  /** The smallest distance to the target seen at any step (m), and when (s). */
  closest: { time: number; distance: number };
  /** Sampled path from t = 0 to capture or the end, the last point included. */
  path: PathPoint[];
}

/** The result of {@link race}. */
export interface RaceResult {
  dt: number;
  captureRadius: number;
  maxTime: number;
  pursuers: PursuerResult[];
  /** The target's sampled path up to the last capture or maxTime. */
  target: PathPoint[];
}

function lawName(law: GuidanceLaw): string {
  return law.kind === 'proportional' ? `proportional N=${law.gain}` : law.kind;
}

function targetState(path: TargetPath, t: number): PathState {
  const s = path(t);
  const p = s?.position;
  const v = s?.velocity;
  if (!p || !v || ![p[0], p[1], v[0], v[1]].every(Number.isFinite)) {
    throw new RangeError(
      `target(${t}) must return a finite position and velocity, got ${describeValue(p)}, ${describeValue(v)}`,
    );
  }
  return s;
}

/**
 * Races pursuers against a target with a fixed step dt. Each step: the law
 * picks a heading from the current states ({@link steer}), the pursuer moves
 * speed·dt along it, the target moves to its path's state at the next step.
 * Capture is checked continuously inside the step, taking both motions as
 * straight over the step: the first τ ∈ [0, dt] with |d₀ + w·τ| = ρ is
 * τ = τ* − √((ρ² − h²)/|w|²), where τ* = −(d₀·w)/|w|² is the closest approach
 * and h the distance then. So capture times do not jump by whole steps.
 *
 * Pure pursuit and lead converge to their closed forms ({@link purePursuitTime},
 * {@link leadPursuitTime}) as dt and ρ shrink: the error is O(dt) + ρ/closing speed.
 *
 * @throws TypeError or RangeError for bad options or a target path returning non-finite states.
 */
export function race(options: RaceOptions): RaceResult {
  if (typeof options.target !== 'function') {
    throw new TypeError(`target must be a function of time, got ${describeValue(options.target)}`);
  }
  if (!Array.isArray(options.pursuers)) {
    throw new TypeError(`pursuers must be an array, got ${describeValue(options.pursuers)}`);
  }
  const dt = checkFinite('dt', options.dt ?? raceDefaults.dt);
  if (dt <= 0) throw new RangeError(`dt must be a finite number > 0, got ${describeValue(dt)}`);
  const radius = checkNonNegative('captureRadius', options.captureRadius ?? raceDefaults.captureRadius);
  const maxTime = checkNonNegative('maxTime', options.maxTime ?? raceDefaults.maxTime);
  const sampleInterval = checkNonNegative('sampleInterval', options.sampleInterval ?? raceDefaults.sampleInterval);
  const sampleEvery = Math.max(1, Math.round(sampleInterval / dt));
  const maxSteps = Math.ceil(maxTime / dt - 1e-9);
  options.pursuers.forEach((p, i) => {
    checkLaw(`pursuers[${i}].law`, p.law);
    checkVec(`pursuers[${i}].start`, p.start, 2);
    checkNonNegative(`pursuers[${i}].speed`, p.speed);
    if (p.heading !== undefined) checkFinite(`pursuers[${i}].heading`, p.heading);
    const rate = p.maxTurnRate ?? Infinity;
    if (typeof rate !== 'number' || Number.isNaN(rate) || rate < 0) {
      throw new RangeError(`pursuers[${i}].maxTurnRate must be a number ≥ 0 or Infinity, got ${describeValue(rate)}`);
    }
  });

  const start = targetState(options.target, 0);
  let endTime = 0;
  const results = options.pursuers.map((p): PursuerResult => {
    const rx0 = start.position[0] - p.start[0];
    const ry0 = start.position[1] - p.start[1];
    const state: PursuerState = {
      position: [p.start[0], p.start[1]],
      heading: p.heading ?? Math.atan2(ry0, rx0),
      speed: p.speed,
    };
    const maxTurnRate = p.maxTurnRate ?? Infinity;
    const path: PathPoint[] = [{ time: 0, position: [p.start[0], p.start[1]] }];
    const d0 = Math.hypot(rx0, ry0);
    let closest = { time: 0, distance: d0 };
    let captureTime: number | null = d0 <= radius ? 0 : null;
    let capturePoint: Vec2 | null = captureTime === 0 ? [p.start[0], p.start[1]] : null;
    let now = start;
    const meet = new Float64Array(3);
    for (let n = 0; captureTime === null && n < maxSteps; n++) {
      const t = n * dt;
      const h = Math.min((n + 1) * dt, maxTime) - t;
      if (!(h > 0)) break;
      state.heading = steerUnchecked(p.law, state, now, h, maxTurnRate);
      const [x0, y0] = state.position;
      const x1 = x0 + state.speed * Math.cos(state.heading) * h;
      const y1 = y0 + state.speed * Math.sin(state.heading) * h;
      const next = targetState(options.target, t + h);
      stepApproach(x0, y0, x1, y1, now.position, next.position, h, radius, meet);
      if (meet[1] < closest.distance) closest = { time: t + meet[0], distance: meet[1] };
      if (!Number.isNaN(meet[2])) {
        const tau = meet[2];
        captureTime = t + tau;
        capturePoint = [x0 + (x1 - x0) * (tau / h), y0 + (y1 - y0) * (tau / h)];
        path.push({ time: captureTime, position: capturePoint });
        break;
      }
      state.position = [x1, y1];
      now = next;
      if ((n + 1) % sampleEvery === 0 || n + 1 === maxSteps) path.push({ time: t + h, position: [x1, y1] });
    }
    endTime = Math.max(endTime, captureTime ?? maxTime);
    return { name: p.name ?? lawName(p.law), law: p.law, captureTime, capturePoint, closest, path };
  });

  const target: PathPoint[] = [];
  const targetSteps = Math.ceil(endTime / dt - 1e-9);
  for (let n = 0; n <= targetSteps; n += sampleEvery) {
    target.push({ time: n * dt, position: targetState(options.target, n * dt).position });
  }
  const last = target[target.length - 1];
  if (last.time < endTime) target.push({ time: endTime, position: targetState(options.target, endTime).position });
  return { dt, captureRadius: radius, maxTime, pursuers: results, target };
}

// ---------------------------------------------------------------------------
// Closed forms

/**
 * The classic pursuit set-up: target moving on a straight line at speed a,
 * pursuer at speed v, starting range r₀, and φ₀ the angle between the target's
 * velocity and the line of sight from pursuer to target (0 fleeing, π/2
 * crossing, π head-on).
 */
export interface PursuitSetup {
  /** Start range r₀ (m), ≥ 0. */
  range: number;
  /** Pursuer speed v (m/s), ≥ 0. */
  pursuerSpeed: number;
  /** Target speed a (m/s), ≥ 0. */
  targetSpeed: number;
  /** φ₀ (rad). */
  angle: number;
}

/**
 * Why a closed-form pursuit never captures: the pursuer is slower
 * (`pursuer-slower`), as fast (`equal-speeds`), neither moves (`both-still`),
 * the target crosses faster than the pursuer can fly (`target-too-fast`), the
 * target is at least as fast and not closing (`target-escaping`), or the
 * capture time exceeds the largest double (`time-overflow`).
 */
export type NoCaptureReason =
  'pursuer-slower' | 'equal-speeds' | 'both-still' | 'target-too-fast' | 'target-escaping' | 'time-overflow';

/** A capture time, or why there is none (never NaN, never Infinity). */
export type CaptureResult =
  | { capture: true; time: number }
  | {
      capture: false;
      reason: NoCaptureReason;
      message: string;
      /** For pure pursuit at equal speeds: the distance the chase settles to, r₀(1 + cos φ₀)/2 (m). */
      limitDistance?: number;
    };

const NO_CAPTURE: Record<NoCaptureReason, string> = {
  'pursuer-slower': 'The pursuer is slower than the target and falls behind.',
  'equal-speeds': 'At equal speeds pure pursuit never closes in: the distance tends to r₀(1 + cos φ₀)/2.',
  'both-still': 'Neither moves, so the distance stays r₀.',
  'target-too-fast': 'The target crosses faster than the pursuer can fly: v < a·|sin φ₀|.',
  'target-escaping': 'The target is at least as fast and not closing: no collision course exists.',
  'time-overflow': 'A capture exists, but its time is beyond the largest number a double can hold.',
};

function noCapture(reason: NoCaptureReason): Extract<CaptureResult, { capture: false }> {
  return { capture: false, reason, message: NO_CAPTURE[reason] };
}

/**
 * Validates a setup and normalises its speeds by m = max(v, a), so that the
 * formulas see speeds in [0, 1] and neither overflow nor underflow; times are
 * then (r₀/m)·τ. Returns null for the cases every law shares: r₀ = 0 (capture
 * at 0) and v = a = 0 (never).
 */
function prepareSetup(setup: PursuitSetup): { scale: number; v: number; a: number; c: number } | CaptureResult {
  const r0 = checkNonNegative('range', setup.range);
  const v = checkNonNegative('pursuerSpeed', setup.pursuerSpeed);
  const a = checkNonNegative('targetSpeed', setup.targetSpeed);
  const angle = checkFinite('angle', setup.angle);
  if (r0 === 0) return { capture: true, time: 0 };
  if (v === 0 && a === 0) return noCapture('both-still');
  const m = Math.max(v, a);
  return { scale: r0 / m, v: v / m, a: a / m, c: Math.cos(angle) };
}

function captureAt(scale: number, tau: number): CaptureResult {
  const time = scale * tau;
  return Number.isFinite(time) ? { capture: true, time } : noCapture('time-overflow');
}

/**
 * Capture time of pure pursuit (the dog curve) against a target on a straight
 * line, k = v/a > 1:
 *
 *   T = r₀·(v + a·cos φ₀) / (v² − a²).
 *
 * For k ≤ 1 only a head-on start (cos φ₀ rounding to −1, i.e. φ₀ within about
 * 1e-8 rad of π) captures, at T = r₀/(v + a) along the straight line; any other
 * start is a tagged no-capture: at k = 1 the distance tends to r₀(1 + cos φ₀)/2
 * (reported as `limitDistance`), at k < 1 the target gets away. r₀ = 0 is a
 * capture at T = 0. Speeds are normalised by max(v, a) first, so no input
 * overflows or underflows. Source: Nahin, "Chases and Escapes", ch. 1.
 *
 * @throws TypeError or RangeError for non-finite or negative input.
 */
export function purePursuitTime(setup: PursuitSetup): CaptureResult {
  const p = prepareSetup(setup);
  if ('capture' in p) return p;
  const { scale, v, a, c } = p;
  if (v > a) return captureAt(scale, (v + a * c) / ((v - a) * (v + a)));
  if (c === -1) return captureAt(scale, 1 / (v + a));
  if (v === a) return { ...noCapture('equal-speeds'), limitDistance: (setup.range * (1 + c)) / 2 };
  return noCapture('pursuer-slower');
}

/**
 * Capture time of lead pursuit (a collision course, the constant-velocity
 * intercept) against a target on a straight line:
 *
 *   T = r₀·(a·cos φ₀ + √(v² − a²·sin²φ₀)) / (v² − a²),
 *
 * computed as T = r₀ / (√(v² − a²·sin²φ₀) − a·cos φ₀) (multiply above and
 * below by √(…) − a·cos φ₀), which holds for every k = v/a and needs no special
 * case at k = 1; when a·cos φ₀ > 0 the denominator is formed as
 * (v − a)(v + a)/(√(…) + a·cos φ₀) to avoid cancellation. Capture needs
 * v ≥ a·|sin φ₀| (else `target-too-fast`) and a positive denominator (else
 * `target-escaping`: k ≤ 1 and the target not closing). A head-on start
 * (cos φ₀ rounding to −1) is T = r₀/(v + a). At exactly k = 1 this is
 * T = r₀/(−2a·cos φ₀) while the target approaches (φ₀ > 90°), and
 * `target-escaping` for a crossing or fleeing start.
 *
 * @throws TypeError or RangeError for non-finite or negative input.
 */
export function leadPursuitTime(setup: PursuitSetup): CaptureResult {
  const p = prepareSetup(setup);
  if ('capture' in p) return p;
  const { scale, v, a, c } = p;
  const s = c === -1 || c === 1 ? 0 : Math.abs(Math.sin(setup.angle));
  // v² − a²sin²φ₀ as a product, so that it keeps its relative accuracy near 0.
  const disc = (v - a * s) * (v + a * s);
  if (disc < 0) return noCapture('target-too-fast');
  const root = Math.sqrt(disc);
  const ac = a * c;
  const den = ac > 0 ? ((v - a) * (v + a)) / (root + ac) : root - ac;
  if (!(den > 0)) return noCapture('target-escaping');
  return captureAt(scale, 1 / den);
}
