/**
 * The root finder, step by step: turns the library's own trace of the
 * intercept quartic (`traceIntercept`, the production solver run with a
 * trace sink, roots bit for bit `intercept`'s) into what the figure shows
 * at each step: the sentence, the interval or bracket to shade on the chart,
 * the points to mark, and how many digits the bracket pins down. Pure; no
 * method of its own, it only reads the steps.
 */
import type { InterceptOptions } from '../../../lib';
import { traceIntercept, type InterceptTrace, type RootStep } from '../../../lib/numeric';

/** Which plotted curve a level's values belong to; deflated levels keep their positions but not their values. */
export type CurveId = 'f' | 'f1' | 'f2';

export interface StepBand {
  t0: number;
  t1: number;
  kind: 'monotone' | 'bracket' | 'inside';
  label?: string;
}

export interface StepMark {
  t: number;
  curve: CurveId;
  kind: 'root' | 'extremum' | 'inflection' | 'chosen' | 'point';
  label?: string;
}

/** What the figure shows at one step. */
export interface StepView {
  /** 0-based. */
  index: number;
  count: number;
  kind: RootStep['kind'];
  /** "Step 3 of 17 · f′" */
  heading: string;
  text: string;
  bands: StepBand[];
  marks: StepMark[];
  /** Correct significant digits the current bracket guarantees (iterate steps), else null. */
  digits: number | null;
  /** Digits gained since the previous iterate of the same refinement, else null. */
  gained: number | null;
  /** The step's position (an iterate's x, a root), else null. */
  x: number | null;
  /** The last step: the solver's answer. */
  final: boolean;
}

export function curveOf(level: number): CurveId {
  return level <= 0 ? 'f' : level === 1 ? 'f1' : 'f2';
}

const MARK_KIND = ['root', 'extremum', 'inflection'] as const;

/**
 * Significant digits a bracket [lo, hi] around x pins down: −log₁₀ of its
 * width relative to |x|, between 0 and 17 (a double carries about 16).
 */
export function bracketDigits(x: number, lo: number, hi: number): number {
  const width = Math.abs(hi - lo);
  const size = Math.max(Math.abs(x), Math.abs(lo), Math.abs(hi), Number.MIN_VALUE);
  if (width === 0) return 17;
  return Math.min(17, Math.max(0, -Math.log10(width / size)));
}

/** The trace of s₁'s scene (the library's; lazily computed by the figure when the reader opens the step-through). */
export function traceFor(options: InterceptOptions): InterceptTrace {
  return traceIntercept(options);
}

/** The figure's view of step `i` of `trace` (clamped into range). */
export function stepView(trace: InterceptTrace, i: number): StepView {
  const count = trace.steps.length;
  const index = Math.min(Math.max(Math.trunc(Number.isNaN(i) ? 0 : i), 0), count - 1);
  const step = trace.steps[index];
  const bands: StepBand[] = [];
  const marks: StepMark[] = [];
  let digits: number | null = null;
  let gained: number | null = null;
  let x: number | null = null;
  const name = 'name' in step ? ` · ${step.name}` : '';
  switch (step.kind) {
    case 'setup':
      bands.push({ t0: step.lo, t1: step.hi, kind: 'inside', label: 'search interval' });
      break;
    case 'level':
      bands.push({ t0: step.lo, t1: step.hi, kind: 'inside', label: `${step.name} searched here` });
      break;
    case 'quadratic':
      for (const r of step.roots)
        marks.push({ t: r, curve: curveOf(step.level), kind: 'point', label: `${step.name} = 0` });
      break;
    case 'pieces':
      for (const [a, b] of step.pieces) bands.push({ t0: a, t1: b, kind: 'monotone', label: `${step.name} monotone` });
      for (const c of step.criticalPoints) marks.push({ t: c, curve: curveOf(step.level), kind: 'point' });
      break;
    case 'sign':
      bands.push({
        t0: step.lo,
        t1: step.hi,
        kind: step.brackets || step.touch ? 'bracket' : 'monotone',
        label: step.brackets ? 'sign change: one root' : step.touch ? 'touches 0' : 'no sign change',
      });
      break;
    case 'iterate': {
      bands.push({ t0: step.lo, t1: step.hi, kind: 'bracket', label: 'bracket' });
      marks.push({ t: step.x, curve: curveOf(step.level), kind: 'point', label: 'x' });
      x = step.x;
      digits = bracketDigits(step.x, step.lo, step.hi);
      const prev = index > 0 ? trace.steps[index - 1] : undefined;
      if (prev && prev.kind === 'iterate' && prev.level === step.level && prev.phase === step.phase) {
        gained = digits - bracketDigits(prev.x, prev.lo, prev.hi);
      }
      break;
    }
    case 'sharpen':
      marks.push({ t: step.after, curve: curveOf(step.level + 1), kind: 'point', label: 'sharpened' });
      x = step.after;
      break;
    case 'widen':
      marks.push({ t: step.to, curve: curveOf(step.level), kind: 'point', label: 'widened' });
      break;
    case 'root':
      marks.push({
        t: step.x,
        curve: 'f',
        kind: step.level === 0 ? 'root' : MARK_KIND[Math.min(step.level, 2)],
        label: step.level === 0 ? 'root of f' : `root of ${step.name}`,
      });
      x = step.x;
      break;
    case 'stop':
      x = step.x;
      break;
    case 'done':
      for (const r of trace.roots) marks.push({ t: r, curve: 'f', kind: 'root' });
      if (trace.roots.length > 0) marks.push({ t: trace.roots[0], curve: 'f', kind: 'chosen', label: 'earliest hit' });
      x = trace.roots[0] ?? null;
      break;
    case 'deflate':
      break;
  }
  return {
    index,
    count,
    kind: step.kind,
    heading: `Step ${index + 1} of ${count}${name}`,
    text: step.text,
    bands,
    marks,
    digits,
    gained,
    x,
    final: index === count - 1,
  };
}

/** The step-through while it is open: the step shown and the line under it. */
export interface OpenSteps {
  view: StepView;
  /** How many digits the step's bracket pins, or at the last step how its roots compare with intercept's. */
  digits: string;
}

/** The step-through open at step `i` (clamped) of `trace`, the scene's hit times being `hitTimes`. */
export function openSteps(trace: InterceptTrace, i: number, hitTimes: readonly number[]): OpenSteps {
  const view = stepView(trace, i);
  return { view, digits: digitsText(trace, view, hitTimes) };
}

/**
 * The line under a step: how many significant digits an iterate's bracket
 * pins (and how many this step gained); at the last step, how the traced
 * roots compare with intercept's hit times; else nothing.
 */
export function digitsText(trace: InterceptTrace, view: StepView, hitTimes: readonly number[]): string {
  if (view.digits !== null) {
    const gained =
      view.gained !== null ? ` (${view.gained >= 0 ? '+' : '−'}${Math.abs(view.gained).toFixed(1)} this step).` : '.';
    return `The bracket pins about ${view.digits.toFixed(1)} significant digits${gained}`;
  }
  return view.final ? finalNote(trace, hitTimes) : '';
}

/**
 * The sentence under the last step: how the traced roots compare with
 * intercept's hit times (equal bit for bit, except where intercept counts
 * t = 0 for a target that starts on the shooter, which the trace's search
 * leaves out).
 */
export function finalNote(trace: InterceptTrace, hitTimes: readonly number[]): string {
  const same = trace.roots.length === hitTimes.length && trace.roots.every((t, i) => Object.is(t, hitTimes[i]));
  if (same)
    return hitTimes.length === 0 ? 'intercept reports no hit either.' : 'These are intercept’s hit times, bit for bit.';
  const list = hitTimes.map((t) => (t === 0 ? '0' : t.toPrecision(10))).join(', ');
  return hitTimes.length === 0
    ? 'intercept reports no hit.'
    : `intercept’s hit times: ${list} s${hitTimes[0] === 0 ? ' (t = 0: the target starts on the shooter, which intercept counts as a hit)' : ''}.`;
}
