/**
 * Issue 39, "no silent surprises": a specialised entry point given an option it does not handle throws, naming it
 * (never ignores it); the hot paths never report a hit at t = ∞ or for a speed that is not ≥ 0; gravity has one
 * default, none, in every form.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ballisticArcs,
  ballisticArcsTo,
  ballisticArcsToChecked,
  flightTimeToHeight,
  gravityYUp2D,
  intercept,
  interceptDefaults2D,
  interceptFrameTo,
  interceptTo,
  linearIntercept,
  linearInterceptTo,
  linearInterceptToChecked,
  SLOTS,
  type InterceptOptions,
} from '../../../src/lib';

const SCENE = { shooter: [0, 0], target: [100, 0], targetVelocity: [0, 10], speed: 20 };

describe('linearIntercept never ignores an option', () => {
  it('gravity, an acceleration or a moving shooter other than zero: a RangeError naming it, pointing to intercept', () => {
    expect(() => linearIntercept({ ...SCENE, gravity: gravityYUp2D } as InterceptOptions)).toThrow(
      /linearIntercept does not handle gravity \(got \[0, -9\.81\]\): use intercept/,
    );
    expect(() => linearIntercept({ ...SCENE, targetAcceleration: [1, 0] } as InterceptOptions)).toThrow(
      /does not handle targetAcceleration/,
    );
    expect(() => linearIntercept({ ...SCENE, shooterVelocity: [0, 3] } as InterceptOptions)).toThrow(
      /does not handle shooterVelocity/,
    );
    // Not a number at all: the vector's own message.
    expect(() => linearIntercept({ ...SCENE, gravity: [0, NaN] } as InterceptOptions)).toThrow(/gravity\[1\]/);
  });

  it('a key no entry point takes: a TypeError, with the name probably meant', () => {
    expect(() => linearIntercept({ ...SCENE, velocity: [0, 10] } as never)).toThrow(
      /linearIntercept has no option 'velocity' \(did you mean 'targetVelocity'\?\)/,
    );
  });

  it('the defaults spread under a scene are accepted, and give intercept’s answer bit for bit', () => {
    const o = { ...interceptDefaults2D, ...SCENE };
    const a = linearIntercept(o as InterceptOptions);
    const b = intercept(o as InterceptOptions);
    expect(a.hit && b.hit && a.time === b.time).toBe(true);
  });

  it('maxTime is honoured: the same verdict and times as intercept (property)', () => {
    const v = fc.double({ min: -50, max: 50, noNaN: true });
    fc.assert(
      fc.property(
        v,
        v,
        v,
        v,
        fc.double({ min: 0.1, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (tx, ty, vx, vy, s, maxTime) => {
          const o = { shooter: [0, 0], target: [tx, ty], targetVelocity: [vx, vy], speed: s, maxTime };
          const a = linearIntercept(o);
          const b = intercept(o);
          expect(a.hit).toBe(b.hit);
          if (a.hit && b.hit) expect(a.time).toBe(b.time);
          if (!a.hit && !b.hit) expect(a.reason).toBe(b.reason);
        },
      ),
      { numRuns: 400 },
    );
    const late = linearIntercept({ ...SCENE, maxTime: 1 });
    expect(late.hit ? 'hit' : late.reason).toBe('beyond-max-time');
  });
});

describe('linearInterceptTo', () => {
  it('maxTime: 0 for a hit that comes later, `out` untouched; 1 and the hit when in time', () => {
    const out = [7, 7, 7, 7];
    expect(linearInterceptTo(out, { ...SCENE, maxTime: 1 })).toBe(0);
    expect(out).toEqual([7, 7, 7, 7]);
    expect(linearInterceptTo(out, { ...SCENE, maxTime: 10 })).toBe(1);
    expect(out[0]).toBeCloseTo(5.7735, 4);
  });

  it('maxTime with a subnormal R, where the time rounds to 0 or a subnormal: the verdict of linearIntercept', () => {
    const out = new Float64Array(SLOTS.hitLength);
    for (const target of [
      [-5e-324, 0, 0],
      [5e-324, 0, 0],
      [0, 1e-320, 0],
      [1e-310, 0, 0],
    ])
      for (const maxTime of [0, 1e-320, 1e-300, 1]) {
        const o = { shooter: [0, 0, 0], target, targetVelocity: [3, 1, 0], speed: 10, maxTime };
        const r = linearIntercept(o);
        expect(linearInterceptTo(out, o), `${target} ${maxTime}`).toBe(r.hit ? 1 : 0);
        if (r.hit) expect(out[0]).toBe(r.time);
      }
  });

  it('a speed that is not ≥ 0 never makes a hit (the unchecked path took −1 as 1)', () => {
    const out = new Float64Array(SLOTS.hitLength);
    expect(linearInterceptTo(out, { shooter: [0, 0], target: [100, 0], speed: -1 })).toBe(0);
    expect(linearInterceptTo(out, { shooter: [0, 0], target: [100, 0], targetVelocity: [0, 0], speed: NaN })).toBe(0);
  });
});

describe('interceptTo never reports a hit it cannot stand behind', () => {
  it('speed 5e−324 at a standing target: no hit (it reported one at t = +∞)', () => {
    const out = new Float64Array(SLOTS.hitLength);
    expect(interceptTo(out, { shooter: [0, 0], target: [10, 0], speed: 5e-324 })).toBe(0);
    expect(intercept({ shooter: [0, 0], target: [10, 0], speed: 5e-324 }).hit).toBe(false);
  });

  it('ballisticArcs and ballisticArcsTo: no arc whose time overflows (speed 5e−324 without gravity was reachable at t = +∞)', () => {
    const r = ballisticArcs({ shooter: [0, 0], target: [10, 0], speed: 5e-324 });
    expect(r.reachable ? r.arcs.map((a) => a.time) : r.reason).toBe('out-of-range');
    const out = new Float64Array(SLOTS.arcsLength).fill(7);
    expect(ballisticArcsTo(out, { shooter: [0, 0], target: [10, 0], speed: 5e-324 })).toBe(0);
    expect(out[0]).toBe(7);
  });

  it('a negative or NaN speed: no hit (−1 was taken as 1: t = 100)', () => {
    const out = new Float64Array(SLOTS.hitLength);
    expect(interceptTo(out, { shooter: [0, 0], target: [100, 0], speed: -1 })).toBe(0);
    expect(interceptTo(out, { shooter: [0, 0], target: [100, 0], speed: NaN, gravity: gravityYUp2D })).toBe(0);
  });
});

describe('ballisticArcs never ignores an option', () => {
  it('a moving target, a moving shooter or a time limit: a RangeError pointing to intercept', () => {
    const base = { shooter: [0, 0], target: [50, 0], speed: 30, gravity: gravityYUp2D };
    expect(() => ballisticArcs({ ...base, targetVelocity: [1, 0] } as never)).toThrow(
      /ballisticArcs does not handle targetVelocity .*use intercept/,
    );
    expect(() => ballisticArcs({ ...base, maxTime: 2 } as never)).toThrow(/does not handle maxTime/);
    // At their defaults they change nothing.
    const same = ballisticArcs({ ...base, targetVelocity: [0, 0], maxTime: Infinity } as never);
    expect(same).toEqual(ballisticArcs(base));
  });
});

describe('one gravity default, none, in every form', () => {
  it('ballisticArcsTo without gravity: the straight shot', () => {
    const out = new Float64Array(SLOTS.arcsLength);
    expect(ballisticArcsTo(out, { shooter: [0, 0], target: [30, 40], speed: 10 })).toBe(1);
    expect(out[SLOTS.time]).toBe(5);
  });

  it('flightTimeToHeight takes g from the caller: no Earth default', () => {
    // @ts-expect-error g is required
    expect(() => flightTimeToHeight(5, 0.1, -1)).toThrow(/g must be a finite number/);
    expect(flightTimeToHeight(5, (5 * Math.PI) / 180, -1.5, 9.8)).toBeCloseTo(0.5995, 4);
  });
});

describe('checked variants of the hot paths (issue 39: checks on every path)', () => {
  it('ballisticArcsToChecked rejects a 2D shooter with a 3D target (the unchecked path returned 2 arcs of garbage)', () => {
    const out = new Float64Array(8);
    expect(() =>
      // @ts-expect-error a 3D target with a 2D shooter
      ballisticArcsToChecked(out, { shooter: [0, 0], target: [10, 0, 0], speed: 20, gravity: gravityYUp2D }),
    ).toThrow(/target must have 2 components/);
    expect(() => ballisticArcsToChecked(new Float64Array(5), { shooter: [0, 0], target: [50, 0], speed: 30 })).toThrow(
      /out must have at least SLOTS.arcsLength = 8 entries, got 5/,
    );
    expect(() => ballisticArcsToChecked(out, { shooter: [0, 0], target: [50, 0], speed: -1 })).toThrow(/speed/);
  });

  it('ballisticArcsToChecked and linearInterceptToChecked give the unchecked paths’ bits on valid input', () => {
    const a = new Float64Array(SLOTS.arcsLength);
    const b = new Float64Array(SLOTS.arcsLength);
    const o = { shooter: [0, 0], target: [50, 0], speed: 30, gravity: gravityYUp2D };
    expect(ballisticArcsToChecked(a, o)).toBe(ballisticArcsTo(b, o));
    expect([...a]).toEqual([...b]);
    const c = [0, 0, 0, 0];
    const d = [0, 0, 0, 0];
    expect(linearInterceptToChecked(c, SCENE)).toBe(linearInterceptTo(d, SCENE));
    expect(c).toEqual(d);
  });

  it('linearInterceptToChecked rejects a short out, a bad speed, an option it does not handle', () => {
    expect(() => linearInterceptToChecked([0, 0, 0], SCENE)).toThrow(
      /out must have at least SLOTS.hitLength = 4 entries/,
    );
    expect(() => linearInterceptToChecked([0, 0, 0, 0], { ...SCENE, speed: Number('20x') })).toThrow(/speed/);
    expect(() => linearInterceptToChecked([0, 0, 0, 0], { ...SCENE, gravity: gravityYUp2D } as never)).toThrow(
      /does not handle gravity/,
    );
  });

  it('interceptFrameTo takes a plain array as well as a Float64Array, with the same answer', () => {
    const o = { shooter: [0, 0], target: [50, 0], speed: 30, gravity: gravityYUp2D };
    const typed = new Float64Array(SLOTS.frameLength);
    const plain = new Array<number>(SLOTS.frameLength).fill(0);
    expect(interceptFrameTo(plain, o)).toBe(interceptFrameTo(typed, o));
    expect(plain).toEqual([...typed]);
  });
});
