/**
 * The chart's wiring, loaded as a chunk of its own when the chart comes near
 * the screen or the reader opens the step-through (element.ts): the kit's
 * live function plot (kit/charts/fn-plot.ts, with Observable Plot about 90 KB gzip)
 * on the figure's clock, so its cursor is the scrubber's time both ways
 * (dragging or keying the chart seeks the clock; the kit moves only its
 * cursor overlay). A new scene's spec (chart.ts) is built when the browser
 * is idle, coalesced, never inside a drag's event handler or its frame.
 */
import type { Clock } from '../../kit/time/clock';
import { createFnPlot, type FnPlotHandle, type FnPlotSpec } from '../../kit/charts/fn-plot';
import { chartSpec, type ChartOptions } from './chart';
import { INITIAL, solve, type Solution } from './model';

/** The spec FnPlot.astro drew at build time (QuarticFigure.astro): the kit takes it as already drawn. */
export function buildTimeSpec(): FnPlotSpec {
  return chartSpec(solve(INITIAL), { yScale: 'linear', cursor: 0, step: null });
}

export interface ChartHook {
  /** Redraw for this scene and options (coalesced to one per idle period). */
  request(sol: Solution, options: ChartOptions): void;
}

export function attachChart(root: HTMLElement, clock: Clock, format: (t: number) => string): ChartHook {
  const container = root.querySelector<HTMLElement>('[data-fnplot]')!;
  let pending: { sol: Solution; options: ChartOptions } | null = null;
  let plot: FnPlotHandle | null = null;
  let frame = 0;
  const flush = () => {
    frame = 0;
    if (!pending) return;
    const { sol, options } = pending;
    pending = null;
    // The kit adopts the build-time chart as drawn for the spec it is created with: create it with that one,
    // then show the current scene (it may have changed before the chart's code arrived).
    // The y domain is held while a new scene's fits in it, so a drag redraws the chart in place.
    plot ??= createFnPlot(container, buildTimeSpec(), { clock, format, holdYDomain: 0.5 });
    plot.update(chartSpec(sol, { ...options, cursor: clock.time }));
  };
  return {
    request(sol, options) {
      pending = { sol, options };
      // When the browser is idle (at the latest 120 ms later): a drag's frames never pay for the chart.
      if (frame !== 0) return;
      frame =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(flush, { timeout: 120 })
          : window.setTimeout(flush, 30);
    },
  };
}
