/**
 * The edge-case atlas: every special case the book treats, each as a scene of
 * the figure that shows it, solved by the library at build time. A case's
 * `figure` and `state` say which figure opens it live, and in which state.
 * Pure (no DOM); the page (Atlas.astro) draws each case's thumbnail and
 * prints its result.
 */
import { ballisticArcs, fallbacks, interceptShots, intercept, linearIntercept, type Vec2 } from '../../../lib';
import { distance } from '../../../lib/vec';
import { purePursuitTime } from '../../../lib/motion';
import { PRESETS, type PresetId } from '../../figures/edge-cases/model';
import { LAB, labState, timeText } from '../../figures/precision-lab/model';
import { INITIAL as GRAVITY_INITIAL, gravityVec } from '../../figures/gravity-figure/model';
import { FOUR_HITS, optionsFor } from '../../figures/quartic-figure/model';
import { INITIAL as NO_HIT_INITIAL, optionsOf as noHitOptions } from '../../figures/no-hit-figure/model';
import {
  INITIAL as INTEGRATOR_INITIAL,
  NAMES as INTEGRATOR_NAMES,
  solve as solveIntegrator,
} from '../../figures/integrator-figure/model';
import { motionPath, type Thumb } from './thumb';
import { encodeScene } from '../../kit/links/scene-share';
import type { SceneSchema, SceneState } from '../../kit/links/scene-link';
import { SCENE as EDGE_SCENE, sceneOf as edgeScene } from '../../figures/edge-cases/scene';
import { SCENE as LAB_SCENE } from '../../figures/precision-lab/scene';
import { SCENE as GRAVITY_SCENE, sceneOf as gravityScene } from '../../figures/gravity-figure/scene';
import { SCENE as QUARTIC_SCENE, sceneOf as quarticScene } from '../../figures/quartic-figure/scene';
import { SCENE as NO_HIT_SCENE, sceneOf as noHitScene } from '../../figures/no-hit-figure/scene';
import { SCENE as INTEGRATOR_SCENE, sceneOf as integratorScene } from '../../figures/integrator-figure/scene';
import { SCENE as RACE_SCENE, sceneOf as raceScene } from '../../figures/pursuit-race/scene';
import {
  DEFAULTS as RACE_DEFAULTS,
  RANGE as RACE_RANGE,
  TARGET_SPEED as RACE_TARGET_SPEED,
  planRace,
} from '../../figures/pursuit-race/model';

export interface AtlasLink {
  /** The figure's id on its page (its SceneLink's id). */
  id: string;
  /** `<version>~<field>=<value>~…` (kit/links/scene-share.ts encodeScene). */
  encoded: string;
}

function link<S extends SceneSchema>(id: string, schema: S, state: SceneState<S>): AtlasLink {
  return { id, encoded: encodeScene(schema, state) };
}

export interface AtlasCase {
  id: string;
  title: string;
  /** The chapter (content id) that treats it. */
  chapter: string;
  /** The scene link that opens it live in its chapter's figure (kit/links/scene-link.ts): the figure's id and its encoded state. */
  link: AtlasLink;
  /** One sentence: what is special. */
  sentence: string;
  /** The library's answer, in words with its numbers. */
  result: string;
  thumb: Thumb;
}

const n3 = (x: number): string => (Number.isFinite(x) ? String(Number(x.toFixed(3))).replace('-', '−') : '—');

/** x with exactly `decimals` decimals and a true minus sign (none on a zero). */
function fixed(x: number, decimals: number): string {
  const t = x.toFixed(decimals);
  return (Number(t) === 0 ? t.replace('-', '') : t).replace('-', '−');
}

/**
 * Numbers printed side by side, alike: each with as many decimals (at most
 * `most`) as the most precise of them needs, so 0.43 stands as 0.430 beside 1.269.
 */
function alike(xs: readonly number[], most = 3): string[] {
  const decimals = Math.max(
    0,
    ...xs.map((x) => (Number.isFinite(x) ? (String(Number(x.toFixed(most))).split('.')[1] ?? '').length : 0)),
  );
  return xs.map((x) => (Number.isFinite(x) ? fixed(x, decimals) : '—'));
}

/** A vector as (x, y), each like `n3`. */
const vec = (v: readonly number[]): string => `(${n3(v[0])}, ${n3(v[1])})`;

interface LinearScene {
  shooter: Vec2;
  target: Vec2;
  velocity: Vec2;
  speed: number;
}

/** A constant-velocity scene: the library's answer and its picture (target path, shot, meeting or best miss). */
function linearCase(scene: LinearScene): { result: string; thumb: Thumb } {
  const r = linearIntercept<Vec2>({
    shooter: scene.shooter,
    target: scene.target,
    targetVelocity: scene.velocity,
    speed: scene.speed,
  });
  const thumb: Thumb = { lines: [], dots: [] };
  if (r.hit) {
    const meet: Vec2 = [scene.target[0] + scene.velocity[0] * r.time, scene.target[1] + scene.velocity[1] * r.time];
    const horizon = Math.max(r.time * 1.3, 1);
    thumb.lines.push({
      points: motionPath(scene.target, scene.velocity, [0, 0], horizon, 2),
      ink: 'target',
      dashed: true,
    });
    thumb.lines.push({ points: [scene.shooter, meet], ink: 'shot' });
    thumb.dots.push(
      { at: scene.shooter, ink: 'shooter' },
      { at: scene.target, ink: 'target' },
      { at: meet, ink: 'meet' },
    );
    const [time, ...roots] = alike([r.time, ...r.roots]);
    return {
      result: `Hit at t = ${time} s${roots.length > 1 ? ` (roots ${roots.join(' s and ')} s)` : ''}.`,
      thumb,
    };
  }
  const c = r.closest;
  const horizon = Number.isFinite(c.time) && c.time > 0 ? c.time * 1.5 : 4;
  thumb.lines.push({
    points: motionPath(scene.target, scene.velocity, [0, 0], horizon, 2),
    ink: 'target',
    dashed: true,
  });
  if (c.time > 0) thumb.lines.push({ points: [scene.shooter, c.projectilePoint as Vec2], ink: 'miss' });
  thumb.dots.push({ at: scene.shooter, ink: 'shooter' }, { at: scene.target, ink: 'target' });
  if (c.time > 0) thumb.dots.push({ at: c.point as Vec2, ink: 'miss', ring: c.distance });
  if (r.reason === 'crossing' && r.coefficients.a === 0) {
    // |V| = s and R·V = 0: the miss |W(t)| − s·t falls towards 0 for ever, so the library
    // reports the time it is within 1 % of |R| of that limit (lib/intercept/closest-miss-linear.ts).
    const start = distance(scene.shooter, scene.target);
    return {
      result: `No hit (${r.reason}). The miss shrinks towards zero for ever, so no moment is best: the library reports the moment it is down to 1 % of the start distance of ${n3(start)} m, a best miss of ${n3(c.distance)} m at t = ${n3(c.time)} s.`,
      thumb,
    };
  }
  return {
    result: `No hit (${r.reason}). Best miss: ${n3(c.distance)} m at t = ${n3(c.time)} s.`,
    thumb,
  };
}

function presetCase(id: PresetId, title: string, sentence: string): AtlasCase {
  const p = PRESETS.find((x) => x.id === id)!;
  const scene = p.scene as LinearScene;
  return {
    id,
    title,
    chapter: 'edge-cases',
    link: link('edge-cases', EDGE_SCENE, edgeScene({ scene, preset: id })),
    sentence,
    ...linearCase(scene),
  };
}

function grazing(): AtlasCase {
  // |V| = √500 > s = 10 and b² = 4ac: the target's path just touches the set the shot can reach.
  const scene: LinearScene = { shooter: [0, 0], target: [100, 0], velocity: [-20, 10], speed: 10 };
  return {
    id: 'grazing',
    title: 'Grazing: the discriminant is zero',
    chapter: 'edge-cases',
    link: link('edge-cases', EDGE_SCENE, edgeScene({ scene, preset: null })),
    sentence:
      'A faster target whose path only touches the circle the shot can reach: one double root, one moment to hit.',
    ...linearCase(scene),
  };
}

function nearEqual(): AtlasCase {
  // The precision lab's scene with the speeds agreeing to 12 digits: its exact root is computed in rationals.
  const digits = 12;
  const lab = labState(digits);
  const scene: LinearScene = { shooter: LAB.shooter, target: LAB.target, velocity: lab.velocity, speed: LAB.speed };
  const { thumb } = linearCase(scene);
  const err = (e: number): string => (e === 0 ? 'exact' : `relative error ${e.toExponential(1).replace('-', '−')}`);
  return {
    id: 'near-equal',
    title: 'Near-equal speeds',
    chapter: 'choosing-the-root',
    link: link('precision-lab', LAB_SCENE, { digits }),
    sentence:
      'When the speeds agree to many digits, a = |V|² − s² is a cancellation and the school formula loses the digits the stable form keeps.',
    // 16 significant digits, as the lab prints them: enough to show where the school formula's digits go wrong.
    result: `Speeds agreeing to ${digits} digits, times to 16 significant digits: the library gives t = ${timeText(lab.library.time)} s (${err(lab.library.error)}); the school formula ${lab.textbook.time === null ? 'gives no time' : `gives ${timeText(lab.textbook.time)} s (${err(lab.textbook.error)})`}.`,
    thumb,
  };
}

function outOfRange(): AtlasCase {
  const state = { ...GRAVITY_INITIAL, speed: 20 };
  const r = ballisticArcs<Vec2>({
    shooter: state.shooter,
    target: state.target,
    speed: state.speed,
    gravity: gravityVec(state),
  });
  const thumb: Thumb = {
    lines: [],
    dots: [
      { at: state.shooter, ink: 'shooter' },
      { at: state.target, ink: 'target' },
    ],
  };
  let result = 'Reachable.';
  if (!r.reachable) {
    const b = r.bestReach;
    thumb.lines.push({
      points: motionPath(state.shooter, [b.aim[0] * state.speed, b.aim[1] * state.speed], gravityVec(state), b.time),
      ink: 'miss',
    });
    const [reach, short] = alike([r.maxRange, b.miss]);
    result = `Out of range: at ${state.speed} m/s the farthest shot along the line of sight reaches ${reach} m and lands ${short} m short.`;
  }
  return {
    id: 'out-of-range',
    title: 'Out of range under gravity',
    chapter: 'gravity',
    link: link('gravity', GRAVITY_SCENE, gravityScene(state, 0, false)),
    sentence:
      'A standing target beyond the reach s²/(g(1 + sin θ)): no launch angle hits, and the best shot is at 45° + θ/2.',
    result,
    thumb,
  };
}

function fourHits(): AtlasCase {
  const s = FOUR_HITS;
  const speed =
    s.speeds.find((v) => {
      const r = intercept(optionsFor(s, v));
      return r.hit && r.times.length === 4;
    }) ?? s.speeds[0];
  const options = optionsFor(s, speed);
  const r = intercept<Vec2>(options);
  const shots = r.hit ? interceptShots<Vec2>(options, r) : [];
  const g: Vec2 = [0, -s.gravity];
  const last = Math.max(...shots.map((x) => x.time), 1);
  // The target moves as the scene moves it, T + V·t + ½·A·t² (the library's options): gravity pulls only the shot.
  const A = options.targetAcceleration ?? [0, 0];
  const thumb: Thumb = {
    lines: [
      {
        points: motionPath(options.target, options.targetVelocity ?? [0, 0], A, last * 1.1),
        ink: 'target',
        dashed: true,
      },
      ...shots.map((x, i) => ({
        points: motionPath(s.shooter, x.launchVelocity, g, x.time, 16),
        ink: (i % 2 ? 'shot2' : 'shot') as 'shot' | 'shot2',
      })),
    ],
    dots: [
      { at: s.shooter, ink: 'shooter' },
      { at: s.target, ink: 'target' },
      ...shots.map((x) => ({ at: x.impact, ink: 'meet' as const })),
    ],
  };
  return {
    id: 'four-hits',
    title: 'Four hits: the quartic’s four positive roots',
    chapter: 'gravity-and-motion',
    link: link('quartic', QUARTIC_SCENE, quarticScene(s, 0, false, 0)),
    sentence: `Gravity pulls the shot but not the target, which ${
      A[0] === 0 && A[1] === 0
        ? `flies a straight line at a constant V = ${vec(s.velocity)} m/s`
        : `starts at V = ${vec(s.velocity)} m/s and accelerates at A = ${vec(A)} m/s²`
    }: at one speed the target crosses the edge of the falling circle the shot can reach four times, and each crossing is a root of the quartic and a hit.`,
    result: r.hit ? `At ${speed} m/s: hits at t = ${alike(r.times).join(', ')} s.` : 'No hit.',
    thumb,
  };
}

function bestMiss(): AtlasCase {
  const s = NO_HIT_INITIAL;
  const fb = fallbacks<Vec2>(noHitOptions(s));
  const best = fb.best;
  const g: Vec2 = [0, -s.gravity];
  const t = best.miss.time;
  const thumb: Thumb = {
    lines: [
      { points: motionPath(s.target, s.velocity, [0, 0], Math.max(t * 1.3, 1), 2), ink: 'target', dashed: true },
      { points: motionPath(s.shooter, [best.aim[0] * s.speed, best.aim[1] * s.speed], g, t), ink: 'miss' },
    ],
    dots: [
      { at: s.shooter, ink: 'shooter' },
      { at: s.target, ink: 'target' },
      { at: best.miss.targetPoint, ink: 'miss', ring: best.miss.distance },
    ],
  };
  return {
    id: 'best-miss',
    title: 'Unreachable: the best miss',
    chapter: 'no-hit',
    link: link('nohit', NO_HIT_SCENE, noHitScene(s, 0)),
    sentence:
      'No shot can reach the target; the aim that minimises |W(t)| − s·t passes closest, closer than the minimum of f, a clamp or aiming at it now.',
    result: `No hit. Best miss ${n3(best.miss.distance)} m at t = ${n3(t)} s; ranking ${fb.ranking.join(' < ')}.`,
    thumb,
  };
}

function integrator(falling: boolean): AtlasCase {
  const s = { ...INTEGRATOR_INITIAL, falling };
  const sol = solveIntegrator(s, false);
  const thumb: Thumb = {
    lines: [],
    dots: [
      { at: s.shooter, ink: 'shooter' },
      { at: s.target, ink: 'target' },
    ],
  };
  let result = 'No shot reaches the target.';
  if (sol.ok) {
    const exact = sol.flights.find((f) => f.method === 'exact')!;
    const euler = sol.flights.find((f) => f.method === 'explicit-euler')!;
    thumb.lines.push({ points: exact.targetFrames, ink: 'target', dashed: true });
    thumb.lines.push({ points: exact.frames, ink: 'shot' });
    thumb.lines.push({ points: euler.frames, ink: 'miss' });
    thumb.dots.push({ at: exact.targetAt, ink: 'meet' });
    const misses = alike(sol.flights.map((f) => f.miss));
    result = `At ${s.rate} Hz: ${sol.flights.map((f, i) => `${INTEGRATOR_NAMES[f.method]} misses by ${misses[i]} m`).join(', ')}.`;
  }
  return falling
    ? {
        id: 'falling-target',
        title: 'A falling target',
        chapter: 'simulation',
        link: link('integrator', INTEGRATOR_SCENE, integratorScene(s)),
        sentence:
          'When the target falls under the same gravity as the shot, gravity cancels between them: the aim is the straight-line intercept, and every integrator hits.',
        result,
        thumb,
      }
    : {
        id: 'integrator-mismatch',
        title: 'The integrator misses the exact aim',
        chapter: 'simulation',
        link: link('integrator', INTEGRATOR_SCENE, integratorScene(s)),
        sentence:
          'The closed-form aim is exact for exact motion; a game that steps with Euler drifts by ½·g·dt per second of flight and misses.',
        result,
        thumb,
      };
}

/**
 * Pursuit at k = 1: the chapter's race itself (its defaults, a straight
 * crossing target) planned at k = 1 by the race's model, so the atlas says
 * what the link opens; beside it the closed form's limit for pure pursuit.
 */
function slowPursuer(): AtlasCase {
  const params = { ...RACE_DEFAULTS, k: 1 };
  const plan = planRace(params);
  const closed = purePursuitTime({
    range: RACE_RANGE,
    pursuerSpeed: plan.speed,
    targetSpeed: RACE_TARGET_SPEED,
    angle: Math.PI / 2,
  });
  const { pure, lead, pn } = plan.guided;
  // A point every half second is plenty for a thumbnail (the race records 60 a second).
  const thin = (path: readonly { time: number; position: Vec2 }[]): Vec2[] =>
    path
      .filter((p, i) => i === path.length - 1 || Math.abs(p.time * 2 - Math.round(p.time * 2)) < 1e-6)
      .map((p) => p.position);
  const thumb: Thumb = {
    lines: [
      { points: thin(plan.targetPath), ink: 'target', dashed: true },
      { points: thin(pure.path), ink: 'chaser' },
    ],
    dots: [
      { at: [0, 0], ink: 'shooter' },
      { at: [0, RACE_RANGE], ink: 'target' },
    ],
  };
  const limit = closed.capture ? null : (closed.limitDistance ?? null);
  // Distances to the centimetre and times to the tenth of a second, the same for all three.
  const outcome = (name: string, r: typeof pure) =>
    r.captureTime === null
      ? `${name} not caught in ${n3(plan.end)} s, closest ${fixed(r.closest.distance, 2)} m at t = ${fixed(r.closest.time, 1)} s`
      : `${name} caught at ${fixed(r.captureTime, 1)} s`;
  return {
    id: 'pursuit-k1',
    title: 'Pursuit at equal speeds (k ≤ 1)',
    chapter: 'pursuit',
    link: link('pursuit-race', RACE_SCENE, raceScene(params, plan.end)),
    sentence: `A chaser no faster than its target catches it only if the target comes back: at k = 1 pure pursuit closes on a crossing target only to a limit${limit === null ? '' : ` (${n3(limit)} m, half the start range)`}, and below 1 the gap grows. The link opens the race at k = 1.`,
    result: `${closed.capture ? `Capture at ${n3(closed.time)} s.` : limit !== null ? `No capture in closed form: the gap tends to ${n3(limit)} m.` : `No capture. ${closed.message}`} Raced at k = 1 for ${n3(plan.end)} s: ${outcome('pure pursuit', pure)}; ${outcome('lead pursuit', lead)}; ${outcome('proportional navigation', pn)}.`,
    thumb,
  };
}

/** Every case, in the order of the book. */
export function atlasCases(): AtlasCase[] {
  return [
    presetCase(
      'already-there',
      'Already there',
      'Shooter and target share a point: t = 0 is the hit, whatever the speeds.',
    ),
    presetCase(
      'cannot-move',
      'The shot cannot move',
      'A speed of zero hits only a target that runs into the shooter; this one does not.',
    ),
    presetCase(
      'standing',
      'A standing target',
      'With V = 0 the quadratic is −s²t² + |D|² = 0: t = |D|/s, the only positive root.',
    ),
    presetCase(
      'equal-approaching',
      'Equal speeds, head-on',
      'a = 0: the quadratic is linear, and its one root is the hit.',
    ),
    presetCase(
      'equal-crossing',
      'Equal speeds, crossing',
      'a = 0 and b = 0: the target neither closes in nor gets away faster than the shot, the equation has no root, and the gap only tends to zero.',
    ),
    presetCase(
      'faster-approaching',
      'Faster target, approaching',
      'A target faster than the shot can still be hit while it comes towards the shooter: two positive roots.',
    ),
    presetCase(
      'faster-fleeing',
      'Faster target, fleeing',
      'Faster and moving away: both roots are negative or complex, and no shot catches it.',
    ),
    grazing(),
    nearEqual(),
    outOfRange(),
    fourHits(),
    bestMiss(),
    integrator(false),
    integrator(true),
    slowPursuer(),
  ];
}
