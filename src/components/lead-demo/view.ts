/**
 * Drawing for the Introduction figure. `geometry` turns a scene into SVG
 * coordinates (pure, used at build time for the first frame and in the
 * browser for every frame after); `draw` writes it into the SVG.
 */
import { FIELD, HIT_RADIUS, SHOOTER, aimAt, fatePoint, isResolved, shotAt, targetAt, targetVelocity } from './model';
import type { Params, Shot } from './model';
import type { Vec2 } from '../../lib';
import { setIfChanged, setAttrs as set } from '../kit/dom';

export interface Scene {
  params: Params;
  /** Scene time (s). */
  t: number;
  shots: Shot[];
}

export interface Point {
  x: number;
  y: number;
}

export interface Geometry {
  shooter: Point;
  target: Point;
  /** Tip of the target's velocity arrow (one second of motion). */
  heading: Point;
  barrelTip: Point;
  lead: Point | null;
  shots: Point[];
  /** Shots resolved within the last second: a ring at the impact or the closest pass. */
  marks: (Point & { hit: boolean })[];
  /** The path of the latest resolved shot, from the barrel to its fate. */
  trail: Point | null;
}

const BARREL = 7;
const MARK_SECONDS = 1;

/** World metres (y up) to SVG units (y down). */
export function toSvg(v: Vec2): Point {
  return { x: v[0], y: FIELD.height - v[1] };
}

export function geometry({ params, t, shots }: Scene): Geometry {
  const target = targetAt(params, t);
  const aim = aimAt(params, t);
  const v = targetVelocity(params);
  const lastResolved = shots.findLast((s) => isResolved(s, t));
  return {
    shooter: toSvg(SHOOTER),
    target: toSvg(target),
    heading: toSvg([target[0] + v[0], target[1] + v[1]]),
    barrelTip: toSvg([SHOOTER[0] + BARREL * aim.direction[0], SHOOTER[1] + BARREL * aim.direction[1]]),
    lead: aim.lead ? toSvg(aim.lead.point) : null,
    shots: shots
      .map((s) => shotAt(s, t))
      .filter((p): p is Vec2 => p !== null)
      .map(toSvg),
    marks: shots
      .filter((s) => isResolved(s, t) && t - s.firedAt - s.time < MARK_SECONDS)
      .map((s) => ({ ...toSvg(fatePoint(s)), hit: s.hit })),
    trail: lastResolved ? toSvg(fatePoint(lastResolved)) : null,
  };
}

export const TARGET_RADIUS = HIT_RADIUS;

/** Keep exactly `n` children of `group`, made by `make`, and return them. */
function pool(group: Element, n: number, make: () => Element): Element[] {
  while (group.childElementCount < n) group.appendChild(make());
  while (group.childElementCount > n) group.lastElementChild!.remove();
  return Array.from(group.children);
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Write a frame into the figure's SVG. Parts are found by `data-part`. */
export function draw(svg: SVGSVGElement, g: Geometry): void {
  const part = (name: string) => svg.querySelector(`[data-part="${name}"]`);
  set(part('target'), { transform: `translate(${g.target.x} ${g.target.y})` });
  set(part('heading'), { x1: g.target.x, y1: g.target.y, x2: g.heading.x, y2: g.heading.y });
  set(part('barrel'), { x2: g.barrelTip.x, y2: g.barrelTip.y });
  set(part('sight'), { x2: g.target.x, y2: g.target.y });
  const trailEnd = g.trail ?? g.shooter;
  set(part('trail'), { x2: trailEnd.x, y2: trailEnd.y });
  const lead = part('lead');
  if (lead) {
    if (g.lead) {
      if (lead.hasAttribute('display')) lead.removeAttribute('display');
      set(lead, { transform: `translate(${g.lead.x} ${g.lead.y})` });
    } else {
      setIfChanged(lead, 'display', 'none');
    }
  }
  const shots = part('shots');
  if (shots) {
    const dots = pool(shots, g.shots.length, () => {
      const c = document.createElementNS(SVG_NS, 'circle');
      c.setAttribute('r', '0.9');
      return c;
    });
    dots.forEach((c, i) => set(c, { cx: g.shots[i].x, cy: g.shots[i].y }));
  }
  const marks = part('marks');
  if (marks) {
    const rings = pool(marks, g.marks.length, () => document.createElementNS(SVG_NS, 'circle'));
    rings.forEach((c, i) => {
      const m = g.marks[i];
      set(c, { cx: m.x, cy: m.y, r: m.hit ? 4 : 2, class: m.hit ? 'mark-hit' : 'mark-miss' });
    });
  }
}
