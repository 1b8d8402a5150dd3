/**
 * Drawing for chapter 2's figure. `parts` maps the state to SVG attributes of
 * every named part (pure; the .astro file renders the first frame with it);
 * `draw` writes them into the live SVG.
 */
import { normalize, cross2, type Vec2 } from '../../lib';
import { arrowPath } from '../kit/arrow';
import { round, toSvg, unit, type Point } from '../kit/frame';
import { writeParts, type PartAttrs } from '../kit/dom';
import { FRAME, KIND_WORD, derive, num, type State } from './model';

const show = (on: boolean) => (on ? 'inline' : 'none');
const f = (p: Point) => `${round(p.x)} ${round(p.y)}`;
/** Radius of the angle marker, in world units. */
const ARC = 1.1;

/** The angle marker at the origin: a wedge for acute and obtuse, a square for a right angle. */
export function anglePath(s: State): string {
  const d = derive(s);
  if (d.kind === 'none') return '';
  const o = toSvg(FRAME, [0, 0]);
  const ua = normalize(s.a);
  const ub = normalize(s.b);
  if (d.kind === 'right') {
    const r = ARC * 0.65;
    const p = (v: Vec2) => toSvg(FRAME, v);
    return `M${f(o)}L${f(p([ua[0] * r, ua[1] * r]))}L${f(p([(ua[0] + ub[0]) * r, (ua[1] + ub[1]) * r]))}L${f(p([ub[0] * r, ub[1] * r]))}Z`;
  }
  const start = toSvg(FRAME, [ua[0] * ARC, ua[1] * ARC]);
  const end = toSvg(FRAME, [ub[0] * ARC, ub[1] * ARC]);
  const r = round(ARC * unit(FRAME));
  // Counter-clockwise in the world is clockwise on screen (y flips): sweep flag 0.
  const sweep = cross2(s.a, s.b) > 0 ? 0 : 1;
  return `M${f(o)}L${f(start)}A${r} ${r} 0 0 ${sweep} ${f(end)}Z`;
}

export function parts(s: State): Record<string, PartAttrs> {
  const d = derive(s);
  const o = toSvg(FRAME, [0, 0]);
  const a = toSvg(FRAME, s.a);
  const b = toSvg(FRAME, s.b);
  const foot = toSvg(FRAME, d.projection);
  const hasA = d.lengthA > 0;
  // A's whole line, far past both edges of the figure, to show where B's shadow falls.
  const ua = normalize(s.a);
  const far = 40;
  const l1 = toSvg(FRAME, [-ua[0] * far, -ua[1] * far]);
  const l2 = toSvg(FRAME, [ua[0] * far, ua[1] * far]);
  // The angle's label sits on the bisector, a little outside the marker.
  const mid = normalize<Vec2>([normalize(s.a)[0] + normalize(s.b)[0], normalize(s.a)[1] + normalize(s.b)[1]]);
  const bis: Vec2 = mid[0] === 0 && mid[1] === 0 ? [-ua[1], ua[0]] : mid;
  const label = toSvg(FRAME, [bis[0] * (ARC + 1.3), bis[1] * (ARC + 1.3)]);
  const deg = (d.theta * 180) / Math.PI;
  return {
    'a-line': { x1: round(l1.x), y1: round(l1.y), x2: round(l2.x), y2: round(l2.y), display: show(hasA) },
    angle: { d: anglePath(s), class: `angle ${d.kind}`, display: show(d.kind !== 'none') },
    'angle-label': {
      x: round(label.x),
      y: round(label.y + 1),
      class: `angle-label ${d.kind}`,
      'text-anchor': 'middle',
      display: show(d.kind !== 'none'),
      text: `${num(deg, 0)}° ${KIND_WORD[d.kind]}`,
    },
    drop: { x1: round(b.x), y1: round(b.y), x2: round(foot.x), y2: round(foot.y), display: show(hasA) },
    projection: { d: arrowPath(o, foot, 1.8), display: show(hasA && d.lengthB > 0) },
    'vec-a': { d: arrowPath(o, a) },
    'vec-b': { d: arrowPath(o, b) },
  };
}

/** Write a frame into the figure's SVG; parts are found by `data-part`. */
export function draw(svg: SVGSVGElement, s: State): void {
  writeParts(svg, parts(s));
}
