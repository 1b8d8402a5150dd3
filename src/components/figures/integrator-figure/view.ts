/**
 * Chapter 10's figure: model → SVG attributes and readout texts, the same at
 * build time (IntegratorFigure.astro) and in the browser (element.ts). No
 * physics of its own: frames, curves and misses come from the model (the
 * library); curves are sampled with the library's `sampleMotionTo`.
 */
import { type Integrator, type Vec2 } from '../../../lib';
import { sampleMotionTo, type Body } from '../../../lib/motion';
import { arrowPath } from '../../kit/scene/arrow';
import type { PartAttrs } from '../../kit/shell/dom';
import { perView, type FigureView, type ReadoutCard } from '../../kit/shell/figure';
import { fixed as num, pair, trimmed } from '../../kit/text/format';
import { makeFrame, round, toSvg, translate, unit, type Frame } from '../../kit/scene/frame';
import { shotHandles } from '../../kit/controls/handles';
import { placeHandleLetters, type LabelPlace } from '../../kit/controls/handle-label';
import type { XY } from '../../kit/scene/label-box';
import { trailPath, trailPieces } from '../../kit/scene/trail';
import {
  FRAME,
  INTEGRATORS,
  MARGIN,
  MAX_TIME,
  NAMES,
  VELOCITY_SECONDS,
  eulerDrift,
  gravityVec,
  zoomOf,
  type Flight,
  type Solution,
  type State,
  type Zoom,
} from './model';

/** What the figure draws: the reader's state and its solution. */
export interface View {
  s: State;
  sol: Solution;
}

/** The close-up's own drawing frame: a square 40 units across. */
export const ZOOM_SIZE = 40;

const HIDE = 'none';
const SHOW = 'inline';
/** Samples per curve in the close-up and on the target's path. */
const SAMPLES = 32;
const buf = new Float64Array(2 * (SAMPLES + 1));

/** A number for readouts: fixed digits, a true minus sign, never NaN. */
export { num };

export function vecText(v: readonly number[], digits = 1): string {
  return pair(v, digits);
}

/**
 * One path of dots, one per point: every frame of a flight as one element. Each dot is a zero-length
 * segment (`M x y h0`), drawn as a disc by a round line cap (`stroke-linecap: round`, its diameter the
 * stroke width), which SVG and the canvas painter both draw; a short path to parse on every input.
 * A dot closer than `gap` SVG units to the last one drawn covers the same pixels (the dots are 0.85
 * units across) and is left out: at high frame rates the frames then read as the solid line they make.
 */
export function dotsPath(
  frame: Frame,
  points: readonly (readonly number[])[],
  keep?: (p: Vec2) => boolean,
  gap = 0,
): string {
  const k = unit(frame);
  let d = '';
  let lx = -Infinity;
  let ly = -Infinity;
  for (const p of points) {
    const x = (p[0] - frame.xmin) * k;
    const y = (frame.ymax - p[1]) * k;
    if (keep && !keep([x, y])) continue;
    if (gap > 0 && Math.abs(x - lx) < gap && Math.abs(y - ly) < gap) continue;
    lx = x;
    ly = y;
    d += `M${round(x)} ${round(y)}h0`;
  }
  return d;
}

/** The scene's dots are 0.85 units across: one closer than this to the last drawn adds no pixel of its own. */
const DOT_GAP = 0.3;

function curvePath(frame: Frame, body: Body<Vec2>, a: Vec2, t0: number, t1: number): string {
  sampleMotionTo(buf, body.position, body.velocity, a, t0, t1, SAMPLES);
  return trailPath(frame, buf, 0.02);
}

/** The scratch buffer's curve in the scene, in SVG units and in pieces as `trailPath` draws it: for the letters to keep off. */
function bufPolylines(minStep: number): XY[][] {
  return trailPieces(FRAME, buf, minStep).map((flat) =>
    Array.from({ length: flat.length / 2 }, (_, i) => ({ x: flat[2 * i], y: flat[2 * i + 1] })),
  );
}

/** A curve of the scene: its path data, and its points. */
function sceneCurve(body: Body<Vec2>, a: Vec2, t0: number, t1: number): { d: string; points: XY[][] } {
  const d = curvePath(FRAME, body, a, t0, t1);
  return { d, points: bufPolylines(0.02) };
}

/** The handles' dots (SVG units): S and T at Handle.astro's default, V's tip smaller; the impact ring's radius. */
export const HANDLE_R = { shooter: 1.6, target: 1.6, velocity: 1.2 } as const;
const IMPACT_R = 1.6;

/**
 * Where the letters S, T and V go, relative to their dots (the kit's label step, kit/scene/place-labels.ts): T,
 * then S, then V, each off the four flights' curves and the target's (the frames' dots lie on them), the velocity
 * arrow and the ring at the aimed hit. All four flights leave S the same way, so S's letter goes to the other side.
 */
export function letters(
  s: State,
  curves: readonly XY[][][],
  impact: XY | null,
): Record<'shooter' | 'target' | 'velocity', LabelPlace> {
  const T = toSvg(FRAME, s.target);
  const tip = toSvg(FRAME, [
    s.target[0] + s.velocity[0] * VELOCITY_SECONDS,
    s.target[1] + s.velocity[1] * VELOCITY_SECONDS,
  ]);
  const at = { shooter: toSvg(FRAME, s.shooter), target: T, velocity: tip };
  const text = { shooter: 'S', target: 'T', velocity: 'V' } as const;
  return placeHandleLetters(
    (['target', 'shooter', 'velocity'] as const).map((name) => ({
      name,
      at: at[name],
      r: HANDLE_R[name],
      text: text[name],
    })),
    FRAME,
    {
      polylines: curves.flat(),
      segments: [{ a: T, b: tip }],
      circles: impact ? [{ cx: impact.x, cy: impact.y, r: IMPACT_R }] : [],
    },
  );
}

/** A handle's letter at its place (relative to the dot): Handle.astro's `textPart`. */
const letterAttrs = (p: LabelPlace): PartAttrs => ({ x: p.x, y: p.y, 'text-anchor': p.anchor });

/** A flight in words for the prose: "passes 0.265 m under the target", "hits (0.000 m)". */
export function passText(f: Flight): string {
  if (f.miss < 5e-4) return `hits (${num(f.miss, 3)} m${f.compensated ? ', with the compensated aim' : ''})`;
  return `passes ${num(f.miss, 3)} m ${f.above > 0 ? 'over' : 'under'} the target`;
}

/** A miss in words for a card: "0.265 m high", "0.000 m: a hit". */
export function missText(f: Flight): string {
  if (f.miss < 5e-4) return `${num(f.miss, 3)} m: a hit`;
  return `${num(f.miss, 3)} m ${f.above > 0 ? 'high' : 'low'}`;
}

function zoomFrame(z: Zoom): Frame {
  return makeFrame(
    { xmin: z.centre[0] - z.half, xmax: z.centre[0] + z.half, ymin: z.centre[1] - z.half, ymax: z.centre[1] + z.half },
    ZOOM_SIZE,
  );
}

const inside = (p: Vec2) => p[0] >= 0 && p[0] <= ZOOM_SIZE && p[1] >= 0 && p[1] <= ZOOM_SIZE;

/** The scene and the close-up of a solved state. */
function solvedParts(s: State, sol: Extract<Solution, { ok: true }>): Record<string, PartAttrs> {
  const parts: Record<string, PartAttrs> = {};
  const exact = sol.flights[0];
  const z = zoomOf(sol);
  const zf = zoomFrame(z);
  const target = sceneCurve(exact.targetCurve, exact.targetAcceleration, 0, exact.time);
  const curves = [target.points];
  parts['target-path'] = { d: target.d };
  parts['target-dots'] = { d: dotsPath(FRAME, exact.targetFrames, undefined, DOT_GAP) };
  const hit = toSvg(FRAME, exact.targetAt);
  parts.impact = { transform: `translate(${round(hit.x)} ${round(hit.y)})`, display: SHOW };
  parts['z-target-path'] = { d: curvePath(zf, exact.targetCurve, exact.targetAcceleration, z.t0, z.t1) };
  const zt = toSvg(zf, z.centre);
  parts['z-target'] = { cx: round(zt.x), cy: round(zt.y), r: 3.4, display: SHOW };
  parts['z-scale'] = { text: `${trimmed(2 * z.half, 1)} m across` };
  sol.flights.forEach((f, i) => {
    // The line through the frames is the integrator's own curve (model `curve`, through every frame): 32 samples
    // however many frames there are.
    const last = (f.frames.length - 1) * sol.dt;
    const path = sceneCurve(f.curve, f.gravity, 0, last);
    curves.push(path.points);
    parts[`path-${i}`] = { d: path.d, display: SHOW };
    parts[`dots-${i}`] = { d: dotsPath(FRAME, f.frames, undefined, DOT_GAP), display: SHOW };
    parts[`z-path-${i}`] = { d: curvePath(zf, f.curve, f.gravity, z.t0, z.t1), display: SHOW };
    const near = f.frames.filter((_, n) => n * sol.dt >= z.t0 - sol.dt && n * sol.dt <= z.t1 + sol.dt);
    parts[`z-dots-${i}`] = { d: dotsPath(zf, near, inside), display: SHOW };
    const e = toSvg(zf, f.shotAt);
    const shown = inside([e.x, e.y]);
    parts[`z-end-${i}`] = {
      transform: `translate(${round(e.x)} ${round(e.y)})`,
      display: shown ? SHOW : HIDE,
    };
  });
  const placed = letters(s, curves, hit);
  for (const name of ['shooter', 'target', 'velocity'] as const) parts[`letter-${name}`] = letterAttrs(placed[name]);
  return parts;
}

function hiddenParts(s: State): Record<string, PartAttrs> {
  const parts: Record<string, PartAttrs> = {};
  sampleMotionTo(buf, s.target, s.velocity, s.falling ? gravityVec(s.gravity) : [0, 0], 0, 3, SAMPLES);
  parts['target-path'] = { d: trailPath(FRAME, buf) };
  const placed = letters(s, [bufPolylines(0.05)], null);
  for (const name of ['shooter', 'target', 'velocity'] as const) parts[`letter-${name}`] = letterAttrs(placed[name]);
  parts['target-dots'] = { d: '' };
  parts.impact = { transform: 'translate(0 0)', display: HIDE };
  parts['z-target-path'] = { d: '' };
  parts['z-target'] = { cx: ZOOM_SIZE / 2, cy: ZOOM_SIZE / 2, r: 2.2, display: HIDE };
  parts['z-scale'] = { text: 'no hit to look at' };
  INTEGRATORS.forEach((_, i) => {
    for (const name of ['path', 'dots', 'z-path', 'z-dots']) parts[`${name}-${i}`] = { d: '', display: HIDE };
    parts[`z-end-${i}`] = { transform: 'translate(0 0)', display: HIDE };
  });
  return parts;
}

/** Every part of the scene and the close-up. */
export function sceneParts(v: View): Record<string, PartAttrs> {
  const { s, sol } = v;
  const t = toSvg(FRAME, s.target);
  const tip: Vec2 = [s.target[0] + s.velocity[0] * VELOCITY_SECONDS, s.target[1] + s.velocity[1] * VELOCITY_SECONDS];
  return {
    ...(sol.ok ? solvedParts(s, sol) : hiddenParts(s)),
    velocity: { d: arrowPath(t, toSvg(FRAME, tip)) },
    'target-now': { transform: translate(FRAME, s.target) },
  };
}

/** The frame rate as the slider says it: "30 Hz". */
export function rateText(rate: number): string {
  return `${trimmed(rate, 1)} Hz`;
}

/** The step as the readouts say it: "33.3 ms". */
export function stepText(rate: number): string {
  return `${num(1000 / rate, 1)} ms`;
}

/** The slope of a method's misses on the chart, in words. */
export function slopeText(sol: Solution, method: Integrator): string {
  if (!sol.ok || !sol.slopes) return '—';
  const k = sol.slopes[method];
  return k === null ? 'no miss (on the floor)' : `slope ${num(k, 2)}`;
}

/** The sentence under the figure. */
export function status(v: View): string {
  const { s, sol } = v;
  if (!sol.ok) return sol.message;
  const [exact, explicit, semi, verlet] = sol.flights;
  const frames = exact.frames.length - 1;
  const head = `The closed form aims for a hit at t* = ${num(exact.time, 3)} s, during frame ${frames} at ${trimmed(s.rate, 1)} Hz.`;
  if (s.falling)
    return `${head} The target falls too, so gravity cancels: all four hit (misses ${num(exact.miss, 3)}, ${num(explicit.miss, 3)}, ${num(semi.miss, 3)}, ${num(verlet.miss, 3)} m).`;
  const comp = semi.compensated
    ? ` With the compensated aim, semi-implicit Euler hits: ${num(semi.miss, 3)} m.`
    : ` Semi-implicit Euler passes ${num(semi.miss, 3)} m under the target, explicit Euler ${num(explicit.miss, 3)} m over it; exact motion and Verlet hit.`;
  return head + comp;
}

/** The chart's slope readouts: none while the chart is not solved yet (its last ones stay). */
export function slopeReadouts(sol: Solution): Record<string, string> {
  const out: Record<string, string> = {};
  if (sol.ok && !sol.slopes) return out;
  INTEGRATORS.forEach((m, i) => (out[`slope-${i}`] = slopeText(sol, m)));
  return out;
}

/** Every readout. */
export function readouts(v: View): Record<string, string> {
  const { s, sol } = v;
  const out: Record<string, string> = {
    rate: rateText(s.rate),
    dt: stepText(s.rate),
    status: status(v),
    time: sol.ok ? `${num(sol.aim.time, 3)} s` : '—',
    frames: sol.ok ? String(sol.flights[0].frames.length - 1) : '—',
  };
  INTEGRATORS.forEach((m, i) => {
    out[`miss-${i}`] = sol.ok ? missText(sol.flights[i]) : '—';
  });
  Object.assign(out, slopeReadouts(sol));
  out['semi-aim'] = sol.ok && sol.flights[2].compensated ? 'compensated aim' : 'closed-form aim';
  return out;
}

/** Numbers the prose quotes (`<Bound to="integrator.…">`). */
export function prose(v: View): Record<string, string> {
  const { s, sol } = v;
  const ok = sol.ok;
  const out: Record<string, string> = {
    rate: trimmed(s.rate, 1),
    dt: num(1000 / s.rate, 1),
    time: ok ? num(sol.aim.time, 3) : '—',
    frames: ok ? String(sol.flights[0].frames.length - 1) : '—',
    'euler-miss': ok ? num(sol.flights[2].miss, 3) : '—',
    'explicit-miss': ok ? num(sol.flights[1].miss, 3) : '—',
    'semi-says': ok ? passText(sol.flights[2]) : 'has no hit to fly',
    'explicit-says': ok ? passText(sol.flights[1]) : 'has none either',
    g: trimmed(s.gravity, 2),
    drift: ok ? num(eulerDrift(s, sol), 3) : '—',
    'verlet-miss': ok ? num(sol.flights[3].miss, 3) : '—',
  };
  // The slope comes with the chart, once the input rests.
  if (!ok || sol.slopes) out.slope = slopeText(sol, 'explicit-euler');
  return out;
}

export const figure: FigureView<View> = {
  parts: perView(sceneParts),
  readouts,
  prose,
};

/** The readout cards: each integrator's miss at the aimed hit time. */
export const CARDS: readonly ReadoutCard[] = INTEGRATORS.map((m, i) => ({
  name: `miss-${i}`,
  label: `${NAMES[m]}: miss`,
  class: `method-${i}`,
  live: 'off',
}));

/** S and T are points of the scene, V's tip is T + V·VELOCITY_SECONDS. */
export const handles = shotHandles<State>(FRAME, MARGIN, VELOCITY_SECONDS, vecText);

export { MAX_TIME };
