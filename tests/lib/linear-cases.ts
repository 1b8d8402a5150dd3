/**
 * Random constant-velocity problems for the hot-path properties: free ones,
 * ones with near-equal speeds (relative gap 10⁻¹⁷ … 10⁻¹, so down to
 * equal) and near-grazing ones (the speed at which the discriminant
 * vanishes, nudged up or down by such a gap), in 2D and 3D.
 */
import fc from 'fast-check';

/** linearInterceptTo's documented agreement with linearIntercept: 2⁻⁴⁸ relative. */
export const HOT_TOLERANCE = 2 ** -48;

export interface LinearCase {
  S: number[];
  T: number[];
  V: number[];
  s: number;
}

const sumSq = (v: readonly number[]) => v.reduce((acc, x) => acc + x * x, 0);

/** An arbitrary problem: `free`, `near-equal` or `grazing`, 2D or 3D. */
export function hotPathCase(): fc.Arbitrary<LinearCase> {
  const num = fc.double({ min: -1000, max: 1000, noNaN: true });
  const triple = fc.tuple(num, num, num);
  return fc
    .tuple(
      triple,
      triple,
      triple,
      fc.double({ min: 0.01, max: 2000, noNaN: true }),
      fc.constantFrom('free', 'near-equal', 'grazing'),
      fc.integer({ min: -17, max: -1 }),
      fc.constantFrom(1, -1),
      fc.boolean(),
    )
    .map(([S3, T3, V3, s0, kind, gapExp, side, two]) => {
      const gap = side * 10 ** gapExp;
      const S = two ? S3.slice(0, 2) : S3;
      const T = two ? T3.slice(0, 2) : T3;
      const V = two ? V3.slice(0, 2) : V3;
      let s = s0;
      if (kind === 'near-equal') s = Math.sqrt(sumSq(V)) * (1 + Math.abs(gap));
      if (kind === 'grazing') {
        // Speed at which (R·V)² − (|V|² − s²)|R|² vanishes, nudged by ±10^gapExp.
        const R = T.map((x, i) => x - S[i]);
        const rr = sumSq(R);
        const rv = R.reduce((acc, x, i) => acc + x * V[i], 0);
        s = Math.sqrt(Math.max(0, sumSq(V) - (rv * rv) / rr)) * (1 + gap);
        if (!Number.isFinite(s)) s = s0;
      }
      return { S, T, V, s };
    });
}
