/**
 * Drawing for the shooting range. `geometry` is the pure `stateAt(t)`: a
 * scene (course, gun, time, shots) → SVG coordinates, used at build time for
 * the first frame and in the browser for every frame after; `draw` writes it.
 */
import { addScaled, type Vec2 } from '../../lib';
import { arrowPath } from '../kit/arrow';
import { round, toSvg, type Point } from '../kit/frame';
import {
  FRAME,
  SPEEDS,
  fatePoint,
  isResolved,
  leadFor,
  pathSoFar,
  shotAt,
  targetAt,
  type Course,
  type Lead,
  type Shot,
} from './model';
import { setIfChanged, setAttrs as set } from '../kit/dom';

export interface Scene {
  course: Course;
  gun: Vec2;
  /** Scene time (s). */
  t: number;
  /** Index of the armed speed in SPEEDS. */
  armed: number;
  /** Show the reticles of the speeds that are not armed too. */
  showAll: boolean;
  shots: readonly Shot[];
}

export interface Geometry {
  gun: Point;
  target: Point;
  heading: string;
  trail: string;
  barrelTip: Point;
  /** From the barrel's tip to the armed reticle: the barrel's line continued. */
  sightEnd: Point | null;
  /** One per speed; null when hidden or when that speed has no lead. */
  reticles: (Point | null)[];
  shots: (Point & { speedIndex: number })[];
  marks: (Point & { hit: boolean })[];
}

/** Length of the drawn barrel (m). */
const BARREL = 6;
/** How long a hit or miss ring stays (s). */
const MARK_SECONDS = 1.2;

export function at(v: readonly number[]): Point {
  const p = toSvg(FRAME, v);
  return { x: round(p.x), y: round(p.y) };
}

/** The library's lead for every speed at this moment. */
export function leads(scene: Scene): Lead[] {
  return SPEEDS.map((s) => leadFor(scene.course, scene.gun, scene.t, s.speed));
}

export function geometry(scene: Scene, all: Lead[] = leads(scene)): Geometry {
  const { course, gun, t, armed, showAll, shots } = scene;
  const { position, velocity } = targetAt(course, t);
  const lead = all[armed];
  return {
    gun: at(gun),
    target: at(position),
    heading: arrowPath(at(position), at(addScaled(position, velocity, 0.6)), 1.4),
    trail: pathSoFar(course, t)
      .map((p, i) => {
        const q = at(p);
        return `${i ? 'L' : 'M'}${q.x} ${q.y}`;
      })
      .join(''),
    barrelTip: at(addScaled(gun, lead.direction, BARREL)),
    sightEnd: lead.point ? at(lead.point) : null,
    reticles: all.map((l, i) => (l.point && (showAll || i === armed) ? at(l.point) : null)),
    shots: shots
      .map((s) => ({ p: shotAt(s, t), speedIndex: s.speedIndex }))
      .filter((s): s is { p: Vec2; speedIndex: number } => s.p !== null)
      .map((s) => ({ ...at(s.p), speedIndex: s.speedIndex })),
    marks: shots
      .filter((s) => isResolved(s, t) && t - s.firedAt - s.time < MARK_SECONDS)
      .map((s) => ({ ...at(fatePoint(s)), hit: s.hit })),
  };
}

const SVG_NS = 'http://www.w3.org/2000/svg';

function pool(group: Element, n: number, make: () => Element): Element[] {
  while (group.childElementCount < n) group.appendChild(make());
  while (group.childElementCount > n) group.lastElementChild!.remove();
  return Array.from(group.children);
}

/** Write a frame into the range's SVG. Parts are found by `data-part`, reticles by `data-reticle`. */
export function draw(svg: SVGSVGElement, g: Geometry, armed: number): void {
  const part = (name: string) => svg.querySelector(`[data-part="${name}"]`);
  set(part('target'), { transform: `translate(${g.target.x} ${g.target.y})` });
  set(part('heading'), { d: g.heading });
  set(part('trail'), { d: g.trail });
  set(svg.querySelector('[data-handle="gun"]'), { transform: `translate(${g.gun.x} ${g.gun.y})` });
  set(part('barrel'), { x1: g.gun.x, y1: g.gun.y, x2: g.barrelTip.x, y2: g.barrelTip.y });
  const sight = part('sight');
  if (sight) {
    const end = g.sightEnd ?? g.barrelTip;
    set(sight, { x1: g.barrelTip.x, y1: g.barrelTip.y, x2: end.x, y2: end.y });
  }
  g.reticles.forEach((p, i) => {
    const el = svg.querySelector(`[data-reticle="${i}"]`);
    if (!el) return;
    if (p) {
      if (el.hasAttribute('display')) el.removeAttribute('display');
      set(el, { transform: `translate(${p.x} ${p.y})`, class: i === armed ? 'reticle armed' : 'reticle' });
    } else {
      setIfChanged(el, 'display', 'none');
    }
  });
  const shots = part('shots');
  if (shots) {
    pool(shots, g.shots.length, () => document.createElementNS(SVG_NS, 'circle')).forEach((c, i) => {
      const s = g.shots[i];
      set(c, { cx: s.x, cy: s.y, r: 0.8, class: `shot s${s.speedIndex}` });
    });
  }
  const marks = part('marks');
  if (marks) {
    pool(marks, g.marks.length, () => document.createElementNS(SVG_NS, 'circle')).forEach((c, i) => {
      const m = g.marks[i];
      set(c, { cx: m.x, cy: m.y, r: m.hit ? 3.2 : 1.8, class: m.hit ? 'mark-hit' : 'mark-miss' });
    });
  }
}
