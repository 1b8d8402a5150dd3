/**
 * Graders of the constant-velocity chapters (introduction to chapter 6, and
 * chapter 12's 3D scene): the library's vector functions and `linearIntercept`.
 */
import { linearIntercept } from '../../../../lib';
import { angle, dot, length, sub } from '../../../../lib/vec';
import { polynomialText } from '../../../kit/text/math-text';
import {
  field,
  finite,
  graded,
  linearScene,
  near,
  num,
  vec2,
  vec3,
  UNREADABLE,
  type Grader,
  type Verdict,
} from '../verdict';

const deg = (rad: number): number => (rad * 180) / Math.PI;
const pairText = (v: readonly number[]): string => `(${num(v[0])}, ${num(v[1])})`;

/** Chapter 1's lead demo: the lead angle when the target passes straight above the cannon, sin θ = v/s. */
const leadAngle: Grader = (state, guess) => {
  const shooter = vec2(field(state, 'shooter'));
  const target = vec2(field(state, 'target'));
  const velocity = vec2(field(state, 'targetVelocity'));
  const speed = field(state, 'speed');
  if (!shooter || !target || !velocity || !finite(speed) || typeof guess !== 'number') return UNREADABLE;
  const v = length(velocity);
  const r = linearIntercept<[number, number]>({
    shooter,
    target: [shooter[0], target[1]],
    targetVelocity: velocity,
    speed,
  });
  if (!r.hit) {
    return {
      status: 'unavailable',
      message: `At ${num(speed, 0)} m/s the shot cannot catch a target moving at ${num(v, 0)} m/s: make the shot faster than the target, then reveal again.`,
    };
  }
  const want = deg(Math.atan2(Math.abs(r.aim[0]), r.aim[1]));
  const answer = `${num(want, 1)}° ahead of straight up: the shot flies s·t while the target moves v·t, so sin θ = v/s = ${num(v, 0)}/${num(speed, 0)}.`;
  if (near(guess, want, 0.05, 1)) return graded(true, answer);
  let hint = 'Draw the triangle: the shot’s path s·t is its long side, the target’s path v·t the side opposite θ.';
  if (Math.abs(guess) < 1)
    hint =
      'Zero lead aims at where the target is now; by the time the shot arrives it has moved on, and the shot passes behind it.';
  else if (v < speed && near(guess, deg(Math.atan(v / speed)), 0.02, 0.3))
    hint =
      'That is arctan(v/s). The shot’s path s·t is the hypotenuse of the right triangle, not a leg, so the lead angle has sin θ = v/s.';
  return graded(false, answer, hint);
};

/** Chapter 2: the vector from P1 to P2 is P2 − P1. */
const displacement: Grader = (state, guess) => {
  const p1 = vec2(field(state, 'p1'));
  const p2 = vec2(field(state, 'p2'));
  if (!p1 || !p2 || typeof guess !== 'object') return UNREADABLE;
  const want = sub<[number, number]>(p2, p1);
  const close = (v: readonly number[]): boolean =>
    Math.abs(guess[0] - v[0]) <= 0.05 && Math.abs(guess[1] - v[1]) <= 0.05;
  const answer = `P2 − P1 = ${pairText(p2)} − ${pairText(p1)} = ${pairText(want)}.`;
  if (close(want)) return graded(true, answer);
  let hint = 'Subtract the start from the end, component by component: (x₂ − x₁, y₂ − y₁).';
  if (close(sub(p1, p2)))
    hint =
      'That is P1 − P2: the order is backwards, so the vector points from P2 to P1. “From A to B” is B − A (tick the figure’s “Show the classic mistake” to see both).';
  else if (close(p2))
    hint = 'That is where P2 is, measured from the origin. The vector from P1 to P2 starts at P1: subtract P1.';
  else if (close(p1))
    hint = 'That is P1’s own position. The vector from P1 to P2 is what you add to P1 to reach P2: P2 − P1.';
  return graded(false, answer, hint);
};

/** Chapter 3: the sign of A·B, from the angle between A and B. */
const dotSign: Grader = (state, guess) => {
  const a = vec2(field(state, 'a'));
  const b = vec2(field(state, 'b'));
  if (!a || !b || typeof guess !== 'string') return UNREADABLE;
  const d = dot(a, b);
  const scale = length(a) * length(b);
  const want = scale === 0 || Math.abs(d) <= 1e-9 * scale ? 'zero' : d > 0 ? 'positive' : 'negative';
  const theta = scale === 0 ? NaN : deg(angle(a, b));
  const answer =
    scale === 0
      ? `Zero: one of the vectors has no length, so A·B = ${num(d)}.`
      : `${want[0].toUpperCase()}${want.slice(1)}: A·B = ${num(d)}, with θ = ${num(theta, 1)}° between them.`;
  if (guess === want) return graded(true, answer);
  const hint =
    scale === 0
      ? 'A zero vector makes every dot product zero: |A||B| cos θ has a factor 0.'
      : `A·B = |A||B| cos θ, and only cos θ can change its sign: positive below 90°, zero at 90°, negative above. Here θ = ${num(theta, 1)}°.`;
  return graded(false, answer, hint);
};

/** Chapter 4 (law of cosines): the side opposite θ, c² = a² + b² − 2ab cos θ. */
const thirdSide: Grader = (state, guess) => {
  const o = vec2(field(state, 'o'));
  const p = vec2(field(state, 'p'));
  const q = vec2(field(state, 'q'));
  if (!o || !p || !q || typeof guess !== 'number') return UNREADABLE;
  const A = sub(p, o);
  const B = sub(q, o);
  const a = length(A);
  const b = length(B);
  const c = length(sub(p, q));
  const answer = `|P − Q| = ${num(c)}: c² = a² + b² − 2ab cos θ with a = ${num(a)}, b = ${num(b)} and 2ab cos θ = 2A·B = ${num(2 * dot(A, B))}.`;
  if (near(guess, c, 0.02, 0.05)) return graded(true, answer);
  let hint = 'Use c² = a² + b² − 2ab cos θ, where 2ab cos θ is 2A·B: no angle needs to be measured.';
  if (near(guess, Math.hypot(a, b), 0.02, 0.05))
    hint = `That is √(a² + b²), Pythagoras: right only at θ = 90°. Here θ = ${num(deg(angle(A, B)), 1)}°, and the −2ab cos θ term is ${num(-2 * dot(A, B))}.`;
  else if (near(guess, a + b, 0.02, 0.05))
    hint =
      'a + b is the third side only when the triangle is flat with θ = 180°. For a smaller angle the path from P to Q is a shortcut.';
  return graded(false, answer, hint);
};

function solveScene(state: unknown) {
  const s = linearScene(state);
  if (!s) return null;
  return {
    s,
    r: linearIntercept({ shooter: s.shooter, target: s.target, targetVelocity: s.velocity, speed: s.speed }),
  };
}

/** Chapter 4 (intercept triangle): the hit time. */
const hitTime: Grader = (state, guess) => {
  const solved = solveScene(state);
  if (!solved || typeof guess !== 'number') return UNREADABLE;
  const { s, r } = solved;
  if (!r.hit) {
    return {
      status: 'unavailable',
      message: `This scene has no hit (${r.message.replace(/\.$/, '').toLowerCase()}). Drag until the figure shows one, then reveal again.`,
    };
  }
  const { a, b, c } = r.coefficients;
  const answer = `t = ${num(r.time, 3)} s, the earliest root ≥ 0 of ${polynomialText([a, b, c], (x) => num(x))} = 0.`;
  if (near(guess, r.time, 0.03, 0.05)) return graded(true, answer);
  let hint = 'Solve (|V|² − s²)t² + 2(D·V)t + |D|² = 0 and take the earliest root that is not negative.';
  const straight = length(sub(s.target, s.shooter)) / s.speed;
  const other = r.roots.find((t) => t !== r.time && near(guess, t, 0.03, 0.05));
  if (other !== undefined)
    hint =
      other < 0
        ? `${num(other, 3)} s is the other root, and it is negative: a meeting in the past, before the shot was fired.`
        : `${num(other, 3)} s is the later root: the shot could also meet the target then, but ${num(r.time, 3)} s comes first.`;
  else if (near(guess, straight, 0.03, 0.05))
    hint =
      'That is |T − S|/s, the time to reach where the target is now. The target moves while the shot flies, so the meeting is elsewhere, sooner or later.';
  return graded(false, answer, hint);
};

/** Chapter 5 (choosing the root): which root the solver returns. */
const whichRoot: Grader = (state, guess) => {
  const solved = solveScene(state);
  if (!solved || typeof guess !== 'string') return UNREADABLE;
  const { r } = solved;
  const roots = r.roots;
  const rootsText = roots.length === 0 ? 'no real roots' : `roots ${roots.map((t) => `${num(t, 3)} s`).join(' and ')}`;
  let want: string;
  let answer: string;
  if (!r.hit) {
    want = 'none';
    answer = `Neither: ${rootsText}, and no hit. ${r.message}`;
  } else if (roots.length < 2 || r.time === roots[0]) {
    want = 'smaller';
    answer =
      roots.length < 2
        ? `The only root, t = ${num(r.time, 3)} s (a = |V|² − s² = ${num(r.coefficients.a)}: one root or a double one).`
        : `The smaller root, t₁ = ${num(r.time, 3)} s: of ${rootsText}, the earliest that is not negative.`;
  } else {
    want = 'larger';
    answer = `The larger root, t₂ = ${num(r.time, 3)} s: t₁ = ${num(roots[0], 3)} s is negative, in the past.`;
  }
  if (guess === want) return graded(true, answer);
  let hint = 'The solver takes the earliest root that is not negative; no such root means no hit.';
  if (guess === 'smaller' && roots.length >= 2 && roots[0] < 0)
    hint = `t₁ = ${num(roots[0], 3)} s is negative: the target was at that meeting point before the shot was fired.`;
  else if (guess === 'larger' && want === 'smaller')
    hint = 'Both meetings are ahead, or t₂ does not exist; the first chance to hit, t₁, comes first.';
  else if (guess === 'none' && r.hit) hint = `There is a hit, at ${num(r.time, 3)} s: a root that is not negative.`;
  else if (want === 'none') hint = `Every root is negative or there is none: ${rootsText}.`;
  return graded(false, answer, hint);
};

const CASE_WORDS: Record<string, string> = {
  hit: 'a hit',
  receding: 'the target moves away as fast as the shot or faster',
  crossing: 'the target crosses the line of sight too fast',
  'target-too-fast': 'the faster target passes by first',
  'cannot-move': 'the shot has no speed',
};

/** Chapter 6 (edge cases): hit, or which no-hit reason. */
const whichCase: Grader = (state, guess) => {
  const solved = solveScene(state);
  if (!solved || typeof guess !== 'string') return UNREADABLE;
  const { r } = solved;
  const want = r.hit ? 'hit' : r.reason;
  const answer = r.hit
    ? `A hit, at t = ${num(r.time, 3)} s.`
    : `No hit: ${CASE_WORDS[r.reason] ?? r.reason}. ${r.message}`;
  if (guess === want) return graded(true, answer);
  let hint = 'Look at the closing speed along the line of sight and compare the two speeds.';
  if (guess === 'hit')
    hint = 'A faster target can be hit only while it comes towards the shooter; this one does not leave a root ≥ 0.';
  else if (r.hit)
    hint = `The quadratic has a root ≥ 0 at ${num(r.time, 3)} s: even a fast target is hit when it runs into the shot.`;
  return graded(false, answer, hint);
};

/** Chapter 12 (3D): does the aim point above or below the horizontal (z up)? */
const pitchSign: Grader = (state, guess) => {
  const shooter = vec3(field(state, 'shooter'));
  const target = vec3(field(state, 'target'));
  const velocity = vec3(field(state, 'velocity'));
  const speed = field(state, 'speed');
  if (!shooter || !target || !velocity || !finite(speed) || typeof guess !== 'string') return UNREADABLE;
  const r = linearIntercept<[number, number, number]>({ shooter, target, targetVelocity: velocity, speed });
  if (!r.hit)
    return {
      status: 'unavailable',
      message: `This scene has no hit (${r.message.replace(/\.$/, '').toLowerCase()}): change it until there is one.`,
    };
  const z = r.aim[2];
  const want = Math.abs(z) <= 1e-9 ? 'level' : z > 0 ? 'up' : 'down';
  const meet = target[2] + velocity[2] * r.time;
  const answer = `${want === 'up' ? 'Above' : want === 'down' ? 'Below' : 'Level'}: the shot meets the target at height ${num(meet)} m after ${num(r.time, 3)} s, and the shooter stands at ${num(shooter[2])} m (pitch ${num(deg(Math.asin(Math.max(-1, Math.min(1, z)))), 1)}°).`;
  if (guess === want) return graded(true, answer);
  const hint =
    Math.sign(target[2] - shooter[2]) !== Math.sign(meet - shooter[2])
      ? `The target is ${target[2] > shooter[2] ? 'above' : 'below'} the shooter now, but by the meeting it has ${meet > target[2] ? 'climbed' : 'dropped'} to ${num(meet)} m: aim where it will be.`
      : 'The pitch follows the meeting point T + V·t, not the target’s height now; with no gravity the shot flies straight there.';
  return graded(false, answer, hint);
};

export const GRADERS: Record<string, Grader> = {
  'lead-angle': leadAngle,
  displacement,
  'dot-sign': dotSign,
  'third-side': thirdSide,
  'hit-time': hitTime,
  'which-root': whichRoot,
  'which-case': whichCase,
  'pitch-sign': pitchSign,
};

export type { Verdict };
