import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { linearIntercept } from '../../../../src/lib';
import {
  DEFAULTS,
  LIMITS,
  SHOOTER,
  START_TIME,
  demoAt,
  fire,
  fireIn,
  newDemo,
  runDuration,
  targetAt,
  targetVelocity,
  type Params,
} from '../../../../src/components/figures/lead-demo/model';

const RUNS = Number(process.env.FC_RUNS ?? 300);
const lead: Params = { ...DEFAULTS, mode: 'lead' };
const aim: Params = { ...DEFAULTS, mode: 'aim' };
const params = fc.record({
  mode: fc.constantFrom('aim' as const, 'lead' as const),
  speed: fc.integer({ min: LIMITS.speed.min, max: LIMITS.speed.max }),
  targetSpeed: fc.integer({ min: LIMITS.targetSpeed.min, max: LIMITS.targetSpeed.max }),
});

describe('lead-demo game', () => {
  it('newDemo → START_TIME, no shots, no score', () => {
    expect(newDemo()).toMatchObject({ t: START_TIME, shots: [], score: { hits: 0, shots: 0 }, result: '' });
  });

  it('fireIn playing → in flight, unscored; demoAt at its fate scores it once, with "Last shot"', () => {
    const g = fireIn(newDemo(), lead, true);
    expect(g).toMatchObject({ t: START_TIME, result: 'In flight…', score: { hits: 0, shots: 0 } });
    const shot = g.shots[0];
    expect(demoAt(g, lead, shot.firedAt + shot.time * 0.99).score.shots).toBe(0);
    const landed = demoAt(g, lead, shot.firedAt + shot.time);
    expect(landed).toMatchObject({ result: 'Hit', score: { hits: 1, shots: 1 } });
    expect(demoAt(landed, lead, landed.t + 0.3).score).toEqual({ hits: 1, shots: 1 });
  });

  it('fireIn paused → jumps to the fate, scored at once; aim mode misses a moving target', () => {
    const g = fireIn(newDemo(), aim, false);
    expect(g.t).toBeCloseTo(START_TIME + g.shots[0].time, 12);
    expect(g.score).toEqual({ hits: 0, shots: 1 });
    expect(g.result).toMatch(/^Miss by \d+\.\d m$/);
  });

  it('demoAt past the run with no shot drawn → the run starts over at 0; the score stays', () => {
    const g = fireIn(newDemo(), lead, false);
    const over = demoAt(g, lead, runDuration(lead) + 0.01);
    expect(over).toMatchObject({ t: 0, shots: [], score: { hits: 1, shots: 1 } });
  });

  it('demoAt past the run waits for a shot still in the air, and scores it first', () => {
    const g = fireIn({ ...newDemo(), t: runDuration(aim) - 0.5 }, aim, true);
    const shot = g.shots[0];
    const end = runDuration(aim) + 0.01;
    if (end - shot.firedAt <= shot.lifetime) expect(demoAt(g, aim, end).t).toBe(end);
    const after = demoAt(g, aim, shot.firedAt + shot.lifetime + 0.01);
    expect(after).toMatchObject({ t: 0, score: { shots: 1 } });
  });

  it('property: a shot led by the library’s intercept hits whenever a hit exists', () => {
    fc.assert(
      fc.property(params, fc.double({ min: 0, max: 4, noNaN: true }), (p, t) => {
        const q: Params = { ...p, mode: 'lead' };
        const r = linearIntercept({
          shooter: SHOOTER,
          target: targetAt(q, t),
          targetVelocity: targetVelocity(q),
          speed: q.speed,
        });
        const shot = fire(q, t);
        if (r.hit && r.time <= 60) expect(shot.hit).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('property: the score counts every landed shot once, whatever the frame times', () => {
    fc.assert(
      fc.property(
        params,
        fc.array(fc.double({ min: 0.001, max: 0.1, noNaN: true }), { minLength: 1, maxLength: 400 }),
        (p, dts) => {
          let g = fireIn(newDemo(), p, true);
          g = fireIn(g, p, true);
          let clock = g.t;
          for (const dt of dts) {
            clock += dt;
            g = demoAt(g, p, clock);
            clock = g.t;
          }
          const landed = g.shots.filter((s) => g.reported.has(s)).length;
          // Shots of a run that ended were all scored before it did.
          expect(g.score.shots).toBeGreaterThanOrEqual(landed);
          expect(g.score.shots).toBeLessThanOrEqual(2);
          expect(g.score.hits).toBeLessThanOrEqual(g.score.shots);
        },
      ),
      { numRuns: Math.min(RUNS, 100) },
    );
  });
});
