import { describe, expect, it } from 'vitest';
import { clockText, degrees, format, withUnit, inFlightText } from '../../../../src/components/kit/text/format';

describe('format', () => {
  it('format(1.23456, 2) → "1.23"', () => expect(format(1.23456, 2)).toBe('1.23'));
  it('format(NaN), format(±Infinity) → an em dash, never "NaN"', () => {
    expect(format(NaN)).toBe('—');
    expect(format(Infinity)).toBe('—');
    expect(format(-Infinity)).toBe('—');
  });
  it('format(-0.001, 2) → "0.00" with no minus sign', () => expect(format(-0.001, 2)).toBe('0.00'));
  it('format(-1.5, 1) keeps a real minus sign', () => expect(format(-1.5, 1)).toBe('-1.5'));
  it('withUnit(1.5, "s") → "1.50 s"; withUnit(NaN, "s") → "—"', () => {
    expect(withUnit(1.5, 's')).toBe('1.50 s');
    expect(withUnit(NaN, 's')).toBe('—');
  });
  it('degrees(π/4) → "45.0°"', () => expect(degrees(Math.PI / 4)).toBe('45.0°'));
});

describe('inFlightText', () => {
  it('one shot → "In flight…"; more → how many are in the air', () => {
    expect(inFlightText(1)).toBe('In flight…');
    expect(inFlightText(2)).toBe('In flight… (2 shots in the air)');
  });
});

describe('clockText: the time every scrubber shows, at build and live', () => {
  it('two decimals below 100 s, one below 1,000 s, none above; no "-0"; "—" for a time that is not finite', () => {
    expect(clockText(0)).toBe('0.00 s');
    expect(clockText(-0)).toBe('0.00 s');
    expect(clockText(2.912)).toBe('2.91 s');
    expect(clockText(99.994)).toBe('99.99 s');
    expect(clockText(123.46)).toBe('123.5 s');
    expect(clockText(1037.722)).toBe('1038 s');
    expect(clockText(NaN)).toBe('—');
  });
});
