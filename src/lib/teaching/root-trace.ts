/**
 * The library's own root isolation, step by step, for a reader to walk
 * through (chapter 8): `traceRoots` runs the production solver
 * (`solvePolynomialInTo` of `roots.ts`, Yuksel's derivative-interval
 * isolation) with a trace sink set, and turns what it reports into a list of
 * `RootStep`s, each with a short plain-English `text`. It is not a second
 * implementation of the method: the roots it returns are the solver's own,
 * bit for bit, and the last refinement step of each root lands on it exactly.
 *
 * `interceptPolynomial` and `traceIntercept` do the same for the quartic of
 * `intercept` (f(t) = |R + Vt + Gt²/2|² − s²t²): the first gives its
 * coefficients in the caller's units, for a figure and a coefficient table;
 * the second traces the scaled quartic exactly as `intercept` solves it
 * (same coefficients, same interval [0, τmax]), with every position mapped
 * back to the caller's time unit, so its roots are `intercept`'s hit times.
 *
 * Units. The solver works in a scaled variable: t = 2^M·τ (M = 0 unless the
 * coefficients leave [2⁻³⁰⁰, 2³⁰⁰], or `intercept` scaled the scene), on
 * coefficients multiplied by a power of two. Every position in a step is
 * mapped back exactly as the solver maps its roots (`scaleByPow2`), and every
 * value and coefficient is multiplied back by its exact power of two, so
 * steps read in the caller's variable; `scale` keeps the exponents.
 */

import { compensatedDot, scaleByPow2 } from '../numeric/float';
import { resolveOptions, type InterceptOptions } from '../intercept/intercept';
import { L, prepareLinear, relBuf } from '../intercept/linear-problem';
import { FAR_GAP, farRoots } from '../intercept/intercept';
import {
  Q,
  diffInto,
  formQuartic,
  noRelativeAcceleration,
  prepareQuartic,
  quartic,
  scaled,
} from '../intercept/quartic-problem';
import {
  MAX_DEGREE,
  rootBound,
  setRootTraceSink,
  solvePolynomialInTo,
  type RootTraceMethod,
  type RootTraceOrigin,
  type RootTracePhase,
  type RootTraceSink,
} from '../numeric/roots';
import type { Coefficients } from '../numeric/poly';
import type { ReadonlyVec } from '../vec';

/** Fields every step has. */
interface StepBase {
  /** A short plain-English account of the step, numbers rounded for reading. */
  text: string;
}

/** Fields of a step about one level of the derivative chain. */
interface LevelStepBase extends StepBase {
  /** 0 for f itself, 1 for the level below (f′), 2 for f″, … */
  level: number;
  /** The level's polynomial as a reader writes it: 'f', 'f′', 'f″', or '(f′/t²)′' after a deflation. */
  name: string;
}

/**
 * One step of the solver's work, in the order it happens. Positions (x, lo,
 * hi, roots) are in the caller's variable; values are of the step's level,
 * in the caller's units. The kinds:
 *
 * - `setup`: the solve starts; the degree, Fujiwara's root bound, the
 *   solver's bound (Fujiwara's widened by 1/16, so that every root lies
 *   strictly inside whatever the rounding) and the search interval clipped
 *   to it.
 * - `level`: a level of the derivative chain and the interval it is searched
 *   on; levels come f, f′, f″ (top down), before any of their roots.
 * - `deflate`: the level's trailing coefficients are 0: t = 0 is a root of
 *   multiplicity `zeros`, and the level's `coefficients` divided by t^zeros
 *   is what is solved from here on.
 * - `widen`: the sign at an end of the interval is unclear in plain
 *   arithmetic, so that end moves out to the root bound.
 * - `quadratic`: the level is a quadratic, solved by formula: every real
 *   root (also outside the interval). `exact` at level 0, which is always
 *   solved in full (`solveQuadraticTo`: the stable q form, Kahan's
 *   compensated discriminant when it nearly cancels, each root polished). A deeper
 *   level (its roots only end monotone pieces) takes the same q form in plain
 *   arithmetic, unless b²/4 and ac lie within a factor of 2 of each other
 *   (or the discriminant is not finite), when it too is solved in full:
 *   `full` says which. A root found the plain way is solved again in full
 *   (`sharpen`) only when a sign test at it is unclear.
 * - `pieces`: the roots of the level below (its critical points) cut the
 *   interval into pieces on which this level is monotone.
 * - `sign`: the sign test on one piece: the values at its ends; `brackets`
 *   when they have opposite signs (exactly one root inside); `touch` when the
 *   value at `hi`, a critical point, is zero within its guaranteed rounding
 *   bound (the tangency rule: a grazing root there).
 * - `iterate`: one iterate of a root's refinement: `phase` 'refine'
 *   (safeguarded Newton in plain arithmetic), 'polish' (Newton with the
 *   compensated residual, to about an ulp) or 'sharpen' (the same polish of a
 *   critical point whose sign test was unclear); `method` how x was chosen
 *   ('secant' or 'bisect' to start the refinement, 'start' for the polish's
 *   starting point, then 'newton' or 'bisect'); `lo`, `hi` the bracket x was
 *   chosen in; `value` the level's value at x, when the solver evaluated it
 *   (with the compensated `bound` during a polish: `settled` when |value| is
 *   within it, which ends the polish). A refinement's brackets are as plain
 *   arithmetic sees the signs: near clustered roots rounding can misjudge a
 *   sign, and the refinement may land (and its brackets close) beside the
 *   true root (by up to ~10⁻⁵ relative in the tests' clusters 10⁻¹⁵ wide);
 *   the polish restarts from the refinement's first, certain bracket and
 *   decides signs with a guaranteed bound, so its brackets always hold the
 *   root it returns.
 * - `sharpen`: a rough critical point was brought to full accuracy because
 *   the sign test at it was unclear (`how`: the compensated polish, or the
 *   stable quadratic formula).
 * - `root`: a root of the level, with its multiplicity so far; `origin`
 *   'linear', 'quadratic', 'bracket' (refined in a bracket), 'touch' (the
 *   tangency rule) or 'zero' (deflation).
 * - `stop`: only the first root was asked for, and it is found.
 * - `done`: the solver's answer: the distinct roots and multiplicities.
 */
export type RootStep =
  | (StepBase & {
      kind: 'setup';
      degree: number;
      /** The search interval [lo, hi], clipped to ±bound. */
      lo: number;
      hi: number;
      /** Fujiwara's bound: every real root z has |z| ≤ fujiwara (`rootBound` of the solver's coefficients). */
      fujiwara: number;
      /** The solver's bound, Fujiwara's widened by 1/16: every real root lies strictly within ±bound. */
      bound: number;
    })
  | (LevelStepBase & {
      kind: 'level';
      degree: number;
      /** Highest degree first. */
      coefficients: number[];
      lo: number;
      hi: number;
    })
  | (LevelStepBase & { kind: 'deflate'; zeros: number; coefficients: number[] })
  | (LevelStepBase & { kind: 'widen'; side: 'lo' | 'hi'; from: number; to: number })
  | (LevelStepBase & {
      kind: 'quadratic';
      roots: number[];
      /** Level 0: the solver's final roots, by the full quadratic solver. */
      exact: boolean;
      /** The roots come from the full quadratic solver (always at level 0); false: the stable formula in plain arithmetic. */
      full: boolean;
    })
  | (LevelStepBase & {
      kind: 'pieces';
      /** The critical points strictly inside (lo, hi), ascending, as first found. */
      criticalPoints: number[];
      /** The monotone pieces [lo, c₁], [c₁, c₂], …, [cₖ, hi]. */
      pieces: [number, number][];
      lo: number;
      hi: number;
    })
  | (LevelStepBase & {
      kind: 'sign';
      lo: number;
      hi: number;
      valueLo: number;
      valueHi: number;
      brackets: boolean;
      touch: boolean;
    })
  | (LevelStepBase & {
      kind: 'iterate';
      phase: RootTracePhase;
      method: RootTraceMethod;
      /** 0 for the starting point of the phase, then 1, 2, … */
      iteration: number;
      x: number;
      lo: number;
      hi: number;
      value?: number;
      bound?: number;
      settled?: boolean;
    })
  | (LevelStepBase & { kind: 'sharpen'; before: number; after: number; how: 'polish' | 'quadratic' })
  | (LevelStepBase & { kind: 'root'; x: number; multiplicity: number; origin: RootTraceOrigin })
  | (LevelStepBase & { kind: 'stop'; x: number })
  | (StepBase & { kind: 'done'; roots: number[]; multiplicities: number[] });

type IterateStep = Extract<RootStep, { kind: 'iterate' }>;

/** The kinds of `RootStep`. */
export type RootStepKind = RootStep['kind'];

/** The exponents relating the solver's working units to the caller's. */
export interface RootTraceScale {
  /** t = 2^m·τ: the caller's variable t, the solver's τ. */
  m: number;
  /** The solver's level-0 polynomial is the caller's divided by 2^e (in τ). */
  e: number;
}

/** What `traceRoots` returns. */
export interface RootTrace {
  /** The distinct roots in [t0, t1], ascending: exactly `solvePolynomialInTo`'s. */
  roots: number[];
  /** Their multiplicities, as `solvePolynomialInTo` gives them. */
  multiplicities: number[];
  /** The solver's work, in order; the last is `done`. */
  steps: RootStep[];
  scale: RootTraceScale;
}

/** Options of `traceRoots`. */
export interface TraceRootsOptions {
  /** Stop after the smallest root (`solvePolynomialInTo`'s `firstOnly`). Default false. */
  firstOnly?: boolean;
}

/** How the caller's variable and values relate to those the solver is handed. */
interface Outer {
  /** The caller's position of the solver's output position (already mapped by the solver's own 2^m). */
  map: (t: number) => number;
  /** Extra exponents: positions ×2^pos, values ×2^value (on top of the solver's own scaling). */
  pos: number;
  value: number;
  /** Name of the variable in the texts. */
  variable: string;
  /** Why a root that `keep` drops is not a result (sentence end). */
  dropNote: string;
}

const IDENTITY: Outer = { map: (t) => t, pos: 0, value: 0, variable: 't', dropNote: '' };

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

function sup(k: number): string {
  return String(k)
    .split('')
    .map((d) => SUPERSCRIPT[Number(d)])
    .join('');
}

function primes(name: string): string {
  if (name.endsWith('″')) return name.slice(0, -1) + '‴';
  if (name.endsWith('′')) return name.slice(0, -1) + '″';
  if (name.endsWith('‴')) return `${name.slice(0, -1)}⁽⁴⁾`;
  const m = /⁽([⁰¹²³⁴⁵⁶⁷⁸⁹]+)⁾$/.exec(name);
  if (m) {
    const k = Number(
      m[1]
        .split('')
        .map((c) => SUPERSCRIPT.indexOf(c))
        .join(''),
    );
    return `${name.slice(0, m.index)}⁽${sup(k + 1)}⁾`;
  }
  return name + '′';
}

/**
 * A number for reading: `digits` significant digits, trailing zeros dropped,
 * exponent form (1.2e−17) outside [10⁻³, 10⁶), a true minus sign.
 */
function formatTraceNumber(x: number, digits = 4): string {
  if (Number.isNaN(x)) return 'not a number (overflow)';
  if (x === 0) return '0';
  if (!Number.isFinite(x)) return x > 0 ? '∞' : '−∞';
  const ax = Math.abs(x);
  let s: string;
  if (ax >= 1e-3 && ax < 1e6) {
    s = ax.toPrecision(digits);
    if (s.includes('e')) s = String(Number(s));
    else if (s.includes('.')) s = s.replace(/\.?0+$/, '');
  } else {
    const [mant, exp] = ax.toExponential(digits - 1).split('e');
    const m = mant.includes('.') ? mant.replace(/\.?0+$/, '') : mant;
    s = `${m}e${exp.startsWith('-') ? '−' + exp.slice(1) : exp.replace('+', '')}`;
  }
  return (x < 0 ? '−' : '') + s;
}

const f = formatTraceNumber;

function interval(lo: number, hi: number, digits = 4): string {
  return `[${f(lo, digits)}, ${f(hi, digits)}]`;
}

function multiplicityWord(k: number): string {
  return k === 1 ? 'simple' : k === 2 ? 'double' : k === 3 ? 'triple' : `multiplicity ${k}`;
}

/** Builds the steps from the solver's events (a `RootTraceSink`). */
class StepRecorder implements RootTraceSink {
  steps: RootStep[] = [];
  m = 0;
  e = 0;
  /** Per level: its name, and the exponent α with caller value = 2^α × solver value. */
  private names: string[] = [];
  /** Per deflated level: its name before, and the factor divided out ('t²'). */
  private undeflated: string[] = [];
  private factor: string[] = [];
  private alpha: number[] = [];
  private iteration = 0;
  private last: IterateStep | null = null;

  /** `coeffs`: the polynomial handed to the solver (for Fujiwara's bound, computed on the solver's own copy). */
  constructor(
    private readonly outer: Outer,
    private readonly coeffs: Coefficients,
  ) {}

  /** The caller's position of a solver position τ (as the solver maps its roots, then the outer map). */
  x(tau: number): number {
    return this.outer.map(scaleByPow2(tau, this.m) + 0);
  }

  private get posExp(): number {
    return this.m + this.outer.pos;
  }

  private val(j: number, v: number): number {
    return scaleByPow2(v, this.alpha[j]) + 0;
  }

  private coefficients(j: number, c: Float64Array, n: number): number[] {
    const out: number[] = [];
    for (let i = 0; i <= n; i++) out.push(scaleByPow2(c[i], this.alpha[j] - this.posExp * (n - i)) + 0);
    return out;
  }

  private name(j: number): string {
    return this.names[j] ?? `level ${j}`;
  }

  begin(n: number, m: number, e: number, lo: number, hi: number, bound: number): void {
    this.m = m;
    this.e = e;
    this.names = ['f'];
    this.alpha = [e + this.outer.value];
    const scaleNote =
      m !== 0 || e !== 0 || this.outer.pos !== 0
        ? ` (The solver works in ${this.outer.variable} = 2^${this.posExp}·τ; every number here is mapped back exactly.)`
        : '';
    // Fujiwara's bound of the solver's own coefficients (c[i] = aᵢ·2^(m(n−i) − e), exact), the bound the solver
    // widens: the same function on the same doubles.
    let start = 0;
    while (this.coeffs[start] === 0) start++;
    const c: number[] = [];
    for (let i = 0; i <= n; i++) c.push(scaleByPow2(this.coeffs[start + i], m * (n - i) - e));
    const tauFujiwara = rootBound(c);
    const fujiwara = Math.abs(this.x(tauFujiwara));
    const b = Math.abs(this.x(bound));
    // How much the solver widens it, read off its own bound (1/16 today): "1/16", else a percentage.
    const extra = bound / tauFujiwara - 1;
    const k = Math.round(1 / extra);
    const by = k >= 2 && Math.abs(k * extra - 1) < 1e-9 ? `1/${k}` : `${f(100 * extra, 3)} %`;
    const bounds =
      tauFujiwara === 0
        ? `Fujiwara's bound is 0 (every root is 0); the solver searches within ±${f(b)}`
        : `Fujiwara's bound puts every real root within ±${f(fujiwara)}; the solver widens it by ${by}, to ` +
          `±${f(b)}, so that every root lies strictly inside whatever the rounding in the bound`;
    this.steps.push({
      kind: 'setup',
      degree: n,
      lo: this.x(lo),
      hi: this.x(hi),
      fujiwara,
      bound: b,
      text: `f has degree ${n}. ${bounds}. The search runs on ${interval(this.x(lo), this.x(hi))}.${scaleNote}`,
    });
  }

  level(j: number, c: Float64Array, n: number, lo: number, hi: number): void {
    if (j > 0 && this.names[j] === undefined) {
      this.names[j] = primes(this.name(j - 1));
      this.alpha[j] = this.alpha[j - 1] - this.posExp;
    }
    const name = this.name(j);
    const from = this.undeflated[j];
    const divided = from === undefined ? '' : ` with the factor ${this.factor[j]} divided out`;
    const what =
      j === 0
        ? from === undefined
          ? 'the polynomial itself'
          : `f${divided}`
        : `the derivative of ${this.name(j - 1)}${divided}; its roots are where ${this.name(j - 1)} turns`;
    this.steps.push({
      kind: 'level',
      level: j,
      name,
      degree: n,
      coefficients: this.coefficients(j, c, n),
      lo: this.x(lo),
      hi: this.x(hi),
      text: `Level ${j}: ${name}, of degree ${n}: ${what}.`,
    });
  }

  deflate(j: number, c: Float64Array, n: number, z: number): void {
    if (j > 0 && this.names[j] === undefined) {
      this.names[j] = primes(this.name(j - 1));
      this.alpha[j] = this.alpha[j - 1] - this.posExp;
    }
    const name = this.name(j);
    const v = this.outer.variable;
    const coefficients = this.coefficients(j, c, n);
    const factor = `${v}${z > 1 ? sup(z) : ''}`;
    this.undeflated[j] = name;
    this.factor[j] = factor;
    this.names[j] = `(${name}/${factor})`;
    this.alpha[j] -= this.posExp * z;
    this.steps.push({
      kind: 'deflate',
      level: j,
      name,
      zeros: z,
      coefficients,
      text:
        `${z === 1 ? `${name} has no constant term` : `The last ${z} coefficients of ${name} are 0`}: ` +
        `${name} = ${factor}·${this.names[j]}, so ${v} = 0 is a root of multiplicity ${z}, ` +
        `and ${this.names[j]} is solved from here on.`,
    });
  }

  widen(j: number, side: 'lo' | 'hi', from: number, to: number): void {
    const name = this.name(j);
    this.steps.push({
      kind: 'widen',
      level: j,
      name,
      side,
      from: this.x(from),
      to: this.x(to),
      text: `The sign of ${name} at ${f(this.x(from))} is lost in rounding, so that end moves out to the bound ${f(this.x(to))}.`,
    });
  }

  quadratic(j: number, count: number, r0: number, r1: number, exact: boolean, full: boolean): void {
    const name = this.name(j);
    const roots = count === 0 ? [] : count === 1 ? [this.x(r0)] : [this.x(r0), this.x(r1)];
    const list =
      roots.length === 0
        ? 'it has no real roots'
        : roots.length === 2 && roots[0] === roots[1]
          ? `its double root is ${f(roots[0], 7)}`
          : `its roots are ${roots.map((r) => f(r, 7)).join(' and ')}`;
    const how = exact
      ? "solved in full: the stable formula, with Kahan's compensated discriminant where it nearly cancels and each " +
        'root polished'
      : full
        ? 'b² and 4ac lie within a factor of 2 of each other, so the plain discriminant may lose digits: solved in ' +
          "full, with Kahan's compensated discriminant and each root polished"
        : 'the stable formula in plain arithmetic: these roots only end pieces, and one is solved again in full ' +
          'if a sign test at it is too close to call';
    this.steps.push({
      kind: 'quadratic',
      level: j,
      name,
      roots,
      exact,
      full,
      text: `${name} is a quadratic: ${list} (${how}).`,
    });
  }

  pieces(j: number, crit: Float64Array, k: number, lo: number, hi: number): void {
    const name = this.name(j);
    const below = this.name(j + 1);
    const L = this.x(lo);
    const H = this.x(hi);
    const inside: number[] = [];
    for (let i = 0; i < k; i++) if (crit[i] > lo && crit[i] < hi) inside.push(this.x(crit[i]));
    const ends = [L, ...inside, H];
    const pieces: [number, number][] = [];
    for (let i = 0; i + 1 < ends.length; i++) pieces.push([ends[i], ends[i + 1]]);
    const text =
      inside.length === 0
        ? `${below} has no root inside ${interval(L, H)}, so ${name} is monotone on all of it.`
        : `The ${inside.length === 1 ? 'root' : `${inside.length} roots`} of ${below} cut ${interval(L, H)} into ` +
          `${pieces.length} pieces on which ${name} is monotone: ${pieces.map((p) => interval(p[0], p[1])).join(', ')}.`;
    this.steps.push({ kind: 'pieces', level: j, name, criticalPoints: inside, pieces, lo: L, hi: H, text });
  }

  sign(j: number, lo: number, hi: number, fLo: number, fHi: number, touch: boolean): void {
    const name = this.name(j);
    const a = this.x(lo);
    const b = this.x(hi);
    const valueLo = this.val(j, fLo);
    const valueHi = this.val(j, fHi);
    const brackets = fLo !== 0 && fHi !== 0 && fLo < 0 !== fHi < 0;
    let text: string;
    if (touch) {
      text = `${name}(${f(b)}) is zero within its rounding bound: ${name} touches 0 at this turning point (a grazing root).`;
    } else if (brackets) {
      text = `${name} changes sign on ${interval(a, b)} (${f(valueLo, 3)} to ${f(valueHi, 3)}): one root there.`;
    } else if (fLo === 0 || fHi === 0) {
      text = `${name} is 0 at ${f(fLo === 0 ? a : b)}, an end of ${interval(a, b)}, and keeps one sign inside it: no root inside.`;
    } else {
      text = `${name} keeps its sign (${fLo < 0 ? '−' : '+'}) on ${interval(a, b)} (${f(valueLo, 3)} to ${f(valueHi, 3)}): no root there.`;
    }
    this.steps.push({ kind: 'sign', level: j, name, lo: a, hi: b, valueLo, valueHi, brackets, touch, text });
  }

  step(j: number, phase: RootTracePhase, method: RootTraceMethod, x: number, lo: number, hi: number): void {
    const name = this.name(j);
    // A phase starts with 'start' (a polish) or right after a sign test (a refinement).
    const prev = this.steps[this.steps.length - 1];
    if (method === 'start' || prev === undefined || prev.kind !== 'iterate') this.iteration = 0;
    else this.iteration++;
    const X = this.x(x);
    const bracket = interval(this.x(lo), this.x(hi), 10);
    let how: string;
    if (method === 'secant') how = `Refining the root of ${name} in ${bracket}: start at the secant point`;
    else if (method === 'start')
      how =
        phase === 'polish'
          ? `Polish with the compensated (twice-precision) residual in ${bracket}, from`
          : `The sign of the level above is unclear here: polish this root of ${name} in ${bracket}, from`;
    else if (this.iteration === 0)
      how = `Refining the root of ${name} in ${bracket}: the secant point falls outside, so start at the bracket's split point`;
    else how = `${method === 'newton' ? 'Newton step' : 'Bisection'} within ${bracket} to`;
    const step: IterateStep = {
      kind: 'iterate',
      level: j,
      name,
      phase,
      method,
      iteration: this.iteration,
      x: X,
      lo: this.x(lo),
      hi: this.x(hi),
      text: `${how} x = ${f(X, 12)}.`,
    };
    this.last = step;
    this.steps.push(step);
  }

  value(j: number, phase: RootTracePhase, x: number, v: number, bound: number): void {
    const step = this.last;
    if (step === null || step.level !== j || step.phase !== phase || !Object.is(step.x, this.x(x))) return;
    step.value = this.val(j, v);
    if (Number.isNaN(bound)) {
      step.text += ` ${step.name}(x) = ${f(step.value, 3)}.`;
      return;
    }
    step.bound = this.val(j, bound);
    step.settled = !(Math.abs(v) > bound);
    step.text += step.settled
      ? ` ${step.name}(x) = ${f(step.value, 3)} is within its error bound ${f(step.bound, 2)}: x is the root to the last bit.`
      : ` ${step.name}(x) = ${f(step.value, 3)}, beyond its error bound ${f(step.bound, 2)}: its sign is certain.`;
  }

  sharpened(j: number, before: number, after: number, how: 'polish' | 'quadratic'): void {
    const name = this.name(j);
    this.steps.push({
      kind: 'sharpen',
      level: j,
      name,
      before: this.x(before),
      after: this.x(after),
      how,
      text: `This turning point, a root of ${name}, is sharpened from ${f(this.x(before), 12)} to ${f(this.x(after), 12)} (${how === 'polish' ? 'compensated polish' : `${name} solved again in full`}) before the sign test.`,
    });
  }

  root(j: number, x: number, multiplicity: number, origin: RootTraceOrigin): void {
    // The root 0 of a deflation is a root of the level before it was divided.
    const name = origin === 'zero' ? (this.undeflated[j] ?? this.name(j)) : this.name(j);
    const X = this.x(x);
    const where = j === 0 ? `Root of ${name}` : `Root of ${name} (a turning point of ${this.name(j - 1)})`;
    let prev: RootStep | undefined;
    for (let i = this.steps.length - 1; i >= 0 && prev === undefined; i--) {
      if (this.steps[i].kind === 'root') prev = this.steps[i];
    }
    const again = prev !== undefined && prev.kind === 'root' && prev.level === j && Object.is(prev.x, X);
    this.steps.push({
      kind: 'root',
      level: j,
      name,
      x: X,
      multiplicity,
      origin,
      text: again
        ? `${where} at ${this.outer.variable} = ${f(X, 10)} again: it is ${multiplicityWord(multiplicity)}.`
        : `${where} at ${this.outer.variable} = ${f(X, 10)}, ${multiplicityWord(multiplicity)}.`,
    });
  }

  stop(j: number, x: number): void {
    this.steps.push({
      kind: 'stop',
      level: j,
      name: this.name(j),
      x: this.x(x),
      text: `Only the first root was asked for: the search stops at ${f(this.x(x), 10)}.`,
    });
  }
}

const traceRootsBuf = new Float64Array(MAX_DEGREE);

const traceMultsBuf = new Int32Array(MAX_DEGREE);

/**
 * Runs the solver with a recorder; `roots` are the solver's own output, then
 * `outer.map`ped; `keep` (of the solver's output) filters them as `intercept` does.
 */
function runTrace(
  coeffs: Coefficients,
  t0: number,
  t1: number,
  firstOnly: boolean,
  outer: Outer,
  keep: (tau: number, t: number) => boolean = () => true,
): RootTrace {
  const recorder = new StepRecorder(outer, coeffs);
  let n: number;
  setRootTraceSink(recorder);
  try {
    n = solvePolynomialInTo(traceRootsBuf, traceMultsBuf, coeffs, t0, t1, firstOnly);
  } finally {
    setRootTraceSink(null);
  }
  const roots: number[] = [];
  const multiplicities: number[] = [];
  let dropped = 0;
  for (let i = 0; i < n; i++) {
    const t = outer.map(traceRootsBuf[i]);
    if (!keep(traceRootsBuf[i], t)) {
      dropped++;
      continue;
    }
    roots.push(t);
    multiplicities.push(traceMultsBuf[i]);
  }
  const steps = recorder.steps;
  const v = outer.variable;
  const list = roots
    .map((r, i) => `${v} = ${f(r, 10)}${multiplicities[i] > 1 ? ` (${multiplicityWord(multiplicities[i])})` : ''}`)
    .join(', ');
  const found =
    roots.length === 0
      ? 'No root in the search interval.'
      : `${roots.length === 1 ? 'The root' : `The ${roots.length} roots`}: ${list}.`;
  const droppedNote =
    dropped === 0
      ? ''
      : ` (${dropped === 1 ? 'One more root of the polynomial is' : `${dropped} more roots of the polynomial are`} ` +
        `not a hit for intercept: ${outer.dropNote})`;
  steps.push({ kind: 'done', roots, multiplicities, text: found + droppedNote });
  return { roots, multiplicities, steps, scale: { m: recorder.m + outer.pos, e: recorder.e + outer.value } };
}

/**
 * The real roots of `coeffs` (highest degree first, degree ≤ `MAX_DEGREE`)
 * in [t0, t1], as `solvePolynomialInTo(roots, multiplicities, coeffs, t0,
 * t1, firstOnly)` computes them (it is that call, with a trace sink set), and
 * every step it took (`RootStep`). The sink is cleared afterwards, also when
 * the solver throws.
 *
 * @example traceRoots([1, -10, 35, -50, 24], 0, Infinity).roots // [1, 2, 3, 4]
 * @throws RangeError when the degree exceeds `MAX_DEGREE` (as the solver).
 */
export function traceRoots(coeffs: Coefficients, t0: number, t1: number, options: TraceRootsOptions = {}): RootTrace {
  return runTrace(coeffs, t0, t1, options.firstOnly === true, IDENTITY);
}

/** The intercept quartic in the caller's units (`interceptPolynomial`). */
export interface InterceptPolynomial {
  /** R = target − shooter, V = targetVelocity − inherit·shooterVelocity, G = targetAcceleration − gravity. */
  R: number[];
  V: number[];
  G: number[];
  speed: number;
  /** The dot products, each in twice the working precision, then rounded; `ss` = s². */
  terms: { gg: number; vg: number; vv: number; rg: number; rv: number; rr: number; ss: number };
  /** f(t) = (G·G/4)t⁴ + (V·G)t³ + (V·V + R·G − s²)t² + 2(R·V)t + R·R, highest degree first. */
  coefficients: number[];
  /** f′(t) = (G·G)t³ + 3(V·G)t² + 2(V·V + R·G − s²)t + 2(R·V). */
  derivative: number[];
  /** f″(t) = 3(G·G)t² + 6(V·G)t + 2(V·V + R·G − s²). */
  secondDerivative: number[];
}

/**
 * The quartic of `intercept`, f(t) = |W(t)|² − s²t² with
 * W(t) = R + Vt + Gt²/2, in the caller's units, for plotting f, f′, f″ and
 * for the coefficient table: with G = 0 the t⁴ and t³ terms vanish (the
 * quadratic of the constant-velocity intercept), with V = 0 the t³ and t
 * terms. Each coefficient is one compensated dot product
 * (`compensatedDot`), so V·V + R·G − s² is accurate even when it nearly
 * cancels. (`intercept` itself solves a copy scaled by powers of two; see
 * `traceIntercept`.) Same options and errors as `intercept`.
 */
export function interceptPolynomial<const S extends ReadonlyVec>(options: InterceptOptions<S>): InterceptPolynomial {
  resolveOptions(options); // validates, with intercept's messages
  const dim = options.shooter.length;
  const zero = new Array<number>(dim).fill(0);
  const U = options.shooterVelocity ?? zero;
  const Vt = options.targetVelocity ?? zero;
  const A = options.targetAcceleration ?? zero;
  const g = options.gravity ?? zero;
  const k = options.inherit ?? 1;
  const R: number[] = [];
  const V: number[] = [];
  const G: number[] = [];
  for (let i = 0; i < dim; i++) {
    R.push(options.target[i] - options.shooter[i]);
    V.push(Vt[i] - k * U[i]);
    G.push(A[i] - g[i]);
  }
  const s = options.speed;
  const terms = {
    gg: compensatedDot(G, G),
    vg: compensatedDot(V, G),
    vv: compensatedDot(V, V),
    rg: compensatedDot(R, G),
    rv: compensatedDot(R, V),
    rr: compensatedDot(R, R),
    ss: s * s,
  };
  const c2 = compensatedDot([...V, ...R, s], [...V, ...G, -s]);
  const coefficients = [terms.gg / 4, terms.vg, c2, 2 * terms.rv, terms.rr].map((x) => x + 0);
  return {
    R,
    V,
    G,
    speed: s,
    terms,
    coefficients,
    derivative: [terms.gg, 3 * terms.vg, 2 * c2, 2 * terms.rv].map((x) => x + 0),
    secondDerivative: [3 * terms.gg, 6 * terms.vg, 2 * c2].map((x) => x + 0),
  };
}

/**
 * The caller's units of `intercept`'s scaled problem: t = 2^k·τ (mapped as
 * `intercept` maps its times, `scaled`, bit for bit the same as
 * `scaleByPow2`), lengths ×2^er, so f's values ×2^(2er).
 */
function traceOuter(k: number, er: number): Outer {
  return {
    map: (tau) => scaled(tau, k),
    pos: k,
    value: 2 * er,
    variable: 't',
    dropNote: 'beyond maxTime or the largest double.',
  };
}

/** What `traceIntercept` returns: the trace, in the caller's time unit, plus how `intercept` solved. */
export interface InterceptTrace extends RootTrace {
  /**
   * 'quartic' when G ≠ 0 (the roots of the scaled quartic in [0, τmax], as
   * `intercept` finds them); 'quadratic' when G = 0: `intercept` then takes
   * the constant-velocity path, and the trace is of that quadratic
   * (|V|² − s²)t² + 2(R·V)t + |R|², solved by the same quadratic solver.
   */
  path: 'quartic' | 'quadratic';
  /** A sentence for the reader on which path `intercept` took. */
  note: string;
  /** The quartic (or, G = 0, quadratic) in the caller's units. */
  polynomial: InterceptPolynomial;
  /**
   * Roots in `roots` that no step traces: the far roots of a scene whose offset R is too small beside its
   * motion for one quartic in doubles (see `note`), solved apart as `intercept` does. Usually empty.
   */
  untraced: number[];
}

/**
 * The trace of the intercept polynomial exactly as `intercept(options)`
 * solves it: the same scaled coefficients (t = 2^M·τ, lengths scaled by a
 * power of two), the same interval [0, τmax], the same solver; positions and
 * roots mapped back to the caller's time unit as `intercept` maps its times
 * and values to the caller's units (a squared length). The `roots` (all
 * ≥ 0, at most `maxTime`) are `intercept(options).times` bit for bit (none
 * when it misses), and `roots[0]` is `interceptTo`'s time. One exception: R = 0 with
 * G = 0 and |V| = s makes the polynomial identically 0 (no roots traced)
 * while `intercept` reports the hit at t = 0 (already there).
 * Same options and errors as `intercept`.
 */
export function traceIntercept<const S extends ReadonlyVec>(options: InterceptOptions<S>): InterceptTrace {
  const polynomial = interceptPolynomial(options); // validates
  const dim = options.shooter.length;
  const zero3 = [0, 0, 0];
  const maxTime = options.maxTime ?? Infinity;
  prepareQuartic(options);
  const constantVelocity = noRelativeAcceleration(dim);
  if (constantVelocity) {
    // As intercept: the quadratic of intercept-linear, scaled (t = 2^(er−ev)·τ).
    const shift = diffInto(
      relBuf,
      options.targetVelocity ?? zero3,
      options.shooterVelocity ?? zero3,
      options.inherit ?? 1,
      dim,
    );
    prepareLinear(options.shooter, options.target, relBuf, shift ? 0.5 * options.speed : options.speed);
    L.ev += shift;
    const k = L.er - L.ev;
    const tauMax = Math.min(scaleByPow2(maxTime, -k), scaleByPow2(Number.MAX_VALUE, -k));
    const coeffs = [L.a, L.b, L.c];
    const trace = runTrace(
      coeffs,
      0,
      tauMax,
      false,
      traceOuter(k, L.er),
      (_tau, t) => Number.isFinite(t) && t <= maxTime,
    );
    return {
      ...trace,
      path: 'quadratic',
      untraced: [],
      note:
        'G = 0 (no relative acceleration): intercept does not form the quartic; it solves the quadratic ' +
        '(|V|² − s²)t² + 2(R·V)t + |R|² of the constant-velocity intercept with the stable quadratic formula, ' +
        'traced here.',
      polynomial,
    };
  }
  const m = Q.m;
  const tauMax = Math.min(scaled(maxTime, -m), scaled(Number.MAX_VALUE, -m));
  formQuartic();
  const coeffs = Float64Array.from(quartic);
  // As intercept: τ = 0 counts only when R = 0 (f(0) = |R|²); time scales too far apart for one quartic
  // (Q.gap) are solved apart, the far roots from the problem without R (not traced: listed after).
  const zeroIsRoot = coeffs[4] === 0;
  const split = Q.gap > FAR_GAP ? scaled(1, m + Q.gap) : Infinity;
  const trace = runTrace(
    coeffs,
    0,
    Math.min(tauMax, scaled(split, -m)),
    false,
    traceOuter(m, Q.er),
    (tau, t) => (tau > 0 || zeroIsRoot) && Number.isFinite(t) && t <= maxTime && t < split,
  );
  if (split === Infinity) {
    return {
      ...trace,
      path: 'quartic',
      untraced: [],
      note: "G ≠ 0: intercept solves the quartic by the library's derivative-interval isolation, traced here.",
      polynomial,
    };
  }
  const far: number[] = [];
  farRoots(options, split, maxTime, far, false);
  const farNote =
    `The target's offset is so small beside its motion (2^−${Q.gap} of it) that one quartic cannot hold both ` +
    `ends in doubles: it is traced up to t = ${split.toPrecision(3)}, and the later roots, where the offset no ` +
    'longer matters, come from the same problem with the target on the shooter' +
    (far.length ? ` (${far.map((t) => t.toPrecision(6)).join(', ')}).` : ' (none).');
  const roots = [...trace.roots, ...far];
  const multiplicities = [...trace.multiplicities, ...far.map(() => 1)];
  const done = trace.steps[trace.steps.length - 1];
  const steps = [
    ...trace.steps.slice(0, -1),
    { ...done, kind: 'done' as const, roots, multiplicities, text: `${done.text} ${farNote}` },
  ];
  return {
    ...trace,
    roots,
    multiplicities,
    steps,
    path: 'quartic',
    untraced: far,
    note: `G ≠ 0: intercept solves the quartic by the library's derivative-interval isolation, traced here. ${farNote}`,
    polynomial,
  };
}
