/** Assertions shared by the intercept tests: closeness with a relative tolerance, and every number in a result. */
import { expect } from 'vitest';

/** |x − y| ≤ tol·max(1, |y|). */
export const close = (x: number, y: number, tol = 1e-6) =>
  expect(Math.abs(x - y)).toBeLessThanOrEqual(tol * Math.max(1, Math.abs(y)));

/** `close` for each component. */
export const closeVec = (a: readonly number[], b: readonly number[], tol = 1e-6) =>
  a.forEach((x, i) => close(x, b[i], tol));

export const norm = (v: readonly number[]) => Math.hypot(...v);

/** Every number anywhere in a result, for the no-NaN property. */
export function numbersIn(x: unknown, out: number[] = []): number[] {
  if (typeof x === 'number') out.push(x);
  else if (Array.isArray(x)) x.forEach((y) => numbersIn(y, out));
  else if (x && typeof x === 'object') Object.values(x).forEach((y) => numbersIn(y, out));
  return out;
}
