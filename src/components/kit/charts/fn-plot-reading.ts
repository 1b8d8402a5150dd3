/**
 * What a function plot says as the reader explores it by keys (issue 41):
 * "t = 2.91 s, f = −3.2, falling", with the units of its axes, and where the
 * keys take the cursor (a step, the ends, the next root or turning point).
 * Pure: no DOM.
 */
import { axisFraction, axisValue, cleanRange, evaluate, isNum, type FnCurve, type HeardChart } from './fn-plot-spec';
import type { CurveFeatures } from './fn-plot-sonify';
import { timbreOf } from './fn-plot-timbre';

/** An axis label's variable and unit: "time t (s) →" → { name: "t", unit: "s" }; "value" → { name: "value", unit: "" }. */
export function axisParts(label: string | null | undefined): { name: string; unit: string } {
  const text = (label ?? '').replace(/[↑↓→←]/g, ' ').trim();
  const unit = /\(([^()]*)\)\s*$/.exec(text)?.[1]?.trim() ?? '';
  const rest = text.replace(/\([^()]*\)\s*$/, '').trim();
  const words = rest.split(/\s+/).filter(Boolean);
  return { name: words.length ? words[words.length - 1] : '', unit };
}

/** What the chart calls a curve's value: its `name`, else its label's first word without "(t)" ("f′(t)" → "f′"). */
export function curveName(curve: FnCurve): string {
  if (curve.name) return curve.name;
  const first = curve.label.trim().split(/\s+/)[0] ?? '';
  const bare = first.replace(/\([^()]*\)$/, '');
  return bare || curve.id;
}

/** A curve's unit: its `unit`, else a "(unit)" ending its label, else one ending the chart's y label, else none. */
export function curveUnit(curve: FnCurve, spec: Pick<HeardChart, 'xLabel' | 'yLabel'>): string {
  if (curve.unit !== undefined) return curve.unit;
  // "(m)" ends the label "gap (m)"; "(t)" ends "f(t)", the x axis's variable, not a unit.
  const own = /\(([^()]*)\)\s*$/.exec(curve.label.trim())?.[1]?.trim();
  if (own && own !== (axisParts(spec.xLabel ?? 't').name || 't')) return own;
  const y = axisParts(spec.yLabel).unit;
  if (y) return y;
  // A y label that is a unit alone ("m", "m²").
  const bare = (spec.yLabel ?? '').trim();
  return /^[a-zA-Zµ°]{1,3}[²³]?$/.test(bare) ? bare : '';
}

/** What is said for a number that is not one (NaN, ±∞): never "undefined" or "NaN". */
const NO_VALUE = 'no value';

/** A number as spoken: its digits by its size, a true minus sign, no trailing zeros; "1.2e6" when huge or tiny. */
export function spoken(x: number): string {
  if (!isNum(x)) return NO_VALUE;
  const a = Math.abs(x);
  let s: string;
  if (a !== 0 && (a >= 1e6 || a < 1e-3))
    s = a
      .toExponential(2)
      .replace(/\.?0+e/, 'e')
      .replace('e+', 'e');
  else {
    s = a.toFixed(a >= 100 ? 0 : a >= 10 ? 1 : 2);
    if (s.includes('.')) s = s.replace(/\.?0+$/, '');
  }
  return x < 0 && s !== '0' ? `−${s}` : s;
}

/** Time as spoken, with the x axis's unit: "2.91 s". */
export function timeText(t: number, unit: string): string {
  const digits = Math.abs(t) < 100 ? 2 : Math.abs(t) < 1000 ? 1 : 0;
  const s = isNum(t) ? t.toFixed(digits).replace(/^-/, '−') : NO_VALUE;
  return unit ? `${s} ${unit}` : s;
}

/** Whether two times are the same feature (within a millionth of the domain). */
const near = (a: number, b: number, span: number) => Math.abs(a - b) <= span * 1e-6;

/**
 * The times a fraction `h` of the axis either side of t: on a log axis in log t (inside the domain), else in t,
 * kept inside the domain when `clamp`.
 */
function around(
  t: number,
  domain: readonly [number, number],
  xScale: HeardChart['xScale'],
  h: number,
  clamp: boolean,
): [number, number] {
  const [t0, t1] = cleanRange(domain);
  if (xScale === 'log' && t0 > 0) {
    const u = axisFraction(t, domain, 'log');
    return [axisValue(u - h, domain, 'log'), axisValue(u + h, domain, 'log')];
  }
  const d = (t1 - t0) * h;
  return clamp ? [Math.max(t - d, t0), Math.min(t + d, t1)] : [t - d, t + d];
}

/**
 * Which way a curve goes at t: "rising", "falling" or "level", from its values a
 * ten-thousandth of the axis either side (one side at an end of the domain).
 */
export function direction(
  curve: FnCurve,
  t: number,
  domain: readonly [number, number],
  xScale: HeardChart['xScale'] = 'linear',
): string {
  const [a, b] = around(t, domain, xScale, 1e-4, true);
  const d = evaluate(curve.fn, b) - evaluate(curve.fn, a);
  if (!isNum(d)) return '';
  const scale = Math.max(Math.abs(evaluate(curve.fn, t)), 1e-300);
  return Math.abs(d) <= scale * 1e-12 ? 'level' : d > 0 ? 'rising' : 'falling';
}

/**
 * What the chart says at time t on its `index`-th curve: "t = 2.91 s, f = −3.2 m, falling",
 * and at one of its features "root" or "turning point" in place of the direction there.
 */
export function readingAt(spec: HeardChart, index: number, t: number, features?: CurveFeatures): string {
  const curve = spec.curves[index] ?? spec.curves[0];
  const x = axisParts(spec.xLabel ?? 't');
  const head = `${x.name || 't'} = ${spec.xText ? spec.xText(t) : timeText(t, x.unit)}`;
  if (!curve) return head;
  const domain = cleanRange(spec.domain);
  const span = domain[1] - domain[0];
  const value = evaluate(curve.fn, t);
  const unit = curveUnit(curve, spec);
  let where = isNum(value) ? direction(curve, t, domain, spec.xScale) : '';
  const root = features?.roots.some((r) => near(r, t, span)) ?? false;
  if (root) where = 'root';
  else if (features?.turningPoints.some((r) => near(r, t, span)))
    where = `turning point, ${extremumKind(curve, t, spec)}`;
  // At a root the value is 0 (its last bits, 1e-13 or so, are rounding, not news).
  const v = isNum(value) ? `${root ? '0' : spoken(value)}${unit ? ` ${unit}` : ''}` : (curve.gap ?? NO_VALUE);
  return `${head}, ${curveName(curve)} = ${v}${where ? `, ${where}` : ''}`;
}

/** "maximum" or "minimum": how the curve sits either side of a turning point at t (a thousandth of the axis away). */
function extremumKind(curve: FnCurve, t: number, spec: Pick<HeardChart, 'domain' | 'xScale'>): string {
  const [a, b] = around(t, spec.domain, spec.xScale, 1e-3, false);
  const side = evaluate(curve.fn, a) + evaluate(curve.fn, b) - 2 * evaluate(curve.fn, t);
  return side < 0 ? 'maximum' : 'minimum';
}

/** What the chart says when the reader picks a curve: "f′(t), hollow tone, 2 roots, 1 turning point". */
export function curveSummary(spec: HeardChart, index: number, features: CurveFeatures): string {
  const curve = spec.curves[index] ?? spec.curves[0];
  if (!curve) return '';
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `${curve.label}, ${timbreOf(index).name}: ${count(features.roots.length, 'root', 'roots')}, ${count(
    features.turningPoints.length,
    'turning point',
    'turning points',
  )}`;
}

/**
 * The next feature time after t (or before it, `dir` −1), more than a millionth
 * of the domain away; null when there is none that way.
 */
export function nextFeature(
  times: readonly number[],
  t: number,
  dir: 1 | -1,
  domain: readonly [number, number],
): number | null {
  const [t0, t1] = cleanRange(domain);
  const eps = (t1 - t0) * 1e-6;
  const sorted = [...times].filter(isNum).sort((a, b) => a - b);
  if (dir > 0) return sorted.find((x) => x > t + eps) ?? null;
  for (let i = sorted.length - 1; i >= 0; i--) if (sorted[i] < t - eps) return sorted[i];
  return null;
}

/**
 * Where a step key takes the cursor: ←/→ a hundredth of the axis (Shift: a tenth), Page Up/Down a tenth, Home/End
 * the ends. On a log axis the steps are even in log t (each multiplies t by the same factor).
 */
export function stepKey(
  key: string,
  shift: boolean,
  t: number,
  domain: readonly [number, number],
  xScale: HeardChart['xScale'] = 'linear',
): number | null {
  const [d0, d1] = cleanRange(domain);
  if (xScale === 'log' && d0 > 0) {
    const u = isNum(t) && t > 0 ? axisFraction(t, domain, 'log') : 0;
    const by: Record<string, number> = {
      ArrowRight: shift ? 0.1 : 0.01,
      ArrowLeft: shift ? -0.1 : -0.01,
      PageUp: 0.1,
      PageDown: -0.1,
      Home: -Infinity,
      End: Infinity,
    };
    return key in by ? axisValue(u + by[key], domain, 'log') : null;
  }
  const step = ((d1 - d0) / 100) * (shift ? 10 : 1);
  const from = isNum(t) ? t : d0;
  const to: Record<string, number> = {
    ArrowRight: from + step,
    ArrowLeft: from - step,
    PageUp: from + (d1 - d0) / 10,
    PageDown: from - (d1 - d0) / 10,
    Home: d0,
    End: d1,
  };
  return key in to ? Math.min(Math.max(to[key], d0), d1) : null;
}
