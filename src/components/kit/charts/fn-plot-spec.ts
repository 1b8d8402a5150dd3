/**
 * What a function plot draws (kit/charts/fn-plot.ts): the spec (curves, marks,
 * bands, domains, size) and its sampling. Pure: no DOM, no Plot.
 */

export type YScale = 'linear' | 'symlog';

/** How values sit along an axis of a chart that is heard: evenly, by their logarithm, or by symmetric log. */
export type AxisScale = 'linear' | 'log' | 'symlog';

export interface FnCurve {
  id: string;
  label: string;
  fn: (t: number) => number;
  /** A CSS colour or `var(--…)`. */
  color: string;
  /** stroke-dasharray; '' or absent = solid. */
  dash?: string;
  /**
   * What `fn` computes, e.g. its coefficients joined: a curve given again with a
   * new closure but the same id and key is taken as unchanged (no re-render).
   */
  key?: string;
  /**
   * When `fn` is a polynomial: its coefficients, highest degree first. Its roots and turning points (heard as
   * clicks and ticks, jumped to with R and T: fn-plot-sonify.ts) are then the library's `polynomialRootsIn`;
   * without them, the library's `sampledRoots` and `sampledTurningPoints` on `fn`.
   */
  coefficients?: readonly number[];
  /** What the chart says for this curve's value ("f′"); default: the label's first word, "(t)" dropped. */
  name?: string;
  /** The value's unit ("m²"); default: a "(unit)" ending the label, else the y label's. */
  unit?: string;
  /** What the chart says where `fn` has no value (NaN), e.g. "no hit"; default "no value". */
  gap?: string;
}

export interface FnMark {
  t: number;
  y: number;
  kind: 'root' | 'extremum' | 'inflection' | 'chosen' | 'point';
  label?: string;
  /** The id of the curve the mark sits on (it takes that curve's colour). */
  curve?: string;
  /** A colour of its own (a CSS colour or `var(--…)`), before the curve's. */
  color?: string;
  /**
   * Where the label goes, from the mark (px; the label's bottom line, centred):
   * for a figure that places its labels itself (clear of each other and the
   * frame). Default: centred 14 px above the mark.
   */
  labelDx?: number;
  labelDy?: number;
}

export interface FnBand {
  t0: number;
  t1: number;
  kind?: 'monotone' | 'bracket' | 'inside' | string;
  label?: string;
}

/**
 * A chart as it is explored by keys and heard (fn-plot-explore.ts, fn-plot-sonify.ts): its curves as functions of
 * the x axis, the axes' scales and labels, and the cursor. A function plot's spec is one; a chart Observable Plot
 * draws from data (kit/charts/plot-explore.ts) describes itself as one.
 */
export interface HeardChart {
  /** The accessible name of the chart. */
  title: string;
  /** The t range shown. */
  domain: readonly [number, number];
  curves: readonly FnCurve[];
  /** The time cursor; with a clock, the clock's time. */
  cursor?: number | null;
  /** Default 'linear'; 'log' (a positive domain): keys step and sweeps glide evenly in log t. */
  xScale?: 'linear' | 'log';
  /** Default 'linear'. Pitch follows the value on this scale. */
  yScale?: AxisScale;
  /** Else from the samples and marks (finite values only). */
  yDomain?: readonly [number, number];
  /** The symlog constant; default `symlogConstant(yDomain)`. */
  symlogConstant?: number;
  xLabel?: string;
  yLabel?: string;
  /** How the chart says a place on its x axis ("60 Hz"); default the digits and the x label's unit. */
  xText?: (t: number) => string;
  /** Marks whose values count for the y domain (a function plot's). */
  marks?: readonly { y: number }[];
  /** Samples per curve for the y domain, default 240. */
  samples?: number;
}

export interface FnPlotSpec extends HeardChart {
  marks?: readonly FnMark[];
  /** Shaded t-intervals (consecutive monotone pieces alternate shades). */
  bands?: readonly FnBand[];
  /** A function plot's x axis is linear. */
  xScale?: 'linear';
  /** Default 'linear'. */
  yScale?: YScale;
  /** CSS px, defaults 640 × 300 (in the browser the chart narrows to its container). */
  width?: number;
  height?: number;
}

/** One sample of a curve; `segment` counts the gaps before it (a non-finite value starts a new segment). */
export interface FnSample {
  id: string;
  t: number;
  y: number;
  segment: number;
}

export const FN_PLOT_DEFAULTS = { width: 640, height: 300, samples: 240 } as const;

/** The chart's margins (px): room for the y ticks on the left, the x label below, the cursor's label above. */
export const FN_PLOT_MARGIN = { top: 22, right: 16, bottom: 38, left: 58 } as const;

export const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/** A usable [lo, hi] from a range: sorted, finite, of positive width (a point grows by ±0.5); `fallback` else. */
export function cleanRange(
  r: readonly [number, number] | null | undefined,
  fallback: [number, number] = [0, 1],
): [number, number] {
  if (!r || !isNum(r[0]) || !isNum(r[1])) return [fallback[0], fallback[1]];
  const lo = Math.min(r[0], r[1]);
  const hi = Math.max(r[0], r[1]);
  if (hi > lo) return [lo, hi];
  const d = Math.max(Math.abs(lo) * 0.1, 0.5);
  return [lo - d, hi + d];
}

/**
 * Where t sits along an x axis: 0 at its left end, 1 at its right, by t itself or (log) its logarithm. A log axis
 * whose domain is not positive is taken as linear.
 */
export function axisFraction(
  t: number,
  domain: readonly [number, number],
  scale: HeardChart['xScale'] = 'linear',
): number {
  const [t0, t1] = cleanRange(domain);
  if (scale === 'log' && t0 > 0 && t > 0) return Math.log(t / t0) / Math.log(t1 / t0);
  return (t - t0) / (t1 - t0);
}

/** The t at fraction u of an x axis (the inverse of `axisFraction`). */
export function axisValue(
  u: number,
  domain: readonly [number, number],
  scale: HeardChart['xScale'] = 'linear',
): number {
  const [t0, t1] = cleanRange(domain);
  if (u <= 0) return t0;
  if (u >= 1) return t1;
  if (scale === 'log' && t0 > 0) return t0 * (t1 / t0) ** u;
  return t0 + u * (t1 - t0);
}

function sampleCount(spec: Pick<HeardChart, 'samples'>): number {
  const n = spec.samples ?? FN_PLOT_DEFAULTS.samples;
  return isNum(n) ? Math.min(Math.max(Math.round(n), 2), 10_000) : FN_PLOT_DEFAULTS.samples;
}

/** fn(t), or NaN when fn throws or gives something that is not a finite number. */
export function evaluate(fn: (t: number) => number, t: number): number {
  try {
    const y = fn(t);
    return isNum(y) ? y : NaN;
  } catch {
    return NaN;
  }
}

/**
 * Every curve sampled evenly over the domain (both ends included). Values that
 * are not finite (NaN, ±Infinity, a throw) are left out and break the line:
 * the samples after them start a new `segment`. Every `y` returned is finite.
 */
export function sampleCurves(spec: HeardChart): FnSample[] {
  const [t0, t1] = cleanRange(spec.domain);
  const n = sampleCount(spec);
  const log = spec.xScale === 'log' && t0 > 0;
  const out: FnSample[] = [];
  for (const c of spec.curves) {
    let segment = 0;
    let gap = false;
    for (let i = 0; i < n; i++) {
      const t = i === n - 1 ? t1 : log ? axisValue(i / (n - 1), spec.domain, 'log') : t0 + ((t1 - t0) * i) / (n - 1);
      const y = evaluate(c.fn, t);
      if (Number.isNaN(y)) {
        gap = true;
        continue;
      }
      if (gap && out.length && out[out.length - 1].id === c.id) segment++;
      gap = false;
      out.push({ id: c.id, t, y, segment });
    }
  }
  return out;
}

/** The smallest and largest finite y among `samples` and `marks`; null when there is none. */
export function finiteExtent(
  samples: readonly { y: number }[],
  marks: readonly { y: number }[] = [],
): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (const list of [samples, marks])
    for (const { y } of list)
      if (isNum(y)) {
        if (y < lo) lo = y;
        if (y > hi) hi = y;
      }
  return lo <= hi ? [lo, hi] : null;
}
