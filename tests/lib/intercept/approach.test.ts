import { describe, expect, it } from 'vitest';
import { closestApproach } from '../../../src/lib';

describe('closestApproach', () => {
  it('closestApproach([10, 5], [-1, 0]) → time 10, distance 5 (passing by)', () => {
    expect(closestApproach([10, 5], [-1, 0])).toEqual({ time: 10, distance: 5 });
  });
  it('receding motion → time 0 and the starting distance', () => {
    expect(closestApproach([3, 4], [1, 1])).toEqual({ time: 0, distance: 5 });
  });
  it('maxTime clamps the answer', () => {
    const r = closestApproach([10, 0, 0], [-1, 0, 0], 4);
    expect(r.time).toBe(4);
    expect(r.distance).toBe(6);
  });
  it('no relative motion → time 0, constant distance', () => {
    expect(closestApproach([0, 2], [0, 0])).toEqual({ time: 0, distance: 2 });
  });
});
