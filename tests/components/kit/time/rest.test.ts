import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterRest } from '../../../../src/components/kit/time/rest';

describe('afterRest', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, with the last argument, when no call has come for ms', () => {
    const runs: number[] = [];
    const ask = afterRest(120, (n: number) => runs.push(n));
    ask(1);
    vi.advanceTimersByTime(100);
    ask(2);
    vi.advanceTimersByTime(100);
    ask(3);
    vi.advanceTimersByTime(119);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual([3]);
    vi.advanceTimersByTime(1000);
    expect(runs).toEqual([3]);
  });
  it('cancel drops the run asked for; a later call asks again', () => {
    const runs: string[] = [];
    const ask = afterRest(50, (s: string) => runs.push(s));
    ask('a');
    ask.cancel();
    vi.advanceTimersByTime(100);
    expect(runs).toEqual([]);
    ask('b');
    vi.advanceTimersByTime(50);
    expect(runs).toEqual(['b']);
  });
});
