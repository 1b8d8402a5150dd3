/**
 * <intercept-figure>: wires the three handles, the speed box, the time
 * scrubber and the jump button to one store. The scene (positions, speed)
 * and the time are separate: moving a handle re-solves with the library,
 * scrubbing only redraws the moment. Everything drawn comes from view.ts
 * through the kit's figure shell.
 */
import { mountFigure } from '../kit/figure';
import { bindPointHandles } from '../kit/handles';
import { createNumberBox } from '../kit/numberbox';
import { createScrubber, snapWhileScrubbing } from '../kit/scrubber';
import { linkScene } from '../kit/scene-link';
import { createStore } from '../kit/store';
import { SCENE, sceneOf, stateOf } from './scene';
import { publishFigureState, sceneState } from '../kit/figure-state';
import { FRAME, INITIAL, SPEED_RULE, START_TIME, momentAt, snapTime, solve, type Solution, type State } from './model';
import { figure, handles, timeText } from './view';

class InterceptFigure extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>({ ...INITIAL, shooter: [...INITIAL.shooter], target: [...INITIAL.target] });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const shell = mountFigure(this, svg, figure, 'intercept');
    const points = bindPointHandles(this, store, handles, { svg, frame: FRAME });
    const jump = this.querySelector<HTMLButtonElement>('[data-action="jump"]')!;
    const playButton = this.querySelector<HTMLButtonElement>('[data-scrubber] [data-action="play"]')!;
    let sol: Solution = solve(store.get());
    let t = START_TIME;

    const render = () => {
      const s = store.get();
      shell.draw({ s, sol, m: momentAt(s, sol, t) });
    };

    const scrubber = createScrubber(this.querySelector<HTMLElement>('[data-scrubber]')!, {
      duration: sol.duration,
      format: timeText,
      onTime: (time) => {
        // Playing through the hit stops on it: the moment the triangle closes.
        const hit = sol.hitTime;
        const playing = playButton.getAttribute('aria-pressed') === 'true';
        if (playing && hit !== null && t < hit && time > hit) {
          scrubber.seek(hit);
          // Pause after the animation frame that called us has re-armed itself (the loop re-requests after each frame).
          queueMicrotask(() => scrubber.pause());
          return;
        }
        t = time;
        render();
      },
    });
    snapWhileScrubbing(this.querySelector<HTMLElement>('[data-scrubber]')!, scrubber, (time) =>
      snapTime(time, sol, sol.duration / 80),
    );
    jump.addEventListener('click', () => {
      // A hit after the end of the time line cannot be shown: the button is off and the status says why.
      if (sol.hitTime === null || sol.late) return;
      scrubber.pause();
      scrubber.seek(sol.hitTime);
    });

    const speedBox = createNumberBox(this.querySelector<HTMLElement>('[data-numberbox="speed"]')!, SPEED_RULE, (v) =>
      store.set({ speed: v }),
    );

    store.subscribe((s) => {
      sol = solve(s);
      points.show(s);
      jump.disabled = sol.hitTime === null || sol.late;
      speedBox.show(s.speed);
      // Live code cells follow the scene (handles, speed), never the scrubber's time.
      publishFigureState(this, 'intercept-figure', sceneState(s));
      // A new duration may clamp t (and re-render through onTime); render anyway for the new scene.
      scrubber.setDuration(sol.duration);
      t = scrubber.time;
      render();
    });
    linkScene(this, {
      schema: SCENE,
      read: () => sceneOf(store.get(), t),
      apply: (v) => {
        store.set(stateOf(v));
        scrubber.seek(Math.min(v.time, sol.duration));
      },
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('intercept-figure')) customElements.define('intercept-figure', InterceptFigure);
