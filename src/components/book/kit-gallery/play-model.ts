/** The play/pause gallery entry's scene: a dot crossing a track, a pure function of time. */
export const PLAY_DURATION = 4;

/** Where the dot is at time t (s): from x = 4 at t = 0 to x = 96 at the end, clamped. */
export function playDotAt(t: number): { x: number } {
  const u = Number.isFinite(t) ? Math.min(Math.max(t / PLAY_DURATION, 0), 1) : 0;
  return { x: Math.round((4 + 92 * u) * 100) / 100 };
}
