/**
 * Issue 39's type tests: each misuse the issue lists is a compile error (the `@ts-expect-error` lines fail the type
 * check, `npm run check`, if it ever type-checks), and the same misuse from JavaScript, where no type checker runs,
 * is rejected at run time by the checked entries with the same reason.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  SLOTS,
  ballisticArcs,
  ballisticArcsToChecked,
  gravityYUp2D,
  gravityYUp3D,
  intercept,
  interceptDefaults2D,
  interceptDefaults3D,
  interceptFrameTo,
  interceptToChecked,
  linearIntercept,
  linearInterceptToChecked,
  type InterceptOptions,
  type Vec,
  type Vec2,
  type Vec3,
} from '../../src/lib';

/** Calls `f` and returns the error it threw (the misuses below must throw when run). */
function thrown(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return String(e);
  }
  throw new Error('expected a throw');
}

describe('vectors typed by dimension', () => {
  it('the result has the shooter’s dimension without a type argument', () => {
    const r3 = intercept({ shooter: [0, 0, 0], target: [40, 10, 0], speed: 30, gravity: gravityYUp3D });
    if (r3.hit) expectTypeOf(r3.aim).toEqualTypeOf<Vec3>();
    else expectTypeOf(r3.closest.aim).toEqualTypeOf<Vec3>();
    const r2 = linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [0, 10], speed: 20 });
    if (r2.hit) {
      expectTypeOf(r2.aim).toEqualTypeOf<Vec2>();
      // @ts-expect-error a 2D aim has no z
      expect(r2.aim[2]).toBeUndefined();
    }
    const b = ballisticArcs({ shooter: [0, 0, 0], target: [50, 0, 0], speed: 30, gravity: gravityYUp3D });
    if (b.reachable) expectTypeOf(b.high.aim).toEqualTypeOf<Vec3>();
    // Dimension unknown to the checker (number[]): accepted, the result is a Vec, checked at run time.
    const loose: number[] = [0, 0, 0];
    const r = intercept({ shooter: loose, target: [40, 10, 0], speed: 30 });
    if (r.hit) expectTypeOf(r.aim).toEqualTypeOf<Vec>();
    // A tuple type argument still works, as in 0.x.
    const typed = intercept<Vec3>({ shooter: [0, 0, 0], target: [1, 2, 3], speed: 9 });
    if (typed.hit) expectTypeOf(typed.aim).toEqualTypeOf<Vec3>();
  });

  it('a 2D shooter with a 3D target (or any vector of another dimension) is a compile error and a run-time error', () => {
    const message = /target must have 2 components like the other vectors, got 3/;
    // @ts-expect-error target is 3D, shooter 2D
    expect(thrown(() => intercept({ shooter: [0, 0], target: [1, 2, 3], speed: 1 }))).toMatch(message);
    // @ts-expect-error the same mix
    expect(thrown(() => linearIntercept({ shooter: [0, 0], target: [1, 2, 3], speed: 1 }))).toMatch(message);
    // @ts-expect-error the same mix
    expect(thrown(() => ballisticArcs({ shooter: [0, 0], target: [1, 2, 3], speed: 1 }))).toMatch(message);
    const out = new Float64Array(SLOTS.frameLength);
    // @ts-expect-error the same mix
    expect(thrown(() => interceptToChecked(out, { shooter: [0, 0], target: [1, 2, 3], speed: 1 }))).toMatch(message);
    // @ts-expect-error the same mix
    expect(thrown(() => ballisticArcsToChecked(out, { shooter: [0, 0], target: [1, 2, 3], speed: 1 }))).toMatch(
      message,
    );
    // @ts-expect-error the same mix
    expect(thrown(() => linearInterceptToChecked(out, { shooter: [0, 0], target: [1, 2, 3], speed: 1 }))).toMatch(
      message,
    );
    const o3 = [0, 0, 0] as const;
    const g2 = gravityYUp2D;
    // @ts-expect-error 2D gravity in a 3D scene
    const g = () => interceptFrameTo(out, { shooter: o3, target: o3, speed: 1, gravity: g2 });
    expect(thrown(g)).toMatch(/gravity must have 3 components/);
    const s2: Vec2 = [0, 0];
    const t3: Vec3 = [1, 2, 3];
    // @ts-expect-error typed variables too
    expect(thrown(() => intercept({ shooter: s2, target: t3, speed: 1 }))).toMatch(message);
    const v2 = [1, 1] as const;
    // @ts-expect-error targetVelocity of another dimension
    const v = () => intercept({ shooter: o3, target: o3, targetVelocity: v2, speed: 1 });
    expect(thrown(v)).toMatch(/targetVelocity must have 3 components/);
  });
});

describe('options a solver does not take are compile errors, and run-time errors', () => {
  it('linearIntercept with gravity, ballisticArcs with a moving target', () => {
    expect(
      // @ts-expect-error linearIntercept does not handle gravity: use intercept
      thrown(() => linearIntercept({ shooter: [0, 0], target: [100, 0], speed: 20, gravity: gravityYUp2D })),
    ).toMatch(/does not handle gravity/);
    expect(
      // @ts-expect-error ballisticArcs does not take a target velocity: use intercept
      thrown(() => ballisticArcs({ shooter: [0, 0], target: [50, 0], targetVelocity: [1, 0], speed: 30 })),
    ).toMatch(/does not handle targetVelocity/);
    // @ts-expect-error velocity is not an option: targetVelocity is
    expect(thrown(() => intercept({ shooter: [0, 0], target: [50, 0], velocity: [1, 0], speed: 30 }))).toMatch(
      /targetVelocity/,
    );
  });

  it('the 0.x positional calls and a string speed', () => {
    // @ts-expect-error the positional form is gone
    expect(thrown(() => linearIntercept([0, 0], [100, 0], [0, 10], 20))).toMatch(/one options object since 1.0/);
    // @ts-expect-error speed is a number
    expect(thrown(() => intercept({ shooter: [0, 0], target: [100, 0], speed: '20' }))).toMatch(/speed/);
  });
});

describe('defaults spread under the strictest settings', () => {
  it('{ ...interceptDefaults3D, shooter, target, speed } is a complete InterceptOptions<Vec3>', () => {
    const options: InterceptOptions<Vec3> = {
      ...interceptDefaults3D,
      shooter: [0, 0, 0],
      target: [9, 0, 4],
      speed: 30,
    };
    const r = intercept(options);
    if (r.hit) expectTypeOf(r.aim).toEqualTypeOf<Vec3>();
    const two = { ...interceptDefaults2D, shooter: [0, 0], target: [9, 4], speed: 30 } as const;
    expect(intercept(two).hit).toBe(true);
    // @ts-expect-error 3D defaults under a 2D shooter
    expect(thrown(() => intercept({ ...interceptDefaults3D, shooter: [0, 0], target: [9, 4], speed: 30 }))).toMatch(
      /must have 2 components/,
    );
  });
});
