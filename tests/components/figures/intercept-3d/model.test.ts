import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linearIntercept, type Vec3 } from '../../../../src/lib';
import { distance, length } from '../../../../src/lib/vec';
import { planeDistance } from '../../../../src/lib/motion';
import { project } from '../../../../src/components/kit/scene/projection3d';
import {
  BOX,
  INITIAL,
  VIEW,
  dragTo,
  durationFor,
  inBox,
  momentAt,
  placePoint,
  planeCamera,
  pointOf,
  pushAlongView,
  sameScene,
  sceneOf,
  snapTime,
  solve,
  type State,
} from '../../../../src/components/figures/intercept-3d/model';
import { FIRST_SCENE_3D } from '../../../../src/components/figures/intercept-3d/first-state';

const RUNS = Number(process.env.FC_RUNS ?? 300);
const coord = (lo: number, hi: number) => fc.double({ min: lo, max: hi, noNaN: true });
const inside = fc.tuple(coord(-10, 40), coord(-10, 40), coord(0, 25)) as fc.Arbitrary<Vec3>;
const vel = fc.tuple(coord(-15, 15), coord(-15, 15), coord(-5, 5)) as fc.Arbitrary<Vec3>;
// Speeds a reader sets (the speed box allows 0…500; zero speed, where hits take astronomical times, is the library's test).
const scene = fc.record({ shooter: inside, target: inside, velocity: vel, speed: coord(1, 60) });

describe('intercept-3d model', () => {
  it('starts from the chapter’s first scene and solves it with the library', () => {
    expect(sceneOf(INITIAL)).toEqual({ ...FIRST_SCENE_3D });
    const sol = solve(INITIAL);
    const r = linearIntercept<Vec3>({
      shooter: FIRST_SCENE_3D.shooter,
      target: FIRST_SCENE_3D.target,
      targetVelocity: FIRST_SCENE_3D.velocity,
      speed: FIRST_SCENE_3D.speed,
    });
    expect(r.hit).toBe(true);
    expect(sol.hitTime).toBe(r.hit ? r.time : null);
    expect(sol.hitTime).toBeCloseTo(1.709, 3);
    expect(sol.impact).toEqual(r.hit ? r.impact : null);
    expect(sol.duration).toBe(3);
  });

  it('property: at the hit the sphere of radius s·t around S touches the target; before it the target is outside', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const sol = solve(s);
        if (sol.hitTime === null) return;
        const t = sol.hitTime;
        const m = momentAt(s, sol, t);
        expect(m.closed).toBe(true);
        const scale = 1 + (s.speed + length(s.velocity)) * t + length(s.target) + length(s.shooter);
        expect(Math.abs(distance(m.target, s.shooter) - s.speed * t)).toBeLessThan(1e-9 * scale);
        expect(Math.abs(m.gap)).toBeLessThan(1e-9 * scale);
        // The shot is on the sphere at every time up to the hit, and at the target at the hit.
        expect(distance(m.shot!, m.target)).toBeLessThan(1e-8 * scale);
        if (t > 1e-3) expect(momentAt(s, sol, t / 2).gap).toBeGreaterThan(0);
        // The impact is in the plane, and the flat triangle keeps |I − S| = s·t and |I − T| = |V|·t.
        expect(Math.abs(planeDistance(sol.plane, sol.impact!))).toBeLessThan(1e-8 * scale);
        const f = sol.flat!;
        expect(Math.hypot(f.I[0] - f.S[0], f.I[1] - f.S[1])).toBeCloseTo(sol.reach!, 6);
        expect(Math.hypot(f.I[0] - f.T[0], f.I[1] - f.T[1])).toBeCloseTo(sol.run!, 6);
      }),
      { numRuns: RUNS },
    );
  });

  it('no hit: no impact, no aim, no shot; the time line still has a length', () => {
    // The target runs straight away at the shot's own speed.
    const s = { ...INITIAL, velocity: [20, 0, 0] as Vec3, target: [30, 0, 1] as Vec3, speed: 20 };
    const sol = solve(s);
    expect(sol.hitTime).toBeNull();
    expect(sol.impact).toBeNull();
    expect(sol.result.hit).toBe(false);
    expect(momentAt(s, sol, 1).shot).toBeNull();
    expect(sol.duration).toBe(5);
    // Equal speeds, approaching: still a hit (a = 0, the linear case).
    const head = solve({ ...s, velocity: [-20, 0, 0] });
    expect(head.hitTime).toBeCloseTo(30 / 40, 12);
  });

  it('durationFor: 1.5 × the hit, rounded up to a round number (kit timeline rule), capped at 60 s; a late hit is marked', () => {
    expect(durationFor(null)).toBe(5);
    expect(durationFor(1)).toBe(2);
    expect(durationFor(1.709)).toBe(3);
    expect(durationFor(9)).toBe(15);
    expect(durationFor(100)).toBe(60);
    const far = solve({ ...INITIAL, velocity: [0, 0, 0], target: [40, 40, 25], speed: 0.5 });
    expect(far.late).toBe(true);
    expect(snapTime(far.hitTime! - 0.01, far, 1)).toBe(far.hitTime! - 0.01);
  });

  it('placePoint clamps into the box and tidies to tenths; V follows its tip', () => {
    const s = placePoint(INITIAL, 'target', [100, -50, -3.04]);
    expect(s.target).toEqual([BOX.max[0], BOX.min[1], 0]);
    const v = placePoint(INITIAL, 'velocity', [31.23, 12, 6]);
    expect(v.velocity).toEqual([1.2, 0, 0]);
    expect(inBox([NaN, 5, 5])).toEqual([0, 5, 5]);
  });

  it('property: a drag lands the point where the pointer is, at the same depth (orthographic)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('shooter' as const, 'target' as const),
        coord(-3, 3),
        coord(-3, 3),
        coord(-Math.PI, Math.PI),
        coord(0, 1.4),
        (name, dx, dy, yaw, pitch) => {
          const s: State = {
            ...INITIAL,
            shooter: [10, 10, 5],
            target: [20, 15, 10],
            camera: { ...INITIAL.camera, yaw, pitch },
          };
          const before = project(s.camera, pointOf(s, name), VIEW);
          const moved = dragTo(s, name, before.x + dx, before.y + dy);
          const after = project(s.camera, pointOf(moved, name), VIEW);
          // Tidying to a tenth of a metre moves it at most 0.05 m a coordinate.
          const tol = 0.1 * VIEW.scale;
          expect(Math.abs(after.x - before.x - dx)).toBeLessThan(tol);
          expect(Math.abs(after.y - before.y - dy)).toBeLessThan(tol);
          expect(Math.abs(after.depth - before.depth)).toBeLessThan(0.1);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('PageUp/PageDown: along the line of sight, same screen point', () => {
    const s: State = { ...INITIAL, target: [20, 15, 10] };
    const a = project(s.camera, s.target, VIEW);
    const moved = pushAlongView(s, 'target', 2);
    const b = project(s.camera, moved.target, VIEW);
    expect(Math.abs(b.x - a.x)).toBeLessThan(0.1 * VIEW.scale);
    expect(Math.abs(b.y - a.y)).toBeLessThan(0.1 * VIEW.scale);
    expect(b.depth - a.depth).toBeGreaterThan(1.8);
  });

  it('property: looking along the plane, S, T and I are a true-size triangle (same depth, real side lengths, not collinear)', () => {
    fc.assert(
      fc.property(scene, (sc) => {
        const s: State = { ...INITIAL, ...sc };
        const sol = solve(s);
        fc.pre(sol.impact !== null && !sol.plane.degenerate && (sol.hitTime ?? 0) > 0.05);
        const cam = planeCamera(s, sol);
        // A plane close to horizontal is seen from the pitch limit, 0.01 rad short of straight down.
        fc.pre(Math.abs(sol.plane.normal[2]) < 0.999);
        const o = { ...cam, mode: 'orthographic' as const };
        const [S, T, I] = [s.shooter, s.target, sol.impact!].map((p) => project(o, p, VIEW));
        const size = 1 + distance(s.shooter, s.target) + sol.reach!;
        expect(Math.abs(S.depth - T.depth)).toBeLessThan(1e-6 * size);
        expect(Math.abs(S.depth - I.depth)).toBeLessThan(1e-6 * size);
        expect(Math.hypot(I.x - S.x, I.y - S.y) / VIEW.scale).toBeCloseTo(sol.reach!, 6);
        expect(Math.hypot(I.x - T.x, I.y - T.y) / VIEW.scale).toBeCloseTo(sol.run!, 6);
        const area = (T.x - S.x) * (I.y - S.y) - (T.y - S.y) * (I.x - S.x);
        const [a, b, c] = [distance(s.shooter, s.target), sol.reach!, sol.run!];
        // Heron: the screen triangle has the 3D triangle's area (scale²), so it is flat only if the 3D one is.
        const p = (a + b + c) / 2;
        const heron = Math.sqrt(Math.max(0, p * (p - a) * (p - b) * (p - c)));
        expect(Math.abs(area) / 2 / VIEW.scale ** 2).toBeCloseTo(heron, 3);
      }),
      { numRuns: RUNS },
    );
  });

  it('sameScene ignores the camera and the view mode', () => {
    const turned: State = { ...INITIAL, camera: { ...INITIAL.camera, yaw: 1 }, planeView: true };
    expect(sameScene(INITIAL, turned)).toBe(true);
    expect(sameScene(INITIAL, { ...INITIAL, speed: 21 })).toBe(false);
    expect(sameScene(INITIAL, { ...INITIAL, target: [30, 12, 6.1] })).toBe(false);
  });
});
