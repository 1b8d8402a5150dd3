import { describe, expect, it } from 'vitest';
import { leadTimeSaved } from '../../../../src/lib/motion';
import { SWEEP_KS, savingHeard } from '../../../../src/components/figures/pursuit-race/saving-heard';
import { savingSweep } from '../../../../src/components/figures/pursuit-race/saving';
import { curveFeatures } from '../../../../src/components/kit/charts/fn-plot-sonify';
import { readingAt } from '../../../../src/components/kit/charts/fn-plot-reading';

const spec = savingHeard();

describe('chapter 11’s saving chart heard', () => {
  it('each k’s line is the library’s closed form in per cent, equal to the drawn sweep at its angles', () => {
    expect(spec.curves.map((c) => c.label)).toEqual(SWEEP_KS.map((k) => `k = ${k}`));
    for (const p of savingSweep()) {
      const curve = spec.curves[SWEEP_KS.indexOf(p.k as (typeof SWEEP_KS)[number])]!;
      expect(curve.fn(p.angleDeg)).toBeCloseTo(p.saved * 100, 10);
    }
  });
  it('each line has one turning point, its peak, past the crossing start', () => {
    spec.curves.forEach((c, i) => {
      const { turningPoints } = curveFeatures(c, spec.domain);
      expect(turningPoints).toHaveLength(1);
      const peak = turningPoints[0]!;
      expect(peak).toBeGreaterThan(95);
      expect(peak).toBeLessThan(125);
      const k = SWEEP_KS[i]!;
      const f = (d: number) => leadTimeSaved(k, (d * Math.PI) / 180);
      expect(f(peak)).toBeGreaterThanOrEqual(f(peak - 0.01));
      expect(f(peak)).toBeGreaterThanOrEqual(f(peak + 0.01));
    });
  });
  it('says the angle in degrees and the saving in per cent', () => {
    const at90 = (100 * leadTimeSaved(1.5, Math.PI / 2)).toFixed(1);
    expect(readingAt(spec, 2, 90)).toMatch(new RegExp(`^φ₀ = 90°, the saving at k = 1.5 = ${at90} %, rising$`));
  });
});
