/**
 * <precision-lab>: wires the gap slider to the model. The error curves come
 * from the build (JSON in `data-curve`); each slider step solves one state
 * (textbook, library and the exact BigInt reference) and redraws.
 */
import { publish } from '../kit/bind';
import { mountPlot } from '../kit/plot';
import { DIGITS, labState, type CurvePoint, type LabState } from './model';
import { chart, proseValues, readouts } from './view';

class PrecisionLab extends HTMLElement {
  private curve: CurvePoint[] = [];
  private readonly text = new Map<string, string>();
  private frame = 0;
  private state: LabState | null = null;

  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    this.curve = JSON.parse(this.dataset.curve ?? '[]') as CurvePoint[];
    const input = this.querySelector<HTMLInputElement>('input[type="range"]')!;
    const plot = this.querySelector('[data-plot="errors"]')!;

    const update = (draw: boolean) => {
      const value = Number(input.value);
      const digits = Number.isFinite(value) ? Math.min(Math.max(value, DIGITS.min), DIGITS.max) : DIGITS.initial;
      const state = labState(digits);
      this.state = state;
      const r = readouts(state);
      for (const [name, text] of Object.entries(r)) this.say(name, text);
      input.setAttribute('aria-valuetext', `gap ${r.gap}`);
      publish('lab', proseValues(state));
      if (draw) mountPlot(plot, chart(this.curve, state));
    };
    input.addEventListener('input', () => {
      // Numbers at once; the chart once per frame, however fast the slider moves.
      update(false);
      cancelAnimationFrame(this.frame);
      this.frame = requestAnimationFrame(() => {
        if (this.state) mountPlot(plot, chart(this.curve, this.state));
      });
    });
    // The browser may have restored a slider position on back/forward navigation.
    if (Number(input.value) !== DIGITS.initial) update(true);
    this.dataset.ready = 'true';
  }

  private say(name: string, value: string): void {
    if (this.text.get(name) === value) return;
    this.text.set(name, value);
    this.querySelectorAll(`[data-readout="${name}"]`).forEach((el) => (el.textContent = value));
  }
}

if (!customElements.get('precision-lab')) customElements.define('precision-lab', PrecisionLab);
