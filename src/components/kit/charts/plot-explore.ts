/**
 * A chart Observable Plot draws from data (PlotFrame.astro with `heard`),
 * explored by keys and heard as a function plot is (issue 41): the figure
 * describes the chart as a `HeardChart` (its lines as functions of the x axis,
 * the axes' scales), and this binds the chart's keys, drag, Play button and
 * cursor. The cursor is a rule drawn over whichever chart is on screen (the
 * build's or one the figure redrew), placed from the chart's margins (the
 * `data-plot-margins` PlotFrame writes) and its x scale, so no Plot loads for
 * it. With `seek`, the cursor is the figure's (chapter 10's frame rate): the
 * figure moves, and its chart follows; without, the chart keeps one of its own.
 */
import { bindChartDrag, bindChartKeys, CHART_KEYSHORTCUTS } from './chart-keys';
import { axisFraction, axisValue, cleanRange, isNum, type HeardChart } from './fn-plot-spec';
import { timeText, axisParts } from './fn-plot-reading';
import { svgElement } from './overlay';
import { setIfChanged } from '../shell/dom';
import type { ExploreHost } from './fn-plot-explore';

export interface PlotExploreOptions {
  /** The chart now: its curves, axes and (with `seek`) the figure's cursor. */
  spec(): HeardChart;
  /** Move the figure's cursor to t (inside the domain); returns where it went (a figure may round it). */
  seek?: (t: number) => number;
  /**
   * The figure's cursor moves in whole steps of this (chapter 10's 1 Hz): a key step that `seek` rounds back to
   * where the cursor was moves it one step instead, so that ← and → never stick at the slow end of a log axis.
   */
  step?: number;
  /** The figure's own legend (`li[data-curve]` items), when the chart's root has none. */
  legend?: HTMLElement;
}

export interface PlotExplorer {
  /** The figure's state or its chart changed (redrawn): the cursor and the chart's value follow. */
  update(): void;
  destroy(): void;
}

/** The chart's plot frame from PlotFrame's `data-plot-margins` ("top right bottom left", px). */
function marginsOf(chart: HTMLElement): [number, number, number, number] | null {
  const m = (chart.dataset.plotMargins ?? '').split(' ').map(Number);
  return m.length === 4 && m.every(isNum) ? (m as [number, number, number, number]) : null;
}

/** The chart's SVG on screen: the one drawn for this width where the build drew two (kit/charts/fit.ts). */
function svgOnScreen(chart: HTMLElement): SVGSVGElement | null {
  // A Plot legend's swatches are small SVGs of their own.
  const all = [...chart.querySelectorAll<SVGSVGElement>('svg')].filter((s) => !s.closest('[class*="-swatch"]'));
  return all.find((s) => s.getBoundingClientRect().width > 0) ?? all[0] ?? null;
}

export function explorePlot(root: HTMLElement, options: PlotExploreOptions): PlotExplorer {
  const chart = root.querySelector<HTMLElement>('[data-fnplot-chart]')!;
  const legend = options.legend ?? root.querySelector<HTMLElement>('[data-fnplot-legend]') ?? root;
  const play = root.querySelector<HTMLButtonElement>('[data-fnplot-play]')!;
  const margins = marginsOf(chart);
  /** The chart's own cursor (without `seek`), where the reader's keys or drag left it. */
  let own: number | null = null;
  const spec = (): HeardChart => {
    const s = options.spec();
    return options.seek ? s : { ...s, cursor: own };
  };

  /** The plot frame in the SVG's own units (its x range and its top and bottom), or null without margins. */
  const frameOf = (svg: SVGSVGElement) => {
    const width = svg.viewBox?.baseVal?.width || Number(svg.getAttribute('width'));
    const height = svg.viewBox?.baseVal?.height || Number(svg.getAttribute('height'));
    if (!margins || !(width > 0) || !(height > 0)) return null;
    const [top, right, bottom, left] = margins;
    return { width, x0: left, x1: width - right, y0: top, y1: height - bottom };
  };

  const drawCursor = () => {
    const svg = svgOnScreen(chart);
    if (!svg) return;
    let g = svg.querySelector<SVGGElement>(':scope > g[data-overlay="plot-cursor"]');
    const s = spec();
    const f = frameOf(svg);
    const u = isNum(s.cursor) ? axisFraction(s.cursor, s.domain, s.xScale) : NaN;
    if (!f || !isNum(u)) {
      g?.remove();
      return;
    }
    const x = String(f.x0 + Math.min(Math.max(u, 0), 1) * (f.x1 - f.x0));
    if (!g) {
      g = svgElement(svg.ownerDocument, 'g', { 'data-overlay': 'plot-cursor', 'aria-hidden': 'true' }) as SVGGElement;
      g.append(
        svgElement(svg.ownerDocument, 'line', {
          stroke: 'var(--accent)',
          'stroke-width': 1.5,
          'pointer-events': 'none',
        }),
      );
      svg.append(g);
    }
    const line = g.firstElementChild!;
    setIfChanged(line, 'x1', x);
    setIfChanged(line, 'x2', x);
    setIfChanged(line, 'y1', String(f.y0));
    setIfChanged(line, 'y2', String(f.y1));
  };

  const writeAria = () => {
    const s = spec();
    const [d0, d1] = cleanRange(s.domain);
    const t = isNum(s.cursor) ? s.cursor : d0;
    const x = axisParts(s.xLabel ?? 't');
    setIfChanged(chart, 'role', 'slider');
    setIfChanged(chart, 'tabindex', '0');
    setIfChanged(chart, 'aria-label', s.title);
    setIfChanged(chart, 'aria-keyshortcuts', CHART_KEYSHORTCUTS);
    setIfChanged(chart, 'aria-valuemin', String(d0));
    setIfChanged(chart, 'aria-valuemax', String(d1));
    setIfChanged(chart, 'aria-valuenow', String(Math.round(t * 1000) / 1000));
    setIfChanged(chart, 'aria-valuetext', s.xText ? s.xText(t) : timeText(t, x.unit));
  };

  let frame = 0;
  const update = () => {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    drawCursor();
    writeAria();
  };
  const later = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };

  const seek = (t: number): number | undefined => {
    if (!isNum(t)) return undefined;
    const [d0, d1] = cleanRange(spec().domain);
    const clamped = Math.min(Math.max(t, d0), d1);
    let went = clamped;
    if (options.seek) went = options.seek(clamped);
    else own = clamped;
    update();
    return went;
  };

  // The time under the pointer, from the chart on screen and its margins.
  const timeAt = (clientX: number): number => {
    const svg = svgOnScreen(chart);
    if (!svg) return NaN;
    const rect = svg.getBoundingClientRect();
    const f = frameOf(svg);
    if (!f || !(rect.width > 0)) return NaN;
    const x = ((clientX - rect.left) * f.width) / rect.width;
    const s = spec();
    return axisValue((x - f.x0) / (f.x1 - f.x0), s.domain, s.xScale);
  };
  const host: ExploreHost = {
    container: root,
    chart,
    legend,
    spec,
    yDomain: () => {
      const d = spec().yDomain;
      return d ? [d[0], d[1]] : null;
    },
    seek: (t) => void seek(t),
  };
  const keySeek = (t: number): number | undefined => {
    const from = spec().cursor;
    const went = seek(t);
    const step = options.step;
    if (step && step > 0 && isNum(from) && went === from && isNum(t) && t !== from)
      return seek(from + Math.sign(t - from) * step);
    return went;
  };
  const keys = bindChartKeys(host, keySeek, play);
  // A drag on the chart seeks, as on a function plot.
  const undrag = bindChartDrag(chart, timeAt, seek, keys);
  update();

  return {
    update: later,
    destroy() {
      if (frame) cancelAnimationFrame(frame);
      keys.destroy();
      undrag();
    },
  };
}
