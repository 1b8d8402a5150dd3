/**
 * The gravity figure's first state, solved once for the build: the figure's
 * markup (GravityFigure.astro, through `firstFrame`), the chapter's prose
 * numbers (content/gravity.mdx) and the state it first publishes to live
 * cells and checkpoints (registry/figures.ts) all read this one object.
 * Build side only: the element starts from the same model constants
 * (`INITIAL`, `START_TIME`) and the same view, so its first draw equals it.
 */
import { INITIAL, START_TIME, figureState, momentAt, solve, type GravityFigureState } from './model';
import type { View } from './view';

const sol = solve(INITIAL);

/** The scene the page loads with: the model's first scene at the clock's first time, the equivalent view on. */
export const FIRST: Readonly<View> = { s: INITIAL, sol, m: momentAt(INITIAL, sol, START_TIME), equivalent: true };

/** What the figure first publishes (`figure('gravity-figure')` in a cell): its first scene's state. */
export function firstPublished(): GravityFigureState {
  return figureState(FIRST.s);
}
