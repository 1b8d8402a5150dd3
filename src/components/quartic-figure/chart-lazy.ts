/**
 * The chart's code (the kit's live function plot and Observable Plot, about
 * 90 KB gzip) loads only when the chart comes near the screen or the reader
 * opens the step-through: the page's first JavaScript stays within its
 * budget, and the chart's first state is in the HTML already (FnPlot.astro).
 * Until then the latest request is kept and replayed once the code is in.
 */
import type { Clock } from '../kit/clock';
import { whenNear } from '../kit/near';
import type { ChartOptions } from './chart';
import type { ChartHook } from './chart-hook';
import type { Solution } from './model';

export interface LazyChart {
  /** Redraw for this scene and options (kept until the chart's code is loaded). */
  request(sol: Solution, options: ChartOptions): void;
  /** Load the chart's code now. */
  load(): Promise<void>;
}

export function lazyChart(root: HTMLElement, clock: Clock, format: (t: number) => string): LazyChart {
  const container = root.querySelector<HTMLElement>('[data-fnplot]')!;
  let real: ChartHook | null = null;
  let pending: { sol: Solution; options: ChartOptions } | null = null;
  let loading: Promise<void> | null = null;
  const load = () => {
    loading ??= import('./chart-hook').then((m) => {
      real = m.attachChart(root, clock, format);
      root.dataset.chart = 'live';
      if (pending) real.request(pending.sol, pending.options);
    });
    return loading;
  };
  whenNear(container, () => void load());
  return {
    request(sol, options) {
      pending = { sol, options };
      real?.request(sol, options);
    },
    load,
  };
}
