/**
 * The shared port fixtures themselves: deterministic, large and varied enough,
 * the protocol round-trips, and the reference cases carry the published answers.
 */
import { describe, expect, test } from 'vitest';
import { buildFixtures, formatNumber, inputLine, parseNumber, parseResultLine, resultLine } from './fixtures';
import type { Fixture } from './fixtures';

// Built once for all tests below (about 2 s of CPU; the determinism test builds them again).
const fixtures = buildFixtures();
const byId = new Map(fixtures.map((f) => [f.id, f]));

/** The fixture's times equal the published ones to the digits printed (half a unit of the last, `tol`). */
function expectTimes(id: string, published: number[], tol = 5e-7) {
  const e = byId.get(id)!.expected;
  const times = e.type === 'hit' ? e.times : e.type === 'arcs' ? e.arcs.map((a) => a.time) : [];
  expect(times.length, id).toBe(published.length);
  times.forEach((t, i) => expect(Math.abs(t - published[i]), `${id} t${i}`).toBeLessThanOrEqual(tol));
}

describe('port fixtures', () => {
  test('≥ 10⁴ random scenes, deterministic, every result type and family present', () => {
    expect(fixtures.filter((f) => !f.id.startsWith('ref-')).length).toBeGreaterThanOrEqual(10_000);
    expect(buildFixtures().map(inputLine)).toEqual(fixtures.map(inputLine));
    const count = (p: (f: Fixture) => boolean) => fixtures.filter(p).length;
    for (const type of ['hit', 'miss', 'arcs', 'noarc', 'error'])
      expect(
        count((f) => f.expected.type === type),
        type,
      ).toBeGreaterThan(100);
    for (const kind of ['linear', 'ballistic', 'intercept'])
      for (const bad of ['nan', 'inf', '-inf'])
        expect(
          count((f) => f.kind === kind && inputLine(f).split(' ').includes(bad)),
          `${kind} ${bad}`,
        ).toBeGreaterThan(10);
    expect(count((f) => f.expected.type === 'error' && f.expected.argument === 'speed' && f.speed < 0)).toBeGreaterThan(
      10,
    );
    expect(count((f) => f.dim === 2)).toBeGreaterThan(4000);
    expect(count((f) => f.dim === 3)).toBeGreaterThan(4000);
    for (const family of [
      'equal/',
      'near-equal/',
      'on-shooter/',
      'far-scales/',
      'near-max/',
      'balanced/',
      'zero-speed/',
      'overflow/',
      'degenerate/',
      'grazing/',
      'grazing-standing/',
      'tangent/',
    ])
      expect(
        count((f) => f.family.startsWith(family)),
        family,
      ).toBeGreaterThan(50);
    for (const units of ['/tiny', '/huge', '/pow2', '/subnormal'])
      expect(
        count((f) => f.family.endsWith(units)),
        units,
      ).toBeGreaterThan(300);
    // Exactly equal speeds really are equal in floating point (Pythagorean triples).
    for (const f of fixtures.filter((x) => x.family.startsWith('equal/metres')))
      expect(Math.hypot(...f.velocity!)).toBe(f.speed);
  }, 60_000);

  test('exact tangents: one grazing hit or arc at t = √2·s/g', () => {
    const tangents = fixtures.filter((f) => f.family.startsWith('tangent/'));
    expect(tangents.length).toBeGreaterThan(300);
    for (const f of tangents) {
      const e = f.expected;
      const times = e.type === 'hit' ? e.times : e.type === 'arcs' ? e.arcs.map((a) => a.time) : [];
      const g = Math.abs(f.gravity![1]);
      expect(times.length, f.id).toBe(1);
      expect(Math.abs(times[0] / ((Math.SQRT2 * f.speed) / g) - 1), f.id).toBeLessThan(1e-15);
    }
  });

  test('numbers and result lines round-trip through the protocol', () => {
    for (const x of [0, -0, 1.5, 0.1, -1e-310, 5e-324, Number.MAX_VALUE, NaN, Infinity, -Infinity])
      expect(Object.is(parseNumber(formatNumber(x)), x)).toBe(true);
    expect(parseNumber('1.5')).toBe(1.5);
    expect(parseNumber('-inf')).toBe(-Infinity);
    for (const f of fixtures) expect(parseResultLine(resultLine(f.id, f.expected), f.dim).result).toEqual(f.expected);
  }, 60_000);

  test('reference cases carry the published answers', () => {
    expectTimes('ref-crossing', [100 / Math.sqrt(300)]);
    expectTimes('ref-equal-head-on', [5]);
    expectTimes('ref-faster-approaching', [3.489153, 8.81854]);
    expectTimes('ref-ue5-stationary', [2], 0);
    expectTimes('ref-broofa', [1.5], 0);
    for (const id of ['ref-equal-crossing', 'ref-faster-away', 'ref-ue5-same-speed-away', 'ref-ue5-faster-away'])
      expect(byId.get(id)!.expected.type, id).toBe('miss');
    expectTimes('ref-arc-flat', [1.7384, 5.864], 5e-5);
    expectTimes('ref-arc-straight-up', [0.3538, 5.7624], 5e-5);
    expect(byId.get('ref-arc-beyond-range')!.expected).toEqual({ type: 'noarc', reason: 'out-of-range' });
    expectTimes('ref-quartic-crossing', [1.767992, 5.765682]);
    expectTimes('ref-quartic-accelerating', [1.207441, 3.312091]);
    expect(byId.get('ref-quartic-accelerating-slow')!.expected.type).toBe('miss');
    expectTimes('ref-quartic-four-hits', [1.344437, 2.437677, 5.132485, 14.734738]);
  });
});
