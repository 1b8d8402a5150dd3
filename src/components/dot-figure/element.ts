/**
 * <dot-figure>: wires chapter 2's server-rendered figure to its model. One
 * store holds A and B; dragging or arrow keys change them, and every change
 * redraws the figure, its formulas, its readouts and the prose numbers.
 */
import { publish } from '../kit/bind';
import { draggable } from '../kit/draggable';
import { translate } from '../kit/frame';
import { createStore } from '../kit/store';
import { FRAME, INITIAL, KEY_STEP, derive, handleLabel, message, place, readouts, type State } from './model';
import { draw } from './view';

class DotFigure extends HTMLElement {
  private readonly text = new Map<string, string>();

  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>({ ...INITIAL });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const handles = {
      a: this.querySelector<SVGGElement>('[data-handle="a"]')!,
      b: this.querySelector<SVGGElement>('[data-handle="b"]')!,
    };
    for (const name of ['a', 'b'] as const) {
      draggable(handles[name], {
        svg,
        frame: FRAME,
        step: KEY_STEP,
        coarseStep: KEY_STEP * 5,
        get: () => store.get()[name],
        set: (p) => store.set({ [name]: place(p) }),
      });
    }
    store.subscribe((s) => {
      draw(svg, s);
      for (const name of ['a', 'b'] as const) {
        handles[name].setAttribute('transform', translate(FRAME, s[name]));
        handles[name].setAttribute('aria-label', handleLabel(name, s));
      }
      this.dataset.kind = derive(s).kind;
      const r = readouts(s);
      for (const [name, value] of Object.entries(r)) this.say(name, value);
      this.say('note', message(s));
      publish('dot', r);
    });
    this.dataset.ready = 'true';
  }

  /** Set a readout's text, touching the DOM only when it changes. */
  private say(readout: string, value: string): void {
    if (this.text.get(readout) === value) return;
    this.text.set(readout, value);
    this.querySelectorAll(`[data-readout="${readout}"]`).forEach((el) => (el.textContent = value));
  }
}

if (!customElements.get('dot-figure')) customElements.define('dot-figure', DotFigure);
