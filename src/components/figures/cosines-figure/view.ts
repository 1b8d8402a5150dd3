/**
 * Drawing for chapter 3's figure. `parts` maps the state to SVG attributes of
 * every named part (pure; the .astro file renders the first frame with it);
 * the kit's figure shell (`mountFigure`) writes them into the live SVG.
 */
import { type Vec2 } from '../../../lib';
import { normalize } from '../../../lib/vec';
import { arrowPath } from '../../kit/scene/arrow';
import { round, toSvg, type Point } from '../../kit/scene/frame';
import type { PartAttrs } from '../../kit/shell/dom';
import type { FigureView, ReadoutCard } from '../../kit/shell/figure';
import { angleArc } from '../../kit/scene/geometry';
import { placeHandleLetters, handleLabelBox, type LabelPlace } from '../../kit/controls/handle-label';
import type { Box, Segment } from '../../kit/scene/label-box';
import { placeLabels, type LabelRequest, type Obstacles, type Spot } from '../../kit/scene/place-labels';
import { FRAME, derive, message, num, readouts, type State, type Vertex } from './model';

const show = (on: boolean) => (on ? 'inline' : 'none');
const f = (p: Point) => `${round(p.x)} ${round(p.y)}`;
/** Radius of the angle marker at O, in world units. */
const ARC = 0.9;

/** The labels' font size in SVG units (CosinesFigure.astro's `.label`); a label's baseline sits 1 below its centre. */
const LABEL_FONT = 2.8;
const BASELINE = 1;
/** The labels' measures for the kit's estimate: its default, with 0.6 units of air each side so neighbours never touch. */
const METRICS = { padX: 0.6 };
/** Room the labels keep from the scene's edges (SVG units): a rendered glyph runs a little past its estimate. */
const EDGE_AIR = 0.5;
/** The handles' dots (SVG units: kit Handle's default radius; its ring is 1 larger). */
const HANDLE_R = 1.6;

/** A centred label's spot for a centre `at` in world units. */
const centred = (at: Vec2): Spot => {
  const p = toSvg(FRAME, at);
  return { x: round(p.x), y: round(p.y + BASELINE), anchor: 'middle' };
};

/**
 * Where a side's label may go, best first: beside the side's midpoint on the
 * side away from the third vertex, then on the other side (where it goes
 * when the first is taken: the triangle folded flat, two sides on one line,
 * a side along an edge), then further along the side and further out.
 */
function sideSpots(from: Vec2, to: Vec2, away: Vec2): Spot[] {
  const len = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const dir: Vec2 = len > 0 ? [(to[0] - from[0]) / len, (to[1] - from[1]) / len] : [1, 0];
  const mid: Vec2 = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  let n: Vec2 = [-dir[1], dir[0]];
  if (n[0] * (away[0] - mid[0]) + n[1] * (away[1] - mid[1]) > 0) n = [-n[0], -n[1]];
  const out: Spot[] = [];
  // A gap of 0.75 m clears a flat side; a slanted side leans into a wide label's corner, so further out too.
  for (const gap of [0.75, 1.2, 1.8])
    for (const f of [0.5, 0.35, 0.65])
      for (const sign of [1, -1]) {
        const along = (f - 0.5) * len;
        out.push(centred([mid[0] + dir[0] * along + sign * n[0] * gap, mid[1] + dir[1] * along + sign * n[1] * gap]));
      }
  return out;
}

/** The angle marker's arc at O as chords in SVG units, from A's direction to B's the short way round. */
function arcChords(o: Vec2, ua: Vec2, ub: Vec2, r: number, n = 8): Segment[] {
  const a0 = Math.atan2(ua[1], ua[0]);
  let delta = Math.atan2(ub[1], ub[0]) - a0;
  while (delta > Math.PI) delta -= 2 * Math.PI;
  while (delta < -Math.PI) delta += 2 * Math.PI;
  const at = (i: number) => {
    const a = a0 + (delta * i) / n;
    return toSvg(FRAME, [o[0] + r * Math.cos(a), o[1] + r * Math.sin(a)]);
  };
  return Array.from({ length: n }, (_, i) => ({ a: at(i), b: at(i + 1) }));
}

export type Letters = Record<Vertex, LabelPlace>;

/**
 * Every label of the scene, by the kit's placement step (kit/scene/place-labels.ts):
 * first the handles' letters O, P and Q (they move with the reader's drag),
 * each off the sides, the angle's arc and the other handles; then θ and the
 * side labels a, b, c, each off those, the letters and the labels placed
 * before it, and inside the scene.
 */
export function placeAll(
  s: State,
  shown: readonly boolean[],
  texts: readonly string[],
  showTheta: boolean,
): { letters: Letters; theta: Spot; sides: Spot[] } {
  const d = derive(s);
  const at = { o: toSvg(FRAME, s.o), p: toSvg(FRAME, s.p), q: toSvg(FRAME, s.q) };
  const ua = normalize(d.A);
  const ub = normalize(d.B);
  const sides: Segment[] = [
    { a: at.o, b: at.p },
    { a: at.o, b: at.q },
    { a: at.q, b: at.p },
  ];
  const marks: Obstacles = { segments: [...sides, ...(d.hasAngle ? arcChords(s.o, ua, ub, ARC) : [])] };
  const letters = placeHandleLetters(
    (['o', 'p', 'q'] as const).map((v) => ({ name: v, at: at[v], r: HANDLE_R, text: v.toUpperCase() })),
    FRAME,
    marks,
  );
  const taken: Box[] = (['o', 'p', 'q'] as const).flatMap((v) => [
    { x0: at[v].x - HANDLE_R - 1, y0: at[v].y - HANDLE_R - 1, x1: at[v].x + HANDLE_R + 1, y1: at[v].y + HANDLE_R + 1 },
    handleLabelBox(at[v], letters[v], v.toUpperCase()),
  ]);
  const bis = normalize<Vec2>([ua[0] + ub[0], ua[1] + ub[1]]);
  // θ on the bisector just outside the arc, then further out; failing those, just outside the angle.
  const thetaSpots = [ARC + 1.1, ARC + 1.6, ARC + 2.2, ARC + 0.6]
    .map((r): Vec2 => [s.o[0] + bis[0] * r, s.o[1] + bis[1] * r])
    .concat([0.8, 1.4].map((r): Vec2 => [s.o[0] - bis[0] * r, s.o[1] - bis[1] * r]))
    .map(centred);
  const ends: [Vec2, Vec2, Vec2][] = [
    [s.o, s.p, s.q],
    [s.o, s.q, s.p],
    [s.q, s.p, s.o],
  ];
  const requests: LabelRequest[] = [
    // Each slides into the scene when no spot of it fits (a corner against the scene's edge).
    ...(showTheta
      ? [{ key: 'theta', text: 'θ', font: LABEL_FONT, spots: thetaSpots, metrics: METRICS, slide: true }]
      : []),
    ...ends.flatMap(([from, to, away], i) =>
      shown[i]
        ? [
            {
              key: `side-${i}`,
              text: texts[i],
              font: LABEL_FONT,
              spots: sideSpots(from, to, away),
              metrics: METRICS,
              slide: true,
            },
          ]
        : [],
    ),
  ];
  const placed = placeLabels(requests, { ...FRAME, edge: EDGE_AIR }, { ...marks, boxes: taken });
  const spot = (key: string, fallback: Spot): Spot => {
    const p = placed[key];
    return p ? { x: p.x, y: p.y, anchor: p.anchor } : fallback;
  };
  return {
    letters,
    theta: spot('theta', thetaSpots[0]),
    // A hidden side keeps its first spot: the view shows it again in place as soon as its side is long enough.
    sides: ends.map(([from, to, away], i) => spot(`side-${i}`, sideSpots(from, to, away)[0])),
  };
}

function labelAttrs(at: Spot, text: string, on: boolean): PartAttrs {
  return { x: at.x, y: at.y, 'text-anchor': 'middle', text, display: show(on) };
}

/** A handle letter's place relative to its dot (Handle.astro's `textPart`). */
const letterAttrs = (p: LabelPlace): PartAttrs => ({ x: p.x, y: p.y, 'text-anchor': p.anchor });

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
  const placed = placeAll(s, shown, texts, d.hasAngle && !straight);
  const [la, lb, lc] = placed.sides;
  return {
    triangle: { d: `M${f(o)}L${f(p)}L${f(q)}Z` },
    angle: { d: angleArc(FRAME, s.o, d.A, d.B, ARC, true).d, display: show(d.hasAngle) },
    'theta-label': {
      x: placed.theta.x,
      y: placed.theta.y,
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
    'letter-o': letterAttrs(placed.letters.o),
    'letter-p': letterAttrs(placed.letters.p),
    'letter-q': letterAttrs(placed.letters.q),
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
