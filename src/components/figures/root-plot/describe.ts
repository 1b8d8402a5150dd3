/**
 * The root plot in words (kit/describe): the scene, the quadratic's case and
 * real roots (from the library's `linearIntercept` through `analyse`), which
 * root is the hit and why, so the chart and the scene are told together.
 * Pure: the state the figure draws.
 */
import { answerText } from '../../kit/describe/answer';
import { direction, list, paragraph, point, seconds, speed } from '../../kit/describe/words';
import { SHOOTER, analyse, type State } from './model';

export function describe(s: State): string {
  const an = analyse(s);
  const v = Math.hypot(s.velocity[0], s.velocity[1]);
  const moving = v > 0 ? `moving ${direction(s.velocity)} at ${speed(v)}` : 'standing still';
  const roots =
    an.roots.length === 0
      ? 'f(t) has no real root'
      : `f(t) crosses zero at ${list(an.roots.map((t) => `t = ${seconds(t)}`))}`;
  return paragraph(
    `Shooter S is at ${point(SHOOTER)} and target T at ${point(s.target)}, ${moving}; the shot flies at ${speed(s.speed)}`,
    `The quadratic’s case: ${an.title}; ${roots}`,
    an.description,
    answerText(an.result),
  );
}
