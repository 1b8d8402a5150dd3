import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { linearIntercept } from '../../../../src/lib';
import { distance } from '../../../../src/lib/vec';
import {
  DEFAULTS,
  FIELD,
  HIT_RADIUS,
  LIMITS,
  MAX_LEAD_FLIGHT,
  SHOOTER,
  START_TIME,
  aimAt,
  fire,
  isResolved,
  leadAngle,
  leadAngleText,
  runDuration,
  shotAt,
  targetAt,
  targetVelocity,
  validate,
  type Params,
} from '../../../../src/components/figures/lead-demo/model';

const lead: Params = { ...DEFAULTS, mode: 'lead' };
const aim: Params = { ...DEFAULTS, mode: 'aim' };

describe('lead-demo model', () => {
  it('aimAt in lead mode → the library’s aim and meeting point', () => {
    const a = aimAt(lead, START_TIME);
    const solution = linearIntercept({
      shooter: SHOOTER,
      target: targetAt(lead, START_TIME),
      targetVelocity: targetVelocity(lead),
      speed: lead.speed,
    });
    expect(solution.hit).toBe(true);
    if (!solution.hit) return;
    expect(a.direction).toEqual(solution.aim);
    expect(a.lead?.time).toBe(solution.time);
    expect(a.lead?.point).toEqual(solution.impact);
  });

  it('fire in lead mode → a hit, with shot and target together at the hit time', () => {
    const shot = fire(lead, START_TIME);
    expect(shot.hit).toBe(true);
    expect(shot.distance).toBeLessThan(1e-9);
    const at = START_TIME + shot.time;
    expect(distance(shotAt(shot, at)!, targetAt(lead, at))).toBeLessThan(1e-9);
  });

  it('fire in aim mode at a moving target → a miss by metres', () => {
    const shot = fire(aim, START_TIME);
    expect(shot.hit).toBe(false);
    expect(shot.distance).toBeGreaterThan(HIT_RADIUS + 1);
  });

  it('fire in aim mode at a standing target → a hit', () => {
    expect(fire({ ...aim, targetSpeed: 0 }, START_TIME).hit).toBe(true);
  });

  it('lead mode hits at every moment of the run for every slider setting with a solution', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: LIMITS.speed.min, max: LIMITS.speed.max }),
        fc.integer({ min: LIMITS.targetSpeed.min, max: LIMITS.targetSpeed.max }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (speed, targetSpeed, frac) => {
          const p: Params = { mode: 'lead', speed, targetSpeed };
          const t = frac * runDuration(p);
          const a = aimAt(p, t);
          const shot = fire(p, t);
          // With a solution the shot hits, wherever the meeting point is.
          if (a.lead) expect(a.lead.time).toBeLessThanOrEqual(MAX_LEAD_FLIGHT);
          if (a.lead) expect(shot.hit).toBe(true);
          if (!a.lead) expect(a.problem).toMatch(/\w/);
          expect(Number.isFinite(leadAngle(p, t))).toBe(true);
        },
      ),
      { numRuns: 2000, seed: 42 },
    );
  });

  it('a led shot whose meeting point lies beyond the field (shot 15, target 12, fired at 6.35 s) → still a hit', () => {
    const p: Params = { mode: 'lead', speed: 15, targetSpeed: 12 };
    const a = aimAt(p, 6.35);
    expect(a.lead!.point[0]).toBeGreaterThan(FIELD.width);
    const shot = fire(p, 6.35);
    expect(shot.hit).toBe(true);
    expect(shot.time).toBeCloseTo(a.lead!.time, 6);
  });

  it('a faster target moving away → no lead solution and a message', () => {
    const p: Params = { mode: 'lead', speed: 5, targetSpeed: 60 };
    const t = runDuration(p) * 0.9;
    const a = aimAt(p, t);
    expect(a.lead).toBeNull();
    expect(a.problem).toMatch(/\w/);
  });

  it('isResolved(shot, firedAt + time) → true exactly at the fate time', () => {
    const shot = fire(lead, 0.37);
    expect(isResolved(shot, shot.firedAt + shot.time)).toBe(true);
    expect(isResolved(shot, shot.firedAt + shot.time * 0.99)).toBe(false);
  });

  it('shotAt before firing or after its lifetime → null', () => {
    const shot = fire(aim, 1);
    expect(shotAt(shot, 0.5)).toBeNull();
    expect(shotAt(shot, 1 + shot.lifetime + 0.01)).toBeNull();
  });

  it('validate("speed", …) → a number, or a message for empty, NaN and out-of-range input', () => {
    expect(validate('speed', '30')).toBe(30);
    expect(validate('speed', '')).toMatch(/empty/);
    expect(validate('speed', 'abc')).toMatch(/must be a number/);
    expect(validate('speed', 'NaN')).toMatch(/must be a number/);
    expect(validate('targetSpeed', '-1')).toMatch(/between 0 and 60/);
    expect(validate('speed', '1e308')).toMatch(/between/);
  });
});

describe('the Introduction’s demo opens as the text asks', () => {
  it('DEFAULTS → aim mode: fire with the barrel on the target first; lead angle 0.0°', () => {
    expect(DEFAULTS.mode).toBe('aim');
    expect(leadAngleText(DEFAULTS, START_TIME)).toBe('0.0°');
  });
  it('lead mode without a solution → no lead angle, not "0.0°"', () => {
    const p: Params = { mode: 'lead', speed: 5, targetSpeed: 60 };
    expect(aimAt(p, START_TIME + 3).lead).toBeNull();
    expect(leadAngleText(p, START_TIME + 3)).toBe('none: no hit possible');
  });
});
