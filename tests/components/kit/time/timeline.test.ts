import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { timelineLength, type TimelineRule } from '../../../../src/components/kit/time/timeline';

const RULE: TimelineRule = { stretch: 1.5, min: 2, max: 60, none: 5 };

describe('timelineLength', () => {
  it('stretches the latest time and rounds it up: 1.709 s × 1.5 → 3 s, 9 s × 1.5 → 15 s', () => {
    expect(timelineLength(1.709, RULE)).toBe(3);
    expect(timelineLength(9, RULE)).toBe(15);
  });
  it('keeps the bounds: short times give min, late or infinite ones max, none or NaN give none', () => {
    expect(timelineLength(0, RULE)).toBe(2);
    expect(timelineLength(100, RULE)).toBe(60);
    expect(timelineLength(Infinity, RULE)).toBe(60);
    expect(timelineLength(null, RULE)).toBe(5);
    expect(timelineLength(NaN, RULE)).toBe(5);
  });
  it('a max that is not round is still reached (10,000 s after 8,000 s)', () => {
    expect(timelineLength(7000, { stretch: 1.5, min: 2, max: 10_000, none: 10 })).toBe(10_000);
  });
  it('every time up to max/stretch fits on its line, which is never more than 1.5× the stretched time', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 40, noNaN: true }), (t) => {
        const d = timelineLength(t, RULE);
        expect(d).toBeGreaterThanOrEqual(Math.max(RULE.min, t * RULE.stretch) - 1e-12);
        expect(d).toBeLessThanOrEqual(Math.max(RULE.min, Math.min(RULE.max, 1.5 * t * RULE.stretch)) + 1e-12);
      }),
    );
  });
});
