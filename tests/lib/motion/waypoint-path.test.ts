import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Vec2 } from '../../../src/lib';
import { race, waypointCourse, waypointPath } from '../../../src/lib/motion';

const RUNS = Math.min(Number(process.env.FC_RUNS ?? 200), 2000);
const fcOptions = { numRuns: RUNS, seed: 20261126 };

const ZIGZAG: Vec2[] = [
  [0, 50],
  [15, 60],
  [30, 42],
  [45, 58],
  [62, 50],
];

/** Arc length of the course between s0 and s1, measured independently: many short chords of `at`. */
function chordLength(at: (s: number) => { position: Vec2 }, s0: number, s1: number, n = 4000): number {
  let sum = 0;
  let prev = at(s0).position;
  for (let i = 1; i <= n; i++) {
    const p = at(s0 + ((s1 - s0) * i) / n).position;
    sum += Math.hypot(p[0] - prev[0], p[1] - prev[1]);
    prev = p;
  }
  return sum;
}

const pointArb = fc.tuple(fc.integer({ min: -100, max: 100 }), fc.integer({ min: -100, max: 100 }));
const pointsArb = fc
  .array(pointArb, { minLength: 2, maxLength: 7 })
  .filter((ps) => ps.some((p) => p[0] !== ps[0][0] || p[1] !== ps[0][1]))
  .map((ps) => ps.map(([x, y]) => [x / 2, y / 2] as Vec2));

describe('waypointCourse', () => {
  it('passes through every waypoint, at the arc lengths it reports, from the first point to the last', () => {
    const c = waypointCourse(ZIGZAG);
    expect(c.points).toEqual(ZIGZAG);
    expect(c.knots[0]).toBe(0);
    expect(c.knots.at(-1)).toBe(c.length);
    c.points.forEach((p, i) => {
      const q = c.at(c.knots[i]).position;
      expect(Math.hypot(q[0] - p[0], q[1] - p[1])).toBeLessThan(1e-9);
    });
    // Longer than the polyline's straight chords, but not by much (a smooth curve through them).
    let chords = 0;
    for (let i = 1; i < ZIGZAG.length; i++)
      chords += Math.hypot(ZIGZAG[i][0] - ZIGZAG[i - 1][0], ZIGZAG[i][1] - ZIGZAG[i - 1][1]);
    expect(c.length).toBeGreaterThan(chords);
    expect(c.length).toBeLessThan(1.2 * chords);
  });

  it('constant speed: arc length along the curve equals s within 1e-6 relative (measured by chords)', () => {
    const c = waypointCourse(ZIGZAG);
    expect(Math.abs(chordLength(c.at, 0, c.length) - c.length) / c.length).toBeLessThan(1e-6);
    for (const [a, b] of [
      [0, 3],
      [7.3, 12.1],
      [20, c.length],
    ]) {
      expect(Math.abs(chordLength(c.at, a, b, 2000) - (b - a)) / (b - a)).toBeLessThan(1e-6);
    }
  });

  it('any points: every short step of arc length h moves the point by h (1e-6 relative), heading a unit vector', () => {
    fc.assert(
      fc.property(pointsArb, fc.double({ min: 0, max: 1, noNaN: true }), (points, f) => {
        const c = waypointCourse(points);
        const s = f * c.length;
        const h = 1e-3;
        const p = c.at(s);
        const q = c.at(s + h);
        expect(Math.abs(Math.hypot(q.position[0] - p.position[0], q.position[1] - p.position[1]) - h)).toBeLessThan(
          1e-6 * h + 1e-9,
        );
        expect(Math.hypot(...p.direction)).toBeCloseTo(1, 12);
      }),
      fcOptions,
    );
  });

  it('continuity: position and heading continuous across every waypoint, and the heading is the derivative', () => {
    const c = waypointCourse(ZIGZAG);
    const e = 1e-7;
    for (const s of [...c.knots.slice(1, -1), 5, 33.3]) {
      const a = c.at(s - e);
      const b = c.at(s + e);
      expect(Math.hypot(b.position[0] - a.position[0], b.position[1] - a.position[1])).toBeLessThan(3 * e);
      // Headings on both sides agree to within the curve's turn over 2e-7 m.
      expect(a.direction[0] * b.direction[0] + a.direction[1] * b.direction[1]).toBeGreaterThan(1 - 1e-9);
      // The heading is where the point goes next.
      const h = 1e-4;
      const n = c.at(s + h).position;
      const m = c.at(s).position;
      const d = c.at(s).direction;
      expect(((n[0] - m[0]) * d[0] + (n[1] - m[1]) * d[1]) / h).toBeCloseTo(1, 6);
    }
  });

  it('after the last point it keeps straight on along its last heading; before 0 it waits at the start', () => {
    const c = waypointCourse(ZIGZAG);
    const end = c.at(c.length);
    const later = c.at(c.length + 10);
    expect(later.direction).toEqual(end.direction);
    expect(later.position[0]).toBeCloseTo(end.position[0] + 10 * end.direction[0], 9);
    expect(later.position[1]).toBeCloseTo(end.position[1] + 10 * end.direction[1], 9);
    // The last heading is just inside the curve's end, not a jump.
    const inside = c.at(c.length - 1e-6).direction;
    expect(inside[0] * end.direction[0] + inside[1] * end.direction[1]).toBeGreaterThan(1 - 1e-9);
    expect(c.at(-5).position).toEqual([0, 50]);
  });

  it('a single segment → a straight line from the first point to the second, at exactly the arc length', () => {
    const c = waypointCourse([
      [1, 2],
      [4, 6],
    ]);
    expect(c.length).toBeCloseTo(5, 12);
    const p = c.at(2.5).position;
    expect(p[0]).toBeCloseTo(2.5, 9);
    expect(p[1]).toBeCloseTo(4, 9);
    expect(c.at(1).direction[0]).toBeCloseTo(0.6, 12);
    expect(c.at(1).direction[1]).toBeCloseTo(0.8, 12);
  });

  it('coincident points are dropped: the same course as without the repeats', () => {
    const repeated: Vec2[] = [ZIGZAG[0], ZIGZAG[1], ZIGZAG[1], ZIGZAG[2], ZIGZAG[3], ZIGZAG[3], ZIGZAG[3], ZIGZAG[4]];
    const a = waypointCourse(repeated);
    const b = waypointCourse(ZIGZAG);
    expect(a.points).toEqual(ZIGZAG);
    expect(a.length).toBe(b.length);
    for (const s of [0, 10, 40, 70]) expect(a.at(s)).toEqual(b.at(s));
    // Two distinct points with repeats → one straight segment.
    const line = waypointCourse([
      [0, 0],
      [0, 0],
      [3, 4],
      [3, 4],
    ]);
    expect(line.points.length).toBe(2);
    expect(line.length).toBeCloseTo(5, 12);
    // A course that comes back to an earlier point (not in a row) is kept, and still flown at constant speed.
    const back = waypointCourse([
      [0, 0],
      [10, 0],
      [0, 0],
    ]);
    expect(back.points.length).toBe(3);
    expect(Math.abs(chordLength(back.at, 0, back.length) - back.length) / back.length).toBeLessThan(1e-6);
  });

  it('bad input → a clear error: all points equal, one point, NaN, not a vector, a bad resolution', () => {
    expect(() =>
      waypointCourse([
        [1, 1],
        [1, 1],
      ]),
    ).toThrow(/two distinct points/);
    expect(() => waypointCourse([[1, 1]])).toThrow(/two distinct points/);
    expect(() => waypointCourse([])).toThrow(/two distinct points/);
    expect(() =>
      waypointCourse([
        [0, 0],
        [NaN, 1],
      ]),
    ).toThrow(/finite/);
    expect(() => waypointCourse([[0, 0], [1] as unknown as Vec2])).toThrow(TypeError);
    expect(() => waypointCourse(ZIGZAG, 0)).toThrow(/resolution/);
    expect(() => waypointCourse(ZIGZAG).at(NaN)).toThrow(/NaN/);
  });
});

describe('waypointPath', () => {
  it('flies the course at its speed: position at t is the course at s = speed·t, velocity speed × heading', () => {
    const path = waypointPath({ points: ZIGZAG, speed: 5 });
    const c = waypointCourse(ZIGZAG);
    for (const t of [0, 1, 4.4, 9, 30]) {
      const s = path(t);
      expect(s.position).toEqual(c.at(5 * t).position);
      expect(Math.hypot(...s.velocity)).toBeCloseTo(5, 12);
    }
    expect(path(-1).position).toEqual([0, 50]);
    expect(() => waypointPath({ points: ZIGZAG, speed: -1 })).toThrow(RangeError);
  });

  it('every guidance law races against it; the same points give the same race', () => {
    const run = () =>
      race({
        target: waypointPath({ points: ZIGZAG, speed: 5 }),
        pursuers: (['pure', 'lead'] as const).map((kind) => ({ law: { kind }, start: [0, 0] as Vec2, speed: 7.5 })),
        dt: 1 / 120,
        captureRadius: 0.5,
        maxTime: 40,
      });
    const a = run();
    const b = run();
    expect(a.pursuers.map((p) => p.captureTime)).toEqual(b.pursuers.map((p) => p.captureTime));
    for (const p of a.pursuers) expect(p.captureTime).not.toBeNull();
  });
});
