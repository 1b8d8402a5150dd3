/**
 * Where a function plot's mark labels go (issue 38 item 11): the kit's
 * placement step (kit/scene/place-labels.ts) run in the chart's pixels, so
 * each label keeps off the curves, the zero line, the marks, the labels
 * placed before it and the plot's frame (the axes' ticks and labels lie
 * outside it). Pure: the build and the browser place a chart's labels the
 * same way, from its spec and samples alone.
 *
 * A mark whose figure placed its label (`labelDx`/`labelDy` given) keeps that
 * place, and its box is an obstacle to the rest; every other label gets a
 * `labelDx`/`labelDy` here (Plot draws each such label as its own text mark,
 * centred, its bottom line at the mark's y plus `labelDy`).
 */
import { placeLabels, type LabelRequest, type Obstacles, type Spot } from '../scene/place-labels';
import { textBox, type Box, type XY } from '../scene/label-box';
import { FN_PLOT_MARGIN, isNum, sampleCurves, type FnMark, type FnPlotSpec, type FnSample } from './fn-plot-spec';
import { fnScales, resolveFnPlot, type FnResolved } from './fn-plot-scales';

/** The labels' font size (px: the chart's style) and a bold label's wider characters. */
const FONT = 12;
const EM = { plain: 0.62, bold: 0.7 };
/** A mark's radius, with air (px; fn-plot-options.ts draws them at 3.5 and 5, chosen rings at 8). */
const MARK_R = 7;
/** Air between a mark and its label (px). */
const GAP = 4;

/**
 * How far above y + dy a label's baseline sits: none, for Plot's one-line text with `lineAnchor: 'bottom'` (its
 * `y` attribute is then 0 em, the baseline on the anchor).
 */
const BASELINE_UP = 0;

const round = (v: number) => Math.round(v * 100) / 100;

/** A label's width (px), by the kit's estimate. */
function widthOf(k: FnMark): number {
  const em = k.kind === 'chosen' ? EM.bold : EM.plain;
  return Array.from(k.label ?? '').length * em * FONT;
}

/**
 * The spots for a label (centred text) around its mark at `p`, best first: above, then above-right and above-left
 * (the label's start or end by the mark), below and its sides, beside at the mark's height, then rows further
 * above and below (up to five lines away), where a curve that rises on both sides of its mark leaves more room.
 */
function spotsFor(p: XY, w: number, frameWidth: number): Spot[] {
  const up = p.y - MARK_R - GAP - BASELINE_UP;
  const down = p.y + MARK_R + GAP + 0.75 * FONT;
  const side = w / 2 + MARK_R + GAP;
  const row = (y: number) => [
    { x: p.x, y },
    { x: p.x + side, y },
    { x: p.x - side, y },
  ];
  const out = [
    ...row(up),
    ...row(down),
    { x: p.x + side, y: p.y + 0.35 * FONT },
    { x: p.x - side, y: p.y + 0.35 * FONT },
  ];
  for (let k = 1; k <= 4; k++) out.push(...row(up - 1.25 * FONT * k), ...row(down + 1.25 * FONT * k));
  // A label wider than the room beside its mark slides along its row into the frame (a long label near either end
  // of a narrow chart), rather than leaving it.
  const half = w / 2 + 1;
  const slid = (x: number) => (2 * half > frameWidth ? x : Math.min(Math.max(x, half), frameWidth - half));
  return out.map((s) => ({ x: slid(s.x), y: s.y, anchor: 'middle' as const }));
}

/** The spec with every mark label placed (`labelDx`, `labelDy`); the spec itself when it has no label to place. */
export function placeMarkLabels(spec: FnPlotSpec, samples: readonly FnSample[] = sampleCurves(spec)): FnPlotSpec {
  const marks = spec.marks ?? [];
  const todo = marks.filter((k) => k.label && isNum(k.t) && isNum(k.y) && !isNum(k.labelDx) && !isNum(k.labelDy));
  if (!todo.length) return spec;
  const s = fnScales(spec);
  const m = FN_PLOT_MARGIN;
  // The plot's frame, with the drawing's origin at its top-left corner.
  const drawing = { width: s.width - m.left - m.right, height: s.height - m.top - m.bottom };
  const at = (t: number, y: number): XY => ({ x: s.x.apply(t) - m.left, y: s.y.apply(y) - m.top });

  const polylines: XY[][] = [];
  let run: XY[] = [];
  let key = '';
  for (const p of samples) {
    const k = `${p.id}|${p.segment}`;
    if (k !== key && run.length) {
      polylines.push(run);
      run = [];
    }
    key = k;
    run.push(at(p.t, p.y));
  }
  if (run.length) polylines.push(run);
  const [y0, y1] = s.y.domain;
  if (y0 <= 0 && y1 >= 0) polylines.push([at(s.x.domain[0], 0), at(s.x.domain[1], 0)]);

  const shown = marks.filter((k) => isNum(k.t) && isNum(k.y));
  const boxes: Box[] = shown.map((k) => {
    const p = at(k.t, k.y);
    return { x0: p.x - MARK_R, y0: p.y - MARK_R, x1: p.x + MARK_R, y1: p.y + MARK_R };
  });
  // Labels the figure placed stay where it put them.
  for (const k of shown)
    if (k.label && (isNum(k.labelDx) || isNum(k.labelDy))) {
      const p = at(k.t, k.y);
      boxes.push(
        textBox(p.x + (k.labelDx ?? 0), p.y + (k.labelDy ?? 0) - BASELINE_UP, 'middle', k.label, FONT, {
          em: k.kind === 'chosen' ? EM.bold : EM.plain,
        }),
      );
    }
  const obstacles: Obstacles = { boxes, polylines };

  // The chosen mark's label first: it is the one the chart is about.
  const order = [...todo].sort((a, b) => Number(b.kind === 'chosen') - Number(a.kind === 'chosen'));
  const requests: LabelRequest[] = order.map((k) => ({
    key: String(marks.indexOf(k)),
    text: k.label!,
    font: FONT,
    metrics: { em: k.kind === 'chosen' ? EM.bold : EM.plain },
    spots: spotsFor(at(k.t, k.y), widthOf(k), drawing.width),
  }));
  const placed = placeLabels(requests, drawing, obstacles);
  return {
    ...spec,
    marks: marks.map((k, i) => {
      const p = placed[String(i)];
      if (!p) return k;
      const mark = at(k.t, k.y);
      return { ...k, labelDx: round(p.x - mark.x), labelDy: round(p.y + BASELINE_UP - mark.y) };
    }),
  };
}

/** `resolveFnPlot` of the spec with its labels placed (`placeMarkLabels`): what the browser draws and patches. */
export function resolvePlaced(spec: FnPlotSpec, samples: FnSample[] = sampleCurves(spec)): FnResolved {
  return resolveFnPlot(placeMarkLabels(spec, samples), samples);
}
