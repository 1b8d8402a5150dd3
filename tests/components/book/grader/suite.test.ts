/**
 * The suite's expected answers, checked against an exact reference: the
 * intercept polynomial of each case's doubles, in BigInt rationals (tests/lib/
 * oracle.ts), its roots located by sign changes and counted by Sturm's theorem.
 */
import { describe, expect, it } from 'vitest';
import {
  buildSuite,
  CATEGORIES,
  GAPS,
  OFFSETS,
  SCALES,
  type GradeCase,
} from '../../../../src/components/book/grader/suite';
import {
  add,
  countRoots,
  evaluate,
  fromDouble,
  mul,
  nextDown,
  q,
  sign,
  sub,
  ulpDistanceToRoot,
  type Poly,
  type Q,
} from '../../../lib/oracle';

const suite = buildSuite();
const X = (v: readonly number[]): Q[] => v.map(fromDouble);
const dot = (a: Q[], b: Q[]): Q => a.reduce((s, ai, i) => add(s, mul(ai, b[i]!)), q(0n));
const trim = (p: Poly): Poly => {
  let i = 0;
  while (i < p.length && sign(p[i]!) === 0) i++;
  return p.slice(i);
};

/** |R + V·t − ½·g·t²|² − s²·t², exactly, highest degree first (R = T − S exact). */
function exactPolynomial(c: GradeCase): Poly {
  const S = X(c.scene.shooter);
  const R = X(c.scene.target).map((t, i) => sub(t, S[i]!));
  const V = X(c.scene.velocity);
  const s = fromDouble(c.scene.speed);
  const W = X(c.scene.gravity ?? [0, 0, 0]).map((g) => mul(g, q(-1n, 2n)));
  return trim([
    dot(W, W),
    mul(q(2n), dot(V, W)),
    sub(add(dot(V, V), mul(q(2n), dot(R, W))), mul(s, s)),
    mul(q(2n), dot(R, V)),
    dot(R, R),
  ]);
}

/** The sign of p(0); 0 also for p ≡ 0 (the target at the muzzle with equal speeds: every t solves it). */
const atZero = (p: Poly): number => (p.length === 0 ? 0 : sign(p[p.length - 1]!));

/**
 * The grader passes a time within 10⁻⁶ of the exact one; the library's
 * answers must be far closer. Most are within 1 ulp; near a double root (the
 * narrow grazing hits) a root moves by the square root of a coefficient's
 * rounding, and the library's time is within 10⁻¹¹ there (measured).
 */
const REL = 1e-10;

/**
 * How close t is to an exact root of p: 0 when p(t) = 0, 1 (ulp) when p
 * changes sign within an ulp, else whether a sign change lies within REL·t.
 */
function nearRoot(p: Poly, t: number): boolean {
  if (ulpDistanceToRoot(p, t) <= 1) return true;
  const lo = evaluate(p, fromDouble(t * (1 - REL)));
  const hi = evaluate(p, fromDouble(t * (1 + REL)));
  return sign(lo) * sign(hi) <= 0;
}

describe('the grader’s suite', () => {
  it('has unique ids and every category, with the ranges the issue asks for', () => {
    expect(new Set(suite.map((c) => c.id)).size).toBe(suite.length);
    for (const cat of CATEGORIES) expect(suite.filter((c) => c.category === cat.id).length).toBeGreaterThanOrEqual(4);
    expect(Math.min(...GAPS)).toBe(1e-15);
    expect([Math.min(...SCALES), Math.max(...SCALES)]).toEqual([1e-150, 1e150]);
    expect(Math.max(...OFFSETS)).toBe(1e15);
    // Far-from-origin scenes: T − S is exact, so the scene is the ordinary one, moved.
    for (const c of suite.filter((k) => k.category === 'far'))
      for (let i = 0; i < 3; i++)
        expect(
          sign(
            sub(
              sub(fromDouble(c.scene.target[i]!), fromDouble(c.scene.shooter[i]!)),
              fromDouble(c.scene.target[i]! - c.scene.shooter[i]!),
            ),
          ),
        ).toBe(0);
  });

  it('has both answers in each category: hits and, where the category has them, misses', () => {
    const hits = (id: string) =>
      suite.filter(
        (c) => c.category === id && c.expected !== null && !(Array.isArray(c.expected) && c.expected.length === 0),
      );
    for (const cat of CATEGORIES) expect(hits(cat.id).length).toBeGreaterThan(0);
    expect(suite.some((c) => c.id === 'quartic/four' && (c.expected as number[]).length === 4)).toBe(true);
    expect(suite.filter((c) => c.category === 'arcs').every((c) => (c.expected as number[]).length === 2)).toBe(true);
  });

  for (const c of suite) {
    it(`${c.id}: the library's answer is the exact earliest root (within 1 ulp, or 1e-10 where ill-conditioned)`, () => {
      const p = exactPolynomial(c);
      const expected = c.expected;
      const times = expected === null ? [] : Array.isArray(expected) ? expected : [expected];
      if (p.length === 0) {
        // p ≡ 0: every time solves it; the earliest is 0.
        expect(times).toEqual([0]);
        return;
      }
      if (times.length === 0) {
        // No hit: no root at t ≥ 0 (t = 0 would be the target at the muzzle).
        expect(atZero(p)).not.toBe(0);
        expect(countRoots(p, 0, Infinity)).toBe(0);
        return;
      }
      for (const t of times) {
        if (t === 0) expect(atZero(p)).toBe(0);
        else expect(nearRoot(p, t), `${t} is not within 1 ulp or ${REL} of an exact root`).toBe(true);
      }
      if (c.form === 'linear') {
        // The earliest: no root in (0, t) (a root at 0 only when t is 0).
        const t = times[0]!;
        if (t > 0) {
          expect(atZero(p)).not.toBe(0);
          expect(countRoots(p, 0, nextDown(nextDown(t)))).toBe(0);
        }
      } else {
        // Every root ≥ 0, each once (no double roots in this suite).
        expect(countRoots(p, 0, Infinity)).toBe(times.length);
      }
    });
  }
});
