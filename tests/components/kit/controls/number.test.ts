import { describe, expect, it } from 'vitest';
import {
  QUANTITIES,
  QUOTE_CHARS,
  parseNumber,
  quantityRule,
  quote,
  rangeText,
  type NumberRule,
  type QuantityKind,
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
    expect(message('7', DT)).toBe('Time step Δt must be between 0 and 5 s; 7 s is too large.');
    expect(message('-1', DT)).toBe('Time step Δt must be between 0 and 5 s; −1 s is too small.');
    expect(message('0', { ...DT, allowZero: false })).toBe('Time step Δt cannot be zero.');
  });
  it('good input → its value (comma and minus sign accepted; −0 is 0)', () => {
    expect(parseNumber('2,5', DT)).toEqual({ ok: true, value: 2.5 });
    expect(parseNumber('\u22121', FREE)).toEqual({ ok: true, value: -1 });
    expect(Object.is((parseNumber('-0', DT) as { value: number }).value, 0)).toBe(true);
  });
});

describe('parseNumber: tiny, subnormal and huge numbers, under any rule', () => {
  it('a subnormal number or a numeral that rounds to 0 → too close to 0, never taken as a value', () => {
    for (const raw of ['1e-320', '5e-324', '-1e-320', '2e-308'])
      expect(message(raw, FREE)).toMatch(/^Scale: −?[\d.e−]+ is too close to 0 to compute with\.$/);
    expect(message('1e-999', DT)).toBe('Time step Δt must be between 0 and 5 s; “1e-999” is too close to 0.');
    expect(parseNumber('0.000e-999', FREE)).toEqual({ ok: true, value: 0 }); // all its digits are 0: it is 0
  });
  it('"Infinity", "-Infinity", "∞" → too large (not "not a number"); "NaN" → not a number', () => {
    expect(message('Infinity', DT)).toBe('Time step Δt must be between 0 and 5 s; “Infinity” is too large.');
    expect(message('-Infinity', DT)).toContain('is too large a negative number');
    expect(message('∞', DT)).toContain('is too large');
    expect(message('NaN', DT)).toBe('Time step Δt must be a number; “NaN” is not one.');
  });
});

describe('quantityRule: one physical range per kind of quantity', () => {
  const KINDS = Object.keys(QUANTITIES) as QuantityKind[];

  it('the speed rule says its range in words with its unit, 0 included', () => {
    const rule = quantityRule('speed', 'Launch speed');
    expect(rangeText(rule)).toBe('0, or between 0.01 and 1000 m/s');
    expect(message('1e-320', rule)).toBe(
      'Launch speed must be 0, or between 0.01 and 1000 m/s; 1e−320 m/s is too close to 0.',
    );
    expect(message('1e300', rule)).toBe(
      'Launch speed must be 0, or between 0.01 and 1000 m/s; 1e+300 m/s is too large.',
    );
    expect(message('-3', rule)).toBe('Launch speed must be 0, or between 0.01 and 1000 m/s; −3 m/s is too small.');
  });
  it('without 0 (a speed that must move a shot): the range starts at the kind’s least, and 0 is too small', () => {
    const rule = quantityRule('speed', 'Projectile speed s', { zero: false });
    expect(rangeText(rule)).toBe('between 0.01 and 1000 m/s');
    expect(message('0', rule)).toBe('Projectile speed s must be between 0.01 and 1000 m/s; 0 m/s is too small.');
    expect(message('1e-320', rule)).toBe(
      'Projectile speed s must be between 0.01 and 1000 m/s; 1e−320 m/s is too small.',
    );
    expect(message('1e-999', rule)).toBe(
      'Projectile speed s must be between 0.01 and 1000 m/s; “1e-999” is too small.',
    );
  });
  it('a signed quantity (the target’s acceleration): either sign, 0 or at least the least in size', () => {
    const rule = quantityRule('acceleration', 'Target acceleration Aₓ', { min: -50, max: 50 });
    expect(rangeText(rule)).toBe('0, or between 0.01 and 50 m/s² in size, either sign');
    expect(rangeText({ ...rule, min: -20 })).toBe('between −20 and 50 m/s², and 0 or at least 0.01 m/s² in size');
    expect(rangeText({ ...rule, allowZero: false })).toBe('between 0.01 and 50 m/s² in size, either sign');
    expect(message('-1e-320', rule)).toContain('−1e−320 m/s² is too close to 0');
    expect(parseNumber('-2.5', rule)).toEqual({ ok: true, value: -2.5 });
    expect(parseNumber('0', rule)).toEqual({ ok: true, value: 0 });
  });
  it('a figure narrows its kind’s range, never widens it: a range beyond the kind’s throws, naming it', () => {
    expect(quantityRule('speed', 's', { max: 200 })).toMatchObject({ min: 0, max: 200, least: 0.01, unit: 'm/s' });
    expect(() => quantityRule('speed', 'Muzzle speed', { max: 1e6 })).toThrow(/Muzzle speed.*speed's range/);
    expect(() => quantityRule('acceleration', 'g', { min: 1e-6 })).toThrow(/g, 0.000001/);
    expect(() => quantityRule('time', 't', { min: 2, max: 1 })).toThrow();
  });

  describe.each(KINDS)('%s', (kind) => {
    const q = QUANTITIES[kind];
    const rule = quantityRule(kind, 'Q');
    const strict = quantityRule(kind, 'Q', { zero: false });
    const range = rangeText(rule);
    const unit = q.unit ? ` ${q.unit}` : '';
    /** "Q must be <the range>; <what was typed> is too small / too large / too close to 0." */
    const said = new RegExp(
      `^Q must be ${range.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}; .+ is too (small|large|close to 0)`,
    );

    it('tiny, subnormal, huge, negative, NaN and text → a message that states the range with its unit', () => {
      const bad = ['1e-320', '5e-324', '1e-300', '-1e-320', '1e-999', String(q.least / 2), '1e300', '1e999'];
      for (const raw of [...bad, 'Infinity', '-1', '-0.5e-3']) expect(message(raw, rule), raw).toMatch(said);
      expect(message('NaN', rule)).toBe('Q must be a number; “NaN” is not one.');
      expect(message('abc', rule)).toBe('Q must be a number; “abc” is not one.');
      expect(range).toContain(`between ${q.least} and ${q.most}${unit}`);
      for (const raw of bad) expect(message(raw, strict), raw).toContain(`between ${q.least} and ${q.most}${unit}`);
    });
    it('0 where allowed, the least size, the most, and a value between → taken as typed', () => {
      for (const x of [0, q.least, q.most, (q.least + q.most) / 2])
        expect(parseNumber(String(x), rule), String(x)).toEqual({ ok: true, value: x });
      expect(parseNumber('0', strict).ok).toBe(false);
      expect(parseNumber(String(q.least), strict)).toEqual({ ok: true, value: q.least });
    });
  });
});
