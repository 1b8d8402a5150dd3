/**
 * The page-level protocol between figures and reactive cells.
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
  element.dataset.figure = name;
  document.dispatchEvent(new CustomEvent<FigureStateDetail>(FIGURE_EVENT, { detail: { name, state } }));
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
