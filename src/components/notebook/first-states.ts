/**
 * Each figure's state as the page first shows it, for the build: a live cell's
 * first output is computed from it (Cell.astro). Read from the figures
 * themselves, their models' first scenes through the functions their elements
 * publish with, so the build's state and the first publication in the browser
 * are the same object (the cells' build outputs stay "fresh" until the reader
 * moves a figure). Build-side only: it imports every figure's model.
 */
import { DEFAULTS, START_TIME as DEMO_START } from '../lead-demo/model';
import { INITIAL as EDGE_INITIAL } from '../edge-cases/model';
import { INITIAL as GRAVITY_INITIAL, figureState as gravityState } from '../gravity-figure/model';
import { INITIAL as INTERCEPT_INITIAL } from '../intercept-figure/model';
import { FIRST_SCENE as QUARTIC_FIRST, quarticState } from '../quartic-figure/state';
import { INITIAL as ROOT_INITIAL, cellScene as rootScene } from '../root-plot/model';
import { INITIAL as INTEGRATOR_INITIAL, figureState as integratorState } from '../integrator-figure/model';
import { FIRST_SCENE_3D } from '../intercept-3d/first-state';
import { DEFAULTS as RACE_DEFAULTS, raceState } from '../pursuit-race/model';
import { INITIAL as NO_HIT_INITIAL, figureState as noHitState } from '../no-hit-figure/model';
import { INITIAL as VECTOR_INITIAL, figureState as vectorState } from '../vector-figure/model';
import { INITIAL as DOT_INITIAL, figureState as dotState } from '../dot-figure/model';
import { INITIAL as COSINES_INITIAL, figureState as cosinesState } from '../cosines-figure/model';
import { leadDemoState } from '../lead-demo/state';
import { scene3DState, sceneState } from '../kit/figure-state';

export const FIRST_STATES: Record<string, () => unknown> = {
  'lead-demo': () => leadDemoState(DEFAULTS, DEMO_START),
  'intercept-figure': () => sceneState(INTERCEPT_INITIAL),
  'root-plot': () => sceneState(rootScene(ROOT_INITIAL)),
  'edge-cases': () => sceneState(EDGE_INITIAL),
  'gravity-figure': () => gravityState(GRAVITY_INITIAL),
  'quartic-figure': () => quarticState(QUARTIC_FIRST),
  'intercept-3d': () => scene3DState(FIRST_SCENE_3D),
  'pursuit-race': () => raceState(RACE_DEFAULTS),
  'integrator-figure': () => integratorState(INTEGRATOR_INITIAL),
  'no-hit-figure': () => noHitState(NO_HIT_INITIAL),
  'vector-figure': () => vectorState(VECTOR_INITIAL),
  'dot-figure': () => dotState(DOT_INITIAL),
  'cosines-figure': () => cosinesState(COSINES_INITIAL),
};
