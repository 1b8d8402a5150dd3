/**
 * The answer of an intercept in words, for every figure that shows one:
 * where and when the shot meets the target, or why no aim hits and how close
 * the best miss comes. From the library's result itself (`InterceptResult`),
 * so a description can never disagree with the solver.
 */
import type { InterceptResult, NoHitReason } from '../../../lib';
import { count, list, metres, point, seconds } from './words';

/** Why no aim hits, as the reason's clause of a sentence ("…, so no aim hits"). */
export const WHY_NO_HIT: Readonly<Record<NoHitReason, string>> = {
  'cannot-move': 'the shot has no speed and nothing carries it to the target, so no aim hits',
  receding: 'the target moves away from the shooter at least as fast as the shot can travel, so no aim hits',
  crossing:
    'the target crosses the line of sight at least as fast as the shot can travel, so its distance only grows and no aim hits',
  'target-too-fast':
    'the target is faster than the shot, and although it comes nearer, its path never enters the shot’s reach, so no aim hits',
  'out-of-range': 'no launch direction at this speed reaches the target, so no aim hits',
  'beyond-max-time': 'every hit comes after the time limit, so none counts',
};

export interface AnswerWords {
  /** Decimals of times (default 2). */
  timeDigits?: number;
  /** Decimals of distances and points (default 1). */
  lengthDigits?: number;
}

/**
 * One or two sentences: "The shot meets the target at (40.3, 12.1) after 2.91 s." (with the later hits, if any),
 * or "The target moves away … so no aim hits; the best miss passes 11.9 m away at 2.91 s."
 */
export function answerText(r: InterceptResult, opts: AnswerWords = {}): string {
  const td = opts.timeDigits ?? 2;
  const ld = opts.lengthDigits ?? 1;
  if (r.hit) {
    const first =
      r.time === 0
        ? 'The target is on the shooter already: the hit is at t = 0 s.'
        : `The shot meets the target at ${point(r.impact, ld)} after ${seconds(r.time, td)}.`;
    const later = r.times.slice(1);
    if (later.length === 0) return first;
    return `${first} ${later.length === 1 ? 'One later aim also hits' : `${count(later.length, 'later aim')} also hit`}, at ${list(later.map((t) => seconds(t, td)))}.`;
  }
  const miss = r.closest;
  const why = WHY_NO_HIT[r.reason];
  const best =
    miss.distance > 0
      ? `the best miss passes ${metres(miss.distance, ld)} away at ${seconds(miss.time, td)}`
      : `the closest pass is at ${seconds(miss.time, td)}`;
  return `${why.charAt(0).toUpperCase()}${why.slice(1)}; ${best}.`;
}
