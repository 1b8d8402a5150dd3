/**
 * Chapter 10's chart, with Observable Plot: the miss at the aimed hit time
 * against the frame rate, log–log, for the four integrators; the reader's rate
 * marked. Rendered at build time (PlotFrame.astro); in the browser only once
 * the reader reaches for the figure (render.ts), so Plot stays off the first load.
 */
// Marks by name: the browser bundle then carries only what is used.
import { dot, line, ruleX, ruleY, type Markish } from '@observablehq/plot';
import type { PlotOptions } from '../../kit/charts/plot';
import { svgElement, type Scale } from '../../kit/charts/overlay';
import type { Box, Segment, XY } from '../../kit/scene/label-box';
import { placeLabels, type PlacedLabel, type Spot } from '../../kit/scene/place-labels';
import type { Integrator } from '../../../lib';
import { INTEGRATORS, MISS_FLOOR, NAMES, type Solution } from './model';
import { STYLE, missDomain } from './heard';

/** "1e−3"-style labels for powers of ten. */
function powerLabel(x: number): string {
  const k = Math.round(Math.log10(x));
  if (k >= 0 && k <= 2) return String(10 ** k);
  return `1e${k < 0 ? '−' : ''}${Math.abs(k)}`;
}

const RATE_TICKS = [10, 15, 24, 30, 60, 120, 240];
/** A chart narrower than this (px) ticks fewer rates: 24 and 30 would run into each other. */
const NARROW = 400;
const NARROW_TICKS = [10, 30, 60, 120, 240];

/** The floor's label, on one line or, where one does not fit beside the reader's rate, on two or three. */
export const FLOOR_LABEL = [
  ['a hit, to rounding (drawn at 0.1 mm)'],
  ['a hit, to rounding', '(drawn at 0.1 mm)'],
  ['a hit, to', 'rounding (drawn', 'at 0.1 mm)'],
];
/** The label's font (px: the chart's style), the kit's estimate of a character's width at it (ems), air to a line (px). */
const FONT = 12;
const EM = 0.62;
const GAP = 4;

/** A row of the chart: one method's miss at one rate. */
interface MissRow {
  rate: number;
  key: Integrator;
  miss: number;
}

/** What the floor's label keeps off, in the chart's px: the methods' lines, the rules, the grid lines, the dots. */
export interface FloorScene {
  /** The plot's frame: left, top, right and bottom edges. */
  frame: Box;
  polylines: XY[][];
  segments: Segment[];
  boxes: Box[];
  /** The floor's y and the reader's rate's x. */
  floor: number;
  rateX: number;
}

/**
 * Where the floor's label goes (issue 38 item 11), by the kit's placement step in the plot frame's px: just above
 * the floor it names, from the left, the right, or either side of the reader's rate; higher up where the lines lie
 * on the floor. On one line where that fits clear of everything, else on two, else three. Returns the lines and their place
 * (the last line's baseline, in the chart's px), or null when the chart has no frame.
 */
export function placeFloorLabel(scene: FloorScene): { lines: string[]; at: PlacedLabel } | null {
  const { frame } = scene;
  const drawing = { width: frame.x1 - frame.x0, height: frame.y1 - frame.y0 };
  if (!(drawing.width > 0 && drawing.height > 0)) return null;
  const shift = (p: XY): XY => ({ x: p.x - frame.x0, y: p.y - frame.y0 });
  const obstacles = {
    polylines: scene.polylines.map((l) => l.map(shift)),
    segments: scene.segments.map((s) => ({ a: shift(s.a), b: shift(s.b) })),
    boxes: scene.boxes.map((b) => ({
      x0: b.x0 - frame.x0,
      y0: b.y0 - frame.y0,
      x1: b.x1 - frame.x0,
      y1: b.y1 - frame.y0,
    })),
  };
  const floor = scene.floor - frame.y0;
  const rate = scene.rateX - frame.x0;
  let best: { lines: string[]; at: PlacedLabel } | null = null;
  for (const lines of FLOOR_LABEL) {
    const widest = lines.reduce((a, b) => (Array.from(b).length > Array.from(a).length ? b : a));
    const up = (lines.length - 1) * FONT;
    const spots: Spot[] = [];
    // Rows over the floor, the nearest first: the last line's baseline over the floor by the gap and its descent.
    for (let lift = 0; lift <= 4 * FONT; lift += FONT / 2) {
      const y = floor - GAP - 0.25 * FONT - lift;
      spots.push(
        { x: GAP, y, anchor: 'start' },
        { x: drawing.width - GAP, y, anchor: 'end' },
        { x: rate + GAP + 2, y, anchor: 'start' },
        { x: rate - GAP - 2, y, anchor: 'end' },
      );
    }
    const placed = placeLabels(
      [{ key: 'floor', text: widest, font: FONT, metrics: { em: EM, ascent: 0.75 + up / FONT }, spots }],
      drawing,
      obstacles,
    ).floor;
    if (!placed) continue;
    const at = { ...placed, x: placed.x + frame.x0, y: placed.y + frame.y0 };
    if (!best || at.cost < best.at.cost) best = { lines, at };
    if (at.cost === 0) break;
  }
  return best;
}

/** The floor's label as a mark: placed (`placeFloorLabel`) and drawn with the chart's own scales and size. */
function floorLabel(rows: readonly MissRow[], now: readonly MissRow[], rate: number, yTicks: readonly number[]) {
  return (
    _index: unknown,
    scales: { x?: Scale; y?: Scale },
    _values: unknown,
    d: {
      width: number;
      height: number;
      marginTop: number;
      marginRight: number;
      marginBottom: number;
      marginLeft: number;
    },
    context: { document: Document },
  ): SVGGElement => {
    const doc = context.document;
    const g = svgElement(doc, 'g', {
      'aria-hidden': 'true',
      fill: 'var(--fg-soft)',
      stroke: 'var(--bg)',
      'stroke-width': 3,
      'stroke-linejoin': 'round',
      'paint-order': 'stroke',
    }) as SVGGElement;
    const { x, y } = scales;
    if (!x || !y) return g;
    const frame = { x0: d.marginLeft, y0: d.marginTop, x1: d.width - d.marginRight, y1: d.height - d.marginBottom };
    const at = (r: MissRow): XY => ({ x: x(r.rate), y: y(r.miss) });
    const across = (v: number): Segment => ({ a: { x: frame.x0, y: y(v) }, b: { x: frame.x1, y: y(v) } });
    const rateX = x(rate);
    const placed = placeFloorLabel({
      frame,
      polylines: INTEGRATORS.map((m) => rows.filter((r) => r.key === m).map(at)),
      segments: [...yTicks.map(across), { a: { x: rateX, y: frame.y0 }, b: { x: rateX, y: frame.y1 } }],
      boxes: now.map((r) => {
        const p = at(r);
        const k = STYLE[r.key].r + 2;
        return { x0: p.x - k, y0: p.y - k, x1: p.x + k, y1: p.y + k };
      }),
      floor: y(MISS_FLOOR),
      rateX,
    });
    if (!placed) return g;
    const { lines, at: spot } = placed;
    const t = svgElement(doc, 'text', { x: spot.x, y: spot.y, 'text-anchor': spot.anchor });
    lines.forEach((line, i) => {
      const span = svgElement(doc, 'tspan', { x: spot.x, y: spot.y - (lines.length - 1 - i) * FONT });
      span.textContent = line;
      t.append(span);
    });
    g.append(t);
    return g;
  };
}

/** The chart's options for a solved state at the reader's frame rate, `width` px wide. */
export function chart(sol: Solution, rate: number, width = 520): PlotOptions {
  const rows =
    sol.ok && sol.sweep
      ? sol.sweep.map((r) => ({
          rate: r.rate,
          method: NAMES[r.method],
          key: r.method,
          miss: Math.max(r.miss, MISS_FLOOR),
        }))
      : [];
  const now = sol.ok
    ? sol.flights.map((f) => ({ rate, method: NAMES[f.method], key: f.method, miss: Math.max(f.miss, MISS_FLOOR) }))
    : [];
  const yMax = missDomain(rows)[1];
  const yTicks = Array.from({ length: Math.round(Math.log10(yMax / MISS_FLOOR)) + 1 }, (_, i) => MISS_FLOOR * 10 ** i);
  const marks: Markish[] = [
    ruleY([MISS_FLOOR], { stroke: 'var(--fg-soft)', strokeOpacity: 0.6, ariaHidden: 'true' }),
    ruleX([rate], { stroke: 'var(--accent)', strokeWidth: 1.5, ariaHidden: 'true' }),
  ];
  for (const m of INTEGRATORS) {
    const st = STYLE[m];
    const mine = rows.filter((r) => r.key === m);
    marks.push(
      line(mine, {
        x: 'rate',
        y: 'miss',
        stroke: st.color,
        strokeWidth: 2,
        strokeDasharray: st.dash || undefined,
        ariaHidden: 'true',
      }),
      dot(
        now.filter((r) => r.key === m),
        {
          x: 'rate',
          y: 'miss',
          symbol: st.symbol,
          r: st.r,
          stroke: st.color,
          fill: 'var(--bg)',
          strokeWidth: 2,
          ariaHidden: 'true',
        },
      ),
    );
  }
  // Last, over the lines: the floor's label, placed at the width the chart is drawn at (the build's two, the column's).
  marks.push(floorLabel(rows, now, rate, yTicks) as unknown as Markish);
  return {
    width,
    height: 300,
    marginTop: 20,
    marginLeft: 52,
    marginRight: 20,
    marginBottom: 40,
    style: { fontSize: '12px', color: 'var(--fg)', background: 'transparent' },
    x: {
      type: 'log',
      domain: [10, 240],
      ticks: width < NARROW ? NARROW_TICKS : RATE_TICKS,
      tickFormat: (x: number) => String(x),
      label: 'frame rate (Hz) →',
      labelAnchor: 'right',
    },
    y: {
      type: 'log',
      domain: [MISS_FLOOR / 2, yMax],
      tickFormat: powerLabel,
      ticks: yTicks,
      label: '↑ miss at t* (m)',
      grid: true,
    },
    marks,
  };
}
