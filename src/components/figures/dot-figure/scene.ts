/** The dot-product figure's link (kit/links/scene-link.ts): the tips of A and B. */
import { type SceneSchema, type SceneState } from '../../kit/links/scene-link';
import { framePoint } from '../../kit/links/scene-fields';
import { FRAME, type State } from './model';

export const SCENE = {
  figure: 'dot-figure',
  version: 1,
  fields: { a: framePoint(FRAME, 'the tip of A'), b: framePoint(FRAME, 'the tip of B') },
} as const satisfies SceneSchema;
export type Scene = SceneState<typeof SCENE>;

export const sceneOf = (s: State): Scene => ({ a: [...s.a], b: [...s.b] });
export const stateOf = (v: Scene): State => ({ a: [v.a[0], v.a[1]], b: [v.b[0], v.b[1]] });
