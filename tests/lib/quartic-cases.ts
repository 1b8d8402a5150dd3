/**
 * Quartics for the plain-double certificates' properties (quartic-positive.test.ts and
 * quartic-first-root.test.ts): random ones of ordinary size, and ones built from a chosen pair of roots.
 */
import fc from 'fast-check';
import { fromRoots } from './oracle';

// Coefficients of ordinary size or zero (fast-check's doubles also include 1e-300 and subnormals, which the
// certificates decline outright).
const coefficient = fc.double({ min: -10, max: 10, noNaN: true }).map((x) => (Math.abs(x) < 1e-9 ? 0 : x));

/** a·τ⁴ + b·τ³ + c·τ² + d·τ + e with a, e in [10⁻³, 10] and b, c, d in [−10, 10]. */
export const randomQuartic = fc
  .tuple(
    fc.double({ min: 1e-3, max: 10, noNaN: true }),
    coefficient,
    coefficient,
    coefficient,
    fc.double({ min: 1e-3, max: 10, noNaN: true }),
  )
  .map((c) => Float64Array.from(c));

/**
 * (τ² + βτ + γ)·(τ − r₁)(τ − r₂) + ε·size·(1 + r₁⁴), size the mean |coefficient|, scaled to τ = 2^k·σ and by
 * 2^j (the same roots times 2^−k): a double root at r₁ = r₂, lifted or sunk by ε.
 */
export function quarticFrom(
  r1: number,
  r2: number,
  beta: number,
  gamma: number,
  eps: number,
  k: number,
  j: number,
): Float64Array {
  const lin = fromRoots([r1, r2]);
  const c = [0, 0, 0, 0, 0];
  const quad = [1, beta, gamma];
  for (let a = 0; a < 3; a++) for (let b = 0; b < 3; b++) c[a + b] += quad[a] * lin[b];
  const size = c.reduce((s, x) => s + Math.abs(x), 0) / 5;
  c[4] += eps * size * (1 + r1 ** 4);
  return Float64Array.from(c, (x, i) => x * 2 ** (k * (4 - i) + j));
}
