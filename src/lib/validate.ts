/**
 * Argument checks for the public API. Only caller errors throw: NaN or
 * Infinity where a number is expected, a negative speed, a vector of the wrong
 * dimension. Degenerate geometry (zero vectors, zero speed) is never an error.
 *
 * Messages name the argument and show the value received, e.g.
 * `speed must be a finite number ≥ 0, got NaN`.
 */

/** Renders a received value for an error message: numbers as JavaScript prints them, arrays in brackets. */
export function describeValue(value: unknown): string {
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(describeValue).join(', ')}]`;
  if (ArrayBuffer.isView(value))
    return `${value.constructor.name} [${Array.from(value as unknown as ArrayLike<number>).join(', ')}]`;
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  return typeof value;
}

/**
 * Checks that `value` is a finite number and returns it.
 * @throws TypeError when it is not a number; RangeError when it is NaN or ±Infinity.
 */
export function checkFinite(name: string, value: unknown): number {
  if (typeof value !== 'number') throw new TypeError(`${name} must be a finite number, got ${describeValue(value)}`);
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${describeValue(value)}`);
  return value;
}

/**
 * Checks that `value` is a finite number ≥ 0 (a speed, a factor, a duration) and returns it.
 * @throws TypeError when it is not a number; RangeError when it is NaN, ±Infinity or negative.
 */
export function checkNonNegative(name: string, value: unknown): number {
  if (typeof value !== 'number')
    throw new TypeError(`${name} must be a finite number ≥ 0, got ${describeValue(value)}`);
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite number ≥ 0, got ${describeValue(value)}`);
  }
  return value;
}

/**
 * Checks a time limit: a number ≥ 0, where `Infinity` means "no limit".
 * @throws TypeError when it is not a number; RangeError when it is NaN or negative.
 */
export function checkTimeLimit(name: string, value: unknown): number {
  if (typeof value !== 'number')
    throw new TypeError(`${name} must be a number ≥ 0 or Infinity, got ${describeValue(value)}`);
  if (Number.isNaN(value) || value < 0) {
    throw new RangeError(`${name} must be a number ≥ 0 or Infinity, got ${describeValue(value)}`);
  }
  return value;
}

/**
 * Checks that `value` is a number in [lo, hi] and returns it.
 * @throws TypeError when it is not a number; RangeError when it is NaN or outside the range.
 */
export function checkInRange(name: string, value: unknown, lo: number, hi: number): number {
  if (typeof value !== 'number')
    throw new TypeError(`${name} must be a number in [${lo}, ${hi}], got ${describeValue(value)}`);
  if (!(value >= lo && value <= hi)) {
    throw new RangeError(`${name} must be a number in [${lo}, ${hi}], got ${describeValue(value)}`);
  }
  return value;
}

/**
 * Checks that `value` is a 2D or 3D vector of finite numbers; with
 * `dimension` given, also that it has exactly that many components. Returns
 * the vector's dimension.
 * @throws TypeError when it is not an array of length 2 or 3 (or of the
 *   expected dimension); RangeError when a component is NaN or ±Infinity.
 */
export function checkVec(name: string, value: unknown, dimension?: number): 2 | 3 {
  if (!Array.isArray(value) && !(ArrayBuffer.isView(value) && 'length' in value)) {
    throw new TypeError(`${name} must be a 2D or 3D vector such as [x, y] or [x, y, z], got ${describeValue(value)}`);
  }
  const v = value as ArrayLike<unknown>;
  if (v.length !== 2 && v.length !== 3) {
    throw new TypeError(`${name} must have 2 or 3 components, got ${v.length}: ${describeValue(value)}`);
  }
  if (dimension !== undefined && v.length !== dimension) {
    throw new TypeError(
      `${name} must have ${dimension} components like the other vectors, got ${v.length}: ${describeValue(value)}`,
    );
  }
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    if (typeof x !== 'number') {
      throw new TypeError(`${name}[${i}] must be a finite number, got ${describeValue(x)} in ${describeValue(value)}`);
    }
    if (!Number.isFinite(x)) {
      throw new RangeError(`${name}[${i}] must be a finite number, got ${describeValue(x)} in ${describeValue(value)}`);
    }
  }
  return v.length as 2 | 3;
}

/**
 * Checks that `out`, the output of an allocation-free solver, is a number array or typed array with at least
 * `length` entries (`lengthName` is the named constant, such as `SLOTS.hitLength`, for the message).
 * @throws TypeError when `out` is not an array; RangeError when it is too short.
 */
export function checkOut(out: unknown, length: number, lengthName: string): void {
  if (!Array.isArray(out) && !ArrayBuffer.isView(out)) {
    throw new TypeError(
      `out must be a Float64Array or number[] of ${lengthName} = ${length} entries, got ${describeValue(out)}`,
    );
  }
  const n = (out as ArrayLike<unknown>).length;
  if (!(n >= length)) throw new RangeError(`out must have at least ${lengthName} = ${length} entries, got ${n}`);
}
