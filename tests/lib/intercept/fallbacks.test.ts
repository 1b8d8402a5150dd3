/**
 * Chapter 9's fallback aims (src/lib/intercept/fallbacks.ts): worked cases by hand, and
 * properties over random scenes: the true best miss is never beaten by the
 * other three fallbacks nor by any random aim, its shot passes exactly that
 * close, and the heuristic is the library's minimiser of f.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fallbacks, intercept, shotMiss, type Vec2 } from '../../../src/lib';
import { aimAtTime, missGap, missPolynomialAt, polynomialMinimumTime, relativeTargetAt } from '../../../src/lib/motion';
import { fcParams } from '../oracle';

const close = (a: number, b: number, tol = 1e-9) =>
  expect(Math.abs(a - b)).toBeLessThanOrEqual(tol * Math.max(1, Math.abs(b)));

describe('fallbacks: worked cases', () => {
  it('a faster target running straight away: every fallback is the direct shot, 100 m at t = 0', () => {
    const f = fallbacks<Vec2>({ shooter: [0, 0], target: [100, 0], targetVelocity: [20, 0], speed: 10, clampTime: 2 });
    expect(f.hit).toBe(false);
    close(f.best.miss.distance, 100);
    expect(f.best.miss.time).toBe(0);
    close(f.direct.miss.distance, 100);
    expect(f.direct.aim).toEqual([1, 0]);
    // The clamped shot aims at x = 140 and the target is always ahead of it: closest at launch too.
    close(f.clamped.miss.distance, 100);
    expect(f.ranking[0]).toBe('best');
  });

  it('a fast target crossing: best miss 100·√(8/9) at t = √(10⁴/7200); f and the direct aim miss by √9000', () => {
    const opts = { shooter: [0, 0] as Vec2, target: [0, 100] as Vec2, targetVelocity: [30, 0] as Vec2, speed: 10 };
    const f = fallbacks<Vec2>({ ...opts, clampTime: 3 });
    expect(f.hit).toBe(false);
    close(f.best.aimTime, Math.sqrt(1e4 / 7200));
    close(f.best.miss.distance, 100 * Math.sqrt(8 / 9));
    // f(t) = 10⁴ + 800t² is smallest at t = 0: the heuristic aims straight at T, as the direct fallback does.
    expect(f.heuristic.aimTime).toBe(0);
    expect(f.heuristic.aim).toEqual([0, 1]);
    // That shot runs up the y axis: D(t) = (30t, 100 − 10t), closest at t = 1, √9000 m.
    close(f.heuristic.miss.time, 1);
    close(f.heuristic.miss.distance, Math.sqrt(9000));
    close(f.direct.miss.distance, Math.sqrt(9000));
    expect(f.ranking).toEqual(['best', 'heuristic', 'direct', 'clamped']);
    // Clamping exactly at the best time is the best aim.
    const g = fallbacks<Vec2>({ ...opts, clampTime: f.best.aimTime });
    close(g.clamped.miss.distance, f.best.miss.distance, 1e-12);
  });

  it('out of range under gravity: the best miss is intercept’s closest, and the heuristic aims at another time', () => {
    const opts = { shooter: [0, 0] as Vec2, target: [200, 0] as Vec2, speed: 30, gravity: [0, -9.81] as Vec2 };
    const r = intercept<Vec2>(opts);
    expect(r.hit).toBe(false);
    if (r.hit) return;
    const f = fallbacks<Vec2>({ ...opts, clampTime: 1 });
    expect(f.best.miss.distance).toBe(r.closest.distance);
    expect(f.best.aim).toEqual(r.closest.aim);
    expect(f.heuristic.aimTime).toBe(r.polynomialMinimum.time);
    expect(Math.abs(f.heuristic.aimTime - f.best.aimTime)).toBeGreaterThan(0.1);
    expect(f.heuristic.miss.distance).toBeGreaterThan(f.best.miss.distance);
    // The best shot's own closest approach is the best miss, at the same time.
    const own = shotMiss<Vec2>(opts, f.best.aim);
    close(own.distance, f.best.miss.distance, 1e-9);
    close(own.time, f.best.miss.time, 1e-6);
    // The direct shot at a target level with the gun drops below the line: it cannot do better than the best.
    expect(f.direct.miss.distance).toBeGreaterThan(f.best.miss.distance);
  });

  it('on a hit, best is the hit itself with miss 0', () => {
    const f = fallbacks<Vec2>({ shooter: [0, 0], target: [100, 0], targetVelocity: [0, 10], speed: 20, clampTime: 1 });
    expect(f.hit).toBe(true);
    expect(f.best.miss.distance).toBe(0);
    const r = intercept<Vec2>({ shooter: [0, 0], target: [100, 0], targetVelocity: [0, 10], speed: 20 });
    if (!r.hit) throw new Error('expected a hit');
    expect(f.best.aimTime).toBe(r.time);
    close(f.best.miss.projectilePoint[0], r.impact[0], 1e-12);
    close(f.best.miss.projectilePoint[1], r.impact[1], 1e-12);
    expect(f.ranking[0]).toBe('best');
    expect(f.direct.miss.distance).toBeGreaterThan(1);
  });

  it('the curves: W, the gap and f agree with each other', () => {
    const opts = {
      shooter: [1, 2] as Vec2,
      target: [40, 30] as Vec2,
      targetVelocity: [5, -3] as Vec2,
      speed: 4,
      gravity: [0, -2] as Vec2,
    };
    const t = 1.5;
    const w = relativeTargetAt<Vec2>(opts, t);
    close(w[0], 39 + 7.5);
    close(w[1], 28 - 4.5 + 0.5 * 2 * t * t);
    const n = Math.hypot(w[0], w[1]);
    close(missGap(opts, t), n - 4 * t);
    close(missPolynomialAt(opts, t), n * n - 16 * t * t);
    const u = aimAtTime<Vec2>(opts, t);
    close(u[0], w[0] / n);
    close(u[1], w[1] / n);
  });

  it('equal speeds, crossing: the best miss is a limit (0 as t → ∞); the library stops within 1 % of |R| of it', () => {
    // |V| = s and R ⟂ V: the gap √(|R|² + s²t²) − st falls towards 0 for ever, so no finite aim is the best.
    const opts = { shooter: [1, 1] as Vec2, target: [1.1, 1] as Vec2, targetVelocity: [0, -0.4] as Vec2, speed: 0.4 };
    const f = fallbacks<Vec2>({ ...opts, clampTime: 40 });
    expect(f.hit).toBe(false);
    expect(f.best.miss.distance).toBeLessThanOrEqual(0.01 * 0.1);
    // A clamp well past the library's time passes closer still, and the ranking says so honestly.
    expect(f.clamped.aimTime).toBeGreaterThan(f.best.aimTime);
    expect(f.clamped.miss.distance).toBeLessThan(f.best.miss.distance);
    expect(f.ranking[0]).toBe('clamped');
    // A clamp on the library's own time (12.5 s here) is the same aim: a tie, and the best miss ranks first.
    const g = fallbacks<Vec2>({ ...opts, clampTime: 12.5 });
    expect(Math.abs(g.clamped.miss.distance - g.best.miss.distance)).toBeLessThan(1e-12);
    expect(g.ranking[0]).toBe('best');
  });

  it('rejects a bad clamp, a bad aim and bad options with a message', () => {
    const base = { shooter: [0, 0] as Vec2, target: [10, 0] as Vec2, speed: 1 };
    expect(() => fallbacks({ ...base, clampTime: -1 })).toThrow(/clampTime/);
    expect(() => fallbacks({ ...base, clampTime: Number.NaN })).toThrow(/clampTime/);
    expect(() => fallbacks({ ...base, speed: Number.NaN, clampTime: 1 })).toThrow(/speed/);
    expect(() => shotMiss(base, [Number.NaN, 0])).toThrow(/aim/);
    expect(() => shotMiss(base, [1, 0, 0])).toThrow(/aim/);
  });

  it('a zero aim is a shot with no launch speed', () => {
    const m = shotMiss<Vec2>({ shooter: [0, 0], target: [10, 0], targetVelocity: [-1, 1], speed: 5 }, [0, 0]);
    close(m.time, 5);
    close(m.distance, Math.hypot(5, 5));
  });
});

const coord = (max: number) => fc.integer({ min: -64 * max, max: 64 * max }).map((x) => x / 64);
const vec2 = (max: number) => fc.tuple(coord(max), coord(max)) as fc.Arbitrary<Vec2>;
/** Random 2D scenes with and without gravity: many of them cannot be hit (fast targets, far targets, weak guns). */
const scene = fc.record({
  shooter: vec2(100),
  target: vec2(200),
  targetVelocity: vec2(60),
  speed: fc.integer({ min: 1, max: 64 * 60 }).map((x) => x / 64),
  gravity: fc.oneof(fc.constant<Vec2>([0, 0]), fc.constant<Vec2>([0, -9.81]), vec2(20)),
  clampTime: fc.integer({ min: 0, max: 64 * 10 }).map((x) => x / 64),
});
const angle = fc.double({ min: 0, max: 2 * Math.PI, noNaN: true });

/** The scene's length scale: the miss may differ from the best by rounding at this size only. */
const tolOf = (
  s: { shooter: Vec2; target: Vec2; targetVelocity: Vec2; speed: number },
  f: { best: { aimTime: number } },
) =>
  1e-9 *
  (Math.hypot(s.target[0] - s.shooter[0], s.target[1] - s.shooter[1]) +
    (Math.hypot(...s.targetVelocity) + s.speed) * (1 + f.best.aimTime) +
    1);

describe('fallbacks: properties over random scenes', () => {
  it('the true best miss is never beaten by the heuristic, the clamp or the direct aim', () => {
    let noHit = 0;
    fc.assert(
      fc.property(scene, (s) => {
        const f = fallbacks<Vec2>(s);
        if (!f.hit) noHit++;
        const tol = tolOf(s, f);
        for (const other of [f.heuristic, f.clamped, f.direct]) {
          expect(f.best.miss.distance).toBeLessThanOrEqual(other.miss.distance + tol);
        }
        expect(f.ranking).toHaveLength(4);
        // Ascending, up to ties by rounding (which keep the order best, heuristic, clamped, direct).
        for (let i = 1; i < 4; i++)
          expect(f[f.ranking[i - 1]].miss.distance).toBeLessThanOrEqual(f[f.ranking[i]].miss.distance + tol);
      }),
      fcParams(0.1),
    );
    expect(noHit).toBeGreaterThan(0);
  }, 30_000); // A property over random scenes, ~1 s alone: more than vitest's default 5 s on a loaded machine.

  it('no random aim passes closer than the best miss', () => {
    fc.assert(
      fc.property(scene, angle, (s, a) => {
        const f = fallbacks<Vec2>(s);
        const m = shotMiss<Vec2>(s, [Math.cos(a), Math.sin(a)]);
        expect(f.best.miss.distance).toBeLessThanOrEqual(m.distance + tolOf(s, f));
      }),
      fcParams(0.1),
    );
  });

  it('with no hit, the best shot passes exactly as close as the best miss says, and the heuristic is f’s minimum', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const f = fallbacks<Vec2>(s);
        if (f.hit || f.result.hit) return;
        const tol = tolOf(s, f);
        const own = shotMiss<Vec2>(s, f.best.aim);
        expect(Math.abs(own.distance - f.best.miss.distance)).toBeLessThanOrEqual(tol * 10);
        // The library's polynomialMinimum and polynomialMinimumTime reach the same value of f.
        const fLib = missPolynomialAt(s, f.result.polynomialMinimum.time);
        const fOwn = missPolynomialAt(s, polynomialMinimumTime(s));
        const scale = Math.max(1, Math.abs(fLib), missPolynomialAt(s, 0));
        expect(Math.abs(fLib - fOwn)).toBeLessThanOrEqual(1e-7 * scale);
      }),
      fcParams(0.1),
    );
  });
});
