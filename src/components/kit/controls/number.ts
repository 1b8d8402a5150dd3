/**
 * Parsing what a reader types into a number box. The answer is a number or a
 * sentence saying what is wrong; the box keeps its last good value meanwhile.
 * A message quotes at most `QUOTE_CHARS` characters of what was typed, so a
 * pasted page of digits cannot run out of its box.
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

/** How many characters of the reader's input a message quotes before it cuts with “…”. */
export const QUOTE_CHARS = 12;

/** The reader's text as a message quotes it: at most `max` characters, then “…”. */
export function quote(text: string, max = QUOTE_CHARS): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

/** The rule's allowed range in words, e.g. "between 0 and 100 m/s", "at most 5 s", or '' if it has none. */
export function rangeText(rule: NumberRule): string {
  const unit = rule.unit ? ` ${rule.unit}` : '';
  if (rule.min !== undefined && rule.max !== undefined) return `between ${rule.min} and ${rule.max}${unit}`;
  if (rule.min !== undefined) return `at least ${rule.min}${unit}`;
  if (rule.max !== undefined) return `at most ${rule.max}${unit}`;
  return '';
}

export function parseNumber(raw: string, rule: NumberRule): Parsed {
  const text = raw
    .trim()
    .replace(/\u2212/g, '-')
    .replace(/,/g, '.');
  const unit = rule.unit ? ` ${rule.unit}` : '';
  const typed = quote(raw.trim());
  if (text === '') return { ok: false, message: `${rule.label} is empty: type a number.` };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) {
    return { ok: false, message: `${rule.label} must be a number; “${typed}” is not one.` };
  }
  const value = Number(text);
  if (!Number.isFinite(value)) {
    // A numeral, but beyond the largest double (about 1.8e308): say so, not "not a number".
    const range = rangeText(rule);
    const size = value < 0 ? 'too large a negative number' : 'too large';
    return {
      ok: false,
      message: range
        ? `${rule.label} must be ${range}; “${typed}” is ${size}.`
        : `${rule.label}: “${typed}” is ${size} to compute with.`,
    };
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
