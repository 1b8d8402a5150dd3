import { describe as suite, expect, it } from 'vitest';
import { angle, distance, dot, sub } from '../../../../src/lib/vec';
import { describe } from '../../../../src/components/figures/cosines-figure/describe';
import { INITIAL } from '../../../../src/components/figures/cosines-figure/model';
import { numbersIn } from '../../kit/describe/numbers';

suite('cosines figure describe', () => {
  it('first state → the third side, θ and A·B from the library', () => {
    const d = describe(INITIAL);
    console.log(d);
    const A = sub(INITIAL.p, INITIAL.o);
    const B = sub(INITIAL.q, INITIAL.o);
    const nums = numbersIn(d);
    expect(nums).toContain(Number(distance(INITIAL.p, INITIAL.q).toFixed(2)));
    expect(nums).toContain(Number(((angle(A, B) * 180) / Math.PI).toFixed(1)));
    expect(nums).toContain(dot(A, B));
    expect(d).toContain('Both sides agree');
  });

  it('O on P → no angle at O, no NaN', () => {
    const d = describe({ ...INITIAL, p: INITIAL.o });
    expect(d).toContain('no angle at O');
    expect(d).not.toMatch(/NaN|Infinity|undefined|—/);
  });
});
