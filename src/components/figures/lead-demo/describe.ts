/**
 * The Introduction's demo in words (kit/describe): the turret and the
 * crossing target, what the barrel does in the chosen mode and what a shot
 * fired now would do (the model's exact `fire`, the library's lead), and the
 * score. While the demo plays, the target's place changes every frame: the
 * description then leaves it out, and says it once the reader pauses.
 */
import { angleOf, clause, metres, paragraph, point, seconds, speed } from '../../kit/describe/words';
import { HIT_RADIUS, SHOOTER, aimAt, fire, leadAngle, scoreText, targetAt, type Params } from './model';
import type { DemoView } from './view';

/** What aiming or leading does at scene time t, with a shot fired now. */
function modeText(p: Params, t: number): string {
  const shot = fire(p, t);
  const fate = shot.hit ? 'hits' : `misses by ${metres(Math.max(0, shot.distance - HIT_RADIUS))}`;
  if (p.mode === 'aim') {
    const lead = aimAt({ ...p, mode: 'lead' }, t).lead;
    const instead = lead
      ? ` Leading it by ${angleOf(leadAngle({ ...p, mode: 'lead' }, t))} would meet it after ${seconds(lead.time)}`
      : '';
    return `The barrel aims straight at the target, so a shot arrives where the target was: one fired now ${fate}.${instead}`;
  }
  const aim = aimAt(p, t);
  if (!aim.lead) return `The barrel leads the target, but ${clause(aim.problem ?? 'no lead hits.')}`;
  return `The barrel leads the target by ${angleOf(leadAngle(p, t))}: a shot fired now meets it at ${point(aim.lead.point)} after ${seconds(aim.lead.time)}, and ${fate}`;
}

/** While the demo plays, what each mode does, without the numbers of a moment that is gone in a frame. */
const PLAYING: Readonly<Record<Params['mode'], string>> = {
  aim: 'The barrel follows the target itself, so each shot arrives where the target was. Pause to hear where the target is and what a shot fired then would do',
  lead: 'The barrel leads the target, aiming at the point where shot and target meet. Pause to hear where the target is and where a shot fired then would meet it',
};

/** `playing`: the demo is running by itself (its moment is gone in a frame). */
export function describe({ params: p, game, playing = false }: DemoView & { playing?: boolean }): string {
  const target = targetAt(p, game.t);
  const run =
    p.targetSpeed > 0
      ? `a target crossing the field from left to right at ${speed(p.targetSpeed)}, ${metres(target[1] - SHOOTER[1], 0)} above it`
      : `a target standing ${metres(target[1] - SHOOTER[1], 0)} above it`;
  const score =
    game.score.shots > 0 ? `Score: ${scoreText(game.score)}; the last shot: ${game.result.toLowerCase()}` : null;
  return paragraph(
    `A turret at ${point(SHOOTER)} fires shots at ${speed(p.speed)} at ${run}`,
    !playing && `At t = ${seconds(game.t)} the target is at ${point(target)}`,
    playing ? PLAYING[p.mode] : modeText(p, game.t),
    score,
  );
}
