import { describe as suite, expect, it } from 'vitest';
import { ballisticArcs } from '../../../../src/lib';
import { describe } from '../../../../src/components/figures/gravity-figure/describe';
import {
  INITIAL,
  START_TIME,
  gravityVec,
  momentAt,
  solve,
  type State,
} from '../../../../src/components/figures/gravity-figure/model';
import { numbersIn } from '../../kit/describe/numbers';

const text = (s: State, t: number) => {
  const sol = solve(s);
  return describe({ s, sol, m: momentAt(s, sol, t) });
};
const arcs = (s: State) =>
  ballisticArcs({ shooter: s.shooter, target: s.target, speed: s.speed, gravity: gravityVec(s) });

suite('gravity figure describe', () => {
  it('first state → both arcs’ elevations and flight times from ballisticArcs', () => {
    const d = text(INITIAL, START_TIME);
    console.log(d);
    const r = arcs(INITIAL);
    if (!r.reachable) throw new Error('reachable expected');
    const nums = numbersIn(d);
    for (const arc of [r.low, r.high]) {
      expect(nums).toContain(Number(((arc.elevation * 180) / Math.PI).toFixed(1)));
      expect(nums.some((x) => Math.abs(x - arc.time) < 0.006)).toBe(true);
    }
    expect(d).toContain('Two arcs reach the target');
  });

  it('too slow a shell → out of range, with the best shot’s miss', () => {
    const s: State = { ...INITIAL, speed: 15 };
    const d = text(s, 0.5);
    console.log(d);
    const r = arcs(s);
    if (r.reachable) throw new Error('out of range expected');
    expect(d).toContain('No arc reaches the target');
    expect(numbersIn(d).some((x) => Math.abs(x - r.bestReach.miss) < 0.06)).toBe(true);
    expect(d).not.toMatch(/NaN|Infinity|undefined|—/);
  });

  it('no gravity → one straight shot', () => {
    const d = text({ ...INITIAL, gravity: 0 }, 1);
    expect(d).toContain('without gravity');
    expect(d).toContain('a straight line');
  });
});
