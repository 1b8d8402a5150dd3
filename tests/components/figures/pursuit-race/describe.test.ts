import { describe as suite, expect, it } from 'vitest';
import { describe } from '../../../../src/components/figures/pursuit-race/describe';
import { DEFAULTS, GUIDED, planRace } from '../../../../src/components/figures/pursuit-race/model';
import { firstView } from '../../../../src/components/figures/pursuit-race/view';
import { numbersIn } from '../../kit/describe/numbers';

suite('pursuit race describe', () => {
  it('first state → each guided chaser’s capture time from the library’s race', () => {
    const v = firstView();
    const d = describe(v);
    console.log(d);
    const plan = planRace(DEFAULTS);
    const nums = numbersIn(d);
    for (const name of GUIDED) {
      const r = plan.guided[name];
      expect(nums).toContain(Number((r.captureTime ?? r.closest.distance).toFixed(r.captureTime === null ? 1 : 2)));
    }
    expect(d).toContain('your chaser has not flown yet');
  });

  it('k below 1 → no guided chaser is faster, so none catches the straight target', () => {
    const d = describe(firstView({ ...DEFAULTS, k: 0.8 }));
    console.log(d);
    expect(d).toContain('none catches it');
    expect(d).not.toMatch(/NaN|Infinity|undefined|—/);
  });
});
