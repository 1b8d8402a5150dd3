import { describe, expect, it } from 'vitest';
import { FRAME, INITIAL, type State } from '../../../src/components/cosines-figure/model';
import { parts } from '../../../src/components/cosines-figure/view';
import { toSvg, unit } from '../../../src/components/kit/frame';

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
