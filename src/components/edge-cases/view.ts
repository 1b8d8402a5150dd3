/**
 * Drawing for the edge-case scene. `geometry` turns a scene and the library's
 * answer into SVG coordinates (pure: used at build time for the first frame
 * and in the browser after every change); `draw` writes them into the SVG.
 */
import type { LinearInterceptResult, Vec2 } from '../../lib';
import { arrowPath } from '../kit/arrow';
import { setText } from '../kit/dom';
import { round, toSvg, unit, type Point } from '../kit/frame';
import { FRAME, seconds, solve, type Scene } from './model';

/** Length of the drawn barrel (m). */
const BARREL = 12;
/** How far the target's line is drawn each way (m): beyond the frame's diagonal. */
const LINE = 400;

export interface Marker extends Point {
  label: string;
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
  const hits: Marker[] = r.hit ? r.times.map((t) => ({ ...at(along(T, V, t)), label: seconds(t) })) : [];
  const past: Marker[] = r.roots.filter((t) => t < 0).map((t) => ({ ...at(along(T, V, t)), label: seconds(t) }));
  return {
    shooter: at(S),
    target: at(T),
    tip: at(along(T, V, 1)),
    line: u ? { from: at(along(T, u, -LINE)), to: at(along(T, u, LINE)) } : null,
    velocity: arrowPath(at(T), at(along(T, V, 1)), 2),
    barrel: r.hit ? arrowPath(at(S), at(along(S, r.aim, BARREL)), 1.8) : null,
    reach: r.hit ? r.times.map((t) => round(scene.speed * t * k)) : [],
    shot: r.hit ? { from: at(S), to: at(r.impact) } : null,
    hits,
    past,
  };
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Set attributes that changed (an unchanged write still invalidates style). */
function set(el: Element | null, attrs: Record<string, number | string>): void {
  if (!el) return;
  for (const [name, value] of Object.entries(attrs)) {
    const text = String(value);
    if (el.getAttribute(name) !== text) el.setAttribute(name, text);
  }
}

function show(el: Element | null, visible: boolean): void {
  if (!el) return;
  if (visible) {
    if (el.hasAttribute('display')) el.removeAttribute('display');
  } else if (el.getAttribute('display') !== 'none') el.setAttribute('display', 'none');
}

/** Keep exactly `n` children of `group`, made by `make`. */
function pool(group: Element, n: number, make: () => Element): Element[] {
  while (group.childElementCount < n) group.appendChild(make());
  while (group.childElementCount > n) group.lastElementChild!.remove();
  return Array.from(group.children);
}

/** A marker: a ring and a text label, as one group (built the same way at build time in the .astro). */
function makeMarker(): Element {
  const g = document.createElementNS(SVG_NS, 'g');
  g.appendChild(document.createElementNS(SVG_NS, 'circle'));
  g.appendChild(document.createElementNS(SVG_NS, 'text'));
  return g;
}

function drawMarkers(group: Element | null, markers: Marker[], radius: number, dy: number): void {
  if (!group) return;
  pool(group, markers.length, makeMarker).forEach((g, i) => {
    const m = markers[i];
    set(g, { transform: `translate(${m.x} ${m.y})`, class: i === 0 ? 'first' : 'later' });
    set(g.firstElementChild, { r: radius });
    const text = g.lastElementChild!;
    set(text, { x: 2.2, y: dy });
    setText(text, m.label);
  });
}

export function draw(svg: SVGSVGElement, g: Geometry): void {
  const part = (name: string) => svg.querySelector(`[data-part="${name}"]`);
  const handle = (name: string) => svg.querySelector(`[data-handle="${name}"]`);
  set(handle('shooter'), { transform: `translate(${g.shooter.x} ${g.shooter.y})` });
  set(handle('target'), { transform: `translate(${g.target.x} ${g.target.y})` });
  set(handle('tip'), { transform: `translate(${g.tip.x} ${g.tip.y})` });

  const line = part('line');
  show(line, g.line !== null);
  if (g.line) set(line, { x1: g.line.from.x, y1: g.line.from.y, x2: g.line.to.x, y2: g.line.to.y });
  set(part('velocity'), { d: g.velocity });

  const barrel = part('barrel');
  show(barrel, g.barrel !== null);
  if (g.barrel) set(barrel, { d: g.barrel });
  const shot = part('shot');
  show(shot, g.shot !== null);
  if (g.shot) set(shot, { x1: g.shot.from.x, y1: g.shot.from.y, x2: g.shot.to.x, y2: g.shot.to.y });

  const reach = part('reach');
  if (reach) {
    pool(reach, g.reach.length, () => document.createElementNS(SVG_NS, 'circle')).forEach((c, i) =>
      set(c, { cx: g.shooter.x, cy: g.shooter.y, r: g.reach[i], class: i === 0 ? 'first' : 'later' }),
    );
  }
  drawMarkers(part('hits'), g.hits, 1.3, -1.6);
  drawMarkers(part('past'), g.past, 1, 3.2);
}
