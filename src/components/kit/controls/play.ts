/**
 * One play/pause control for everything that moves: a button (PlayButton.astro)
 * wired to a clock (clock.ts). A click toggles the clock; the button's text
 * ("Play"/"Pause") and `aria-pressed` follow the clock whoever starts or stops
 * it (the button, a scrubber, a key, the end of the time line).
 *
 * The clock never starts by itself. A figure that opens moving (the range, the
 * Introduction's demo) asks `autoplay(clock)`, which plays only when the reader
 * has not asked the system for reduced motion.
 */
import type { Clock, ClockState } from '../time/clock';
import { setIfChanged, setText } from '../shell/dom';
import { prefersReducedMotion } from '../time/loop';

/** What the button shows for a clock state: its text and its `aria-pressed`. */
export function playButtonView(s: Pick<ClockState, 'playing'>): { text: string; pressed: 'true' | 'false' } {
  return s.playing ? { text: 'Pause', pressed: 'true' } : { text: 'Play', pressed: 'false' };
}

/** Wire `button` to `clock`; returns the function that unbinds it. */
export function bindPlayButton(button: HTMLElement, clock: Clock): () => void {
  const click = () => clock.toggle();
  button.addEventListener('click', click);
  const unsubscribe = clock.subscribe((c) => {
    const view = playButtonView(c);
    setText(button, view.text);
    setIfChanged(button, 'aria-pressed', view.pressed);
  });
  return () => {
    button.removeEventListener('click', click);
    unsubscribe();
  };
}

/**
 * Start `clock` on load unless the reader prefers reduced motion (then the
 * figure holds still until Play). Returns whether it plays.
 */
export function autoplay(clock: Pick<Clock, 'play'>, reduced: boolean = prefersReducedMotion()): boolean {
  if (reduced) return false;
  clock.play();
  return true;
}
