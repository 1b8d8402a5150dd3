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
import { overlaps, textBox, type Anchor, type Box } from '../kit/label-box';

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
  /** Where each reticle's speed label goes, relative to the reticle (clear of the other reticles and labels). */
  reticleLabels: ReticleLabel[];
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

/** A reticle's speed label, relative to the reticle's centre (SVG units): baseline `y`, anchored at `x`. */
export interface ReticleLabel {
  x: number;
  y: number;
  anchor: Anchor;
}

/** The reticle label's font size (SVG units), as ShootingRange.astro's `.reticle text` sets it. */
export const RETICLE_FONT = 2.3;
/** Half the size of a reticle's cross (SVG units): its lines reach ±3 from the centre. */
const RETICLE_HALF = 3;
/** Places a label may take, tried in order: up-right (the default), up-left, above, down-right, down-left, below. */
const RETICLE_SPOTS: ReticleLabel[] = [
  { x: 2.2, y: -2.2, anchor: 'start' },
  { x: -2.2, y: -2.2, anchor: 'end' },
  { x: 0, y: -3.4, anchor: 'middle' },
  { x: 2.2, y: 4, anchor: 'start' },
  { x: -2.2, y: 4, anchor: 'end' },
  { x: 0, y: 5.2, anchor: 'middle' },
];

/** The box a reticle label takes at `p` (SVG units). */
export function reticleLabelBox(p: Point, spot: ReticleLabel, text: string): Box {
  return textBox(p.x + spot.x, p.y + spot.y, spot.anchor, text, RETICLE_FONT, { em: 0.62, ascent: 0.75 });
}

/**
 * A place for each shown reticle's label: the first of RETICLE_SPOTS whose
 * box keeps clear of every other shown reticle and of the labels placed
 * before it (issue 13: "40" and "25" overlapped); the armed reticle is
 * placed first, so its label keeps the usual place whenever it can.
 */
export function reticleLabels(reticles: readonly (Point | null)[], armed: number): ReticleLabel[] {
  const result: ReticleLabel[] = reticles.map(() => RETICLE_SPOTS[0]);
  const taken: Box[] = [];
  const order = reticles.map((_, i) => i).sort((i, j) => (i === armed ? -1 : j === armed ? 1 : i - j));
  for (const i of order) {
    const p = reticles[i];
    if (!p) continue;
    const others = reticles
      .filter((q, j): q is Point => j !== i && q !== null)
      .map((q) => ({ x0: q.x - RETICLE_HALF, y0: q.y - RETICLE_HALF, x1: q.x + RETICLE_HALF, y1: q.y + RETICLE_HALF }));
    const text = String(SPEEDS[i].speed);
    const spot =
      RETICLE_SPOTS.find((sp) => {
        const b = reticleLabelBox(p, sp, text);
        return !others.some((o) => overlaps(b, o)) && !taken.some((t) => overlaps(b, t));
      }) ?? RETICLE_SPOTS[0];
    result[i] = spot;
    taken.push(reticleLabelBox(p, spot, text));
  }
  return result;
}

/** The library's lead for every speed at this moment. */
export function leads(scene: Scene): Lead[] {
  return SPEEDS.map((s) => leadFor(scene.course, scene.gun, scene.t, s.speed));
}

export function geometry(scene: Scene, all: Lead[] = leads(scene)): Geometry {
  const { course, gun, t, armed, showAll, shots } = scene;
  const { position, velocity } = targetAt(course, t);
  const lead = all[armed];
  const reticles = all.map((l, i) => (l.point && (showAll || i === armed) ? at(l.point) : null));
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
    reticles,
    reticleLabels: reticleLabels(reticles, armed),
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
      const label = el.querySelector('text');
      const spot = g.reticleLabels[i];
      if (label && spot) {
        setIfChanged(label, 'x', String(spot.x));
        setIfChanged(label, 'y', String(spot.y));
        setIfChanged(label, 'text-anchor', spot.anchor);
      }
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
