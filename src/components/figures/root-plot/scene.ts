/** The root-plot figure's link (kit/links/scene-link.ts): T, V and the speed slider (the shooter stays at the origin). */
import { type SceneSchema, type SceneState } from '../../kit/links/scene-link';
import { framePoint, frameVector } from '../../kit/links/scene-fields';
import { FRAME, SPEED, VELOCITY_SECONDS, type State } from './model';

export const SCENE = {
  figure: 'root-plot',
  version: 1,
  fields: {
    target: framePoint(FRAME, 'the target T (m)'),
    velocity: frameVector(FRAME, 'the target velocity V (m/s)', VELOCITY_SECONDS),
    speed: { type: 'number', min: SPEED.min, max: SPEED.max, integer: true, about: 'the projectile speed s (m/s)' },
  },
} as const satisfies SceneSchema;
export type Scene = SceneState<typeof SCENE>;

export const sceneOf = (s: State): Scene => ({ target: [...s.target], velocity: [...s.velocity], speed: s.speed });
export const stateOf = (v: Scene): State => ({
  target: [v.target[0], v.target[1]],
  velocity: [v.velocity[0], v.velocity[1]],
  speed: v.speed,
});
