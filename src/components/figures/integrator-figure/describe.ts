/**
 * The integrator figure in words (kit/describe): the scene and the engine's
 * frame rate, the closed-form aim (the library's `intercept`), and how far
 * each integrator's frame-by-frame shot misses at the promised hit time
 * (`integratedMiss`), with why: a fixed step bends gravity's parabola, and
 * the compensated aim or a falling target undoes it. Pure.
 */
import {
  acceleration,
  amount,
  clause,
  direction,
  list,
  metres,
  paragraph,
  point,
  seconds,
  speed,
} from '../../kit/describe/words';
import { NAMES, type Flight, type Solution, type State } from './model';

/** A miss as the cards give it (3 decimals, m), above or below the target; a hit under half a millimetre. */
function missText(f: Flight): string {
  if (f.miss < 5e-4) return `${NAMES[f.method]} hits`;
  return `${NAMES[f.method]} passes ${metres(f.miss, 3)} ${f.above > 0 ? 'over' : 'under'} the target`;
}

export function describe({ s, sol }: { s: State; sol: Solution }): string {
  const v = Math.hypot(s.velocity[0], s.velocity[1]);
  const moving = v > 0 ? `moving ${direction(s.velocity)} at ${speed(v)}` : 'standing still';
  const scene = `Shooter S is at ${point(s.shooter)} and target T at ${point(s.target)}, ${moving}${s.falling ? ' and falling under the same gravity' : ''}; the shot flies at ${speed(s.speed)} under gravity of ${acceleration(s.gravity)}`;
  const engine = `The engine steps ${amount(s.rate, '', 0)} frames per second, dt = ${amount(1000 / s.rate, 'ms', 1)}`;
  if (!sol.ok) return paragraph(scene, engine, `No aim hits: ${clause(sol.message)}`);
  const why = s.falling
    ? 'The target falls with the shot, so gravity cancels between them and every integrator keeps the hit'
    : s.compensated
      ? 'Semi-implicit Euler flies the compensated aim, which allows for its step'
      : 'A fixed step bends gravity’s parabola: explicit Euler’s shot flies high, semi-implicit Euler’s low, while exact motion and Verlet stay on it';
  return paragraph(
    scene,
    engine,
    `The closed-form aim promises the hit at ${point(sol.aim.impact)} after ${seconds(sol.aim.time)}`,
    `Flown frame by frame to that time, ${list(sol.flights.map(missText))}`,
    why,
  );
}
