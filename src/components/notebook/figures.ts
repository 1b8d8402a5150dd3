/**
 * What a figure shows a reactive cell: `figure('lead-demo')` in a cell returns
 * the figure's last published state. Pure: the figure's element publishes it
 * (protocol.ts), and the build uses the figure's first state for the cell's
 * first output.
 */
import { DEFAULTS, SHOOTER, START_TIME, targetAt, targetVelocity, type Params } from '../lead-demo/model';
import type { Vec2 } from '../../lib';
import { sceneState } from './protocol';
import { FIRST_SCENE as QUARTIC_FIRST, quarticState } from '../quartic-figure/state';

export { sceneState, type SceneState } from './protocol';

export interface LeadDemoState {
  mode: Params['mode'];
  /** Projectile speed (m/s). */
  speed: number;
  /** Target speed (m/s). */
  targetSpeed: number;
  shooter: Vec2;
  /** The target's position when the state was published (m). */
  target: Vec2;
  targetVelocity: Vec2;
  /** Scene time of the snapshot (s). */
  time: number;
  shots: number;
  hits: number;
}

export function leadDemoState(params: Params, t: number, score = { shots: 0, hits: 0 }): LeadDemoState {
  return {
    mode: params.mode,
    speed: params.speed,
    targetSpeed: params.targetSpeed,
    shooter: [SHOOTER[0], SHOOTER[1]],
    target: targetAt(params, t) as Vec2,
    targetVelocity: targetVelocity(params),
    time: t,
    shots: score.shots,
    hits: score.hits,
  };
}

/** Each figure's state as the page first shows it (used for a live cell's build-time output). */
export const FIRST_STATES: Record<string, () => unknown> = {
  'lead-demo': () => leadDemoState(DEFAULTS, START_TIME),
  // The next three are their models' INITIAL scenes, written out so that importing this module (the
  // lead-demo does) does not pull three more figures' models into a page; tests/browser/chapter-cells.spec.ts
  // checks that they still match.
  'intercept-figure': () => sceneState({ shooter: [15, 10], target: [20, 52], velocity: [15, -4], speed: 20 }),
  'root-plot': () => sceneState({ shooter: [0, 0], target: [70, 20], velocity: [-6, -8], speed: 20 }),
  'edge-cases': () => sceneState({ shooter: [0, 0], target: [100, 0], velocity: [-20, 5], speed: 10 }),
  // Chapter 7's figure publishes what `ballisticArcs` takes (gravity-figure/model.ts `figureState` of INITIAL).
  'gravity-figure': () => ({ shooter: [10, 8], target: [80, 20], speed: 30, gravity: [0, -9.81] }),
  // Chapter 8's figure publishes `quarticState` of its scene: its first scene, read from the figure (state.ts).
  'quartic-figure': () => quarticState(QUARTIC_FIRST),
};
