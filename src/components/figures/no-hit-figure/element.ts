/**
 * <no-hit-figure>: wires the S, T and V handles, the speed, gravity and clamp
 * boxes, the buttons, the clock with its scrubber and the two charts to one
 * store. A drag or a typed value re-solves with the library (model.solve →
 * `fallbacks`); the clock only redraws the moment. Everything drawn comes
 * from view.ts through the kit's figure shell.
 */
import { createClock } from '../../kit/time/clock';
import { setIfChanged } from '../../kit/shell/dom';
import { mountFigure } from '../../kit/shell/figure';
import { publishFigureState } from '../../kit/shell/figure-state';
import { bindPointHandles } from '../../kit/controls/handles';
import { whenNear } from '../../kit/shell/near';
import { bindNumberBoxes } from '../../kit/controls/numberbox';
import { linkClockScene } from '../../kit/links/scene-link';
import { bindScrubber, snapWhileScrubbing } from '../../kit/time/scrubber';
import { createStore } from '../../kit/shell/store';
import type { ChartHook } from './chart-hook';
import { ACTIONS, BOXES, FRAME, INITIAL, START_TIME, copy, figureState, momentAt, snapTime, solve } from './model';
import type { Solution, State } from './model';
import { SCENE, sceneOf, stateOf } from './scene';
import { figure, handles } from './view';
import { clockText } from '../../kit/text/format';
import { bindDescribe } from '../../kit/describe/describe';
import { describeModule } from '../../kit/shell/boot';

class NoHitFigure extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>(copy(INITIAL));
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const shell = mountFigure(this, svg, figure, 'nohit');
    const points = bindPointHandles(this, store, handles, { svg, frame: FRAME });
    let sol: Solution = solve(store.get());
    const clock = createClock({ duration: sol.duration, time: START_TIME, element: this });
    const scrubber = this.querySelector<HTMLElement>('[data-scrubber]')!;
    bindScrubber(scrubber, clock);
    // Scrubbing by hand near a fallback's closest pass lands on it exactly.
    snapWhileScrubbing(scrubber, clock, (t) => snapTime(t, sol, sol.duration / 100));

    // The charts' code (the kit's function plot, then Observable Plot) loads when they come near the screen.
    let charts: ChartHook | null = null;
    whenNear(
      this.querySelector('[data-part="charts"]')!,
      () =>
        void import('./chart-hook').then((m) => {
          charts ??= m.attachCharts(this, clock, clockText);
          this.dataset.chart = 'live';
          charts.request(sol);
        }),
    );

    const described = bindDescribe(this, describeModule<typeof import('./describe')>('no-hit-figure'));
    const draw = () => {
      const s = store.get();
      const view = { s, sol, m: momentAt(s, sol, clock.time) };
      shell.draw(view);
      described.update(view);
    };
    let lastTime = clock.time;
    clock.subscribe((c) => {
      if (c.time === lastTime) return;
      lastTime = c.time;
      draw();
    });

    // Number boxes: a bad value shows its message and the figure keeps the last good state.
    const boxes = bindNumberBoxes(this, store, BOXES);
    for (const [name, make] of Object.entries(ACTIONS))
      this.querySelector<HTMLButtonElement>(`[data-action="${name}"]`)!.addEventListener('click', () =>
        store.set((s) => make(s, sol)),
      );

    store.subscribe((s) => {
      sol = solve(s);
      points.show(s);
      boxes.show(s);
      setIfChanged(this, 'data-verdict', sol.fb.hit ? 'hit' : 'no-hit');
      // Live code cells follow the scene, never the clock.
      publishFigureState(this, 'no-hit-figure', figureState(s));
      clock.setDuration(sol.duration);
      lastTime = clock.time;
      draw();
      charts?.request(sol);
    });
    linkClockScene(this, clock, {
      schema: SCENE,
      read: (time) => sceneOf(store.get(), time),
      apply: (v) => store.set(stateOf(v)),
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('no-hit-figure')) customElements.define('no-hit-figure', NoHitFigure);
