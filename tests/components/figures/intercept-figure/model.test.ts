import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { linearIntercept, type Vec2 } from '../../../../src/lib';
import { distance } from '../../../../src/lib/vec';
import {
  INITIAL,
  START_TIME,
  durationFor,
  momentAt,
  snapTime,
  solve,
  status,
  type State,
} from '../../../../src/components/figures/intercept-figure/model';
import { geometry, num, proseValues, readouts } from '../../../../src/components/figures/intercept-figure/view';

const seed = 20260407;

describe('intercept-figure model', () => {
  it('solve(INITIAL) → the library’s hit time 2.820 s and aim point (62.3, 40.7)', () => {
    const sol = solve(INITIAL);
    const lib = linearIntercept({
      shooter: INITIAL.shooter,
      target: INITIAL.target,
      targetVelocity: INITIAL.velocity,
      speed: INITIAL.speed,
    });
    expect(lib.hit).toBe(true);
    expect(sol.hitTime).toBe(lib.hit ? lib.time : null);
    expect(sol.hitTime).toBeCloseTo(2.8200447, 6);
    expect(sol.impact![0]).toBeCloseTo(62.3007, 3);
    expect(sol.impact![1]).toBeCloseTo(40.7198, 3);
  });

  it('solve(INITIAL) → law-of-cosines coefficients (159, 186, −1789) are −1 × the library’s', () => {
    const sol = solve(INITIAL);
    expect(sol.law).toEqual({ a: 159, b: 186, c: -1789 });
    expect(sol.squared).toEqual({ a: -159, b: -186, c: 1789 });
    expect(sol.agree).toBe(true);
  });

  it('solve(random scenes) → both derivations agree up to sign', () => {
    const p = fc.tuple(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 62.5, noNaN: true }));
    const v = fc.tuple(fc.double({ min: -40, max: 40, noNaN: true }), fc.double({ min: -40, max: 40, noNaN: true }));
    fc.assert(
      fc.property(p, p, v, fc.double({ min: 0, max: 500, noNaN: true }), (S, T, V, speed) => {
        const sol = solve({ shooter: S as Vec2, target: T as Vec2, velocity: V as Vec2, speed });
        expect(sol.agree).toBe(true);
      }),
      { seed, numRuns: 3000 },
    );
  });

  it('momentAt(hit time) → the triangle closes: shortfall 0, (st)² = right side', () => {
    const sol = solve(INITIAL);
    const m = momentAt(INITIAL, sol, sol.hitTime!);
    expect(m.closed).toBe(true);
    expect(Math.abs(m.shortfall)).toBeLessThan(1e-9);
    expect(m.lhs).toBeCloseTo(m.rhs, 6);
    expect(distance(m.reach, m.target)).toBeLessThan(1e-9);
  });

  it('momentAt(t) → the law of cosines’ right side is the squared distance to the target at every t', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 61 })),
        fc.tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 61 })),
        fc.tuple(fc.integer({ min: -30, max: 30 }), fc.integer({ min: -30, max: 30 })),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (S, T, V, t) => {
          const s: State = { shooter: S as Vec2, target: T as Vec2, velocity: V as Vec2, speed: 20 };
          const m = momentAt(s, solve(s), t);
          expect(m.rhs).toBeCloseTo(m.toTarget * m.toTarget, 6);
        },
      ),
      { seed, numRuns: 2000 },
    );
  });

  it('momentAt(START_TIME) → before the hit the circle is short of the target', () => {
    const sol = solve(INITIAL);
    const m = momentAt(INITIAL, sol, START_TIME);
    expect(START_TIME).toBeLessThan(sol.hitTime!);
    expect(m.shortfall).toBeGreaterThan(0);
    expect(m.closed).toBe(false);
    expect(status(sol, m)).toMatch(/short of the target/);
  });

  it('solve(crossing case at half size) → 5.773503 s, aim (60, 38.87)', () => {
    const sol = solve({ shooter: [10, 10], target: [60, 10], velocity: [0, 5], speed: 10 });
    expect(sol.hitTime).toBeCloseTo(5.773503, 6);
    expect(sol.impact![1]).toBeCloseTo(38.8675, 4);
    expect(sol.law.b).toBe(0);
  });

  it('solve(no hit) → the library’s message, the jump has nowhere to go, readouts without NaN', () => {
    const cases: State[] = [
      { shooter: [10, 10], target: [50, 30], velocity: [20, 0], speed: 10 }, // faster, fleeing
      { shooter: [10, 10], target: [50, 30], velocity: [5, 0], speed: 0 }, // cannot move
    ];
    for (const s of cases) {
      const sol = solve(s);
      expect(sol.hitTime).toBeNull();
      const m = momentAt(s, sol, 3);
      expect(status(sol, m)).toBe(sol.result.hit ? '' : sol.result.message);
      expect(snapTime(3, sol, 1)).toBe(3);
      const text = Object.values(readouts(sol, m)).join(' ') + Object.values(proseValues(s, sol)).join(' ');
      expect(text).not.toMatch(/NaN|Infinity|undefined/);
      expect(JSON.stringify(geometry(s, sol, m))).not.toMatch(/NaN|null,"y"/);
    }
  });

  it('solve(already there / standing target) → t = 0 / t = d/s', () => {
    expect(solve({ shooter: [20, 20], target: [20, 20], velocity: [3, 4], speed: 5 }).hitTime).toBe(0);
    expect(solve({ shooter: [10, 10], target: [50, 40], velocity: [0, 0], speed: 10 }).hitTime).toBe(5);
    const standing = solve({ shooter: [10, 10], target: [50, 40], velocity: [0, 0], speed: 10 });
    expect(standing.cosTheta).toBeNull();
    const m = momentAt({ shooter: [10, 10], target: [50, 40], velocity: [0, 0], speed: 10 }, standing, 2);
    expect(Object.values(readouts(standing, m)).join(' ')).not.toMatch(/NaN/);
  });

  it('snapTime(t) → the hit time within the tolerance, t itself outside it', () => {
    const sol = solve(INITIAL);
    expect(snapTime(sol.hitTime! + 0.05, sol, 0.1)).toBe(sol.hitTime);
    expect(snapTime(sol.hitTime! + 0.2, sol, 0.1)).toBeCloseTo(sol.hitTime! + 0.2, 12);
  });

  it('durationFor(t*) → a round number at least 1.5 t*; 10 s without a hit', () => {
    expect(durationFor(null)).toBe(10);
    expect(durationFor(2.82)).toBe(5);
    expect(durationFor(0)).toBe(2);
    for (const t of [0.1, 1, 3.3, 7, 19, 45, 70, 300]) expect(durationFor(t)).toBeGreaterThanOrEqual(1.5 * t);
  });

  it('num(x) → at most two decimals, trailing zeros dropped, a real minus sign', () => {
    expect(num(-1789)).toBe('−1789');
    expect(num(42.2966)).toBe('42.3');
    expect(num(2.5)).toBe('2.5');
    expect(num(NaN)).toBe('—');
  });
});
