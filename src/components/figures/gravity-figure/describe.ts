/**
 * The gravity figure in words (kit/describe): cannon and target, which arcs
 * of the library's `ballisticArcs` reach it (or the best shot's miss), why
 * (the envelope at the target's distance), and the circle at the scrubber's
 * time, from the model's own phrases. Pure.
 */
import { acceleration, paragraph, point, speed } from '../../kit/describe/words';
import { arcsPhrase, envelopePhrase, kindOf, status, type Moment, type Solution, type State } from './model';

export function describe({ s, sol, m }: { s: State; sol: Solution; m: Moment }): string {
  const gravity = s.gravity === 0 ? 'without gravity' : `under gravity of ${acceleration(s.gravity)} straight down`;
  return paragraph(
    `The cannon S is at ${point(s.shooter)} and the standing target T at ${point(s.target)}; the shell leaves at ${speed(s.speed)} ${gravity}`,
    arcsPhrase(s, sol),
    envelopePhrase(s, sol),
    // The status of the moment ("t = 1 s: …") as a sentence of its own; out of range it repeats the miss above.
    kindOf(s, sol) !== 'out-of-range' && status(s, sol, m).replace(/^t = ([^:]+): /, 'At t = $1, '),
  );
}
