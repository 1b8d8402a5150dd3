/**
 * Drawing for chapter 3's figure. `parts` maps the state to SVG attributes of
 * every named part (pure; the .astro file renders the first frame with it);
 * `draw` writes them into the live SVG.
 */
import { cross2, normalize, type Vec2 } from '../../lib';
import { arrowPath } from '../kit/arrow';
import { round, toSvg, unit, type Point } from '../kit/frame';
import { writeParts, type PartAttrs } from '../kit/dom';
import { FRAME, derive, num, type State } from './model';

const show = (on: boolean) => (on ? 'inline' : 'none');
const f = (p: Point) => `${round(p.x)} ${round(p.y)}`;
/** Radius of the angle marker at O, in world units. */
const ARC = 0.9;

/** A label's box, in world units: wide enough for "c = 10.00" at the figure's label size. */
const LABEL_W = 2.6;
const LABEL_H = 0.7;

/**
 * Where a side's label goes: beside the side's midpoint, on the side away from
 * the third vertex; or on the other side (`flip`), which is where it goes when
 * the first place is taken.
 */
function sideLabelAt(from: Vec2, to: Vec2, away: Vec2, flip: boolean, gap = 0.75): Vec2 {
  const mid: Vec2 = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  const dir = normalize<Vec2>([to[0] - from[0], to[1] - from[1]]);
  let n: Vec2 = [-dir[1], dir[0]];
  if (n[0] * (away[0] - mid[0]) + n[1] * (away[1] - mid[1]) > 0 !== flip) n = [-n[0], -n[1]];
  return [mid[0] + n[0] * gap, mid[1] + n[1] * gap];
}

const overlaps = (u: Vec2, v: Vec2) => Math.abs(u[0] - v[0]) < LABEL_W && Math.abs(u[1] - v[1]) < LABEL_H;

/**
 * The three side labels, placed in turn (a, b, c): a label whose place is
 * taken by one placed before it moves to the other side of its side. This
 * matters when the triangle folds flat and two sides lie on one line.
 */
function sideLabels(s: State, shown: readonly boolean[]): Vec2[] {
  const sides: [Vec2, Vec2, Vec2][] = [
    [s.o, s.p, s.q],
    [s.o, s.q, s.p],
    [s.q, s.p, s.o],
  ];
  const placed: Vec2[] = [];
  return sides.map(([from, to, away], i) => {
    let at = sideLabelAt(from, to, away, false);
    if (placed.some((q) => overlaps(q, at))) at = sideLabelAt(from, to, away, true);
    if (shown[i]) placed.push(at);
    return at;
  });
}

function labelAttrs(at: Vec2, text: string, on: boolean): PartAttrs {
  const p = toSvg(FRAME, at);
  return { x: round(p.x), y: round(p.y + 1), 'text-anchor': 'middle', text, display: show(on) };
}

export function parts(s: State): Record<string, PartAttrs> {
  const d = derive(s);
  const o = toSvg(FRAME, s.o);
  const p = toSvg(FRAME, s.p);
  const q = toSvg(FRAME, s.q);
  const ua = normalize(d.A);
  const ub = normalize(d.B);
  const start = toSvg(FRAME, [s.o[0] + ua[0] * ARC, s.o[1] + ua[1] * ARC]);
  const end = toSvg(FRAME, [s.o[0] + ub[0] * ARC, s.o[1] + ub[1] * ARC]);
  const r = round(ARC * unit(FRAME));
  const sweep = cross2(d.A, d.B) > 0 ? 0 : 1;
  const bis = normalize<Vec2>([ua[0] + ub[0], ua[1] + ub[1]]);
  const thetaAt = toSvg(FRAME, [s.o[0] + bis[0] * (ARC + 1.1), s.o[1] + bis[1] * (ARC + 1.1)]);
  const straight = bis[0] === 0 && bis[1] === 0;
  // A side shorter than a label is left unlabelled: its label would sit on its ends.
  const shown = [d.a >= 1.5, d.b >= 1.5, d.c >= 1.5];
  const [la, lb, lc] = sideLabels(s, shown);
  return {
    triangle: { d: `M${f(o)}L${f(p)}L${f(q)}Z` },
    angle: { d: `M${f(o)}L${f(start)}A${r} ${r} 0 0 ${sweep} ${f(end)}Z`, display: show(d.hasAngle) },
    'theta-label': {
      x: round(thetaAt.x),
      y: round(thetaAt.y + 1),
      'text-anchor': 'middle',
      display: show(d.hasAngle && !straight),
      text: 'θ',
    },
    'side-a': { d: arrowPath(o, p) },
    'side-b': { d: arrowPath(o, q) },
    'side-c': { d: arrowPath(q, p) },
    'label-a': labelAttrs(la, `a = ${num(d.a, 2)}`, shown[0]),
    'label-b': labelAttrs(lb, `b = ${num(d.b, 2)}`, shown[1]),
    'label-c': labelAttrs(lc, `c = ${num(d.c, 2)}`, shown[2]),
  };
}

/** Write a frame into the figure's SVG; parts are found by `data-part`. */
export function draw(svg: SVGSVGElement, s: State): void {
  writeParts(svg, parts(s));
}
