/**
 * The shooting range (chapter 6) as pure functions of time. A target crosses
 * the field along a course of straight legs (one leg, or legs that turn at
 * seeded random moments); a gun the reader places fires at one of three
 * speeds along the library's lead. Whether a shot hits is decided by the
 * closest approach of the shot and the target's actual course, leg by leg:
 * the lead assumes the target keeps its velocity, so a turn during the flight
 * makes a well-aimed shot miss. No DOM here.
 */
import { closestApproach, linearIntercept, type Vec2 } from '../../../lib';
import { addScaled, normalize, sub } from '../../../lib/vec';
import { seededRandom } from '../../../lib/motion';
import { makeFrame } from '../../kit/scene/frame';
import { inFlightText } from '../../kit/text/format';

/** The field (m): x to the right, y up. */
export const FIELD = { width: 120, height: 70 } as const;
export const FRAME = makeFrame({ xmin: 0, xmax: FIELD.width, ymin: 0, ymax: FIELD.height });
/** A shot this close to the target's centre hits it (m). */
export const HIT_RADIUS = 2.5;
/** Target speed (m/s); every projectile speed below is faster, so a lead always exists. */
export const TARGET_SPEED = 12;
/** How far outside the field a run starts and ends (m). */
const MARGIN = 8;
/** The band the target keeps to (m). */
const BAND = { low: 28, high: 64 } as const;
/** Where the gun may stand (m). */
export const GUN_AREA = { xmin: 3, xmax: FIELD.width - 3, ymin: 3, ymax: 22 } as const;
export const GUN_START: Vec2 = [60, 8];
/** Scene time the page opens at, and where the scene holds under reduced motion (s). */
export const START_TIME = 2.5;
/** The seed of the first course (also in the figure's `data-seed`). */
export const DEFAULT_SEED = 1;

export interface GunSpeed {
  /** Projectile speed (m/s). */
  speed: number;
  /** Key that arms it. */
  key: string;
  /** CSS colour of its reticle and shots. */
  color: string;
  name: string;
}

/** The three projectile speeds, each with its own reticle. */
export const SPEEDS: readonly GunSpeed[] = [
  { speed: 15, key: '1', color: 'var(--accent)', name: 'slow' },
  { speed: 25, key: '2', color: 'var(--lead)', name: 'medium' },
  { speed: 40, key: '3', color: 'var(--range-fast)', name: 'fast' },
];
export const DEFAULT_ARMED = 1;

/** One straight leg of a course: from `start` (s) on, position + velocity·(t − start). */
export interface Leg {
  start: number;
  position: Vec2;
  velocity: Vec2;
}

export interface Course {
  seed: number;
  turning: boolean;
  legs: Leg[];
  /** Times at which the target turns (s). */
  turns: number[];
  /** When the target has left the field on the right (s). */
  end: number;
}

/** The library's seeded generator (mulberry32): the same seed gives the same course on every machine. */
export const random = seededRandom;

/** The seed of run `run` of course `seed` (runs follow one another while the page is open). */
export function runSeed(seed: number, run: number): number {
  return (Math.imul(seed, 7919) + Math.imul(run, 104729)) >>> 0;
}

function heading(h: number): Vec2 {
  return [TARGET_SPEED * Math.cos(h), TARGET_SPEED * Math.sin(h)];
}

/** Largest heading from +x (rad): the target always makes progress to the right. */
const MAX_HEADING = 1.0;

/**
 * A course from a seed. Straight: one leg across the field at a slight angle.
 * Turning: the same first leg, then
 * the first turn comes 0.4–1 s after START_TIME (so a shot fired at
 * the opening frame is in the air when it happens), later ones every 1–2.6 s,
 * each by 0.5–1.2 rad; at the edges of its band the target turns back inward.
 */
export function makeCourse(seed: number, turning: boolean): Course {
  const rnd = random(seed);
  // Entry and exit heights inside the band; the first leg heads from one towards the other.
  const lane = () => BAND.low + 6 + rnd() * (BAND.high - BAND.low - 12);
  const y0 = lane();
  const y1 = lane();
  let position: Vec2 = [-MARGIN, y0];
  let h = Math.atan2(y1 - y0, FIELD.width + 2 * MARGIN);
  const legs: Leg[] = [{ start: 0, position, velocity: heading(h) }];
  const turns: number[] = [];
  const exit = FIELD.width + MARGIN;
  let t = 0;
  let next = turning ? START_TIME + 0.4 + rnd() * 0.6 : Infinity;
  for (;;) {
    const v = heading(h);
    const toExit = (exit - position[0]) / v[0];
    // Turn early when the band's edge comes first.
    const toEdge = v[1] > 0 ? (BAND.high - position[1]) / v[1] : v[1] < 0 ? (BAND.low - position[1]) / v[1] : Infinity;
    const atEdge = turning && t + toEdge < next;
    const when = atEdge ? t + Math.max(toEdge, 0) : next;
    if (t + toExit <= when || legs.length >= 80) return { seed, turning, legs, turns, end: t + toExit };
    position = addScaled(position, v, when - t);
    t = when;
    if (atEdge) {
      h = (v[1] > 0 ? -1 : 1) * (0.3 + rnd() * 0.5);
    } else {
      const delta = 0.5 + rnd() * 0.7;
      let sign = rnd() < 0.5 ? -1 : 1;
      if (Math.abs(h + sign * delta) > MAX_HEADING) sign = -sign;
      h = Math.max(-MAX_HEADING, Math.min(MAX_HEADING, h + sign * delta));
    }
    turns.push(t);
    legs.push({ start: t, position, velocity: heading(h) });
    next = t + 1 + rnd() * 1.6;
  }
}

/** The course of run `run` (0, 1, 2… as runs follow one another): run 0 uses the seed itself. */
export function courseFor(seed: number, run: number, turning: boolean): Course {
  return makeCourse(run === 0 ? seed : runSeed(seed, run), turning);
}

/** "#1, straight" */
export function courseText(seed: number, turning: boolean): string {
  return `#${seed}, ${turning ? 'turning' : 'straight'}`;
}

function legAt(course: Course, t: number): Leg {
  const { legs } = course;
  let i = legs.length - 1;
  while (i > 0 && legs[i].start > t) i--;
  return legs[i];
}

/** Where the target is and how it moves at scene time t (s). */
export function targetAt(course: Course, t: number): { position: Vec2; velocity: Vec2 } {
  const leg = legAt(course, t);
  return { position: addScaled(leg.position, leg.velocity, t - leg.start), velocity: leg.velocity };
}

/** The path the target has flown from the start of the run to t: its turning points, then where it is now. */
export function pathSoFar(course: Course, t: number): Vec2[] {
  const points = course.legs.filter((leg) => leg.start <= t).map((leg) => leg.position);
  points.push(targetAt(course, t).position);
  return points;
}

/** The lead for one speed: the library's answer for the target's current position and velocity. */
export interface Lead {
  speed: number;
  /** Meeting point if the target keeps its velocity. */
  point: Vec2 | null;
  /** Time to that meeting (s). */
  time: number | null;
  /** Unit vector to fire along: the lead, or the line of sight when there is none. */
  direction: Vec2;
  /** Why there is no lead. */
  problem: string | null;
}

export function leadFor(course: Course, gun: Vec2, t: number, speed: number): Lead {
  const { position, velocity } = targetAt(course, t);
  const r = linearIntercept({ shooter: gun, target: position, targetVelocity: velocity, speed });
  if (r.hit) return { speed, point: r.impact, time: r.time, direction: r.aim, problem: null };
  return { speed, point: null, time: null, direction: normalize(sub(position, gun)), problem: r.message };
}

/** Why a shot missed, when the range can say more than the distance. */
export type MissCause =
  /** The target turned while the shot was on its way to the predicted meeting. */
  | 'turned'
  /** The predicted meeting lay beyond the field: the shot left it first. */
  | 'off-field'
  /** The target's course ended (it left the field) before the predicted meeting. */
  | 'course-ended'
  /** A new course began while the shot was in the air. */
  | 'new-course';

/** A fired shot, with its fate worked out against the target's actual course. */
export interface Shot {
  firedAt: number;
  origin: Vec2;
  direction: Vec2;
  /** Index into SPEEDS. */
  speedIndex: number;
  speed: number;
  hit: boolean;
  /** Flight time to the hit, or to the closest pass for a miss (s). */
  time: number;
  /** Shot–target distance then (m). */
  distance: number;
  /** The lead's predicted flight time (s), when there was a lead. */
  predicted: number | null;
  /** Whether the target turned while the shot was on its way to the predicted meeting. */
  turned: boolean;
  /** How long the shot is followed: until it leaves the field or the target's course ends (s). */
  flight: number;
  /** Why it missed, when there is more to say than the distance (null for a hit or a plain miss). */
  cause: MissCause | null;
  /** How long the shot stays drawn (s). */
  lifetime: number;
}

/** The longest a shot can fly before it has certainly left the field (s). */
export function maxFlight(speed: number): number {
  return Math.hypot(FIELD.width, FIELD.height) / speed;
}

/** When a shot from `origin` (on the field) along `direction` at `speed` leaves the field (s after firing). */
export function exitTime(origin: Vec2, direction: Vec2, speed: number): number {
  let t = Infinity;
  const bounds: [number, number][] = [
    [0, FIELD.width],
    [0, FIELD.height],
  ];
  for (let k = 0; k < 2; k++) {
    const w = direction[k] * speed;
    if (w > 0) t = Math.min(t, (bounds[k][1] - origin[k]) / w);
    else if (w < 0) t = Math.min(t, (bounds[k][0] - origin[k]) / w);
  }
  return Number.isFinite(t) ? Math.max(0, t) : 0;
}

/**
 * How long a shot fired at `firedAt` is followed (s): until it leaves the
 * field or the target's course ends, whichever comes first. Every shot is
 * therefore settled, hit or miss, by the end of its run.
 */
export function flightLimit(course: Course, origin: Vec2, direction: Vec2, speed: number, firedAt: number): number {
  return Math.max(0, Math.min(exitTime(origin, direction, speed), course.end - firedAt));
}

/**
 * Where the shot passes closest to the target over its flight, leg by leg:
 * on each leg both move in straight lines, so `closestApproach` of their
 * relative motion is exact there. The first leg on which the shot comes
 * within HIT_RADIUS is a hit. The shot is followed for `flightLimit`: while
 * it is on the field and the target is on its course.
 */
export function fate(
  course: Course,
  origin: Vec2,
  direction: Vec2,
  speed: number,
  firedAt: number,
): { hit: boolean; time: number; distance: number; flight: number } {
  const flight = flightLimit(course, origin, direction, speed, firedAt);
  const w: Vec2 = [direction[0] * speed, direction[1] * speed];
  let best = { hit: false, time: flight, distance: Infinity, flight };
  const { legs } = course;
  for (let i = 0; i < legs.length; i++) {
    const from = Math.max(legs[i].start, firedAt);
    const to = Math.min(i + 1 < legs.length ? legs[i + 1].start : Infinity, firedAt + flight);
    if (to < from) continue;
    const target = addScaled(legs[i].position, legs[i].velocity, from - legs[i].start);
    const shot = addScaled(origin, w, from - firedAt);
    const pass = closestApproach(sub(target, shot), sub(legs[i].velocity, w), to - from);
    const time = Math.min(from + pass.time - firedAt, flight);
    if (pass.distance <= HIT_RADIUS) return { hit: true, time, distance: pass.distance, flight };
    if (pass.distance < best.distance) best = { hit: false, time, distance: pass.distance, flight };
  }
  return best;
}

/**
 * Whether a shot fired now along this lead would hit: it reaches its meeting
 * point before it leaves the field or the target's course ends, or, with the
 * meeting just beyond, it still passes within HIT_RADIUS of the target on the
 * field (`fate` decides, as it does for the shot itself, so the note under
 * the readouts never says "would miss" of a shot that hits); null when there
 * is no lead.
 */
export function leadReachable(course: Course, gun: Vec2, t: number, lead: Lead): boolean | null {
  if (lead.time === null) return null;
  if (lead.time <= flightLimit(course, gun, lead.direction, lead.speed, t)) return true;
  return fate(course, gun, lead.direction, lead.speed, t).hit;
}

/** The line under the readouts for the armed lead: why there is no lead, or why a shot now cannot hit. */
export function leadNote(course: Course, gun: Vec2, t: number, lead: Lead): string {
  if (lead.problem) return lead.problem;
  if (leadReachable(course, gun, t, lead) !== false) return '';
  return t >= course.end
    ? 'The target has left the field: the next run starts in a moment.'
    : 'The meeting point lies beyond the field: a shot now would miss.';
}

/** Fire speed `speedIndex` from `gun` at scene time t, along its lead. */
export function fire(course: Course, gun: Vec2, t: number, speedIndex: number): Shot {
  const { speed } = SPEEDS[speedIndex];
  const lead = leadFor(course, gun, t, speed);
  const f = fate(course, gun, lead.direction, speed, t);
  const horizon = t + Math.min(lead.time ?? f.time, f.flight);
  const turned = course.turns.some((x) => x > t && x < horizon);
  let cause: MissCause | null = null;
  if (!f.hit) {
    if (turned) cause = 'turned';
    else if (lead.time !== null && lead.time > f.flight) {
      cause = course.end - t <= exitTime(gun, lead.direction, speed) ? 'course-ended' : 'off-field';
    }
  }
  return {
    firedAt: t,
    origin: gun,
    direction: lead.direction,
    speedIndex,
    speed,
    hit: f.hit,
    time: f.time,
    distance: f.distance,
    predicted: lead.time,
    turned,
    flight: f.flight,
    cause,
    lifetime: f.hit ? f.time : f.flight,
  };
}

/**
 * A shot still in the air when its course is replaced (a new seed, or
 * turning switched): it can no longer meet its target, so it ends now, at
 * scene time t of the old course, as a miss.
 */
export function abandon(shot: Shot, t: number): Shot {
  const time = Math.max(0, Math.min(t - shot.firedAt, shot.flight));
  return { ...shot, hit: false, time, distance: Infinity, cause: 'new-course', lifetime: time };
}

/** Where a shot is at scene time t, or null when it is not in the air. */
export function shotAt(shot: Shot, t: number): Vec2 | null {
  const age = t - shot.firedAt;
  if (age < 0 || age > shot.lifetime) return null;
  return addScaled(shot.origin, shot.direction, shot.speed * age);
}

export function isResolved(shot: Shot, t: number): boolean {
  return t >= shot.firedAt + shot.time;
}

/** The shot's position at its fate (the hit, or the closest pass). */
export function fatePoint(shot: Shot): Vec2 {
  return addScaled(shot.origin, shot.direction, shot.speed * shot.time);
}

const CAUSES: Record<MissCause, string> = {
  turned: 'the target turned mid-flight',
  'off-field': 'the meeting point lay beyond the field',
  'course-ended': 'the target left the field first',
  'new-course': 'a new course began before it arrived',
};

/** The readout sentence for a resolved shot. */
export function describe(shot: Shot): string {
  const at = `${shot.speed} m/s`;
  if (shot.hit) return `Hit (${at})`;
  const why = shot.cause ? `: ${CAUSES[shot.cause]}` : '';
  if (!Number.isFinite(shot.distance)) return `Miss (${at})${why}`;
  const by = Math.max(0, shot.distance - HIT_RADIUS).toFixed(1);
  return `Miss by ${by} m (${at})${why}`;
}

/**
 * Count the shots that have met their fate by scene time t and are not in
 * `counted` yet, in firing order. Returns the newly settled shots; the caller
 * adds them to its tally.
 */
export function settle(shots: readonly Shot[], counted: ReadonlySet<Shot>, t: number): Shot[] {
  return shots.filter((s) => !counted.has(s) && isResolved(s, t));
}

/** Keep the gun in its area, on a 0.1 m grid so positions read back exactly. */
export function placeGun(p: Vec2): Vec2 {
  const clamp = (x: number, lo: number, hi: number) => Math.min(Math.max(x, lo), hi);
  return [
    Math.round(clamp(p[0], GUN_AREA.xmin, GUN_AREA.xmax) * 10) / 10,
    Math.round(clamp(p[1], GUN_AREA.ymin, GUN_AREA.ymax) * 10) / 10,
  ];
}

/** "(60.0, 8.0) m" */
export function gunText(p: Vec2): string {
  return `(${p[0].toFixed(1)}, ${p[1].toFixed(1)}) m`;
}

// ---------------------------------------------------------------------------
// The game: runs, shots and the tally, as pure functions of one state.
// The element keeps a `RangeGame`, hands it the clock's time with `rangeAt`
// and the reader's actions with `fireIn`, `restartRange`; it draws and prints
// what comes back, and decides nothing itself.

/**
 * The length of the kit clock's time line for the range (s): far beyond any
 * run, so the clock never stops at its end; `rangeAt` starts each new run at 0.
 */
export const RUN_CLOCK = 1e6;

export interface RangeGame {
  /** The seed of the course (New course adds one). */
  seed: number;
  /** Runs since the course was chosen (0, 1, 2…). */
  run: number;
  turning: boolean;
  course: Course;
  /** Scene time of the run (s). */
  t: number;
  /** Shots fired in this run, in firing order. */
  shots: readonly Shot[];
  /** Shots of this run already in the tally. */
  counted: ReadonlySet<Shot>;
  hits: number;
  misses: number;
  /** The "Last shot" readout: how the last settled shot went, or how many are in the air; '' before any. */
  result: string;
}

/** The range when the page opens (or a course chosen anew): run 0 of `seed`, no shots, an empty tally. */
export function newRange(seed: number, turning: boolean, t = START_TIME): RangeGame {
  return {
    seed,
    run: 0,
    turning,
    course: courseFor(seed, 0, turning),
    t,
    shots: [],
    counted: new Set(),
    hits: 0,
    misses: 0,
    result: '',
  };
}

/** Add settled shots to the tally; "Last shot" tells the last of them. */
function tallied(game: RangeGame, shots: readonly Shot[], counted: ReadonlySet<Shot> = game.counted): RangeGame {
  if (shots.length === 0) return game.counted === counted ? game : { ...game, counted };
  const hits = shots.filter((s) => s.hit).length;
  const next = new Set(counted);
  for (const s of shots) next.add(s);
  return {
    ...game,
    counted: next,
    hits: game.hits + hits,
    misses: game.misses + shots.length - hits,
    result: describe(shots[shots.length - 1]),
  };
}

/** Tally the shots that have met their fate by the game's time. */
export function countDue(game: RangeGame): RangeGame {
  return tallied(game, settle(game.shots, game.counted, game.t));
}

/** Drop the run's shots: the settled ones are counted first, and any still in the air end as misses (`abandon`). */
export function dropShots(game: RangeGame): RangeGame {
  const due = countDue(game);
  const left = due.shots.filter((s) => !due.counted.has(s)).map((s) => abandon(s, due.t));
  const done = tallied(due, left);
  return { ...done, shots: [], counted: new Set() };
}

/** The next run of the same course: shots of the run before are all counted, the clock starts again at `t`. */
export function nextRun(game: RangeGame, t: number): RangeGame {
  const done = dropShots(game);
  const run = done.run + 1;
  return { ...done, run, course: courseFor(done.seed, run, done.turning), t };
}

/**
 * A new course (a new seed or turning switched): shots in the air belong to
 * the old one and end as misses; the tally goes on. Playing, the target
 * enters from the left (t = 0); paused, the scene opens at START_TIME.
 */
export function restartRange(
  game: RangeGame,
  change: { seed?: number; turning?: boolean },
  playing: boolean,
): RangeGame {
  const done = dropShots(game);
  const seed = change.seed ?? done.seed;
  const turning = change.turning ?? done.turning;
  return { ...done, seed, turning, run: 0, course: courseFor(seed, 0, turning), t: playing ? 0 : START_TIME };
}

/** Whether any shot of the run is still drawn at the game's time. */
export function shotsLive(game: RangeGame): boolean {
  return game.shots.some((s) => game.t - s.firedAt <= s.lifetime);
}

/**
 * The game at scene time t (the clock moved on): shots that met their fate
 * by then are counted; once the target has left and no shot is drawn any
 * more, the next run begins at t = 0 (the returned `t`; the element seeks its
 * clock there).
 */
export function rangeAt(game: RangeGame, t: number): RangeGame {
  const now = countDue({ ...game, t });
  if (now.t > now.course.end && !shotsLive(now)) return nextRun(now, 0);
  return now;
}

/**
 * Fire the armed speed from `gun`. Every shot fires, even with others in the
 * air. Playing, the shot flies and "Last shot" counts the shots in the air;
 * paused (or under reduced motion), the game jumps to the moment the shot
 * meets its fate, and a shot fired after the target has left brings on the
 * next run first.
 */
export function fireIn(game: RangeGame, gun: Vec2, armed: number, playing: boolean): RangeGame {
  const from = !playing && game.t >= game.course.end ? nextRun(game, START_TIME) : game;
  const shot = fire(from.course, gun, from.t, armed);
  const shots = [...from.shots, shot];
  if (playing) {
    const inAir = shots.filter((s) => !isResolved(s, from.t)).length;
    return countDue({ ...from, shots, result: inFlightText(inAir) });
  }
  return countDue({ ...from, shots, t: shot.firedAt + shot.time });
}
