import { describe, expect, test } from 'vitest';
import {
  checkFinite,
  checkInRange,
  checkNonNegative,
  checkTimeLimit,
  checkVec,
  describeValue,
} from '../../src/lib/validate';

describe('validate', () => {
  test('describeValue(NaN / -0 / "x" / [1, NaN] / null / undefined / {}) → readable text', () => {
    expect(describeValue(NaN)).toBe('NaN');
    expect(describeValue(-0)).toBe('-0');
    expect(describeValue('x')).toBe('"x"');
    expect(describeValue([1, NaN])).toBe('[1, NaN]');
    expect(describeValue(new Float64Array([1, 2]))).toBe('Float64Array [1, 2]');
    expect(describeValue(null)).toBe('null');
    expect(describeValue(undefined)).toBe('undefined');
    expect(describeValue({})).toBe('object');
  });
  test('checkFinite("x", 3) → 3; NaN → RangeError; "3" → TypeError', () => {
    expect(checkFinite('x', 3)).toBe(3);
    expect(() => checkFinite('x', NaN)).toThrow(new RangeError('x must be a finite number, got NaN'));
    expect(() => checkFinite('x', '3')).toThrow(new TypeError('x must be a finite number, got "3"'));
  });
  test('checkNonNegative("speed", …) → the value for 0 and 5; RangeError for NaN, −1, Infinity', () => {
    expect(checkNonNegative('speed', 0)).toBe(0);
    expect(checkNonNegative('speed', 5)).toBe(5);
    expect(() => checkNonNegative('speed', NaN)).toThrow(new RangeError('speed must be a finite number ≥ 0, got NaN'));
    expect(() => checkNonNegative('speed', -1)).toThrow(new RangeError('speed must be a finite number ≥ 0, got -1'));
    expect(() => checkNonNegative('speed', Infinity)).toThrow(RangeError);
    expect(() => checkNonNegative('speed', undefined)).toThrow(
      new TypeError('speed must be a finite number ≥ 0, got undefined'),
    );
  });
  test('checkTimeLimit("maxTime", Infinity) → Infinity; −1 and NaN → RangeError', () => {
    expect(checkTimeLimit('maxTime', Infinity)).toBe(Infinity);
    expect(() => checkTimeLimit('maxTime', -1)).toThrow(/maxTime must be a number ≥ 0 or Infinity, got -1/);
    expect(() => checkTimeLimit('maxTime', NaN)).toThrow(RangeError);
    expect(() => checkTimeLimit('maxTime', null)).toThrow(TypeError);
  });
  test('checkInRange("inherit", 0.5, 0, 1) → 0.5; 2 → RangeError naming the range', () => {
    expect(checkInRange('inherit', 0.5, 0, 1)).toBe(0.5);
    expect(() => checkInRange('inherit', 2, 0, 1)).toThrow(new RangeError('inherit must be a number in [0, 1], got 2'));
    expect(() => checkInRange('inherit', true, 0, 1)).toThrow(TypeError);
  });
  test('checkVec → the dimension; wrong length, wrong dimension, non-numbers and NaN → errors naming the argument', () => {
    expect(checkVec('v', [0, 0])).toBe(2);
    expect(checkVec('v', [0, 0, 0])).toBe(3);
    expect(checkVec('v', [0, 0], 2)).toBe(2);
    expect(() => checkVec('v', [1])).toThrow(new TypeError('v must have 2 or 3 components, got 1: [1]'));
    expect(() => checkVec('v', [1, 2], 3)).toThrow(/v must have 3 components like the other vectors, got 2/);
    expect(() => checkVec('v', 'ab')).toThrow(TypeError);
    expect(() => checkVec('v', [1, '2'])).toThrow(/v\[1\] must be a finite number, got "2"/);
    expect(() => checkVec('v', [1, NaN])).toThrow(new RangeError('v[1] must be a finite number, got NaN in [1, NaN]'));
  });
});
