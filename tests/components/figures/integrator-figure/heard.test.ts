import { describe, expect, it } from 'vitest';
import {
  INITIAL,
  INTEGRATORS,
  MISS_FLOOR,
  SWEEP_RATES,
  sameSweep,
  solve,
} from '../../../../src/components/figures/integrator-figure/model';
import { heardChart, missDomain } from '../../../../src/components/figures/integrator-figure/heard';
import { chart } from '../../../../src/components/figures/integrator-figure/chart';
import { curveFeatures } from '../../../../src/components/kit/charts/fn-plot-sonify';
import { readingAt } from '../../../../src/components/kit/charts/fn-plot-reading';

const sol = solve(INITIAL);
const heard = heardChart(sol, INITIAL.rate);

describe('chapter 10’s chart heard', () => {
  it('each line is the sweep’s misses at the sweep’s rates (the floor where the chart draws it), one per method', () => {
    if (!sol.ok || !sol.sweep) throw new Error('the first scene hits');
    expect(heard.curves.map((c) => c.id)).toEqual([...INTEGRATORS]);
    for (const row of sol.sweep) {
      const curve = heard.curves.find((c) => c.id === row.method)!;
      expect(curve.fn(row.rate)).toBe(Math.max(row.miss, MISS_FLOOR));
    }
    expect(heard.xScale).toBe('log');
    expect(heard.yScale).toBe('log');
    expect(heard.domain).toEqual([SWEEP_RATES[0], SWEEP_RATES[SWEEP_RATES.length - 1]]);
  });
  it('the y domain is the chart’s own; the cursor is the frame rate, said in whole hertz', () => {
    const options = chart(sol, INITIAL.rate) as { y: { domain: number[] } };
    expect(heard.yDomain).toEqual(options.y.domain);
    expect(missDomain([])).toEqual([MISS_FLOOR / 2, 10]);
    expect(heard.cursor).toBe(INITIAL.rate);
    expect(heard.xText!(59.6)).toBe('60 Hz');
  });
  it('explicit Euler’s miss falls with the rate and has no turning point; no hit, no values', () => {
    const euler = heard.curves[1];
    expect(euler.fn(20)).toBeGreaterThan(euler.fn(200));
    expect(curveFeatures(euler, heard.domain, 'log').turningPoints).toEqual([]);
    const none = heardChart({ ok: false, message: 'no' }, 30);
    expect(none.curves.every((c) => Number.isNaN(c.fn(30)))).toBe(true);
    expect(readingAt(none, 1, 30)).toBe('rate = 30 Hz, explicit Euler’s miss = none (no shot hits)');
  });
  it('a new frame rate alone keeps the sweep; any other change does not', () => {
    expect(sameSweep(INITIAL, { ...INITIAL, rate: 120 })).toBe(true);
    expect(sameSweep(INITIAL, { ...INITIAL, compensated: true })).toBe(false);
    expect(sameSweep(INITIAL, { ...INITIAL, target: [45, 13] })).toBe(false);
  });
});
