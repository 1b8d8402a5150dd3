/**
 * Figures wake when the reader comes to them. Every figure's first state is
 * in the HTML (rendered at build time), so its script (the element, the kit
 * parts it uses and the library) is needed only once the reader can see or
 * reach it: when the figure enters the viewport, or when the pointer or the
 * focus comes to it first (a Tab to a handle, a link to a figure). A page
 * whose figures are below the fold loads none of their code before the reader
 * scrolls, and a figure that is never reached costs nothing.
 *
 * Until its script has run, a figure carries `data-boot="near"` (the tests'
 * "every widget ready" waits for it to go). `bootFigures()` wakes every
 * figure on the page at once: the notebook does, because its cells read the
 * figures' states, and so does the `BOOT_ALL_EVENT` on `document`.
 */

/** Dispatched on `document`, wakes every figure of the page (what `bootFigures` does). */
export const BOOT_ALL_EVENT = 'kit:boot-all';

const pending = new Set<() => Promise<void>>();
let listening = false;

/** Each figure's describe module (its describe.ts), as its page's script gave it to `bootWhenNear`. */
const describers = new Map<string, () => Promise<unknown>>();

/**
 * The import of figure `tag`'s describe module, for its element's `bindDescribe`. The import is written in the
 * figure's page script (`bootWhenNear`'s `describe`), beside its element's, not in the element: the bundler then
 * puts what the two share (the figure's model) in a chunk of its own instead of making the element's chunk export
 * it, which cost every figure page a module runtime (429 B gzip).
 */
export function describeModule<M>(tag: string): () => Promise<M> {
  return () => (describers.get(tag)?.() ?? Promise.reject(new Error(`no describe module for ${tag}`))) as Promise<M>;
}

/**
 * Define `tag` with `load` (an `import()` of its element module) when one of
 * the page's `tag` elements nears the viewport or the reader's pointer or
 * focus. Nothing happens when the page has no such element or it is already
 * defined.
 */
export function bootWhenNear(tag: string, load: () => Promise<unknown>, describe?: () => Promise<unknown>): void {
  if (describe) describers.set(tag, describe);
  if (typeof document === 'undefined' || customElements.get(tag)) return;
  const figures = Array.from(document.querySelectorAll<HTMLElement>(tag));
  if (figures.length === 0) return;
  let loading: Promise<void> | null = null;
  let seen: IntersectionObserver | null = null;
  const intents = ['pointerover', 'focusin', 'touchstart'] as const;
  const wake = (): Promise<void> => {
    loading ??= load()
      .then(() => customElements.whenDefined(tag))
      .then(() => {
        for (const figure of figures) {
          delete figure.dataset.boot;
          for (const type of intents) figure.removeEventListener(type, onIntent);
        }
      })
      .catch((error: unknown) => {
        // A failed fetch (offline, a new deploy): the build's first state stays, and the next intent tries again.
        loading = null;
        throw error;
      })
      .finally(() => {
        if (customElements.get(tag)) {
          seen?.disconnect();
          pending.delete(wake);
        }
      });
    return loading;
  };
  function onIntent(): void {
    wake().catch(() => {});
  }
  for (const figure of figures) {
    figure.dataset.boot = 'near';
    for (const type of intents) figure.addEventListener(type, onIntent, { passive: true });
  }
  if (typeof IntersectionObserver !== 'undefined') {
    seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onIntent();
    });
    for (const figure of figures) seen.observe(figure);
  } else {
    onIntent();
  }
  pending.add(wake);
  if (!listening) {
    listening = true;
    document.addEventListener(BOOT_ALL_EVENT, () => void bootFigures().catch(() => {}));
  }
}

/** Wake every figure on the page; resolves when all of them are defined. */
export function bootFigures(): Promise<void> {
  return Promise.all(Array.from(pending, (wake) => wake())).then(() => undefined);
}
