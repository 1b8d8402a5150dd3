/** The integrator figure's link (kit/links/scene-link.ts): S, T, V, s, g, the frame rate and the two toggles. */
import { type SceneSchema, type SceneState } from '../../kit/links/scene-link';
import { ruleNumber, shotFields } from '../../kit/links/scene-fields';
import { sameNames } from '../../kit/links/same-names';
import { FRAME, GRAVITY_RULE, RATE_RULE, SPEED_RULE, VELOCITY_SECONDS, type State } from './model';

export const SCENE = {
  figure: 'integrator-figure',
  version: 1,
  fields: {
    ...shotFields(FRAME, VELOCITY_SECONDS),
    speed: ruleNumber(SPEED_RULE, 'the projectile speed s (m/s)'),
    gravity: ruleNumber(GRAVITY_RULE, 'gravity g (m/s²)'),
    rate: ruleNumber(RATE_RULE, 'the frame rate (Hz)'),
    compensated: { type: 'boolean', about: 'aim with the compensated intercept' },
    falling: { type: 'boolean', about: 'the target falls too' },
  },
} as const satisfies SceneSchema;
export type Scene = SceneState<typeof SCENE>;

// The state holds the scene's fields by their names (kit/links/same-names.ts).
const codec = sameNames(SCENE);
export const sceneOf = (s: State): Scene => codec.sceneOf(s);
export const stateOf = (v: Scene): State => codec.stateOf(v) as State;
