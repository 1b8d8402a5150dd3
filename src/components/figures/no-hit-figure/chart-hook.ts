/**
 * The two charts' wiring, loaded when the charts come near the screen: the
 * kit's live function plots on the figure's clock, so each cursor is the
 * scrubber's time both ways (dragging or keying a chart seeks the clock). A
 * new scene's specs are built when the browser is idle, coalesced, never in
 * a drag's frame. The first state was drawn at build time (FnPlot.astro)
 * from the same specs of the first scene.
 */
import type { Clock } from '../../kit/time/clock';
import { createFnPlot, type FnPlotHandle } from '../../kit/charts/fn-plot';
import { gapSpec, polySpec } from './chart';
import { INITIAL, solve, type Solution } from './model';

export interface ChartHook {
  request(sol: Solution): void;
}

export function attachCharts(root: HTMLElement, clock: Clock, format: (t: number) => string): ChartHook {
  const gapEl = root.querySelector<HTMLElement>('.chart-gap[data-fnplot]')!;
  const polyEl = root.querySelector<HTMLElement>('.chart-poly[data-fnplot]')!;
  const first = solve(INITIAL);
  let gap: FnPlotHandle | null = null;
  let poly: FnPlotHandle | null = null;
  let pending: Solution | null = null;
  let frame = 0;
  const flush = () => {
    frame = 0;
    if (!pending) return;
    const sol = pending;
    pending = null;
    gap ??= createFnPlot(gapEl, gapSpec(first, 0), { clock, format, holdYDomain: 0.5 });
    poly ??= createFnPlot(polyEl, polySpec(first, 0), { clock, format, holdYDomain: 0.5 });
    gap.update(gapSpec(sol, clock.time));
    poly.update(polySpec(sol, clock.time));
  };
  return {
    request(sol) {
      pending = sol;
      if (frame !== 0) return;
      frame =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(flush, { timeout: 120 })
          : window.setTimeout(flush, 30);
    },
  };
}
