import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  ballisticArcs,
  ballisticArcsTo,
  ballisticDefaults,
  flightTimeToHeight,
  timeToReach,
} from '../../src/lib/ballistic';
import { fcParams } from './oracle';

const deg = (r: number) => (r * 180) / Math.PI;
const close = (x: number, y: number, tol: number) => expect(Math.abs(x - y)).toBeLessThanOrEqual(tol);

function arcs(target: number[], speed: number, gravity?: number[]) {
  const r = ballisticArcs({ shooter: target.map(() => 0), target, speed, gravity });
  if (!r.reachable) throw new Error(`unreachable: ${JSON.stringify(target)}`);
  return r;
}

describe('ballisticArcs: reference cases (g = 9.81, y up)', () => {
  test('v = 30, x = 50, y = 0 → 16.5123° (t = 1.7384) and 73.4877° (t = 5.8640)', () => {
    const r = arcs([50, 0], 30);
    close(deg(r.low.elevation), 16.5123, 1e-4);
    close(r.low.time, 1.7384, 1e-4);
    close(deg(r.high.elevation), 73.4877, 1e-4);
    close(r.high.time, 5.864, 1e-4);
  });
  test('v = 30, x = 50, y = +10 (uphill) → 29.1205° and 72.1894°', () => {
    const r = arcs([50, 10], 30);
    close(deg(r.low.elevation), 29.1205, 1e-4);
    close(deg(r.high.elevation), 72.1894, 1e-4);
  });
  test('v = 30, x = 50, y = −20 (downhill) → −7.0321° and 75.2307°', () => {
    const r = arcs([50, -20], 30);
    close(deg(r.low.elevation), -7.0321, 1e-4);
    close(deg(r.high.elevation), 75.2307, 1e-4);
  });
  test('v = 30 flat → max range v²/g = 91.7431; x = 91.74 → 44.76° / 45.24°', () => {
    const r = arcs([91.74, 0], 30);
    close(r.maxRange, 900 / 9.81, 1e-9);
    close(deg(r.low.elevation), 44.76, 0.01);
    close(deg(r.high.elevation), 45.24, 0.01);
  });
  test('v = 30, x = 100 → unreachable; best reach at 45° lands at 91.7431, 8.2569 short', () => {
    const r = ballisticArcs({ shooter: [0, 0], target: [100, 0], speed: 30 });
    expect(r.reachable).toBe(false);
    if (r.reachable) return;
    expect(r.reason).toBe('out-of-range');
    close(deg(r.bestReach.elevation), 45, 1e-12);
    close(r.bestReach.reach, 900 / 9.81, 1e-9);
    close(r.bestReach.miss, 100 - 900 / 9.81, 1e-9);
    // the best-reach shot really lands at x = maxRange at its time
    const t = r.bestReach.time;
    close(r.bestReach.launchVelocity[1] * t - 0.5 * 9.81 * t * t, 0, 1e-9);
    close(r.bestReach.launchVelocity[0] * t, 900 / 9.81, 1e-9);
  });
  test('uphill out of range → best reach at 45° + θ/2 along the slope', () => {
    const r = ballisticArcs({ shooter: [0, 0], target: [100, 100], speed: 30 });
    if (r.reachable) throw new Error('expected out of range');
    close(deg(r.bestReach.elevation), 45 + 22.5, 1e-9);
    const t = r.bestReach.time;
    const [vx, vy] = r.bestReach.launchVelocity;
    close(vy * t - 0.5 * 9.81 * t * t, vx * t, 1e-9); // lands on the 45° slope
    close(Math.hypot(vx * t, vx * t), r.maxRange, 1e-9);
  });
  test('v = 30, x = 0, y = 10 → both 90°: rising pass t = 0.3538, falling pass t = 5.7624', () => {
    const r = arcs([0, 10], 30);
    close(deg(r.low.elevation), 90, 1e-9);
    close(deg(r.high.elevation), 90, 1e-9);
    close(r.low.time, 0.3538, 1e-4);
    close(r.high.time, 5.7624, 1e-4);
  });
  test("Unreal's SuggestProjectileVelocity: 5000 cm flat, 3000 cm/s, g = 980 cm/s² (3D, z up) → 16.493° and 73.507°", () => {
    const r = arcs([5000, 0, 0], 3000, [0, 0, -980]);
    close(deg(r.low.elevation), 16.493, 1e-3);
    close(deg(r.high.elevation), 73.507, 1e-3);
    expect(r.low.aim[1]).toBe(0);
  });
  test('tangent case exactly at maximum range → one arc at 45°', () => {
    // g = 8, v = 4: range 2 at 45°, exact in binary
    const r = arcs([2, 0], 4, [0, -8]);
    expect(r.arcs).toHaveLength(1);
    expect(r.low).toBe(r.high);
    close(deg(r.low.elevation), 45, 1e-6);
  });
  test('zero gravity → one straight arc with t = d/s', () => {
    const r = arcs([30, 40], 10, [0, 0]);
    expect(r.arcs).toHaveLength(1);
    close(r.low.time, 5, 1e-15);
  });
  test('zero speed → cannot-move unless the target is straight below', () => {
    const r = ballisticArcs({ shooter: [0, 0], target: [5, 0], speed: 0 });
    expect(!r.reachable && r.reason).toBe('cannot-move');
    expect(ballisticArcs({ shooter: [0, 0], target: [0, -4.905], speed: 0 }).reachable).toBe(true);
  });
  test('defaults → gravity 9.81 down along y', () => {
    expect(ballisticDefaults.gravity2).toEqual([0, -9.81]);
    expect(ballisticDefaults.gravity3).toEqual([0, -9.81, 0]);
  });
  test('bad input → errors naming the argument', () => {
    expect(() => ballisticArcs({ shooter: [0, 0], target: [1, 0], speed: -2 })).toThrow(
      /speed must be a finite number ≥ 0, got -2/,
    );
    expect(() => ballisticArcs({ shooter: [0, 0], target: [1, 0], speed: 2, gravity: [0, 0, 1] })).toThrow(
      /gravity must have 2 components/,
    );
  });
  test('every arc reaches the target at its time, at the launch speed (property)', () => {
    const c = fc.integer({ min: -4000, max: 4000 }).map((x) => x / 16);
    fc.assert(
      fc.property(c, c, fc.double({ min: 1, max: 200, noNaN: true }), (x, y, s) => {
        const r = ballisticArcs({ shooter: [0, 0], target: [x, y], speed: s });
        if (!r.reachable) {
          expect(Math.hypot(x, y)).toBeGreaterThan(r.maxRange * (1 - 1e-9));
          return;
        }
        for (const arc of r.arcs) {
          const t = arc.time;
          const px = arc.launchVelocity[0] * t;
          const py = arc.launchVelocity[1] * t - 0.5 * 9.81 * t * t;
          const scale = Math.hypot(x, y) + s * t;
          expect(Math.hypot(px - x, py - y)).toBeLessThanOrEqual(1e-9 * scale);
          close(Math.hypot(...arc.launchVelocity), s, 1e-12 * s);
        }
      }),
      fcParams(),
    );
  }, 60_000);
});

describe('ballisticArcsTo (hot path)', () => {
  test('v = 30, x = 50 flat → 2 arcs: out = [1.7384, low aim, 5.8640, high aim], same bits as ballisticArcs', () => {
    const out = new Float64Array(6);
    expect(ballisticArcsTo(out, [0, 0], [50, 0], 30, [0, -9.81])).toBe(2);
    close(out[0], 1.7384, 1e-4);
    close(out[3], 5.864, 1e-3);
    const r = arcs([50, 0], 30);
    expect(Array.from(out)).toEqual([r.low.time, ...r.low.aim, r.high.time, ...r.high.aim]);
  });
  test('tangent case at maximum range → 1, both slots hold the one arc', () => {
    const out = new Float64Array(6);
    // g = 8, v = 4: range 2 at 45°, exact in binary
    expect(ballisticArcsTo(out, [0, 0], [2, 0], 4, [0, -8])).toBe(1);
    expect(Array.from(out.subarray(0, 3))).toEqual(Array.from(out.subarray(3, 6)));
  });
  test('out of range → 0 and out untouched; already there → 1 arc of time 0 aimed up', () => {
    const out = new Float64Array([7, 7, 7, 7, 7, 7]);
    expect(ballisticArcsTo(out, [0, 0], [100, 0], 30, [0, -9.81])).toBe(0);
    expect(Array.from(out)).toEqual([7, 7, 7, 7, 7, 7]);
    expect(ballisticArcsTo(out, [3, 4], [3, 4], 30, [0, -9.81])).toBe(1);
    expect(Array.from(out)).toEqual([0, 0, 1, 0, 0, 1]);
  });
  test('ballisticArcsTo → bit-identical to ballisticArcs in 2D and 3D, any gravity (property)', () => {
    const c = fc.double({ min: -500, max: 500, noNaN: true });
    const out = new Float64Array(8);
    fc.assert(
      fc.property(
        fc.tuple(c, c, c),
        fc.tuple(c, c, c),
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.tuple(fc.double({ min: -20, max: 20, noNaN: true }), fc.double({ min: -20, max: 20, noNaN: true })),
        fc.boolean(),
        (S3, T3, s, [g0, g1], two) => {
          const dim = two ? 2 : 3;
          const S = S3.slice(0, dim);
          const T = T3.slice(0, dim);
          const gravity = two ? [g0, g1] : [g0, g1, 0.5 * g0];
          const r = ballisticArcs({ shooter: S, target: T, speed: s, gravity });
          const n = ballisticArcsTo(out, S, T, s, gravity);
          if (!r.reachable) {
            expect(n).toBe(0);
            return;
          }
          expect(n).toBe(r.arcs.length);
          expect(Array.from(out.subarray(0, 2 * (dim + 1)))).toEqual([
            r.low.time,
            ...r.low.aim,
            r.high.time,
            ...r.high.aim,
          ]);
        },
      ),
      fcParams(),
    );
  }, 60_000);
});

describe('timeToReach and flightTimeToHeight', () => {
  test('timeToReach([0,0,500], [1600,0,500], 800) → 2', () => {
    expect(timeToReach([0, 0, 500], [1600, 0, 500], 800)).toBe(2);
  });
  test('timeToReach at the same point → 0; zero speed elsewhere → Infinity (never)', () => {
    expect(timeToReach([1, 1], [1, 1], 0)).toBe(0);
    expect(timeToReach([1, 1], [2, 1], 0)).toBe(Infinity);
  });
  test('timeToReach across the whole double range → finite, no overflow in the difference', () => {
    expect(timeToReach([-1e308, 0], [1e308, 0], 1e300)).toBeCloseTo(2e8, 0);
  });
  test('flightTimeToHeight(5, 5°, −1.5, 9.8) → 0.5995 s (a published Unity sample returned NaN)', () => {
    close(flightTimeToHeight(5, (5 * Math.PI) / 180, -1.5, 9.8) ?? NaN, 0.5995, 1e-4);
  });
  test('flightTimeToHeight above the apex → null', () => {
    expect(flightTimeToHeight(5, Math.PI / 2, 10)).toBeNull();
    expect(() => flightTimeToHeight(5, 0, 0, 0)).toThrow(/g must be a finite number > 0/);
  });
});
