/**
 * <intercept-3d>: wires the camera (orbit by drag, keys, touch), the three
 * handles, the speed box, the time scrubber and the two buttons to one
 * store. The scene (S, T, V, s) re-solves with the library and is published
 * for the chapter's table and cells; camera moves and time scrubs only
 * redraw. Everything drawn comes from view.ts through the kit's figure shell.
 */
import { keyStep } from '../../kit/controls/draggable';
import { mountFigure } from '../../kit/shell/figure';
import { textLater } from '../../kit/shell/later';
import { bindPointHandles } from '../../kit/controls/handles';
import { prefersReducedMotion } from '../../kit/time/loop';
import { createNumberBox } from '../../kit/controls/numberbox';
import { bindOrbit } from '../../kit/scene/orbit';
import { cameraBetween, type Camera } from '../../kit/scene/projection3d';
import { createClock } from '../../kit/time/clock';
import { bindScrubber, snapWhileScrubbing } from '../../kit/time/scrubber';
import { linkClockScene } from '../../kit/links/scene-link';
import { createStore } from '../../kit/shell/store';
import { SCENE, sceneOf as linkOf, stateOf } from './scene';
import { publishFigureState } from '../../kit/shell/figure-state';
import { scene3DState } from '../../kit/shell/scene-state';
import {
  INITIAL,
  KEY_STEP,
  SCREEN,
  SPEED_RULE,
  START_TIME,
  VIEW,
  momentAt,
  planeCamera,
  pushAlongView,
  sameScene,
  sceneOf,
  snapTime,
  solve,
  type PointName,
  type Scene,
  type Solution,
  type State,
} from './model';
import { figure, handles } from './view';
import { bindJump, shownHit } from '../../kit/time/jump';
import { bindDescribe } from '../../kit/describe/describe';
import { describeModule } from '../../kit/shell/boot';

/** How long the camera takes to turn to the plane and back (ms), unless the reader asked for less motion. */
const TURN_MS = 700;

class Intercept3D extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>({ ...INITIAL });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    // Parts live in the scene and around it (the hit mark): the whole figure is the shell's root.
    const shell = mountFigure(this, this, figure);
    const points = bindPointHandles(this, store, handles, { svg, frame: SCREEN, step: KEY_STEP * VIEW.scale });
    const keysHelp = this.querySelector('p.visually-hidden:not([data-readout])')?.id;
    // PageUp / PageDown move a point along the line of sight (kit/controls/draggable.ts does the arrows, in the screen's plane).
    for (const name of Object.keys(handles) as PointName[]) {
      const el = points.elements[name];
      if (keysHelp) el.setAttribute('aria-describedby', keysHelp);
      el.addEventListener('keydown', (e) => {
        if (e.key !== 'PageUp' && e.key !== 'PageDown') return;
        e.preventDefault();
        const amount = keyStep(KEY_STEP, e.shiftKey) * (e.key === 'PageUp' ? 1 : -1);
        // Out of the plane: the view is free again.
        store.set((s) => ({ ...pushAlongView(s, name, amount), planeView: false }));
      });
    }
    const jump = this.querySelector<HTMLButtonElement>('[data-action="jump"]')!;
    const look = this.querySelector<HTMLButtonElement>('[data-action="look"]')!;
    const scrubRoot = this.querySelector<HTMLElement>('[data-scrubber]')!;
    const range = scrubRoot.querySelector<HTMLInputElement>('input[type="range"]')!;
    const mark = this.querySelector<HTMLElement>('.hit-mark')!;
    let sol: Solution = solve(store.get());
    let scene: Scene = sceneOf(store.get());
    // The kit's clock, looping at the end of the time line, from the built first state's time: not the range's value,
    // which the browser snaps to the range's step (0.8 s is 0.7968 s on a 2.4 s line) and would move the moment drawn.
    const clock = createClock({ duration: sol.duration, time: START_TIME, loop: true, element: this });
    bindScrubber(scrubRoot, clock);
    snapWhileScrubbing(scrubRoot, clock, (time) => snapTime(time, sol, sol.duration / 80));

    const described = bindDescribe(this, describeModule<typeof import('./describe')>('intercept-3d'));
    const render = () => {
      const s = store.get();
      const view = { s, sol, m: momentAt(s, sol, clock.time) };
      shell.draw(view);
      described.update(view);
    };

    let drawnTime = clock.time;
    clock.subscribe((c) => {
      if (c.time === drawnTime) return;
      drawnTime = c.time;
      render();
    });
    const showJump = bindJump(jump, clock, () => shownHit(sol));

    // The hit's mark under the time line: placed a frame later (a layout read), never in the input's frame.
    let track: { left: number; width: number; top: number } | null = null;
    const placeMark = textLater(() => {
      if (!track) {
        const box = range.getBoundingClientRect();
        const outer = (mark.parentElement ?? this).getBoundingClientRect();
        const thumb = 16;
        track = {
          left: box.left - outer.left + thumb / 2,
          width: box.width - thumb,
          top: box.top - outer.top + box.height / 2,
        };
      }
      const on = sol.hitTime !== null && !sol.late && track.width > 0;
      mark.hidden = !on;
      if (on) {
        mark.style.left = `${(track.left + (track.width * sol.hitTime!) / sol.duration).toFixed(1)}px`;
        mark.style.top = `${track.top.toFixed(1)}px`;
      }
    });
    new ResizeObserver(() => {
      track = null;
      placeMark();
    }).observe(range);

    const speedBox = createNumberBox(this.querySelector<HTMLElement>('[data-numberbox="speed"]')!, SPEED_RULE, (v) =>
      store.set({ speed: v }),
    );

    // The camera's turn to the plane and back: on a clock of its own length, which stops itself at the end, or at
    // once under reduced motion.
    let turn: { from: Camera; to: Camera } | null = null;
    const turning = createClock({ duration: TURN_MS / 1000, element: this });
    turning.subscribe((c) => {
      if (!turn) return;
      const f = Math.min(1, c.time / c.duration);
      const eased = f * f * (3 - 2 * f);
      store.set({ camera: cameraBetween(turn.from, turn.to, eased) });
      if (f >= 1) turn = null;
    });
    const turnTo = (to: Camera, planeView: boolean) => {
      const from = store.get().camera;
      if (prefersReducedMotion()) {
        turn = null;
        turning.pause();
        store.set({ camera: to, planeView });
        return;
      }
      turn = { from, to };
      store.set({ planeView });
      turning.seek(0);
      turning.play();
    };
    let freeCamera: Camera | null = null;
    look.addEventListener('click', () => {
      const s = store.get();
      if (s.planeView) {
        turnTo(freeCamera ?? INITIAL.camera, false);
      } else {
        freeCamera = s.camera;
        turnTo(planeCamera(s, sol), true);
      }
    });
    bindOrbit(svg, {
      get: () => store.get().camera,
      set: (camera) => {
        // Any orbit is the free view again.
        turn = null;
        turning.pause();
        store.set({ camera, planeView: false });
      },
      ignore: '.kit-handle',
    });

    // The scene goes to the chapter's table and cells a frame after the drawing (kit/shell/later.ts textLater), as the
    // numbers do: publishing writes the element's data-figure and runs their listeners, never in the input's frame.
    const publish = textLater(() => publishFigureState(this, 'intercept-3d', scene3DState(store.get())));
    let planeView = store.get().planeView;
    store.subscribe((s) => {
      if (!sameScene(s, scene)) {
        if (s.speed !== scene.speed) speedBox.show(s.speed);
        scene = sceneOf(s);
        sol = solve(s);
        showJump();
        // The chapter's table and cells follow the scene, never the camera or the time.
        publish();
        clock.setDuration(sol.duration);
        drawnTime = clock.time;
        placeMark();
      }
      if (s.planeView !== planeView) {
        planeView = s.planeView;
        look.setAttribute('aria-pressed', String(planeView));
      }
      points.show(s);
      render();
    });
    publishFigureState(this, 'intercept-3d', scene3DState(store.get()));
    placeMark();
    linkClockScene(this, clock, {
      schema: SCENE,
      read: (time) => linkOf(store.get(), time),
      apply: (v) => store.set(stateOf(v)),
    });
    this.dataset.ready = 'true';
  }
}

if (!customElements.get('intercept-3d')) customElements.define('intercept-3d', Intercept3D);
