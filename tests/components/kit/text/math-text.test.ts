import { describe, expect, it } from 'vitest';
import { polynomialTerms, polynomialText, superscript } from '../../../../src/components/kit/text/math-text';

describe('polynomialText: signs between terms, zero terms dropped', () => {
  it('the issue’s three equations', () => {
    expect(polynomialText([325, -4000, 10000])).toBe('325 t² − 4000 t + 10000');
    expect(polynomialText([-300, 0, 0])).toBe('−300 t²');
    expect(polynomialText([159, 186, -1789])).toBe('159 t² + 186 t − 1789');
  });
  it('a leading zero, a coefficient of 1, everything zero', () => {
    expect(polynomialText([0, -2000, 10000])).toBe('−2000 t + 10000');
    expect(polynomialText([1, -1, 0])).toBe('t² − t');
    expect(polynomialText([0, 0, 0])).toBe('0');
  });
  it('a size that prints as zero drops out; no "(−" and no "+ −" ever', () => {
    expect(polynomialText([2, 0.001, -5], (x) => x.toFixed(1))).toBe('2.0 t² − 5.0');
    for (const c of [
      [-1, -2, -3],
      [0, 5, 0],
      [3, 0, -2],
    ]) {
      const s = polynomialText(c);
      expect(s).not.toMatch(/\(|\+ −|− −/);
    }
  });
});

describe('polynomialTerms and superscript', () => {
  it('a term per coefficient: its sign between terms, its size, whether it is written', () => {
    expect(polynomialTerms([-1, 0, 2.5])).toEqual([
      { op: '−', abs: '', shown: true },
      { op: '', abs: '0', shown: false },
      { op: '+', abs: '2.5', shown: true },
    ]);
  });
  it('digits and signs as superscripts, other characters as they are', () => {
    expect(superscript('-17')).toBe('⁻¹⁷');
    expect(superscript('e+3x')).toBe('e⁺³x');
  });
});
