/** Drawing for the kit gallery: the arrow to P and the parabola chart. */
import { arrowPath } from '../../kit/scene/arrow';
import { toSvg } from '../../kit/scene/frame';
import { dot, line, ruleY } from '@observablehq/plot';
import type { PlotOptions } from '../../kit/charts/plot';
import { horner } from '../../../lib/numeric';
import { finiteExtent, sampleCurves, steadyDomain, type FnPlotSpec, type YScale } from '../../kit/charts/fn-plot';
import type { HeardChart } from '../../kit/charts/fn-plot-spec';
import { FN_DURATION, FRAME, analyseCubic, curve, derive, type State } from './model';

export function arrowD(s: State): string {
  return arrowPath(toSvg(FRAME, [0, 0]), toSvg(FRAME, s.p));
}

export function chart(s: State): PlotOptions {
  const { roots } = derive(s);
  return {
    width: 480,
    height: 220,
    // A heard chart states its margins (PlotFrame.astro): its cursor is placed from them.
    marginTop: 20,
    marginRight: 20,
    marginBottom: 30,
    marginLeft: 40,
    x: { domain: [-4, 4], label: 'x' },
    y: { domain: [-6, 12], label: 'y', grid: true },
    marks: [
      ruleY([0]),
      line(curve(s), { stroke: 'var(--link)', strokeWidth: 2, clip: true }),
      dot(
        roots.map((r) => [r, 0]),
        { r: 4, fill: 'var(--accent)' },
      ),
    ],
  };
}

/** The parabola's line as its legend shows it. */
export const PARABOLA_LEGEND = [{ id: 'y', label: 'y = a·x² + b·x + c', color: 'var(--link)' }];

/**
 * The parabola chart as it is explored by keys and heard (kit/charts/plot-explore.ts): the same y over the chart's
 * x range, with its coefficients, so its roots (R) are the library's `polynomialRootsIn` and its vertex (T) the
 * root of its derivative.
 */
export function heardParabola(s: State): HeardChart {
  const { b, c } = derive(s);
  const coefficients = [s.a, b, c];
  return {
    title: 'The parabola y = a·x² + b·x + c and its real roots',
    domain: [-4, 4],
    yDomain: [-6, 12],
    xLabel: 'x',
    yLabel: 'y',
    curves: [
      {
        ...PARABOLA_LEGEND[0]!,
        unit: '',
        coefficients,
        key: coefficients.join(' '),
        fn: (x) => horner(coefficients, x),
      },
    ],
  };
}

export function readouts(s: State): Record<string, string> {
  const d = derive(s);
  return {
    p: `(${s.p[0].toFixed(1)}, ${s.p[1].toFixed(1)})`,
    length: d.length.toFixed(2),
    b: d.b.toFixed(2),
    roots: d.roots.length === 0 ? 'none' : d.roots.map((r) => r.toFixed(3)).join(', '),
  };
}

/**
 * The function plot's spec for the cubic of constant term `a`: f, f′ and f″,
 * roots, extrema and the inflection marked, the monotone pieces shaded. Its y
 * domain holds still while `a` changes (steadyDomain from `prevY`).
 */
export function fnSpec(a: number, yScale: YScale, cursor: number, prevY: readonly [number, number] | null): FnPlotSpec {
  const an = analyseCubic(a);
  const base: FnPlotSpec = {
    title: 'The cubic f, its derivative f′ and second derivative f″ against time t, with the time cursor.',
    domain: [0, FN_DURATION],
    curves: [
      // With their coefficients, the chart's roots and turning points (heard, and jumped to with R and T) are the
      // library's polynomial roots.
      {
        id: 'f',
        label: 'f(t)',
        fn: (t) => horner(an.f, t),
        key: an.f.join(),
        coefficients: an.f,
        color: 'var(--link)',
      },
      {
        id: 'df',
        label: 'f′(t)',
        fn: (t) => horner(an.df, t),
        key: an.df.join(),
        coefficients: an.df,
        color: 'var(--accent)',
        dash: '7 4',
      },
      {
        id: 'ddf',
        label: 'f″(t)',
        fn: (t) => horner(an.ddf, t),
        key: an.ddf.join(),
        coefficients: an.ddf,
        color: 'var(--lead)',
        dash: '2 3',
      },
    ],
    marks: [
      ...an.roots.map((t) => ({ t, y: 0, kind: 'root' as const, curve: 'f' })),
      ...an.extrema.map((e) => ({
        t: e.t,
        y: horner(an.f, e.t),
        kind: 'extremum' as const,
        label: e.max ? 'max' : 'min',
        curve: 'f',
      })),
      ...an.inflections.map((t) => ({ t, y: horner(an.f, t), kind: 'inflection' as const, curve: 'f' })),
    ],
    bands: an.pieces.map((p) => ({ t0: p.t0, t1: p.t1, kind: 'monotone', label: p.rising ? 'rising' : 'falling' })),
    cursor,
    yScale,
    xLabel: 't (s)',
  };
  const wanted = finiteExtent(sampleCurves(base), base.marks) ?? [-1, 1];
  return { ...base, yDomain: steadyDomain(prevY, wanted) };
}
