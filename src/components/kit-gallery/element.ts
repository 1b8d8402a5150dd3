/** Wires the kit gallery: one store, every block reading from it. */
import { publish } from '../kit/bind';
import { draggable } from '../kit/draggable';
import { clampToFrame, translate } from '../kit/frame';
import { createNumberBox } from '../kit/numberbox';
import { mountPlot } from '../kit/plot';
import { createScrubber } from '../kit/scrubber';
import { createStore } from '../kit/store';
import { DURATION, FRAME, INITIAL, type State } from './model';
import { arrowD, chart, readouts } from './view';

class KitGallery extends HTMLElement {
  connectedCallback(): void {
    const store = createStore<State>({ ...INITIAL });
    const handle = this.querySelector<SVGGElement>('[data-handle="p"]')!;
    const svg = handle.ownerSVGElement!;
    draggable(handle, {
      svg,
      frame: FRAME,
      get: () => store.get().p,
      set: (p) => store.set({ p: clampToFrame(FRAME, p, 0.5) }),
    });
    createNumberBox(this.querySelector('[data-numberbox="a"]')!, { label: 'a', min: -5, max: 5 }, (a) =>
      store.set({ a }),
    );
    createScrubber(this.querySelector('[data-scrubber]')!, { duration: DURATION, onTime: (t) => store.set({ t }) });

    const plot = this.querySelector('[data-plot="chart"]')!;
    store.subscribe((s) => {
      handle.setAttribute('transform', translate(FRAME, s.p));
      const r = readouts(s);
      handle.setAttribute('aria-label', `Point P at ${r.p}`);
      this.querySelector('[data-part="arrow"]')!.setAttribute('d', arrowD(s));
      for (const [name, text] of Object.entries(r)) {
        this.querySelectorAll(`[data-readout="${name}"]`).forEach((el) => (el.textContent = text));
      }
      publish('gallery', { length: r.length });
      mountPlot(plot, chart(s));
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('kit-gallery')) customElements.define('kit-gallery', KitGallery);
