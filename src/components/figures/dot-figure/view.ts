/**
 * Drawing for chapter 2's figure. `parts` maps the state to SVG attributes of
 * every named part (pure; the .astro file renders the first frame with it);
 * the kit's figure shell (`mountFigure`) writes them into the live SVG.
 */
import { type Vec2 } from '../../../lib';
import { normalize } from '../../../lib/vec';
import { arrowPath } from '../../kit/scene/arrow';
import { round, toSvg, unit, type Point } from '../../kit/scene/frame';
import type { PartAttrs } from '../../kit/shell/dom';
import type { FigureView, ReadoutCard } from '../../kit/shell/figure';
import { angleArc } from '../../kit/scene/geometry';
import { textBox as kitTextBox, type Box as SvgBox, type Segment } from '../../kit/scene/label-box';
import { placeLabels, spotsAround, type LabelRequest, type Spot } from '../../kit/scene/place-labels';
import { FRAME, KIND_WORD, derive, message, num, readouts, type State } from './model';

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
  return angleArc(FRAME, [0, 0], s.a, s.b, ARC, true).d;
}

/** The labels' font size (2.8 SVG units for the angle, 3 for the tips' letters; see DotFigure.astro) in world units. */
const FONT = 2.8 / unit(FRAME);
/** A label's box, centred on `at`, in world units: half its width and half its height. */
export interface Box {
  at: Vec2;
  hw: number;
  hh: number;
}
/** The box of `text` centred on `at`: about 0.6 em a character, one line high, with a little air. */
export function boxOf(at: Vec2, text: string, font = FONT): Box {
  return { at, hw: (text.length * 0.6 * font) / 2 + 0.1, hh: font * 0.45 + 0.05 };
}

export const clash = (u: Box, v: Box) =>
  Math.abs(u.at[0] - v.at[0]) < u.hw + v.hw && Math.abs(u.at[1] - v.at[1]) < u.hh + v.hh;

/** A handle's ring (radius 2.6 SVG units, kit Handle with its default r) as a box in world units. */
export function handleBox(p: Vec2): Box {
  const r = RING / unit(FRAME);
  return { at: p, hw: r, hh: r };
}

/** Font sizes in SVG units (DotFigure.astro): the tips' letters, the angle's label and O. */
const TIP_SIZE = 3;
const ANGLE_SIZE = 2.8;
/** The outer radius of a handle's ring (kit Handle, r = 1.6, ring r + 1), in SVG units. */
const RING = 2.6;
/** Where the origin's "O" is drawn, relative to the origin (DotFigure.astro), and its size. */
const O_LABEL = { dx: -1, dy: 3.4, font: 2.8 };
/** Room the labels keep from the scene's edges (SVG units): a rendered glyph runs a little past its estimate. */
const EDGE_AIR = 0.5;
/**
 * The angle's label's measures for the kit's estimate (ems of its size): bold, so a little wider than the kit's
 * default, with air above and at the sides, so that it never touches a handle's ring or an arrow.
 */
const ANGLE_METRICS = { em: 0.7, ascent: 0.95, descent: 0.3, padX: 0.4 };
/** A label's baseline below its centre (SVG units), for the angle's label placed by its centre. */
const BASELINE = 1;

/** The angle marker at the origin as segments in SVG units: the arc's chords, or the right angle's square. */
function angleSegments(s: State): Segment[] {
  const d = derive(s);
  if (d.kind === 'none') return [];
  const ua = normalize(s.a);
  const ub = normalize(s.b);
  const p = (v: Vec2) => toSvg(FRAME, v);
  if (d.kind === 'right') {
    const r = ARC * 0.65;
    const corner = p([(ua[0] + ub[0]) * r, (ua[1] + ub[1]) * r]);
    return [
      { a: p([ua[0] * r, ua[1] * r]), b: corner },
      { a: corner, b: p([ub[0] * r, ub[1] * r]) },
    ];
  }
  const a0 = Math.atan2(ua[1], ua[0]);
  let delta = Math.atan2(ub[1], ub[0]) - a0;
  while (delta > Math.PI) delta -= 2 * Math.PI;
  while (delta < -Math.PI) delta += 2 * Math.PI;
  const at = (i: number) => p([ARC * Math.cos(a0 + (delta * i) / 8), ARC * Math.sin(a0 + (delta * i) / 8)]);
  return Array.from({ length: 8 }, (_, i) => ({ a: at(i), b: at(i + 1) }));
}

/** Where the angle's label may go (centres in world units), best first. */
function angleCentres(s: State, text: string): Vec2[] {
  const d = derive(s);
  const ua = normalize(s.a);
  const ub = normalize(s.b);
  const mid = normalize<Vec2>([ua[0] + ub[0], ua[1] + ub[1]]);
  const bis: Vec2 = mid[0] === 0 && mid[1] === 0 ? [-ua[1], ua[0]] : mid;
  const at = (along: number, side: 1 | -1): Vec2 => {
    const box = boxOf([bis[0] * along, bis[1] * along], text);
    if (d.theta >= (50 * Math.PI) / 180) return box.at;
    // The arrows run within θ/2 of the bisector: step off it by the text's
    // reach across the bisector plus the arrows' spread at this distance.
    const n: Vec2 = [-bis[1] * side, bis[0] * side];
    const reach = box.hw * Math.abs(n[0]) + box.hh * Math.abs(n[1]);
    const off = reach + along * Math.tan(d.theta / 2) + 0.15;
    return [box.at[0] + n[0] * off, box.at[1] + n[1] * off];
  };
  return [ARC + 1.3, ARC + 2.4, ARC + 3.5].flatMap((along) => [at(along, 1), at(along, -1)]);
}

/**
 * Every label of the scene, by the kit's placement step (kit/scene/place-labels.ts):
 * the letters A and B first (A before B), each around its tip, then the
 * angle's label near the origin; each keeps off A's whole line, the arrows,
 * the projection and its dashed drop, the angle's marker, the handles'
 * rings, the origin's O, the labels placed before it and the scene's edge.
 */
/** Where the scene's points are drawn (SVG units): O, the tips, the projection's foot and A's whole line. */
function drawn(s: State) {
  const d = derive(s);
  const ua = normalize(s.a);
  // A's whole line, far past both edges of the figure, to show where B's shadow falls.
  const far = 40;
  return {
    d,
    o: toSvg(FRAME, [0, 0]),
    a: toSvg(FRAME, s.a),
    b: toSvg(FRAME, s.b),
    foot: toSvg(FRAME, d.projection),
    hasA: d.lengthA > 0,
    l1: toSvg(FRAME, [-ua[0] * far, -ua[1] * far]),
    l2: toSvg(FRAME, [ua[0] * far, ua[1] * far]),
  };
}

export function placeAll(s: State, angleText: string): { a: Spot; b: Spot; angle: Spot } {
  const { d, o, a, b, foot, hasA, l1, l2 } = drawn(s);
  const segments: Segment[] = [
    { a: o, b: a },
    { a: o, b },
    ...(hasA
      ? [
          { a: l1, b: l2 },
          { a: b, b: foot },
          { a: o, b: foot },
        ]
      : []),
    ...angleSegments(s),
  ];
  const ring = (p: Point): SvgBox => ({ x0: p.x - RING, y0: p.y - RING, x1: p.x + RING, y1: p.y + RING });
  const boxes = [ring(a), ring(b), kitTextBox(o.x + O_LABEL.dx, o.y + O_LABEL.dy, 'end', 'O', O_LABEL.font)];
  const angleSpots = angleCentres(s, angleText).map((c): Spot => {
    const p = toSvg(FRAME, c);
    return { x: round(p.x), y: round(p.y + BASELINE), anchor: 'middle' };
  });
  const requests: LabelRequest[] = [
    { key: 'a', text: 'A', font: TIP_SIZE, spots: spotsAround(a, RING, 'A', TIP_SIZE, 0.4) },
    { key: 'b', text: 'B', font: TIP_SIZE, spots: spotsAround(b, RING, 'B', TIP_SIZE, 0.4) },
    ...(d.kind === 'none'
      ? []
      : [{ key: 'angle', text: angleText, font: ANGLE_SIZE, spots: angleSpots, metrics: ANGLE_METRICS, slide: true }]),
  ];
  const placed = placeLabels(requests, { ...FRAME, edge: EDGE_AIR }, { segments, boxes });
  const spot = (k: string, fallback: Spot): Spot => {
    const p = placed[k];
    return p ? { x: p.x, y: p.y, anchor: p.anchor } : fallback;
  };
  return {
    a: spot('a', requests[0].spots[0]),
    b: spot('b', requests[1].spots[0]),
    angle: spot('angle', angleSpots[0]),
  };
}

/** The angle's label as a box in world units (centred on its text), where `placeAll` puts it. */
export function angleLabel(s: State, text: string): Box {
  const spot = placeAll(s, text).angle;
  const k = unit(FRAME);
  const font = ANGLE_SIZE / k;
  // A middle-anchored text's centre sits `BASELINE` above its baseline.
  const at: Vec2 = [spot.x / k + FRAME.xmin, FRAME.ymax - (spot.y - BASELINE) / k];
  return boxOf(at, text, font);
}

/** The angle's label text: its size in degrees and its kind. */
function angleText(s: State): string {
  const d = derive(s);
  return `${num((d.theta * 180) / Math.PI, 0)}° ${KIND_WORD[d.kind]}`;
}

export function parts(s: State): Record<string, PartAttrs> {
  const { d, o, a, b, foot, hasA, l1, l2 } = drawn(s);
  const text = angleText(s);
  const placed = placeAll(s, text);
  const at = (p: Spot) => ({ x: p.x, y: p.y, 'text-anchor': p.anchor });
  return {
    'a-line': { x1: round(l1.x), y1: round(l1.y), x2: round(l2.x), y2: round(l2.y), display: show(hasA) },
    angle: { d: anglePath(s), class: `angle ${d.kind}`, display: show(d.kind !== 'none') },
    'angle-label': {
      ...at(placed.angle),
      class: `angle-label ${d.kind}`,
      display: show(d.kind !== 'none'),
      text,
    },
    'a-label': at(placed.a),
    'b-label': at(placed.b),
    drop: { x1: round(b.x), y1: round(b.y), x2: round(foot.x), y2: round(foot.y), display: show(hasA) },
    projection: { d: arrowPath(o, foot, 1.8), display: show(hasA && d.lengthB > 0) },
    'vec-a': { d: arrowPath(o, a) },
    'vec-b': { d: arrowPath(o, b) },
  };
}

/**
 * The figure, declared once for the build and the browser (kit/shell/figure.ts):
 * its parts, its readouts with the status line (`note`), and the numbers the
 * prose quotes (the readouts again).
 */
export const figure: FigureView<State> = {
  parts,
  readouts: (s) => ({ ...readouts(s), note: message(s) }),
  prose: readouts,
};

/** The readout cards (kit/shell/ReadoutCards.astro), their texts from `figure.readouts`. */
export const CARDS: readonly ReadoutCard[] = [
  { name: 'kind', label: 'The angle is', class: 'kind-cell' },
  { name: 'theta-deg', label: 'θ' },
  { name: 'cos', label: 'cos θ = A·B / (|A| |B|)' },
  { name: 'projection', label: 'Projection of B on A' },
  { name: 'scalar-projection', label: 'Its signed length A·B / |A|' },
];
