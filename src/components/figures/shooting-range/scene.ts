/**
 * The shooting range's link (kit/links/scene-link.ts): the course (seed, turning),
 * the gun, the armed speed and the reticles shown. Not the moment or the
 * shots: the range runs, and a link opens the course at its start.
 */
import { type SceneSchema, type SceneState } from '../../kit/links/scene-link';
import { framePoint } from '../../kit/links/scene-fields';
import { GUN_AREA, SPEEDS } from './model';
import type { RangeView } from './view';

export const SCENE = {
  figure: 'shooting-range',
  version: 1,
  fields: {
    seed: { type: 'number', integer: true, min: 1, max: 2 ** 31 - 1, about: 'the course’s seed' },
    turning: { type: 'boolean', about: 'the target turns' },
    gun: framePoint(GUN_AREA, 'the gun (m; placed to its 0.1 m grid)'),
    armed: { type: 'number', integer: true, min: 0, max: SPEEDS.length - 1, about: 'the armed speed (its index)' },
    showAll: { type: 'boolean', about: 'show every speed’s reticle' },
  },
} as const satisfies SceneSchema;
export type Scene = SceneState<typeof SCENE>;

export const sceneOf = (v: RangeView): Scene => ({
  seed: v.game.seed,
  turning: v.game.turning,
  gun: [...v.gun],
  armed: v.armed,
  showAll: v.showAll,
});
