/**
 * Thumbnails of the edge-case atlas: a few polylines and dots in world
 * coordinates (y up), fitted into a small SVG at build time. Pure.
 */
import type { Vec2 } from '../../../lib';

/** Each kind of mark and the theme colour (global.css) it is drawn in: one list for the thumbnails and the legend. */
export const INKS = {
  shooter: '--shooter',
  target: '--target',
  shot: '--shot',
  /** Every other shot, where several fly at once (the four hits). */
  shot2: '--lead',
  meet: '--hit',
  miss: '--accent',
  chaser: '--shooter',
} as const;
export type Ink = keyof typeof INKS;

/** A mark's colour as the custom property its SVG element reads (`--ink`). */
export const inkStyle = (ink: Ink): string => `--ink: var(${INKS[ink]})`;

/** The legend above the thumbnails: each mark, drawn as a dot, a small dot or a stroke, and what it stands for. */
export const LEGEND: readonly { ink: Ink; mark: 'dot' | 'small' | 'line'; text: string }[] = [
  { ink: 'shooter', mark: 'dot', text: 'shooter' },
  { ink: 'target', mark: 'dot', text: 'target, its path dashed' },
  { ink: 'shot', mark: 'line', text: 'shot' },
  { ink: 'meet', mark: 'small', text: 'hit' },
  { ink: 'miss', mark: 'line', text: 'best miss or drifting shot' },
];

export interface Thumb {
  lines: { points: Vec2[]; ink: Exclude<Ink, 'shooter' | 'meet'>; dashed?: boolean }[];
  dots: { at: Vec2; ink: Extract<Ink, 'shooter' | 'target' | 'meet' | 'miss'>; ring?: number }[];
}

export interface DrawnThumb {
  width: number;
  height: number;
  /** SVG units per world unit (the same along x and y). */
  scale: number;
  lines: { d: string; ink: Ink; dashed: boolean }[];
  dots: { cx: number; cy: number; r: number; ink: Ink; ring: number }[];
}

const r2 = (x: number): number => Math.round(x * 10) / 10;

/**
 * Fit every mark (with a margin) into width × height, keeping the aspect ratio
 * and centring; y flipped. A dot's ring counts whole: its circle's box joins
 * the points fitted, so no ring is cut by the thumbnail's edge.
 */
export function drawThumb(t: Thumb, width = 200, height = 120, margin = 12): DrawnThumb {
  const finite = (p: readonly number[]) => Number.isFinite(p[0]) && Number.isFinite(p[1]);
  const pts: Vec2[] = t.lines.flatMap((l) => l.points).filter(finite);
  for (const d of t.dots.filter((x) => finite(x.at))) {
    const r = d.ring !== undefined && Number.isFinite(d.ring) ? Math.abs(d.ring) : 0;
    pts.push([d.at[0] - r, d.at[1] - r], [d.at[0] + r, d.at[1] + r]);
  }
  let [x0, x1, y0, y1] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const [x, y] of pts) {
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
  if (!Number.isFinite(x0)) [x0, x1, y0, y1] = [-1, 1, -1, 1];
  const span = Math.max(x1 - x0, y1 - y0, 1e-9);
  const scale = Math.min(
    (width - 2 * margin) / Math.max(x1 - x0, span * 0.05),
    (height - 2 * margin) / Math.max(y1 - y0, span * 0.05),
  );
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const map = ([x, y]: Vec2): [number, number] => [r2(width / 2 + (x - cx) * scale), r2(height / 2 - (y - cy) * scale)];
  return {
    width,
    height,
    scale,
    lines: t.lines
      .filter((l) => l.points.length > 1)
      .map((l) => ({
        d: l.points.map((p, i) => `${i ? 'L' : 'M'}${map(p).join(' ')}`).join(''),
        ink: l.ink,
        dashed: l.dashed === true,
      })),
    dots: t.dots.map((d) => {
      const [x, y] = map(d.at);
      return { cx: x, cy: y, r: d.ink === 'meet' ? 3.5 : 5, ink: d.ink, ring: d.ring ? r2(d.ring * scale) : 0 };
    }),
  };
}

/** Points of p(t) = p₀ + v·t + ½·a·t² for t in [0, t1] (n + 1 of them). */
export function motionPath(
  p0: readonly number[],
  v: readonly number[],
  a: readonly number[],
  t1: number,
  n = 24,
): Vec2[] {
  const out: Vec2[] = [];
  for (let i = 0; i <= n; i++) {
    const t = (t1 * i) / n;
    out.push([p0[0] + v[0] * t + 0.5 * a[0] * t * t, p0[1] + v[1] * t + 0.5 * a[1] * t * t]);
  }
  return out;
}
