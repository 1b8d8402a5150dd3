/**
 * <lead-demo>: wires events to the pure game (model.ts). The element keeps
 * the parameters and a `DemoGame`; the kit clock moves scene time (`demoAt`),
 * a shot is `fireIn`, and everything drawn or printed is a function of them.
 */
import { DEFAULTS, DEMO_CLOCK, aimAt, demoAt, fireIn, leadAngleText, newDemo, scoreText, validate } from './model';
import type { DemoGame, Mode, Params } from './model';
import { draw, geometry } from './view';
import { withUnit } from '../kit/format';
import { createReadouts } from '../kit/dom';
import { createClock, type ClockWithStep } from '../kit/clock';
import { autoplay, bindPlayButton } from '../kit/play';
import { publishFigureState } from '../notebook/protocol';
import { leadDemoState } from '../notebook/figures';

class LeadDemo extends HTMLElement {
  private params: Params = { ...DEFAULTS };
  private game: DemoGame = newDemo();
  private clock!: ClockWithStep;
  private svg!: SVGSVGElement;
  private readonly readout = createReadouts(this);

  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    this.svg = this.querySelector('svg[data-part="scene"]')!;

    this.querySelectorAll<HTMLInputElement>('input[type="radio"]').forEach((radio) => {
      radio.addEventListener('change', () => {
        if (radio.checked) this.setParams({ mode: radio.value as Mode });
      });
    });
    this.querySelectorAll<HTMLInputElement>('input[type="range"]').forEach((input) => {
      input.addEventListener('input', () => this.readSlider(input));
    });
    this.querySelector('[data-action="fire"]')!.addEventListener('click', () => this.fire());
    this.addEventListener('keydown', (e) => {
      if ((e.key === 'f' || e.key === 'F') && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        this.fire();
      }
    });

    // Inputs may hold values the browser restored on back/forward navigation.
    this.querySelectorAll<HTMLInputElement>('input[type="range"]').forEach((input) => this.readSlider(input, false));
    const checked = this.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (checked) this.params.mode = checked.value as Mode;

    // Scene time runs on the kit clock; a new run seeks it back to 0.
    this.clock = createClock({ duration: DEMO_CLOCK, time: this.game.t, element: this });
    let wasPlaying = false;
    this.clock.subscribe((c) => {
      if (c.time !== this.game.t) this.take(demoAt(this.game, this.params, c.time));
      // Paused: cells see where the scene stopped.
      if (wasPlaying && !c.playing) this.publish();
      wasPlaying = c.playing;
    });
    bindPlayButton(this.querySelector<HTMLElement>('[data-action="play"]')!, this.clock);
    autoplay(this.clock);
    this.render();
    this.publish();
    this.dataset.ready = 'true';
  }

  private readSlider(input: HTMLInputElement, render = true): void {
    const name = input.name as 'speed' | 'targetSpeed';
    const value = validate(name, input.value);
    if (typeof value === 'string') {
      this.readout.set('message', value);
      return;
    }
    this.params = { ...this.params, [name]: value };
    this.readout.set(name === 'speed' ? 'speed' : 'target-speed', `${value} m/s`);
    if (render) {
      this.render();
      this.publish();
    }
  }

  private setParams(change: Partial<Params>): void {
    this.params = { ...this.params, ...change };
    this.render();
    this.publish();
  }

  /** Tell reactive code cells what the figure shows: on parameter changes and shots, never per frame. */
  private publish(): void {
    publishFigureState(this, 'lead-demo', leadDemoState(this.params, this.game.t, this.game.score));
  }

  /** Take on a game the model returned; the clock follows its time (a new run, a jump to a shot's fate). */
  private take(game: DemoGame): void {
    const scored = game.score !== this.game.score;
    this.game = game;
    if (this.clock.time !== game.t) this.clock.seek(game.t);
    this.render();
    if (scored) this.publish();
  }

  private fire(): void {
    this.take(fireIn(this.game, this.params, this.clock.playing));
  }

  private render(): void {
    const { params, game } = this;
    const { t } = game;
    draw(this.svg, geometry({ params, t, shots: [...game.shots] }));

    const aim = aimAt(params, t);
    this.readout.set('flight-time', aim.lead ? withUnit(aim.lead.time, 's') : '—');
    this.readout.set('lead-angle', leadAngleText(params, t));
    this.readout.set('message', aim.problem ?? '');
    if (game.result) this.readout.set('result', game.result);
    this.readout.set('score', scoreText(game.score));
  }
}

if (!customElements.get('lead-demo')) customElements.define('lead-demo', LeadDemo);
