import { describe, expect, it } from 'vitest';
import {
  PROGRESS_KEY,
  passedCount,
  readProgress,
  recordTry,
  resetProgress,
  type KeyValue,
} from '../../../../src/components/book/checkpoint/progress';

function memory(initial?: string): KeyValue & { data: Map<string, string> } {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(PROGRESS_KEY, initial);
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('checkpoint progress', () => {
  it('records tries; a pass stays passed after a later wrong try', () => {
    const store = memory();
    recordTry(store, 'hit-time', false);
    recordTry(store, 'hit-time', true);
    const p = recordTry(store, 'hit-time', false);
    expect(p['hit-time']).toEqual({ tries: 3, passed: true });
    expect(readProgress(store)).toEqual(p);
    expect(passedCount(p, ['hit-time', 'dot-sign'])).toBe(1);
  });

  it('reads malformed storage as empty or drops the bad entries', () => {
    for (const raw of [
      '',
      'not json',
      '[]',
      'null',
      '42',
      '{"a":1}',
      '{"a":{"tries":-1,"passed":true}}',
      '{"a":{"tries":1.5,"passed":true}}',
    ]) {
      expect(readProgress(memory(raw)), raw).toEqual({});
    }
    expect(readProgress(memory('{"a":{"tries":2,"passed":false},"b":"x"}'))).toEqual({
      a: { tries: 2, passed: false },
    });
  });

  it('works without storage, and with storage that throws', () => {
    expect(readProgress(null)).toEqual({});
    expect(recordTry(null, 'x', true)).toEqual({ x: { tries: 1, passed: true } });
    const throwing: KeyValue = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readProgress(throwing)).toEqual({});
    const failingWrite = { ...memory(), setItem: throwing.setItem, removeItem: throwing.removeItem };
    expect(recordTry(failingWrite, 'x', true)).toEqual({ x: { tries: 1, passed: true } });
    expect(() => resetProgress(failingWrite)).not.toThrow();
  });

  it('reset forgets everything', () => {
    const store = memory();
    recordTry(store, 'a', true);
    resetProgress(store);
    expect(readProgress(store)).toEqual({});
  });
});
