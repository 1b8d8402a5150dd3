/**
 * <vector-figure>: wires chapter 1's server-rendered figure to its model. One
 * store holds the state; handles, the Δt box and the buttons change it, and
 * every change redraws the figure, its readouts and the prose numbers.
 */
import { mountFigure } from '../../kit/shell/figure';
import { bindHandles } from '../../kit/controls/handles';
import { createLoop, prefersReducedMotion } from '../../kit/time/loop';
import { createNumberBox } from '../../kit/controls/numberbox';
import { linkScene } from '../../kit/links/scene-link';
import { createStore } from '../../kit/shell/store';
import { publishOnChange } from '../../kit/shell/figure-state';
import { SCENE, sceneOf, stateOf } from './scene';
import { DT_RULE, FRAME, INITIAL, KEY_STEP, advance, figureState, handleLabel, nextStep, place } from './model';
import type { State } from './model';
import { figure } from './view';
import { bindDescribe } from '../../kit/describe/describe';
import { describeModule } from '../../kit/shell/boot';

class VectorFigure extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>({ ...INITIAL });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const handles = bindHandles(this, store, ['p1', 'p2'], {
      svg,
      frame: FRAME,
      step: KEY_STEP,
      place,
      label: handleLabel,
    });

    const loop = createLoop(this, (elapsed) => {
      const s = store.get();
      const clock = advance(s.clock, s.steps, s.dt, elapsed);
      store.set({ clock });
      if (clock >= s.steps) loop.stop();
    });
    const dtBox = createNumberBox(this.querySelector('[data-numberbox="dt"]')!, DT_RULE, (dt) => store.set({ dt }));
    this.querySelector('[data-action="step"]')!.addEventListener('click', () => {
      const steps = nextStep(store.get());
      // Under reduced motion the dot jumps to the end of its step.
      if (prefersReducedMotion()) store.set({ steps, clock: steps });
      else {
        store.set({ steps });
        loop.start();
      }
    });
    this.querySelector('[data-action="reset"]')!.addEventListener('click', () => {
      loop.stop();
      store.set({ steps: 0, clock: 0 });
    });
    const toggle = this.querySelector<HTMLInputElement>('input[name="mistake"]')!;
    toggle.addEventListener('change', () => store.set({ mistake: toggle.checked }));
    // The browser may restore a checked box on back/forward navigation.
    if (toggle.checked) store.set({ mistake: true });

    const shell = mountFigure(this, svg, figure, 'vectors');
    // Checkpoints read the points, never the animation clock.
    const publish = publishOnChange(this, 'vector-figure');
    const described = bindDescribe(this, describeModule<typeof import('./describe')>('vector-figure'));
    store.subscribe((s) => {
      shell.draw(s);
      described.update(s);
      handles.show(s);
      publish(figureState(s));
    });
    linkScene(this, {
      schema: SCENE,
      read: () => sceneOf(store.get()),
      apply: (v) => {
        loop.stop();
        toggle.checked = v.mistake;
        dtBox.show(v.dt);
        store.set(stateOf(v));
      },
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('vector-figure')) customElements.define('vector-figure', VectorFigure);
