/**
 * The shooting range in words (kit/describe): the gun and the armed speed,
 * the course, where the target is and where the armed speed's lead meets it
 * (the library's intercept through the model's `leadFor`), why a shot now
 * cannot hit when it cannot (`leadNote`), and the tally. While the range
 * plays, the moment is gone in a frame: the description leaves it out until
 * the reader pauses.
 */
import { count, direction, list, paragraph, point, seconds, speed } from '../../kit/describe/words';
import { SPEEDS, TARGET_SPEED, leadFor, leadNote, targetAt } from './model';
import type { RangeView } from './view';

/** `playing`: the range is running by itself (its moment is gone in a frame). */
export function describe({ game, gun, armed, playing = false }: RangeView & { playing?: boolean }): string {
  const s = SPEEDS[armed];
  const course = game.turning
    ? `On course #${game.seed} the target crosses at ${speed(TARGET_SPEED)} and turns at random moments, so a lead that assumes a straight course can miss`
    : `On course #${game.seed} the target crosses the field in a straight line at ${speed(TARGET_SPEED)}`;
  const tally =
    game.hits + game.misses > 0
      ? `So far ${count(game.hits, 'hit')} and ${count(game.misses, 'miss', 'misses')}; the last shot: ${game.result}`
      : null;
  if (playing) {
    return paragraph(
      `The gun stands at ${point(gun)} with the ${s.name} speed armed, ${speed(s.speed)} (of ${list(SPEEDS.map((x) => speed(x.speed)))})`,
      course,
      'The range is running; pause to hear where the target is and where the armed lead meets it',
      tally,
    );
  }
  const { position, velocity } = targetAt(game.course, game.t);
  const lead = leadFor(game.course, gun, game.t, s.speed);
  const note = leadNote(game.course, gun, game.t, lead);
  const meets =
    lead.point && lead.time !== null
      ? `Leading it, a ${speed(s.speed)} shot fired now meets it at ${point(lead.point)} after ${seconds(lead.time)}`
      : null;
  return paragraph(
    `The gun stands at ${point(gun)} with the ${s.name} speed armed, ${speed(s.speed)} (of ${list(SPEEDS.map((x) => speed(x.speed)))})`,
    course,
    `At t = ${seconds(game.t)} the target is at ${point(position)}, heading ${direction(velocity)}`,
    meets,
    note,
    tally,
  );
}
