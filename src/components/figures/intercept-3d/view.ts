/**
 * Drawing for the 3D intercept: world → screen through the kit's camera
 * (kit/scene/projection3d.ts), the figure's parts, depth-ordered bodies, readouts
 * and handles, declared once for the build and the browser (kit/shell/figure.ts).
 * All pure. Everything that moves with the camera is geometry (paths,
 * points, transforms), so an orbit costs the canvas only (kit/scene/scene-canvas.ts);
 * what shows or hides changes only with the scene.
 */
import { type Vec3 } from '../../../lib';
import { planePoint, planeCoordinates } from '../../../lib/motion';
import { arrowPath } from '../../kit/scene/arrow';
import { degrees, trimmed } from '../../kit/text/format';
import { round } from '../../kit/scene/frame';
import { perView, type FigureView, type Item, type Parts, type ReadoutCard } from '../../kit/shell/figure';
import type { PartAttrs } from '../../kit/shell/dom';
import type { PointHandle } from '../../kit/controls/handles';
import { depthOrder, project, sphereOutline, type Camera } from '../../kit/scene/projection3d';
import { BOX, GRID_STEP, VIEW, dragTo, pointOf, type Moment, type PointName, type Solution, type State } from './model';

/** One drawing: the state (scene and camera), its solution and the moment at the scrubber's time. */
export interface Frame3D {
  s: State;
  sol: Solution;
  m: Moment;
}

/** "(23.2, 24, 8.6)": a 3D point with at most `digits` decimals and true minus signs. */
export function vec3Text(v: readonly number[], digits = 1): string {
  return `(${trimmed(v[0], digits)}, ${trimmed(v[1], digits)}, ${trimmed(v[2], digits)})`;
}

export const num = trimmed;

/** "yaw 30°, pitch 24°": the camera in whole degrees. */
export function cameraText(c: Camera): string {
  const deg = (r: number) => `${trimmed((r * 180) / Math.PI, 0)}°`;
  return `yaw ${deg(c.yaw)}, pitch ${deg(c.pitch)}`;
}

interface P2 {
  x: number;
  y: number;
  depth: number;
}

const r = round;
const xy = (p: P2) => `${r(p.x)} ${r(p.y)}`;
/** A circle as one path (the canvas and the SVG draw it the same), for the depth-ordered list. */
const circlePath = (p: { x: number; y: number }, rad: number) =>
  rad > 0
    ? `M${r(p.x - rad)} ${r(p.y)}a${r(rad)} ${r(rad)} 0 1 0 ${r(2 * rad)} 0a${r(rad)} ${r(rad)} 0 1 0 ${r(-2 * rad)} 0Z`
    : '';

/** The longest stretch of the target's path and of the plane drawn (m): a very fast target is not drawn to the horizon. */
const MAX_DRAWN = 90;
/** Air around the plane's drawn quad beyond the points it must hold (m). */
const PLANE_PAD = 6;
/** Points on the sphere's circle in the plane. */
const CIRCLE_STEPS = 48;
/** Length of the drawn axes (m). */
const AXIS = 12;

export interface Geometry {
  S: P2;
  T: P2;
  tip: P2;
  P: P2;
  I: P2 | null;
  shot: P2 | null;
  grid: string;
  axes: Record<'x' | 'y' | 'z', { d: string; label: { x: number; y: number } }>;
  plane: string;
  planeCircle: string;
  sphere: { cx: number; cy: number; r: number } | null;
  targetPath: string;
  shotPath: string;
  arrow: string;
  drops: string;
  triangle: string;
  labels: { reach: { x: number; y: number } | null; run: { x: number; y: number } | null };
  impactLetter: { x: number; y: number } | null;
}

/** A label beside the middle of side a–b, on the side away from c (towards c with `inward`), `gap` SVG units out. */
function besideSide(a: P2, b: P2, c: P2, gap = 4, inward = false): { x: number; y: number } | null {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len < 6) return null;
  let nx = -(b.y - a.y) / len;
  let ny = (b.x - a.x) / len;
  const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  if ((c.x - m.x) * nx + (c.y - m.y) * ny > 0 !== inward) {
    nx = -nx;
    ny = -ny;
  }
  return inside({ x: m.x + nx * gap, y: m.y + ny * gap }, 9, 2);
}

/** A label's centre kept inside the scene (half sizes hw, hh). */
function inside(p: { x: number; y: number }, hw: number, hh: number): { x: number; y: number } {
  return {
    x: r(Math.min(Math.max(p.x, hw + 0.5), VIEW.width - hw - 0.5)),
    y: r(Math.min(Math.max(p.y, hh + 0.5), VIEW.height - hh - 0.5)),
  };
}

export function geometry({ s, sol, m }: Frame3D): Geometry {
  const cam = s.camera;
  const at = (p: readonly number[]): P2 => project(cam, p as Vec3, VIEW);
  const S = at(s.shooter);
  const T = at(s.target);
  const tip = at(pointOf(s, 'velocity'));
  const P = at(m.target);
  const I = sol.impact ? at(sol.impact) : null;
  const shot = m.shot ? at(m.shot) : null;

  // The ground grid: one path of lines every GRID_STEP metres over the box's floor.
  let grid = '';
  for (let x = BOX.min[0]; x <= BOX.max[0] + 1e-9; x += GRID_STEP) {
    grid += `M${xy(at([x, BOX.min[1], 0]))}L${xy(at([x, BOX.max[1], 0]))}`;
  }
  for (let y = BOX.min[1]; y <= BOX.max[1] + 1e-9; y += GRID_STEP) {
    grid += `M${xy(at([BOX.min[0], y, 0]))}L${xy(at([BOX.max[0], y, 0]))}`;
  }
  const O = at([0, 0, 0]);
  const axis = (e: Vec3) => {
    const end = at(e);
    const far = at([e[0] * 1.18, e[1] * 1.18, e[2] * 1.18]);
    return { d: arrowPath(O, end, 1.6), label: inside(far, 1.5, 1.5) };
  };

  // The intercept plane, as a quad in its own coordinates around everything it holds.
  const plane = sol.plane;
  const speed = sol.targetSpeed;
  const pathTime = speed > 0 ? Math.min(sol.duration, MAX_DRAWN / speed) : 0;
  const pathEnd: Vec3 = [
    s.target[0] + s.velocity[0] * pathTime,
    s.target[1] + s.velocity[1] * pathTime,
    s.target[2] + s.velocity[2] * pathTime,
  ];
  const held = [s.shooter, s.target, pathEnd, ...(sol.impact ? [sol.impact] : [])].map((p) =>
    planeCoordinates(plane, p),
  );
  const lo = [Math.min(...held.map((q) => q[0])) - PLANE_PAD, Math.min(...held.map((q) => q[1])) - PLANE_PAD];
  const hi = [Math.max(...held.map((q) => q[0])) + PLANE_PAD, Math.max(...held.map((q) => q[1])) + PLANE_PAD];
  const quad = [
    [lo[0], lo[1]],
    [hi[0], lo[1]],
    [hi[0], hi[1]],
    [lo[0], hi[1]],
  ].map((q) => at(planePoint(plane, q)));

  // The sphere of radius s·t around S, and where it cuts the plane: chapter 4's circle.
  let planeCircle = '';
  if (m.radius > 0) {
    for (let i = 0; i <= CIRCLE_STEPS; i++) {
      const a = (2 * Math.PI * i) / CIRCLE_STEPS;
      const p = at(planePoint(plane, [m.radius * Math.cos(a), m.radius * Math.sin(a)]));
      planeCircle += `${i ? 'L' : 'M'}${xy(p)}`;
    }
    planeCircle += 'Z';
  }
  const outline = m.radius > 0 ? sphereOutline(cam, s.shooter, m.radius, VIEW) : null;

  const ground = (p: readonly number[]) => at([p[0], p[1], 0]);
  const drops = [s.shooter, s.target, ...(sol.impact ? [sol.impact] : [])]
    .map((p) => `M${xy(at(p))}L${xy(ground(p))}`)
    .join('');

  return {
    S,
    T,
    tip,
    P,
    I,
    shot,
    grid,
    axes: { x: axis([AXIS, 0, 0]), y: axis([0, AXIS, 0]), z: axis([0, 0, AXIS]) },
    plane: quad.map((q) => `${r(q.x)},${r(q.y)}`).join(' '),
    planeCircle,
    sphere: outline ? { cx: r(outline.cx), cy: r(outline.cy), r: r(outline.r) } : null,
    targetPath: speed > 0 ? `M${xy(T)}L${xy(at(pathEnd))}` : '',
    shotPath: I ? `M${xy(S)}L${xy(I)}` : '',
    arrow: arrowPath(T, tip, 2),
    drops,
    triangle: I ? `${r(S.x)},${r(S.y)} ${r(T.x)},${r(T.y)} ${r(I.x)},${r(I.y)}` : '',
    labels: {
      reach: I ? besideSide(S, I, T) : null,
      // Inside the triangle: outside, V's arrow and letter lie along this side.
      run: I ? besideSide(T, I, S, 4.5, true) : null,
    },
    impactLetter: I ? inside({ x: I.x + 3, y: I.y - 3 }, 1.5, 1.5) : null,
  };
}

const shown = (on: boolean) => (on ? 'inline' : 'none');

/** Every `data-part` of the figure in one drawing (the handles are placed by their own binding). */
export function sceneParts(g: Geometry, f: Frame3D): Parts {
  const { s, sol, m } = f;
  const closed = (cls: string) => (m.closed ? `${cls} closed` : cls);
  const labelsOn = s.planeView && !!sol.impact;
  const label = (p: { x: number; y: number } | null, text: string): PartAttrs =>
    p ? { x: p.x, y: p.y, text, display: shown(labelsOn) } : { display: 'none', text };
  return {
    grid: { d: g.grid },
    'axis-x': { d: g.axes.x.d },
    'axis-y': { d: g.axes.y.d },
    'axis-z': { d: g.axes.z.d },
    'axis-x-label': { x: g.axes.x.label.x, y: g.axes.x.label.y },
    'axis-y-label': { x: g.axes.y.label.x, y: g.axes.y.label.y },
    'axis-z-label': { x: g.axes.z.label.x, y: g.axes.z.label.y },
    plane: { points: g.plane },
    'plane-circle': { d: g.planeCircle, class: closed('plane-circle') },
    drops: { d: g.drops },
    'target-path': { d: g.targetPath },
    'shot-path': { d: g.shotPath },
    triangle: { points: g.triangle },
    arrow: { d: g.arrow },
    'impact-letter': g.impactLetter
      ? { x: g.impactLetter.x, y: g.impactLetter.y, display: 'inline' }
      : { display: 'none' },

    'label-reach': label(g.labels.reach, sol.reach === null ? '' : `s·t = ${num(sol.reach, 1)} m`),
    'label-run': label(g.labels.run, sol.run === null ? '' : `|V|·t = ${num(sol.run, 1)} m`),
  };
}

/**
 * The bodies that can hide one another, far to near (`depthOrder`): the
 * sphere's outline (at S's depth) and the markers of the target now, the shot
 * now and the impact point. Each kind has its own element type (circle,
 * ellipse, rect, path), so a new order replaces elements (kit/shell/figure.ts
 * `writeItems`) rather than swapping classes between them: Chromium may keep
 * the old computed style of a restyled element inside the canvas's hidden
 * groups, and the canvas would paint a body in another's colours.
 */
export function bodies(g: Geometry, f: Frame3D): Item[] {
  const { m } = f;
  const list: { depth: number; item: Item }[] = [];
  if (g.sphere && g.sphere.r > 0) {
    list.push({
      depth: g.S.depth,
      item: { tag: 'circle', attrs: { class: 'body sphere', cx: g.sphere.cx, cy: g.sphere.cy, r: g.sphere.r } },
    });
  }
  list.push({
    depth: g.P.depth,
    item: {
      tag: 'ellipse',
      attrs: { class: m.closed ? 'body now closed' : 'body now', cx: r(g.P.x), cy: r(g.P.y), rx: 1.4, ry: 1.4 },
    },
  });
  if (g.shot) {
    const k = 0.9;
    list.push({
      depth: g.shot.depth,
      item: {
        tag: 'rect',
        attrs: { class: 'body shot', x: r(g.shot.x - k), y: r(g.shot.y - k), width: 2 * k, height: 2 * k, rx: k },
      },
    });
  }
  if (g.I) {
    const c = 1.9;
    const cross = `M${r(g.I.x - c - 1.2)} ${r(g.I.y)}h1.8M${r(g.I.x + c - 0.6)} ${r(g.I.y)}h1.8M${r(g.I.x)} ${r(g.I.y - c - 1.2)}v1.8M${r(g.I.x)} ${r(g.I.y + c - 0.6)}v1.8`;
    list.push({
      depth: g.I.depth,
      item: { tag: 'path', attrs: { class: 'body impact', d: circlePath(g.I, c) + cross } },
    });
  }
  return depthOrder(list, (b) => b.depth).map((b) => b.item);
}

/** The readout cards beside the scene. */
export const CARDS: readonly ReadoutCard[] = [
  { name: 'hit-time', label: 'hit time t*', class: 'hit' },
  { name: 'impact', label: 'intercept point I', class: 'hit wide' },
  { name: 'reach', label: '|I − S| = s·t*', class: 'shot' },
  { name: 'run', label: '|I − T| = |V|·t*', class: 'target' },
  { name: 'lead', label: 'aim vs T − S' },
  { name: 'gap', label: 'target − sphere at t', hint: 'how far the target is outside the sphere at the scrubbed time' },
  { name: 'camera', label: 'camera', class: 'wide', live: 'off' },
];

/** The status line: the hit, or why there is none, and where the sphere is now. */
export function status({ s, sol, m }: Frame3D): string {
  if (!sol.result.hit) return `No hit: ${sol.result.message} Nothing is aimed, so no intercept point is drawn.`;
  const when = `t* = ${num(sol.result.time, 2)} s`;
  if (sol.late)
    return `The hit comes only at ${when}, after the end of the time line (${MAX_TEXT}); the figure cannot show it.`;
  if (m.closed) return `The sphere touches the target at ${when}: this is the hit.`;
  const gap = num(Math.abs(m.gap), 1);
  if (sol.hitTime !== null && m.t > sol.hitTime) {
    return m.gap > 0
      ? `The faster target has left the sphere again, ${gap} m outside; the hit was at ${when}.`
      : `The sphere has passed the target by ${gap} m; the hit was at ${when}.`;
  }
  return s.planeView
    ? `Seen along the plane: chapter 4's triangle. The sphere is ${gap} m short of the target; it reaches it at ${when}.`
    : `The sphere is ${gap} m short of the target; it reaches it at ${when}.`;
}
const MAX_TEXT = '60 s';

/** The scene in words, for screen readers (the scene's description). */
export function description({ s, sol }: Frame3D): string {
  const scene = `Shooter S at ${vec3Text(s.shooter)}, target T at ${vec3Text(s.target)} moving at ${vec3Text(s.velocity)} m/s, shot speed ${num(s.speed)} m/s`;
  const hit = sol.result.hit
    ? `hit after ${num(sol.result.time, 2)} s at ${vec3Text(sol.result.impact)}`
    : `no hit: ${sol.result.message.replace(/\.$/, '')}`;
  const view = s.planeView ? 'Seen along the plane through S, T and T + V' : 'Camera';
  return `${scene}: ${hit}. ${view}: ${cameraText(s.camera)}.`;
}

/** Every readout's text, by `data-readout` name. */
export function readouts(f: Frame3D): Record<string, string> {
  const { s, sol, m } = f;
  return {
    'hit-time': sol.hitTime === null ? 'no hit' : `${num(sol.hitTime, 3)} s`,
    impact: sol.impact ? vec3Text(sol.impact) : '—',
    reach: sol.reach === null ? '—' : `${num(sol.reach, 2)} m`,
    run: sol.run === null ? '—' : `${num(sol.run, 2)} m`,
    lead: sol.lead === null ? '—' : degrees(sol.lead),
    gap: `${num(m.gap, 2)} m`,
    camera: cameraText(s.camera),
    status: status(f),
    description: description(f),
    'jump-time': sol.hitTime === null ? '' : ` (t* = ${num(sol.hitTime, 2)} s)`,
  };
}

const geometryOf = perView(geometry);

/** The figure declared once: parts, the depth-ordered bodies and readouts, each a pure function of the drawing. */
export const figure: FigureView<Frame3D> = {
  parts: (f) => sceneParts(geometryOf(f), f),
  lists: (f) => ({ bodies: bodies(geometryOf(f), f) }),
  readouts,
};

const NAMES: Record<PointName, string> = { shooter: 'Shooter S', target: 'Target T', velocity: 'Velocity V' };

/**
 * The handles, bound from the state (kit/controls/handles.ts) in the screen frame
 * (model.ts SCREEN): each is where its 3D point is drawn, and a drag moves
 * the point parallel to the screen.
 */
export const handles: Record<PointName, PointHandle<State>> = Object.fromEntries(
  (['shooter', 'target', 'velocity'] as const).map((name) => [
    name,
    {
      at: (s: State) => {
        const p = project(s.camera, pointOf(s, name), VIEW);
        return [p.x, VIEW.height - p.y];
      },
      move: (s: State, p: readonly number[]) => dragTo(s, name, p[0], VIEW.height - p[1]),
      label: (s: State) =>
        name === 'velocity'
          ? `${NAMES.velocity} = ${vec3Text(s.velocity)} m/s: tip of the arrow`
          : `${NAMES[name]} at ${vec3Text(s[name])}`,
    },
  ]),
) as unknown as Record<PointName, PointHandle<State>>;
