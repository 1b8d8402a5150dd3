/**
 * The scene most figures draw, as their state's common fields: a shooter S,
 * a target T moving at V, and a projectile speed s (metres, seconds). A
 * figure's `State` extends it with its own fields. Types only.
 */
import type { Vec2 } from '../../../lib';

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
