/**
 * The quartic figure's link (kit/links/scene-link.ts): S, T, V, A, the three
 * speeds, g, the clock's time and the step-through (open, and its step).
 */
import { type SceneSchema, type SceneState } from '../../kit/links/scene-link';
import { clockField, copyPoints, ruleNumber, rulePoint, shotFields } from '../../kit/links/scene-fields';
import { ACCEL_RULE, FRAME, GRAVITY_RULE, SPEED_RULE, VELOCITY_SECONDS, type State } from './model';

export const SCENE = {
  figure: 'quartic-figure',
  version: 1,
  fields: {
    ...shotFields(FRAME, VELOCITY_SECONDS),
    acceleration: rulePoint(ACCEL_RULE('x'), 2, 'A (m/s²)'),
    speeds: rulePoint(SPEED_RULE(0), 3, 'the speeds s₁, s₂, s₃ (m/s)'),
    gravity: ruleNumber(GRAVITY_RULE, 'gravity g (m/s²)'),
    time: clockField,
    steps: { type: 'boolean', about: 'the step-through is open' },
    step: { type: 'number', integer: true, min: 0, max: 1e5, about: 'its step (clamped to the last)' },
  },
} as const satisfies SceneSchema;
export type Scene = SceneState<typeof SCENE>;

export const sceneOf = (s: State, time: number, steps: boolean, step: number): Scene => ({
  ...copyPoints(s, 'shooter', 'target', 'velocity', 'acceleration'),
  speeds: [...s.speeds],
  gravity: s.gravity,
  time,
  steps,
  step,
});
export const stateOf = (v: Scene): State => ({
  ...copyPoints(v, 'shooter', 'target', 'velocity', 'acceleration'),
  speeds: [v.speeds[0], v.speeds[1], v.speeds[2]],
  gravity: v.gravity,
});
