/**
 * <gravity-figure>: wires the two handles, the speed and gravity boxes, the
 * gravity presets, the clock with its scrubber and play button, the jump
 * buttons and the equivalent-view switch to one store. Moving a handle or
 * changing s or g re-solves with the library (model.solve); the clock only
 * redraws the moment.
 */
import { publisher } from '../kit/bind';
import { createClock } from '../kit/clock';
import { setIfChanged, writeParts } from '../kit/dom';
import { laterReadouts } from '../kit/later';
import { bindPointHandles } from '../kit/handles';
import { createNumberBox } from '../kit/numberbox';
import { sceneOnCanvas } from '../kit/scene-canvas';
import { bindScrubber, snapWhileScrubbing } from '../kit/scrubber';
import { linkScene } from '../kit/scene-link';
import { createStore } from '../kit/store';
import { SCENE, sceneOf, stateOf } from './scene';
import { publishFigureState } from '../kit/figure-state';
import {
  FRAME,
  GRAVITY_RULE,
  INITIAL,
  PRESETS,
  SPEED_RULE,
  START_TIME,
  figureState,
  momentAt,
  snapTime,
  solve,
  status,
  type PresetName,
  type Solution,
  type State,
} from './model';
import { handles, momentParts, proseValues, readouts, sceneLabel, sceneParts, timeText } from './view';

class GravityFigure extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>({ ...INITIAL, shooter: [...INITIAL.shooter], target: [...INITIAL.target] });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const chart = this.querySelector<SVGSVGElement>('svg[data-part="poly"]')!;
    // The scene and the chart drawn on canvases (the kit's fast path), the numbers a frame later.
    const onCanvas = sceneOnCanvas(svg) !== null && sceneOnCanvas(chart) !== null;
    const readout = laterReadouts(this, onCanvas);
    const points = bindPointHandles(svg, store, handles, { svg, frame: FRAME });
    const jumps = Array.from(this.querySelectorAll<HTMLButtonElement>('[data-action^="jump-"]'));
    const equivalent = this.querySelector<HTMLInputElement>('input[name="equivalent"]')!;
    const scrubRoot = this.querySelector<HTMLElement>('[data-scrubber]')!;
    const prose = publisher(this, 'gravity');
    let sol: Solution = solve(store.get());
    const clock = createClock({ duration: sol.duration, time: START_TIME, element: this });

    const render = () => {
      const s = store.get();
      const m = momentAt(s, sol, clock.time);
      const p = momentParts(s, sol, m, equivalent.checked);
      writeParts(svg, p);
      writeParts(chart, p);
      readout.setAll(readouts(s, sol, m));
      readout.set('status', status(s, sol, m));
    };

    bindScrubber(scrubRoot, clock, timeText);
    clock.subscribe(() => render());
    snapWhileScrubbing(scrubRoot, clock, (time) => snapTime(time, sol, sol.duration / 100));
    jumps.forEach((button, i) =>
      button.addEventListener('click', () => {
        const t = sol.times[i];
        if (t === undefined) return;
        clock.pause();
        clock.seek(t);
      }),
    );
    equivalent.addEventListener('change', render);

    const speedBox = createNumberBox(this.querySelector<HTMLElement>('[data-numberbox="speed"]')!, SPEED_RULE, (v) =>
      store.set({ speed: v }),
    );
    const gravityBox = createNumberBox(
      this.querySelector<HTMLElement>('[data-numberbox="gravity"]')!,
      GRAVITY_RULE,
      (v) => store.set({ gravity: v }),
    );
    this.querySelectorAll<HTMLButtonElement>('[data-preset]').forEach((button) =>
      button.addEventListener('click', () => store.set({ gravity: PRESETS[button.dataset.preset as PresetName] })),
    );

    store.subscribe((s) => {
      sol = solve(s);
      const fixed = sceneParts(s, sol);
      writeParts(svg, fixed);
      writeParts(chart, fixed);
      points.show(s);
      setIfChanged(svg, 'aria-label', sceneLabel(s));
      jumps.forEach((b, i) => {
        b.disabled = sol.times[i] === undefined || !(sol.times[i] <= sol.duration);
      });
      this.querySelectorAll<HTMLButtonElement>('[data-preset]').forEach((b) =>
        setIfChanged(b, 'aria-pressed', String(PRESETS[b.dataset.preset as PresetName] === s.gravity)),
      );
      speedBox.show(s.speed);
      gravityBox.show(s.gravity);
      prose(proseValues(s, sol));
      // Live code cells follow the scene (handles, s, g), never the clock.
      publishFigureState(this, 'gravity-figure', figureState(s));
      clock.setDuration(sol.duration);
      render();
    });
    linkScene(this, {
      schema: SCENE,
      read: () => sceneOf(store.get(), clock.time, equivalent.checked),
      apply: (v) => {
        equivalent.checked = v.equivalent;
        store.set(stateOf(v));
        clock.seek(Math.min(v.time, sol.duration));
      },
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('gravity-figure')) customElements.define('gravity-figure', GravityFigure);
