/**
 * A cell's chart description → Observable Plot. Only known marks and options
 * get through (chart-spec.ts lists them); data stays data. Imported at build
 * time and, in the browser, only when a run produces a chart.
 */
// The whole namespace: cells may name any mark. This module loads only when a cell draws a chart.
import * as Plot from '@observablehq/plot';
import type { PlotOptions } from '../kit/plot';
import { MARKS, PLOT_OPTIONS, type ChartSpec, type MarkName } from './chart-spec';

type MarkFn = (data?: unknown, options?: Record<string, unknown>) => Plot.Markish;

export function plotOptions(spec: ChartSpec): PlotOptions {
  const marks: Plot.Markish[] = [];
  for (const m of spec.marks) {
    if (!(MARKS as readonly string[]).includes(m.mark)) continue;
    const make = (Plot as unknown as Record<MarkName, MarkFn>)[m.mark];
    const options = { ...m.options };
    delete options.href;
    delete options.target;
    delete options.render;
    marks.push(m.data === null ? make(options) : make(m.data, options));
  }
  const top: Record<string, unknown> = {};
  for (const k of PLOT_OPTIONS) if (spec.options[k] !== undefined && spec.options[k] !== null) top[k] = spec.options[k];
  return { width: 640, ...top, marks } as PlotOptions;
}
