/** The edge-cases figure's link (kit/scene-link.ts): S, T, V, the speed and the preset whose button is pressed. */
import { framePoint, frameVector, ruleNumber, type SceneSchema, type SceneState } from '../kit/scene-link';
import { FRAME, PRESETS, SPEED_RULE, type PresetId } from './model';
import type { EdgeState } from './view';

export const SCENE = {
  figure: 'edge-cases',
  version: 1,
  fields: {
    shooter: framePoint(FRAME, 'the shooter S (m)'),
    target: framePoint(FRAME, 'the target T (m)'),
    velocity: frameVector(FRAME, 'the target velocity V (m/s)'),
    speed: ruleNumber(SPEED_RULE, 'the projectile speed s (m/s)'),
    preset: {
      type: 'enum',
      values: ['none', ...PRESETS.map((p) => p.id)],
      about: 'the preset whose button shows pressed (none after an edit)',
    },
  },
} as const satisfies SceneSchema;
export type Scene = SceneState<typeof SCENE>;

export const sceneOf = (st: EdgeState): Scene => ({
  shooter: [...st.scene.shooter],
  target: [...st.scene.target],
  velocity: [...st.scene.velocity],
  speed: st.scene.speed,
  preset: st.preset ?? 'none',
});
export const stateOf = (v: Scene): EdgeState => ({
  scene: {
    shooter: [v.shooter[0], v.shooter[1]],
    target: [v.target[0], v.target[1]],
    velocity: [v.velocity[0], v.velocity[1]],
    speed: v.speed,
  },
  preset: v.preset === 'none' ? null : (v.preset as PresetId),
});
