/** Graders of the gravity chapters (7–9): `ballisticArcs`, `intercept` and `fallbacks`. */
import { ballisticArcs, fallbacks, intercept, type FallbackName } from '../../../../lib';
import { distance } from '../../../../lib/vec';
import { optionsFor, type State as QuarticScene } from '../../../figures/quartic-figure/model';
import { field, finite, graded, linearScene, num, vec2, UNREADABLE, type Grader } from '../verdict';

/** Chapter 7: how many launch angles reach a standing target. */
const arcCount: Grader = (state, guess) => {
  const shooter = vec2(field(state, 'shooter'));
  const target = vec2(field(state, 'target'));
  const gravity = vec2(field(state, 'gravity'));
  const speed = field(state, 'speed');
  if (!shooter || !target || !gravity || !finite(speed) || typeof guess !== 'string') return UNREADABLE;
  const r = ballisticArcs({ shooter, target, speed, gravity });
  const far = distance(shooter, target);
  const n = r.reachable ? r.arcs.length : 0;
  const want = String(n);
  const answer = r.reachable
    ? n === 2
      ? `Two: a low arc of ${num(r.arcs[0].time)} s and a lob of ${num(r.arcs[1].time)} s. The target is ${num(far, 1)} m away; this speed reaches ${num(r.maxRange, 1)} m along that line.`
      : `Exactly one: the target sits at the edge of reach, ${num(r.maxRange, 1)} m along the line, where the low arc and the lob merge.`
    : `None: the target is ${num(far, 1)} m away, and at ${num(speed, 1)} m/s the shot reaches at most ${num(r.maxRange, 1)} m along that line.`;
  if (guess === want) return graded(true, answer);
  let hint = 'Compare the distance with the reach along the line of sight, s²/(g·(1 + sin θ)).';
  if (n === 2 && guess === '1')
    hint = 'Inside the reach there are always two angles: the flat shot and the lob meet the same point.';
  else if (n === 0)
    hint = `Out of reach no angle works: the best shot still lands ${num(far - r.maxRange, 1)} m short along the line of sight.`;
  else if (guess === '0')
    hint = `The reach along this line is ${num(r.maxRange, 1)} m, more than the ${num(far, 1)} m to the target.`;
  return graded(false, answer, hint);
};

/** Chapter 8: how many times a shot at s₁ can meet the target (positive roots of the quartic). */
const hitCount: Grader = (state, guess) => {
  const speeds = field(state, 'speeds');
  const gravity = field(state, 'gravity');
  const ok =
    vec2(field(state, 'shooter')) &&
    vec2(field(state, 'target')) &&
    vec2(field(state, 'velocity')) &&
    vec2(field(state, 'acceleration')) &&
    Array.isArray(speeds) &&
    finite(speeds[0]) &&
    finite(gravity);
  if (!ok || typeof guess !== 'string') return UNREADABLE;
  const s1 = (speeds as number[])[0];
  const r = intercept(optionsFor(state as QuarticScene, s1));
  const times = r.hit ? r.times : [];
  const want = String(times.length);
  const answer =
    times.length === 0
      ? `None: at ${num(s1, 1)} m/s the quartic has no root t > 0. ${r.hit ? '' : r.message}`
      : `${times.length}: at t = ${times.map((t) => num(t, 3)).join(', ')} s, the positive roots of the quartic |W(t)|² − s²t².`;
  if (guess === want) return graded(true, answer);
  const hint =
    Number(guess) > times.length
      ? 'A quartic has up to four real roots, but only those after t = 0 are hits; the others are meetings in the past.'
      : 'Count where f(t) = |W(t)|² − s²t² crosses zero after t = 0: with acceleration the target can come back into reach.';
  return graded(false, answer, hint);
};

const NAMES: Record<FallbackName, string> = {
  best: 'best miss',
  heuristic: 'minimum of f',
  clamped: 'clamped prediction',
  direct: 'aim at T now',
};

/** Chapter 9: which fallback aim passes closest when there is no hit. */
const closestAim: Grader = (state, guess) => {
  const scene = linearScene(state);
  const gravity = vec2(field(state, 'gravity'));
  const clamp = field(state, 'clamp');
  if (!scene || !gravity || !finite(clamp) || typeof guess !== 'string') return UNREADABLE;
  const { shooter, target, velocity, speed } = scene;
  const fb = fallbacks({ shooter, target, targetVelocity: velocity, speed, gravity, clampTime: clamp });
  if (fb.hit) {
    return {
      status: 'unavailable',
      message:
        'This scene has a hit, so nothing needs a fallback: drag T away or lower s until the figure says there is no hit.',
    };
  }
  const want: FallbackName = fb.ranking[0];
  const misses = fb.ranking.map((n) => `${NAMES[n]} ${num(fb[n].miss.distance)} m`).join(', ');
  const answer = `The ${NAMES[want]}: it passes ${num(fb[want].miss.distance)} m from the target (${misses}).`;
  if (guess === want) return graded(true, answer);
  let hint = 'The best miss minimises how far the target stays beyond the shot’s reach, |W(t)| − s·t.';
  if (guess === 'heuristic')
    hint =
      'f(t) = |W(t)|² − s²t² mixes the gap with how far away the target is: its minimum favours late, far times, not the smallest gap.';
  else if (guess === 'direct')
    hint = 'Aiming at where the target is now ignores where it will be: the shot arrives after it has moved.';
  else if (guess === 'clamped')
    hint =
      'Clamping the prediction picks a time by the limit, not by the gap, so it rarely lands on the closest approach.';
  return graded(false, answer, hint);
};

export const GRADERS: Record<string, Grader> = {
  'arc-count': arcCount,
  'hit-count': hitCount,
  'closest-aim': closestAim,
};
