/**
 * The claim measured: the time lead pursuit saves over pure pursuit against a
 * straight target, over speed ratios k and start angles φ₀, from the
 * library's closed forms (`leadSavingSweep`), with the 20–40 % band the
 * sources quote. Computed at build time (SavingChart.astro); the page's
 * verdict quotes `savingSummary`.
 */
import { areaY, line, ruleY, text, type Markish } from '@observablehq/plot';
import { crossingBand, leadSavingSweep, leadTimeSaved, type SavingPoint } from '../../../lib/motion';
import type { PlotOptions } from '../../kit/charts/plot';
import { SERIES } from '../../kit/charts/palette';
import { textBox, type Box, type Segment, type XY } from '../../kit/scene/label-box';
import { placeLabels, type LabelRequest, type PlacedLabel, type Spot } from '../../kit/scene/place-labels';
import { DEFAULTS, TARGET_KINDS, planRace } from './model';
import { SWEEP_KS, Y_DOMAIN, kKey } from './saving-heard';

export { SWEEP_KS };

/** The claimed band: 20 % to 40 % of pure pursuit's time. */
export const BAND = { low: 0.2, high: 0.4 } as const;
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

/** The chart's size and margins (px), and its y axis (% saved): its grid lines are where its ticks are. */
const LAYOUT = { height: 340, marginTop: 20, marginLeft: 48, marginRight: 16, marginBottom: 40 } as const;
const Y_TICKS = [0, 10, 20, 30, 40, 50, 60, 70];

/** The labels' font (px, the chart's style) and the kit's estimate of a character's width at it (ems). */
const FONT = 12;
const LABEL_METRICS = { em: 0.62 };
/** Air between a curve and its label (px). */
const GAP = 4;
/** Plot's text mark puts its text's middle at its y (`y="0.32em"`): the baseline sits this far below (px). */
const BASELINE_DOWN = 0.32 * FONT;
/** Where along its curve a k's label may go (°), best first: at the crossing start, which it quotes, then away from it. */
const LABEL_ANGLES = [90, ...Array.from({ length: 34 }, (_, i) => 2.5 * (i + 1)).flatMap((d) => [90 - d, 90 + d])];

/** The plot's frame in the chart's px for a chart `width` wide: its size and the scales' maps into it. */
function frameOf(width: number) {
  const w = width - LAYOUT.marginLeft - LAYOUT.marginRight;
  const h = LAYOUT.height - LAYOUT.marginTop - LAYOUT.marginBottom;
  const [y0, y1] = Y_DOMAIN;
  return {
    width: w,
    height: h,
    at: (angle: number, percent: number): XY => ({ x: (angle / 180) * w, y: h - ((percent - y0) / (y1 - y0)) * h }),
    /** A label's text at frame px `p` (its baseline) as the data the text mark takes. */
    data: (p: XY) => ({ angle: (p.x / w) * 180, percent: y0 + ((h - (p.y - BASELINE_DOWN)) / h) * (y1 - y0) }),
  };
}

/** The highest and lowest points (px) of a curve drawn left to right over `x0 … x1`. */
function spanOf(curve: readonly XY[], x0: number, x1: number): { top: number; bottom: number } {
  let top = Infinity;
  let bottom = -Infinity;
  const take = (y: number) => {
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  };
  for (let i = 1; i < curve.length; i++) {
    const a = curve[i - 1];
    const b = curve[i];
    if (b.x < x0 || a.x > x1) continue;
    const y = (x: number) => a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x || 1);
    take(y(Math.max(a.x, x0)));
    take(y(Math.min(b.x, x1)));
  }
  return { top, bottom };
}

/** How far (px, up or down) a curve comes to a box over the box's width; Infinity when it does not pass under it. */
function gapTo(curve: readonly XY[], b: Box): number {
  const { top, bottom } = spanOf(curve, b.x0, b.x1);
  if (!Number.isFinite(top)) return Infinity;
  return bottom < b.y0 ? b.y0 - bottom : top > b.y1 ? top - b.y1 : 0;
}

/**
 * The spots for a k's label along its curve (centred text), best first: above the curve over the label's width (a
 * label over its hump reads as that hump's), at each of `LABEL_ANGLES`, up to 8 px further off (between grid
 * lines), then up to 20 px; then below it the same way.
 */
function curveSpots(curve: readonly XY[], text: string, at: (angle: number) => number): Spot[] {
  const half = (Array.from(text).length * LABEL_METRICS.em * FONT) / 2;
  const out: Spot[] = [];
  for (const side of ['above', 'below'] as const)
    for (const extras of [
      [0, 2, 4, 6, 8],
      [10, 12, 14, 16, 18, 20],
    ])
      for (const angle of LABEL_ANGLES) {
        const x = at(angle);
        const { top, bottom } = spanOf(curve, x - half, x + half);
        if (!Number.isFinite(top)) continue;
        for (const extra of extras)
          out.push({
            x,
            y: side === 'above' ? top - GAP - extra - 0.25 * FONT : bottom + GAP + extra + 0.75 * FONT,
            anchor: 'middle',
          });
      }
  return out;
}

/**
 * The band's label: by the band's left end, then its right end, then further in; inside the band (under its top
 * rule, over and under the grid line at its middle, over its foot), then above it.
 */
function bandSpots(f: ReturnType<typeof frameOf>): Spot[] {
  const above = (percent: number) => f.at(0, percent).y - GAP - 0.25 * FONT;
  const below = (percent: number) => f.at(0, percent).y + GAP + 0.75 * FONT;
  const { low, high } = { low: BAND.low * 100, high: BAND.high * 100 };
  const rows = [below(high), above((low + high) / 2), below((low + high) / 2), above(low), above(high)];
  const places = [
    [2, 'start'],
    [178, 'end'],
    [15, 'start'],
    [165, 'end'],
  ] as const;
  return places.flatMap(([angle, anchor]) => rows.map((y) => ({ x: f.at(angle, 0).x, y, anchor })));
}

/** The key of a k's label and of the band's. */
const BAND_KEY = 'band';

/**
 * The labels' words: each k's saving at the crossing start, and the band's. A phone's chart (`narrow`) is too
 * narrow for them by its curves: there the k's name is the legend's (just above), and the band's numbers its
 * ticks'.
 */
const kText = (k: number, narrow: boolean) => `${narrow ? k : kKey(k)}: ${pct(leadTimeSaved(k, Math.PI / 2))}`;
const bandText = (narrow: boolean) => (narrow ? 'claimed' : 'the claimed 20–40 %');
/** Below this width (px) a chart is a phone's (the x axis says less, the labels too). */
const NARROW = 480;

/**
 * Where the chart's labels go (issue 38 item 11), by the kit's placement step in the plot frame's px: each k's
 * label by its own curve, near the crossing start whose saving it quotes, and the band's by the band, each clear
 * of every curve, the band's rules, the grid lines, the other labels and the frame.
 */
export function savingLabels(rows: readonly SavingPoint[], width = 640): Record<string, PlacedLabel> {
  const f = frameOf(width);
  const curves = SWEEP_KS.map((k) => rows.filter((r) => r.k === k).map((r) => f.at(r.angleDeg, r.saved * 100)));
  const across = (percent: number): Segment => ({ a: f.at(0, percent), b: f.at(180, percent) });
  const segments = [...Y_TICKS, BAND.low * 100, BAND.high * 100].map(across);
  const narrow = width < NARROW;
  const requests: (LabelRequest & { spots: Spot[] })[] = SWEEP_KS.map((k, i) => {
    const text = kText(k, narrow);
    return {
      key: kKey(k),
      text,
      font: FONT,
      metrics: LABEL_METRICS,
      spots: curveSpots(curves[i], text, (a) => f.at(a, 0).x),
    };
  });
  // A label reads as its own curve's only where no other curve comes nearer it.
  for (const [i, r] of requests.entries())
    r.spots = r.spots.filter((p) => {
      const b = textBox(p.x, p.y, p.anchor, r.text, FONT, LABEL_METRICS);
      const own = gapTo(curves[i], b);
      return curves.every((c, j) => j === i || gapTo(c, b) > own + GAP);
    });
  requests.push({ key: BAND_KEY, text: bandText(narrow), font: FONT, metrics: LABEL_METRICS, spots: bandSpots(f) });
  return placeLabels(requests, { width: f.width, height: f.height }, { polylines: curves, segments });
}

/**
 * The chart: one line per k of the % saved against φ₀, the claimed band shaded between 20 % and 40 %, at
 * `width` px (a phone's chart says its x axis in fewer words). Each k takes the book's series colour in
 * order (kit/charts/palette.ts: readable on both themes), its legend the same. The labels go where
 * `savingLabels` puts them.
 */
export function savingChart(rows: readonly SavingPoint[], width = 640): PlotOptions {
  const data = rows.map((r) => ({ ...r, k: `k = ${r.k}`, percent: r.saved * 100 }));
  const band = [0, 180].map((a) => ({ angle: a, low: BAND.low * 100, high: BAND.high * 100 }));
  const f = frameOf(width);
  const placed = savingLabels(rows, width);
  const narrow = width < NARROW;
  const labels = SWEEP_KS.map((k) => ({ text: kText(k, narrow), ...f.data(placed[kKey(k)]) }));
  const bandAt = placed[BAND_KEY];
  const halo = { stroke: 'var(--bg)', strokeWidth: 3, ariaHidden: 'true' } as const;
  return {
    width,
    ...LAYOUT,
    style: { fontSize: `${FONT}px`, color: 'var(--fg)', background: 'transparent' },
    x: {
      domain: [0, 180],
      ticks: [0, 30, 60, 90, 120, 150, 180],
      label: narrow
        ? 'start angle φ₀ (°): 0 fleeing, 180 head-on →'
        : 'start angle φ₀ (°): 0 fleeing, 90 crossing, 180 head-on →',
      labelAnchor: 'right',
    },
    y: {
      domain: [...Y_DOMAIN],
      ticks: Y_TICKS,
      label: '↑ time saved by leading (% of pure pursuit’s)',
      grid: true,
      tickFormat: (d: number) => `${d}`,
    },
    // The legend is the page's (SavingChart.astro: each k with the tone it plays when the chart is heard).
    color: { legend: false, domain: SWEEP_KS.map(kKey), range: [...SERIES] },
    marks: [
      areaY(band, { x: 'angle', y1: 'low', y2: 'high', fill: 'var(--accent)', fillOpacity: 0.14, ariaHidden: 'true' }),
      ruleY([BAND.low * 100, BAND.high * 100], { stroke: 'var(--accent)', strokeDasharray: '4 3', ariaHidden: 'true' }),
      text([f.data(bandAt)], {
        x: 'angle',
        y: 'percent',
        text: () => bandText(narrow),
        textAnchor: bandAt.anchor,
        fill: 'var(--accent)',
        ...halo,
      }),
      line(data, { x: 'angleDeg', y: 'percent', stroke: 'k', strokeWidth: 2, ariaHidden: 'true' }),
      text(labels, {
        x: 'angle',
        y: 'percent',
        text: 'text',
        fill: 'var(--fg)',
        ...halo,
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
