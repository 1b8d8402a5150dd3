import { describe, expect, it } from 'vitest';
import {
  DEFAULTS,
  NO_SCORE,
  START_TIME,
  addToScore,
  fire,
  landed,
  scoreText,
  type Params,
  type Shot,
} from '../../../../src/components/figures/lead-demo/model';

const lead: Params = { ...DEFAULTS, mode: 'lead' };
const aim: Params = { ...DEFAULTS, mode: 'aim' };

describe('lead-demo score', () => {
  it('landed(shot in flight) → nothing: a shot is not counted when it leaves the barrel', () => {
    const shot = fire(lead, START_TIME);
    expect(shot.time).toBeGreaterThan(0.5);
    expect(landed([shot], new Set(), shot.firedAt)).toEqual([]);
    expect(landed([shot], new Set(), shot.firedAt + shot.time / 2)).toEqual([]);
    expect(scoreText(addToScore(NO_SCORE, landed([shot], new Set(), shot.firedAt + shot.time / 2)))).toBe(
      '0 hits of 0 shots',
    );
  });

  it('landed(at the fate time) → the shot, once; the score counts it then', () => {
    const shot = fire(lead, START_TIME);
    const t = shot.firedAt + shot.time;
    expect(landed([shot], new Set(), t)).toEqual([shot]);
    expect(landed([shot], new Set([shot]), t + 5)).toEqual([]);
    expect(scoreText(addToScore(NO_SCORE, [shot]))).toBe('1 hit of 1 shot');
  });

  it('a miss lands at its closest pass and counts as a shot, not a hit', () => {
    const miss = fire(aim, START_TIME);
    expect(miss.hit).toBe(false);
    expect(landed([miss], new Set(), miss.firedAt + miss.time * 0.99)).toEqual([]);
    const score = addToScore(NO_SCORE, landed([miss], new Set(), miss.firedAt + miss.time));
    expect(score).toEqual({ hits: 0, shots: 1 });
    expect(scoreText(score)).toBe('0 hits of 1 shot');
  });

  it('two shots landing at different times → counted in firing order as each lands', () => {
    const a = fire(lead, START_TIME);
    const b = fire(lead, START_TIME + 0.2);
    const counted = new Set<Shot>();
    const first = landed([a, b], counted, a.firedAt + a.time);
    expect(first).toEqual([a]);
    first.forEach((s) => counted.add(s));
    const later = Math.max(a.firedAt + a.time, b.firedAt + b.time);
    expect(landed([a, b], counted, later)).toEqual([b]);
    expect(scoreText(addToScore(addToScore(NO_SCORE, [a]), [b]))).toBe('2 hits of 2 shots');
  });
});
