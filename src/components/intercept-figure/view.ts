/**
 * Drawing for the intercept triangle: world → SVG geometry for one moment,
 * writing it into the figure's SVG, and the text of every readout. Pure
 * except `draw`, which only sets attributes.
 */
import { addScaled, type Vec2 } from '../../lib';
import { arrowPath } from '../kit/arrow';
import { format } from '../kit/format';
import { round, toSvg, unit, type Point } from '../kit/frame';
import { FRAME, VELOCITY_SECONDS, type Moment, type Solution, type State } from './model';
import { partOf, setIfChanged } from '../kit/dom';

/** A number with at most `digits` decimals, trailing zeros dropped, a real minus sign. */
export function num(x: number, digits = 2): string {
  const s = format(x, digits);
  if (s === '—') return s;
  return (s.includes('.') ? s.replace(/\.?0+$/, '') : s).replace(/^-/, '−');
}

export function vecText(v: readonly number[], digits = 1): string {
  return `(${num(v[0], digits)}, ${num(v[1], digits)})`;
}

export function velocityTip(s: State): Vec2 {
  return addScaled(s.target, s.velocity, VELOCITY_SECONDS);
}

export interface Geometry {
  shooter: Point;
  target: Point;
  now: Point;
  tip: Point;
  arrow: string;
  /** The target's line ahead of T, to the edge of the field and beyond. */
  lane: [Point, Point] | null;
  radius: number;
  reach: Point;
  /** The polygon S, T, T + V·t. */
  triangle: string;
  closed: boolean;
  /** Side labels at the sides' midpoints, nudged outwards. */
  labels: { d: Point; run: Point; reach: Point };
  /** The angle θ at T between D (towards S) and V, as an SVG arc path; empty when undefined. */
  arc: string;
  arcLabel: Point | null;
  impact: Point | null;
}

function mid(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** Push a label away from the triangle's centroid so it does not sit on the line. */
function away(p: Point, centroid: Point, by: number): Point {
  const dx = p.x - centroid.x;
  const dy = p.y - centroid.y;
  const n = Math.hypot(dx, dy) || 1;
  return { x: round(p.x + (dx / n) * by), y: round(p.y + (dy / n) * by) };
}

const ARC_RADIUS = 5; // m

export function geometry(s: State, sol: Solution, m: Moment): Geometry {
  const k = unit(FRAME);
  const S = toSvg(FRAME, s.shooter);
  const T = toSvg(FRAME, s.target);
  const P = toSvg(FRAME, m.target);
  const tip = toSvg(FRAME, velocityTip(s));
  const reach = toSvg(FRAME, m.reach);
  const moving = sol.targetSpeed > 0;
  const lane: [Point, Point] | null = moving
    ? [T, toSvg(FRAME, addScaled(s.target, s.velocity, 400 / sol.targetSpeed))]
    : null;
  const centroid = { x: (S.x + T.x + P.x) / 3, y: (S.y + T.y + P.y) / 3 };
  let arc = '';
  let arcLabel: Point | null = null;
  if (sol.cosTheta !== null) {
    const a0 = Math.atan2(sol.D[1], sol.D[0]);
    const a1 = Math.atan2(s.velocity[1], s.velocity[0]);
    let delta = a1 - a0;
    while (delta > Math.PI) delta -= 2 * Math.PI;
    while (delta < -Math.PI) delta += 2 * Math.PI;
    const p0 = toSvg(FRAME, [s.target[0] + ARC_RADIUS * Math.cos(a0), s.target[1] + ARC_RADIUS * Math.sin(a0)]);
    const p1 = toSvg(FRAME, [s.target[0] + ARC_RADIUS * Math.cos(a1), s.target[1] + ARC_RADIUS * Math.sin(a1)]);
    // World angles run counter-clockwise; SVG's y is flipped, so the sweep flag flips too.
    const sweep = delta > 0 ? 0 : 1;
    arc = `M${round(p0.x)} ${round(p0.y)}A${ARC_RADIUS * k} ${ARC_RADIUS * k} 0 0 ${sweep} ${round(p1.x)} ${round(p1.y)}`;
    const am = a0 + delta / 2;
    arcLabel = toSvg(FRAME, [
      s.target[0] + (ARC_RADIUS + 2.6) * Math.cos(am),
      s.target[1] + (ARC_RADIUS + 2.6) * Math.sin(am),
    ]);
  }
  return {
    shooter: S,
    target: T,
    now: P,
    tip,
    arrow: arrowPath(T, tip, 2),
    lane,
    radius: round(m.radius * k),
    reach,
    triangle: `${round(S.x)},${round(S.y)} ${round(T.x)},${round(T.y)} ${round(P.x)},${round(P.y)}`,
    closed: m.closed,
    labels: {
      d: away(mid(S, T), centroid, 3),
      run: away(mid(T, P), centroid, 3),
      reach: away(mid(S, reach), centroid, 3),
    },
    arc,
    arcLabel,
    impact: sol.impact ? toSvg(FRAME, sol.impact) : null,
  };
}

/** Write `attrs` into `el`, only those that changed: a drag step touches only what moved. */
function set(el: Element | null, attrs: Record<string, number | string>): void {
  if (!el) return;
  for (const [k, v] of Object.entries(attrs)) setIfChanged(el, k, String(v));
}

function show(el: Element | null, visible: boolean): void {
  if (!el) return;
  if (!visible) setIfChanged(el, 'display', 'none');
  else if (el.hasAttribute('display')) el.removeAttribute('display');
}

/** Write one moment into the SVG; parts are found by `data-part`. Handles are moved by the element. */
export function draw(svg: SVGSVGElement, g: Geometry): void {
  const part = (name: string) => partOf(svg, name);
  set(part('circle'), { cx: g.shooter.x, cy: g.shooter.y, r: g.radius });
  set(part('triangle'), { points: g.triangle });
  part('triangle')?.classList.toggle('closed', g.closed);
  part('circle')?.classList.toggle('closed', g.closed);
  set(part('reach-line'), { x1: g.shooter.x, y1: g.shooter.y, x2: g.reach.x, y2: g.reach.y });
  set(part('gap-line'), { x1: g.reach.x, y1: g.reach.y, x2: g.now.x, y2: g.now.y });
  show(part('gap-line'), !g.closed);
  set(part('now'), { transform: `translate(${round(g.now.x)} ${round(g.now.y)})` });
  part('now')?.classList.toggle('closed', g.closed);
  set(part('arrow'), { d: g.arrow });
  const lane = part('lane');
  show(lane, g.lane !== null);
  if (g.lane) set(lane, { x1: g.lane[0].x, y1: g.lane[0].y, x2: g.lane[1].x, y2: g.lane[1].y });
  set(part('label-d'), { x: g.labels.d.x, y: g.labels.d.y });
  set(part('label-run'), { x: g.labels.run.x, y: g.labels.run.y });
  set(part('label-reach'), { x: g.labels.reach.x, y: g.labels.reach.y });
  set(part('arc'), { d: g.arc });
  show(part('arc-label'), g.arcLabel !== null);
  if (g.arcLabel) set(part('arc-label'), { x: g.arcLabel.x, y: g.arcLabel.y });
  const lead = part('lead');
  show(lead, g.impact !== null);
  if (g.impact) set(lead, { transform: `translate(${round(g.impact.x)} ${round(g.impact.y)})` });
  const aim = part('aim');
  show(aim, g.impact !== null);
  if (g.impact) set(aim, { x1: g.shooter.x, y1: g.shooter.y, x2: g.impact.x, y2: g.impact.y });
}

/** Every readout's text, by `data-readout` name. */
export function readouts(sol: Solution, m: Moment): Record<string, string> {
  const unitSq = (x: number) => `${num(x, 1)} m²`;
  return {
    d: `${num(sol.d)} m`,
    'target-speed': `${num(sol.targetSpeed)} m/s`,
    'cos-theta': sol.cosTheta === null ? '—' : num(sol.cosTheta, 3),
    'hit-time': sol.hitTime === null ? 'no hit' : `${num(sol.hitTime, 3)} s`,
    impact: sol.impact ? vecText(sol.impact) : '—',
    reach: `${num(m.radius, 1)} m`,
    run: `${num(m.run, 1)} m`,
    'to-target': `${num(m.toTarget, 1)} m`,
    'law-a': num(sol.law.a),
    'law-b': num(sol.law.b),
    'law-c': num(sol.law.c),
    'sq-a': num(sol.squared.a),
    'sq-b': num(sol.squared.b),
    'sq-c': num(sol.squared.c),
    agree: sol.agree
      ? 'Every left coefficient is −1 × the right one: the same equation, the same roots.'
      : 'The two sets of coefficients differ by more than rounding.',
    lhs: unitSq(m.lhs),
    rhs: unitSq(m.rhs),
    'lhs-rhs': m.closed
      ? 'equal, so this t is a root'
      : m.lhs < m.rhs
        ? 'the circle is smaller than the distance'
        : 'the circle is larger than the distance',
  };
}

/** The numbers the chapter's prose quotes. */
export function proseValues(s: State, sol: Solution): Record<string, string> {
  return {
    d: num(sol.d),
    'target-speed': num(sol.targetSpeed),
    speed: num(s.speed),
    'cos-theta': sol.cosTheta === null ? '—' : num(sol.cosTheta, 3),
    a: num(sol.squared.a),
    b: num(sol.squared.b),
    c: num(sol.squared.c),
    'hit-time': sol.hitTime === null ? 'no hit' : num(sol.hitTime, 3),
    impact: sol.impact ? vecText(sol.impact) : '—',
    dv: num(sol.law.b / 2),
    'law-a': num(sol.law.a),
    'law-b': num(sol.law.b),
    'law-c': num(sol.law.c),
  };
}
