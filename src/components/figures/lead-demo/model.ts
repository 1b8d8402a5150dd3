/**
 * The Introduction's figure as pure functions: a turret at the bottom of a
 * field, a target crossing it at constant velocity, and shots that either aim
 * at where the target is or lead it to where it will be. Nothing here touches
 * the DOM; every number comes from the solver library.
 */
import { closestApproach, linearIntercept, type Vec2 } from '../../../lib';
import { addScaled, angle, normalize, scale, sub } from '../../../lib/vec';
import { degrees, inFlightText } from '../../kit/text/format';
import { makeFrame } from '../../kit/scene/frame';

export type Mode = 'aim' | 'lead';

/** The field, in metres: x to the right, y up. */
export const FIELD = { width: 100, height: 60 } as const;
/** The field as a kit frame (kit/scene/frame.ts): one SVG unit a metre. */
export const FRAME = makeFrame({ xmin: 0, xmax: FIELD.width, ymin: 0, ymax: FIELD.height }, FIELD.width);
/** A shot within this distance of the target's centre hits it (m). */
export const HIT_RADIUS = 2.5;
/** How far outside the field the target starts and ends its run (m). */
const MARGIN = 8;

export interface Params {
  /** Aim at the target or lead it. */
  mode: Mode;
  /** Projectile speed (m/s), > 0. */
  speed: number;
  /** Target speed (m/s), ≥ 0; it crosses from left to right. */
  targetSpeed: number;
}

/** The page opens in aim mode: the reader fires at the target first, as the text asks, then leads it. */
export const DEFAULTS: Params = { mode: 'aim', speed: 30, targetSpeed: 12 };
export const SHOOTER: Vec2 = [50, 6];
const LANE_Y = 46;
/** Where the target stands when the page loads, and where it is frozen under reduced motion. */
export const START_TIME = 1.5;

/** Limits of the two sliders, shared by markup and validation. */
export const LIMITS = {
  speed: { min: 5, max: 80, step: 1 },
  targetSpeed: { min: 0, max: 60, step: 1 },
} as const;

export function targetVelocity(p: Params): Vec2 {
  return [p.targetSpeed, 0];
}

/** The target's position at scene time t (s): it enters at the left edge at t = 0. */
export function targetAt(p: Params, t: number): Vec2 {
  return addScaled<Vec2>([-MARGIN, LANE_Y], targetVelocity(p), t);
}

/** When the target has left the field on the right (s). A standing target never leaves: one long run. */
export function runDuration(p: Params): number {
  return p.targetSpeed > 0 ? (FIELD.width + 2 * MARGIN) / p.targetSpeed : 30;
}

/** Where the barrel points at time t, and why. */
export interface Aim {
  /** Unit vector of the barrel. */
  direction: Vec2;
  /** Lead mode with a solution: the predicted meeting point and its time from now (s). */
  lead: { point: Vec2; time: number } | null;
  /** Lead mode without a solution: the library's explanation, shown to the reader (the barrel then aims at the closest pass). */
  problem: string | null;
}

export function aimAt(p: Params, t: number): Aim {
  const target = targetAt(p, t);
  const lineOfSight = normalize(sub(target, SHOOTER));
  if (p.mode === 'aim') return { direction: lineOfSight, lead: null, problem: null };
  const solution = linearIntercept({ shooter: SHOOTER, target, targetVelocity: targetVelocity(p), speed: p.speed });
  if (solution.hit) {
    return {
      direction: solution.aim as Vec2,
      lead: { point: solution.impact as Vec2, time: solution.time },
      problem: null,
    };
  }
  // No hit exists: point along the best possible miss instead (chapter 9).
  return {
    direction: solution.closest.aim as Vec2,
    lead: null,
    problem: `${solution.message} The barrel takes the closest pass instead.`,
  };
}

/** A shot fired at `firedAt` along `direction`, with its fate decided when it leaves the barrel. */
export interface Shot {
  firedAt: number;
  direction: Vec2;
  speed: number;
  hit: boolean;
  /** Flight time to the hit, or to the closest pass for a miss (s). */
  time: number;
  /** Distance between shot and target centre at that moment (m). */
  distance: number;
  /** How long the shot stays drawn: to the hit, or until it has left the field (s). */
  lifetime: number;
}

/** The longest a shot can fly before it has certainly left the field (s). */
function maxFlight(speed: number): number {
  return Math.hypot(FIELD.width, FIELD.height) / speed;
}

/** A led shot is followed to its meeting time even past the field's edge, up to this long (s). */
export const MAX_LEAD_FLIGHT = 60;

/**
 * Fire along the current aim. The fate is exact, not sampled frame by frame:
 * the closest approach of target and shot over the shot's flight.
 */
export function fire(p: Params, t: number): Shot {
  const { direction, lead } = aimAt(p, t);
  const rel = sub(targetAt(p, t), SHOOTER);
  const relVelocity = sub(targetVelocity(p), scale(direction, p.speed));
  // A led shot flies until its meeting, even one just beyond the field's edge:
  // the lead is exact, so it hits (a slow shot at a fast target meets it late).
  const leadFlight = lead && lead.time <= MAX_LEAD_FLIGHT ? lead.time * (1 + 1e-9) : 0;
  const flight = Math.max(maxFlight(p.speed), leadFlight);
  const pass = closestApproach(rel, relVelocity, flight);
  const hit = pass.distance <= HIT_RADIUS;
  return {
    firedAt: t,
    direction,
    speed: p.speed,
    hit,
    time: pass.time,
    distance: pass.distance,
    lifetime: hit ? pass.time : flight,
  };
}

/** Where a shot is at scene time t, or null when it is not in the air. */
export function shotAt(shot: Shot, t: number): Vec2 | null {
  const age = t - shot.firedAt;
  if (age < 0 || age > shot.lifetime) return null;
  return addScaled(SHOOTER, shot.direction, shot.speed * age);
}

/** Whether a shot has met its fate (hit, or closest pass gone by) at scene time t. */
export function isResolved(shot: Shot, t: number): boolean {
  return t >= shot.firedAt + shot.time;
}

/** Shots fired and hits scored so far. */
export interface Score {
  hits: number;
  shots: number;
}

export const NO_SCORE: Score = { hits: 0, shots: 0 };

/**
 * The shots of `shots` that have met their fate by scene time t and are not in
 * `counted` yet, in firing order. A shot enters the score (and "Last shot")
 * only here, when it lands or its closest pass has gone by, never when it
 * leaves the barrel: its fate is known then, but the reader has not seen it.
 */
export function landed(shots: readonly Shot[], counted: ReadonlySet<Shot>, t: number): Shot[] {
  return shots.filter((s) => !counted.has(s) && isResolved(s, t));
}

/** The score after `shots` have landed. */
export function addToScore(score: Score, shots: readonly Shot[]): Score {
  return { hits: score.hits + shots.filter((s) => s.hit).length, shots: score.shots + shots.length };
}

/** The score readout: "1 hit of 2 shots". */
export function scoreText({ hits, shots }: Score): string {
  return `${hits} ${hits === 1 ? 'hit' : 'hits'} of ${shots} ${shots === 1 ? 'shot' : 'shots'}`;
}

/** The impact point of a hit, or the shot's position at its closest pass. */
export function fatePoint(shot: Shot): Vec2 {
  return addScaled(SHOOTER, shot.direction, shot.speed * shot.time);
}

/** The readout sentence for a resolved shot. */
export function describe(shot: Shot): string {
  return shot.hit ? 'Hit' : `Miss by ${Math.max(0, shot.distance - HIT_RADIUS).toFixed(1)} m`;
}

/** The angle between the barrel and the line of sight (rad): how far the gun leads. */
export function leadAngle(p: Params, t: number): number {
  return angle(aimAt(p, t).direction, sub(targetAt(p, t), SHOOTER));
}

/**
 * The "Lead angle" readout: the angle between barrel and line of sight; 0° in
 * aim mode (the barrel is on the target), and no angle in lead mode when no
 * lead solution exists (the barrel then follows the closest pass, not a lead).
 */
export function leadAngleText(p: Params, t: number): string {
  if (p.mode === 'lead' && aimAt(p, t).lead === null) return 'none: no hit possible';
  return degrees(leadAngle(p, t));
}

/**
 * Check a slider or box value. Returns the number, or a message naming the
 * problem; the figure keeps its last good value while a message shows.
 */
export function validate(name: keyof typeof LIMITS, raw: string): number | string {
  const label = name === 'speed' ? 'Projectile speed' : 'Target speed';
  const { min, max } = LIMITS[name];
  if (raw.trim() === '') return `${label} is empty: enter a number from ${min} to ${max} m/s.`;
  const x = Number(raw);
  if (!Number.isFinite(x)) return `${label} must be a number, not “${raw}”.`;
  if (x < min || x > max) return `${label} must be between ${min} and ${max} m/s; ${x} is outside.`;
  return x;
}

// ---------------------------------------------------------------------------
// The game: scene time, shots and the score, as pure functions of one state.
// The element keeps a `DemoGame`, hands it the clock's time (`demoAt`) and the
// reader's shots (`fireIn`), and draws and prints what comes back.

export interface DemoGame {
  /** Scene time of the run (s). */
  t: number;
  /** Shots fired in this run, in firing order. */
  shots: readonly Shot[];
  /** Shots already in the score and in "Last shot". */
  reported: ReadonlySet<Shot>;
  score: Score;
  /** The "Last shot" readout: the last landed shot, or how many are in the air; '' before any. */
  result: string;
}

/**
 * The length of the kit clock's time line for the demo (s): far beyond any
 * run, so the clock never stops at its end; `demoAt` starts each run at 0.
 */
export const DEMO_CLOCK = 1e6;

/** The demo when the page opens: the target at START_TIME, no shots, no score. */
export function newDemo(t = START_TIME): DemoGame {
  return { t, shots: [], reported: new Set(), score: NO_SCORE, result: '' };
}

/** Score the shots that have landed by the game's time: score and "Last shot" change together. */
export function scoreDue(game: DemoGame): DemoGame {
  const now = landed(game.shots, game.reported, game.t);
  if (now.length === 0) return game;
  const reported = new Set(game.reported);
  for (const s of now) reported.add(s);
  return { ...game, reported, score: addToScore(game.score, now), result: describe(now[now.length - 1]) };
}

/**
 * The game at scene time t (the clock moved on). A shot that lands by then is
 * scored first; once the target has left the field and no shot is drawn any
 * more, the run starts over at t = 0 with no shots (the score stays).
 */
export function demoAt(game: DemoGame, p: Params, t: number): DemoGame {
  const now = scoreDue({ ...game, t });
  const live = now.shots.some((s) => now.t - s.firedAt <= s.lifetime);
  if (now.t > runDuration(p) && !live) return { ...now, t: 0, shots: [], reported: new Set() };
  return now;
}

/**
 * Fire along the current aim. Every shot fires, even with others in the air.
 * Playing, the shot flies and "Last shot" counts the shots in the air (the
 * score waits for it to land); paused or under reduced motion, the game jumps
 * to the moment the shot meets its fate, and it is scored then.
 */
export function fireIn(game: DemoGame, p: Params, playing: boolean): DemoGame {
  const shot = fire(p, game.t);
  const shots = [...game.shots, shot];
  if (playing) {
    const inAir = shots.filter((s) => !isResolved(s, game.t)).length;
    return scoreDue({ ...game, shots, result: inFlightText(inAir) });
  }
  return scoreDue({ ...game, shots, t: shot.firedAt + shot.time });
}
