/**
 * Drawing for the edge-case scene. `geometry` turns a scene and the library's
 * answer into SVG coordinates; `figure` and `handles` declare the figure once
 * for the build (its first frame) and the browser (every later one), through
 * the kit's figure shell. All pure.
 */
import type { LinearInterceptResult, Vec2 } from '../../../lib';
import { arrowPath } from '../../kit/scene/arrow';
import type { PartAttrs } from '../../kit/shell/dom';
import type { FigureView, Item, Parts, ReadoutCard } from '../../kit/shell/figure';
import type { PointHandle } from '../../kit/controls/handles';
import { handleLabelBox, placeHandleLetters, type LabelPlace } from '../../kit/controls/handle-label';
import { round, toSvg, unit, type Point } from '../../kit/scene/frame';
import { textBox, type Anchor, type Box } from '../../kit/scene/label-box';
import {
  placeLabels as placeKitLabels,
  spotsAround,
  type LabelRequest,
  type Obstacles,
} from '../../kit/scene/place-labels';
import {
  FRAME,
  moveShooter,
  moveTarget,
  moveTip,
  readouts,
  seconds,
  solve,
  vec,
  type PresetId,
  type Readouts,
  type Scene,
} from './model';

/** Length of the drawn barrel (m). */
const BARREL = 12;
/** How far the target's line is drawn each way (m): beyond the frame's diagonal. */
const LINE = 400;

export type { Anchor, Box } from '../../kit/scene/label-box';

export interface Marker extends Point {
  label: string;
  /** Where the label's baseline starts, relative to the marker (SVG units), and how it is anchored there. */
  lx: number;
  ly: number;
  anchor: Anchor;
}

export interface Geometry {
  shooter: Point;
  target: Point;
  tip: Point;
  /** The target's line of motion, or null for a standing target. */
  line: { from: Point; to: Point } | null;
  velocity: string;
  /** The barrel along the aim, or null without a hit. */
  barrel: string | null;
  /** Radii (SVG units) of the reach circles s·t at the hit times: the chosen one first. */
  reach: number[];
  /** The shot's path from S to the meeting point. */
  shot: { from: Point; to: Point } | null;
  /** Meeting points at the non-negative roots, the chosen one first. */
  hits: Marker[];
  /** Where the target was at negative roots: meetings in the past. */
  past: Marker[];
  /** The S, T and V letters relative to their dots: off every line, circle, marker and handle (issue 13). */
  letters: Record<'shooter' | 'target' | 'tip', LabelPlace>;
}

/** Dot radii of the handles (SVG units), as EdgeCases.astro draws them. */
export const HANDLE_R = { shooter: 1.6, target: 1.6, tip: 1.1 } as const;
/** Marker dot radii (SVG units). */
const HIT_R = 1.3;
const PAST_R = 1;
/** The time labels' font size (SVG units, as in the figure's CSS) and the advance of one character. */
const FONT = 2.6;
/** Space kept between a label and the scene's edge (SVG units). */
const EDGE = 0.6;

/** Where each label may go around its marker, in order of preference: baseline offset and anchor. */
const HIT_SPOTS: readonly [number, number, Anchor][] = [
  [2.2, -1.6, 'start'],
  [2.2, 3.2, 'start'],
  [-2.2, -1.6, 'end'],
  [-2.2, 3.2, 'end'],
  [0, -2.4, 'middle'],
  [0, 4.4, 'middle'],
  [0, -6.6, 'middle'],
  [0, 8.6, 'middle'],
  [6.2, 0.9, 'start'],
  [-6.2, 0.9, 'end'],
  [0, -10.8, 'middle'],
  [0, 12.8, 'middle'],
];
const PAST_SPOTS: readonly [number, number, Anchor][] = [HIT_SPOTS[1], HIT_SPOTS[0], ...HIT_SPOTS.slice(2)];

/** A time label's measures (ems of its size): 0.6 em a character, with 0.3 units of air each side. */
const LABEL_METRICS = { em: 0.6, ascent: 0.8, descent: 0.3, padX: 0.3 };

/** The box a label of `text` covers with its baseline at (x, y). */
export function labelBox(x: number, y: number, anchor: Anchor, text: string): Box {
  return textBox(x, y, anchor, text, FONT, LABEL_METRICS);
}

/** The box a handle covers: its ring and its letter, drawn up and to the right (kit/controls/Handle.astro). */
export function handleBox(p: Point, r: number): Box {
  return { x0: p.x - r - 1.3, y0: p.y - r - 3.2, x1: p.x + r + 3.4, y1: p.y + r + 1.3 };
}

/** An arrow towards a marker that lies outside the scene, for its label at the edge. */
function towards(p: Point): string {
  const out = { left: -p.x, right: p.x - FRAME.width, up: -p.y, down: p.y - FRAME.height };
  const [side, by] = Object.entries(out).reduce((a, b) => (b[1] > a[1] ? b : a));
  if (by <= 0) return '';
  return { left: '← ', right: '→ ', up: '↑ ', down: '↓ ' }[side as keyof typeof out];
}

/**
 * Place the time labels, by the kit's placement step (kit/scene/place-labels.ts):
 * each goes to the first spot around its marker that is inside the scene
 * and clear of the handles, their letters, the markers, the drawn lines and
 * circles (`marks`) and the labels placed before it (or, failing that, the
 * spot that covers least). A marker outside the scene gets its label slid
 * in to the nearest edge, with an arrow pointing to it, so a cut label can
 * never read as another number.
 */
export function placeLabels(
  markers: { p: Point; label: string; past: boolean }[],
  handles: { p: Point; r: number; letter?: Box }[],
  marks: Obstacles = {},
): Marker[] {
  // A handle: its ring and its letter where the figure put it, or the kit's usual spot up-right (`handleBox`).
  const handleBoxes = (h: { p: Point; r: number; letter?: Box }): Box[] =>
    h.letter
      ? [{ x0: h.p.x - h.r - 1, y0: h.p.y - h.r - 1, x1: h.p.x + h.r + 1, y1: h.p.y + h.r + 1 }, h.letter]
      : [handleBox(h.p, h.r)];
  const boxes: Box[] = [
    ...(marks.boxes ?? []),
    ...handles.flatMap(handleBoxes),
    ...markers.map(({ p, past }) => {
      const r = (past ? PAST_R : HIT_R) + 0.3;
      return { x0: p.x - r, y0: p.y - r, x1: p.x + r, y1: p.y + r };
    }),
  ];
  const requests: LabelRequest[] = markers.map(({ p, label, past }, i) => ({
    key: String(i),
    text: towards(p) + label,
    font: FONT,
    metrics: LABEL_METRICS,
    // The figure's own spots first, then the kit's rings around the marker: where the target's line, the shot and a
    // reach circle all meet at a marker, the first twelve can all be on one of them.
    spots: [
      ...(past ? PAST_SPOTS : HIT_SPOTS).map(([dx, dy, anchor]) => ({ x: p.x + dx, y: p.y + dy, anchor })),
      ...[1, 2].flatMap((k) => spotsAround(p, (past ? PAST_R : HIT_R) + k * FONT, towards(p) + label, FONT)),
    ],
    // Off the scene: the label slides in, to the edge nearest its marker.
    slide: true,
  }));
  const placed = placeKitLabels(
    requests,
    { width: FRAME.width, height: FRAME.height, edge: EDGE },
    { ...marks, boxes },
  );
  return markers.map(({ p }, i) => {
    const l = placed[String(i)];
    return { x: p.x, y: p.y, label: requests[i].text, lx: round(l.x - p.x), ly: round(l.y - p.y), anchor: l.anchor };
  });
}

function at(v: readonly number[]): Point {
  const p = toSvg(FRAME, v);
  return { x: round(p.x), y: round(p.y) };
}

function along(base: Vec2, dir: readonly number[], k: number): Vec2 {
  return [base[0] + dir[0] * k, base[1] + dir[1] * k];
}

export function geometry(scene: Scene, r: LinearInterceptResult<Vec2> = solve(scene)): Geometry {
  const { shooter: S, target: T, velocity: V } = scene;
  const speed = Math.hypot(V[0], V[1]);
  const u = speed > 0 ? [V[0] / speed, V[1] / speed] : null;
  const k = unit(FRAME);
  const handles = {
    shooter: at(S),
    target: at(T),
    tip: at(along(T, V, 1)),
  };
  const hitTimes = r.hit ? r.times : [];
  const pastTimes = r.roots.filter((t) => t < 0);
  const markers = [
    ...hitTimes.map((t) => ({ p: at(along(T, V, t)), label: seconds(t), past: false })),
    ...pastTimes.map((t) => ({ p: at(along(T, V, t)), label: seconds(t), past: true })),
  ];
  const line = u ? { from: at(along(T, u, -LINE)), to: at(along(T, u, LINE)) } : null;
  const reach = r.hit ? r.times.map((t) => round(scene.speed * t * k)) : [];
  const shot = r.hit ? { from: at(S), to: at(r.impact) } : null;
  // What the labels keep off: the target's line, V, the barrel, the shot, the reach circles and the markers.
  const marks: Obstacles = {
    segments: [
      ...(line ? [{ a: line.from, b: line.to }] : []),
      { a: handles.target, b: handles.tip },
      ...(r.hit ? [{ a: handles.shooter, b: at(along(S, r.aim, BARREL)) }] : []),
      ...(shot ? [{ a: shot.from, b: shot.to }] : []),
    ],
    circles: reach
      .filter((radius) => radius > 0)
      .map((radius) => ({ cx: handles.shooter.x, cy: handles.shooter.y, r: radius })),
  };
  // The letters first, then the time labels around them.
  const letters = placeHandleLetters(
    [
      { name: 'target', at: handles.target, r: HANDLE_R.target, text: 'T' },
      { name: 'shooter', at: handles.shooter, r: HANDLE_R.shooter, text: 'S' },
      { name: 'tip', at: handles.tip, r: HANDLE_R.tip, text: 'V' },
    ],
    FRAME,
    {
      ...marks,
      boxes: markers.map(({ p, past }) => {
        const m = (past ? PAST_R : HIT_R) + 0.3;
        return { x0: p.x - m, y0: p.y - m, x1: p.x + m, y1: p.y + m };
      }),
    },
  );
  const labels = placeLabels(
    markers,
    [
      { p: handles.shooter, r: HANDLE_R.shooter, letter: handleLabelBox(handles.shooter, letters.shooter, 'S') },
      { p: handles.target, r: HANDLE_R.target, letter: handleLabelBox(handles.target, letters.target, 'T') },
      { p: handles.tip, r: HANDLE_R.tip, letter: handleLabelBox(handles.tip, letters.tip, 'V') },
    ],
    marks,
  );
  const hits = labels.slice(0, hitTimes.length);
  const past = labels.slice(hitTimes.length);
  return {
    ...handles,
    line,
    velocity: arrowPath(at(T), at(along(T, V, 1)), 2),
    barrel: r.hit ? arrowPath(at(S), at(along(S, r.aim, BARREL)), 1.8) : null,
    reach,
    shot,
    hits,
    past,
    letters,
  };
}

const shown = (on: boolean) => (on ? 'inline' : 'none');
const segment = (seg: { from: Point; to: Point } | null): PartAttrs =>
  seg ? { x1: seg.from.x, y1: seg.from.y, x2: seg.to.x, y2: seg.to.y, display: 'inline' } : { display: 'none' };

/** The fixed parts of the scene: the target's line, V, the barrel and the shot. Handles are placed by their binding. */
export function sceneParts(g: Geometry): Parts {
  return {
    line: segment(g.line),
    velocity: { d: g.velocity },
    barrel: { d: g.barrel ?? '', display: shown(g.barrel !== null) },
    shot: segment(g.shot),
    // The handles' letters, where geometry() put them (relative to their dots).
    ...Object.fromEntries(
      (['shooter', 'target', 'tip'] as const).map((name) => {
        const p = g.letters[name];
        return [`letter-${name}`, { x: p.x, y: p.y, 'text-anchor': p.anchor }];
      }),
    ),
  };
}

/** A marker: a ring and its time label, one group. */
const marker = (m: Marker, i: number, radius: number): Item => ({
  tag: 'g',
  attrs: { transform: `translate(${m.x} ${m.y})`, class: i === 0 ? 'first' : 'later' },
  children: [
    { tag: 'circle', attrs: { r: radius } },
    { tag: 'text', attrs: { x: m.lx, y: m.ly, 'text-anchor': m.anchor, text: m.label } },
  ],
});

/** The parts that come in numbers: reach circles, meetings and meetings in the past. */
export function sceneLists(g: Geometry): Record<string, Item[]> {
  return {
    reach: g.reach.map((r, i) => ({
      tag: 'circle',
      attrs: { cx: g.shooter.x, cy: g.shooter.y, r, class: i === 0 ? 'first' : 'later' },
    })),
    hits: g.hits.map((m, i) => marker(m, i, HIT_R)),
    past: g.past.map((m, i) => marker(m, i, PAST_R)),
  };
}

/** The figure's state: the scene, and the preset it still equals (null once the reader has changed it). */
export interface EdgeState {
  scene: Scene;
  preset: PresetId | null;
}

/** One drawing: the state with its library answer and geometry, computed once for parts, lists and readouts. */
export interface View {
  scene: Scene;
  result: LinearInterceptResult<Vec2>;
  g: Geometry;
  r: Readouts;
}

export function viewOf(scene: Scene): View {
  const result = solve(scene);
  return { scene, result, g: geometry(scene, result), r: readouts(scene, result) };
}

/** The readout cards under the scene (kit/shell/ReadoutCards.astro), their texts from the model's `readouts`. */
export const CARDS: readonly ReadoutCard[] = [
  { name: 'case', label: 'Case', class: 'wide', live: 'polite' },
  { name: 'time', label: 'Hit time t', live: 'off' },
  { name: 'second', label: 'Second hit', live: 'off' },
  { name: 'impact', label: 'Aim point', live: 'off' },
  { name: 'aim', label: 'Aim direction', live: 'off' },
  { name: 'roots', label: 'All real roots', class: 'wide', live: 'off' },
];

/** The figure declared once (kit/shell/figure.ts): the build renders its first state, the browser every later one. */
export const figure: FigureView<View> = {
  parts: (v) => sceneParts(v.g),
  lists: (v) => sceneLists(v.g),
  readouts: (v) => ({ ...v.r }),
  prose: (v) => ({ case: v.r.case, time: v.r.time }),
};

/** The handles, bound from the model: S and T are points of the scene, V's tip is T + V (one second). */
export const handles: Record<'shooter' | 'target' | 'tip', PointHandle<EdgeState>> = {
  shooter: {
    at: (st) => st.scene.shooter,
    move: (st, p) => ({ scene: moveShooter(st.scene, p), preset: null }),
    label: (st) => `Shooter S at ${vec(st.scene.shooter)}`,
  },
  target: {
    at: (st) => st.scene.target,
    move: (st, p) => ({ scene: moveTarget(st.scene, p), preset: null }),
    label: (st) => `Target T at ${vec(st.scene.target)}`,
  },
  tip: {
    at: ({ scene: { target: T, velocity: V } }) => [T[0] + V[0], T[1] + V[1]],
    move: (st, p) => ({ scene: moveTip(st.scene, p), preset: null }),
    label: (st) => `Velocity V = ${vec(st.scene.velocity)} m/s, drawn from T`,
  },
};
