/**
 * The types of the kit's live function plot (kit/fn-plot.ts, being built on
 * another branch to this contract), so that this figure's spec functions
 * type-check before it lands. Types only: no plotting here. When
 * kit/fn-plot.ts is merged this file re-exports from it.
 */
export type YScale = 'linear' | 'symlog';
export interface FnCurve {
  id: string;
  label: string;
  fn: (t: number) => number;
  color: string;
  dash?: string;
  /** Same id and key: the same function (the chart does not resample it). */
  key?: string;
}
export interface FnMark {
  t: number;
  y: number;
  kind: 'root' | 'extremum' | 'inflection' | 'chosen' | 'point';
  label?: string;
  curve?: string;
}
export interface FnBand {
  t0: number;
  t1: number;
  kind?: 'monotone' | 'bracket' | 'inside' | string;
  label?: string;
}
export interface FnPlotSpec {
  title: string;
  domain: readonly [number, number];
  curves: readonly FnCurve[];
  marks?: readonly FnMark[];
  bands?: readonly FnBand[];
  cursor?: number | null;
  yScale?: YScale;
  yDomain?: readonly [number, number];
  samples?: number;
  width?: number;
  height?: number;
  xLabel?: string;
  yLabel?: string;
}
