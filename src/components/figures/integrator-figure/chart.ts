/**
 * Chapter 10's chart, with Observable Plot: the miss at the aimed hit time
 * against the frame rate, log–log, for the four integrators; the reader's rate
 * marked. Rendered at build time (PlotFrame.astro); in the browser only once
 * the reader reaches for the figure (render.ts), so Plot stays off the first load.
 */
// Marks by name: the browser bundle then carries only what is used.
import { dot, line, ruleX, ruleY, text, type Markish } from '@observablehq/plot';
import type { PlotOptions } from '../../kit/charts/plot';
import { INTEGRATORS, MISS_FLOOR, NAMES, type Solution } from './model';

/** Each method's colour, dash and symbol, the same as in the scene (IntegratorFigure.astro's styles). */
export const STYLE = {
  exact: { color: 'var(--fg-soft)', dash: '6 3', symbol: 'circle', r: 5.5 },
  'explicit-euler': { color: 'var(--miss)', dash: '', symbol: 'triangle', r: 4.5 },
  'semi-implicit-euler': { color: 'var(--shooter)', dash: '3 3', symbol: 'square', r: 3.5 },
  'velocity-verlet': { color: 'var(--hit)', dash: '1 3', symbol: 'diamond', r: 3 },
} as const;

/** "1e−3"-style labels for powers of ten. */
function powerLabel(x: number): string {
  const k = Math.round(Math.log10(x));
  if (k >= 0 && k <= 2) return String(10 ** k);
  return `1e${k < 0 ? '−' : ''}${Math.abs(k)}`;
}

const RATE_TICKS = [10, 15, 24, 30, 60, 120, 240];

/** The chart's options for a solved state at the reader's frame rate. */
export function chart(sol: Solution, rate: number): PlotOptions {
  const rows =
    sol.ok && sol.sweep
      ? sol.sweep.map((r) => ({
          rate: r.rate,
          method: NAMES[r.method],
          key: r.method,
          miss: Math.max(r.miss, MISS_FLOOR),
        }))
      : [];
  const now = sol.ok
    ? sol.flights.map((f) => ({ rate, method: NAMES[f.method], key: f.method, miss: Math.max(f.miss, MISS_FLOOR) }))
    : [];
  const top = Math.max(1, ...rows.map((r) => r.miss));
  const yMax = 10 ** Math.ceil(Math.log10(top * 1.2));
  const marks: Markish[] = [
    ruleY([MISS_FLOOR], { stroke: 'var(--fg-soft)', strokeOpacity: 0.6, ariaHidden: 'true' }),
    text([{ rate: 10, miss: MISS_FLOOR }], {
      x: 'rate',
      y: 'miss',
      text: () => 'a hit, to rounding (drawn at 0.1 mm)',
      textAnchor: 'start',
      dy: -8,
      dx: 4,
      fill: 'var(--fg-soft)',
      ariaHidden: 'true',
    }),
    ruleX([rate], { stroke: 'var(--accent)', strokeWidth: 1.5, ariaHidden: 'true' }),
  ];
  for (const m of INTEGRATORS) {
    const st = STYLE[m];
    const mine = rows.filter((r) => r.key === m);
    marks.push(
      line(mine, {
        x: 'rate',
        y: 'miss',
        stroke: st.color,
        strokeWidth: 2,
        strokeDasharray: st.dash || undefined,
        ariaHidden: 'true',
      }),
      dot(
        now.filter((r) => r.key === m),
        {
          x: 'rate',
          y: 'miss',
          symbol: st.symbol,
          r: st.r,
          stroke: st.color,
          fill: 'var(--bg)',
          strokeWidth: 2,
          ariaHidden: 'true',
        },
      ),
    );
  }
  return {
    width: 520,
    height: 300,
    marginLeft: 52,
    marginRight: 20,
    marginBottom: 40,
    style: { fontSize: '12px', color: 'var(--fg)', background: 'transparent' },
    x: {
      type: 'log',
      domain: [10, 240],
      ticks: RATE_TICKS,
      tickFormat: (x: number) => String(x),
      label: 'frame rate (Hz) →',
      labelAnchor: 'right',
    },
    y: {
      type: 'log',
      domain: [MISS_FLOOR / 2, yMax],
      tickFormat: powerLabel,
      ticks: Array.from({ length: Math.round(Math.log10(yMax / MISS_FLOOR)) + 1 }, (_, i) => MISS_FLOOR * 10 ** i),
      label: '↑ miss at t* (m)',
      grid: true,
    },
    marks,
  };
}
