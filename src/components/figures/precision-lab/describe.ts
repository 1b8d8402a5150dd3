/**
 * The precision lab in words (kit/describe): how close the two speeds are,
 * the exact hit time of the double inputs (BigInt rationals, `./exact`), the
 * textbook formula's and the library's times with their relative errors, and
 * the verdict, all from `labState`. Pure.
 */
import { metres, paragraph, point, speed } from '../../kit/describe/words';
import { LAB, correctDigits, sci, timeText, verdict, type LabState, type MethodRow } from './model';

function row(name: string, m: MethodRow): string {
  if (m.time === null) return `the ${name} gives no time${m.problem ? ` (${m.problem.replace(/\.$/, '')})` : ''}`;
  const digits = correctDigits(m.error);
  return `the ${name} gives ${timeText(m.time)} s, relative error ${m.error === 0 ? '0' : sci(m.error)}, ${digits === 'none' ? 'no digit' : `${digits} digits`} right`;
}

export function describe(s: LabState): string {
  const d = Math.hypot(LAB.target[0] - LAB.shooter[0], LAB.target[1] - LAB.shooter[1]);
  const v = Math.hypot(s.velocity[0], s.velocity[1]);
  return paragraph(
    `The target starts at ${point(LAB.target)}, ${metres(d, 0)} from the shooter, and approaches along −x at ${Number(v.toPrecision(12))}\u00a0m/s; the shot flies at ${speed(LAB.speed)}, so the two speeds agree in ${s.digits} digits (relative gap ${sci(s.gap)})`,
    s.exact.root
      ? `The exact hit time of these double inputs is ${s.exact.text.slice(0, 18)}… s`
      : 'These inputs have no exact hit',
    `${row('textbook formula', s.textbook)}; ${row('library', s.library)}`,
    verdict(s),
  );
}
