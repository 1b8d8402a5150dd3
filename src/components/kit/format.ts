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
