/**
 * Build-time rendering of Plot charts, for the first state of a figure. Import
 * this only from `.astro` frontmatter: it pulls in a server-side DOM.
 */
import { parseHTML } from 'linkedom';
import { renderPlot, type PlotOptions } from './plot';

export function plotToHtml(options: PlotOptions): string {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  return renderPlot({ ...options, document: document as unknown as Document }).outerHTML;
}
