/**
 * The 3D intercept figure in words (kit/describe): the three points, the
 * answer of the library's `linearIntercept` in three dimensions with the
 * lead angle, and the sphere of the shot's reach at the scrubber's time.
 * Pure: the scene and the moment the view draws (the camera is not described:
 * it changes how the scene looks, not what it is).
 */
import { answerText } from '../../kit/describe/answer';
import { angleOf, metres, paragraph, point, seconds, speed } from '../../kit/describe/words';
import type { Moment, Scene, Solution } from './model';

export function describe({ s, sol, m }: { s: Scene; sol: Solution; m: Moment }): string {
  const climb = s.velocity[2] > 0 ? ', climbing' : s.velocity[2] < 0 ? ', descending' : ', level';
  const moving = sol.targetSpeed > 0 ? `moving at ${speed(sol.targetSpeed)}${climb}` : 'standing still';
  const lead =
    sol.lead !== null && sol.result.hit && sol.result.time > 0
      ? `The aim leads the line of sight to the target by ${angleOf(sol.lead)}; S, T and the impact lie in one plane, chapter 4’s triangle`
      : null;
  const now = m.closed
    ? 'the sphere of the shot’s reach touches the target: the hit'
    : m.gap > 0
      ? `the sphere of the shot’s reach is ${metres(m.gap)} short of the target`
      : `the sphere of the shot’s reach has passed the target by ${metres(-m.gap)}`;
  return paragraph(
    `In 3D, with z up: shooter S is at ${point(s.shooter)} and target T at ${point(s.target)}, ${moving}; the shot flies at ${speed(s.speed)}`,
    answerText(sol.result),
    lead,
    `At t = ${seconds(m.t)}, ${now}`,
  );
}
