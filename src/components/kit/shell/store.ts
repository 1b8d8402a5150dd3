/**
 * A tiny store: one state object, replaced (never mutated) on each change,
 * and listeners called after every change. A figure keeps its inputs here;
 * model, view and readouts are functions of it.
 */
export interface Store<T> {
  get(): T;
  /** Merge a partial change, or map the old state to a new one. No-op changes still notify. */
  set(change: Partial<T> | ((state: T) => T)): void;
  /** Call `listener` now and after every change; returns an unsubscribe function. */
  subscribe(listener: (state: T) => void): () => void;
}

export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<(state: T) => void>();
  return {
    get: () => state,
    set(change) {
      state = typeof change === 'function' ? change(state) : { ...state, ...change };
      for (const l of listeners) l(state);
    },
    subscribe(listener) {
      listeners.add(listener);
      listener(state);
      return () => listeners.delete(listener);
    },
  };
}
