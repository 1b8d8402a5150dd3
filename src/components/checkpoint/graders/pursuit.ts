/** Chapter 11's grader: which guided chaser wins the race as set (the race's own planner, `race` in the library). */
import { CHASER_LABELS, DEFAULTS, GUIDED, paramProblem, planRace, type Params } from '../../pursuit-race/model';
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
  const tie = caught.length === 0 || (caught.length > 1 && caught[1].time - caught[0].time < 1e-9);
  const want = tie ? 'tie' : caught[0].name;
  const list = times
    .map((t) => `${CHASER_LABELS[t.name]} ${t.time === null ? 'does not catch it' : `${num(t.time, 2)} s`}`)
    .join('; ');
  const answer = tie ? `A tie or no catch: ${list}.` : `${CHASER_LABELS[want as (typeof GUIDED)[number]]}: ${list}.`;
  if (guess === want) return graded(true, answer);
  let hint = 'Watch the paths: the chaser whose path curves least covers the least ground.';
  if (guess === 'pure')
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
