import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { angle, dot, length, project, sub } from '../../../../src/lib/vec';
import {
  INITIAL,
  derive,
  message,
  place,
  readouts,
  type State,
} from '../../../../src/components/figures/dot-figure/model';
import { anglePath, parts } from '../../../../src/components/figures/dot-figure/view';

const coord = fc.double({ min: -6, max: 6, noNaN: true });
const vec = fc.tuple(coord, coord);

describe('dot-figure model', () => {
  it('derive(INITIAL) → A·B = 10, θ = 45°, projection (2, 1)', () => {
    const d = derive(INITIAL);
    expect(d.dot).toBe(10);
    expect((d.theta * 180) / Math.PI).toBeCloseTo(45, 12);
    expect(d.cos).toBeCloseTo(Math.SQRT1_2, 15);
    expect(d.projection[0]).toBeCloseTo(2, 15);
    expect(d.projection[1]).toBeCloseTo(1, 15);
    expect(d.kind).toBe('acute');
  });

  it('derive for any A, B → A·B equals |A||B|cos θ and the numbers are the library’s', () => {
    fc.assert(
      fc.property(vec, vec, (a, b) => {
        const d = derive({ a, b });
        expect(d.dot).toBe(dot(a, b));
        expect(d.theta).toBe(angle(a, b));
        expect(d.projection).toEqual(project(b, a));
        const scale = Math.max(1, length(a) * length(b));
        expect(Math.abs(d.viaAngle - d.dot)).toBeLessThan(1e-12 * scale);
      }),
      { seed: 11, numRuns: 1000 },
    );
  });

  it('derive → the kind follows the sign of A·B', () => {
    expect(derive({ a: [4, 2], b: [-1, 2] }).kind).toBe('right');
    expect(derive({ a: [4, 2], b: [-2, 1] }).kind).toBe('obtuse');
    expect(derive({ a: [4, 2], b: [1, 0] }).kind).toBe('acute');
  });

  it('derive on the 0.1 grid → perpendicular lattice points count as right despite rounding', () => {
    expect(derive({ a: place([0.3, 0.1]), b: place([-0.1, 0.3]) }).kind).toBe('right');
    expect(derive({ a: place([1.7, 0.3]), b: place([-0.3, 1.7]) }).kind).toBe('right');
  });

  it('derive → B minus its projection is perpendicular to A', () => {
    fc.assert(
      fc.property(vec, vec, (a, b) => {
        const d = derive({ a, b });
        const rest = sub(b, d.projection);
        expect(Math.abs(dot(rest, a))).toBeLessThan(1e-12 * Math.max(1, length(a) * length(b)));
      }),
      { seed: 12, numRuns: 1000 },
    );
  });

  it('derive with a zero vector → kind "none", a message, and no NaN in any readout', () => {
    for (const s of [
      { a: [0, 0], b: [1, 2] },
      { a: [1, 2], b: [0, 0] },
      { a: [0, 0], b: [0, 0] },
    ] as State[]) {
      expect(derive(s).kind).toBe('none');
      expect(message(s)).toMatch(/zero vector/);
      const text = Object.values(readouts(s)).join(' ');
      expect(text).not.toMatch(/NaN|Infinity|undefined/);
      expect(JSON.stringify(parts(s))).not.toMatch(/NaN|Infinity/);
    }
  });

  it('readouts(INITIAL) → the numbers the page starts with', () => {
    const r = readouts(INITIAL);
    expect(r.dot).toBe('10.00');
    expect(r['via-angle']).toBe('10.00');
    expect(r['theta-deg']).toBe('45.0°');
    expect(r.cos).toBe('0.707');
    expect(r.projection).toBe('(2.00, 1.00)');
    expect(r['scalar-projection']).toBe('2.24');
    expect(r['remainder-dot']).toBe('0.00');
    expect(r.kind).toBe('Acute: A·B > 0');
  });

  it('readouts for an obtuse pair → negative numbers with a true minus sign', () => {
    const r = readouts({ a: [4, 2], b: [-3, 1] });
    expect(r.dot).toBe('−10.00');
    expect(r.kind).toBe('Obtuse: A·B < 0');
    expect(r['ax-bx']).toBe('(4.0)(−3.0)');
  });

  it('anglePath → a square for a right angle, an arc otherwise, nothing for a zero vector', () => {
    expect(anglePath({ a: [4, 2], b: [-1, 2] })).toMatch(/Z$/);
    expect(anglePath({ a: [4, 2], b: [-1, 2] })).not.toMatch(/A/);
    expect(anglePath(INITIAL)).toMatch(/A/);
    expect(anglePath({ a: [0, 0], b: [1, 1] })).toBe('');
  });

  it('A on the origin → every projection readout is a dash, as the signed length and the message say', () => {
    const s: State = { a: [0, 0], b: [1, 3] };
    const r = readouts(s);
    expect(r['scalar-projection']).toBe('—');
    expect(r.ratio).toBe('—');
    expect(r.projection).toBe('—');
    expect(r.remainder).toBe('—');
    expect(r['remainder-dot']).toBe('—');
    expect(message(s)).toMatch(/no line to project onto/);
  });

  it('B on the origin → θ and cos θ are dashes and the message says they are not defined; the products are 0', () => {
    const s: State = { a: [4, 2], b: [0, 0] };
    const r = readouts(s);
    expect([r.theta, r['theta-deg'], r.cos]).toEqual(['—', '—', '—']);
    expect([r.dot, r['via-angle']]).toEqual(['0.00', '0.00']);
    // The zero vector projects to the zero vector: defined, and 0.
    expect([r.projection, r['scalar-projection']]).toEqual(['(0.00, 0.00)', '0.00']);
    expect(message(s)).toMatch(/θ and cos θ are not defined/);
  });
});
