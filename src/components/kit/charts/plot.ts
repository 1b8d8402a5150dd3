/**
 * Observable Plot in a figure. A figure's view builds Plot options from its
 * model's data (importing marks by name from '@observablehq/plot', so a page
 * ships only the marks it uses); the same options render at build time
 * (PlotFrame.astro, the figure's first state in the HTML) and in the browser
 * (`mountPlot`, or `mountPlotFit` for a chart drawn at its container's width).
 */
import { plot, type PlotOptions } from '@observablehq/plot';
import { CATEGORICAL } from './palette';

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

type Rendered = SVGSVGElement | HTMLElement;
type ColourOptions = { scheme?: unknown; range?: unknown; interpolate?: unknown; type?: unknown };

/**
 * A chart for the book's pages: `renderPlot`, with the book's colours
 * (palette.ts `CATEGORICAL`, theme variables) for a colour scale of categories
 * that names none of its own (no scheme, range or type), such as a notebook
 * cell's `stroke: 'series'`. Plot's default scheme is drawn for white paper:
 * its yellow and teal fall under 3:1 on the light theme. Charts leaving the
 * book (Jupyter) use `renderPlot`, whose colours need no stylesheet.
 */
export function renderBookPlot(options: PlotOptions): Rendered {
  const chart = renderPlot(options);
  const own = (options.color ?? {}) as ColourOptions;
  if (own.scheme !== undefined || own.range !== undefined || own.interpolate !== undefined || own.type !== undefined)
    return chart;
  const scale = (chart as { scale?: (name: string) => { type?: string; domain?: unknown[] } | undefined }).scale;
  const colour = typeof scale === 'function' ? scale.call(chart, 'color') : undefined;
  const categories = colour?.domain?.length ?? 0;
  if (!colour || (colour.type !== 'ordinal' && colour.type !== 'categorical') || categories > CATEGORICAL.length)
    return chart;
  return renderPlot({ ...options, color: { ...options.color, range: [...CATEGORICAL] } });
}

/** Draw (or redraw) a chart into `container`, replacing what was there. */
export function mountPlot(container: Element, options: PlotOptions): void {
  container.replaceChildren(renderBookPlot(options));
}

/**
 * Draw (or redraw) a chart into `container` at the container's width when it
 * is narrower than the chart's own (kit/charts/fit.ts), at the chart's height (drawn by `at` for that width
 * when given):
 * a chart the build drew (PlotFrame.astro) is replaced at the same height, so
 * nothing below it moves. Reads the container's width (a layout).
 */
export function mountPlotFit(container: Element, options: PlotOptions, at?: (width: number) => PlotOptions): void {
  // fit.ts `fitWidth`, written out: imported here and by fn-plot.ts, fit.ts would be a chunk of its own.
  const want = options.width ?? 640;
  const have = container.clientWidth;
  const width = have > 120 && have < want ? Math.floor(have) : want;
  container.classList.remove('kit-chart-fit');
  // Narrower than its own, a chart may say less (fewer ticks): `at` draws it for that width, as PlotFrame's `at`.
  container.replaceChildren(renderBookPlot(at && width !== want ? { ...at(width), width } : { ...options, width }));
}
