/**
 * Drawing for the precision lab: the log–log chart of both methods' relative
 * error against the speed gap, with the slider's gap marked, and the text of
 * every readout. Pure: the same functions render the first state at build
 * time and every later state in the browser.
 */
// Marks by name, not the kit's `Plot` namespace: the browser bundle then carries only what is used.
import { line, ruleY, scale, text, type Markish } from '@observablehq/plot';
import type { PlotOptions } from '../kit/plot';
import { overlayMark, svgElement, type Scale } from '../kit/overlay';
import { ERROR_FLOOR, correctDigits, errorText, sci, timeText, verdict, type CurvePoint, type LabState } from './model';

const METHODS = ['Textbook formula', 'Library'] as const;
/**
 * The methods' colours are those the chapter's code cell below the lab gets from
 * Plot's default scheme for its methods 'library' and 'textbook' (blue and
 * yellow), so the lab and the cell's chart read alike (issue 13).
 */
const CELL_COLORS = scale({ color: { domain: ['library', 'textbook'] } });
export const COLORS = [String(CELL_COLORS.apply('textbook')), String(CELL_COLORS.apply('library'))];
const GAP_TICKS = [1e-1, 1e-3, 1e-5, 1e-7, 1e-9, 1e-11, 1e-13, 1e-15];
const ERROR_TICKS = [1e-18, 1e-15, 1e-12, 1e-9, 1e-6, 1e-3, 1];

/** "10⁻⁸"-style labels are hard in SVG text; "1e−8" reads well and stays short. */
function powerLabel(x: number): string {
  const k = Math.round(Math.log10(x));
  return k === 0 ? '1' : `1e${k < 0 ? '−' : ''}${Math.abs(k)}`;
}

function clamp(e: number): number {
  return Math.min(Math.max(e, ERROR_FLOOR), 1);
}

/**
 * The slider's gap on the chart: a vertical rule and the two methods' errors
 * as dots, drawn into `g` (emptied first) with the chart's scales. The chart
 * itself never changes, so the browser redraws only this.
 */
export function drawMarker(g: Element, doc: Document, x: Scale, y: Scale, s: LabState): void {
  while (g.firstChild) g.removeChild(g.firstChild);
  const px = Math.round(x(s.gap) * 100) / 100;
  g.appendChild(
    svgElement(doc, 'line', {
      x1: px,
      x2: px,
      y1: y(1),
      y2: y(ERROR_FLOOR),
      stroke: 'var(--accent)',
      'stroke-width': 1.5,
    }),
  );
  const errors = [clamp(s.textbook.error), clamp(s.library.error)];
  errors.forEach((e, i) => {
    g.appendChild(
      svgElement(doc, 'circle', {
        cx: px,
        cy: Math.round(y(e) * 100) / 100,
        r: 5,
        fill: COLORS[i],
        stroke: 'var(--bg)',
        'stroke-width': 1.5,
        'data-method': METHODS[i],
      }),
    );
  });
}

/** The chart: error curves for both methods, the one-rounding line 2⁻⁵³, and the marker for the slider's gap. */
export function chart(curve: readonly CurvePoint[], s: LabState): PlotOptions {
  const marker = overlayMark('marker', (g, doc, x, y) => drawMarker(g, doc, x, y, s));
  return {
    width: 480,
    height: 300,
    marginLeft: 52,
    marginRight: 26,
    marginBottom: 40,
    style: { fontSize: '12px', color: 'var(--fg)', background: 'transparent' },
    x: {
      type: 'log',
      domain: [1e-1, 1e-15],
      ticks: GAP_TICKS,
      tickFormat: powerLabel,
      label: 'speed gap (s − |V|)/s →',
      labelAnchor: 'right',
    },
    y: {
      type: 'log',
      domain: [ERROR_FLOOR, 1],
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

/** Every readout's text, by `data-readout` name. */
export function readouts(s: LabState): Record<string, string> {
  const t = s.textbook;
  const l = s.library;
  return {
    digits: s.digits.toFixed(1),
    gap: sci(s.gap),
    'actual-gap': sci(s.actualGap, 3),
    'target-speed': Math.hypot(s.velocity[0], s.velocity[1]).toPrecision(17),
    'exact-root': s.exact.text ? `${s.exact.text}…` : '—',
    'exact-a': s.exact.root ? sci(s.exact.a, 12) : '—',
    'textbook-a': sci(t.a, 12),
    'textbook-minus-b': t.minusB.toPrecision(17),
    'textbook-sqrt': Number.isFinite(t.sqrtDisc) ? t.sqrtDisc.toPrecision(17) : '—',
    'textbook-root': timeText(t.time),
    'textbook-error': errorText(t.error),
    'textbook-digits': correctDigits(t.error),
    'library-a': sci(l.a, 12),
    'library-root': timeText(l.time),
    'library-error': errorText(l.error),
    'library-digits': correctDigits(l.error),
    verdict: verdict(s),
  };
}

/** The numbers the chapter's prose quotes from this figure. */
export function proseValues(s: LabState): Record<string, string> {
  const r = readouts(s);
  return {
    gap: r.gap,
    digits: r.digits,
    'textbook-error': r['textbook-error'],
    'textbook-digits': r['textbook-digits'],
    'library-error': r['library-error'],
  };
}
