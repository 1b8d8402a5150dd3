import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distance, dot, sub } from '../../../../src/lib/vec';
import {
  INITIAL,
  agreement,
  derive,
  handleLabel,
  message,
  place,
  readouts,
  type State,
} from '../../../../src/components/figures/cosines-figure/model';
import { parts } from '../../../../src/components/figures/cosines-figure/view';

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

describe('cosines-figure signed terms', () => {
  /** "− 25.20" → −25.20: the value a term written after its operator adds. */
  const value = (op: string, abs: string) => (op === '+' ? 1 : -1) * Number(abs);
  const numeric = (s: string) => Number(s.replace('\u2212', '-'));

  it('obtuse angle (Q at the left edge) → "+ 25.20" and "+ 25.20", never "− −"', () => {
    const r = readouts({ o: [1, 1], p: [8, 1], q: [-0.8, 5] });
    expect(r['2abcos']).toBe('\u221225.20');
    expect([r['2abcos-op'], r['2abcos-abs']]).toEqual(['+', '25.20']);
    expect([r['2dot-op'], r['2dot-abs']]).toEqual(['+', '25.20']);
  });

  it('INITIAL (acute) → "− 42.00" in both forms, "+ 0.00" for AyBy', () => {
    const r = readouts(INITIAL);
    expect([r['2abcos-op'], r['2abcos-abs']]).toEqual(['\u2212', '42.00']);
    expect([r['2dot-op'], r['2dot-abs']]).toEqual(['\u2212', '42.00']);
    expect([r['ayby-op'], r['ayby-abs']]).toEqual(['+', '0.00']);
  });

  it('A_y B_y < 0 → "− 8.00" after A_x B_x, not "+ −8.00"', () => {
    const r = readouts({ o: [1, 1], p: [8, 3], q: [4, -3] });
    expect(r.ayby).toBe('\u22128.00');
    expect([r['ayby-op'], r['ayby-abs']]).toEqual(['\u2212', '8.00']);
  });

  it('any triangle → each operator and size say what the signed number says, with no sign in the size', () => {
    fc.assert(
      fc.property(point, point, point, (o, p, q) => {
        const r = readouts({ o, p, q });
        for (const [name, sign] of [
          ['2abcos', -1],
          ['2dot', -1],
          ['ayby', 1],
        ] as const) {
          expect(r[`${name}-abs`]).toMatch(/^\d+\.\d\d$/);
          expect(value(r[`${name}-op`], r[`${name}-abs`]) + 0).toBe(sign * numeric(r[name]) + 0);
        }
      }),
      { seed: 5, numRuns: 1000 },
    );
  });
});
