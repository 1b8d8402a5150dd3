/**
 * A function plot's time cursor (kit/charts/fn-plot.ts): the rule, its handle, its
 * label and a dot on each curve, drawn into the chart's overlay group with
 * the chart's scales.
 */
import { setIfChanged, setText } from '../shell/dom';
import { format } from '../text/format';
import { svgElement, type Scale } from './overlay';
import { evaluate, isNum, type FnCurve, type FnPlotSpec } from './fn-plot-spec';
import type { fnScales } from './fn-plot-scales';
import { FN_PLOT_MARGIN } from './fn-plot-spec';
import { placeLabels, type Spot } from '../scene/place-labels';
import { textBox } from '../scene/label-box';

/** What the cursor overlay draws from: the spec's cursor and curves, the scales and the plot area. */
interface CursorView {
  cursor: number | null | undefined;
  curves: readonly FnCurve[];
  domain: [number, number];
  top: number;
  bottom: number;
  /** The chart's width and its y axis's title as Plot writes it (top-left, "↑ " before it), for the label to avoid. */
  width: number;
  yTitle: string | null;
}

export const r2 = (v: number) => Math.round(v * 100) / 100;

/** Child `index` of `g`: the `tag` already there (attributes updated when changed), else a new one. */
function put(g: Element, doc: Document, index: number, tag: string, attrs: Record<string, string | number>): Element {
  const old = g.children[index];
  if (old && old.localName === tag) {
    for (const [k, v] of Object.entries(attrs)) setIfChanged(old, k, String(v));
    return old;
  }
  const el = svgElement(doc, tag, attrs);
  g.insertBefore(el, old ?? null);
  return el;
}

/** The chart's text size (px), fn-plot-options.ts's style. */
const FONT = 12;

/**
 * Where the cursor's label goes (the kit's placement step, kit/scene/place-labels.ts): right of the handle, else
 * left of it, else just after the y axis's title, which Plot writes at the chart's top-left corner (3 px in, its
 * top line 3 px down) and which a label beside a handle near t = 0 would cover.
 */
export function cursorLabelSpot(px: number, text: string, v: Pick<CursorView, 'top' | 'width' | 'yTitle'>): Spot {
  const y = v.top - 8;
  const title = v.yTitle ? textBox(3, 3 + 0.75 * FONT, 'start', v.yTitle, FONT, { em: 0.62 }) : null;
  const spots: Spot[] = [
    { x: px + 10, y, anchor: 'start' },
    { x: px - 10, y, anchor: 'end' },
    ...(title ? [{ x: Math.max(px + 10, title.x1 + 8), y, anchor: 'start' as const }] : []),
  ];
  const right = v.width - FN_PLOT_MARGIN.right / 2;
  const placed = placeLabels(
    [{ key: 'cursor', text, font: FONT, metrics: { em: 0.62 }, spots }],
    { width: right, height: v.top + FONT },
    { boxes: title ? [title] : [] },
  );
  return placed.cursor;
}

/** The label above the cursor: "t = 1.23". */
export function cursorLabel(t: number): string {
  return `t = ${format(t, 2).replace(/^-/, '−')}`;
}

/**
 * Draw the cursor into `g` with the chart's scales: a vertical rule across
 * the plot area, a round handle at its top with the time beside it, and a dot
 * where each curve crosses it. Updated in place; an absent cursor, or one off
 * the domain, empties the group.
 */
export function drawCursor(g: Element, doc: Document, x: Scale, y: Scale, v: CursorView): void {
  const t = v.cursor;
  if (!isNum(t) || t < v.domain[0] || t > v.domain[1]) {
    while (g.firstChild) g.firstChild.remove();
    return;
  }
  const px = r2(x(t));
  put(g, doc, 0, 'line', {
    x1: px,
    x2: px,
    y1: v.top,
    y2: v.bottom,
    stroke: 'var(--accent)',
    'stroke-width': 2,
    class: 'kit-fnplot-rule',
  });
  put(g, doc, 1, 'circle', {
    cx: px,
    cy: v.top,
    r: 6,
    fill: 'var(--accent)',
    stroke: 'var(--bg)',
    'stroke-width': 2,
    class: 'kit-fnplot-handle',
  });
  const text = cursorLabel(t);
  const spot = cursorLabelSpot(px, text, v);
  const label = put(g, doc, 2, 'text', {
    x: r2(spot.x),
    y: spot.y,
    'text-anchor': spot.anchor,
    fill: 'currentColor',
    class: 'kit-fnplot-time',
  });
  setText(label, text);
  let i = 3;
  for (const c of v.curves) {
    const fy = evaluate(c.fn, t);
    const py = isNum(fy) ? y(fy) : NaN;
    if (!isNum(py) || py < v.top - 0.5 || py > v.bottom + 0.5) continue;
    put(g, doc, i++, 'circle', {
      cx: px,
      cy: r2(py),
      r: 4,
      fill: c.color,
      stroke: 'var(--bg)',
      'stroke-width': 1.5,
      'data-curve': c.id,
    });
  }
  while (g.children.length > i) g.lastElementChild!.remove();
}

/** The y axis's title as Plot writes it for a label (its arrow added unless the label has one), or null. */
export function yTitleOf(label: string | null | undefined): string | null {
  return label ? (/[↑↓→←]/.test(label) ? label : `↑ ${label}`) : null;
}

export function cursorView(spec: FnPlotSpec, scales: ReturnType<typeof fnScales>): CursorView {
  return {
    cursor: spec.cursor,
    curves: spec.curves,
    domain: scales.x.domain,
    top: scales.y.range[1],
    bottom: scales.y.range[0],
    width: scales.width,
    yTitle: yTitleOf(spec.yLabel),
  };
}
