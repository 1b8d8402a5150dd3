/**
 * What a checkpoint's grader answers, and the small checks graders share.
 * Pure: no DOM, unit-tested in tests/components/book/checkpoint.
 */

/** The reader's prediction: a choice's value, a number, or a 2D vector. */
export type Guess = string | number | readonly [number, number];

export type Verdict =
  | {
      status: 'graded';
      correct: boolean;
      /** The right answer in words, with the scene's numbers. */
      answer: string;
      /** When wrong: what the guess suggests was misunderstood, and how to see it in the figure. */
      hint?: string;
    }
  | {
      /** The scene as it is has no answer to this question (e.g. no hit): say how to get one. */
      status: 'unavailable';
      message: string;
    };

export type Grader = (state: unknown, guess: Guess) => Verdict;

/** Whether `x` is a finite number. */
export function finite(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x);
}

/** `x` as a 2D point of finite numbers, or null. */
export function vec2(x: unknown): [number, number] | null {
  return Array.isArray(x) && x.length >= 2 && finite(x[0]) && finite(x[1]) ? [x[0], x[1]] : null;
}

/** `x` as a 3D point of finite numbers, or null. */
export function vec3(x: unknown): [number, number, number] | null {
  return Array.isArray(x) && x.length >= 3 && finite(x[0]) && finite(x[1]) && finite(x[2]) ? [x[0], x[1], x[2]] : null;
}

/** The state's field `key` when the state is an object. */
export function field(state: unknown, key: string): unknown {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[key] : undefined;
}

/**
 * The constant-velocity scene the figures publish (kit/shell/figure-state.ts
 * sceneState, and the gravity figures' states, which add their own fields):
 * shooter, target, target velocity and speed, or null when any is missing.
 */
export function linearScene(
  state: unknown,
): { shooter: [number, number]; target: [number, number]; velocity: [number, number]; speed: number } | null {
  const shooter = vec2(field(state, 'shooter'));
  const target = vec2(field(state, 'target'));
  const velocity = vec2(field(state, 'velocity'));
  const speed = field(state, 'speed');
  if (!shooter || !target || !velocity || !finite(speed)) return null;
  return { shooter, target, velocity, speed };
}

/** Within `rel` of `want` relatively, or within `abs` absolutely (whichever is looser). */
export function near(got: number, want: number, rel: number, abs: number): boolean {
  return Math.abs(got - want) <= Math.max(abs, rel * Math.abs(want));
}

/** The answer when the figure's state cannot be read (never expected; a verdict, not a throw). */
export const UNREADABLE: Verdict = {
  status: 'unavailable',
  message: 'The figure has not reported its scene yet: move one of its handles, then reveal again.',
};

/** Graded. */
export function graded(correct: boolean, answer: string, hint?: string): Verdict {
  return correct ? { status: 'graded', correct, answer } : { status: 'graded', correct, answer, hint };
}

/** Number text for answers and hints: two decimals, a real minus sign, never "NaN". */
export function num(x: number, digits = 2): string {
  if (!Number.isFinite(x)) return '—';
  const s = x.toFixed(digits);
  return (/^-0(\.0*)?$/.test(s) ? s.slice(1) : s).replace('-', '−');
}
