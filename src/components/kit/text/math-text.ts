/**
 * Mathematics written as plain text: a polynomial in t with its signs between
 * the terms ("325 t² − 4000 t + 10000"), and superscript digits ("10⁻¹⁷").
 * Apart from format.ts (numbers as the book prints them), so that a figure
 * that prints no polynomial (the lead demo on the book's first pages) loads
 * none of it.
 */

/** One term of a polynomial as a reader sees it: its sign, its size, and whether it is written at all. */
export interface TermText {
  /** "−" or "+" between terms; "" or "−" on the first term written. */
  op: string;
  /** The coefficient's size, e.g. "4000"; "" for a coefficient of 1 (or −1) on a power of t. */
  abs: string;
  /** False for a zero coefficient: the term drops out. */
  shown: boolean;
}

/**
 * The terms of c₀·tⁿ + c₁·tⁿ⁻¹ + … + cₙ, highest power first, with signs
 * between the terms rather than inside parentheses: [325, −4000, 10000] →
 * "325 t² − 4000 t + 10000", never "325 t² + (−4000) t". Zero terms drop
 * out; all zero → one "0". `fmt` prints a size (≥ 0).
 */
export function polynomialTerms(coeffs: readonly number[], fmt: (x: number) => string = (x) => String(x)): TermText[] {
  let first = true;
  const terms = coeffs.map((c, i) => {
    const power = coeffs.length - 1 - i;
    const printed = fmt(Math.abs(c));
    // Zero, or a size that prints as zero: no term.
    const shown = Number.isFinite(c) ? c !== 0 && !/^0(\.0*)?$/.test(printed) : !Number.isNaN(c);
    if (!shown) return { op: '', abs: printed, shown: false };
    const op = c < 0 ? '−' : first ? '' : '+';
    first = false;
    return { op, abs: power > 0 && printed === '1' ? '' : printed, shown: true };
  });
  if (first) terms[terms.length - 1] = { op: '', abs: fmt(0), shown: true };
  return terms;
}

const POWERS = ['', ' t', ' t²', ' t³', ' t⁴'];

/** `polynomialText([325, -4000, 10000])` → "325 t² − 4000 t + 10000" (variable t, up to t⁴). */
export function polynomialText(coeffs: readonly number[], fmt?: (x: number) => string): string {
  const terms = polynomialTerms(coeffs, fmt);
  const parts: string[] = [];
  terms.forEach((t, i) => {
    if (!t.shown) return;
    const power = POWERS[coeffs.length - 1 - i] ?? ` t^${coeffs.length - 1 - i}`;
    const body = `${t.abs}${t.abs === '' ? power.trim() : power}`;
    parts.push(parts.length === 0 ? `${t.op}${body}` : `${t.op} ${body}`);
  });
  return parts.join(' ');
}

const SUPERSCRIPT: Record<string, string> = {
  '-': '⁻',
  '−': '⁻',
  '+': '⁺',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};

/** Digits and signs as superscript characters ("-17" → "⁻¹⁷"); other characters unchanged. */
export function superscript(text: string): string {
  return [...text].map((c) => SUPERSCRIPT[c] ?? c).join('');
}
