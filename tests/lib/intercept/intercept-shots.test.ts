import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { intercept, interceptShots, type Vec2 } from '../../../src/lib';
import { exactState, sampleMotionTo, fallingCircle } from '../../../src/lib/motion';
import { horner } from '../../../src/lib/numeric';
import { interceptPolynomial } from '../../../src/lib/numeric';

const RUNS = Number(process.env.FC_RUNS || 2000);
const FOUR_HITS = {
  shooter: [-5, 12] as Vec2,
  target: [-6, 21] as Vec2,
  targetVelocity: [9, -17] as Vec2,
  speed: 9,
  gravity: [0, -9.81] as Vec2,
};

describe('interceptShots', () => {
  it('the four-hit scene gives four shots, each meeting the target at its time', () => {
    const shots = interceptShots<Vec2>(FOUR_HITS);
    expect(shots.map((s) => s.time)).toEqual(
      intercept(FOUR_HITS).hit ? (intercept(FOUR_HITS) as { times: number[] }).times : [],
    );
    expect(shots.map((s) => Number(s.time.toFixed(3)))).toEqual([0.43, 1.269, 1.842, 3.391]);
    for (const s of shots) {
      const shot = exactState({ position: FOUR_HITS.shooter, velocity: s.launchVelocity }, FOUR_HITS.gravity, s.time);
      expect(Math.hypot(...s.launchVelocity)).toBeCloseTo(9, 12);
      expect(shot.position[0]).toBeCloseTo(s.impact[0], 9);
      expect(shot.position[1]).toBeCloseTo(s.impact[1], 9);
    }
  });

  it("the first shot's aim is intercept's own", () => {
    const r = intercept<Vec2>(FOUR_HITS);
    if (!r.hit) throw new Error('expected a hit');
    expect(interceptShots<Vec2>(FOUR_HITS)[0].aim).toEqual(r.aim);
    expect(interceptShots<Vec2>(FOUR_HITS)[0].impact[0]).toBeCloseTo(r.impact[0], 12);
  });

  it('no hit → no shots', () => {
    expect(interceptShots({ ...FOUR_HITS, speed: 1 })).toEqual([]);
  });

  it('throws as intercept does', () => {
    expect(() => interceptShots({ ...FOUR_HITS, speed: NaN })).toThrow(/speed/);
  });

  it('property: every shot lands on the target at its hit time (random 2D scenes)', () => {
    // Positions and velocities on a 0.1 grid.
    const c = fc.integer({ min: -500, max: 500 }).map((x) => x / 10);
    fc.assert(
      fc.property(
        c,
        c,
        c,
        c,
        c,
        c,
        fc.double({ min: 1, max: 40, noNaN: true }),
        fc.oneof(fc.constant(0), fc.double({ min: 0.5, max: 20, noNaN: true })),
        (sx, sy, tx, ty, vx, vy, s, g) => {
          const o = {
            shooter: [sx, sy] as Vec2,
            target: [tx, ty] as Vec2,
            targetVelocity: [vx, vy] as Vec2,
            speed: s,
            gravity: [0, -g] as Vec2,
          };
          for (const shot of interceptShots<Vec2>(o)) {
            const p = exactState({ position: o.shooter, velocity: shot.launchVelocity }, o.gravity, shot.time).position;
            const scale =
              1 + Math.hypot(tx - sx, ty - sy) + (Math.hypot(vx, vy) + s) * shot.time + g * shot.time * shot.time;
            expect(Math.hypot(p[0] - shot.impact[0], p[1] - shot.impact[1])).toBeLessThan(1e-6 * scale);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('fallingCircle', () => {
  it('centre falls with gravity, radius s·t, value is f(t)', () => {
    const c = fallingCircle<Vec2>(FOUR_HITS, 1);
    expect(c.centre).toEqual([-5, 12 - 9.81 / 2]);
    expect(c.radius).toBe(9);
    expect(c.target).toEqual([3, 4]);
    const f = interceptPolynomial(FOUR_HITS).coefficients;
    expect(c.value).toBeCloseTo(horner(f, 1), 9);
  });

  it('inside exactly between the roots (the four-hit scene)', () => {
    const times = interceptShots(FOUR_HITS).map((s) => s.time);
    const mid = (a: number, b: number) => (a + b) / 2;
    expect(fallingCircle(FOUR_HITS, mid(0, times[0])).inside).toBe(false);
    expect(fallingCircle(FOUR_HITS, mid(times[0], times[1])).inside).toBe(true);
    expect(fallingCircle(FOUR_HITS, mid(times[1], times[2])).inside).toBe(false);
    expect(fallingCircle(FOUR_HITS, mid(times[2], times[3])).inside).toBe(true);
    expect(fallingCircle(FOUR_HITS, times[3] + 1).inside).toBe(false);
  });

  it('property: inside ⇔ f(t) < 0 away from the roots', () => {
    // Positions and velocities on a 0.1 grid.
    const c = fc.integer({ min: -500, max: 500 }).map((x) => x / 10);
    fc.assert(
      fc.property(
        c,
        c,
        c,
        c,
        fc.double({ min: 0, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (tx, ty, vx, vy, s, t) => {
          const o = {
            shooter: [0, 0] as Vec2,
            target: [tx, ty] as Vec2,
            targetVelocity: [vx, vy] as Vec2,
            speed: s,
            gravity: [0, -9.81] as Vec2,
          };
          const c0 = fallingCircle(o, t);
          const f = horner(interceptPolynomial(o).coefficients, t);
          if (Math.abs(f) > 1e-6 * (1 + c0.radius * c0.radius + Math.hypot(...c0.relative) ** 2))
            expect(c0.inside).toBe(f < 0);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('rejects a non-finite time', () => {
    expect(() => fallingCircle(FOUR_HITS, NaN)).toThrow(/t must/);
  });
});

describe('sampleMotionTo', () => {
  it('writes the closed form at evenly spaced times, the last exactly at t1', () => {
    const out = new Float64Array(8);
    sampleMotionTo(out, [1, 2], [3, 4], [0, -10], 0, 3, 3);
    for (let i = 0; i <= 3; i++) {
      const p = exactState({ position: [1, 2] as Vec2, velocity: [3, 4] as Vec2 }, [0, -10], i).position;
      expect(out[2 * i]).toBeCloseTo(p[0], 12);
      expect(out[2 * i + 1]).toBeCloseTo(p[1], 12);
    }
  });
});

it("interceptShots with the caller's intercept result gives the same shots", () => {
  expect(interceptShots(FOUR_HITS, intercept(FOUR_HITS))).toEqual(interceptShots(FOUR_HITS));
});
