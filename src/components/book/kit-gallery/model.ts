/**
 * The kit gallery's demo: a point P the reader drags, the vector from the
 * origin to it, and the parabola y = a·x² + b·x + c whose root count the
 * library decides, with a as a number box and time sweeping b.
 */
import { type Vec2 } from '../../../lib';
import { length } from '../../../lib/vec';
import { derivative, polynomialRootsIn, quadraticRoots } from '../../../lib/numeric';
import { makeFrame } from '../../kit/scene/frame';

export const FRAME = makeFrame({ xmin: -10, xmax: 10, ymin: -6, ymax: 6 });

export interface State {
  p: Vec2;
  a: number;
  t: number;
}

export const INITIAL: State = { p: [4, 3], a: 1, t: 0 };
export const DURATION = 4;

/** b sweeps from −4 to 4 as t runs over the time line. */
export function bAt(t: number): number {
  return -4 + (8 * t) / DURATION;
}

export function derive(s: State) {
  const b = bAt(s.t);
  const roots = quadraticRoots(s.a, b, -1 + s.p[1] / 3).roots;
  return { length: length(s.p), b, c: -1 + s.p[1] / 3, roots };
}

export function curve(s: State): Vec2[] {
  const { b, c } = derive(s);
  const pts: Vec2[] = [];
  for (let i = 0; i <= 80; i++) {
    const x = -4 + (8 * i) / 80;
    pts.push([x, s.a * x * x + b * x + c]);
  }
  return pts;
}

// ---------------------------------------------------------------------------
// The live function plot: the cubic f(t) = (t − h)³ − 3(t − h) + a over the
// time line [0, FN_DURATION], with h its middle, and its two derivatives.

export const FN_DURATION = 5;
const H = FN_DURATION / 2;

/** The coefficients of f, highest degree first: (t − h)³ − 3(t − h) + a expanded. */
export function cubicCoeffs(a: number): number[] {
  return [1, -3 * H, 3 * H * H - 3, -(H ** 3) + 3 * H + a];
}

export interface CubicAnalysis {
  f: number[];
  df: number[];
  ddf: number[];
  /** Roots of f in the time line. */
  roots: number[];
  /** Where f′ = 0 (the extrema of f), each with whether it is a maximum. */
  extrema: { t: number; max: boolean }[];
  /** Where f″ = 0. */
  inflections: number[];
  /** The time line cut at the extrema: the pieces on which f is monotone, each rising or falling. */
  pieces: { t0: number; t1: number; rising: boolean }[];
}

/** The first root of f on the time line, for the jump button; null when f has none there. */
export function firstRoot(a: number): number | null {
  return analyseCubic(a).roots[0] ?? null;
}

export function analyseCubic(a: number): CubicAnalysis {
  const f = cubicCoeffs(a);
  const df = derivative(f);
  const ddf = derivative(df);
  const roots = polynomialRootsIn(f, 0, FN_DURATION).roots;
  const crit = polynomialRootsIn(df, 0, FN_DURATION).roots;
  const extrema = crit.map((t) => ({ t, max: ddf[0] * t + ddf[1] < 0 }));
  const inflections = polynomialRootsIn(ddf, 0, FN_DURATION).roots;
  const cuts = [0, ...crit, FN_DURATION];
  const pieces = cuts.slice(1).map((t1, i) => {
    const t0 = cuts[i];
    const mid = (t0 + t1) / 2;
    return { t0, t1, rising: df[0] * mid * mid + df[1] * mid + df[2] > 0 };
  });
  return { f, df, ddf, roots, extrema, inflections, pieces };
}
