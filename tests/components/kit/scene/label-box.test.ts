import { describe, expect, it } from 'vitest';
import {
  arcSegments,
  circleHitsBox,
  grow,
  overlapArea,
  overlaps,
  segmentHitsBox,
  textBox,
  within,
} from '../../../../src/components/kit/scene/label-box';

describe('textBox', () => {
  it('textBox(10, 20, "start", "ab", 2) → 2 × 0.68 em wide from x, 0.75 em above and 0.25 em below the baseline', () => {
    const b = textBox(10, 20, 'start', 'ab', 2);
    expect(b.x0).toBe(10);
    expect(b.x1).toBeCloseTo(10 + 2 * 0.68 * 2, 12);
    expect(b.y0).toBeCloseTo(20 - 1.5, 12);
    expect(b.y1).toBeCloseTo(20 + 0.5, 12);
  });

  it('"end" ends at x, "middle" is centred on x', () => {
    const end = textBox(10, 0, 'end', 'abcd', 1);
    expect(end.x1).toBe(10);
    const mid = textBox(10, 0, 'middle', 'abcd', 1);
    expect((mid.x0 + mid.x1) / 2).toBeCloseTo(10, 12);
    expect(mid.x1 - mid.x0).toBeCloseTo(end.x1 - end.x0, 12);
  });

  it('counts characters, not UTF-16 units, and pads both sides by padX', () => {
    expect(textBox(0, 0, 'start', 't₁', 1, { em: 1 }).x1).toBe(2);
    expect(textBox(0, 0, 'start', '𝐕', 1, { em: 1 }).x1).toBe(1);
    const b = textBox(5, 0, 'start', 'x', 1, { em: 1, padX: 0.3 });
    expect(b.x0).toBeCloseTo(4.7, 12);
    expect(b.x1).toBeCloseTo(6.3, 12);
  });
});

describe('overlapArea and overlaps', () => {
  const a = { x0: 0, y0: 0, x1: 2, y1: 2 };
  it('boxes sharing a 1 × 1 corner → area 1, overlapping', () => {
    expect(overlapArea(a, { x0: 1, y0: 1, x1: 3, y1: 3 })).toBe(1);
    expect(overlaps(a, { x0: 1, y0: 1, x1: 3, y1: 3 })).toBe(true);
  });
  it('boxes that only touch along an edge → 0, not overlapping', () => {
    expect(overlapArea(a, { x0: 2, y0: 0, x1: 4, y1: 2 })).toBe(0);
    expect(overlaps(a, { x0: 2, y0: 0, x1: 4, y1: 2 })).toBe(false);
  });
});

describe('within', () => {
  it('a box inside a 10 × 10 scene → true; with an edge of 1 its side at 0.5 → false', () => {
    const b = { x0: 0.5, y0: 2, x1: 4, y1: 9 };
    expect(within(b, 10, 10)).toBe(true);
    expect(within(b, 10, 10, 1)).toBe(false);
    expect(within({ ...b, x1: 10.01 }, 10, 10)).toBe(false);
  });
});

describe('segmentHitsBox / circleHitsBox / arcSegments (the lines a label keeps off)', () => {
  const box = { x0: 10, y0: 10, x1: 14, y1: 13 };
  it('a segment through the box, ending inside it, or along its edge → hits', () => {
    expect(segmentHitsBox({ a: { x: 0, y: 11 }, b: { x: 30, y: 12 } }, box)).toBe(true);
    expect(segmentHitsBox({ a: { x: 12, y: 11 }, b: { x: 12, y: 40 } }, box)).toBe(true);
    expect(segmentHitsBox({ a: { x: 0, y: 10 }, b: { x: 30, y: 10 } }, box)).toBe(true);
  });
  it('a segment beside the box, stopping short of it, or a diagonal passing its corner → misses', () => {
    expect(segmentHitsBox({ a: { x: 0, y: 9 }, b: { x: 30, y: 9 } }, box)).toBe(false);
    expect(segmentHitsBox({ a: { x: 0, y: 11 }, b: { x: 9.9, y: 11 } }, box)).toBe(false);
    // The line y = x + 5 passes the box's top-left corner (10, 10) at a distance: (10, 15) is below it.
    expect(segmentHitsBox({ a: { x: 0, y: 5 }, b: { x: 30, y: 35 } }, box)).toBe(false);
  });
  it('a point segment counts where it is', () => {
    expect(segmentHitsBox({ a: { x: 11, y: 11 }, b: { x: 11, y: 11 } }, box)).toBe(true);
    expect(segmentHitsBox({ a: { x: 1, y: 1 }, b: { x: 1, y: 1 } }, box)).toBe(false);
  });
  it('a circle whose outline crosses or lies in the box → hits; the box wholly inside or outside it → misses', () => {
    expect(circleHitsBox({ cx: 0, cy: 11, r: 12 }, box)).toBe(true);
    expect(circleHitsBox({ cx: 12, cy: 11, r: 40 }, box)).toBe(false);
    expect(circleHitsBox({ cx: 0, cy: 0, r: 5 }, box)).toBe(false);
    // A small circle wholly inside the box: its outline is in the box.
    expect(circleHitsBox({ cx: 12, cy: 11, r: 1 }, box)).toBe(true);
  });
  it('arcSegments → n chords from the start angle through the sweep, on the circle', () => {
    const chords = arcSegments({ cx: 0, cy: 0, r: 2 }, 0, Math.PI / 2, 4);
    expect(chords).toHaveLength(4);
    expect(chords[0].a.x).toBeCloseTo(2);
    expect(chords[3].b.y).toBeCloseTo(2);
    for (const c of chords) expect(Math.hypot(c.b.x, c.b.y)).toBeCloseTo(2);
  });
  it('grow → every side moved out', () => {
    expect(grow(box, 1)).toEqual({ x0: 9, y0: 9, x1: 15, y1: 14 });
  });
});
