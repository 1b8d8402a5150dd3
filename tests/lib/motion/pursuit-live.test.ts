import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  crossingBand,
  leadSavingSweep,
  leadTimeSaved,
  randomTurnPieces,
  randomTurnsPath,
  seededRandom,
  startChaser,
  stepLength,
  stepChaser,
  turnToward,
} from '../../../src/lib/motion/pursuit-live';
import { leadPursuitTime, purePursuitTime, race, steer, straightPath } from '../../../src/lib/motion/pursuit';

const RUNS = Math.min(Number(process.env.FC_RUNS ?? 1000), 2000);
const fcOptions = { numRuns: RUNS, seed: 20261126 };
const deg = Math.PI / 180;

describe('randomTurnsPath', () => {
  it('the same seed → the same path; another seed → another path', () => {
    const a = randomTurnsPath({ start: [0, 50], speed: 5, seed: 7 });
    const b = randomTurnsPath({ start: [0, 50], speed: 5, seed: 7 });
    const c = randomTurnsPath({ start: [0, 50], speed: 5, seed: 8 });
    for (const t of [0, 1.3, 7.7, 20, 55]) expect(a(t)).toEqual(b(t));
    expect(a(20).position).not.toEqual(c(20).position);
  });

  it('keeps its speed, and position and velocity are continuous (arcs, no corners)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.double({ min: 0, max: 60, noNaN: true }), (seed, t) => {
        const path = randomTurnsPath({ start: [3, 4], speed: 6, seed });
        const s = path(t);
        expect(Math.hypot(...s.velocity)).toBeCloseTo(6, 9);
        const h = 1e-6;
        const a = path(t + h);
        expect(Math.hypot(a.position[0] - s.position[0], a.position[1] - s.position[1])).toBeLessThan(6 * h * 1.001);
        // The velocity is the derivative of the position.
        const b = path(t + 1e-4);
        const fd = [(b.position[0] - s.position[0]) / 1e-4, (b.position[1] - s.position[1]) / 1e-4];
        expect(Math.hypot(fd[0] - s.velocity[0], fd[1] - s.velocity[1])).toBeLessThan(1e-2);
      }),
      fcOptions,
    );
  });

  it('starts straight along its heading, and its pieces turn no faster than maxTurnRate', () => {
    const pieces = randomTurnPieces({ start: [0, 0], speed: 5, seed: 3, heading: 0.4, maxTurnRate: 0.8 });
    expect(pieces[0].turnRate).toBe(0);
    expect(pieces[0].heading).toBe(0.4);
    for (const p of pieces) expect(Math.abs(p.turnRate)).toBeLessThanOrEqual(0.8);
    expect(pieces.some((p) => p.turnRate !== 0)).toBe(true);
  });

  it('bad options → a RangeError naming the option', () => {
    expect(() => randomTurnsPath({ start: [0, 0], speed: 5, seed: 1.5 })).toThrow(/seed/);
    expect(() => randomTurnsPath({ start: [0, 0], speed: 5, seed: 1, maxTurnRate: 0 })).toThrow(/maxTurnRate/);
    expect(() => randomTurnsPath({ start: [0, NaN], speed: 5, seed: 1 })).toThrow(/start/);
  });

  it('seededRandom is the same sequence every time, in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    for (let i = 0; i < 100; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x >= 0 && x < 1).toBe(true);
    }
  });
});

describe('turnToward', () => {
  it('turns by at most maxTurnRate·dt, the short way round; Infinity snaps', () => {
    expect(turnToward(0, 1, 0.1, 2)).toBeCloseTo(0.2, 12);
    expect(turnToward(0, -1, 0.1, 2)).toBeCloseTo(-0.2, 12);
    expect(turnToward(3, -3, 0.1, 100)).toBeCloseTo(3 + (2 * Math.PI - 6), 12);
    expect(turnToward(0, 0.05, 0.1, 2)).toBeCloseTo(0.05, 12);
    expect(turnToward(0, 2, 0.1, Infinity)).toBeCloseTo(2, 12);
    expect(() => turnToward(0, 1, 0, 1)).toThrow(/dt/);
    expect(() => turnToward(0, 1, 0.1, NaN)).toThrow(/maxTurnRate/);
  });
});

describe('stepChaser', () => {
  it('flown with the headings steer gives, it repeats race step for step (pure pursuit, turn-limited)', () => {
    const target = straightPath({ start: [0, 50], velocity: [5, 0] });
    const dt = 1 / 120;
    const ref = race({
      target,
      pursuers: [{ law: { kind: 'pure' }, start: [0, 0], speed: 12, maxTurnRate: 1.5 }],
      dt,
      captureRadius: 0.5,
      sampleInterval: dt,
      maxTime: 40,
    }).pursuers[0];
    let c = startChaser({ start: [0, 0], speed: 12, target: target(0), captureRadius: 0.5 });
    while (c.captureTime === null && c.steps < 40 * 120) {
      const h = steer({ kind: 'pure' }, c, target(c.steps * dt), stepLength(c.steps, dt), 1.5);
      c = stepChaser(c, h, target, dt, 0.5);
    }
    expect(c.captureTime).toBe(ref.captureTime);
    expect(c.capturePoint).toEqual(ref.capturePoint);
    expect(c.closest).toEqual(ref.closest);
    expect(c.path.map((p) => p.position)).toEqual(ref.path.map((p) => p.position));
  });

  it('a chaser flown straight away never catches, and its closest distance is the start', () => {
    const target = straightPath({ start: [0, 50], velocity: [5, 0] });
    let c = startChaser({ start: [0, 0], speed: 8, target: target(0), heading: -Math.PI / 2, captureRadius: 0.5 });
    for (let i = 0; i < 600; i++) c = stepChaser(c, -Math.PI / 2, target, 0.01, 0.5);
    expect(c.captureTime).toBeNull();
    expect(c.closest).toEqual({ time: 0, distance: 50 });
    expect(c.path).toHaveLength(601);
  });

  it('a caught chaser does not move any more', () => {
    const target = straightPath({ start: [1, 0], velocity: [0, 0] });
    let c = startChaser({ start: [0, 0], speed: 10, target: target(0), captureRadius: 0.5 });
    for (let i = 0; i < 20; i++) c = stepChaser(c, 0, target, 0.01, 0.5);
    expect(c.captureTime).toBeCloseTo(0.05, 12);
    expect(c.capturePoint![0]).toBeCloseTo(0.5, 12);
    expect(c.steps).toBe(5);
  });
});

describe('leadTimeSaved', () => {
  it('crossing: 1 − √(k² − 1)/k (13.4 % at k = 2, 25.5 % at k = 1.5); fleeing and head-on: 0', () => {
    expect(leadTimeSaved(2, 90 * deg)).toBeCloseTo(1 - Math.sqrt(3) / 2, 12);
    expect(leadTimeSaved(1.5, 90 * deg)).toBeCloseTo(0.2546440075, 9);
    expect(leadTimeSaved(1.5, 0)).toBeCloseTo(0, 12);
    expect(leadTimeSaved(1.5, Math.PI)).toBeCloseTo(0, 12);
  });

  it('is the ratio of the closed forms, in [0, 1), for every k > 1 and angle', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.01, max: 10, noNaN: true }),
        fc.double({ min: 0, max: Math.PI, noNaN: true }),
        (k, a) => {
          const s = leadTimeSaved(k, a);
          const setup = { range: 1, pursuerSpeed: k, targetSpeed: 1, angle: a };
          const p = purePursuitTime(setup);
          const l = leadPursuitTime(setup);
          if (!p.capture || !l.capture) throw new Error('no capture');
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThan(1);
          expect(s).toBeCloseTo(1 - l.time / p.time, 12);
        },
      ),
      fcOptions,
    );
  });

  it('k ≤ 1 or NaN → a RangeError', () => {
    expect(() => leadTimeSaved(1, 1)).toThrow(/k must be > 1/);
    expect(() => leadTimeSaved(NaN, 1)).toThrow(/k/);
  });

  it('leadSavingSweep covers the grid, k-major', () => {
    const rows = leadSavingSweep([1.5, 2], [0, 90, 180]);
    expect(rows.map((r) => [r.k, r.angleDeg])).toEqual([
      [1.5, 0],
      [1.5, 90],
      [1.5, 180],
      [2, 0],
      [2, 90],
      [2, 180],
    ]);
    expect(rows[4].saved).toBeCloseTo(leadTimeSaved(2, Math.PI / 2), 15);
  });

  it('crossingBand(0.2, 0.4) → k from 1.25 to 5/3, where the crossing saving is 40 % and 20 %', () => {
    const [lo, hi] = crossingBand(0.2, 0.4);
    expect(lo).toBeCloseTo(1.25, 12);
    expect(hi).toBeCloseTo(5 / 3, 12);
    expect(leadTimeSaved(lo, Math.PI / 2)).toBeCloseTo(0.4, 12);
    expect(leadTimeSaved(hi, Math.PI / 2)).toBeCloseTo(0.2, 12);
    expect(() => crossingBand(0.4, 0.2)).toThrow(RangeError);
  });
});
