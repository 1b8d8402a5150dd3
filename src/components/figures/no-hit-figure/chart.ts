/**
 * The two charts under the scene as specs for the kit's live function plot
 * (kit/charts/fn-plot.ts): the gap |W(t)| − s·t in metres, and the polynomial
 * f(t) = |W(t)|² − s²t² in square metres, each over the figure's time line,
 * each with both fallbacks' times marked (the gap's minimum is the true best
 * miss, f's minimum the heuristic's). Pure: shared by the build (the first
 * state) and the browser. The values are the library's (`missGap`,
 * `missPolynomialAt`).
 */
import { missGap, missPolynomialAt } from '../../../lib/motion';
import type { FnMark, FnPlotSpec } from '../../kit/charts/fn-plot';
import { big, type Solution } from './model';

export const GAP_COLOR = 'var(--hit)';
export const F_COLOR = 'var(--lead)';

function marks(sol: Solution, value: (t: number) => number, own: 'best' | 'heuristic'): FnMark[] {
  const fb = sol.fb;
  const best = fb.best.aimTime;
  const heur = fb.heuristic.aimTime;
  const out: FnMark[] = [];
  // With a hit, the best aim is the hit (the gap crosses zero there) and f's minimum is no longer the story.
  const both: [number, string, 'best' | 'heuristic'][] = fb.hit
    ? [
        [best, `hit, t = ${big(best)} s`, 'best'],
        [heur, `heuristic's τf = ${big(heur)} s`, 'heuristic'],
      ]
    : [
        [best, `min of gap, τ* = ${big(best)} s`, 'best'],
        [heur, `min of f, τf = ${big(heur)} s`, 'heuristic'],
      ];
  for (const [t, label, name] of both) {
    if (!(t >= 0 && t <= sol.duration)) continue;
    out.push({
      t,
      y: value(t),
      kind: name === own ? 'chosen' : 'point',
      label,
      color: name === 'best' ? GAP_COLOR : F_COLOR,
      // Where each label goes, clear of the curve and the other label: the kit's placement (kit/charts/fn-plot-labels.ts).
    });
  }
  return out;
}

export function gapSpec(sol: Solution, cursor: number | null): FnPlotSpec {
  const gap = (t: number) => missGap(sol.options, t);
  return {
    title: `The gap |W(t)| − s·t over the first ${big(sol.duration)} s; its minimum is the best possible miss`,
    domain: [0, sol.duration],
    curves: [{ id: 'gap', label: 'gap |W(t)| − s·t (m)', color: GAP_COLOR, fn: gap, key: JSON.stringify(sol.options) }],
    marks: marks(sol, gap, 'best'),
    cursor,
    xLabel: 't (s)',
    yLabel: 'm',
    height: 220,
  };
}

export function polySpec(sol: Solution, cursor: number | null): FnPlotSpec {
  const f = (t: number) => missPolynomialAt(sol.options, t);
  return {
    title: `f(t) = |W(t)|² − s²t² over the first ${big(sol.duration)} s; its minimum is what the heuristic aims at`,
    domain: [0, sol.duration],
    curves: [
      {
        id: 'f',
        label: 'f(t) = |W|² − s²t² (m²)',
        color: F_COLOR,
        dash: '6 3',
        fn: f,
        key: JSON.stringify(sol.options),
      },
    ],
    marks: marks(sol, f, 'heuristic'),
    cursor,
    xLabel: 't (s)',
    yLabel: 'm²',
    height: 220,
  };
}
