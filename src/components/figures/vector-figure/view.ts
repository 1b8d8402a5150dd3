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
import { textBox, type Anchor, type Box } from '../../kit/scene/label-box';
import { placeLabels, spotsAround, type LabelRequest } from '../../kit/scene/place-labels';

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
 * Spots around a handle (the kit's `spotsAround` its ring), then the same a
 * font size and two and a half further out, then each of those that leaves
 * the scene moved just inside it: a handle in a corner, with V and its legs
 * leaving it, has its near spots on them or off the scene.
 */
function ringsAround(p: Point, text: string): Spot[] {
  const spots = [0, FONT, 2.5 * FONT].flatMap((d) => spotsAround(p, RING_R + d, text, FONT));
  const moved = spots.flatMap((s) => {
    const b = labelBox(s, text);
    const dx = Math.max(PAD - b.x0, Math.min(0, FRAME.width - PAD - b.x1));
    const dy = Math.max(PAD - b.y0, Math.min(0, FRAME.height - PAD - b.y1));
    return dx === 0 && dy === 0 ? [] : [{ ...s, x: s.x + dx, y: s.y + dy }];
  });
  return [...spots, ...moved];
}

/** The outer radius of a handle's ring (kit Handle, r = 1.6, ring r + 1), in SVG units. */
export const RING_R = 2.6;
const V_LABEL = 'V = P2 − P1';
const WRONG_LABEL = 'P1 − P2: backwards';

/**
 * The spot (text-anchor middle) that puts the box of `text` beside a line
 * through `at`, on the side of the unit normal (nx, ny), with its nearest
 * corner 0.8 units clear of the line: a long label on a slanted arrow is
 * never crossed by it.
 */
export function besideLine(at: Point, nx: number, ny: number, text: string, air = 0.8): Spot {
  const b = labelBox(spot(at, 0, 0), text);
  const hw = (b.x1 - b.x0) / 2;
  const hh = (b.y1 - b.y0) / 2;
  const cy = (b.y0 + b.y1) / 2 - at.y;
  const off = hw * Math.abs(nx) + hh * Math.abs(ny) + air;
  return spot(at, nx * off, ny * off - cy);
}

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
  // The axes' "O" (VectorFigure.astro), which the labels keep off too.
  const origin = toSvg(FRAME, [0, 0]);
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
  // Each label has its usual place, then the other side of what it names, then more around it (`placed`).
  const shownV = !d.zero && d.length >= 2;
  const shownWrong = s.mistake && !d.zero && d.length >= 2;
  const flipSide = d.v[0] >= 0 ? 'end' : 'start';
  const requests: LabelRequest[] = [
    {
      key: 'p1',
      text: 'P1',
      font: FONT,
      spots: [
        spot(p1, nx * 4 - u.x * 1.5, ny * 4 - u.y * 1.5 + 1),
        spot(p1, -nx * 4 - u.x * 1.5, -ny * 4 - u.y * 1.5 + 1),
        ...ringsAround(p1, 'P1'),
      ],
      slide: true,
    },
    {
      key: 'p2',
      text: 'P2',
      font: FONT,
      spots: [spot(p2, u.x * 4.2, u.y * 4.2 + 1), spot(p2, nx * 4, ny * 4 + 1), ...ringsAround(p2, 'P2')],
      slide: true,
    },
    ...(shownV
      ? [
          {
            key: 'v',
            text: V_LABEL,
            font: FONT,
            // Past the middle first, clear of the crosshair at P1 + V·Δt for the usual Δt ≤ 0.5; then nearer each end.
            // Further out (a font size and a half) when the legs' labels or P2's take the near places.
            spots: [0.8, 0.8 + 1.5 * FONT].flatMap((air) =>
              [0.72, 0.5, 0.85, 0.3].flatMap((f) => {
                const at = { x: p1.x + f * (p2.x - p1.x), y: p1.y + f * (p2.y - p1.y) };
                return [besideLine(at, nx, ny, V_LABEL, air), besideLine(at, -nx, -ny, V_LABEL, air)];
              }),
            ),
            slide: true,
          },
        ]
      : []),
    ...(Math.abs(d.v[0]) >= 1
      ? [
          {
            key: 'leg-x',
            text: vx,
            font: FONT,
            spots: [0.5, 0.3, 0.7].flatMap((f) => {
              const at = { x: p1.x + f * (corner.x - p1.x), y: p1.y };
              return [spot(at, 0, below), spot(at, 0, below > 0 ? -1.6 : 3.6)];
            }),
            slide: true,
          },
        ]
      : []),
    ...(Math.abs(d.v[1]) >= 1
      ? [
          {
            key: 'leg-y',
            text: vy,
            font: FONT,
            spots: [0.5, 0.3, 0.7].flatMap((f) => {
              const at = { x: corner.x, y: corner.y + f * (p2.y - corner.y) };
              return [spot(at, side, 1, d.v[0] >= 0 ? 'start' : 'end'), spot(at, -side, 1, flipSide)];
            }),
            slide: true,
          },
        ]
      : []),
    ...(shownWrong
      ? [
          {
            key: 'wrong',
            text: WRONG_LABEL,
            font: FONT,
            spots: [0.5, 0.7, 0.3]
              .flatMap((f) => {
                const at = { x: p1.x + f * (wrongTip.x - p1.x), y: p1.y + f * (wrongTip.y - p1.y) };
                return [
                  spot(at, -nx * 3.2, -ny * 3.2 + 1),
                  spot(at, nx * 3.2, ny * 3.2 + 1),
                  besideLine(at, -nx, -ny, WRONG_LABEL),
                  besideLine(at, nx, ny, WRONG_LABEL),
                ];
              })
              .concat(
                // Its arrow off the scene (P1 at an edge, V pointing in): around P1 instead.
                ringsAround(p1, WRONG_LABEL),
              ),
            slide: true,
          },
        ]
      : []),
  ];
  const ring = (p: Point, r: number): Box => ({ x0: p.x - r, y0: p.y - r, x1: p.x + r, y1: p.y + r });
  const placed = placeLabels(
    requests,
    { width: FRAME.width, height: FRAME.height, edge: PAD },
    {
      segments: [
        ...(d.zero
          ? []
          : [
              { a: p1, b: p2 },
              { a: p1, b: corner },
              { a: corner, b: p2 },
              { a: p1, b: tip },
            ]),
        ...(s.mistake && !d.zero ? [{ a: p1, b: wrongTip }] : []),
      ],
      circles: [{ cx: p1.x, cy: p1.y, r: k }],
      boxes: [
        ring(p1, RING_R),
        ring(p2, RING_R),
        ...(!d.zero && s.dt > 0 ? [ring(one, 2.6)] : []),
        ...marks(s).map((m) => ring(m, 1)),
        ...(moving ? [ring(mover, 1.1)] : []),
        ...(moving && s.mistake ? [ring(wrongMover, 1.1)] : []),
        textBox(origin.x - 1, origin.y + 3.2, 'end', 'O', FONT),
      ],
    },
  );
  /** A placed label's attributes; a hidden label keeps its first spot. */
  const put = (key: string, first: Spot) => {
    const l: Spot = placed[key] ?? first;
    return { x: round(l.x), y: round(l.y), 'text-anchor': l.anchor };
  };
  const first = (key: string) => requests.find((r) => r.key === key)?.spots[0] ?? spot(p1, 0, 0);
  return {
    'p1-label': put('p1', first('p1')),
    'p2-label': put('p2', first('p2')),
    'leg-x': { x1: round(p1.x), y1: round(p1.y), x2: round(corner.x), y2: round(corner.y), display: show(!d.zero) },
    'leg-y': { x1: round(corner.x), y1: round(corner.y), x2: round(p2.x), y2: round(p2.y), display: show(!d.zero) },
    'leg-x-label': {
      ...put('leg-x', spot(legX, 0, below)),
      display: show(Math.abs(d.v[0]) >= 1),
      text: vx,
    },
    'leg-y-label': {
      ...put('leg-y', spot(legY, side, 1, d.v[0] >= 0 ? 'start' : 'end')),
      display: show(Math.abs(d.v[1]) >= 1),
      text: vy,
    },
    'unit-circle': { cx: round(p1.x), cy: round(p1.y), r: round(k) },
    // The head stops at P2's ring (RING_R), so the handle does not hide it.
    v: { d: arrowPath(p1, len > 2 * RING_R ? { x: p2.x - u.x * RING_R, y: p2.y - u.y * RING_R } : p2) },
    'v-label': {
      ...put('v', besideLine(mid, nx, ny, V_LABEL)),
      display: show(shownV),
      text: `V = P2 − P1`,
    },
    unit: { d: arrowPath(p1, tip, 1.6), display: show(!d.zero) },
    wrong: { d: arrowPath(p1, wrongTip), display: show(s.mistake && !d.zero) },
    'wrong-label': {
      ...put('wrong', spot(wrongMid, -nx * 3.2, -ny * 3.2 + 1)),
      display: show(shownWrong),
      text: WRONG_LABEL,
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
