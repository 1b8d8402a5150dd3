import { describe as suite, expect, it } from 'vitest';
import { intercept } from '../../../../src/lib';
import { integratedMiss } from '../../../../src/lib/motion';
import { describe } from '../../../../src/components/figures/integrator-figure/describe';
import { INITIAL, gravityVec, solve, type State } from '../../../../src/components/figures/integrator-figure/model';
import { numbersIn } from '../../kit/describe/numbers';

const text = (s: State) => describe({ s, sol: solve(s, false) });

suite('integrator figure describe', () => {
  it('first state → the closed-form hit time and each integrator’s miss from integratedMiss', () => {
    const d = text(INITIAL);
    console.log(d);
    const g = gravityVec(INITIAL.gravity);
    const aim = intercept({
      shooter: INITIAL.shooter,
      target: INITIAL.target,
      targetVelocity: INITIAL.velocity,
      speed: INITIAL.speed,
      gravity: g,
    });
    if (!aim.hit) throw new Error('a hit expected');
    const nums = numbersIn(d);
    expect(nums).toContain(Number(aim.time.toFixed(2)));
    for (const method of ['explicit-euler', 'semi-implicit-euler'] as const) {
      const m = integratedMiss({
        shooter: INITIAL.shooter,
        launchVelocity: aim.projectileVelocity,
        gravity: g,
        target: INITIAL.target,
        targetVelocity: INITIAL.velocity,
        targetAcceleration: [0, 0],
        dt: 1 / INITIAL.rate,
        method,
        time: aim.time,
      });
      expect(nums).toContain(Number(m.miss.toFixed(3)));
    }
    expect(d).toMatch(/explicit Euler passes [\d.]+\u00a0m over/);
    expect(d).toMatch(/semi-implicit Euler passes [\d.]+\u00a0m under/);
  });

  it('a falling target → every integrator hits, and says why', () => {
    const d = text({ ...INITIAL, falling: true });
    expect(d).toContain('gravity cancels');
    expect(d).not.toMatch(/passes/);
  });

  it('out of reach → no aim hits, never NaN', () => {
    const d = text({ ...INITIAL, speed: 1 });
    console.log(d);
    expect(d).toContain('No aim hits');
    expect(d).not.toMatch(/NaN|Infinity|undefined|—/);
  });
});
