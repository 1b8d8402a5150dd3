import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { linearIntercept } from '../../../src/lib/intercept/intercept-linear';
import { hotLinear, speedSlot } from '../../../src/lib/intercept/linear-hot';
import { fcParams } from '../oracle';
import { HOT_TOLERANCE, hotPathCase } from '../linear-cases';

describe('linear-hot: the tiers behind linearInterceptTo', () => {
  test('tier 2 (hotLinear with plain = false) → bit-identical to linearIntercept on random, near-equal-speed and near-grazing cases (property)', () => {
    const out = new Float64Array(4);
    fc.assert(
      fc.property(hotPathCase(), ({ S, T, V, s }) => {
        speedSlot[0] = s;
        const hit = hotLinear(out, S, T, V, false);
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
    const a = new Float64Array(3);
    const b = new Float64Array(3);
    let differ = 0;
    for (let i = 1; i <= 200; i++) {
      const S = [0, 0];
      const T = [100 + i * 0.37, 40 - i * 0.11];
      const V = [-3 + i * 0.013, 7.1];
      speedSlot[0] = 21.3;
      hotLinear(a, S, T, V, true);
      speedSlot[0] = 21.3;
      hotLinear(b, S, T, V, false);
      expect(Math.abs(a[0] - b[0])).toBeLessThanOrEqual(HOT_TOLERANCE * b[0]);
      if (a[0] !== b[0]) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });

  test('tier 1: equal speeds, near-equal speeds and a grazing shot fall through to the exact tiers (same bits as linearIntercept)', () => {
    const out = new Float64Array(3);
    const cases: [number[], number[], number[], number][] = [
      [[0, 0], [100, 0], [-10, 0], 10], // equal speeds, head-on: t = 5
      [[0, 0], [100, 0], [0, 10], 10 * (1 + 1e-15)], // near-equal, crossing
      [[0, 0], [100, 30], [-9, 4], Math.hypot(-9, 4) * (1 + 1e-13)],
      // Receding, and |V|² − s² rounds to 0 in plain doubles but is −1.4e-14
      // exactly: the shot is the faster by a hair and hits at t ≈ 5.9e16.
      [[0, 0], [28.953133675158668, -20.387194957635188], [9.31771122505289, -7.462398319211729], 11.93763507349972],
    ];
    for (const [S, T, V, s] of cases) {
      speedSlot[0] = s;
      const hit = hotLinear(out, S, T, V, true);
      const r = linearIntercept({ shooter: S as number[], target: T, targetVelocity: V, speed: s });
      expect(hit).toBe(r.hit);
      if (r.hit) expect(out[0]).toBe(r.time);
    }
    expect(out[0]).toBeCloseTo(5.870845530508352e16, -2);
  });
});
