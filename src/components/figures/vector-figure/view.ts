/**
 * Drawing for chapter 1's figure. `parts` turns the state into SVG attributes
 * for every named part (pure: the .astro file renders the first frame from it
 * at build time); the kit's figure shell (`mountFigure`) writes them into the live SVG.
 */
import { arrowPath } from '../../kit/scene/arrow';
import { round, toSvg, unit, type Point } from '../../kit/scene/frame';
import { FRAME, derive, message, num, readouts, type State } from './model';
import type { PartAttrs } from '../../kit/shell/dom';
import type { FigureView, ReadoutCard } from '../../kit/shell/figure';
import { textBox, within, type Anchor } from '../../kit/scene/label-box';

const show = (on: boolean) => (on ? 'inline' : 'none');

/** The labels' font size in SVG units (VectorFigure.astro). */
const FONT = 2.8;
/** The least room between a label and the scene's edge, in SVG units. */
const PAD = 0.5;
/** A label's anchor point (SVG units; y is the baseline) and its text-anchor. */
export interface Spot {
  x: number;
  y: number;
  anchor: Anchor;
}
const spot = (p: Point, dx: number, dy: number, anchor: Anchor = 'middle'): Spot => ({
  x: p.x + dx,
  y: p.y + dy,
  anchor,
});

/** The box of `text` drawn at `s`, in SVG units (kit/label-box's generous default metrics). */
export const labelBox = (s: Spot, text: string) => textBox(s.x, s.y, s.anchor, text, FONT);

/**
 * The first of `spots` where `text` lies wholly inside the scene; if none
 * does, the first moved the least distance that brings it inside. Spots are
 * the label's usual place, then its place on the other side of what it names.
 */
export function settle(text: string, ...spots: Spot[]): Spot {
  const [lo, right, bottom] = [PAD, FRAME.width - PAD, FRAME.height - PAD];
  const found = spots.find((s) => within(labelBox(s, text), FRAME.width, FRAME.height, PAD));
  if (found) return found;
  const s = spots[0];
  const b = labelBox(s, text);
  const dx = b.x0 < lo ? lo - b.x0 : b.x1 > right ? right - b.x1 : 0;
  const dy = b.y0 < lo ? lo - b.y0 : b.y1 > bottom ? bottom - b.y1 : 0;
  return { ...s, x: s.x + dx, y: s.y + dy };
}

/** The outer radius of a handle's ring (kit Handle, r = 1.6, ring r + 1), in SVG units. */
export const RING_R = 2.6;
const V_LABEL = 'V = P2 − P1';

/**
 * The spot (text-anchor middle) that puts the box of `text` beside a line
 * through `at`, on the side of the unit normal (nx, ny), with its nearest
 * corner 0.8 units clear of the line: a long label on a slanted arrow is
 * never crossed by it.
 */
export function besideLine(at: Point, nx: number, ny: number, text: string): Spot {
  const b = labelBox(spot(at, 0, 0), text);
  const hw = (b.x1 - b.x0) / 2;
  const hh = (b.y1 - b.y0) / 2;
  const cy = (b.y0 + b.y1) / 2 - at.y;
  const off = hw * Math.abs(nx) + hh * Math.abs(ny) + 0.8;
  return spot(at, nx * off, ny * off - cy);
}

/** A settled spot as SVG attributes. */
const put = (s: Spot) => ({ x: round(s.x), y: round(s.y), 'text-anchor': s.anchor });

export function parts(s: State): Record<string, PartAttrs> {
  const d = derive(s);
  const p1 = toSvg(FRAME, s.p1);
  const p2 = toSvg(FRAME, s.p2);
  const corner = toSvg(FRAME, [s.p2[0], s.p1[1]]);
  const k = unit(FRAME);
  const tip = toSvg(FRAME, [s.p1[0] + d.unit[0], s.p1[1] + d.unit[1]]);
  const wrongTip = toSvg(FRAME, [s.p1[0] + d.wrong[0], s.p1[1] + d.wrong[1]]);
  const mover = toSvg(FRAME, d.mover);
  const wrongMover = toSvg(FRAME, d.wrongMover);
  const one = toSvg(FRAME, d.oneStep);
  const moving = s.clock > 0;
  // Labels sit on the outside of the right triangle P1, corner, P2.
  const below = d.v[1] >= 0 ? 3.6 : -1.6;
  const side = d.v[0] >= 0 ? 1.2 : -1.2;
  // V's label sits past the middle, clear of the crosshair at P1 + V·Δt for the usual Δt ≤ 0.5.
  const mid = { x: p1.x + 0.72 * (p2.x - p1.x), y: p1.y + 0.72 * (p2.y - p1.y) };
  const len = Math.hypot(p2.x - p1.x, p2.y - p1.y) || 1;
  // Unit normal to V on the side away from the legs' corner, for V's own label.
  let nx = (p2.y - p1.y) / len;
  let ny = -(p2.x - p1.x) / len;
  if (nx * (corner.x - mid.x) + ny * (corner.y - mid.y) > 0) {
    nx = -nx;
    ny = -ny;
  }
  // The points' names sit on the far side from V, where no arrow runs.
  const u = d.zero ? { x: -0.7, y: 0.7 } : { x: (p2.x - p1.x) / len, y: (p2.y - p1.y) / len };
  const vx = `Vx = ${num(d.v[0], 1)}`;
  const vy = `Vy = ${num(d.v[1], 1)}`;
  const legX = { x: (p1.x + corner.x) / 2, y: p1.y };
  const legY = { x: corner.x, y: (corner.y + p2.y) / 2 };
  const wrongMid = toSvg(FRAME, [s.p1[0] + d.wrong[0] / 2, s.p1[1] + d.wrong[1] / 2]);
  // Each label has its usual place and, when that leaves the scene, the other side of what it names.
  const flipSide = d.v[0] >= 0 ? 'end' : 'start';
  return {
    'p1-label': put(
      settle(
        'P1',
        spot(p1, nx * 4 - u.x * 1.5, ny * 4 - u.y * 1.5 + 1),
        spot(p1, -nx * 4 - u.x * 1.5, -ny * 4 - u.y * 1.5 + 1),
      ),
    ),
    'p2-label': put(settle('P2', spot(p2, u.x * 4.2, u.y * 4.2 + 1), spot(p2, nx * 4, ny * 4 + 1))),
    'leg-x': { x1: round(p1.x), y1: round(p1.y), x2: round(corner.x), y2: round(corner.y), display: show(!d.zero) },
    'leg-y': { x1: round(corner.x), y1: round(corner.y), x2: round(p2.x), y2: round(p2.y), display: show(!d.zero) },
    'leg-x-label': {
      ...put(settle(vx, spot(legX, 0, below), spot(legX, 0, below > 0 ? -1.6 : 3.6))),
      display: show(Math.abs(d.v[0]) >= 1),
      text: vx,
    },
    'leg-y-label': {
      ...put(settle(vy, spot(legY, side, 1, d.v[0] >= 0 ? 'start' : 'end'), spot(legY, -side, 1, flipSide))),
      display: show(Math.abs(d.v[1]) >= 1),
      text: vy,
    },
    'unit-circle': { cx: round(p1.x), cy: round(p1.y), r: round(k) },
    // The head stops at P2's ring (RING_R), so the handle does not hide it.
    v: { d: arrowPath(p1, len > 2 * RING_R ? { x: p2.x - u.x * RING_R, y: p2.y - u.y * RING_R } : p2) },
    'v-label': {
      ...put(settle(V_LABEL, besideLine(mid, nx, ny, V_LABEL), besideLine(mid, -nx, -ny, V_LABEL))),
      display: show(!d.zero && d.length >= 2),
      text: `V = P2 − P1`,
    },
    unit: { d: arrowPath(p1, tip, 1.6), display: show(!d.zero) },
    wrong: { d: arrowPath(p1, wrongTip), display: show(s.mistake && !d.zero) },
    'wrong-label': {
      ...put(
        settle('P1 − P2: backwards', spot(wrongMid, -nx * 3.2, -ny * 3.2 + 1), spot(wrongMid, nx * 3.2, ny * 3.2 + 1)),
      ),
      display: show(s.mistake && !d.zero && d.length >= 2),
      text: 'P1 − P2: backwards',
    },
    'one-step': { transform: `translate(${round(one.x)} ${round(one.y)})`, display: show(!d.zero && s.dt > 0) },
    mover: { cx: round(mover.x), cy: round(mover.y), display: show(moving) },
    'wrong-mover': { cx: round(wrongMover.x), cy: round(wrongMover.y), display: show(moving && s.mistake) },
  };
}

/** Landing points of completed steps, in SVG units. */
export function marks(s: State): Point[] {
  return derive(s).marks.map((m) => toSvg(FRAME, m));
}

/**
 * The figure, declared once for the build and the browser (kit/shell/figure.ts):
 * its parts, its readouts with the status line (`note`), and the numbers the
 * prose quotes (the readouts again).
 */
export const figure: FigureView<State> = {
  parts,
  lists: (s) => ({ marks: marks(s).map((p) => ({ tag: 'circle', attrs: { r: 1, cx: round(p.x), cy: round(p.y) } })) }),
  readouts: (s) => ({ ...readouts(s), note: message(s) }),
  prose: readouts,
};

/**
 * The readout cards under the figure (kit/shell/ReadoutCards.astro), their texts from
 * `figure.readouts`; the status line under them is `note`. The green dot's
 * steps, place and time are a card each.
 */
export const CARDS: readonly ReadoutCard[] = [
  { name: 'v', label: 'V = P2 − P1' },
  { name: 'length', label: 'Length |V|' },
  { name: 'unit', label: 'Unit vector V/|V|' },
  { name: 'one-step', label: 'One step P1 + V·Δt' },
  { name: 'steps', label: 'Steps taken' },
  { name: 'mover', label: 'Green dot' },
  { name: 'time', label: 'Green dot’s time' },
  { name: 'wrong', label: 'The mistake P1 − P2', class: 'wrong-cell' },
];
