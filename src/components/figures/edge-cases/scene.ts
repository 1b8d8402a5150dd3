/** The edge-cases figure's link (kit/links/scene-link.ts): S, T, V, the speed and the preset whose button is pressed. */
import { type SceneSchema, type SceneState } from '../../kit/links/scene-link';
import { copyPoints, ruleNumber, shotFields } from '../../kit/links/scene-fields';
import { FRAME, PRESETS, SPEED_RULE, type PresetId } from './model';
import type { EdgeState } from './view';

export const SCENE = {
  figure: 'edge-cases',
  version: 1,
  fields: {
    ...shotFields(FRAME),
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
  ...copyPoints(st.scene, 'shooter', 'target', 'velocity'),
  speed: st.scene.speed,
  preset: st.preset ?? 'none',
});
export const stateOf = (v: Scene): EdgeState => ({
  scene: {
    ...copyPoints(v, 'shooter', 'target', 'velocity'),
    speed: v.speed,
  },
  preset: v.preset === 'none' ? null : (v.preset as PresetId),
});
