/**
 * The cells' first script on a chapter page (under 1 KB): the cell element
 * with its notebook, renderer and worker client (cell.ts, ~8 KB gzip) loads
 * only when the reader may use it:
 * - the pointer or the focus comes to a cell, or a cell nears the viewport
 *   (where cell.ts would start warming the worker anyway);
 * - a figure that a cell reads announces a state other than the one the build
 *   ran the cell with (the first announcement of each figure repeats it).
 * Until then the build's code and output are the whole cell. A click that
 * lands before the script has loaded is replayed once it has, and the figure
 * changes seen meanwhile are handed to the notebook.
 */
import { bootFigures } from '../kit/shell/boot';
import { FIGURE_EVENT, type FigureStateDetail } from '../kit/shell/figure-state';
import { figuresRead, seenStates } from './seen';

let loading: Promise<void> | null = null;
const missed = new Map<string, FigureStateDetail>();

function load(): Promise<void> {
  // The cells read the figures' states: wake the figures too (kit/shell/boot.ts), so each has published its state
  // before the notebook starts.
  // The notebook comes with the cell element (cell.ts hands on its pageNotebook): one import, not two.
  loading ??= Promise.all([import('./cell'), bootFigures().catch(() => {})]).then(([{ pageNotebook }]) => {
    const notebook = pageNotebook();
    for (const detail of missed.values()) notebook.figureChanged(detail);
    missed.clear();
    document.removeEventListener(FIGURE_EVENT, onFigure);
  });
  return loading;
}

function cells(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('nb-cell'));
}

function onFigure(e: Event): void {
  const detail = (e as CustomEvent<FigureStateDetail>).detail;
  if (!detail || typeof detail.name !== 'string') return;
  const readers = cells().filter((c) => figuresRead(c).includes(detail.name));
  if (readers.length === 0) return;
  const json = JSON.stringify(detail.state);
  const built = readers.flatMap((c) => seenStates(c)).filter(([name]) => name === detail.name);
  if (built.length > 0 && built.every(([, seen]) => seen === json) && !missed.has(detail.name)) return;
  missed.set(detail.name, detail);
  void load();
}

function inCell(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('nb-cell') : null;
}

function boot(): void {
  const all = cells();
  if (all.length === 0 || customElements.get('nb-cell')) return;
  // Wired on first use (the tests' "every widget ready" reads this too).
  for (const cell of all) cell.dataset.boot = 'lazy';
  document.addEventListener(FIGURE_EVENT, onFigure);
  const near = (e: Event) => {
    if (inCell(e.target)) void load();
  };
  document.addEventListener('pointerover', near, { passive: true });
  document.addEventListener('focusin', near);
  // A press on Run, Edit… before cell.ts is there: replay it when it is.
  document.addEventListener(
    'click',
    (e) => {
      const button =
        e.target instanceof Element
          ? e.target.closest<HTMLElement>('nb-cell button, nb-cell [data-part="code"]')
          : null;
      if (!button || customElements.get('nb-cell')) return;
      e.preventDefault();
      e.stopPropagation();
      void load().then(() => button.click());
    },
    { capture: true },
  );
  // Shift+Enter pressed in a cell before cell.ts is there: the same key again once it is.
  document.addEventListener(
    'keydown',
    (e) => {
      const cell = inCell(e.target);
      if (!cell || customElements.get('nb-cell') || !(e.key === 'Enter' && e.shiftKey)) return;
      e.preventDefault();
      e.stopPropagation();
      const target = e.target as Element;
      void load().then(() =>
        target.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Enter', shiftKey: true, bubbles: true, cancelable: true }),
        ),
      );
    },
    { capture: true },
  );
  if ('IntersectionObserver' in window) {
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          seen.disconnect();
          void load();
        }
      },
      { rootMargin: '200px' },
    );
    for (const cell of all) seen.observe(cell);
  } else {
    void load();
  }
}

boot();

// "Open these cells in the playground" (TakeCells.astro): the cells are gathered on the click (take.ts).
document
  .querySelector('[data-action="open-playground"]')
  ?.addEventListener('click', () => void import('./take').then((m) => m.openInPlayground()));
