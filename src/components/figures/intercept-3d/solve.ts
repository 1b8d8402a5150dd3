/**
 * The 3D figure's published scene through the library, for what reads it (the
 * engine-angle table, the port tabs): the constant-velocity intercept, or in
 * words why the scene cannot be solved (never printing the bad value).
 */
import { linearIntercept, type LinearInterceptResult, type Vec3 } from '../../../lib';
import { scene3DProblem, type Scene3DState } from '../../kit/shell/scene-state';

export type SolvedScene3D = { ok: true; result: LinearInterceptResult<Vec3> } | { ok: false; problem: string };

export function solveScene3D(scene: Scene3DState): SolvedScene3D {
  const problem = scene3DProblem(scene);
  if (problem) return { ok: false, problem };
  try {
    const result = linearIntercept<Vec3>({
      shooter: scene.shooter,
      target: scene.target,
      targetVelocity: scene.velocity,
      speed: scene.speed,
    });
    return { ok: true, result };
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  }
}
