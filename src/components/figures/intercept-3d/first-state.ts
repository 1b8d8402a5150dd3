/**
 * The first scene of chapter 12's 3D figure, shared by the figure, the
 * engine-angle table, the port tabs and the build's first cell outputs.
 * World axes z up (kit/scene/projection3d.ts); metres and metres per second.
 * A target to the front right, climbing gently while it crosses: the
 * intercept plane through S, T and T + V is tilted, so the view has depth.
 */
import { scene3DState, type Scene3DState } from '../../kit/shell/scene-state';

export const FIRST_SCENE_3D: Readonly<Scene3DState> = Object.freeze(
  scene3DState({ shooter: [0, 0, 1], target: [30, 12, 6], velocity: [-4, 7, 1.5], speed: 20 }),
);
