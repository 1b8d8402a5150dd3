/**
 * A time scrubber: a range input for t and a play/pause button. Playing
 * advances t in real time (looping at the end); dragging or arrow keys on the
 * range set t directly. It never starts playing by itself under
 * `prefers-reduced-motion`, and stops when off screen.
 */
import { setText } from './dom';
import { createLoop } from './loop';

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

/** Wire the markup rendered by TimeScrubber.astro. */
export function createScrubber(root: HTMLElement, o: ScrubberOptions): Scrubber {
  const range = root.querySelector<HTMLInputElement>('input[type="range"]')!;
  const button = root.querySelector<HTMLButtonElement>('[data-action="play"]')!;
  const out = root.querySelector<HTMLOutputElement>('[data-readout="time"]');
  const fmt = o.format ?? ((t: number) => `${t.toFixed(2)} s`);
  let duration = o.duration;
  let time = Number(range.value) || 0;

  const show = () => {
    range.value = String(time);
    range.setAttribute('aria-valuetext', fmt(time));
    if (out) setText(out, fmt(time));
  };
  const seek = (t: number) => {
    time = Math.min(Math.max(Number.isFinite(t) ? t : 0, 0), duration);
    show();
    o.onTime(time);
  };
  const loop = createLoop(root, (dt) => {
    const next = time + dt * (o.rate ?? 1);
    seek(next > duration ? 0 : next);
  });
  const setPlaying = (playing: boolean) => {
    if (playing) {
      if (time >= duration) seek(0);
      loop.start();
    } else loop.stop();
    button.textContent = playing ? 'Pause' : 'Play';
    button.setAttribute('aria-pressed', String(playing));
  };

  range.addEventListener('input', () => {
    setPlaying(false);
    seek(Number(range.value));
  });
  button.addEventListener('click', () => setPlaying(!loop.running));

  return {
    get time() {
      return time;
    },
    seek,
    setDuration(d: number) {
      duration = Number.isFinite(d) && d > 0 ? d : 1;
      range.max = String(duration);
      range.step = String(duration / 500);
      if (time > duration) seek(duration);
      else show();
    },
    play: () => setPlaying(true),
    pause: () => setPlaying(false),
  };
}
