/**
 * Drawing for chapter 7's figure, declared once for the build and the browser
 * (kit/shell/figure.ts `FigureView`): the model's scene and moment mapped to the
 * attributes of every `data-part` (the scene's and the chart's), the text of
 * every readout (the status line among them) and the numbers the prose
 * quotes. Pure: the same functions render the first frame at build time
 * (GravityFigure.astro, `firstFrame`) and every frame in the browser
 * (element.ts, `mountFigure`).
 */
import { round, toSvg, unit, type Point } from '../../kit/scene/frame';
import type { PartAttrs } from '../../kit/shell/dom';
import type { ClockView, FigureView, Parts, ReadoutCard } from '../../kit/shell/figure';
import { placeHandles } from '../../kit/controls/handles';
import { placeHandleLetters, type LabelPlace } from '../../kit/controls/handle-label';
import type { Box, Segment, XY } from '../../kit/scene/label-box';
import type { Obstacles } from '../../kit/scene/place-labels';
import { trailPath, trailPieces, type Samples } from '../../kit/scene/trail';
import { pair } from '../../kit/text/format';
import {
  FRAME,
  MARGIN,
  arcsPhrase,
  big,
  envelopePhrase,
  kindOf,
  num,
  rootsPhrase,
  status,
  type Moment,
  type Solution,
  type State,
} from './model';

/** What the figure draws: the scene, its solution, the moment on the clock and the equivalent-view switch. */
export interface View extends ClockView<State, Solution, Moment> {
  /** Show the equivalent view: the target falling upward, the circle around S. */
  equivalent: boolean;
}

const HIDE = 'none';
const SHOW = 'inline';

export function vecText(v: readonly number[], digits = 1): string {
  return pair(v, digits, num);
}

/** The i-th time the circle touches T, for its jump button: null when there is none on the time line. */
export function touchTime(sol: Solution, i: number): number | null {
  const t = sol.times[i];
  return t !== undefined && t <= sol.duration ? t : null;
}

const line = (a: Point, b: Point): PartAttrs => ({ x1: round(a.x), y1: round(a.y), x2: round(b.x), y2: round(b.y) });
const at = (p: Point): PartAttrs => ({ transform: `translate(${round(p.x)} ${round(p.y)})` });

/** The small chart of p(u): its viewBox and plot area. */
export const POLY = { width: 200, height: 72, left: 10, right: 192, top: 8, bottom: 60 } as const;

/** Chart coordinates of (u, p) for the scene's chart range. */
export function polyPoint(sol: Solution, u: number, p: number): Point {
  const { u0, u1, pmin, pmax } = sol.poly;
  const x = POLY.left + ((u - u0) / (u1 - u0)) * (POLY.right - POLY.left);
  const y = POLY.bottom - ((p - pmin) / (pmax - pmin)) * (POLY.bottom - POLY.top);
  return { x, y };
}

/** The handles' dots: Handle.astro's default radius (SVG units). */
const HANDLE_R = 1.6;
/**
 * Half-sizes of the marks the letters keep off (SVG units): the landing cross's arms and the hollow rising target's
 * ring reach 1.2 from their centres, and 0.2 for the stroke.
 */
const LANDING_HALF = 1.4;
const GHOST_HALF = 1.4;

/** A drawn curve's pieces in SVG units (clipped as `trailPath` draws them), for the label step's polylines. */
function polylines(points: Samples): XY[][] {
  return trailPieces(FRAME, points).map((flat) =>
    Array.from({ length: flat.length / 2 }, (_, i) => ({ x: flat[2 * i], y: flat[2 * i + 1] })),
  );
}

/**
 * What the letters S and T keep off (kit/scene/place-labels.ts): every mark the scene draws for this solution
 * (the envelope, both arcs, the best shot, the sight and miss lines, the landing cross), and the two tracks the
 * clock moves marks along: the falling circle's centre and its drop line straight down from S, and the hollow
 * rising target straight up from T, each as far as the time line goes. The circles themselves sweep the whole
 * field as the clock runs; a letter that dodged them would jump on every frame, so they are left out.
 */
export function letterObstacles(s: State, sol: Solution): Obstacles {
  const k = unit(FRAME);
  const S = toSvg(FRAME, s.shooter);
  const T = toSvg(FRAME, s.target);
  const fall = 0.5 * s.gravity * sol.duration * sol.duration * k;
  const segments: Segment[] = [
    ...(sol.d > 0 ? [{ a: S, b: T }] : []),
    ...(fall > 0 ? [{ a: S, b: { x: S.x, y: Math.min(FRAME.height, S.y + fall) } }] : []),
  ];
  const boxes: Box[] = [];
  if (fall > 0) {
    const top = Math.max(0, T.y - fall);
    boxes.push({ x0: T.x - GHOST_HALF, y0: top - GHOST_HALF, x1: T.x + GHOST_HALF, y1: T.y });
  }
  const b = sol.best;
  if (b) {
    const L = toSvg(FRAME, b.landing);
    segments.push({ a: L, b: T });
    boxes.push({ x0: L.x - LANDING_HALF, y0: L.y - LANDING_HALF, x1: L.x + LANDING_HALF, y1: L.y + LANDING_HALF });
  }
  const curves = [sol.envelope, ...sol.arcs.filter((a) => a.arc.time > 0).map((a) => a.path), ...(b ? [b.path] : [])];
  return { segments, boxes, polylines: curves.flatMap(polylines) };
}

/** Where the letters S and T go, relative to their dots: T first (the arcs end there), then S, each off every mark. */
export function letters(s: State, sol: Solution): Record<'shooter' | 'target', LabelPlace> {
  return placeHandleLetters(
    [
      { name: 'target', at: toSvg(FRAME, s.target), r: HANDLE_R, text: 'T' },
      { name: 'shooter', at: toSvg(FRAME, s.shooter), r: HANDLE_R, text: 'S' },
    ],
    FRAME,
    letterObstacles(s, sol),
  );
}

/** A handle's letter at its place (relative to the dot): Handle.astro's `textPart`. */
const letterAttrs = (p: LabelPlace): PartAttrs => ({ x: p.x, y: p.y, 'text-anchor': p.anchor });

/** The parts that depend only on the scene (the scene's label among them): computed once per solution, not per frame. */
export function sceneParts(s: State, sol: Solution): Parts {
  const S = toSvg(FRAME, s.shooter);
  const T = toSvg(FRAME, s.target);
  const out: Parts = { scene: { 'aria-label': sceneLabel(s) } };
  const placed = letters(s, sol);
  out['letter-shooter'] = letterAttrs(placed.shooter);
  out['letter-target'] = letterAttrs(placed.target);
  out.envelope = { d: trailPath(FRAME, sol.envelope), display: sol.envelope.length > 0 ? SHOW : HIDE };
  out.sight = { ...line(S, T), display: sol.d > 0 ? SHOW : HIDE };
  ['low', 'high'].forEach((name, i) => {
    const a = sol.arcs[i];
    const shown = a !== undefined && a.arc.time > 0;
    out[`arc-${name}`] = { d: shown ? trailPath(FRAME, a.path) : '', display: shown ? SHOW : HIDE };
  });
  const b = sol.best;
  out.best = { d: b ? trailPath(FRAME, b.path) : '', display: b ? SHOW : HIDE };
  out.miss = b ? { ...line(toSvg(FRAME, b.landing), T), display: SHOW } : { display: HIDE };
  out.landing = b ? { ...at(toSvg(FRAME, b.landing)), display: SHOW } : { display: HIDE };
  // The chart of p(u).
  const q = sol.quad;
  const zero = polyPoint(sol, sol.poly.u0, 0).y;
  out['poly-axis'] = { x1: POLY.left, y1: round(zero), x2: POLY.right, y2: round(zero) };
  out['poly-curve'] = {
    d: sol.poly.samples
      .filter(([, p]) => Number.isFinite(p))
      .map(([u, p], i) => {
        const c = polyPoint(sol, u, p);
        return `${i === 0 ? 'M' : 'L'}${round(c.x)} ${round(c.y)}`;
      })
      .join(''),
  };
  for (let i = 0; i < 2; i++) {
    const u = q.roots[i];
    if (u === undefined) {
      out[`poly-root-${i}`] = { display: HIDE };
      out[`poly-root-label-${i}`] = { display: HIDE, text: '' };
      continue;
    }
    const c = polyPoint(sol, u, 0);
    out[`poly-root-${i}`] = { ...at(c), display: SHOW, class: u > 0 ? 'root' : 'root negative' };
    out[`poly-root-label-${i}`] = {
      x: round(Math.min(Math.max(c.x, POLY.left + 12), POLY.right - 12)),
      y: round(i === 0 ? POLY.bottom + 8 : POLY.top - 2),
      display: SHOW,
      text: `u${i === 0 ? '₁' : '₂'} = ${big(u)}`,
    };
  }
  return out;
}

/** The parts that move with the clock: the falling circle, the rising target, the shells, the chart's cursor. */
export function momentParts(s: State, sol: Solution, m: Moment, equivalent: boolean): Parts {
  const k = unit(FRAME);
  const S = toSvg(FRAME, s.shooter);
  const T = toSvg(FRAME, s.target);
  const out: Parts = {};
  ['low', 'high'].forEach((name, i) => {
    const a = sol.arcs[i];
    const shell = m.shells[i];
    out[`shell-${name}`] =
      a !== undefined && a.arc.time > 0 && shell ? { ...at(toSvg(FRAME, shell)), display: SHOW } : { display: HIDE };
  });
  // The falling circle at t, and the equivalent view: T rising, the circle around S.
  const C = toSvg(FRAME, m.circle.centre);
  const r = round(m.circle.radius * k);
  out.circle = { cx: round(C.x), cy: round(C.y), r, class: m.touching >= 0 ? 'falling touch' : 'falling' };
  out.centre = at(C);
  out.drop = line(S, C);
  const U = toSvg(FRAME, m.circle.risingTarget);
  out.ghost = { display: equivalent && kindOf(s, sol) !== 'on-cannon' ? SHOW : HIDE };
  out['ghost-circle'] = { cx: round(S.x), cy: round(S.y), r };
  out['ghost-target'] = at(U);
  out.rise = line(T, U);
  const cu = m.t * m.t;
  const cx = round(polyPoint(sol, cu, 0).x);
  out['poly-cursor'] =
    cu >= sol.poly.u0 && cu <= sol.poly.u1
      ? { x1: cx, y1: POLY.top, x2: cx, y2: POLY.bottom, display: SHOW }
      : { display: HIDE };
  return out;
}

let lastSol: Solution | null = null;
let lastScene: Parts = {};
let lastProse: Record<string, string> = {};

/** The scene's parts and its prose numbers, kept per solution (a new one per change of the scene): a clock frame redraws only the moment. */
function perSolution(s: State, sol: Solution): void {
  if (sol === lastSol) return;
  lastScene = sceneParts(s, sol);
  lastProse = proseValues(s, sol);
  lastSol = sol;
}

/** Every part: the scene's (kept per solution) and the moment's. */
export function parts({ s, sol, m, equivalent }: View): Parts {
  perSolution(s, sol);
  return { ...lastScene, ...momentParts(s, sol, m, equivalent) };
}

/** "16.5° in 1.74 s" for an arc, or a dash. */
function arcText(sol: Solution, i: number): string {
  const a = sol.arcs[i]?.arc;
  if (!a) return '—';
  return `${num((a.elevation * 180) / Math.PI, 1)}°, ${big(a.time)} s`;
}

/** Every readout's text, by `data-readout` name: the status line, the phrases, the cards and the biquadratic's. */
export function readouts(s: State, sol: Solution, m: Moment): Record<string, string> {
  const r = sol.result;
  const two = sol.arcs.length === 2;
  return {
    status: status(s, sol, m),
    low: arcText(sol, 0),
    high: two ? arcText(sol, 1) : sol.arcs.length === 1 ? 'merged with the low arc' : '—',
    distance: `${big(sol.d)} m`,
    'max-range': Number.isFinite(r.maxRange) ? `${big(r.maxRange)} m` : 'unlimited',
    apex: Number.isFinite(sol.apex) ? `${big(sol.apex)} m` : 'none',
    qa: big(sol.quad.a),
    qb: big(sol.quad.b),
    qc: big(sol.quad.c),
    roots: rootsPhrase(sol),
    radius: `${big(m.circle.radius)} m`,
    drop: `${big(0.5 * s.gravity * m.t * m.t)} m`,
    gap: `${big(m.circle.gap)} m`,
    arcs: arcsPhrase(s, sol),
    envelope: envelopePhrase(s, sol),
  };
}

/**
 * The numbers and phrases the chapter's prose quotes (content/gravity.mdx).
 * Each phrase carries its own wording for the scenes where a number does not
 * exist, so every sentence stays true.
 */
export function proseValues(s: State, sol: Solution): Record<string, string> {
  return {
    S: vecText(s.shooter),
    T: vecText(s.target),
    speed: num(s.speed),
    gravity: num(s.gravity),
    d: big(sol.d),
    arcs: arcsPhrase(s, sol),
    envelope: envelopePhrase(s, sol),
    a: big(sol.quad.a),
    b: big(sol.quad.b),
    c: big(sol.quad.c),
    roots: rootsPhrase(sol),
  };
}

/** The numbers the prose quotes, for the figure's view (kept per solution: they never follow the clock). */
function prose({ s, sol }: View): Record<string, string> {
  perSolution(s, sol);
  return lastProse;
}

/** The figure's declaration (kit/shell/figure.ts): drawn by `firstFrame` at build time and `mountFigure` in the browser. */
export const figure: FigureView<View> = {
  parts,
  readouts: ({ s, sol, m }) => readouts(s, sol, m),
  prose,
};

/** The scene's accessible description, for the SVG's label. */
export function sceneLabel(s: State): string {
  return `Side view: cannon S at ${vecText(s.shooter)}, target T at ${vecText(s.target)}, launch speed ${num(s.speed)} m/s, gravity ${num(s.gravity)} m/s² downward.`;
}

/** The readout cards (kit/shell/ReadoutCards.astro), their texts from `readouts`. */
export const CARDS: readonly ReadoutCard[] = [
  { name: 'low', label: 'low arc: angle, time', class: 'low' },
  { name: 'high', label: 'high arc: angle, time', class: 'high' },
  { name: 'distance', label: 'distance |T − S|' },
  { name: 'max-range', label: 'longest reach along S→T' },
  { name: 'apex', label: 'envelope apex s²/2g' },
  { name: 'radius', label: 'circle radius s·t', class: 'shot' },
  { name: 'drop', label: "centre's drop g t²/2", class: 'shot' },
  { name: 'gap', label: 'target outside circle by' },
];

/** The cannon and the target, bound from the model: inside the field, kept to a tenth of a metre. */
export const handles = placeHandles<State>(FRAME, MARGIN, vecText, 'Cannon S');
