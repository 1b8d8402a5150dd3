import { describe as suite, expect, it } from 'vitest';
import { angle, dot } from '../../../../src/lib/vec';
import { describe } from '../../../../src/components/figures/dot-figure/describe';
import { INITIAL } from '../../../../src/components/figures/dot-figure/model';
import { numbersIn } from '../../kit/describe/numbers';

suite('dot figure describe', () => {
  it('first state → A·B and θ from the library, acute', () => {
    const d = describe(INITIAL);
    console.log(d);
    const nums = numbersIn(d);
    expect(nums).toContain(dot(INITIAL.a, INITIAL.b));
    expect(nums).toContain(Number(((angle(INITIAL.a, INITIAL.b) * 180) / Math.PI).toFixed(1)));
    expect(d).toContain('acute');
  });

  it('perpendicular → a right angle; opposite → obtuse', () => {
    expect(describe({ a: [2, 0], b: [0, 3] })).toContain('right angle');
    expect(describe({ a: [2, 0], b: [-1, 1] })).toContain('obtuse');
  });

  it('a zero vector → no angle, no NaN', () => {
    const d = describe({ a: [0, 0], b: [1, 2] });
    expect(d).toContain('no angle');
    expect(d).not.toMatch(/NaN|Infinity|undefined|—/);
  });
});
