/**
 * <root-plot>: wires the scene's handles, the speed slider and the example
 * buttons to one store; every change re-analyses the scene with the library
 * and redraws scene, chart and readouts.
 */
import { publish } from '../kit/bind';
import { createReadouts, setIfChanged } from '../kit/dom';
import { draggable } from '../kit/draggable';
import { translate } from '../kit/frame';
import { createFnPlot, type FnPlotHandle } from '../kit/fn-plot';
import { createStore } from '../kit/store';
import { publishFigureState, sceneState } from '../notebook/protocol';
import {
  FRAME,
  INITIAL,
  PRESETS,
  SHOOTER,
  SPEED,
  VELOCITY_SECONDS,
  analyse,
  place,
  preset,
  snippets,
  type State,
} from './model';
import {
  domainsFor,
  drawScene,
  fnSpec,
  proseValues,
  readouts,
  scene,
  vecText,
  velocityTip,
  type Domains,
} from './view';

class RootPlot extends HTMLElement {
  private readonly readout = createReadouts(this);
  private publishTimer = 0;
  private domains: Domains | null = null;

  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>({ ...INITIAL });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const targetHandle = svg.querySelector<SVGGElement>('[data-handle="target"]')!;
    const velocityHandle = svg.querySelector<SVGGElement>('[data-handle="velocity"]')!;
    const slider = this.querySelector<HTMLInputElement>('input[name="speed"]')!;
    // The chart is the kit's live function plot; its domains hold still while they fit (domainsFor).
    const plot = this.querySelector<HTMLElement>('[data-plot="f"] [data-fnplot]')!;
    let chart: FnPlotHandle | null = null;

    draggable(targetHandle, {
      svg,
      frame: FRAME,
      get: () => store.get().target,
      set: (p) => store.set({ target: place(p) }),
    });
    draggable(velocityHandle, {
      svg,
      frame: FRAME,
      get: () => velocityTip(store.get()),
      set: (p) => {
        const s = store.get();
        const tip = place(p);
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

    store.subscribe((s) => {
      const an = analyse(s);
      const answers = snippets(s, an);
      drawScene(svg, scene(s, an));
      setIfChanged(targetHandle, 'transform', translate(FRAME, s.target));
      setIfChanged(targetHandle, 'aria-label', `Target T at ${vecText(s.target)}`);
      setIfChanged(velocityHandle, 'transform', translate(FRAME, velocityTip(s)));
      setIfChanged(velocityHandle, 'aria-label', `Velocity V = ${vecText(s.velocity)} m/s: tip of the arrow`);
      this.readout.setAll(readouts(s, an, answers));
      for (const a of answers) this.querySelector(`[data-snippet="${a.name}"]`)?.classList.toggle('agrees', a.agrees);
      this.publishSoon(proseValues(s, an));
      // Live code cells follow the scene: the shooter is fixed at the origin.
      publishFigureState(this, 'root-plot', sceneState({ ...s, shooter: SHOOTER }));
      this.domains = domainsFor(an, this.domains ?? undefined);
      const spec = fnSpec(an, this.domains);
      if (chart) chart.update(spec);
      else chart = createFnPlot(plot, spec);
    });
    // A slider value restored by the browser on back/forward navigation.
    if (Number(slider.value) !== INITIAL.speed) readSlider();
    this.dataset.ready = 'true';
  }

  /** Prose numbers follow the figure a moment later, so a drag only pays for the figure itself. */
  private publishSoon(values: Record<string, string>): void {
    clearTimeout(this.publishTimer);
    this.publishTimer = window.setTimeout(() => publish('roots', values), 60);
  }
}

if (!customElements.get('root-plot')) customElements.define('root-plot', RootPlot);
