/**
 * What the lead demo shows a reactive cell: `figure('lead-demo')` in a cell
 * returns the figure's last published state. Pure: the figure's element
 * publishes it (kit/shell/figure-state.ts), and the build uses the figure's first
 * state for the cell's first output (registry/figures.ts).
 */
import { SHOOTER, targetAt, targetVelocity, type Params } from './model';
import type { Vec2 } from '../../../lib';

export interface LeadDemoState {
  mode: Params['mode'];
  /** Projectile speed (m/s). */
  speed: number;
  /** Target speed (m/s). */
  targetSpeed: number;
  shooter: Vec2;
  /** The target's position when the state was published (m). */
  target: Vec2;
  targetVelocity: Vec2;
  /** Scene time of the snapshot (s). */
  time: number;
  shots: number;
  hits: number;
}

export function leadDemoState(params: Params, t: number, score = { shots: 0, hits: 0 }): LeadDemoState {
  return {
    mode: params.mode,
    speed: params.speed,
    targetSpeed: params.targetSpeed,
    shooter: [SHOOTER[0], SHOOTER[1]],
    target: targetAt(params, t) as Vec2,
    targetVelocity: targetVelocity(params),
    time: t,
    shots: score.shots,
    hits: score.hits,
  };
}
