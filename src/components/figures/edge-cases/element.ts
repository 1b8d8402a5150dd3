/**
 * <edge-cases>: wires the server-rendered scene to the model. One store holds
 * the scene; handles, speed box, slider and preset buttons only ask for
 * changes, and the kit's figure shell redraws the scene, every readout and
 * the prose from the store (view.ts declares them once).
 */
import { setIfChanged } from '../../kit/shell/dom';
import { keyStep } from '../../kit/controls/draggable';
import { mountFigure } from '../../kit/shell/figure';
import { bindPointHandles } from '../../kit/controls/handles';
import { createNumberBox } from '../../kit/controls/numberbox';
import { linkScene } from '../../kit/links/scene-link';
import { createStore } from '../../kit/shell/store';
import { SCENE, sceneOf, stateOf } from './scene';
import { publishFigureState } from '../../kit/shell/figure-state';
import { sceneState } from '../../kit/shell/scene-state';
import {
  FRAME,
  INITIAL,
  INITIAL_PRESET,
  SPEED_RULE,
  SPEED_SLIDER,
  preset,
  sliderStep,
  sliderValue,
  type PresetId,
  type Scene,
} from './model';
import { figure, handles, viewOf, type EdgeState } from './view';
import { bindDescribe } from '../../kit/describe/describe';
import { describeModule } from '../../kit/shell/boot';

class EdgeCases extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<EdgeState>({ scene: INITIAL, preset: INITIAL_PRESET });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const edit = (f: (s: Scene) => Scene) => store.set((st) => ({ scene: f(st.scene), preset: null }));
    const points = bindPointHandles(this, store, handles, { svg, frame: FRAME });
    // The speed box's own message is the box's, not a readout of the scene: no name is shared.
    // The prose above the figure follows once the drag is over (kit/text/bind.ts).
    const shell = mountFigure(this, svg, figure, 'edge');

    const box = createNumberBox(this.querySelector('[data-numberbox="speed"]')!, SPEED_RULE, (speed) =>
      edit((s) => ({ ...s, speed })),
    );
    const slider = this.querySelector<HTMLInputElement>('input[name="speed-slider"]')!;
    slider.addEventListener('input', () => {
      const speed = sliderValue(slider.value);
      if (speed !== null) edit((s) => ({ ...s, speed }));
    });
    // Arrow keys move the slider by whole half metres per second (Shift: ten times as far), not by its fine step.
    const SLIDER_KEYS: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    slider.addEventListener('keydown', (e) => {
      const dir = SLIDER_KEYS[e.key];
      if (!dir) return;
      e.preventDefault();
      const speed = sliderStep(store.get().scene.speed, dir * keyStep(SPEED_SLIDER.key, e.shiftKey));
      slider.value = String(speed);
      edit((s) => ({ ...s, speed }));
    });

    const buttons = Array.from(this.querySelectorAll<HTMLButtonElement>('[data-preset]'));
    for (const button of buttons) {
      button.addEventListener('click', () => {
        const id = button.dataset.preset as PresetId;
        store.set({ scene: preset(id).scene, preset: id });
      });
    }

    const described = bindDescribe(this, describeModule<typeof import('./describe')>('edge-cases'));
    store.subscribe((st) => {
      const { scene, preset: active } = st;
      shell.draw(viewOf(scene));
      described.update(scene);
      points.show(st);
      box.show(scene.speed);
      const value = String(scene.speed);
      if (document.activeElement !== slider && slider.value !== value) slider.value = value;
      for (const b of buttons) setIfChanged(b, 'aria-pressed', String(b.dataset.preset === active));
      publishFigureState(this, 'edge-cases', sceneState(scene));
    });
    linkScene(this, { schema: SCENE, read: () => sceneOf(store.get()), apply: (v) => store.set(stateOf(v)) });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('edge-cases')) customElements.define('edge-cases', EdgeCases);
