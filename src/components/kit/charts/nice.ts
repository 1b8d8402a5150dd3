/**
 * Round numbers for a figure's own scales (a time line's length, an axis's
 * end): the 1–1.5–2–2.5–3–4–5–6–8 series of each decade. Pure.
 */
const NICE = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** The smallest round number ≥ x (x > 0 and finite). */
export function niceAbove(x: number): number {
  const e = 10 ** Math.floor(Math.log10(x));
  for (const k of NICE) if (k * e >= x) return k * e;
  return 10 * e;
}
