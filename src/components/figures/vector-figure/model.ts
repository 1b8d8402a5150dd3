/**
 * Chapter 1's figure as pure functions: two points P1 and P2, the vector
 * V = P2 − P1 between them read as a velocity, and steps of motion
 * P1 + V·Δt. Every number comes from the solver library's vector functions;
 * this file only holds the figure's state, its limits and its wording.
 */
import { type Vec2 } from '../../../lib';
import { addScaled, length, lengthSq, normalize, sub } from '../../../lib/vec';
import { fixed as num, format, pair as kitPair } from '../../kit/text/format';
import { snapToGrid } from '../../kit/scene/geometry';
import { makeFrame } from '../../kit/scene/frame';
import { quantityRule } from '../../kit/controls/number';

/** The world shown, in metres: x to the right, y up. */
export const FRAME = makeFrame({ xmin: -1, xmax: 13, ymin: -1, ymax: 9 });

/** Handles snap to this grid when dragged (m), so the numbers stay readable. */
export const SNAP = 0.1;
/** Arrow-key step for a handle (m); Shift moves ten times as far (the kit's SHIFT_FACTOR). */
export const KEY_STEP = 0.5;
/** The most steps the figure will take before the reader resets it. */
export const MAX_STEPS = 12;

/** What the reader may type for Δt. */
export const DT_RULE = quantityRule('time', 'Δt', { max: 2 });

export interface State {
  p1: Vec2;
  p2: Vec2;
  /** The time step Δt (s), in [0, 2]. */
  dt: number;
  /** Steps asked for so far (0…MAX_STEPS). */
  steps: number;
  /** How far the moving dot has got, in steps: it runs from 0 up to `steps`. */
  clock: number;
  /** Also draw P1 − P2, the vector with the order backwards. */
  mistake: boolean;
}

/** What the figure publishes (kit/shell/figure-state.ts) for checkpoints and cells: the two points, plain copies. */
export function figureState(s: State): { p1: Vec2; p2: Vec2 } {
  return { p1: [s.p1[0], s.p1[1]], p2: [s.p2[0], s.p2[1]] };
}

export const INITIAL: State = { p1: [5, 3], p2: [9, 6], dt: 0.5, steps: 0, clock: 0, mistake: false };

/** Everything the figure shows, derived from the state. */
export interface Derived {
  /** V = P2 − P1. */
  v: Vec2;
  /** |V|. */
  length: number;
  /** V / |V|, or (0, 0) when V is the zero vector. */
  unit: Vec2;
  /** Whether P1 and P2 coincide, so V has no direction. */
  zero: boolean;
  /** P1 − P2: the classic mistake, pointing from P2 back past P1. */
  wrong: Vec2;
  /** V·Δt: how far one step moves. */
  stepVector: Vec2;
  /** P1 + V·Δt: where one step lands. */
  oneStep: Vec2;
  /** The moving dot, P1 + V·Δt·clock. */
  mover: Vec2;
  /** The dot moved with the wrong vector, P1 + (P1 − P2)·Δt·clock. */
  wrongMover: Vec2;
  /** Where each completed step landed: P1 + V·Δt·k for k = 1…floor(clock). */
  marks: Vec2[];
  /** Scene time of the moving dot (s): Δt·clock. */
  time: number;
}

export function derive(s: State): Derived {
  const v = sub(s.p2, s.p1);
  const wrong = sub(s.p1, s.p2);
  const len = length(v);
  const marks: Vec2[] = [];
  for (let k = 1; k <= Math.floor(s.clock + 1e-9); k++) marks.push(addScaled(s.p1, v, s.dt * k));
  return {
    v,
    length: len,
    unit: normalize(v),
    zero: len === 0,
    wrong,
    stepVector: [v[0] * s.dt, v[1] * s.dt],
    oneStep: addScaled(s.p1, v, s.dt),
    mover: addScaled(s.p1, v, s.dt * s.clock),
    wrongMover: addScaled(s.p1, wrong, s.dt * s.clock),
    marks,
    time: s.dt * s.clock,
  };
}

/** Snap a dragged point to the grid and keep it inside the figure. */
export function place(p: Vec2): Vec2 {
  return snapToGrid(p, SNAP, FRAME, 0.2);
}

/**
 * The animation: the dot's clock runs towards `steps` in real time, so it
 * moves at velocity V. After `elapsed` real seconds a clock at `clock` has
 * advanced by elapsed / Δt steps, never past the target. A zero Δt is an
 * instant step.
 */
export function advance(clock: number, steps: number, dt: number, elapsed: number): number {
  if (clock >= steps) return steps;
  if (!(dt > 0)) return steps;
  return Math.min(steps, clock + elapsed / dt);
}

/** Ask for one more step: the new target for the clock, or the same when the figure is full. */
export function nextStep(s: State): number {
  return Math.min(s.steps + 1, MAX_STEPS);
}

/** `(2.00, 1.50)`: a vector or point for a readout. */
export function pair(v: readonly number[], digits = 2): string {
  return kitPair(v, digits, format);
}

/** A negative number with a true minus sign, for readouts beside typeset math (the kit's `fixed`). */
export { num };

/** A number as a term after an operator: negatives in parentheses, `(−2.00)`. */
export function term(x: number, digits = 2): string {
  const s = num(x, digits);
  return s.startsWith('\u2212') ? `(${s})` : s;
}

/** The figure's readouts (and the prose numbers bound to them), by name. */
export function readouts(s: State): Record<string, string> {
  const d = derive(s);
  return {
    p1: pair(s.p1).replace(/-/g, '\u2212'),
    p2: pair(s.p2).replace(/-/g, '\u2212'),
    p1x: num(s.p1[0]),
    p1y: num(s.p1[1]),
    p2x: num(s.p2[0]),
    p2y: num(s.p2[1]),
    'p1x-term': term(s.p1[0]),
    'p1y-term': term(s.p1[1]),
    vx: num(d.v[0]),
    vy: num(d.v[1]),
    'vx-term': term(d.v[0]),
    'vy-term': term(d.v[1]),
    v: pair(d.v).replace(/-/g, '\u2212'),
    length: num(d.length),
    'length-sq': num(lengthSq(d.v)),
    ux: num(d.unit[0], 3),
    uy: num(d.unit[1], 3),
    unit: pair(d.unit, 3).replace(/-/g, '\u2212'),
    wrong: pair(d.wrong).replace(/-/g, '\u2212'),
    dt: num(s.dt),
    'step-x': num(d.stepVector[0]),
    'step-y': num(d.stepVector[1]),
    'one-step': pair(d.oneStep).replace(/-/g, '\u2212'),
    'one-step-x': num(d.oneStep[0]),
    'one-step-y': num(d.oneStep[1]),
    'step-distance': num(d.length * s.dt),
    mover: pair(d.mover).replace(/-/g, '\u2212'),
    time: `${num(d.time)} s`,
    steps: stepsText(s.steps),
  };
}

function stepsText(k: number): string {
  return k === 0 ? 'no steps yet' : `${k} ${k === 1 ? 'step' : 'steps'}`;
}

/**
 * Which way a point lies outside the figure's view, in words ("above",
 * "to the right", "above and to the right"), or '' when it is in view.
 */
export function offView(p: Vec2): string {
  const v = p[1] > FRAME.ymax ? 'above' : p[1] < FRAME.ymin ? 'below' : '';
  const h = p[0] > FRAME.xmax ? 'to the right' : p[0] < FRAME.xmin ? 'to the left' : '';
  return v && h ? `${v} and ${h}` : v || h;
}

/** What the figure says about the current state, or '' when there is nothing to warn about. */
export function message(s: State): string {
  const d = derive(s);
  if (d.zero) {
    return 'P1 and P2 are the same point, so V is the zero vector: length 0 and no direction. Normalizing it would divide by zero; the library returns (0, 0) instead.';
  }
  const full = s.steps >= MAX_STEPS && s.clock >= s.steps;
  const limit = `That is ${MAX_STEPS} steps, the most this figure takes: press Reset to start again.`;
  const gone = s.clock > 0 ? offView(d.mover) : '';
  if (gone) {
    // While the dot runs, no changing numbers: the message is read out as it changes.
    if (s.clock < s.steps) return `The green dot has left the view, ${gone} of it.`;
    const where = `The green dot has left the view: it is at ${pair(d.mover).replace(/-/g, '\u2212')}, ${gone} of the figure, after ${num(d.time)} s.`;
    return full ? `${where} ${limit}` : `${where} Press Reset to bring it back to P1.`;
  }
  if (full) return limit;
  if (s.dt === 0) return 'Δt is 0: a step of zero time moves nothing, whatever V is.';
  const landing = s.clock === 0 ? offView(d.oneStep) : '';
  if (landing) {
    return `One step lands at P1 + V·Δt = ${pair(d.oneStep).replace(/-/g, '\u2212')}, ${landing} of the view: a step would take the green dot out of sight.`;
  }
  return '';
}

/** The accessible name of a handle, e.g. "Point P1 at (2.00, 1.50)". */
export function handleLabel(name: 'p1' | 'p2', s: State): string {
  return `Point ${name.toUpperCase()} at ${pair(s[name])}`;
}
