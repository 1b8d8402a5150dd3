/**
 * Bit-level helpers for the hot paths, internal to the library (not
 * re-exported by the barrel): a table of the normal powers of two and an
 * exponent read that takes its argument from a slot. V8 boxes a double passed
 * to, or returned from, a call it does not inline; these keep every double in
 * a typed array instead, so the hot paths allocate nothing whatever V8
 * decides to inline.
 */

const scratch = new Float64Array(1);
const words = new Uint32Array(scratch.buffer);
// Index of the high (sign/exponent) 32-bit word: 1 on little-endian machines.
const HI = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;
const LO = 1 - HI;

/** 2ᵏ at index k + 1022, for the normal exponents k in [−1022, 1023], built bit by bit. */
export const POW2 = new Float64Array(2046);
for (let k = -1022; k <= 1023; k++) {
  words[LO] = 0;
  words[HI] = (k + 1023) << 20;
  POW2[k + 1022] = scratch[0];
}

/** The argument of `exponentIn`. */
export const EXP_IN = new Float64Array(1);

const expWords = new Uint32Array(EXP_IN.buffer);

/**
 * float.ts's `exponentOf(EXP_IN[0])`: e with 2ᵉ ≤ |x| < 2ᵉ⁺¹ (subnormals
 * included); 0 for 0, ±Infinity and NaN.
 */
export function exponentIn(): number {
  const biased = (expWords[HI] >>> 20) & 0x7ff;
  if (biased !== 0 && biased !== 0x7ff) return biased - 1023;
  const x = EXP_IN[0];
  if (x === 0 || biased === 0x7ff) return 0;
  // Subnormal: renormalise by 2⁶⁴ (exact) and read again.
  scratch[0] = x * 2 ** 64;
  return ((words[HI] >>> 20) & 0x7ff) - 1023 - 64;
}
