/**
 * Chapter 11's saving chart as it is explored by keys and heard (issue 41,
 * kit/charts/plot-explore.ts), and what the chart and its legend share: the
 * speed ratios drawn, the y axis, each k's name and colour. No Plot here: the
 * chart's script (saving-element.ts) loads this alone.
 */
import { leadTimeSaved } from '../../../lib/motion';
import type { HeardChart } from '../../kit/charts/fn-plot-spec';
import { SERIES } from '../../kit/charts/palette';

/** The speed ratios drawn as lines. */
export const SWEEP_KS = [1.1, 1.25, 1.5, 2, 3] as const;
/** The chart's y axis (% saved). */
export const Y_DOMAIN = [0, 70] as const;
/** A k's name on the chart and in its legend. */
export const kKey = (k: number) => `k = ${k}`;

/** The chart's lines as its legend shows them: each k in the book's series colour, in order. */
export const SAVING_LEGEND = SWEEP_KS.map((k, i) => ({
  id: kKey(k),
  label: kKey(k),
  color: SERIES[i % SERIES.length]!,
}));

export const SAVING_TITLE =
  'Time saved by lead over pure pursuit, in per cent of pure pursuit’s time, against the start angle, one line per speed ratio';

/**
 * The chart as it is explored by keys and heard (issue 41, kit/charts/plot-explore.ts): each k's saving in per cent
 * against the start angle φ₀ in degrees, from the library's closed form at every angle (not the 2° samples the
 * chart is drawn through); pitch follows the chart's 0–70 % axis.
 */
export function savingHeard(): HeardChart {
  return {
    title: SAVING_TITLE,
    domain: [0, 180],
    yDomain: [...Y_DOMAIN],
    xLabel: 'start angle φ₀ (°)',
    yLabel: 'time saved (%)',
    xText: (deg) => `${Math.round(deg)}°`,
    curves: SWEEP_KS.map((k, i) => ({
      ...SAVING_LEGEND[i]!,
      name: `the saving at k = ${k}`,
      unit: '%',
      key: kKey(k),
      fn: (deg: number) => 100 * leadTimeSaved(k, (deg * Math.PI) / 180),
    })),
  };
}
