/**
 * <cosines-figure>: wires chapter 3's server-rendered figure to its model.
 * One store holds the three vertices; dragging or arrow keys move them, and
 * every change redraws the triangle, both forms of the law with their live
 * numbers, the readouts and the prose numbers.
 */
import { publish } from '../kit/bind';
import { draggable } from '../kit/draggable';
import { translate } from '../kit/frame';
import { createStore } from '../kit/store';
import { FRAME, INITIAL, KEY_STEP, handleLabel, message, place, readouts, type State, type Vertex } from './model';
import { draw } from './view';

const VERTICES: Vertex[] = ['o', 'p', 'q'];

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

class CosinesFigure extends HTMLElement {
  private readonly text = new Map<string, string>();
  private readonly nodes = new Map<string, Element[]>();

  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    const store = createStore<State>({ ...INITIAL });
    const svg = this.querySelector<SVGSVGElement>('svg[data-part="scene"]')!;
    const handles = Object.fromEntries(
      VERTICES.map((v) => [v, this.querySelector<SVGGElement>(`[data-handle="${v}"]`)!]),
    ) as Record<Vertex, SVGGElement>;
    for (const name of VERTICES) {
      draggable(handles[name], {
        svg,
        frame: FRAME,
        step: KEY_STEP,
        coarseStep: KEY_STEP * 5,
        get: () => store.get()[name],
        set: (p) => store.set({ [name]: place(p) }),
      });
    }
    // Numbers in the prose follow once the figure has drawn and the drag is over: their layout
    // (KaTeX above all) is costly, and text re-wrapping above the figure would shift it mid-drag.
    const prose = deferred(this, (r: Record<string, string>) => publish('cosines', r));
    store.subscribe((s) => {
      draw(svg, s);
      for (const name of VERTICES) {
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

if (!customElements.get('cosines-figure')) customElements.define('cosines-figure', CosinesFigure);
