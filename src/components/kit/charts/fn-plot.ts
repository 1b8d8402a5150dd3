/**
 * A live function plot: curves y = fn(t) sampled over a time domain (f, f′,
 * f″ and the like), marks for roots, extrema and chosen points, shaded
 * t-intervals, and a time cursor tied to a clock (kit/time/clock.ts), on a linear
 * or symmetric-log y scale.
 *
 * The same pure `fnPlotOptions(spec)` renders at build time (FnPlot.astro,
 * through kit/charts/plot-server.ts) and in the browser (`createFnPlot`). Live, only
 * what changed is redrawn, once per animation frame: moving the cursor moves
 * one overlay group (the rule, its handle and a dot on each curve) with the
 * chart's scales; new curves, marks or bands on the same domains, scale, size
 * and mark set are redrawn in place (`patchFnPlot`: the paths' `d`, the
 * marks', labels' and bands' positions, as Plot would draw them, with the
 * scales of the chart on screen), without Plot; a new domain, scale, size or
 * mark set re-renders the chart. `holdYDomain` keeps a y domain that still
 * fits, so a drag stays on the in-place path.
 *
 * Marks are imported by name from '@observablehq/plot' in fn-plot-options.ts,
 * loaded on the first re-render, so a page ships only what it uses, when it
 * needs it. Colours are the theme's CSS variables, so dark mode follows.
 */
import type { PlotOptions } from '@observablehq/plot';
import type { Clock } from '../time/clock';
import { setIfChanged } from '../shell/dom';
import { sceneOnCanvas, type SceneCanvas } from '../scene/scene-canvas';
import type { Scale } from './overlay';
import { textLater } from '../shell/later';
import { CHART_WIDTH_ATTR, fitWidth } from './fit';

import { FN_PLOT_DEFAULTS, cleanRange, isNum, type FnCurve, type FnPlotSpec } from './fn-plot-spec';
import { fnLegendHtml } from './fn-plot-marks';
import { fnScales, type FnResolved } from './fn-plot-scales';
import { resolvePlaced } from './fn-plot-labels';
import { cursorLabel, cursorView, drawCursor, r2 } from './fn-plot-cursor';
import { patchFnPlot } from './fn-plot-patch';
import type { ExploreHost } from './fn-plot-explore';
import { bindChartDrag, bindChartKeys, CHART_KEYSHORTCUTS } from './chart-keys';

// The pure parts, each in its own module and tested alone: the spec and its sampling, the scales, the marks, the
// cursor and the in-place redraw. Re-exported here, the one name a figure imports.
export * from './fn-plot-spec';
export * from './fn-plot-scales';
export * from './fn-plot-marks';
export * from './fn-plot-cursor';
export * from './fn-plot-patch';
export * from './fn-plot-labels';
export type { PlotOptions };
// `fnPlotOptions` lives in its own module, fn-plot-options.ts, which
// `createFnPlot` imports only when a chart must be re-rendered: a page whose
// chart came from the build does not load Observable Plot (~80 KB gzip) until
// the reader changes the chart. Import it from there (a re-export here would
// put Plot back into every page's first load).

export interface FnPlotHandle {
  /** Show `spec` (drawn on the next animation frame; a cursor-only change moves the overlay only). */
  update(spec: FnPlotSpec): void;
  /** The spec last given (with a clock, its cursor is the clock's time). */
  readonly spec: FnPlotSpec;
  destroy(): void;
}

export interface FnPlotOptions {
  /** The clock the cursor follows and that dragging and keys seek. */
  clock?: Clock;
  /** Called with t whenever the reader seeks on the chart. */
  onSeek?: (t: number) => void;
  /** aria-valuetext of the chart when it is a slider; default "t = 1.23". */
  format?: (t: number) => string;
  /**
   * Where the reader's first touch starts loading Plot (pointer entering or
   * pressing, focus, a key), so the first re-render does not wait for it.
   * Default: the chart's figure (`closest('figure')`), else the chart itself.
   */
  warm?: Element;
  /**
   * Hold the y domain on screen while the one a new spec wants fits inside it
   * and spans at least this fraction of it (0–1): the chart is then redrawn in
   * place rather than re-rendered on every step of a drag. Absent or 0: the
   * spec's own y domain every time.
   */
  holdYDomain?: number;
}

let plotModule: Promise<typeof import('./fn-plot-options')> | null = null;
/**
 * Start loading the Plot side of the function plot (once per page). Figures
 * call it when the reader shows intent; `createFnPlot` calls it on the first
 * re-render at the latest.
 */
export function preloadFnPlot(): Promise<typeof import('./fn-plot-options')> {
  plotModule ??= import('./fn-plot-options');
  return plotModule;
}

const sameRange = (a?: readonly [number, number], b?: readonly [number, number]) =>
  a === b || (!!a && !!b && a[0] === b[0] && a[1] === b[1]);

const sameCurves = (a: readonly FnCurve[], b: readonly FnCurve[]) =>
  a === b ||
  (a.length === b.length &&
    a.every((c, i) => {
      const d = b[i];
      const sameFn = c.fn === d.fn || (c.key !== undefined && c.key === d.key);
      return sameFn && c.id === d.id && c.label === d.label && c.color === d.color && c.dash === d.dash;
    }));

/** Two lists of plain records (marks, bands) with the same fields, in the same order. */
function sameList<T extends object>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean {
  if (a === b) return true;
  const x = a ?? [];
  const y = b ?? [];
  if (x.length !== y.length) return false;
  return x.every((p, i) => {
    const q = y[i] as Record<string, unknown>;
    const r = p as Record<string, unknown>;
    const keys = new Set([...Object.keys(r), ...Object.keys(q)]);
    for (const k of keys) if (!Object.is(r[k], q[k])) return false;
    return true;
  });
}

/** Whether `a` and `b` draw the same chart apart from the cursor. */
export function sameChart(a: FnPlotSpec, b: FnPlotSpec): boolean {
  return (
    a.title === b.title &&
    sameRange(a.domain, b.domain) &&
    sameRange(a.yDomain, b.yDomain) &&
    sameCurves(a.curves, b.curves) &&
    sameList(a.marks, b.marks) &&
    sameList(a.bands, b.bands) &&
    (a.yScale ?? 'linear') === (b.yScale ?? 'linear') &&
    a.symlogConstant === b.symlogConstant &&
    a.samples === b.samples &&
    a.width === b.width &&
    a.height === b.height &&
    a.xLabel === b.xLabel &&
    a.yLabel === b.yLabel
  );
}

/** The `[data-fnplot-name]` child of a plot's container (FnPlot.astro renders it), or a new empty one appended. */
function ownPart(container: HTMLElement, tag: 'div' | 'ul', name: 'chart' | 'legend' | 'sound'): HTMLElement {
  const found = container.querySelector<HTMLElement>(`[data-fnplot-${name}]`);
  if (found) return found;
  const made = container.ownerDocument.createElement(tag);
  made.className = `kit-fnplot-${name}`;
  made.setAttribute(`data-fnplot-${name}`, '');
  container.append(made);
  return made;
}

/** The Play button of a chart (FnPlot.astro renders it in the `[data-fnplot-sound]` bar; made here when absent). */
function playButton(container: HTMLElement): HTMLButtonElement {
  const bar = ownPart(container, 'div', 'sound');
  const found = bar.querySelector<HTMLButtonElement>('[data-fnplot-play]');
  if (found) return found;
  const b = container.ownerDocument.createElement('button');
  b.type = 'button';
  b.setAttribute('data-fnplot-play', '');
  b.setAttribute('aria-pressed', 'false');
  b.textContent = 'Play sound';
  bar.prepend(b);
  return b;
}

/**
 * Draw a live function plot into `container` (FnPlot.astro's element, whose
 * build-time chart it takes over, or an empty element). With a clock, the
 * cursor follows `clock.time`, and the chart is a slider: pointer down and
 * drag on it, or the arrow keys ←/→ (Shift ×10), Page Up/Down, Home and End, seek
 * the clock (pausing it). Without a clock, `onSeek` alone makes it a slider;
 * with neither, the keys move a cursor of the chart's own.
 *
 * Every chart can also be explored and heard (issue 41, fn-plot-explore.ts,
 * loaded on the first focus, key or Play): ↑/↓ pick a curve, R/T jump to the
 * next root or turning point, P or the Play button sweeps the selected curve
 * in sound with the cursor, Esc stops; each step is said in the chart's live region.
 */
export function createFnPlot(container: HTMLElement, spec: FnPlotSpec, options: FnPlotOptions = {}): FnPlotHandle {
  const { clock, onSeek } = options;
  // Given the chart element of FnPlot.astro rather than its root, take the root.
  if (container.hasAttribute('data-fnplot-chart') && container.parentElement) container = container.parentElement;
  const fmt = options.format ?? cursorLabel;
  const doc = container.ownerDocument;
  container.classList.add('kit-fnplot');
  const chart = ownPart(container, 'div', 'chart');
  const legend = ownPart(container, 'ul', 'legend');
  const box = chart;

  let current: FnPlotSpec = clock ? { ...spec, cursor: clock.time } : spec;
  /** The spec on screen, at the width drawn; null until the first draw (a build-time chart counts as drawn). */
  let drawn: { spec: FnPlotSpec; width: number } | null = null;
  let scales: ReturnType<typeof fnScales> | null = null;
  /** The chart on screen, resolved (as drawn: sized, its y domain held), for redrawing it in place. */
  let shown: FnResolved | null = null;
  /** The x and y scales of the chart on screen: Plot's own when Plot drew it here, else `scales`'. */
  let plotScales: { x: Scale; y: Scale } | null = null;
  const hold = isNum(options.holdYDomain) ? Math.min(Math.max(options.holdYDomain, 0), 1) : 0;
  /** `s` at `width`, with the y domain on screen when `holdYDomain` keeps it. */
  const sizedFor = (s: FnPlotSpec, width: number): { sized: FnPlotSpec; resolved: FnResolved } => {
    const sized = { ...s, width };
    let resolved = resolvePlaced(sized);
    if (hold > 0 && shown && (s.yScale ?? 'linear') === (shown.spec.yScale ?? 'linear')) {
      const [a, b] = shown.yDomain;
      const [c, d] = resolved.yDomain;
      if ((c !== a || d !== b) && c >= a && d <= b && d - c >= hold * (b - a)) {
        const held = { ...sized, yDomain: shown.yDomain };
        // The samples do not depend on the y domain.
        resolved = resolvePlaced(held, resolved.samples);
        return { sized: held, resolved };
      }
    }
    return { sized, resolved };
  };
  /** Whether the cursor is the figure's (a clock or `onSeek`); else the keys move the chart's own. */
  const seekable = !!clock || !!onSeek;
  /** The chart's own cursor, where the reader's keys left it (charts without a clock or `onSeek`). */
  let own: number | null = null;

  /**
   * The container's width, read when the chart is created and again when its
   * ResizeObserver reports (the page's layout is clean then, so the read is
   * free). Reading it in the animation frame that draws would lay out the page
   * there, after the figure's own writes: once more per frame while a clock
   * plays (bench/FRAME-COST.md, "The scrubber while playing").
   */
  let boxWidth = Math.floor(box.clientWidth);
  const observed = typeof ResizeObserver === 'function';
  /** The width to draw at: the spec's, or the container's when narrower (text stays readable on a phone). */
  const widthFor = (s: FnPlotSpec) =>
    fitWidth(s.width ?? FN_PLOT_DEFAULTS.width, observed ? boxWidth : Math.floor(box.clientWidth));

  const overlay = () => box.querySelector('g[data-overlay="fn-cursor"]');

  const drawCursorOnly = (s: FnPlotSpec) => {
    const g = overlay();
    if (!g || !scales) return false;
    const sc = scales;
    drawCursor(g, doc, sc.x.apply, sc.y.apply, cursorView(s, sc));
    return true;
  };

  /** The legend's HTML as last written here (null: as the build wrote it, unknown). */
  let legendHtml: string | null = null;
  /** The Plot side, loaded on the first re-render (null until then). */
  let renderer: typeof import('./fn-plot-options') | null = null;
  let loading = false;
  /** Re-render the chart; false while Plot is still loading (the draw is then scheduled again). */
  const renderAll = (s: FnPlotSpec, width: number): boolean => {
    if (!renderer) {
      if (!loading) {
        loading = true;
        void preloadFnPlot().then((m) => {
          renderer = m;
          schedule();
        });
      }
      return false;
    }
    const { sized, resolved } = sizedFor(s, width);
    // Its labels placed already (resolvePlaced): the render places none again.
    const svg = renderer.renderFnPlot(resolved.spec);
    scene?.destroy();
    box.replaceChildren(svg);
    onCanvas(svg);
    scales = fnScales(sized);
    shown = resolved;
    const sx = (svg as { scale?: (name: string) => { apply?: Scale } | undefined }).scale;
    const px = typeof sx === 'function' ? sx.call(svg, 'x')?.apply : undefined;
    const py = typeof sx === 'function' ? sx.call(svg, 'y')?.apply : undefined;
    plotScales = px && py ? { x: px, y: py } : null;
    const html = fnLegendHtml(s);
    if (legend!.innerHTML !== html) legend!.innerHTML = html;
    legendHtml = html;
    return true;
  };

  const writeAria = (s: FnPlotSpec) => {
    setIfChanged(box, 'aria-label', s.title);
    const [d0, d1] = cleanRange(s.domain);
    setIfChanged(box, 'role', 'slider');
    setIfChanged(box, 'tabindex', '0');
    setIfChanged(box, 'aria-keyshortcuts', CHART_KEYSHORTCUTS);
    setIfChanged(box, 'aria-valuemin', String(r2(d0)));
    setIfChanged(box, 'aria-valuemax', String(r2(d1)));
    const t = isNum(s.cursor) ? s.cursor : d0;
    setIfChanged(box, 'aria-valuenow', String(Math.round(t * 1000) / 1000));
    setIfChanged(box, 'aria-valuetext', fmt(t));
  };

  // While the clock plays, the cursor's spoken value follows with the figure's numbers (kit/shell/later.ts), not
  // every frame, as the scrubber's does; a seek or a new chart is written at once.
  const ariaLater = clock && typeof requestAnimationFrame === 'function' ? textLater(() => writeAria(current)) : null;
  const ariaFor = (s: FnPlotSpec) => (ariaLater && clock!.playing ? ariaLater() : writeAria(s));

  // The build drew a wide chart twice, for a wide column and for a phone (kit/charts/fit.ts): keep the one drawn
  // for the width this chart is drawn at, else the one on screen (until the chart is drawn for its width).
  const built = [...box.querySelectorAll(`:scope > [${CHART_WIDTH_ATTR}]`)];
  const builtWidth = (el: Element | undefined) => Number(el?.getAttribute(CHART_WIDTH_ATTR));
  const kept =
    built.find((el) => builtWidth(el) === widthFor(current)) ??
    built.find((el) => (el as HTMLElement).offsetWidth > 0) ??
    built[0];
  for (const el of built) if (el !== kept) el.remove();
  kept?.removeAttribute('data-chart-fit');
  box.classList.remove('kit-chart-fit');

  // The chart is drawn on a canvas (the kit's fast path, kit/scene/scene-canvas.ts): each one Plot renders, and the build's.
  let scene: SceneCanvas | null = null;
  const onCanvas = (svg: Element | null) => {
    scene = svg && svg.localName === 'svg' ? sceneOnCanvas(svg as SVGSVGElement) : null;
  };
  onCanvas(box.querySelector('svg'));

  // A chart rendered at build time for this spec at the width it is drawn at here is taken over as it is.
  const prerendered = !!overlay() && box.querySelector('svg') !== null;
  const prerenderedWidth = kept ? builtWidth(kept) : (current.width ?? FN_PLOT_DEFAULTS.width);
  if (prerendered && widthFor(current) === prerenderedWidth) {
    drawn = { spec: current, width: prerenderedWidth };
    scales = fnScales({ ...current, width: prerenderedWidth });
    shown = resolvePlaced({ ...current, width: drawn.width });
    drawCursorOnly(current);
  }

  let frame = 0;
  /** Redraw the chart on screen as `s` in place, when only positions change; false else. */
  const patch = (s: FnPlotSpec, width: number): boolean => {
    const svg = box.querySelector('svg');
    if (!svg || !shown || !scales) return false;
    const { sized, resolved } = sizedFor(s, width);
    if (resolved.shape !== shown.shape) return false;
    const sc = plotScales ?? { x: scales.x.apply, y: scales.y.apply };
    if (!patchFnPlot(svg, shown, resolved, sc.x, sc.y)) return false;
    shown = resolved;
    scales = fnScales(sized);
    const html = fnLegendHtml(s);
    if (html !== legendHtml) {
      if (legend!.innerHTML !== html) legend!.innerHTML = html;
      legendHtml = html;
    }
    return true;
  };

  const draw = () => {
    frame = 0;
    const s = current;
    const width = widthFor(s);
    if (drawn && drawn.width === width && sameChart(drawn.spec, s)) {
      if (drawn.spec.cursor !== s.cursor) drawCursorOnly(s);
    } else if (drawn && drawn.width === width && patch(s, width)) {
      // Redrawn in place (tests and tools read how the chart was last drawn).
      setIfChanged(box, 'data-fnplot-drawn', 'patch');
    } else if (renderAll(s, width)) {
      setIfChanged(box, 'data-fnplot-drawn', 'render');
    } else {
      // Plot is on its way: keep the cursor moving on the chart that is there.
      if (drawn && drawn.width === width && drawCursorOnly(s))
        drawn = { spec: { ...drawn.spec, cursor: s.cursor }, width };
      ariaFor(s);
      return;
    }
    drawn = { spec: s, width };
    ariaFor(s);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(draw);
  };

  // Seeking from the chart.
  const seek = (t: number) => {
    if (!isNum(t)) return;
    const [d0, d1] = cleanRange(current.domain);
    const tt = Math.min(Math.max(t, d0), d1);
    if (clock) {
      clock.pause();
      clock.seek(tt);
    }
    onSeek?.(tt);
    if (!seekable) {
      own = tt;
      current = { ...current, cursor: tt };
      schedule();
    }
    return tt;
  };
  const timeAt = (clientX: number) => {
    const svg = box.querySelector('svg');
    const sc = scales ?? fnScales({ ...current, width: widthFor(current) });
    if (!svg) return NaN;
    const rect = svg.getBoundingClientRect();
    const vbWidth = svg.viewBox?.baseVal?.width || sc.width;
    return sc.x.invert(((clientX - rect.left) * vbWidth) / (rect.width || 1));
  };
  // Keys, focus and Play (chart-keys.ts); the explorer loads on the first of them, once per chart.
  const host: ExploreHost = {
    container,
    chart: box,
    legend,
    spec: () => current,
    yDomain: () => shown?.yDomain ?? null,
    seek: (t) => void seek(t),
  };
  const keys = bindChartKeys(host, seek, playButton(container));
  const undrag = seekable ? bindChartDrag(box, timeAt, seek, keys) : null;

  // The reader's first touch of the figure starts loading Plot.
  const warmAt = options.warm ?? container.closest('figure') ?? container;
  const WARM_EVENTS = ['pointerenter', 'pointerdown', 'focusin', 'keydown'] as const;
  const warm = () => {
    for (const type of WARM_EVENTS) warmAt.removeEventListener(type, warm);
    void preloadFnPlot();
  };
  for (const type of WARM_EVENTS) warmAt.addEventListener(type, warm, { passive: true });

  const unsubscribe = clock?.subscribe((c) => {
    if (current.cursor === c.time) return;
    current = { ...current, cursor: c.time };
    schedule();
  });

  // Redraw when the container's width changes (a phone turned, a window resized).
  const resize = observed
    ? new ResizeObserver(() => {
        boxWidth = Math.floor(box.clientWidth);
        if (drawn && widthFor(current) !== drawn.width) schedule();
      })
    : null;
  resize?.observe(box);

  writeAria(current);
  if (!drawn) schedule();

  return {
    update(next) {
      current = clock ? { ...next, cursor: clock.time } : own !== null ? { ...next, cursor: own } : next;
      schedule();
    },
    get spec() {
      return current;
    },
    destroy() {
      scene?.destroy();
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      unsubscribe?.();
      resize?.disconnect();
      for (const type of WARM_EVENTS) warmAt.removeEventListener(type, warm);
      undrag?.();
      keys.destroy();
    },
  };
}
