import { describe as suite, expect, it } from 'vitest';
import { length, sub } from '../../../../src/lib/vec';
import { describe } from '../../../../src/components/figures/vector-figure/describe';
import { INITIAL } from '../../../../src/components/figures/vector-figure/model';
import { numbersIn } from '../../kit/describe/numbers';

suite('vector figure describe', () => {
  it('first state → V = P2 − P1 and its length from the library', () => {
    const d = describe(INITIAL);
    console.log(d);
    const v = sub(INITIAL.p2, INITIAL.p1);
    expect(d).toContain(`(${v[0]}, ${v[1]})`);
    expect(numbersIn(d)).toContain(length(v));
    expect(d).toContain('up and to the right');
  });

  it('P1 on P2 → the zero vector, no direction, no NaN', () => {
    const d = describe({ ...INITIAL, p2: INITIAL.p1 });
    expect(d).toContain('zero vector');
    expect(d).not.toMatch(/NaN|Infinity|undefined|—/);
  });

  it('after steps → where the dot is', () => {
    const d = describe({ ...INITIAL, steps: 2, clock: 2 });
    expect(d).toContain('taken two steps');
    expect(d).toContain('(9, 6)');
  });
});
