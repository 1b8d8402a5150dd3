/**
 * <quartic-figure>: wires the three handles, the number boxes, the presets,
 * the kit clock with its scrubber, the chart and the step-through to one
 * store. Moving a handle or typing re-solves with the library; the clock
 * only redraws the moment. The heavy parts stay off the drag path: the chart
 * is redrawn at most once per animation frame, and the solver's trace is
 * computed only while the step-through is open (and then once per scene).
 */
import { publisher } from '../kit/bind';
import { createClock } from '../kit/clock';
import { writeParts } from '../kit/dom';
import { laterReadouts } from '../kit/later';
import { bindPointHandles } from '../kit/handles';
import { createNumberBox, type NumberBox } from '../kit/numberbox';
import { sceneOnCanvas } from '../kit/scene-canvas';
import { bindScrubber, snapWhileScrubbing } from '../kit/scrubber';
import { linkScene } from '../kit/scene-link';
import { createStore } from '../kit/store';
import { SCENE, sceneOf, stateOf } from './scene';
import { publishFigureState } from '../kit/figure-state';
import type { InterceptTrace } from '../../lib';
import {
  ACCEL_RULE,
  FOUR_HITS,
  FRAME,
  GRAVITY_RULE,
  INITIAL,
  SPEEDS,
  SPEED_RULE,
  momentAt,
  snapTime,
  solve,
  type Solution,
  type State,
} from './model';
import { quarticState } from './state';
import { finalNote, stepView, traceFor, type StepView } from './steps';
import { arcs, arrows, handles, momentParts, momentReadouts, proseValues, sceneReadouts, timeText } from './view';
import { lazyChart } from './chart-lazy';

class QuarticFigure extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>({ ...INITIAL });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    // The scene drawn on a canvas (the kit's fast path), the numbers a frame later.
    const readout = laterReadouts(this, sceneOnCanvas(svg) !== null);
    const points = bindPointHandles(svg, store, handles, { svg, frame: FRAME });
    const prose = publisher(this, 'quartic');
    let sol: Solution = solve(store.get());
    const clock = createClock({ duration: sol.duration, element: this });
    bindScrubber(this.querySelector<HTMLElement>('[data-scrubber]')!, clock, timeText);

    // The step-through: closed until the reader opens it; the trace is the library's, computed on demand.
    const stepsButton = this.querySelector<HTMLButtonElement>('[data-action="steps"]')!;
    const panel = this.querySelector<HTMLElement>('[data-part="steps-panel"]')!;
    const back = panel.querySelector<HTMLButtonElement>('[data-action="back"]')!;
    const next = panel.querySelector<HTMLButtonElement>('[data-action="next"]')!;
    const last = panel.querySelector<HTMLButtonElement>('[data-action="last"]')!;
    let open = false;
    let trace: InterceptTrace | null = null;
    let stepIndex = 0;
    let view: StepView | null = null;

    const chart = lazyChart(this, clock, timeText);
    const symlog = this.querySelector<HTMLInputElement>('input[name="symlog"]')!;

    const renderChart = () =>
      chart.request(sol, { yScale: symlog.checked ? 'symlog' : 'linear', cursor: clock.time, step: view });

    const renderStep = () => {
      if (!open) {
        view = null;
        renderChart();
        return;
      }
      trace ??= traceFor(sol.options);
      view = stepView(trace, stepIndex);
      stepIndex = view.index;
      readout.set('step-heading', view.heading);
      readout.set('step-text', view.text);
      let digits = '';
      if (view.digits !== null) {
        digits = `The bracket pins about ${view.digits.toFixed(1)} significant digits`;
        digits +=
          view.gained !== null
            ? ` (${view.gained >= 0 ? '+' : '−'}${Math.abs(view.gained).toFixed(1)} this step).`
            : '.';
      } else if (view.final) {
        digits = finalNote(trace, sol.hitTimes);
      }
      readout.set('step-digits', digits);
      back.disabled = view.index === 0;
      next.disabled = view.final;
      last.disabled = view.final;
      renderChart();
    };
    // After a drag step or a typed value, the open step-through re-traces once per frame, not per event.
    let stepFrame = 0;
    const scheduleStep = () => {
      if (stepFrame !== 0) return;
      stepFrame = requestAnimationFrame(() => {
        stepFrame = 0;
        renderStep();
      });
    };
    const go = (i: number) => {
      stepIndex = i;
      renderStep();
    };
    stepsButton.addEventListener('click', () => {
      open = !open;
      panel.hidden = !open;
      stepsButton.setAttribute('aria-expanded', String(open));
      stepsButton.textContent = open ? 'Close the step-through' : 'Step through the root finder';
      if (open) {
        stepIndex = 0;
        void chart.load();
      }
      renderStep();
    });
    back.addEventListener('click', () => go(stepIndex - 1));
    next.addEventListener('click', () => go(stepIndex + 1));
    last.addEventListener('click', () => go(Number.MAX_SAFE_INTEGER));
    panel.addEventListener('keydown', (e) => {
      if (e.target instanceof HTMLInputElement) return;
      if (e.key === 'ArrowRight' || e.key === 'PageDown') go(stepIndex + 1);
      else if (e.key === 'ArrowLeft' || e.key === 'PageUp') go(stepIndex - 1);
      else if (e.key === 'Home') go(0);
      else if (e.key === 'End') go(Number.MAX_SAFE_INTEGER);
      else return;
      e.preventDefault();
    });
    symlog.addEventListener('change', renderChart);

    const renderMoment = () => {
      const s = store.get();
      const m = momentAt(s, sol, clock.time);
      writeParts(svg, momentParts(m));
      readout.setAll(momentReadouts(sol, m));
    };
    let lastTime = clock.time;
    clock.subscribe((c) => {
      if (c.time === lastTime) return;
      lastTime = c.time;
      renderMoment();
    });
    snapWhileScrubbing(this.querySelector<HTMLElement>('[data-scrubber]')!, clock, (time) =>
      snapTime(time, sol, sol.duration / 100),
    );

    // Number boxes: a bad value shows its message and the figure keeps the last good state.
    const speedBoxes: NumberBox[] = [];
    for (let i = 0; i < SPEEDS; i++) {
      speedBoxes.push(
        createNumberBox(this.querySelector<HTMLElement>(`[data-numberbox="speed-${i}"]`)!, SPEED_RULE(i), (v) =>
          store.set((s) => {
            const speeds = [...s.speeds] as [number, number, number];
            speeds[i] = v;
            return { ...s, speeds };
          }),
        ),
      );
    }
    const gravityBox = createNumberBox(
      this.querySelector<HTMLElement>('[data-numberbox="gravity"]')!,
      GRAVITY_RULE,
      (v) => store.set({ gravity: v }),
    );
    const axBox = createNumberBox(
      this.querySelector<HTMLElement>('[data-numberbox="accel-x"]')!,
      ACCEL_RULE('x'),
      (v) => store.set((s) => ({ ...s, acceleration: [v, s.acceleration[1]] })),
    );
    const ayBox = createNumberBox(
      this.querySelector<HTMLElement>('[data-numberbox="accel-y"]')!,
      ACCEL_RULE('y'),
      (v) => store.set((s) => ({ ...s, acceleration: [s.acceleration[0], v] })),
    );

    const preset = (name: string, change: (s: State) => State) =>
      this.querySelector<HTMLButtonElement>(`[data-action="${name}"]`)!.addEventListener('click', () => {
        store.set(change);
        clock.pause();
        clock.seek(0);
      });
    preset('four-hits', () => ({ ...FOUR_HITS }));
    preset('no-g', (s) => ({ ...s, gravity: 0, acceleration: [0, 0] }));
    preset('no-v', (s) => ({ ...s, velocity: [0, 0] }));
    preset('reset', () => ({ ...INITIAL }));

    let first = true;
    store.subscribe((s) => {
      if (!first) sol = solve(s);
      first = false;
      trace = null;
      points.show(s);
      s.speeds.forEach((v, i) => speedBoxes[i].show(v));
      gravityBox.show(s.gravity);
      axBox.show(s.acceleration[0]);
      ayBox.show(s.acceleration[1]);
      writeParts(svg, { ...arcs(s, sol), ...arrows(s) });
      readout.setAll(sceneReadouts(s, sol));
      this.querySelectorAll<HTMLTableRowElement>('tr[data-power]').forEach((tr) => {
        const row = sol.table.find((r) => String(r.power) === tr.dataset.power);
        tr.classList.toggle('vanishes', row?.vanishes === true);
      });
      clock.setDuration(sol.duration);
      lastTime = clock.time;
      renderMoment();
      // A new scene restarts the step-through from its first step (its trace is recomputed only while open).
      stepIndex = 0;
      if (open) scheduleStep();
      else renderChart();
      prose(proseValues(s, sol));
      // Live code cells follow the scene, never the clock.
      publishFigureState(this, 'quartic-figure', quarticState(s));
    });
    linkScene(this, {
      schema: SCENE,
      read: () => sceneOf(store.get(), clock.time, open, stepIndex),
      apply: (v) => {
        store.set(stateOf(v));
        clock.seek(Math.min(v.time, sol.duration));
        if (v.steps !== open) stepsButton.click();
        if (v.steps) go(v.step);
      },
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('quartic-figure')) customElements.define('quartic-figure', QuarticFigure);
