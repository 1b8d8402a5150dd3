/**
 * Chapter 10's figure model against the library: the aim is intercept's, the
 * frames are simulateShot's, the misses are integratedMiss's and follow
 * ½·g·dt·t* for the Euler steps; the compensated aim and the falling target
 * hit with every integrator; the reference case of reference-cases.md.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { intercept, type Vec2 } from '../../../../src/lib';
import { simulateShot, stepInPlace } from '../../../../src/lib/motion';
import {
  INITIAL,
  INTEGRATORS,
  MISS_FLOOR,
  RATE,
  SWEEP_RATES,
  clampRate,
  figureState,
  solve,
  validState,
  withSweep,
  zoomOf,
  type State,
} from '../../../../src/components/figures/integrator-figure/model';

const RUNS = Number(process.env.FC_RUNS ?? 100);

function solved(s: State) {
  const sol = solve(s);
  if (!sol.ok) throw new Error(`expected a hit: ${sol.message}`);
  return sol;
}

describe('the integrator figure model', () => {
  it('aims with the closed form: the exact flight is intercept’s shot', () => {
    const sol = solved(INITIAL);
    const r = intercept<Vec2>({
      shooter: INITIAL.shooter,
      target: INITIAL.target,
      targetVelocity: INITIAL.velocity,
      speed: INITIAL.speed,
      gravity: [0, -INITIAL.gravity],
    });
    if (!r.hit) throw new Error('expected a hit');
    expect(sol.aim.time).toBeCloseTo(r.time, 12);
    for (const f of sol.flights) expect(f.launch).toEqual(r.projectileVelocity);
  });

  it('flies each integrator frame by frame: its frames are stepInPlace’s, up to the first frame at or after t*', () => {
    const sol = solved(INITIAL);
    for (const f of sol.flights) {
      const n = f.frames.length - 1;
      expect(n * sol.dt).toBeGreaterThanOrEqual(f.time - 1e-9);
      expect((n - 1) * sol.dt).toBeLessThan(f.time);
      const p = [...INITIAL.shooter];
      const v = [...f.launch];
      for (let k = 0; k < n; k++) stepInPlace(p, v, [0, -INITIAL.gravity], sol.dt, f.method);
      expect(f.frames[n][0]).toBeCloseTo(p[0], 9);
      expect(f.frames[n][1]).toBeCloseTo(p[1], 9);
    }
  });

  it('the Euler steps miss by ½·g·dt·t*, semi-implicit low and explicit high; exact and Verlet hit', () => {
    for (const rate of [10, 30, 60, 240]) {
      const sol = solved({ ...INITIAL, rate });
      const drift = 0.5 * INITIAL.gravity * (1 / rate) * sol.aim.time;
      const [exact, explicit, semi, verlet] = sol.flights;
      expect(exact.miss).toBeLessThan(1e-9);
      expect(verlet.miss).toBeLessThan(1e-9);
      expect(explicit.miss).toBeCloseTo(drift, 9);
      expect(semi.miss).toBeCloseTo(drift, 9);
      expect(explicit.above).toBeGreaterThan(0);
      expect(semi.above).toBeLessThan(0);
    }
  });

  it('the compensated aim hits with semi-implicit Euler to rounding, at every rate, and leaves the others alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: RATE.min, max: RATE.max }), (rate) => {
        const naive = solved({ ...INITIAL, rate });
        const sol = solved({ ...INITIAL, rate, compensated: true });
        expect(sol.flights[2].compensated).toBe(true);
        expect(sol.flights[2].miss).toBeLessThan(1e-9);
        expect(sol.flights[1].miss).toBeCloseTo(naive.flights[1].miss, 12);
      }),
      { numRuns: Math.min(RUNS, 40), seed: 10 },
    );
  });

  it('a falling target: all four integrators hit at every rate', () => {
    const sol = solved({ ...INITIAL, falling: true, rate: 10 });
    for (const f of sol.flights) expect(f.miss).toBeLessThan(1e-9);
    for (const row of sol.sweep!) expect(row.miss).toBeLessThan(1e-9);
  });

  it('the chart: first-order slope −1 for the Euler steps, none for exact and Verlet', () => {
    const sol = solved(INITIAL);
    const sweep = sol.sweep!;
    const slopes = sol.slopes!;
    expect(sweep).toHaveLength(SWEEP_RATES.length * INTEGRATORS.length);
    expect(slopes['explicit-euler']).toBeCloseTo(-1, 9);
    expect(slopes['semi-implicit-euler']).toBeCloseTo(-1, 9);
    expect(slopes.exact).toBeNull();
    expect(slopes['velocity-verlet']).toBeNull();
    for (const row of sweep.filter((r) => r.method === 'exact')) expect(row.miss).toBeLessThan(MISS_FLOOR);
  });

  it('solved without the chart, then with it: the same flights, the sweep added once', () => {
    const bare = solve(INITIAL, false);
    if (!bare.ok) throw new Error('expected a hit');
    expect(bare.sweep).toBeNull();
    const full = withSweep(INITIAL, bare);
    if (!full.ok) throw new Error('expected a hit');
    expect(full.flights).toBe(bare.flights);
    expect(full.sweep).toEqual(solved(INITIAL).sweep);
    expect(withSweep(INITIAL, full)).toBe(full);
  });

  it('a target out of reach: no flights and a sentence saying why', () => {
    const sol = solve({ ...INITIAL, speed: 3 });
    expect(sol.ok).toBe(false);
    if (!sol.ok) expect(sol.message).toMatch(/No shot at 3 m\/s/);
  });

  it('the close-up holds every miss', () => {
    for (const rate of [10, 60, 240]) {
      const sol = solved({ ...INITIAL, rate });
      const z = zoomOf(sol);
      for (const f of sol.flights) expect(f.miss).toBeLessThan(z.half);
      expect(z.t0).toBeLessThan(sol.aim.time);
      expect(z.t1).toBeGreaterThan(sol.aim.time);
    }
  });

  it('validState and clampRate keep the frame rate in 10…240 Hz and refuse NaN', () => {
    expect(validState(INITIAL)).toBe(true);
    expect(validState({ ...INITIAL, rate: 0 })).toBe(false);
    expect(validState({ ...INITIAL, rate: 1e6 })).toBe(false);
    expect(validState({ ...INITIAL, speed: 0 })).toBe(false);
    expect(validState({ ...INITIAL, target: [NaN, 1] })).toBe(false);
    expect(clampRate(0)).toBe(10);
    expect(clampRate(1e6)).toBe(240);
    expect(clampRate(NaN)).toBe(INITIAL.rate);
    expect(clampRate(59.6)).toBe(60);
  });

  it('the figure’s state for live cells is plain data with gravity as a vector', () => {
    expect(figureState(INITIAL)).toEqual({
      shooter: [0, 0],
      target: [45, 12],
      velocity: [-4, 3],
      speed: 30,
      gravity: [0, -9.81],
      rate: 30,
      compensated: false,
      falling: false,
    });
  });
});

describe('the reference case (reference-cases.md): v0 = (20, 15), g = 9.81, dt = 0.02, 100 steps', () => {
  it('height error against the closed form: semi-implicit −0.1962, explicit +0.1962, Verlet 0', () => {
    const expected = { exact: 0, 'explicit-euler': 0.1962, 'semi-implicit-euler': -0.1962, 'velocity-verlet': 0 };
    for (const method of INTEGRATORS) {
      const r = simulateShot<Vec2>({
        origin: [0, 0],
        velocity: [20, 15],
        gravity: [0, -9.81],
        dt: 0.02,
        steps: 100,
        method,
      });
      expect(r.error[1]).toBeCloseTo(expected[method], 10);
    }
  });
});
