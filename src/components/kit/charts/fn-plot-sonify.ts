/**
 * A function plot heard (issue 41): the pure mapping from a chart to sound,
 * no DOM and no Web Audio. Pitch follows the selected curve's value on the
 * chart's own y scale (linear or symmetric log, fn-plot-scales.ts), so what
 * sits high on the chart sounds high; time pans from left to right; each root
 * of the curve is a click and each turning point a soft tick, at the moment
 * the sweep passes it. The roots and turning points are the library's
 * (`polynomialRootsIn` for a curve with its coefficients, else
 * `sampledRoots`/`sampledTurningPoints` on its function).
 *
 * The Web Audio side (fn-plot-audio.ts) plays a `Sweep` as it is; the tests
 * compare what it schedules with this module's numbers.
 */
import { derivative, polynomialRootsIn, sampledRoots, sampledTurningPoints } from '../../../lib/numeric';
import {
  axisFraction,
  axisValue,
  cleanRange,
  evaluate,
  isNum,
  type AxisScale,
  type FnCurve,
  type HeardChart,
} from './fn-plot-spec';
import { symlogConstant, yDomainOf } from './fn-plot-scales';
import { timbreOf, type Timbre } from './fn-plot-timbre';

export { TIMBRES, timbreOf, type Timbre } from './fn-plot-timbre';

/** A sweep's length (s) and note count, the pitch range (Hz: two octaves, A3 to A5) and the pan's reach. */
export const SONIFY = { seconds: 3, notes: 120, low: 220, high: 880, pan: 0.9 } as const;

/** The y scale a pitch is read on: the chart's, with the domain it is drawn with. */
export interface PitchScale {
  yScale: AxisScale;
  domain: [number, number];
  /** The symlog constant (ignored on a linear scale). */
  constant: number;
}

/** The pitch scale of a chart: its y scale and drawn y domain (`yDomain`, when the chart on screen holds one). */
export function pitchScaleOf(spec: HeardChart, yDomain?: readonly [number, number]): PitchScale {
  const domain = yDomain && isNum(yDomain[0]) && isNum(yDomain[1]) ? cleanRange(yDomain) : yDomainOf(spec);
  const yScale = spec.yScale ?? 'linear';
  return { yScale, domain, constant: spec.symlogConstant ?? symlogConstant(domain) };
}

/**
 * The scale's transform: the identity, the logarithm (NaN at or below 0: off a log chart), or the symmetric log
 * sign(v)·log(1 + |v/c|) Plot draws with.
 */
function transform(s: PitchScale): (v: number) => number {
  if (s.yScale === 'log') return (v) => (v > 0 ? Math.log(v) : NaN);
  if (s.yScale !== 'symlog') return (v) => v;
  const c = s.constant;
  return (v) => Math.sign(v) * Math.log1p(Math.abs(v / c));
}

/** Where `value` sits on the scale, 0 at the bottom of the y domain and 1 at its top, clamped; null if not finite. */
export function heightOf(value: number, s: PitchScale): number | null {
  if (!isNum(value)) return null;
  const tf = transform(s);
  const lo = tf(s.domain[0]);
  const hi = tf(s.domain[1]);
  const u = (tf(value) - lo) / (hi - lo);
  return isNum(u) ? Math.min(Math.max(u, 0), 1) : null;
}

/**
 * The pitch (Hz) of `value`: its height on the chart's scale, spread
 * evenly in octaves from `SONIFY.low` (the bottom) to `SONIFY.high` (the top),
 * so equal steps up the chart are equal musical steps. Null (silence) for a
 * value that is not finite; values off the chart sound at its edge.
 */
export function pitchOf(value: number, s: PitchScale): number | null {
  const u = heightOf(value, s);
  return u === null ? null : SONIFY.low * (SONIFY.high / SONIFY.low) ** u;
}

/** The value a pitch stands for (the inverse of `pitchOf` inside the y domain). */
export function valueOfPitch(hz: number, s: PitchScale): number {
  const u = Math.log(hz / SONIFY.low) / Math.log(SONIFY.high / SONIFY.low);
  const tf = transform(s);
  const lo = tf(s.domain[0]);
  const w = lo + u * (tf(s.domain[1]) - lo);
  if (s.yScale === 'log') return Math.exp(w);
  if (s.yScale !== 'symlog') return w;
  return Math.sign(w) * Math.expm1(Math.abs(w)) * s.constant;
}

/** The stereo position of time t: −0.9 at the left end of the axis, +0.9 at the right, clamped. */
export function panOf(t: number, domain: readonly [number, number], xScale: HeardChart['xScale'] = 'linear'): number {
  const f = isNum(t) ? axisFraction(t, domain, xScale) : NaN;
  const u = isNum(f) ? Math.min(Math.max(f, 0), 1) : 0.5;
  return SONIFY.pan * (2 * u - 1);
}

/** A curve's roots and turning points inside the domain, ascending. */
export interface CurveFeatures {
  roots: number[];
  turningPoints: number[];
}

/**
 * The roots and turning points of `curve` in `domain`, by the library: the
 * polynomial solver on its coefficients when it has them, else sampling and
 * refining its function (see `sampledRoots` for what that can miss).
 */
export function curveFeatures(
  curve: FnCurve,
  domain: readonly [number, number],
  xScale: HeardChart['xScale'] = 'linear',
): CurveFeatures {
  const [t0, t1] = cleanRange(domain);
  // On a log axis the curve is searched in log t, where it is drawn evenly (a root or turning point stays one).
  if (xScale === 'log' && t0 > 0) {
    const g = (u: number) => evaluate(curve.fn, Math.exp(u));
    const back = (us: number[]) => us.map((u) => Math.min(Math.max(Math.exp(u), t0), t1));
    const [u0, u1] = [Math.log(t0), Math.log(t1)];
    return { roots: back(sampledRoots(g, u0, u1)), turningPoints: back(sampledTurningPoints(g, u0, u1)) };
  }
  const c = curve.coefficients;
  if (c && c.length > 0 && c.every(isNum)) {
    const inside = (ts: number[]) => ts.filter((t) => t >= t0 && t <= t1);
    // A turning point is where p′ changes sign: a root of p′ of odd multiplicity, inside the open interval.
    const d = polynomialRootsIn(derivative(c), t0, t1);
    const turning = d.roots.filter((t, i) => d.multiplicities[i] % 2 === 1 && t > t0 && t < t1);
    return { roots: inside(polynomialRootsIn(c, t0, t1).roots), turningPoints: turning };
  }
  const f = (t: number) => evaluate(curve.fn, t);
  return { roots: sampledRoots(f, t0, t1), turningPoints: sampledTurningPoints(f, t0, t1) };
}

/** One note of a sweep: at `at` seconds into it, the curve's value at time t, its pitch (null: silent) and pan. */
export interface SweepNote {
  at: number;
  t: number;
  value: number;
  hz: number | null;
  pan: number;
}

/** A click (a root) or a tick (a turning point): at `at` seconds into the sweep, at time t. */
export interface SweepMark {
  at: number;
  t: number;
  pan: number;
}

/** What a sweep plays: the selected curve's notes, its roots' clicks and its turning points' ticks. */
export interface Sweep {
  seconds: number;
  domain: [number, number];
  /** The x axis's scale: a log axis is swept evenly in log t. */
  xScale: 'linear' | 'log';
  curve: string;
  timbre: Timbre;
  scale: PitchScale;
  notes: SweepNote[];
  clicks: SweepMark[];
  ticks: SweepMark[];
}

/** Seconds into a sweep of `seconds` over `domain` at which it passes time t (evenly in log t on a log axis). */
export function sweepAt(
  t: number,
  domain: readonly [number, number],
  seconds: number = SONIFY.seconds,
  xScale: HeardChart['xScale'] = 'linear',
): number {
  return axisFraction(t, domain, xScale) * seconds;
}

/** The time a sweep passes `at` seconds in (clamped to the domain): the cursor's place while it plays. */
export function sweepTime(at: number, sweep: Pick<Sweep, 'domain' | 'seconds' | 'xScale'>): number {
  const [t0, t1] = sweep.domain;
  const u = isNum(at) ? Math.min(Math.max(at / sweep.seconds, 0), 1) : 0;
  return sweep.xScale === 'log' ? axisValue(u, sweep.domain, 'log') : t0 + u * (t1 - t0);
}

export interface SweepOptions {
  /** The sweep's length (s), default `SONIFY.seconds`. */
  seconds?: number;
  /** Notes in the sweep, default `SONIFY.notes`. */
  notes?: number;
  /** The y domain of the chart on screen, when it holds one (else the spec's). */
  yDomain?: readonly [number, number];
  /** The curve's features, when known already (else `curveFeatures`). */
  features?: CurveFeatures;
}

/**
 * The sweep of the chart's `curveIndex`-th curve across its whole time axis:
 * `notes` evenly spaced notes (both ends included) with their pitch and pan,
 * a click at each root, a tick at each turning point, all timed in seconds
 * from the sweep's start. An index off the list takes the first curve.
 */
export function sweepSchedule(spec: HeardChart, curveIndex: number, o: SweepOptions = {}): Sweep {
  const i = curveIndex >= 0 && curveIndex < spec.curves.length ? curveIndex : 0;
  const curve = spec.curves[i];
  const domain = cleanRange(spec.domain);
  const seconds = isNum(o.seconds) && o.seconds > 0 ? o.seconds : SONIFY.seconds;
  const n = isNum(o.notes) ? Math.min(Math.max(Math.round(o.notes), 2), 2000) : SONIFY.notes;
  const scale = pitchScaleOf(spec, o.yDomain);
  const xScale = spec.xScale === 'log' && domain[0] > 0 ? 'log' : 'linear';
  const notes: SweepNote[] = [];
  for (let k = 0; k < n; k++) {
    const t =
      k === n - 1
        ? domain[1]
        : xScale === 'log'
          ? axisValue(k / (n - 1), domain, 'log')
          : domain[0] + ((domain[1] - domain[0]) * k) / (n - 1);
    const value = curve ? evaluate(curve.fn, t) : NaN;
    notes.push({ at: (seconds * k) / (n - 1), t, value, hz: pitchOf(value, scale), pan: panOf(t, domain, xScale) });
  }
  const features = o.features ?? (curve ? curveFeatures(curve, domain, xScale) : { roots: [], turningPoints: [] });
  const mark = (t: number): SweepMark => ({
    at: sweepAt(t, domain, seconds, xScale),
    t,
    pan: panOf(t, domain, xScale),
  });
  return {
    seconds,
    domain,
    xScale,
    curve: curve?.id ?? '',
    timbre: timbreOf(i),
    scale,
    notes,
    clicks: features.roots.map(mark),
    ticks: features.turningPoints.map(mark),
  };
}
