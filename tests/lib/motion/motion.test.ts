import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { intercept } from '../../../src/lib/intercept/intercept';
import {
  INTEGRATORS,
  compensatedIntercept,
  driftCoefficient,
  exactState,
  integrationDrift,
  missByFrameRate,
  simulateShot,
  step,
  stepInPlace,
  type Integrator,
} from '../../../src/lib/motion/motion';
import type { Vec, Vec2 } from '../../../src/lib/vec';

const RUNS = Number(process.env.FC_RUNS ?? 10000);
const fcOptions = { numRuns: RUNS, seed: 20260311 };
// Property tests run 10⁴ cases each; leave room on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

const G: Vec2 = [0, -9.81];
const V0: Vec2 = [20, 15];

/** |a − b| ≤ tol·scale, componentwise, with a readable failure. */
function expectClose(actual: readonly number[], expected: readonly number[], tol: number) {
  expect(actual.length).toBe(expected.length);
  for (let i = 0; i < actual.length; i++) {
    const scale = Math.max(1, Math.abs(expected[i]));
    expect(Math.abs(actual[i] - expected[i]), `component ${i}: ${actual[i]} vs ${expected[i]}`).toBeLessThanOrEqual(
      tol * scale,
    );
  }
}

const coord = fc.double({ min: -1e3, max: 1e3, noNaN: true });
const vec2 = fc.tuple(coord, coord);
const vec3 = fc.tuple(coord, coord, coord);
const vecAny = fc.oneof(vec2, vec3) as fc.Arbitrary<Vec>;
const bodyAndAccel = vecAny.chain((p) =>
  fc.record({
    position: fc.constant(p),
    velocity: fc.array(coord, {
      minLength: p.length,
      maxLength: p.length,
    }) as fc.Arbitrary<Vec>,
    acceleration: fc.array(fc.double({ min: -50, max: 50, noNaN: true }), {
      minLength: p.length,
      maxLength: p.length,
    }) as fc.Arbitrary<Vec>,
  }),
);
const dtArb = fc.double({ min: 1e-4, max: 0.5, noNaN: true });
const stepsArb = fc.integer({ min: 1, max: 60 });

/** Runs n steps of `method` with the allocation-free stepper. */
function integrate(p: Vec, v: Vec, a: Vec, dt: number, n: number, method: Integrator) {
  const position = p.slice();
  const velocity = v.slice();
  for (let i = 0; i < n; i++) stepInPlace(position, velocity, a, dt, method);
  return { position, velocity };
}

/** The size of the terms in x₀ + v₀t + ½at², for a relative tolerance. */
function magnitude(p: Vec, v: Vec, a: Vec, t: number) {
  return Math.max(1, ...p.map(Math.abs), ...v.map((x) => Math.abs(x) * t), ...a.map((x) => Math.abs(x) * t * t));
}

describe('step', () => {
  it('step(x=(0,0), v=(20,15), g, 0.1, semi-implicit) → v updated first, then x from the new v', () => {
    const r = step({ position: [0, 0], velocity: V0 }, G, 0.1, 'semi-implicit-euler');
    expectClose(r.velocity, [20, 15 - 0.981], 1e-15);
    expectClose(r.position, [2, (15 - 0.981) * 0.1], 1e-15);
  });

  it('step(…, explicit-euler) → x moves with the old v', () => {
    const r = step({ position: [0, 0], velocity: V0 }, G, 0.1, 'explicit-euler');
    expectClose(r.position, [2, 1.5], 1e-15);
    expectClose(r.velocity, [20, 15 - 0.981], 1e-15);
  });

  it('step(…, exact) and step(…, velocity-verlet) → x + v·dt + ½g·dt²', () => {
    for (const method of ['exact', 'velocity-verlet'] as const) {
      const r = step({ position: [1, 2, 3], velocity: [20, 15, -1] }, [0, -9.81, 0], 0.1, method);
      expectClose(r.position, [3, 2 + 1.5 - 0.5 * 9.81 * 0.01, 2.9], 1e-15);
      expectClose(r.velocity, [20, 15 - 0.981, -1], 1e-15);
    }
  });

  it('step defaults to semi-implicit Euler', () => {
    const body = { position: [0, 0] as Vec2, velocity: V0 };
    expect(step(body, G, 0.02)).toEqual(step(body, G, 0.02, 'semi-implicit-euler'));
  });

  it('step(body, …) → a new body; the input is untouched', () => {
    const body = { position: [0, 0] as Vec2, velocity: [20, 15] as Vec2 };
    const r = step(body, G, 0.02);
    expect(body).toEqual({ position: [0, 0], velocity: [20, 15] });
    expect(r.position).not.toBe(body.position);
  });

  it('step with NaN, Infinity, wrong dimensions, dt ≤ 0 or an unknown method → throws naming the argument', () => {
    const body = { position: [0, 0] as Vec2, velocity: V0 };
    expect(() => step({ position: [NaN, 0], velocity: V0 }, G, 0.1)).toThrow(/body\.position.*NaN/);
    expect(() => step({ position: [0, 0], velocity: [Infinity, 0] }, G, 0.1)).toThrow(RangeError);
    expect(() => step(body, [0, -9.81, 0], 0.1)).toThrow(/acceleration must have 2 components.*\[0, -9.81, 0\]/);
    expect(() => step(body, [0, -9.81, 0], 0.1)).toThrow(TypeError);
    expect(() => step(body, G, 0)).toThrow(/dt must be a finite number > 0, got 0/);
    expect(() => step(body, G, NaN)).toThrow(/dt.*NaN/);
    expect(() => step(body, G, 0.1, 'rk4' as Integrator)).toThrow(/method.*rk4/);
  });

  it('property: exact stepping n times equals the closed form for any dt', () => {
    fc.assert(
      fc.property(bodyAndAccel, dtArb, stepsArb, ({ position, velocity, acceleration }, dt, n) => {
        const r = integrate(position, velocity, acceleration, dt, n, 'exact');
        const e = exactState({ position, velocity }, acceleration, n * dt);
        const scale = magnitude(position, velocity, acceleration, n * dt);
        for (let i = 0; i < position.length; i++) {
          expect(Math.abs(r.position[i] - e.position[i])).toBeLessThanOrEqual(1e-12 * n * scale);
        }
      }),
      fcOptions,
    );
  });

  it('property: velocity Verlet is exact for constant acceleration', () => {
    fc.assert(
      fc.property(bodyAndAccel, dtArb, stepsArb, ({ position, velocity, acceleration }, dt, n) => {
        const r = integrate(position, velocity, acceleration, dt, n, 'velocity-verlet');
        const e = exactState({ position, velocity }, acceleration, n * dt);
        const scale = magnitude(position, velocity, acceleration, n * dt);
        for (let i = 0; i < position.length; i++) {
          expect(Math.abs(r.position[i] - e.position[i])).toBeLessThanOrEqual(1e-12 * n * scale);
          expect(Math.abs(r.velocity[i] - e.velocity[i])).toBeLessThanOrEqual(
            1e-12 * n * Math.max(1, Math.abs(velocity[i]), Math.abs(acceleration[i]) * n * dt),
          );
        }
      }),
      fcOptions,
    );
  });

  it('property: Euler positions differ from the closed form by exactly c·a·dt·t (c = ±½)', () => {
    fc.assert(
      fc.property(
        bodyAndAccel,
        dtArb,
        stepsArb,
        fc.constantFrom<Integrator>('explicit-euler', 'semi-implicit-euler'),
        ({ position, velocity, acceleration }, dt, n, method) => {
          const t = n * dt;
          const r = integrate(position, velocity, acceleration, dt, n, method);
          const e = exactState({ position, velocity }, acceleration, t);
          const drift = integrationDrift(acceleration, dt, t, method);
          const scale = magnitude(position, velocity, acceleration, t);
          for (let i = 0; i < position.length; i++) {
            expect(Math.abs(r.position[i] - e.position[i] - drift[i])).toBeLessThanOrEqual(1e-12 * n * scale);
          }
        },
      ),
      fcOptions,
    );
  });

  it('property: stepInPlace equals step for every method', () => {
    fc.assert(
      fc.property(
        bodyAndAccel,
        dtArb,
        fc.constantFrom(...INTEGRATORS),
        ({ position, velocity, acceleration }, dt, m) => {
          const a = step({ position, velocity }, acceleration, dt, m);
          const p = position.slice();
          const v = velocity.slice();
          stepInPlace(p, v, acceleration, dt, m);
          expect(p).toEqual(a.position);
          expect(v).toEqual(a.velocity);
        },
      ),
      fcOptions,
    );
  });
});

describe('exactState', () => {
  it('exactState((0,0),(20,15), g, 2) → (40, 30 − 19.62)', () => {
    const r = exactState({ position: [0, 0], velocity: V0 }, G, 2);
    expectClose(r.position, [40, 30 - 19.62], 1e-14);
    expectClose(r.velocity, [20, 15 - 19.62], 1e-14);
  });

  it('exactState with t = NaN → RangeError naming t', () => {
    expect(() => exactState({ position: [0, 0], velocity: V0 }, G, NaN)).toThrow(/t must be a finite number, got NaN/);
  });
});

describe('driftCoefficient and integrationDrift', () => {
  it('driftCoefficient → +½ semi-implicit, −½ explicit, 0 exact and Verlet', () => {
    expect(driftCoefficient('semi-implicit-euler')).toBe(0.5);
    expect(driftCoefficient('explicit-euler')).toBe(-0.5);
    expect(driftCoefficient('exact')).toBe(0);
    expect(driftCoefficient('velocity-verlet')).toBe(0);
    expect(() => driftCoefficient('midpoint' as Integrator)).toThrow(TypeError);
  });

  it('integrationDrift(g, 0.02, 2) → height −0.1962 semi-implicit, +0.1962 explicit', () => {
    expect(integrationDrift(G, 0.02, 2, 'semi-implicit-euler')[1]).toBeCloseTo(-0.1962, 12);
    expect(integrationDrift(G, 0.02, 2, 'explicit-euler')[1]).toBeCloseTo(0.1962, 12);
    expect(integrationDrift(G, 0.02, 2, 'velocity-verlet')[1]).toBe(-0);
  });
});

describe('simulateShot', () => {
  const reference = (method: Integrator) =>
    simulateShot({
      origin: [0, 0],
      velocity: V0,
      gravity: G,
      dt: 0.02,
      steps: 100,
      method,
    });

  it('simulateShot(v0=(20,15), g=9.81, dt=0.02, 100 steps) → height error −0.1962 semi-implicit (reference case)', () => {
    const r = reference('semi-implicit-euler');
    expect(r.time).toBeCloseTo(2, 14);
    expect(r.error[1]).toBeCloseTo(-0.1962, 10);
    expect(r.error[0]).toBeCloseTo(0, 10);
    expect(r.drift).toBeCloseTo(0.1962, 10);
  });

  it('simulateShot(…, explicit-euler) → height error +0.1962 (reference case)', () => {
    expect(reference('explicit-euler').error[1]).toBeCloseTo(0.1962, 10);
  });

  it('simulateShot(…, velocity-verlet) and (…, exact) → height error 0 (reference case)', () => {
    expect(Math.abs(reference('velocity-verlet').error[1])).toBeLessThan(1e-11);
    expect(Math.abs(reference('exact').error[1])).toBeLessThan(1e-11);
  });

  it('simulateShot({duration: 2, dt: 0.02}) → 100 steps, same as steps: 100', () => {
    const a = simulateShot({
      origin: [0, 0],
      velocity: V0,
      gravity: G,
      dt: 0.02,
      duration: 2,
    });
    expect(a.steps).toBe(100);
    expect(a.shot).toEqual(reference('semi-implicit-euler').shot);
  });

  it('simulateShot without gravity → every integrator is exact (straight line)', () => {
    for (const method of INTEGRATORS) {
      const r = simulateShot({
        origin: [1, 2, 3],
        velocity: [4, 5, 6],
        steps: 30,
        dt: 0.1,
        method,
      });
      expect(r.drift).toBeLessThan(1e-12);
      expectClose(r.shot.position, [13, 17, 21], 1e-13);
    }
  });

  it('simulateShot with a target on the closed-form path → misses by the drift under Euler, hits under Verlet', () => {
    // The target waits, standing still, exactly where the closed-form shot is at t = 2.
    const at = exactState({ position: [0, 0], velocity: V0 }, G, 2).position;
    const target = { position: at, velocity: [0, 0] as Vec2 };
    for (const method of INTEGRATORS) {
      const r = simulateShot({
        origin: [0, 0],
        velocity: V0,
        gravity: G,
        dt: 0.02,
        steps: 100,
        method,
        target,
      });
      expect(r.target!.miss).toBeCloseTo(Math.abs(driftCoefficient(method)) * 9.81 * 0.02 * 2, 10);
      expect(r.target!.body.position).toEqual(at);
    }
  });

  it('simulateShot with a target under the same gravity → the target drifts alike and the shot still hits', () => {
    // Shot aimed straight at the target's start (no gravity aim): both fall together.
    const target = {
      position: [30, 20] as Vec2,
      velocity: [0, 0] as Vec2,
      acceleration: G,
    };
    const r = simulateShot({
      origin: [0, 0],
      velocity: [15, 10],
      gravity: G,
      dt: 1 / 30,
      steps: 60,
      target,
    });
    expect(r.target!.miss).toBeLessThan(1e-10);
    expect(r.target!.closest.step).toBe(60);
  });

  it('simulateShot(record: true) → paths with steps + 1 positions, starting at the origin', () => {
    const r = simulateShot({
      origin: [0, 0],
      velocity: V0,
      gravity: G,
      dt: 0.1,
      steps: 5,
      record: true,
      target: { position: [10, 0], velocity: [-1, 0] },
    });
    expect(r.path!.shot).toHaveLength(6);
    expect(r.path!.target).toHaveLength(6);
    expect(r.path!.shot[0]).toEqual([0, 0]);
    expect(r.path!.shot[5]).toEqual(r.shot.position);
    expect(r.path!.target![5]).toEqual(r.target!.body.position);
  });

  it('simulateShot closest approach → the step where the shot passes nearest the target', () => {
    // A shot along x at 10 m/s, target standing at x = 5: nearest after 0.5 s = step 5 at dt = 0.1.
    const r = simulateShot({
      origin: [0, 0],
      velocity: [10, 0],
      dt: 0.1,
      steps: 10,
      target: { position: [5, 1], velocity: [0, 0] },
    });
    expect(r.target!.closest.step).toBe(5);
    expect(r.target!.closest.time).toBeCloseTo(0.5, 14);
    expect(r.target!.closest.distance).toBeCloseTo(1, 12);
    expect(r.target!.miss).toBeCloseTo(Math.hypot(5, 1), 12);
  });

  it('simulateShot with bad options → throws naming the option and its value', () => {
    const base = { origin: [0, 0] as Vec2, velocity: V0, gravity: G };
    expect(() => simulateShot(base)).toThrow(/steps or duration/);
    expect(() => simulateShot({ ...base, steps: 2.5 })).toThrow(/steps must be a whole number ≥ 0, got 2.5/);
    expect(() => simulateShot({ ...base, steps: -1 })).toThrow(RangeError);
    expect(() => simulateShot({ ...base, duration: -1 })).toThrow(/duration.*-1/);
    expect(() => simulateShot({ ...base, steps: 3, dt: -0.1 })).toThrow(/dt must be a finite number > 0, got -0.1/);
    expect(() =>
      simulateShot({
        ...base,
        steps: 3,
        gravity: [0, 0, -9.81] as unknown as Vec2,
      }),
    ).toThrow(/gravity must have 2 components/);
    expect(() =>
      simulateShot({
        ...base,
        steps: 3,
        target: { position: [Infinity, 0], velocity: [0, 0] },
      }),
    ).toThrow(/target\.position.*Infinity/);
    expect(() => simulateShot({ ...base, steps: 3, method: 'leapfrog' as Integrator })).toThrow(/method.*leapfrog/);
  });
});

describe('missByFrameRate', () => {
  it('missByFrameRate(2 s, [30, 60, 120]) → semi-implicit drift ½·g·t/f, halving as the rate doubles', () => {
    const rows = missByFrameRate({ origin: [0, 0], velocity: V0, gravity: G, duration: 2 }, [30, 60, 120]);
    expect(rows.map((r) => r.steps)).toEqual([60, 120, 240]);
    for (const r of rows) expect(r.drift).toBeCloseTo((0.5 * 9.81 * 2) / r.frameRate, 10);
    expect(rows[0].drift / rows[1].drift).toBeCloseTo(2, 10);
    expect(rows[0].miss).toBeNull();
  });

  it('missByFrameRate with a target → the miss at the last step per rate', () => {
    const at = exactState({ position: [0, 0], velocity: V0 }, G, 2).position;
    const rows = missByFrameRate(
      {
        origin: [0, 0],
        velocity: V0,
        gravity: G,
        duration: 2,
        target: { position: at, velocity: [0, 0] },
      },
      [50],
    );
    expect(rows[0].miss).toBeCloseTo(0.1962, 10);
  });

  it('missByFrameRate with frame rate 0 → RangeError naming frameRates[0]', () => {
    expect(() => missByFrameRate({ origin: [0, 0], velocity: V0, duration: 1 }, [0])).toThrow(/frameRates\[0\].*0/);
  });
});

describe('compensatedIntercept', () => {
  /**
   * A scenario whose engine hit is known: the engine (integrator `method`,
   * step dt) fires `u` for n steps; the target, coasting at V, is placed where
   * the engine's shot ends up after those n steps.
   */
  function scenario(u: Vec2, V: Vec2, n: number, dt: number, method: Integrator) {
    const end = simulateShot({ origin: [0, 0], velocity: u, gravity: G, dt, steps: n, method }).shot.position;
    const target: Vec2 = [end[0] - V[0] * n * dt, end[1] - V[1] * n * dt];
    return {
      target,
      options: { shooter: [0, 0] as Vec2, target, targetVelocity: V, speed: Math.hypot(...u), gravity: G, dt, method },
    };
  }

  it('compensatedIntercept(semi-implicit, dt = 1/60) → the engine-integrated shot hits after whole steps; the closed-form aim misses', () => {
    const u: Vec2 = [30 * Math.cos(0.2), 30 * Math.sin(0.2)];
    const V: Vec2 = [-5, 2];
    const n = 60;
    const dt = 1 / 60;
    const { target, options } = scenario(u, V, n, dt, 'semi-implicit-euler');
    const r = compensatedIntercept<Vec2>(options);
    expect(r.hit).toBe(true);
    if (!r.hit) return;
    expect(r.time).toBeCloseTo(n * dt, 10);
    expectClose(r.projectileVelocity, u, 1e-9);
    const sim = simulateShot({
      origin: [0, 0],
      velocity: r.projectileVelocity,
      gravity: G,
      dt,
      steps: n,
      target: { position: target, velocity: V },
    });
    expect(sim.target!.miss).toBeLessThan(1e-9);
    expectClose(r.impact, sim.target!.body.position, 1e-9);
    // The same target, aimed at with the closed form: misses by about ½·g·dt·t.
    const plain = intercept<Vec2>({ shooter: [0, 0], target, targetVelocity: V, speed: 30, gravity: G });
    if (!plain.hit) throw new Error('expected a closed-form hit');
    const k = Math.round(plain.time / dt);
    const simPlain = simulateShot({
      origin: [0, 0],
      velocity: plain.projectileVelocity,
      gravity: G,
      dt,
      steps: k,
      target: { position: target, velocity: V },
    });
    expect(simPlain.target!.closest.distance).toBeGreaterThan(0.02);
  });

  it('compensatedIntercept(explicit-euler) → shifts the other way and hits the explicit-Euler shot', () => {
    const u: Vec2 = [25 * Math.cos(0.5), 25 * Math.sin(0.5)];
    const { target, options } = scenario(u, [3, 0], 45, 1 / 30, 'explicit-euler');
    const r = compensatedIntercept<Vec2>(options);
    if (!r.hit) throw new Error('expected a hit');
    expect(r.time).toBeCloseTo(1.5, 10);
    const sim = simulateShot({
      origin: [0, 0],
      velocity: r.projectileVelocity,
      gravity: G,
      dt: 1 / 30,
      steps: 45,
      method: 'explicit-euler',
      target: { position: target, velocity: [3, 0] },
    });
    expect(sim.target!.miss).toBeLessThan(1e-9);
  });

  it('compensatedIntercept(velocity-verlet or exact) → the plain intercept', () => {
    const base = {
      shooter: [0, 0] as Vec2,
      target: [60, 5] as Vec2,
      targetVelocity: [-2, 1] as Vec2,
      speed: 30,
      gravity: G,
    };
    const plain = intercept<Vec2>(base);
    for (const method of ['velocity-verlet', 'exact'] as const) {
      expect(compensatedIntercept<Vec2>({ ...base, dt: 0.02, method })).toEqual(plain);
    }
  });

  it('compensatedIntercept with a target falling under the same gravity, integrated alike → no shift (gravity cancels)', () => {
    const base = {
      shooter: [0, 0] as Vec2,
      target: [60, 30] as Vec2,
      targetVelocity: [-2, 1] as Vec2,
      targetAcceleration: G,
      speed: 30,
      gravity: G,
    };
    const r = compensatedIntercept<Vec2>({ ...base, dt: 1 / 30 });
    const plain = intercept<Vec2>(base);
    if (!r.hit || !plain.hit) throw new Error('expected hits');
    expect(r.time).toBeCloseTo(plain.time, 12);
    expectClose(r.aim, plain.aim, 1e-12);
    // And the engine agrees: both falling, integrated alike, meet after whole steps.
    const n = 30;
    const u = r.projectileVelocity;
    const sim = simulateShot({
      origin: [0, 0],
      velocity: u,
      gravity: G,
      dt: r.time / n,
      steps: n,
      target: { position: base.target, velocity: base.targetVelocity, acceleration: G },
    });
    expect(sim.target!.miss).toBeLessThan(1e-9);
  });

  it("compensatedIntercept with no hit → the best miss, moved onto the engine's paths", () => {
    const r = compensatedIntercept<Vec2>({ shooter: [0, 0], target: [500, 0], speed: 20, gravity: G, dt: 0.05 });
    expect(r.hit).toBe(false);
    if (r.hit) return;
    expect(r.reason).toBe('out-of-range');
    const gap = Math.hypot(
      r.closest.point[0] - r.closest.projectilePoint[0],
      r.closest.point[1] - r.closest.projectilePoint[1],
    );
    expect(gap).toBeCloseTo(r.closest.distance, 6);
  });

  it('compensatedIntercept with dt ≤ 0 or a bad method → throws naming it', () => {
    const base = { shooter: [0, 0] as Vec2, target: [60, 5] as Vec2, speed: 30, gravity: G };
    expect(() => compensatedIntercept({ ...base, dt: 0 })).toThrow(/dt must be a finite number > 0, got 0/);
    expect(() => compensatedIntercept({ ...base, dt: 0.1, method: 'rk4' as Integrator })).toThrow(/method.*rk4/);
    expect(() => compensatedIntercept({ ...base, dt: 0.1, gravity: [0, NaN] })).toThrow(/gravity.*NaN/);
  });

  it('property: for engine shots built from whole steps, the compensated aim finds that step count and the engine shot hits', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.5, max: 1.2, noNaN: true }),
        fc.double({ min: 5, max: 80, noNaN: true }),
        fc.tuple(fc.double({ min: -10, max: 10, noNaN: true }), fc.double({ min: -10, max: 10, noNaN: true })),
        fc.integer({ min: 2, max: 120 }),
        fc.constantFrom(1 / 30, 1 / 60, 0.02, 0.1),
        fc.constantFrom<Integrator>('semi-implicit-euler', 'explicit-euler'),
        (elevation, speed, V, n, dt, method) => {
          const u: Vec2 = [speed * Math.cos(elevation), speed * Math.sin(elevation)];
          const { target, options } = scenario(u, V, n, dt, method);
          const r = compensatedIntercept<Vec2>(options);
          if (!r.hit) throw new Error('the constructed shot is a hit');
          const T = n * dt;
          // n·dt is one of the hit times (to the solver's accuracy on this geometry).
          expect(r.times.some((t) => Math.abs(t - T) <= 1e-7 * Math.max(1, T))).toBe(true);
          // Whatever the earliest hit is, the engine's bodies meet there on the compensated curves.
          const c = driftCoefficient(method);
          const shot = [0, 1].map((i) => r.projectileVelocity[i] * r.time + (0.5 * r.time + c * dt) * G[i] * r.time);
          const scale = Math.max(1, Math.hypot(...target), speed * r.time);
          expect(Math.hypot(shot[0] - r.impact[0], shot[1] - r.impact[1])).toBeLessThanOrEqual(1e-8 * scale);
          if (Math.abs(r.time - T) <= 1e-9 * T) {
            const sim = simulateShot({
              origin: [0, 0],
              velocity: r.projectileVelocity,
              gravity: G,
              dt,
              steps: n,
              method,
              target: { position: target, velocity: V },
            });
            expect(sim.target!.miss).toBeLessThanOrEqual(1e-7 * scale);
          }
        },
      ),
      { ...fcOptions, numRuns: Math.min(RUNS, 3000) },
    );
  });
});
