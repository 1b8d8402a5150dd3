/**
 * Drawing for chapter 3's figure. `parts` maps the state to SVG attributes of
 * every named part (pure; the .astro file renders the first frame with it);
 * the kit's figure shell (`mountFigure`) writes them into the live SVG.
 */
import { normalize, type Vec2 } from '../../../lib';
import { arrowPath } from '../../kit/scene/arrow';
import { round, toSvg, unit, type Point } from '../../kit/scene/frame';
import type { PartAttrs } from '../../kit/shell/dom';
import type { FigureView, ReadoutCard } from '../../kit/shell/figure';
import { angleArc } from '../../kit/scene/geometry';
import { FRAME, derive, message, num, readouts, type State } from './model';

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

/** The labels' font size (2.8 SVG units, see CosinesFigure.astro) in world units. */
const FONT = 2.8 / unit(FRAME);
/** Half a label's width in world units, from its length: about 0.6 em a character, and a little air. */
export const halfWidth = (text: string) => (text.length * 0.6 * FONT) / 2 + 0.1;
/** Half a label's height in world units: a line of text with a little air. */
const HALF_H = LABEL_H / 2;

/** Whether a label of half-width `hw`, centred on `at`, lies wholly inside the scene. */
export function fits(at: Vec2, hw: number, hh = HALF_H): boolean {
  return at[0] - hw >= FRAME.xmin && at[0] + hw <= FRAME.xmax && at[1] - hh >= FRAME.ymin && at[1] + hh <= FRAME.ymax;
}

/** `at` moved the least distance that puts a label of half-width `hw` wholly inside the scene. */
export function clampIn(at: Vec2, hw: number, hh = HALF_H): Vec2 {
  const one = (x: number, lo: number, hi: number) => Math.min(Math.max(x, lo), hi);
  return [one(at[0], FRAME.xmin + hw, FRAME.xmax - hw), one(at[1], FRAME.ymin + hh, FRAME.ymax - hh)];
}

/**
 * The three side labels, placed in turn (a, b, c). Each goes beside its side,
 * away from the third corner; if that place is taken by a label placed before
 * it (the triangle folded flat, two sides on one line) or would leave the
 * scene (a side along an edge), it goes on the other side of its side. If
 * neither place is both free and inside, the free one (else the first) is
 * pushed back into the scene.
 */
function sideLabels(s: State, shown: readonly boolean[], texts: readonly string[]): Vec2[] {
  const sides: [Vec2, Vec2, Vec2][] = [
    [s.o, s.p, s.q],
    [s.o, s.q, s.p],
    [s.q, s.p, s.o],
  ];
  const placed: Vec2[] = [];
  return sides.map(([from, to, away], i) => {
    const hw = halfWidth(texts[i]);
    const free = (at: Vec2) => !placed.some((q) => overlaps(q, at));
    const first = sideLabelAt(from, to, away, false);
    const other = sideLabelAt(from, to, away, true);
    let at: Vec2;
    if (free(first) && fits(first, hw)) at = first;
    else if (free(other) && fits(other, hw)) at = other;
    else at = clampIn(free(first) ? first : other, hw);
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
  const bis = normalize<Vec2>([ua[0] + ub[0], ua[1] + ub[1]]);
  const straight = bis[0] === 0 && bis[1] === 0;
  // A side shorter than a label is left unlabelled: its label would sit on its ends.
  const shown = [d.a >= 1.5, d.b >= 1.5, d.c >= 1.5];
  const texts = [`a = ${num(d.a, 2)}`, `b = ${num(d.b, 2)}`, `c = ${num(d.c, 2)}`];
  const [la, lb, lc] = sideLabels(s, shown, texts);
  const theta = clampIn([s.o[0] + bis[0] * (ARC + 1.1), s.o[1] + bis[1] * (ARC + 1.1)], halfWidth('θ'));
  const thetaAt = toSvg(FRAME, theta);
  return {
    triangle: { d: `M${f(o)}L${f(p)}L${f(q)}Z` },
    angle: { d: angleArc(FRAME, s.o, d.A, d.B, ARC, true).d, display: show(d.hasAngle) },
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
    'label-a': labelAttrs(la, texts[0], shown[0]),
    'label-b': labelAttrs(lb, texts[1], shown[1]),
    'label-c': labelAttrs(lc, texts[2], shown[2]),
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
  { name: 'theta-deg', label: 'θ at O' },
  { name: 'dot', label: 'A·B' },
  { name: 'dot-cos', label: 'A·B / (ab) = cos θ' },
  { name: 'a-minus-b', label: 'A − B' },
  { name: 'check', label: 'Check' },
];
