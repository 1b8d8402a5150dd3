import { describe as suite, expect, it } from 'vitest';
import { fallbacks, intercept } from '../../../../src/lib';
import { describe } from '../../../../src/components/figures/no-hit-figure/describe';
import {
  INITIAL,
  START_TIME,
  momentAt,
  optionsOf,
  solve,
  type State,
} from '../../../../src/components/figures/no-hit-figure/model';
import { numbersIn } from '../../kit/describe/numbers';

const text = (s: State, t: number) => {
  const sol = solve(s);
  return describe({ s, sol, m: momentAt(s, sol, t) });
};

suite('no-hit figure describe', () => {
  it('first state → no hit, the reason and the best miss of fallbacks(), every fallback ranked', () => {
    const d = text(INITIAL, START_TIME);
    console.log(d);
    const fb = fallbacks(optionsOf(INITIAL));
    expect(fb.hit).toBe(false);
    expect(d).toContain('No aim hits');
    const nums = numbersIn(d);
    for (const name of fb.ranking) expect(nums).toContain(Number(fb[name].miss.distance.toFixed(2)));
    expect(nums).toContain(Number(fb.best.miss.time.toFixed(2)));
    // In the library's order: closest first.
    const order = fb.ranking.map((n) => d.indexOf(`${fb[n].miss.distance.toFixed(2).replace(/\.?0+$/, '')}\u00a0m`));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(d).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('no gravity and a slow target → a hit at intercept()’s time', () => {
    const s: State = { ...INITIAL, gravity: 0, velocity: [2, 0] };
    const d = text(s, 1);
    const r = intercept({ shooter: s.shooter, target: s.target, targetVelocity: s.velocity, speed: s.speed });
    if (!r.hit) throw new Error('a hit expected');
    expect(d).toContain('without gravity');
    expect(d).toContain('A shot can hit');
    expect(numbersIn(d)).toContain(Number(r.time.toFixed(2)));
  });
});
