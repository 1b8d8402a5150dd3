/**
 * <shooting-range>: the game loop around the pure model. The element owns
 * scene time, the gun, the course and the shots; every frame is
 * `geometry(scene)` drawn, and every number is a function of the same scene.
 */
import { draggable } from '../kit/draggable';
import { createReadouts, setIfChanged } from '../kit/dom';
import { inFlightText, withUnit } from '../kit/format';
import { createLoop, prefersReducedMotion, type Loop } from '../kit/loop';
import type { Vec2 } from '../../lib';
import {
  DEFAULT_ARMED,
  DEFAULT_SEED,
  FRAME,
  GUN_START,
  SPEEDS,
  START_TIME,
  courseFor,
  courseText,
  abandon,
  describe,
  fire,
  gunText,
  isResolved,
  leadNote,
  placeGun,
  settle,
  type Course,
  type Shot,
} from './model';
import { draw, geometry, leads, type Scene } from './view';

class ShootingRange extends HTMLElement {
  private seed = DEFAULT_SEED;
  private run = 0;
  private turning = false;
  private course!: Course;
  private gun: Vec2 = GUN_START;
  private t = START_TIME;
  private armed = DEFAULT_ARMED;
  private showAll = true;
  private shots: Shot[] = [];
  private counted = new Set<Shot>();
  private hits = 0;
  private misses = 0;
  private loop!: Loop;
  private svg!: SVGSVGElement;
  private readonly readout = createReadouts(this);

  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const seed = Number(this.dataset.seed);
    this.seed = Number.isInteger(seed) && seed > 0 ? seed : DEFAULT_SEED;
    this.svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    this.loop = createLoop(this, (dt) => this.advance(dt));

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
    turning.addEventListener('change', () => {
      this.turning = turning.checked;
      this.restart();
    });
    this.action('fire', () => this.fire());
    this.action('play', () => this.setPlaying(!this.loop.running));
    this.action('new-course', () => {
      this.seed++;
      this.dataset.seed = String(this.seed);
      this.restart();
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
    this.turning = turning.checked;
    this.showAll = showAll.checked;
    const checked = radios.find((r) => r.checked);
    if (checked) this.armed = Number(checked.value);
    this.course = courseFor(this.seed, this.run, this.turning);

    this.setPlaying(!prefersReducedMotion());
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

  private setPlaying(playing: boolean): void {
    if (playing) this.loop.start();
    else this.loop.stop();
    const button = this.querySelector('[data-action="play"]')!;
    button.textContent = playing ? 'Pause' : 'Play';
    button.setAttribute('aria-pressed', String(playing));
  }

  /** Add one settled shot to the tally and say how it went. */
  private tally(shot: Shot): void {
    if (shot.hit) this.hits++;
    else this.misses++;
    this.readout.set('result', describe(shot));
  }

  /** Tally the shots that have met their fate by now. */
  private count(): void {
    for (const shot of settle(this.shots, this.counted, this.t)) {
      this.counted.add(shot);
      this.tally(shot);
    }
  }

  /** Drop the run's shots: the settled ones are counted first, and any still in the air end as misses. */
  private dropShots(): void {
    this.count();
    for (const shot of this.shots) if (!this.counted.has(shot)) this.tally(abandon(shot, this.t));
    this.shots = [];
    this.counted.clear();
  }

  /** A new course (seed or turning changed): shots in the air belong to the old one and end as misses. */
  private restart(): void {
    this.dropShots();
    this.run = 0;
    this.course = courseFor(this.seed, this.run, this.turning);
    this.t = this.loop.running ? 0 : START_TIME;
    this.render();
  }

  private nextRun(t: number): void {
    // Every shot is settled by the end of its run (the model follows it no further), so none is lost here.
    this.dropShots();
    this.run++;
    this.course = courseFor(this.seed, this.run, this.turning);
    this.t = t;
  }

  private fire(): void {
    // Paused after the target has left: bring on the next run first.
    if (!this.loop.running && this.t >= this.course.end) this.nextRun(START_TIME);
    const shot = fire(this.course, this.gun, this.t, this.armed);
    this.shots.push(shot);
    // Every shot fires, even with others in the air; the readout counts them.
    if (this.loop.running)
      this.readout.set('result', inFlightText(this.shots.filter((s) => !isResolved(s, this.t)).length));
    // Paused or reduced motion: jump to the moment the shot meets its fate.
    else this.t = shot.firedAt + shot.time;
    this.render();
  }

  private advance(dt: number): void {
    this.t += dt;
    const live = this.shots.some((s) => this.t - s.firedAt <= s.lifetime);
    if (this.t > this.course.end && !live) this.nextRun(0);
    this.render();
  }

  private scene(): Scene {
    const { course, gun, t, armed, showAll, shots } = this;
    return { course, gun, t, armed, showAll, shots };
  }

  private render(): void {
    performance.mark('shooting-range:render:start');
    const scene = this.scene();
    const all = leads(scene);
    draw(this.svg, geometry(scene, all), this.armed);

    this.count();
    const lead = all[this.armed];
    this.readout.set('time', lead.time === null ? '—' : withUnit(lead.time, 's'));
    this.readout.set('gun', gunText(this.gun));
    this.readout.set('hits', String(this.hits));
    this.readout.set('misses', String(this.misses));
    this.readout.set('course', courseText(this.seed, this.turning));
    this.readout.set('message', leadNote(this.course, this.gun, this.t, lead));
    const label = `Gun at ${gunText(this.gun)}`;
    setIfChanged(this.svg.querySelector('[data-handle="gun"]')!, 'aria-label', label);
    performance.mark('shooting-range:render:end');
  }
}

if (!customElements.get('shooting-range')) customElements.define('shooting-range', ShootingRange);
