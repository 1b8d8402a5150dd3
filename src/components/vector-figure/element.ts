/**
 * <vector-figure>: wires chapter 1's server-rendered figure to its model. One
 * store holds the state; handles, the Δt box and the buttons change it, and
 * every change redraws the figure, its readouts and the prose numbers.
 */
import { publish } from '../kit/bind';
import { draggable } from '../kit/draggable';
import { translate } from '../kit/frame';
import { createLoop, prefersReducedMotion } from '../kit/loop';
import { createNumberBox } from '../kit/numberbox';
import { createStore } from '../kit/store';
import { DT_RULE, FRAME, INITIAL, KEY_STEP, advance, handleLabel, message, nextStep, place, readouts } from './model';
import type { State } from './model';
import { draw } from './view';

/**
 * Wrap `run` so that calls made while busy collapse into one call with the
 * latest value, made when the browser is idle (at the latest 150 ms later)
 * and no handle of `root` is being dragged: prose that re-wraps above a
 * figure would move it under the reader's finger.
 */
function deferred<T>(root: HTMLElement, run: (value: T) => void): (value: T) => void {
  let pending: { value: T } | null = null;
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(flush, { timeout: 150 });
    else setTimeout(flush, 50);
  };
  const flush = () => {
    scheduled = false;
    if (root.querySelector('.kit-handle.dragging')) {
      root.addEventListener('pointerup', () => setTimeout(schedule), { once: true, capture: true });
      root.addEventListener('pointercancel', () => setTimeout(schedule), { once: true, capture: true });
      return;
    }
    const p = pending;
    pending = null;
    if (p) run(p.value);
  };
  return (value: T) => {
    pending = { value };
    schedule();
  };
}

function setIfChanged(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

class VectorFigure extends HTMLElement {
  private readonly text = new Map<string, string>();
  private readonly nodes = new Map<string, Element[]>();

  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>({ ...INITIAL });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const handles = {
      p1: this.querySelector<SVGGElement>('[data-handle="p1"]')!,
      p2: this.querySelector<SVGGElement>('[data-handle="p2"]')!,
    };
    for (const name of ['p1', 'p2'] as const) {
      draggable(handles[name], {
        svg,
        frame: FRAME,
        step: KEY_STEP,
        coarseStep: KEY_STEP * 5,
        get: () => store.get()[name],
        set: (p) => store.set({ [name]: place(p) }),
      });
    }

    const loop = createLoop(this, (elapsed) => {
      const s = store.get();
      const clock = advance(s.clock, s.steps, s.dt, elapsed);
      store.set({ clock });
      if (clock >= s.steps) loop.stop();
    });
    createNumberBox(this.querySelector('[data-numberbox="dt"]')!, DT_RULE, (dt) => store.set({ dt }));
    this.querySelector('[data-action="step"]')!.addEventListener('click', () => {
      const steps = nextStep(store.get());
      // Under reduced motion the dot jumps to the end of its step.
      if (prefersReducedMotion()) store.set({ steps, clock: steps });
      else {
        store.set({ steps });
        loop.start();
      }
    });
    this.querySelector('[data-action="reset"]')!.addEventListener('click', () => {
      loop.stop();
      store.set({ steps: 0, clock: 0 });
    });
    const toggle = this.querySelector<HTMLInputElement>('input[name="mistake"]')!;
    toggle.addEventListener('change', () => store.set({ mistake: toggle.checked }));
    // The browser may restore a checked box on back/forward navigation.
    if (toggle.checked) store.set({ mistake: true });

    // Numbers in the prose follow once the figure has drawn and the drag is over: their layout
    // (KaTeX above all) is costly, and text re-wrapping above the figure would shift it mid-drag.
    const prose = deferred(this, (r: Record<string, string>) => publish('vectors', r));
    store.subscribe((s) => {
      draw(svg, s);
      for (const name of ['p1', 'p2'] as const) {
        setIfChanged(handles[name], 'transform', translate(FRAME, s[name]));
        setIfChanged(handles[name], 'aria-label', handleLabel(name, s));
      }
      const r = readouts(s);
      for (const [name, value] of Object.entries(r)) this.say(name, value);
      this.say('note', message(s));
      prose(r);
    });
    this.dataset.ready = 'true';
  }

  /** Set a readout's text, touching the DOM only when it changes. */
  private say(readout: string, value: string): void {
    if (this.text.get(readout) === value) return;
    this.text.set(readout, value);
    let nodes = this.nodes.get(readout);
    if (!nodes) this.nodes.set(readout, (nodes = Array.from(this.querySelectorAll(`[data-readout="${readout}"]`))));
    for (const el of nodes) el.textContent = value;
  }
}

if (!customElements.get('vector-figure')) customElements.define('vector-figure', VectorFigure);
