import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QUESTIONS, questionById } from '../../../../src/components/book/checkpoint/questions';
import { GRADED_IDS, loadGrader } from '../../../../src/components/book/checkpoint/graders';
import { FIRST_STATES } from '../../../../src/components/figures/registry';
import type { Grader, Guess, Verdict } from '../../../../src/components/book/checkpoint/verdict';
import { linearIntercept } from '../../../../src/lib';
import { sub } from '../../../../src/lib/vec';

async function grader(id: string): Promise<Grader> {
  const g = await loadGrader(id);
  if (!g) throw new Error(`no grader ${id}`);
  return g;
}

/** The guess a grader calls right for `state`: every choice tried, or the number the answer text gives. */
async function rightChoice(id: string, state: unknown): Promise<string | null> {
  const q = questionById(id)!;
  if (q.kind !== 'choice') return null;
  const g = await grader(id);
  const right = q.choices.filter((c) => {
    const v = g(state, c.value);
    return v.status === 'graded' && v.correct;
  });
  expect(right.length, `${id}: exactly one right choice`).toBe(1);
  return right[0].value;
}

const FIRST_ANSWERS: Record<string, Guess> = {};

describe('checkpoints', () => {
  it('every question has a grader and a figure with a first state; ids are unique; one per chapter at least', () => {
    const ids = QUESTIONS.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...GRADED_IDS].sort()).toEqual([...ids].sort());
    for (const q of QUESTIONS) expect(FIRST_STATES[q.figure], q.figure).toBeTypeOf('function');
    expect(new Set(QUESTIONS.map((q) => q.chapter)).size).toBe(13);
  });

  it('every grader answers the figure’s first state (graded, never unreadable), and exactly one choice is right', async () => {
    for (const q of QUESTIONS) {
      const state = FIRST_STATES[q.figure]();
      const g = await grader(q.id);
      const probe: Guess = q.kind === 'choice' ? q.choices[0].value : q.kind === 'number' ? 1 : [1, 1];
      const v = g(state, probe);
      expect(v.status, q.id).toBe('graded');
      if (v.status === 'graded') {
        expect(v.answer).not.toMatch(/NaN|undefined|Infinity|null/);
        if (!v.correct) expect(v.hint, q.id).toBeTruthy();
      }
      if (q.kind === 'choice') FIRST_ANSWERS[q.id] = (await rightChoice(q.id, state))!;
    }
  });

  it('malformed states and guesses give a verdict, never a throw', async () => {
    const bad: unknown[] = [null, undefined, 42, 'x', {}, { shooter: [NaN, 1] }, { a: [1] }, []];
    for (const q of QUESTIONS) {
      const g = await grader(q.id);
      for (const state of bad) {
        for (const guess of ['', 'zzz', NaN, [NaN, 0]] as Guess[]) {
          let v: Verdict | undefined;
          expect(() => (v = g(state, guess)), q.id).not.toThrow();
          expect(v!.status).toBe('unavailable');
        }
      }
    }
  });

  it('hit time: the library’s time is right within 3 %; |T − S|/s and the negative root get their hints', async () => {
    const g = await grader('hit-time');
    const state = { shooter: [0, 0], target: [40, 0], velocity: [-10, 0], speed: 10 };
    const r = linearIntercept({ shooter: [0, 0], target: [40, 0], targetVelocity: [-10, 0], speed: 10 });
    if (!r.hit) throw new Error('expected a hit');
    expect(r.time).toBeCloseTo(2, 12);
    expect(g(state, 2.05)).toMatchObject({ status: 'graded', correct: true });
    const straight = g(state, 4);
    expect(straight).toMatchObject({ correct: false });
    expect(straight.status === 'graded' && straight.hint).toMatch(/\|T − S\|\/s/);
    // A target running away: roots −t and +t; the negative one is named as the past.
    const away = { shooter: [0, 0], target: [30, 0], velocity: [0, 10], speed: 20 };
    const ra = linearIntercept({ shooter: [0, 0], target: [30, 0], targetVelocity: [0, 10], speed: 20 });
    const neg = ra.roots.find((t) => t < 0)!;
    const v = g(away, neg);
    expect(v.status === 'graded' && v.hint).toMatch(/negative|past/);
    expect(g({ ...state, velocity: [30, 0] }, 1).status).toBe('unavailable');
  });

  it('displacement: P2 − P1 is right; P1 − P2 is named as backwards', async () => {
    const g = await grader('displacement');
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 })),
        fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 })),
        async (a, b) => {
          const p1: [number, number] = [a[0] / 10, a[1] / 10];
          const p2: [number, number] = [b[0] / 10, b[1] / 10];
          const d = sub(p2, p1);
          expect(g({ p1, p2 }, d)).toMatchObject({ correct: true });
          if (Math.hypot(d[0], d[1]) > 0.2) {
            const v = g({ p1, p2 }, sub(p1, p2));
            expect(v).toMatchObject({ correct: false });
            expect(v.status === 'graded' && v.hint).toMatch(/backwards/);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('dot sign: zero at right angles, the sign of A·B elsewhere', async () => {
    const g = await grader('dot-sign');
    expect(g({ a: [3, 0], b: [0, 2] }, 'zero')).toMatchObject({ correct: true });
    expect(g({ a: [3, 0], b: [-1, 2] }, 'negative')).toMatchObject({ correct: true });
    expect(g({ a: [3, 0], b: [1, 2] }, 'negative')).toMatchObject({ correct: false });
    expect(g({ a: [0, 0], b: [1, 2] }, 'zero')).toMatchObject({ correct: true });
  });

  it('third side: Pythagoras is named when θ is not 90°', async () => {
    const g = await grader('third-side');
    const state = { o: [0, 0], p: [4, 0], q: [1, 3] };
    const c = Math.hypot(3, -3);
    expect(g(state, c)).toMatchObject({ correct: true });
    const v = g(state, Math.hypot(4, Math.hypot(1, 3)));
    expect(v.status === 'graded' && v.hint).toMatch(/Pythagoras/);
  });

  it('which root: the larger one when the smaller is negative; none when there is no hit', async () => {
    const g = await grader('which-root');
    const away = { shooter: [0, 0], target: [30, 0], velocity: [0, 10], speed: 20 };
    expect(g(away, 'larger')).toMatchObject({ correct: true });
    const wrong = g(away, 'smaller');
    expect(wrong.status === 'graded' && wrong.hint).toMatch(/negative/);
    expect(g({ ...away, velocity: [30, 0] }, 'none')).toMatchObject({ correct: true });
  });

  it('edge case: the reason is the library’s', async () => {
    const g = await grader('which-case');
    expect(g({ shooter: [0, 0], target: [30, 0], velocity: [30, 0], speed: 20 }, 'receding')).toMatchObject({
      correct: true,
    });
    expect(g({ shooter: [0, 0], target: [30, 0], velocity: [0, 0], speed: 0 }, 'cannot-move')).toMatchObject({
      correct: true,
    });
  });

  it('arc count: two inside the reach, none beyond', async () => {
    const g = await grader('arc-count');
    const base = { shooter: [0, 0], speed: 30, gravity: [0, -9.81] };
    expect(g({ ...base, target: [50, 0] }, '2')).toMatchObject({ correct: true });
    expect(g({ ...base, target: [500, 0] }, '0')).toMatchObject({ correct: true });
  });

  it('rate doubled: explicit Euler’s miss halves (first order), and a quarter is named as second order', async () => {
    const g = await grader('rate-doubled');
    const state = FIRST_STATES['integrator-figure']();
    expect(g(state, 'half')).toMatchObject({ correct: true });
    const v = g(state, 'quarter');
    expect(v.status === 'graded' && v.hint).toMatch(/second order/);
  });

  it('race winner at k ≤ 1: none catches the straight target (the “none” choice, with the closest approaches); lead wins on the circling one', async () => {
    const g = await grader('race-winner');
    const state = { ...(FIRST_STATES['pursuit-race']!() as object), k: 1 };
    expect(await rightChoice('race-winner', state)).toBe('tie');
    const right = g(state, 'tie');
    expect(right).toMatchObject({ status: 'graded', correct: true });
    expect(right.status === 'graded' && right.answer).toMatch(
      /^None catches it: Pure pursuit does not catch it in 40 s \(closest 25\.0 m\); Lead pursuit does not catch it/,
    );
    const wrong = g(state, 'pure');
    expect(wrong.status === 'graded' && wrong.hint).toMatch(/no faster than the target/);
    expect(await rightChoice('race-winner', { ...state, k: 0.8 })).toBe('tie');
    const circling = { ...state, k: 0.8, target: 'circling' };
    expect(await rightChoice('race-winner', circling)).toBe('lead');
    const none = g(circling, 'tie');
    expect(none.status === 'graded' && none.hint).toMatch(/can still catch one that comes back/);
    const pure = g(circling, 'pure');
    expect(pure.status === 'graded' && pure.hint).toMatch(/^Pure pursuit does not catch the target at all/);
    // Out of the race's range: unreadable, not a wrong answer.
    expect(g({ ...state, k: 0.3 }, 'tie').status).toBe('unavailable');
  });

  it('the first states’ right choices are stable answers of the library', () => {
    expect(FIRST_ANSWERS['which-root']).toBeDefined();
    expect(FIRST_ANSWERS['race-winner']).toBe('lead');
    expect(FIRST_ANSWERS['closest-aim']).toBe('best');
  });
});
