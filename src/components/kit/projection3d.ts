/**
 * A small 3D projection for figures (chapter 12 builds on it): a camera that
 * orbits a target at a yaw, a pitch and a distance, orthographic or
 * perspective; `project` maps a world point to the figure's SVG units with
 * its depth, `depthOrder` sorts what is drawn far to near (the painter's
 * order), and `orbitDrag` / `orbitKey` turn a pointer drag or an arrow key
 * into a new camera (arrow keys with the kit's `keyStep`: Shift for
 * SHIFT_FACTOR times as far). Pure: no DOM (kit/orbit.ts wires the events).
 *
 * World axes: x and y on the ground, z up. Yaw turns about z (0: the camera
 * on the +x axis), pitch lifts the camera above the ground (±π/2 looks
 * straight down or up; kept just short of it).
 */
import { keyStep } from './draggable';

export type Vec3 = readonly [number, number, number];

export interface Camera {
  /** Turn about the vertical axis (rad). */
  yaw: number;
  /** Height angle above the ground plane (rad), within ±MAX_PITCH. */
  pitch: number;
  /** From the camera to the target (world units), > 0. */
  distance: number;
  mode: 'orthographic' | 'perspective';
  /** The point the camera looks at and orbits. Default the origin. */
  target?: Vec3;
}

/** The view the points land in: SVG units per world unit at the target's depth, and the centre. */
export interface View {
  scale: number;
  cx: number;
  cy: number;
}

export interface Projected {
  x: number;
  y: number;
  /** Distance from the camera along its line of sight (world units): larger is farther. */
  depth: number;
  /** False behind (or too near) a perspective camera: do not draw it. */
  visible: boolean;
}

/** Pitch stays this far from straight up or down, so the camera's up vector is always defined. */
export const MAX_PITCH = Math.PI / 2 - 0.01;

const finite = (x: number, fallback: number) => (Number.isFinite(x) ? x : fallback);

/** A usable camera: pitch clamped, yaw wrapped to (−π, π], distance positive; NaN fields fall back to defaults. */
export function cleanCamera(c: Camera): Camera {
  const yaw = finite(c.yaw, 0);
  const wrapped = yaw - 2 * Math.PI * Math.floor((yaw + Math.PI) / (2 * Math.PI));
  return {
    ...c,
    yaw: wrapped === -Math.PI ? Math.PI : wrapped,
    pitch: Math.min(Math.max(finite(c.pitch, 0), -MAX_PITCH), MAX_PITCH),
    distance: Number.isFinite(c.distance) && c.distance > 0 ? c.distance : 10,
  };
}

/** The camera's unit vectors: `right` and `up` on the screen, `back` from the target towards the camera. */
export function cameraBasis(c: Camera): { right: Vec3; up: Vec3; back: Vec3 } {
  const cy = Math.cos(c.yaw);
  const sy = Math.sin(c.yaw);
  const cp = Math.cos(c.pitch);
  const sp = Math.sin(c.pitch);
  const back: Vec3 = [cp * cy, cp * sy, sp];
  const right: Vec3 = [-sy, cy, 0];
  // up = right × forward, forward = −back.
  const up: Vec3 = [-sp * cy, -sp * sy, cp];
  return { right, up, back };
}

/** Where the camera is (world). */
export function cameraPosition(c: Camera): Vec3 {
  const t = c.target ?? [0, 0, 0];
  const { back } = cameraBasis(c);
  return [t[0] + c.distance * back[0], t[1] + c.distance * back[1], t[2] + c.distance * back[2]];
}

const dot = (a: Vec3, b: readonly number[]) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * A world point on the screen (SVG units, y down). Orthographic: `scale` SVG
 * units per world unit everywhere. Perspective: the same at the target's
 * depth, larger nearer the camera, smaller farther; a point less than 1% of
 * the distance in front of the camera (or behind it) is not visible.
 */
export function project(c: Camera, p: Vec3, v: View): Projected {
  const t = c.target ?? [0, 0, 0];
  const rel = [p[0] - t[0], p[1] - t[1], p[2] - t[2]];
  const { right, up, back } = cameraBasis(c);
  const xc = dot(right, rel);
  const yc = dot(up, rel);
  const depth = c.distance - dot(back, rel);
  if (c.mode === 'orthographic') return { x: v.cx + xc * v.scale, y: v.cy - yc * v.scale, depth, visible: true };
  const visible = depth > 0.01 * c.distance;
  const k = visible ? c.distance / depth : 0;
  return { x: v.cx + xc * v.scale * k, y: v.cy - yc * v.scale * k, depth, visible };
}

/** Items sorted far to near by `depthOf` (stable for equal depths): draw them in this order. */
export function depthOrder<T>(items: readonly T[], depthOf: (item: T) => number): T[] {
  return items
    .map((item, i) => ({ item, i, d: depthOf(item) }))
    .sort((a, b) => b.d - a.d || a.i - b.i)
    .map((e) => e.item);
}

/**
 * The camera after a pointer drag of (dx, dy) CSS px: right turns the scene
 * with the pointer (yaw decreases), down tilts it towards the reader (pitch
 * increases), `radPerPx` radians a pixel.
 */
export function orbitDrag(c: Camera, dx: number, dy: number, radPerPx = 0.01): Camera {
  return cleanCamera({ ...c, yaw: c.yaw - finite(dx, 0) * radPerPx, pitch: c.pitch + finite(dy, 0) * radPerPx });
}

/**
 * The camera after an arrow key: Left/Right turn the yaw, Up/Down the pitch,
 * by `step` radians (`keyStep`: Shift for SHIFT_FACTOR times as far). Null
 * for any other key.
 */
export function orbitKey(c: Camera, key: string, shiftKey: boolean, step = Math.PI / 36): Camera | null {
  const d = keyStep(step, shiftKey);
  switch (key) {
    case 'ArrowLeft':
      return cleanCamera({ ...c, yaw: c.yaw + d });
    case 'ArrowRight':
      return cleanCamera({ ...c, yaw: c.yaw - d });
    case 'ArrowUp':
      return cleanCamera({ ...c, pitch: c.pitch + d });
    case 'ArrowDown':
      return cleanCamera({ ...c, pitch: c.pitch - d });
    default:
      return null;
  }
}
