/**
 * The engine-angle table's model: the 3D figure's scene solved by the library
 * (constant velocity, no gravity: `linearIntercept`), and its aim as each
 * engine convention reports it (`aimToEngineAngles`, src/lib/engine/engine-angles.ts).
 * Pure: the build renders the first scene with it, the element every new one.
 */
import {
  ENGINE_AXES,
  ENGINE_CONVENTIONS,
  aimToEngineAngles,
  bookPointToEngine,
  bookToEngine,
  type EngineAngles,
  type EngineConvention,
  type Vec3,
} from '../../../lib';
import { solveScene3D } from '../../figures/intercept-3d/solve';
import type { Scene3DState } from '../../kit/shell/scene-state';

export interface EngineRow extends EngineAngles {
  /** The unit aim in the engine's axes. */
  aim: Vec3;
  /** The lead point (where the shot meets the target) in the engine's coordinates and units. */
  lead: Vec3;
  /** The shooter in the engine's coordinates and units. */
  shooter: Vec3;
}

export type EngineModel =
  | { hit: true; time: number; aim: Vec3; impact: Vec3; rows: Record<EngineConvention, EngineRow> }
  | { hit: false; message: string };

export function engineModel(scene: Scene3DState): EngineModel {
  const solved = solveScene3D(scene);
  if (!solved.ok) return { hit: false, message: `The scene cannot be solved. ${solved.problem}` };
  const r = solved.result;
  if (!r.hit) return { hit: false, message: `No hit, so there is nothing to aim at. ${r.message}` };
  const aim = [r.aim[0], r.aim[1], r.aim[2]] as Vec3;
  const impact = [r.impact[0], r.impact[1], r.impact[2]] as Vec3;
  const rows = {} as Record<EngineConvention, EngineRow>;
  for (const c of ENGINE_CONVENTIONS) {
    rows[c] = {
      ...aimToEngineAngles(c, aim),
      aim: bookToEngine(c, aim),
      lead: bookPointToEngine(c, impact),
      shooter: bookPointToEngine(c, scene.shooter),
    };
  }
  return { hit: true, time: r.time, aim, impact, rows };
}

/** Length unit of a convention's coordinates. */
export function unitOf(c: EngineConvention): string {
  return ENGINE_AXES[c].unitsPerMetre === 100 ? 'cm' : 'm';
}
