import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SHIFT_FACTOR } from '../../../../src/components/kit/controls/draggable';
import {
  MAX_PITCH,
  cameraBasis,
  cameraPosition,
  cleanCamera,
  depthOrder,
  orbitDrag,
  orbitKey,
  project,
  type Camera,
  type Vec3,
} from '../../../../src/components/kit/scene/projection3d';
import { ORBIT_CAMERA, orbitScene } from '../../../../src/components/book/kit-gallery/orbit-model';

const RUNS = Number(process.env.FC_RUNS ?? 300);
const V = { scale: 10, cx: 50, cy: 40 };
const ortho: Camera = { yaw: 0, pitch: 0, distance: 10, mode: 'orthographic' };
const persp: Camera = { ...ortho, mode: 'perspective' };
const cam = fc.record({
  yaw: fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
  pitch: fc.double({ min: -MAX_PITCH, max: MAX_PITCH, noNaN: true }),
  distance: fc.double({ min: 2, max: 50, noNaN: true }),
  mode: fc.constantFrom('orthographic' as const, 'perspective' as const),
});
const pt = fc.tuple(
  fc.double({ min: -1, max: 1, noNaN: true }),
  fc.double({ min: -1, max: 1, noNaN: true }),
  fc.double({ min: -1, max: 1, noNaN: true }),
) as fc.Arbitrary<Vec3>;

describe('projection3d', () => {
  it('yaw 0, pitch 0: the camera on +x looks at the origin; +y is right, +z is up, −x is far', () => {
    expect(cameraPosition(ortho)).toEqual([10, 0, 0]);
    expect(project(ortho, [0, 0, 0], V)).toEqual({ x: 50, y: 40, depth: 10, visible: true });
    expect(project(ortho, [0, 1, 0], V)).toMatchObject({ x: 60, y: 40 });
    expect(project(ortho, [0, 0, 1], V)).toMatchObject({ x: 50, y: 30 });
    expect(project(ortho, [-2, 0, 0], V).depth).toBe(12);
  });

  it('property: the basis is orthonormal and right-handed (right × up = back) for any camera', () => {
    fc.assert(
      fc.property(cam, (c) => {
        const { right: r, up: u, back: b } = cameraBasis(c);
        const dot = (a: Vec3, q: Vec3) => a[0] * q[0] + a[1] * q[1] + a[2] * q[2];
        for (const v of [r, u, b]) expect(dot(v, v)).toBeCloseTo(1, 12);
        expect(dot(r, u)).toBeCloseTo(0, 12);
        expect(dot(r, b)).toBeCloseTo(0, 12);
        expect(dot(u, b)).toBeCloseTo(0, 12);
        const cross: Vec3 = [r[1] * u[2] - r[2] * u[1], r[2] * u[0] - r[0] * u[2], r[0] * u[1] - r[1] * u[0]];
        for (let i = 0; i < 3; i++) expect(cross[i]).toBeCloseTo(b[i], 12);
      }),
      { numRuns: RUNS },
    );
  });

  it('property: depth is the distance from the camera along its line of sight; the target projects to the centre', () => {
    fc.assert(
      fc.property(cam, pt, (c, p) => {
        const e = cameraPosition(c);
        const { back } = cameraBasis(c);
        const along = -((p[0] - e[0]) * back[0] + (p[1] - e[1]) * back[1] + (p[2] - e[2]) * back[2]);
        expect(project(c, p, V).depth).toBeCloseTo(along, 9);
        expect(project(c, [0, 0, 0], V)).toMatchObject({ x: 50, y: 40 });
      }),
      { numRuns: RUNS },
    );
  });

  it('perspective: nearer looks larger, farther smaller; the target plane matches orthographic; behind is invisible', () => {
    const near = project(persp, [5, 1, 0], V);
    const far = project(persp, [-5, 1, 0], V);
    expect(near.x - 50).toBeCloseTo(20, 9);
    expect(far.x - 50).toBeCloseTo(10 / 1.5, 9);
    expect(project(persp, [0, 1, 1], V)).toEqual(project(ortho, [0, 1, 1], V));
    expect(project(persp, [11, 0, 0], V).visible).toBe(false);
    expect(project(ortho, [11, 0, 0], V).visible).toBe(true);
  });

  it('depthOrder → far to near, stable for equal depths', () => {
    const items = [
      { n: 'a', d: 1 },
      { n: 'b', d: 3 },
      { n: 'c', d: 1 },
      { n: 'd', d: 2 },
    ];
    expect(depthOrder(items, (i) => i.d).map((i) => i.n)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('orbitKey: arrows turn by step, Shift by SHIFT_FACTOR × step (the kit’s rule); other keys → null', () => {
    const s = 0.1;
    expect(orbitKey(ortho, 'ArrowLeft', false, s)!.yaw).toBeCloseTo(0.1, 12);
    expect(orbitKey(ortho, 'ArrowRight', true, s)!.yaw).toBeCloseTo(-0.1 * SHIFT_FACTOR, 12);
    expect(orbitKey(ortho, 'ArrowUp', false, s)!.pitch).toBeCloseTo(0.1, 12);
    expect(orbitKey(ortho, 'ArrowDown', false, s)!.pitch).toBeCloseTo(-0.1, 12);
    expect(orbitKey(ortho, 'a', false, s)).toBeNull();
  });

  it('orbitDrag: right turns yaw down, down tilts pitch up; pitch is held short of the poles; NaN is ignored', () => {
    const c = orbitDrag(ortho, 10, 5, 0.01);
    expect(c.yaw).toBeCloseTo(-0.1, 12);
    expect(c.pitch).toBeCloseTo(0.05, 12);
    expect(orbitDrag(ortho, 0, 1e6).pitch).toBe(MAX_PITCH);
    expect(orbitDrag(ortho, 0, -1e6).pitch).toBe(-MAX_PITCH);
    expect(orbitDrag(ortho, NaN, NaN)).toEqual(cleanCamera(ortho));
  });

  it('cleanCamera: yaw wrapped into (−π, π], a bad distance → 10', () => {
    expect(cleanCamera({ ...ortho, yaw: 3 * Math.PI }).yaw).toBeCloseTo(Math.PI, 12);
    expect(cleanCamera({ ...ortho, yaw: -Math.PI }).yaw).toBe(Math.PI);
    expect(cleanCamera({ ...ortho, distance: -1 }).distance).toBe(10);
  });

  it('the gallery wireframe: 15 edges, drawn far to near, nearer ones thicker', () => {
    const edges = orbitScene(ORBIT_CAMERA);
    expect(edges).toHaveLength(15);
    for (let i = 1; i < edges.length; i++) {
      expect(edges[i].depth).toBeLessThanOrEqual(edges[i - 1].depth);
      expect(edges[i].width).toBeGreaterThanOrEqual(edges[i - 1].width);
    }
    for (const e of edges) for (const v of [e.x1, e.y1, e.x2, e.y2]) expect(Number.isFinite(v)).toBe(true);
  });
});
