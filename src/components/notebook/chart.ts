/**
 * A cell's chart description → Observable Plot. Only known marks and options
 * get through (chart-spec.ts lists them); data stays data. Imported at build
 * time and, in the browser, only when a run produces a chart.
 */
// Marks by name, not the namespace: a namespace import would pull all of Plot
// into the chunk that figures on the same page share with this module.
import {
  areaX,
  areaY,
  arrow,
  barX,
  barY,
  cell,
  dot,
  dotX,
  dotY,
  frame,
  gridX,
  gridY,
  line,
  lineX,
  lineY,
  link,
  rectX,
  rectY,
  ruleX,
  ruleY,
  text,
  tickX,
  tickY,
  type Markish,
} from '@observablehq/plot';
import type { PlotOptions } from '../kit/charts/plot';
import { MARKS, PLOT_OPTIONS, type ChartSpec, type MarkName } from './chart-spec';

type MarkFn = (data?: unknown, options?: Record<string, unknown>) => Markish;

const MARK_FUNCTIONS = {
  line,
  lineX,
  lineY,
  dot,
  dotX,
  dotY,
  areaX,
  areaY,
  barX,
  barY,
  rectX,
  rectY,
  cell,
  ruleX,
  ruleY,
  tickX,
  tickY,
  text,
  link,
  arrow,
  frame,
  gridX,
  gridY,
} as unknown as Record<MarkName, MarkFn>;

export function plotOptions(spec: ChartSpec): PlotOptions {
  const marks: Markish[] = [];
  for (const m of spec.marks) {
    if (!(MARKS as readonly string[]).includes(m.mark)) continue;
    const make = MARK_FUNCTIONS[m.mark];
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
