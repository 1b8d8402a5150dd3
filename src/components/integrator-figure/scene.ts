/** The integrator figure's link (kit/scene-link.ts): S, T, V, s, g, the frame rate and the two toggles. */
import { framePoint, frameVector, ruleNumber, type SceneSchema, type SceneState } from '../kit/scene-link';
import { FRAME, GRAVITY_RULE, RATE_RULE, SPEED_RULE, VELOCITY_SECONDS, type State } from './model';

export const SCENE = {
  figure: 'integrator-figure',
  version: 1,
  fields: {
    shooter: framePoint(FRAME, 'the shooter S (m)'),
    target: framePoint(FRAME, 'the target T (m)'),
    velocity: frameVector(FRAME, 'the target velocity V (m/s)', VELOCITY_SECONDS),
    speed: ruleNumber(SPEED_RULE, 'the projectile speed s (m/s)'),
    gravity: ruleNumber(GRAVITY_RULE, 'gravity g (m/s²)'),
    rate: ruleNumber(RATE_RULE, 'the frame rate (Hz)'),
    compensated: { type: 'boolean', about: 'aim with the compensated intercept' },
    falling: { type: 'boolean', about: 'the target falls too' },
  },
} as const satisfies SceneSchema;
export type Scene = SceneState<typeof SCENE>;

export const sceneOf = (s: State): Scene => ({
  shooter: [...s.shooter],
  target: [...s.target],
  velocity: [...s.velocity],
  speed: s.speed,
  gravity: s.gravity,
  rate: s.rate,
  compensated: s.compensated,
  falling: s.falling,
});
export const stateOf = (v: Scene): State => ({
  shooter: [v.shooter[0], v.shooter[1]],
  target: [v.target[0], v.target[1]],
  velocity: [v.velocity[0], v.velocity[1]],
  speed: v.speed,
  gravity: v.gravity,
  rate: v.rate,
  compensated: v.compensated,
  falling: v.falling,
});
