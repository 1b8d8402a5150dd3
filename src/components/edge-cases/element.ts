/**
 * <edge-cases>: wires the server-rendered scene to the model. One store holds
 * the scene; handles, speed box, slider and preset buttons only ask for
 * changes, and every readout is redrawn from the store.
 */
import { publisher } from '../kit/bind';
import { createReadouts, setIfChanged } from '../kit/dom';
import { draggable, keyStep } from '../kit/draggable';
import { createNumberBox } from '../kit/numberbox';
import { createStore } from '../kit/store';
import { publishFigureState, sceneState } from '../notebook/protocol';
import type { Vec2 } from '../../lib';
import {
  FRAME,
  INITIAL,
  INITIAL_PRESET,
  SPEED_RULE,
  SPEED_SLIDER,
  moveShooter,
  moveTarget,
  moveTip,
  preset,
  readouts,
  sliderStep,
  sliderValue,
  solve,
  vec,
  type PresetId,
  type Scene,
} from './model';
import { draw, geometry } from './view';

interface State {
  scene: Scene;
  /** The preset the scene still equals, or null once the reader has changed it. */
  preset: PresetId | null;
}

class EdgeCases extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>({ scene: INITIAL, preset: INITIAL_PRESET });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const handle = (name: string) => this.querySelector<SVGGElement>(`[data-handle="${name}"]`)!;
    const edit = (f: (s: Scene) => Scene) => store.set((st) => ({ scene: f(st.scene), preset: null }));

    draggable(handle('shooter'), {
      svg,
      frame: FRAME,
      get: () => store.get().scene.shooter,
      set: (p: Vec2) => edit((s) => moveShooter(s, p)),
    });
    draggable(handle('target'), {
      svg,
      frame: FRAME,
      get: () => store.get().scene.target,
      set: (p: Vec2) => edit((s) => moveTarget(s, p)),
    });
    draggable(handle('tip'), {
      svg,
      frame: FRAME,
      get: () => {
        const { target: T, velocity: V } = store.get().scene;
        return [T[0] + V[0], T[1] + V[1]];
      },
      set: (p: Vec2) => edit((s) => moveTip(s, p)),
    });

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

    const handles = { shooter: handle('shooter'), target: handle('target'), tip: handle('tip') };
    const attr = setIfChanged;
    // The speed box's own message is the box's, not a readout of the scene: no name is shared.
    const readout = createReadouts(this);
    // The prose above the figure follows once the drag is over (kit/bind.ts).
    const prose = publisher(this, 'edge');
    store.subscribe(({ scene, preset: active }) => {
      performance.mark('edge-cases:render:start');
      const result = solve(scene);
      draw(svg, geometry(scene, result));
      const r = readouts(scene, result);
      for (const [name, text] of Object.entries(r)) readout.set(name, text as string);
      box.show(scene.speed);
      const value = String(scene.speed);
      if (document.activeElement !== slider && slider.value !== value) slider.value = value;
      attr(handles.shooter, 'aria-label', `Shooter S at ${vec(scene.shooter)}`);
      attr(handles.target, 'aria-label', `Target T at ${vec(scene.target)}`);
      attr(handles.tip, 'aria-label', `Velocity V = ${vec(scene.velocity)} m/s, drawn from T`);
      for (const b of buttons) attr(b, 'aria-pressed', String(b.dataset.preset === active));
      prose({ case: r.case, time: r.time });
      publishFigureState(this, 'edge-cases', sceneState(scene));
      performance.mark('edge-cases:render:end');
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('edge-cases')) customElements.define('edge-cases', EdgeCases);
