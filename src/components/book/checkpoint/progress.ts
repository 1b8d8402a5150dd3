/**
 * The reader's checkpoint progress, kept in the browser (localStorage) under
 * one key: for each checkpoint id, whether a prediction has been right and
 * how many were revealed. Every read is defensive: storage may be missing,
 * full, disabled (private modes) or hold anything; then progress is empty and
 * the book works as before.
 */

export const PROGRESS_KEY = 'ltt:checkpoints:v1';

/** One checkpoint's record. */
export interface Record1 {
  /** Predictions revealed. */
  tries: number;
  /** Whether one of them was right. */
  passed: boolean;
}

export type Progress = Record<string, Record1>;

/** What localStorage offers that we use (injectable for tests). */
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The page's localStorage, or null where it is unavailable. */
export function browserStorage(): KeyValue | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored progress, with every malformed entry dropped. */
export function readProgress(store: KeyValue | null): Progress {
  const out: Progress = {};
  if (!store) return out;
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(PROGRESS_KEY) ?? '{}');
  } catch {
    return out;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return out;
  for (const [id, rec] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof rec !== 'object' || rec === null) continue;
    const { tries, passed } = rec as Record<string, unknown>;
    if (typeof tries === 'number' && Number.isInteger(tries) && tries >= 0 && typeof passed === 'boolean') {
      out[id] = { tries, passed };
    }
  }
  return out;
}

/** Record a revealed prediction; returns the new progress (unchanged in storage when it cannot be written). */
export function recordTry(store: KeyValue | null, id: string, correct: boolean): Progress {
  const progress = readProgress(store);
  const before = progress[id] ?? { tries: 0, passed: false };
  progress[id] = { tries: before.tries + 1, passed: before.passed || correct };
  try {
    store?.setItem(PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    /* full or disabled: the page still shows this verdict */
  }
  return progress;
}

/** Forget every checkpoint. */
export function resetProgress(store: KeyValue | null): void {
  try {
    store?.removeItem(PROGRESS_KEY);
  } catch {
    /* nothing stored */
  }
}

/** How many of `ids` are passed. */
export function passedCount(progress: Progress, ids: readonly string[]): number {
  return ids.filter((id) => progress[id]?.passed).length;
}
