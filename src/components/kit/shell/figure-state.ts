/**
 * The figures' state bus: the page-level protocol between figures and what
 * reads them (reactive cells, checkpoints, the engine table, the port tabs).
 * It lives in the kit, below both figures and the notebook, so that neither
 * imports the other to talk.
 *
 * A figure publishes its state (plain, structured-cloneable data) with
 * `publishFigureState(element, name, state)`: the state is kept on the element
 * (`element.figureState`, with `data-figure="<name>"`) and announced with a
 * `figure-state` CustomEvent on `document` whose detail is `{ name, state }`.
 * A live cell reads the latest states when it runs and re-runs (debounced)
 * when its figure announces a change. Figures publish on meaningful changes
 * (a parameter, a shot), never every animation frame.
 */
export const FIGURE_EVENT = 'figure-state';

export interface FigureStateDetail {
  name: string;
  state: unknown;
}

type Publisher = HTMLElement & { figureState?: unknown };

export function publishFigureState(element: HTMLElement, name: string, state: unknown): void {
  (element as Publisher).figureState = state;
  // Written only when new: a write, even of the same value, is a mutation every observer of the figure hears.
  if (element.dataset.figure !== name) element.dataset.figure = name;
  document.dispatchEvent(new CustomEvent<FigureStateDetail>(FIGURE_EVENT, { detail: { name, state } }));
}

/**
 * A publisher for a figure whose store also changes for reasons cells do not
 * read (an animation clock): it publishes `state` only when it differs from
 * the last one it published (compared as JSON), so a running animation
 * announces nothing.
 */
export function publishOnChange(element: HTMLElement, name: string): (state: unknown) => void {
  let last: string | null = null;
  return (state) => {
    const key = JSON.stringify(state);
    if (key === last) return;
    last = key;
    publishFigureState(element, name, state);
  };
}

/** The latest state of every figure on the page that has published one. */
export function figureStates(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  document.querySelectorAll<Publisher>('[data-figure]').forEach((el) => {
    const name = el.dataset.figure!;
    if (el.figureState !== undefined && !(name in out)) out[name] = el.figureState;
  });
  return out;
}

/**
 * Follow one figure's state: `callback` gets the latest published state now
 * (when the figure has published before this call) and on every later
 * publication. For a component that wakes after the figure (kit/shell/boot.ts) and
 * must not miss what the reader already did. Returns the unsubscribe.
 */
export function followFigureState(name: string, callback: (state: unknown) => void): () => void {
  const listener = (e: Event) => {
    const detail = (e as CustomEvent<FigureStateDetail>).detail;
    if (detail && detail.name === name) callback(detail.state);
  };
  document.addEventListener(FIGURE_EVENT, listener);
  const now = figureStates();
  if (name in now) callback(now[name]);
  return () => document.removeEventListener(FIGURE_EVENT, listener);
}
