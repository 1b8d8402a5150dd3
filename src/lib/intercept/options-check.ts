/**
 * The check that keeps a specialised entry point from ignoring an option (issue 39): the option names every entry
 * shares, and `checkOptionsFor`. Internal to the library: not re-exported by the barrel.
 */
import { checkInRange, checkTimeLimit, checkVec, describeValue } from '../validate';

/** The option names every entry point shares (engine/conventions.ts, "One options shape"). */
export const OPTION_NAMES = [
  'shooter',
  'shooterVelocity',
  'inherit',
  'target',
  'targetVelocity',
  'targetAcceleration',
  'speed',
  'gravity',
  'maxTime',
] as const;

/**
 * The first check of every entry point: `options` is an object, and its shooter a 2D or 3D vector of finite
 * numbers. Returns the shooter's dimension, which every other vector must have.
 * @throws TypeError when `options` is not an object; TypeError/RangeError naming the shooter as `checkVec` does.
 */
export function checkScene(options: unknown): 2 | 3 {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`options must be an object with shooter, target and speed, got ${String(options)}`);
  }
  return checkVec('shooter', (options as { shooter?: unknown }).shooter);
}

/** Names a caller may mean by a name no entry point takes. */
const MEANT: Readonly<Record<string, string>> = {
  velocity: 'targetVelocity',
  acceleration: 'targetAcceleration',
  g: 'gravity',
  position: 'target',
  origin: 'shooter',
  tmax: 'maxTime',
  maxT: 'maxTime',
};

/**
 * Checks the options object of a specialised entry point (`linearIntercept`, `ballisticArcs`), which solves a
 * narrower problem than `intercept`: every key must be a shared option name, and each name in `unhandled` must be
 * absent or at its default (a zero vector, `maxTime` Infinity), so that no option is ever silently ignored.
 * @throws TypeError naming a key no entry point takes (and the one probably meant); RangeError naming an option
 *   this entry does not handle, with the entry that does.
 */
export function checkOptionsFor(
  entry: string,
  options: object,
  unhandled: readonly (typeof OPTION_NAMES)[number][],
  dimension: number,
): void {
  // for…in, not Object.keys: no array made on the checked hot paths.
  for (const key in options) {
    if (!Object.prototype.hasOwnProperty.call(options, key)) continue;
    if (!(OPTION_NAMES as readonly string[]).includes(key)) {
      const meant = MEANT[key];
      throw new TypeError(
        `${entry} has no option '${key}'${meant ? ` (did you mean '${meant}'?)` : ''}; its options are ${OPTION_NAMES.join(', ')}`,
      );
    }
  }
  const o = options as Record<string, unknown>;
  for (const name of unhandled) {
    const value = o[name];
    if (value === undefined) continue;
    if (name === 'maxTime') {
      if (checkTimeLimit(name, value) === Infinity) continue;
    } else if (name === 'inherit') {
      // Inherit scales the shooter's velocity: with none, it changes nothing.
      checkInRange(name, value, 0, 1);
      continue;
    } else {
      checkVec(name, value, dimension);
      const v = value as ArrayLike<number>;
      let zero = true;
      for (let i = 0; i < v.length; i++) if (v[i] !== 0) zero = false;
      if (zero) continue;
    }
    throw new RangeError(
      `${entry} does not handle ${name} (got ${describeValue(value)}): use intercept, which solves with every option`,
    );
  }
}
