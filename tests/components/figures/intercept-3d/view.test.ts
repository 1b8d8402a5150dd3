import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Vec3 } from '../../../../src/lib';
import { project } from '../../../../src/components/kit/scene/projection3d';
import {
  INITIAL,
  START_TIME,
  VIEW,
  momentAt,
  planeCamera,
  solve,
  type State,
} from '../../../../src/components/figures/intercept-3d/model';
import {
  bodies,
  cameraText,
  figure,
  geometry,
  handles,
  readouts,
  vec3Text,
  type Frame3D,
} from '../../../../src/components/figures/intercept-3d/view';

const RUNS = Number(process.env.FC_RUNS ?? 200);
const frame = (s: State, t?: number): Frame3D => {
  const sol = solve(s);
  return { s, sol, m: momentAt(s, sol, t ?? sol.hitTime ?? START_TIME) };
};
const coord = (lo: number, hi: number) => fc.double({ min: lo, max: hi, noNaN: true });
const p3 = (lo: number, hi: number) => fc.tuple(coord(lo, hi), coord(lo, hi), coord(0, 25)) as fc.Arbitrary<Vec3>;

describe('intercept-3d view', () => {
  it('the first frame: every part has geometry, the description says the hit', () => {
    const f = frame(INITIAL, START_TIME);
    const parts = figure.parts(f);
    for (const name of ['grid', 'axis-x', 'plane-circle', 'target-path', 'shot-path', 'arrow', 'drops']) {
      expect(String(parts[name].d)).toMatch(/^M-?\d/);
    }
    expect(String(parts.plane.points).split(' ')).toHaveLength(4);
    const r = readouts(f);
    expect(r.description).toContain('Shooter S at (0, 0, 1)');
    expect(r.description).toContain('hit after 1.71 s at (23.2, 24, 8.6)');
    expect(r['hit-time']).toBe('1.709 s');
    expect(r.camera).toBe(cameraText(INITIAL.camera));
    // Labels of the flat triangle show only in the plane view.
    expect(parts['label-reach'].display).toBe('none');
  });

  it('at the hit the sphere’s outline holds the target; seen along the plane, the target is on it', () => {
    const f = frame(INITIAL);
    const g = geometry(f);
    expect(f.m.closed).toBe(true);
    expect(g.sphere!.r).toBeCloseTo(f.s.speed * f.sol.hitTime! * VIEW.scale, 2);
    expect(Math.hypot(g.P.x - g.sphere!.cx, g.P.y - g.sphere!.cy)).toBeLessThanOrEqual(g.sphere!.r + 0.01);
    const flat: State = { ...INITIAL, camera: planeCamera(INITIAL, f.sol), planeView: true };
    const h = geometry(frame(flat));
    expect(Math.hypot(h.P.x - h.sphere!.cx, h.P.y - h.sphere!.cy)).toBeCloseTo(h.sphere!.r, 2);
    // …and the plane's circle (the sphere cut by the plane) is the outline itself there: its points are on it.
    const pts = h.planeCircle.match(/-?\d+(\.\d+)?/g)!.map(Number);
    for (let i = 0; i < pts.length; i += 2) {
      expect(Math.hypot(pts[i] - h.sphere!.cx, pts[i + 1] - h.sphere!.cy)).toBeCloseTo(h.sphere!.r, 1);
    }
    const labels = figure.parts(frame(flat));
    expect(labels['label-reach'].display).toBe('inline');
    expect(labels['label-reach'].text).toBe('s·t = 34.2 m');
    expect(labels['label-run'].text).toBe('|V|·t = 14 m');
  });

  it('bodies are far to near, one element type each; no impact marker without a hit', () => {
    const f = frame(INITIAL, 0.5);
    const items = bodies(geometry(f), f);
    expect(items.map((i) => i.tag).sort()).toEqual(['circle', 'ellipse', 'path', 'rect']);
    const none = frame({ ...INITIAL, velocity: [20, 0, 0], target: [30, 0, 1], speed: 10 }, 1);
    const tags = bodies(geometry(none), none).map((i) => i.tag);
    expect(tags).not.toContain('path');
    expect(tags).not.toContain('rect');
    const parts = figure.parts(none);
    expect(parts['shot-path'].d).toBe('');
    expect(parts['impact-letter'].display).toBe('none');
    expect(readouts(none).status).toMatch(/^No hit: /);
    expect(readouts(none).impact).toBe('—');
  });

  it('property: no readout or part ever says NaN or undefined', () => {
    fc.assert(
      fc.property(p3(-10, 40), p3(-10, 40), p3(-20, 20), coord(0, 500), coord(0, 60), (S, T, V, speed, t) => {
        const s: State = { ...INITIAL, shooter: S, target: T, velocity: V, speed };
        const f = frame(s, t);
        const text = JSON.stringify([figure.parts(f), figure.lists!(f), figure.readouts(f)]);
        expect(text).not.toMatch(/NaN|undefined|Infinity/);
      }),
      { numRuns: RUNS },
    );
  });

  it('handles: each sits where its point is drawn, in the screen frame (y up)', () => {
    for (const name of ['shooter', 'target'] as const) {
      const at = handles[name].at(INITIAL);
      const p = project(INITIAL.camera, INITIAL[name], VIEW);
      expect(at[0]).toBeCloseTo(p.x, 9);
      expect(at[1]).toBeCloseTo(VIEW.height - p.y, 9);
      // A drag to where it already is changes nothing.
      expect(handles[name].move(INITIAL, at)[name]).toEqual(INITIAL[name]);
    }
    expect(handles.shooter.label(INITIAL)).toBe(`Shooter S at ${vec3Text(INITIAL.shooter)}`);
    expect(handles.velocity.label(INITIAL)).toBe('Velocity V = (−4, 7, 1.5) m/s: tip of the arrow');
  });
});
