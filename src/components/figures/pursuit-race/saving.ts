/**
 * The claim measured: the time lead pursuit saves over pure pursuit against a
 * straight target, over speed ratios k and start angles φ₀, from the
 * library's closed forms (`leadSavingSweep`), with the 20–40 % band the
 * sources quote. Computed at build time (SavingChart.astro); the page's
 * verdict quotes `savingSummary`.
 */
import { areaY, line, ruleY, text, type Markish } from '@observablehq/plot';
import { crossingBand, leadSavingSweep, leadTimeSaved, type SavingPoint } from '../../../lib';
import type { PlotOptions } from '../../kit/charts/plot';
import { SERIES } from '../../kit/charts/palette';
import { DEFAULTS, TARGET_KINDS, planRace } from './model';

/** The claimed band: 20 % to 40 % of pure pursuit's time. */
export const BAND = { low: 0.2, high: 0.4 } as const;
/** The speed ratios drawn as lines. */
export const SWEEP_KS = [1.1, 1.25, 1.5, 2, 3] as const;
/** Start angles, every 2° from fleeing (0°) to head-on (180°). */
export const SWEEP_ANGLES = Array.from({ length: 91 }, (_, i) => 2 * i);

export function savingSweep(): SavingPoint[] {
  return leadSavingSweep(SWEEP_KS, SWEEP_ANGLES);
}

/** What the verdict says, in numbers. */
export interface SavingSummary {
  /** The crossing start's saving at each drawn k (fractions). */
  crossing: { k: number; saved: number }[];
  /** The k between which a crossing start saves 40 % and 20 %. */
  band: [number, number];
  /** The share of a fine (k, φ₀) grid, k ∈ [1.05, 3], φ₀ ∈ [0°, 180°], whose saving lies in the band. */
  shareInBand: number;
  /** The share of that grid where lead saves less than 20 %. */
  shareBelow: number;
  /** The largest saving at k = 2 over all angles, and its angle (°). */
  bestAt2: { saved: number; angleDeg: number };
}

export function savingSummary(): SavingSummary {
  const crossing = SWEEP_KS.map((k) => ({ k, saved: leadTimeSaved(k, Math.PI / 2) }));
  const ks = Array.from({ length: 196 }, (_, i) => 1.05 + i * 0.01);
  const angles = Array.from({ length: 181 }, (_, i) => i);
  const grid = leadSavingSweep(ks, angles);
  const inBand = grid.filter((p) => p.saved >= BAND.low && p.saved <= BAND.high).length;
  const below = grid.filter((p) => p.saved < BAND.low).length;
  const at2 = leadSavingSweep([2], angles).reduce((a, b) => (b.saved > a.saved ? b : a));
  return {
    crossing,
    band: crossingBand(BAND.low, BAND.high),
    shareInBand: inBand / grid.length,
    shareBelow: below / grid.length,
    bestAt2: { saved: at2.saved, angleDeg: at2.angleDeg },
  };
}

const pct = (x: number) => `${Math.round(x * 100)} %`;

/**
 * The chart: one line per k of the % saved against φ₀, the claimed band shaded between 20 % and 40 %, at
 * `width` px (a phone's chart says its x axis in fewer words). Each k takes the book's series colour in
 * order (kit/charts/palette.ts: readable on both themes), its legend the same.
 */
export function savingChart(rows: readonly SavingPoint[], width = 640): PlotOptions {
  const data = rows.map((r) => ({ ...r, k: `k = ${r.k}`, percent: r.saved * 100 }));
  const band = [0, 180].map((a) => ({ angle: a, low: BAND.low * 100, high: BAND.high * 100 }));
  const labels = SWEEP_KS.map((k) => ({ k: `k = ${k}`, angle: 90, percent: leadTimeSaved(k, Math.PI / 2) * 100 }));
  return {
    width,
    height: 340,
    marginLeft: 48,
    marginRight: 16,
    marginBottom: 40,
    style: { fontSize: '12px', color: 'var(--fg)', background: 'transparent' },
    x: {
      domain: [0, 180],
      ticks: [0, 30, 60, 90, 120, 150, 180],
      label:
        width < 480
          ? 'start angle φ₀ (°): 0 fleeing, 180 head-on →'
          : 'start angle φ₀ (°): 0 fleeing, 90 crossing, 180 head-on →',
      labelAnchor: 'right',
    },
    y: {
      domain: [0, 70],
      label: '↑ time saved by leading (% of pure pursuit’s)',
      grid: true,
      tickFormat: (d: number) => `${d}`,
    },
    color: { legend: true, domain: SWEEP_KS.map((k) => `k = ${k}`), range: [...SERIES] },
    marks: [
      areaY(band, { x: 'angle', y1: 'low', y2: 'high', fill: 'var(--accent)', fillOpacity: 0.14, ariaHidden: 'true' }),
      ruleY([BAND.low * 100, BAND.high * 100], { stroke: 'var(--accent)', strokeDasharray: '4 3', ariaHidden: 'true' }),
      // On a phone's chart the k = 1.25 label sits on the band's top edge: the band's own goes inside it, at the foot.
      text([{ angle: 4, percent: (width < 480 ? BAND.low : BAND.high) * 100 }], {
        x: 'angle',
        y: 'percent',
        text: () => 'the claimed 20–40 %',
        textAnchor: 'start',
        dy: -7,
        fill: 'var(--accent)',
        stroke: 'var(--bg)',
        strokeWidth: 3,
        ariaHidden: 'true',
      }),
      line(data, { x: 'angleDeg', y: 'percent', stroke: 'k', strokeWidth: 2, ariaHidden: 'true' }),
      text(labels, {
        x: 'angle',
        y: 'percent',
        text: (d: { k: string; percent: number }) => `${d.k}: ${pct(d.percent / 100)}`,
        dy: -8,
        fill: 'var(--fg)',
        stroke: 'var(--bg)',
        strokeWidth: 3,
        ariaHidden: 'true',
      }) as Markish,
    ],
  };
}

/**
 * The race's saving on each built-in target at speed ratio k (defaults
 * otherwise): pure's and lead's simulated times. The reader's drawn path is
 * left out: its course is whatever the reader makes it.
 */
export interface RaceSaving {
  target: string;
  pure: number | null;
  lead: number | null;
  /** 1 − lead/pure, or null when either did not catch the target. */
  saved: number | null;
}

export function raceSavings(k: number): RaceSaving[] {
  return TARGET_KINDS.filter(({ kind }) => kind !== 'drawn').map(({ kind, label }) => {
    const plan = planRace({ ...DEFAULTS, k, target: kind });
    const pure = plan.guided.pure.captureTime;
    const lead = plan.guided.lead.captureTime;
    return { target: label, pure, lead, saved: pure !== null && lead !== null ? 1 - lead / pure : null };
  });
}
