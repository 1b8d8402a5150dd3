/**
 * The Describe control's behaviour, loaded on the reader's first approach to
 * the figure (./describe.ts): the description is computed and written once
 * the reader's input has rested (`afterRest`), never on every drag frame;
 * the paragraph is a polite live region only while the control is open, and
 * opening it announces the current description.
 */
import { afterRest } from '../time/rest';

/** How long the input rests before the description is rewritten (ms). */
export const DESCRIBE_REST_MS = 400;

export interface LiveDescriber<S> {
  /** The figure now shows `state`: describe it once the input has rested. */
  update(state: S): void;
}

export function liveDescribe<S>(
  box: HTMLDetailsElement,
  text: HTMLElement,
  describe: (state: S) => string,
): LiveDescriber<S> {
  let last: S | undefined;
  let has = false;
  const now = () => (has ? describe(last as S) : (text.textContent ?? ''));
  const write = () => {
    const next = now();
    if (text.textContent !== next) text.textContent = next;
  };
  const later = afterRest<void>(DESCRIBE_REST_MS, write);
  const opened = () => {
    text.setAttribute('aria-live', box.open ? 'polite' : 'off');
    if (!box.open) return;
    // Opening asks for the description: an emptied live region filled in the next frame is announced.
    later.cancel();
    const said = now();
    text.textContent = '';
    requestAnimationFrame(() => (text.textContent = said));
  };
  box.addEventListener('toggle', opened);
  // Opened before this module had loaded (the click that loaded it): as if it opened now.
  if (box.open) opened();
  return {
    update(state) {
      last = state;
      has = true;
      later();
    },
  };
}
