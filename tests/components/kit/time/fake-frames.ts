import { vi } from 'vitest';

/** A 60 Hz display on a fake clock: `frame()` moves `now` one frame on and runs the callbacks queued for it. */
export interface FakeFrames {
  /** The fake `performance.now()` (ms); a test may move it between frames. */
  now: number;
  frame(): void;
}

/**
 * Stub `requestAnimationFrame` and `performance.now` with fake frames; undo with
 * `vi.unstubAllGlobals()` and `vi.restoreAllMocks()`.
 */
export function fakeFrames(): FakeFrames {
  const queued: FrameRequestCallback[] = [];
  const frames: FakeFrames = {
    now: 0,
    frame() {
      frames.now += 1000 / 60;
      for (const cb of queued.splice(0)) cb(frames.now);
    },
  };
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => queued.push(cb));
  vi.spyOn(performance, 'now').mockImplementation(() => frames.now);
  return frames;
}
