/**
 * The kit gallery's demo: a point P the reader drags, the vector from the
 * origin to it, and the parabola y = a·x² + b·x + c whose root count the
 * library decides, with a as a number box and time sweeping b.
 */
import { length, quadraticRoots, type Vec2 } from '../../lib';
import { makeFrame } from '../kit/frame';

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
