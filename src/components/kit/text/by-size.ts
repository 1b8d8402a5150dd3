/**
 * Numbers printed with their digits chosen by their size: `compact` (short
 * scientific form for the very large and very small) and `sentence` (a number
 * for a sentence). Apart from format.ts, so that a figure that prints neither
 * (the lead demo) loads neither.
 */
import { fixed, trimmed } from './format';

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
