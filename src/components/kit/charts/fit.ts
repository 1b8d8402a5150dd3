/**
 * Charts drawn for the width they have. A chart is an SVG drawn at some
 * width and shown at its drawn height (its `height` attribute: CSS never
 * scales it to the width), never wider than its column: where the column is
 * narrower, the drawing shrinks inside that height until the live chart
 * redraws at the column's width, at the same height, so nothing below moves.
 *
 * The build cannot know the column's width, so a wide chart is drawn twice:
 * at its own width and at `CHART_FIT.narrow`, which a phone shows at full
 * size (its text at the size it was drawn, 12 px). The chart's container
 * (`.kit-chart-fit`, a CSS container) shows the one that fits
 * (chart-fit.css): the narrow one below `CHART_FIT.breakpoint`. The live chart
 * keeps the one drawn for its width, or replaces both. Pure: no DOM, no Plot.
 */

export const CHART_FIT = {
  /** The width of a build-time chart for a phone (px): full size in a 390 px phone's column (about 340 px). */
  narrow: 320,
  /** Below this container width the narrow chart shows (chart-fit.css says the same). */
  breakpoint: 480,
} as const;

/** The attribute that gives a drawn chart's width (on its root: the SVG, or Plot's figure with a legend). */
export const CHART_WIDTH_ATTR = 'data-chart-w';

/** The widths the build draws a chart of `width` at: its own, and the narrow one when it is at least the breakpoint. */
export function buildWidths(width: number): number[] {
  return width >= CHART_FIT.breakpoint ? [width, CHART_FIT.narrow] : [width];
}

/** The width to draw at in a container `have` px wide: the chart's own, or the container's when narrower. */
export function fitWidth(want: number, have: number): number {
  return have > 120 && have < want ? Math.floor(have) : want;
}
