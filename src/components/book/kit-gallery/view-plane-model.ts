/**
 * The view-plane gallery scene (kit/scene/projection3d.ts's inverse side): a point
 * P dragged parallel to the screen (`moveOnScreen`), pushed into or out of it
 * (`moveAlongView`), the sphere through P around the origin drawn as its
 * outline (`sphereOutline`), and a camera turned to look along O→P
 * (`cameraAlong`, animated with `cameraBetween`). Pure.
 */
import { makeFrame } from '../../kit/scene/frame';
import { project, sphereOutline, type Camera, type Vec3, type View } from '../../kit/scene/projection3d';

export const PLANE_VIEW: View & { width: number; height: number } = {
  width: 100,
  height: 60,
  scale: 12,
  cx: 50,
  cy: 32,
};
/** The screen as a kit frame (y up), for the kit's draggable handle. */
export const PLANE_SCREEN = makeFrame({ xmin: 0, xmax: 100, ymin: 0, ymax: 60 }, 100);
export const PLANE_CAMERA: Camera = { yaw: 0.6, pitch: 0.35, distance: 10, mode: 'orthographic' };
export const PLANE_POINT: Vec3 = [1.5, -1, 1];

const r2 = (v: number) => Math.round(v * 100) / 100;

export interface PlaneScene {
  /** P on the screen, and the handle's place in the screen frame. */
  p: { x: number; y: number };
  at: [number, number];
  /** The origin and the axes' ends. */
  axes: { x1: number; y1: number; x2: number; y2: number; kind: 'x' | 'y' | 'z' }[];
  /** The sphere through P around the origin. */
  sphere: { cx: number; cy: number; r: number };
  /** Distance from the origin. */
  radius: number;
}

export function planeScene(cam: Camera, p: Vec3): PlaneScene {
  const q = project(cam, p, PLANE_VIEW);
  const o = project(cam, [0, 0, 0], PLANE_VIEW);
  const radius = Math.hypot(p[0], p[1], p[2]);
  const s = sphereOutline(cam, [0, 0, 0], radius, PLANE_VIEW)!;
  const axes = (['x', 'y', 'z'] as const).map((kind, i) => {
    const e: Vec3 = [i === 0 ? 2 : 0, i === 1 ? 2 : 0, i === 2 ? 2 : 0];
    const end = project(cam, e, PLANE_VIEW);
    return { x1: r2(o.x), y1: r2(o.y), x2: r2(end.x), y2: r2(end.y), kind };
  });
  return {
    p: { x: r2(q.x), y: r2(q.y) },
    at: [q.x, PLANE_VIEW.height - q.y],
    axes,
    sphere: { cx: r2(s.cx), cy: r2(s.cy), r: r2(s.r) },
    radius,
  };
}

/** "P (1.5, 1, 1), |OP| 2.06" */
export function planeText(p: Vec3): string {
  const f = (x: number) => String(Math.round(x * 100) / 100).replace('-', '−');
  return `P (${f(p[0])}, ${f(p[1])}, ${f(p[2])}), |OP| ${f(Math.hypot(p[0], p[1], p[2]))}`;
}
