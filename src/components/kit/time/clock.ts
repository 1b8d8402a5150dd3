/**
 * The clock behind everything that moves in a figure: one scene time t in
 * [0, duration], playing or paused, at a rate (scene seconds per real
 * second). A scrubber, a play button, a chart's time cursor and the scene all
 * read and set the same clock; the figure draws `stateAt(t)` of its model on
 * every change, so pause, seek and reduced motion need nothing else.
 *
 * The clock never starts by itself: `play()` is the reader's request (a
 * figure that wants to start moving on load checks `prefersReducedMotion()`
 * first). It advances only while its element is on screen (kit/time/loop.ts).
 */
import { createLoop, type Loop } from './loop';

/** What a clock's listeners receive. */
export interface ClockState {
  /** Scene time (s), in [0, duration]. */
  time: number;
  playing: boolean;
  /** The end of the time line (s), > 0. */
  duration: number;
  /** Scene seconds per real second, > 0. */
  rate: number;
}

export interface Clock extends Readonly<ClockState> {
  /** Set the time (clamped to [0, duration]; NaN is ignored) and notify. Does not pause. */
  seek(t: number): void;
  /** Start advancing; from the end of a time line that does not loop, start again at 0. */
  play(): void;
  pause(): void;
  toggle(): void;
  /** Change the end of the time line (a non-finite or non-positive value is ignored); the time is clamped into it. */
  setDuration(duration: number): void;
  /** Change the playback rate (a non-finite or non-positive value is ignored). */
  setRate(rate: number): void;
  /** Call `listener` now and after every change; returns the unsubscribe function. */
  subscribe(listener: (state: ClockState) => void): () => void;
}

export interface ClockOptions {
  /** The end of the time line (s). */
  duration: number;
  /** Initial time (s). Default 0. */
  time?: number;
  /** Scene seconds per real second. Default 1. */
  rate?: number;
  /** At the end, start again from 0 (true) or stop there (false, the default). */
  loop?: boolean;
  /**
   * The figure the clock belongs to: while it is off screen the clock does
   * not advance. Without one (a test, a worker) the clock has no frame loop
   * and only `advance` moves it.
   */
  element?: Element;
}

const positive = (x: number, fallback: number) => (Number.isFinite(x) && x > 0 ? x : fallback);

/** The pure core of a clock: the next time and whether it keeps playing after `dt` real seconds. */
export function advanceTime(s: ClockState, dt: number, loop: boolean): { time: number; playing: boolean } {
  if (!s.playing || !(dt > 0)) return { time: s.time, playing: s.playing };
  const next = s.time + dt * s.rate;
  if (next < s.duration) return { time: next, playing: true };
  if (loop) return { time: next % s.duration, playing: true };
  return { time: s.duration, playing: false };
}

/**
 * Scrubbing near a mark (a hit, a flight time) lands on it: the mark nearest
 * `t` within `tolerance` (the earliest of equally near ones), else `t`
 * itself. The scrubbers of the figures with marked moments share it.
 */
export function snapToMarks(t: number, marks: Iterable<number>, tolerance: number): number {
  let best = t;
  let gap = tolerance;
  let found = false;
  for (const m of marks) {
    const d = Math.abs(m - t);
    if (d < gap || (d === gap && (!found || m < best))) {
      gap = d;
      best = m;
      found = true;
    }
  }
  return best;
}

export interface ClockWithStep extends Clock {
  /** Advance by `dt` real seconds as one animation frame would (used by the frame loop, and by tests). */
  advance(dt: number): void;
}

export function createClock(o: ClockOptions): ClockWithStep {
  const state: ClockState = {
    duration: positive(o.duration, 1),
    time: 0,
    playing: false,
    rate: positive(o.rate ?? 1, 1),
  };
  state.time = Math.min(Math.max(Number.isFinite(o.time) ? (o.time as number) : 0, 0), state.duration);
  const loopAtEnd = o.loop ?? false;
  const listeners = new Set<(s: ClockState) => void>();
  const notify = () => {
    const snapshot = { ...state };
    for (const l of listeners) l(snapshot);
  };
  let frames: Loop | null = null;

  const advance = (dt: number) => {
    const next = advanceTime(state, dt, loopAtEnd);
    if (next.time === state.time && next.playing === state.playing) return;
    state.time = next.time;
    if (!next.playing) setPlaying(false, false);
    notify();
  };
  if (o.element) frames = createLoop(o.element, advance);

  const setPlaying = (playing: boolean, announce = true) => {
    if (playing && !loopAtEnd && state.time >= state.duration) state.time = 0;
    state.playing = playing;
    if (playing) frames?.start();
    else frames?.stop();
    if (announce) notify();
  };

  return {
    get time() {
      return state.time;
    },
    get playing() {
      return state.playing;
    },
    get duration() {
      return state.duration;
    },
    get rate() {
      return state.rate;
    },
    seek(t) {
      if (Number.isNaN(t)) return;
      const next = Math.min(Math.max(t, 0), state.duration);
      if (next === state.time) return;
      state.time = next;
      notify();
    },
    play: () => setPlaying(true),
    pause: () => {
      if (state.playing) setPlaying(false);
    },
    toggle: () => setPlaying(!state.playing),
    setDuration(d) {
      if (!(Number.isFinite(d) && d > 0) || d === state.duration) return;
      state.duration = d;
      state.time = Math.min(state.time, d);
      notify();
    },
    setRate(r) {
      if (!(Number.isFinite(r) && r > 0) || r === state.rate) return;
      state.rate = r;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      listener({ ...state });
      return () => listeners.delete(listener);
    },
    advance,
  };
}
