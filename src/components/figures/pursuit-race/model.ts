/**
 * The pursuit race (chapter 11) as pure functions. Four chasers leave the same
 * point at the same speed v = k·a after one target: pure pursuit, lead
 * pursuit (re-solved with the library every step), proportional navigation
 * with gain N, and the reader's own chaser, steered by keys or a finger. The
 * three guided chasers are raced once with the library's fixed-step `race`;
 * the reader's chaser is flown step by step (`stepChaser`) as the clock
 * advances, with whatever steering the reader gives at that moment, and its
 * steps are recorded so the finished race can be scrubbed. No DOM here.
 */
import { type Vec2 } from '../../../lib';
import {
  circlingPath,
  leadPursuitTime,
  purePursuitTime,
  race,
  randomTurnsPath,
  startChaser,
  stepChaser,
  stepLength,
  straightPath,
  turnToward,
  waypointPath,
  weavingPath,
  type GuidanceLaw,
  type LiveChaser,
  type CaptureResult,
  type PathPoint,
  type PursuerResult,
  type TargetPath,
} from '../../../lib/motion';
import { quantityRule } from '../../kit/controls/number';

/** Target speed a (m/s). */
export const TARGET_SPEED = 5;
/** Start range r₀ (m): the target starts this far from the chasers, straight "up". */
export const RANGE = 50;
/** Where every chaser starts (m). */
export const CHASER_START: Vec2 = [0, 0];
/** Where the target starts (m). */
export const TARGET_START: Vec2 = [0, RANGE];
/** The fixed simulation step (s): the race runs at 120 steps per second whatever the display rate. */
export const DT = 1 / 120;
/** A chaser this close to the target has caught it (m). */
export const CAPTURE_RADIUS = 0.5;
/** The race gives up after this (s). */
export const MAX_TIME = 40;
/** Recorded path points per second of the guided chasers (two steps each). */
const SAMPLE = 2 * DT;

export type TargetKind = 'straight' | 'weaving' | 'circling' | 'random' | 'drawn';
export const TARGET_KINDS: readonly { kind: TargetKind; label: string }[] = [
  { kind: 'straight', label: 'Straight' },
  { kind: 'weaving', label: 'Weaving' },
  { kind: 'circling', label: 'Circling' },
  { kind: 'random', label: 'Random turns' },
  { kind: 'drawn', label: 'Your path' },
];

/**
 * The drawn target ("Your path"): it leaves TARGET_START and flies the smooth
 * course through these waypoints (the library's `waypointPath`) at speed a,
 * then straight on along its last heading. The reader drags them.
 */
export const DEFAULT_WAYPOINTS: readonly Vec2[] = [
  [15, 60],
  [30, 42],
  [45, 58],
  [62, 50],
];
/** Where a waypoint may go (m): clamped to this box. */
export const WAYPOINT_BOX = { xmin: -40, xmax: 100, ymin: 0, ymax: 100 } as const;
/** Waypoints all this close to the target's start leave it nowhere to go (m). */
const NOWHERE = 1;

/** A dragged waypoint kept inside WAYPOINT_BOX and rounded to 0.1 m (NaN goes to the box's corner, never on). */
export function placeWaypoint(p: Vec2): Vec2 {
  const clamp = (x: number, lo: number, hi: number) => (Number.isFinite(x) ? Math.min(hi, Math.max(lo, x)) : lo);
  const tenth = (x: number) => Math.round(x * 10) / 10;
  return [
    tenth(clamp(p[0], WAYPOINT_BOX.xmin, WAYPOINT_BOX.xmax)),
    tenth(clamp(p[1], WAYPOINT_BOX.ymin, WAYPOINT_BOX.ymax)),
  ];
}

/** The waypoints with waypoint i moved to p (placed by `placeWaypoint`). */
export function movedWaypoints(waypoints: readonly Vec2[], i: number, p: Vec2): Vec2[] {
  return waypoints.map((w, j) => (j === i ? placeWaypoint(p) : [w[0], w[1]]));
}

/** A waypoint's accessible name: "Waypoint 2 of 4 of the target's path at (30.0, 42.0) m". */
export function waypointLabel(i: number, waypoints: readonly Vec2[]): string {
  const [x, y] = waypoints[i];
  return `Waypoint ${i + 1} of ${waypoints.length} of the target's path at (${x.toFixed(1)}, ${y.toFixed(1)}) m`;
}

/** What the reader sets. */
export interface Params {
  /** Speed ratio k = v/a, from K_RULE.min to K_RULE.max; at k ≤ 1 the chasers are no faster than the target. */
  k: number;
  /** Turn-rate limit of every chaser (°/s), > 0. */
  turnLimit: number;
  /** Proportional navigation's gain N. */
  gain: number;
  target: TargetKind;
  /** Seed of the random-turns target (a positive integer). */
  seed: number;
  /** The drawn target's waypoints after its start (m), inside WAYPOINT_BOX. */
  waypoints: readonly Vec2[];
}

export const DEFAULTS: Params = {
  k: 1.5,
  turnLimit: 90,
  gain: 3,
  target: 'straight',
  seed: 1,
  waypoints: DEFAULT_WAYPOINTS,
};

/**
 * The rules of the boxes and the slider (kit/controls/number.ts `NumberRule`). k runs
 * down to 0.5, below the target's speed: at k = 1 pure pursuit only closes to
 * a limit, below 1 the gap grows, and a chaser catches only a target that
 * comes back towards it (the circling one); under 0.5 every chaser is simply
 * left behind, and the scene shows nothing new.
 */
export const K_RULE = quantityRule('ratio', 'Speed ratio k', { min: 0.5, max: 4 });
export const TURN_RULE = quantityRule('turnRate', 'Turn-rate limit', { min: 1, max: 3600, zero: false });
export const GAIN_RULE = { min: 1, max: 6, step: 0.5 } as const;

/** Why a parameter cannot be used, or null when it can. Every control goes through this. */
export function paramProblem(p: Partial<Params>): string | null {
  if (p.k !== undefined) {
    if (!Number.isFinite(p.k)) return 'The speed ratio k must be a number.';
    if (p.k < K_RULE.min || p.k > K_RULE.max)
      return `k must be between ${K_RULE.min} and ${K_RULE.max} (k = 1: as fast as the target), not ${p.k}.`;
  }
  if (p.turnLimit !== undefined) {
    if (!Number.isFinite(p.turnLimit)) return 'The turn-rate limit must be a number.';
    if (p.turnLimit <= 0)
      return 'A turn-rate limit of zero or less means a chaser can never turn: it must be more than 0.';
    if (p.turnLimit < TURN_RULE.min || p.turnLimit > TURN_RULE.max)
      return `The turn-rate limit must be between ${TURN_RULE.min} and ${TURN_RULE.max} °/s.`;
  }
  if (p.gain !== undefined && !(Number.isFinite(p.gain) && p.gain >= GAIN_RULE.min && p.gain <= GAIN_RULE.max))
    return `N must be between ${GAIN_RULE.min} and ${GAIN_RULE.max}.`;
  if (p.seed !== undefined && !(Number.isInteger(p.seed) && p.seed > 0))
    return 'The seed must be a positive whole number.';
  if (p.target !== undefined && !TARGET_KINDS.some((t) => t.kind === p.target)) return 'Unknown target.';
  if (p.waypoints !== undefined) {
    const w = p.waypoints;
    if (!Array.isArray(w) || w.length === 0) return 'Your path needs at least one waypoint.';
    const inside = (q: Vec2) =>
      Array.isArray(q) &&
      Number.isFinite(q[0]) &&
      Number.isFinite(q[1]) &&
      q[0] >= WAYPOINT_BOX.xmin &&
      q[0] <= WAYPOINT_BOX.xmax &&
      q[1] >= WAYPOINT_BOX.ymin &&
      q[1] <= WAYPOINT_BOX.ymax;
    if (!w.every(inside))
      return `Every waypoint must lie inside the field, x from ${WAYPOINT_BOX.xmin} to ${WAYPOINT_BOX.xmax} m and y from ${WAYPOINT_BOX.ymin} to ${WAYPOINT_BOX.ymax} m.`;
    const [sx, sy] = TARGET_START;
    if (w.every((q) => Math.hypot(q[0] - sx, q[1] - sy) < NOWHERE))
      return `With every waypoint on the target's start your path goes nowhere: keep at least one more than ${NOWHERE} m away.`;
  }
  return null;
}

/** The target's path for a choice of target (all start at TARGET_START, at speed a; `waypoints` for the drawn one). */
export function targetPath(kind: TargetKind, seed: number, waypoints: readonly Vec2[] = DEFAULT_WAYPOINTS): TargetPath {
  const a = TARGET_SPEED;
  switch (kind) {
    case 'straight':
      return straightPath({ start: TARGET_START, velocity: [a, 0] });
    case 'weaving':
      return weavingPath({ start: TARGET_START, velocity: [a * 0.8, 0], amplitude: 6, period: 6 });
    case 'circling':
      return circlingPath({
        center: [TARGET_START[0] + 18, TARGET_START[1]],
        radius: 18,
        speed: a,
        startAngle: Math.PI,
        clockwise: true,
      });
    case 'random':
      return randomTurnsPath({
        start: TARGET_START,
        speed: a,
        heading: 0,
        seed,
        maxTurnRate: 0.9,
        horizon: MAX_TIME + 1,
      });
    case 'drawn':
      return waypointPath({ points: [TARGET_START, ...waypoints], speed: a });
  }
}

/** The three guided chasers, in table order. */
export const GUIDED = ['pure', 'lead', 'pn'] as const;
export type ChaserName = (typeof GUIDED)[number] | 'you';
export const CHASER_LABELS: Record<ChaserName, string> = {
  pure: 'Pure pursuit',
  lead: 'Lead pursuit',
  pn: 'Proportional navigation',
  you: 'You',
};

function lawOf(name: (typeof GUIDED)[number], gain: number): GuidanceLaw {
  if (name === 'pure') return { kind: 'pure' };
  if (name === 'lead') return { kind: 'lead' };
  return { kind: 'proportional', gain, speedTerm: 'closing' };
}

/** Degrees per second → radians per second. */
export const radPerSec = (deg: number): number => (deg * Math.PI) / 180;

/** A race planned from the parameters: the guided chasers' results and the race's length. */
export interface Plan {
  params: Params;
  target: TargetPath;
  /** Chaser speed v = k·a (m/s). */
  speed: number;
  guided: Record<(typeof GUIDED)[number], PursuerResult>;
  /** The end of the time line (s): a little after the last guided chaser finishes, so the reader has a chance. */
  end: number;
  /** The target's sampled path to the end. */
  targetPath: PathPoint[];
}

/**
 * Race the guided chasers with the library (`race`, fixed step DT, capture
 * radius CAPTURE_RADIUS, all with the same turn-rate limit), and size the
 * time line: 1.25 × the last guided finish + 1 s, at most MAX_TIME.
 */
export function planRace(params: Params): Plan {
  const problem = paramProblem(params);
  if (problem) throw new RangeError(problem);
  const target = targetPath(params.target, params.seed, params.waypoints);
  const speed = params.k * TARGET_SPEED;
  const maxTurnRate = radPerSec(params.turnLimit);
  const r = race({
    target,
    pursuers: GUIDED.map((name) => ({ name, law: lawOf(name, params.gain), start: CHASER_START, speed, maxTurnRate })),
    dt: DT,
    captureRadius: CAPTURE_RADIUS,
    maxTime: MAX_TIME,
    sampleInterval: SAMPLE,
  });
  const [pure, lead, pn] = r.pursuers;
  const last = Math.max(...r.pursuers.map((p) => p.captureTime ?? MAX_TIME));
  const end = Math.min(MAX_TIME, Math.round((1.25 * last + 1) * 100) / 100);
  const targetPoints: PathPoint[] = [];
  const n = Math.ceil(end / SAMPLE);
  for (let i = 0; i <= n; i++) {
    const t = Math.min(i * SAMPLE, end);
    targetPoints.push({ time: t, position: target(t).position });
  }
  return { params, target, speed, guided: { pure, lead, pn }, end, targetPath: targetPoints };
}

// ---------------------------------------------------------------------------
// The reader's chaser

/** How the reader steers now: turn left (+1), right (−1) or not (0) with the keys, or head for a point. */
export interface Steering {
  turn: -1 | 0 | 1;
  goal: Vec2 | null;
}

export const HANDS_OFF: Steering = { turn: 0, goal: null };

/** The reader's run: the chaser as flown so far and the heading of every step, for rewinding. */
export interface Run {
  chaser: LiveChaser;
  headings: number[];
}

export function newRun(plan: Plan): Run {
  return {
    chaser: startChaser({
      start: CHASER_START,
      speed: plan.speed,
      target: plan.target(0),
      captureRadius: CAPTURE_RADIUS,
    }),
    headings: [],
  };
}

/** The heading the reader's steering gives for the next step (turn-rate limited like every chaser). */
export function steeredHeading(chaser: LiveChaser, steering: Steering, h: number, turnLimitDeg: number): number {
  const rate = radPerSec(turnLimitDeg);
  if (steering.goal) {
    const [gx, gy] = steering.goal;
    const [x, y] = chaser.position;
    if (gx === x && gy === y) return chaser.heading;
    return turnToward(chaser.heading, Math.atan2(gy - y, gx - x), h, rate);
  }
  return chaser.heading + steering.turn * rate * h;
}

/** Steps whose end lies at or before t. */
export const stepsAt = (t: number): number => Math.max(0, Math.floor(t / DT + 1e-9));

/**
 * Fly the reader's chaser on to time t with the steering given (no change when
 * it has already flown that far or caught the target; never past the plan's end).
 */
export function flyTo(run: Run, plan: Plan, t: number, steering: Steering): Run {
  const target = Math.min(stepsAt(Math.min(t, plan.end)), stepsAt(plan.end));
  let { chaser } = run;
  if (chaser.steps >= target || chaser.captureTime !== null) return run;
  const headings = run.headings;
  while (chaser.steps < target && chaser.captureTime === null) {
    const h = stepLength(chaser.steps, DT);
    const heading = steeredHeading(chaser, steering, h, plan.params.turnLimit);
    headings.push(heading);
    chaser = stepChaser(chaser, heading, plan.target, DT, CAPTURE_RADIUS);
  }
  return { chaser, headings };
}

/**
 * The reader takes over at time t of a recorded run: the run cut back to the
 * steps before t, flown again from the start with the recorded headings (so
 * it is exactly what was flown), ready to go on with new steering.
 */
export function cutRun(run: Run, plan: Plan, t: number): Run {
  const keep = Math.min(stepsAt(t), run.headings.length);
  if (keep >= run.chaser.steps) return run;
  let { chaser } = newRun(plan);
  const headings = run.headings.slice(0, keep);
  for (const heading of headings) chaser = stepChaser(chaser, heading, plan.target, DT, CAPTURE_RADIUS);
  return { chaser, headings };
}

// ---------------------------------------------------------------------------
// Where everything is at time t

/** A point of a recorded path at time t, linear between records; the last point after its end. */
export function pointAt(path: readonly PathPoint[], t: number): Vec2 {
  if (path.length === 0) return [0, 0];
  if (t <= path[0].time) return path[0].position;
  const last = path[path.length - 1];
  if (t >= last.time) return last.position;
  let lo = 0;
  let hi = path.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (path[mid].time <= t) lo = mid;
    else hi = mid;
  }
  const a = path[lo];
  const b = path[hi];
  const f = (t - a.time) / (b.time - a.time);
  return [a.position[0] + (b.position[0] - a.position[0]) * f, a.position[1] + (b.position[1] - a.position[1]) * f];
}

/** The points of a recorded path up to time t (the interpolated point at t last). */
export function pathUpTo(path: readonly PathPoint[], t: number): Vec2[] {
  const out: Vec2[] = [];
  for (const p of path) {
    if (p.time > t) break;
    out.push(p.position);
  }
  const last = path[path.length - 1];
  if (last && t < last.time) out.push(pointAt(path, t));
  return out;
}

/** How one chaser stands at time t, for the table. */
export type Standing =
  | { state: 'caught'; time: number }
  | { state: 'chasing'; distance: number }
  /** Not caught by the end of the race (`within`, s): the closest approach, and when. */
  | { state: 'missed'; closest: number; at: number; within: number }
  | { state: 'waiting' };

/** A guided chaser's standing at time t. */
export function guidedStanding(r: PursuerResult, plan: Plan, t: number): Standing {
  if (r.captureTime !== null && r.captureTime <= t) return { state: 'caught', time: r.captureTime };
  if (t >= plan.end) return { state: 'missed', closest: r.closest.distance, at: r.closest.time, within: plan.end };
  const p = pointAt(r.path, t);
  const q = plan.target(t).position;
  return { state: 'chasing', distance: Math.hypot(q[0] - p[0], q[1] - p[1]) };
}

/** The reader's standing at time t. */
export function readerStanding(run: Run, plan: Plan, t: number): Standing {
  const c = run.chaser;
  if (c.captureTime !== null && c.captureTime <= t) return { state: 'caught', time: c.captureTime };
  if (c.steps === 0 && t > 0) return { state: 'waiting' };
  if (c.steps === 0) return { state: 'waiting' };
  if (t >= plan.end && c.steps >= stepsAt(plan.end))
    return { state: 'missed', closest: c.closest.distance, at: c.closest.time, within: plan.end };
  const p = pointAt(c.path, t);
  const q = plan.target(t).position;
  return { state: 'chasing', distance: Math.hypot(q[0] - p[0], q[1] - p[1]) };
}

// ---------------------------------------------------------------------------
// Theory against simulation: a straight target, no turn limit

/** The theory race stops here (s), whatever the closed forms say: it runs on the main thread. */
export const THEORY_MAX_TIME = 160;

/** One law of the theory check: the closed form, and the simulated race beside it. */
export interface TheoryLaw {
  /** The closed-form capture time (s), or null when the closed form says never. */
  theory: number | null;
  /** The library's closed-form result (with the reason and, at k = 1 for pure pursuit, the limit distance). */
  closed: CaptureResult;
  /** The simulated capture time (s), or null when the simulation did not catch the target by `simulatedFor`. */
  simulated: number | null;
  /** The simulated chaser's closest approach (m) and when (s). */
  closest: { time: number; distance: number };
  /** Whether simulation and closed form tell the same story (see {@link theoryCheck}). */
  agree: boolean;
}

/** The closed forms beside the simulated times, for a straight crossing target at speed ratio k. */
export interface TheoryCheck {
  k: number;
  /** Start angle φ₀ (rad): crossing, π/2. */
  angle: number;
  pure: TheoryLaw;
  lead: TheoryLaw;
  /** How long the simulation ran (s). */
  simulatedFor: number;
  /**
   * The stated tolerance (s): ρ/(v − a) + 2·dt, the capture radius crossed at
   * the slowest closing speed plus two steps; null at k ≤ 1, where no closing
   * speed is guaranteed (and no closed-form capture is compared).
   */
  tolerance: number | null;
  /** Whether both laws agree. */
  agree: boolean;
}

/**
 * Race pure and lead pursuit without a turn limit against the straight
 * target (a crossing start, φ₀ = 90°) and set the simulated capture times
 * beside `purePursuitTime` and `leadPursuitTime`. The simulation captures at
 * distance ρ, not 0, so it finishes early by at most ρ over the closing speed,
 * which is never below v − a; the fixed step adds at most a couple of steps.
 *
 * The race runs for 1.5 × the later closed-form time + 1 s, at most
 * THEORY_MAX_TIME, and for MAX_TIME when neither closed form captures
 * (k ≤ 1 at a crossing start). A law agrees when: its closed form captures
 * within the simulated time and the simulation catches the target within the
 * tolerance of it; or its closed form captures later than the simulation ran
 * (k just above 1) and the simulation has not caught it either; or its closed
 * form says never and the simulation did not catch it.
 */
export function theoryCheck(k: number): TheoryCheck {
  const problem = paramProblem({ k });
  if (problem) throw new RangeError(problem);
  const a = TARGET_SPEED;
  const v = k * a;
  const angle = Math.PI / 2;
  const setup = { range: RANGE, pursuerSpeed: v, targetSpeed: a, angle };
  const closed = [purePursuitTime(setup), leadPursuitTime(setup)];
  const times = closed.map((c) => (c.capture ? c.time : null));
  const latest = Math.max(0, ...times.map((t) => t ?? 0));
  const simulatedFor = times.some((t) => t !== null) ? Math.min(THEORY_MAX_TIME, latest * 1.5 + 1) : MAX_TIME;
  const r = race({
    target: targetPath('straight', 1),
    pursuers: [
      { law: { kind: 'pure' }, start: CHASER_START, speed: v },
      { law: { kind: 'lead' }, start: CHASER_START, speed: v },
    ],
    dt: DT,
    captureRadius: CAPTURE_RADIUS,
    maxTime: simulatedFor,
    sampleInterval: 1,
  });
  const tolerance = v > a ? CAPTURE_RADIUS / (v - a) + 2 * DT : null;
  const law = (i: number): TheoryLaw => {
    const theory = times[i];
    const { captureTime: simulated, closest } = r.pursuers[i];
    const agree =
      theory === null
        ? simulated === null
        : theory + 2 * DT > simulatedFor && simulated === null
          ? true
          : simulated !== null && tolerance !== null && Math.abs(simulated - theory) <= tolerance;
    return { theory, closed: closed[i], simulated, closest: { ...closest }, agree };
  };
  const pure = law(0);
  const lead = law(1);
  return { k, angle, pure, lead, simulatedFor, tolerance, agree: pure.agree && lead.agree };
}

/** What a live code cell reads of the race (`figure('pursuit-race')`): plain numbers, keys always in this order. */
export interface RaceState {
  k: number;
  turnLimit: number;
  gain: number;
  target: TargetKind;
  seed: number;
  targetSpeed: number;
  range: number;
  /** The drawn target's waypoints after its start (m). */
  waypoints: [number, number][];
}

export function raceState(p: Params): RaceState {
  return {
    k: p.k,
    turnLimit: p.turnLimit,
    gain: p.gain,
    target: p.target,
    seed: p.seed,
    targetSpeed: TARGET_SPEED,
    range: RANGE,
    waypoints: p.waypoints.map((w) => [w[0], w[1]]),
  };
}
