/**
 * The package's API shape (issues 19 and 39): one options
 * shape (the 0.x positional calls rejected with the new call shown), the one
 * gravity default is none everywhere, the defaults spread, the named slots
 * index the flat outputs, `interceptFrameTo` gives `intercept`'s every hit time
 * and best miss, and the checked entries reject mismatched vector sizes.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  NO_HIT_REASONS,
  ballisticArcs,
  ballisticArcsTo,
  gravityYUp2D,
  gravityYUp3D,
  gravityZUp3D,
  intercept,
  interceptDefaults2D,
  interceptDefaults3D,
  interceptFrameTo,
  interceptShots,
  interceptTo,
  interceptToChecked,
  linearIntercept,
  validateInterceptOptions,
  SLOTS,
  type InterceptOptions,
} from '../../src/lib';
import { ballisticQuadratic } from '../../src/lib/motion';
import { fcParams } from './oracle';

/** Coordinates on a 1/16 grid (exact in binary), so scenes repeat exactly and include exact ties. */
const coord = (max: number) => fc.integer({ min: -16 * max, max: 16 * max }).map((x) => x / 16);
const vecOf = (dim: number, max: number) => fc.array(coord(max), { minLength: dim, maxLength: dim });
const speedArb = fc.oneof(
  fc.integer({ min: 0, max: 16 * 60 }).map((x) => x / 16),
  fc.constant(0),
);

/** A scene of `intercept`: 2D or 3D, with any of the optional fields. */
const sceneArb = fc.integer({ min: 2, max: 3 }).chain((dim) =>
  fc.record(
    {
      shooter: vecOf(dim, 100),
      target: vecOf(dim, 200),
      targetVelocity: vecOf(dim, 40),
      targetAcceleration: vecOf(dim, 4),
      shooterVelocity: vecOf(dim, 10),
      inherit: fc.constantFrom(0, 0.5, 1),
      speed: speedArb,
      gravity: fc.constantFrom(
        ...(dim === 2
          ? [
              [0, -9.81],
              [0, 0],
            ]
          : [
              [0, -9.81, 0],
              [0, 0, -9.81],
              [0, 0, 0],
            ]),
      ),
      maxTime: fc.constantFrom(Infinity, 2, 10),
    },
    { requiredKeys: ['shooter', 'target', 'speed'] },
  ),
);

const ballisticArb = fc.integer({ min: 2, max: 3 }).chain((dim) =>
  fc.record({
    shooter: vecOf(dim, 50),
    target: vecOf(dim, 150),
    speed: speedArb,
    gravity: fc.constantFrom(...(dim === 2 ? [gravityYUp2D, [0, 0]] : [gravityYUp3D, gravityZUp3D, [0, 0, 0]])),
  }),
);

describe('one options shape, the only one', () => {
  it('the 0.x positional call of linearIntercept is a TypeError that shows the options call', () => {
    const positional = linearIntercept as unknown as (...args: unknown[]) => unknown;
    expect(() => positional([0, 0], [100, 0], [0, 10], 20)).toThrow(
      /linearIntercept takes one options object since 1.0: linearIntercept\(\{ shooter, target, targetVelocity, speed \}\)/,
    );
    expect(() => positional([0, 0])).toThrow(TypeError);
  });

  it('ballisticArcsTo(out, options): record 0 the low arc, record 1 the high, at SLOTS', () => {
    fc.assert(
      fc.property(ballisticArb, (o) => {
        const dim = o.shooter.length;
        const a = new Float64Array(SLOTS.arcsLength).fill(-7);
        const n = ballisticArcsTo(a, o);
        const r = ballisticArcs(o);
        expect(n > 0).toBe(r.reachable);
        if (r.reachable) {
          expect(a[SLOTS.time]).toBe(r.low.time);
          expect(Array.from(a.subarray(SLOTS.aim, SLOTS.aim + dim))).toEqual(r.low.aim);
          expect(a[SLOTS.record + SLOTS.time]).toBe(r.high.time);
          expect(Array.from(a.subarray(SLOTS.record + SLOTS.aim, SLOTS.record + SLOTS.aim + dim))).toEqual(r.high.aim);
          if (dim === 2) expect([a[3], a[7]]).toEqual([0, 0]);
        }
      }),
      fcParams(0.2),
    );
  });

  it('linearIntercept names targetVelocity (not velocity) in its errors in the options form', () => {
    // @ts-expect-error a 3D targetVelocity with a 2D shooter: rejected at run time too
    expect(() => linearIntercept({ shooter: [0, 0], target: [1, 1], targetVelocity: [1, 1, 1], speed: 2 })).toThrow(
      /targetVelocity must have 2 components/,
    );
  });
});

describe('one gravity default: none, in every entry point', () => {
  it('omitting gravity = passing the zero vector (intercept, interceptTo, ballisticArcs, ballisticArcsTo, ballisticQuadratic)', () => {
    fc.assert(
      fc.property(sceneArb, (o) => {
        const { gravity: _g, ...rest } = o;
        const zero = o.shooter.map(() => 0);
        expect(intercept(rest)).toEqual(intercept({ ...rest, gravity: zero }));
        const a = new Float64Array(4).fill(-7);
        const b = new Float64Array(4).fill(-7);
        expect(interceptTo(a, rest)).toBe(interceptTo(b, { ...rest, gravity: zero }));
        expect(Array.from(a)).toEqual(Array.from(b));
        const ballistic = { shooter: o.shooter, target: o.target, speed: o.speed };
        expect(ballisticArcs(ballistic)).toEqual(ballisticArcs({ ...ballistic, gravity: zero }));
        expect(ballisticQuadratic(ballistic)).toEqual(ballisticQuadratic({ ...ballistic, gravity: zero }));
        const c = new Float64Array(8).fill(-7);
        const d = new Float64Array(8).fill(-7);
        expect(ballisticArcsTo(c, ballistic)).toBe(
          ballisticArcsTo(d, { shooter: o.shooter, target: o.target, speed: o.speed, gravity: zero }),
        );
        expect(Array.from(c)).toEqual(Array.from(d));
      }),
      fcParams(0.1),
    );
  });

  it('the named gravities point down their axis at 9.81', () => {
    expect(gravityYUp2D).toEqual([0, -9.81]);
    expect(gravityYUp3D).toEqual([0, -9.81, 0]);
    expect(gravityZUp3D).toEqual([0, 0, -9.81]);
    expect(Object.isFrozen(gravityZUp3D)).toBe(true);
  });

  it('a z-up engine gets the same flight times from a z-up scene as a y-up engine from the y-up one', () => {
    const y = ballisticArcs({ shooter: [0, 0, 0], target: [50, 10, 20], speed: 30, gravity: gravityYUp3D });
    const z = ballisticArcs({ shooter: [0, 0, 0], target: [50, 20, 10], speed: 30, gravity: gravityZUp3D });
    expect(y.reachable && z.reachable).toBe(true);
    if (y.reachable && z.reachable) {
      expect(z.low.time).toBeCloseTo(y.low.time, 12);
      expect(z.high.time).toBeCloseTo(y.high.time, 12);
    }
  });
});

describe('defaults that spread', () => {
  it('holds numbers and vectors only, never strings', () => {
    for (const d of [interceptDefaults2D, interceptDefaults3D]) {
      for (const v of Object.values(d)) expect(typeof v === 'string').toBe(false);
    }
  });

  it('{ ...defaults, shooter, target, speed } answers as the bare options', () => {
    fc.assert(
      fc.property(sceneArb, (o) => {
        const bare = { shooter: o.shooter, target: o.target, speed: o.speed };
        const dims = o.shooter.length === 2 ? interceptDefaults2D : interceptDefaults3D;
        const expected = intercept(bare);
        expect(intercept({ ...dims, ...bare })).toEqual(expected);
        const a = new Float64Array(4).fill(-7);
        const b = new Float64Array(4).fill(-7);
        expect(interceptTo(a, { ...dims, ...bare })).toBe(interceptTo(b, bare));
        expect(Array.from(a)).toEqual(Array.from(b));
      }),
      fcParams(0.1),
    );
  });
});

describe('interceptFrameTo: every hit time and the best miss, flat', () => {
  const frame = new Float64Array(SLOTS.frameLength);
  const aimAt = (at: number, dim: number) => Array.from(frame.subarray(at, at + dim));

  it('count, times, first aim, reason and best miss are intercept’s own; later aims are interceptShots’', () => {
    fc.assert(
      fc.property(sceneArb, (o) => {
        const dim = o.shooter.length;
        frame.fill(-7);
        const n = interceptFrameTo(frame, o);
        const r = intercept(o);
        if (r.hit) {
          expect(n).toBe(r.times.length);
          for (let k = 0; k < n; k++) expect(frame[k * SLOTS.record + SLOTS.time]).toBe(r.times[k]);
          expect(aimAt(SLOTS.aim, dim)).toEqual(r.aim);
          expect(frame[SLOTS.reason]).toBe(-1);
          expect(frame[SLOTS.miss + SLOTS.time]).toBe(r.time);
          expect(frame[SLOTS.missDistance]).toBe(0);
          const shots = interceptShots(o, r);
          for (let k = 1; k < n; k++) {
            const aim = aimAt(k * SLOTS.record + SLOTS.aim, dim);
            for (let i = 0; i < dim; i++) expect(Math.abs(aim[i] - shots[k].aim[i])).toBeLessThan(1e-9);
          }
          for (let k = n; k < 4; k++) expect(frame[k * SLOTS.record + SLOTS.time]).toBe(0);
        } else {
          expect(n).toBe(0);
          expect(NO_HIT_REASONS[frame[SLOTS.reason]]).toBe(r.reason);
          expect(frame[SLOTS.miss + SLOTS.time]).toBe(r.closest.time);
          expect(frame[SLOTS.missDistance]).toBe(r.closest.distance);
          expect(aimAt(SLOTS.miss + SLOTS.aim, dim)).toEqual(r.closest.aim);
        }
        if (dim === 2) for (let k = 0; k < 5; k++) expect(frame[k * SLOTS.record + SLOTS.aim + 2]).toBe(0);
      }),
      fcParams(0.2),
    );
  });

  it('the lob: a standing target 50 m away at 30 m/s gives both arcs, with ballisticArcs’ times', () => {
    const o = { shooter: [0, 0], target: [50, 0], speed: 30, gravity: gravityYUp2D };
    expect(interceptFrameTo(frame, o)).toBe(2);
    const b = ballisticArcs(o);
    if (!b.reachable) throw new Error('expected reachable');
    expect(frame[SLOTS.time]).toBeCloseTo(b.low.time, 12);
    expect(frame[SLOTS.record + SLOTS.time]).toBeCloseTo(b.high.time, 12);
    expect(frame[SLOTS.record + SLOTS.aim + 1]).toBeCloseTo(b.high.aim[1], 12);
  });

  it('a reused frame is fully rewritten: no stale hit survives a miss', () => {
    interceptFrameTo(frame, { shooter: [0, 0], target: [50, 0], speed: 30, gravity: gravityYUp2D });
    expect(interceptFrameTo(frame, { shooter: [0, 0], target: [500, 0], speed: 30, gravity: gravityYUp2D })).toBe(0);
    expect(NO_HIT_REASONS[frame[SLOTS.reason]]).toBe('out-of-range');
    expect(Array.from(frame.subarray(0, SLOTS.miss))).toEqual(new Array(16).fill(0));
  });
});

describe('checked entries: mismatched vector sizes are rejected with the reason', () => {
  const bad: InterceptOptions = { shooter: [0, 0], target: [5, 5, 5], speed: 10 };

  it('a 2D shooter with a 3D target: interceptToChecked and interceptFrameTo throw, naming target', () => {
    const message = /target must have 2 components like the other vectors, got 3: \[5, 5, 5\]/;
    expect(() => interceptToChecked(new Float64Array(4), bad)).toThrow(TypeError);
    expect(() => interceptToChecked(new Float64Array(4), bad)).toThrow(message);
    expect(() => interceptFrameTo(new Float64Array(SLOTS.frameLength), bad)).toThrow(message);
    expect(() => validateInterceptOptions(bad)).toThrow(message);
    expect(() =>
      interceptFrameTo(new Float64Array(SLOTS.frameLength), {
        shooter: [0, 0, 0],
        target: [1, 2, 3],
        speed: 1,
        // @ts-expect-error 2D gravity in a 3D scene: rejected at run time too
        gravity: [0, -9.81],
      }),
    ).toThrow(/gravity must have 3 components/);
  });

  it('bad numbers and short outputs are named too', () => {
    expect(() => interceptToChecked(new Float64Array(4), { shooter: [0, 0], target: [1, 1], speed: NaN })).toThrow(
      /speed must be a finite number ≥ 0, got NaN/,
    );
    expect(() => interceptToChecked(new Float64Array(2), { shooter: [0, 0], target: [1, 1], speed: 1 })).toThrow(
      /out must have at least SLOTS.hitLength = 4 entries/,
    );
    expect(() => interceptFrameTo(new Float64Array(4), { shooter: [0, 0], target: [1, 1], speed: 1 })).toThrow(
      /SLOTS.frameLength = 22/,
    );
  });

  it('on valid scenes interceptToChecked = interceptTo, bit for bit, at SLOTS', () => {
    fc.assert(
      fc.property(sceneArb, (o) => {
        const dim = o.shooter.length;
        const a = new Float64Array(SLOTS.hitLength).fill(-7);
        const b = new Float64Array(a.length).fill(-7);
        const hit = interceptToChecked(a, o);
        expect(hit).toBe(interceptTo(b, o));
        expect(Array.from(a)).toEqual(Array.from(b));
        const r = intercept(o);
        expect(hit).toBe(r.hit ? 1 : 0);
        if (r.hit) {
          expect(a[SLOTS.time]).toBe(r.time);
          expect(Array.from(a.subarray(SLOTS.aim, SLOTS.aim + dim))).toEqual(r.aim);
        }
      }),
      fcParams(0.2),
    );
  });
});
