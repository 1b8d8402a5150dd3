/**
 * The pursuit race's link (kit/links/scene-link.ts): k, the turn-rate limit, N,
 * the target, its seed, the drawn path's waypoints and the time on the
 * scrubber (the recorded race replayed to that moment). Not a chaser the
 * reader steered by hand: a link opens the race as the guidance laws fly it.
 * Waypoints that each fit the box but together go nowhere (all on the
 * target's start) are refused by the figure (`paramProblem`): the link then
 * gives the usual race and the note.
 */
import type { Vec2 } from '../../../lib';
import { type SceneSchema, type SceneState } from '../../kit/links/scene-link';
import { ruleNumber } from '../../kit/links/scene-fields';
import {
  DEFAULT_WAYPOINTS,
  GAIN_RULE,
  K_RULE,
  MAX_TIME,
  TARGET_KINDS,
  TURN_RULE,
  WAYPOINT_BOX,
  type Params,
  type TargetKind,
} from './model';

export const SCENE = {
  figure: 'pursuit-race',
  version: 1,
  fields: {
    k: ruleNumber(K_RULE, 'the speed ratio k'),
    turnLimit: ruleNumber(TURN_RULE, 'the turn-rate limit (°/s)'),
    gain: { type: 'number', ...GAIN_RULE, about: 'proportional navigation’s gain N (the slider’s steps)' },
    target: { type: 'enum', values: TARGET_KINDS.map((t) => t.kind), about: 'the target’s path' },
    seed: { type: 'number', integer: true, min: 1, max: 2 ** 31 - 1, about: 'the random-turns target’s seed' },
    waypoints: {
      type: 'points',
      min: [WAYPOINT_BOX.xmin, WAYPOINT_BOX.ymin],
      max: [WAYPOINT_BOX.xmax, WAYPOINT_BOX.ymax],
      minLength: DEFAULT_WAYPOINTS.length,
      maxLength: DEFAULT_WAYPOINTS.length,
      about: '“Your path”: its waypoints (m), one per handle',
    },
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
  waypoints: p.waypoints.map((w) => [w[0], w[1]]),
  time,
});
export const stateOf = (v: Scene): Params => ({
  k: v.k,
  turnLimit: v.turnLimit,
  gain: v.gain,
  target: v.target as TargetKind,
  seed: v.seed,
  waypoints: v.waypoints.map((w): Vec2 => [w[0], w[1]]),
});
