import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { linearIntercept } from '../../../src/lib/intercept/intercept-linear';
import { linearInterceptTo } from '../../../src/lib/intercept/linear-to';
import { fcParams } from '../oracle';
import { HOT_TOLERANCE, hotPathCase } from '../linear-cases';
import { closeVec, norm } from '../results';

describe('linearInterceptTo (hot path)', () => {
  test('linearInterceptTo(out, …) → 1 with out = [time, aim…] (record 0 of SLOTS), within 2⁻⁴⁸ of linearIntercept', () => {
    const out = new Float64Array(4);
    expect(
      linearInterceptTo(out, { shooter: [0, 0, 500], target: [1000, 0, 500], targetVelocity: [0, 400, 0], speed: 800 }),
    ).toBe(1);
    const r = linearIntercept({
      shooter: [0, 0, 500],
      target: [1000, 0, 500],
      targetVelocity: [0, 400, 0],
      speed: 800,
    });
    if (!r.hit) throw new Error('expected a hit');
    expect(Math.abs(out[0] - r.time)).toBeLessThanOrEqual(HOT_TOLERANCE * r.time);
    closeVec(Array.from(out.subarray(1, 4)), r.aim, 2 ** -47);
  });
  test('linearInterceptTo → the same hit or no hit as linearIntercept, time within 2⁻⁴⁸, aim within 2⁻⁴⁷·(1 + |V|/s), on random, near-equal-speed and near-grazing cases (property)', () => {
    const out = new Float64Array(4);
    fc.assert(
      fc.property(hotPathCase(), ({ S, T, V, s }) => {
        const hit = linearInterceptTo(out, { shooter: S, target: T, targetVelocity: V, speed: s });
        const r = linearIntercept({ shooter: S as number[], target: T, targetVelocity: V, speed: s });
        expect(hit).toBe(r.hit ? 1 : 0);
        if (!r.hit) return;
        if (S.length === 2) expect(out[3]).toBe(0);
        expect(Math.abs(out[0] - r.time)).toBeLessThanOrEqual(HOT_TOLERANCE * r.time);
        const tol = 2 ** -47 * (1 + norm(V) / s);
        r.aim.forEach((x, i) => expect(Math.abs(out[1 + i] - x)).toBeLessThanOrEqual(tol));
      }),
      fcParams(),
    );
  }, 60_000);
  test('linearInterceptTo on a receding target → 0, out untouched', () => {
    const out = new Float64Array([7, 7, 7, 7]);
    expect(linearInterceptTo(out, { shooter: [0, 0], target: [100, 0], targetVelocity: [20, 0], speed: 10 })).toBe(0);
    expect(Array.from(out)).toEqual([7, 7, 7, 7]);
  });
});
