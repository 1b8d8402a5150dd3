/**
 * Chapter 5's root plot as pure functions: a small scene (shooter fixed at
 * the origin, target and its velocity draggable, projectile speed on a
 * slider) and the polynomial f(t) = a·t² + b·t + c of its intercept, with the
 * library's roots, the root it chooses, the discriminant case in words, and
 * what two common but wrong snippets would answer for the same scene.
 */
import { linearIntercept, type LinearInterceptResult, type Vec2 } from '../../../lib';
import { makeFrame } from '../../kit/scene/frame';
import { snapToGrid } from '../../kit/scene/geometry';
import { textbookIntercept } from '../precision-lab/model';

/** The scene, in metres: the shooter at the origin, x to the right, y up. */
export const FRAME = makeFrame({ xmin: -10, xmax: 110, ymin: -30, ymax: 30 });
export const SHOOTER: Vec2 = [0, 0];
/** The velocity handle sits at T + V·VELOCITY_SECONDS. */
export const VELOCITY_SECONDS = 1;
export const SPEED = { min: 0, max: 40, step: 1 } as const;
/** Dragged handles snap to this grid (metres), so a drag onto T gives exactly V = 0 and readouts stay short. */
export const SNAP = 0.5;
/**
 * Room a handle keeps from each edge of the scene (metres): its ring and its
 * label (drawn to the upper right of the dot) stay inside the picture.
 */
export const EDGE = { left: 3.5, right: 6.5, bottom: 3.5, top: 5.5 } as const;

export interface State {
  target: Vec2;
  velocity: Vec2;
  /** Projectile speed s (m/s). */
  speed: number;
}

/** Snap a dragged handle to the grid and keep it, ring and label, inside the scene. */
export function place(p: readonly number[]): Vec2 {
  return snapToGrid(p, SNAP, {
    xmin: FRAME.xmin + EDGE.left,
    xmax: FRAME.xmax - EDGE.right,
    ymin: FRAME.ymin + EDGE.bottom,
    ymax: FRAME.ymax - EDGE.top,
  });
}

/** Scenes one click away, one per case of the discriminant. */
export const PRESETS = {
  slower: { label: 'Slower target', state: { target: [70, 20], velocity: [-6, -8], speed: 20 } },
  entering: { label: 'Faster, approaching', state: { target: [100, 0], velocity: [-20, 5], speed: 10 } },
  passing: { label: 'Faster, passing by', state: { target: [95, 10], velocity: [-20, 10], speed: 10 } },
  fleeing: { label: 'Faster, fleeing', state: { target: [60, 10], velocity: [20, 5], speed: 10 } },
  equal: { label: 'Equal speeds', state: { target: [80, -10], velocity: [-8, 6], speed: 10 } },
} as const satisfies Record<string, { label: string; state: { target: number[]; velocity: number[]; speed: number } }>;

export type PresetName = keyof typeof PRESETS;

export function preset(name: PresetName): State {
  const p = PRESETS[name].state;
  return { target: [p.target[0], p.target[1]], velocity: [p.velocity[0], p.velocity[1]], speed: p.speed };
}

export const INITIAL: State = preset('slower');

/** The scene a live cell reads (`figure('root-plot')`): the state with the fixed shooter. */
export function cellScene(s: State): State & { shooter: Vec2 } {
  return { ...s, shooter: SHOOTER };
}

/** The named cases of the quadratic, from the library's coefficients, discriminant and roots. */
export type CaseName =
  | 'already-there'
  | 'cannot-move'
  | 'no-root'
  | 'double-root'
  | 'linear-approaching'
  | 'linear-not-approaching'
  | 'linear-crossing'
  | 'both-negative'
  | 'one-each'
  | 'both-positive';

export interface Analysis {
  result: LinearInterceptResult<Vec2>;
  a: number;
  b: number;
  c: number;
  discriminant: number;
  /** All real roots, ascending (negative ones too). */
  roots: number[];
  /** The hit time the library chose, or null. */
  chosen: number | null;
  case: CaseName;
  /** The case in one or two sentences for the reader. */
  description: string;
  /** Short name of the case, e.g. "two positive roots". */
  title: string;
}

export function analyse(s: State): Analysis {
  const result = linearIntercept({ shooter: SHOOTER, target: s.target, targetVelocity: s.velocity, speed: s.speed });
  const { a, b, c } = result.coefficients;
  const discriminant = result.discriminant;
  const roots = result.roots;
  const chosen = result.hit ? result.time : null;
  const [kind, title, description] = classify(a, b, c, discriminant, roots, s.speed);
  return { result, a, b, c, discriminant, roots, chosen, case: kind, title, description };
}

function classify(
  a: number,
  b: number,
  c: number,
  disc: number,
  roots: number[],
  speed: number,
): [CaseName, string, string] {
  if (c === 0)
    return [
      'already-there',
      'c = 0: already there',
      'The target is on the shooter: t = 0 is a root, and it is the hit.',
    ];
  if (speed === 0 && a > 0) {
    return [
      'cannot-move',
      'the shot cannot move',
      'With s = 0 the circle never grows. Unless the target runs straight into the shooter, there is no hit.',
    ];
  }
  if (a === 0) {
    return b < 0
      ? [
          'linear-approaching',
          'a = 0: one root, linear',
          'Equal speeds make a = 0: the equation is linear, t = −c/b, and it is positive because the target approaches (b < 0).',
        ]
      : b > 0
        ? [
            'linear-not-approaching',
            'a = 0: no positive root',
            'Equal speeds make a = 0, and the target moves away (b > 0): the one root t = −c/b is negative. No hit.',
          ]
        : [
            'linear-crossing',
            'a = 0 and b = 0: no root',
            'Equal speeds make a = 0, and the target crosses square to the line of sight (b = 0): the equation is c = 0 with c > 0, true at no time. No hit.',
          ];
  }
  if (disc < 0) {
    return [
      'no-root',
      'Δ < 0: no real root',
      'The discriminant is negative: the faster target crosses in front before the circle can reach its path. No hit.',
    ];
  }
  if (disc === 0 || roots.length === 1) {
    return [
      'double-root',
      'Δ = 0: one double root',
      'The discriminant is zero: the circle just grazes the target’s path, at one instant.',
    ];
  }
  if (a < 0) {
    return [
      'one-each',
      'one negative, one positive root',
      'The target is slower than the shot (a < 0), so c/a < 0: one root is negative (a meeting in the past) and one is positive. Take the positive one.',
    ];
  }
  if (b > 0) {
    return [
      'both-negative',
      'two negative roots',
      'The target is faster (a > 0) and moving away (b > 0): both meetings lie in the past. No hit.',
    ];
  }
  return [
    'both-positive',
    'two positive roots',
    'The target is faster (a > 0) and approaching (b < 0): it enters the circle at the smaller root and leaves it at the larger. Take the smaller.',
  ];
}

// ---------------------------------------------------------------------------
// What common snippets answer (wrong methods, shown for contrast).

export type SnippetName = 'smaller' | 'plus' | 'minus';

export interface SnippetAnswer {
  name: SnippetName;
  /** The code, as the reader would find it. */
  code: string;
  /** The time it aims for; null when it produces none or not a number. */
  time: number | null;
  /** Whether it gives the library's hit time (a snippet never says "no hit": with Δ < 0 it yields no number). */
  agrees: boolean;
  /** One sentence: what happens if you use it here. */
  note: string;
}

function same(t: number | null, chosen: number | null): boolean {
  if (t === null || chosen === null) return t === chosen;
  return Math.abs(t - chosen) <= 1e-9 * Math.max(1, Math.abs(chosen));
}

function verdictFor(t: number, an: Analysis): string {
  if (t < 0) return 'Negative: it aims at a meeting in the past, and the shot misses.';
  if (an.chosen === null) return 'Aims although no hit exists.';
  if (same(t, an.chosen)) return 'Right here.';
  return t > an.chosen
    ? 'The later root: it waits for the target to leave the circle instead of meeting it first.'
    : 'Differs from the library.';
}

/**
 * Three snippets of the kind found in tutorials and forum answers, evaluated
 * on this scene. They are WRONG METHODS, shown so the reader can watch them
 * fail; the library's choice is `analyse(s).chosen`.
 *
 * - `smaller`: the smaller root, no sign check. Aims into the past whenever a
 *   slower target makes the smaller root negative; with Δ < 0 both roots, and
 *   so their minimum, are NaN.
 * - `plus`: always (−b + √Δ)/2a (in this chapter's a = |V|² − s² convention;
 *   the natural root to copy from a page that uses the law-of-cosines signs,
 *   where it is the right one). Here it is the wrong one on every hit (except a
 *   grazing one), and it divides by zero at equal speeds.
 * - `minus`: always (−b − √Δ)/2a. The hit whenever one exists and a ≠ 0; but
 *   a negative time for a faster target moving away, NaN when Δ < 0 (unless
 *   tested), and at equal speeds it divides by 2a = 0.
 */
export function snippets(s: State, an: Analysis): SnippetAnswer[] {
  const R: Vec2 = [s.target[0] - SHOOTER[0], s.target[1] - SHOOTER[1]];
  const naive = textbookIntercept(R, s.velocity, s.speed);
  const answers: SnippetAnswer[] = [];

  const smaller = an.roots.length > 0 ? an.roots[0] : null;
  answers.push({
    name: 'smaller',
    code: 't = min(t₁, t₂)',
    time: smaller,
    agrees: smaller !== null && same(smaller, an.chosen),
    note:
      smaller === null
        ? 'Δ < 0: √Δ is not a number, so neither are t₁ and t₂, nor their minimum.'
        : verdictFor(smaller, an),
  });

  for (const [name, code, index] of [
    ['plus', 't = (−b + √Δ) / 2a', 1],
    ['minus', 't = (−b − √Δ) / 2a', 0],
  ] as const) {
    if (naive.raw.length === 0) {
      // The code shown takes √Δ untested: with Δ < 0 that is not a number (NaN), and no "no hit" is ever said.
      answers.push({
        name,
        code,
        time: null,
        agrees: false,
        note: 'Δ < 0, and √Δ of a negative number is not a number: neither is t, nor the aim built from it.',
      });
      continue;
    }
    const t = naive.raw[index];
    if (!Number.isFinite(t)) {
      answers.push({
        name,
        code,
        time: null,
        agrees: false,
        note: 'Divides by 2a = 0: the result is not a number, and neither is the aim built from it.',
      });
      continue;
    }
    answers.push({ name, code, time: t, agrees: same(t, an.chosen), note: verdictFor(t, an) });
  }
  return answers;
}
