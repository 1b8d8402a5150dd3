import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ballisticArcs, envelopeHeight, type Vec2 } from '../../../../src/lib';
import { ballisticQuadratic, fallingCircle, projectileAt } from '../../../../src/lib/motion';
import { horner } from '../../../../src/lib/numeric';
import {
  FRAME,
  GRAVITY_RULE,
  INITIAL,
  PRESETS,
  SPEED_RULE,
  START_TIME,
  arcsPhrase,
  big,
  durationFor,
  envelopePhrase,
  figureState,
  kindOf,
  momentAt,
  num,
  rootsPhrase,
  snapTime,
  solve,
  status,
  type State,
} from '../../../../src/components/figures/gravity-figure/model';
import { figure, proseValues, readouts } from '../../../../src/components/figures/gravity-figure/view';
import { FIRST_STATES } from '../../../../src/components/figures/registry';
import { parseNumber } from '../../../../src/components/kit/controls/number';

const runs = Number(process.env.FC_RUNS ?? 300);
const lib = (s: State) => ({ shooter: s.shooter, target: s.target, speed: s.speed, gravity: [0, -s.gravity] as Vec2 });
const deg = (rad: number) => `${num((rad * 180) / Math.PI, 1)}°`;
const BAD = /NaN|Infinity|undefined|null/;

/** The scenes a reader can make: handles inside the field (0.1 m steps), s and g within their boxes' rules. */
const coord = (lo: number, hi: number) => fc.integer({ min: lo * 10, max: hi * 10 }).map((x) => x / 10);
const sceneArb = fc.record({
  shooter: fc.tuple(coord(1, 119), coord(1, 59)) as fc.Arbitrary<Vec2>,
  target: fc.tuple(coord(1, 119), coord(1, 59)) as fc.Arbitrary<Vec2>,
  speed: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 100000 }).map((x) => x / 100),
  ),
  gravity: fc.oneof(
    fc.constantFrom(0, 1.62, 9.81, 100),
    fc.integer({ min: 0, max: 10000 }).map((x) => x / 100),
  ),
});

/** Edge scenes: no gravity, no speed, target on the cannon, straight up and down, at the limits of the boxes. */
const EDGES: State[] = [
  INITIAL,
  { ...INITIAL, gravity: 0 },
  { ...INITIAL, speed: 0 },
  { ...INITIAL, speed: 0, gravity: 0 },
  { ...INITIAL, target: [...INITIAL.shooter] as Vec2 },
  { ...INITIAL, target: [10, 40] },
  { ...INITIAL, shooter: [10, 50], target: [10, 5] },
  { ...INITIAL, shooter: [10, 50], target: [10, 5], speed: 0 },
  { ...INITIAL, target: [119, 59], speed: 1 },
  { ...INITIAL, speed: 1000, gravity: 100 },
  { ...INITIAL, speed: 1000, gravity: 0.01 },
  { ...INITIAL, speed: 0.01, gravity: 100 },
];

describe('solve: every number is the library’s', () => {
  test('the first scene: two arcs, the biquadratic, the envelope', () => {
    const sol = solve(INITIAL);
    const r = ballisticArcs(lib(INITIAL));
    expect(sol.result).toEqual(r);
    expect(sol.quad).toEqual(ballisticQuadratic(lib(INITIAL)));
    expect(sol.arcs).toHaveLength(2);
    expect(sol.times).toEqual(sol.arcs.map((a) => a.arc.time));
    expect(sol.envelopeAtTarget).toBe(envelopeHeight(30, 9.81, 70));
    expect(kindOf(INITIAL, sol)).toBe('two');
    // Each drawn path ends on the target.
    for (const { path } of sol.arcs) {
      const end = path[path.length - 1];
      expect(end[0]).toBeCloseTo(INITIAL.target[0], 9);
      expect(end[1]).toBeCloseTo(INITIAL.target[1], 9);
    }
  });

  test('the live cells’ first state is the model’s', () => {
    expect(FIRST_STATES['gravity-figure']!()).toEqual(figureState(INITIAL));
  });

  test('random scenes: readouts equal the library’s numbers, and nothing on screen is NaN or Infinity', () => {
    fc.assert(
      fc.property(sceneArb, fc.double({ min: 0, max: 1, noNaN: true }), (s, f) => {
        const sol = solve(s);
        const r = ballisticArcs(lib(s));
        const m = momentAt(s, sol, f * sol.duration);
        const texts: Record<string, string> = {
          ...readouts(s, sol, m),
          status: status(s, sol, m),
          ...proseValues(s, sol),
        };
        for (const [k, v] of Object.entries(texts)) expect(v, k).not.toMatch(BAD);
        if (r.reachable && sol.d > 0) {
          expect(texts.low).toBe(`${deg(r.low.elevation)}, ${big(r.low.time)} s`);
          if (r.arcs.length === 2) expect(texts.high).toBe(`${deg(r.high.elevation)}, ${big(r.high.time)} s`);
        } else if (!r.reachable) {
          expect(texts.low).toBe('—');
          expect(texts.high).toBe('—');
        }
        const c = fallingCircle(
          { shooter: s.shooter, target: s.target, speed: s.speed, gravity: [0, -s.gravity] },
          m.t,
        );
        expect(texts.radius).toBe(`${big(c.radius)} m`);
        expect(texts.gap).toBe(`${big(c.gap)} m`);
        const q = ballisticQuadratic(lib(s));
        expect(texts.qa).toBe(big(q.a));
        expect(texts.qb).toBe(big(q.b));
        expect(texts.qc).toBe(big(q.c));
        // Every SVG attribute is a finite number or a word.
        for (const [name, attrs] of Object.entries(figure.parts({ s, sol, m, equivalent: true }))) {
          for (const [k, v] of Object.entries(attrs)) expect(String(v), `${name}.${k}`).not.toMatch(BAD);
        }
      }),
      { numRuns: Math.min(runs, 300) },
    );
  }, 60_000);
});

describe('the phrases are true for every scene', () => {
  const check = (s: State) => {
    const sol = solve(s);
    const r = ballisticArcs(lib(s));
    const arcs = arcsPhrase(s, sol);
    const kind = kindOf(s, sol);
    expect(arcs).not.toBe('');
    if (sol.d === 0) expect(arcs).toContain('sits on the cannon');
    else if (!r.reachable) {
      if (s.speed === 0) expect(arcs).toContain('speed 0');
      else {
        expect(kind).toBe('out-of-range');
        expect(arcs).toContain('No arc reaches the target');
        expect(arcs).toContain(`${big(r.bestReach.miss)}\u00a0m short`);
        expect(arcs).toContain(deg(r.bestReach.elevation));
      }
    } else if (s.speed === 0) expect(arcs).toContain('drops');
    else if (s.gravity === 0) expect(arcs).toContain(`Without gravity there is one shot`);
    else if (r.arcs.length === 2) {
      expect(arcs).toContain(`launched at ${deg(r.low.elevation)}, arrives after ${big(r.low.time)}\u00a0s`);
      expect(arcs).toContain(`at ${deg(r.high.elevation)}, after ${big(r.high.time)}\u00a0s`);
    } else expect(arcs).toContain('merged into one');

    const env = envelopePhrase(s, sol);
    if (s.gravity > 0 && s.speed > 0 && sol.d > 0) {
      const h = envelopeHeight(s.speed, s.gravity, sol.dx);
      // Away from the boundary (rounding), the envelope's verdict is the solver's.
      if (Math.abs(sol.dy - h) > 1e-6 * (1 + Math.abs(h))) {
        expect(env).toContain(r.reachable ? 'in reach' : 'out of reach');
      }
    }
    const roots = rootsPhrase(sol);
    const q = ballisticQuadratic(lib(s));
    if (q.roots.length === 0) expect(roots).toMatch(/no real root|too large/);
    else for (const u of q.roots) expect(roots).toContain(big(u));
    for (const t of q.roots.filter((u) => u > 0).map(Math.sqrt)) expect(roots).toContain(`${big(t)}\u00a0s`);
    // At each flight time the status says the circle touches the target.
    for (const t of sol.times) {
      if (t > 0) expect(status(s, sol, momentAt(s, sol, t))).toContain('touches the target');
    }
  };

  test.each(EDGES.map((s, i) => [i, s] as const))('edge scene %i', (_, s) => check(s));

  test('random scenes', () => {
    fc.assert(fc.property(sceneArb, check), { numRuns: runs });
  });

  test('the target on the cannon, no speed, no gravity: words, not numbers that do not exist', () => {
    const on = { ...INITIAL, target: [...INITIAL.shooter] as Vec2 };
    expect(status(on, solve(on), momentAt(on, solve(on), 1))).toBe('The target is on the cannon: nothing to aim.');
    const still = { ...INITIAL, speed: 0, gravity: 0 };
    expect(envelopePhrase(still, solve(still))).toContain('nothing moves');
    expect(status(still, solve(still), momentAt(still, solve(still), 0))).toContain('zero speed');
    const straightDown = { ...INITIAL, shooter: [10, 50] as Vec2, target: [10, 5] as Vec2, speed: 0 };
    const sol = solve(straightDown);
    expect(arcsPhrase(straightDown, sol)).toContain('straight below the cannon');
    // A double root of the quadratic (the dropped shell is the tangent case): good to about √ε, as double roots are.
    expect(Math.abs(sol.times[0] - Math.sqrt((2 * 45) / 9.81))).toBeLessThan(1e-7);
  });
});

describe('the moment and the clock', () => {
  test('the circle touches the target at both flight times, not between', () => {
    const sol = solve(INITIAL);
    for (const t of sol.times) {
      const m = momentAt(INITIAL, sol, t);
      expect(Math.abs(m.circle.gap)).toBeLessThan(1e-9);
      expect(m.touching).toBe(sol.times.indexOf(t));
    }
    const mid = momentAt(INITIAL, sol, (sol.times[0] + sol.times[1]) / 2);
    expect(mid.circle.gap).toBeLessThan(0);
    expect(mid.touching).toBe(-1);
    expect(status(INITIAL, sol, mid)).toContain('inside the circle');
    expect(status(INITIAL, sol, momentAt(INITIAL, sol, START_TIME))).toContain('outside the circle');
  });

  test('shells fly along their arcs and stop on the target', () => {
    const sol = solve(INITIAL);
    const m = momentAt(INITIAL, sol, 1);
    expect(m.shells[0]).toEqual(projectileAt(INITIAL.shooter, sol.arcs[0].arc.launchVelocity, [0, -9.81], 1));
    expect(momentAt(INITIAL, sol, 100).shells).toEqual([INITIAL.target, INITIAL.target]);
  });

  test('snapping lands on a flight time; the time line covers the last one', () => {
    const sol = solve(INITIAL);
    expect(snapTime(sol.times[0] + 0.01, sol, 0.05)).toBe(sol.times[0]);
    expect(snapTime(sol.times[0] + 0.1, sol, 0.05)).toBe(sol.times[0] + 0.1);
    expect(sol.duration).toBeGreaterThanOrEqual(sol.times[1]);
    expect(durationFor(null)).toBe(4);
    expect(durationFor(4.863)).toBe(6);
    expect(durationFor(1e9)).toBe(1000);
  });

  test('the chart of p(u) spans the roots and samples the library’s polynomial', () => {
    const sol = solve(INITIAL);
    for (const u of sol.quad.roots) {
      expect(u).toBeGreaterThanOrEqual(sol.poly.u0);
      expect(u).toBeLessThanOrEqual(sol.poly.u1);
    }
    for (const [u, p] of sol.poly.samples) expect(p).toBe(horner([sol.quad.a, sol.quad.b, sol.quad.c], u));
  });
});

describe('the boxes and presets', () => {
  test('bad input is refused with a sentence', () => {
    for (const bad of ['', 'abc', '-1', '1e999', 'NaN']) {
      expect(parseNumber(bad, SPEED_RULE).ok).toBe(false);
      expect(parseNumber(bad, GRAVITY_RULE).ok).toBe(false);
    }
    expect(parseNumber('0', SPEED_RULE)).toEqual({ ok: true, value: 0 });
    expect(parseNumber('0', GRAVITY_RULE)).toEqual({ ok: true, value: 0 });
  });
  test('presets are Earth, Moon and none', () => {
    expect(PRESETS).toEqual({ earth: 9.81, moon: 1.62, none: 0 });
  });
  test('the field holds the first scene', () => {
    for (const p of [INITIAL.shooter, INITIAL.target]) {
      expect(p[0]).toBeGreaterThan(FRAME.xmin);
      expect(p[1]).toBeLessThan(FRAME.ymax);
    }
  });
});
