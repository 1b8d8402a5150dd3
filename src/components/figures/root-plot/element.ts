/**
 * <root-plot>: wires the scene's handles, the speed slider and the example
 * buttons to one store; every change re-analyses the scene with the library
 * (view.ts `viewOf`) and the kit's figure shell redraws scene, readouts and
 * prose numbers; the chart is the kit's live function plot.
 */
import { mountFigure } from '../../kit/shell/figure';
import { createFnPlot, type FnPlotHandle } from '../../kit/charts/fn-plot';
import { bindPointHandles } from '../../kit/controls/handles';
import { linkScene } from '../../kit/links/scene-link';
import { createStore } from '../../kit/shell/store';
import { SCENE, sceneOf, stateOf } from './scene';
import { publishFigureState } from '../../kit/shell/figure-state';
import { sceneState } from '../../kit/shell/scene-state';
import { FRAME, INITIAL, PRESETS, SPEED, cellScene, preset, type State } from './model';
import { domainsFor, figure, fnSpec, handles, viewOf, type Domains } from './view';
import { bindDescribe } from '../../kit/describe/describe';
import { describeModule } from '../../kit/shell/boot';

class RootPlot extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>({ ...INITIAL });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    // The snippets' rows are parts too (their `agrees` class): the shell writes parts under the whole figure.
    const shell = mountFigure(this, this, figure, 'roots');
    const points = bindPointHandles(this, store, handles, { svg, frame: FRAME });
    const slider = this.querySelector<HTMLInputElement>('input[name="speed"]')!;
    // The chart is the kit's live function plot; its domains hold still while they fit (domainsFor).
    const plot = this.querySelector<HTMLElement>('[data-plot="f"] [data-fnplot]')!;
    let chart: FnPlotHandle | null = null;
    let domains: Domains | undefined;

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

    const described = bindDescribe(this, describeModule<typeof import('./describe')>('root-plot'));
    store.subscribe((s) => {
      const view = viewOf(s);
      points.show(s);
      shell.draw(view);
      described.update(s);
      // Live code cells follow the scene: the shooter is fixed at the origin.
      publishFigureState(this, 'root-plot', sceneState(cellScene(s)));
      domains = domainsFor(view.an, domains);
      const spec = fnSpec(view.an, domains);
      if (chart) chart.update(spec);
      else chart = createFnPlot(plot, spec);
    });
    // A slider value restored by the browser on back/forward navigation.
    if (Number(slider.value) !== INITIAL.speed) readSlider();
    linkScene(this, {
      schema: SCENE,
      read: () => sceneOf(store.get()),
      apply: (v) => {
        slider.value = String(v.speed);
        store.set(stateOf(v));
      },
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('root-plot')) customElements.define('root-plot', RootPlot);
