import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Vec2 } from '../../../src/lib';
import {
  FRAME,
  INITIAL,
  MAX_DURATION,
  START_TIME,
  durationFor,
  momentAt,
  solve,
  status,
  type State,
} from '../../../src/components/intercept-figure/model';
import {
  LABEL_SIZE,
  anglePhrase,
  geometry,
  hitPhrase,
  proseValues,
  timeText,
  type Geometry,
} from '../../../src/components/intercept-figure/view';

const seed = 20261121;

/** The audit's late hit: V = (−15, 4), s = 15.53 m/s, t* ≈ 1037.7 s. */
const LATE: State = { ...INITIAL, velocity: [-15, 4], speed: 15.53 };

/** The chapter's two sentences as content/intercept-triangle.mdx sets them around the published phrases. */
function sentences(s: State): string[] {
  const p = proseValues(s, solve(s));
  return [
    `The circle ${p.hit}`,
    `With the figure's numbers, D = S − T = ${p.D} and V = ${p.V}, so D·V = ${p.dv}${p.angle}.`,
  ];
}

describe('intercept-figure time line', () => {
  it('durationFor(1037.7 s) → a time line that reaches the hit (the old cap stopped at 1000 s)', () => {
    const sol = solve(LATE);
    expect(sol.hitTime).toBeCloseTo(1037.722, 2);
    expect(sol.duration).toBeGreaterThanOrEqual(sol.hitTime!);
    expect(sol.late).toBe(false);
  });

  it('durationFor(t*) → at least t* for every hit up to MAX_DURATION, round, never above it', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: MAX_DURATION, noNaN: true }), (t) => {
        const d = durationFor(t);
        expect(d).toBeGreaterThanOrEqual(t);
        expect(d).toBeLessThanOrEqual(MAX_DURATION);
      }),
      { seed, numRuns: 3000 },
    );
  });

  it('a hit after MAX_DURATION → late: the status says so in words and names the hit time', () => {
    // |V| = √241 ≈ 15.5242; a speed a hair above it puts the hit far out.
    const s: State = { ...LATE, speed: 15.5243 };
    const sol = solve(s);
    expect(sol.hitTime).toBeGreaterThan(MAX_DURATION);
    expect(sol.duration).toBe(MAX_DURATION);
    expect(sol.late).toBe(true);
    const m = momentAt(s, sol, sol.duration);
    expect(status(sol, m)).toMatch(
      /short of the target\. The hit comes only at t\* = \d+\.\d\u00a0s, after the end of the time line \(10000\u00a0s\)/,
    );
    expect(hitPhrase(sol)).toMatch(/later than the figure's time line reaches/);
  });

  it('timeText(t) → short enough for the readout column: no more than 7 characters up to MAX_DURATION', () => {
    expect(timeText(START_TIME)).toBe('1.50 s');
    expect(timeText(99.994)).toBe('99.99 s');
    expect(timeText(1037.722)).toBe('1038 s');
    expect(timeText(MAX_DURATION)).toBe('10000 s');
    fc.assert(
      fc.property(fc.double({ min: 0, max: MAX_DURATION, noNaN: true }), (t) => {
        expect(timeText(t).length).toBeLessThanOrEqual(7);
      }),
      { seed, numRuns: 2000 },
    );
  });
});

describe('intercept-figure prose', () => {
  it('proseValues(INITIAL) → the first scene’s sentences', () => {
    expect(sentences(INITIAL)).toEqual([
      'The circle touches the target at t* = 2.82 s, at the aim point (62.3, 40.7).',
      "With the figure's numbers, D = S − T = (−5, −42) and V = (15, −4), so D·V = 93, cos θ = 0.142 and the angle at the target is θ = 81.9°.",
    ]);
  });

  it('speed 0 → "never touches the target" and the library’s reason; no unit after a word', () => {
    const s: State = { ...INITIAL, speed: 0 };
    const [hit] = sentences(s);
    const sol = solve(s);
    expect(sol.result.hit).toBe(false);
    expect(hit).toBe(`The circle never touches the target. ${sol.result.hit ? '' : sol.result.message}`);
    expect(hit).not.toMatch(/no hit|—/);
  });

  it('shooter on the target → no angle is described, D = (0, 0)', () => {
    const s: State = { ...INITIAL, shooter: [...INITIAL.target] };
    const [hit, angle] = sentences(s);
    expect(angle).toBe(
      "With the figure's numbers, D = S − T = (0, 0) and V = (15, −4), so D·V = 0: with S on T the side back to the shooter has no length, so there is no angle θ at the target.",
    );
    expect(hit).toMatch(/^The circle touches the target at once, t\* = 0 s/);
  });

  it('V = 0 → no angle, the target does not move; V = 0 on S = T → no triangle', () => {
    const still = solve({ ...INITIAL, velocity: [0, 0] });
    expect(anglePhrase(still)).toBe(': with V = 0 the target does not move, so there is no angle θ at the target');
    const none = solve({ ...INITIAL, shooter: [...INITIAL.target], velocity: [0, 0] });
    expect(anglePhrase(none)).toMatch(/no triangle, and no angle θ/);
  });

  it('every scene → sentences end with a period, never "—", NaN, "no hit s" or a unit after a word', () => {
    const p = fc.tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 61 }));
    const v = fc.tuple(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 }));
    fc.assert(
      fc.property(p, p, v, fc.integer({ min: 0, max: 40 }), fc.boolean(), (S, T, V, speed, onT) => {
        const s: State = { shooter: (onT ? T : S) as Vec2, target: T as Vec2, velocity: V as Vec2, speed };
        for (const text of sentences(s)) {
          expect(text).toMatch(/\.$/);
          expect(text).not.toMatch(/—|NaN|Infinity|undefined|no hit|[a-z] s\b(?! )|\.\./);
          if (solve(s).cosTheta === null) expect(text).not.toMatch(/°/);
        }
      }),
      { seed, numRuns: 3000 },
    );
  });
});

type Label = 'd' | 'run' | 'reach' | 'theta';

function labelBoxes(g: Geometry) {
  const boxes: { name: Label; x: number; y: number; hw: number; hh: number }[] = [];
  for (const name of ['d', 'run', 'reach'] as const) {
    const at = g.labels[name];
    if (at) boxes.push({ name, ...at, ...LABEL_SIZE[name] });
  }
  if (g.arcLabel) boxes.push({ name: 'theta', ...g.arcLabel, ...LABEL_SIZE.theta });
  return boxes;
}

function overlaps(a: { x: number; y: number; hw: number; hh: number }, b: typeof a): boolean {
  return Math.abs(a.x - b.x) < a.hw + b.hw - 1e-6 && Math.abs(a.y - b.y) < a.hh + b.hh - 1e-6;
}

describe('intercept-figure labels', () => {
  it('V tip on T, jump to the hit → no |V|t label (the side has no length) and no V letter over T', () => {
    const s: State = { ...INITIAL, velocity: [0, 0] };
    const sol = solve(s);
    const g = geometry(s, sol, momentAt(s, sol, sol.hitTime!));
    expect(g.labels.run).toBeNull();
    expect(g.velocityLetter).toBe(false);
    expect(g.labels.d).not.toBeNull();
    expect(g.labels.reach).not.toBeNull();
    // The labels left keep clear of T's ring and letter.
    for (const b of labelBoxes(g)) {
      expect(overlaps(b, { x: g.target.x, y: g.target.y, hw: 2.6, hh: 2.6 })).toBe(false);
      expect(overlaps(b, { x: g.target.x + 3.8, y: g.target.y - 2.8, hw: 1.4, hh: 1.6 })).toBe(false);
    }
  });

  it('sides running far out of the scene (the late hit) → each label beside the part of its side in the scene', () => {
    const sol = solve(LATE);
    const g = geometry(LATE, sol, momentAt(LATE, sol, sol.hitTime!));
    expect(g.labels.d).not.toBeNull();
    expect(g.labels.run).not.toBeNull();
    expect(g.labels.reach).not.toBeNull();
    // "st" sits by the blue line's visible part, near S on the left edge, not in a corner far from it.
    expect(Math.hypot(g.labels.reach!.x - g.shooter.x, g.labels.reach!.y - g.shooter.y)).toBeLessThan(20);
  });

  it('T in the top right corner, S and V in line → every label inside the scene, none over another', () => {
    const scenes: State[] = [
      { shooter: [1, 1], target: [99, 61.5], velocity: [-0.5, -0.5], speed: 20 },
      { shooter: [15, 10], target: [99, 61.5], velocity: [-90, -53], speed: 200 },
      { shooter: [99, 61.5], target: [1, 1], velocity: [3, 1], speed: 20 },
    ];
    for (const s of scenes) {
      const sol = solve(s);
      for (const t of [0.3, START_TIME, sol.hitTime ?? 2]) {
        const g = geometry(s, sol, momentAt(s, sol, t));
        const boxes = labelBoxes(g);
        for (const b of boxes) {
          expect(b.x - b.hw).toBeGreaterThanOrEqual(0);
          expect(b.y - b.hh).toBeGreaterThanOrEqual(0);
          expect(b.x + b.hw).toBeLessThanOrEqual(FRAME.width);
          expect(b.y + b.hh).toBeLessThanOrEqual(FRAME.height);
        }
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i], boxes[j])).toBe(false);
      }
    }
  });

  it('random scenes and times → labels inside the scene and apart from each other', () => {
    const p = fc.tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 61 }));
    const v = fc.tuple(fc.integer({ min: -30, max: 30 }), fc.integer({ min: -30, max: 30 }));
    fc.assert(
      fc.property(
        p,
        p,
        v,
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (S, T, V, speed, f) => {
          const s: State = { shooter: S as Vec2, target: T as Vec2, velocity: V as Vec2, speed };
          const sol = solve(s);
          const g = geometry(s, sol, momentAt(s, sol, f * sol.duration));
          const boxes = labelBoxes(g);
          for (const b of boxes) {
            expect(b.x - b.hw).toBeGreaterThanOrEqual(0);
            expect(b.x + b.hw).toBeLessThanOrEqual(FRAME.width);
            expect(b.y - b.hh).toBeGreaterThanOrEqual(0);
            expect(b.y + b.hh).toBeLessThanOrEqual(FRAME.height);
          }
          for (let i = 0; i < boxes.length; i++)
            for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i], boxes[j])).toBe(false);
        },
      ),
      { seed, numRuns: 2000 },
    );
  });
});

describe('the prose quadratic writes signs between terms', () => {
  it('the first scene → "a t² + |b| t − |c|" with no "+ (−"', () => {
    const sol = solve(INITIAL);
    const p = proseValues(INITIAL, sol);
    expect(p['law-c-op']).toBe('−');
    expect(p['law-c-abs']).not.toMatch(/[−-]/);
    expect(p['law-b-op']).toBe(sol.law.b < 0 ? '−' : '+');
    expect(p['law-b-abs']).not.toMatch(/[−-]/);
    expect([p['law-a-shown'], p['law-b-shown'], p['law-c-shown']]).toEqual(['yes', 'yes', 'yes']);
  });
  it('a zero term drops out, and the next term after a dropped first one carries only its own sign', () => {
    // A crossing target (D·V = 0): b = 0, "−300 t² + 4000", no "+ 0 t".
    const crossing = { ...INITIAL, shooter: [0, 0], target: [40, 0], velocity: [0, 10], speed: 20 } as typeof INITIAL;
    const sol = solve(crossing);
    expect(sol.law.b).toBe(0);
    const p = proseValues(crossing, sol);
    expect(p['law-b-shown']).toBe('');
    expect([p['law-a-shown'], p['law-c-shown']]).toEqual(['yes', 'yes']);
    // Equal speeds: a = 0, the b term leads with its own sign, no "+".
    const equal = { ...INITIAL, shooter: [0, 0], target: [40, 0], velocity: [10, 0], speed: 10 } as typeof INITIAL;
    const q = proseValues(equal, solve(equal));
    expect(q['law-a-shown']).toBe('');
    expect(['', '−']).toContain(q['law-b-op']);
  });
});
