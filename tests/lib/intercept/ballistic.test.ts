import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  ballisticArcs,
  ballisticArcsTo,
  ballisticQuadratic,
  envelopeHeight,
  flightTimeToHeight,
  projectileAt,
  reachEnvelope,
  timeToReach,
} from '../../../src/lib/intercept/ballistic';
import { fallingCircle } from '../../../src/lib/intercept/intercept-shots';
import { SLOTS } from '../../../src/lib/engine/conventions';
import { fcParams } from '../oracle';

const deg = (r: number) => (r * 180) / Math.PI;
const close = (x: number, y: number, tol: number) => expect(Math.abs(x - y)).toBeLessThanOrEqual(tol);

/** The arcs under the given gravity, by default Earth's with y up (the library's own default is none). */
function arcs(target: number[], speed: number, gravity?: number[]) {
  const g = gravity ?? (target.length === 2 ? [0, -9.81] : [0, -9.81, 0]);
  const r = ballisticArcs({ shooter: target.map(() => 0), target, speed, gravity: g });
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
    const r = ballisticArcs({ shooter: [0, 0], target: [100, 0], speed: 30, gravity: [0, -9.81] });
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
    const r = ballisticArcs({ shooter: [0, 0], target: [100, 100], speed: 30, gravity: [0, -9.81] });
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
    const r = ballisticArcs({ shooter: [0, 0], target: [5, 0], speed: 0, gravity: [0, -9.81] });
    expect(!r.reachable && r.reason).toBe('cannot-move');
    expect(ballisticArcs({ shooter: [0, 0], target: [0, -4.905], speed: 0, gravity: [0, -9.81] }).reachable).toBe(true);
  });
  test('gravity defaults to none, as everywhere (no object of defaults holds Earth’s)', () => {
    // Without gravity the one "arc" is the straight shot, t = |R|/s.
    const r = ballisticArcs({ shooter: [0, 0], target: [30, 40], speed: 10 });
    expect(r.reachable && r.arcs.length).toBe(1);
    expect(r.reachable && r.low.time).toBe(5);
  });
  test('bad input → errors naming the argument', () => {
    expect(() => ballisticArcs({ shooter: [0, 0], target: [1, 0], speed: -2 })).toThrow(
      /speed must be a finite number ≥ 0, got -2/,
    );
    // @ts-expect-error 3D gravity with a 2D shooter: rejected at run time too
    expect(() => ballisticArcs({ shooter: [0, 0], target: [1, 0], speed: 2, gravity: [0, 0, 1] })).toThrow(
      /gravity must have 2 components/,
    );
  });
  test('every arc reaches the target at its time, at the launch speed (property)', () => {
    const c = fc.integer({ min: -4000, max: 4000 }).map((x) => x / 16);
    fc.assert(
      fc.property(c, c, fc.double({ min: 1, max: 200, noNaN: true }), (x, y, s) => {
        const r = ballisticArcs({ shooter: [0, 0], target: [x, y], speed: s, gravity: [0, -9.81] });
        if (!r.reachable) {
          expect(Math.hypot(x, y)).toBeGreaterThan(r.maxRange * (1 - 1e-9));
          return;
        }
        for (const arc of r.arcs) {
          const t = arc.time;
          const px = arc.launchVelocity[0] * t;
          const py = arc.launchVelocity[1] * t - 0.5 * 9.81 * t * t;
          const scale = Math.hypot(x, y) + s * t;
          expect(Math.hypot(px - x, py - y)).toBeLessThanOrEqual(1e-9 * scale + 1e-300);
          close(Math.hypot(...arc.launchVelocity), s, 1e-12 * s);
        }
      }),
      fcParams(),
    );
  }, 60_000);
});

describe('ballisticArcsTo (hot path)', () => {
  test('v = 30, x = 50 flat → 2 arcs: out = [1.7384, low aim, 0, 5.8640, high aim, 0] (two records), same bits as ballisticArcs', () => {
    const out = new Float64Array(SLOTS.arcsLength);
    expect(ballisticArcsTo(out, { shooter: [0, 0], target: [50, 0], speed: 30, gravity: [0, -9.81] })).toBe(2);
    close(out[SLOTS.time], 1.7384, 1e-4);
    close(out[SLOTS.record + SLOTS.time], 5.864, 1e-3);
    const r = arcs([50, 0], 30);
    expect(Array.from(out)).toEqual([r.low.time, ...r.low.aim, 0, r.high.time, ...r.high.aim, 0]);
  });
  test('tangent case at maximum range → 1, both slots hold the one arc', () => {
    const out = new Float64Array(SLOTS.arcsLength);
    // g = 8, v = 4: range 2 at 45°, exact in binary
    expect(ballisticArcsTo(out, { shooter: [0, 0], target: [2, 0], speed: 4, gravity: [0, -8] })).toBe(1);
    expect(Array.from(out.subarray(0, 4))).toEqual(Array.from(out.subarray(4, 8)));
  });
  test('out of range → 0 and out untouched; already there → 1 arc of time 0 aimed up', () => {
    const out = new Float64Array(SLOTS.arcsLength).fill(7);
    expect(ballisticArcsTo(out, { shooter: [0, 0], target: [100, 0], speed: 30, gravity: [0, -9.81] })).toBe(0);
    expect(Array.from(out)).toEqual([7, 7, 7, 7, 7, 7, 7, 7]);
    expect(ballisticArcsTo(out, { shooter: [3, 4], target: [3, 4], speed: 30, gravity: [0, -9.81] })).toBe(1);
    expect(Array.from(out)).toEqual([0, 0, 1, 0, 0, 0, 1, 0]);
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
          const n = ballisticArcsTo(out, { shooter: S, target: T, speed: s, gravity });
          if (!r.reachable) {
            expect(n).toBe(0);
            return;
          }
          expect(n).toBe(r.arcs.length);
          const z = dim === 2 ? [0] : [];
          expect(Array.from(out)).toEqual([r.low.time, ...r.low.aim, ...z, r.high.time, ...r.high.aim, ...z]);
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
    expect(flightTimeToHeight(5, Math.PI / 2, 10, 9.81)).toBeNull();
    expect(() => flightTimeToHeight(5, 0, 0, 0)).toThrow(/g must be a finite number > 0/);
  });
});

describe('ballisticQuadratic: the biquadratic in u = t²', () => {
  test('v = 30, x = 50: a = g²/4, b = −s², c = 2500, roots u = t² of both arcs', () => {
    const q = ballisticQuadratic({ shooter: [0, 0], target: [50, 0], speed: 30, gravity: [0, -9.81] });
    expect(q.a).toBe((9.81 * 9.81) / 4);
    expect(q.b).toBe(-900);
    expect(q.c).toBe(2500);
    expect(q.roots).toHaveLength(2);
    const r = arcs([50, 0], 30);
    expect(q.times).toEqual([r.low.time, r.high.time]);
    close(Math.sqrt(q.roots[0]), r.low.time, 1e-12);
    close(Math.sqrt(q.roots[1]), r.high.time, 1e-12);
    close(q.discriminant, 900 * 900 - 4 * q.a * 2500, 1e-6);
  });
  test('every coefficient satisfies a·u² + b·u + c = 0 at u = t² of each arc (random scenes)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.double({ min: 1, max: 200, noNaN: true }),
        fc.double({ min: 0.5, max: 30, noNaN: true }),
        (x, y, s, g) => {
          const q = ballisticQuadratic({ shooter: [0, 0], target: [x, y], speed: s, gravity: [0, -g] });
          const r = ballisticArcs({ shooter: [0, 0], target: [x, y], speed: s, gravity: [0, -g] });
          if (!r.reachable) {
            expect(q.times).toEqual([]);
            return;
          }
          expect(q.times).toEqual(r.arcs.map((a) => a.time));
          const scale = Math.abs(q.b) * q.times[q.times.length - 1] ** 2 + q.c;
          for (const t of q.times) {
            const u = t * t;
            expect(Math.abs(q.a * u * u + q.b * u + q.c)).toBeLessThanOrEqual(1e-9 * scale + 1e-300);
          }
        },
      ),
      fcParams(),
    );
  });
  test('zero gravity: the linear equation −s²u + |R|² = 0, one root', () => {
    const q = ballisticQuadratic({ shooter: [0, 0], target: [30, 40], speed: 10, gravity: [0, 0] });
    expect(q.a).toBe(0);
    expect(q.roots).toEqual([25]);
    expect(q.times).toEqual([5]);
  });
  test('target on the shooter: u = 0 and u = 4s²/g² (up and back down); the arcs report t = 0', () => {
    const q = ballisticQuadratic({ shooter: [3, 4], target: [3, 4], speed: 10, gravity: [0, -10] });
    expect(q.roots).toEqual([0, 4]);
    expect(q.times).toEqual([0]);
  });
  test('speed 0, target straight above: a double negative root, no time', () => {
    // 25u² + 100u + 100 = 25(u + 2)²
    const q = ballisticQuadratic({ shooter: [0, 0], target: [0, 10], speed: 0, gravity: [0, -10] });
    expect(q.roots).toEqual([-2]);
    expect(q.times).toEqual([]);
  });
  test('straight up and down within reach: two vertical passes', () => {
    const q = ballisticQuadratic({ shooter: [0, 0], target: [0, 15], speed: 20, gravity: [0, -10] });
    expect(q.times).toHaveLength(2);
    close(q.times[0], 1, 1e-12);
    close(q.times[1], 3, 1e-12);
    const down = ballisticQuadratic({ shooter: [0, 0], target: [0, -25], speed: 20, gravity: [0, -10] });
    // Straight down (25 = 20t + 5t²) or up and back down past the cannon (25 = −20t + 5t²).
    expect(down.times).toHaveLength(2);
    close(down.times[0], 1, 1e-12);
    close(down.times[1], 5, 1e-12);
  });
  test('huge values: coefficients overflow honestly, the times still come from the scaled solver', () => {
    const q = ballisticQuadratic({ shooter: [0, 0], target: [1e200, 0], speed: 1e101, gravity: [0, -9.81] });
    expect(q.c).toBe(Infinity);
    expect(q.roots).toEqual([]);
    expect(q.times).toHaveLength(2);
    expect(q.times.every(Number.isFinite)).toBe(true);
    expect(Number.isNaN(q.discriminant)).toBe(false);
  });
  test('bad input throws', () => {
    expect(() => ballisticQuadratic({ shooter: [0, 0], target: [NaN, 0], speed: 1 })).toThrow();
    expect(() => ballisticQuadratic({ shooter: [0, 0], target: [1, 0], speed: -1 })).toThrow();
  });
});

describe('envelopeHeight and reachEnvelope: the parabola of safety', () => {
  test('apex s²/(2g) above the shooter, zero at the flat range s²/g', () => {
    expect(envelopeHeight(30, 9.81, 0)).toBe(450 / 9.81);
    close(envelopeHeight(30, 9.81, 900 / 9.81), 0, 1e-12);
    close(envelopeHeight(20, 10, 10), 20 - 1.25, 1e-12);
  });
  test('g = 0: everything reachable; s = 0: only the shooter and straight below', () => {
    expect(envelopeHeight(5, 0, 1e6)).toBe(Infinity);
    expect(envelopeHeight(0, 0, 1)).toBe(-Infinity);
    expect(envelopeHeight(0, 9.81, 0)).toBe(0);
    expect(envelopeHeight(0, 9.81, 3)).toBe(-Infinity);
  });
  test('huge and tiny values do not overflow early', () => {
    close(envelopeHeight(1e200, 1e200, 0) / 5e199, 1, 1e-15);
    expect(envelopeHeight(1e-200, 1, 0)).toBe(0); // s²/2g underflows to 0, honestly
    expect(Number.isFinite(envelopeHeight(1e160, 9.81, 1e10))).toBe(false);
  });
  test('reachable by ballisticArcs exactly when below the envelope (random scenes, clear of the boundary)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -300, max: 300, noNaN: true }),
        fc.double({ min: -300, max: 300, noNaN: true }),
        fc.double({ min: 1, max: 80, noNaN: true }),
        fc.double({ min: 0.5, max: 30, noNaN: true }),
        (x, y, s, g) => {
          const h = envelopeHeight(s, g, x);
          fc.pre(Math.abs(h - y) > 1e-7 * (Math.abs(h) + Math.abs(y) + 1));
          const r = ballisticArcs({ shooter: [0, 0], target: [x, y], speed: s, gravity: [0, -g] });
          expect(r.reachable).toBe(y < h);
        },
      ),
      fcParams(),
    );
  });
  test('reachEnvelope samples the parabola from the shooter; drops infinite points', () => {
    const pts = reachEnvelope([10, 5], 20, 10, -40, 40, 4);
    expect(pts).toEqual([-40, -20, 0, 20, 40].map((x) => [10 + x, 5 + envelopeHeight(20, 10, x)]));
    expect(reachEnvelope([0, 0], 20, 0, -1, 1, 4)).toEqual([]);
    expect(() => reachEnvelope([0, 0], 20, 10, 0, 1, 0)).toThrow();
  });
  test('the best-reach shot of an unreachable target lands on the envelope along the line of sight', () => {
    const r = ballisticArcs({ shooter: [0, 0], target: [200, 60], speed: 30, gravity: [0, -9.81] });
    if (r.reachable) throw new Error('should be out of reach');
    const d = Math.hypot(200, 60);
    const land: number[] = [(200 / d) * r.bestReach.reach, (60 / d) * r.bestReach.reach];
    close(land[1], envelopeHeight(30, 9.81, land[0]), 1e-9);
    const p = projectileAt([0, 0], r.bestReach.launchVelocity, [0, -9.81], r.bestReach.time);
    close(p[0], land[0], 1e-9);
    close(p[1], land[1], 1e-9);
    close(r.bestReach.miss, d - r.bestReach.reach, 1e-9);
  });
});

describe('fallingCircle and projectileAt', () => {
  test('the circle touches the target at both flight times, from both views', () => {
    const S = [10, 5];
    const T = [60, 20];
    const g = [0, -9.81];
    const r = ballisticArcs({ shooter: S, target: T, speed: 30, gravity: g });
    if (!r.reachable) throw new Error('reachable');
    for (const arc of r.arcs) {
      const c = fallingCircle({ shooter: S, target: T, speed: 30, gravity: g }, arc.time);
      close(c.gap, 0, 1e-9);
      close(Math.hypot(c.risingTarget[0] - S[0], c.risingTarget[1] - S[1]) - c.radius, 0, 1e-9);
      const p = projectileAt(S, arc.launchVelocity, g, arc.time);
      close(p[0], T[0], 1e-9);
      close(p[1], T[1], 1e-9);
    }
    const mid = fallingCircle({ shooter: S, target: T, speed: 30, gravity: g }, (r.low.time + r.high.time) / 2);
    expect(mid.gap).toBeLessThan(0);
    expect(fallingCircle({ shooter: S, target: T, speed: 30, gravity: g }, 0).gap).toBeCloseTo(Math.hypot(50, 15), 12);
  });
  test('centre falls g t²/2, radius s t, no gravity: the plain expanding circle', () => {
    const c = fallingCircle({ shooter: [0, 0], target: [1, 1], speed: 4, gravity: [0, -10] }, 2);
    expect(c.centre).toEqual([0, -20]);
    expect(c.radius).toBe(8);
    expect(c.risingTarget).toEqual([1, 21]);
    expect(fallingCircle({ shooter: [0, 0], target: [3, 4], speed: 1, gravity: [0, 0] }, 5).gap).toBe(0);
  });
  test('huge coordinates do not overflow the gap', () => {
    expect(
      Number.isFinite(fallingCircle({ shooter: [0, 0], target: [1e300, 1e300], speed: 1, gravity: [0, 0] }, 1).gap),
    ).toBe(true);
  });
  test('bad input throws', () => {
    expect(() => fallingCircle({ shooter: [0, 0], target: [1, 1], speed: 1, gravity: [0, -1] }, -1)).toThrow();
    expect(() => projectileAt([0, 0], [1, 1], [0, -1], NaN)).toThrow();
  });
});
