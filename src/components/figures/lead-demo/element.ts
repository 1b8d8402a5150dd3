/**
 * <lead-demo>: wires events to the pure game (model.ts). One store holds what
 * the demo shows (view.ts `DemoView`: the parameters and a `DemoGame`); the
 * kit clock moves scene time (`demoAt`), a shot is `fireIn`, and every change
 * is drawn by the kit's figure shell from `figure` in view.ts.
 */
import { demoAt, fireIn, validate, DEMO_CLOCK, type DemoGame, type Mode, type Params } from './model';
import { figure, firstView, type DemoView } from './view';
import { createClock } from '../../kit/time/clock';
import { mountFigure } from '../../kit/shell/figure';
import { autoplay, bindPlayButton } from '../../kit/controls/play';
import { linkScene } from '../../kit/links/scene-link';
import { createStore } from '../../kit/shell/store';
import { SCENE, sceneOf, stateOf } from './scene';
import { publishFigureState } from '../../kit/shell/figure-state';
import { leadDemoState } from './state';
import { bindDescribe } from '../../kit/describe/describe';
import { describeModule } from '../../kit/shell/boot';

class LeadDemo extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const sliders = Array.from(this.querySelectorAll<HTMLInputElement>('input[type="range"]'));
    const store = createStore<DemoView>(firstView());
    // On screen as the page loads: its painter comes with the reader's first approach, not with the page.
    const shell = mountFigure(this, svg, figure, undefined, 'input');

    /** Tell reactive code cells what the figure shows: on parameter changes and shots, never per frame. */
    const publish = () => {
      const { params, game } = store.get();
      publishFigureState(this, 'lead-demo', leadDemoState(params, game.t, game.score));
    };
    const setParams = (change: Partial<Params>, announce = true) => {
      store.set((v) => ({ ...v, params: { ...v.params, ...change }, note: undefined }));
      if (announce) publish();
    };
    const readSlider = (input: HTMLInputElement, announce = true) => {
      const name = input.name as 'speed' | 'targetSpeed';
      const value = validate(name, input.value);
      if (typeof value === 'string') store.set({ note: value });
      else setParams({ [name]: value }, announce);
    };

    // Inputs may hold values the browser restored on back/forward navigation.
    const checked = this.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    sliders.forEach((input) => readSlider(input, false));
    if (checked) setParams({ mode: checked.value as Mode }, false);

    // Scene time runs on the kit clock; a new run seeks it back to 0.
    const clock = createClock({ duration: DEMO_CLOCK, time: store.get().game.t, element: this });
    // The description follows what the reader changes; while the demo plays it leaves out the moving moment.
    const described = bindDescribe(this, describeModule<typeof import('./describe')>('lead-demo'));
    /** Take on a game the model returned; the clock follows its time (a new run, a jump to a shot's fate). */
    const take = (game: DemoGame) => {
      const scored = game.score !== store.get().game.score;
      store.set({ game });
      if (clock.time !== game.t) clock.seek(game.t);
      if (scored) publish();
    };
    let wasPlaying = false;
    clock.subscribe((c) => {
      const { game, params } = store.get();
      if (c.time !== game.t) take(demoAt(game, params, c.time));
      // Paused: cells see where the scene stopped.
      if (wasPlaying && !c.playing) publish();
      if (wasPlaying !== c.playing) described.update({ ...store.get(), playing: c.playing }, true);
      wasPlaying = c.playing;
    });
    const fire = () => {
      const { game, params } = store.get();
      take(fireIn(game, params, clock.playing));
    };

    this.querySelectorAll<HTMLInputElement>('input[type="radio"]').forEach((radio) => {
      radio.addEventListener('change', () => {
        if (radio.checked) setParams({ mode: radio.value as Mode });
      });
    });
    sliders.forEach((input) => input.addEventListener('input', () => readSlider(input)));
    this.querySelector('[data-action="fire"]')!.addEventListener('click', fire);
    this.addEventListener('keydown', (e) => {
      if ((e.key === 'f' || e.key === 'F') && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        fire();
      }
    });

    let said = '';
    store.subscribe((v) => {
      shell.draw(v);
      // Paused, every change is the reader's; playing, only a change of what the description says while it plays.
      if (!clock.playing) {
        said = '';
        described.update({ ...v, playing: false });
        return;
      }
      const key = [v.params.mode, v.params.speed, v.params.targetSpeed, v.game.score.shots].join();
      if (key !== said) described.update({ ...v, playing: true }, true);
      said = key;
    });
    bindPlayButton(this.querySelector<HTMLElement>('[data-action="play"]')!, clock);
    autoplay(clock);
    publish();
    linkScene(this, {
      schema: SCENE,
      read: () => sceneOf(store.get().params),
      apply: (v) => {
        const params = stateOf(v);
        for (const input of sliders) input.value = String(params[input.name as 'speed' | 'targetSpeed']);
        this.querySelectorAll<HTMLInputElement>('input[type="radio"]').forEach((r) => (r.checked = r.value === v.mode));
        setParams(params);
      },
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('lead-demo')) customElements.define('lead-demo', LeadDemo);
