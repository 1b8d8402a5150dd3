/** Chapter 10's grader: how explicit Euler's miss changes with the frame rate (the figure's own model). */
import { MISS_FLOOR, RATE, solve, type State } from '../../../figures/integrator-figure/model';
import { field, finite, graded, linearScene, num, vec2, UNREADABLE, type Grader } from '../verdict';

const RATIOS = { quarter: 0.25, half: 0.5, same: 1, double: 2 } as const;

/** Explicit Euler's miss at a frame rate, or null when the scene has no aim. */
function eulerMiss(s: State, rate: number): number | null {
  const sol = solve({ ...s, rate }, false);
  if (!sol.ok) return null;
  return sol.flights.find((f) => f.method === 'explicit-euler')?.miss ?? null;
}

const rateDoubled: Grader = (state, guess) => {
  const scene = linearScene(state);
  const gravity = vec2(field(state, 'gravity'));
  const rate = field(state, 'rate');
  if (!scene || !gravity || !finite(rate) || typeof guess !== 'string') return UNREADABLE;
  const s: State = {
    ...scene,
    gravity: -gravity[1],
    rate,
    compensated: field(state, 'compensated') === true,
    falling: field(state, 'falling') === true,
  };
  // From the reader's rate to twice it; near the top of the slider, from half the rate to the reader's.
  const [from, to] = 2 * rate <= RATE.max ? [rate, 2 * rate] : [rate / 2, rate];
  const m1 = eulerMiss(s, from);
  const m2 = eulerMiss(s, to);
  if (m1 === null || m2 === null) {
    return {
      status: 'unavailable',
      message: 'No shot reaches the target in this scene: drag T closer or raise s, then reveal again.',
    };
  }
  let want: keyof typeof RATIOS;
  if (m1 < MISS_FLOOR && m2 < MISS_FLOOR) want = 'same';
  else {
    const ratio = m2 / Math.max(m1, MISS_FLOOR);
    want = (Object.keys(RATIOS) as (keyof typeof RATIOS)[]).reduce((best, k) =>
      Math.abs(Math.log(ratio / RATIOS[k])) < Math.abs(Math.log(ratio / RATIOS[best])) ? k : best,
    );
  }
  const words = { quarter: 'about a quarter', half: 'about half', same: 'about the same', double: 'about double' }[
    want
  ];
  const answer =
    m1 < MISS_FLOOR && m2 < MISS_FLOOR
      ? `It stays at zero: with these settings explicit Euler hits at ${num(from, 0)} and at ${num(to, 0)} Hz.`
      : `It becomes ${words}: ${num(m1, 3)} m at ${num(from, 0)} Hz, ${num(m2, 3)} m at ${num(to, 0)} Hz.`;
  if (guess === want) return graded(true, answer);
  let hint = 'Each frame’s step adds an error proportional to dt: explicit Euler is a first-order method.';
  if (guess === 'quarter')
    hint = 'A quarter would be second order (error ∝ dt²). Euler’s error is ∝ dt: twice the frames, half the miss.';
  else if (guess === 'same' && want !== 'same')
    hint = 'The miss comes from the frames themselves: smaller steps follow the true parabola more closely.';
  else if (guess === 'double')
    hint =
      'More frames never make Euler worse here: each step is shorter, and the error per unit time shrinks with dt.';
  return graded(false, answer, hint);
};

export const GRADERS: Record<string, Grader> = { 'rate-doubled': rateDoubled };
