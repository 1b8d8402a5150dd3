/**
 * <precision-lab>: wires the gap slider to the model. The error curves come
 * from the build (JSON in `data-curve`); each slider step solves one state
 * (textbook, library and the exact BigInt reference) and redraws.
 */
import { publish } from '../kit/bind';
import { createReadouts } from '../kit/dom';
import { plot as renderPlot } from '@observablehq/plot';
import type { PlotOptions } from '../kit/plot';

/** The kit's `mountPlot`, with Plot imported by name so the page does not ship all of Plot. */
function mountPlot(container: Element, options: PlotOptions): void {
  container.replaceChildren(renderPlot(options));
}
import { DIGITS, labState, type CurvePoint, type LabState } from './model';
import { chart, drawMarker, proseValues, readouts } from './view';

interface ScaledChart extends Element {
  scale(name: 'x' | 'y'): { apply(v: number): number };
}

class PrecisionLab extends HTMLElement {
  private mounted: ScaledChart | null = null;
  private curve: CurvePoint[] = [];
  private readonly readout = createReadouts(this);
  private publishTimer = 0;
  private frame = 0;
  private state: LabState | null = null;

  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    this.curve = JSON.parse(this.dataset.curve ?? '[]') as CurvePoint[];
    const input = this.querySelector<HTMLInputElement>('input[type="range"]')!;
    const plot = this.querySelector('[data-plot="errors"]')!;

    // The curves never change: mount the chart once (when idle), then move only its marker.
    const draw = (state: LabState) => {
      const marker = this.mounted?.querySelector('[data-overlay="marker"]');
      if (this.mounted && marker) {
        drawMarker(marker, document, this.mounted.scale('x').apply, this.mounted.scale('y').apply, state);
        return;
      }
      mountPlot(plot, chart(this.curve, state));
      this.mounted = plot.firstElementChild as ScaledChart | null;
    };
    const update = () => {
      const value = Number(input.value);
      const digits = Number.isFinite(value) ? Math.min(Math.max(value, DIGITS.min), DIGITS.max) : DIGITS.initial;
      const state = labState(digits);
      this.state = state;
      const r = readouts(state);
      this.readout.setAll(r);
      input.setAttribute('aria-valuetext', `gap ${r.gap}`);
      this.publishSoon(proseValues(state));
      cancelAnimationFrame(this.frame);
      this.frame = requestAnimationFrame(() => draw(state));
    };
    input.addEventListener('input', update);
    // The browser may have restored a slider position on back/forward navigation.
    if (Number(input.value) !== DIGITS.initial) update();
    else {
      setTimeout(() => {
        if (!this.mounted) draw(this.state ?? labState(DIGITS.initial));
      }, 200);
    }
    this.dataset.ready = 'true';
  }

  /** Prose numbers follow the figure a moment later, so a drag only pays for the figure itself. */
  private publishSoon(values: Record<string, string>): void {
    clearTimeout(this.publishTimer);
    this.publishTimer = window.setTimeout(() => publish('lab', values), 60);
  }
}

if (!customElements.get('precision-lab')) customElements.define('precision-lab', PrecisionLab);
