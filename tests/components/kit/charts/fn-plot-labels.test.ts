import { describe, expect, it } from 'vitest';
import {
  fnScales,
  placeMarkLabels,
  sampleCurves,
  type FnPlotSpec,
} from '../../../../src/components/kit/charts/fn-plot';
import { FN_PLOT_MARGIN } from '../../../../src/components/kit/charts/fn-plot-spec';
import { overlapArea, segmentHitsBox, textBox, type Box } from '../../../../src/components/kit/scene/label-box';

// The no-hit chart's case: two minima a little apart on one curve, each labelled with a long sentence.
const f = (t: number) => 1800 + 400 * (t - 2.45) ** 2 * (1 + 0.3 * (t - 2.45));
const SPEC: FnPlotSpec = {
  title: 'f',
  domain: [0, 4],
  curves: [{ id: 'f', label: 'f', fn: f, color: 'red' }],
  marks: [
    { t: 2.45, y: f(2.45), kind: 'chosen', label: 'min of f, τf = 2.45 s' },
    { t: 2.91, y: f(2.91), kind: 'point', label: 'min of gap, τ* = 2.91 s' },
  ],
  yDomain: [0, 4000],
  width: 390,
  height: 220,
};

/** Each label's box in px, as placed, and the curve's segments. */
function boxes(spec: FnPlotSpec): {
  label: Box[];
  curve: { a: { x: number; y: number }; b: { x: number; y: number } }[];
} {
  const s = fnScales(spec);
  const placed = placeMarkLabels(spec);
  const label = placed.marks!.map((k) => {
    const x = s.x.apply(k.t) + k.labelDx!;
    // Plot writes a one-line label with its baseline at the mark's y + labelDy.
    const y = s.y.apply(k.y) + k.labelDy!;
    return textBox(x, y, 'middle', k.label!, 12, { em: k.kind === 'chosen' ? 0.7 : 0.62 });
  });
  const pts = sampleCurves(spec).map((p) => ({ x: s.x.apply(p.t), y: s.y.apply(p.y) }));
  return { label, curve: pts.slice(1).map((b, i) => ({ a: pts[i], b })) };
}

describe('placeMarkLabels', () => {
  it('gives every label a place: clear of the curve, of the other label and inside the plot frame', () => {
    const { label, curve } = boxes(SPEC);
    expect(overlapArea(label[0], label[1])).toBe(0);
    for (const b of label) {
      expect(curve.some((seg) => segmentHitsBox(seg, b))).toBe(false);
      expect(b.x0).toBeGreaterThanOrEqual(FN_PLOT_MARGIN.left);
      expect(b.x1).toBeLessThanOrEqual(390 - FN_PLOT_MARGIN.right);
      expect(b.y1).toBeLessThanOrEqual(220 - FN_PLOT_MARGIN.bottom);
      expect(b.y0).toBeGreaterThanOrEqual(FN_PLOT_MARGIN.top);
    }
  });

  it('on a 320 px chart, a label too wide for the room beside its mark slides along its row into the frame', () => {
    const narrow = { ...SPEC, width: 320 };
    const { label } = boxes(narrow);
    for (const b of label) {
      expect(b.x0).toBeGreaterThanOrEqual(FN_PLOT_MARGIN.left);
      expect(b.x1).toBeLessThanOrEqual(320 - FN_PLOT_MARGIN.right);
      expect(b.y1).toBeLessThanOrEqual(220 - FN_PLOT_MARGIN.bottom);
    }
    expect(overlapArea(label[0], label[1])).toBe(0);
  });

  it('keeps a label the figure placed, and keeps the others off it', () => {
    const spec = { ...SPEC, marks: [{ ...SPEC.marks![0], labelDx: 0, labelDy: -12 }, SPEC.marks![1]] };
    const placed = placeMarkLabels(spec);
    expect(placed.marks![0]).toMatchObject({ labelDx: 0, labelDy: -12 });
    expect(placed.marks![1].labelDy).toBeTypeOf('number');
    const { label } = boxes(spec);
    expect(overlapArea(label[0], label[1])).toBe(0);
  });

  it('places the same way twice, and leaves a placed spec as it is (the build and the browser agree)', () => {
    const once = placeMarkLabels(SPEC);
    expect(placeMarkLabels(SPEC)).toEqual(once);
    expect(placeMarkLabels(once)).toBe(once);
  });

  it('a spec without labels comes back as it is', () => {
    const bare = { ...SPEC, marks: SPEC.marks!.map(({ label: _, ...k }) => k) };
    expect(placeMarkLabels(bare)).toBe(bare);
  });
});
