import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compensatedIntercept, intercept, type Integrator, type Vec2 } from '../../../src/lib';
import {
  INTEGRATORS,
  integratedMiss,
  equivalentBody,
  integratedPosition,
  logSlope,
  logSpaced,
  simulateShot,
  stepInPlace,
} from '../../../src/lib/motion';

const RUNS = Number(process.env.FC_RUNS ?? 300);
const G: Vec2 = [0, -9.81];
const V0: Vec2 = [20, 15];

describe('integratedPosition', () => {
  it('reproduces the reference height errors: v0 = (20, 15), g = 9.81, dt = 0.02, 100 steps', () => {
    const body = { position: [0, 0] as Vec2, velocity: V0 };
    const exact = integratedPosition(body, G, 0.02, 2, 'exact');
    const heights: Record<Integrator, number> = {
      exact: 0,
      'explicit-euler': 0.1962,
      'semi-implicit-euler': -0.1962,
      'velocity-verlet': 0,
    };
    for (const m of INTEGRATORS) {
      const p = integratedPosition(body, G, 0.02, 2, m);
      expect(p[1] - exact[1]).toBeCloseTo(heights[m], 12);
      expect(p[0]).toBeCloseTo(40, 12);
    }
    // The sign of the reference: explicit Euler ends high (+), semi-implicit low (−).
    expect(integratedPosition(body, G, 0.02, 2, 'semi-implicit-euler')[1]).toBeCloseTo(30 - 19.62 - 0.1962, 12);
  });

  it('lies on every frame the integrator steps to', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INTEGRATORS),
        fc.tuple(fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true })),
        fc.tuple(fc.double({ min: -20, max: 20, noNaN: true }), fc.double({ min: -20, max: 20, noNaN: true })),
        fc.integer({ min: 10, max: 240 }),
        fc.integer({ min: 1, max: 300 }),
        (method, v, a, rate, steps) => {
          const dt = 1 / rate;
          const p = [1, 2];
          const w = v.slice();
          for (let n = 0; n < steps; n++) stepInPlace(p, w, a, dt, method);
          const q = integratedPosition({ position: [1, 2], velocity: v }, a, dt, steps * dt, method);
          const scale = 1 + Math.abs(p[0]) + Math.abs(p[1]);
          expect(Math.abs(q[0] - p[0])).toBeLessThan(1e-9 * scale);
          expect(Math.abs(q[1] - p[1])).toBeLessThan(1e-9 * scale);
        },
      ),
      { numRuns: RUNS, seed: 1010 },
    );
  });

  it('agrees with simulateShot at its last frame', () => {
    const r = simulateShot({
      origin: [0, 0],
      velocity: V0,
      gravity: G,
      dt: 1 / 30,
      steps: 45,
      method: 'explicit-euler',
    });
    const q = integratedPosition({ position: [0, 0], velocity: V0 }, G, 1 / 30, 45 / 30, 'explicit-euler');
    expect(q[0]).toBeCloseTo(r.shot.position[0], 10);
    expect(q[1]).toBeCloseTo(r.shot.position[1], 10);
  });

  it('rejects dt ≤ 0, NaN time and an unknown method, naming them', () => {
    const body = { position: [0, 0], velocity: [1, 1] };
    expect(() => integratedPosition(body, G, 0, 1, 'exact')).toThrow(/dt/);
    expect(() => integratedPosition(body, G, 0.1, NaN, 'exact')).toThrow(/t must/);
    expect(() => integratedPosition(body, G, 0.1, 1, 'rk4' as Integrator)).toThrow(/method/);
  });
});

describe('integratedMiss', () => {
  const scene = {
    shooter: [0, 0] as Vec2,
    target: [40, 10] as Vec2,
    targetVelocity: [-3, 2] as Vec2,
    speed: 30,
    gravity: G,
  };

  it('a closed-form aim: the Euler steps miss by ½·g·dt·t*, exact and Verlet hit', () => {
    const aim = intercept<Vec2>(scene);
    if (!aim.hit) throw new Error('scene should hit');
    for (const rate of [10, 30, 60, 240]) {
      const dt = 1 / rate;
      for (const method of INTEGRATORS) {
        const r = integratedMiss({ ...scene, launchVelocity: aim.projectileVelocity, dt, method, time: aim.time });
        const expected = method.endsWith('euler') ? 0.5 * 9.81 * dt * aim.time : 0;
        expect(r.miss).toBeCloseTo(expected, 9);
      }
    }
  });

  it('semi-implicit Euler misses low, explicit Euler high', () => {
    const aim = intercept<Vec2>(scene);
    if (!aim.hit) throw new Error('scene should hit');
    const at = (method: Integrator) =>
      integratedMiss({ ...scene, launchVelocity: aim.projectileVelocity, dt: 0.05, method, time: aim.time }).offset[1];
    expect(at('semi-implicit-euler')).toBeLessThan(0);
    expect(at('explicit-euler')).toBeGreaterThan(0);
  });

  it('the compensated aim hits with semi-implicit Euler, to rounding', () => {
    for (const rate of [10, 24, 60, 144, 240]) {
      const dt = 1 / rate;
      const aim = compensatedIntercept<Vec2>({ ...scene, dt, method: 'semi-implicit-euler' });
      if (!aim.hit) throw new Error('scene should hit');
      const r = integratedMiss({
        ...scene,
        launchVelocity: aim.projectileVelocity,
        dt,
        method: 'semi-implicit-euler',
        time: aim.time,
      });
      expect(r.miss).toBeLessThan(1e-9);
    }
  });

  it('a target under the same gravity: every integrator hits with the closed-form aim', () => {
    const falling = { ...scene, targetAcceleration: G };
    const aim = intercept<Vec2>(falling);
    if (!aim.hit) throw new Error('scene should hit');
    // Gravity cancels out of the aim: the same as aiming with no gravity at all.
    const bare = intercept<Vec2>({ ...scene, gravity: [0, 0] });
    if (!bare.hit) throw new Error('scene should hit');
    expect(aim.time).toBeCloseTo(bare.time, 9);
    expect(aim.projectileVelocity[0]).toBeCloseTo(bare.projectileVelocity[0], 9);
    expect(aim.projectileVelocity[1]).toBeCloseTo(bare.projectileVelocity[1], 9);
    for (const method of INTEGRATORS) {
      const r = integratedMiss({ ...falling, launchVelocity: aim.projectileVelocity, dt: 0.1, method, time: aim.time });
      expect(r.miss).toBeLessThan(1e-9);
    }
  });
});

describe('logSpaced and logSlope', () => {
  it('logSpaced(10, 240, 5) starts at 10, ends at 240, with a constant ratio', () => {
    const r = logSpaced(10, 240, 5);
    expect(r).toHaveLength(5);
    expect(r[0]).toBe(10);
    expect(r[4]).toBe(240);
    for (let i = 1; i < 4; i++) expect(r[i + 1] / r[i]).toBeCloseTo(r[1] / r[0], 12);
  });
  it('logSpaced rejects min ≤ 0, max < min and a count below 2', () => {
    expect(() => logSpaced(0, 10, 3)).toThrow(RangeError);
    expect(() => logSpaced(10, 5, 3)).toThrow(RangeError);
    expect(() => logSpaced(1, 10, 1)).toThrow(RangeError);
    expect(() => logSpaced(NaN, 10, 3)).toThrow();
  });
  it('logSlope: a miss that halves when the rate doubles has slope −1; a zero miss has none', () => {
    expect(logSlope(30, 0.4, 60, 0.2)).toBeCloseTo(-1, 12);
    expect(logSlope(30, 0.4, 60, 0.1)).toBeCloseTo(-2, 12);
    expect(logSlope(30, 0, 60, 0.1)).toBeNull();
  });
});

describe('equivalentBody', () => {
  it('semi-implicit Euler flies like the closed form launched with v₀ + ½·g·dt (pulled down), explicit with v₀ − ½·g·dt', () => {
    const body = { position: [0, 0] as Vec2, velocity: V0 };
    expect(equivalentBody(body, G, 0.02, 'semi-implicit-euler').velocity[1]).toBeCloseTo(15 - 0.0981, 12);
    expect(equivalentBody(body, G, 0.02, 'explicit-euler').velocity[1]).toBeCloseTo(15 + 0.0981, 12);
    expect(equivalentBody(body, G, 0.02, 'velocity-verlet').velocity).toEqual([20, 15]);
  });
});
