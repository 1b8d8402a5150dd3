import { describe, expect, it } from 'vitest';
import { degrees, format, withUnit } from '../../../src/components/kit/format';

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
