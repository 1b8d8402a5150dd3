/** The intercept figure's link (kit/scene-link.ts): S, T, V, the speed and the scrubber's time. */
import { framePoint, frameVector, ruleNumber, type SceneSchema, type SceneState } from '../kit/scene-link';
import { FRAME, SPEED_RULE, VELOCITY_SECONDS, type State } from './model';

export const SCENE = {
  figure: 'intercept-figure',
  version: 1,
  fields: {
    shooter: framePoint(FRAME, 'the shooter S (m)'),
    target: framePoint(FRAME, 'the target T (m)'),
    velocity: frameVector(FRAME, 'the target velocity V (m/s)', VELOCITY_SECONDS),
    speed: ruleNumber(SPEED_RULE, 'the projectile speed s (m/s)'),
    time: { type: 'number', min: 0, max: 1e4, about: 'the time t on the scrubber (s; clamped to its time line)' },
  },
} as const satisfies SceneSchema;
export type Scene = SceneState<typeof SCENE>;

export const sceneOf = (s: State, time: number): Scene => ({
  shooter: [...s.shooter],
  target: [...s.target],
  velocity: [...s.velocity],
  speed: s.speed,
  time,
});
export const stateOf = (v: Scene): State => ({
  shooter: [v.shooter[0], v.shooter[1]],
  target: [v.target[0], v.target[1]],
  velocity: [v.velocity[0], v.velocity[1]],
  speed: v.speed,
});
