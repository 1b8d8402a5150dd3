/**
 * How long a figure's time line is: one rule for every figure with a
 * scrubber. Pure.
 */
import { niceAbove } from '../charts/nice';

/** A figure's time line: the latest time it must show, stretched, kept between bounds, rounded. */
export interface TimelineRule {
  /** Room after the latest time: the line is at least `last × stretch` long. */
  readonly stretch: number;
  /** The shortest line (s). */
  readonly min: number;
  /** The longest line (s); a later time is said in words, not shown. */
  readonly max: number;
  /** The length when there is no time to show (no hit, no flight). */
  readonly none: number;
}

/**
 * The time line for a latest time `last` (s): `last × stretch`, at least `min`, rounded up to a round number
 * (`niceAbove`: 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8 of each decade), at most `max`. `null` or NaN gives `none`; an infinite
 * or later time gives `max`.
 */
export function timelineLength(last: number | null, rule: TimelineRule): number {
  if (last === null || Number.isNaN(last)) return rule.none;
  const want = Math.max(rule.min, last * rule.stretch);
  if (!(want < rule.max)) return rule.max;
  return Math.min(rule.max, niceAbove(want));
}
