import { describe as suite, expect, it } from 'vitest';
import { linearIntercept } from '../../../../src/lib';
import { describe } from '../../../../src/components/figures/intercept-figure/describe';
import {
  INITIAL,
  START_TIME,
  momentAt,
  solve,
  type State,
} from '../../../../src/components/figures/intercept-figure/model';
import { numbersIn } from '../../kit/describe/numbers';

const at = (s: State, t: number) => {
  const sol = solve(s);
  return describe({ s, sol, m: momentAt(s, sol, t) });
};

suite('intercept figure describe', () => {
  it('first state → the hit time, impact and the circle’s shortfall from linearIntercept', () => {
    const text = at(INITIAL, START_TIME);
    console.log(text);
    const r = linearIntercept({
      shooter: INITIAL.shooter,
      target: INITIAL.target,
      targetVelocity: INITIAL.velocity,
      speed: INITIAL.speed,
    });
    if (!r.hit) throw new Error('the first state hits');
    expect(text).toContain(`after ${r.time.toFixed(2)}\u00a0s`);
    expect(text).toContain(`(${r.impact[0].toFixed(1)}, ${r.impact[1].toFixed(1)})`);
    const m = momentAt(INITIAL, solve(INITIAL), START_TIME);
    expect(text).toContain(`${Math.abs(m.shortfall).toFixed(1)} m short`);
    expect(text).toContain('faster than the target');
    expect(text).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('a receding target faster than the shot → no aim hits, with the best miss from the library', () => {
    const s: State = { shooter: [10, 10], target: [50, 30], velocity: [20, 0], speed: 5 };
    const text = at(s, 1);
    console.log(text);
    const r = linearIntercept({ shooter: s.shooter, target: s.target, targetVelocity: s.velocity, speed: s.speed });
    if (r.hit) throw new Error('no hit expected');
    expect(r.reason).toBe('receding');
    expect(text).toContain('moves away from the shooter');
    const nums = numbersIn(text);
    expect(nums).toContain(Number(r.closest.distance.toFixed(1)));
    expect(nums).toContain(Number(r.closest.time.toFixed(2)));
  });

  it('a standing target → says it stands still, and the hit is at distance / speed', () => {
    const s: State = { shooter: [0, 0], target: [30, 40], velocity: [0, 0], speed: 10 };
    const text = at(s, 0);
    expect(text).toContain('standing still');
    expect(text).toContain('after 5\u00a0s');
  });
});
