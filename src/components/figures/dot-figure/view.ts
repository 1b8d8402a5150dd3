/**
 * Drawing for chapter 2's figure. `parts` maps the state to SVG attributes of
 * every named part (pure; the .astro file renders the first frame with it);
 * the kit's figure shell (`mountFigure`) writes them into the live SVG.
 */
import { length, normalize, type Vec2 } from '../../../lib';
import { arrowPath } from '../../kit/scene/arrow';
import { round, toSvg, unit, type Point } from '../../kit/scene/frame';
import type { PartAttrs } from '../../kit/shell/dom';
import type { FigureView, ReadoutCard } from '../../kit/shell/figure';
import { angleArc } from '../../kit/scene/geometry';
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

/** Whether a box lies wholly inside the scene. */
export function fits(b: Box): boolean {
  return (
    b.at[0] - b.hw >= FRAME.xmin &&
    b.at[0] + b.hw <= FRAME.xmax &&
    b.at[1] - b.hh >= FRAME.ymin &&
    b.at[1] + b.hh <= FRAME.ymax
  );
}

/** The box moved the least distance that puts it wholly inside the scene. */
export function clampIn(b: Box): Box {
  const one = (x: number, lo: number, hi: number) => Math.min(Math.max(x, lo), hi);
  return {
    ...b,
    at: [one(b.at[0], FRAME.xmin + b.hw, FRAME.xmax - b.hw), one(b.at[1], FRAME.ymin + b.hh, FRAME.ymax - b.hh)],
  };
}

export const clash = (u: Box, v: Box) =>
  Math.abs(u.at[0] - v.at[0]) < u.hw + v.hw && Math.abs(u.at[1] - v.at[1]) < u.hh + v.hh;

/** How far a tip's letter sits from the tip, in world units: clear of the handle's ring. */
const TIP_GAP = 0.6;
const TIP_FONT = 3 / unit(FRAME);

/**
 * Where the letters A and B go: each beyond its tip, on the vector's line,
 * where no arrow runs. A is placed first. If B's place is taken by A's letter
 * (B dragged onto A, or onto A's line near it), or a place would leave the
 * scene (a tip at an edge), the letter tries beside its tip, then behind it;
 * failing all, the first free place (else the first) is pushed into the scene.
 * A zero vector's letter goes up and to the right of the origin.
 */
export function tipLabels(s: State): { a: Box; b: Box } {
  const place = (tip: Vec2, taken: Box[]): Box => {
    const len = length(tip);
    const u: Vec2 = len > 0 ? [tip[0] / len, tip[1] / len] : [Math.SQRT1_2, Math.SQRT1_2];
    const dirs: Vec2[] = [u, [-u[1], u[0]], [u[1], -u[0]], [-u[0], -u[1]]];
    const boxes = dirs.map((v) => boxOf([tip[0] + v[0] * TIP_GAP, tip[1] + v[1] * TIP_GAP], 'A', TIP_FONT));
    const free = (b: Box) => !taken.some((t) => clash(t, b));
    return boxes.find((b) => free(b) && fits(b)) ?? clampIn(boxes.find(free) ?? boxes[0]);
  };
  const a = place(s.a, []);
  return { a, b: place(s.b, [a]) };
}

/**
 * Where the angle's label goes: on the bisector, a little outside the marker;
 * when the angle is narrow, moved off the bisector far enough that its text
 * clears both arrows; always inside the scene.
 */
export function angleLabel(s: State, text: string): Box {
  const d = derive(s);
  const ua = normalize(s.a);
  const ub = normalize(s.b);
  const mid = normalize<Vec2>([ua[0] + ub[0], ua[1] + ub[1]]);
  const bis: Vec2 = mid[0] === 0 && mid[1] === 0 ? [-ua[1], ua[0]] : mid;
  const at = (along: number, side: 1 | -1): Box => {
    const box = boxOf([bis[0] * along, bis[1] * along], text);
    if (d.theta >= (50 * Math.PI) / 180) return clampIn(box);
    // The arrows run within θ/2 of the bisector: step off it by the text's
    // reach across the bisector plus the arrows' spread at this distance.
    const n: Vec2 = [-bis[1] * side, bis[0] * side];
    const reach = box.hw * Math.abs(n[0]) + box.hh * Math.abs(n[1]);
    const off = reach + along * Math.tan(d.theta / 2) + 0.15;
    return clampIn({ ...box, at: [box.at[0] + n[0] * off, box.at[1] + n[1] * off] });
  };
  // Clear of the handles A and B (their rings) and of their letters: the first free place, else the first.
  const tips = tipLabels(s);
  const taken = [handleBox(s.a), handleBox(s.b), tips.a, tips.b];
  const places = [ARC + 1.3, ARC + 2.4].flatMap((along) => [at(along, 1), at(along, -1)]);
  return places.find((b) => !taken.some((t) => clash(t, b))) ?? places[0];
}

/** A handle's ring (radius 2.6 SVG units, kit Handle with its default r) as a box in world units. */
export function handleBox(p: Vec2): Box {
  const r = 2.6 / unit(FRAME);
  return { at: p, hw: r, hh: r };
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
  const deg = (d.theta * 180) / Math.PI;
  const angleText = `${num(deg, 0)}° ${KIND_WORD[d.kind]}`;
  const label = toSvg(FRAME, angleLabel(s, angleText).at);
  const tips = tipLabels(s);
  const tipAt = (b: Box) => {
    const p = toSvg(FRAME, b.at);
    return { x: round(p.x), y: round(p.y + 1.1), 'text-anchor': 'middle' };
  };
  return {
    'a-line': { x1: round(l1.x), y1: round(l1.y), x2: round(l2.x), y2: round(l2.y), display: show(hasA) },
    angle: { d: anglePath(s), class: `angle ${d.kind}`, display: show(d.kind !== 'none') },
    'angle-label': {
      x: round(label.x),
      y: round(label.y + 1),
      class: `angle-label ${d.kind}`,
      'text-anchor': 'middle',
      display: show(d.kind !== 'none'),
      text: angleText,
    },
    'a-label': tipAt(tips.a),
    'b-label': tipAt(tips.b),
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
