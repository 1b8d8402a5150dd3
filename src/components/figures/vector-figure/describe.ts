/**
 * The vector figure in words (kit/describe): the two points, the vector
 * between them read as a velocity, its length and direction, and where steps
 * of motion P1 + V·Δt land, from the model's `derive`. Pure.
 */
import { amount, count, direction, paragraph, point, seconds } from '../../kit/describe/words';
import { derive, type State } from './model';

export function describe(s: State): string {
  const d = derive(s);
  const vector = d.zero
    ? 'P1 and P2 coincide, so V = P2 − P1 is the zero vector: no length, no direction, and a step goes nowhere'
    : `V = P2 − P1 = ${point(d.v, 2)} points ${direction(d.v)}; read as a velocity it has speed |V| = ${amount(d.length, 'm/s', 2)}, along the unit vector ${point(d.unit, 3)}`;
  const step = d.zero
    ? null
    : `One step of Δt = ${seconds(s.dt)} moves V·Δt = ${point(d.stepVector, 2)} and lands at ${point(d.oneStep, 2)}`;
  const moved =
    s.steps > 0
      ? `The dot has taken ${count(s.steps, 'step')} and is at ${point(d.mover, 2)} after ${seconds(d.time)}`
      : null;
  const mistake = s.mistake && !d.zero ? `The mistake P1 − P2 = ${point(d.wrong, 2)} points the opposite way` : null;
  return paragraph(`P1 is at ${point(s.p1, 2)} and P2 at ${point(s.p2, 2)}`, vector, step, moved, mistake);
}
