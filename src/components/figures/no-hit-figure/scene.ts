/** The no-hit figure's link (kit/links/scene-link.ts): S, T, V, s, g, the clamp and the clock's time. */
import { type SceneSchema, type SceneState } from '../../kit/links/scene-link';
import { clockField, ruleNumber, shotFields } from '../../kit/links/scene-fields';
import { sameNames } from '../../kit/links/same-names';
import { CLAMP_RULE, FRAME, GRAVITY_RULE, SPEED_RULE, VELOCITY_SECONDS, type State } from './model';

export const SCENE = {
  figure: 'no-hit-figure',
  version: 1,
  fields: {
    ...shotFields(FRAME, VELOCITY_SECONDS),
    // The box refuses 0 (allowZero: false): a link may not carry it either.
    speed: ruleNumber(SPEED_RULE, 'the launch speed s (m/s), > 0'),
    gravity: ruleNumber(GRAVITY_RULE, 'gravity g (m/s²)'),
    clamp: ruleNumber(CLAMP_RULE, 'the clamp τmax (s)'),
    time: clockField,
  },
} as const satisfies SceneSchema;
export type Scene = SceneState<typeof SCENE>;

// The state holds the scene's fields by their names, the clock the time (kit/links/same-names.ts).
const codec = sameNames(SCENE);
export const sceneOf = (s: State, time: number): Scene => codec.sceneOf(s, time);
export const stateOf = (v: Scene): State => codec.stateOf(v) as State;
