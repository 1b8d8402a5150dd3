/**
 * The Plot side of the precision lab, loaded when the reader reaches for the
 * figure (pointer, focus, the slider): the chart in the page is the build's
 * until then, so the page does not ship Plot (~85 KB gzip) to readers who only
 * read. Plot is imported by name so the bundle keeps only what the chart uses.
 */
import { plot } from '@observablehq/plot';
import { chart } from './chart';
import type { CurvePoint, LabState } from './model';

/** The lab's chart, drawn by Plot in the browser (its scales then move the marker). */
export function mountChart(container: Element, curve: readonly CurvePoint[], state: LabState): void {
  container.replaceChildren(plot(chart(curve, state)));
}
