/**
 * The no-hit figure in words (kit/describe): the scene, whether any aim hits
 * and why not, and the four fallback aims from the closest miss to the
 * widest, with the numbers of the library's `fallbacks` as the table shows
 * them. Pure: the state the view draws.
 */
import type { ClockView } from '../../kit/shell/figure';
import { WHY_NO_HIT } from '../../kit/describe/answer';
import { acceleration, direction, list, paragraph, point, speed } from '../../kit/describe/words';
import { FALLBACK_LABELS, metres, secs, type Moment, type Solution, type State } from './model';

export function describe({ s, sol, m }: ClockView<State, Solution, Moment>): string {
  const v = Math.hypot(s.velocity[0], s.velocity[1]);
  const moving = v > 0 ? `moving ${direction(s.velocity)} at ${speed(v)}` : 'standing still';
  const gravity = s.gravity === 0 ? 'without gravity' : `under gravity of ${acceleration(s.gravity)} straight down`;
  const r = sol.fb.result;
  const answer = r.hit
    ? `A shot can hit: it meets the target after ${secs(r.time)}, so the best “miss” is 0 m`
    : `No aim hits: ${WHY_NO_HIT[r.reason].replace(/, so (no aim hits|none counts)$/, '')}. The best possible miss is ${metres(sol.fb.best.miss.distance)}, passing closest after ${secs(sol.fb.best.miss.time)}`;
  const ranking = sol.fb.ranking.map((n) => `${FALLBACK_LABELS[n]} ${metres(sol.fb[n].miss.distance)}`);
  return paragraph(
    `Shooter S is at ${point(s.shooter)} and target T at ${point(s.target)}, ${moving}; the shot flies at ${speed(s.speed)} ${gravity}`,
    answer,
    `The four fallback aims, from the closest miss to the widest: ${list(ranking)}`,
    `At t = ${secs(m.t)} the target is at ${point(m.target)}, and the gap |W| − st is ${metres(m.gap)}${m.gap <= 0 ? ', within the shot’s reach' : ''}`,
  );
}
