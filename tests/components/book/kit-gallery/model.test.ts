import { describe, expect, it } from 'vitest';
import { horner } from '../../../../src/lib/numeric';
import { FN_DURATION, analyseCubic, cubicCoeffs } from '../../../../src/components/book/kit-gallery/model';
import { fnSpec } from '../../../../src/components/book/kit-gallery/view';

describe('the gallery cubic', () => {
  it('is (t − 2.5)³ − 3(t − 2.5) + a expanded', () => {
    for (const a of [-3, 0, 1, 2.5])
      for (const t of [0, 0.7, 2.5, 4.1, 5]) {
        const u = t - 2.5;
        expect(horner(cubicCoeffs(a), t)).toBeCloseTo(u ** 3 - 3 * u + a, 10);
      }
  });

  it('has its extrema at 1.5 (max) and 3.5 (min), the inflection at 2.5, and roots where f = 0', () => {
    const an = analyseCubic(1);
    expect(an.extrema.map((e) => e.t)).toEqual([expect.closeTo(1.5, 10), expect.closeTo(3.5, 10)]);
    expect(an.extrema.map((e) => e.max)).toEqual([true, false]);
    expect(an.inflections).toEqual([expect.closeTo(2.5, 10)]);
    expect(an.roots).toHaveLength(3); // |a| < 2: three real roots
    for (const r of an.roots) expect(Math.abs(horner(an.f, r))).toBeLessThan(1e-9);
    expect(analyseCubic(4).roots).toHaveLength(1);
    expect(an.pieces.map((p) => p.rising)).toEqual([true, false, true]);
    expect(an.pieces[0].t0).toBe(0);
    expect(an.pieces[2].t1).toBe(FN_DURATION);
  });

  it('fnSpec marks what the analysis found and keeps its y domain steady', () => {
    const s = fnSpec(1, 'linear', 0, null);
    expect(s.marks!.filter((m) => m.kind === 'root')).toHaveLength(3);
    expect(s.bands).toHaveLength(3);
    const t = fnSpec(1.2, 'linear', 0, s.yDomain!);
    expect(t.yDomain).toEqual(s.yDomain);
  });
});
