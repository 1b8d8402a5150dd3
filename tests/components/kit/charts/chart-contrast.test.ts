import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { line } from '@observablehq/plot';
import { plotToHtml } from '../../../../src/components/kit/charts/plot-server';
import { fnPlotOptions } from '../../../../src/components/kit/charts/fn-plot-options';
import type { FnPlotSpec } from '../../../../src/components/kit/charts/fn-plot';
import type { PlotOptions } from '../../../../src/components/kit/charts/plot';
import { savingChart, savingSweep } from '../../../../src/components/figures/pursuit-race/saving';
import { chart as integratorChart } from '../../../../src/components/figures/integrator-figure/chart';
import {
  INITIAL as INTEGRATOR,
  solve as solveIntegrator,
} from '../../../../src/components/figures/integrator-figure/model';
import { chart as labChart } from '../../../../src/components/figures/precision-lab/chart';
import { DIGITS, errorCurve, labState } from '../../../../src/components/figures/precision-lab/model';
import { gapSpec, polySpec } from '../../../../src/components/figures/no-hit-figure/chart';
import {
  INITIAL as NO_HIT,
  START_TIME,
  solve as solveNoHit,
} from '../../../../src/components/figures/no-hit-figure/model';
import { buildTimeSpec } from '../../../../src/components/figures/quartic-figure/chart-hook';
import { fnSpec as rootSpec, viewOf } from '../../../../src/components/figures/root-plot/view';
import { INITIAL as ROOT } from '../../../../src/components/figures/root-plot/model';

/**
 * Every curve of every chart in the book, against the chart's background (--bg), in both themes: at least 3:1
 * (WCAG 1.4.11, graphical objects). The theme's colours are read from the stylesheet, `light-dark(light, dark)`.
 */
const CSS = readFileSync(new URL('../../../../src/styles/global.css', import.meta.url), 'utf8');
const ROOT_BLOCK = /:root\s*\{([\s\S]*?)\n\}/.exec(CSS)![1];
const THEME: Record<string, [string, string]> = {};
for (const m of ROOT_BLOCK.matchAll(/--([\w-]+):\s*light-dark\(\s*(#[0-9a-f]{6})\s*,\s*(#[0-9a-f]{6})\s*\)/gi))
  THEME[m[1]] = [m[2].toLowerCase(), m[3].toLowerCase()];

/** A colour as the chart writes it (`var(--x)`, `light-dark(a, b)` or hex) → its [light, dark] hex. */
function resolve(colour: string): [string, string] {
  const c = colour.trim();
  const v = /^var\(\s*--([\w-]+)\s*\)$/.exec(c);
  if (v) {
    if (!THEME[v[1]]) throw new Error(`--${v[1]} is not a light-dark() colour of :root in global.css`);
    return THEME[v[1]];
  }
  const ld = /^light-dark\(\s*(#[0-9a-f]{6})\s*,\s*(#[0-9a-f]{6})\s*\)$/i.exec(c);
  if (ld) return [ld[1], ld[2]];
  if (/^#[0-9a-f]{6}$/i.test(c)) return [c, c];
  if (/^#[0-9a-f]{3}$/i.test(c)) {
    const h = `#${[...c.slice(1)].map((d) => d + d).join('')}`;
    return [h, h];
  }
  throw new Error(`cannot read the colour ${c}`);
}

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Colours that are not a series: the text colour, the background (a halo), none. */
const NOT_SERIES = new Set(['none', 'currentcolor', 'var(--bg)', 'var(--fg)', 'transparent']);

/**
 * The series colours of a chart drawn by Plot: the stroke of every path (a line, a symbol), on the path or on
 * its mark's group, and the fill of every legend swatch.
 */
function seriesColours(html: string): Set<string> {
  const out = new Set<string>();
  const add = (c: string | null | undefined) => {
    if (c && !NOT_SERIES.has(c.trim().toLowerCase())) out.add(c.trim());
  };
  for (const m of html.matchAll(/<g\b[^>]*>/g)) {
    const tag = m[0];
    const stroke = /\bstroke="([^"]+)"/.exec(tag)?.[1];
    // A mark's group whose children are paths (lines, symbols) or circles (dots).
    const rest = html.slice(m.index! + tag.length, m.index! + tag.length + 12);
    if (stroke && /^<(path|circle)\b/.test(rest)) add(stroke);
  }
  for (const m of html.matchAll(/<(path|circle)\b[^>]*\bstroke="([^"]+)"/g)) add(m[2]);
  for (const m of html.matchAll(/-swatch"[^>]*>\s*<svg\b[^>]*\bfill="([^"]+)"/g)) add(m[1]);
  return out;
}

const fn = (spec: FnPlotSpec) => plotToHtml(fnPlotOptions(spec));
const noHit = solveNoHit(NO_HIT);
const integrator = solveIntegrator(INTEGRATOR);

/** The book's charts, as the build draws them. */
const CHARTS: [string, () => string][] = [
  ['pursuit: the saving chart', () => plotToHtml(savingChart(savingSweep()) as PlotOptions)],
  ['simulation: miss against frame rate', () => plotToHtml(integratorChart(integrator, INTEGRATOR.rate))],
  ['choosing the root: the precision lab', () => plotToHtml(labChart(errorCurve(), labState(DIGITS.initial)))],
  ['choosing the root: f(t) of the root plot', () => fn(rootSpec(viewOf(ROOT).an))],
  ['no hit: the gap', () => fn(gapSpec(noHit, START_TIME))],
  ['no hit: f', () => fn(polySpec(noHit, START_TIME))],
  ['gravity and motion: f, f′, f″', () => fn(buildTimeSpec())],
  [
    // A notebook cell's chart with a colour per series and no colours named (chapters 3 and 6): the kit's default.
    'a cell’s chart coloured by series',
    () =>
      plotToHtml({
        color: { legend: true },
        marks: [
          line(
            ['a', 'b', 'c', 'd', 'e'].flatMap((k, i) => [0, 1].map((x) => ({ x, y: x * i, k }))),
            { x: 'x', y: 'y', stroke: 'k' },
          ),
        ],
      }),
  ],
];

describe('every chart series stands out from the chart’s background in both themes (issue 38 item 10)', () => {
  it('the stylesheet gives the background and the theme colours as light-dark() pairs', () => {
    expect(THEME.bg).toEqual(['#fdfcf8', '#14161a']);
    expect(Object.keys(THEME).length).toBeGreaterThan(10);
  });

  for (const [name, draw] of CHARTS)
    it(`${name}: every series colour ≥ 3:1 against --bg, light and dark`, () => {
      const colours = [...seriesColours(draw())];
      expect(colours.length).toBeGreaterThan(0);
      const low: string[] = [];
      for (const c of colours) {
        const [light, dark] = resolve(c);
        const l = contrast(light, THEME.bg[0]);
        const d = contrast(dark, THEME.bg[1]);
        if (l < 3 || d < 3) low.push(`${c}: light ${l.toFixed(2)}, dark ${d.toFixed(2)}`);
      }
      expect(low).toEqual([]);
    });
});
