/**
 * <cosines-figure>: wires chapter 3's server-rendered figure to its model.
 * One store holds the three vertices; dragging or arrow keys move them, and
 * every change redraws the triangle, both forms of the law with their live
 * numbers, the readouts and the prose numbers.
 */
import { publish } from '../kit/bind';
import { draggable } from '../kit/draggable';
import { translate } from '../kit/frame';
import { createStore } from '../kit/store';
import { FRAME, INITIAL, KEY_STEP, handleLabel, message, place, readouts, type State, type Vertex } from './model';
import { draw } from './view';

const VERTICES: Vertex[] = ['o', 'p', 'q'];

class CosinesFigure extends HTMLElement {
  private readonly text = new Map<string, string>();

  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>({ ...INITIAL });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const handles = Object.fromEntries(
      VERTICES.map((v) => [v, this.querySelector<SVGGElement>(`[data-handle="${v}"]`)!]),
    ) as Record<Vertex, SVGGElement>;
    for (const name of VERTICES) {
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
      for (const name of VERTICES) {
        handles[name].setAttribute('transform', translate(FRAME, s[name]));
        handles[name].setAttribute('aria-label', handleLabel(name, s));
      }
      const r = readouts(s);
      for (const [name, value] of Object.entries(r)) this.say(name, value);
      this.say('note', message(s));
      publish('cosines', r);
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

if (!customElements.get('cosines-figure')) customElements.define('cosines-figure', CosinesFigure);
