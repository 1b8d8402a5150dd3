/**
 * The gallery's "Describe" entry as a pure function: a target 100 m east
 * crossing north at 10 m/s, a shot whose speed the reader sets, and its
 * description in the kit's words (kit/describe), the answer from the library.
 */
import { linearIntercept, type Vec2 } from '../../../lib';
import { answerText } from '../../kit/describe/answer';
import { paragraph, point, speed } from '../../kit/describe/words';

export const DESCRIBE_SCENE = { shooter: [0, 0] as Vec2, target: [100, 0] as Vec2, velocity: [0, 10] as Vec2 };
/** The slider: projectile speed (m/s). */
export const DESCRIBE_SPEED = { min: 0, max: 40, step: 1, initial: 20 } as const;

export function describeGallery(s: number): string {
  const { shooter, target, velocity } = DESCRIBE_SCENE;
  return paragraph(
    `The shooter is at ${point(shooter)} and the target at ${point(target)}, crossing north at ${speed(velocity[1])}; the shot flies at ${speed(s)}`,
    answerText(linearIntercept({ shooter, target, targetVelocity: velocity, speed: s })),
  );
}
