/**
 * Number formatting for readouts. A readout never shows "NaN" or "Infinity":
 * a value that is not finite prints as an em dash, and callers say why in words.
 */

/** `format(1.23456, 2)` → "1.23"; non-finite → "—". Negative zero prints as "0". */
export function format(x: number, digits = 2): string {
  if (!Number.isFinite(x)) return '—';
  const s = x.toFixed(digits);
  return /^-0(\.0*)?$/.test(s) ? s.slice(1) : s;
}

/**
 * A clock's time as every scrubber shows it, at build and live: two decimals
 * below 100 s, one below 1,000 s, none above, so that it stays within seven
 * characters up to 10,000 s ("2.91 s", "123.5 s", "1038 s").
 */
export function clockText(t: number): string {
  return withUnit(t, 's', t < 100 ? 2 : t < 1000 ? 1 : 0);
}

/** `withUnit(1.5, 's')` → "1.50 s". */
export function withUnit(x: number, unit: string, digits = 2): string {
  const s = format(x, digits);
  return s === '—' ? s : `${s} ${unit}`;
}

/** Radians to a degree string: `degrees(Math.PI / 4)` → "45.0°". */
export function degrees(rad: number, digits = 1): string {
  const s = format((rad * 180) / Math.PI, digits);
  return s === '—' ? s : `${s}°`;
}

/**
 * What a game figure says while shots fly: "In flight…" for one, and how many
 * for more, so a second shot fired before the first lands visibly counts.
 */
export function inFlightText(inAir: number): string {
  return inAir <= 1 ? 'In flight…' : `In flight… (${inAir} shots in the air)`;
}

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

/** `fixed(-0.9701, 3)` → "−0.970": `format` with a true minus sign (U+2212); "—" when not finite. */
export function fixed(x: number, digits = 2): string {
  return format(x, digits).replace(/^-/, '−');
}

/** `trimmed(-2.50, 2)` → "−2.5": at most `digits` decimals, trailing zeros dropped, a true minus sign. */
export function trimmed(x: number, digits = 2): string {
  const s = format(x, digits);
  if (s === '—') return s;
  return (s.includes('.') ? s.replace(/\.?0+$/, '') : s).replace(/^-/, '−');
}

/**
 * `compact(1234567)` → "1.235e6": `trimmed(x, 2)` for everyday sizes, short
 * scientific form below 0.001 and from a million up ("1.5e−4").
 */
export function compact(x: number): string {
  if (!Number.isFinite(x)) return '—';
  if (x !== 0 && (Math.abs(x) >= 1e6 || Math.abs(x) < 1e-3)) {
    return x
      .toExponential(3)
      .replace(/\.?0+e/, 'e')
      .replace('e+', 'e')
      .replace('e-', 'e−')
      .replace(/^-/, '−');
  }
  return trimmed(x, 2);
}

/** Decimals for a number in a sentence: none from 1000 up, one from 100 up, else two. */
export function sentenceDigits(x: number): number {
  const ax = Math.abs(x);
  return ax >= 1000 ? 0 : ax >= 100 ? 1 : 2;
}

/** `sentence(1234.5)` → "1235", `sentence(-0.5)` → "−0.50": a number for a sentence, digits by its size. */
export function sentence(x: number): string {
  return fixed(x, sentenceDigits(x));
}

/**
 * `pair([4, -2], 1)` → "(4.0, −2.0)": a vector or point for a readout, both
 * coordinates printed by `fmt` with the same `digits` (default: `fixed`).
 */
export function pair(v: readonly number[], digits = 2, fmt: (x: number, digits: number) => string = fixed): string {
  return `(${fmt(v[0], digits)}, ${fmt(v[1], digits)})`;
}
