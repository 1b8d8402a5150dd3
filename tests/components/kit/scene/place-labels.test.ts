import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { overlapArea, textBox, within } from '../../../../src/components/kit/scene/label-box';
import { labelCost, placeLabels, spotsAround } from '../../../../src/components/kit/scene/place-labels';

const DRAWING = { width: 100, height: 60 };

describe('placeLabels', () => {
  it('a label with nothing in the way takes its first spot, at no cost', () => {
    const spots = spotsAround({ x: 50, y: 30 }, 1, 'T', 3);
    const { t } = placeLabels([{ key: 't', text: 'T', font: 3, spots }], DRAWING);
    expect({ x: t.x, y: t.y, anchor: t.anchor }).toEqual(spots[0]);
    expect(t.cost).toBe(0);
  });

  it('a curve through the first spot sends the label to the next clear one', () => {
    const spots = spotsAround({ x: 50, y: 30 }, 1, 'T', 3);
    // A curve rising through the up-right spot.
    const curve = Array.from({ length: 21 }, (_, i) => ({ x: 50 + i, y: 30 - i }));
    const { t } = placeLabels([{ key: 't', text: 'T', font: 3, spots }], DRAWING, { polylines: [curve] });
    expect(t.cost).toBe(0);
    expect({ x: t.x, y: t.y, anchor: t.anchor }).not.toEqual(spots[0]);
    expect(
      labelCost(textBox(spots[0].x, spots[0].y, spots[0].anchor, 'T', 3), DRAWING, { polylines: [curve] }, 3),
    ).toBeGreaterThan(0);
  });

  it('a curve broken by a non-finite point has no segment across the break', () => {
    const spots = [{ x: 50, y: 31, anchor: 'middle' as const }];
    const broken = [
      { x: 40, y: 30 },
      { x: NaN, y: NaN },
      { x: 60, y: 30 },
    ];
    expect(placeLabels([{ key: 'a', text: 'A', font: 3, spots }], DRAWING, { polylines: [broken] }).a.cost).toBe(0);
    const whole = [
      { x: 40, y: 30 },
      { x: 60, y: 30 },
    ];
    expect(
      placeLabels([{ key: 'a', text: 'A', font: 3, spots }], DRAWING, { polylines: [whole] }).a.cost,
    ).toBeGreaterThan(0);
  });

  it('two labels of one point do not overlap: the second takes another spot', () => {
    const p = { x: 50, y: 30 };
    const out = placeLabels(
      [
        { key: 'a', text: 'first', font: 3, spots: spotsAround(p, 1, 'first', 3) },
        { key: 'b', text: 'second', font: 3, spots: spotsAround(p, 1, 'second', 3) },
      ],
      DRAWING,
    );
    expect(overlapArea(out.a.box, out.b.box)).toBe(0);
    expect(out.b.cost).toBe(0);
  });

  it('at the top-right corner the label goes down-left, inside the drawing', () => {
    const p = { x: 98, y: 2 };
    const { t } = placeLabels([{ key: 't', text: 'T', font: 3, spots: spotsAround(p, 1, 'T', 3) }], DRAWING);
    expect(t.anchor).toBe('end');
    expect(t.y).toBeGreaterThan(p.y);
    expect(within(t.box, DRAWING.width, DRAWING.height)).toBe(true);
  });

  it('a label whose every spot leaves the drawing slides in when allowed, and stays by its mark when not', () => {
    const spots = [{ x: 95, y: 10, anchor: 'start' as const }];
    const kept = placeLabels([{ key: 'a', text: 'a long label', font: 3, spots }], DRAWING).a;
    expect(kept.x).toBe(95);
    expect(kept.cost).toBeGreaterThanOrEqual(1e6);
    const slid = placeLabels([{ key: 'a', text: 'a long label', font: 3, spots, slide: true }], DRAWING).a;
    expect(within(slid.box, DRAWING.width, DRAWING.height)).toBe(true);
    expect(slid.x).toBeLessThan(95);
  });

  it('in a drawing too crowded for any clear spot, the label takes the one that covers least', () => {
    const p = { x: 50, y: 30 };
    const spots = spotsAround(p, 1, 'T', 3);
    // Everything covered but a sliver of the left side.
    const boxes = [{ x0: 0, y0: 0, x1: 100, y1: 60 }];
    const { t } = placeLabels([{ key: 't', text: 'T', font: 3, spots }], DRAWING, { boxes });
    const costs = spots.map((s) => labelCost(textBox(s.x, s.y, s.anchor, 'T', 3), DRAWING, { boxes }, 3));
    expect(t.cost).toBe(Math.min(...costs));
  });

  it('property: a label placed at no cost is inside the drawing, off every box and every label placed before it', () => {
    const point = fc.record({
      x: fc.double({ min: 0, max: 100, noNaN: true }),
      y: fc.double({ min: 0, max: 60, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 8 }), fc.array(point, { maxLength: 4 }), (dots, marks) => {
        const boxes = marks.map((m) => ({ x0: m.x - 2, y0: m.y - 2, x1: m.x + 2, y1: m.y + 2 }));
        const labels = dots.map((p, i) => ({
          key: `l${i}`,
          text: `L${i}`,
          font: 3,
          spots: spotsAround(p, 1, `L${i}`, 3),
        }));
        const out = placeLabels(labels, DRAWING, { boxes });
        const placed = labels.map((l) => out[l.key]);
        placed.forEach((a, i) => {
          if (a.cost > 0) return;
          expect(within(a.box, DRAWING.width, DRAWING.height)).toBe(true);
          for (const b of boxes) expect(overlapArea(a.box, b)).toBe(0);
          for (const b of placed.slice(0, i)) expect(overlapArea(a.box, b.box)).toBe(0);
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('spotsAround', () => {
  it('twelve spots, the first up-right of the mark, none of them on the mark', () => {
    const p = { x: 50, y: 30 };
    const spots = spotsAround(p, 2, 'T', 3);
    expect(spots).toHaveLength(12);
    expect(spots[0].x).toBeGreaterThan(p.x + 2);
    expect(spots[0].y).toBeLessThan(p.y);
    const mark = { x0: p.x - 2, y0: p.y - 2, x1: p.x + 2, y1: p.y + 2 };
    for (const s of spots) expect(overlapArea(textBox(s.x, s.y, s.anchor, 'T', 3), mark)).toBe(0);
  });
});
