/**
 * The precision lab's chart, with Plot: error curves for both methods against
 * the speed gap on log–log axes, the one-rounding line and the gap's marker
 * (view.ts `drawMarker`). Rendered at build time only: its curves never change,
 * and the browser moves the marker with the same scales (scales.ts), without Plot.
 */
// Marks by name, not the kit's `Plot` namespace: the browser bundle then carries only what is used.
import { line, ruleY, text, type Markish } from '@observablehq/plot';
import type { PlotOptions } from '../../kit/charts/plot';
import { overlayMark } from '../../kit/charts/overlay';
import { categoricalColour } from '../../kit/charts/palette';
import type { Box, Segment, XY } from '../../kit/scene/label-box';
import { placeLabels, type PlacedLabel, type Spot } from '../../kit/scene/place-labels';
import type { CurvePoint, LabState } from './model';
import { ERROR_DOMAIN, GAP_DOMAIN, LAYOUT, X, Y } from './scales';
import { METHODS, drawMarker, markerItems } from './view';

/**
 * The methods' colours are those the chapter's code cell below the lab gets from
 * the book's palette for its methods 'library' and 'textbook' (blue and yellow:
 * kit/charts/plot.ts `renderBookPlot`, readable on both themes), so the lab and
 * the cell's chart read alike (issue 13).
 */
const CELL_METHODS = ['library', 'textbook'];
export const COLORS = [categoricalColour(CELL_METHODS, 'textbook'), categoricalColour(CELL_METHODS, 'library')];
const GAP_TICKS = [1e-1, 1e-3, 1e-5, 1e-7, 1e-9, 1e-11, 1e-13, 1e-15];
const ERROR_TICKS = [1e-18, 1e-15, 1e-12, 1e-9, 1e-6, 1e-3, 1];

/** "10⁻⁸"-style labels are hard in SVG text; "1e−8" reads well and stays short. */
function powerLabel(x: number): string {
  const k = Math.round(Math.log10(x));
  return k === 0 ? '1' : `1e${k < 0 ? '−' : ''}${Math.abs(k)}`;
}

/** One rounding: the error of a correctly rounded double. */
const ROUNDING = 2 ** -53;
export const ROUNDING_LABEL = 'one rounding, 2⁻⁵³';
/**
 * The label's font (px: the chart's style), the kit's estimate of a character's width at it (ems: lower case,
 * digits and superscripts, narrower than capitals), air to a line (px).
 */
const FONT = 12;
const EM = 0.58;
const GAP = 4;

/**
 * Where the one-rounding line's label goes (issue 38 item 11), by the kit's placement step in the plot frame's
 * px (the chart's own scales, scales.ts): over the line it names if it fits there between the line and the grid
 * line above it, else over that grid line; from the right end, where the textbook's curve has long left these
 * heights, then from the left and across. Clear of both curves, the rule, the grid lines, the gap's marker as
 * first drawn (`s`) and the frame. Its text's place in the chart's px (baseline).
 */
export function roundingLabel(curve: readonly CurvePoint[], s: LabState): PlacedLabel {
  const { width, height, marginTop, marginRight, marginBottom, marginLeft } = LAYOUT;
  const drawing = { width: width - marginLeft - marginRight, height: height - marginTop - marginBottom };
  const at = (gap: number, error: number): XY => ({ x: X(gap) - marginLeft, y: Y(error) - marginTop });
  const polylines = METHODS.map((m) => curve.filter((p) => p.method === m).map((p) => at(p.gap, p.error)));
  const across = (error: number): Segment => ({ a: at(GAP_DOMAIN[0], error), b: at(GAP_DOMAIN[1], error) });
  const segments = [...ERROR_TICKS, ROUNDING].map(across);
  // The gap's marker as the build draws it: its rule and its two dots.
  const boxes: Box[] = [];
  for (const item of markerItems(X, Y, s)) {
    const a = item.attrs as Record<string, number>;
    if (item.tag === 'line')
      segments.push({
        a: { x: a.x1 - marginLeft, y: a.y1 - marginTop },
        b: { x: a.x2 - marginLeft, y: a.y2 - marginTop },
      });
    else
      boxes.push({
        x0: a.cx - a.r - marginLeft,
        y0: a.cy - a.r - marginTop,
        x1: a.cx + a.r - marginLeft,
        y1: a.cy + a.r - marginTop,
      });
  }
  // Rows: over the rule, then over each grid line above it, nearest first (the baseline by the gap and the descent).
  const over = [ROUNDING, ...ERROR_TICKS.filter((e) => e > ROUNDING)].map((e) => at(1, e).y - GAP - 0.25 * FONT);
  const spots: Spot[] = over.flatMap((y) => [
    { x: drawing.width - 1, y, anchor: 'end' as const },
    { x: GAP, y, anchor: 'start' as const },
    ...[0.25, 0.5, 0.75].map((f) => ({ x: f * drawing.width, y, anchor: 'middle' as const })),
  ]);
  const placed = placeLabels(
    [{ key: 'rounding', text: ROUNDING_LABEL, font: FONT, metrics: { em: EM }, spots }],
    drawing,
    { polylines, segments, boxes },
  ).rounding;
  return { ...placed, x: placed.x + marginLeft, y: placed.y + marginTop };
}

/** The chart: error curves for both methods, the one-rounding line 2⁻⁵³, and the marker for the slider's gap. */
export function chart(curve: readonly CurvePoint[], s: LabState): PlotOptions {
  const marker = overlayMark('marker', (g, doc, x, y) => drawMarker(g, doc, x, y, s));
  const label = roundingLabel(curve, s);
  // Placed in px from the line's left end: its text's baseline there (`lineAnchor: 'bottom'`).
  const from = { x: X(GAP_DOMAIN[0]), y: Y(ROUNDING) };
  return {
    ...LAYOUT,
    style: { fontSize: '12px', color: 'var(--fg)', background: 'transparent' },
    x: {
      type: 'log',
      domain: GAP_DOMAIN,
      ticks: GAP_TICKS,
      // A tick every two decades, a label every four (1e−1, 1e−5, 1e−9, 1e−13): 12 px labels fit the phone-sized chart.
      tickFormat: (x: number) => ((Math.round(Math.log10(x)) + 1) % 4 === 0 ? powerLabel(x) : ''),
      label: 'speed gap (s − |V|)/s →',
      labelAnchor: 'right',
    },
    y: {
      type: 'log',
      domain: ERROR_DOMAIN,
      ticks: ERROR_TICKS,
      tickFormat: powerLabel,
      label: '↑ relative error of t',
      grid: true,
    },
    color: { domain: [...METHODS], range: COLORS, legend: true },
    marks: [
      ruleY([ROUNDING], { stroke: 'var(--fg-soft)', strokeDasharray: '4 3', ariaHidden: 'true' }),
      text([{ gap: GAP_DOMAIN[0], error: ROUNDING }], {
        x: 'gap',
        y: 'error',
        text: () => ROUNDING_LABEL,
        textAnchor: label.anchor,
        lineAnchor: 'bottom',
        dx: Math.round((label.x - from.x) * 100) / 100,
        dy: Math.round((label.y - from.y) * 100) / 100,
        fill: 'var(--fg-soft)',
        stroke: 'var(--bg)',
        strokeWidth: 3,
        ariaHidden: 'true',
      }),
      line(curve, { x: 'gap', y: 'error', stroke: 'method', strokeWidth: 2, ariaHidden: 'true' }),
      marker as unknown as Markish,
    ],
  };
}
