import { describe, expect, it } from 'vitest';
import {
  QUOTE_CHARS,
  parseNumber,
  quote,
  rangeText,
  type NumberRule,
} from '../../../../src/components/kit/controls/number';

const DT: NumberRule = { label: 'Time step Δt', min: 0, max: 5, unit: 's' };
const FREE: NumberRule = { label: 'Scale' };

function message(raw: string, rule: NumberRule): string {
  const r = parseNumber(raw, rule);
  if (r.ok) throw new Error(`"${raw}" was accepted as ${r.value}`);
  return r.message;
}

describe('quote', () => {
  it('short text → unchanged', () => {
    expect(quote('abc')).toBe('abc');
    expect(quote('x'.repeat(QUOTE_CHARS))).toBe('x'.repeat(QUOTE_CHARS));
  });
  it('long text → its first 12 characters and “…”', () => {
    expect(quote('9'.repeat(400))).toBe(`${'9'.repeat(12)}…`);
  });
  it('never cuts a character in half (astral characters count as one)', () => {
    expect(quote('𝑥'.repeat(20))).toBe(`${'𝑥'.repeat(12)}…`);
  });
});

describe('rangeText', () => {
  it('both bounds, one bound, none', () => {
    expect(rangeText(DT)).toBe('between 0 and 5 s');
    expect(rangeText({ label: 'v', min: 1 })).toBe('at least 1');
    expect(rangeText({ label: 'v', max: 2, unit: 'm' })).toBe('at most 2 m');
    expect(rangeText(FREE)).toBe('');
  });
});

describe('parseNumber: messages', () => {
  it('400 nines → too large, with the allowed range; the quote is shortened', () => {
    const m = message('9'.repeat(400), DT);
    expect(m).toBe(`Time step Δt must be between 0 and 5 s; “${'9'.repeat(12)}…” is too large.`);
    expect(m).not.toMatch(/not (a number|one)/);
    expect(m.length).toBeLessThan(100);
  });
  it('a numeral beyond the largest double in exponent form → too large, not "not a number"', () => {
    expect(message('1e999', DT)).toBe('Time step Δt must be between 0 and 5 s; “1e999” is too large.');
    expect(message('-' + '9'.repeat(400), DT)).toContain('is too large a negative number');
  });
  it('too large without a range → still says too large', () => {
    expect(message('9'.repeat(400), FREE)).toBe(`Scale: “${'9'.repeat(12)}…” is too large to compute with.`);
  });
  it('a long non-number → "not one", quoted short', () => {
    const m = message('abc'.repeat(100), DT);
    expect(m).toBe(`Time step Δt must be a number; “${'abc'.repeat(4)}…” is not one.`);
  });
  it('short bad input → quoted whole, as before', () => {
    expect(message('abc', DT)).toBe('Time step Δt must be a number; “abc” is not one.');
    expect(message('  ', DT)).toBe('Time step Δt is empty: type a number.');
    expect(message('7', DT)).toBe('Time step Δt must be at most 5 s; 7 s is too large.');
    expect(message('-1', DT)).toBe('Time step Δt must be at least 0 s; -1 s is too small.');
    expect(message('0', { ...DT, allowZero: false })).toBe('Time step Δt cannot be zero.');
  });
  it('good input → its value (comma and minus sign accepted; tiny numerals underflow to 0)', () => {
    expect(parseNumber('2,5', DT)).toEqual({ ok: true, value: 2.5 });
    expect(parseNumber('\u22121', FREE)).toEqual({ ok: true, value: -1 });
    expect(parseNumber('1e-999', DT)).toEqual({ ok: true, value: 0 });
  });
});
