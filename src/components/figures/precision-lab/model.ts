/**
 * The precision lab (chapter 5): a target at 100 m, approaching, nearly as
 * fast as the shot. As the relative speed gap g = (s − |V|)/s shrinks towards
 * 1e-15, the textbook formula loses its digits while the library keeps them.
 * Both answers are measured against the exact root of the same double inputs
 * (`./exact`), computed with BigInt rationals: nothing is hard-coded.
 */
import { linearIntercept, type Vec2 } from '../../../lib';
import { exactA, exactCoefficients, exactFirstRoot, relativeError, toDecimal, toNumber, type Rational } from './exact';

/** The lab's fixed scene: shooter at the origin, target 100 m away moving along −x, shot at 20 m/s. */
export const LAB = {
  shooter: [0, 0] as Vec2,
  target: [80, 60] as Vec2,
  /** Unit direction of the target's motion: along −x, so |V| is exactly the speed we set. */
  direction: [-1, 0] as Vec2,
  speed: 20,
} as const;

/** The slider holds d, the number of leading digits in which the two speeds agree: gap = 10^−d. */
export const DIGITS = { min: 1, max: 15, step: 0.1, initial: 8 } as const;

/** The slider's value as digits: clamped to `DIGITS`; the first state's for a value that is not a finite number. */
export function digitsOf(value: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(value, DIGITS.min), DIGITS.max) : DIGITS.initial;
}

/** Where the error curve is sampled (d from 1 to 15 in quarter steps). */
export const CURVE_DIGITS: number[] = Array.from({ length: 57 }, (_, i) => 1 + i * 0.25);

/** Plot floor for errors: an exact answer (error 0) is drawn here. */
export const ERROR_FLOOR = 1e-18;

// ---------------------------------------------------------------------------
// The textbook method: shown here because it fails.

/** What the textbook method produced. */
export interface TextbookResult {
  /** a = Vx² + Vy² − s², formed directly (this is where the first digits go). */
  a: number;
  b: number;
  c: number;
  /** √(b² − 4ac) as the formula computes it (NaN when b² − 4ac < 0). */
  sqrtDisc: number;
  /** Both values of (−b ± √Δ)/(2a) as the formula gives them: may be ±Infinity or NaN. */
  raw: [number, number] | [];
  /** The smallest finite non-negative of them, or null. */
  time: number | null;
  /** Why there is no usable time, in words, or null. */
  problem: string | null;
}

/**
 * THE NAIVE TEXTBOOK METHOD, demonstrated in the lab as the thing NOT to do.
 * It forms a = |V|² − s² by subtracting two nearly equal squares and takes
 * t = (−b ± √(b² − 4ac)) / 2a, which subtracts two nearly equal numbers again
 * when a is small. Its root choice is right (smallest non-negative); its
 * arithmetic is what fails. The correct method is `linearIntercept` in
 * `src/lib` (exact-product a, the q-form, Kahan's discriminant).
 */
export function textbookIntercept(R: Vec2, V: Vec2, s: number): TextbookResult {
  const a = V[0] * V[0] + V[1] * V[1] - s * s;
  const b = 2 * (R[0] * V[0] + R[1] * V[1]);
  const c = R[0] * R[0] + R[1] * R[1];
  const disc = b * b - 4 * a * c;
  if (disc < 0) {
    return { a, b, c, sqrtDisc: NaN, raw: [], time: null, problem: 'The formula finds b² − 4ac < 0: no real root.' };
  }
  const root = Math.sqrt(disc);
  const raw: [number, number] = [(-b - root) / (2 * a), (-b + root) / (2 * a)];
  let time: number | null = null;
  for (const t of raw) if (Number.isFinite(t) && t >= 0 && (time === null || t < time)) time = t;
  let problem: string | null = null;
  if (a === 0) problem = 'The formula divides by 2a = 0: the result is not a number (or infinite).';
  else if (time === null) problem = 'The formula finds no non-negative root.';
  return { a, b, c, sqrtDisc: root, raw, time, problem };
}

// ---------------------------------------------------------------------------
// One lab state.

/** The relative gap for d agreeing digits. */
export function gapFor(digits: number): number {
  return 10 ** -digits;
}

/** The target velocity whose speed is s·(1 − gap), along the lab's direction. */
export function velocityFor(digits: number): Vec2 {
  const k = LAB.speed * (1 - gapFor(digits));
  return [LAB.direction[0] * k, LAB.direction[1] * k];
}

export interface MethodRow {
  /** The coefficient a as this method formed it. */
  a: number;
  /** Its chosen hit time, or null. */
  time: number | null;
  /** |t − t*| / t*; Infinity when there is no time. */
  error: number;
  /** A sentence when the method produced no usable time. */
  problem: string | null;
}

export interface LabState {
  digits: number;
  /** The nominal gap 10^−d. */
  gap: number;
  /** The gap the double inputs really have, (s − |V|)/s (the subtraction is exact here). */
  actualGap: number;
  velocity: Vec2;
  exact: { a: number; root: Rational | null; value: number; text: string };
  textbook: MethodRow & { minusB: number; sqrtDisc: number };
  library: MethodRow;
}

function relative(x: number | null, exact: Rational | null): number {
  if (x === null || exact === null) return Infinity;
  return relativeError(x, exact);
}

/** Everything the lab shows for d agreeing digits. */
export function labState(digits: number): LabState {
  const velocity = velocityFor(digits);
  const R: Vec2 = [LAB.target[0] - LAB.shooter[0], LAB.target[1] - LAB.shooter[1]];
  const speedV = Math.hypot(velocity[0], velocity[1]);
  const q = exactCoefficients(R, velocity, LAB.speed);
  const root = exactFirstRoot(q);
  const naive = textbookIntercept(R, velocity, LAB.speed);
  const lib = linearIntercept({ shooter: LAB.shooter, target: LAB.target, targetVelocity: velocity, speed: LAB.speed });
  const libTime = lib.hit ? lib.time : null;
  return {
    digits,
    gap: gapFor(digits),
    actualGap: (LAB.speed - speedV) / LAB.speed,
    velocity,
    exact: {
      a: exactA(q),
      root,
      value: root ? toNumber(root) : NaN,
      text: root ? toDecimal(root, 24) : '',
    },
    textbook: {
      a: naive.a,
      time: naive.time,
      error: relative(naive.time, root),
      problem: naive.problem,
      minusB: -naive.b,
      sqrtDisc: naive.sqrtDisc,
    },
    library: {
      a: lib.coefficients.a,
      time: libTime,
      error: relative(libTime, root),
      problem: lib.hit ? null : lib.message,
    },
  };
}

export interface CurvePoint {
  digits: number;
  gap: number;
  method: 'Textbook formula' | 'Library';
  /** Relative error clamped to [ERROR_FLOOR, 1] for a log plot. */
  error: number;
}

function clampError(e: number): number {
  return Math.min(Math.max(e, ERROR_FLOOR), 1);
}

/** The error of both methods across the slider's range, for the chart. */
export function errorCurve(samples: readonly number[] = CURVE_DIGITS): CurvePoint[] {
  const points: CurvePoint[] = [];
  for (const digits of samples) {
    const s = labState(digits);
    points.push({ digits, gap: s.gap, method: 'Textbook formula', error: clampError(s.textbook.error) });
    points.push({ digits, gap: s.gap, method: 'Library', error: clampError(s.library.error) });
  }
  return points;
}

// ---------------------------------------------------------------------------
// Words and numbers for the readouts.

/** "1.0e-8" for a gap or an error; "0" for an exact zero; "—" when not finite. */
export function sci(x: number, digits = 1): string {
  if (!Number.isFinite(x)) return '—';
  if (x === 0) return '0';
  return x.toExponential(digits).replace('e-', 'e−').replace('e+', 'e').replace(/^-/, '−');
}

/** The readout for a relative error. */
export function errorText(e: number): string {
  if (e === 0) return '0 (exact)';
  return sci(e);
}

/** How many leading significant digits are right, from a relative error. */
export function correctDigits(e: number): string {
  if (!Number.isFinite(e)) return 'none';
  if (e === 0) return 'all 17';
  const d = Math.max(0, Math.min(17, Math.floor(-Math.log10(e))));
  return d === 0 ? 'none' : `${d}`;
}

/** A time with 16 significant digits, or a dash. */
export function timeText(t: number | null): string {
  return t === null || !Number.isFinite(t) ? '—' : t.toPrecision(16);
}

/** One sentence on how the two methods compare. */
export function verdict(s: LabState): string {
  const t = s.textbook.error;
  const l = s.library.error;
  if (s.textbook.problem && s.textbook.time === null)
    return `The textbook formula fails outright. ${s.textbook.problem}`;
  if (t <= 1e-14) {
    return s.digits < 11
      ? 'Both methods are right to about 15 digits: the speeds are still far enough apart.'
      : 'By luck the textbook formula lands on the right answer at this gap; its error jumps about, so move the slider a step.';
  }
  const lost = correctDigits(t);
  const kept = correctDigits(l);
  return `The textbook formula has ${lost === 'none' ? 'no' : lost} correct digit${lost === '1' ? '' : 's'} left; the library keeps ${kept}.`;
}
