/** The inverse side of kit/scene/projection3d.ts: moves in the view plane, along the view, looking along a direction. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_PITCH,
  cameraAlong,
  cameraBasis,
  cameraBetween,
  moveAlongView,
  moveOnScreen,
  project,
  sphereOutline,
  unprojectDelta,
  type Camera,
  type Vec3,
} from '../../../../src/components/kit/scene/projection3d';

const RUNS = Number(process.env.FC_RUNS ?? 300);
const V = { scale: 10, cx: 50, cy: 40 };
const cam = fc.record({
  yaw: fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
  pitch: fc.double({ min: -MAX_PITCH, max: MAX_PITCH, noNaN: true }),
  distance: fc.double({ min: 5, max: 50, noNaN: true }),
  mode: fc.constantFrom('orthographic' as const, 'perspective' as const),
});
const coord = fc.double({ min: -1, max: 1, noNaN: true });
const pt = fc.tuple(coord, coord, coord) as fc.Arbitrary<Vec3>;
const px = fc.double({ min: -5, max: 5, noNaN: true });
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

describe('projection3d: inverse', () => {
  it('orthographic: a point moved to a screen point lands there exactly, at the same depth', () => {
    fc.assert(
      fc.property(cam, pt, px, px, (c, p, dx, dy) => {
        const o = { ...c, mode: 'orthographic' as const };
        const before = project(o, p, V);
        const q = moveOnScreen(o, p, before.x + dx, before.y + dy, V);
        const after = project(o, q, V);
        expect(after.x).toBeCloseTo(before.x + dx, 9);
        expect(after.y).toBeCloseTo(before.y + dy, 9);
        expect(after.depth).toBeCloseTo(before.depth, 9);
      }),
      { numRuns: RUNS },
    );
  });

  it('perspective: the move keeps the depth and lands within 2% of the wanted screen move', () => {
    fc.assert(
      fc.property(cam, pt, px, px, (c, p, dx, dy) => {
        const o = { ...c, mode: 'perspective' as const };
        const before = project(o, p, V);
        const q = moveOnScreen(o, p, before.x + dx, before.y + dy, V);
        const after = project(o, q, V);
        expect(after.depth).toBeCloseTo(before.depth, 9);
        // Same depth: the perspective factor is the same, so the move is exact here too.
        expect(Math.hypot(after.x - before.x - dx, after.y - before.y - dy)).toBeLessThan(
          0.02 * Math.hypot(dx, dy) + 1e-9,
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('unprojectDelta is perpendicular to the line of sight and scales with 1 / scale', () => {
    const c: Camera = { yaw: 0.4, pitch: 0.3, distance: 10, mode: 'orthographic' };
    const d = unprojectDelta(c, 10, 0, V);
    expect(Math.hypot(...d)).toBeCloseTo(1, 12);
    expect(dot(d, cameraBasis(c).back)).toBeCloseTo(0, 12);
    // Down on the screen is down the camera's up vector.
    const down = unprojectDelta(c, 0, 10, V);
    expect(dot(down, cameraBasis(c).up)).toBeCloseTo(-1, 12);
    expect(unprojectDelta(c, NaN, NaN, V)).toEqual([0, 0, 0]);
  });

  it('moveAlongView goes into the screen: same screen point, larger depth', () => {
    const c: Camera = { yaw: 1, pitch: 0.5, distance: 10, mode: 'orthographic' };
    const p: Vec3 = [0.3, -0.2, 0.5];
    const a = project(c, p, V);
    const b = project(c, moveAlongView(c, p, 2), V);
    expect(b.x).toBeCloseTo(a.x, 12);
    expect(b.y).toBeCloseTo(a.y, 12);
    expect(b.depth - a.depth).toBeCloseTo(2, 12);
  });

  it('cameraAlong looks along the direction: points along it share a screen point; pitch ≥ 0', () => {
    fc.assert(
      fc.property(cam, pt, pt, (c, p, d) => {
        fc.pre(Math.hypot(...d) > 0.1 && Math.hypot(d[0], d[1]) > 0.05);
        const a = cameraAlong(c, d);
        expect(a.pitch).toBeGreaterThanOrEqual(0);
        const q: Vec3 = [p[0] + d[0], p[1] + d[1], p[2] + d[2]];
        const o = { ...a, mode: 'orthographic' as const };
        const pp = project(o, p, V);
        const qq = project(o, q, V);
        expect(pp.x).toBeCloseTo(qq.x, 8);
        expect(pp.y).toBeCloseTo(qq.y, 8);
      }),
      { numRuns: RUNS },
    );
    // Straight down: the pitch limit, the yaw kept.
    const c: Camera = { yaw: 0.7, pitch: 0.2, distance: 10, mode: 'orthographic' };
    expect(cameraAlong(c, [0, 0, -3])).toMatchObject({ yaw: 0.7, pitch: MAX_PITCH });
    expect(cameraAlong(c, [0, 0, 0])).toMatchObject({ yaw: 0.7, pitch: 0.2 });
  });

  it('cameraBetween: the ends, and the yaw the short way round', () => {
    const a: Camera = { yaw: 3, pitch: 0, distance: 10, mode: 'orthographic' };
    const b: Camera = { yaw: -3, pitch: 1, distance: 20, mode: 'orthographic' };
    expect(cameraBetween(a, b, 0)).toMatchObject({ yaw: 3, pitch: 0, distance: 10 });
    const end = cameraBetween(a, b, 1);
    expect(end.yaw).toBeCloseTo(-3, 12);
    expect(end.pitch).toBeCloseTo(1, 12);
    const mid = cameraBetween(a, b, 0.5);
    // Half way from 3 to −3 the short way (through ±π), not through 0.
    expect(Math.abs(mid.yaw)).toBeGreaterThan(3);
    expect(mid.distance).toBe(15);
  });

  it('sphereOutline: orthographic radius r · scale at the centre; every point of the sphere inside it', () => {
    fc.assert(
      fc.property(cam, pt, pt, (c, centre, d) => {
        fc.pre(Math.hypot(...d) > 0.01);
        const o = { ...c, mode: 'orthographic' as const };
        const r = 0.8;
        const s = sphereOutline(o, centre, r, V)!;
        expect(s.r).toBeCloseTo(r * V.scale, 12);
        const n = Math.hypot(...d);
        const onSphere: Vec3 = [centre[0] + (d[0] * r) / n, centre[1] + (d[1] * r) / n, centre[2] + (d[2] * r) / n];
        const p = project(o, onSphere, V);
        expect(Math.hypot(p.x - s.cx, p.y - s.cy)).toBeLessThanOrEqual(s.r + 1e-9);
      }),
      { numRuns: RUNS },
    );
  });
});
