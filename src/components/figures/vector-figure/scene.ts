/** The vector figure's link (kit/links/scene-link.ts): P1, P2, Δt, the steps taken and the P1 − P2 toggle. */
import { type SceneSchema, type SceneState } from '../../kit/links/scene-link';
import { framePoint, ruleNumber } from '../../kit/links/scene-fields';
import { DT_RULE, FRAME, MAX_STEPS, type State } from './model';

export const SCENE = {
  figure: 'vector-figure',
  version: 1,
  fields: {
    p1: framePoint(FRAME, 'P1, the first position'),
    p2: framePoint(FRAME, 'P2, the second position'),
    dt: ruleNumber(DT_RULE, 'Δt, the time step (s)'),
    steps: { type: 'number', integer: true, min: 0, max: MAX_STEPS, about: 'steps taken (the dot at the last)' },
    mistake: { type: 'boolean', about: 'also draw P1 − P2' },
  },
} as const satisfies SceneSchema;
export type Scene = SceneState<typeof SCENE>;

export const sceneOf = (s: State): Scene => ({
  p1: [...s.p1],
  p2: [...s.p2],
  dt: s.dt,
  steps: s.steps,
  mistake: s.mistake,
});
/** The dot stands at the end of the steps taken: a link shows where the steps arrived, not a run under way. */
export const stateOf = (v: Scene): State => ({
  p1: [v.p1[0], v.p1[1]],
  p2: [v.p2[0], v.p2[1]],
  dt: v.dt,
  steps: v.steps,
  clock: v.steps,
  mistake: v.mistake,
});
