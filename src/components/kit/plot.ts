/**
 * Observable Plot in a figure. A figure's view builds Plot options from its
 * model's data; the same options render at build time (PlotFrame.astro, the
 * figure's first state in the HTML) and in the browser (`mountPlot`).
 */
import * as Plot from '@observablehq/plot';

export { Plot };
export type PlotOptions = Plot.PlotOptions;

/** Draw (or redraw) a chart into `container`, replacing what was there. */
export function mountPlot(container: Element, options: PlotOptions): void {
  container.replaceChildren(Plot.plot(options));
}
