/**
 * The dot-product figure in words (kit/describe): A and B from the origin,
 * their dot product and the angle it gives (acute, right or obtuse, and why:
 * the sign of A·B), and B's projection on A, from the model's `derive`. Pure.
 */
import { amount, angleOf, paragraph, point } from '../../kit/describe/words';
import { derive, type State } from './model';

const WHY: Record<'acute' | 'right' | 'obtuse', string> = {
  acute: 'A·B is positive, so the angle between them is acute',
  right: 'A·B is zero, so they are at a right angle',
  obtuse: 'A·B is negative, so the angle between them is obtuse',
};

export function describe(s: State): string {
  const d = derive(s);
  const head = `A points from the origin to ${point(s.a)} and B to ${point(s.b)}; A·B = ${amount(d.dot, '', 2)}`;
  if (d.kind === 'none') {
    return paragraph(head, 'One of the vectors is zero, so there is no angle between them and no line to project onto');
  }
  return paragraph(
    head,
    `${WHY[d.kind]}: θ = ${angleOf(d.theta)}, cos θ = A·B / (|A||B|) = ${amount(d.cos, '', 3)}, with |A| = ${amount(d.lengthA, '', 2)} and |B| = ${amount(d.lengthB, '', 2)}`,
    `B’s projection on A’s line is ${point(d.projection, 2)}, a signed length of ${amount(d.scalarProjection, '', 2)} along A`,
  );
}
