/**
 * The book's colours for chart series that are not a figure's own parts (a
 * scene's shooter, target, hit… keep their theme colours, src/styles/global.css):
 * five theme variables, `--series-1` … `--series-5`, each `light-dark()` and at
 * least 3:1 against the chart's background (--bg) in both themes
 * (tests/components/kit/charts/chart-contrast.test.ts). Plot's own schemes are
 * fixed colours drawn for a white page: viridis' purple vanishes on the dark
 * theme, its yellow and the default scheme's on the light one.
 */

/** In order, for an ordered quantity (a speed ratio, a step): viridis' hues, purple, blue, teal, green, yellow. */
export const SERIES = [
  'var(--series-1)',
  'var(--series-2)',
  'var(--series-3)',
  'var(--series-4)',
  'var(--series-5)',
] as const;

/**
 * For categories (a notebook cell's series, the precision lab's methods): the same five, the most distinct first,
 * blue then yellow as Plot's default scheme begins, so a chart reads as it would with Plot's colours.
 */
export const CATEGORICAL = [SERIES[1], SERIES[4], SERIES[0], SERIES[3], SERIES[2]] as const;

/** The colour `CATEGORICAL` gives `value` in an ordinal domain that Plot sorts, as Plot's colour scale does. */
export function categoricalColour(domain: readonly string[], value: string): string {
  const sorted = [...new Set(domain)].sort();
  const i = sorted.indexOf(value);
  return CATEGORICAL[(i < 0 ? 0 : i) % CATEGORICAL.length];
}
