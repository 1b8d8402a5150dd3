/**
 * A button that moves the clock to one moment of the scene (the hit, a
 * touch): a click pauses the clock and seeks it there. `to()` is that moment
 * now, or null while there is none the time line shows (no hit, or one past
 * its end): then the button is off. The figure's `.astro` renders it with
 * JumpButton.astro from the same moment, so the built button agrees.
 */
import type { Clock } from './clock';

/** The hit a time line shows: its time, or null when there is none or it lies past the line's end (`late`). */
export function shownHit(sol: { hitTime: number | null; late: boolean }): number | null {
  return sol.late ? null : sol.hitTime;
}

/** Wire `button` to `clock`; returns `update`, for the figure to call when the scene changes. */
export function bindJump(
  button: HTMLButtonElement,
  clock: Pick<Clock, 'pause' | 'seek'>,
  to: () => number | null,
): () => void {
  button.addEventListener('click', () => {
    const t = to();
    if (t === null) return;
    clock.pause();
    clock.seek(t);
  });
  return () => {
    const off = to() === null;
    if (button.disabled !== off) button.disabled = off;
  };
}
