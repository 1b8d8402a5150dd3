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

/** A side's label: beside the side's midpoint, on the side away from the third vertex. */
function sideLabel(from: Vec2, to: Vec2, away: Vec2, text: string, gap = 0.75): PartAttrs {
  const mid: Vec2 = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  const dir = normalize<Vec2>([to[0] - from[0], to[1] - from[1]]);
  let n: Vec2 = [-dir[1], dir[0]];
  if (n[0] * (away[0] - mid[0]) + n[1] * (away[1] - mid[1]) > 0) n = [-n[0], -n[1]];
  const p = toSvg(FRAME, [mid[0] + n[0] * gap, mid[1] + n[1] * gap]);
  return { x: round(p.x), y: round(p.y + 1), 'text-anchor': 'middle', text };
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
    'label-a': { ...sideLabel(s.o, s.p, s.q, `a = ${num(d.a, 2)}`), display: show(d.a >= 1.5) },
    'label-b': { ...sideLabel(s.o, s.q, s.p, `b = ${num(d.b, 2)}`), display: show(d.b >= 1.5) },
    'label-c': { ...sideLabel(s.q, s.p, s.o, `c = ${num(d.c, 2)}`), display: show(d.c >= 1.5) },
  };
}

/** Write a frame into the figure's SVG; parts are found by `data-part`. */
export function draw(svg: SVGSVGElement, s: State): void {
  writeParts(svg, parts(s));
}
