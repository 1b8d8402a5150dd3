/**
 * The fields a figure's scene link is made of (kit/links/scene-link.ts):
 * points bounded by the figure's frame, velocities, the clock's time,
 * numbers under a NumberBox rule, and the copying of points between a link
 * and a state. A module of its own: only the scene schemas that use them
 * (a figure's scene.ts) import it, so a page whose figures need none (the
 * lead demo's) loads none of it with `linkScene`.
 */
import type { NumberField, PointField } from './scene-schema';

/** A point field bounded by a figure's frame (its handles never leave it). */
export function framePoint(
  frame: { xmin: number; xmax: number; ymin: number; ymax: number },
  about: string,
): PointField {
  return { type: 'point', min: [frame.xmin, frame.ymin], max: [frame.xmax, frame.ymax], about };
}

/**
 * A vector field (a velocity whose arrow, `seconds` long, is drawn from a
 * point in the frame): each component within ± the frame's span / seconds.
 */
export function frameVector(
  frame: { xmin: number; xmax: number; ymin: number; ymax: number },
  about: string,
  seconds = 1,
): PointField {
  const w = (frame.xmax - frame.xmin) / seconds;
  const h = (frame.ymax - frame.ymin) / seconds;
  return { type: 'point', min: [-w, -h], max: [w, h], about };
}

type Frame = { xmin: number; xmax: number; ymin: number; ymax: number };

/** The shooter S and the target T of a plane scene, each a point of the frame. */
export function placeFields(frame: Frame): { shooter: PointField; target: PointField } {
  return { shooter: framePoint(frame, 'the shooter S (m)'), target: framePoint(frame, 'the target T (m)') };
}

/**
 * The time on a figure's clock (s), as `linkClockScene` reads it and seeks the clock: up to 10,000 s, the longest
 * time line, and clamped to the figure's own line when the link opens.
 */
export const clockField = {
  type: 'number',
  min: 0,
  max: 1e4,
  about: 'the clock’s time t (s; clamped to its time line)',
} as const;

/** S and T (`placeFields`) and the target's velocity V, whose arrow `seconds` long is drawn from T. */
export function shotFields(
  frame: Frame,
  seconds = 1,
): { shooter: PointField; target: PointField; velocity: PointField } {
  return { ...placeFields(frame), velocity: frameVector(frame, 'the target velocity V (m/s)', seconds) };
}

/**
 * Fresh copies `[x, y]` of the named plane points of `from` (a state's or a scene's), so that a scene never shares
 * an array with the state it was read from, and a state read from a scene holds points of two coordinates.
 */
export function copyPoints<K extends string>(
  from: { readonly [P in K]: readonly number[] },
  ...names: K[]
): { [P in K]: [number, number] } {
  const out = {} as { [P in K]: [number, number] };
  for (const name of names) out[name] = [from[name][0], from[name][1]];
  return out;
}

/** A NumberBox rule's limits (kit/controls/number.ts `NumberRule`): the fields a link needs. */
type RuleLimits = { min?: number; max?: number; least?: number };

/** A rule's least size, for a field (none when it has none). */
const leastOf = (rule: RuleLimits): { least?: number } => (rule.least ? { least: rule.least } : {});

/** A number field with the limits of a NumberBox rule (kit/controls/number.ts): the same range, the same least. */
export function ruleNumber(rule: RuleLimits, about: string): NumberField {
  return { type: 'number', min: rule.min ?? -1e9, max: rule.max ?? 1e9, ...leastOf(rule), about };
}

/** A point field of `dim` components, each under the same NumberBox rule (the quartic's three speeds). */
export function rulePoint(rule: RuleLimits, dim: number, about: string): PointField {
  const { min, max } = ruleNumber(rule, about);
  return { type: 'point', min: Array(dim).fill(min), max: Array(dim).fill(max), ...leastOf(rule), about };
}
