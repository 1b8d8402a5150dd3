/**
 * <root-plot>: wires the scene's handles, the speed slider and the example
 * buttons to one store; every change re-analyses the scene with the library
 * and redraws scene, chart and readouts.
 */
import { publish } from '../kit/bind';
import { draggable } from '../kit/draggable';
import { clampToFrame, translate } from '../kit/frame';
import { mountPlot } from '../kit/plot';
import { createStore } from '../kit/store';
import { FRAME, INITIAL, PRESETS, SPEED, VELOCITY_SECONDS, analyse, preset, snippets, type State } from './model';
import { chart, drawScene, proseValues, readouts, scene, vecText, velocityTip } from './view';

class RootPlot extends HTMLElement {
  private readonly text = new Map<string, string>();
  private frame = 0;

  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>({ ...INITIAL });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const targetHandle = svg.querySelector<SVGGElement>('[data-handle="target"]')!;
    const velocityHandle = svg.querySelector<SVGGElement>('[data-handle="velocity"]')!;
    const slider = this.querySelector<HTMLInputElement>('input[name="speed"]')!;
    const plot = this.querySelector('[data-plot="f"]')!;

    draggable(targetHandle, {
      svg,
      frame: FRAME,
      get: () => store.get().target,
      set: (p) => store.set({ target: clampToFrame(FRAME, p, 1) }),
    });
    draggable(velocityHandle, {
      svg,
      frame: FRAME,
      get: () => velocityTip(store.get()),
      set: (p) => {
        const s = store.get();
        const tip = clampToFrame(FRAME, p, 0.5);
        store.set({
          velocity: [(tip[0] - s.target[0]) / VELOCITY_SECONDS, (tip[1] - s.target[1]) / VELOCITY_SECONDS],
        });
      },
    });
    const readSlider = () => {
      const v = Number(slider.value);
      if (Number.isFinite(v)) store.set({ speed: Math.min(Math.max(v, SPEED.min), SPEED.max) });
    };
    slider.addEventListener('input', readSlider);
    this.querySelectorAll<HTMLButtonElement>('[data-preset]').forEach((button) => {
      button.addEventListener('click', () => {
        const next = preset(button.dataset.preset as keyof typeof PRESETS);
        slider.value = String(next.speed);
        store.set(next);
      });
    });

    let first = true;
    store.subscribe((s) => {
      const an = analyse(s);
      const answers = snippets(s, an);
      drawScene(svg, scene(s, an));
      targetHandle.setAttribute('transform', translate(FRAME, s.target));
      targetHandle.setAttribute('aria-label', `Target T at ${vecText(s.target)}`);
      velocityHandle.setAttribute('transform', translate(FRAME, velocityTip(s)));
      velocityHandle.setAttribute('aria-label', `Velocity V = ${vecText(s.velocity)} m/s: tip of the arrow`);
      for (const [name, value] of Object.entries(readouts(s, an, answers))) this.say(name, value);
      for (const a of answers) this.querySelector(`[data-snippet="${a.name}"]`)?.classList.toggle('agrees', a.agrees);
      publish('roots', proseValues(s, an));
      if (first) {
        first = false; // the build already drew this state
        return;
      }
      cancelAnimationFrame(this.frame);
      this.frame = requestAnimationFrame(() => mountPlot(plot, chart(an)));
    });
    // A slider value restored by the browser on back/forward navigation.
    if (Number(slider.value) !== INITIAL.speed) readSlider();
    this.dataset.ready = 'true';
  }

  private say(name: string, value: string): void {
    if (this.text.get(name) === value) return;
    this.text.set(name, value);
    this.querySelectorAll(`[data-readout="${name}"]`).forEach((el) => (el.textContent = value));
  }
}

if (!customElements.get('root-plot')) customElements.define('root-plot', RootPlot);
