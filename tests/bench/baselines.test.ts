import { describe, expect, it } from 'vitest';
import {
  cardanoCubic,
  ferrariIntercept,
  ferrariQuartic,
  naiveBallisticAngles,
  naiveLinearIntercept,
} from '../../bench/baselines';

const sorted = (out: Float64Array, n: number) => Array.from(out.subarray(0, n)).sort((a, b) => a - b);

describe('benchmark baselines', () => {
  it('naiveLinearIntercept(crossing R=(100,0), V=(0,10), s=20) → t = 5.773503, aim toward (100, 57.735)', () => {
    const aim = [0, 0];
    const t = naiveLinearIntercept(aim, [0, 0], [100, 0], [0, 10], 20);
    expect(t).toBeCloseTo(5.773503, 6);
    expect(aim[1] / aim[0]).toBeCloseTo(57.735 / 100, 5);
    expect(Math.hypot(aim[0], aim[1])).toBeCloseTo(1, 12);
  });

  it('naiveLinearIntercept(faster target moving away) → −1', () => {
    expect(naiveLinearIntercept([0, 0], [0, 0], [100, 0], [20, 0], 10)).toBe(-1);
  });

  it('naiveBallisticAngles(v=30, x=50, y=0, g=9.81) → 16.5123° and 73.4877°', () => {
    const out = [0, 0];
    expect(naiveBallisticAngles(out, [0, 0, 0], [50, 0, 0], 30, 9.81)).toBe(2);
    expect((out[0] * 180) / Math.PI).toBeCloseTo(16.5123, 4);
    expect((out[1] * 180) / Math.PI).toBeCloseTo(73.4877, 4);
  });

  it('cardanoCubic((x−1)(x−2)(x−3)) → 1, 2, 3', () => {
    const out = new Float64Array(3);
    const n = cardanoCubic(out, 0, -6, 11, -6);
    expect(sorted(out, n).map((x) => +x.toFixed(9))).toEqual([1, 2, 3]);
  });

  it('ferrariQuartic((x−1)(x−2)(x−3)(x−4)) → 1, 2, 3, 4', () => {
    const out = new Float64Array(4);
    const n = ferrariQuartic(out, Float64Array.of(1, -10, 35, -50, 24));
    expect(sorted(out, n).map((x) => +x.toFixed(8))).toEqual([1, 2, 3, 4]);
  });

  it('ferrariQuartic((x−1)²(x−3)(x+2)) and (x² + 1)(x² + 4) → the real roots only', () => {
    const out = new Float64Array(4);
    // (x−1)²(x−3)(x+2) = x⁴ − 3x³ − 3x² + 11x − 6
    const n = ferrariQuartic(out, Float64Array.of(1, -3, -3, 11, -6));
    expect(sorted(out, n).map((x) => +x.toFixed(4))).toEqual(n === 4 ? [-2, 1, 1, 3] : [-2, 1, 3]);
    expect(ferrariQuartic(out, Float64Array.of(1, 0, 5, 0, 4))).toBe(0);
  });

  it('ferrariIntercept(four-hit reference case) → earliest t = 1.344437', () => {
    const aim = [0, 0, 0];
    const t = ferrariIntercept(aim, [0, 0, 0], [-25, 73, 3], [-1, -58, -5], [0, 0, 0], [0, -9.81, 0], 20);
    expect(t).toBeCloseTo(1.344437, 5);
    expect(Math.hypot(aim[0], aim[1], aim[2])).toBeCloseTo(1, 6);
  });

  it('ferrariIntercept(R=(15,10), V=(2,−1), target accel (1,0), gravity (0,−9.8), s=20) → t = 1.207441', () => {
    const aim = [0, 0];
    const t = ferrariIntercept(aim, [0, 0], [15, 10], [2, -1], [1, 0], [0, -9.8], 20);
    expect(t).toBeCloseTo(1.207441, 5);
    expect(aim[0] * 20).toBeCloseTo(15.026684, 4);
  });
});
