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

/**
 * The scene of chapter 12's 3D figure (`intercept-3d`), which the engine-angle
 * table, the port tabs and the chapter's live cells read. World axes as in
 * kit/projection3d.ts: x and y on the ground, z up (the engine table converts
 * to each engine's axes). Plain copies, keys always in this order.
 */
export interface Scene3DState {
  shooter: [number, number, number];
  target: [number, number, number];
  /** Target velocity (m/s). */
  velocity: [number, number, number];
  /** Projectile speed (m/s). */
  speed: number;
}

export function scene3DState(s: {
  shooter: readonly number[];
  target: readonly number[];
  velocity: readonly number[];
  speed: number;
}): Scene3DState {
  return {
    shooter: [s.shooter[0], s.shooter[1], s.shooter[2]],
    target: [s.target[0], s.target[1], s.target[2]],
    velocity: [s.velocity[0], s.velocity[1], s.velocity[2]],
    speed: s.speed,
  };
}
