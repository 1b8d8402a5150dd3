/**
 * The Observable Plot side of the live function plot (kit/charts/fn-plot.ts): the
 * pure `fnPlotOptions(spec)` and the render that uses it. A module of its own
 * so that a page loads Plot only when a chart must be re-rendered: the build
 * renders the first state (FnPlot.astro), and `createFnPlot` imports this
 * module the first time the reader changes the chart.
 */
import { dot, line, plot, rect, ruleY, text, type Markish, type PlotOptions } from '@observablehq/plot';
import { FN_PLOT_MARGIN, sampleCurves, type FnBand, type FnMark, type FnPlotSpec } from './fn-plot-spec';
import { fnScales, symlogConstant, symlogTicks, tickLabel } from './fn-plot-scales';
import { FN_PLOT_CLASS, bandGroups, bandLabelT, markGroups } from './fn-plot-marks';
import { cursorView, drawCursor } from './fn-plot-cursor';
import { overlayMark } from './overlay';
import { stripMarkLabels } from './plot';
import { placeMarkLabels } from './fn-plot-labels';

const MARK_SYMBOL: Record<FnMark['kind'], string> = {
  root: 'circle',
  extremum: 'triangle',
  inflection: 'diamond',
  chosen: 'circle',
  point: 'circle',
};

/**
 * Observable Plot options for a spec: the bands, the zero line, one line per
 * curve (broken at non-finite values, clipped to the frame), the marks with
 * their labels, and the cursor overlay (`<g data-overlay="fn-cursor">`).
 */
export function fnPlotOptions(given: FnPlotSpec): PlotOptions {
  const samples = sampleCurves(given);
  // Every mark label where the kit's placement step puts it (a spec placed already is kept as it is).
  const spec = placeMarkLabels(given, samples);
  const scales = fnScales(spec);
  const yd = scales.y.domain;
  const symlog = (spec.yScale ?? 'linear') === 'symlog';
  const constant = spec.symlogConstant ?? symlogConstant(yd);
  const m = FN_PLOT_MARGIN;
  const marks: Markish[] = [];

  // Bands, grouped by shade (one rect mark a shade).
  const bands = bandGroups(spec);
  for (const s of bands.shades)
    marks.push(
      rect(s.bands, {
        x1: 't0',
        x2: 't1',
        fill: s.fill,
        fillOpacity: s.opacity,
        clip: true,
        className: FN_PLOT_CLASS.band,
      }),
    );
  if (bands.labelled.length)
    marks.push(
      text(bands.labelled, {
        x: (b: FnBand) => bandLabelT(b, scales.x.domain),
        text: 'label',
        frameAnchor: 'bottom',
        dy: -6,
        fill: 'currentColor',
        fillOpacity: 0.75,
        clip: true,
        className: FN_PLOT_CLASS.bandLabel,
      }),
    );

  if (yd[0] <= 0 && yd[1] >= 0) marks.push(ruleY([0], { stroke: 'currentColor', strokeOpacity: 0.45 }));

  for (const c of spec.curves)
    marks.push(
      line(
        samples.filter((p) => p.id === c.id),
        {
          x: 't',
          y: 'y',
          z: 'segment',
          stroke: c.color,
          strokeWidth: 2,
          strokeDasharray: c.dash || undefined,
          clip: true,
          className: FN_PLOT_CLASS.curve,
        },
      ),
    );

  const groups = markGroups(spec);
  const fill = groups.fill;
  for (const { kind, marks: ks } of groups.byKind) {
    // Each kind's group is named by a class (`g.kit-fnplot-root`): tests and tools find marks by it.
    const className = `kit-fnplot-${kind}`;
    marks.push(
      kind === 'chosen'
        ? dot(ks, {
            x: 't',
            y: 'y',
            r: 8,
            symbol: 'circle',
            fill: 'none',
            stroke: 'var(--accent)',
            strokeWidth: 3,
            className,
          })
        : dot(ks, {
            x: 't',
            y: 'y',
            className,
            r: kind === 'point' ? 3.5 : 5,
            symbol: MARK_SYMBOL[kind],
            fill: kind === 'root' || kind === 'point' ? fill : 'var(--bg)',
            stroke: kind === 'root' || kind === 'point' ? 'var(--bg)' : fill,
            strokeWidth: kind === 'root' || kind === 'point' ? 1.5 : 2,
            clip: true,
          }),
    );
  }
  const named = groups.named;
  // Labels the figure placed itself: one text mark each (Plot's dx and dy are constants).
  for (const k of groups.placed)
    marks.push(
      text([k], {
        x: 't',
        y: 'y',
        text: 'label',
        dx: k.labelDx ?? 0,
        dy: k.labelDy ?? 0,
        lineAnchor: 'bottom',
        fill: 'currentColor',
        fontWeight: k.kind === 'chosen' ? 700 : 400,
        stroke: 'var(--bg)',
        strokeWidth: 3,
        paintOrder: 'stroke',
        className: FN_PLOT_CLASS.markLabel,
      }),
    );
  if (named.length)
    marks.push(
      text(named, {
        x: 't',
        y: 'y',
        text: 'label',
        dy: -14,
        fill: 'currentColor',
        stroke: 'var(--bg)',
        strokeWidth: 3,
        paintOrder: 'stroke',
        clip: true,
        className: FN_PLOT_CLASS.labels,
      }),
    );

  const view = cursorView(spec, scales);
  marks.push(overlayMark('fn-cursor', (g, doc, x, y) => drawCursor(g, doc, x, y, view)));

  return {
    width: scales.width,
    height: scales.height,
    marginTop: m.top,
    marginRight: m.right,
    marginBottom: m.bottom,
    marginLeft: m.left,
    style: { background: 'transparent', color: 'var(--fg)', fontSize: '12px', fontFamily: 'var(--font-ui)' },
    x: { domain: scales.x.domain, label: spec.xLabel ?? 't', labelArrow: 'none', tickFormat: tickLabel },
    y: symlog
      ? {
          type: 'symlog',
          constant,
          domain: yd,
          label: spec.yLabel ?? null,
          grid: true,
          ticks: symlogTicks(yd, constant),
          tickFormat: tickLabel,
        }
      : { domain: yd, label: spec.yLabel ?? null, grid: true, ticks: 6, tickFormat: tickLabel },
    marks,
  };
}

/** The chart for a spec, as an SVG element (in the browser, or with `document` at build time). */
export function renderFnPlot(spec: FnPlotSpec): SVGSVGElement | HTMLElement {
  return stripMarkLabels(plot(fnPlotOptions(spec)));
}
