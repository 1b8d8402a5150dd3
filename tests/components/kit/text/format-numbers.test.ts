import { describe, expect, it } from 'vitest';
import { fixed, pair, trimmed } from '../../../../src/components/kit/text/format';
import { compact, sentence, sentenceDigits } from '../../../../src/components/kit/text/by-size';

describe('fixed', () => {
  it('keeps its digits and writes a true minus sign', () => {
    expect(fixed(-0.9701, 3)).toBe('−0.970');
    expect(fixed(2)).toBe('2.00');
  });
  it('prints −0 as 0, and a dash for NaN and infinities', () => {
    expect(fixed(-0.001, 2)).toBe('0.00');
    expect(fixed(NaN)).toBe('—');
    expect(fixed(-Infinity)).toBe('—');
  });
});

describe('trimmed', () => {
  it('drops trailing zeros and a bare point', () => {
    expect(trimmed(-2.5, 2)).toBe('−2.5');
    expect(trimmed(3, 2)).toBe('3');
    expect(trimmed(100, 1)).toBe('100');
    expect(trimmed(1.234, 1)).toBe('1.2');
  });
  it('never drops zeros of a whole number', () => expect(trimmed(1000, 0)).toBe('1000'));
  it('−0 and non-finite values', () => {
    expect(trimmed(-0.0001, 2)).toBe('0');
    expect(trimmed(Infinity)).toBe('—');
  });
});

describe('compact', () => {
  it('everyday sizes as trimmed(x, 2)', () => {
    expect(compact(12.5)).toBe('12.5');
    expect(compact(-3)).toBe('−3');
    expect(compact(0)).toBe('0');
  });
  it('short scientific form below 0.001 and from a million up', () => {
    expect(compact(1234567)).toBe('1.235e6');
    expect(compact(-0.00015)).toBe('−1.5e−4');
    expect(compact(2e6)).toBe('2e6');
  });
  it('a dash for NaN', () => expect(compact(NaN)).toBe('—'));
});

describe('sentence', () => {
  it('chooses digits by size', () => {
    expect(sentenceDigits(1500)).toBe(0);
    expect(sentenceDigits(-150)).toBe(1);
    expect(sentenceDigits(15)).toBe(2);
    expect(sentence(1234.5)).toBe('1235');
    expect(sentence(-123.45)).toBe('−123.5');
    expect(sentence(-0.5)).toBe('−0.50');
    expect(sentence(-0.001)).toBe('0.00');
    expect(sentence(NaN)).toBe('—');
  });
});

describe('pair', () => {
  it('prints both coordinates with the same digits and format', () => {
    expect(pair([4, -2], 1)).toBe('(4.0, −2.0)');
    expect(pair([1.5, 2.25], 1, trimmed)).toBe('(1.5, 2.3)');
    expect(pair([NaN, 1])).toBe('(—, 1.00)');
  });
});
