import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { linearIntercept, type Vec2 } from '../../../../src/lib';
import {
  DEFAULT_SEED,
  GUN_AREA,
  GUN_START,
  SPEEDS,
  START_TIME,
  courseFor,
  dropShots,
  fire,
  fireIn,
  newRange,
  rangeAt,
  restartRange,
  shotsLive,
  targetAt,
  type RangeGame,
} from '../../../../src/components/figures/shooting-range/model';

const RUNS = Number(process.env.FC_RUNS ?? 200);
const seed = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const gun = fc.tuple(
  fc.double({ min: GUN_AREA.xmin, max: GUN_AREA.xmax, noNaN: true }),
  fc.double({ min: GUN_AREA.ymin, max: GUN_AREA.ymax, noNaN: true }),
) as fc.Arbitrary<Vec2>;
const armed = fc.integer({ min: 0, max: SPEEDS.length - 1 });

/** Step the game through scene time as the clock's frames would (dt s each), until `until`. */
function play(game: RangeGame, until: number, dt = 1 / 60): RangeGame {
  let g = game;
  let clock = g.t;
  while (clock < until) {
    clock += dt;
    g = rangeAt(g, clock);
    clock = g.t;
    if (g.run !== game.run) break;
  }
  return g;
}

describe('shooting-range game', () => {
  it('newRange → run 0 of the seed at START_TIME, no shots, an empty tally', () => {
    const g = newRange(DEFAULT_SEED, false);
    expect(g).toMatchObject({ seed: 1, run: 0, t: START_TIME, hits: 0, misses: 0, result: '' });
    expect(g.course).toEqual(courseFor(1, 0, false));
    expect(g.shots).toEqual([]);
  });

  it('fireIn paused → jumps to the fate and tallies it: a led shot on a straight course hits', () => {
    const g = fireIn(newRange(DEFAULT_SEED, false), GUN_START, 1, false);
    expect(g.shots).toHaveLength(1);
    expect(g.t).toBeCloseTo(START_TIME + g.shots[0].time, 12);
    expect(g).toMatchObject({ hits: 1, misses: 0, result: 'Hit (25 m/s)' });
  });

  it('fireIn playing → the shot flies: "In flight…", nothing counted until the clock reaches its fate', () => {
    const g = fireIn(newRange(DEFAULT_SEED, false), GUN_START, 1, true);
    expect(g).toMatchObject({ t: START_TIME, hits: 0, misses: 0, result: 'In flight…' });
    const two = fireIn(g, GUN_START, 0, true);
    expect(two.result).toBe('In flight… (2 shots in the air)');
    const shot = g.shots[0];
    expect(rangeAt(g, shot.firedAt + shot.time * 0.99).hits).toBe(0);
    const landed = rangeAt(g, shot.firedAt + shot.time);
    expect(landed).toMatchObject({ hits: 1, result: 'Hit (25 m/s)' });
    // Counted once, however often the clock moves on.
    expect(rangeAt(landed, landed.t + 0.5).hits).toBe(1);
  });

  it('rangeAt past the end with no shot drawn → the next run, at t = 0, same seed', () => {
    const g = newRange(3, true);
    const next = rangeAt(g, g.course.end + 0.01);
    expect(next).toMatchObject({ run: 1, t: 0, seed: 3, turning: true });
    expect(next.course).toEqual(courseFor(3, 1, true));
  });

  it('a shot in the air when the target leaves is followed no further: counted as a miss before the next run', () => {
    const g0 = newRange(DEFAULT_SEED, false);
    const late = { ...g0, t: g0.course.end - 0.2 };
    const g = fireIn(late, GUN_START, 0, true);
    expect(shotsLive({ ...g, t: g.course.end - 0.1 })).toBe(true);
    expect(shotsLive({ ...g, t: g.course.end + 0.01 })).toBe(false);
    const after = play(g, g.course.end + 30);
    expect(after.run).toBe(1);
    expect(after.hits + after.misses).toBe(1);
    expect(after.shots).toEqual([]);
  });

  it('fireIn paused after the target has left → the next run first, then the shot', () => {
    const g0 = newRange(DEFAULT_SEED, false);
    const g = fireIn({ ...g0, t: g0.course.end + 1 }, GUN_START, 1, false);
    expect(g.run).toBe(1);
    expect(g.shots[0].firedAt).toBe(START_TIME);
  });

  it('restartRange with a shot in the air → it ends as a counted miss that says why; the tally goes on', () => {
    const g = fireIn(newRange(DEFAULT_SEED, false), GUN_START, 1, true);
    const r = restartRange(g, { seed: 2 }, true);
    expect(r).toMatchObject({ seed: 2, run: 0, t: 0, hits: 0, misses: 1, shots: [] });
    expect(r.result).toMatch(/^Miss \(25 m\/s\): a new course began/);
    expect(restartRange(r, { turning: true }, false)).toMatchObject({ seed: 2, turning: true, t: START_TIME });
  });

  it('dropShots counts a settled shot as it went, not as abandoned', () => {
    const g = fireIn(newRange(DEFAULT_SEED, false), GUN_START, 1, false);
    const d = dropShots(g);
    expect(d).toMatchObject({ hits: 1, misses: 0, shots: [] });
  });

  it('property: every shot fired is counted exactly once by the end of its run (hits + misses = shots)', () => {
    fc.assert(
      fc.property(
        seed,
        fc.boolean(),
        gun,
        fc.array(fc.tuple(armed, fc.double({ min: 0, max: 12, noNaN: true })), { maxLength: 5 }),
        (s, turning, at, plan) => {
          let g = newRange(s, turning, 0);
          let fired = 0;
          const times = plan.map(([, t]) => t).sort((a, b) => a - b);
          times.forEach((t, i) => {
            if (g.run !== 0 || t < g.t) return;
            g = rangeAt(g, t);
            if (g.run !== 0) return;
            g = fireIn(g, at, plan[i][0], true);
            fired++;
          });
          const end = play(g, g.course.end + 60, 0.05);
          expect(end.run).toBe(g.run + 1);
          expect(end.hits + end.misses).toBe(fired);
        },
      ),
      { numRuns: Math.min(RUNS, 100) },
    );
  });

  it('property: on a straight course, a shot aimed by the library’s intercept hits whenever its meeting is on the field', () => {
    fc.assert(
      fc.property(seed, gun, armed, fc.double({ min: 0, max: 8, noNaN: true }), (s, at, i, t) => {
        const course = courseFor(s, 0, false);
        const { position, velocity } = targetAt(course, t);
        const r = linearIntercept({ shooter: at, target: position, targetVelocity: velocity, speed: SPEEDS[i].speed });
        expect(r.hit).toBe(true); // every projectile is faster than the target
        const shot = fire(course, at, t, i);
        const onField = r.hit && r.impact[0] >= 0 && r.impact[0] <= 120 && r.impact[1] >= 0 && r.impact[1] <= 70;
        if (onField && t + (r.hit ? r.time : 0) <= course.end) {
          expect(shot.hit).toBe(true);
          expect(shot.time).toBeLessThanOrEqual((r.hit ? r.time : 0) + 1e-9);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
