/**
 * The law-of-cosines figure in words (kit/describe): the triangle's corners,
 * its sides and the angle at O, and the law evaluated both ways (with θ and
 * with the dot product), which agree, from the model's `derive`. Pure.
 */
import { amount, angleOf, paragraph, point } from '../../kit/describe/words';
import { agreement, derive, type State } from './model';

export function describe(s: State): string {
  const d = derive(s);
  const sides = `Its sides are a = |P − O| = ${amount(d.a, '', 2)}, b = |Q − O| = ${amount(d.b, '', 2)} and c = |P − Q| = ${amount(d.c, '', 2)}`;
  const law = d.hasAngle
    ? `The angle at O is θ = ${angleOf(d.theta)}, so c² = a² + b² − 2ab cos θ = ${amount(d.rhsAngle, '', 2)}; in vector form, |A|² + |B|² − 2 A·B = ${amount(d.rhsVector, '', 2)} with A·B = ${amount(d.dot, '', 2)}, and c² measured is ${amount(d.lhs, '', 2)}. ${agreement(d)}`
    : `A side from O has length 0, so there is no angle at O; the cosine term vanishes and c² = a² + b² = ${amount(d.rhsAngle, '', 2)}, as the vector form gives: ${amount(d.rhsVector, '', 2)}`;
  return paragraph(
    `The triangle has corners O at ${point(s.o)}, P at ${point(s.p)} and Q at ${point(s.q)}`,
    sides,
    law,
  );
}
