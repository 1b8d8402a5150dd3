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

/** What the cursor overlay draws from: the spec's cursor and curves, the scales and the plot area. */
interface CursorView {
  cursor: number | null | undefined;
  curves: readonly FnCurve[];
  domain: [number, number];
  top: number;
  bottom: number;
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
  const right = x(v.domain[1]);
  const label = put(g, doc, 2, 'text', {
    x: px > right - 70 ? px - 10 : px + 10,
    y: v.top - 8,
    'text-anchor': px > right - 70 ? 'end' : 'start',
    fill: 'currentColor',
    class: 'kit-fnplot-time',
  });
  setText(label, cursorLabel(t));
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

export function cursorView(spec: FnPlotSpec, scales: ReturnType<typeof fnScales>): CursorView {
  return {
    cursor: spec.cursor,
    curves: spec.curves,
    domain: scales.x.domain,
    top: scales.y.range[1],
    bottom: scales.y.range[0],
  };
}
