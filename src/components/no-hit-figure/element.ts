/**
 * <no-hit-figure>: wires the S, T and V handles, the speed, gravity and clamp
 * boxes, the clock with its scrubber and the two charts to one store. A drag
 * or a typed value re-solves with the library (model.solve → `fallbacks`);
 * the clock only redraws the moment. Everything drawn comes from view.ts
 * through the kit's figure shell.
 */
import { createClock } from '../kit/clock';
import { setIfChanged } from '../kit/dom';
import { mountFigure } from '../kit/figure';
import { bindPointHandles } from '../kit/handles';
import { createNumberBox } from '../kit/numberbox';
import { whenNear } from '../kit/near';
import { bindScrubber } from '../kit/scrubber';
import { linkScene } from '../kit/scene-link';
import { createStore } from '../kit/store';
import { SCENE, sceneOf, stateOf } from './scene';
import { publishFigureState } from '../kit/figure-state';
import type { ChartHook } from './chart-hook';
import {
  CLAMP_RULE,
  FRAME,
  GRAVITY_RULE,
  INITIAL,
  SPEED_RULE,
  START_TIME,
  figureState,
  momentAt,
  snapTime,
  solve,
  type Solution,
  type State,
} from './model';
import { figure, handles, timeText } from './view';

const copy = (s: State): State => ({
  ...s,
  shooter: [...s.shooter],
  target: [...s.target],
  velocity: [...s.velocity],
});

class NoHitFigure extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>(copy(INITIAL));
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const shell = mountFigure(this, svg, figure, 'nohit');
    const points = bindPointHandles(this, store, handles, { svg, frame: FRAME });
    let sol: Solution = solve(store.get());
    const clock = createClock({ duration: sol.duration, time: START_TIME, element: this });
    const scrubRoot = this.querySelector<HTMLElement>('[data-scrubber]')!;
    bindScrubber(scrubRoot, clock, timeText);

    // The charts' code (the kit's function plot, then Observable Plot) loads when they come near the screen.
    let charts: ChartHook | null = null;
    const chartsRoot = this.querySelector<HTMLElement>('[data-part="charts"]')!;
    const loadCharts = () =>
      void import('./chart-hook').then((m) => {
        charts ??= m.attachCharts(this, clock, timeText);
        this.dataset.chart = 'live';
        charts.request(sol);
      });
    whenNear(chartsRoot, loadCharts);

    const render = () => {
      const s = store.get();
      shell.draw({ s, sol, m: momentAt(s, sol, clock.time) });
    };
    let lastTime = clock.time;
    clock.subscribe((c) => {
      if (c.time === lastTime) return;
      lastTime = c.time;
      render();
    });
    // Scrubbing by hand near a fallback's closest pass lands on it exactly.
    const range = scrubRoot.querySelector<HTMLInputElement>('input[type="range"]')!;
    range.addEventListener('input', () => {
      const snapped = snapTime(clock.time, sol, sol.duration / 100);
      if (snapped !== clock.time) clock.seek(snapped);
    });

    const box = (name: string, rule: typeof SPEED_RULE, key: 'speed' | 'gravity' | 'clamp') =>
      createNumberBox(this.querySelector<HTMLElement>(`[data-numberbox="${name}"]`)!, rule, (v) =>
        store.set({ [key]: v } as Partial<State>),
      );
    const speedBox = box('speed', SPEED_RULE, 'speed');
    const gravityBox = box('gravity', GRAVITY_RULE, 'gravity');
    const clampBox = box('clamp', CLAMP_RULE, 'clamp');

    this.querySelectorAll<HTMLButtonElement>('[data-action]').forEach((button) =>
      button.addEventListener('click', () => {
        const action = button.dataset.action;
        if (action === 'reset') store.set(() => copy(INITIAL));
        else if (action === 'clamp-best') store.set({ clamp: Math.round(sol.fb.best.aimTime * 1000) / 1000 });
        else if (action === 'no-gravity') store.set({ gravity: 0 });
      }),
    );

    store.subscribe((s) => {
      sol = solve(s);
      points.show(s);
      speedBox.show(s.speed);
      gravityBox.show(s.gravity);
      clampBox.show(s.clamp);
      setIfChanged(this, 'data-verdict', sol.fb.hit ? 'hit' : 'no-hit');
      // Live code cells follow the scene, never the clock.
      publishFigureState(this, 'no-hit-figure', figureState(s));
      clock.setDuration(sol.duration);
      lastTime = clock.time;
      render();
      charts?.request(sol);
    });
    linkScene(this, {
      schema: SCENE,
      read: () => sceneOf(store.get(), clock.time),
      apply: (v) => {
        store.set(stateOf(v));
        clock.seek(Math.min(v.time, sol.duration));
      },
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('no-hit-figure')) customElements.define('no-hit-figure', NoHitFigure);
