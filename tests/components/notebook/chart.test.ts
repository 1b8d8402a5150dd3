/** A cell chart's left margin fits its y axis's tick labels (issue 38 item 11): none is cut by the chart's edge. */
import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { plot } from '@observablehq/plot';
import { makePlot, type ChartSpec } from '../../../src/components/notebook/chart-spec';
import { TICK_FONT, leftMargin, plotOptions, tickWidth, yTickLabels } from '../../../src/components/notebook/chart';

const Plot = makePlot();

/** The chart as Plot draws it (as the build does): its left margin and the text of its y axis's tick labels. */
function drawn(spec: ChartSpec): { marginLeft: number; ticks: string[] } {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  const options = plotOptions(spec);
  const chart = plot({ ...options, document: document as unknown as Document }) as unknown as Element;
  const ticks = [...chart.querySelectorAll('g[aria-label="y-axis tick label"] text')].map((t) => t.textContent ?? '');
  return { marginLeft: (options.marginLeft as number | undefined) ?? 40, ticks };
}

/** What Plot leaves for a tick label left of the frame: the margin less the tick's 6 px and its 3 px of padding. */
const room = (marginLeft: number) => marginLeft - 9;

// The book's cells (content/*.mdx) whose tick labels were cut: chapter 5's and chapter 4's.
const errors = (() => {
  const rows: Record<string, unknown>[] = [];
  for (let k = 1; k <= 15; k++) {
    const g = 10 ** -k;
    rows.push({ g, error: 1e-16 * 10 ** (k / 1.2), method: 'textbook' }, { g, error: 1e-16, method: 'library' });
  }
  return Plot.plot({
    height: 260,
    x: { type: 'log', label: 'relative speed gap g', reverse: true, tickFormat: '.0e' },
    y: { type: 'log', label: 'relative error of t', grid: true, tickFormat: '.0e' },
    color: { legend: true },
    marks: [Plot.line(rows, { x: 'g', y: 'error', stroke: 'method' })],
  }).spec;
})();
const quadratic = (() => {
  const rows: Record<string, unknown>[] = [];
  for (let t = 0; t <= 10; t += 0.5) {
    const v = 300 * t * t - 2600 * t + 1500;
    rows.push({ t, value: v, form: 'squared distance' }, { t, value: -v, form: 'law of cosines' });
  }
  return Plot.plot({
    height: 240,
    x: { label: 't (s)' },
    y: { label: 'a·t² + b·t + c', grid: true },
    color: { legend: true },
    marks: [Plot.ruleY([0]), Plot.line(rows, { x: 't', y: 'value', stroke: 'form' })],
  }).spec;
})();

describe('a cell chart’s left margin', () => {
  it.each([
    ['log errors, ".0e" ticks', errors],
    ['a quadratic through ±1,500', quadratic],
  ])('%s: wide enough for every drawn y tick label at a phone’s 12 px', (_, spec) => {
    const { marginLeft, ticks } = drawn(spec);
    expect(ticks.length).toBeGreaterThan(2);
    for (const t of ticks) expect(tickWidth(t, TICK_FONT), `"${t}"`).toBeLessThanOrEqual(room(marginLeft));
  });

  it('foresees the labels Plot draws (at least the widest of them)', () => {
    for (const spec of [errors, quadratic]) {
      const { ticks } = drawn(spec);
      const widest = Math.max(...ticks.map((t) => tickWidth(t)));
      expect(Math.max(...yTickLabels(spec).map((t) => tickWidth(t)))).toBeGreaterThanOrEqual(widest);
    }
    expect(drawn(quadratic).ticks.some((t) => /^−\d,\d{3}$/.test(t))).toBe(true);
    expect(drawn(errors).ticks).toContain('1e-16');
  });

  it('keeps Plot’s 40 px for short labels, and a margin the cell sets itself', () => {
    const small = Plot.plot({
      marks: [
        Plot.line(
          [
            { x: 0, y: 1 },
            { x: 1, y: 5 },
          ],
          { x: 'x', y: 'y' },
        ),
      ],
    }).spec;
    expect(leftMargin(small)).toBe(40);
    const own = Plot.plot({ marginLeft: 20, marks: [Plot.line([{ x: 0, y: -1500 }], { x: 'x', y: 'y' })] }).spec;
    expect(leftMargin(own)).toBeUndefined();
    expect(plotOptions(own).marginLeft).toBe(20);
  });

  it('never throws on odd data: text, NaN, nothing, a y of categories', () => {
    const odd = [
      Plot.plot({
        marks: [
          Plot.dot(
            [
              { x: 1, y: 'a' },
              { x: 2, y: NaN },
            ],
            { x: 'x', y: 'y' },
          ),
        ],
      }).spec,
      Plot.plot({ marks: [Plot.ruleY([])] }).spec,
      Plot.plot({ y: { type: 'log' }, marks: [Plot.dotY([0, -1])] }).spec,
      Plot.plot({ y: { type: 'band' }, marks: [Plot.dot([{ x: 1, y: 'a' }], { x: 'x', y: 'y' })] }).spec,
    ];
    for (const spec of odd) expect(leftMargin(spec)).toBeGreaterThanOrEqual(40);
  });
});
