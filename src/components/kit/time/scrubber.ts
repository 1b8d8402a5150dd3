/**
 * A time scrubber: the markup of TimeScrubber.astro (the kit's play/pause button, play.ts, a
 * range input for t and a time readout) wired to a clock (clock.ts). Playing
 * advances the clock in real time; dragging the range or its arrow keys seek
 * it and pause. The readout and the range's `aria-valuetext` follow the clock
 * whoever moves it (the scene, a chart's cursor, the range).
 */
import { createClock, type Clock } from './clock';
import { setIfChanged, setText } from '../shell/dom';
import { bindPlayButton } from '../controls/play';
import { textLater } from '../shell/later';
import { clockText } from '../text/format';

/**
 * Scrubbing by hand near a mark lands on it exactly (playing never snaps): after the range's own
 * handler has moved `clock`, it seeks `snap(time)` (e.g. `snapToMarks` of clock.ts over the figure's
 * hits) when that differs. `root` is the TimeScrubber markup; bind or create the scrubber first.
 */
export function snapWhileScrubbing(
  root: HTMLElement,
  clock: Pick<Clock, 'time' | 'seek'>,
  snap: (t: number) => number,
): void {
  const range = root.querySelector<HTMLInputElement>('input[type="range"]')!;
  range.addEventListener('input', () => {
    const snapped = snap(clock.time);
    if (snapped !== clock.time) clock.seek(snapped);
  });
}

/** Wire the TimeScrubber markup under `root` to `clock`; returns the unsubscribe function. */
export function bindScrubber(root: HTMLElement, clock: Clock, format: (t: number) => string = clockText): () => void {
  const range = root.querySelector<HTMLInputElement>('input[type="range"]')!;
  const button = root.querySelector<HTMLButtonElement>('[data-action="play"]')!;
  const out = root.querySelector<HTMLOutputElement>('[data-readout="time"]');
  range.addEventListener('input', () => {
    clock.pause();
    clock.seek(Number(range.value));
  });
  const unbindButton = bindPlayButton(button, clock);
  const write = () => {
    const max = String(clock.duration);
    if (range.max !== max) {
      range.max = max;
      range.step = String(clock.duration / 500);
    }
    // Leave the range alone while the reader drags it: writing its value back would fight the pointer.
    if (Number(range.value) !== clock.time) range.value = String(clock.time);
    setIfChanged(range, 'aria-valuetext', format(clock.time));
    if (out) setText(out, format(clock.time));
  };
  // While the clock plays, the range's thumb and the time text move with the figure's other numbers
  // (kit/shell/later.ts: every TEXT_EVERY_MS, in the same frames), not every frame: each write lays out the page
  // and has the browser hit-test the pointer again, about a third of a playing frame (bench/FRAME-COST.md,
  // "The scrubber while playing"). A seek, a pause or the reader's own move is written at once.
  const paced = typeof requestAnimationFrame === 'function' ? textLater(write) : write;
  const unsubscribe = clock.subscribe((c) => (c.playing ? paced() : write()));
  return () => {
    unbindButton();
    unsubscribe();
  };
}

export interface Scrubber {
  readonly time: number;
  /** Set t (clamped to [0, duration]) and notify. */
  seek(t: number): void;
  /** Change the end of the time line, e.g. when the solution time changes. */
  setDuration(duration: number): void;
  play(): void;
  pause(): void;
}

export interface ScrubberOptions {
  duration: number;
  /** Called with the new time after every change. */
  onTime(t: number): void;
  /** Playback speed: scene seconds per real second. Default 1. */
  rate?: number;
  /** Format the time readout. */
  format?: (t: number) => string;
}

/**
 * A scrubber with its own looping clock, for a figure that needs only a time
 * (`onTime`) and not the clock itself. It never starts playing by itself.
 */
export function createScrubber(root: HTMLElement, o: ScrubberOptions): Scrubber {
  const range = root.querySelector<HTMLInputElement>('input[type="range"]')!;
  const clock = createClock({
    duration: o.duration,
    time: Number(range.value) || 0,
    rate: o.rate,
    loop: true,
    element: root,
  });
  bindScrubber(root, clock, o.format);
  let last = clock.time;
  clock.subscribe((c) => {
    if (c.time === last) return;
    last = c.time;
    o.onTime(c.time);
  });
  return {
    get time() {
      return clock.time;
    },
    seek(t) {
      const before = clock.time;
      clock.seek(Number.isFinite(t) ? t : 0);
      // A seek to the same time still tells the figure (it may have changed what t means).
      if (clock.time === before) o.onTime(clock.time);
    },
    setDuration: (d) => clock.setDuration(Number.isFinite(d) && d > 0 ? d : 1),
    play: () => clock.play(),
    pause: () => clock.pause(),
  };
}
