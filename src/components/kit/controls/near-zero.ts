/**
 * The one test of "too close to 0" that the number boxes (number.ts) and the
 * scene links (links/scene-decode.ts) both apply. Alone in its module, so a
 * link's decoder loads it without the boxes' messages.
 */

/** The smallest normal double, about 2.2e-308: below it a number is subnormal, with fewer digits than a double's. */
export const MIN_NORMAL = 2 ** -1022;

/** Digits other than 0 that became 0 when read ("1e-999"): a numeral that underflowed. */
export function underflowed(text: string, x: number): boolean {
  return x === 0 && /[1-9]/.test(text.replace(/e.*$/i, ''));
}

/**
 * Whether `x`, read from `text`, is too close to 0 to be a value: a numeral that underflowed, a subnormal
 * number, or a size under `least`. A 0 typed as 0 is not.
 */
export function tooCloseToZero(text: string, x: number, least = 0): boolean {
  return x === 0 ? underflowed(text, x) : Math.abs(x) < Math.max(MIN_NORMAL, least);
}
