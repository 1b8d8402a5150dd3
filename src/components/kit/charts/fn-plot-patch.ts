/**
 * Redrawing a function plot in place (kit/charts/fn-plot.ts): the curves' paths,
 * marks, bands, labels and cursor of a chart on screen moved to a new spec of
 * the same shape, as Plot would draw them, each attribute written only when
 * it changed.
 */
import { attrOf, setIfChanged, setText } from '../shell/dom';
import type { Scale } from './overlay';
import { FN_PLOT_MARGIN } from './fn-plot-spec';
import { bandGroups, bandLabelT, curvePaths, FN_PLOT_CLASS, markGroups } from './fn-plot-marks';
import { drawCursor, yTitleOf } from './fn-plot-cursor';
import type { FnResolved } from './fn-plot-scales';

/** `translate(a,b)` read back: [a, b], or [0, 0] when absent. */
function translateOf(el: Element): [number, number] {
  const m = /translate\(\s*([-\d.e+]+)[ ,]+([-\d.e+]+)\s*\)/.exec(attrOf(el, 'transform') ?? '');
  return m ? [Number(m[1]), Number(m[2])] : [0, 0];
}

/** Set a group's `translate(dx,dy)` as Plot's applyTransform does (none when both are zero). */
function setTranslate(el: Element, dx: number, dy: number): void {
  if (dx || dy) setIfChanged(el, 'transform', `translate(${dx},${dy})`);
  else if (el.hasAttribute('transform')) el.removeAttribute('transform');
}

/**
 * Redraw a chart drawn for `from` (by Plot, at build time or in the browser)
 * as `to`, in place, with the x and y scales of the chart on screen: the
 * curves' paths, the marks, the bands and their labels, and the cursor, each
 * attribute written only when it changed. `from` and `to` must have the same
 * `shape`; false (nothing or part written, so re-render) when they do not or
 * the chart's elements are not what was expected.
 */
export function patchFnPlot(svg: Element, from: FnResolved, to: FnResolved, x: Scale, y: Scale): boolean {
  if (from.shape !== to.shape) return false;
  const doc = svg.ownerDocument;
  const spec = to.spec;
  const groups = (cls: string) => [...svg.querySelectorAll(`g.${cls}`)];
  const m = FN_PLOT_MARGIN;
  const bottom = to.height - m.bottom;

  // Check the elements before writing any.
  const bands = bandGroups(spec);
  const marks = markGroups(spec);
  const bandGs = groups(FN_PLOT_CLASS.band);
  const curveGs = groups(FN_PLOT_CLASS.curve);
  const kindGs = marks.byKind.map((g) => svg.querySelector(`g.kit-fnplot-${g.kind}`));
  const placedGs = groups(FN_PLOT_CLASS.markLabel);
  const bandLabelG = svg.querySelector(`g.${FN_PLOT_CLASS.bandLabel}`);
  const namedG = svg.querySelector(`g.${FN_PLOT_CLASS.labels}`);
  const overlayG = svg.querySelector('g[data-overlay="fn-cursor"]');
  if (
    bandGs.length !== bands.shades.length ||
    bands.shades.some((s, i) => bandGs[i].children.length !== s.bands.length) ||
    curveGs.length !== spec.curves.length ||
    curveGs.some((g) => !g.firstElementChild) ||
    kindGs.some((g, i) => !g || g.children.length !== marks.byKind[i].marks.length) ||
    placedGs.length !== marks.placed.length ||
    placedGs.some((g) => g.children.length !== 1) ||
    (bands.labelled.length > 0 && bandLabelG?.children.length !== bands.labelled.length) ||
    (marks.named.length > 0 && namedG?.children.length !== marks.named.length) ||
    !overlayG
  )
    return false;

  bands.shades.forEach((s, i) => {
    const rects = bandGs[i].children;
    s.bands.forEach((b, j) => {
      const x1 = x(b.t0);
      const x2 = x(b.t1);
      setIfChanged(rects[j], 'x', String(Math.min(x1, x2)));
      setIfChanged(rects[j], 'width', String(Math.max(0, Math.abs(x2 - x1))));
    });
  });
  bands.labelled.forEach((b, j) => {
    const el = bandLabelG!.children[j];
    setIfChanged(el, 'transform', `translate(${x(bandLabelT(b, to.xDomain))},${bottom})`);
    setText(el, b.label!);
  });

  spec.curves.forEach((c, i) => {
    const g = curveGs[i];
    const ds = curvePaths(
      to.samples.filter((p) => p.id === c.id),
      x,
      y,
    );
    const template = g.firstElementChild!;
    while (g.children.length < ds.length) g.append(template.cloneNode(false));
    while (g.children.length > ds.length) g.lastElementChild!.remove();
    ds.forEach((d, j) => setIfChanged(g.children[j], 'd', d));
  });

  marks.byKind.forEach((grp, i) => {
    const els = kindGs[i]!.children;
    grp.marks.forEach((k, j) => {
      const el = els[j];
      const px = x(k.t);
      const py = y(k.y);
      if (el.localName === 'circle') {
        setIfChanged(el, 'cx', String(px));
        setIfChanged(el, 'cy', String(py));
      } else setIfChanged(el, 'transform', `translate(${px},${py})`);
    });
  });

  // A placed label's group carries its dx, dy (plus Plot's pixel offset, read back from the chart).
  const fromPlaced = markGroups(from.spec).placed;
  marks.placed.forEach((k, j) => {
    const g = placedGs[j];
    const [tx, ty] = translateOf(g);
    const was = fromPlaced[j];
    const ox = tx - (was.labelDx ?? 0);
    const oy = ty - (was.labelDy ?? 0);
    setTranslate(g, (k.labelDx ?? 0) + ox, (k.labelDy ?? 0) + oy);
    const el = g.firstElementChild!;
    setIfChanged(el, 'transform', `translate(${x(k.t)},${y(k.y)})`);
    setText(el, k.label!);
  });
  marks.named.forEach((k, j) => {
    const el = namedG!.children[j];
    setIfChanged(el, 'transform', `translate(${x(k.t)},${y(k.y)})`);
    setText(el, k.label!);
  });

  drawCursor(overlayG, doc, x, y, {
    cursor: spec.cursor,
    curves: spec.curves,
    domain: to.xDomain,
    top: m.top,
    bottom,
    width: to.width,
    yTitle: yTitleOf(spec.yLabel),
  });
  return true;
}
