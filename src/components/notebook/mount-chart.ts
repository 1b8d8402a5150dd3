/** Browser side: draw a chart output (loaded only when a run returns a chart, with Plot). */
import { mountPlot } from '../kit/charts/plot';
import { plotOptions } from './chart';
import type { ChartSpec } from './chart-spec';

export function mountChart(el: HTMLElement, spec: ChartSpec): void {
  try {
    mountPlot(el, plotOptions(spec));
    // The container is the image (role="img" with a label); Plot's labels on groups are not allowed there.
    el.querySelectorAll('g[aria-label]').forEach((g) => g.removeAttribute('aria-label'));
  } catch (e) {
    el.textContent = `The chart could not be drawn: ${(e as Error)?.message ?? String(e)}`;
    el.classList.add('nb-error');
  }
}
