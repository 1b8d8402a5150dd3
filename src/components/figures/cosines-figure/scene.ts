/** The law-of-cosines figure's link (kit/links/scene-link.ts): the corners O, P and Q. */
import { type SceneSchema, type SceneState } from '../../kit/links/scene-link';
import { framePoint } from '../../kit/links/scene-fields';
import { FRAME, type State } from './model';

export const SCENE = {
  figure: 'cosines-figure',
  version: 1,
  fields: {
    o: framePoint(FRAME, 'O, the corner of the angle θ'),
    p: framePoint(FRAME, 'P (A = P − O)'),
    q: framePoint(FRAME, 'Q (B = Q − O)'),
  },
} as const satisfies SceneSchema;
export type Scene = SceneState<typeof SCENE>;

export const sceneOf = (s: State): Scene => ({ o: [...s.o], p: [...s.p], q: [...s.q] });
export const stateOf = (v: Scene): State => ({
  o: [v.o[0], v.o[1]],
  p: [v.p[0], v.p[1]],
  q: [v.q[0], v.q[1]],
});
