import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ulpDistance } from '../../../src/lib/numeric';
import { fcParams, nextUp } from '../oracle';

describe('ulpDistance', () => {
  it('counts neighbours, across zero and up to Infinity', () => {
    expect(ulpDistance(1, 1)).toBe(0);
    expect(ulpDistance(0, -0)).toBe(0);
    expect(ulpDistance(1, 1 + 2 ** -52)).toBe(1);
    expect(ulpDistance(1, 1 - 2 ** -53)).toBe(1);
    expect(ulpDistance(5e-324, -5e-324)).toBe(2);
    expect(ulpDistance(Number.MAX_VALUE, Infinity)).toBe(1);
    expect(ulpDistance(2, 1)).toBe(2 ** 52);
    expect(ulpDistance(-Infinity, Infinity)).toBe(2 * 0x7ff0000000000000);
    expect(ulpDistance(NaN, 1)).toBeNaN();
  });
  it('is symmetric and matches nextUp steps', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: 0, max: 5 }), (x, k) => {
        let y = x;
        for (let i = 0; i < k; i++) y = nextUp(y);
        if (!Number.isFinite(y)) return;
        expect(ulpDistance(x, y)).toBe(k);
        expect(ulpDistance(y, x)).toBe(k);
      }),
      fcParams(),
    );
  });
});
