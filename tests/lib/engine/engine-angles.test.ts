import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ANGLE_SLOTS,
  ENGINE_AXES,
  ENGINE_CONVENTIONS,
  aimToEngineAngles,
  bookToEngine,
  bookToEngineTo,
  engineAngles,
  engineAnglesTo,
  engineForward,
  engineToBook,
  rotateByQuaternion,
  type EngineConvention,
} from '../../../src/lib';

const RUNS = Number(process.env.FC_RUNS ?? 2000);
const EPS = 2 ** -52;
const conventions = fc.constantFrom<EngineConvention>('unity', 'unreal', 'godot');
const coord = fc.double({ min: -1e6, max: 1e6, noNaN: true });
const direction = fc
  .tuple(coord, coord, coord)
  .filter(([x, y, z]) => Math.hypot(x, y, z) > 1e-3)
  .map(([x, y, z]) => {
    const n = Math.hypot(x, y, z);
    return [x / n, y / n, z / n] as [number, number, number];
  });

const det = (c: EngineConvention) => {
  const [a, b, d] = [bookToEngine(c, [1, 0, 0]), bookToEngine(c, [0, 1, 0]), bookToEngine(c, [0, 0, 1])];
  return a[0] * (b[1] * d[2] - b[2] * d[1]) - a[1] * (b[0] * d[2] - b[2] * d[0]) + a[2] * (b[0] * d[1] - b[1] * d[0]);
};
const close = (a: readonly number[], b: readonly number[], tol: number) =>
  a.every((x, i) => Math.abs(x - b[i]!) <= tol);

describe('book axes to engine axes', () => {
  it('maps the book’s up (z) to each engine’s up and the book’s +y to each engine’s forward', () => {
    for (const c of ENGINE_CONVENTIONS) {
      const up = ENGINE_AXES[c].up === 'Y' ? [0, 1, 0] : [0, 0, 1];
      expect(bookToEngine(c, [0, 0, 1])).toEqual(up);
      expect(bookToEngine(c, [0, 1, 0])).toEqual(ENGINE_AXES[c].forward);
    }
  });
  it('flips handedness for the left-handed engines only (a mirror, det −1) and keeps it for Godot (a rotation)', () => {
    expect(det('unity')).toBe(-1);
    expect(det('unreal')).toBe(-1);
    expect(det('godot')).toBe(1);
    for (const c of ENGINE_CONVENTIONS) expect(ENGINE_AXES[c].handedness).toBe(det(c) === 1 ? 'right' : 'left');
  });
  it('engineToBook inverts bookToEngine exactly; bookToEngineTo may write in place', () => {
    fc.assert(
      fc.property(conventions, fc.tuple(coord, coord, coord), (c, v) => {
        expect(engineToBook(c, bookToEngine(c, v)).map((x) => x + 0)).toEqual(v.map((x) => x + 0));
        const inPlace = [...v];
        bookToEngineTo(inPlace, c, inPlace);
        expect(inPlace).toEqual(bookToEngine(c, v));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('engine angles', () => {
  it('known directions: Unity 30° up is X = −30 (eulerAngles 330), Unreal Pitch +30, Godot X +30', () => {
    const up30: [number, number, number] = [0, Math.cos(Math.PI / 6), Math.sin(Math.PI / 6)]; // book: forward, 30° up
    const u = aimToEngineAngles('unity', up30);
    expect(u.yaw).toBe(0);
    expect(u.pitch).toBeCloseTo(-30, 12);
    expect(u.reported[0]).toBeCloseTo(330, 12);
    expect(aimToEngineAngles('unreal', up30).pitch).toBeCloseTo(30, 12);
    expect(aimToEngineAngles('godot', up30).pitch).toBeCloseTo(30, 12);
    // The book's +x (to the right of every engine's forward): Unity and Unreal yaw +90, Godot −90.
    expect(aimToEngineAngles('unity', [1, 0, 0]).yaw).toBe(90);
    expect(aimToEngineAngles('unreal', [1, 0, 0]).yaw).toBe(90);
    expect(aimToEngineAngles('godot', [1, 0, 0]).yaw).toBe(-90);
    // Unreal's own axes: FRotator(0, 90, 0) looks along +Y.
    expect(engineAngles('unreal', [0, 1, 0]).yaw).toBe(90);
  });
  it('Unity straight up: LookRotation’s fallback, FromToRotation(+Z, up) = rotation of −90° about X', () => {
    const a = engineAngles('unity', [0, 1, 0]);
    expect(a.yawDefined).toBe(false);
    expect(a.yaw).toBe(0);
    expect(a.pitch).toBe(-90);
    expect(close(a.quaternion, [-Math.SQRT1_2, 0, 0, Math.SQRT1_2], 2 * EPS)).toBe(true);
  });
  it('straight up or down: yaw undefined, reported 0, pitch ±90, in every convention', () => {
    for (const c of ENGINE_CONVENTIONS)
      for (const s of [1, -1]) {
        const a = aimToEngineAngles(c, [0, 0, s * 5]);
        expect(a.yawDefined).toBe(false);
        expect(a.yaw).toBe(0);
        expect(a.elevation).toBe(90 * s);
      }
  });
  it('rejects a zero or non-finite aim (engineAnglesTo writes NaN and returns false)', () => {
    expect(() => engineAngles('unity', [0, 0, 0])).toThrow(RangeError);
    expect(() => engineAngles('godot', [NaN, 0, 1])).toThrow(RangeError);
    const out = new Float64Array(ANGLE_SLOTS.length);
    expect(engineAnglesTo(out, 'unreal', [Infinity, 0, 0])).toBe(false);
    expect(Array.from(out).every(Number.isNaN)).toBe(true);
  });
  it('round trip: angles → forward vector is the same unit aim (within 4 ulps per component)', () => {
    fc.assert(
      fc.property(conventions, direction, (c, aim) => {
        const a = engineAngles(c, aim);
        const f = engineForward(c, a.yaw, a.pitch);
        expect(close(f, aim, 4 * EPS)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
  it('the quaternion is a unit quaternion that turns the engine’s forward axis onto the aim, with no roll', () => {
    fc.assert(
      fc.property(conventions, direction, (c, aim) => {
        const a = engineAngles(c, aim);
        const q = a.quaternion;
        expect(Math.abs(Math.hypot(...q) - 1)).toBeLessThanOrEqual(4 * EPS);
        expect(close(rotateByQuaternion(q, ENGINE_AXES[c].forward), aim, 6 * EPS)).toBe(true);
        // No roll: the rotated right axis stays horizontal (perpendicular to the engine's up).
        const right = c === 'unreal' ? [0, 1, 0] : [1, 0, 0];
        const r = rotateByQuaternion(q, right);
        const upIndex = ENGINE_AXES[c].up === 'Y' ? 1 : 2;
        expect(Math.abs(r[upIndex]!)).toBeLessThanOrEqual(4 * EPS);
      }),
      { numRuns: RUNS },
    );
  });
  it('one physical aim: Unity and Unreal agree on yaw, Godot has the opposite sign; the elevation is shared', () => {
    fc.assert(
      fc.property(direction, (aim) => {
        const [u, r, g] = ENGINE_CONVENTIONS.map((c) => aimToEngineAngles(c, aim));
        expect(u!.yawDefined).toBe(r!.yawDefined);
        if (u!.yawDefined && Math.abs(u!.yaw) !== 180) {
          expect(r!.yaw).toBe(u!.yaw);
          expect(g!.yaw + 0).toBe(-u!.yaw + 0);
        }
        expect(r!.elevation).toBe(u!.elevation);
        expect(g!.elevation).toBe(u!.elevation);
        // The book's own elevation of the aim.
        const book = (Math.atan2(aim[2], Math.hypot(aim[0], aim[1])) * 180) / Math.PI;
        expect(Math.abs(u!.elevation - book)).toBeLessThanOrEqual(2 * EPS * 90);
      }),
      { numRuns: RUNS },
    );
  });
  it('the angles do not depend on the aim’s length; Unity’s reported angles lie in [0, 360)', () => {
    fc.assert(
      fc.property(conventions, direction, fc.double({ min: 1e-3, max: 1e3, noNaN: true }), (c, aim, k) => {
        const a = engineAngles(c, aim);
        // Components far from underflow, so scaling keeps every ratio (a subnormal times 0.001 may vanish).
        const kept = aim.map((x) => (Math.abs(x) < 1e-200 ? 0 : x));
        const a2 = engineAngles(c, kept);
        const b = engineAngles(c, [kept[0]! * k, kept[1]! * k, kept[2]! * k]);
        expect(Math.abs(a2.yaw - b.yaw)).toBeLessThanOrEqual(1e-12 * 180);
        expect(Math.abs(a2.pitch - b.pitch)).toBeLessThanOrEqual(1e-12 * 90);
        if (c === 'unity') for (const x of a.reported) expect(x >= 0 && x < 360).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});
