/**
 * The probes' expected answers, checked against the exact reference the
 * suite's are (tests/lib/oracle.ts: the intercept quadratic of each probe's
 * doubles in BigInt rationals), and the families' shape: each varies one thing.
 */
import { describe, expect, it } from 'vitest';
import {
  buildProbes,
  CLAMP_DISTANCES,
  NEAR_GAPS,
  PROBE_SCALES,
  type Probe,
} from '../../../../src/components/book/grader/probes';
import {
  add,
  countRoots,
  evaluate,
  fromDouble,
  mul,
  q,
  sign,
  sub,
  ulpDistanceToRoot,
  type Poly,
  type Q,
} from '../../../lib/oracle';

const probes = buildProbes();
const X = (v: readonly number[]): Q[] => v.map(fromDouble);
const dot = (a: Q[], b: Q[]): Q => a.reduce((s, ai, i) => add(s, mul(ai, b[i]!)), q(0n));

function exact(p: Probe): Poly {
  const S = X(p.scene.shooter);
  const R = X(p.scene.target).map((t, i) => sub(t, S[i]!));
  const V = X(p.scene.velocity);
  const s = fromDouble(p.scene.speed);
  const poly = [sub(dot(V, V), mul(s, s)), mul(q(2n), dot(R, V)), dot(R, R)];
  let i = 0;
  while (i < poly.length && sign(poly[i]!) === 0) i++;
  return poly.slice(i);
}

describe('the probes', () => {
  it('have unique ids, and every family the diagnosis reads', () => {
    expect(new Set(probes.map((p) => p.id)).size).toBe(probes.length);
    const families = new Set(probes.map((p) => p.family));
    for (const f of ['ordinary', 'no-hit', 'equal', 'near', 'on-target', 'graze', 'scale', 'far', 'clamp', 'speed0'])
      expect(families.has(f as Probe['family']), f).toBe(true);
    expect(Math.min(...PROBE_SCALES)).toBe(1e-300);
    expect(Math.max(...PROBE_SCALES)).toBe(1e300);
    expect(Math.min(...NEAR_GAPS)).toBe(1e-14);
    expect(Math.max(...CLAMP_DISTANCES)).toBe(1e12);
  });

  it('a family varies one thing: scaled scenes keep their time, far ones their T − S', () => {
    for (const p of probes.filter((k) => k.family === 'scale')) {
      const one = probes.find((k) => k.family === 'ordinary' && k.id === `ordinary/${p.base}`)!;
      expect(p.expected === null, p.id).toBe(one.expected === null);
      if (one.expected !== null)
        expect(Math.abs((p.expected as number) / (one.expected as number) - 1), p.id).toBeLessThan(1e-13);
    }
    for (const p of probes.filter((k) => k.family === 'far')) {
      const one = probes.find((k) => k.id === `ordinary/${p.base}`)!;
      expect(p.scene.target.map((t, i) => t - p.scene.shooter[i]!)).toEqual(
        one.scene.target.map((t, i) => t - one.scene.shooter[i]!),
      );
    }
    for (const p of probes.filter((k) => k.family === 'on-target' && !k.id.includes('near')))
      expect(p.scene.shooter).toEqual(p.scene.target);
    for (const p of probes.filter((k) => k.family === 'equal')) expect(p.a).toBe(0);
  });

  /**
   * Most times are within a few ulps of the exact root; near a double root (a graze nudged by ulps, a shot of
   * speed 10⁻⁶ whose two hits are 2·10⁻⁷ apart) a root moves by the square root of a rounding, and the library's
   * time is within 10⁻⁸ (measured), far inside the grader's 10⁻⁶. Hit or no hit is exact everywhere.
   */
  const REL = 1e-8;
  for (const p of probes) {
    it(`${p.id}: the library's answer is the exact earliest root (within ${REL})`, () => {
      const poly = exact(p);
      const t = p.expected as number | null;
      if (poly.length === 0) return expect(t).toBe(0);
      if (t === null) {
        expect(sign(poly[poly.length - 1]!)).not.toBe(0);
        expect(countRoots(poly, 0, Infinity)).toBe(0);
        return;
      }
      if (t === 0) return expect(sign(poly[poly.length - 1]!)).toBe(0);
      const near =
        ulpDistanceToRoot(poly, t) <= 1 ||
        sign(evaluate(poly, fromDouble(t * (1 - REL)))) * sign(evaluate(poly, fromDouble(t * (1 + REL)))) <= 0;
      expect(near).toBe(true);
      expect(countRoots(poly, 0, t * (1 - REL))).toBe(0);
    });
  }
});
