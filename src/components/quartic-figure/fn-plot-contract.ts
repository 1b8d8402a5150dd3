/**
 * The kit's live function plot types, re-exported for this figure's spec
 * functions (chart.ts), which were written against the contract before
 * kit/fn-plot.ts landed.
 */
export type { FnBand, FnCurve, FnMark, FnPlotSpec, YScale } from '../kit/fn-plot';
