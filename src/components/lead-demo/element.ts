/**
 * <lead-demo>: wires the server-rendered figure to the model. The element
 * owns scene time and the list of shots; everything it draws or prints is a
 * function of them.
 */
import {
  DEFAULTS,
  NO_SCORE,
  START_TIME,
  addToScore,
  aimAt,
  describe,
  fire,
  isResolved,
  landed,
  leadAngleText,
  runDuration,
  scoreText,
  validate,
} from './model';
import type { Mode, Params, Score, Shot } from './model';
import { draw, geometry } from './view';
import { inFlightText, withUnit } from '../kit/format';
import { createReadouts } from '../kit/dom';
import { createLoop, prefersReducedMotion, type Loop } from '../kit/loop';
import { publishFigureState } from '../notebook/protocol';
import { leadDemoState } from '../notebook/figures';

class LeadDemo extends HTMLElement {
  private params: Params = { ...DEFAULTS };
  private t = START_TIME;
  private shots: Shot[] = [];
  /** Shots already in the score and in "Last shot". */
  private reported = new Set<Shot>();
  private score: Score = NO_SCORE;
  private loop!: Loop;
  private svg!: SVGSVGElement;
  private readonly readout = createReadouts(this);

  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    this.svg = this.querySelector('svg[data-part="scene"]')!;
    this.loop = createLoop(this, (dt) => this.advance(dt));

    this.querySelectorAll<HTMLInputElement>('input[type="radio"]').forEach((radio) => {
      radio.addEventListener('change', () => {
        if (radio.checked) this.setParams({ mode: radio.value as Mode });
      });
    });
    this.querySelectorAll<HTMLInputElement>('input[type="range"]').forEach((input) => {
      input.addEventListener('input', () => this.readSlider(input));
    });
    this.querySelector('[data-action="fire"]')!.addEventListener('click', () => this.fire());
    this.querySelector('[data-action="play"]')!.addEventListener('click', () => this.setPlaying(!this.loop.running));
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

    this.setPlaying(!prefersReducedMotion());
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
    publishFigureState(this, 'lead-demo', leadDemoState(this.params, this.t, this.score));
  }

  private setPlaying(playing: boolean): void {
    if (playing) this.loop.start();
    else this.loop.stop();
    const button = this.querySelector('[data-action="play"]')!;
    button.textContent = playing ? 'Pause' : 'Play';
    button.setAttribute('aria-pressed', String(playing));
    if (!playing && this.dataset.ready === 'true') this.publish();
  }

  private fire(): void {
    const shot = fire(this.params, this.t);
    this.shots.push(shot);
    // The score waits for the shot to land (settle), in step with "Last shot".
    if (this.loop.running) {
      // Every shot fires, even with others in the air; the readout counts them.
      this.readout.set('result', inFlightText(this.shots.filter((s) => !isResolved(s, this.t)).length));
    } else {
      // Paused or reduced motion: jump straight to the moment the shot meets its fate.
      this.t = shot.firedAt + shot.time;
    }
    this.render();
  }

  /** Count the shots that have landed by now: score and "Last shot" change together, when the reader sees it. */
  private settle(): void {
    const now = landed(this.shots, this.reported, this.t);
    if (now.length === 0) return;
    for (const shot of now) this.reported.add(shot);
    this.score = addToScore(this.score, now);
    this.readout.set('result', describe(now[now.length - 1]));
    this.readout.set('score', scoreText(this.score));
    this.publish();
  }

  private advance(dt: number): void {
    this.t += dt;
    // A shot that lands in the frame that ends the run is counted before the run starts over.
    this.settle();
    const live = this.shots.some((s) => this.t - s.firedAt <= s.lifetime);
    if (this.t > runDuration(this.params) && !live) {
      this.t = 0;
      this.shots = [];
      this.reported.clear();
    }
    this.render();
  }

  private render(): void {
    const { params, t } = this;
    draw(this.svg, geometry({ params, t, shots: this.shots }));

    const aim = aimAt(params, t);
    this.readout.set('flight-time', aim.lead ? withUnit(aim.lead.time, 's') : '—');
    this.readout.set('lead-angle', leadAngleText(params, t));
    this.readout.set('message', aim.problem ?? '');
    this.settle();
  }
}

if (!customElements.get('lead-demo')) customElements.define('lead-demo', LeadDemo);
