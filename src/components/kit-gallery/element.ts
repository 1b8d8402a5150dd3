/** Wires the kit gallery: one store, every block reading from it. */
import { publisher } from '../kit/bind';
import { createReadouts, setIfChanged } from '../kit/dom';
import { clampToFrame } from '../kit/frame';
import { bindHandles } from '../kit/handles';
import { createNumberBox } from '../kit/numberbox';
import { mountPlot } from '../kit/plot';
import { createScrubber } from '../kit/scrubber';
import { createStore } from '../kit/store';
import { DURATION, FRAME, INITIAL, type State } from './model';
import { arrowD, chart, readouts } from './view';

class KitGallery extends HTMLElement {
  connectedCallback(): void {
    const store = createStore<State>({ ...INITIAL });
    const svg = this.querySelector<SVGSVGElement>('svg.scene')!;
    const handles = bindHandles(this, store, ['p'], {
      svg,
      frame: FRAME,
      place: (p) => clampToFrame(FRAME, p, 0.5),
      label: (_, s) => `Point P at ${readouts(s).p}`,
    });
    createNumberBox(this.querySelector('[data-numberbox="a"]')!, { label: 'a', min: -5, max: 5 }, (a) =>
      store.set({ a }),
    );
    createScrubber(this.querySelector('[data-scrubber]')!, { duration: DURATION, onTime: (t) => store.set({ t }) });

    const plot = this.querySelector('[data-plot="chart"]')!;
    const arrow = this.querySelector('[data-part="arrow"]')!;
    const readout = createReadouts(this);
    const prose = publisher(this, 'gallery');
    store.subscribe((s) => {
      handles.show(s);
      setIfChanged(arrow, 'd', arrowD(s));
      const r = readouts(s);
      readout.setAll(r);
      prose({ length: r.length });
      mountPlot(plot, chart(s));
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('kit-gallery')) customElements.define('kit-gallery', KitGallery);
