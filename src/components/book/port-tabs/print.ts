/**
 * How the ports print a double, reproduced from the double itself, so the page
 * can show the C++ and C# outputs of the TypeScript result (the ports give the
 * same bits: tests/ports). Exact decimal expansion by BigInt, then rounding as
 * each runtime rounds:
 *
 * - C and C++ `printf("%.6f")` (glibc): the exact binary value rounded to 6
 *   decimals, ties to even; a negative value (even −0) keeps its minus sign.
 * - C# `x.ToString("F6", CultureInfo.InvariantCulture)` on Mono (what the tests
 *   run, and Unity's scripting runtime derives from): the value first rounded
 *   to 15 significant digits, then to 6 decimals, ties away from zero; a value
 *   that prints as zero has no minus sign. (.NET Core 3.0 and later round the
 *   exact value instead: the last digit may differ on a tie.)
 *
 * Checked against g++ and Mono in tests/components/port-tabs.
 */

/** The exact decimal value of a finite double: |x| = 0.digits × 10^point (no trailing zeros; '' for zero). */
export function exactDecimal(x: number): { negative: boolean; digits: string; point: number } {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const hi = view.getUint32(0),
    lo = view.getUint32(4);
  const negative = hi >>> 31 === 1;
  const biased = (hi >>> 20) & 0x7ff;
  let mantissa = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let exponent: number;
  if (biased === 0) exponent = -1074;
  else {
    mantissa |= 1n << 52n;
    exponent = biased - 1075;
  }
  if (mantissa === 0n) return { negative, digits: '', point: 0 };
  if (exponent >= 0) {
    const digits = (mantissa << BigInt(exponent)).toString();
    return { negative, digits: digits.replace(/0+$/, ''), point: digits.length };
  }
  // m·2^e = m·5^(−e) / 10^(−e)
  const digits = (mantissa * 5n ** BigInt(-exponent)).toString();
  return { negative, digits: digits.replace(/0+$/, ''), point: digits.length + exponent };
}

type Tie = 'even' | 'away';

/** Round 0.digits × 10^point to `keep` leading digits (keep may be ≤ 0): the kept integer as a BigInt. */
function roundDigits(digits: string, keep: number, tie: Tie): bigint {
  if (keep < 0) return 0n;
  const head = digits.slice(0, keep);
  const rest = digits.slice(keep);
  let n = BigInt(head === '' ? '0' : head.padEnd(keep, '0'));
  if (rest === '' || /^0*$/.test(rest)) return n;
  const first = rest.charCodeAt(0) - 48;
  const exactHalf = first === 5 && /^0*$/.test(rest.slice(1));
  if (first > 5 || (first === 5 && !exactHalf)) n += 1n;
  else if (exactHalf && (tie === 'away' || n % 2n === 1n)) n += 1n;
  return n;
}

/** An integer n as a fixed-point string with `decimals` places (n / 10^decimals). */
function fixedOf(n: bigint, decimals: number): string {
  const s = n.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? s : `${s.slice(0, s.length - decimals)}.${s.slice(s.length - decimals)}`;
}

/** C/C++ `printf("%.{decimals}f", x)` as glibc prints it. */
export function cFixed(x: number, decimals = 6): string {
  if (Number.isNaN(x)) return x < 0 ? '-nan' : 'nan';
  if (!Number.isFinite(x)) return x < 0 ? '-inf' : 'inf';
  const d = exactDecimal(x);
  const n = roundDigits(d.digits, d.point + decimals, 'even');
  return (d.negative ? '-' : '') + fixedOf(n, decimals);
}

/** C# `x.ToString("F{decimals}", CultureInfo.InvariantCulture)` as Mono prints it. */
export function monoFixed(x: number, decimals = 6): string {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x < 0 ? '-Infinity' : 'Infinity';
  const d = exactDecimal(x);
  if (d.digits === '') return fixedOf(0n, decimals);
  // 15 significant digits first, ties away from zero.
  const sig = roundDigits(d.digits, 15, 'away').toString();
  // 0.999…9 may round up to 1.000…0, one digit longer: the point moves one place.
  const point = d.point + (sig.length > 15 ? 1 : 0);
  const n = roundDigits(sig, point + decimals, 'away');
  return (d.negative && n !== 0n ? '-' : '') + fixedOf(n, decimals);
}
