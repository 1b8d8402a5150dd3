/**
 * <intercept-figure>: wires the three handles, the speed box, the time
 * scrubber and the jump button to one store. The scene (positions, speed)
 * and the time are separate: moving a handle re-solves with the library,
 * scrubbing only redraws the moment.
 */
import { publish } from '../kit/bind';
import { createReadouts, setIfChanged } from '../kit/dom';
import { draggable } from '../kit/draggable';
import { clampToFrame, translate } from '../kit/frame';
import { createNumberBox } from '../kit/numberbox';
import { createScrubber } from '../kit/scrubber';
import { createStore } from '../kit/store';
import { publishFigureState, sceneState } from '../notebook/protocol';
import type { Vec2 } from '../../lib';
import {
  FRAME,
  INITIAL,
  MARGIN,
  SPEED_RULE,
  START_TIME,
  VELOCITY_SECONDS,
  momentAt,
  snapTime,
  solve,
  status,
  type Solution,
  type State,
} from './model';
import { draw, geometry, proseValues, readouts, timeText, vecText, velocityTip } from './view';

/** Dragged positions are kept to a tenth of a metre, so readouts stay readable. */
function tidy(v: Vec2): Vec2 {
  return [Math.round(v[0] * 10) / 10, Math.round(v[1] * 10) / 10];
}

class InterceptFigure extends HTMLElement {
  private readonly readout = createReadouts(this);
  private publishTimer = 0;

  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>({ ...INITIAL, shooter: [...INITIAL.shooter], target: [...INITIAL.target] });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const handles = {
      shooter: svg.querySelector<SVGGElement>('[data-handle="shooter"]')!,
      target: svg.querySelector<SVGGElement>('[data-handle="target"]')!,
      velocity: svg.querySelector<SVGGElement>('[data-handle="velocity"]')!,
    };
    const jump = this.querySelector<HTMLButtonElement>('[data-action="jump"]')!;
    const playButton = this.querySelector<HTMLButtonElement>('[data-scrubber] [data-action="play"]')!;
    let sol: Solution = solve(store.get());
    let t = START_TIME;

    const render = () => {
      const s = store.get();
      const m = momentAt(s, sol, t);
      draw(svg, geometry(s, sol, m));
      this.readout.setAll(readouts(sol, m));
      this.readout.set('status', status(sol, m));
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
    // Scrubbing by hand near the hit lands on it exactly (playing never snaps).
    const range = this.querySelector<HTMLInputElement>('[data-scrubber] input[type="range"]')!;
    range.addEventListener('input', () => {
      const snapped = snapTime(scrubber.time, sol, sol.duration / 80);
      if (snapped !== scrubber.time) scrubber.seek(snapped);
    });
    jump.addEventListener('click', () => {
      // A hit after the end of the time line cannot be shown: the button is off and the status says why.
      if (sol.hitTime === null || sol.late) return;
      scrubber.pause();
      scrubber.seek(sol.hitTime);
    });

    const speedBox = createNumberBox(this.querySelector<HTMLElement>('[data-numberbox="speed"]')!, SPEED_RULE, (v) =>
      store.set({ speed: v }),
    );
    draggable(handles.shooter, {
      svg,
      frame: FRAME,
      get: () => store.get().shooter,
      set: (p) => store.set({ shooter: tidy(clampToFrame(FRAME, p, MARGIN)) }),
    });
    draggable(handles.target, {
      svg,
      frame: FRAME,
      get: () => store.get().target,
      set: (p) => store.set({ target: tidy(clampToFrame(FRAME, p, MARGIN)) }),
    });
    draggable(handles.velocity, {
      svg,
      frame: FRAME,
      get: () => velocityTip(store.get()),
      set: (p) => {
        const s = store.get();
        const tip = tidy(clampToFrame(FRAME, p, MARGIN / 2));
        const v: Vec2 = [(tip[0] - s.target[0]) / VELOCITY_SECONDS, (tip[1] - s.target[1]) / VELOCITY_SECONDS];
        store.set({ velocity: tidy(v) });
      },
    });

    store.subscribe((s) => {
      sol = solve(s);
      setIfChanged(handles.shooter, 'transform', translate(FRAME, s.shooter));
      setIfChanged(handles.shooter, 'aria-label', `Shooter S at ${vecText(s.shooter)}`);
      setIfChanged(handles.target, 'transform', translate(FRAME, s.target));
      setIfChanged(handles.target, 'aria-label', `Target T at ${vecText(s.target)}`);
      setIfChanged(handles.velocity, 'transform', translate(FRAME, velocityTip(s)));
      setIfChanged(handles.velocity, 'aria-label', `Velocity V = ${vecText(s.velocity)} m/s: tip of the arrow`);
      jump.disabled = sol.hitTime === null || sol.late;
      speedBox.show(s.speed);
      this.publishSoon(proseValues(s, sol));
      // Live code cells follow the scene (handles, speed), never the scrubber's time.
      publishFigureState(this, 'intercept-figure', sceneState(s));
      // A new duration may clamp t (and re-render through onTime); render anyway for the new scene.
      scrubber.setDuration(sol.duration);
      t = scrubber.time;
      render();
    });
    this.dataset.ready = 'true';
  }

  /** Prose numbers follow the figure a moment later, so a drag only pays for the figure itself. */
  private publishSoon(values: Record<string, string>): void {
    clearTimeout(this.publishTimer);
    this.publishTimer = window.setTimeout(() => publish('intercept', values), 60);
  }
}

if (!customElements.get('intercept-figure')) customElements.define('intercept-figure', InterceptFigure);
