/**
 * The edge-case figure in words (kit/describe): the scene, the case the
 * library's answer falls into, the answer itself and why, from the same
 * `solve`, `classify` and `explain` the figure prints. Pure.
 */
import { answerText } from '../../kit/describe/answer';
import { direction, paragraph, point, speed } from '../../kit/describe/words';
import { CASE_NAMES, classify, explain, solve, targetSpeed, type Scene } from './model';

export function describe(scene: Scene): string {
  const r = solve(scene);
  const v = targetSpeed(scene);
  const moving = v > 0 ? `moving ${direction(scene.velocity)} at ${speed(v)}` : 'standing still';
  return paragraph(
    `Shooter S is at ${point(scene.shooter)} and target T at ${point(scene.target)}, ${moving}; the shot flies at ${speed(scene.speed)}`,
    `The case: ${CASE_NAMES[classify(scene, r)].toLowerCase()}`,
    answerText(r),
    `Why: ${explain(classify(scene, r), scene, r)}`,
  );
}
