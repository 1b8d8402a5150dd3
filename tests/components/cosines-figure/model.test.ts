import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distance, dot, sub } from '../../../src/lib';
import {
  INITIAL,
  agreement,
  derive,
  handleLabel,
  message,
  place,
  readouts,
  type State,
} from '../../../src/components/cosines-figure/model';
import { parts } from '../../../src/components/cosines-figure/view';

const coord = fc.double({ min: -1, max: 11, noNaN: true });
const point = fc.tuple(coord, coord);

describe('cosines-figure model', () => {
  it('derive(INITIAL) → a = 7, b = 5, A·B = 21, c² = 32, cos θ = 0.6', () => {
    const d = derive(INITIAL);
    expect(d.a).toBe(7);
    expect(d.b).toBe(5);
    expect(d.dot).toBe(21);
    expect(d.lhs).toBe(32);
    expect(d.cosTheta).toBeCloseTo(0.6, 14);
    expect(d.rhsVector).toBe(32);
    expect(d.rhsAngle).toBeCloseTo(32, 12);
  });

  it('derive for any triangle → both forms of the law equal c², up to rounding', () => {
    fc.assert(
      fc.property(point, point, point, (o, p, q) => {
        const d = derive({ o, p, q });
        const scale = Math.max(1, d.a * d.a + d.b * d.b);
        expect(d.c).toBe(distance(p, q));
        expect(Math.abs(d.lhs - d.c * d.c)).toBeLessThan(1e-12 * scale);
        expect(Math.abs(d.rhsVector - d.lhs)).toBeLessThan(1e-12 * scale);
        expect(Math.abs(d.rhsAngle - d.lhs)).toBeLessThan(1e-9 * scale);
        expect(d.dot).toBe(dot(sub(p, o), sub(q, o)));
        expect(agreement(d)).toBe('Both sides agree');
      }),
      { seed: 3, numRuns: 1000 },
    );
  });

  it('derive with a right angle at O → the cosine term vanishes: Pythagoras', () => {
    const d = derive({ o: [1, 1], p: [8, 1], q: [1, 5] });
    expect(d.dot).toBe(0);
    expect(d.lhs).toBe(49 + 16);
  });

  it('derive with the triangle flat → c = |a − b| or a + b', () => {
    expect(derive({ o: [0, 0], p: [6, 0], q: [2, 0] }).c).toBe(4);
    expect(derive({ o: [0, 0], p: [6, 0], q: [-2, 0] }).c).toBe(8);
  });

  it('derive with P on O → no angle, a message, the law still holds and no NaN is shown', () => {
    const s: State = { o: [1, 1], p: [1, 1], q: [4, 5] };
    const d = derive(s);
    expect(d.hasAngle).toBe(false);
    expect(d.rhsAngle).toBe(d.lhs);
    expect(d.rhsVector).toBe(d.lhs);
    expect(message(s)).toMatch(/no angle/);
    expect(Object.values(readouts(s)).join(' ')).not.toMatch(/NaN|Infinity|undefined/);
    expect(JSON.stringify(parts(s))).not.toMatch(/NaN|Infinity/);
  });

  it('derive with all three corners together → every term 0 and a message', () => {
    const s: State = { o: [2, 2], p: [2, 2], q: [2, 2] };
    expect(derive(s).lhs).toBe(0);
    expect(message(s)).toMatch(/coincide/);
    expect(JSON.stringify(parts(s))).not.toMatch(/NaN|Infinity/);
  });

  it('readouts(INITIAL) → the numbers the page starts with', () => {
    const r = readouts(INITIAL);
    expect(r.c2).toBe('32.00');
    expect(r.a2).toBe('49.00');
    expect(r.b2).toBe('25.00');
    expect(r['2abcos']).toBe('42.00');
    expect(r['2dot']).toBe('42.00');
    expect(r['theta-deg']).toBe('53.1°');
    expect(r['a-minus-b']).toBe('(4.0, −4.0)');
    expect(r.c).toBe('5.66');
  });

  it('place → snaps to the 0.1 grid and clamps into the figure', () => {
    expect(place([2.345, 6.06])).toEqual([2.3, 6.1]);
    expect(place([-100, 100])).toEqual([-0.8, 6.8]);
  });

  it('handleLabel → names the corner and its position', () => {
    expect(handleLabel('o', INITIAL)).toBe('Corner O at (1.0, 1.0)');
  });
});
