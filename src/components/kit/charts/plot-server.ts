/**
 * Build-time rendering of Plot charts, for the first state of a figure. Import
 * this only from `.astro` frontmatter: it pulls in a server-side DOM.
 */
import { parseHTML } from 'linkedom';
import { renderBookPlot, type PlotOptions } from './plot';
import { CHART_WIDTH_ATTR, buildWidths } from './fit';

export function plotToHtml(options: PlotOptions): string {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  return renderBookPlot({ ...options, document: document as unknown as Document }).outerHTML;
}

/**
 * A chart for a container whose width the build cannot know (kit/charts/fit.ts):
 * `draw(width)` at each of `buildWidths(width)`, every one marked with its width
 * (`data-chart-w`) and, when there are two, which it is (`data-chart-fit`:
 * `wide` or `narrow`, shown by chart-fit.css as the container's width says).
 * `fit` says whether the container must be a `.kit-chart-fit`.
 */
export function plotToFitHtml(draw: (width: number) => PlotOptions, width: number): { html: string; fit: boolean } {
  const widths = buildWidths(width);
  const html = widths.map((w, i) => {
    const { document } = parseHTML('<!doctype html><html><body></body></html>');
    const chart = renderBookPlot({ ...draw(w), width: w, document: document as unknown as Document });
    chart.setAttribute(CHART_WIDTH_ATTR, String(w));
    if (widths.length > 1) chart.setAttribute('data-chart-fit', i === 0 ? 'wide' : 'narrow');
    return chart.outerHTML;
  });
  return { html: html.join(''), fit: widths.length > 1 };
}
