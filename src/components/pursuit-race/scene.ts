/**
 * The pursuit race's link (kit/scene-link.ts): k, the turn-rate limit, N,
 * the target and its seed, and the time on the scrubber (the recorded race
 * replayed to that moment). Not a chaser the reader steered by hand: a link
 * opens the race as the guidance laws fly it.
 */
import { type SceneSchema, type SceneState } from '../kit/scene-link';
import { GAIN_RULE, K_RULE, MAX_TIME, TARGET_KINDS, TURN_RULE, type Params, type TargetKind } from './model';

export const SCENE = {
  figure: 'pursuit-race',
  version: 1,
  fields: {
    k: { type: 'number', min: K_RULE.min, max: K_RULE.max, about: 'the speed ratio k' },
    turnLimit: { type: 'number', min: TURN_RULE.min, max: TURN_RULE.max, about: 'the turn-rate limit (°/s)' },
    gain: { type: 'number', ...GAIN_RULE, about: 'proportional navigation’s gain N' },
    target: { type: 'enum', values: TARGET_KINDS.map((t) => t.kind), about: 'the target’s path' },
    seed: { type: 'number', integer: true, min: 1, max: 2 ** 31 - 1, about: 'the random-turns target’s seed' },
    time: { type: 'number', min: 0, max: MAX_TIME, about: 'the race’s time t (s; clamped to its end)' },
  },
} as const satisfies SceneSchema;
export type Scene = SceneState<typeof SCENE>;

export const sceneOf = (p: Params, time: number): Scene => ({
  k: p.k,
  turnLimit: p.turnLimit,
  gain: p.gain,
  target: p.target,
  seed: p.seed,
  time,
});
export const stateOf = (v: Scene): Params => ({
  k: v.k,
  turnLimit: v.turnLimit,
  gain: v.gain,
  target: v.target as TargetKind,
  seed: v.seed,
});
