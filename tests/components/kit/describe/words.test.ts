import { describe, expect, it } from 'vitest';
import {
  amount,
  angleOf,
  clause,
  count,
  direction,
  list,
  metres,
  paragraph,
  point,
  seconds,
} from '../../../../src/components/kit/describe/words';

const NB = '\u00a0';

describe('describe words', () => {
  it('amount(11.94, "m") → "11.9 m" with a no-break space; −0 reads 0; NaN and Infinity read "unbounded"', () => {
    expect(amount(11.94, 'm')).toBe(`11.9${NB}m`);
    expect(amount(-0.04, 'm')).toBe(`0${NB}m`);
    expect(amount(-3.25, '', 1)).toBe('−3.3');
    expect(amount(NaN, 'm')).toBe('unbounded');
    expect(amount(Infinity, 's')).toBe('unbounded');
  });

  it('seconds(2.914) → "2.91 s", metres(3) → "3 m" (trailing zeros dropped)', () => {
    expect(seconds(2.914)).toBe(`2.91${NB}s`);
    expect(metres(3)).toBe(`3${NB}m`);
  });

  it('point([4, -2.25]) → "(4, −2.3)"; a 3D point has three coordinates', () => {
    expect(point([4, -2.26])).toBe('(4, −2.3)');
    expect(point([1, 2, 3])).toBe('(1, 2, 3)');
  });

  it('list → "a", "a and b", "a, b and c"', () => {
    expect(list(['a'])).toBe('a');
    expect(list(['a', 'b'])).toBe('a and b');
    expect(list(['a', 'b', 'c'])).toBe('a, b and c');
  });

  it('count(2, "hit") → "two hits"; one is singular; 20 in digits', () => {
    expect(count(2, 'hit')).toBe('two hits');
    expect(count(1, 'miss', 'misses')).toBe('one miss');
    expect(count(0, 'miss', 'misses')).toBe('no misses');
    expect(count(20, 'step')).toBe('20 steps');
  });

  it('direction → eight sectors on a y-up field, "nowhere" for the zero vector', () => {
    expect(direction([1, 0])).toBe('to the right');
    expect(direction([1, 1])).toBe('up and to the right');
    expect(direction([0, -3])).toBe('down');
    expect(direction([-2, 0.1])).toBe('to the left');
    expect(direction([0, 0])).toBe('nowhere');
  });

  it('angleOf(π/4) → "45°"', () => {
    expect(angleOf(Math.PI / 4)).toBe('45°');
  });

  it('paragraph drops empty sentences, capitalises and ends each with a full stop', () => {
    expect(paragraph('one', false, null, 'two.', 'is it?', '')).toBe('One. Two. Is it?');
    expect(clause('The circle.')).toBe('the circle.');
  });
});
