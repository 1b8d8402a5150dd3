/**
 * How the grader compares a time with the library's: the tolerance, and the
 * answer kinds a reader's function can give. Shared by the verdicts
 * (model.ts) and the diagnosis (diagnose.ts). Pure.
 */

/** A time passes when it is within this relative error of the exact one (a millionth). */
export const TOLERANCE = 1e-6;

/** What a reader's function gave for one case. */
export type Answer =
  | { kind: 'number'; value: number }
  | { kind: 'list'; values: number[] }
  | { kind: 'null' }
  | { kind: 'undefined' }
  | { kind: 'threw'; message: string }
  | { kind: 'timeout' }
  | { kind: 'missing' }
  /** Not run: the grading stopped before this case (a time-out). */
  | { kind: 'untried' }
  | { kind: 'other'; what: string };

export const relErr = (x: number, e: number): number => (e === 0 ? Math.abs(x) : Math.abs(x - e) / Math.abs(e));
export const close = (x: number, e: number): boolean => Number.isFinite(x) && relErr(x, e) <= TOLERANCE;

/** A linear answer as a time (a number, NaN and ±Infinity included), null for "no hit", undefined for anything else. */
export function timeOf(a: Answer): number | null | undefined {
  if (a.kind === 'number') return a.value;
  if (a.kind === 'null') return null;
  return undefined;
}

/** Whether a linear answer passes against the library's earliest time (null: no hit). */
export function linearPass(expected: number | null, a: Answer): boolean {
  const x = timeOf(a);
  if (x === undefined) return false;
  return expected === null ? x === null : x !== null && close(x, expected);
}
