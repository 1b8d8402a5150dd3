/**
 * <shooting-range>: wires events to the pure game (model.ts). The element
 * keeps the gun, the armed speed and a `RangeGame`; the kit clock moves
 * scene time (`rangeAt`), the reader's actions are `fireIn` and
 * `restartRange`, and every frame is `geometry(scene)` drawn.
 */
import { draggable } from '../kit/draggable';
import { createReadouts, setIfChanged } from '../kit/dom';
import { withUnit } from '../kit/format';
import { createClock, type ClockWithStep } from '../kit/clock';
import { autoplay, bindPlayButton } from '../kit/play';
import type { Vec2 } from '../../lib';
import {
  DEFAULT_ARMED,
  DEFAULT_SEED,
  FRAME,
  GUN_START,
  RUN_CLOCK,
  SPEEDS,
  courseText,
  fireIn,
  gunText,
  leadNote,
  newRange,
  placeGun,
  rangeAt,
  restartRange,
  type RangeGame,
} from './model';
import { draw, geometry, leads, type Scene } from './view';

class ShootingRange extends HTMLElement {
  private gun: Vec2 = GUN_START;
  private armed = DEFAULT_ARMED;
  private showAll = true;
  private game!: RangeGame;
  private clock!: ClockWithStep;
  private svg!: SVGSVGElement;
  private readonly readout = createReadouts(this);

  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const seed = Number(this.dataset.seed);
    this.svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;

    const gun = this.querySelector<SVGGElement>('[data-handle="gun"]')!;
    draggable(gun, {
      svg: this.svg,
      frame: FRAME,
      get: () => this.gun,
      set: (p) => {
        this.gun = placeGun(p);
        this.render();
      },
    });

    const radios = Array.from(this.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
    radios.forEach((radio) =>
      radio.addEventListener('change', () => {
        if (radio.checked) this.arm(Number(radio.value));
      }),
    );
    const showAll = this.querySelector<HTMLInputElement>('input[name="show-all"]')!;
    showAll.addEventListener('change', () => {
      this.showAll = showAll.checked;
      this.render();
    });
    const turning = this.querySelector<HTMLInputElement>('input[name="turning"]')!;
    turning.addEventListener('change', () => this.restart({ turning: turning.checked }));
    this.action('fire', () => this.fire());
    this.action('new-course', () => {
      this.dataset.seed = String(this.game.seed + 1);
      this.restart({ seed: this.game.seed + 1 });
    });
    this.addEventListener('keydown', (e) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'f' || e.key === 'F') {
        e.preventDefault();
        this.fire();
        return;
      }
      const i = SPEEDS.findIndex((s) => s.key === e.key);
      if (i >= 0) {
        e.preventDefault();
        this.arm(i);
      }
    });

    // Inputs may hold values the browser restored on back/forward navigation.
    this.showAll = showAll.checked;
    const checked = radios.find((r) => r.checked);
    if (checked) this.armed = Number(checked.value);
    this.game = newRange(Number.isInteger(seed) && seed > 0 ? seed : DEFAULT_SEED, turning.checked);

    // Scene time runs on the kit clock; a new run seeks it back to 0.
    this.clock = createClock({ duration: RUN_CLOCK, time: this.game.t, element: this });
    this.clock.subscribe((c) => this.moveTo(c.time));
    bindPlayButton(this.querySelector<HTMLElement>('[data-action="play"]')!, this.clock);
    autoplay(this.clock);
    this.render();
    this.dataset.ready = 'true';
  }

  private action(name: string, f: () => void): void {
    this.querySelector(`[data-action="${name}"]`)!.addEventListener('click', f);
  }

  private arm(i: number): void {
    this.armed = i;
    this.querySelectorAll<HTMLInputElement>('input[type="radio"]').forEach((r) => {
      r.checked = Number(r.value) === i;
    });
    this.render();
  }

  /** Take on a game the model returned; the clock follows its time (a new run, a jump to a shot's fate). */
  private take(game: RangeGame): void {
    this.game = game;
    if (this.clock.time !== game.t) this.clock.seek(game.t);
    this.render();
  }

  /** The clock moved: the game at its time. */
  private moveTo(t: number): void {
    if (!this.game || t === this.game.t) return;
    this.take(rangeAt(this.game, t));
  }

  private restart(change: { seed?: number; turning?: boolean }): void {
    this.take(restartRange(this.game, change, this.clock.playing));
  }

  private fire(): void {
    this.take(fireIn(this.game, this.gun, this.armed, this.clock.playing));
  }

  private scene(): Scene {
    const { gun, armed, showAll } = this;
    const { course, t, shots } = this.game;
    return { course, gun, t, armed, showAll, shots };
  }

  private render(): void {
    performance.mark('shooting-range:render:start');
    const scene = this.scene();
    const all = leads(scene);
    draw(this.svg, geometry(scene, all), this.armed);

    const { game } = this;
    const lead = all[this.armed];
    this.readout.set('time', lead.time === null ? '—' : withUnit(lead.time, 's'));
    this.readout.set('gun', gunText(this.gun));
    this.readout.set('hits', String(game.hits));
    this.readout.set('misses', String(game.misses));
    if (game.result) this.readout.set('result', game.result);
    this.readout.set('course', courseText(game.seed, game.turning));
    this.readout.set('message', leadNote(game.course, this.gun, game.t, lead));
    const label = `Gun at ${gunText(this.gun)}`;
    setIfChanged(this.svg.querySelector('[data-handle="gun"]')!, 'aria-label', label);
    performance.mark('shooting-range:render:end');
  }
}

if (!customElements.get('shooting-range')) customElements.define('shooting-range', ShootingRange);
