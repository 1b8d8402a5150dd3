/**
 * <quartic-figure>: wires the three handles, the number boxes, the presets,
 * the kit clock with its scrubber, the chart and the step-through to one
 * store; everything drawn comes from view.ts through the kit's figure shell.
 * Moving a handle or typing re-solves with the library; the clock only
 * redraws the moment. The heavy parts stay off the drag path: the chart's
 * code loads when it comes near the screen (or the step-through opens) and
 * redraws when the browser is idle, and the solver's trace is computed only
 * while the step-through is open (and then once per scene).
 */
import { createClock } from '../../kit/time/clock';
import { mountFigure } from '../../kit/shell/figure';
import { publishFigureState } from '../../kit/shell/figure-state';
import { bindPointHandles } from '../../kit/controls/handles';
import { whenNear } from '../../kit/shell/near';
import { createNumberBox } from '../../kit/controls/numberbox';
import { linkClockScene } from '../../kit/links/scene-link';
import { bindScrubber, snapWhileScrubbing } from '../../kit/time/scrubber';
import { createStore } from '../../kit/shell/store';
import type { InterceptTrace } from '../../../lib/numeric';
import type { ChartHook } from './chart-hook';
import { BOXES, FRAME, INITIAL, PRESETS, momentAt, snapTime, solve, type Solution, type State } from './model';
import { SCENE, sceneOf, stateOf } from './scene';
import { quarticState } from './state';
import { openSteps, traceFor, type OpenSteps } from './steps';
import { figure, handles } from './view';
import { clockText } from '../../kit/text/format';
import { bindDescribe } from '../../kit/describe/describe';
import { describeModule } from '../../kit/shell/boot';

class QuarticFigure extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>({ ...INITIAL });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    // Parts outside the scene too (the coefficient rows, the step-through's button): the shell writes under the figure.
    const shell = mountFigure(this, this, figure, 'quartic');
    const points = bindPointHandles(svg, store, handles, { svg, frame: FRAME });
    let sol: Solution = solve(store.get());
    const clock = createClock({ duration: sol.duration, element: this });
    const scrubber = this.querySelector<HTMLElement>('[data-scrubber]')!;
    bindScrubber(scrubber, clock);
    // Scrubbing by hand near a hit of any speed lands on it exactly.
    snapWhileScrubbing(scrubber, clock, (t) => snapTime(t, sol, sol.duration / 100));

    // The step-through: closed until the reader opens it; the trace is the library's, computed on demand.
    const toggle = this.querySelector<HTMLButtonElement>('[data-action="steps"]')!;
    const panel = this.querySelector<HTMLElement>('[data-part="steps-panel"]')!;
    const [back, next, last] = (['back', 'next', 'last'] as const).map((name) =>
      panel.querySelector<HTMLButtonElement>(`[data-action="${name}"]`)!,
    );
    let open = false;
    let trace: InterceptTrace | null = null;
    let stepIndex = 0;
    let steps: OpenSteps | null = null;

    // The chart's code loads when the chart comes near the screen or the step-through opens.
    const symlog = this.querySelector<HTMLInputElement>('input[name="symlog"]')!;
    let chart: ChartHook | null = null;
    let loading: Promise<void> | null = null;
    const requestChart = () =>
      chart?.request(sol, {
        yScale: symlog.checked ? 'symlog' : 'linear',
        cursor: clock.time,
        step: steps?.view ?? null,
      });
    const loadChart = () =>
      (loading ??= import('./chart-hook').then((m) => {
        chart = m.attachChart(this, clock, clockText);
        this.dataset.chart = 'live';
        requestChart();
      }));
    whenNear(this.querySelector('[data-fnplot]')!, () => void loadChart());
    symlog.addEventListener('change', requestChart);

    const described = bindDescribe(this, describeModule<typeof import('./describe')>('quartic-figure'));
    const draw = () => {
      const s = store.get();
      const view = { s, sol, m: momentAt(s, sol, clock.time), steps };
      shell.draw(view);
      described.update(view);
    };
    let lastTime = clock.time;
    clock.subscribe((c) => {
      if (c.time === lastTime) return;
      lastTime = c.time;
      draw();
    });

    /** Show step `i` (clamped to the trace), or nothing while closed. */
    const go = (i: number) => {
      // A button that disables itself (Back at the first step, Next and Last step at the last) or hides with the
      // panel would drop the focus to the page, where the keys stop: it goes to the button the reader goes on with.
      const focused = document.activeElement;
      if (open) {
        trace ??= traceFor(sol.options);
        steps = openSteps(trace, i, sol.hitTimes);
        stepIndex = steps.view.index;
      } else steps = null;
      panel.hidden = !open;
      back.disabled = stepIndex === 0;
      next.disabled = last.disabled = steps?.view.final ?? false;
      if (focused instanceof HTMLButtonElement && panel.contains(focused) && (focused.disabled || panel.hidden)) {
        const other = focused === back ? next : back;
        (panel.hidden || other.disabled ? toggle : other).focus();
      }
      draw();
      requestChart();
    };
    // After a drag step or a typed value, the open step-through re-traces once per frame, not per event.
    let stepFrame = 0;
    const goLater = (i: number) => {
      stepIndex = i;
      if (stepFrame !== 0) return;
      stepFrame = requestAnimationFrame(() => {
        stepFrame = 0;
        go(stepIndex);
      });
    };
    toggle.addEventListener('click', () => {
      open = !open;
      if (open) void loadChart();
      go(0);
    });
    back.addEventListener('click', () => go(stepIndex - 1));
    next.addEventListener('click', () => go(stepIndex + 1));
    last.addEventListener('click', () => go(Number.MAX_SAFE_INTEGER));
    // The keys work anywhere in the step-through once it is open, its toggle included (it keeps the focus on opening).
    const section = toggle.closest<HTMLElement>('section.steps')!;
    const KEYS: Record<string, () => number> = {
      ArrowRight: () => stepIndex + 1,
      PageDown: () => stepIndex + 1,
      ArrowLeft: () => stepIndex - 1,
      PageUp: () => stepIndex - 1,
      Home: () => 0,
      End: () => Number.MAX_SAFE_INTEGER,
    };
    section.addEventListener('keydown', (e) => {
      const to = KEYS[e.key];
      if (!open || e.target instanceof HTMLInputElement || !to || e.altKey || e.ctrlKey || e.metaKey) return;
      go(to());
      e.preventDefault();
    });

    // Number boxes: a bad value shows its message and the figure keeps the last good state.
    const boxes = BOXES.map((field) => ({
      field,
      box: createNumberBox(this.querySelector<HTMLElement>(`[data-numberbox="${field.name}"]`)!, field.rule, (v) =>
        store.set((s) => field.set(s, v)),
      ),
    }));
    for (const [name, make] of Object.entries(PRESETS))
      this.querySelector<HTMLButtonElement>(`[data-action="${name}"]`)!.addEventListener('click', () => {
        store.set(make);
        clock.pause();
        clock.seek(0);
      });

    let first = true;
    store.subscribe((s) => {
      if (!first) sol = solve(s);
      first = false;
      trace = null;
      points.show(s);
      for (const { field, box } of boxes) box.show(field.get(s));
      clock.setDuration(sol.duration);
      lastTime = clock.time;
      draw();
      // A new scene restarts the step-through from its first step (its trace is recomputed only while open).
      stepIndex = 0;
      if (open) goLater(0);
      else requestChart();
      // Live code cells follow the scene, never the clock.
      publishFigureState(this, 'quartic-figure', quarticState(s));
    });
    linkClockScene(this, clock, {
      schema: SCENE,
      read: (time) => sceneOf(store.get(), time, open, stepIndex),
      apply: (v) => {
        store.set(stateOf(v));
        if (v.steps !== open) toggle.click();
        if (v.steps) go(v.step);
      },
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('quartic-figure')) customElements.define('quartic-figure', QuarticFigure);
