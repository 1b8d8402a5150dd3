import { describe as suite, expect, it } from 'vitest';
import { linearIntercept } from '../../../../src/lib';
import { describe } from '../../../../src/components/figures/edge-cases/describe';
import { INITIAL, PRESETS } from '../../../../src/components/figures/edge-cases/model';
import { numbersIn } from '../../kit/describe/numbers';

suite('edge cases describe', () => {
  it('first state (faster target, approaching) → both hit times of linearIntercept, the earlier first', () => {
    const d = describe(INITIAL);
    console.log(d);
    const r = linearIntercept({
      shooter: INITIAL.shooter,
      target: INITIAL.target,
      targetVelocity: INITIAL.velocity,
      speed: INITIAL.speed,
    });
    if (!r.hit) throw new Error('a hit expected');
    expect(r.times).toHaveLength(2);
    const nums = numbersIn(d);
    for (const t of r.times) expect(nums).toContain(Number(t.toFixed(2)));
    expect(d).toContain('two hits');
  });

  it.each(PRESETS.map((p) => [p.id, p.scene] as const))(
    'preset %s → sentences without NaN, the verdict of the library',
    (_, scene) => {
      const d = describe(scene);
      const r = linearIntercept({
        shooter: scene.shooter,
        target: scene.target,
        targetVelocity: scene.velocity,
        speed: scene.speed,
      });
      expect(d).not.toMatch(/NaN|Infinity|undefined|—/);
      expect(d.includes('no aim hits')).toBe(!r.hit);
      expect(d).toMatch(/^[A-Z].*\.$/s);
    },
  );
});
