/**
 * The lead demo's link (kit/links/scene-link.ts): aim or lead, and the two speeds.
 * Not the moment: the demo runs, and a link opens it at its start.
 */
import { type SceneSchema, type SceneState } from '../../kit/links/scene-link';
import { LIMITS, type Params } from './model';

export const SCENE = {
  figure: 'lead-demo',
  version: 1,
  fields: {
    mode: { type: 'enum', values: ['aim', 'lead'], about: 'aim at the target or lead it' },
    speed: { type: 'number', integer: true, ...LIMITS.speed, about: 'the projectile speed (m/s)' },
    targetSpeed: { type: 'number', integer: true, ...LIMITS.targetSpeed, about: 'the target speed (m/s)' },
  },
} as const satisfies SceneSchema;
export type Scene = SceneState<typeof SCENE>;

export const sceneOf = (p: Params): Scene => ({ mode: p.mode, speed: p.speed, targetSpeed: p.targetSpeed });
export const stateOf = (v: Scene): Params => ({
  mode: v.mode as Params['mode'],
  speed: v.speed,
  targetSpeed: v.targetSpeed,
});
