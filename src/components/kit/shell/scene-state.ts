/**
 * The scenes figures publish through the figure-state protocol
 * (./figure-state.ts), as plain data: a plane scene (one shooter, one target,
 * a projectile speed) and a 3D one, with the check a reader of a 3D scene
 * makes. Apart from the protocol, so that a figure publishing neither (the
 * lead demo) loads none of it.
 */

/**
 * The scene of a figure with one shooter, one target and a projectile speed:
 * what chapters 4–6 publish (`intercept-figure`, `root-plot`, `edge-cases`).
 * Plain copies, keys always in this order, so the first publication equals
 * the build's state exactly. (Here, not in figures.ts, so that a figure's
 * bundle takes it without the lead-demo's model.)
 */
export interface SceneState {
  shooter: [number, number];
  target: [number, number];
  /** Target velocity (m/s). */
  velocity: [number, number];
  /** Projectile speed (m/s). */
  speed: number;
}

export function sceneState(s: {
  shooter: readonly number[];
  target: readonly number[];
  velocity: readonly number[];
  speed: number;
}): SceneState {
  return {
    shooter: [s.shooter[0], s.shooter[1]],
    target: [s.target[0], s.target[1]],
    velocity: [s.velocity[0], s.velocity[1]],
    speed: s.speed,
  };
}

/**
 * The scene of chapter 12's 3D figure (`intercept-3d`), which the engine-angle
 * table, the port tabs and the chapter's live cells read. World axes as in
 * kit/scene/projection3d.ts: x and y on the ground, z up (the engine table converts
 * to each engine's axes). Plain copies, keys always in this order.
 */
export interface Scene3DState {
  shooter: [number, number, number];
  target: [number, number, number];
  /** Target velocity (m/s). */
  velocity: [number, number, number];
  /** Projectile speed (m/s). */
  speed: number;
}

export function scene3DState(s: {
  shooter: readonly number[];
  target: readonly number[];
  velocity: readonly number[];
  speed: number;
}): Scene3DState {
  return {
    shooter: [s.shooter[0], s.shooter[1], s.shooter[2]],
    target: [s.target[0], s.target[1], s.target[2]],
    velocity: [s.velocity[0], s.velocity[1], s.velocity[2]],
    speed: s.speed,
  };
}

/**
 * A published `intercept-3d` state read back with its shape checked (three
 * numbers per vector, a number for the speed), as a fresh Scene3DState; null
 * when the shape is wrong. The numbers themselves (NaN, a negative speed) are
 * left to the library, which says what is wrong with them.
 */
export function asScene3DState(state: unknown): Scene3DState | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Record<string, unknown>;
  const vec = (v: unknown) => Array.isArray(v) && v.length === 3 && v.every((x) => typeof x === 'number');
  if (!vec(s.shooter) || !vec(s.target) || !vec(s.velocity) || typeof s.speed !== 'number') return null;
  return scene3DState(s as unknown as Scene3DState);
}

/**
 * What is wrong with a 3D scene's numbers, in words that never print the bad
 * value (no "NaN" on screen); null when the library can solve it.
 */
export function scene3DProblem(scene: Scene3DState): string | null {
  const named: [string, readonly number[]][] = [
    ["The shooter's position", scene.shooter],
    ["The target's position", scene.target],
    ["The target's velocity", scene.velocity],
  ];
  for (const [name, v] of named)
    if (!v.every(Number.isFinite)) return `${name} has a coordinate that is not a finite number.`;
  if (!Number.isFinite(scene.speed) || scene.speed < 0)
    return 'The projectile speed must be a finite number, 0 or more.';
  return null;
}
