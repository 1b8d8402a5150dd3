/** Wires the view-plane gallery entry: P dragged parallel to the screen, PageUp/PageDown along the view, orbit, look along OP. */
import { setIfChanged, setText } from '../../kit/shell/dom';
import { draggable, keyStep } from '../../kit/controls/draggable';
import { createLoop, prefersReducedMotion } from '../../kit/time/loop';
import { bindOrbit } from '../../kit/scene/orbit';
import {
  cameraAlong,
  cameraBetween,
  moveAlongView,
  moveOnScreen,
  type Camera,
  type Vec3,
} from '../../kit/scene/projection3d';
import { PLANE_CAMERA, PLANE_POINT, PLANE_SCREEN, PLANE_VIEW, planeScene, planeText } from './view-plane-model';

class KitViewPlaneDemo extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const svg = this.querySelector<SVGSVGElement>('svg')!;
    const handle = svg.querySelector<SVGGElement>('[data-handle="op-point"]')!;
    const sphere = svg.querySelector('[data-part="sphere"]')!;
    const axes = Array.from(svg.querySelectorAll('[data-part="axes"] line'));
    const out = this.querySelector('[data-readout="point"]')!;
    const look = this.querySelector<HTMLButtonElement>('[data-action="look"]')!;
    let camera: Camera = PLANE_CAMERA;
    let p: Vec3 = PLANE_POINT;
    const draw = () => {
      const s = planeScene(camera, p);
      setIfChanged(handle, 'transform', `translate(${s.p.x} ${s.p.y})`);
      setIfChanged(handle, 'aria-label', `Point ${planeText(p)}`);
      for (const [k, v] of Object.entries(s.sphere)) setIfChanged(sphere, k, String(v));
      s.axes.forEach((a, i) => {
        for (const k of ['x1', 'y1', 'x2', 'y2'] as const) setIfChanged(axes[i], k, String(a[k]));
      });
      setText(out, planeText(p));
    };
    draggable(handle, {
      svg,
      frame: PLANE_SCREEN,
      step: PLANE_VIEW.scale * 0.1,
      get: () => planeScene(camera, p).at,
      set: (q) => {
        p = moveOnScreen(camera, p, q[0], PLANE_VIEW.height - q[1], PLANE_VIEW);
        draw();
      },
    });
    handle.addEventListener('keydown', (e) => {
      if (e.key !== 'PageUp' && e.key !== 'PageDown') return;
      e.preventDefault();
      p = moveAlongView(camera, p, keyStep(0.1, e.shiftKey) * (e.key === 'PageUp' ? 1 : -1));
      draw();
    });
    let turn: { from: Camera; to: Camera; f: number } | null = null;
    const loop = createLoop(this, (dt) => {
      if (!turn) return loop.stop();
      turn.f = Math.min(1, turn.f + dt / 0.6);
      camera = cameraBetween(turn.from, turn.to, turn.f);
      draw();
      if (turn.f >= 1) {
        turn = null;
        loop.stop();
      }
    });
    look.addEventListener('click', () => {
      const to = cameraAlong(camera, p);
      if (prefersReducedMotion()) {
        camera = to;
        draw();
      } else {
        turn = { from: camera, to, f: 0 };
        loop.start();
      }
    });
    bindOrbit(svg, {
      get: () => camera,
      set: (c) => {
        turn = null;
        camera = c;
        draw();
      },
      ignore: '.kit-handle',
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('kit-view-plane-demo')) customElements.define('kit-view-plane-demo', KitViewPlaneDemo);
