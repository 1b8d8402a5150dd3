/** The intercept figure's link (kit/links/scene-link.ts): S, T, V, the speed and the scrubber's time. */
import { type SceneSchema, type SceneState } from '../../kit/links/scene-link';
import { clockField, ruleNumber, shotFields } from '../../kit/links/scene-fields';
import { sameNames } from '../../kit/links/same-names';
import { FRAME, SPEED_RULE, VELOCITY_SECONDS, type State } from './model';

export const SCENE = {
  figure: 'intercept-figure',
  version: 1,
  fields: {
    ...shotFields(FRAME, VELOCITY_SECONDS),
    speed: ruleNumber(SPEED_RULE, 'the projectile speed s (m/s)'),
    time: clockField,
  },
} as const satisfies SceneSchema;
export type Scene = SceneState<typeof SCENE>;

// The state holds the scene's fields by their names, the clock the time (kit/links/same-names.ts).
const codec = sameNames(SCENE);
export const sceneOf = (s: State, time: number): Scene => codec.sceneOf(s, time);
export const stateOf = (v: Scene): State => codec.stateOf(v) as State;
