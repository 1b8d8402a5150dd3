/**
 * Chapter 2's figure as pure functions: two vectors A and B from a common
 * origin, their dot product computed two ways, the angle between them, its
 * kind (acute, right, obtuse) and the projection of B on A. Every number
 * comes from the solver library; this file holds state, limits and wording.
 */
import { type Vec2 } from '../../../lib';
import { angle, dot, length, project, sub } from '../../../lib/vec';
import { fixed as num, pair } from '../../kit/text/format';
import { snapToGrid } from '../../kit/scene/geometry';
import { makeFrame } from '../../kit/scene/frame';

/** The world shown: the common origin O is at (0, 0). */
export const FRAME = makeFrame({ xmin: -6, xmax: 6, ymin: -4, ymax: 5 });
/** Handles snap to this grid when dragged, so the products stay short decimals. */
export const SNAP = 0.1;
/** Arrow-key step for a handle; Shift moves ten times as far (the kit's SHIFT_FACTOR). */
export const KEY_STEP = 0.5;

export interface State {
  /** The tip of A (its tail is the origin). */
  a: Vec2;
  /** The tip of B. */
  b: Vec2;
}

/** What the figure publishes (kit/shell/figure-state.ts) for checkpoints and cells: the two tips, plain copies. */
export function figureState(s: State): { a: Vec2; b: Vec2 } {
  return { a: [s.a[0], s.a[1]], b: [s.b[0], s.b[1]] };
}

export const INITIAL: State = { a: [4, 2], b: [1, 3] };

/** Acute, right or obtuse, from the sign of A·B; undefined when either vector is zero. */
export type Kind = 'acute' | 'right' | 'obtuse' | 'none';

export interface Derived {
  /** A·B = AxBx + AyBy. */
  dot: number;
  lengthA: number;
  lengthB: number;
  /** The angle between A and B (rad), in [0, π]; 0 when either is zero. */
  theta: number;
  /** cos θ = A·B / (|A||B|), with no trigonometry; NaN when either vector is zero. */
  cos: number;
  /** |A||B| cos θ, with cos taken of the measured angle: the other side of the identity. */
  viaAngle: number;
  /** The projection of B on A's line: (A·B / A·A) A. */
  projection: Vec2;
  /** Its signed length along A: A·B / |A|; NaN when A is zero. */
  scalarProjection: number;
  kind: Kind;
}

/**
 * How far from zero A·B may be, relative to |A||B|, and still count as a
 * right angle: only rounding noise (the handles sit on a 0.1 grid).
 */
export const RIGHT_TOLERANCE = 1e-9;

export function derive(s: State): Derived {
  const d = dot(s.a, s.b);
  const la = length(s.a);
  const lb = length(s.b);
  const theta = angle(s.a, s.b);
  const zero = la === 0 || lb === 0;
  let kind: Kind = 'none';
  if (!zero) {
    if (Math.abs(d) <= RIGHT_TOLERANCE * la * lb) kind = 'right';
    else kind = d > 0 ? 'acute' : 'obtuse';
  }
  return {
    dot: d,
    lengthA: la,
    lengthB: lb,
    theta,
    cos: zero ? NaN : d / (la * lb),
    viaAngle: la * lb * Math.cos(theta),
    projection: project(s.b, s.a),
    scalarProjection: la > 0 ? d / la : NaN,
    kind,
  };
}

/** Snap a dragged tip to the grid and keep it inside the figure. */
export function place(p: Vec2): Vec2 {
  return snapToGrid(p, SNAP, FRAME, 0.2);
}

/** Readout formats from the kit: a number with a true minus sign, and `(4.0, −2.0)`. */
export { num, pair };

/** A factor in a product, in parentheses: `(−4.0)`. */
function factor(x: number, digits: number): string {
  return `(${num(x, digits)})`;
}

export const KIND_TEXT: Record<Kind, string> = {
  acute: 'Acute: A·B > 0',
  right: 'Right angle: A·B = 0',
  obtuse: 'Obtuse: A·B < 0',
  none: 'No angle: a zero vector',
};

/** The short label drawn beside the angle in the figure. */
export const KIND_WORD: Record<Kind, string> = { acute: 'acute', right: 'right', obtuse: 'obtuse', none: '' };

/** The figure's readouts (and the prose numbers bound to them), by name. */
export function readouts(s: State): Record<string, string> {
  const d = derive(s);
  const deg = (d.theta * 180) / Math.PI;
  const remainder = sub(s.b, d.projection);
  // With A zero there is no line to project onto: the projection, the remainder
  // and its dot product are not defined, and say so with a dash like θ and cos θ.
  const hasA = d.lengthA > 0;
  return {
    ax: num(s.a[0], 1),
    ay: num(s.a[1], 1),
    bx: num(s.b[0], 1),
    by: num(s.b[1], 1),
    a: pair(s.a, 1),
    b: pair(s.b, 1),
    'ax-bx': factor(s.a[0], 1) + factor(s.b[0], 1),
    'ay-by': factor(s.a[1], 1) + factor(s.b[1], 1),
    axbx: num(s.a[0] * s.b[0]),
    ayby: num(s.a[1] * s.b[1]),
    dot: num(d.dot),
    'length-a': num(d.lengthA),
    'length-b': num(d.lengthB),
    'length-ab': num(d.lengthA * d.lengthB),
    theta: d.kind === 'none' ? '—' : num(deg, 1),
    'theta-deg': d.kind === 'none' ? '—' : `${num(deg, 1)}°`,
    cos: num(d.cos, 3),
    'via-angle': d.kind === 'none' ? num(0) : num(d.viaAngle),
    projection: hasA ? pair(d.projection) : '—',
    'scalar-projection': num(d.scalarProjection),
    'a-dot-a': num(dot(s.a, s.a)),
    remainder: hasA ? pair(remainder) : '—',
    'remainder-dot': hasA ? num(dot(remainder, s.a)) : '—',
    ratio: hasA ? num(d.dot / dot(s.a, s.a), 3) : '—',
    kind: KIND_TEXT[d.kind],
    'kind-word': d.kind === 'none' ? 'not defined' : KIND_WORD[d.kind],
  };
}

/** What the figure says about the current state, or '' when all is well. */
export function message(s: State): string {
  const d = derive(s);
  if (d.lengthA === 0 && d.lengthB === 0) {
    return 'A and B are both the zero vector: A·B = 0, but there is no angle to measure (θ and cos θ are not defined) and no line to project onto.';
  }
  if (d.lengthA === 0) {
    return 'A is the zero vector: A·B = 0 and |A| |B| cos θ = 0 whatever θ would be, but there is no angle (θ and cos θ are not defined) and no line to project onto, so there is no projection either.';
  }
  if (d.lengthB === 0) {
    return 'B is the zero vector: A·B = 0 and |A| |B| cos θ = 0 whatever θ would be, but there is no angle between a direction and nothing: θ and cos θ are not defined.';
  }
  return '';
}

export function handleLabel(name: 'a' | 'b', s: State): string {
  return `Tip of vector ${name.toUpperCase()} at ${pair(s[name], 1)}`;
}
