/**
 * The Plot side of chapter 10's figure, loaded when the reader reaches for it:
 * until then the chart in the page is the build's, so readers who only read
 * never load Plot.
 */
import { mountPlotFit } from '../../kit/charts/plot';
import { chart } from './chart';
import type { Solution } from './model';

/** Draw (or redraw) the miss-against-frame-rate chart into `container`, at its width and the build's height. */
export function mountChart(container: Element, sol: Solution, rate: number): void {
  mountPlotFit(container, chart(sol, rate), (width) => chart(sol, rate, width));
}
