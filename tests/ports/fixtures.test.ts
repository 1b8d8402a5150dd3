/**
 * The shared port fixtures themselves: deterministic, large and varied enough,
 * the protocol round-trips, and the reference cases carry the published answers.
 */
import { describe, expect, test } from 'vitest';
import {
  OPTION_KINDS,
  buildFixtures,
  buildOptionFixtures,
  formatNumber,
  inputLine,
  parseNumber,
  parseResultLine,
  resultLine,
} from './fixtures';
import type { Expected, Fixture } from './fixtures';

// Built once for all tests below (about 2 s of CPU; the determinism test builds them again).
const fixtures = buildFixtures();
const byId = new Map(fixtures.map((f) => [f.id, f]));
const optionFixtures = buildOptionFixtures();
const optionById = new Map(optionFixtures.map((f) => [f.id, f]));

/** The library's answer to a named options scene through one options entry point. */
function option(name: string, entry: 'intercept' | 'linear' | 'ballistic' | 'first'): Expected {
  const f = optionById.get(`opt-${name}-${entry}`);
  if (f === undefined) throw new Error(`no options fixture opt-${name}-${entry}`);
  return f.expected;
}

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
    for (const f of [...fixtures, ...optionFixtures])
      expect(parseResultLine(resultLine(f.id, f.expected), f.dim).result).toEqual(f.expected);
  }, 60_000);

  test('the bad inputs of issue 39 are rejected by every checked entry point, never solved', () => {
    for (const id of ['ref-speed-negative', 'ref-speed-nan', 'ref-arc-speed-negative', 'ref-arc-speed-nan'])
      expect(byId.get(id)!.expected, id).toEqual({ type: 'error', argument: 'speed' });
    for (const id of ['ref-quartic-speed-negative', 'ref-quartic-speed-nan'])
      expect(byId.get(id)!.expected, id).toEqual({ type: 'error', argument: 'speed' });
    // 5e-324 at a standing target: the time overflows; no hit at t = +inf, in any entry.
    for (const id of ['ref-tiny-speed-standing', 'ref-tiny-speed-standing-intercept'])
      expect(byId.get(id)!.expected, id).toMatchObject({ type: 'miss', reason: 'beyond-max-time' });
    expect(byId.get('ref-arc-tiny-speed-no-gravity')!.expected).toEqual({ type: 'noarc', reason: 'out-of-range' });
    for (const entry of ['intercept', 'linear', 'first', 'ballistic'] as const) {
      expect(option('speed-negative', entry).type, entry).not.toBe('hit');
      expect(option('tiny-speed-standing', entry).type, entry).not.toBe('hit');
      expect(option('tiny-speed-standing', entry).type, entry).not.toBe('arcs');
    }
  });

  test('options fixtures: deterministic, every entry point answers, refuses bad input and refuses what it does not handle', () => {
    expect(buildOptionFixtures().map(inputLine)).toEqual(optionFixtures.map(inputLine));
    expect(optionFixtures.length).toBeGreaterThan(6000);
    const count = (p: (f: Fixture) => boolean) => optionFixtures.filter(p).length;
    const answers: Record<(typeof OPTION_KINDS)[number], string[]> = {
      'intercept-options': ['hit', 'miss'],
      'linear-options': ['hit', 'miss'],
      'ballistic-options': ['arcs', 'noarc'],
      'first-options': ['hit', 'none'],
    };
    for (const kind of OPTION_KINDS) {
      for (const type of answers[kind])
        expect(
          count((f) => f.kind === kind && f.expected.type === type),
          `${kind} ${type}`,
        ).toBeGreaterThan(30);
      // Every argument is named when bad, by every entry (checks come before any "does not handle", or after: the library's order).
      const bad = new Set(
        optionFixtures
          .filter((f) => f.kind === kind && f.expected.type === 'error')
          .map((f) => (f.expected as { argument: string }).argument),
      );
      for (const a of ['shooter', 'target', 'speed', 'inherit', 'maxTime'])
        expect(bad, `${kind} rejects ${a}`).toContain(a);
    }
    const unsupported = (kind: string) =>
      new Set(
        optionFixtures
          .filter((f) => f.kind === kind && f.expected.type === 'unsupported')
          .map((f) => (f.expected as { argument: string }).argument),
      );
    expect(unsupported('intercept-options').size).toBe(0);
    for (const kind of ['linear-options', 'first-options'])
      expect([...unsupported(kind)].sort(), kind).toEqual(['acceleration', 'gravity', 'shooterVelocity']);
    expect([...unsupported('ballistic-options')].sort()).toEqual([
      'acceleration',
      'maxTime',
      'shooterVelocity',
      'velocity',
    ]);
    const missReasons = new Set(optionFixtures.map((f) => (f.expected.type === 'miss' ? f.expected.reason : '')));
    for (const r of ['beyond-max-time', 'out-of-range', 'cannot-move', 'receding', 'target-too-fast'])
      expect(missReasons, r).toContain(r);
  }, 60_000);

  test('options fixtures carry the answers of issue 39', () => {
    // The same options: intercept says out of range; linearIntercept refuses gravity (it used to say hit at 5.7735).
    expect(option('crossing-gravity', 'intercept')).toMatchObject({ type: 'miss', reason: 'out-of-range' });
    expect(option('crossing-gravity', 'linear')).toEqual({ type: 'unsupported', argument: 'gravity' });
    expect(option('crossing-gravity', 'first')).toEqual({ type: 'unsupported', argument: 'gravity' });
    // Gravity [0, NaN] is bad input, not ignored; ballisticArcs refuses the moving target first.
    expect(option('gravity-nan', 'linear')).toEqual({ type: 'error', argument: 'gravity' });
    expect(option('crossing', 'ballistic')).toEqual({ type: 'unsupported', argument: 'velocity' });
    for (const entry of ['intercept', 'linear', 'first'] as const) {
      expect(option('crossing', entry), entry).toMatchObject({ type: 'hit', times: [100 / Math.sqrt(300)] });
      // maxTime: the hit at 5.7735 comes too late for a limit of 5, in time for 6.
      expect(option('crossing-max-time-short', entry).type, entry).toBe(entry === 'first' ? 'none' : 'miss');
      expect(option('crossing-max-time-long', entry).type, entry).toBe('hit');
      expect(option('crossing-max-time-nan', entry), entry).toEqual({ type: 'error', argument: 'maxTime' });
      expect(option('inherit-nan', entry), entry).toEqual({ type: 'error', argument: 'inherit' });
    }
    expect(option('crossing-max-time-short', 'intercept')).toMatchObject({ reason: 'beyond-max-time' });
    // A shooter moving with the target, inheriting all of it: a standing target 100 away at 20, t = 5.
    expect(option('moving-shooter', 'intercept')).toMatchObject({ type: 'hit', times: [5] });
    expect(option('moving-shooter-no-inherit', 'intercept')).toEqual(option('crossing', 'intercept'));
    expect(option('moving-shooter', 'linear')).toEqual({ type: 'unsupported', argument: 'shooterVelocity' });
    expect(option('arc-flat-max-time', 'ballistic')).toEqual({ type: 'unsupported', argument: 'maxTime' });
    expect(option('arc-flat-max-time', 'intercept')).toMatchObject({ type: 'hit', times: [expect.closeTo(1.7384, 4)] });
    expect(option('balanced', 'intercept')).toEqual(option('crossing', 'intercept'));
    expect(option('velocity-overflow', 'intercept').type).toBe('miss');
  });

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
