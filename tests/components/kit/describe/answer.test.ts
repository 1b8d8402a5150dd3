import { describe, expect, it } from 'vitest';
import { NO_HIT_REASONS, intercept, linearIntercept } from '../../../../src/lib';
import { WHY_NO_HIT, answerText } from '../../../../src/components/kit/describe/answer';
import { numbersIn } from './numbers';

describe('answerText', () => {
  it('a hit → the impact and the hit time of the library', () => {
    const r = linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [0, 10], speed: 20 });
    if (!r.hit) throw new Error('a hit expected');
    const text = answerText(r);
    expect(text).toContain(`after ${r.time.toFixed(2)}\u00a0s`);
    expect(numbersIn(text)).toEqual(expect.arrayContaining([Number(r.impact[1].toFixed(1))]));
  });

  it('two hits → the later one is named too', () => {
    const r = linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [-20, 5], speed: 10 });
    if (!r.hit) throw new Error('a hit expected');
    expect(r.times).toHaveLength(2);
    expect(answerText(r)).toContain(`One later aim also hits, at ${r.times[1].toFixed(2)}\u00a0s`);
  });

  it('a receding target → why no aim hits, and the best miss’s distance and time', () => {
    const r = linearIntercept({ shooter: [0, 0], target: [50, 0], targetVelocity: [20, 0], speed: 5 });
    if (r.hit) throw new Error('no hit expected');
    const text = answerText(r);
    expect(text).toMatch(/^The target moves away/);
    expect(numbersIn(text)).toEqual(
      expect.arrayContaining([Number(r.closest.distance.toFixed(1)), Number(r.closest.time.toFixed(2))]),
    );
  });

  it('out of range under gravity → its reason', () => {
    const r = intercept({ shooter: [0, 0], target: [500, 0], speed: 10, gravity: [0, -9.81] });
    if (r.hit) throw new Error('no hit expected');
    expect(answerText(r)).toMatch(/^No launch direction at this speed reaches the target/);
  });

  it('every reason the library can give has words', () => {
    for (const reason of NO_HIT_REASONS) expect(WHY_NO_HIT[reason]).toMatch(/\w/);
  });
});
