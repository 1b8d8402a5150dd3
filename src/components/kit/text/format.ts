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
 * `pair([4, -2], 1)` → "(4.0, −2.0)": a vector or point for a readout, both
 * coordinates printed by `fmt` with the same `digits` (default: `fixed`).
 */
export function pair(v: readonly number[], digits = 2, fmt: (x: number, digits: number) => string = fixed): string {
  return `(${fmt(v[0], digits)}, ${fmt(v[1], digits)})`;
}
