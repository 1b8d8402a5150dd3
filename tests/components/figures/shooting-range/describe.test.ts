import { describe as suite, expect, it } from 'vitest';
import { linearIntercept } from '../../../../src/lib';
import { describe } from '../../../../src/components/figures/shooting-range/describe';
import { SPEEDS, fireIn, targetAt } from '../../../../src/components/figures/shooting-range/model';
import { firstView } from '../../../../src/components/figures/shooting-range/view';
import { numbersIn } from '../../kit/describe/numbers';

suite('shooting range describe', () => {
  it('first state → the armed speed’s meeting point and time from linearIntercept', () => {
    const v = firstView();
    const d = describe(v);
    console.log(d);
    const { position, velocity } = targetAt(v.game.course, v.game.t);
    const r = linearIntercept({
      shooter: v.gun,
      target: position,
      targetVelocity: velocity,
      speed: SPEEDS[v.armed].speed,
    });
    if (!r.hit) throw new Error('a lead exists');
    const nums = numbersIn(d);
    expect(nums).toContain(Number(r.time.toFixed(2)));
    expect(nums).toContain(Number(r.impact[0].toFixed(1)));
    expect(d).toContain('medium speed armed');
  });

  it('after a shot → the tally and the last shot; playing → no moment', () => {
    const v = firstView();
    const game = fireIn(v.game, v.gun, v.armed, false);
    const d = describe({ ...v, game });
    console.log(d);
    expect(d).toMatch(/So far (one hit and no misses|no hits and one miss)/);
    expect(describe({ ...v, game, playing: true })).not.toContain('the target is at');
  });

  it('a turning course → says a lead can miss, never NaN', () => {
    const d = describe(firstView(3, true));
    expect(d).toContain('turns at random moments');
    expect(d).not.toMatch(/NaN|Infinity|undefined|—/);
  });
});
