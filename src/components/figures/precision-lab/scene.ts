/** The precision lab's link (kit/links/scene-link.ts): the gap slider, in significant digits of d. */
import { type SceneSchema, type SceneState } from '../../kit/links/scene-link';
import { DIGITS } from './model';

export const SCENE = {
  figure: 'precision-lab',
  version: 1,
  fields: {
    digits: {
      type: 'number',
      min: DIGITS.min,
      max: DIGITS.max,
      about: 'the gap slider (digits; snapped to its 0.1 step)',
    },
  },
} as const satisfies SceneSchema;
export type Scene = SceneState<typeof SCENE>;
