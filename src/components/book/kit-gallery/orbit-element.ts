/** Wires the 3D projection's gallery entry: the camera, orbited by drag and keys, and the edges redrawn from it. */
import { setIfChanged, setText } from '../../kit/shell/dom';
import { bindOrbit } from '../../kit/scene/orbit';
import type { Camera } from '../../kit/scene/projection3d';
import { ORBIT_CAMERA, cameraText, orbitScene } from './orbit-model';

const SVG_NS = 'http://www.w3.org/2000/svg';

class KitOrbitDemo extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const svg = this.querySelector<SVGSVGElement>('svg.orbit-scene')!;
    const g = svg.querySelector('[data-part="edges"]')!;
    const out = this.querySelector('[data-readout="camera"]')!;
    const perspective = this.querySelector<HTMLInputElement>('input[name="perspective"]')!;
    let camera: Camera = { ...ORBIT_CAMERA, mode: perspective.checked ? 'perspective' : 'orthographic' };
    const draw = () => {
      const edges = orbitScene(camera);
      while (g.childElementCount < edges.length) g.appendChild(document.createElementNS(SVG_NS, 'line'));
      while (g.childElementCount > edges.length) g.lastElementChild!.remove();
      edges.forEach((e, i) => {
        const line = g.children[i];
        for (const [k, v] of [
          ['x1', e.x1],
          ['y1', e.y1],
          ['x2', e.x2],
          ['y2', e.y2],
          ['class', e.kind],
          ['stroke-width', e.width],
          ['stroke-opacity', e.opacity],
        ] as const)
          setIfChanged(line, k, String(v));
      });
      const text = cameraText(camera);
      setText(out, text);
      setIfChanged(svg, 'aria-label', `A cube and its axes, ${text}. Arrow keys rotate.`);
    };
    bindOrbit(svg, {
      get: () => camera,
      set: (c) => {
        camera = c;
        draw();
      },
    });
    perspective.addEventListener('change', () => {
      camera = { ...camera, mode: perspective.checked ? 'perspective' : 'orthographic' };
      draw();
    });
    draw();
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('kit-orbit-demo')) customElements.define('kit-orbit-demo', KitOrbitDemo);
