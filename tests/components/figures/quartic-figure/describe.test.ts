import { describe as suite, expect, it } from 'vitest';
import { intercept } from '../../../../src/lib';
import { describe } from '../../../../src/components/figures/quartic-figure/describe';
import {
  FOUR_HITS,
  INITIAL,
  momentAt,
  optionsFor,
  solve,
  type State,
} from '../../../../src/components/figures/quartic-figure/model';
import { numbersIn } from '../../kit/describe/numbers';

const text = (s: State, t: number) => {
  const sol = solve(s);
  return describe({ s, sol, m: momentAt(s, sol, t) });
};

suite('quartic figure describe', () => {
  it('the four-hit scene → s₁’s four hit times of intercept(), in order', () => {
    const d = text(FOUR_HITS, 0.5);
    console.log(d);
    const r = intercept(optionsFor(FOUR_HITS, FOUR_HITS.speeds[0]));
    if (!r.hit) throw new Error('a hit expected');
    expect(r.times).toHaveLength(4);
    expect(d).toContain('hits four times');
    const nums = numbersIn(d);
    let from = 0;
    for (const t of r.times) {
      const i = nums.indexOf(Number(t.toFixed(3)), from);
      expect(i).toBeGreaterThanOrEqual(from);
      from = i + 1;
    }
    expect(d).toContain('quartic');
  });

  it('first state → every speed’s earliest hit, or why it cannot', () => {
    const d = text(INITIAL, 0);
    console.log(d);
    for (const speed of INITIAL.speeds) {
      const r = intercept(optionsFor(INITIAL, speed));
      if (r.hit) expect(numbersIn(d)).toContain(Number(r.time.toFixed(3)));
      else expect(d).toMatch(/cannot hit/);
    }
    expect(d).not.toMatch(/NaN|Infinity|undefined|—/);
  });
});
