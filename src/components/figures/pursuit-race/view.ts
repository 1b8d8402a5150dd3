/**
 * Drawing for the pursuit race: a race state (plan, the reader's run, time)
 * → SVG attributes and readout texts, used at build time for the first frame
 * and in the browser for every frame after (kit/shell/figure.ts).
 */
import type { Vec2 } from '../../../lib';
import type { CaptureResult, PathPoint, PursuerResult } from '../../../lib/motion';
import type { FigureView, Parts } from '../../kit/shell/figure';
import { fixed } from '../../kit/text/format';
import { makeFrame, round, toSvg, toWorld, translate, type Frame, type Point } from '../../kit/scene/frame';
import {
  CAPTURE_RADIUS,
  CHASER_LABELS,
  CHASER_START,
  DEFAULTS,
  DT,
  GUIDED,
  RANGE,
  TARGET_SPEED,
  TARGET_KINDS,
  guidedStanding,
  newRun,
  planRace,
  pointAt,
  readerStanding,
  theoryCheck,
  waypointLabel,
  type ChaserName,
  type Params,
  type Plan,
  type Run,
  type Standing,
  type TheoryCheck,
  type TheoryLaw,
} from './model';

/** The scene's viewBox: 150 × 100 SVG units, whatever part of the world it shows. */
export const SCENE = makeFrame({ xmin: 0, xmax: 150, ymin: 0, ymax: 100 }, 150);
export const CHASERS: readonly ChaserName[] = [...GUIDED, 'you'];
/** Each chaser's name in the capture-time table (PursuitRace.astro): its readout is `time-<chaser>`. */
export const TABLE_LABELS: Record<ChaserName, string> = {
  pure: 'Pure pursuit',
  lead: 'Lead pursuit',
  pn: 'Prop. navigation',
  you: 'You',
};
/** The theory table's rows (PursuitRace.astro): the two laws with a closed form. */
export const THEORY_ROWS = [
  { law: 'pure', label: 'Pure' },
  { law: 'lead', label: 'Lead' },
] as const;
/** The theory table's columns after the law's name: each cell is the readout `<column>-<law>`. */
export const THEORY_COLUMNS = [
  { name: 'theory', label: 'Closed form' },
  { name: 'sim', label: 'Simulated' },
  { name: 'diff', label: 'Difference' },
] as const;

/** What the figure shows at one moment. */
export interface RaceView {
  plan: Plan;
  run: Run;
  /** Scene time (s). */
  t: number;
  /** The straight-target check at the plan's k (computed once per k). */
  theory: TheoryCheck;
  /** Where the reader's finger or pointer steers to (world), or null. */
  goal: Vec2 | null;
  /** The last problem with the reader's input, kept until the next good value. */
  problem: string | null;
  /**
   * A frame held while the reader moves the drawn path's waypoints (kept while
   * a pointer drags one, and after a move as long as the race still fits it:
   * `fitsFrame`), so the scene does not re-fit under the pointer or the keys;
   * null or absent: the race's own.
   */
  held?: Frame | null;
}

/** The race when the page opens: the default race, finished (the reader's chaser not flown yet). */
export function firstView(params: Params = DEFAULTS): RaceView {
  const plan = planRace(params);
  return { plan, run: newRun(plan), t: plan.end, theory: theoryCheck(params.k), goal: null, problem: null };
}

/** The box (m) around everything a race draws: the chasers' start, the target's and the guided chasers' paths, the waypoints of a drawn path. */
function extent(plan: Plan): { xmin: number; xmax: number; ymin: number; ymax: number } {
  let xmin = CHASER_START[0];
  let xmax = xmin;
  let ymin = CHASER_START[1];
  let ymax = ymin;
  const take = (p: Vec2) => {
    xmin = Math.min(xmin, p[0]);
    xmax = Math.max(xmax, p[0]);
    ymin = Math.min(ymin, p[1]);
    ymax = Math.max(ymax, p[1]);
  };
  plan.targetPath.forEach((p) => take(p.position));
  for (const name of GUIDED) plan.guided[name].path.forEach((p) => take(p.position));
  // The drawn path's waypoints stay in view, so each can always be dragged back.
  if (plan.params.target === 'drawn') plan.params.waypoints.forEach(take);
  return { xmin, xmax, ymin, ymax };
}

/**
 * Whether frame f still shows all of a race (its extent at least 2 % of the
 * frame's width inside every edge): after a waypoint moves, a frame that
 * does is kept, so the handles do not jump under the reader's pointer or keys.
 */
export function fitsFrame(f: Frame, plan: Plan): boolean {
  const e = extent(plan);
  const m = 0.02 * (f.xmax - f.xmin);
  return e.xmin >= f.xmin + m && e.xmax <= f.xmax - m && e.ymin >= f.ymin + m && e.ymax <= f.ymax - m;
}

/** The world frame that shows the whole race at the scene's aspect ratio, with a margin. */
export function fitFrame(plan: Plan): Frame {
  let { xmin, xmax, ymin, ymax } = extent(plan);
  const pad = 0.08 * Math.max(xmax - xmin, ymax - ymin, 20);
  xmin -= pad;
  xmax += pad;
  ymin -= pad;
  ymax += pad;
  const aspect = SCENE.width / SCENE.height;
  const w = xmax - xmin;
  const h = ymax - ymin;
  if (w / h < aspect) {
    const extra = (h * aspect - w) / 2;
    xmin -= extra;
    xmax += extra;
  } else {
    const extra = (w / aspect - h) / 2;
    ymin -= extra;
    ymax += extra;
  }
  return makeFrame({ xmin, xmax, ymin, ymax }, SCENE.width);
}

const at = (f: Frame, v: readonly number[]): Point => {
  const p = toSvg(f, v);
  return { x: round(p.x), y: round(p.y) };
};

const svgPoint = (f: Frame, v: readonly number[]): string => {
  const p = toSvg(f, v);
  return `${Math.round(p.x * 10) / 10} ${Math.round(p.y * 10) / 10}`;
};

/** Recorded points drawn at most this often (s): 30 a second is smooth at any zoom the scene has. */
const DRAW_EVERY = 1 / 30;

/**
 * The `d` of a recorded path up to time t: its points thinned to one per
 * DRAW_EVERY, then the exact point at t. Each path's drawn string is built
 * once per frame and only extended as the path grows or t passes its end so
 * far; `ends[i]` remembers where point i's prefix ends, so any earlier t
 * (scrubbing back) is a slice of it, not the path drawn again. The result is
 * the same as drawing it afresh: thinning keeps a point by the points before
 * it only, so a prefix of the whole is the whole of a prefix.
 */
const prefixes = new WeakMap<
  readonly PathPoint[],
  { f: Frame; count: number; last: number; d: string; ends: number[] }
>();
export function pathD(f: Frame, path: readonly PathPoint[], t: number): string {
  let c = prefixes.get(path);
  if (!c || c.f !== f) {
    c = { f, count: 0, last: -Infinity, d: '', ends: [] };
    prefixes.set(path, c);
  }
  // Points with time ≤ t, by binary search.
  let lo = 0;
  let hi = path.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (path[mid].time <= t) lo = mid + 1;
    else hi = mid;
  }
  const count = lo;
  for (let i = c.count; i < count; i++) {
    const p = path[i];
    if (i === 0 || p.time - c.last >= DRAW_EVERY - 1e-9) {
      c.d += `${c.d ? 'L' : 'M'}${svgPoint(f, p.position)}`;
      c.last = p.time;
    }
    c.ends.push(c.d.length);
  }
  if (count > c.count) c.count = count;
  const d = count === 0 ? '' : count === c.count ? c.d : c.d.slice(0, c.ends[count - 1]);
  const tail = count > 0 && count < path.length ? pointAt(path, t) : count > 0 ? path[count - 1].position : null;
  if (!tail) return d;
  return d ? `${d}L${svgPoint(f, tail)}` : `M${svgPoint(f, tail)}`;
}

/** Grid lines every 10, 20 or 50 m, whichever gives 4–15 lines across. */
function gridPath(f: Frame): string {
  const span = f.xmax - f.xmin;
  const step = [5, 10, 20, 50, 100].find((s) => span / s <= 15) ?? 200;
  let d = '';
  for (let x = Math.ceil(f.xmin / step) * step; x <= f.xmax; x += step) {
    const p = at(f, [x, 0]);
    d += `M${p.x} 0V${SCENE.height}`;
  }
  for (let y = Math.ceil(f.ymin / step) * step; y <= f.ymax; y += step) {
    const p = at(f, [0, y]);
    d += `M0 ${p.y}H${SCENE.width}`;
  }
  return d;
}

/** A chaser's place and heading at time t (the heading from its path around t). */
function chaserPose(path: readonly { time: number; position: Vec2 }[], t: number, fallback: number) {
  const p = pointAt(path, t);
  const q = pointAt(path, Math.max(0, t - 0.05));
  const r = pointAt(path, t + 0.05);
  const dx = r[0] - q[0];
  const dy = r[1] - q[1];
  return { p, heading: dx === 0 && dy === 0 ? fallback : Math.atan2(dy, dx) };
}

/** The frame of a plan, computed once per plan (a new plan is a new race). */
let lastFrame: { plan: Plan; frame: Frame } | null = null;
function frameOf(v: RaceView): Frame {
  if (v.held) return v.held;
  if (lastFrame?.plan !== v.plan) lastFrame = { plan: v.plan, frame: fitFrame(v.plan) };
  return lastFrame.frame;
}

/** The frame the scene is drawn in (the race's fit, or the one held during a waypoint drag). */
export const raceFrame = frameOf;

/** The target's whole course, faint: drawn once per plan and frame. */
let lastCourse: { plan: Plan; f: Frame; d: string } | null = null;
function courseOf(v: RaceView): string {
  const f = frameOf(v);
  if (lastCourse?.plan !== v.plan || lastCourse.f !== f)
    lastCourse = { plan: v.plan, f, d: pathD(f, v.plan.targetPath, v.plan.end) };
  return lastCourse.d;
}

/**
 * The drawn path's waypoint handles (`waypoints`, shown only for that target,
 * and `waypoint-1`…: place and accessible name), made once per plan and
 * frame: a frame of the race only compares them.
 */
let lastMarks: { plan: Plan; f: Frame; parts: Parts } | null = null;
export function waypointParts(v: RaceView): Parts {
  const f = frameOf(v);
  if (lastMarks?.plan === v.plan && lastMarks.f === f) return lastMarks.parts;
  const { params } = v.plan;
  const parts: Parts = { waypoints: { display: params.target === 'drawn' ? 'inline' : 'none' } };
  params.waypoints.forEach((w, i) => {
    parts[`waypoint-${i + 1}`] = { transform: translate(f, w), 'aria-label': waypointLabel(i, params.waypoints) };
  });
  lastMarks = { plan: v.plan, f, parts };
  return parts;
}

/** Every `data-part` of the scene at the view's time. */
export function raceParts(v: RaceView): Parts {
  const f = frameOf(v);
  const { plan, run, t } = v;
  const target = plan.target(Math.min(t, plan.end)).position;
  const tp = at(f, target);
  const parts: Parts = {
    grid: { d: gridPath(f) },
    start: { transform: `translate(${at(f, CHASER_START).x} ${at(f, CHASER_START).y})` },
    'target-trail': { d: pathD(f, plan.targetPath, t) },
    'target-course': { d: courseOf(v) },
    target: { transform: `translate(${tp.x} ${tp.y})` },
    ...waypointParts(v),
  };
  const paths: Record<ChaserName, { time: number; position: Vec2 }[]> = {
    pure: plan.guided.pure.path,
    lead: plan.guided.lead.path,
    pn: plan.guided.pn.path,
    you: run.chaser.path,
  };
  for (const name of CHASERS) {
    const path = paths[name];
    const start = Math.atan2(target[1] - CHASER_START[1], target[0] - CHASER_START[0]);
    const fallback = name === 'you' ? run.chaser.heading : start;
    const pose = chaserPose(path, t, fallback);
    const p = at(f, pose.p);
    const deg = round((-pose.heading * 180) / Math.PI);
    parts[`trail-${name}`] = { d: pathD(f, path, t) };
    parts[`chaser-${name}`] = { transform: `translate(${p.x} ${p.y}) rotate(${deg})` };
    const capture = name === 'you' ? run.chaser.captureTime : plan.guided[name].captureTime;
    const point = name === 'you' ? run.chaser.capturePoint : plan.guided[name].capturePoint;
    parts[`caught-${name}`] =
      capture !== null && point && capture <= t
        ? { transform: `translate(${at(f, point).x} ${at(f, point).y})`, display: 'inline' }
        : { display: 'none' };
  }
  const g = v.goal ? at(f, v.goal) : null;
  parts.goal = g ? { transform: `translate(${g.x} ${g.y})`, display: 'inline' } : { display: 'none' };
  return parts;
}

/** Seconds as a race's length: "40 s", "15.25 s" (no trailing zeros). */
const span = (x: number): string => `${Number(x.toFixed(2))} s`;

/** "8.93 s", "chasing, 12.4 m", "not caught in 40 s, closest 3.2 m at t = 14.1 s", "press Play and steer". */
export function standingText(s: Standing): string {
  switch (s.state) {
    case 'caught':
      return `${fixed(s.time, 2)} s`;
    case 'chasing':
      return `chasing, ${fixed(s.distance, 1)} m`;
    case 'missed':
      // No break inside "t = 14.1 s" when the table's cell wraps.
      return `not caught in ${span(s.within)}, closest ${fixed(s.closest, 1)} m at t\u00a0=\u00a0${fixed(s.at, 1)}\u00a0s`;
    case 'waiting':
      return 'not flown: press Play and steer';
  }
}

function standingOf(v: RaceView, name: ChaserName): Standing {
  return name === 'you' ? readerStanding(v.run, v.plan, v.t) : guidedStanding(v.plan.guided[name], v.plan, v.t);
}

const seconds = (x: number | null) => (x === null ? 'no capture' : `${fixed(x, 3)} s`);

/** A closed form's answer in words: "12.000 s", or "never: the gap tends to 25.00 m" and the like. */
export function closedText(c: CaptureResult): string {
  if (c.capture) return seconds(c.time);
  switch (c.reason) {
    case 'equal-speeds':
      return c.limitDistance === undefined ? 'never' : `never: the gap tends to ${fixed(c.limitDistance, 2)} m`;
    case 'pursuer-slower':
      return 'never: the target gets away';
    case 'target-too-fast':
    case 'target-escaping':
      return 'never: no collision course';
    case 'both-still':
      return 'never: neither moves';
    case 'time-overflow':
      return 'beyond any representable time';
  }
}

/** A simulated law of the theory check: "11.979 s", or "not caught in 40 s, closest 25.01 m". */
function simulatedText(law: TheoryLaw, within: number): string {
  return law.simulated === null
    ? `not caught in ${span(within)}, closest ${fixed(law.closest.distance, 2)} m`
    : seconds(law.simulated);
}

const difference = (law: TheoryLaw) =>
  law.simulated === null || law.theory === null ? '—' : `${fixed(law.simulated - law.theory, 3)} s`;

/** The theory check's verdict in words. */
export function theoryVerdict(theory: TheoryCheck): string {
  const how = `(ρ = ${CAPTURE_RADIUS} m, dt = 1/${Math.round(1 / DT)} s)`;
  if (theory.tolerance === null)
    return theory.agree
      ? `Agree: at k ≤ 1 neither closed form catches a crossing target, and neither simulated chaser caught it in ${span(theory.simulatedFor)}.`
      : `Disagree: at k ≤ 1 neither closed form catches a crossing target, but a simulated chaser caught it within ${span(theory.simulatedFor)}.`;
  const beyond = [theory.pure, theory.lead].some((l) => l.theory !== null && l.simulated === null);
  const within = `within ±${fixed(theory.tolerance, 3)} s = ρ/(v − a) + 2·dt ${how}`;
  return `${theory.agree ? 'Agree' : 'Disagree'} ${within}${beyond ? `; a closed-form time past the ${span(theory.simulatedFor)} simulated is not reached by the simulation either` : ''}`;
}

/** The readouts: the live table, the theory table, the race's settings and the status line. */
export function raceReadouts(v: RaceView): Record<string, string> {
  const { plan, theory } = v;
  const out: Record<string, string> = {};
  for (const name of CHASERS) out[`time-${name}`] = standingText(standingOf(v, name));
  const kind = TARGET_KINDS.find((k) => k.kind === plan.params.target)!.label.toLowerCase();
  out.course =
    plan.params.target === 'random'
      ? `random turns, seed ${plan.params.seed}`
      : plan.params.target === 'drawn'
        ? `your path through ${plan.params.waypoints.length} waypoints`
        : `${kind} (seed ${plan.params.seed} for random turns)`;
  out.seed = String(plan.params.seed);
  out.speeds = `The chasers fly at v = ${fixed(plan.speed, 2)} m/s, the target at a = ${fixed(TARGET_SPEED, 0)} m/s; start range ${RANGE} m.`;
  out.gain = fixed(plan.params.gain, 1);
  out['theory-k'] = fixed(theory.k, 2);
  for (const { law } of THEORY_ROWS) {
    out[`theory-${law}`] = closedText(theory[law].closed);
    out[`sim-${law}`] = simulatedText(theory[law], theory.simulatedFor);
    out[`diff-${law}`] = difference(theory[law]);
  }
  out['theory-verdict'] = theoryVerdict(theory);
  out['race-status'] = v.problem ?? raceNote(v);
  return out;
}

/** The status line: who leads, or how the race ended. */
export function raceNote(v: RaceView): string {
  const { plan, t } = v;
  const caught = CHASERS.map((name) => ({ name, s: standingOf(v, name) })).filter(
    (c): c is { name: ChaserName; s: Extract<Standing, { state: 'caught' }> } => c.s.state === 'caught',
  );
  if (t >= plan.end) {
    if (caught.length === 0) return `Race over: nobody caught the target in ${span(plan.end)}.`;
    const best = caught.reduce((a, b) => (b.s.time < a.s.time ? b : a));
    return `Race over: ${CHASER_LABELS[best.name].toLowerCase()} caught the target first, at ${fixed(best.s.time, 2)} s.`;
  }
  // No clock here: the scrubber shows the time, and a status (a live region) that changed every frame
  // would be laid out again on every scrub step and read out to a screen reader all the time.
  if (caught.length === 0) return 'Racing: nobody has caught the target yet.';
  return `Racing: ${caught.length} of 4 have caught the target.`;
}

/** A guided chaser's outcome as the prose says it: "catches it at 12.100 s", "does not catch it in 40 s (closest 25.0 m)". */
function outcomeText(r: PursuerResult, plan: Plan): string {
  return r.captureTime === null
    ? `does not catch it in ${span(plan.end)} (closest ${fixed(r.closest.distance, 1)} m)`
    : `catches it at ${seconds(r.captureTime)}`;
}

/** Numbers the prose quotes (the chasers' as phrases, which read right whether or not they catch the target). */
export function raceProse(v: RaceView): Record<string, string> {
  const g = v.plan.guided;
  return {
    k: fixed(v.plan.params.k, 2),
    pure: outcomeText(g.pure, v.plan),
    lead: outcomeText(g.lead, v.plan),
    pn: outcomeText(g.pn, v.plan),
    target: TARGET_KINDS.find((k) => k.kind === v.plan.params.target)!.label.toLowerCase(),
  };
}

/** The race, declared once. */
export const figure: FigureView<RaceView> = {
  parts: raceParts,
  readouts: raceReadouts,
  prose: raceProse,
};

/** Screen point (SVG units) → world, in the race's frame. */
export function sceneToWorld(v: RaceView, p: Point): Vec2 {
  return toWorld(frameOf(v), p);
}
