/**
 * Drawing for chapter 9's figure: the scene's parts (the target's path, the
 * four fallback shots with their closest points and miss segments, the
 * moment's dots), the table's and status's texts and the prose numbers,
 * declared once for the build and the browser (kit/shell/figure.ts). All pure.
 */
import type { Fallback, Vec2 } from '../../../lib';
import { arrowPath } from '../../kit/scene/arrow';
import { pair, trimmed as num } from '../../kit/text/format';
import { round, toSvg, translate } from '../../kit/scene/frame';
import { shotHandles } from '../../kit/controls/handles';
import type { ClockView, FigureView, Parts } from '../../kit/shell/figure';
import { trailPath } from '../../kit/scene/trail';
import {
  FALLBACK_LABELS,
  FALLBACK_NAMES,
  FRAME,
  MARGIN,
  VELOCITY_SECONDS,
  big,
  metres,
  momentText,
  rankingText,
  secs,
  status,
  type ClampSweep,
  type Moment,
  type Solution,
  type State,
} from './model';

export type View = ClockView<State, Solution, Moment>;

export function vecText(v: readonly number[], digits = 1): string {
  return pair(v, digits, num);
}

/** Dragged points stay inside the field, kept to a tenth of a metre (and velocities to a tenth of a m/s). */
export const handles = shotHandles<State>(FRAME, MARGIN, VELOCITY_SECONDS, vecText);

function line(a: readonly number[], b: readonly number[]): Parts[string] {
  const p = toSvg(FRAME, a);
  const q = toSvg(FRAME, b);
  return { x1: round(p.x), y1: round(p.y), x2: round(q.x), y2: round(q.y) };
}

/** The parts that depend on the scene only (paths, misses, the velocity arrow), built once per solution. */
function sceneParts(s: State, sol: Solution): Parts {
  const out: Parts = {
    'target-path': { d: trailPath(FRAME, sol.targetPath) },
    velocity: {
      d: arrowPath(
        toSvg(FRAME, s.target),
        toSvg(FRAME, [s.target[0] + s.velocity[0] * VELOCITY_SECONDS, s.target[1] + s.velocity[1] * VELOCITY_SECONDS]),
        2,
      ),
    },
  };
  for (const f of sol.list) {
    const k = f.name;
    out[`path-${k}`] = { d: trailPath(FRAME, sol.paths[k]) };
    out[`miss-${k}`] = line(f.miss.projectilePoint, f.miss.targetPoint);
    out[`close-${k}`] = { transform: translate(FRAME, f.miss.projectilePoint) };
  }
  return out;
}

let lastSol: Solution | null = null;
let lastScene: Parts = {};

/** The scene's parts for a state, its solution and the moment (the scene's own part cached per solution: scrubbing redraws only the dots). */
export function parts({ s, sol, m }: View): Parts {
  if (sol !== lastSol) {
    lastScene = sceneParts(s, sol);
    lastSol = sol;
  }
  const out: Parts = {
    ...lastScene,
    now: {
      transform: translate(FRAME, m.target),
      class: sol.fb.hit && m.t >= sol.fb.best.miss.time ? 'now hit' : 'now',
    },
  };
  for (const f of sol.list) out[`shot-${f.name}`] = { transform: translate(FRAME, m.shots[f.name]) };
  return out;
}

/**
 * A column of the ranking table, one row a fallback: a readout column
 * (`text`, its cells are readouts `<fallback>-<name>`) or, without `text`,
 * the row's heading (the fallback's name and key).
 */
export interface Column {
  name: string;
  /** The column's heading (`abbr`: its full name, for a short heading). */
  label: string;
  abbr?: string;
  /** Class of its cells. */
  class?: string;
  /** The cell's text for one fallback. */
  text?(f: Fallback<Vec2>, sol: Solution): string;
}

export const COLUMNS: readonly Column[] = [
  { name: 'rank', label: '#', abbr: 'rank', text: (f, sol) => String(sol.rank[f.name]) },
  { name: 'fallback', label: 'fallback' },
  { name: 'tau', label: 'aims at τ', text: (f) => secs(f.aimTime) },
  { name: 'miss', label: 'miss', class: 'miss', text: (f) => metres(f.miss.distance) },
  { name: 'when', label: 'closest at t', text: (f) => secs(f.miss.time) },
];

/** Text of every readout: the status line, the table's cells, the ranking and the moment. */
export function readouts({ sol, m }: View): Record<string, string> {
  const r: Record<string, string> = { status: status(sol) };
  for (const f of sol.list) for (const c of COLUMNS) if (c.text) r[`${f.name}-${c.name}`] = c.text(f, sol);
  r.ranking = `Ranked by miss: ${rankingText(sol)}.`;
  r.moment = momentText(sol, m);
  return r;
}

/** The numbers the chapter's prose quotes (`<Bound to="nohit.…">`). */
export function prose({ s, sol }: View): Record<string, string> {
  const fb = sol.fb;
  return {
    verdict: fb.hit ? 'can be hit' : 'cannot be hit',
    speed: big(s.speed),
    gravity: big(s.gravity),
    clamp: big(s.clamp),
    'best-miss': big(fb.best.miss.distance),
    'best-time': big(fb.best.aimTime),
    'heuristic-miss': big(fb.heuristic.miss.distance),
    'heuristic-time': big(fb.heuristic.aimTime),
    'clamped-miss': big(fb.clamped.miss.distance),
    'direct-miss': big(fb.direct.miss.distance),
    worst: FALLBACK_LABELS[fb.ranking[3]],
  };
}

/**
 * The numbers of the chapter's "Try this" on the clamp, for one scene (the first, at build time): the miss at
 * τmax = 0, its largest value on the way up to τ* and where, and the best miss at τ*.
 */
export function clampSweepProse(
  sweep: ClampSweep,
): Record<'start' | 'peak' | 'peak-clamp' | 'end' | 'end-clamp', string> {
  return {
    start: big(sweep.start.miss),
    peak: big(sweep.peak.miss),
    'peak-clamp': big(sweep.peak.clamp, 1),
    end: big(sweep.end.miss),
    'end-clamp': big(sweep.end.clamp),
  };
}

export const figure: FigureView<View> = { parts, readouts, prose };

export { FALLBACK_LABELS, FALLBACK_NAMES };
