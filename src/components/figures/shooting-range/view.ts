/**
 * Drawing for the shooting range. `geometry` is the pure `stateAt(t)`: a
 * scene (course, gun, time, shots) → SVG coordinates, used at build time for
 * the first frame and in the browser for every frame after; `draw` writes it.
 */
import { addScaled, type Vec2 } from '../../../lib';
import { arrowPath } from '../../kit/scene/arrow';
import { round, toSvg, type Point } from '../../kit/scene/frame';
import {
  DEFAULT_ARMED,
  DEFAULT_SEED,
  FRAME,
  GUN_START,
  SPEEDS,
  courseText,
  fatePoint,
  gunText,
  leadNote,
  newRange,
  placeGun,
  isResolved,
  leadFor,
  pathSoFar,
  shotAt,
  targetAt,
  type Course,
  type Lead,
  type RangeGame,
  type Shot,
} from './model';
import { perView, type FigureView, type Item, type Parts, type ReadoutCard } from '../../kit/shell/figure';
import { withUnit } from '../../kit/text/format';
import type { PointHandle } from '../../kit/controls/handles';
import { overlaps, textBox, type Anchor, type Box } from '../../kit/scene/label-box';

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

// ---------------------------------------------------------------------------
// The figure, declared once for the build and the browser (kit/shell/figure.ts)

/** What the range shows: the game (course, time, shots, tally), the gun, the armed speed and the reticles shown. */
export interface RangeView {
  game: RangeGame;
  gun: Vec2;
  /** Index of the armed speed in SPEEDS. */
  armed: number;
  /** Show the reticles of the speeds that are not armed too. */
  showAll: boolean;
}

/** The range when the page opens: course `seed` at START_TIME, the gun at its start, the default speed armed. */
export function firstView(seed = DEFAULT_SEED, turning = false): RangeView {
  return { game: newRange(seed, turning), gun: GUN_START, armed: DEFAULT_ARMED, showAll: true };
}

/** The scene of a view, as `geometry` takes it. */
export function sceneOf({ game, gun, armed, showAll }: RangeView): Scene {
  return { course: game.course, gun, t: game.t, armed, showAll, shots: game.shots };
}

/** Every `data-part` of the scene in one frame (the gun handle is placed by its own binding). */
export function rangeParts(g: Geometry, armed: number): Parts {
  const end = g.sightEnd ?? g.barrelTip;
  const parts: Parts = {
    target: { transform: `translate(${g.target.x} ${g.target.y})` },
    heading: { d: g.heading },
    trail: { d: g.trail },
    barrel: { x1: g.gun.x, y1: g.gun.y, x2: g.barrelTip.x, y2: g.barrelTip.y },
    sight: { x1: g.barrelTip.x, y1: g.barrelTip.y, x2: end.x, y2: end.y },
  };
  g.reticles.forEach((p, i) => {
    const spot = g.reticleLabels[i];
    parts[`reticle-${i}`] = p
      ? { transform: `translate(${p.x} ${p.y})`, class: i === armed ? 'reticle armed' : 'reticle', display: 'inline' }
      : { display: 'none' };
    parts[`reticle-${i}-label`] = { x: spot.x, y: spot.y, 'text-anchor': spot.anchor };
  });
  return parts;
}

/** The parts that come in numbers: the shots in the air and the rings where shots met their fate. */
export function rangeLists(g: Geometry): Record<string, Item[]> {
  return {
    shots: g.shots.map((s) => ({ tag: 'circle', attrs: { cx: s.x, cy: s.y, r: 0.8, class: `shot s${s.speedIndex}` } })),
    marks: g.marks.map((m) => ({
      tag: 'circle',
      attrs: { cx: m.x, cy: m.y, r: m.hit ? 3.2 : 1.8, class: m.hit ? 'mark-hit' : 'mark-miss' },
    })),
  };
}

/** The readouts of a view; the armed speed's lead is passed in when the caller has it. */
export function rangeReadouts(v: RangeView, lead: Lead = leads(sceneOf(v))[v.armed]): Record<string, string> {
  const { game, gun } = v;
  return {
    time: lead.time === null ? '—' : withUnit(lead.time, 's'),
    gun: gunText(gun),
    hits: String(game.hits),
    misses: String(game.misses),
    result: game.result || 'Not fired yet',
    course: courseText(game.seed, game.turning),
    message: leadNote(game.course, gun, game.t, lead),
  };
}

/** The leads and the geometry of a view, computed once per frame for parts, lists and readouts. */
const frameOf = perView((v: RangeView) => {
  const scene = sceneOf(v);
  const all = leads(scene);
  return { all, g: geometry(scene, all) };
});

/** The range, declared once: parts, lists and readouts, each a pure function of the view. */
export const figure: FigureView<RangeView> = {
  parts: (v) => rangeParts(frameOf(v).g, v.armed),
  lists: (v) => rangeLists(frameOf(v).g),
  readouts: (v) => rangeReadouts(v, frameOf(v).all[v.armed]),
};

/** The gun, the one handle: dragged within its area (`placeGun`). */
export const handles: Record<'gun', PointHandle<RangeView>> = {
  gun: {
    at: (v) => v.gun,
    move: (v, p) => ({ ...v, gun: placeGun(p) }),
    label: (v) => `Gun at ${gunText(v.gun)}`,
  },
};

/** The readout cards (kit/shell/ReadoutCards.astro); numbers that change every frame are not announced. */
export const CARDS: readonly ReadoutCard[] = [
  { name: 'time', label: 'Time to meet', live: 'off' },
  { name: 'gun', label: 'Gun at', live: 'off' },
  { name: 'hits', label: 'Hits', live: 'off' },
  { name: 'misses', label: 'Misses', live: 'off' },
  { name: 'course', label: 'Course', live: 'off' },
  { name: 'result', label: 'Last shot', class: 'wide', live: 'polite' },
];
