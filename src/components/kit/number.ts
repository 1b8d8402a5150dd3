/**
 * Parsing what a reader types into a number box. The answer is a number or a
 * sentence saying what is wrong; the box keeps its last good value meanwhile.
 */
export interface NumberRule {
  /** The quantity's name as the message should say it, e.g. "Projectile speed". */
  label: string;
  min?: number;
  max?: number;
  /** Unit for messages, e.g. "m/s". */
  unit?: string;
  /** Whether zero is allowed where min ≤ 0 ≤ max (a speed of 0 may be meaningful, a scale of 0 not). */
  allowZero?: boolean;
}

export type Parsed = { ok: true; value: number } | { ok: false; message: string };

export function parseNumber(raw: string, rule: NumberRule): Parsed {
  const text = raw
    .trim()
    .replace(/\u2212/g, '-')
    .replace(/,/g, '.');
  const unit = rule.unit ? ` ${rule.unit}` : '';
  if (text === '') return { ok: false, message: `${rule.label} is empty: type a number.` };
  const value = Number(text);
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) || !Number.isFinite(value)) {
    return { ok: false, message: `${rule.label} must be a number; “${raw.trim()}” is not one.` };
  }
  if (rule.min !== undefined && value < rule.min) {
    return { ok: false, message: `${rule.label} must be at least ${rule.min}${unit}; ${value}${unit} is too small.` };
  }
  if (rule.max !== undefined && value > rule.max) {
    return { ok: false, message: `${rule.label} must be at most ${rule.max}${unit}; ${value}${unit} is too large.` };
  }
  if (rule.allowZero === false && value === 0) return { ok: false, message: `${rule.label} cannot be zero.` };
  return { ok: true, value };
}
