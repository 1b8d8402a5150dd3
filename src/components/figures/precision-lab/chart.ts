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
import type { CurvePoint, LabState } from './model';
import { ERROR_DOMAIN, GAP_DOMAIN, LAYOUT } from './scales';
import { METHODS, drawMarker } from './view';

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

/** The chart: error curves for both methods, the one-rounding line 2⁻⁵³, and the marker for the slider's gap. */
export function chart(curve: readonly CurvePoint[], s: LabState): PlotOptions {
  const marker = overlayMark('marker', (g, doc, x, y) => drawMarker(g, doc, x, y, s));
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
      ruleY([2 ** -53], { stroke: 'var(--fg-soft)', strokeDasharray: '4 3', ariaHidden: 'true' }),
      text([{ gap: 1e-1, error: 2 ** -53 }], {
        x: 'gap',
        y: 'error',
        text: () => 'one rounding, 2⁻⁵³',
        textAnchor: 'start',
        dy: -7,
        dx: 4,
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
