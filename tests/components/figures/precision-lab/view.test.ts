import { describe, expect, it } from 'vitest';
import { line, plot } from '@observablehq/plot';
import { parseHTML } from 'linkedom';
import { COLORS, chart } from '../../../../src/components/figures/precision-lab/chart';
import { renderBookPlot } from '../../../../src/components/kit/charts/plot';
import { DIGITS, digitsOf, errorCurve, labState } from '../../../../src/components/figures/precision-lab/model';
import { X, Y } from '../../../../src/components/figures/precision-lab/scales';
import {
  CARDS,
  figure,
  markerItems,
  proseValues,
  readouts,
  valueText,
} from '../../../../src/components/figures/precision-lab/view';

describe('the lab’s colours are the code cell’s (issue 13)', () => {
  it('textbook and library take the colours the book gives the cell’s methods by default', () => {
    const { document } = parseHTML('<!doctype html><html><body></body></html>');
    // The cell below the lab (content/choosing-the-root.mdx) plots rows with method 'textbook' and 'library',
    // drawn by the kit with the book's palette (kit/charts/plot.ts renderBookPlot).
    const rows = [
      { g: 1, error: 1, method: 'textbook' },
      { g: 1, error: 1e-16, method: 'library' },
    ];
    const cell = renderBookPlot({
      document: document as unknown as Document,
      marks: [line(rows, { x: 'g', y: 'error', stroke: 'method' })],
    }) as unknown as { scale(name: 'color'): { domain?: unknown[]; range?: unknown[] } | undefined };
    const color = cell.scale('color')!;
    const [domain, range] = [[...color.domain!], [...color.range!]];
    const of = (m: string) => range[domain.indexOf(m)];
    expect(COLORS).toEqual([of('textbook'), of('library')]);
  });
});

describe('the marker moves with the chart’s own scales, without Plot in the browser', () => {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  const state = labState(DIGITS.initial);
  const rendered = plot({ ...chart(errorCurve(), state), document }) as unknown as {
    scale(name: 'x' | 'y'): { apply(v: number): number; range: number[] };
  };

  it('X and Y (scales.ts) → Plot’s x and y to 1e-9 px, over both whole domains', () => {
    for (const gap of [1e-1, 3e-2, 1e-5, 4.2e-9, 1e-15]) expect(X(gap)).toBeCloseTo(rendered.scale('x').apply(gap), 9);
    for (const e of [1e-18, 2 ** -53, 4.7e-9, 1e-3, 1]) expect(Y(e)).toBeCloseTo(rendered.scale('y').apply(e), 9);
    expect(rendered.scale('x').range).toEqual([X(1e-1), X(1e-15)]);
  });

  it('the marker the build draws → the marker markerItems(X, Y) gives the browser, attribute for attribute', () => {
    const marker = (rendered as unknown as Element).querySelector('[data-overlay="marker"]')!;
    const drawn = Array.from(marker.children, (el) => ({
      tag: el.tagName.toLowerCase(),
      attrs: Object.fromEntries(Array.from(el.attributes, (a) => [a.name, a.value])),
    }));
    const items = markerItems(X, Y, state).map((i) => ({
      tag: i.tag,
      attrs: Object.fromEntries(Object.entries(i.attrs).map(([k, v]) => [k, String(v)])),
    }));
    expect(drawn).toEqual(items);
  });
});

describe('the lab’s declaration', () => {
  it('CARDS name readouts the view has, each once; the shell draws every readout and the prose', () => {
    const r = figure.readouts(labState(5));
    const names = [...CARDS.textbook, ...CARDS.library].map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(r[name], name).toMatch(/\S/);
    expect(figure.prose!(labState(5))).toEqual(proseValues(labState(5)));
    expect(figure.parts(labState(5))).toEqual({});
  });

  it('valueText → the gap the slider stands for, as its readout says it', () => {
    for (const d of [DIGITS.min, 8, 12.3, DIGITS.max]) {
      expect(valueText(labState(d))).toBe(`gap ${readouts(labState(d)).gap}`);
    }
  });

  it('digitsOf(slider value) → clamped to the slider; NaN, ±Infinity → the first state', () => {
    expect(digitsOf(0)).toBe(DIGITS.min);
    expect(digitsOf(99)).toBe(DIGITS.max);
    expect(digitsOf(9.7)).toBe(9.7);
    for (const bad of [NaN, Infinity, -Infinity]) expect(digitsOf(bad)).toBe(DIGITS.initial);
  });
});
