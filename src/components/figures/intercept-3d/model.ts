/**
 * Chapter 12's 3D intercept as pure functions. The reader places the shooter
 * S, the target T and the tip of its velocity V (T + V·1 s) in 3D, sets the
 * shot speed s, scrubs the time t and turns the camera. Without gravity the
 * shot and every target position lie in the plane through S, T and T + V
 * (`interceptPlane`, src/lib/intercept/plane.ts): the sphere of radius s·t around S
 * (everywhere a shot can be at time t) cuts that plane in chapter 4's circle,
 * and the sphere touches the target at the hit time.
 *
 * World axes z up, metres and seconds (kit/scene/projection3d.ts). The state holds
 * the camera too, so the handles, bound from the state (kit/controls/handles.ts), know
 * where they are on the screen; the scene (S, T, V, s) is what the figure
 * publishes and re-solves on.
 */
import { linearIntercept, type LinearInterceptResult, type Vec2, type Vec3 } from '../../../lib';
import { angle, length } from '../../../lib/vec';
import { interceptPlane, planeCoordinates, type InterceptPlane } from '../../../lib/motion';
import { snapToMarks } from '../../kit/time/clock';
import { makeFrame } from '../../kit/scene/frame';
import { quantityRule } from '../../kit/controls/number';
import { timelineLength, type TimelineRule } from '../../kit/time/timeline';
import {
  cameraAlong,
  moveAlongView,
  moveOnScreen,
  project,
  type Camera,
  type View,
} from '../../kit/scene/projection3d';
import { FIRST_SCENE_3D } from './first-state';

/** The scene's SVG box and its projection: SVG units per metre at the camera's target, the centre on the screen. */
export const VIEW: View & { width: number; height: number } = { width: 100, height: 70, scale: 1.45, cx: 50, cy: 36 };
/**
 * The screen as a kit frame (kit/scene/frame.ts): one world unit per SVG unit, y up.
 * The handles live in it (kit/controls/handles.ts): a handle's "world" position is its
 * point's place on the screen, and a drag to a screen point moves the 3D
 * point in the plane through it parallel to the screen (`moveOnScreen`).
 */
export const SCREEN = makeFrame({ xmin: 0, xmax: VIEW.width, ymin: 0, ymax: VIEW.height }, VIEW.width);
/** Where S, T and the target's velocity tip may be: a box over the ground grid (m); z ≥ 0 is above the ground. */
export const BOX = { min: [-10, -10, 0] as Vec3, max: [40, 40, 25] as Vec3 };
/** The velocity tip may go this far past the box (m). */
export const TIP_SLACK = 15;
/** The ground grid's spacing (m). */
export const GRID_STEP = 10;
/** The velocity handle is drawn at T + V·VELOCITY_SECONDS. */
export const VELOCITY_SECONDS = 1;
/** World units a handle moves per arrow key or PageUp/PageDown press (Shift: ×10, kit/controls/draggable.ts). */
export const KEY_STEP = 1;

/** The camera the page opens with: orthographic, looking at the middle of the box from the front left, above. */
export const CAMERA: Camera = {
  yaw: -2.1,
  pitch: 0.42,
  distance: 120,
  mode: 'orthographic',
  target: [14, 9, 5],
};

export interface Scene {
  shooter: Vec3;
  target: Vec3;
  /** Target velocity (m/s). */
  velocity: Vec3;
  /** Projectile speed s (m/s). */
  speed: number;
}

export interface State extends Scene {
  camera: Camera;
  /** Looking along the plane's normal (the "look along the plane" view) rather than free. */
  planeView: boolean;
}

const copy = (v: readonly number[]): Vec3 => [v[0], v[1], v[2]];

export const INITIAL: State = {
  shooter: copy(FIRST_SCENE_3D.shooter),
  target: copy(FIRST_SCENE_3D.target),
  velocity: copy(FIRST_SCENE_3D.velocity),
  speed: FIRST_SCENE_3D.speed,
  camera: CAMERA,
  planeView: false,
};

/** The scrubber's time when the page loads (s): before the hit, so the sphere has not reached the target yet. */
export const START_TIME = 0.8;

export const SPEED_RULE = quantityRule('speed', 'Projectile speed', { max: 500 });

/** The time line: 1.5 × the hit time, 2–60 s (a later hit is said in words, `Solution.late`), 5 s without a hit. */
export const TIMELINE: TimelineRule = { stretch: 1.5, min: 2, max: 60, none: 5 };
export const MAX_DURATION = TIMELINE.max;

export const durationFor = (hitTime: number | null): number => timelineLength(hitTime, TIMELINE);

/** Everything about the scene that does not depend on the time or the camera. */
export interface Solution {
  result: LinearInterceptResult<Vec3>;
  plane: InterceptPlane;
  hitTime: number | null;
  impact: Vec3 | null;
  /** Unit aim direction, or null without a hit. */
  aim: Vec3 | null;
  /** |V|. */
  targetSpeed: number;
  /** |I − S| = s·t* and |I − T| = |V|·t*, null without a hit. */
  reach: number | null;
  run: number | null;
  /** Angle between the aim and T − S (rad): how far to lead; null without a hit or with S = T. */
  lead: number | null;
  /** The triangle S, T, I in the plane's 2D coordinates (chapter 4's triangle), null without a hit. */
  flat: { S: Vec2; T: Vec2; I: Vec2 } | null;
  duration: number;
  /** A hit after the end of the time line (MAX_DURATION): not reachable by the scrubber. */
  late: boolean;
}

export function solve(s: Scene): Solution {
  const result = linearIntercept<Vec3>({
    shooter: s.shooter,
    target: s.target,
    targetVelocity: s.velocity,
    speed: s.speed,
  });
  const plane = interceptPlane(s.shooter, s.target, s.velocity);
  const targetSpeed = length(s.velocity);
  const hitTime = result.hit ? result.time : null;
  const duration = durationFor(hitTime);
  const R: Vec3 = [s.target[0] - s.shooter[0], s.target[1] - s.shooter[1], s.target[2] - s.shooter[2]];
  if (!result.hit) {
    return {
      result,
      plane,
      hitTime,
      impact: null,
      aim: null,
      targetSpeed,
      reach: null,
      run: null,
      lead: null,
      flat: null,
      duration,
      late: false,
    };
  }
  const I = result.impact;
  return {
    result,
    plane,
    hitTime,
    impact: I,
    aim: result.aim,
    targetSpeed,
    reach: s.speed * result.time,
    run: targetSpeed * result.time,
    lead: length(R) > 0 && length(result.aim) > 0 ? angle(result.aim, R) : null,
    flat: {
      S: planeCoordinates(plane, s.shooter),
      T: planeCoordinates(plane, s.target),
      I: planeCoordinates(plane, I),
    },
    duration,
    late: result.time > duration,
  };
}

/** The scene at time t. */
export interface Moment {
  t: number;
  /** The target at time t: T + V·t. */
  target: Vec3;
  /** The sphere's radius s·t. */
  radius: number;
  /** Where the shot aimed at the intercept is at time t (on the sphere), null without a hit or after it. */
  shot: Vec3 | null;
  /** |T + V·t − S| − s·t: > 0 the sphere has not reached the target, 0 at the hit, < 0 past it. */
  gap: number;
  /** t is the hit time: the sphere touches the target. */
  closed: boolean;
}

export function momentAt(s: Scene, sol: Solution, t: number): Moment {
  const P: Vec3 = [s.target[0] + s.velocity[0] * t, s.target[1] + s.velocity[1] * t, s.target[2] + s.velocity[2] * t];
  const radius = s.speed * t;
  const d = Math.hypot(P[0] - s.shooter[0], P[1] - s.shooter[1], P[2] - s.shooter[2]);
  const hit = sol.hitTime;
  const shot =
    sol.aim && hit !== null && t <= hit
      ? ([
          s.shooter[0] + sol.aim[0] * radius,
          s.shooter[1] + sol.aim[1] * radius,
          s.shooter[2] + sol.aim[2] * radius,
        ] as Vec3)
      : null;
  const closed = hit !== null && Math.abs(t - hit) <= 1e-9 * Math.max(1, hit);
  return { t, target: P, radius, shot, gap: d - radius, closed };
}

/** The time to show when the reader scrubs near the hit: the hit itself within `tolerance` seconds. */
export function snapTime(t: number, sol: Solution, tolerance: number): number {
  return sol.hitTime !== null && !sol.late ? snapToMarks(t, [sol.hitTime], tolerance) : t;
}

/** Dragged and typed positions are kept to a tenth of a metre, so readouts stay readable. */
export function tidy(v: readonly number[]): Vec3 {
  return [Math.round(v[0] * 10) / 10 + 0, Math.round(v[1] * 10) / 10 + 0, Math.round(v[2] * 10) / 10 + 0];
}

/** `p` kept inside the box, `slack` metres wider on every side (the ground stays the floor for S and T). */
export function inBox(p: readonly number[], slack = 0): Vec3 {
  const lo = (i: number) => BOX.min[i] - (i === 2 && slack === 0 ? 0 : slack);
  const hi = (i: number) => BOX.max[i] + slack;
  return [0, 1, 2].map((i) => Math.min(Math.max(Number.isFinite(p[i]) ? p[i] : 0, lo(i)), hi(i))) as Vec3;
}

export type PointName = 'shooter' | 'target' | 'velocity';

/** The 3D point of handle `name`: S, T, or the velocity's tip T + V·VELOCITY_SECONDS. */
export function pointOf(s: Scene, name: PointName): Vec3 {
  if (name === 'velocity') {
    return [
      s.target[0] + s.velocity[0] * VELOCITY_SECONDS,
      s.target[1] + s.velocity[1] * VELOCITY_SECONDS,
      s.target[2] + s.velocity[2] * VELOCITY_SECONDS,
    ];
  }
  return s[name];
}

/** The state with handle `name`'s 3D point at `p` (clamped into the box, tidied): T drags its velocity along. */
export function placePoint<S extends Scene>(s: S, name: PointName, p: readonly number[]): S {
  if (name === 'velocity') {
    const tip = inBox(p, TIP_SLACK);
    const v = tidy([
      (tip[0] - s.target[0]) / VELOCITY_SECONDS,
      (tip[1] - s.target[1]) / VELOCITY_SECONDS,
      (tip[2] - s.target[2]) / VELOCITY_SECONDS,
    ]);
    return { ...s, velocity: v };
  }
  return { ...s, [name]: tidy(inBox(p)) };
}

/** The screen point (SVG units, y down) of a world point under the state's camera. */
export function screenOf(s: State, p: Vec3): { x: number; y: number; depth: number } {
  return project(s.camera, p, VIEW);
}

/** Handle `name` dragged to screen point (x, y) (SVG units, y down): its point moves parallel to the screen. */
export function dragTo(s: State, name: PointName, x: number, y: number): State {
  return placePoint(s, name, moveOnScreen(s.camera, pointOf(s, name), x, y, VIEW));
}

/** Handle `name` moved `amount` metres along the line of sight (PageUp: +, away from the reader). */
export function pushAlongView(s: State, name: PointName, amount: number): State {
  return placePoint(s, name, moveAlongView(s.camera, pointOf(s, name), amount));
}

/**
 * The camera that looks along the intercept plane's normal: the plane seen
 * face on, so S, T and I show chapter 4's triangle with its true side
 * lengths (orthographic), centred where the free camera looked.
 */
export function planeCamera(s: State, sol: Solution): Camera {
  const corners = [s.shooter, s.target, sol.impact ?? pointOf(s, 'velocity')];
  const centre: Vec3 = [0, 1, 2].map((i) => (corners[0][i] + corners[1][i] + corners[2][i]) / 3) as Vec3;
  return { ...cameraAlong(s.camera, sol.plane.normal), target: centre };
}

/** The scene's part of a state, for comparing and publishing. */
export function sceneOf(s: Scene): Scene {
  return { shooter: s.shooter, target: s.target, velocity: s.velocity, speed: s.speed };
}

/** Whether two states have the same scene (S, T, V, s): camera moves and time scrubs change nothing to solve. */
export function sameScene(a: Scene, b: Scene): boolean {
  return (
    a.speed === b.speed &&
    a.shooter.every((x, i) => x === b.shooter[i]) &&
    a.target.every((x, i) => x === b.target[i]) &&
    a.velocity.every((x, i) => x === b.velocity[i])
  );
}
