/**
 * Words for a figure's description (kit/describe): numbers with their units,
 * lists and directions, so every figure's `describe(state)` reads the same
 * way. Pure, no DOM. A number that is not finite never reaches the text: it
 * reads "an unbounded" amount, never "NaN".
 */
import { trimmed } from '../text/format';

/** No-break space: a number never parts from its unit. */
const NB = '\u00a0';

/**
 * `amount(11.94, 'm')` → "11.9 m": `digits` decimals (trailing zeros dropped, true minus), the unit after a
 * no-break space. A value that is not finite reads "unbounded" (no unit), never "NaN" or "Infinity".
 */
export function amount(x: number, unit = '', digits = 1): string {
  if (!Number.isFinite(x)) return 'unbounded';
  const t = trimmed(x, digits);
  const n = t === '−0' ? '0' : t;
  return unit ? `${n}${NB}${unit}` : n;
}

/** `metres(3.14159)` → "3.1 m". */
export const metres = (x: number, digits = 1): string => amount(x, 'm', digits);
/** `seconds(2.914, 2)` → "2.91 s". */
export const seconds = (x: number, digits = 2): string => amount(x, 's', digits);
/** `speed(20)` → "20 m/s". */
export const speed = (x: number, digits = 1): string => amount(x, 'm/s', digits);

/** `point([4, -2.25])` → "(4, −2.3)": a point's coordinates, one decimal, trailing zeros dropped. */
export function point(p: readonly number[], digits = 1): string {
  return `(${p.map((x) => amount(x, '', digits)).join(', ')})`;
}

/** `list(['a', 'b', 'c'])` → "a, b and c". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** `count(2, 'hit')` → "two hits"; numbers from 13 up in digits. */
export function count(n: number, noun: string, plural = `${noun}s`): string {
  const NAMES = [
    'no',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
  ];
  const word = Number.isInteger(n) && n >= 0 && n < NAMES.length ? NAMES[n] : amount(n, '', 0);
  return `${word} ${n === 1 ? noun : plural}`;
}

/**
 * Where a vector points, in words, on a y-up field: "right", "up and to the left", … (eight sectors of 45°);
 * "nowhere" for the zero vector.
 */
export function direction(v: readonly number[]): string {
  const [x, y] = v;
  if (!(Math.hypot(x, y) > 0)) return 'nowhere';
  const NAMES = [
    'to the right',
    'up and to the right',
    'up',
    'up and to the left',
    'to the left',
    'down and to the left',
    'down',
    'down and to the right',
  ];
  const sector = Math.round(Math.atan2(y, x) / (Math.PI / 4));
  return NAMES[(sector + 8) % 8];
}

/**
 * Sentences joined into a paragraph: empty ones dropped, each starting with a capital and ending with a full stop
 * (unless it ends with its own punctuation).
 */
export function paragraph(...sentences: readonly (string | false | null | undefined)[]): string {
  return sentences
    .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    .map((s) => {
      const t = s.trim();
      const first = t.charAt(0).toUpperCase() + t.slice(1);
      return /[.!?:]$/.test(first) ? first : `${first}.`;
    })
    .join(' ');
}

/** `clause('The circle is short.')` → "the circle is short.": a sentence used after a colon or comma. */
export function clause(sentence: string): string {
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

/** `acceleration(9.81)` → "9.81 m/s²". */
export const acceleration = (x: number, digits = 2): string => amount(x, 'm/s²', digits);

/** `angleOf(0.4206)` → "24.1°": an angle given in radians, in degrees. */
export function angleOf(rad: number, digits = 1): string {
  const n = amount((rad * 180) / Math.PI, '', digits);
  return n === 'unbounded' ? n : `${n}°`;
}
