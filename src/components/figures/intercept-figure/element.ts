/**
 * <intercept-figure>: wires the three handles, the speed box, the kit's
 * clock with its scrubber and the jump button to one store. The scene (positions, speed)
 * and the time are separate: moving a handle re-solves with the library,
 * scrubbing only redraws the moment. Everything drawn comes from view.ts
 * through the kit's figure shell.
 */
import { mountFigure } from '../../kit/shell/figure';
import { bindPointHandles } from '../../kit/controls/handles';
import { createNumberBox } from '../../kit/controls/numberbox';
import { createClock } from '../../kit/time/clock';
import { bindScrubber, snapWhileScrubbing } from '../../kit/time/scrubber';
import { linkClockScene } from '../../kit/links/scene-link';
import { createStore } from '../../kit/shell/store';
import { SCENE, sceneOf, stateOf } from './scene';
import { publishFigureState } from '../../kit/shell/figure-state';
import { sceneState } from '../../kit/shell/scene-state';
import { FRAME, INITIAL, SPEED_RULE, momentAt, snapTime, solve, type Solution, type State } from './model';
import { figure, handles } from './view';
import { bindJump, shownHit } from '../../kit/time/jump';
import { bindDescribe } from '../../kit/describe/describe';
import { describeModule } from '../../kit/shell/boot';

class InterceptFigure extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>({ ...INITIAL, shooter: [...INITIAL.shooter], target: [...INITIAL.target] });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const shell = mountFigure(this, svg, figure, 'intercept');
    const points = bindPointHandles(this, store, handles, { svg, frame: FRAME });
    const jump = this.querySelector<HTMLButtonElement>('[data-action="jump"]')!;
    const scrubRoot = this.querySelector<HTMLElement>('[data-scrubber]')!;
    const range = scrubRoot.querySelector<HTMLInputElement>('input[type="range"]')!;
    let sol: Solution = solve(store.get());
    // The kit's clock: it loops at the end of the time line; the range's value is the built START_TIME, or the one
    // the browser restored on back/forward navigation.
    const clock = createClock({ duration: sol.duration, time: Number(range.value) || 0, loop: true, element: this });
    bindScrubber(scrubRoot, clock);
    snapWhileScrubbing(scrubRoot, clock, (time) => snapTime(time, sol, sol.duration / 80));
    /** The time drawn last. */
    let t = clock.time;

    const described = bindDescribe(this, describeModule<typeof import('./describe')>('intercept-figure'));
    const render = () => {
      const s = store.get();
      const view = { s, sol, m: momentAt(s, sol, t) };
      shell.draw(view);
      described.update(view);
    };

    // After the scrubber's own listeners: a seek from here reaches them last, so they end on the hit.
    clock.subscribe((c) => {
      if (c.time === t) return;
      // Playing through the hit stops on it: the moment the triangle closes.
      const hit = sol.hitTime;
      if (c.playing && hit !== null && t < hit && c.time > hit) {
        clock.seek(hit);
        clock.pause();
        return;
      }
      t = c.time;
      render();
    });
    // A hit after the end of the time line cannot be shown: the button is off and the status says why.
    const showJump = bindJump(jump, clock, () => shownHit(sol));

    const speedBox = createNumberBox(this.querySelector<HTMLElement>('[data-numberbox="speed"]')!, SPEED_RULE, (v) =>
      store.set({ speed: v }),
    );

    store.subscribe((s) => {
      sol = solve(s);
      points.show(s);
      showJump();
      speedBox.show(s.speed);
      // Live code cells follow the scene (handles, speed), never the scrubber's time.
      publishFigureState(this, 'intercept-figure', sceneState(s));
      // A new duration may clamp t (and re-render through the clock); render anyway for the new scene.
      clock.setDuration(sol.duration);
      t = clock.time;
      render();
    });
    linkClockScene(this, clock, {
      schema: SCENE,
      read: (time) => sceneOf(store.get(), time),
      apply: (v) => store.set(stateOf(v)),
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('intercept-figure')) customElements.define('intercept-figure', InterceptFigure);
