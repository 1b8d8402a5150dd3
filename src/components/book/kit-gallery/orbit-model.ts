/**
 * The 3D projection's gallery scene: a wireframe cube on the ground with its
 * three axes, seen by an orbiting camera. Pure: edges projected and sorted
 * far to near, each with the width and opacity of its depth.
 */
import { depthOrder, project, type Camera, type Vec3, type View } from '../../kit/scene/projection3d';

/** The scene's SVG size (units): 100 × 75. */
export const ORBIT_VIEW: View & { width: number; height: number } = {
  width: 100,
  height: 75,
  scale: 16,
  cx: 50,
  cy: 40,
};
export const ORBIT_CAMERA: Camera = { yaw: Math.PI / 5, pitch: Math.PI / 7, distance: 8, mode: 'orthographic' };

const C: Vec3[] = [
  [-1, -1, 0],
  [1, -1, 0],
  [1, 1, 0],
  [-1, 1, 0],
  [-1, -1, 2],
  [1, -1, 2],
  [1, 1, 2],
  [-1, 1, 2],
];
/** The cube's 12 edges and the three axes from the origin, each with its kind. */
export const ORBIT_EDGES: { a: Vec3; b: Vec3; kind: 'edge' | 'x' | 'y' | 'z' }[] = [
  ...[
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 0],
    [4, 5],
    [5, 6],
    [6, 7],
    [7, 4],
    [0, 4],
    [1, 5],
    [2, 6],
    [3, 7],
  ].map(([i, j]) => ({ a: C[i], b: C[j], kind: 'edge' as const })),
  { a: [0, 0, 0], b: [2.2, 0, 0], kind: 'x' },
  { a: [0, 0, 0], b: [0, 2.2, 0], kind: 'y' },
  { a: [0, 0, 0], b: [0, 0, 3], kind: 'z' },
];

export interface DrawnEdge {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  kind: 'edge' | 'x' | 'y' | 'z';
  /** Mean depth of the two ends (world units). */
  depth: number;
  /** Nearer edges are drawn thicker and stronger. */
  width: number;
  opacity: number;
}

const r2 = (v: number) => Math.round(v * 100) / 100;

/** Every visible edge on the screen, far to near. */
export function orbitScene(cam: Camera, v: View = ORBIT_VIEW): DrawnEdge[] {
  const drawn = ORBIT_EDGES.map((e) => ({ e, p: project(cam, e.a, v), q: project(cam, e.b, v) })).filter(
    ({ p, q }) => p.visible && q.visible,
  );
  const depths = drawn.map(({ p, q }) => (p.depth + q.depth) / 2);
  const lo = Math.min(...depths);
  const hi = Math.max(...depths);
  const near = (d: number) => (hi > lo ? (hi - d) / (hi - lo) : 1);
  return depthOrder(
    drawn.map(({ e, p, q }, i) => ({
      x1: r2(p.x),
      y1: r2(p.y),
      x2: r2(q.x),
      y2: r2(q.y),
      kind: e.kind,
      depth: depths[i],
      width: r2(0.35 + 0.45 * near(depths[i])),
      opacity: r2(0.45 + 0.55 * near(depths[i])),
    })),
    (d) => d.depth,
  );
}

/** "yaw 36°, pitch 26°" */
export function cameraText(c: Camera): string {
  const deg = (r: number) => `${Math.round((r * 180) / Math.PI)}°`.replace('-', '−');
  return `yaw ${deg(c.yaw)}, pitch ${deg(c.pitch)}`;
}
