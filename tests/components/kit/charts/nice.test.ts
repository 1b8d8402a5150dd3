import { describe, expect, it } from 'vitest';
import { niceAbove } from '../../../../src/components/kit/charts/nice';

describe('niceAbove', () => {
  it('gives the smallest number of the 1–1.5–2–2.5–3–4–5–6–8 series at or above x, in any decade', () => {
    expect([1, 1.2, 1.5, 2.6, 7, 9, 10].map(niceAbove)).toEqual([1, 1.5, 1.5, 3, 8, 10, 10]);
    expect(niceAbove(0.0031)).toBeCloseTo(0.004, 12);
    expect(niceAbove(47)).toBe(50);
    expect(niceAbove(123)).toBe(150);
  });

  it('is never below x and never more than 1.5 times it', () => {
    for (let x = 0.013; x < 5000; x *= 1.37) {
      const n = niceAbove(x);
      expect(n).toBeGreaterThanOrEqual(x);
      expect(n).toBeLessThanOrEqual(1.5 * x + 1e-9);
    }
  });
});
