import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Vec2 } from '../../../../src/lib';
import type { PartAttrs } from '../../../../src/components/kit/shell/dom';
import { FRAME, INITIAL, place, type State } from '../../../../src/components/figures/cosines-figure/model';
import { parts } from '../../../../src/components/figures/cosines-figure/view';
import { toSvg, unit } from '../../../../src/components/kit/scene/frame';

/** The shown side labels' anchors, in SVG units. */
function labels(s: State): Record<string, { x: number; y: number }> {
  const all = parts(s);
  const out: Record<string, { x: number; y: number }> = {};
  for (const side of ['a', 'b', 'c']) {
    const l = all[`label-${side}`];
    if (l.display !== 'none') out[side] = { x: Number(l.x), y: Number(l.y) };
  }
  return out;
}

/** Whether two labels' boxes (as wide as "c = 10.00", one line high) overlap. */
function clash(u: { x: number; y: number }, v: { x: number; y: number }): boolean {
  return Math.abs(u.x - v.x) < 2.6 * unit(FRAME) && Math.abs(u.y - v.y) < 0.7 * unit(FRAME);
}

describe('cosines-figure side labels', () => {
  it('INITIAL → each label on the outer side of its side (away from the third corner)', () => {
    const l = labels(INITIAL);
    const q = toSvg(FRAME, INITIAL.q);
    // a runs along y = 1 from O to P, with Q above it: a's label is below (larger SVG y).
    expect(l.a.y).toBeGreaterThan(toSvg(FRAME, INITIAL.o).y);
    // b (O → Q) and c (Q → P) meet at Q; their labels are on either side of Q.
    expect(l.b.x).toBeLessThan(q.x);
    expect(l.c.x).toBeGreaterThan(q.x);
    expect(Object.keys(l)).toEqual(['a', 'b', 'c']);
  });

  it('Q on O → a and c lie on one line; their labels go on opposite sides of it', () => {
    const s: State = { o: [1, 1], p: [8, 1], q: [1, 1] };
    const l = labels(s);
    expect(Object.keys(l)).toEqual(['a', 'c']);
    expect(clash(l.a, l.c)).toBe(false);
    const line = toSvg(FRAME, s.o).y;
    expect(Math.sign(l.a.y - line)).toBe(-Math.sign(l.c.y - line));
  });

  it('Q on the segment OP → no two labels clash', () => {
    const s: State = { o: [1, 1], p: [8, 1], q: [4, 1] };
    const l = labels(s);
    expect(Object.keys(l)).toEqual(['a', 'b', 'c']);
    expect(clash(l.a, l.b)).toBe(false);
    expect(clash(l.a, l.c)).toBe(false);
    expect(clash(l.b, l.c)).toBe(false);
  });

  it('P on Q → b and c fold onto a; the two long labels do not clash', () => {
    const s: State = { o: [1, 1], p: [6, 4], q: [6, 4] };
    const l = labels(s);
    expect(Object.keys(l)).toEqual(['a', 'b']);
    expect(clash(l.a, l.b)).toBe(false);
  });
});

/** A shown label's box in SVG units: text-anchor middle, about 0.6 em a character of 2.8-unit text. */
function box(l: PartAttrs): { left: number; right: number; top: number; bottom: number } {
  const w = String(l.text).length * 0.6 * 2.8;
  const x = Number(l.x);
  const y = Number(l.y);
  return { left: x - w / 2, right: x + w / 2, top: y - 2.1, bottom: y + 0.7 };
}

function outside(s: State): string[] {
  const all = parts(s);
  return ['label-a', 'label-b', 'label-c', 'theta-label'].filter((name) => {
    const l = all[name];
    if (l.display === 'none') return false;
    const b = box(l);
    return b.left < 0 || b.right > FRAME.width || b.top < 0 || b.bottom > FRAME.height;
  });
}

describe('cosines-figure labels stay inside the scene', () => {
  it('Q at the left edge, angle obtuse (the audit’s state) → "b = 4.39" is whole, on the inner side of b', () => {
    // INITIAL, then Q: Shift+Left ×2, Left ×2 → clamped to x = −0.8.
    const s: State = { ...INITIAL, q: place([4 - 2 * 2.5 - 2 * 0.5, 5]) };
    expect(s.q).toEqual([-0.8, 5]);
    expect(outside(s)).toEqual([]);
    const l = parts(s)['label-b'];
    expect(l.text).toBe('b = 4.39');
    // Flipped, not squashed: the label is to the right of side b's midpoint.
    expect(Number(l.x)).toBeGreaterThan(toSvg(FRAME, [(s.o[0] + s.q[0]) / 2, 0]).x);
  });

  it('corners at the edges and corners of the scene → every shown label inside', () => {
    const cases: State[] = [
      { o: [-0.8, -0.8], p: [10.8, -0.8], q: [-0.8, 6.8] },
      { o: [10.8, 6.8], p: [-0.8, 6.8], q: [10.8, -0.8] },
      { o: [5, -0.8], p: [10.8, -0.8], q: [-0.8, -0.8] },
      { o: [5, 6.8], p: [10.8, 6.8], q: [-0.8, 6.8] },
      { o: [-0.8, 3], p: [-0.8, 6.8], q: [-0.8, -0.8] },
      { o: [10.8, 3], p: [10.8, -0.8], q: [10.8, 6.8] },
    ];
    for (const s of cases) expect(outside(s), JSON.stringify(s)).toEqual([]);
  });

  it('any triangle of grid points → every shown label inside', () => {
    const c = fc.tuple(fc.integer({ min: -8, max: 108 }), fc.integer({ min: -8, max: 68 }));
    const pt = c.map(([x, y]) => [x / 10, y / 10] as Vec2);
    fc.assert(
      fc.property(pt, pt, pt, (o, p, q) => {
        expect(outside({ o, p, q })).toEqual([]);
      }),
      { seed: 7, numRuns: 2000 },
    );
  });
});
