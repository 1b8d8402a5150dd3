/**
 * <saving-chart>: chapter 11's saving chart, explored by keys and heard
 * (issue 41). The chart is the build's (SavingChart.astro); this binds its
 * keys, drag and Play button (kit/charts/plot-explore.ts) to the chart's
 * lines as the library computes them (saving-heard.ts). The cursor is the
 * chart's own: the chart has no scene to move.
 */
import { explorePlot } from '../../kit/charts/plot-explore';
import { savingHeard } from './saving-heard';

class SavingChart extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const chart = savingHeard();
    explorePlot(this.querySelector<HTMLElement>('[data-heard]')!, { spec: () => chart });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('saving-chart')) customElements.define('saving-chart', SavingChart);
