import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGINE_CONVENTIONS, aimToEngineAngles, bookToEngine, linearIntercept } from '../../../../src/lib';
import { FIRST_SCENE_3D } from '../../../../src/components/figures/intercept-3d/first-state';
import { asScene3DState, scene3DProblem, scene3DState } from '../../../../src/components/kit/shell/scene-state';
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

/**
 * A card's formulas, read literally: the lower-case a_x, a_y, a_z are the library's aim in the book's axes (as the
 * status line prints it), and any other letter must be defined on the card before it is used. Returns every value
 * each angle's line evaluates to, in degrees (a line `yaw = A = B` gives both A and B).
 */
function readCard(tex: string, bookAim: readonly number[]): Record<'yaw' | 'pitch', number[]> {
  const body = /\\begin\{aligned\}([\s\S]*)\\end\{aligned\}/.exec(tex)?.[1];
  if (!body) throw new Error(`not an aligned block: ${tex}`);
  const env = new Map<string, number>([
    ['a_x', bookAim[0]!],
    ['a_y', bookAim[1]!],
    ['a_z', bookAim[2]!],
  ]);
  const js = (e: string) =>
    e
      .replace(/\\operatorname\{atan2\}/g, 'Math.atan2')
      .replace(/\\sqrt\{([^{}]*)\}/g, 'Math.sqrt($1)')
      .replace(/\\left|\\right|\\!|\\,|\\ /g, ' ')
      .replace(/−/g, '-')
      .replace(/\^2/g, '**2')
      .replace(/\b([aA])_\{?([xyzXYZ])\}?/g, '$1_$2');
  const evaluate = (e: string): number => {
    const names = [...env.keys()];
    try {
      return new Function(...names, `return (${js(e)});`)(...names.map((n) => env.get(n))) as number;
    } catch (err) {
      throw new Error(`cannot evaluate “${e}” with ${names.join(', ')} known: ${String(err)}`);
    }
  };
  const tuple = (e: string) => (/^\((.*)\)$/.exec(e.trim())?.[1] ?? null)?.split(',').map((s) => s.trim()) ?? null;
  const out: Record<'yaw' | 'pitch', number[]> = { yaw: [], pitch: [] };
  let angle: 'yaw' | 'pitch' | null = null;
  for (const line of body.split(/\\\\/)) {
    const [lhs, ...rhs] = line.split(/&?=/).map((s) => s.trim());
    const tuples = rhs.map(tuple);
    if (tuples.some(Boolean)) {
      // A change of axes: the letters of the first tuple are given the values of the last one.
      const names = tuples.find(Boolean)!.map(js);
      const values = tuples.findLast(Boolean)!.map(evaluate);
      if (names.length !== 3 || values.length !== 3) throw new Error(`not a 3-vector: ${line}`);
      names.forEach((n, i) => {
        if (env.has(n)) throw new Error(`“${line}” redefines ${n}, which is the book's component`);
        if (!/^[A-Za-z]_[A-Za-z]$/.test(n)) throw new Error(`“${line}” names a component ${n}`);
        env.set(n, values[i]!);
      });
      continue;
    }
    // A line that starts with "&=" goes on with the angle of the line above.
    const name: 'yaw' | 'pitch' | null = /yaw/i.test(lhs!) ? 'yaw' : /pitch/i.test(lhs!) ? 'pitch' : lhs ? null : angle;
    angle = name;
    if (!name) continue;
    for (const e of rhs) out[name].push((evaluate(e) * 180) / Math.PI);
  }
  return out;
}

describe('the cards’ formulas, read as written', () => {
  const aims = fc.tuple(
    fc.double({ min: -1, max: 1, noNaN: true }),
    fc.double({ min: -1, max: 1, noNaN: true }),
    fc.double({ min: -1, max: 1, noNaN: true }),
  );

  it('with the book’s components of the first scene’s aim give the library’s yaw and pitch on every card', () => {
    const m = engineModel(FIRST_SCENE_3D);
    if (!m.hit) throw new Error('expected a hit');
    for (const c of ENGINE_CONVENTIONS) {
      const read = readCard(FORMULAS[c], m.aim);
      const want = aimToEngineAngles(c, m.aim);
      // Every card the same way: A in the engine's capitals from the book's a, then each angle in both.
      expect(FORMULAS[c]).toMatch(/^\\begin\{aligned\}\\mathbf A &= \(A_X, A_Y, A_Z\) = \(/);
      expect(read.yaw, `${c} yaw`).toHaveLength(2);
      expect(read.pitch, `${c} pitch`).toHaveLength(2);
      for (const yaw of read.yaw) expect(yaw, `${c} yaw`).toBeCloseTo(want.yaw, 9);
      for (const pitch of read.pitch) expect(pitch, `${c} pitch`).toBeCloseTo(want.pitch, 9);
    }
  });

  it('and for any aim with a heading', () => {
    fc.assert(
      fc.property(aims, (aim) => {
        fc.pre(Math.hypot(aim[0], aim[1]) > 1e-6);
        for (const c of ENGINE_CONVENTIONS) {
          const read = readCard(FORMULAS[c], aim);
          const want = aimToEngineAngles(c, aim);
          for (const yaw of read.yaw) expect(yaw).toBeCloseTo(want.yaw, 9);
          for (const pitch of read.pitch) expect(pitch).toBeCloseTo(want.pitch, 9);
        }
      }),
      { numRuns: Math.min(RUNS, 200) },
    );
  });
});
