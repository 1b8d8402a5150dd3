import { describe as suite, expect, it } from 'vitest';
import { linearIntercept } from '../../../../src/lib';
import { describe } from '../../../../src/components/figures/root-plot/describe';
import { INITIAL, PRESETS, SHOOTER, preset, type PresetName } from '../../../../src/components/figures/root-plot/model';
import { numbersIn } from '../../kit/describe/numbers';

suite('root plot describe', () => {
  it('first state → both real roots of linearIntercept’s quadratic, and the positive one as the hit', () => {
    const d = describe(INITIAL);
    console.log(d);
    const r = linearIntercept({
      shooter: SHOOTER,
      target: INITIAL.target,
      targetVelocity: INITIAL.velocity,
      speed: INITIAL.speed,
    });
    if (!r.hit) throw new Error('a hit expected');
    const nums = numbersIn(d);
    for (const t of r.roots) expect(nums).toContain(Number(t.toFixed(2)));
    expect(d).toContain(`after ${r.time.toFixed(2)}\u00a0s`);
  });

  it.each(Object.keys(PRESETS) as PresetName[])('preset %s → the library’s verdict, no NaN', (name) => {
    const s = preset(name);
    const d = describe(s);
    const r = linearIntercept({ shooter: SHOOTER, target: s.target, targetVelocity: s.velocity, speed: s.speed });
    expect(d.includes('no aim hits')).toBe(!r.hit);
    expect(d).not.toMatch(/NaN|Infinity|undefined|—/);
  });
});
