/** The gravity figure's link (kit/links/scene-link.ts): S, T, s, g, the clock's time and the equivalent-view switch. */
import { type SceneSchema, type SceneState } from '../../kit/links/scene-link';
import { clockField, copyPoints, placeFields, ruleNumber } from '../../kit/links/scene-fields';
import { FRAME, GRAVITY_RULE, SPEED_RULE, type State } from './model';

export const SCENE = {
  figure: 'gravity-figure',
  version: 1,
  fields: {
    ...placeFields(FRAME),
    speed: ruleNumber(SPEED_RULE, 'the launch speed s (m/s)'),
    gravity: ruleNumber(GRAVITY_RULE, 'gravity g (m/s²)'),
    time: clockField,
    equivalent: { type: 'boolean', about: 'the equivalent view (target falling, no gravity on the shot)' },
  },
} as const satisfies SceneSchema;
export type Scene = SceneState<typeof SCENE>;

export const sceneOf = (s: State, time: number, equivalent: boolean): Scene => ({
  ...copyPoints(s, 'shooter', 'target'),
  speed: s.speed,
  gravity: s.gravity,
  time,
  equivalent,
});
export const stateOf = (v: Scene): State => ({
  ...copyPoints(v, 'shooter', 'target'),
  speed: v.speed,
  gravity: v.gravity,
});
