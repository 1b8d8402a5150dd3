/**
 * The chart of f, f′ and f″ as a spec for the kit's live function plot
 * (kit/charts/fn-plot.ts): pure functions of the model, shared by the build (the
 * first state) and the browser. Curves are told apart by colour and dash;
 * the roots of f are the library's hit times (the earliest highlighted), the
 * extrema and inflection points its roots of f′ and f″; the pieces between
 * consecutive turning points are shaded as monotone, and the intervals where
 * f < 0 (the target inside the falling circle) get their own band. During
 * the step-through the step's bracket and points replace the bands.
 */
import { horner } from '../../../lib/numeric';
import { criticalPoints, insideIntervals, type Solution } from './model';
import type { CurveId, StepView } from './steps';
import type { FnBand, FnCurve, FnMark, FnPlotSpec, YScale } from '../../kit/charts/fn-plot';

export const CURVES: Record<CurveId, { label: string; color: string; dash?: string }> = {
  f: { label: 'f(t)', color: 'var(--shooter)' },
  f1: { label: 'f′(t)', color: 'var(--target)', dash: '6 3' },
  f2: { label: 'f″(t)', color: 'var(--lead)', dash: '1.5 3' },
};

export interface ChartOptions {
  yScale: YScale;
  /** The scrubber's time. */
  cursor: number | null;
  /** The step-through's current step, or null when it is closed. */
  step: StepView | null;
  width?: number;
  height?: number;
}

/** The three curves of s₁'s polynomial (coefficients from `interceptPolynomial`). */
export function curves(sol: Solution): FnCurve[] {
  const p = sol.polynomial;
  const fns: Record<CurveId, number[]> = { f: p.coefficients, f1: p.derivative, f2: p.secondDerivative };
  return (Object.keys(CURVES) as CurveId[]).map((id) => {
    const c = fns[id];
    // The key says when two specs draw the same function (the kit then skips resampling it).
    return { id, ...CURVES[id], fn: (t: number) => horner(c, t), key: c.join(' ') };
  });
}

/** The marks of the chart without a step: roots (earliest = chosen), extrema and inflection points, on f. */
export function baseMarks(sol: Solution): FnMark[] {
  const f = (t: number) => horner(sol.polynomial.coefficients, t);
  const { extrema, inflections } = criticalPoints(sol);
  const marks: FnMark[] = [];
  for (const t of extrema) marks.push({ t, y: f(t), kind: 'extremum', curve: 'f' });
  for (const t of inflections) marks.push({ t, y: f(t), kind: 'inflection', curve: 'f' });
  // The roots are f's zeros by definition: marked on the axis, where the library puts them; the earliest ringed.
  const roots = sol.hitTimes.filter((t) => t <= sol.duration);
  for (const t of roots) marks.push({ t, y: 0, kind: 'root', curve: 'f' });
  if (roots.length > 0) marks.push({ t: roots[0], y: 0, kind: 'chosen', curve: 'f', label: 'earliest hit' });
  return marks;
}

/** The monotone pieces of f (between consecutive roots of f′ in [0, duration]) and where f < 0. */
export function baseBands(sol: Solution): FnBand[] {
  const { extrema } = criticalPoints(sol);
  const cuts = [0, ...extrema.filter((t) => t > 0 && t < sol.duration), sol.duration];
  const bands: FnBand[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    bands.push({ t0: cuts[i], t1: cuts[i + 1], kind: 'monotone' });
  }
  for (const [t0, t1] of insideIntervals(sol)) bands.push({ t0, t1, kind: 'inside', label: 'inside' });
  return bands;
}

/** A step's marks and bands, with each mark's value on its curve. */
export function stepMarks(sol: Solution, step: StepView): { marks: FnMark[]; bands: FnBand[] } {
  const p = sol.polynomial;
  const coeffs: Record<CurveId, number[]> = { f: p.coefficients, f1: p.derivative, f2: p.secondDerivative };
  const marks = step.marks.map((m) => ({
    t: m.t,
    y: m.kind === 'root' || m.kind === 'chosen' ? 0 : horner(coeffs[m.curve], m.t),
    kind: m.kind,
    curve: m.curve,
    label: m.label,
  }));
  return { marks, bands: step.bands.map((b) => ({ ...b })) };
}

/**
 * The linear scale's y range: the values of f, f′ and f″ where the chart's
 * story happens (t = 0, the middle of the time line, the roots, turning and
 * inflection points, a step's points), padded. A quartic's t⁴ term would
 * otherwise flatten everything near the roots; the curves run off the top
 * or bottom beyond it (the symmetric log scale shows them whole).
 */
export function focusDomain(sol: Solution, marks: readonly FnMark[]): [number, number] {
  const p = sol.polynomial;
  const ts = [0, sol.duration / 2, ...marks.map((m) => m.t)];
  let lo = 0;
  let hi = 0;
  for (const t of ts) {
    if (!(t >= 0 && t <= sol.duration)) continue;
    for (const c of [p.coefficients, p.derivative, p.secondDerivative]) {
      const v = horner(c, t);
      if (!Number.isFinite(v)) continue;
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
  }
  const pad = 0.15 * (hi - lo) || 1;
  return [lo - pad, hi + pad];
}

/** The chart's spec for the scene, the scrubber's time and (optionally) a step. */
export function chartSpec(sol: Solution, o: ChartOptions): FnPlotSpec {
  const s = o.step ? stepMarks(sol, o.step) : { marks: baseMarks(sol), bands: baseBands(sol) };
  return {
    title: o.step
      ? `f, f′ and f″ of s₁ = ${sol.polynomial.speed} m/s, ${o.step.heading}`
      : `f, f′ and f″ of s₁ = ${sol.polynomial.speed} m/s over the first ${sol.duration} s`,
    domain: [0, sol.duration],
    curves: curves(sol),
    marks: s.marks,
    bands: s.bands,
    cursor: o.cursor,
    yScale: o.yScale,
    yDomain: o.yScale === 'linear' ? focusDomain(sol, [...baseMarks(sol), ...s.marks]) : undefined,
    xLabel: 't (s)',
    yLabel: o.yScale === 'symlog' ? 'value (symmetric log scale)' : 'value',
    width: o.width,
    height: o.height,
  };
}
