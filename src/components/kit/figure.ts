/**
 * The figure shell: one way to build a figure, shared by the build and the browser.
 *
 * A figure declares, once, as pure functions of its view state `F` (in its
 * view.ts, unit-tested without a DOM):
 * - `parts(f)`: the SVG attributes (and text) of every `data-part` of its scene;
 * - `readouts(f)`: the text of every `data-readout`;
 * - optionally `prose(f)`: the numbers the chapter's prose quotes (`<Bound>`).
 *
 * The .astro file renders the first state with the same functions
 * (`partAttrs` / `partText` spread into the markup), so the HTML is complete
 * before any script runs; the custom element calls `mountFigure(…).draw(f)`
 * after every change, which writes only what changed (kit/dom.ts) and hands
 * the prose numbers to the kit's publisher (kit/bind.ts: after the drag, when
 * the browser is idle). No figure writes an attribute by hand or keeps a timer.
 */
import { publisher } from './bind';
import { createReadouts, writeParts, type PartAttrs } from './dom';

/** Every named part's attributes; `text` is the part's text content. */
export type Parts = Record<string, PartAttrs>;

export interface FigureView<F> {
  /** Attributes of each `data-part` of the scene in state `f`. */
  parts(f: F): Parts;
  /** Text of each `data-readout` in state `f`. */
  readouts(f: F): Record<string, string>;
  /** Numbers the prose quotes, published under the figure's scope. */
  prose?(f: F): Record<string, string>;
}

/**
 * A part's attributes for the markup, without its text: `<circle data-part="c" {...partAttrs(p, 'c')} />`.
 * A part the view does not know has none.
 */
export function partAttrs(parts: Parts, name: string): Record<string, string | number> {
  const { text: _text, ...rest } = parts[name] ?? {};
  return rest;
}

/** A part's text for the markup ("" when it has none). */
export function partText(parts: Parts, name: string): string {
  return String(parts[name]?.text ?? '');
}

export interface Figure<F> {
  /** Write state `f` into the figure: its parts, its readouts and (deferred) the prose numbers. */
  draw(f: F): void;
}

/**
 * Mount a server-rendered figure: `svg` holds its parts, `root` its readouts;
 * `scope` names its prose numbers (`<Bound to="scope.name">`).
 */
export function mountFigure<F>(root: HTMLElement, svg: Element, view: FigureView<F>, scope?: string): Figure<F> {
  const readouts = createReadouts(root);
  const prose = scope && view.prose ? publisher(root, scope) : null;
  return {
    draw(f) {
      writeParts(svg, view.parts(f));
      readouts.setAll(view.readouts(f));
      if (prose && view.prose) prose(view.prose(f));
    },
  };
}
