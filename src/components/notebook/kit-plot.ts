/**
 * Charts drawn for Jupyter: the book's chart description → Observable Plot on
 * a server-side DOM → SVG markup, as the build draws a cell's chart
 * (Cell.astro). Served beside the kit (kit.ts), which loads it with a
 * notebook's first chart.
 */
import { parseHTML } from 'linkedom';
import type { ChartSpec } from './chart-spec';
import { plotOptions } from './chart';
import { renderPlot } from '../kit/charts/plot';

/** A chart as SVG markup; null when Plot cannot draw it. */
export function chartSvg(spec: ChartSpec): string | null {
  // A continuous color legend is drawn on a canvas, which the server-side DOM lacks: then the chart goes without it.
  return draw(spec) ?? draw({ ...spec, options: { ...spec.options, color: withoutLegend(spec.options.color) } });
}

function withoutLegend(color: ChartSpec['options'][string] | undefined): ChartSpec['options'][string] {
  return typeof color === 'object' && color !== null && !Array.isArray(color) ? { ...color, legend: false } : null;
}

function draw(spec: ChartSpec): string | null {
  try {
    const { document } = parseHTML('<!doctype html><html><body></body></html>');
    const drawn = renderPlot({ ...plotOptions(spec), document: document as unknown as Document }).outerHTML;
    // A chart with a legend is a <figure> holding its SVG; Jupyter shows image/svg+xml alone.
    return /^<svg[\s>]/.test(drawn) ? drawn : (/<svg[\s\S]*<\/svg>/.exec(drawn)?.[0] ?? null);
  } catch {
    return null;
  }
}
