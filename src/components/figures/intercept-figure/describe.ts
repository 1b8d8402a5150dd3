/**
 * The intercept figure in words (kit/describe): where S, T and V are, the
 * answer of the library's `linearIntercept` and why, and what the circle and
 * the target do at the scrubber's time. Pure: the same state the view draws.
 */
import type { ClockView } from '../../kit/shell/figure';
import { answerText } from '../../kit/describe/answer';
import { clause, direction, paragraph, point, seconds, speed } from '../../kit/describe/words';
import { status, type Moment, type Solution, type State } from './model';

export function describe({ s, sol, m }: ClockView<State, Solution, Moment>): string {
  const moving =
    sol.targetSpeed > 0 ? `moving ${direction(s.velocity)} at ${speed(sol.targetSpeed)}` : 'standing still';
  const why =
    sol.result.hit && sol.result.time > 0
      ? s.speed > sol.targetSpeed
        ? 'The shot is faster than the target, so the circle of its reach always catches up'
        : 'The target is at least as fast as the shot but comes towards it, so the circle still meets it'
      : null;
  return paragraph(
    `Shooter S is at ${point(s.shooter)} and target T at ${point(s.target)}, ${moving}; the shot flies at ${speed(s.speed)}`,
    answerText(sol.result),
    why,
    sol.result.hit && `At t = ${seconds(m.t)}, ${clause(status(sol, m))}`,
  );
}
