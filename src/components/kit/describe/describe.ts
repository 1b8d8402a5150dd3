/**
 * The browser side of a figure's description (Describe.astro), as small as
 * it can be: what a figure's element imports. The figure hands every state
 * it draws to `update`; the code that describes it (the figure's own
 * `describe(state)`, the kit's words, and ./live.ts: writing once the input
 * rests, the live region while the control is open) loads only when the
 * reader comes to the figure (the pointer over it, the focus or a key in it,
 * the control opened) or when the figure changes without the reader (a
 * scene link, a restored input): its first state is in the HTML already. A
 * page's first load therefore carries none of it.
 *
 * A description states the figure's answers. Where a checkpoint covers the
 * figure's numbers until the reader answers, it covers the description with
 * them (book/checkpoint/veil.ts): marked the same way, hidden from screen
 * readers with the same note after it, and not the figure's accessible
 * description (`aria-describedby`) until they show.
 */
import type { LiveDescriber } from './live';

export interface Describer<S> {
  /**
   * The figure now shows `state`. The first call is the state the HTML was built with. A `quiet` change is one
   * the reader did not make (a demo playing by itself): it is described once the code has loaded, but does
   * not load it.
   */
  update(state: S, quiet?: boolean): void;
}

/** The reader coming to a figure: its description's code loads on the first of these. */
const APPROACH = ['pointerover', 'focusin', 'keydown'] as const;

/** A figure's describe module (its describe.ts): the words for one of its states. */
export interface DescribeModule<S> {
  describe(state: S): string;
}

/**
 * Bind the Describe control under `root` (`details[data-describe]`) to a figure's pure `describe(state)`, in the
 * module `load` imports (`() => import('./describe')`). A figure without the control gets a describer that does
 * nothing.
 */
export function bindDescribe<S>(root: HTMLElement, load: () => Promise<DescribeModule<S>>): Describer<S> {
  const box = root.querySelector<HTMLDetailsElement>('details[data-describe]');
  const text = box?.querySelector<HTMLElement>('[data-description]');
  if (!box || !text) return { update() {} };
  let live: LiveDescriber<S> | null = null;
  let last: { state: S } | null = null;
  let calls = 0;
  let loading = false;
  const wake = () => {
    if (loading) return;
    loading = true;
    for (const type of APPROACH) root.removeEventListener(type, wake, true);
    box.removeEventListener('toggle', wake);
    void Promise.all([import('./live'), load()]).then(([{ liveDescribe }, figure]) => {
      live = liveDescribe(box, text, (state: S) => figure.describe(state));
      if (last) live.update(last.state);
    });
  };
  for (const type of APPROACH) root.addEventListener(type, wake, { capture: true, passive: true });
  box.addEventListener('toggle', wake);
  return {
    update(state, quiet = false) {
      last = { state };
      calls++;
      if (live) live.update(state);
      else if (calls > 1 && !quiet) wake();
    },
  };
}
