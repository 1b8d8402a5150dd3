import { describe, expect, it } from 'vitest';
import { missGap } from '../../../../src/lib/motion';
import { derivative, horner, polynomialRootsIn } from '../../../../src/lib/numeric';
import {
  SONIFY,
  TIMBRES,
  curveFeatures,
  heightOf,
  panOf,
  pitchOf,
  pitchScaleOf,
  sweepAt,
  sweepSchedule,
  sweepTime,
  timbreOf,
  valueOfPitch,
} from '../../../../src/components/kit/charts/fn-plot-sonify';
import { fnLegendHtml, fnScales, type FnPlotSpec } from '../../../../src/components/kit/charts/fn-plot';
import { chartSpec } from '../../../../src/components/figures/quartic-figure/chart';
import { FOUR_HITS, criticalPoints, solve } from '../../../../src/components/figures/quartic-figure/model';
import { gapSpec } from '../../../../src/components/figures/no-hit-figure/chart';
import { INITIAL as NO_HIT, solve as solveNoHit } from '../../../../src/components/figures/no-hit-figure/model';

const four = solve(FOUR_HITS);
const quartic = (yScale: 'linear' | 'symlog'): FnPlotSpec => chartSpec(four, { yScale, cursor: 0, step: null });

describe('value → pitch on the chart’s own scale', () => {
  it('a linear chart: the bottom of the y domain is 220 Hz, the top 880 Hz, the middle 440 Hz; off the chart clamps', () => {
    const s = { yScale: 'linear' as const, domain: [-10, 10] as [number, number], constant: 1 };
    expect(pitchOf(-10, s)).toBeCloseTo(220, 9);
    expect(pitchOf(10, s)).toBeCloseTo(880, 9);
    expect(pitchOf(0, s)).toBeCloseTo(440, 9);
    expect(pitchOf(1e9, s)).toBeCloseTo(880, 9);
    expect(pitchOf(-1e9, s)).toBeCloseTo(220, 9);
  });

  it('a value that is not finite is silence (null), never NaN', () => {
    const s = pitchScaleOf(quartic('linear'));
    expect(pitchOf(NaN, s)).toBeNull();
    expect(pitchOf(Infinity, s)).toBeNull();
  });

  for (const yScale of ['linear', 'symlog'] as const)
    it(`${yScale}: a note's height in octaves is the value's height on the chart as drawn (fnScales)`, () => {
      const spec = quartic(yScale);
      const s = pitchScaleOf(spec);
      const y = fnScales(spec).y;
      const [bottom, top] = y.range;
      let checked = 0;
      for (const c of spec.curves)
        for (let t = 0; t <= four.duration; t += four.duration / 37) {
          const v = c.fn(t);
          const drawn = (bottom - y.apply(v)) / (bottom - top);
          if (drawn < 0 || drawn > 1) continue;
          const octaves = Math.log2(pitchOf(v, s)! / SONIFY.low);
          expect(octaves / 2).toBeCloseTo(drawn, 9);
          expect(heightOf(v, s)).toBeCloseTo(drawn, 9);
          // …and the pitch can be read back as the value.
          expect(valueOfPitch(pitchOf(v, s)!, s)).toBeCloseTo(v, 6);
          checked++;
        }
      expect(checked).toBeGreaterThan(40);
    });

  it('the symmetric log scale spreads what the linear one flattens: f near a root is far from the bottom', () => {
    const lin = pitchScaleOf(quartic('linear'));
    const log = pitchScaleOf(quartic('symlog'));
    const f = quartic('linear').curves[0].fn;
    const r = four.hitTimes[0];
    // Just after the root f is small: on the log scale its pitch moves more per unit of f.
    const dLin = pitchOf(f(r + 0.05), lin)! - pitchOf(0, lin)!;
    const dLog = pitchOf(f(r + 0.05), log)! - pitchOf(0, log)!;
    expect(Math.abs(dLog)).toBeGreaterThan(Math.abs(dLin));
  });

  it('the chart on screen’s held y domain is the one used when given', () => {
    const s = pitchScaleOf(quartic('linear'), [-1000, 1000]);
    expect(s.domain).toEqual([-1000, 1000]);
    expect(pitchOf(0, s)).toBeCloseTo(440, 9);
  });
});

describe('time → pan', () => {
  it('the left end is −0.9, the right +0.9, the middle 0, clamped', () => {
    expect(panOf(0, [0, 4])).toBeCloseTo(-0.9, 12);
    expect(panOf(4, [0, 4])).toBeCloseTo(0.9, 12);
    expect(panOf(2, [0, 4])).toBeCloseTo(0, 12);
    expect(panOf(-3, [0, 4])).toBeCloseTo(-0.9, 12);
    expect(panOf(NaN, [0, 4])).toBe(0);
  });
});

describe('roots → clicks, turning points → ticks (the library’s)', () => {
  it("the four-hit scene: f's roots are the library's hit times, its turning points the roots of f′", () => {
    const f = curveFeatures(quartic('linear').curves[0], [0, four.duration]);
    expect(four.hitTimes).toHaveLength(4);
    expect(f.roots).toHaveLength(4);
    f.roots.forEach((t, i) => expect(Math.abs(t - four.hitTimes[i])).toBeLessThan(1e-12));
    const { extrema } = criticalPoints(four);
    expect(f.turningPoints).toHaveLength(extrema.length);
    f.turningPoints.forEach((t, i) => expect(t).toBeCloseTo(extrema[i], 6));
  });

  it("f′'s roots are f's turning points; f″'s roots its inflections", () => {
    const [, d1, d2] = quartic('linear').curves;
    const { extrema, inflections } = criticalPoints(four);
    const f1 = curveFeatures(d1, [0, four.duration]);
    f1.roots.forEach((t, i) => expect(Math.abs(t - extrema[i])).toBeLessThan(1e-12));
    const f2 = curveFeatures(d2, [0, four.duration]);
    expect(f2.roots.length).toBe(inflections.length);
    f2.roots.forEach((t, i) => expect(Math.abs(t - inflections[i])).toBeLessThan(1e-12));
  });

  it('a curve with its coefficients is solved by polynomialRootsIn (exactly its roots and those of p′)', () => {
    const c = four.polynomial.coefficients;
    const curve = { id: 'f', label: 'f(t)', color: 'red', fn: (t: number) => horner(c, t), coefficients: c };
    const f = curveFeatures(curve, [0, four.duration]);
    expect(f.roots).toEqual(polynomialRootsIn(c, 0, four.duration).roots);
    expect(f.turningPoints).toEqual(polynomialRootsIn(derivative(c), 0, four.duration).roots);
  });

  it("the no-hit gap |W| − s·t: no root, and its one turning point is the library's best miss time", () => {
    const sol = solveNoHit(NO_HIT);
    const spec = gapSpec(sol, 0);
    const f = curveFeatures(spec.curves[0], spec.domain);
    expect(f.roots).toEqual([]);
    const best = sol.fb.best.aimTime;
    expect(f.turningPoints.some((t) => Math.abs(t - best) < 1e-5)).toBe(true);
    const g = (t: number) => missGap(sol.options, t);
    for (const t of f.turningPoints) expect(g(t)).toBeLessThanOrEqual(Math.min(g(t - 1e-3), g(t + 1e-3)) + 1e-9);
  });
});

describe('the sweep schedule', () => {
  it('3 s, 120 notes over the whole axis, a click at each root and a tick at each turning point, panned', () => {
    const spec = quartic('linear');
    const s = sweepSchedule(spec, 0);
    expect(s.seconds).toBe(3);
    expect(s.notes).toHaveLength(120);
    expect(s.notes[0]).toMatchObject({ at: 0, t: 0 });
    expect(s.notes[119].at).toBeCloseTo(3, 12);
    expect(s.notes[119].t).toBe(four.duration);
    for (const n of s.notes) {
      expect(n.hz).toBeCloseTo(pitchOf(spec.curves[0].fn(n.t), pitchScaleOf(spec))!, 9);
      expect(n.pan).toBeCloseTo(panOf(n.t, spec.domain), 12);
    }
    expect(s.clicks.map((c) => c.t)).toEqual(curveFeatures(spec.curves[0], spec.domain).roots);
    s.clicks.forEach((c) => expect(c.at).toBeCloseTo((c.t / four.duration) * 3, 12));
    expect(s.ticks).toHaveLength(criticalPoints(four).extrema.length);
    expect(s.timbre).toBe(TIMBRES[0]);
  });

  it('the cursor while it plays is the time the sweep has reached (sweepTime inverts sweepAt)', () => {
    const s = sweepSchedule(quartic('symlog'), 1);
    expect(s.curve).toBe('f1');
    expect(s.timbre.type).toBe('triangle');
    for (const t of [0, 0.5, 1.27, four.duration]) expect(sweepTime(sweepAt(t, s.domain), s)).toBeCloseTo(t, 12);
    expect(sweepTime(-1, s)).toBe(0);
    expect(sweepTime(99, s)).toBe(four.duration);
  });

  it('a curve with a gap is silent there (null pitch), never NaN', () => {
    const spec: FnPlotSpec = {
      title: 'gap',
      domain: [0, 2],
      curves: [{ id: 'g', label: 'g', color: 'red', fn: (t) => (t > 0.9 && t < 1.1 ? NaN : t) }],
    };
    const s = sweepSchedule(spec, 0, { notes: 21 });
    expect(s.notes.filter((n) => n.hz === null).map((n) => n.t)).toEqual([1]);
    expect(s.notes.every((n) => n.hz === null || Number.isFinite(n.hz))).toBe(true);
  });
});

describe('timbres', () => {
  it('each curve its own, named in the legend', () => {
    const spec = quartic('linear');
    const names = spec.curves.map((_, i) => timbreOf(i).name);
    expect(new Set(names).size).toBe(3);
    const html = fnLegendHtml(spec);
    for (const n of names) expect(html).toContain(`(${n})`);
    expect(timbreOf(5)).toBe(TIMBRES[0]);
    expect(timbreOf(-1)).toBe(TIMBRES[0]);
  });

  it('five curves, five tones: the fifth a wave of its own (harmonics from the fundamental up)', () => {
    const names = [0, 1, 2, 3, 4].map((i) => timbreOf(i).name);
    expect(new Set(names).size).toBe(5);
    const fifth = timbreOf(4);
    expect(fifth.type).toBe('custom');
    expect('harmonics' in fifth && fifth.harmonics[0]).toBe(1);
  });
});

describe('a log x axis (a chart of frame rates): sweeps glide and marks sit evenly in log t', () => {
  const spec = {
    title: 'log',
    domain: [10, 1000] as const,
    xScale: 'log' as const,
    yScale: 'log' as const,
    yDomain: [1e-3, 10] as const,
    curves: [{ id: 'm', label: 'miss (m)', color: 'red', fn: (r: number) => 100 / r }],
  };
  it('the notes are log-spaced (10, …, 100 at the middle, …, 1000) and pitch falls evenly as 1/r does', () => {
    const s = sweepSchedule(spec, 0, { notes: 5 });
    expect(s.xScale).toBe('log');
    const ts = s.notes.map((n) => n.t);
    [10, 10 ** 1.5, 100, 10 ** 2.5, 1000].forEach((t, i) => expect(ts[i]).toBeCloseTo(t, 9));
    // 100/r on a log y axis from 1e−3 to 10 is a straight line: equal pitch ratios per note.
    const hz = s.notes.map((n) => n.hz!);
    for (let i = 2; i < hz.length; i++) expect(hz[i] / hz[i - 1]).toBeCloseTo(hz[1] / hz[0], 9);
    expect(hz[1]).toBeLessThan(hz[0]);
    // Pan and time: 100 Hz, the middle of the axis, is at the middle of the sweep and the centre of the stereo field.
    expect(sweepAt(100, spec.domain, 3, 'log')).toBeCloseTo(1.5, 12);
    expect(sweepTime(1.5, s)).toBeCloseTo(100, 9);
    expect(panOf(100, spec.domain, 'log')).toBeCloseTo(0, 12);
  });
  it('a log y scale: a value at or below 0 is silent, the domain’s ends are the pitch range', () => {
    const scale = { yScale: 'log' as const, domain: [1e-3, 10] as [number, number], constant: 1 };
    expect(pitchOf(0, scale)).toBeNull();
    expect(pitchOf(-1, scale)).toBeNull();
    expect(pitchOf(1e-3, scale)).toBeCloseTo(SONIFY.low, 9);
    expect(pitchOf(10, scale)).toBeCloseTo(SONIFY.high, 9);
    expect(valueOfPitch(pitchOf(0.37, scale)!, scale)).toBeCloseTo(0.37, 12);
  });
  it('features are searched in log t: the turning point of a bump at 100 on 10…1000', () => {
    // A peak at 100 crossing zero at 10^1.5 and 10^2.5: sampled evenly in log t, 1000 no longer crowds out 10…100.
    const bump = { id: 'b', label: 'b', color: 'red', fn: (r: number) => 0.25 - (Math.log10(r) - 2) ** 2 };
    const f = curveFeatures(bump, [10, 1000], 'log');
    expect(f.turningPoints).toHaveLength(1);
    expect(f.turningPoints[0]).toBeCloseTo(100, 5);
    expect(f.roots).toHaveLength(2);
    expect(f.roots[0]).toBeCloseTo(10 ** 1.5, 6);
    expect(f.roots[1]).toBeCloseTo(10 ** 2.5, 6);
  });
  it('a linear axis is unchanged: the same notes as before the log axis existed', () => {
    const lin = {
      ...spec,
      xScale: 'linear' as const,
      yScale: 'linear' as const,
      domain: [0, 4] as const,
      yDomain: [0, 1] as const,
    };
    const s = sweepSchedule(lin, 0, { notes: 5 });
    expect(s.notes.map((n) => n.t)).toEqual([0, 1, 2, 3, 4]);
  });
});
