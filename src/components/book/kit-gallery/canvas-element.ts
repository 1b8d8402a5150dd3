/** Wires the canvas layer's gallery entry: P's handle, and the harmonograph drawn on the canvas. */
import type { Vec2 } from '../../../lib';
import { createCanvasLayer } from '../../kit/scene/canvas-layer';
import { setIfChanged, setText } from '../../kit/shell/dom';
import { draggable } from '../../kit/controls/draggable';
import { translate } from '../../kit/scene/frame';
import { CANVAS_FRAME, CANVAS_P0, harmonograph, placeP } from './canvas-model';

const text = (p: Vec2) => `(${p[0].toFixed(2)}, ${p[1].toFixed(2)})`;

class KitCanvasDemo extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const svg = this.querySelector<SVGSVGElement>('svg.canvas-scene')!;
    const handle = svg.querySelector<SVGGElement>('[data-handle="canvas-p"]')!;
    const out = this.querySelector('[data-readout="canvas-p"]')!;
    const layer = createCanvasLayer(svg, CANVAS_FRAME);
    let p: Vec2 = CANVAS_P0;
    const show = () => {
      layer.draw([{ points: harmonograph(p), color: 'var(--link)', width: 0.25 }]);
      setIfChanged(handle, 'transform', translate(CANVAS_FRAME, p));
      setIfChanged(handle, 'aria-label', `Point P at ${text(p)}`);
      setText(out, text(p));
    };
    draggable(handle, {
      svg,
      frame: CANVAS_FRAME,
      step: 0.05,
      get: () => p,
      set: (q) => {
        p = placeP(q);
        show();
      },
    });
    // The canvas has taken over from the build's SVG path.
    svg.querySelector('[data-part="first-trail"]')?.remove();
    show();
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('kit-canvas-demo')) customElements.define('kit-canvas-demo', KitCanvasDemo);
