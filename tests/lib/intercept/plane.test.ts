import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linearIntercept, type Vec3 } from '../../../src/lib';
import { cross3, distance, dot, length } from '../../../src/lib/vec';
import { interceptPlane, planeCoordinates, planeDirection, planeDistance, planePoint } from '../../../src/lib/motion';

const RUNS = Number(process.env.FC_RUNS || 2000);
const coord = fc.double({ min: -1000, max: 1000, noNaN: true, noDefaultInfinity: true });
const vec3 = fc.tuple(coord, coord, coord) as fc.Arbitrary<Vec3>;
const speed = fc.double({ min: 0.1, max: 500, noNaN: true, noDefaultInfinity: true });

function orthonormal(p: ReturnType<typeof interceptPlane>): void {
  expect(length(p.u)).toBeCloseTo(1, 12);
  expect(length(p.v)).toBeCloseTo(1, 12);
  expect(length(p.normal)).toBeCloseTo(1, 12);
  expect(Math.abs(dot(p.u, p.v))).toBeLessThan(1e-12);
  expect(Math.abs(dot(p.u, p.normal))).toBeLessThan(1e-12);
  expect(Math.abs(dot(p.v, p.normal))).toBeLessThan(1e-12);
  // Right-handed: n = u × v.
  const n = cross3(p.u, p.v);
  for (let i = 0; i < 3; i++) expect(n[i]).toBeCloseTo(p.normal[i], 12);
}

describe('interceptPlane', () => {
  it('the ground plane for S, T and V on it: u along T − S, normal ±z', () => {
    const p = interceptPlane([0, 0, 0], [10, 0, 0], [0, 3, 0]);
    expect(p.degenerate).toBe(false);
    expect(p.u).toEqual([1, 0, 0]);
    expect(p.v).toEqual([0, 1, 0]);
    expect(p.normal).toEqual([0, 0, 1]);
    expect(planeCoordinates(p, [4, 5, 0])).toEqual([4, 5]);
  });

  it('V towards −y puts v on V’s side and flips the normal', () => {
    const p = interceptPlane([0, 0, 0], [10, 0, 0], [1, -3, 0]);
    expect(p.v[0]).toBe(0);
    expect(p.v.slice(1)).toEqual([-1, 0]);
    expect(p.normal).toEqual([0, 0, -1]);
  });

  it('V parallel to T − S (head-on): degenerate, a plane through the line', () => {
    const p = interceptPlane([1, 2, 3], [11, 2, 3], [-4, 0, 0]);
    expect(p.degenerate).toBe(true);
    orthonormal(p);
    expect(p.u).toEqual([1, 0, 0]);
    // T and every target position are on the plane (on the line itself).
    for (const t of [0, 1, 2.5]) expect(Math.abs(planeDistance(p, [11 - 4 * t, 2, 3]))).toBe(0);
  });

  it('S = T, V = 0: degenerate, still an orthonormal basis at S', () => {
    const p = interceptPlane([5, 5, 5], [5, 5, 5], [0, 0, 0]);
    expect(p.degenerate).toBe(true);
    orthonormal(p);
    expect(p.u).toEqual([1, 0, 0]);
  });

  it('S = T with V ≠ 0: u along V', () => {
    const p = interceptPlane([0, 0, 0], [0, 0, 0], [0, 0, 2]);
    expect(p.degenerate).toBe(true);
    expect(p.u).toEqual([0, 0, 1]);
    orthonormal(p);
  });

  it('rejects NaN, infinities and 2D points with a TypeError', () => {
    expect(() => interceptPlane([0, 0, NaN], [1, 0, 0], [0, 1, 0])).toThrow(TypeError);
    expect(() => interceptPlane([0, 0, 0], [Infinity, 0, 0], [0, 1, 0])).toThrow(TypeError);
    expect(() => interceptPlane([0, 0], [1, 0, 0], [0, 1, 0])).toThrow(TypeError);
    expect(() => interceptPlane([-1e308, 0, 0], [1e308, 0, 0], [0, 1, 0])).toThrow(/overflows/);
  });

  it('planePoint inverts planeCoordinates for points on the plane', () => {
    const p = interceptPlane([0, 0, 1], [30, 12, 6], [-4, 7, 1.5]);
    const q = planePoint(p, [7, -3]);
    const back = planeCoordinates(p, q);
    expect(back[0]).toBeCloseTo(7, 12);
    expect(back[1]).toBeCloseTo(-3, 12);
  });

  it('property: orthonormal, right-handed, S, T and T + V on the plane', () => {
    fc.assert(
      fc.property(vec3, vec3, vec3, (S, T, V) => {
        const p = interceptPlane(S, T, V);
        orthonormal(p);
        const scale = 1 + length(S) + length(T) + length(V);
        expect(Math.abs(planeDistance(p, T))).toBeLessThan(1e-7 * scale);
        expect(Math.abs(planeDistance(p, [T[0] + V[0], T[1] + V[1], T[2] + V[2]]))).toBeLessThan(1e-7 * scale);
        // v is on V's side.
        expect(dot(p.v, V)).toBeGreaterThanOrEqual(-1e-9 * scale * (1 + length(V)));
      }),
      { numRuns: RUNS },
    );
  });

  it('property: V nearly parallel to T − S (sin from 1e-14 to 1e-3): S, T and T + V stay within 1e-7 of the plane', () => {
    const unit = fc
      .tuple(coord, coord, coord)
      .filter((v) => length(v) > 1)
      .map((v) => v.map((x) => x / length(v)) as Vec3);
    fc.assert(
      fc.property(
        vec3,
        unit,
        unit,
        fc.double({ min: 0.01, max: 500, noNaN: true }),
        fc.double({ min: -14, max: -3, noNaN: true }),
        fc.double({ min: -200, max: 200, noNaN: true }),
        (S, r, side, d, exp, k) => {
          const T: Vec3 = [S[0] + r[0] * d, S[1] + r[1] * d, S[2] + r[2] * d];
          const e = 10 ** exp;
          const V: Vec3 = [
            r[0] * k + side[0] * e * Math.abs(k),
            r[1] * k + side[1] * e * Math.abs(k),
            r[2] * k + side[2] * e * Math.abs(k),
          ];
          const p = interceptPlane(S, T, V);
          orthonormal(p);
          const scale = d + length(V);
          expect(Math.abs(planeDistance(p, T))).toBeLessThan(1e-7 * scale + 1e-12 * length(S));
          expect(Math.abs(planeDistance(p, [T[0] + V[0], T[1] + V[1], T[2] + V[2]]))).toBeLessThan(
            1e-7 * scale + 1e-12 * length(S),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('property: the 3D intercept lies in the plane, and the 2D problem in plane coordinates has the same hit', () => {
    fc.assert(
      fc.property(vec3, vec3, vec3, speed, (S, T, V, s) => {
        const p = interceptPlane(S, T, V);
        const r3 = linearIntercept<Vec3>({ shooter: S, target: T, targetVelocity: V, speed: s });
        const r2 = linearIntercept({
          shooter: planeCoordinates(p, S),
          target: planeCoordinates(p, T),
          targetVelocity: planeDirection(p, V),
          speed: s,
        });
        const scale = 1 + length(S) + length(T);
        if (r3.hit !== r2.hit) {
          // Only a grazing scene may round to a different answer in the two bases.
          expect(Math.abs(r3.discriminant)).toBeLessThan(1e-9 * Math.abs(r3.coefficients.b) ** 2 + 1e-300);
          return;
        }
        if (!r3.hit || !r2.hit) return;
        expect(Math.abs(r2.time - r3.time)).toBeLessThanOrEqual(1e-9 * Math.max(1, r3.time));
        const I = r3.impact;
        expect(Math.abs(planeDistance(p, I))).toBeLessThan(1e-7 * (scale + length(V) * r3.time));
        // The triangle S, T, I keeps its side lengths in the plane: |I − S| = s·t, |I − T| = |V|·t.
        const i2 = planeCoordinates(p, I);
        const tol = 1e-8 * (scale + (s + length(V)) * r3.time);
        expect(Math.abs(Math.hypot(i2[0], i2[1]) - s * r3.time)).toBeLessThan(tol);
        expect(Math.abs(distance(I, T) - length(V) * r3.time)).toBeLessThan(tol);
      }),
      { numRuns: RUNS },
    );
  });
});
