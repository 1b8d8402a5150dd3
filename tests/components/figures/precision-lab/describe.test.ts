import { describe as suite, expect, it } from 'vitest';
import { linearIntercept } from '../../../../src/lib';
import { describe } from '../../../../src/components/figures/precision-lab/describe';
import { DIGITS, LAB, labState, velocityFor } from '../../../../src/components/figures/precision-lab/model';

suite('precision lab describe', () => {
  it('first state → the library’s time to 16 digits and the textbook formula’s lost digits', () => {
    const s = labState(DIGITS.initial);
    const d = describe(s);
    console.log(d);
    const r = linearIntercept({
      shooter: LAB.shooter,
      target: LAB.target,
      targetVelocity: velocityFor(DIGITS.initial),
      speed: LAB.speed,
    });
    if (!r.hit) throw new Error('a hit expected');
    expect(d).toContain(`the library gives ${r.time.toPrecision(16)} s`);
    expect(d).toContain(`agree in ${DIGITS.initial} digits`);
    expect(d).toContain(s.exact.text.slice(0, 18));
  });

  it.each([1, 4, 12, 15])('%d digits → sentences without NaN', (digits) => {
    const d = describe(labState(digits));
    expect(d).not.toMatch(/NaN|Infinity|undefined|—/);
  });
});
