/**
 * Drawing for the shooting range. `geometry` is the pure `stateAt(t)`: a
 * scene (course, gun, time, shots) → SVG coordinates, used at build time for
 * the first frame and in the browser for every frame after; `draw` writes it.
 */
import { type Vec2 } from '../../../lib';
import { addScaled } from '../../../lib/vec';
import { arrowPath } from '../../kit/scene/arrow';
import { round, toSvg, unit, type Point } from '../../kit/scene/frame';
import {
  DEFAULT_ARMED,
  DEFAULT_SEED,
  FRAME,
  GUN_START,
  HIT_RADIUS,
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
import { overlaps, textBox, type Anchor, type Box, type Segment } from '../../kit/scene/label-box';
import { placeLabels, spotsAround, type Obstacles, type Spot } from '../../kit/scene/place-labels';

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
  /**
   * Where each reticle's speed label goes, relative to the reticle (clear of the other reticles and labels); null
   * for a reticle not shown or off the field.
   */
  reticleLabels: (ReticleLabel | null)[];
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
/** A reticle's ring (radius, SVG units) and its cross, whose arms reach ±3 from the centre and start 1.3 out. */
const RETICLE_R = 1.9;
const RETICLE_HALF = 3;
const ARM_FROM = 1.3;
/** The label's measures: the digits of "25" and "40" at 600 weight are about 0.62 em wide. */
const DIGITS = { em: 0.62, ascent: 0.75 };
/** Placed with 0.2 units of air at each end, so that two labels in a crowd never quite touch. */
const PLACED = { ...DIGITS, padX: 0.2 };
/** The gun's handle (Handle.astro with r = 2): its dot and ring reach 3 units from its centre. */
const GUN_HALF = 3;
/** The target's disc: the hit radius, 2.5 m, and its stroke. */
const TARGET_HALF = HIT_RADIUS * unit(FRAME) + 0.2;

/** The box a reticle label takes at `p` (SVG units). */
export function reticleLabelBox(p: Point, spot: ReticleLabel, text: string): Box {
  return textBox(p.x + spot.x, p.y + spot.y, spot.anchor, text, RETICLE_FONT, DIGITS);
}

/** The marks the reticle labels keep off, apart from the reticles: the barrel, the sight, the trail, the heading, the target and the gun. */
export interface RangeMarks {
  gun: Point;
  barrelTip: Point;
  sightEnd: Point | null;
  trail: readonly Point[];
  target: Point;
  heading: readonly Segment[];
}

/**
 * The places a reticle's label may take, best first: the kit's spots around its ring, diagonal and beside (they
 * fall between the cross's arms), then the spots around the whole cross, which clear its arms above and below too.
 */
function reticleSpots(p: Point, text: string): Spot[] {
  return [
    ...spotsAround(p, RETICLE_R, text, RETICLE_FONT).slice(0, 6),
    ...spotsAround(p, RETICLE_HALF, text, RETICLE_FONT),
  ];
}

/** The four arms of a reticle's cross at `p`. */
function arms(p: Point): Segment[] {
  return [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ].map(([dx, dy]) => ({
    a: { x: p.x + dx * ARM_FROM, y: p.y + dy * ARM_FROM },
    b: { x: p.x + dx * RETICLE_HALF, y: p.y + dy * RETICLE_HALF },
  }));
}

/**
 * A place for each shown reticle's label, through the kit's label step (kit/scene/place-labels.ts): around its
 * reticle (`reticleSpots`, up-right first), clear of the other reticles, the labels placed before it (issue 13:
 * "40" and "25" overlapped), its own cross and ring, and the scene's marks: the barrel and its sight line, the
 * target's trail and heading, the target and the gun. The armed reticle goes first, so its label keeps the usual
 * place whenever it can. A reticle at the field's edge keeps its label inside, slid along the edge; one beyond it
 * has none.
 */
export function reticleLabels(
  reticles: readonly (Point | null)[],
  armed: number,
  marks?: RangeMarks,
): (ReticleLabel | null)[] {
  const result: (ReticleLabel | null)[] = reticles.map(() => null);
  const scene: Obstacles = {};
  if (marks) {
    const end = marks.sightEnd ?? marks.barrelTip;
    const around = (p: Point, h: number): Box => ({ x0: p.x - h, y0: p.y - h, x1: p.x + h, y1: p.y + h });
    scene.segments = [{ a: marks.gun, b: marks.barrelTip }, { a: marks.barrelTip, b: end }, ...marks.heading];
    scene.polylines = [marks.trail];
    scene.boxes = [around(marks.gun, GUN_HALF), around(marks.target, TARGET_HALF)];
  }
  const taken: Box[] = [];
  const order = reticles.map((_, i) => i).sort((i, j) => (i === armed ? -1 : j === armed ? 1 : i - j));
  for (const i of order) {
    const p = reticles[i];
    // A reticle off the field (a lead point beyond its edge) has no label: nothing of it to name.
    if (!p || !(p.x >= 0 && p.x <= FRAME.width && p.y >= 0 && p.y <= FRAME.height)) continue;
    const others = reticles.filter((q, j): q is Point => j !== i && q !== null);
    const text = String(SPEEDS[i].speed);
    const spots = reticleSpots(p, text);
    const crosses: Box[] = others.map((q) => ({
      x0: q.x - RETICLE_HALF,
      y0: q.y - RETICLE_HALF,
      x1: q.x + RETICLE_HALF,
      y1: q.y + RETICLE_HALF,
    }));
    const own = { segments: arms(p), circles: [{ cx: p.x, cy: p.y, r: RETICLE_R }] };
    const place = (o: Obstacles) =>
      placeLabels([{ key: 'label', text, font: RETICLE_FONT, metrics: PLACED, spots, slide: true }], FRAME, o).label;
    let placed = place({
      boxes: [...(scene.boxes ?? []), ...taken, ...crosses],
      segments: [...(scene.segments ?? []), ...own.segments],
      polylines: scene.polylines,
      circles: own.circles,
    });
    // In a crowd the step may let a label's corner touch another's rather than cross a line: a label on a label
    // is worse, so where one spot is clear of the labels and reticles, that one.
    if (taken.some((b) => overlaps(b, placed.box))) placed = place({ boxes: [...taken, ...crosses], ...own });
    result[i] = { x: round(placed.x - p.x), y: round(placed.y - p.y), anchor: placed.anchor };
    taken.push(placed.box);
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
  const target = at(position);
  const ahead = at(addScaled(position, velocity, 0.6));
  const trail = pathSoFar(course, t).map(at);
  const marks: RangeMarks = {
    gun: at(gun),
    barrelTip: at(addScaled(gun, lead.direction, BARREL)),
    sightEnd: lead.point ? at(lead.point) : null,
    trail,
    target,
    heading: [{ a: target, b: ahead }],
  };
  return {
    gun: marks.gun,
    target,
    heading: arrowPath(target, ahead, 1.4),
    trail: trail.map((q, i) => `${i ? 'L' : 'M'}${q.x} ${q.y}`).join(''),
    barrelTip: marks.barrelTip,
    sightEnd: marks.sightEnd,
    reticles,
    reticleLabels: reticleLabels(reticles, armed, marks),
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
    parts[`reticle-${i}-label`] = spot
      ? { x: spot.x, y: spot.y, 'text-anchor': spot.anchor, display: 'inline' }
      : { display: 'none' };
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
