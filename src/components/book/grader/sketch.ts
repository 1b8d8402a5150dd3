/**
 * A failing case drawn small: the shooter, the target and its path, the
 * library's aim line and meeting point, and the reader's beside them. Without
 * gravity the shot, the target and every meeting point lie in one plane (the
 * one through S spanned by R = T − S and V), drawn flat whatever the scene's
 * size or place; under gravity, the side view (horizontal distance along R,
 * height), the shot an arc. The drawing is scaled to fit, so a scene at ×10¹⁵⁰
 * draws like the same scene at ×1. Pure: numbers and SVG path data, no DOM.
 */
import { timeOf, type Answer } from './compare';
import type { GradeCase } from './suite';

export interface Sketch {
  viewBox: string;
  /** The target's path (dashed), the library's shots, the reader's shots. */
  lines: { d: string; kind: 'path' | 'exact' | 'yours' }[];
  dots: { x: number; y: number; kind: 'shooter' | 'target' | 'exact' | 'yours' }[];
  /** What the drawing shows, for its accessible name. */
  label: string;
}

export const SKETCH = { width: 240, height: 150, pad: 12 } as const;

type V3 = [number, number, number];
const add = (p: V3, q: V3, k = 1): V3 => [p[0] + q[0] * k, p[1] + q[1] * k, p[2] + q[2] * k];
const dot = (p: V3, q: V3): number => p[0] * q[0] + p[1] * q[1] + p[2] * q[2];
const unit = (p: V3): V3 | null => {
  const n = Math.hypot(...p);
  return n > 0 && Number.isFinite(n) ? [p[0] / n, p[1] / n, p[2] / n] : null;
};

const num = (x: number): string => String(Math.round(x * 10) / 10);
const tText = (t: number): string =>
  Math.abs(t) >= 1e5 || Math.abs(t) < 1e-3 ? t.toExponential(3) : String(+t.toPrecision(5));

/** The reader's times as drawable numbers (finite ones), and whether they said "no hit". */
function readerTimes(c: GradeCase, a: Answer): number[] {
  if (c.form === 'linear') {
    const x = timeOf(a);
    return typeof x === 'number' && Number.isFinite(x) ? [x] : [];
  }
  return a.kind === 'list' ? a.values.filter((x) => Number.isFinite(x) && x > 0) : [];
}

export function sketch(c: GradeCase, a: Answer): Sketch | null {
  const s = c.scene;
  // Scaled to lengths and speeds near 1 (a scene at ×10¹⁵⁰ has squares beyond the double range).
  const big = Math.max(...s.target.map((x, i) => Math.abs(x - s.shooter[i]!)), ...s.velocity.map(Math.abs), s.speed);
  const k = big > 0 && Number.isFinite(big) ? 1 / big : 1;
  const R: V3 = [(s.target[0] - s.shooter[0]) * k, (s.target[1] - s.shooter[1]) * k, (s.target[2] - s.shooter[2]) * k];
  const V: V3 = [s.velocity[0] * k, s.velocity[1] * k, s.velocity[2] * k];
  const g: V3 = s.gravity ? [s.gravity[0] * k, s.gravity[1] * k, s.gravity[2] * k] : [0, 0, 0];
  const exact = c.expected === null ? [] : Array.isArray(c.expected) ? c.expected : [c.expected];
  const yours = readerTimes(c, a);
  // The drawing's two axes.
  let e1: V3;
  let e2: V3;
  if (c.form === 'gravity') {
    e1 = unit([R[0], 0, R[2]]) ?? unit([V[0], 0, V[2]]) ?? [1, 0, 0];
    e2 = [0, 1, 0];
  } else {
    e1 = unit(R) ?? unit(V) ?? [1, 0, 0];
    const across = add(V, e1, -dot(V, e1));
    const fallback: V3 = Math.abs(e1[2]) < 0.9 ? [-e1[1], e1[0], 0] : [0, -e1[2], e1[1]];
    e2 = unit(across) ?? unit(fallback)!;
  }
  const flat = (p: V3): [number, number] => [dot(p, e1), dot(p, e2)];
  const meet = (t: number): V3 => add(R, V, t);
  /** The shot that meets the target at time t: a straight line, or under gravity an arc. */
  const shot = (t: number): [number, number][] => {
    const m = meet(t);
    if (c.form === 'linear' || t === 0) return [[0, 0], flat(m)];
    const u = add(m, g, -t / 2).map((x) => x / t) as V3;
    return Array.from({ length: 25 }, (_, i) => {
      const tau = (t * i) / 24;
      return flat(add(add([0, 0, 0], u, tau), g, (tau * tau) / 2));
    });
  };
  // The frame holds the scene and the library's meeting points, and the reader's when they are near; a meeting
  // point far beyond (a time of 10⁶ s where the hit is at 5) is drawn towards, and cut by the frame's edge.
  const extent = (ts: number[]) => Math.max(Math.hypot(...R), ...ts.map((t) => Math.hypot(...meet(t))));
  const near = extent(exact) || 1;
  const shown = yours.filter((t) => extent([t]) <= 10 * near);
  const framed = [...exact, ...shown];
  const t1 = Math.max(0, ...framed);
  const t0 = Math.min(0, ...framed);
  const span = t1 > t0 ? t1 - t0 : 1 / Math.max(Math.hypot(...V), s.speed * k, 1e-9);
  const path: [number, number][] = [flat(meet(t0 - span * 0.1)), flat(meet(t1 + span * 0.15))];
  const exactShots = exact.map(shot);
  /** A shot towards a meeting point beyond the frame: its first stretch, three times the scene's size, towards it. */
  const towards = (sh: [number, number][]): [number, number][] => {
    const [x, y] = sh[sh.length - 1]!;
    const n = Math.hypot(x, y);
    return n > 0 && Number.isFinite(n) ? [sh[0]!, [(x / n) * 3 * near, (y / n) * 3 * near]] : [];
  };
  const yourShots = yours
    .map((t) => (shown.includes(t) ? shot(t) : towards(shot(t))))
    .filter((sh) => sh.length > 1 && sh.every(([x, y]) => Number.isFinite(x) && Number.isFinite(y)));
  const points = [[0, 0] as [number, number], flat(R), ...path, ...exactShots.flat(), ...shown.map(shot).flat()];
  if (points.some(([x, y]) => !Number.isFinite(x) || !Number.isFinite(y))) return null;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [xmin, xmax, ymin, ymax] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const { width, height, pad } = SKETCH;
  const scale = Math.min((width - 2 * pad) / (xmax - xmin || 1), (height - 2 * pad) / (ymax - ymin || 1));
  const ox = pad + (width - 2 * pad - (xmax - xmin) * scale) / 2;
  const oy = pad + (height - 2 * pad - (ymax - ymin) * scale) / 2;
  const X = (p: [number, number]): [number, number] => [
    ox + (p[0] - xmin) * scale,
    height - oy - (p[1] - ymin) * scale,
  ];
  const line = (ps: [number, number][]): string =>
    ps
      .map(X)
      .map(([x, y], i) => `${i ? 'L' : 'M'}${num(x)} ${num(y)}`)
      .join(' ');
  const dot2 = (p: [number, number], kind: Sketch['dots'][number]['kind']) => {
    const [x, y] = X(p);
    return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10, kind };
  };
  const lines: Sketch['lines'] = [{ d: line(path), kind: 'path' }];
  for (const sh of exactShots) lines.push({ d: line(sh), kind: 'exact' });
  for (const sh of yourShots) lines.push({ d: line(sh), kind: 'yours' });
  const dots: Sketch['dots'] = [dot2([0, 0], 'shooter'), dot2(flat(R), 'target')];
  for (const sh of exactShots) dots.push(dot2(sh[sh.length - 1]!, 'exact'));
  for (const t of shown) {
    const sh = shot(t);
    dots.push(dot2(sh[sh.length - 1]!, 'yours'));
  }
  const times = (ts: number[]) => ts.map(tText).join(' and ');
  const view = c.form === 'gravity' ? 'Side view' : 'The plane of the shot';
  const lib = exact.length ? `the library’s shot meets the target at t = ${times(exact)}` : 'the library finds no hit';
  const off = yours.length > shown.length ? ' (beyond the frame)' : '';
  const mine = yours.length ? `yours at t = ${times(yours)}${off}` : 'yours draws no shot';
  return { viewBox: `0 0 ${width} ${height}`, lines, dots, label: `${view}: ${lib}; ${mine}.` };
}
