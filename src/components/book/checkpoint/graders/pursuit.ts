/** Chapter 11's grader: which guided chaser wins the race as set (the race's own planner, `race` in the library). */
import {
  CHASER_LABELS,
  DEFAULTS,
  GUIDED,
  paramProblem,
  planRace,
  type Params,
} from '../../../figures/pursuit-race/model';
import { field, finite, graded, num, UNREADABLE, type Grader } from '../verdict';

const raceWinner: Grader = (state, guess) => {
  if (typeof state !== 'object' || state === null || !finite(field(state, 'k')) || typeof guess !== 'string')
    return UNREADABLE;
  const params = { ...DEFAULTS } as Params;
  for (const key of Object.keys(DEFAULTS) as (keyof Params)[]) {
    const value = field(state, key);
    if (value !== undefined) (params as unknown as Record<string, unknown>)[key] = value;
  }
  for (const [key, value] of Object.entries(state)) {
    if (!(key in params) && key !== 'targetSpeed' && key !== 'range')
      (params as unknown as Record<string, unknown>)[key] = value;
  }
  if (paramProblem(params)) return UNREADABLE;
  const plan = planRace(params);
  const times = GUIDED.map((name) => ({ name, time: plan.guided[name].captureTime }));
  const caught = times.filter((t): t is { name: (typeof GUIDED)[number]; time: number } => t.time !== null);
  caught.sort((a, b) => a.time - b.time);
  const none = caught.length === 0;
  const tie = none || (caught.length > 1 && caught[1].time - caught[0].time < 1e-9);
  const want = tie ? 'tie' : caught[0].name;
  const list = times
    .map(
      (t) =>
        `${CHASER_LABELS[t.name]} ${t.time === null ? `does not catch it in ${Number(plan.end.toFixed(2))} s (closest ${num(plan.guided[t.name].closest.distance, 1)} m)` : `${num(t.time, 2)} s`}`,
    )
    .join('; ');
  const answer = none
    ? `None catches it: ${list}.`
    : tie
      ? `A tie: ${list}.`
      : `${CHASER_LABELS[want as (typeof GUIDED)[number]]}: ${list}.`;
  if (guess === want) return graded(true, answer);
  const slow = params.k <= 1;
  const guessed = GUIDED.find((name) => name === guess);
  let hint = 'Watch the paths: the chaser whose path curves least covers the least ground.';
  if (guess === 'tie')
    hint = slow
      ? 'At k ≤ 1 a chaser is no faster than the target, but it can still catch one that comes back towards it.'
      : 'A chaser faster than the target catches it in the end unless it cannot turn hard enough; look again at the table.';
  else if (none && guessed)
    hint = slow
      ? `At k = ${num(params.k, 2)} the chasers are no faster than the target: ${CHASER_LABELS[guessed].toLowerCase()} only closes the gap while the target comes its way, and this one never does.`
      : `${CHASER_LABELS[guessed]} never gets within the capture radius before the race ends: with a tight turn limit or a speed ratio close to 1 nobody does.`;
  else if (guessed && plan.guided[guessed].captureTime === null)
    hint = `${CHASER_LABELS[guessed]} does not catch the target at all in this race: its closest approach is ${num(plan.guided[guessed].closest.distance, 1)} m.`;
  else if (guess === 'pure')
    hint = 'Pure pursuit heads at where the target is; its path bends behind the target and runs a longer way round.';
  else if (guess === 'lead' && want === 'pn')
    hint =
      'Lead pursuit re-aims at a predicted meeting point; against a turning target the prediction keeps moving, and proportional navigation, which only cancels the line of sight’s turning, can do better.';
  else if (guess === 'pn' && want === 'lead')
    hint =
      'Against a target that keeps its course, lead pursuit flies almost straight to the meeting point: hard to beat.';
  return graded(false, answer, hint);
};

export const GRADERS: Record<string, Grader> = { 'race-winner': raceWinner };
