import { describe, expect, it } from 'vitest';
import {
  axisParts,
  curveName,
  curveSummary,
  curveUnit,
  direction,
  nextFeature,
  readingAt,
  spoken,
  stepKey,
  timeText,
} from '../../../../src/components/kit/charts/fn-plot-reading';
import { curveFeatures } from '../../../../src/components/kit/charts/fn-plot-sonify';
import type { FnPlotSpec } from '../../../../src/components/kit/charts/fn-plot';
import { chartSpec } from '../../../../src/components/figures/quartic-figure/chart';
import { FOUR_HITS, solve } from '../../../../src/components/figures/quartic-figure/model';
import { gapSpec } from '../../../../src/components/figures/no-hit-figure/chart';
import { INITIAL as NO_HIT, solve as solveNoHit } from '../../../../src/components/figures/no-hit-figure/model';

// f(t) = t³ − 3t on [−2.5, 2.5], in metres: roots 0, ±√3, turning points ±1.
const CUBIC: FnPlotSpec = {
  title: 'A cubic',
  domain: [-2.5, 2.5],
  curves: [
    { id: 'f', label: 'f(t)', fn: (t) => t ** 3 - 3 * t, color: 'red' },
    { id: 'df', label: 'f′(t)', fn: (t) => 3 * t * t - 3, color: 'blue', unit: 'm/s' },
  ],
  xLabel: 'time t (s) →',
  yLabel: '↑ height (m)',
};

describe('names and units from the chart’s labels', () => {
  it('axisParts: the variable before "(unit)", arrows dropped', () => {
    expect(axisParts('t (s)')).toEqual({ name: 't', unit: 's' });
    expect(axisParts('time t (s) →')).toEqual({ name: 't', unit: 's' });
    expect(axisParts('↑ f(t) = at² + bt + c (m²)')).toEqual({ name: 'c', unit: 'm²' });
    expect(axisParts('value')).toEqual({ name: 'value', unit: '' });
    expect(axisParts(undefined)).toEqual({ name: '', unit: '' });
  });
  it('curveName: the label’s first word without "(t)", else the id; `name` wins', () => {
    expect(curveName({ id: 'f1', label: 'f′(t)', fn: Math.sin, color: 'x' })).toBe('f′');
    expect(curveName({ id: 'gap', label: 'gap |W(t)| − s·t (m)', fn: Math.sin, color: 'x' })).toBe('gap');
    expect(curveName({ id: 'f', label: 'f(t) = |W|² − s²t² (m²)', fn: Math.sin, color: 'x' })).toBe('f');
    expect(curveName({ id: 'q', label: 'f', name: 'q', fn: Math.sin, color: 'x' })).toBe('q');
  });
  it('curveUnit: the label’s "(unit)" (not the x variable "(t)"), else the y label’s, else a y label that is a unit', () => {
    expect(curveUnit({ id: 'g', label: 'gap |W(t)| − s·t (m)', fn: Math.sin, color: 'x' }, { xLabel: 't (s)' })).toBe(
      'm',
    );
    expect(curveUnit(CUBIC.curves[0], CUBIC)).toBe('m');
    expect(curveUnit(CUBIC.curves[1], CUBIC)).toBe('m/s');
    expect(curveUnit({ id: 'f', label: 'f(t)', fn: Math.sin, color: 'x' }, { yLabel: 'm²' })).toBe('m²');
    expect(curveUnit({ id: 'f', label: 'f(t)', fn: Math.sin, color: 'x' }, { yLabel: 'value' })).toBe('');
  });
});

describe('numbers as spoken', () => {
  it('digits by size, a true minus, no trailing zeros, exponent when huge or tiny, never NaN', () => {
    expect(spoken(-3.2)).toBe('−3.2');
    expect(spoken(2.914)).toBe('2.91');
    expect(spoken(12.34)).toBe('12.3');
    expect(spoken(-1234.5)).toBe('−1235');
    expect(spoken(0)).toBe('0');
    expect(spoken(-0.0001)).toBe('−1e-4');
    expect(spoken(2.5e7)).toBe('2.5e7');
    expect(spoken(NaN)).toBe('no value');
    expect(spoken(Infinity)).toBe('no value');
    expect(timeText(2.914, 's')).toBe('2.91 s');
    expect(timeText(-0.5, '')).toBe('−0.50');
  });
});

describe('what a step says', () => {
  it('"t = 2.00 s, f = 2 m, rising" with the units of both axes', () => {
    expect(readingAt(CUBIC, 0, 2)).toBe('t = 2.00 s, f = 2 m, rising');
    expect(readingAt(CUBIC, 0, 0.5)).toBe('t = 0.50 s, f = −1.38 m, falling');
    expect(readingAt(CUBIC, 1, 0.5)).toBe('t = 0.50 s, f′ = −2.25 m/s, rising');
  });
  it('at a root it says "root", at a turning point which kind', () => {
    const f = curveFeatures(CUBIC.curves[0], CUBIC.domain);
    expect(readingAt(CUBIC, 0, f.roots[1], f)).toMatch(/^t = 0\.00 s, f = .*, root$/);
    expect(readingAt(CUBIC, 0, -1, f)).toBe('t = −1.00 s, f = 2 m, turning point, maximum');
    expect(readingAt(CUBIC, 0, 1, f)).toBe('t = 1.00 s, f = −2 m, turning point, minimum');
  });
  it('a value that is not there is said as the curve’s gap text or "no value", never "undefined" or NaN', () => {
    const gap: FnPlotSpec = { ...CUBIC, curves: [{ id: 'g', label: 'g', fn: () => NaN, color: 'x' }] };
    expect(readingAt(gap, 0, 1)).toBe('t = 1.00 s, g = no value');
    const named: FnPlotSpec = { ...CUBIC, curves: [{ id: 'g', label: 'g', fn: () => NaN, color: 'x', gap: 'no hit' }] };
    expect(readingAt(named, 0, 1)).toBe('t = 1.00 s, g = no hit');
  });
  it('the chapters’ charts: the quartic’s f at its first hit, the no-hit gap with metres', () => {
    const sol = solve(FOUR_HITS);
    const spec = chartSpec(sol, { yScale: 'linear', cursor: 0, step: null });
    const f = curveFeatures(spec.curves[0], spec.domain);
    expect(readingAt(spec, 0, sol.hitTimes[0], f)).toBe(`t = ${sol.hitTimes[0].toFixed(2)} s, f = 0, root`);
    expect(readingAt(spec, 0, sol.hitTimes[1], f)).toMatch(/, root$/);
    const ns = solveNoHit(NO_HIT);
    expect(readingAt(gapSpec(ns, 0), 0, 0)).toMatch(/^t = 0\.00 s, gap = [\d.]+ m, (rising|falling)$/);
  });
  it('direction: rising, falling, level', () => {
    expect(direction(CUBIC.curves[0], 2, CUBIC.domain)).toBe('rising');
    expect(direction(CUBIC.curves[0], 0, CUBIC.domain)).toBe('falling');
    expect(direction({ id: 'c', label: 'c', fn: () => 4, color: 'x' }, 0, CUBIC.domain)).toBe('level');
  });
  it('curveSummary names the curve, its tone and its counts', () => {
    const f = curveFeatures(CUBIC.curves[0], CUBIC.domain);
    expect(curveSummary(CUBIC, 0, f)).toBe('f(t), smooth tone: 3 roots, 2 turning points');
    expect(curveSummary(CUBIC, 1, curveFeatures(CUBIC.curves[1], CUBIC.domain))).toBe(
      'f′(t), hollow tone: 2 roots, 1 turning point',
    );
  });
});

describe('where the keys go', () => {
  it('R and T: the next feature after the cursor (Shift: before), none past the last', () => {
    const roots = [-Math.sqrt(3), 0, Math.sqrt(3)];
    expect(nextFeature(roots, -2.5, 1, CUBIC.domain)).toBe(-Math.sqrt(3));
    expect(nextFeature(roots, 0, 1, CUBIC.domain)).toBe(Math.sqrt(3));
    expect(nextFeature(roots, 0, -1, CUBIC.domain)).toBe(-Math.sqrt(3));
    expect(nextFeature(roots, Math.sqrt(3), 1, CUBIC.domain)).toBeNull();
    expect(nextFeature([], 0, 1, CUBIC.domain)).toBeNull();
  });
  it('steps: a hundredth of the axis (Shift a tenth), Page a tenth, Home/End the ends, clamped', () => {
    expect(stepKey('ArrowRight', false, 0, [0, 4])).toBeCloseTo(0.04, 12);
    expect(stepKey('ArrowRight', true, 0, [0, 4])).toBeCloseTo(0.4, 12);
    expect(stepKey('ArrowLeft', false, 0, [0, 4])).toBe(0);
    expect(stepKey('End', false, 1, [0, 4])).toBe(4);
    expect(stepKey('Home', false, 1, [0, 4])).toBe(0);
    expect(stepKey('PageUp', false, 3.9, [0, 4])).toBe(4);
    expect(stepKey('x', false, 1, [0, 4])).toBeNull();
  });
});

describe('a log x axis', () => {
  const RATES = {
    title: 'Miss against frame rate',
    domain: [10, 240] as const,
    xScale: 'log' as const,
    xLabel: 'frame rate (Hz)',
    xText: (r: number) => `${Math.round(r)} Hz`,
    curves: [
      {
        id: 'e',
        label: 'explicit Euler',
        name: 'explicit Euler’s miss',
        unit: 'm',
        color: 'red',
        fn: (r: number) => 7 / r,
      },
    ],
  };
  it('←/→ multiply the rate by the same factor, a hundredth (Shift: a tenth) of the axis; Home/End the ends', () => {
    const f = 24 ** 0.01;
    expect(stepKey('ArrowRight', false, 30, RATES.domain, 'log')).toBeCloseTo(30 * f, 9);
    expect(stepKey('ArrowLeft', false, 30, RATES.domain, 'log')).toBeCloseTo(30 / f, 9);
    expect(stepKey('ArrowRight', true, 30, RATES.domain, 'log')).toBeCloseTo(30 * 24 ** 0.1, 9);
    expect(stepKey('PageDown', false, 30, RATES.domain, 'log')).toBeCloseTo(30 / 24 ** 0.1, 9);
    expect(stepKey('Home', false, 30, RATES.domain, 'log')).toBe(10);
    expect(stepKey('End', false, 30, RATES.domain, 'log')).toBe(240);
    expect(stepKey('ArrowRight', false, 239.9, RATES.domain, 'log')).toBe(240);
    expect(stepKey('ArrowLeft', false, NaN, RATES.domain, 'log')).toBe(10);
    expect(stepKey('x', false, 30, RATES.domain, 'log')).toBeNull();
  });
  it('says the rate in the chart’s words, the value with its unit and which way it goes', () => {
    expect(readingAt(RATES, 0, 70)).toBe('rate = 70 Hz, explicit Euler’s miss = 0.1 m, falling');
    expect(direction(RATES.curves[0], 10, RATES.domain, 'log')).toBe('falling');
  });
});
