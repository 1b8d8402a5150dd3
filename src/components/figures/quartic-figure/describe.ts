/**
 * The quartic figure in words (kit/describe): the scene with its three
 * speeds, each speed's hits from the library's `intercept` (every hit time of
 * s₁, the plotted one), which simpler polynomial f is here, and the falling
 * circle at the scrubber's time. Pure: the state the view draws.
 */
import { WHY_NO_HIT } from '../../kit/describe/answer';
import {
  acceleration,
  count,
  direction,
  list,
  metres,
  paragraph,
  point,
  seconds,
  speed,
} from '../../kit/describe/words';
import { reducesText, type Moment, type Solution, type SpeedSolution, type State } from './model';

const NAMES = ['s₁', 's₂', 's₃'] as const;

function speedText(sp: SpeedSolution): string {
  const name = `${NAMES[sp.index]} = ${speed(sp.speed)}`;
  if (!sp.result.hit) return `${name} cannot hit (${WHY_NO_HIT[sp.result.reason].replace(/, so .*$/, '')})`;
  const times = sp.shots.map((x) => seconds(x.time, 3));
  return sp.index === 0
    ? `${name} hits ${sp.shots.length === 1 ? 'once' : sp.shots.length === 2 ? 'twice' : count(sp.shots.length, 'time')}, at ${list(times)}`
    : `${name} first hits at ${times[0]}`;
}

export function describe({ s, sol, m }: { s: State; sol: Solution; m: Moment }): string {
  const v = Math.hypot(s.velocity[0], s.velocity[1]);
  const a = Math.hypot(s.acceleration[0], s.acceleration[1]);
  const moving = v > 0 ? `moving ${direction(s.velocity)} at ${speed(v)}` : 'starting at rest';
  const accel = a > 0 ? ` and accelerating ${direction(s.acceleration)} at ${acceleration(a)}` : '';
  const gravity = s.gravity === 0 ? 'without gravity' : `under gravity of ${acceleration(s.gravity)}`;
  const onCircle = sol.hitTimes.some((t) => Math.abs(t - m.t) <= 1e-9 * Math.max(1, t));
  const now = onCircle
    ? 'the target is on the falling circle: f(t) = 0, a hit'
    : m.circle.inside
      ? `the target is ${metres(Math.abs(m.circle.gap), 2)} inside the falling circle, so f(t) < 0`
      : `the target is ${metres(m.circle.gap, 2)} outside the falling circle, so f(t) > 0`;
  return paragraph(
    `Shooter S is at ${point(s.shooter)} and target T at ${point(s.target)}, ${moving}${accel}; shots fly ${gravity}`,
    `For the three speeds: ${sol.speeds.map(speedText).join('; ')}`,
    reducesText(sol),
    `At t = ${seconds(m.t)}, ${now}`,
  );
}
