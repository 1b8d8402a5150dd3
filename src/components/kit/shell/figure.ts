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
 * after every change, which writes only what changed (kit/shell/dom.ts) and hands
 * the prose numbers to the kit's publisher (kit/text/bind.ts: after the drag, when
 * the browser is idle). No figure writes an attribute by hand or keeps a timer.
 */
import { publisher } from '../text/bind';
import { partOf, setIfChanged, setText, writeParts, type PartAttrs } from './dom';
import { createReadouts } from './readouts';

/** Every named part's attributes; `text` is the part's text content. */
export type Parts = Record<string, PartAttrs>;

/**
 * One element of a list part (markers, circles: as many as the state has):
 * its tag, its attributes (`text`: its text) and its children. Rendered at
 * build time by Items.astro, kept in step in the browser by `writeItems`.
 */
export interface Item {
  tag: string;
  attrs: PartAttrs;
  children?: Item[];
}

/** One readout card (kit/shell/ReadoutCards.astro): declared once in the view, its text from `readouts()`. */
export interface ReadoutCard {
  /** `data-readout` name: the key in the view's `readouts()`. */
  name: string;
  /** The card's title. */
  label: string;
  /** Words for screen readers only, after the title (e.g. which speed s₁ is). */
  hint?: string;
  /** Class of the card, e.g. "wide" to span the row. */
  class?: string;
  /** `aria-live` of the value ("off" for numbers that change on every drag step). */
  live?: 'off' | 'polite';
}

/** What a figure on a clock draws from: the scene's state, its solution, and the moment the clock shows. */
export interface ClockView<S, Sol, M> {
  s: S;
  sol: Sol;
  m: M;
}

export interface FigureView<F> {
  /** Attributes of each `data-part` of the scene in state `f`. */
  parts(f: F): Parts;
  /** The children of each list part (`data-part="name"`, e.g. a group of markers) in state `f`. */
  lists?(f: F): Record<string, Item[]>;
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

/**
 * `derive` computed once per view object: a figure whose `parts`, `lists` and
 * `readouts` all need the same geometry of one state (drawn once per frame)
 * computes it once. Remembers the last view only, by identity, so a store
 * that makes a new state object on every change never sees a stale result.
 */
export function perView<F extends object, G>(derive: (f: F) => G): (f: F) => G {
  let last: F | undefined;
  let value: G;
  return (f) => {
    if (f !== last) {
      value = derive(f);
      last = f;
    }
    return value;
  };
}

/** The props every figure component takes. */
export interface FigureProps {
  /** Distinguishes two copies of the figure on one page (ids must be unique). */
  id?: string;
}

/** The ids of a figure's labelled elements: `${id}-caption` and `${id}-name` for each name. */
export function figureIds<K extends string>(id: string, names: readonly K[] = []): Record<K | 'caption', string> {
  const ids = { caption: `${id}-caption` } as Record<K | 'caption', string>;
  for (const name of names) ids[name] = `${id}-${name}`;
  return ids;
}

/** What the markup renders of the first state: the view's parts, list parts and readouts. */
export interface FirstFrame {
  parts: Parts;
  /** A part's attributes without its text, to spread into the markup (`partAttrs`). */
  part(name: string): Record<string, string | number>;
  /** A part's text (`partText`). */
  text(name: string): string;
  lists: Record<string, Item[]>;
  readouts: Record<string, string>;
}

/** The build side of `mountFigure`: state `f` through the same view the browser draws with. */
export function firstFrame<F>(view: FigureView<F>, f: F): FirstFrame {
  const parts = view.parts(f);
  return {
    parts,
    part: (name) => partAttrs(parts, name),
    text: (name) => partText(parts, name),
    lists: view.lists?.(f) ?? {},
    readouts: view.readouts(f),
  };
}

export interface Figure<F> {
  /** Write state `f` into the figure: its parts, its readouts and (deferred) the prose numbers. */
  draw(f: F): void;
  /** Settles once the scene's painter has loaded (`CanvasWhen`): whether the scene is now drawn on a canvas. */
  onCanvas: Promise<boolean>;
}

/**
 * When a figure's scene moves to its canvas (kit/scene/scene-canvas.ts, loaded as a
 * chunk of its own): `'load'` as soon as the figure mounts; `'input'` on the
 * reader's first approach (pointer over the figure, focus, a key, a touch),
 * for a figure on screen as the page loads (the Introduction's demo), so
 * the page's first load carries no painter. Until then the SVG draws itself.
 */
export type CanvasWhen = 'load' | 'input';

/** A reader about to use a figure: a pointer over it (touch and pen too) or the focus in it. Its painter loads on the first. */
const APPROACH = ['pointerover', 'focusin'] as const;

/**
 * Mount a server-rendered figure: `svg` holds its parts, `root` its readouts;
 * `scope` names its prose numbers (`<Bound to="scope.name">`); `canvas` says
 * when its scene moves to a canvas (`CanvasWhen`).
 */
export function mountFigure<F>(
  root: HTMLElement,
  svg: Element,
  view: FigureView<F>,
  scope?: string,
  canvas: CanvasWhen = 'load',
): Figure<F> {
  const readouts = createReadouts(root);
  const prose = scope && view.prose ? publisher(root, scope) : null;
  // `svg` may be the figure itself (parts outside the scene too): its scene is then its `svg[data-part="scene"]`,
  // and any other drawing that moves with it (a close-up, `svg[data-canvas-scene]`) goes on a canvas of its own:
  // an SVG written in the input's frame costs the page a restyle, which the first text on a canvas then forces.
  const scene = svg.localName === 'svg' ? svg : svg.querySelector('svg[data-part="scene"]');
  const extra =
    svg.localName === 'svg' ? [] : Array.from(svg.querySelectorAll<SVGSVGElement>('svg[data-canvas-scene]'));
  let last: F;
  // With the scene on a canvas, the numbers follow in a later frame (`textLater`): the frame of the input shows the drawing.
  let text: (() => void) | null = null;
  let painted: (on: boolean) => void = () => {};
  const onCanvas = new Promise<boolean>((resolve) => (painted = resolve));
  const toCanvas = () =>
    void Promise.all([import('../scene/scene-canvas'), import('./later')]).then(
      ([{ sceneOnCanvas }, { textLater }]) => {
        const on = sceneOnCanvas(scene as SVGSVGElement) !== null;
        for (const other of extra) sceneOnCanvas(other);
        if (on) text = textLater(() => readouts.setAll(view.readouts(last)));
        painted(on);
      },
    );
  if (!scene) painted(false);
  else if (canvas === 'load') toCanvas();
  else {
    const approach = () => {
      for (const type of APPROACH) root.removeEventListener(type, approach, true);
      toCanvas();
    };
    for (const type of APPROACH) root.addEventListener(type, approach, { capture: true, passive: true });
  }
  return {
    draw(f) {
      last = f;
      writeParts(svg, view.parts(f));
      if (view.lists) {
        for (const [name, items] of Object.entries(view.lists(f))) {
          const parent = partOf(svg, name);
          if (parent) writeItems(parent, items);
        }
      }
      if (text) text();
      else readouts.setAll(view.readouts(f));
      if (prose && view.prose) prose(view.prose(f));
    },
    onCanvas,
  };
}

/**
 * Make the children of `parent` exactly `items`: reuse each child of the same
 * tag in place (writing only what changed), create or replace the others,
 * remove the surplus. Created elements take the parent's namespace (SVG).
 */
export function writeItems(parent: Element, items: readonly Item[]): void {
  items.forEach((item, i) => {
    let el = parent.children[i];
    if (!el || el.tagName.toLowerCase() !== item.tag) {
      const made = parent.ownerDocument.createElementNS(parent.namespaceURI, item.tag);
      if (el) el.replaceWith(made);
      else parent.appendChild(made);
      el = made;
    }
    for (const [k, v] of Object.entries(item.attrs)) {
      if (k === 'text') setText(el, String(v));
      else setIfChanged(el, k, String(v));
    }
    if (item.children) writeItems(el, item.children);
  });
  while (parent.childElementCount > items.length) parent.lastElementChild!.remove();
}
