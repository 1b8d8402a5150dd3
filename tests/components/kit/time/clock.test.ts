import { describe, expect, it } from 'vitest';
import { advanceTime, createClock, snapToMarks, type ClockState } from '../../../../src/components/kit/time/clock';

describe('createClock', () => {
  it('createClock({ duration: 4, time: 9 }) starts clamped to the end, paused', () => {
    const c = createClock({ duration: 4, time: 9 });
    expect([c.time, c.playing, c.duration, c.rate]).toEqual([4, false, 4, 1]);
  });

  it('subscribe calls the listener at once and after every change, with a snapshot', () => {
    const c = createClock({ duration: 10 });
    const seen: ClockState[] = [];
    c.subscribe((s) => seen.push(s));
    c.seek(3);
    c.play();
    c.advance(0.5);
    c.pause();
    expect(seen.map((s) => [s.time, s.playing])).toEqual([
      [0, false],
      [3, false],
      [3, true],
      [3.5, true],
      [3.5, false],
    ]);
  });

  it('seek clamps to [0, duration] and ignores NaN', () => {
    const c = createClock({ duration: 2 });
    c.seek(-1);
    expect(c.time).toBe(0);
    c.seek(5);
    expect(c.time).toBe(2);
    c.seek(Number.NaN);
    expect(c.time).toBe(2);
  });

  it('advance does nothing while paused', () => {
    const c = createClock({ duration: 2 });
    c.advance(1);
    expect(c.time).toBe(0);
  });

  it('a clock that does not loop stops at the end, and play() from the end starts again at 0', () => {
    const c = createClock({ duration: 2, rate: 2 });
    c.play();
    c.advance(0.75);
    expect(c.time).toBe(1.5);
    c.advance(0.75);
    expect([c.time, c.playing]).toEqual([2, false]);
    c.play();
    expect([c.time, c.playing]).toEqual([0, true]);
  });

  it('a looping clock wraps past the end and keeps playing', () => {
    const c = createClock({ duration: 2, loop: true });
    c.play();
    c.advance(2.5);
    expect(c.time).toBeCloseTo(0.5, 12);
    expect(c.playing).toBe(true);
  });

  it('setDuration clamps the time and ignores bad values; setRate ignores bad values', () => {
    const c = createClock({ duration: 10, time: 8 });
    c.setDuration(5);
    expect([c.duration, c.time]).toEqual([5, 5]);
    c.setDuration(0);
    c.setDuration(Number.NaN);
    c.setDuration(-3);
    expect(c.duration).toBe(5);
    c.setRate(Infinity);
    c.setRate(0);
    expect(c.rate).toBe(1);
    c.setRate(0.25);
    expect(c.rate).toBe(0.25);
  });

  it('unsubscribe stops the notifications', () => {
    const c = createClock({ duration: 1 });
    let calls = 0;
    const off = c.subscribe(() => calls++);
    off();
    c.seek(0.5);
    expect(calls).toBe(1);
  });
});

describe('advanceTime', () => {
  it('advanceTime(paused) keeps the time', () => {
    expect(advanceTime({ time: 1, playing: false, duration: 2, rate: 1 }, 0.5, false)).toEqual({
      time: 1,
      playing: false,
    });
  });
  it('advanceTime scales dt by the rate', () => {
    expect(advanceTime({ time: 1, playing: true, duration: 9, rate: 3 }, 0.5, false)).toEqual({
      time: 2.5,
      playing: true,
    });
  });
});

describe('snapToMarks', () => {
  it('a time near a mark → the mark; farther than the tolerance → the time itself', () => {
    expect(snapToMarks(1.04, [1], 0.05)).toBe(1);
    expect(snapToMarks(1.06, [1], 0.05)).toBe(1.06);
    expect(snapToMarks(2, [], 0.05)).toBe(2);
  });

  it('two marks within reach → the nearer one, the earlier on a tie, whatever their order', () => {
    expect(snapToMarks(1.07, [1, 1.1], 0.1)).toBe(1.1);
    expect(snapToMarks(1.03, [1.1, 1], 0.1)).toBe(1);
    expect(snapToMarks(1.25, [1.5, 1], 0.5)).toBe(1);
  });
});
