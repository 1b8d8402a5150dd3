/**
 * Chapter 3's figure as pure functions: a triangle O, P, Q with the vectors
 * A = P − O and B = Q − O along two sides; the third side is A − B. The law
 * of cosines is evaluated twice, once with the measured angle θ at O and
 * once in vector form with the dot product, and both must agree. Every number
 * comes from the solver library; this file holds state, limits and wording.
 */
import { type Vec2 } from '../../../lib';
import { angle, distance, dot, length, lengthSq, sub } from '../../../lib/vec';
import { fixed as num, pair } from '../../kit/text/format';
import { snapToGrid } from '../../kit/scene/geometry';
import { makeFrame } from '../../kit/scene/frame';

export const FRAME = makeFrame({ xmin: -1, xmax: 11, ymin: -1, ymax: 7 });
/** Vertices snap to this grid when dragged. */
export const SNAP = 0.1;
/** Arrow-key step for a vertex; Shift moves ten times as far (the kit's SHIFT_FACTOR). */
export const KEY_STEP = 0.5;

export type Vertex = 'o' | 'p' | 'q';

export interface State {
  /** The corner whose angle θ the law is about. */
  o: Vec2;
  /** A = P − O. */
  p: Vec2;
  /** B = Q − O. */
  q: Vec2;
}

/** What the figure publishes (kit/shell/figure-state.ts) for checkpoints and cells: the three corners, plain copies. */
export function figureState(s: State): { o: Vec2; p: Vec2; q: Vec2 } {
  return { o: [s.o[0], s.o[1]], p: [s.p[0], s.p[1]], q: [s.q[0], s.q[1]] };
}

export const INITIAL: State = { o: [1, 1], p: [8, 1], q: [4, 5] };

export interface Derived {
  /** A = P − O and B = Q − O. */
  A: Vec2;
  B: Vec2;
  /** A − B = P − Q: the third side, from Q to P. */
  AminusB: Vec2;
  /** Side lengths a = |A|, b = |B|, c = |A − B|. */
  a: number;
  b: number;
  c: number;
  /** The angle at O (rad), in [0, π]; meaningless (0) when a or b is 0. */
  theta: number;
  /** Whether the angle at O exists (neither side from O has length 0). */
  hasAngle: boolean;
  /** cos θ, of the measured angle: what a trigonometry-minded reader would use. */
  cosTheta: number;
  /** A·B. */
  dot: number;
  /** Left side c² (= |A − B|²), from the coordinates of A − B. */
  lhs: number;
  /** Right side with the angle: a² + b² − 2ab cos θ. */
  rhsAngle: number;
  /** Right side in vector form: |A|² + |B|² − 2 A·B. */
  rhsVector: number;
}

export function derive(s: State): Derived {
  const A = sub(s.p, s.o);
  const B = sub(s.q, s.o);
  const AminusB = sub(A, B);
  const a = length(A);
  const b = length(B);
  const hasAngle = a > 0 && b > 0;
  const theta = angle(A, B);
  const cosTheta = hasAngle ? Math.cos(theta) : NaN;
  const d = dot(A, B);
  return {
    A,
    B,
    AminusB,
    a,
    b,
    c: distance(s.p, s.q),
    theta,
    hasAngle,
    cosTheta,
    dot: d,
    lhs: lengthSq(AminusB),
    // With a zero side the cosine term vanishes whatever θ would be.
    rhsAngle: a * a + b * b - (hasAngle ? 2 * a * b * cosTheta : 0),
    rhsVector: lengthSq(A) + lengthSq(B) - 2 * d,
  };
}

/** Snap a dragged vertex to the grid and keep it inside the figure. */
export function place(p: Vec2): Vec2 {
  return snapToGrid(p, SNAP, FRAME, 0.2);
}

/** Readout formats from the kit: a number with a true minus sign, and `(4.0, −2.0)`. */
export { num, pair };

/**
 * A signed term written after an operator the way a mathematician writes it:
 * `minus ? "− x" : "+ x"`, with the operator turned round when x is negative
 * ("− (−25.20)" becomes "+ 25.20"). `op` is "+" or "−"; `abs` the printed size.
 * The sign is read from the printed number, so a value that rounds to 0 keeps
 * the operator as written.
 */
export function signed(x: number, minus: boolean, digits = 2): { op: string; abs: string } {
  const s = num(x, digits);
  const negative = s.startsWith('\u2212');
  return { op: negative === minus ? '+' : '\u2212', abs: negative ? s.slice(1) : s };
}

/** The figure's readouts (and the prose numbers bound to them), by name. */
export function readouts(s: State): Record<string, string> {
  const d = derive(s);
  const deg = (d.theta * 180) / Math.PI;
  const twoAbCos = d.hasAngle ? 2 * d.a * d.b * d.cosTheta : 0;
  const ayby = d.A[1] * d.B[1];
  // "− 2ab cos θ", "− 2A·B" and "+ AyBy" with their numbers: a negative term turns the operator round.
  const [abcos, twoDot, plusAyby] = [signed(twoAbCos, true), signed(2 * d.dot, true), signed(ayby, false)];
  return {
    a: num(d.a),
    b: num(d.b),
    c: num(d.c),
    a2: num(d.a * d.a),
    b2: num(d.b * d.b),
    c2: num(d.lhs),
    ab: num(d.a * d.b),
    cos: num(d.cosTheta, 3),
    '2abcos': num(twoAbCos),
    '2abcos-op': abcos.op,
    '2abcos-abs': abcos.abs,
    'rhs-angle': num(d.rhsAngle),
    'rhs-vector': num(d.rhsVector),
    theta: d.hasAngle ? num(deg, 1) : '—',
    'theta-deg': d.hasAngle ? `${num(deg, 1)}°` : '—',
    dot: num(d.dot),
    '2dot': num(2 * d.dot),
    '2dot-op': twoDot.op,
    '2dot-abs': twoDot.abs,
    'dot-cos': d.hasAngle ? num(d.dot / (d.a * d.b), 3) : '—',
    A: pair(d.A, 1),
    B: pair(d.B, 1),
    'a-minus-b': pair(d.AminusB, 1),
    'ax-bx': `(${num(d.A[0], 1)})(${num(d.B[0], 1)})`,
    'ay-by': `(${num(d.A[1], 1)})(${num(d.B[1], 1)})`,
    axbx: num(d.A[0] * d.B[0]),
    ayby: num(ayby),
    'ayby-op': plusAyby.op,
    'ayby-abs': plusAyby.abs,
    check: agreement(d),
  };
}

/** Whether the two sides agree, in words (they always should, up to rounding). */
export function agreement(d: Derived): string {
  const scale = Math.max(1, d.lhs, d.a * d.a + d.b * d.b);
  const ok = Math.abs(d.lhs - d.rhsVector) <= 1e-9 * scale && Math.abs(d.lhs - d.rhsAngle) <= 1e-9 * scale;
  return ok ? 'Both sides agree' : 'The sides differ beyond rounding';
}

/** What the figure says about the current state, or '' when all is well. */
export function message(s: State): string {
  const d = derive(s);
  if (d.a === 0 && d.b === 0) return 'All of O, P and Q coincide: every side is 0 and so is every term.';
  if (!d.hasAngle) {
    return `${d.a === 0 ? 'P' : 'Q'} sits on O, so that side has length 0 and there is no angle θ. The law still holds: the cosine term is multiplied by 0.`;
  }
  if (d.c === 0) return 'P and Q coincide: c = 0, θ = 0°, and a² + b² − 2ab = (a − b)² = 0.';
  return '';
}

const NAMES: Record<Vertex, string> = { o: 'Corner O', p: 'Vertex P', q: 'Vertex Q' };

export function handleLabel(name: Vertex, s: State): string {
  return `${NAMES[name]} at ${pair(s[name], 1)}`;
}
