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

/**
 * The scene of a figure with one shooter, one target and a projectile speed:
 * what chapters 4–6 publish (`intercept-figure`, `root-plot`, `edge-cases`).
 * Plain copies, keys always in this order, so the first publication equals
 * the build's state exactly. (Here, not in figures.ts, so that a figure's
 * bundle takes it without the lead-demo's model.)
 */
export interface SceneState {
  shooter: [number, number];
  target: [number, number];
  /** Target velocity (m/s). */
  velocity: [number, number];
  /** Projectile speed (m/s). */
  speed: number;
}

export function sceneState(s: {
  shooter: readonly number[];
  target: readonly number[];
  velocity: readonly number[];
  speed: number;
}): SceneState {
  return {
    shooter: [s.shooter[0], s.shooter[1]],
    target: [s.target[0], s.target[1]],
    velocity: [s.velocity[0], s.velocity[1]],
    speed: s.speed,
  };
}
