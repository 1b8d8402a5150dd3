/**
 * <shooting-range>: wires events to the pure game (model.ts). One store holds
 * what the range shows (view.ts `RangeView`: the game, the gun, the armed
 * speed, the reticles shown); the kit clock moves scene time (`rangeAt`), the
 * reader's actions are `fireIn` and `restartRange`, and every change is drawn
 * by the kit's figure shell from `figure` in view.ts.
 */
import { createClock } from '../../kit/time/clock';
import { mountFigure } from '../../kit/shell/figure';
import { bindPointHandles } from '../../kit/controls/handles';
import { autoplay, bindPlayButton } from '../../kit/controls/play';
import { linkScene } from '../../kit/links/scene-link';
import { createStore } from '../../kit/shell/store';
import { SCENE, sceneOf } from './scene';
import { DEFAULT_SEED, FRAME, RUN_CLOCK, SPEEDS, fireIn, rangeAt, restartRange, type RangeGame } from './model';
import { figure, firstView, handles, type RangeView } from './view';
import { bindDescribe } from '../../kit/describe/describe';
import { describeModule } from '../../kit/shell/boot';

class ShootingRange extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const seed = Number(this.dataset.seed);
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const radios = Array.from(this.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
    const showAll = this.querySelector<HTMLInputElement>('input[name="show-all"]')!;
    const turning = this.querySelector<HTMLInputElement>('input[name="turning"]')!;

    // Inputs may hold values the browser restored on back/forward navigation.
    const checked = radios.find((r) => r.checked);
    const store = createStore<RangeView>({
      ...firstView(Number.isInteger(seed) && seed > 0 ? seed : DEFAULT_SEED, turning.checked),
      showAll: showAll.checked,
      ...(checked ? { armed: Number(checked.value) } : {}),
    });
    const shell = mountFigure(this, svg, figure);
    const points = bindPointHandles(this, store, handles, { svg, frame: FRAME });

    // Scene time runs on the kit clock; a new run seeks it back to 0.
    const clock = createClock({ duration: RUN_CLOCK, time: store.get().game.t, element: this });
    // The description follows what the reader changes; while the range plays it leaves out the moving moment.
    const described = bindDescribe(this, describeModule<typeof import('./describe')>('shooting-range'));
    let wasPlaying = clock.playing;
    /** Take on a game the model returned; the clock follows its time (a new run, a jump to a shot's fate). */
    const take = (game: RangeGame) => {
      store.set({ game });
      if (clock.time !== game.t) clock.seek(game.t);
    };
    clock.subscribe((c) => {
      const { game } = store.get();
      if (c.time !== game.t) take(rangeAt(game, c.time));
      if (wasPlaying !== c.playing) described.update({ ...store.get(), playing: c.playing }, true);
      wasPlaying = c.playing;
    });
    const arm = (i: number) => {
      radios.forEach((r) => (r.checked = Number(r.value) === i));
      store.set({ armed: i });
    };
    const fire = () => {
      const { game, gun, armed } = store.get();
      take(fireIn(game, gun, armed, clock.playing));
    };
    const restart = (change: { seed?: number; turning?: boolean }) =>
      take(restartRange(store.get().game, change, clock.playing));

    radios.forEach((radio) =>
      radio.addEventListener('change', () => {
        if (radio.checked) arm(Number(radio.value));
      }),
    );
    showAll.addEventListener('change', () => store.set({ showAll: showAll.checked }));
    turning.addEventListener('change', () => restart({ turning: turning.checked }));
    this.querySelector('[data-action="fire"]')!.addEventListener('click', fire);
    this.querySelector('[data-action="new-course"]')!.addEventListener('click', () => {
      const next = store.get().game.seed + 1;
      this.dataset.seed = String(next);
      restart({ seed: next });
    });
    this.addEventListener('keydown', (e) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'f' || e.key === 'F') {
        e.preventDefault();
        fire();
        return;
      }
      const i = SPEEDS.findIndex((s) => s.key === e.key);
      if (i >= 0) {
        e.preventDefault();
        arm(i);
      }
    });

    let said = '';
    store.subscribe((v) => {
      points.show(v);
      shell.draw(v);
      const { game, gun, armed } = v;
      // Paused, every change is the reader's; playing, only a change of what the description says while it plays.
      if (!clock.playing) {
        said = '';
        described.update({ ...v, playing: false });
        return;
      }
      const key = [gun.join(), armed, game.seed, game.turning, game.hits, game.misses].join();
      if (key !== said) described.update({ ...v, playing: true }, true);
      said = key;
    });
    bindPlayButton(this.querySelector<HTMLElement>('[data-action="play"]')!, clock);
    autoplay(clock);
    linkScene(this, {
      schema: SCENE,
      read: () => sceneOf(store.get()),
      apply: (v) => {
        radios.forEach((r) => (r.checked = Number(r.value) === v.armed));
        showAll.checked = v.showAll;
        turning.checked = v.turning;
        this.dataset.seed = String(v.seed);
        store.set({ gun: [v.gun[0], v.gun[1]], armed: v.armed, showAll: v.showAll });
        restart({ seed: v.seed, turning: v.turning });
      },
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('shooting-range')) customElements.define('shooting-range', ShootingRange);
