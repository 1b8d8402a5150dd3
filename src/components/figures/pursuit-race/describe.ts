/**
 * The pursuit race in words (kit/describe): who chases what, how each guided
 * chaser of the library's `race` ends (caught at, or its closest pass), which
 * law wins, and the race at the scrubber's time, the reader's chaser
 * included. Pure: the view the figure draws.
 */
import { clause, list, metres, paragraph, point, seconds, speed } from '../../kit/describe/words';
import { CHASER_LABELS, CHASER_START, GUIDED, TARGET_KINDS, TARGET_SPEED, TARGET_START, readerStanding } from './model';
import { raceNote, type RaceView } from './view';

export function describe(v: RaceView): string {
  const { plan, t } = v;
  const p = plan.params;
  const kind =
    p.target === 'random'
      ? `random turns (seed ${p.seed})`
      : p.target === 'drawn'
        ? `your path through ${p.waypoints.length} waypoints`
        : `a ${TARGET_KINDS.find((k) => k.kind === p.target)!.label.toLowerCase()} course`;
  const outcomes = GUIDED.map((name) => {
    const r = plan.guided[name];
    const who = CHASER_LABELS[name].toLowerCase();
    return r.captureTime === null
      ? `${who} never catches it (closest ${metres(r.closest.distance)} at ${seconds(r.closest.time)})`
      : `${who} catches it at ${seconds(r.captureTime)}`;
  });
  const caught = GUIDED.filter((n) => plan.guided[n].captureTime !== null);
  const first = caught.reduce<(typeof GUIDED)[number] | null>(
    (a, n) => (a === null || plan.guided[n].captureTime! < plan.guided[a].captureTime! ? n : a),
    null,
  );
  const verdict =
    first === null
      ? p.k <= 1
        ? 'No guided chaser is faster than the target, so none catches it'
        : 'No guided chaser catches it before the race ends'
      : `${CHASER_LABELS[first]} is first`;
  const you = readerStanding(v.run, plan, t);
  const yours =
    you.state === 'caught'
      ? `your chaser caught it at ${seconds(you.time)}`
      : you.state === 'chasing'
        ? `your chaser is ${metres(you.distance)} from it`
        : you.state === 'missed'
          ? `your chaser came no closer than ${metres(you.closest)}`
          : 'your chaser has not flown yet';
  return paragraph(
    `Four chasers start at ${point(CHASER_START)}; the target starts at ${point(TARGET_START)} and flies ${kind} at ${speed(TARGET_SPEED)}`,
    `The chasers fly k = ${p.k} times as fast, ${speed(plan.speed, 2)}, turning at most ${p.turnLimit}°/s; proportional navigation’s gain is ${p.gain}`,
    `In the library’s race, ${list(outcomes)}`,
    verdict,
    `At t = ${seconds(t)}, ${clause(raceNote(v)).replace(/\.$/, '')}, and ${yours}`,
  );
}
