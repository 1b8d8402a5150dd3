/**
 * <integrator-figure>: wires chapter 10's figure to its model. One store holds
 * the scene (S, T, V, s, g), the frame rate and the two toggles; every change
 * re-solves with the library (the aim and four flights of up to a few
 * thousand frames: well under a millisecond) and redraws through the kit's
 * shell. The chart (Observable Plot) loads when the reader reaches for
 * the figure; its sweep over 25 frame rates and its drawing follow once the
 * input rests, never inside the input's event or frame, so a drag or a slider
 * step never waits for it.
 * Bad input in a box: its message, and the figure keeps the last good state.
 */
import { setIfChanged } from '../../kit/shell/dom';
import { mountFigure } from '../../kit/shell/figure';
import { bindPointHandles } from '../../kit/controls/handles';
import { bindNumberBoxes } from '../../kit/controls/numberbox';
import { linkScene } from '../../kit/links/scene-link';
import { createStore } from '../../kit/shell/store';
import { afterRest } from '../../kit/time/rest';
import { SCENE, sceneOf, stateOf } from './scene';
import { publishFigureState } from '../../kit/shell/figure-state';
import {
  FRAME,
  GRAVITY_RULE,
  INITIAL,
  RATE_RULE,
  SPEED_RULE,
  clampRate,
  figureState,
  sameSweep,
  solve,
  withSweep,
  type Solution,
  type State,
} from './model';
import { figure, handles, type View } from './view';
import { bindDescribe } from '../../kit/describe/describe';
import { describeModule } from '../../kit/shell/boot';
import { explorePlot } from '../../kit/charts/plot-explore';
import { heardChart } from './heard';

/** How long the input must rest before the chart is re-solved and redrawn (ms). */
const CHART_REST_MS = 120;

class IntegratorFigure extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>({ ...INITIAL });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const shell = mountFigure(this, this, figure, 'integrator');
    const points = bindPointHandles(svg, store, handles, { svg, frame: FRAME });
    const slider = this.querySelector<HTMLInputElement>('input[name="rate"]')!;
    const compensated = this.querySelector<HTMLInputElement>('input[name="compensated"]')!;
    const falling = this.querySelector<HTMLInputElement>('input[name="falling"]')!;
    const plot = this.querySelector<HTMLElement>('[data-plot="misses"]')!;

    // The typed rate's box is "rate-box": the slider is the input named "rate".
    const boxes = bindNumberBoxes(
      this,
      store,
      { rate: RATE_RULE, speed: SPEED_RULE, gravity: GRAVITY_RULE },
      { rate: 'rate-box' },
    );
    slider.addEventListener('input', () => store.set({ rate: clampRate(Number(slider.value)) }));
    compensated.addEventListener('change', () => store.set({ compensated: compensated.checked }));
    falling.addEventListener('change', () => store.set({ falling: falling.checked }));
    this.querySelector<HTMLButtonElement>('[data-action="reset"]')!.addEventListener('click', () =>
      store.set({ ...INITIAL }),
    );

    // The chart: Plot loads on the reader's first approach. The chart's sweep (100 misses) and its drawing
    // wait until the input rests (CHART_REST_MS), so a drag or a slider step pays only for the four flights.
    let renderer: Promise<typeof import('./render')> | null = null;
    const loadRenderer = () => (renderer ??= import('./render'));
    for (const type of ['pointerover', 'focusin'] as const)
      this.addEventListener(type, () => void loadRenderer(), { once: true, passive: true });
    const chartLater = afterRest(CHART_REST_MS, (s: State) => {
      void loadRenderer().then(({ mountChart }) => {
        if (store.get() !== s) return;
        sol = withSweep(s, sol);
        shell.draw({ s, sol });
        mountChart(plot, sol, s.rate);
        plot.dataset.state = 'drawn';
        heard.update();
      });
    });

    let first = true;
    let sol: Solution = solve(store.get());
    let last: State | null = null;
    const described = bindDescribe(this, describeModule<typeof import('./describe')>('integrator-figure'));
    // The chart explored by keys and heard (kit/charts/plot-explore.ts): its cursor is the frame rate, whole hertz.
    let heardAt: { sol: Solution; rate: number; chart: ReturnType<typeof heardChart> } | null = null;
    const heard = explorePlot(this.querySelector<HTMLElement>('[data-heard="misses"]')!, {
      spec: () => {
        const rate = store.get().rate;
        if (heardAt?.sol !== sol || heardAt.rate !== rate) heardAt = { sol, rate, chart: heardChart(sol, rate) };
        return heardAt.chart;
      },
      seek: (t) => {
        const rate = clampRate(t);
        if (rate !== store.get().rate) store.set({ rate });
        return rate;
      },
      step: 1,
      legend: this.querySelector<HTMLElement>('[data-fnplot-legend]')!,
    });

    store.subscribe((s) => {
      // A new frame rate alone keeps the chart's sweep (its misses do not depend on it): the chart and its sound follow at once.
      if (!first) {
        const before = sol;
        sol = solve(s, false);
        if (last && sameSweep(last, s) && before.ok && before.sweep && sol.ok)
          sol = { ...sol, sweep: before.sweep, slopes: before.slopes };
      }
      const view: View = { s, sol };
      shell.draw(view);
      described.update(view);
      points.show(s);
      // Controls are written only when their value changed: an unchanged write still costs the page a style pass.
      if (s.rate !== last?.rate) {
        if (slider.value !== String(clampRate(s.rate))) slider.value = String(clampRate(s.rate));
        setIfChanged(slider, 'aria-valuetext', `${s.rate} frames per second`);
      }
      boxes.show(s);
      if (compensated.checked !== s.compensated) compensated.checked = s.compensated;
      if (falling.checked !== s.falling) falling.checked = s.falling;
      setIfChanged(plot, 'data-hit', sol.ok ? 'true' : 'false');
      if (!first) {
        setIfChanged(plot, 'data-state', 'pending');
        chartLater(s);
      }
      last = s;
      first = false;
      heard.update();
      publishFigureState(this, 'integrator-figure', figureState(s));
    });
    linkScene(this, { schema: SCENE, read: () => sceneOf(store.get()), apply: (v) => store.set(stateOf(v)) });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('integrator-figure')) customElements.define('integrator-figure', IntegratorFigure);
