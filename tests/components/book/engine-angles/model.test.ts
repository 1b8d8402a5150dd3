import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGINE_CONVENTIONS, aimToEngineAngles, bookToEngine, linearIntercept } from '../../../../src/lib';
import { FIRST_SCENE_3D } from '../../../../src/components/figures/intercept-3d/first-state';
import { asScene3DState, scene3DProblem, scene3DState } from '../../../../src/components/kit/shell/figure-state';
import { engineModel } from '../../../../src/components/book/engine-angles/model';
import { FORMULAS, proseValues, readouts, tripod } from '../../../../src/components/book/engine-angles/view';

const RUNS = Number(process.env.FC_RUNS ?? 500);
const num = fc.oneof(
  fc.double({ min: -200, max: 200, noNaN: true }),
  fc.constantFrom(NaN, Infinity, -Infinity, 0, -0, 1e300),
);
const scene = fc.record({
  shooter: fc.tuple(num, num, num),
  target: fc.tuple(num, num, num),
  velocity: fc.tuple(num, num, num),
  speed: fc.oneof(fc.double({ min: 0, max: 100, noNaN: true }), fc.constantFrom(-1, NaN, 0)),
});

describe('engine-angles model', () => {
  it('the first scene: the library’s aim, in each engine’s axes and angles', () => {
    const m = engineModel(FIRST_SCENE_3D);
    const r = linearIntercept({
      shooter: FIRST_SCENE_3D.shooter,
      target: FIRST_SCENE_3D.target,
      targetVelocity: FIRST_SCENE_3D.velocity,
      speed: FIRST_SCENE_3D.speed,
    });
    expect(m.hit && r.hit).toBe(true);
    if (!m.hit || !r.hit) return;
    expect(m.time).toBe(r.time);
    for (const c of ENGINE_CONVENTIONS) {
      expect(m.rows[c].aim).toEqual(bookToEngine(c, r.aim));
      expect(m.rows[c].yaw).toBe(aimToEngineAngles(c, r.aim).yaw);
    }
    // Unreal's lead point is in centimetres.
    expect(m.rows.unreal.lead[2]).toBeCloseTo(r.impact[2]! * 100, 9);
    const out = readouts(m);
    expect(out['unity-yaw']).toMatch(/^\d+\.\d\d°$/);
    expect(out['godot-yaw']).toMatch(/^−\d+\.\d\d°$/);
    expect(out['unity-pitch']).toMatch(/^−/);
  });

  it('a target straight above and still: the yaw is undefined, said in words', () => {
    const m = engineModel(scene3DState({ shooter: [1, 2, 0], target: [1, 2, 40], velocity: [0, 0, 0], speed: 10 }));
    const out = readouts(m);
    for (const c of ENGINE_CONVENTIONS) expect(out[`${c}-yaw`]).toContain('any');
    expect(out['unity-pitch']).toBe('−90.00°');
    expect(out['unreal-pitch']).toBe('90.00°');
  });

  it('no hit and bad numbers: a message, every cell "—", never NaN or Infinity', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const st = scene3DState(s);
        const m = engineModel(st);
        const texts = [...Object.values(readouts(m)), ...Object.values(proseValues(st, m))];
        for (const t of texts) expect(t).not.toMatch(/NaN|Infinity|undefined/);
        if (scene3DProblem(st)) expect(m.hit).toBe(false);
        if (!m.hit) expect(readouts(m)['unreal-quat']).toBe('—');
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the protocol helpers', () => {
  it('asScene3DState checks the shape only, and copies', () => {
    expect(asScene3DState({ shooter: [0, 0], target: [1, 2, 3], velocity: [0, 0, 0], speed: 1 })).toBeNull();
    expect(asScene3DState(null)).toBeNull();
    expect(asScene3DState({ ...FIRST_SCENE_3D, speed: '20' })).toBeNull();
    const copy = asScene3DState(FIRST_SCENE_3D)!;
    expect(copy).toEqual(FIRST_SCENE_3D);
    expect(copy.shooter).not.toBe(FIRST_SCENE_3D.shooter);
  });
  it('scene3DProblem names the bad field without its value', () => {
    expect(scene3DProblem(FIRST_SCENE_3D)).toBeNull();
    expect(scene3DProblem({ ...FIRST_SCENE_3D, velocity: [NaN, 0, 0] })).toMatch(/velocity/);
    expect(scene3DProblem({ ...FIRST_SCENE_3D, speed: -2 })).toMatch(/speed/);
  });
});

describe('engine-angles view', () => {
  it('draws each tripod with three labelled axes; Godot’s +Z comes toward the reader', () => {
    for (const c of ENGINE_CONVENTIONS)
      expect(
        tripod(c)
          .map((a) => a.label)
          .sort(),
      ).toEqual(['+X', '+Y', '+Z']);
    expect(tripod('godot').find((a) => a.label === '+Z')!.toward).toBe(true);
    expect(tripod('unreal').find((a) => a.label === '+Z')!.y2).toBeLessThan(tripod('unreal')[0]!.y2);
    for (const c of ENGINE_CONVENTIONS) expect(FORMULAS[c]).toContain('atan2');
  });
});
