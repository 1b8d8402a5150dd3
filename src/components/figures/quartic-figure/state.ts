/**
 * What <quartic-figure> shows a live cell (`figure('quartic-figure')`): its
 * scene as plain, cloneable data, keys always in this order, so the first
 * publication equals the build's state exactly (kit/shell/figure-state.ts).
 * Kept apart from the model so that the notebook can import it alone.
 */
export interface QuarticState {
  shooter: [number, number];
  target: [number, number];
  /** Target velocity V (m/s). */
  velocity: [number, number];
  /** Target acceleration A (m/s²). */
  acceleration: [number, number];
  /** Projectile speeds s₁, s₂, s₃ (m/s). */
  speeds: [number, number, number];
  /** Gravity g (m/s²), pulling along −y. */
  gravity: number;
}

export function quarticState(s: {
  shooter: readonly number[];
  target: readonly number[];
  velocity: readonly number[];
  acceleration: readonly number[];
  speeds: readonly number[];
  gravity: number;
}): QuarticState {
  return {
    shooter: [s.shooter[0], s.shooter[1]],
    target: [s.target[0], s.target[1]],
    velocity: [s.velocity[0], s.velocity[1]],
    acceleration: [s.acceleration[0], s.acceleration[1]],
    speeds: [s.speeds[0], s.speeds[1], s.speeds[2]],
    gravity: s.gravity,
  };
}

/**
 * The figure's first scene (model.ts `INITIAL` is this object): kept here so
 * that the notebook reads it without loading the model and the solver.
 */
export const FIRST_SCENE: QuarticState = {
  shooter: [-25, -32],
  target: [15, -10],
  velocity: [-4, 5],
  acceleration: [0, 0],
  speeds: [32, 36, 42],
  gravity: 9.81,
};
