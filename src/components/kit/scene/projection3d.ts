/**
 * A small 3D projection for figures (chapter 12 builds on it): a camera that
 * orbits a target at a yaw, a pitch and a distance, orthographic or
 * perspective; `project` maps a world point to the figure's SVG units with
 * its depth, `depthOrder` sorts what is drawn far to near (the painter's
 * order), and `orbitDrag` / `orbitKey` turn a pointer drag or an arrow key
 * into a new camera (arrow keys with the kit's `keyStep`: Shift for
 * SHIFT_FACTOR times as far). Pure: no DOM (kit/scene/orbit.ts wires the events).
 *
 * World axes: x and y on the ground, z up. Yaw turns about z (0: the camera
 * on the +x axis), pitch lifts the camera above the ground (±π/2 looks
 * straight down or up; kept just short of it).
 */
import { keyStep } from '../controls/draggable';

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

/**
 * How many world units along the camera's right and up one SVG unit is at
 * depth `depth` (the inverse of `project`'s scale there): 1 / scale when
 * orthographic, depth / (distance · scale) in perspective.
 */
function unitsPerSvg(c: Camera, v: View, depth: number): number {
  if (c.mode === 'orthographic') return 1 / v.scale;
  return Math.max(depth, 0.01 * c.distance) / (c.distance * v.scale);
}

/**
 * The world displacement, in the plane parallel to the screen, that moves a
 * point at `depth` by (dx, dy) SVG units on the screen (y down): the inverse
 * of `project` for a move in the view plane. For a point p,
 * `project(c, p + unprojectDelta(c, dx, dy, v, depth(p)))` lands (dx, dy) from
 * `project(c, p)`, exactly when orthographic and to first order in perspective.
 */
export function unprojectDelta(c: Camera, dx: number, dy: number, v: View, depth = c.distance): Vec3 {
  const { right, up } = cameraBasis(c);
  const k = unitsPerSvg(c, v, depth);
  const a = finite(dx, 0) * k;
  const b = -finite(dy, 0) * k;
  return [right[0] * a + up[0] * b, right[1] * a + up[1] * b, right[2] * a + up[2] * b];
}

/**
 * `p` moved so that it lands at screen point (x, y) (SVG units), keeping its
 * depth: a dragged point slides in the plane through it parallel to the
 * screen. Exact when orthographic; in perspective one step of the inverse,
 * close for small moves.
 */
export function moveOnScreen(c: Camera, p: Vec3, x: number, y: number, v: View): Vec3 {
  const now = project(c, p, v);
  const d = unprojectDelta(c, x - now.x, y - now.y, v, now.depth);
  return [p[0] + d[0], p[1] + d[1], p[2] + d[2]];
}

/** `p` moved `amount` world units along the camera's line of sight (positive: away from the camera, into the screen). */
export function moveAlongView(c: Camera, p: Vec3, amount: number): Vec3 {
  const { back } = cameraBasis(c);
  const a = finite(amount, 0);
  return [p[0] - back[0] * a, p[1] - back[1] * a, p[2] - back[2] * a];
}

/**
 * The camera turned to look along direction `dir` (from the camera into the
 * scene is −dir or +dir, whichever keeps the camera above the ground: pitch
 * ≥ 0), same target, distance and mode. A vertical `dir` gives the pitch
 * limit (MAX_PITCH), keeping the yaw. A zero or non-finite `dir` leaves the
 * camera as it is.
 */
export function cameraAlong(c: Camera, dir: Vec3): Camera {
  const n = Math.hypot(dir[0], dir[1], dir[2]);
  if (!(n > 0) || !Number.isFinite(n)) return cleanCamera(c);
  let b: Vec3 = [dir[0] / n, dir[1] / n, dir[2] / n];
  if (b[2] < 0) b = [-b[0], -b[1], -b[2]];
  const flat = Math.hypot(b[0], b[1]);
  const yaw = flat > 1e-12 ? Math.atan2(b[1], b[0]) : c.yaw;
  return cleanCamera({ ...c, yaw, pitch: Math.atan2(b[2], flat) });
}

/**
 * The camera a fraction `f` (0…1) of the way from `a` to `b`: yaw the short
 * way round, pitch, distance and target linearly; `b`'s mode. For an
 * animated turn (kit/time/loop.ts) between two views.
 */
export function cameraBetween(a: Camera, b: Camera, f: number): Camera {
  const k = Math.min(Math.max(finite(f, 1), 0), 1);
  let dy = b.yaw - a.yaw;
  dy -= 2 * Math.PI * Math.round(dy / (2 * Math.PI));
  const ta = a.target ?? [0, 0, 0];
  const tb = b.target ?? [0, 0, 0];
  return cleanCamera({
    ...b,
    target: [ta[0] + (tb[0] - ta[0]) * k, ta[1] + (tb[1] - ta[1]) * k, ta[2] + (tb[2] - ta[2]) * k],
    yaw: a.yaw + dy * k,
    pitch: a.pitch + (b.pitch - a.pitch) * k,
    distance: a.distance + (b.distance - a.distance) * k,
  });
}

/**
 * The outline of a sphere (centre `centre`, radius `r` world units) on the
 * screen, as a circle: exact when orthographic (every sphere projects to a
 * disc of radius r · scale); in perspective, the disc at the centre's depth,
 * an approximation that is close while the sphere is small against its
 * distance. Null when the centre is not visible.
 */
export function sphereOutline(
  c: Camera,
  centre: Vec3,
  r: number,
  v: View,
): { cx: number; cy: number; r: number } | null {
  const p = project(c, centre, v);
  if (!p.visible) return null;
  const k = c.mode === 'orthographic' ? 1 : c.distance / p.depth;
  return { cx: p.x, cy: p.y, r: Math.max(0, finite(r, 0)) * v.scale * k };
}
