/**
 * A function plot's marks (kit/charts/fn-plot.ts): the bands' shades and groups,
 * the root/extremum/… marks by kind, the curves' SVG paths as Plot draws
 * them, and the HTML legend. Pure.
 */
import type { Scale } from './overlay';
import { isNum, type FnBand, type FnCurve, type FnMark, type FnPlotSpec, type FnSample } from './fn-plot-spec';
import { timbreOf } from './fn-plot-timbre';

/** The fill and opacity of a band; monotone pieces alternate two shades (`index` counts them). */
export function bandShade(band: FnBand, index: number): { fill: string; opacity: number } {
  switch (band.kind ?? 'monotone') {
    case 'monotone':
      return { fill: 'currentColor', opacity: index % 2 === 0 ? 0.05 : 0.11 };
    case 'bracket':
      return { fill: 'var(--accent)', opacity: 0.14 };
    case 'inside':
      return { fill: 'var(--hit)', opacity: 0.14 };
    default:
      return { fill: 'currentColor', opacity: 0.08 };
  }
}

/**
 * Class names of the chart's mark groups (`<g class="…">` in Plot's output):
 * `createFnPlot` finds them to redraw a chart in place.
 */
export const FN_PLOT_CLASS = {
  band: 'kit-fnplot-band',
  bandLabel: 'kit-fnplot-bandlabel',
  curve: 'kit-fnplot-curve',
  markLabel: 'kit-fnplot-marklabel',
  labels: 'kit-fnplot-labels',
} as const;

/** The order in which the mark kinds are drawn (each kind one group, `g.kit-fnplot-<kind>`). */
export const FN_MARK_KINDS = ['root', 'extremum', 'inflection', 'point', 'chosen'] as const;

/** The bands drawn, grouped by shade (one rect mark a shade, in order of first use), and those labelled. */
export function bandGroups(spec: FnPlotSpec): {
  shades: { fill: string; opacity: number; bands: FnBand[] }[];
  labelled: FnBand[];
} {
  const shades = new Map<string, { fill: string; opacity: number; bands: FnBand[] }>();
  let monotone = 0;
  for (const b of spec.bands ?? []) {
    if (!isNum(b.t0) || !isNum(b.t1)) continue;
    const s = bandShade(b, (b.kind ?? 'monotone') === 'monotone' ? monotone++ : 0);
    const key = `${s.fill}|${s.opacity}`;
    if (!shades.has(key)) shades.set(key, { ...s, bands: [] });
    shades.get(key)!.bands.push(b);
  }
  const labelled = (spec.bands ?? []).filter((b) => b.label && isNum(b.t0) && isNum(b.t1));
  return { shades: [...shades.values()], labelled };
}

/** The t at which a band's label goes: the middle of the band's part inside the domain. */
export function bandLabelT(b: FnBand, domain: readonly [number, number]): number {
  return (Math.max(b.t0, domain[0]) + Math.min(b.t1, domain[1])) / 2;
}

/** The marks drawn (finite ones), by kind; those whose label the figure placed; those labelled above. */
export function markGroups(spec: FnPlotSpec): {
  byKind: { kind: FnMark['kind']; marks: FnMark[] }[];
  placed: FnMark[];
  named: FnMark[];
  fill: (k: FnMark) => string;
} {
  const colour = new Map(spec.curves.map((c) => [c.id, c.color]));
  const shown = (spec.marks ?? []).filter((k) => isNum(k.t) && isNum(k.y));
  const byKind = FN_MARK_KINDS.map((kind) => ({ kind, marks: shown.filter((k) => k.kind === kind) })).filter(
    (g) => g.marks.length > 0,
  );
  return {
    byKind,
    placed: shown.filter((k) => k.label && (isNum(k.labelDx) || isNum(k.labelDy))),
    named: shown.filter((k) => k.label && !isNum(k.labelDx) && !isNum(k.labelDy)),
    fill: (k) => k.color || (k.curve && colour.get(k.curve)) || 'currentColor',
  };
}

/** A number as d3-path writes it in Plot's lines (three decimals). */
const d3n = (v: number) => Math.round(v * 1000) / 1000;

/** The SVG path of one curve's samples through the scales, as Plot's line mark draws it: one path a segment. */
export function curvePaths(samples: readonly FnSample[], x: Scale, y: Scale): string[] {
  const out: string[] = [];
  let d = '';
  let n = 0;
  let seg = NaN;
  const end = () => {
    if (n === 1) d += 'Z';
    if (n) out.push(d);
  };
  for (const p of samples) {
    if (p.segment !== seg) {
      end();
      seg = p.segment;
      d = '';
      n = 0;
    }
    d += `${n ? 'L' : 'M'}${d3n(x(p.t))},${d3n(y(p.y))}`;
    n++;
  }
  end();
  return out;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The HTML legend: each curve told apart by colour and line style, a short
 * sample of its line (with its dash) before its label, and by ear, the name
 * of the tone it plays when the chart is heard (fn-plot-timbre.ts).
 */
export function fnLegendHtml(spec: { curves: readonly Pick<FnCurve, 'id' | 'label' | 'color' | 'dash'>[] }): string {
  return spec.curves
    .map(
      (c, i) =>
        `<li data-curve="${escapeHtml(c.id)}"><svg width="30" height="10" viewBox="0 0 30 10" aria-hidden="true">` +
        `<line x1="1" y1="5" x2="29" y2="5" style="stroke:${escapeHtml(c.color)};stroke-width:2.5;` +
        `stroke-dasharray:${escapeHtml(c.dash || 'none')}"></line></svg>${escapeHtml(c.label)}` +
        `<span class="kit-fnplot-timbre">(${timbreOf(i).name})</span></li>`,
    )
    .join('');
}
