/**
 * The Plot side of chapter 10's figure, loaded when the reader reaches for it:
 * until then the chart in the page is the build's, so readers who only read
 * never load Plot.
 */
import { plot } from '@observablehq/plot';
import { stripMarkLabels } from '../../kit/charts/plot';
import { chart } from './chart';
import type { Solution } from './model';

/** Draw (or redraw) the miss-against-frame-rate chart into `container`. */
export function mountChart(container: Element, sol: Solution, rate: number): void {
  container.replaceChildren(stripMarkLabels(plot(chart(sol, rate))));
}
