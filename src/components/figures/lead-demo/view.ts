/**
 * Drawing for the Introduction figure. `geometry` turns a scene into SVG
 * coordinates (pure, used at build time for the first frame and in the
 * browser for every frame after); `figure` declares what is drawn and said
 * for the kit's figure shell (kit/shell/figure.ts).
 */
import {
  DEFAULTS,
  FIELD,
  HIT_RADIUS,
  SHOOTER,
  aimAt,
  fatePoint,
  isResolved,
  leadAngleText,
  newDemo,
  scoreText,
  shotAt,
  targetAt,
  targetVelocity,
} from './model';
import type { DemoGame, Params, Shot } from './model';
import type { Vec2 } from '../../../lib';
import { perView, type FigureView, type Item, type Parts, type ReadoutCard } from '../../kit/shell/figure';
import { withUnit } from '../../kit/text/format';

export interface Scene {
  params: Params;
  /** Scene time (s). */
  t: number;
  shots: Shot[];
}

export interface Point {
  x: number;
  y: number;
}

export interface Geometry {
  shooter: Point;
  target: Point;
  /** Tip of the target's velocity arrow (one second of motion). */
  heading: Point;
  barrelTip: Point;
  lead: Point | null;
  shots: Point[];
  /** Shots resolved within the last second: a ring at the impact or the closest pass. */
  marks: (Point & { hit: boolean })[];
  /** The path of the latest resolved shot, from the barrel to its fate. */
  trail: Point | null;
}

const BARREL = 7;
const MARK_SECONDS = 1;

/** World metres (y up) to SVG units (y down). */
export function toSvg(v: Vec2): Point {
  return { x: v[0], y: FIELD.height - v[1] };
}

export function geometry({ params, t, shots }: Scene): Geometry {
  const target = targetAt(params, t);
  const aim = aimAt(params, t);
  const v = targetVelocity(params);
  const lastResolved = shots.findLast((s) => isResolved(s, t));
  return {
    shooter: toSvg(SHOOTER),
    target: toSvg(target),
    heading: toSvg([target[0] + v[0], target[1] + v[1]]),
    barrelTip: toSvg([SHOOTER[0] + BARREL * aim.direction[0], SHOOTER[1] + BARREL * aim.direction[1]]),
    lead: aim.lead ? toSvg(aim.lead.point) : null,
    shots: shots
      .map((s) => shotAt(s, t))
      .filter((p): p is Vec2 => p !== null)
      .map(toSvg),
    marks: shots
      .filter((s) => isResolved(s, t) && t - s.firedAt - s.time < MARK_SECONDS)
      .map((s) => ({ ...toSvg(fatePoint(s)), hit: s.hit })),
    trail: lastResolved ? toSvg(fatePoint(lastResolved)) : null,
  };
}

export const TARGET_RADIUS = HIT_RADIUS;

// ---------------------------------------------------------------------------
// The figure, declared once for the build and the browser (kit/shell/figure.ts)

/** What the demo shows: the parameters, the game (time, shots, score) and a note on a rejected input. */
export interface DemoView {
  params: Params;
  game: DemoGame;
  /** Why the last slider value was not taken, until the next good one. */
  note?: string;
}

/** The demo when the page opens. */
export function firstView(): DemoView {
  return { params: DEFAULTS, game: newDemo() };
}

/** Every `data-part` of the scene in one frame. */
export function demoParts(g: Geometry): Parts {
  const trailEnd = g.trail ?? g.shooter;
  return {
    target: { transform: `translate(${g.target.x} ${g.target.y})` },
    lane: { x1: 0, y1: g.target.y, x2: FIELD.width, y2: g.target.y },
    turret: { cx: g.shooter.x, cy: g.shooter.y },
    heading: { x1: g.target.x, y1: g.target.y, x2: g.heading.x, y2: g.heading.y },
    barrel: { x1: g.shooter.x, y1: g.shooter.y, x2: g.barrelTip.x, y2: g.barrelTip.y },
    sight: { x1: g.shooter.x, y1: g.shooter.y, x2: g.target.x, y2: g.target.y },
    trail: { x1: g.shooter.x, y1: g.shooter.y, x2: trailEnd.x, y2: trailEnd.y },
    lead: g.lead ? { transform: `translate(${g.lead.x} ${g.lead.y})`, display: 'inline' } : { display: 'none' },
  };
}

/** The parts that come in numbers: the shots in the air and the rings where shots met their fate. */
export function demoLists(g: Geometry): Record<string, Item[]> {
  return {
    shots: g.shots.map((p) => ({ tag: 'circle', attrs: { r: 0.9, cx: p.x, cy: p.y } })),
    marks: g.marks.map((m) => ({
      tag: 'circle',
      attrs: { cx: m.x, cy: m.y, r: m.hit ? 4 : 2, class: m.hit ? 'mark-hit' : 'mark-miss' },
    })),
  };
}

/** The readouts of a view: the sliders' values, the aim, the last shot and the score. */
export function demoReadouts({ params, game, note }: DemoView): Record<string, string> {
  const aim = aimAt(params, game.t);
  return {
    speed: `${params.speed} m/s`,
    'target-speed': `${params.targetSpeed} m/s`,
    'flight-time': aim.lead ? withUnit(aim.lead.time, 's') : '—',
    'lead-angle': leadAngleText(params, game.t),
    result: game.result || 'Not fired yet',
    score: scoreText(game.score),
    message: note ?? aim.problem ?? '',
  };
}

const frameOf = perView(({ params, game }: DemoView) => geometry({ params, t: game.t, shots: [...game.shots] }));

/** The demo, declared once: parts, lists and readouts, each a pure function of the view. */
export const figure: FigureView<DemoView> = {
  parts: (v) => demoParts(frameOf(v)),
  lists: (v) => demoLists(frameOf(v)),
  readouts: demoReadouts,
};

/** The readout cards (kit/shell/ReadoutCards.astro); numbers that change every frame are not announced. */
export const CARDS: readonly ReadoutCard[] = [
  { name: 'flight-time', label: 'Time to meet', live: 'off' },
  { name: 'lead-angle', label: 'Lead angle', live: 'off' },
  { name: 'result', label: 'Last shot', live: 'polite' },
  { name: 'score', label: 'Score', live: 'off' },
];
