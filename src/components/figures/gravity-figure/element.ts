/**
 * <gravity-figure>: wires the two handles, the speed and gravity boxes, the
 * gravity presets, the clock with its scrubber and play button, the jump
 * buttons and the equivalent-view switch to one store. Moving a handle or
 * changing s or g re-solves with the library (model.solve); the clock only
 * moves the moment. Everything drawn and said comes from view.ts through the
 * kit's figure shell (`mountFigure`): the scene, the chart of p(u), the
 * readouts, the status line and the prose numbers.
 */
import { createClock } from '../../kit/time/clock';
import { setIfChanged } from '../../kit/shell/dom';
import { mountFigure } from '../../kit/shell/figure';
import { bindPointHandles } from '../../kit/controls/handles';
import { bindNumberBoxes } from '../../kit/controls/numberbox';
import { bindScrubber, snapWhileScrubbing } from '../../kit/time/scrubber';
import { linkClockScene } from '../../kit/links/scene-link';
import { createStore } from '../../kit/shell/store';
import { SCENE, sceneOf, stateOf } from './scene';
import { publishFigureState } from '../../kit/shell/figure-state';
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
  type PresetName,
  type Solution,
  type State,
} from './model';
import { figure, handles, touchTime } from './view';
import { bindJump } from '../../kit/time/jump';
import { bindDescribe } from '../../kit/describe/describe';
import { describeModule } from '../../kit/shell/boot';

class GravityFigure extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>({ ...INITIAL, shooter: [...INITIAL.shooter], target: [...INITIAL.target] });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    // The figure holds two drawings: the scene and the chart of p(u) (`data-canvas-scene`), both on canvases.
    const shell = mountFigure(this, this, figure, 'gravity');
    const points = bindPointHandles(svg, store, handles, { svg, frame: FRAME });
    const jumps = Array.from(this.querySelectorAll<HTMLButtonElement>('[data-action^="jump-"]'));
    const presets = Array.from(this.querySelectorAll<HTMLButtonElement>('[data-preset]'));
    const toggle = this.querySelector<HTMLInputElement>('input[name="equivalent"]')!;
    const scrubRoot = this.querySelector<HTMLElement>('[data-scrubber]')!;
    let equivalent = toggle.checked;
    let sol: Solution = solve(store.get());
    const clock = createClock({ duration: sol.duration, time: START_TIME, element: this });

    const described = bindDescribe(this, describeModule<typeof import('./describe')>('gravity-figure'));
    const render = () => {
      const s = store.get();
      const view = { s, sol, m: momentAt(s, sol, clock.time), equivalent };
      shell.draw(view);
      described.update(view);
    };

    bindScrubber(scrubRoot, clock);
    clock.subscribe(() => render());
    snapWhileScrubbing(scrubRoot, clock, (time) => snapTime(time, sol, sol.duration / 100));
    const showJumps = jumps.map((button, i) => bindJump(button, clock, () => touchTime(sol, i)));
    toggle.addEventListener('change', () => {
      equivalent = toggle.checked;
      render();
    });
    const boxes = bindNumberBoxes(this, store, { speed: SPEED_RULE, gravity: GRAVITY_RULE });
    presets.forEach((button) =>
      button.addEventListener('click', () => store.set({ gravity: PRESETS[button.dataset.preset as PresetName] })),
    );

    store.subscribe((s) => {
      sol = solve(s);
      points.show(s);
      showJumps.forEach((show) => show());
      presets.forEach((b) =>
        setIfChanged(b, 'aria-pressed', String(PRESETS[b.dataset.preset as PresetName] === s.gravity)),
      );
      boxes.show(s);
      // Live code cells follow the scene (handles, s, g), never the clock.
      publishFigureState(this, 'gravity-figure', figureState(s));
      clock.setDuration(sol.duration);
      render();
    });
    linkClockScene(this, clock, {
      schema: SCENE,
      read: (time) => sceneOf(store.get(), time, equivalent),
      apply: (v) => {
        toggle.checked = equivalent = v.equivalent;
        store.set(stateOf(v));
      },
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('gravity-figure')) customElements.define('gravity-figure', GravityFigure);
