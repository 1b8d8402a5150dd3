import { describe as suite, expect, it } from 'vitest';
import { linearIntercept } from '../../../../src/lib';
import { describe } from '../../../../src/components/figures/lead-demo/describe';
import {
  DEFAULTS,
  SHOOTER,
  fireIn,
  newDemo,
  targetAt,
  targetVelocity,
} from '../../../../src/components/figures/lead-demo/model';
import { numbersIn } from '../../kit/describe/numbers';

suite('lead demo describe', () => {
  it('first state (aim mode) → the shot fired now misses, and the lead of linearIntercept would hit', () => {
    const game = newDemo();
    const d = describe({ params: DEFAULTS, game });
    console.log(d);
    const r = linearIntercept({
      shooter: SHOOTER,
      target: targetAt(DEFAULTS, game.t),
      targetVelocity: targetVelocity(DEFAULTS),
      speed: DEFAULTS.speed,
    });
    if (!r.hit) throw new Error('a lead exists');
    expect(d).toContain('aims straight at the target');
    expect(d).toMatch(/misses by/);
    expect(numbersIn(d)).toContain(Number(r.time.toFixed(2)));
  });

  it('lead mode → the meeting point and time of linearIntercept', () => {
    const params = { ...DEFAULTS, mode: 'lead' as const };
    const game = newDemo();
    const d = describe({ params, game });
    const r = linearIntercept({
      shooter: SHOOTER,
      target: targetAt(params, game.t),
      targetVelocity: targetVelocity(params),
      speed: params.speed,
    });
    if (!r.hit) throw new Error('a lead exists');
    const nums = numbersIn(d);
    expect(nums).toContain(Number(r.impact[0].toFixed(1)));
    expect(nums).toContain(Number(r.time.toFixed(2)));
    expect(d).toContain('and hits');
  });

  it('after a shot → the score; playing → no position of the moving target', () => {
    const params = { ...DEFAULTS, mode: 'lead' as const };
    const game = fireIn(newDemo(), params, false);
    expect(describe({ params, game })).toContain('Score: 1 hit of 1 shot');
    expect(describe({ params, game, playing: true })).not.toContain('the target is at');
  });

  it('a target too fast to lead → the library’s reason, never NaN', () => {
    const params = { mode: 'lead' as const, speed: 5, targetSpeed: 60 };
    const d = describe({ params, game: newDemo(3) });
    console.log(d);
    expect(d).not.toMatch(/NaN|Infinity|undefined|—/);
  });
});
