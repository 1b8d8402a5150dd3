import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Vec2 } from '../../../../src/lib';
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
} from '../../../../src/components/figures/intercept-figure/model';
import {
  COEFFICIENTS,
  LABEL_SIZE,
  anglePhrase,
  figure,
  geometry,
  hitPhrase,
  num,
  proseValues,
  type Geometry,
} from '../../../../src/components/figures/intercept-figure/view';
import { clockText } from '../../../../src/components/kit/text/format';
import { handleLabelBox, labelPlace } from '../../../../src/components/kit/controls/handle-label';
import {
  circleHitsBox,
  grow,
  segmentHitsBox,
  type Box,
  type Segment,
} from '../../../../src/components/kit/scene/label-box';

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

  it('the scrubber’s readout (the kit’s clockText) fits the readout column: no more than 7 characters up to MAX_DURATION', () => {
    expect(clockText(START_TIME)).toBe('1.50 s');
    expect(clockText(99.994)).toBe('99.99 s');
    expect(clockText(1037.722)).toBe('1038 s');
    expect(clockText(MAX_DURATION)).toBe('10000 s');
    fc.assert(
      fc.property(fc.double({ min: 0, max: MAX_DURATION, noNaN: true }), (t) => {
        expect(clockText(t).length).toBeLessThanOrEqual(7);
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
    const t = handleLabelBox(g.target, g.letters.target, 'T');
    const tLetter = { x: (t.x0 + t.x1) / 2, y: (t.y0 + t.y1) / 2, hw: (t.x1 - t.x0) / 2, hh: (t.y1 - t.y0) / 2 };
    for (const b of labelBoxes(g)) {
      expect(overlaps(b, { x: g.target.x, y: g.target.y, hw: 2.6, hh: 2.6 })).toBe(false);
      expect(overlaps(b, tLetter)).toBe(false);
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

/** The S, T and V letters' boxes (SVG units) where the figure puts them, or where the kit's default would (`old`). */
function letterBoxes(g: Geometry, old = false): { name: string; box: Box }[] {
  const at = (name: 'shooter' | 'target' | 'velocity', p: { x: number; y: number }, r: number, text: string) => ({
    name: text,
    box: handleLabelBox(p, old ? labelPlace(p, r, text, FRAME) : g.letters[name], text),
  });
  return [
    at('shooter', g.shooter, 1.6, 'S'),
    at('target', g.target, 1.6, 'T'),
    ...(g.velocityLetter ? [at('velocity', g.tip, 1.2, 'V')] : []),
  ];
}

/** What a letter's box touches among the drawn lines: the sides, V's arrow, the aim, the lane and the circle. */
function touched(g: Geometry, b: Box): string[] {
  const near = grow(b, 0.2);
  const lines: [string, Segment | null][] = [
    ['side S–T', { a: g.shooter, b: g.target }],
    ['side T–now', { a: g.target, b: g.now }],
    ['side now–S', { a: g.now, b: g.shooter }],
    ['arrow V', { a: g.target, b: g.tip }],
    ['aim', g.impact ? { a: g.shooter, b: g.impact } : null],
    ['lane', g.lane ? { a: g.lane[0], b: g.lane[1] } : null],
  ];
  const out = lines.filter(([, s]) => s && segmentHitsBox(s, near)).map(([n]) => n);
  if (g.radius > 0 && circleHitsBox({ cx: g.shooter.x, cy: g.shooter.y, r: g.radius }, near)) out.push('circle');
  const rings = [
    { p: g.shooter, r: 2.6 },
    { p: g.target, r: 2.6 },
    { p: g.tip, r: 2.2 },
  ];
  for (const { p, r } of rings)
    if (b.x0 < p.x + r && b.x1 > p.x - r && b.y0 < p.y + r && b.y1 > p.y - r) out.push(`ring at ${p.x},${p.y}`);
  return out;
}

/** Random scenes from a fixed sequence (Park–Miller), so the rates below are exact and repeatable. */
function randomScenes(n: number): { s: State; f: number }[] {
  let x = 7;
  const r = () => (x = (x * 16807) % 2147483647) / 2147483647;
  return Array.from({ length: n }, () => ({
    s: {
      shooter: [1 + 98 * r(), 1 + 60 * r()] as Vec2,
      target: [1 + 98 * r(), 1 + 60 * r()] as Vec2,
      velocity: [60 * r() - 30, 60 * r() - 30] as Vec2,
      speed: 1 + 59 * r(),
    },
    f: r(),
  }));
}

describe('the S, T and V letters keep off every line and handle (issue 13)', () => {
  it('the first scene at t = 0, the page’s 1.5 s and the hit → no letter touches a line or another handle', () => {
    const sol = solve(INITIAL);
    for (const t of [0, START_TIME, sol.hitTime!]) {
      const g = geometry(INITIAL, sol, momentAt(INITIAL, sol, t));
      for (const { name, box } of letterBoxes(g)) expect(touched(g, box), `${name} at t = ${t}`).toEqual([]);
    }
    // The kit's default spot (up-right of the dot) put S on the aim line and the triangle's side here.
    const g = geometry(INITIAL, sol, momentAt(INITIAL, sol, START_TIME));
    expect(touched(g, letterBoxes(g, true)[0].box)).toEqual(expect.arrayContaining(['aim']));
  });

  it('crowded scenes: V short beside T, S next to T, T in a corner, a crossing target → letters clear', () => {
    const scenes: State[] = [
      { ...INITIAL, velocity: [5, 3] },
      { ...INITIAL, velocity: [-4, -6] },
      { ...INITIAL, shooter: [24, 47] },
      { shooter: [15, 10], target: [98, 61], velocity: [-20, -5], speed: 30 },
      { shooter: [50, 10], target: [20, 40], velocity: [10, 10], speed: 20 },
      { shooter: [2, 2], target: [60, 30], velocity: [0, -20], speed: 20 },
    ];
    for (const s of scenes) {
      const sol = solve(s);
      for (const t of [0.5, START_TIME, sol.hitTime ?? 3]) {
        const g = geometry(s, sol, momentAt(s, sol, Math.min(t, sol.duration)));
        for (const { name, box } of letterBoxes(g))
          expect(touched(g, box), `${name} in ${JSON.stringify(s)} at t = ${t}`).toEqual([]);
      }
    }
  });

  it('letters never overlap each other and stay inside the scene, in 3000 random scenes', () => {
    for (const { s, f } of randomScenes(3000)) {
      const sol = solve(s);
      const g = geometry(s, sol, momentAt(s, sol, f * sol.duration));
      const boxes = letterBoxes(g).map((l) => l.box);
      // A V tip beyond the field (a long V near an edge) takes its letter with it; the others stay inside.
      const inField = (p: { x: number; y: number }) =>
        p.x >= 0 && p.y >= 0 && p.x <= FRAME.width && p.y <= FRAME.height;
      const dots = [g.shooter, g.target, g.tip];
      for (const b of boxes.filter((_, i) => inField(dots[i]))) {
        expect(b.x0).toBeGreaterThanOrEqual(0);
        expect(b.y0).toBeGreaterThanOrEqual(0);
        expect(b.x1).toBeLessThanOrEqual(FRAME.width);
        expect(b.y1).toBeLessThanOrEqual(FRAME.height);
      }
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++)
          expect(
            boxes[i].x1 <= boxes[j].x0 ||
              boxes[j].x1 <= boxes[i].x0 ||
              boxes[i].y1 <= boxes[j].y0 ||
              boxes[j].y1 <= boxes[i].y0,
          ).toBe(true);
    }
  });

  it('random scenes: at most 3 % leave a letter on a line (only crowded ones), against 72 % with the kit’s default spot', () => {
    let now = 0;
    let before = 0;
    const scenes = randomScenes(3000);
    for (const { s, f } of scenes) {
      const sol = solve(s);
      const g = geometry(s, sol, momentAt(s, sol, f * sol.duration));
      if (letterBoxes(g).some((l) => touched(g, l.box).length > 0)) now++;
      if (letterBoxes(g, true).some((l) => touched(g, l.box).length > 0)) before++;
    }
    expect(now / scenes.length).toBeLessThanOrEqual(0.03);
    expect(before / scenes.length).toBeGreaterThan(0.5);
  });
});

describe('the derivations’ coefficients (COEFFICIENTS) read the solution', () => {
  const scenes: State[] = [
    INITIAL,
    LATE,
    { ...INITIAL, velocity: [0, 0] },
    { ...INITIAL, shooter: [20, 52] },
    { ...INITIAL, speed: 0 },
  ];
  it('law → a, b, c of the law of cosines; sq → a, b, c of the squared distance, each as the figure writes numbers', () => {
    for (const s of scenes) {
      const sol = solve(s);
      const r = figure.readouts({ s, sol, m: momentAt(s, sol, START_TIME) });
      expect(COEFFICIENTS.law.map((c) => r[c.name])).toEqual([sol.law.a, sol.law.b, sol.law.c].map((x) => num(x)));
      expect(COEFFICIENTS.sq.map((c) => r[c.name])).toEqual(
        [sol.squared.a, sol.squared.b, sol.squared.c].map((x) => num(x)),
      );
    }
  });
  it('each coefficient’s TeX names it (a, b, c in order) and ends with “=” before its value', () => {
    for (const list of [COEFFICIENTS.law, COEFFICIENTS.sq]) {
      expect(list.map((c) => c.tex[0])).toEqual(['a', 'b', 'c']);
      for (const c of list) expect(c.tex.trimEnd().endsWith('=')).toBe(true);
    }
  });
});

describe('the side labels and θ by the kit’s placement step (issue 38 item 11)', () => {
  /** A side label's box (SVG units), from its centre and LABEL_SIZE. */
  const sideBoxes = (g: Geometry) =>
    labelBoxes(g).map((l) => ({
      name: l.name,
      box: { x0: l.x - l.hw, y0: l.y - l.hh, x1: l.x + l.hw, y1: l.y + l.hh },
    }));

  it('the first scene at t = 0, the page’s 1.5 s and the hit → no side label or θ on a line, the circle or a handle', () => {
    const sol = solve(INITIAL);
    for (const t of [0, START_TIME, sol.hitTime!]) {
      const g = geometry(INITIAL, sol, momentAt(INITIAL, sol, t));
      for (const { name, box } of sideBoxes(g)) expect(touched(g, box), `${name} at t = ${t}`).toEqual([]);
    }
  });

  it('random scenes: at most 13 % leave a side label or θ on a line, the circle or a handle (26 % before: the figure’s own search weighed boxes only)', () => {
    let on = 0;
    let n = 0;
    for (const { s, f } of randomScenes(1000)) {
      const sol = solve(s);
      const g = geometry(s, sol, momentAt(s, sol, f * sol.duration));
      for (const { box } of sideBoxes(g)) {
        n++;
        if (touched(g, box).length > 0) on++;
      }
    }
    expect(n).toBeGreaterThan(1500);
    expect(on / n).toBeLessThanOrEqual(0.13);
  });
});
