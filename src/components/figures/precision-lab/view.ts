/**
 * The precision lab, declared once (kit/shell/figure.ts): the text of every readout
 * (`CARDS`: the two methods' cards), the status line (`verdict`), the numbers
 * the prose quotes, and the marker for the slider's gap on the log–log chart
 * (chart.ts holds the chart itself, drawn by Plot at build time). Pure: the
 * same functions render the first state at build time and every later state
 * in the browser. No Plot here, so the browser never loads it.
 */
import { writeItems, type FigureView, type Item, type ReadoutCard } from '../../kit/shell/figure';
import type { Scale } from '../../kit/charts/overlay';
import { ERROR_FLOOR, correctDigits, errorText, sci, timeText, verdict, type LabState } from './model';

export const METHODS = ['Textbook formula', 'Library'] as const;
/** The methods' colours, as custom properties the figure's root sets from chart.ts `COLORS`. */
export const COLOR_VARS = ['var(--lab-textbook)', 'var(--lab-library)'] as const;

function clamp(e: number): number {
  return Math.min(Math.max(e, ERROR_FLOOR), 1);
}

/**
 * The marker's elements for state `s` with the chart's scales: a vertical
 * rule at the slider's gap and the two methods' errors as dots.
 */
export function markerItems(x: Scale, y: Scale, s: LabState): Item[] {
  const px = Math.round(x(s.gap) * 100) / 100;
  const errors = [clamp(s.textbook.error), clamp(s.library.error)];
  return [
    {
      tag: 'line',
      attrs: { x1: px, x2: px, y1: y(1), y2: y(ERROR_FLOOR), stroke: 'var(--accent)', 'stroke-width': 1.5 },
    },
    ...errors.map((e, i) => ({
      tag: 'circle',
      attrs: {
        cx: px,
        cy: Math.round(y(e) * 100) / 100,
        r: 5,
        fill: COLOR_VARS[i],
        stroke: 'var(--bg)',
        'stroke-width': 1.5,
        'data-method': METHODS[i],
      },
    })),
  ];
}

/**
 * The slider's gap on the chart, drawn into `g` with the chart's scales
 * (`markerItems`). The chart itself never changes, so only this is redrawn,
 * its elements reused: a step moves them (kit/shell/figure.ts writeItems).
 */
export function drawMarker(g: Element, _doc: Document, x: Scale, y: Scale, s: LabState): void {
  writeItems(g, markerItems(x, y, s));
}

/** The slider's words for screen readers (its `aria-valuetext`): the gap, not the digits. */
export function valueText(s: LabState): string {
  return `gap ${sci(s.gap)}`;
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

/**
 * A method's cards (kit/shell/ReadoutCards.astro): the rows both methods show, its
 * `a` as formed first and its hit time, error and correct digits last, with
 * `own` rows between them.
 */
function methodCards(method: 'textbook' | 'library', own: readonly ReadoutCard[]): readonly ReadoutCard[] {
  return [
    { name: `${method}-a`, label: 'a as formed' },
    ...own,
    { name: `${method}-root`, label: 'hit time t' },
    { name: `${method}-error`, label: 'relative error' },
    { name: `${method}-digits`, label: 'correct digits' },
  ];
}

/** Each method's cards, in the order the lab shows them. */
export const CARDS = {
  textbook: methodCards('textbook', [
    { name: 'textbook-minus-b', label: '−b' },
    { name: 'textbook-sqrt', label: '√Δ' },
  ]),
  library: methodCards('library', [{ name: 'exact-a', label: 'exact a' }]),
} as const;

/**
 * The lab for the kit's shell: its readouts (the cards, the slider's digits and
 * gap, the setting's numbers and the verdict) and the prose numbers. Its one
 * drawing is the chart's marker (`drawMarker`), outside the chart's own parts.
 */
export const figure: FigureView<LabState> = {
  parts: () => ({}),
  readouts,
  prose: proseValues,
};
