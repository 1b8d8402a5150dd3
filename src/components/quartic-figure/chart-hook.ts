/**
 * The chart's wiring: builds the spec (chart.ts) at most once per animation
 * frame, never inside a drag's event handler. The drawing itself is the
 * kit's live function plot (kit/fn-plot.ts), which is not merged yet: until
 * it is, the spec is built and kept (data-spec-title on the chart's
 * container, for the tests) and nothing is drawn.
 */
import type { Clock } from '../kit/clock';
import { chartSpec, type ChartOptions } from './chart';
import type { FnPlotSpec } from './fn-plot-contract';
import type { Solution } from './model';

export interface ChartHook {
  /** Redraw for this scene and options (coalesced to one per frame). */
  request(sol: Solution, options: ChartOptions): void;
  /** Move the time cursor only. */
  cursor(t: number): void;
  /** The last spec built. */
  readonly spec: FnPlotSpec | null;
}

export function attachChart(root: HTMLElement, clock: Clock): ChartHook {
  const container = root.querySelector<HTMLElement>('[data-part="chart"]')!;
  let pending: { sol: Solution; options: ChartOptions } | null = null;
  let last: { sol: Solution; options: ChartOptions } | null = null;
  let spec: FnPlotSpec | null = null;
  let frame = 0;
  void clock;
  const flush = () => {
    frame = 0;
    if (!pending) return;
    last = pending;
    pending = null;
    spec = chartSpec(last.sol, last.options);
    container.dataset.specTitle = spec.title;
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(flush);
  };
  return {
    request(sol, options) {
      pending = { sol, options };
      schedule();
    },
    cursor(t) {
      if (!last && !pending) return;
      const base = pending ?? last!;
      pending = { sol: base.sol, options: { ...base.options, cursor: t } };
      schedule();
    },
    get spec() {
      return spec;
    },
  };
}
