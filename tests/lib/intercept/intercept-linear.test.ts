import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { linearIntercept } from '../../../src/lib/intercept/intercept-linear';
import { noHitMessage } from '../../../src/lib/intercept/intercept-result';
import type { Q } from '../oracle';
import { add, countRoots, fcParams, fromDouble, mul, q, sub } from '../oracle';
import { close, closeVec, norm, numbersIn } from '../results';

/** The exact quadratic |R + Vt|² − s²t² from double inputs, highest degree first. */
function exactQuadratic(R: number[], V: number[], s: number): Q[] {
  const r = R.map(fromDouble);
  const v = V.map(fromDouble);
  const dot = (a: Q[], b: Q[]) => a.reduce((acc, x, i) => add(acc, mul(x, b[i])), q(0n));
  const ss = mul(fromDouble(s), fromDouble(s));
  return [sub(dot(v, v), ss), mul(dot(r, v), q(2n)), dot(r, r)];
}

describe('linearIntercept: reference cases', () => {
  test('broofa Q&A case: shooter (2,4), target (5,7) moving (2,1), s = 5 → t = 1.5, impact (8, 8.5)', () => {
    const r = linearIntercept({ shooter: [2, 4], target: [5, 7], targetVelocity: [2, 1], speed: 5 });
    expect(r.hit).toBe(true);
    if (!r.hit) return;
    close(r.time, 1.5, 1e-12);
    closeVec(r.impact, [8, 8.5], 1e-12);
    expect(r.coefficients).toEqual({ a: -20, b: 18, c: 18 });
    expect(r.discriminant).toBe(1764);
    expect(r.roots).toEqual([-0.6, 1.5]);
  });
  test('crossing R = (100,0), V = (0,10), s = 20 → t = 100/√300, aim point (100, 57.735)', () => {
    const r = linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [0, 10], speed: 20 });
    if (!r.hit) throw new Error('expected a hit');
    close(r.time, 100 / Math.sqrt(300), 1e-12);
    closeVec(r.impact, [100, 57.735026918962575], 1e-12);
  });
  test('equal speeds head-on R = (100,0), V = (−10,0), s = 10 → linear case t = 5', () => {
    const r = linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [-10, 0], speed: 10 });
    expect(r.coefficients.a).toBe(0);
    expect(r.hit && r.time).toBe(5);
  });
  test('equal speeds crossing R = (100,0), V = (0,10), s = 10 → no hit, reason crossing (b = 0), not receding', () => {
    const r = linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [0, 10], speed: 10 });
    expect(r.hit).toBe(false);
    if (r.hit) return;
    expect(r.coefficients.a).toBe(0);
    expect(r.coefficients.b).toBe(0);
    expect(r.reason).toBe('crossing');
    expect(r.message).toBe(noHitMessage('crossing'));
    expect(r.message).not.toMatch(/moving away/);
  });
  test('equal speeds moving away R = (100,0), V = (10,0), s = 10 → reason receding (b > 0)', () => {
    const r = linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [10, 0], speed: 10 });
    expect(!r.hit && r.reason).toBe('receding');
    expect(!r.hit && r.message).toMatch(/moving away/);
  });
  test('faster target crossing R = (100,0), V = (0,20), s = 10 → reason crossing; in 3D too', () => {
    expect(linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [0, 20], speed: 10 })).toMatchObject({
      hit: false,
      reason: 'crossing',
    });
    expect(
      linearIntercept({ shooter: [0, 0, 0], target: [0, 0, 50], targetVelocity: [3, 4, 0], speed: 5 }),
    ).toMatchObject({ hit: false, reason: 'crossing' });
  });
  test('faster target moving away R = (100,0), V = (20,0), s = 10 → no hit, reason receding, roots both negative', () => {
    const r = linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [20, 0], speed: 10 });
    expect(r.hit).toBe(false);
    if (r.hit) return;
    expect(r.reason).toBe('receding');
    expect(r.roots.every((t) => t < 0)).toBe(true);
    expect(r.roots.length).toBe(2);
  });
  test('faster target approaching R = (100,0), V = (−20,5), s = 10 → t = 3.489153 (aim point 30.2169, 17.4458), second root 8.818540', () => {
    const r = linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [-20, 5], speed: 10 });
    if (!r.hit) throw new Error('expected a hit');
    close(r.time, 3.489153, 1e-6);
    closeVec(r.impact, [30.2169, 17.4458], 1e-5);
    close(r.times[1], 8.81854, 1e-6);
  });
  test('UE5 card: stationary target 1600 away at s = 800 → t = 2, hit at the target', () => {
    const r = linearIntercept({ shooter: [0, 0, 500], target: [1600, 0, 500], targetVelocity: [0, 0, 0], speed: 800 });
    if (!r.hit) throw new Error('expected a hit');
    expect(r.time).toBe(2);
    expect(r.impact).toEqual([1600, 0, 500]);
  });
  test('UE5 card: perpendicular target → lead point with y > 0 and t < 2', () => {
    const r = linearIntercept({
      shooter: [0, 0, 500],
      target: [1000, 0, 500],
      targetVelocity: [0, 400, 0],
      speed: 800,
    });
    if (!r.hit) throw new Error('expected a hit');
    expect(r.impact[1]).toBeGreaterThan(0);
    expect(r.time).toBeLessThan(2);
  });
  test('UE5 card: same speed moving away, and faster moving away → no hit', () => {
    expect(
      linearIntercept({ shooter: [0, 0, 500], target: [500, 0, 500], targetVelocity: [800, 0, 0], speed: 800 }).hit,
    ).toBe(false);
    expect(
      linearIntercept({ shooter: [0, 0, 500], target: [200, 0, 500], targetVelocity: [1200, 0, 0], speed: 600 }).hit,
    ).toBe(false);
  });
});

describe('linearIntercept: the classic cases, each named', () => {
  test('already there → t = 0', () => {
    const r = linearIntercept({ shooter: [3, 4], target: [3, 4], targetVelocity: [1, 1], speed: 2 });
    expect(r.hit && r.time).toBe(0);
    expect(r.hit && norm(r.aim)).toBeCloseTo(1, 15);
  });
  test('zero speed → no hit (cannot-move) unless already there', () => {
    const r = linearIntercept({ shooter: [0, 0], target: [10, 0], targetVelocity: [0, 3], speed: 0 });
    expect(r.hit).toBe(false);
    expect(!r.hit && r.reason).toBe('cannot-move');
    expect(linearIntercept({ shooter: [1, 1], target: [1, 1], targetVelocity: [0, 3], speed: 0 }).hit).toBe(true);
  });
  test('standing target → t = d/s', () => {
    const r = linearIntercept({ shooter: [1, 2, 3], target: [4, 6, 3], targetVelocity: [0, 0, 0], speed: 2.5 });
    expect(r.hit && r.time).toBe(2);
  });
  test('equal speeds → the linear case: hit only when approaching', () => {
    const approaching = linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [-6, 8], speed: 10 });
    expect(approaching.coefficients.a).toBe(0);
    close(approaching.hit ? approaching.time : NaN, 100 / 12, 1e-14);
    const leaving = linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [6, 8], speed: 10 });
    expect(leaving.hit).toBe(false);
  });
  test('two positive roots → the earlier one', () => {
    const r = linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [-20, 5], speed: 10 });
    expect(r.hit && r.times.length).toBe(2);
    expect(r.hit && r.time).toBe(r.roots[0]);
  });
  test('both roots negative → no hit', () => {
    const r = linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [20, 0], speed: 10 });
    expect(r.hit).toBe(false);
  });
  test('faster target approaching but passing wide → target-too-fast with Δ < 0', () => {
    const r = linearIntercept({ shooter: [0, 0], target: [100, 100], targetVelocity: [-30, 0], speed: 10 });
    expect(r.hit).toBe(false);
    expect(r.discriminant).toBeLessThan(0);
    expect(!r.hit && r.reason).toBe('target-too-fast');
    expect(!r.hit && r.message).toBe(noHitMessage('target-too-fast'));
  });
});

describe('linearIntercept: no-hit details', () => {
  test('no hit → closest minimises |W(t)| − s·t: no sampled time does better', () => {
    const r = linearIntercept({ shooter: [0, 0], target: [100, 30], targetVelocity: [25, -5], speed: 10 });
    if (r.hit) throw new Error('expected no hit');
    const miss = (t: number) => Math.hypot(100 + 25 * t, 30 - 5 * t) - 10 * t;
    close(r.closest.distance, miss(r.closest.time), 1e-9);
    for (let t = 0; t < 100; t += 0.01) expect(miss(t)).toBeGreaterThanOrEqual(r.closest.distance - 1e-9);
    close(norm(r.closest.aim), 1, 1e-15);
    expect(r.polynomialMinimum.distance).toBeGreaterThanOrEqual(r.closest.distance - 1e-9);
  });
  test('equal speeds crossing → closest approaches its limit R·V/s = 0 at a finite time', () => {
    const r = linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [0, 10], speed: 10 });
    if (r.hit) throw new Error('expected no hit');
    expect(Number.isFinite(r.closest.time)).toBe(true);
    expect(r.closest.distance).toBeLessThanOrEqual(1); // within 1 % of |R|
    expect(r.closest.distance).toBeGreaterThan(0);
  });
  test('linearIntercept with 1e300 coordinates → a result without NaN (coefficients overflow to Infinity)', () => {
    const r = linearIntercept({
      shooter: [-1e300, 0, 500],
      target: [1e300, 0, 500],
      targetVelocity: [-1e300, 1, 0],
      speed: 800,
    });
    expect(numbersIn(r).some(Number.isNaN)).toBe(false);
    expect(r.hit && r.time).toBeCloseTo(2, 12);
  });
});

describe('linearIntercept: bad input', () => {
  test('speed NaN → RangeError "speed must be a finite number ≥ 0, got NaN"', () => {
    expect(() => linearIntercept({ shooter: [0, 0], target: [1, 0], targetVelocity: [0, 0], speed: NaN })).toThrow(
      new RangeError('speed must be a finite number ≥ 0, got NaN'),
    );
  });
  test('negative speed → RangeError naming speed', () => {
    expect(() => linearIntercept({ shooter: [0, 0], target: [1, 0], targetVelocity: [0, 0], speed: -1 })).toThrow(
      /speed must be a finite number ≥ 0, got -1/,
    );
  });
  test('mismatched dimensions → TypeError naming the argument', () => {
    // @ts-expect-error a 3D target with a 2D shooter: rejected at run time too
    expect(() => linearIntercept({ shooter: [0, 0], target: [1, 0, 0], targetVelocity: [0, 0], speed: 1 })).toThrow(
      TypeError,
    );
    // @ts-expect-error a 3D target with a 2D shooter: rejected at run time too
    expect(() => linearIntercept({ shooter: [0, 0], target: [1, 0, 0], targetVelocity: [0, 0], speed: 1 })).toThrow(
      /target must have 2 components/,
    );
  });
  test('Infinity in a vector → RangeError naming the component', () => {
    expect(() => linearIntercept({ shooter: [0, 0], target: [1, Infinity], targetVelocity: [0, 0], speed: 1 })).toThrow(
      /target\[1\] must be a finite number, got Infinity/,
    );
  });
  test('zero-length velocity and coincident points → geometry, not errors', () => {
    expect(() => linearIntercept({ shooter: [0, 0], target: [0, 0], targetVelocity: [0, 0], speed: 0 })).not.toThrow();
  });
});

// Coordinates on a 1/64 grid, as in the general intercept's properties.
const coord = fc.integer({ min: -64000, max: 64000 }).map((x) => x / 64);
const vec2 = fc.tuple(coord, coord);

describe('linearIntercept: properties (seeded)', () => {
  test('near-equal speeds (relative gap down to 1e-15) → the hit the exact quadratic has, or none when it has none', () => {
    fc.assert(
      fc.property(
        vec2,
        fc.double({ min: 1, max: 100, noNaN: true }),
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        fc.integer({ min: -15, max: -1 }),
        fc.boolean(),
        (R, vmag, heading, gapExp, faster) => {
          const V = [vmag * Math.cos(heading), vmag * Math.sin(heading)];
          if (R[0] === 0 && R[1] === 0) {
            const at = linearIntercept({ shooter: [0, 0] as number[], target: R, targetVelocity: V, speed: vmag });
            expect(at.hit && at.time).toBe(0);
            return;
          }
          const s = Math.hypot(V[0], V[1]) * (1 + (faster ? -1 : 1) * 10 ** gapExp);
          const r = linearIntercept({ shooter: [0, 0] as number[], target: R, targetVelocity: V, speed: s });
          const f = exactQuadratic(R, V, s);
          const lead = f.slice(f.findIndex((x) => x.n !== 0n));
          const positive = countRoots(lead, 0, Infinity);
          if (r.hit) {
            expect(positive).toBeGreaterThanOrEqual(1);
            expect(countRoots(lead, 0, r.time * (1 - 1e-9))).toBe(0);
            expect(countRoots(lead, r.time * (1 - 1e-9), r.time * (1 + 1e-9))).toBeGreaterThanOrEqual(1);
          } else expect(positive).toBe(0);
        },
      ),
      fcParams(),
    );
  }, 60_000);
});
