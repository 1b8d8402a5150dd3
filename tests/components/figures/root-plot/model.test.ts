import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { linearIntercept } from '../../../../src/lib';
import { horner } from '../../../../src/lib/numeric';
import {
  INITIAL,
  PRESETS,
  SHOOTER,
  analyse,
  preset,
  snippets,
  type PresetName,
  type State,
} from '../../../../src/components/figures/root-plot/model';
import { fnSpec, num, readouts, samples, scene, window } from '../../../../src/components/figures/root-plot/view';

const seed = 20260406;

function answers(s: State) {
  const an = analyse(s);
  return { an, by: Object.fromEntries(snippets(s, an).map((a) => [a.name, a])) };
}

describe('root-plot model', () => {
  it('analyse(each preset) → the case its button promises', () => {
    const expected: Record<PresetName, string> = {
      slower: 'one-each',
      entering: 'both-positive',
      passing: 'no-root',
      fleeing: 'both-negative',
      equal: 'linear-approaching',
    };
    for (const name of Object.keys(PRESETS) as PresetName[]) expect(analyse(preset(name)).case).toBe(expected[name]);
  });

  it('analyse(faster, approaching) → roots 3.489153 and 8.818540, the earlier chosen (reference case)', () => {
    const an = analyse(preset('entering'));
    expect(an.roots[0]).toBeCloseTo(3.489153, 6);
    expect(an.roots[1]).toBeCloseTo(8.81854, 6);
    expect(an.chosen).toBe(an.roots[0]);
  });

  it('analyse(equal speeds) → a = 0 and the linear root −c/b', () => {
    const an = analyse(preset('equal'));
    expect(an.a).toBe(0);
    expect(an.chosen).toBeCloseTo(-an.c / an.b, 12);
  });

  it('analyse(equal speeds, moving away) → no positive root, no hit', () => {
    const an = analyse({ target: [60, 0], velocity: [8, 6], speed: 10 });
    expect(an.case).toBe('linear-not-approaching');
    expect(an.chosen).toBeNull();
  });

  it('analyse(equal speeds, crossing: b = 0) → its own case, no division by b', () => {
    const an = analyse({ target: [100, 0], velocity: [0, 10], speed: 10 });
    expect(an.b).toBe(0);
    expect(an.case).toBe('linear-crossing');
    expect(an.description).not.toContain('−c/b');
    expect(an.chosen).toBeNull();
  });

  it('analyse(grazing: T = (100, 0), V = (−20, 10), s = 10) → a double root at t = 5', () => {
    const an = analyse({ target: [100, 0], velocity: [-20, 10], speed: 10 });
    expect(an.discriminant).toBe(0);
    expect(an.case).toBe('double-root');
    expect(an.chosen).toBe(5);
  });

  it('analyse(target on the shooter) → already there, t = 0', () => {
    const an = analyse({ target: [0, 0], velocity: [3, 4], speed: 10 });
    expect(an.case).toBe('already-there');
    expect(an.chosen).toBe(0);
  });

  it('analyse(speed 0, target passing) → cannot move, no hit', () => {
    const an = analyse({ target: [50, 10], velocity: [-5, 0], speed: 0 });
    expect(an.case).toBe('cannot-move');
    expect(an.chosen).toBeNull();
  });

  it('analyse(random scenes) → chosen is linearIntercept’s time, every root makes f vanish, no root chosen below 0', () => {
    const coord = fc.integer({ min: -30, max: 110 });
    const vel = fc.integer({ min: -30, max: 30 });
    fc.assert(
      fc.property(coord, coord, vel, vel, fc.integer({ min: 0, max: 40 }), (x, y, vx, vy, speed) => {
        const s: State = { target: [x, y], velocity: [vx, vy], speed };
        const an = analyse(s);
        const lib = linearIntercept({ shooter: SHOOTER, target: s.target, targetVelocity: s.velocity, speed: s.speed });
        expect(an.chosen).toBe(lib.hit ? lib.time : null);
        if (an.chosen !== null) expect(an.chosen).toBeGreaterThanOrEqual(0);
        const scale = Math.abs(an.a) + Math.abs(an.b) + Math.abs(an.c);
        for (const t of an.roots) {
          const size = Math.abs(an.a) * t * t + Math.abs(an.b * t) + an.c;
          expect(Math.abs(horner([an.a, an.b, an.c], t))).toBeLessThanOrEqual(1e-9 * Math.max(size, scale));
        }
      }),
      { seed, numRuns: 2000 },
    );
  });
});

describe('root-plot snippets (wrong methods, for contrast)', () => {
  it('slower target → "smaller root" and "(−b + √Δ)/2a" aim into the past; "(−b − √Δ)/2a" agrees', () => {
    const { an, by } = answers(INITIAL);
    expect(by.smaller.time).toBeLessThan(0);
    expect(by.smaller.agrees).toBe(false);
    expect(by.plus.time).toBeLessThan(0);
    expect(by.plus.note).toMatch(/past/);
    expect(by.minus.time).toBeCloseTo(an.chosen!, 9);
    expect(by.minus.agrees).toBe(true);
  });

  it('faster, approaching → "(−b + √Δ)/2a" takes the later root', () => {
    const { an, by } = answers(preset('entering'));
    expect(by.smaller.agrees).toBe(true);
    expect(by.minus.agrees).toBe(true);
    expect(by.plus.time).toBeCloseTo(an.roots[1], 9);
    expect(by.plus.note).toMatch(/later root/);
  });

  it('equal speeds → both fixed-sign formulas divide by zero and produce no time', () => {
    const { by } = answers(preset('equal'));
    for (const name of ['plus', 'minus']) {
      expect(by[name].time).toBeNull();
      expect(by[name].agrees).toBe(false);
      expect(by[name].note).toMatch(/2a = 0/);
    }
  });

  it('passing by (Δ < 0) → no snippet says "no hit": each yields no number (NaN), as the prose says', () => {
    const { by } = answers(preset('passing'));
    for (const a of Object.values(by)) {
      expect(a.time).toBeNull();
      expect(a.agrees).toBe(false);
      expect(a.note).toMatch(/not a number/);
      expect(a.note).not.toMatch(/reports no hit/);
    }
  });
});

describe('root-plot view', () => {
  it('window(an) → contains t = 0 and every root, with a margin', () => {
    for (const name of Object.keys(PRESETS) as PresetName[]) {
      const an = analyse(preset(name));
      const [t0, t1] = window(an);
      expect(t0).toBeLessThan(0);
      for (const t of [0, ...an.roots]) {
        expect(t).toBeGreaterThan(t0);
        expect(t).toBeLessThan(t1);
      }
    }
  });

  it('samples, chart, scene and readouts of extreme scenes → finite numbers, no NaN in any text', () => {
    const scenes: State[] = [
      ...(Object.keys(PRESETS) as PresetName[]).map(preset),
      { target: [0, 0], velocity: [0, 0], speed: 0 },
      { target: [110, 30], velocity: [0, 0], speed: 0 },
      { target: [100, 0], velocity: [-10.000000001, 0], speed: 10 },
    ];
    for (const s of scenes) {
      const an = analyse(s);
      for (const p of samples(an)) expect(Number.isFinite(p.f)).toBe(true);
      expect(() => fnSpec(an)).not.toThrow();
      const g = scene(s, an);
      expect(JSON.stringify(g)).not.toMatch(/NaN/);
      expect(Object.values(readouts(s, an, snippets(s, an))).join(' ')).not.toMatch(/NaN|Infinity|undefined/);
    }
  });

  it('num(x) → short numbers, real minus signs, scientific beyond a million', () => {
    expect(num(-300)).toBe('−300');
    expect(num(2.5)).toBe('2.5');
    expect(num(7705600)).toBe('7.706e6');
    expect(num(0)).toBe('0');
    expect(num(NaN)).toBe('—');
  });
});
