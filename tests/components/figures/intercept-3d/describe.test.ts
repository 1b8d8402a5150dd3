import { describe as suite, expect, it } from 'vitest';
import { linearIntercept } from '../../../../src/lib';
import { angle, sub } from '../../../../src/lib/vec';
import { describe } from '../../../../src/components/figures/intercept-3d/describe';
import {
  INITIAL,
  START_TIME,
  momentAt,
  solve,
  type Scene,
} from '../../../../src/components/figures/intercept-3d/model';
import { numbersIn } from '../../kit/describe/numbers';

const text = (s: Scene, t: number) => {
  const sol = solve(s);
  return describe({ s, sol, m: momentAt(s, sol, t) });
};

suite('3D intercept describe', () => {
  it('first state → the 3D impact, hit time and lead angle of linearIntercept', () => {
    const d = text(INITIAL, START_TIME);
    console.log(d);
    const r = linearIntercept({
      shooter: INITIAL.shooter,
      target: INITIAL.target,
      targetVelocity: INITIAL.velocity,
      speed: INITIAL.speed,
    });
    if (!r.hit) throw new Error('a hit expected');
    const nums = numbersIn(d);
    expect(nums).toContain(Number(r.time.toFixed(2)));
    for (const x of r.impact) expect(nums).toContain(Number(x.toFixed(1)));
    const lead = (angle(r.aim, sub(INITIAL.target, INITIAL.shooter)) * 180) / Math.PI;
    expect(nums).toContain(Number(lead.toFixed(1)));
  });

  it('a slow shot at a fleeing target → no aim hits, the best miss', () => {
    const s: Scene = { ...INITIAL, velocity: [30, 0, 0], speed: 5 };
    const d = text(s, 1);
    expect(d).toContain('no aim hits');
    expect(d).not.toMatch(/NaN|Infinity|undefined|—/);
  });
});
