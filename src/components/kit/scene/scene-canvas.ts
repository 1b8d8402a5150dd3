/**
 * A figure's scene drawn on a canvas (issue 16): the kit's fast path, which
 * every figure on the shell takes (`mountFigure` calls `sceneOnCanvas`).
 *
 * The scene stays an SVG: its first state is in the HTML, the view writes
 * its parts into it through kit/shell/dom.ts as before, and its handles stay the
 * focusable, labelled, draggable elements they were. What changes once the
 * script runs is who draws it, and when the SVG hears of a change:
 *
 * - Everything but the handles' hit circles goes into hidden groups
 *   (`display: none`, in place, so the drawing order and every selector
 *   still hold), and a canvas under the handles (a `<foreignObject>` over the
 *   viewBox) shows the same elements, drawn by kit/scene/svg-paint.ts from their
 *   attributes and computed styles.
 * - Geometry (positions, sizes, paths, transforms, the handles' too) and
 *   text are held (kit/shell/dom.ts `holdWrites`): the canvas draws them at once,
 *   the elements get them when the figure rests (`SETTLE_MS`) or a pointer
 *   comes to the scene, so a pointer finds each handle where it is drawn. The
 *   pointer's part is found on the canvas too (what the last paint drew there)
 *   and told with a `pointerover`, as the SVG would.
 *   Any write into the page, even into a hidden element, costs it a restyle
 *   and a re-layerization (1.5 ms unthrottled on a chapter page); held, an
 *   input's frame costs the canvas only. Everything else (a class, `display`,
 *   an accessible name) is written at once, and a style is read again only
 *   for what such a write may have changed. A `kit:settle` event on the
 *   document writes everything held at once (tests, printing), and so does
 *   the window's `beforeprint`: on paper the SVG is shown instead of the canvas.
 *
 * Where there is no 2D canvas (or no Path2D) the scene stays plain SVG.
 */
import { holdWrites, setText, type WriteHold } from '../shell/dom';
import { fitBacking } from './canvas-layer';
import { paintElement, paintStyle, parseTransform, type Context2D, type PaintStyle } from './svg-paint';

/** The look of the hidden groups themselves: nothing of their own, children drawn. */
const SHOWN: PaintStyle = {
  hidden: false,
  visible: true,
  fill: null,
  fillOpacity: 1,
  stroke: null,
  strokeOpacity: 1,
  strokeWidth: 0,
  dash: [],
  dashOffset: 0,
  cap: 'butt',
  join: 'miter',
  miter: 4,
  opacity: 1,
  font: '16px sans-serif',
  fontSize: 16,
  align: 'left',
  baseline: 'alphabetic',
  strokeFirst: false,
  clip: null,
};

const SVG_NS = 'http://www.w3.org/2000/svg';
/** How long a figure rests before its SVG elements get the geometry the canvas shows. */
export const SETTLE_MS = 120;

/**
 * Attributes that place an element without changing how it looks: held
 * while the figure moves (and when written, they repaint but keep the
 * element's style; any other attribute, `class` and `display` first, has its
 * subtree's styles read again).
 */
const GEOMETRY = new Set([
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'width',
  'height',
  'd',
  'points',
  'transform',
  'dx',
  'dy',
]);
/**
 * What moves by itself while the rest stands still (a chart's time cursor, a figure's moment at the
 * scrubbed time): drawn on a canvas of its own above the rest, so a scrub or an animation frame
 * repaints these alone, not the axes, labels and curves under them.
 */
export const TOP_LAYER = '[data-canvas-top], [data-overlay]';

/** Attributes written at once that change no style either. */
const NAMES = new Set(['aria-label', 'aria-valuetext', 'aria-valuenow', 'data-pointer-focus']);

export interface SceneCanvas {
  readonly canvas: HTMLCanvasElement;
  /** Draw now (normally the next animation frame does, after any change). */
  paint(): void;
  /** Write the held geometry and text into the SVG's elements now. */
  settle(): void;
  /** Stop drawing and watching (the SVG is being replaced); what is held is written first. */
  destroy(): void;
}

const scenes = new WeakMap<SVGSVGElement, SceneCanvas>();
/** The events after which a handle may look different (focus, hover, :focus-visible after a key). */
const HANDLE_EVENTS = ['focusin', 'focusout', 'pointerover', 'pointerout', 'keydown'] as const;

/** Whether this browser can draw scenes on a canvas (the fast path) at all. */
function canvasWorks(): boolean {
  if (typeof document === 'undefined' || typeof Path2D !== 'function') return false;
  try {
    return !!document.createElement('canvas').getContext('2d');
  } catch {
    return false;
  }
}

/** Hide `nodes` (siblings, in order) inside one hidden group put where they were. */
function hideRun(parent: Element, nodes: Element[]): void {
  if (nodes.length === 0) return;
  const g = parent.ownerDocument.createElementNS(SVG_NS, 'g');
  g.setAttribute('data-canvas-source', '');
  g.style.display = 'none';
  parent.insertBefore(g, nodes[0]);
  for (const n of nodes) g.appendChild(n);
}

/**
 * Hide everything under `parent` but the field, the handles' hit circles and the path
 * to them: runs of siblings holding no handle go into hidden groups; a
 * handle keeps its hit circle, the rest of it (ring, dot, letter) is hidden.
 */
function hideDrawing(parent: Element): void {
  let run: Element[] = [];
  for (const child of Array.from(parent.children)) {
    const isHandle = child.classList.contains('kit-handle');
    // The field stays too (under the canvas, which draws it again): a click on it is a click on the
    // figure, as before, never on the bare SVG (which Chromium would focus).
    if (child.classList.contains('fig-field')) {
      hideRun(parent, run);
      run = [];
      continue;
    }
    if (!isHandle && !child.querySelector('.kit-handle')) {
      run.push(child);
      continue;
    }
    hideRun(parent, run);
    run = [];
    if (isHandle)
      hideRun(
        child,
        Array.from(child.children).filter((c) => !c.classList.contains('kit-handle-hit')),
      );
    else hideDrawing(child);
  }
  hideRun(parent, run);
}

/** Put `svg` on a canvas (once; later calls return the same). Null where the browser cannot. */
export function sceneOnCanvas(svg: SVGSVGElement): SceneCanvas | null {
  const known = scenes.get(svg);
  if (known) return known;
  if (!canvasWorks()) return null;
  const doc = svg.ownerDocument;
  const vb = svg.viewBox.baseVal;
  const box = { x: vb?.x ?? 0, y: vb?.y ?? 0, width: vb?.width || 100, height: vb?.height || 100 };

  const layer = () => {
    const fo = doc.createElementNS(SVG_NS, 'foreignObject');
    fo.setAttribute('x', String(box.x));
    fo.setAttribute('y', String(box.y));
    fo.setAttribute('width', String(box.width));
    fo.setAttribute('height', String(box.height));
    fo.setAttribute('aria-hidden', 'true');
    fo.setAttribute('class', 'kit-scene-canvas');
    fo.style.pointerEvents = 'none';
    const c = doc.createElement('canvas');
    c.style.display = 'block';
    c.style.width = '100%';
    c.style.height = '100%';
    fo.appendChild(c);
    return { fo, c };
  };
  const { fo: host, c: canvas } = layer();
  // A canvas in the page brings the page's style up to date before it draws text: cheap, as long as
  // nothing in the page changed (writes are held, above). An OffscreenCanvas handed over as a bitmap
  // avoids even that, but costs more per frame (1.0 against 0.3 ms in the intercept figure).
  const ctx: Context2D = canvas.getContext('2d')!;
  // The top layer (TOP_LAYER), made when the scene has such parts: null until then.
  let top: { fo: SVGForeignObjectElement; c: HTMLCanvasElement; ctx: Context2D } | null = null;
  /** Whether `el` is in the top layer (on or under a TOP_LAYER element). */
  const onTop = (el: Element | null): boolean => !!top && !!el?.closest?.(TOP_LAYER) && svg.contains(el);

  let styles = new WeakMap<Element, PaintStyle>();
  const paths = new Map<string, Path2D>();
  /** Held attribute values and texts, by element. */
  const held = new Map<Element, Map<string, string>>();
  const heldText = new Map<Element, string>();

  const styleOf = (el: Element): PaintStyle => {
    // The hidden groups are only a way to keep the browser from drawing: the painter sees through them.
    if (el.hasAttribute('data-canvas-source')) return SHOWN;
    let s = styles.get(el);
    if (!s) styles.set(el, (s = paintStyle(getComputedStyle(el))));
    return s;
  };
  const forget = (el: Element) => {
    styles.delete(el);
    for (const d of el.querySelectorAll('*')) styles.delete(d);
  };
  const pathOf = (d: string): Path2D | null => {
    let p = paths.get(d);
    if (!p) {
      // Paths of moving parts change every frame: keep only the recent ones.
      if (paths.size > 256) paths.clear();
      paths.set(d, (p = new Path2D(d)));
    }
    return p;
  };

  const size = () => {
    fitBacking(canvas, host);
    if (top) fitBacking(top.c, top.fo);
  };

  const clear = (c: Context2D, el: HTMLCanvasElement) => {
    c.setTransform(1, 0, 0, 1, 0, 0);
    c.clearRect(0, 0, el.width, el.height);
    c.setTransform(el.width / box.width, 0, 0, el.height / box.height, 0, 0);
    c.translate(-box.x, -box.y);
  };
  /** The rest of the scene, on the canvas under the top layer. */
  const paintBase = () => {
    clear(ctx, canvas);
    hits = [];
    drawing = hits;
    for (let c = svg.firstElementChild; c; c = c.nextElementSibling) {
      if (c !== host && c !== top?.fo) paintElement(ctx, c, host2d);
    }
  };
  /** The top layer's parts, each under its ancestors' transforms. */
  const paintTop = () => {
    if (!top) return;
    const t = top;
    clear(t.ctx, t.c);
    topHits = [];
    drawing = topHits;
    for (const el of svg.querySelectorAll(TOP_LAYER)) {
      if (el.parentElement?.closest(TOP_LAYER)) continue;
      t.ctx.save();
      const chain: Element[] = [];
      for (let a: Element | null = el.parentElement; a && a !== (svg as Element); a = a.parentElement) chain.unshift(a);
      for (const a of chain) {
        const m = parseTransform(host2d.attr(a, 'transform'));
        if (m) t.ctx.transform(m[0], m[1], m[2], m[3], m[4], m[5]);
      }
      paintElement(t.ctx, el, topHost);
      t.ctx.restore();
    }
  };
  /** Which canvases wait for the next frame. */
  let dirtyBase = false;
  let dirtyTop = false;
  const paint = () => {
    frame = 0;
    if (dirtyBase) paintBase();
    if (dirtyTop) paintTop();
    dirtyBase = dirtyTop = false;
  };
  let frame = 0;
  /** Repaint, in the next frame, the canvas that draws `el` (both when it is not known). */
  const schedule = (el?: Element | null) => {
    if (el && onTop(el)) dirtyTop = true;
    else dirtyBase = true;
    if (!frame) frame = requestAnimationFrame(paint);
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    clearTimeout(timer);
    timer = undefined;
    // Written as held: these writes go straight to the elements (the hold is off while settling).
    settling = true;
    try {
      for (const [el, attrs] of held) for (const [name, value] of attrs) el.setAttribute(name, value);
      for (const [el, text] of heldText) setText(el, text);
    } finally {
      settling = false;
    }
    held.clear();
    heldText.clear();
  };
  let settling = false;
  /** When the last write was held: the figure rests SETTLE_MS after it. */
  let lastHeld = 0;
  // One timer for a whole drag, not one per held write (a figure holds 10–60 writes an input, and each
  // clearTimeout + setTimeout pair cost the 3D view 0.35 ms of its input): it fires SETTLE_MS after the first
  // write and waits again for what is left of SETTLE_MS since the last.
  const restOrWait = () => {
    const wait = lastHeld + SETTLE_MS - performance.now();
    if (wait > 1) timer = setTimeout(restOrWait, wait);
    else settle();
  };
  const later = (el: Element) => {
    schedule(el);
    lastHeld = performance.now();
    if (timer === undefined) timer = setTimeout(restOrWait, SETTLE_MS);
  };
  const hold: WriteHold = {
    attr(el, name, value) {
      if (settling || !GEOMETRY.has(name)) return false;
      let attrs = held.get(el);
      if (!attrs) {
        // Same as the element and nothing held: nothing to do (and no repaint).
        if (el.getAttribute(name) === value) return true;
        held.set(el, (attrs = new Map()));
      }
      if (attrs.get(name) !== value) {
        attrs.set(name, value);
        later(el);
      }
      return true;
    },
    text(el, value) {
      if (settling) return false;
      if (heldText.get(el) === value || (!heldText.has(el) && el.textContent === value)) return true;
      heldText.set(el, value);
      later(el);
      return true;
    },
    heldAttr: (el, name) => held.get(el)?.get(name),
    heldText: (el) => heldText.get(el),
  };
  /** What the last paint drew, in order, for finding what lies under the pointer: the rest, then the top layer. */
  type Hit = { el: Element; path: Path2D; m: DOMMatrix; fill: boolean; width: number };
  let hits: Hit[] = [];
  let topHits: Hit[] = [];
  let drawing: Hit[] = hits;
  const host2d = {
    style: styleOf,
    path: pathOf,
    hit: (el: Element, path: Path2D, m: DOMMatrix, st: PaintStyle) => {
      drawing.push({ el, path, m, fill: st.fill !== null, width: st.stroke ? st.strokeWidth : 0 });
    },
    attr: (el: Element, name: string) => held.get(el)?.get(name) ?? el.getAttribute(name),
    text: (el: Element) => heldText.get(el) ?? el.textContent ?? '',
    // With a top layer, its parts are left to it.
    skip: (el: Element) => top !== null && el.matches(TOP_LAYER),
  };
  const topHost = { ...host2d, skip: undefined };
  /** Hold the writes to `el` and everything under it. */
  const holdAll = (el: Element) => {
    holdWrites(el, hold);
    for (const d of el.querySelectorAll('*')) holdWrites(d, hold);
  };

  // Any change under the scene repaints; a change that may restyle forgets the styles below it.
  const changes = new MutationObserver((records) => {
    for (const r of records) {
      if (r.target === host || host.contains(r.target) || (top && top.fo.contains(r.target))) continue;
      const name = r.attributeName ?? '';
      if (r.type === 'attributes' && !GEOMETRY.has(name) && !NAMES.has(name)) forget(r.target as Element);
      else if (r.type === 'childList') {
        for (const n of r.addedNodes) {
          if (n.nodeType !== 1) continue;
          forget(n as Element);
          holdAll(n as Element);
        }
      }
      if (!settling && !(r.type === 'attributes' && NAMES.has(name)))
        schedule(r.type === 'characterData' ? r.target.parentElement : (r.target as Element));
    }
  });
  changes.observe(svg, { attributes: true, childList: true, characterData: true, subtree: true });
  // States set outside the scene that its CSS reads: the figure's (e.g. lit terms) and the theme's.
  const restyle = () => {
    styles = new WeakMap();
    dirtyTop = true;
    schedule();
  };
  const outside = new MutationObserver(restyle);
  const figure = svg.closest('[data-widget]');
  if (figure) outside.observe(figure, { attributes: true, attributeFilter: ['class', 'data-lit', 'data-state'] });
  outside.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class', 'style'] });

  // Focus, hover and the first key press after a pointer focus (:focus-visible) restyle a handle's ring
  // without touching an attribute.
  // Its styles are read again in the next frame: cheap, since the page holds no other change (writes are held).
  const handleState = (e: Event) => {
    const h = (e.target as Element | null)?.closest?.('.kit-handle');
    if (!h || !svg.contains(h)) return;
    forget(h);
    schedule(h);
  };
  // Heard on the HTML around the scene: Chromium makes an SVG element with focus listeners focusable,
  // and a click on the figure would then focus the bare SVG.
  const around = svg.parentElement ?? svg;
  for (const type of HANDLE_EVENTS) around.addEventListener(type, handleState);
  // A pointer coming to the scene finds each handle where it is drawn (not during a drag: it holds its capture).
  // What lies under the pointer, as the SVG would have told: the topmost part drawn there (or within a few
  // pixels of a thin line) gets a `pointerover`, so hovering a part still lights its term (kit/text/terms.ts).
  let over: Element | null = null;
  const partAt = (e: PointerEvent): Element | null => {
    const rect = canvas.getBoundingClientRect();
    if (!(rect.width > 0)) return null;
    const px = ((e.clientX - rect.left) * canvas.width) / rect.width;
    const py = ((e.clientY - rect.top) * canvas.height) / rect.height;
    const slack = (4 * box.width) / rect.width; // 4 CSS px, in SVG units
    ctx.save();
    try {
      const all = topHits.length ? [...hits, ...topHits] : hits;
      for (let i = all.length - 1; i >= 0; i--) {
        const h = all[i];
        ctx.setTransform(h.m);
        if (h.fill && ctx.isPointInPath(h.path, px, py)) return h.el;
        ctx.lineWidth = h.width + 2 * slack;
        if (ctx.isPointInStroke(h.path, px, py)) return h.el;
      }
      return null;
    } finally {
      ctx.restore();
    }
  };
  const near = (e: PointerEvent) => {
    if (svg.querySelector('.kit-handle.dragging')) return;
    if (held.size || heldText.size) settle();
    if ((e.target as Element | null)?.closest?.('.kit-handle')) return; // the handle is the target itself
    const part = partAt(e);
    if (part === over) return;
    over = part;
    part?.dispatchEvent(
      new PointerEvent('pointerover', {
        bubbles: true,
        pointerType: e.pointerType,
        pointerId: e.pointerId,
        clientX: e.clientX,
        clientY: e.clientY,
      }),
    );
  };
  svg.addEventListener('pointermove', near);
  // `kit:settle` on the document writes what is held now (tests, tools, printing).
  doc.addEventListener('kit:settle', settle);
  // Printing shows the SVG itself (src/styles/print.css, sharper than the canvas's bitmap on paper): it gets
  // the geometry the canvas shows first, even in the middle of an animation, when nothing rests.
  const win = doc.defaultView;
  win?.addEventListener('beforeprint', settle);
  const resize = new ResizeObserver(() => {
    size();
    dirtyBase = dirtyTop = true;
    paint();
  });
  resize.observe(svg);
  const scheme = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
  scheme?.addEventListener('change', restyle);

  // The switch, in one task: draw the canvas, then hide the SVG's own drawing under it.
  hideDrawing(svg);
  const firstHandle = svg.querySelector('.kit-handle');
  svg.insertBefore(host, firstHandle ? topLevelOf(svg, firstHandle) : null);
  if (svg.querySelector(TOP_LAYER)) {
    const l = layer();
    l.fo.classList.add('kit-scene-canvas-top');
    top = { ...l, ctx: l.c.getContext('2d')! };
    svg.insertBefore(l.fo, host.nextSibling);
  }
  holdAll(svg);
  svg.setAttribute('data-canvas', 'on');
  size();
  dirtyBase = dirtyTop = true;
  paint();
  changes.takeRecords();

  const scene: SceneCanvas = {
    canvas,
    paint() {
      dirtyBase = dirtyTop = true;
      paint();
    },
    settle,
    destroy() {
      settle();
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      changes.disconnect();
      outside.disconnect();
      resize.disconnect();
      scheme?.removeEventListener('change', restyle);
      svg.removeEventListener('pointermove', near);
      doc.removeEventListener('kit:settle', settle);
      win?.removeEventListener('beforeprint', settle);
      for (const type of HANDLE_EVENTS) around.removeEventListener(type, handleState);
      scenes.delete(svg);
    },
  };
  scenes.set(svg, scene);
  return scene;
}

/** The child of `svg` that holds `el`. */
function topLevelOf(svg: Element, el: Element): Element {
  let n = el;
  while (n.parentElement && n.parentElement !== svg) n = n.parentElement;
  return n;
}
