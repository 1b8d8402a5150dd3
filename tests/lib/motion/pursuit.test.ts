import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { linearIntercept } from '../../../src/lib/intercept/intercept-linear';
import {
  circlingPath,
  leadPursuitTime,
  purePursuitTime,
  race,
  steer,
  straightPath,
  weavingPath,
  type GuidanceLaw,
  type PursuerOptions,
  type TargetPath,
} from '../../../src/lib/motion/pursuit';
import type { Vec2 } from '../../../src/lib/vec';

const RUNS = Number(process.env.FC_RUNS ?? 10000);
const fcOptions = { numRuns: RUNS, seed: 20260311 };
// Property tests run 10⁴ cases each; leave room on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

const deg = Math.PI / 180;

/** Central difference of a path's position, to check its velocity. */
function numericVelocity(path: TargetPath, t: number, h = 1e-5): Vec2 {
  const a = path(t - h).position;
  const b = path(t + h).position;
  return [(b[0] - a[0]) / (2 * h), (b[1] - a[1]) / (2 * h)];
}

function expectVecClose(actual: readonly number[], expected: readonly number[], tol: number) {
  for (let i = 0; i < expected.length; i++) {
    expect(Math.abs(actual[i] - expected[i]), `component ${i}: ${actual[i]} vs ${expected[i]}`).toBeLessThanOrEqual(
      tol * Math.max(1, Math.abs(expected[i])),
    );
  }
}

describe('target paths', () => {
  it('straightPath({start (1,2), velocity (3,−4)})(2) → position (7,−6), velocity (3,−4)', () => {
    const s = straightPath({ start: [1, 2], velocity: [3, -4] })(2);
    expect(s.position).toEqual([7, -6]);
    expect(s.velocity).toEqual([3, -4]);
  });

  it('weavingPath(…)(0) → the start point, and swings by the amplitude across the mean velocity', () => {
    const path = weavingPath({ start: [5, 5], velocity: [10, 0], amplitude: 3, period: 4 });
    expectVecClose(path(0).position, [5, 5], 1e-15);
    // A quarter period later: 10 m along x, a full amplitude to the left of travel (+y).
    expectVecClose(path(1).position, [15, 8], 1e-14);
    expectVecClose(path(3).position, [35, 2], 1e-14);
    expectVecClose(path(4).position, [45, 5], 1e-13);
  });

  it('weavingPath velocity → the derivative of its position (any t, phase, direction)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -50, max: 50, noNaN: true }),
        fc.double({ min: -20, max: 20, noNaN: true }),
        fc.double({ min: -20, max: 20, noNaN: true }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        (t, vx, vy, period, phase) => {
          const path = weavingPath({ start: [1, -2], velocity: [vx, vy], amplitude: 7, period, phase });
          expectVecClose(path(t).velocity, numericVelocity(path, t), 1e-5);
          expectVecClose(path(0).position, [1, -2], 1e-12);
        },
      ),
      { ...fcOptions, numRuns: Math.min(RUNS, 2000) },
    );
  });

  it('weavingPath defaults → amplitude 10 m, period 4 s', () => {
    const path = weavingPath({ start: [0, 0], velocity: [0, 1] });
    // Travel along +y; left of travel is −x.
    expectVecClose(path(1).position, [-10, 1], 1e-14);
  });

  it('circlingPath(center (50,50), r 30, speed 10) → on the circle, tangent velocity of the given speed', () => {
    const path = circlingPath({ center: [50, 50], radius: 30, speed: 10, startAngle: 0.3 });
    for (const t of [0, 1.7, 12, 100]) {
      const { position, velocity } = path(t);
      expect(Math.hypot(position[0] - 50, position[1] - 50)).toBeCloseTo(30, 12);
      expect(Math.hypot(velocity[0], velocity[1])).toBeCloseTo(10, 12);
      expect((position[0] - 50) * velocity[0] + (position[1] - 50) * velocity[1]).toBeCloseTo(0, 9);
      expectVecClose(velocity, numericVelocity(path, t), 1e-6);
    }
    expectVecClose(path(0).position, [50 + 30 * Math.cos(0.3), 50 + 30 * Math.sin(0.3)], 1e-15);
  });

  it('circlingPath(clockwise: true) → turns clockwise (cross(p − c, v) < 0)', () => {
    const path = circlingPath({ center: [0, 0], radius: 5, speed: 2, clockwise: true });
    const { position, velocity } = path(1);
    expect(position[0] * velocity[1] - position[1] * velocity[0]).toBeLessThan(0);
    expectVecClose(velocity, numericVelocity(path, 1), 1e-6);
  });

  it('paths with NaN, a zero period or radius, or a 3D vector → throw naming the option', () => {
    expect(() => straightPath({ start: [NaN, 0], velocity: [0, 0] })).toThrow(/start\[0\].*NaN/);
    expect(() => straightPath({ start: [0, 0], velocity: [0, 0, 1] as unknown as Vec2 })).toThrow(TypeError);
    expect(() => weavingPath({ start: [0, 0], velocity: [1, 0], period: 0 })).toThrow(/period.*0/);
    expect(() => weavingPath({ start: [0, 0], velocity: [1, 0], amplitude: Infinity })).toThrow(/amplitude.*Infinity/);
    expect(() => circlingPath({ center: [0, 0], radius: 0, speed: 1 })).toThrow(/radius.*0/);
    expect(() => circlingPath({ center: [0, 0], radius: 1, speed: -1 })).toThrow(/speed.*-1/);
  });
});

describe('steer', () => {
  const target = { position: [100, 0] as Vec2, velocity: [0, 10] as Vec2 };
  const pursuer = { position: [0, 0] as Vec2, heading: 1, speed: 20 };

  it('steer(pure) → the line-of-sight angle', () => {
    expect(steer({ kind: 'pure' }, pursuer, { position: [3, 4], velocity: [9, 9] }, 0.01)).toBeCloseTo(
      Math.atan2(4, 3),
      15,
    );
  });

  it('steer(lead) → the angle of linearIntercept’s aim (crossing case: toward (100, 57.735))', () => {
    expect(steer({ kind: 'lead' }, pursuer, target, 0.01)).toBeCloseTo(Math.atan2(100 / Math.sqrt(3), 100), 12);
  });

  it('steer(lead) with no hit → the best-miss aim of linearIntercept', () => {
    const fleeing = { position: [100, 0] as Vec2, velocity: [30, 5] as Vec2 };
    const miss = linearIntercept({
      shooter: [0, 0],
      target: fleeing.position,
      targetVelocity: fleeing.velocity,
      speed: 20,
    });
    expect(miss.hit).toBe(false);
    if (miss.hit) return;
    expect(steer({ kind: 'lead' }, pursuer, fleeing, 0.01)).toBeCloseTo(
      Math.atan2(miss.closest.aim[1], miss.closest.aim[0]),
      12,
    );
  });

  it('steer(proportional N) → heading + N·λ̇·dt, with λ̇ = (r × v_rel)/|r|²', () => {
    const p = { position: [0, 0] as Vec2, heading: 0, speed: 15 };
    // r = (100, 0), v_rel = (0, 10) − (15, 0): λ̇ = 100·10/100² = 0.1 rad/s.
    expect(steer({ kind: 'proportional', gain: 3 }, p, target, 0.01)).toBeCloseTo(3 * 0.1 * 0.01, 15);
    // Closing-speed form: V_c = 15 m/s, turn rate N·V_c·λ̇/v = 3·15·0.1/15.
    expect(steer({ kind: 'proportional', gain: 3, speedTerm: 'closing' }, p, target, 0.01)).toBeCloseTo(0.003, 15);
    const p2 = { position: [0, 0] as Vec2, heading: 0, speed: 30 };
    expect(steer({ kind: 'proportional', gain: 3, speedTerm: 'closing' }, p2, target, 0.01)).toBeCloseTo(
      (3 * 30 * 0.1 * 0.01) / 30,
      15,
    );
  });

  it('steer with maxTurnRate → turns by at most maxTurnRate·dt toward the desired heading', () => {
    const p = { position: [0, 0] as Vec2, heading: 0, speed: 10 };
    const up = { position: [0, 10] as Vec2, velocity: [0, 0] as Vec2 };
    expect(steer({ kind: 'pure' }, p, up, 0.1, 2)).toBeCloseTo(0.2, 15);
    const down = { position: [0, -10] as Vec2, velocity: [0, 0] as Vec2 };
    expect(steer({ kind: 'pure' }, p, down, 0.1, 2)).toBeCloseTo(-0.2, 15);
    // The short way round: from 170° to −170° is +20°, not −340°.
    const q = { position: [0, 0] as Vec2, heading: 170 * deg, speed: 10 };
    const behind = { position: [Math.cos(-170 * deg), Math.sin(-170 * deg)] as Vec2, velocity: [0, 0] as Vec2 };
    expect(steer({ kind: 'pure' }, q, behind, 0.1, 0.1)).toBeCloseTo(170 * deg + 0.01, 12);
    expect(steer({ kind: 'proportional', gain: 1000 }, { ...p, heading: 0 }, target, 0.1, 0.5)).toBeCloseTo(0.05, 15);
  });

  it('steer with the pursuer on the target → keeps its heading', () => {
    expect(
      steer(
        { kind: 'pure' },
        { position: [1, 1], heading: 0.7, speed: 5 },
        { position: [1, 1], velocity: [1, 0] },
        0.1,
      ),
    ).toBe(0.7);
  });

  it('steer with bad arguments → throws naming them', () => {
    expect(() => steer({ kind: 'pure' }, pursuer, target, 0)).toThrow(/dt.*0/);
    expect(() => steer({ kind: 'pure' }, pursuer, target, 0.1, -1)).toThrow(/maxTurnRate.*-1/);
    expect(() => steer({ kind: 'zigzag' } as unknown as GuidanceLaw, pursuer, target, 0.1)).toThrow(
      /law\.kind.*zigzag/,
    );
    expect(() => steer({ kind: 'proportional', gain: NaN }, pursuer, target, 0.1)).toThrow(/law\.gain.*NaN/);
    expect(() => steer({ kind: 'pure' }, { ...pursuer, speed: -3 }, target, 0.1)).toThrow(/pursuer\.speed.*-3/);
    expect(() => steer({ kind: 'pure' }, pursuer, { ...target, velocity: [0, NaN] }, 0.1)).toThrow(RangeError);
  });
});

describe('race', () => {
  // Reference (reference-cases.md, Pursuit): k = 1.5, crossing start, r0 = 100 m, a = 10 m/s, v = 15 m/s.
  const crossing = straightPath({ start: [100, 0], velocity: [0, 10] });
  const chasers: PursuerOptions[] = [
    { law: { kind: 'lead' }, start: [0, 0], speed: 15 },
    { law: { kind: 'pure' }, start: [0, 0], speed: 15 },
    { law: { kind: 'proportional', gain: 3 }, start: [0, 0], speed: 15 },
    { law: { kind: 'proportional', gain: 5 }, start: [0, 0], speed: 15 },
    { law: { kind: 'proportional', gain: 1 }, start: [0, 0], speed: 15 },
  ];
  const reference = race({ target: crossing, pursuers: chasers, dt: 1e-3, captureRadius: 1e-3, maxTime: 30 });
  const times = reference.pursuers.map((p) => p.captureTime!);

  it('race(k=1.5 crossing, dt=1e-3, ρ=1e-3) → lead 8.944 s, pure 12.000 s, PN N=3 9.687 s, N=5 9.354 s (±0.002 s)', () => {
    expect(Math.abs(times[0] - 8.944)).toBeLessThanOrEqual(0.002);
    expect(Math.abs(times[1] - 12.0)).toBeLessThanOrEqual(0.002);
    expect(Math.abs(times[2] - 9.687)).toBeLessThanOrEqual(0.002);
    expect(Math.abs(times[3] - 9.354)).toBeLessThanOrEqual(0.002);
  });

  it('race: proportional navigation with N = 1 → the same capture as pure pursuit', () => {
    expect(Math.abs(times[4] - times[1])).toBeLessThanOrEqual(0.002);
  });

  it('race: lead and pure against a straight target → the closed forms, lead exact up to ρ/closing speed', () => {
    const setup = { range: 100, pursuerSpeed: 15, targetSpeed: 10, angle: 90 * deg };
    const lead = leadPursuitTime(setup);
    const pure = purePursuitTime(setup);
    expect(lead.capture && pure.capture).toBe(true);
    if (!lead.capture || !pure.capture) return;
    expect(Math.abs(times[0] - lead.time)).toBeLessThanOrEqual(1e-3 / 11);
    expect(Math.abs(times[1] - pure.time)).toBeLessThanOrEqual(1e-3);
  });

  it('race against straight targets at several start angles and speed ratios → pure pursuit matches T = r0(v + a cos φ0)/(v² − a²)', () => {
    for (const [k, phiDeg] of [
      [2, 0],
      [2, 45],
      [1.5, 135],
      [3, 90],
      [1.2, 180],
    ]) {
      const a = 10;
      const v = k * a;
      const phi = phiDeg * deg;
      const target = straightPath({ start: [100, 0], velocity: [a * Math.cos(phi), a * Math.sin(phi)] });
      const r = race({
        target,
        pursuers: [
          { law: { kind: 'pure' }, start: [0, 0], speed: v },
          { law: { kind: 'lead' }, start: [0, 0], speed: v },
        ],
        dt: 1e-3,
        captureRadius: 1e-3,
        maxTime: 60,
      });
      const setup = { range: 100, pursuerSpeed: v, targetSpeed: a, angle: phi };
      const pure = purePursuitTime(setup);
      const lead = leadPursuitTime(setup);
      if (!pure.capture || !lead.capture) throw new Error('closed form must capture for k > 1');
      expect(Math.abs(r.pursuers[0].captureTime! - pure.time), `pure k=${k} φ=${phiDeg}°`).toBeLessThanOrEqual(3e-3);
      expect(Math.abs(r.pursuers[1].captureTime! - lead.time), `lead k=${k} φ=${phiDeg}°`).toBeLessThanOrEqual(1e-3);
    }
  });

  it('race(k = 1, crossing, pure) → no capture; the distance settles to r0(1 + cos φ0)/2 = 50 m', () => {
    const r = race({
      target: crossing,
      pursuers: [{ law: { kind: 'pure' }, start: [0, 0], speed: 10 }],
      dt: 0.01,
      maxTime: 200,
    });
    const p = r.pursuers[0];
    expect(p.captureTime).toBeNull();
    expect(p.capturePoint).toBeNull();
    const end = p.path[p.path.length - 1];
    const t = r.target[r.target.length - 1];
    expect(end.time).toBeCloseTo(200, 9);
    expect(t.time).toBeCloseTo(200, 9);
    expect(Math.hypot(t.position[0] - end.position[0], t.position[1] - end.position[1])).toBeCloseTo(50, 0);
  });

  it('race against a weaving target → lead and PN capture sooner than pure pursuit (chapter 11 race)', () => {
    const weave = weavingPath({ start: [100, 0], velocity: [0, 10], amplitude: 10, period: 6 });
    const r = race({
      target: weave,
      pursuers: [
        { law: { kind: 'pure' }, start: [0, 0], speed: 20 },
        { law: { kind: 'lead' }, start: [0, 0], speed: 20 },
        { law: { kind: 'proportional', gain: 4 }, start: [0, 0], speed: 20 },
      ],
      dt: 1 / 240,
    });
    const [pure, lead, pn] = r.pursuers.map((p) => p.captureTime);
    expect(pure).not.toBeNull();
    expect(lead!).toBeLessThan(pure!);
    expect(pn!).toBeLessThan(pure!);
    for (const p of r.pursuers) {
      // At capture the pursuer is within the capture radius of the target.
      const tp = weave(p.captureTime!).position;
      // (to within the error of taking the weave as straight over one step).
      const d = Math.hypot(tp[0] - p.capturePoint![0], tp[1] - p.capturePoint![1]);
      expect(Math.abs(d - r.captureRadius)).toBeLessThanOrEqual(1e-4);
    }
  });

  it('race against a circling target with a tight turn-rate limit → slower or no capture than unlimited', () => {
    const circle = circlingPath({ center: [50, 50], radius: 30, speed: 10 });
    const r = race({
      target: circle,
      pursuers: [
        { law: { kind: 'pure' }, start: [0, 0], speed: 20 },
        { law: { kind: 'pure' }, start: [0, 0], speed: 20, maxTurnRate: 0.5 },
      ],
      maxTime: 30,
    });
    const [free, limited] = r.pursuers.map((p) => p.captureTime);
    expect(free).not.toBeNull();
    expect(limited === null || limited > free!).toBe(true);
  });

  it('race with maxTurnRate → no heading change larger than maxTurnRate·dt between steps', () => {
    const dt = 0.01;
    const rate = 0.8;
    const r = race({
      target: weavingPath({ start: [60, 40], velocity: [-5, 0], amplitude: 15, period: 3 }),
      pursuers: [
        { law: { kind: 'lead' }, start: [0, 0], speed: 20, heading: Math.PI, maxTurnRate: rate },
        { law: { kind: 'proportional', gain: 5 }, start: [0, 0], speed: 20, heading: -1, maxTurnRate: rate },
      ],
      dt,
      sampleInterval: dt,
      maxTime: 10,
    });
    for (const p of r.pursuers) {
      const pts = p.path.slice(0, -1); // the last point may be a partial step at capture
      let prev: number | null = null;
      for (let i = 1; i < pts.length; i++) {
        const h = Math.atan2(pts[i].position[1] - pts[i - 1].position[1], pts[i].position[0] - pts[i - 1].position[0]);
        if (prev !== null) {
          const turn = Math.abs(Math.atan2(Math.sin(h - prev), Math.cos(h - prev)));
          expect(turn).toBeLessThanOrEqual(rate * dt + 1e-9);
        }
        prev = h;
      }
    }
  });

  it('race: default heading is the line of sight; an explicit heading is used as given', () => {
    const r = race({
      target: straightPath({ start: [0, 50], velocity: [0, 0] }),
      pursuers: [
        { law: { kind: 'proportional', gain: 0 }, start: [0, 0], speed: 10 },
        { law: { kind: 'proportional', gain: 0 }, start: [0, 0], speed: 10, heading: 0 },
      ],
      dt: 0.1,
      maxTime: 1,
      sampleInterval: 0.1,
    });
    expectVecClose(r.pursuers[0].path[1].position, [0, 1], 1e-12);
    expectVecClose(r.pursuers[1].path[1].position, [1, 0], 1e-12);
  });

  it('race with the pursuer starting inside the capture radius → capture at t = 0', () => {
    const r = race({ target: crossing, pursuers: [{ law: { kind: 'pure' }, start: [99.8, 0], speed: 1 }] });
    expect(r.pursuers[0].captureTime).toBe(0);
    expect(r.pursuers[0].capturePoint).toEqual([99.8, 0]);
  });

  it('race paths → start at t = 0, sampled at sampleInterval, end at the capture point; target sampled to the end', () => {
    const r = race({ target: crossing, pursuers: [chasers[0]], dt: 0.01, sampleInterval: 0.5, captureRadius: 0.5 });
    const p = r.pursuers[0];
    expect(p.path[0]).toEqual({ time: 0, position: [0, 0] });
    expect(p.path[1].time).toBeCloseTo(0.5, 12);
    expect(p.path[p.path.length - 1]).toEqual({ time: p.captureTime, position: p.capturePoint });
    expect(r.target[0].position).toEqual([100, 0]);
    expect(r.target[r.target.length - 1].time).toBeCloseTo(p.captureTime!, 12);
    expect(p.name).toBe('lead');
    expect(p.closest.distance).toBeLessThanOrEqual(0.5);
  });

  it('race defaults → dt 1/120 s, capture radius 0.5 m, maxTime 60 s; names default to the law', () => {
    const r = race({
      target: crossing,
      pursuers: [{ law: { kind: 'proportional', gain: 3 }, start: [0, 0], speed: 1 }],
    });
    expect(r.dt).toBe(1 / 120);
    expect(r.captureRadius).toBe(0.5);
    expect(r.maxTime).toBe(60);
    expect(r.pursuers[0].name).toBe('proportional N=3');
    expect(r.pursuers[0].captureTime).toBeNull();
    expect(r.pursuers[0].path[r.pursuers[0].path.length - 1].time).toBeCloseTo(60, 9);
  });

  it('race with bad options → throws naming the option and its value', () => {
    const p = chasers[1];
    expect(() => race({ target: crossing, pursuers: [p], dt: 0 })).toThrow(/dt.*0/);
    expect(() => race({ target: crossing, pursuers: [p], captureRadius: -1 })).toThrow(/captureRadius.*-1/);
    expect(() => race({ target: crossing, pursuers: [p], maxTime: NaN })).toThrow(/maxTime.*NaN/);
    expect(() => race({ target: crossing, pursuers: [{ ...p, start: [0, Infinity] }] })).toThrow(
      /pursuers\[0\]\.start\[1\].*Infinity/,
    );
    expect(() => race({ target: crossing, pursuers: [{ ...p, speed: -2 }] })).toThrow(/pursuers\[0\]\.speed.*-2/);
    expect(() => race({ target: crossing, pursuers: [{ ...p, maxTurnRate: NaN }] })).toThrow(/maxTurnRate.*NaN/);
    expect(() => race({ target: 5 as unknown as TargetPath, pursuers: [p] })).toThrow(TypeError);
    const broken: TargetPath = (t) => ({ position: [t > 1 ? NaN : 100, 0], velocity: [0, 0] });
    expect(() => race({ target: broken, pursuers: [p], dt: 0.5 })).toThrow(/target\(1\.5\).*NaN/);
  });
});

describe('purePursuitTime and leadPursuitTime', () => {
  const ref = { range: 100, pursuerSpeed: 15, targetSpeed: 10, angle: Math.PI / 2 };

  it('purePursuitTime(k=1.5 crossing, r0=100, a=10) → 12.000 s', () => {
    expect(purePursuitTime(ref)).toEqual({ capture: true, time: expect.closeTo(12, 12) });
  });

  it('leadPursuitTime(k=1.5 crossing, r0=100, a=10) → 8.944 s (= r0/√(v² − a²) when crossing)', () => {
    const r = leadPursuitTime(ref);
    expect(r.capture).toBe(true);
    if (r.capture) expect(r.time).toBeCloseTo(100 / Math.sqrt(125), 12);
    if (r.capture) expect(r.time).toBeCloseTo(8.944, 3);
  });

  it('crossing start → pure/lead = k/√(k² − 1): +15.5 % at k = 2, +34 % at k = 1.5, 2.4× at k = 1.1', () => {
    for (const [k, ratio] of [
      [2, 1.155],
      [1.5, 1.342],
      [1.1, 2.4],
    ]) {
      const setup = { range: 50, pursuerSpeed: 10 * k, targetSpeed: 10, angle: Math.PI / 2 };
      const pure = purePursuitTime(setup);
      const lead = leadPursuitTime(setup);
      if (!pure.capture || !lead.capture) throw new Error('expected capture');
      expect(pure.time / lead.time).toBeCloseTo(k / Math.sqrt(k * k - 1), 12);
      expect(pure.time / lead.time).toBeCloseTo(ratio, 1);
    }
  });

  it('purePursuitTime(k = 1, crossing) → no capture, reason equal-speeds, limit distance r0(1 + cos φ0)/2', () => {
    const r = purePursuitTime({ range: 100, pursuerSpeed: 10, targetSpeed: 10, angle: Math.PI / 3 });
    expect(r).toMatchObject({ capture: false, reason: 'equal-speeds' });
    if (!r.capture) expect(r.limitDistance).toBeCloseTo(75, 12);
  });

  it('purePursuitTime(k < 1) → no capture, reason pursuer-slower; head-on → r0/(v + a)', () => {
    expect(purePursuitTime({ range: 100, pursuerSpeed: 5, targetSpeed: 10, angle: 1 })).toMatchObject({
      capture: false,
      reason: 'pursuer-slower',
    });
    expect(purePursuitTime({ range: 100, pursuerSpeed: 5, targetSpeed: 10, angle: Math.PI })).toEqual({
      capture: true,
      time: expect.closeTo(100 / 15, 12),
    });
    expect(purePursuitTime({ range: 100, pursuerSpeed: 10, targetSpeed: 10, angle: Math.PI })).toEqual({
      capture: true,
      time: 5,
    });
    expect(purePursuitTime({ range: 100, pursuerSpeed: 0, targetSpeed: 4, angle: Math.PI })).toEqual({
      capture: true,
      time: 25,
    });
  });

  it('closed forms at r0 = 0 → capture at 0; both still → no capture, reason both-still', () => {
    for (const f of [purePursuitTime, leadPursuitTime]) {
      expect(f({ range: 0, pursuerSpeed: 0, targetSpeed: 3, angle: 0 })).toEqual({ capture: true, time: 0 });
      expect(f({ range: 5, pursuerSpeed: 0, targetSpeed: 0, angle: 0 })).toMatchObject({
        capture: false,
        reason: 'both-still',
      });
    }
  });

  it('closed forms with a standing target → r0/v', () => {
    for (const f of [purePursuitTime, leadPursuitTime]) {
      expect(f({ range: 30, pursuerSpeed: 6, targetSpeed: 0, angle: 2 })).toEqual({ capture: true, time: 5 });
    }
  });

  it('leadPursuitTime(k < 1, approaching) → the earliest collision time; crossing too fast → target-too-fast', () => {
    const r = leadPursuitTime({ range: 100, pursuerSpeed: 10, targetSpeed: 20, angle: 160 * deg });
    expect(r.capture).toBe(true);
    const shot = linearIntercept({
      shooter: [0, 0],
      target: [100, 0],
      targetVelocity: [20 * Math.cos(160 * deg), 20 * Math.sin(160 * deg)],
      speed: 10,
    });
    if (r.capture && shot.hit) expect(r.time).toBeCloseTo(shot.time, 10);
    else throw new Error('expected a hit');
    expect(leadPursuitTime({ range: 100, pursuerSpeed: 10, targetSpeed: 20, angle: 120 * deg })).toMatchObject({
      capture: false,
      reason: 'target-too-fast',
    });
    expect(leadPursuitTime({ range: 100, pursuerSpeed: 10, targetSpeed: 10, angle: 60 * deg })).toMatchObject({
      capture: false,
      reason: 'target-escaping',
    });
    expect(leadPursuitTime({ range: 100, pursuerSpeed: 10, targetSpeed: 10, angle: Math.PI })).toEqual({
      capture: true,
      time: 5,
    });
  });

  it('exactly k = 1: pure pursuit → equal-speeds with limit r0(1 + cos φ0)/2 (r0/2 crossing), head-on → r0/(2a)', () => {
    for (const phiDeg of [0, 30, 90, 135, 179]) {
      const r = purePursuitTime({ range: 50, pursuerSpeed: 5, targetSpeed: 5, angle: phiDeg * deg });
      expect(r, `φ0 = ${phiDeg}°`).toMatchObject({ capture: false, reason: 'equal-speeds' });
      if (!r.capture) expect(r.limitDistance).toBeCloseTo((50 * (1 + Math.cos(phiDeg * deg))) / 2, 12);
    }
    expect(purePursuitTime({ range: 50, pursuerSpeed: 5, targetSpeed: 5, angle: Math.PI / 2 })).toMatchObject({
      limitDistance: 25,
    });
    expect(purePursuitTime({ range: 50, pursuerSpeed: 5, targetSpeed: 5, angle: Math.PI })).toEqual({
      capture: true,
      time: 5,
    });
  });

  it('exactly k = 1: lead pursuit → r0/(−2a·cos φ0) while the target approaches (φ0 > 90°), target-escaping otherwise', () => {
    for (const phiDeg of [100, 120, 150, 180]) {
      const c = Math.cos(phiDeg * deg);
      const r = leadPursuitTime({ range: 50, pursuerSpeed: 5, targetSpeed: 5, angle: phiDeg * deg });
      expect(r.capture, `φ0 = ${phiDeg}°`).toBe(true);
      if (r.capture) expect(r.time).toBeCloseTo(50 / (-2 * 5 * c), 9);
    }
    for (const phiDeg of [0, 45, 90]) {
      expect(leadPursuitTime({ range: 50, pursuerSpeed: 5, targetSpeed: 5, angle: phiDeg * deg })).toMatchObject({
        capture: false,
        reason: 'target-escaping',
      });
    }
  });

  it('race at k = 1 and k = 0.8, crossing, pure → no capture; the closest approach is reported (at the end for k = 1, early for 0.8)', () => {
    const target = straightPath({ start: [0, 50], velocity: [5, 0] });
    const run = (speed: number) =>
      race({ target, pursuers: [{ law: { kind: 'pure' }, start: [0, 0], speed }], maxTime: 40 }).pursuers[0];
    const equal = run(5);
    expect(equal.captureTime).toBeNull();
    expect(equal.closest.time).toBeCloseTo(40, 6);
    expect(equal.closest.distance).toBeGreaterThanOrEqual(25);
    expect(equal.closest.distance).toBeLessThan(25.05);
    const slower = run(4);
    expect(slower.captureTime).toBeNull();
    expect(slower.closest.time).toBeGreaterThan(0);
    expect(slower.closest.time).toBeLessThan(20);
    expect(slower.closest.distance).toBeLessThan(50);
    for (const x of [equal.closest.time, equal.closest.distance, slower.closest.time, slower.closest.distance])
      expect(Number.isFinite(x)).toBe(true);
  });

  it('closed forms with NaN or a negative range/speed → throw naming the field', () => {
    expect(() => purePursuitTime({ ...ref, range: -1 })).toThrow(/range.*-1/);
    expect(() => leadPursuitTime({ ...ref, pursuerSpeed: NaN })).toThrow(/pursuerSpeed.*NaN/);
    expect(() => leadPursuitTime({ ...ref, angle: Infinity })).toThrow(/angle.*Infinity/);
    expect(() => purePursuitTime({ ...ref, targetSpeed: -0.5 })).toThrow(RangeError);
  });

  const setupArb = fc.record({
    range: fc.double({ min: 0, max: 1e4, noNaN: true }),
    pursuerSpeed: fc.double({ min: 0, max: 100, noNaN: true }),
    targetSpeed: fc.double({ min: 0, max: 100, noNaN: true }),
    angle: fc.double({ min: -10, max: 10, noNaN: true }),
  });

  it('property: any finite setup → a finite time ≥ 0 or a tagged no-capture, never NaN or Infinity', () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        for (const r of [purePursuitTime(setup), leadPursuitTime(setup)]) {
          if (r.capture) {
            expect(Number.isFinite(r.time)).toBe(true);
            expect(r.time).toBeGreaterThanOrEqual(0);
          } else {
            expect(typeof r.reason).toBe('string');
            expect(r.message.length).toBeGreaterThan(0);
            if (r.limitDistance !== undefined) expect(Number.isFinite(r.limitDistance)).toBe(true);
          }
        }
      }),
      fcOptions,
    );
  });

  it('property: k > 1 → lead equals r0(a cos φ0 + √(v² − a² sin² φ0))/(v² − a²) and is never later than pure', () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        const { range: r0, pursuerSpeed: v, targetSpeed: a, angle } = setup;
        fc.pre(v > 1.001 * a && v > 1e-150 && r0 > 1e-150);
        const lead = leadPursuitTime(setup);
        const pure = purePursuitTime(setup);
        if (!lead.capture || !pure.capture) throw new Error('k > 1 must capture');
        const textbook =
          (r0 * (a * Math.cos(angle) + Math.sqrt(v * v - a * a * Math.sin(angle) ** 2))) / (v * v - a * a);
        expect(Math.abs(lead.time - textbook)).toBeLessThanOrEqual(1e-9 * Math.max(lead.time, 1e-300) + 1e-12);
        expect(lead.time).toBeLessThanOrEqual(pure.time * (1 + 1e-12));
      }),
      fcOptions,
    );
  });

  it('property: leadPursuitTime agrees with linearIntercept on the same geometry (capture ⇔ hit, same time)', () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        const { range: r0, pursuerSpeed: v, targetSpeed: a, angle } = setup;
        fc.pre(r0 > 1e-3 && Math.abs(v - a) > 1e-6 * (v + a) && Math.cos(angle) !== -1);
        const lead = leadPursuitTime(setup);
        const shot = linearIntercept({
          shooter: [0, 0],
          target: [r0, 0],
          targetVelocity: [a * Math.cos(angle), a * Math.sin(angle)],
          speed: v,
        });
        // Grazing cases (v ≈ a|sin φ0|) can legitimately be decided differently by rounding.
        fc.pre(Math.abs(v - a * Math.abs(Math.sin(angle))) > 1e-9 * v);
        expect(lead.capture).toBe(shot.hit);
        if (lead.capture && shot.hit) {
          expect(Math.abs(lead.time - shot.time)).toBeLessThanOrEqual(1e-9 * shot.time);
        }
      }),
      fcOptions,
    );
  });
});
