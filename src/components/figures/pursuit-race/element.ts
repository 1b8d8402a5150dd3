/**
 * <pursuit-race>: wires events to the pure race (model.ts). One store holds
 * what the figure shows (view.ts `RaceView`); the kit clock moves race time,
 * and while it plays the reader's chaser is flown on to the clock's time in
 * fixed steps (`flyTo`) with the steering of that moment, so the simulation
 * runs at 120 steps per second whatever the display rate. Every change is
 * drawn by the kit's figure shell from `figure` in view.ts.
 */
import { createClock } from '../../kit/time/clock';
import { draggable } from '../../kit/controls/draggable';
import { mountFigure } from '../../kit/shell/figure';
import { prefersReducedMotion } from '../../kit/time/loop';
import { createNumberBox } from '../../kit/controls/numberbox';
import { autoplay } from '../../kit/controls/play';
import { bindScrubber } from '../../kit/time/scrubber';
import { linkScene } from '../../kit/links/scene-link';
import { createStore } from '../../kit/shell/store';
import { SCENE, sceneOf, stateOf } from './scene';
import { publishFigureState } from '../../kit/shell/figure-state';
import {
  HANDS_OFF,
  K_RULE,
  TURN_RULE,
  cutRun,
  flyTo,
  movedWaypoints,
  newRun,
  paramProblem,
  planRace,
  raceState,
  stepsAt,
  theoryCheck,
  type Params,
  type Steering,
  type TargetKind,
} from './model';
import { figure, firstView, fitsFrame, raceFrame, sceneToWorld, type RaceView } from './view';
import { bindDescribe } from '../../kit/describe/describe';
import { describeModule } from '../../kit/shell/boot';

class PursuitRace extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const field = this.querySelector<HTMLElement>('.race-field')!;
    const radios = Array.from(this.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
    const gainInput = this.querySelector<HTMLInputElement>('input[name="gain"]')!;

    const store = createStore<RaceView>(firstView());
    const shell = mountFigure(this, svg, figure, 'race');
    const clock = createClock({ duration: store.get().plan.end, time: store.get().t, element: this });
    let steering: Steering = HANDS_OFF;

    const publish = () => publishFigureState(this, 'pursuit-race', raceState(store.get().plan.params));

    // The chaser flies while the race plays, up to the last frame (where the clock stops itself); a seek
    // (the scrubber pauses first) only moves the view along the recorded run.
    let wasPlaying = false;
    clock.subscribe((c) => {
      const flying = c.playing || wasPlaying;
      wasPlaying = c.playing;
      const v = store.get();
      if (c.time === v.t) return;
      const run = flying ? flyTo(v.run, v.plan, c.time, steering) : v.run;
      store.set({ t: c.time, run });
    });

    /** A pointer is dragging a waypoint: the scene keeps its frame until it lets go. */
    let dragging = false;
    /** A new race from changed parameters; bad ones are refused with the model's reason and the race kept. */
    const change = (p: Partial<Params>) => {
      const problem = paramProblem(p);
      if (problem) {
        store.set({ problem });
        return;
      }
      const v = store.get();
      const params = { ...v.plan.params, ...p };
      const plan = planRace(params);
      const theory = params.k === v.plan.params.k ? v.theory : theoryCheck(params.k);
      const playing = clock.playing;
      // A moved waypoint keeps the scene's frame while the new race fits it (always during a drag); anything else re-fits.
      const frame = raceFrame(v);
      const held = p.waypoints && (dragging || fitsFrame(frame, plan)) ? frame : null;
      store.set({ plan, theory, run: newRun(plan), problem: null, goal: null, t: playing ? 0 : plan.end, held });
      // In this order, so the clock never reports a time of the old race against the new one.
      if (playing) {
        clock.seek(0);
        clock.setDuration(plan.end);
      } else {
        clock.setDuration(plan.end);
        clock.seek(plan.end);
      }
      publish();
    };

    // The boxes: the kit's NumberBox says what it cannot use; the status line adds the model's reason.
    const kBox = createNumberBox(this.querySelector<HTMLElement>('[data-numberbox="k"]')!, K_RULE, (k) =>
      change({ k }),
    );
    const turnBox = createNumberBox(
      this.querySelector<HTMLElement>('[data-numberbox="turn"]')!,
      TURN_RULE,
      (turnLimit) => change({ turnLimit }),
    );
    const explain = (input: HTMLInputElement, key: 'k' | 'turnLimit') =>
      new MutationObserver(() => {
        if (input.getAttribute('aria-invalid') !== 'true') {
          if (store.get().problem) store.set({ problem: null });
          return;
        }
        const text = input.value.trim();
        const value = text === '' ? NaN : Number(text);
        store.set({
          problem:
            paramProblem({ [key]: value }) ??
            (key === 'k' ? `k must be between ${K_RULE.min} and ${K_RULE.max}.` : 'Turn-rate limit out of range.'),
        });
      }).observe(input, { attributes: true, attributeFilter: ['aria-invalid'] });
    explain(this.querySelector<HTMLInputElement>('input[name="k"]')!, 'k');
    explain(this.querySelector<HTMLInputElement>('input[name="turn"]')!, 'turnLimit');
    void kBox;
    void turnBox;

    radios.forEach((radio) =>
      radio.addEventListener('change', () => {
        if (radio.checked) change({ target: radio.value as TargetKind });
      }),
    );
    gainInput.addEventListener('input', () => change({ gain: Number(gainInput.value) }));
    this.querySelector('[data-action="new-seed"]')!.addEventListener('click', () => {
      const seed = store.get().plan.params.seed + 1;
      const random = radios.find((r) => r.value === 'random');
      if (random && !random.checked) {
        random.checked = true;
        change({ seed, target: 'random' });
      } else change({ seed });
    });
    this.querySelector('[data-action="reset"]')!.addEventListener('click', () => {
      store.set({ run: newRun(store.get().plan), goal: null });
      clock.seek(0);
      clock.play();
    });

    /** The reader steers: take over a replayed run at this moment, and start the race if it is paused. */
    const steer = (next: Steering) => {
      steering = next;
      const v = store.get();
      if (v.run.chaser.steps > stepsAt(v.t)) store.set({ run: cutRun(v.run, v.plan, v.t) });
      store.set({ goal: next.goal });
      if (!clock.playing && (next.turn !== 0 || next.goal)) clock.play();
    };
    const keyTurn = (key: string): -1 | 1 | null => (key === 'ArrowLeft' ? 1 : key === 'ArrowRight' ? -1 : null);
    // Keys and presses on a waypoint handle (inside the field) move the waypoint, not the reader's chaser.
    const onHandle = (e: Event) => e.target instanceof Element && e.target.closest('[data-handle]') !== null;
    field.addEventListener('keydown', (e) => {
      if (onHandle(e)) return;
      const turn = keyTurn(e.key);
      if (turn === null || e.ctrlKey || e.metaKey || e.altKey) return;
      e.preventDefault();
      if (steering.turn !== turn) steer({ turn, goal: null });
    });
    field.addEventListener('keyup', (e) => {
      if (onHandle(e)) return;
      const turn = keyTurn(e.key);
      if (turn !== null && steering.turn === turn) steer(HANDS_OFF);
    });
    field.addEventListener('blur', () => {
      if (steering.turn !== 0) steer(HANDS_OFF);
    });

    const worldAt = (e: PointerEvent) => {
      const m = svg.getScreenCTM();
      if (!m) return null;
      const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
      return sceneToWorld(store.get(), { x: p.x, y: p.y });
    };
    let pointer: number | null = null;
    svg.addEventListener('pointerdown', (e) => {
      if (e.button !== 0 || onHandle(e)) return;
      pointer = e.pointerId;
      svg.setPointerCapture(e.pointerId);
      field.focus({ preventScroll: true });
      e.preventDefault();
      steer({ turn: 0, goal: worldAt(e) });
    });
    svg.addEventListener('pointermove', (e) => {
      if (e.pointerId !== pointer) return;
      steering = { turn: 0, goal: worldAt(e) };
      store.set({ goal: steering.goal });
    });
    const release = (e: PointerEvent) => {
      if (e.pointerId !== pointer) return;
      pointer = null;
      steer(HANDS_OFF);
    };
    svg.addEventListener('pointerup', release);
    svg.addEventListener('pointercancel', release);

    // The drawn path's waypoints (kit handles: pointer, touch, keys). A move plans the race again from the
    // start, as any other change does; the view places and names the handles. While the pointer drags one,
    // the scene keeps its frame (after it, only a race that no longer fits re-fits it) and the clock waits, then
    // plays again if it was playing.
    let resume = false;
    this.querySelectorAll<SVGGElement>('[data-handle^="waypoint-"]').forEach((handle, i) => {
      draggable(handle, {
        svg,
        get frame() {
          return raceFrame(store.get());
        },
        step: 1,
        get: () => store.get().plan.params.waypoints[i],
        set: (p) => change({ waypoints: movedWaypoints(store.get().plan.params.waypoints, i, p) }),
      });
      handle.addEventListener('pointerdown', (e) => {
        if (e.button !== 0) return;
        dragging = true;
        resume = clock.playing;
        if (resume) clock.pause();
        store.set({ held: raceFrame(store.get()) });
      });
      const release = () => {
        if (!dragging) return;
        dragging = false;
        // Let go: the frame stays if the race fits it, so the handle stays under the pointer; else the scene re-fits.
        const v = store.get();
        if (v.held && !fitsFrame(v.held, v.plan)) store.set({ held: null });
        if (resume) {
          resume = false;
          clock.seek(0);
          clock.play();
        }
      };
      handle.addEventListener('pointerup', release);
      handle.addEventListener('pointercancel', release);
    });

    const described = bindDescribe(this, describeModule<typeof import('./describe')>('pursuit-race'));
    store.subscribe((v) => {
      shell.draw(v);
      described.update(v);
    });
    bindScrubber(this.querySelector<HTMLElement>('[data-scrubber]')!, clock);
    publish();
    // A link's race opens at its moment, paused (kit/links/scene-link.ts).
    void linkScene(this, {
      schema: SCENE,
      read: () => sceneOf(store.get().plan.params, store.get().t),
      apply: (v) => {
        const params = stateOf(v);
        // Fields each within limits that together make no race (waypoints that go nowhere): the note, untouched.
        const problem = paramProblem(params);
        if (problem) throw new Error(problem);
        kBox.show(params.k);
        turnBox.show(params.turnLimit);
        gainInput.value = String(params.gain);
        radios.forEach((r) => (r.checked = r.value === params.target));
        change(params);
        clock.seek(Math.min(v.time, store.get().plan.end));
      },
    }).then((linked) => {
      // Under reduced motion the finished race stays; otherwise the race starts when the figure is on screen.
      if (!prefersReducedMotion() && linked !== 'applied') {
        clock.seek(0);
        autoplay(clock);
      }
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('pursuit-race')) customElements.define('pursuit-race', PursuitRace);
