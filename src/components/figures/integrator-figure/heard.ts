/**
 * Chapter 10's chart as it is explored by keys and heard (issue 41,
 * kit/charts/plot-explore.ts): the miss of each integrator against the frame
 * rate, each line the function the chart draws through the sweep's misses
 * (straight on its log–log axes), the cursor at the reader's frame rate. Also
 * the chart's y axis and the methods' colours, which the chart (chart.ts,
 * with Plot) draws with: this module loads without Plot.
 */
import type { HeardChart } from '../../kit/charts/fn-plot-spec';
import { drawnLine } from '../../kit/charts/heard-data';
import { INTEGRATORS, MISS_FLOOR, NAMES, RATE, type Solution, type SweepRow } from './model';

/** Each method's colour, dash and symbol, the same as in the scene (IntegratorFigure.astro's styles). */
export const STYLE = {
  exact: { color: 'var(--fg-soft)', dash: '6 3', symbol: 'circle', r: 5.5 },
  'explicit-euler': { color: 'var(--miss)', dash: '', symbol: 'triangle', r: 4.5 },
  'semi-implicit-euler': { color: 'var(--shooter)', dash: '3 3', symbol: 'square', r: 3.5 },
  'velocity-verlet': { color: 'var(--hit)', dash: '1 3', symbol: 'diamond', r: 3 },
} as const;

/** The chart's y domain (m): from half the floor to the power of ten above the largest miss drawn (with 20 % air). */
export function missDomain(rows: readonly Pick<SweepRow, 'miss'>[]): [number, number] {
  const top = Math.max(1, ...rows.map((r) => Math.max(r.miss, MISS_FLOOR)));
  return [MISS_FLOOR / 2, 10 ** Math.ceil(Math.log10(top * 1.2))];
}

export const CHART_TITLE = 'Miss at the aimed hit time against frame rate, both axes logarithmic';

/**
 * The chart heard: one line per method over the sweep's rates (misses below the floor drawn on it), the cursor
 * at `rate`. Without a sweep (no hit, or not solved yet) the lines have no values and say so.
 */
export function heardChart(sol: Solution, rate: number): HeardChart {
  const rows = sol.ok && sol.sweep ? sol.sweep : [];
  return {
    title: CHART_TITLE,
    domain: [RATE.min, RATE.max],
    xScale: 'log',
    yScale: 'log',
    yDomain: missDomain(rows),
    xLabel: 'frame rate (Hz)',
    yLabel: 'miss at t* (m)',
    xText: (r) => `${Math.round(r)} Hz`,
    cursor: rate,
    curves: INTEGRATORS.map((m) => {
      const points = rows.filter((r) => r.method === m).map((r) => ({ x: r.rate, y: Math.max(r.miss, MISS_FLOOR) }));
      return {
        id: m,
        label: NAMES[m],
        name: `${NAMES[m]}’s miss`,
        unit: 'm',
        gap: 'none (no shot hits)',
        color: STYLE[m].color,
        dash: STYLE[m].dash,
        // The same misses, the same line: its roots and turning points are not searched again.
        key: points.map((p) => `${p.x}:${p.y}`).join(' '),
        fn: drawnLine(points, 'log', 'log'),
      };
    }),
  };
}
