import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { linearIntercept } from '../../../src/lib/intercept/intercept-linear';
import { hotLinear, linearHitTo, plainTime, speedSlot } from '../../../src/lib/intercept/linear-hot';
import { fcParams } from '../oracle';
import { HOT_TOLERANCE, hotPathCase } from '../linear-cases';

describe('linear-hot: the tiers behind linearInterceptTo', () => {
  test('tiers 2 and 3 (hotLinear) → bit-identical to linearIntercept on random, near-equal-speed and near-grazing cases (property)', () => {
    const out = new Float64Array(4);
    fc.assert(
      fc.property(hotPathCase(), ({ S, T, V, s }) => {
        speedSlot[0] = s;
        const hit = hotLinear(out, S, T, V);
        const r = linearIntercept({ shooter: S as number[], target: T, targetVelocity: V, speed: s });
        expect(hit).toBe(r.hit);
        if (!r.hit) return;
        expect(out[0]).toBe(r.time);
        expect(Array.from(out.subarray(1, 1 + S.length))).toEqual(r.aim);
      }),
      fcParams(),
    );
  }, 60_000);

  test('tier 1 answers an ordinary shot itself: its time differs from the compensated one in the last bits', () => {
    // Found by search: a shot whose plain-double time is 1 ulp off the
    // compensated one, so equal outputs would mean tier 1 never answered.
    const a = new Float64Array(4);
    const b = new Float64Array(4);
    let differ = 0;
    for (let i = 1; i <= 200; i++) {
      const S = [0, 0];
      const T = [100 + i * 0.37, 40 - i * 0.11];
      const V = [-3 + i * 0.013, 7.1];
      expect(plainTime(S, T, V, 21.3)).toBeGreaterThan(0);
      linearHitTo(a, S, T, V, 21.3);
      speedSlot[0] = 21.3;
      hotLinear(b, S, T, V);
      expect(Math.abs(a[0] - b[0])).toBeLessThanOrEqual(HOT_TOLERANCE * b[0]);
      if (a[0] !== b[0]) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });

  test('tier 1: equal and near-equal speeds give the bits of linearIntercept, answered by tier 1 where its bound holds and by the exact tiers where it does not', () => {
    const out = new Float64Array(4);
    // [S, T, V, s, whether tier 1 must decline]
    const cases: [number[], number[], number[], number, boolean][] = [
      [[0, 0], [100, 0], [-10, 0], 10, false], // equal speeds, head-on: t = 5, exact in plain doubles
      [[0, 0], [100, 0], [0, 10], 10 * (1 + 1e-15), true], // near-equal, crossing: a's rounding dominates
      [[0, 0], [100, 30], [-9, 4], Math.hypot(-9, 4) * (1 + 1e-13), false],
      // Receding, and |V|² − s² rounds to 0 in plain doubles but is −1.4e-14
      // exactly: the shot is the faster by a hair and hits at t ≈ 5.9e16.
      [
        [0, 0],
        [28.953133675158668, -20.387194957635188],
        [9.31771122505289, -7.462398319211729],
        11.93763507349972,
        true,
      ],
    ];
    for (const [S, T, V, s, declines] of cases) {
      expect(plainTime(S, T, V, s) < 0).toBe(declines);
      const hit = linearHitTo(out, S, T, V, s) === 1;
      const r = linearIntercept({ shooter: S as number[], target: T, targetVelocity: V, speed: s });
      expect(hit).toBe(r.hit);
      if (r.hit) expect(out[0]).toBe(r.time);
    }
    expect(out[0]).toBeCloseTo(5.870845530508352e16, -2);
  });

  test('linearHitTo: a speed that is not a number ≥ 0 never hits, and z is 0 in 2D on every tier', () => {
    const out = new Float64Array(4).fill(7);
    for (const s of [-1, -0.5, NaN]) expect(linearHitTo(out, [0, 0], [100, 0], [0, 5], s)).toBe(0);
    expect(Array.from(out)).toEqual([7, 7, 7, 7]);
    expect(plainTime([0, 0], [100, 0], [0, 5], 20)).toBeGreaterThan(0); // tier 1
    expect(linearHitTo(out, [0, 0], [100, 0], [0, 5], 20)).toBe(1);
    expect(out[3]).toBe(0);
    out.fill(7);
    expect(plainTime([0, 0], [100, 0], [0, 10], 10 * (1 + 1e-15))).toBe(-1); // tier 2
    expect(linearHitTo(out, [0, 0], [100, 0], [0, 10], 10 * (1 + 1e-15))).toBe(1);
    expect(out[3]).toBe(0);
  });
});
