/**
 * The Plot side of the precision lab, loaded when the reader reaches for the
 * figure (pointer, focus, the slider): the chart in the page is the build's
 * until then, so the page does not ship Plot (~85 KB gzip) to readers who only
 * read. Plot is imported by name so the bundle keeps only what the chart uses.
 */
import { plot } from '@observablehq/plot';
import type { PlotOptions } from '../kit/plot';

export function mountPlot(container: Element, options: PlotOptions): void {
  container.replaceChildren(plot(options));
}
