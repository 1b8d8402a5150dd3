/**
 * The scene most figures draw, as their state's common fields: a shooter S,
 * a target T moving at V, and a projectile speed s (metres, seconds). A
 * figure's `State` extends it with its own fields. And the field it is drawn
 * on (`shotField`): its frame, the margin that keeps dragged handles in, and
 * how long V's arrow is.
 */
import type { Vec2 } from '../../../lib';
import { makeFrame, type Frame } from './frame';

/** The field a shot is drawn on: FRAME, MARGIN and VELOCITY_SECONDS, as a figure's model exports them. */
export interface ShotField {
  /** The field, in metres: x to the right, y up. */
  FRAME: Frame;
  /** The margin that keeps dragged handles inside the field (m). */
  MARGIN: number;
  /** V's handle is drawn at T + V·VELOCITY_SECONDS (s). */
  VELOCITY_SECONDS: number;
}

/** The field over `world` (metres), handles kept `margin` inside it, V's arrow `arrowSeconds` long. */
export function shotField(
  world: { xmin: number; xmax: number; ymin: number; ymax: number },
  { margin = 1, arrowSeconds = 1 }: { margin?: number; arrowSeconds?: number } = {},
): ShotField {
  return { FRAME: makeFrame(world), MARGIN: margin, VELOCITY_SECONDS: arrowSeconds };
}

export interface Shot {
  /** The shooter S (m). */
  shooter: Vec2;
  /** The target T at t = 0 (m). */
  target: Vec2;
  /** The target's velocity V (m/s). */
  velocity: Vec2;
  /** The projectile speed s (m/s). */
  speed: number;
}

/** A shot under gravity. */
export interface ShotUnderGravity extends Shot {
  /** Gravity g (m/s², straight down; 0 for none). */
  gravity: number;
}
