/**
 * Parsing what a reader types into a number box. The answer is a number or a
 * sentence saying what is wrong; the box keeps its last good value meanwhile.
 * A message quotes at most `QUOTE_CHARS` characters of what was typed, so a
 * pasted page of digits cannot run out of its box.
 *
 * The book's one rule for numbers (issue 38 item 8): every box of every figure
 * takes a quantity of a kind (`QUANTITIES`: speed, acceleration, time…), made
 * into its rule by `quantityRule`. A value is 0, where the figure allows it, or
 * has a size between the kind's `least` and `most` (a figure may narrow the
 * range for its scene, never widen it); anything else (tiny, subnormal, huge,
 * negative where the kind is not, NaN, text) gets a message that states the
 * range in words with its unit, and the box keeps its last good value. Scene
 * links apply the same ranges (kit/links/scene-fields.ts `ruleNumber`).
 */
import { tooCloseToZero, underflowed } from './near-zero';

export interface NumberRule {
  /** The quantity's name as the message should say it, e.g. "Projectile speed". */
  label: string;
  min?: number;
  max?: number;
  /** Unit for messages, e.g. "m/s". */
  unit?: string;
  /** Whether zero is allowed where min ≤ 0 ≤ max (a speed of 0 may be meaningful, a scale of 0 not). */
  allowZero?: boolean;
  /** The smallest size other than 0: a value x ≠ 0 with |x| < least is refused as too close to 0. */
  least?: number;
  /** The kind of quantity, for a rule made by `quantityRule`. */
  kind?: QuantityKind;
}

/** A kind of quantity the boxes take: its unit and the sizes other than 0 that mean something. */
export interface Quantity {
  /** Unit for messages ('' for a pure number). */
  unit: string;
  /** The smallest size other than 0. */
  least: number;
  /** The largest size. */
  most: number;
}

/**
 * The physical range of each kind of quantity. Below `least` a figure's own numbers stop meaning anything (its
 * sentences round the value to 0, and far below, near 1e-154, squares such as g²/4 underflow to 0: chapter 7 then
 * called a scene at g = 1e-320 "merged arcs", chapter 8 "a quartic" with a t⁴ coefficient of 0); above `most` the
 * quantity leaves anything the book's scenes are about.
 */
export const QUANTITIES = {
  /**
   * Speeds (m/s). 0.01: a centimetre a second, slower than anything thrown, and the smallest speed the figures'
   * sentences and readouts print (to 2 decimals; a slower one read "0", and at 1e-320 chapter 7's envelope read
   * "— m"). 1000: a rifle bullet's, three times the speed of sound; the scenes are 100 m across.
   */
  speed: { unit: 'm/s', least: 0.01, most: 1000 },
  /**
   * Gravity and the target's acceleration (m/s²). 0.01: a thousandth of Earth's g, the smallest the prose prints
   * (2 decimals); g²/4, the t⁴ coefficient of chapters 7 and 8, underflows to 0 below about 1e-154. 100: ten g,
   * four times Jupiter's.
   */
  acceleration: { unit: 'm/s²', least: 0.01, most: 100 },
  /**
   * Times (s): a time step, a clamp. 0.001: a millisecond, what the clamp's button rounds to and what the boxes
   * print (3 decimals). 1000: the longest time line of any figure (chapter 7's).
   */
  time: { unit: 's', least: 0.001, most: 1000 },
  /** Frame rates (Hz): 1 to 1000 frames a second; a simulation takes seconds of frames, so a figure narrows it. */
  rate: { unit: 'Hz', least: 1, most: 1000 },
  /** Turn rates (°/s): a degree a second to ten turns a second. */
  turnRate: { unit: '°/s', least: 1, most: 3600 },
  /** Ratios of two like quantities (pure numbers): a hundredth to a hundred. */
  ratio: { unit: '', least: 0.01, most: 100 },
} as const satisfies Record<string, Quantity>;

export type QuantityKind = keyof typeof QUANTITIES;

/** A rule made by `quantityRule`: its range and kind always set. */
export type QuantityRule = NumberRule & { min: number; max: number; least: number; kind: QuantityKind };

/** A figure's range for one box, within its kind's. */
export interface QuantityLimits {
  /** Lowest value: default 0, or the kind's `least` when 0 is not allowed. */
  min?: number;
  /** Highest value: default the kind's `most`. */
  max?: number;
  /** Whether 0 is a value (a shooter that cannot move, no gravity): default true. */
  zero?: boolean;
}

/**
 * A box's rule: a quantity of `kind` named `label`, in the kind's range or the figure's narrower `limits`. A range
 * beyond the kind's is the figure's mistake: it throws, naming it.
 *
 *     quantityRule('speed', 'Launch speed', { max: 500 }) // 0, or 0.01 … 500 m/s
 */
export function quantityRule(kind: QuantityKind, label: string, limits: QuantityLimits = {}): QuantityRule {
  const q: Quantity = QUANTITIES[kind];
  const zero = limits.zero ?? true;
  const max = limits.max ?? q.most;
  const min = zero ? (limits.min ?? 0) : Math.max(limits.min ?? q.least, q.least);
  const inside = (x: number) => x === 0 || (Math.abs(x) >= q.least && Math.abs(x) <= q.most);
  if (!(min <= max && inside(min) && inside(max))) {
    throw new Error(
      `quantityRule: ${label}, ${min} … ${max}, is beyond a ${kind}'s range (0, or ${q.least} … ${q.most}).`,
    );
  }
  return {
    label,
    kind,
    min,
    max,
    least: q.least,
    ...(q.unit ? { unit: q.unit } : {}),
    ...(zero ? {} : { allowZero: false }),
  };
}

export type Parsed = { ok: true; value: number } | { ok: false; message: string };

/** How many characters of the reader's input a message quotes before it cuts with “…”. */
export const QUOTE_CHARS = 12;

/** The reader's text as a message quotes it: at most `max` characters, then “…”. */
export function quote(text: string, max = QUOTE_CHARS): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

/**
 * A number as a message writes it: plain digits, never grouped (a box reads "1,000" as 1.0), a true minus sign.
 */
const numeral = (x: number): string => String(x).replace(/-/g, '\u2212');

/**
 * The rule's allowed range in words, e.g. "between 0 and 100 m/s", "0, or between 0.01 and 1000 m/s",
 * "0, or between 0.01 and 50 m/s² in size, either sign", "at most 5 s", or '' if it has none.
 */
export function rangeText(rule: NumberRule): string {
  const unit = rule.unit ? ` ${rule.unit}` : '';
  const { min, max, least } = rule;
  if (min !== undefined && max !== undefined) {
    // A gap around 0 inside the range: 0 itself (where allowed), or a size of at least `least`.
    if (least !== undefined && least > 0 && min < least && max > -least) {
      const zero = rule.allowZero !== false;
      if (min >= 0) return `${zero ? '0, or ' : ''}between ${numeral(least)} and ${numeral(max)}${unit}`;
      if (max <= 0) return `${zero ? '0, or ' : ''}between ${numeral(min)} and ${numeral(-least)}${unit}`;
      if (min === -max)
        return `${zero ? '0, or ' : ''}between ${numeral(least)} and ${numeral(max)}${unit} in size, either sign`;
      const size = `at least ${numeral(least)}${unit} in size`;
      return `between ${numeral(min)} and ${numeral(max)}${unit}, and ${zero ? `0 or ${size}` : size}`;
    }
    return `between ${numeral(min)} and ${numeral(max)}${unit}`;
  }
  if (min !== undefined) return `at least ${numeral(min)}${unit}`;
  if (max !== undefined) return `at most ${numeral(max)}${unit}`;
  return '';
}

/**
 * What the reader typed, as a number under `rule`, or a message that says the rule's range (`rangeText`) and what
 * is wrong: empty, not a number, too large (beyond the range, or a double: "1e999", "Infinity"), too small, too
 * close to 0 (a size under the rule's `least`, any subnormal number, a numeral such as "1e-999" that rounds to 0).
 */
export function parseNumber(raw: string, rule: NumberRule): Parsed {
  const text = raw
    .trim()
    .replace(/\u2212/g, '-')
    .replace(/,/g, '.');
  const unit = rule.unit ? ` ${rule.unit}` : '';
  const typed = quote(raw.trim());
  const range = rangeText(rule);
  const refuse = (what: string, why: string): Parsed => ({
    ok: false,
    message: range
      ? `${rule.label} must be ${range}; ${what} is ${why}.`
      : `${rule.label}: ${what} is ${why} to compute with.`,
  });
  if (text === '') return { ok: false, message: `${rule.label} is empty: type a number.` };
  // "Infinity" is a size, not a word: the reader asked for the largest number there is.
  if (/^[-+]?(inf|infinity|\u221e)$/i.test(text)) {
    return refuse(`“${typed}”`, text.startsWith('-') ? 'too large a negative number' : 'too large');
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) {
    return { ok: false, message: `${rule.label} must be a number; “${typed}” is not one.` };
  }
  const value = Number(text);
  // A numeral, but beyond the largest double (about 1.8e308): say so, not "not a number".
  if (!Number.isFinite(value)) return refuse(`“${typed}”`, value < 0 ? 'too large a negative number' : 'too large');
  // Digits other than 0 that became 0 ("1e-999"): quoted as typed, never called 0.
  const shown = underflowed(text, value) ? `“${typed}”` : `${numeral(value)}${unit}`;
  if (rule.min !== undefined && value < rule.min) return refuse(shown, 'too small');
  if (rule.max !== undefined && value > rule.max) return refuse(shown, 'too large');
  // An underflow, a subnormal number, a size under the rule's least.
  if (tooCloseToZero(text, value, rule.least)) return refuse(shown, 'too close to 0');
  if (rule.allowZero === false && value === 0) return { ok: false, message: `${rule.label} cannot be zero.` };
  return { ok: true, value: value === 0 ? 0 : value };
}
