/**
 * The precision lab chart's frame, declared once: its size, margins and log
 * domains. chart.ts draws the chart with them (Plot, at build time) and the
 * view moves the gap's marker with the same scales in the browser, so the
 * browser never loads Plot for a chart whose curves never change.
 */
import type { Scale } from '../../kit/charts/overlay';
import { ERROR_FLOOR } from './model';

/**
 * The chart's size and margins (px of its viewBox). 340 px wide: a 390 px phone's column, so its text is drawn
 * at full size there (the chart is the build's alone, drawn for one width: kit/charts/fit.ts).
 */
export const LAYOUT = { width: 340, height: 300, marginTop: 20, marginRight: 26, marginBottom: 40, marginLeft: 52 };
/** The speed gap, from far apart (left) to nearly equal (right). */
export const GAP_DOMAIN: [number, number] = [1e-1, 1e-15];
/** The relative error, from the floor an exact answer is drawn at up to 1. */
export const ERROR_DOMAIN: [number, number] = [ERROR_FLOOR, 1];

/** A log scale from `domain` (positive) to `range` (px), as Plot's (d3's) log scale maps it. */
export function logScale(domain: readonly [number, number], range: readonly [number, number]): Scale {
  const [l0, l1] = [Math.log(domain[0]), Math.log(domain[1])];
  return (v) => range[0] + ((Math.log(v) - l0) / (l1 - l0)) * (range[1] - range[0]);
}

const { width, height, marginTop, marginRight, marginBottom, marginLeft } = LAYOUT;
/** The chart's x scale: speed gap → px. */
export const X = logScale(GAP_DOMAIN, [marginLeft, width - marginRight]);
/** The chart's y scale: relative error → px (up). */
export const Y = logScale(ERROR_DOMAIN, [height - marginBottom, marginTop]);
