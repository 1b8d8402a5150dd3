/**
 * Observable Plot in a figure. A figure's view builds Plot options from its
 * model's data (importing marks by name from '@observablehq/plot', so a page
 * ships only the marks it uses); the same options render at build time
 * (PlotFrame.astro, the figure's first state in the HTML) and in the browser
 * (`mountPlot`).
 */
import { plot, type PlotOptions } from '@observablehq/plot';

export type { PlotOptions };

/**
 * Plot labels each mark's group (`<g aria-label="line">`); axe rejects an
 * aria-label on an element without a role, and the chart as a whole is
 * already one labelled image, so the inner labels go.
 */
export function stripMarkLabels<E extends Element>(chart: E): E {
  chart.querySelectorAll('g[aria-label]').forEach((g) => g.removeAttribute('aria-label'));
  return chart;
}

/** Render a chart; `document` is only needed outside a browser (build time). */
export function renderPlot(options: PlotOptions): SVGSVGElement | HTMLElement {
  return stripMarkLabels(plot(options));
}

/** Draw (or redraw) a chart into `container`, replacing what was there. */
export function mountPlot(container: Element, options: PlotOptions): void {
  container.replaceChildren(renderPlot(options));
}
