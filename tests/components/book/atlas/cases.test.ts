import { describe, expect, it } from 'vitest';
import { atlasCases } from '../../../../src/components/book/atlas/cases';
import { drawThumb } from '../../../../src/components/book/atlas/thumb';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { linearIntercept, type Vec2 } from '../../../../src/lib';
import { distance } from '../../../../src/lib/vec';
import { purePursuitTime } from '../../../../src/lib/motion';
import { polynomialRoots } from '../../../../src/lib/numeric';
import { DEFAULTS as RACE_DEFAULTS, planRace } from '../../../../src/components/figures/pursuit-race/model';
import { LAB as LAB_SCENE, labState } from '../../../../src/components/figures/precision-lab/model';
import { optionsFor as quarticOptions } from '../../../../src/components/figures/quartic-figure/model';
import { optionsOf as noHitOptions } from '../../../../src/components/figures/no-hit-figure/model';
import {
  INTEGRATORS,
  NAMES as INTEGRATOR_NAMES,
  gravityVec as integratorGravity,
} from '../../../../src/components/figures/integrator-figure/model';
import { FOUR_HITS } from '../../../../src/components/figures/quartic-figure/model';
import { PRESETS } from '../../../../src/components/figures/edge-cases/model';
import { decodeScene } from '../../../../src/components/kit/links/scene-decode';
import type { SceneSchema } from '../../../../src/components/kit/links/scene-link';
import { caseHref } from '../../../../src/components/book/atlas/links';
import { SCENE as EDGE } from '../../../../src/components/figures/edge-cases/scene';
import { SCENE as LAB } from '../../../../src/components/figures/precision-lab/scene';
import { SCENE as GRAVITY } from '../../../../src/components/figures/gravity-figure/scene';
import { SCENE as QUARTIC, stateOf as quarticState } from '../../../../src/components/figures/quartic-figure/scene';
import { SCENE as NO_HIT, stateOf as noHitState } from '../../../../src/components/figures/no-hit-figure/scene';
import { SCENE as INTEGRATOR } from '../../../../src/components/figures/integrator-figure/scene';
import { SCENE as RACE, stateOf as raceState } from '../../../../src/components/figures/pursuit-race/scene';

const SCHEMAS: Record<string, SceneSchema> = {
  'edge-cases': EDGE,
  'precision-lab': LAB,
  gravity: GRAVITY,
  quartic: QUARTIC,
  nohit: NO_HIT,
  integrator: INTEGRATOR,
  'pursuit-race': RACE,
};

/** The content ids of the book's chapters (content/*.mdx). */
function getChapterIds(): string[] {
  const dir = fileURLToPath(new URL('../../../../content/', import.meta.url));
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => f.replace(/\.mdx$/, ''));
}

/** The SVG path's vertices (an `M x y L x y …` polyline). */
function pathPoints(d: string): Vec2[] {
  return [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

/** Distance from p to the polyline pts. */
function offPolyline(pts: readonly Vec2[], p: Vec2): number {
  let best = Infinity;
  for (let i = 0; i + 1 < pts.length; i++) {
    const [a, b] = [pts[i], pts[i + 1]];
    const e: Vec2 = [b[0] - a[0], b[1] - a[1]];
    const ee = e[0] * e[0] + e[1] * e[1];
    const u = ee > 0 ? Math.min(1, Math.max(0, ((p[0] - a[0]) * e[0] + (p[1] - a[1]) * e[1]) / ee)) : 0;
    best = Math.min(best, Math.hypot(a[0] + u * e[0] - p[0], a[1] + u * e[1] - p[1]));
  }
  return pts.length === 1 ? Math.hypot(pts[0][0] - p[0], pts[0][1] - p[1]) : best;
}

/** How a scene moves its target: T + V·t + ½·A·t² for t ≥ 0, or a recorded path. */
type Motion = { kind: 'moving'; T: Vec2; V: Vec2; A: Vec2 } | { kind: 'recorded'; points: Vec2[] };

const v2 = (p: ArrayLike<number> | undefined): Vec2 => (p ? [p[0], p[1]] : [0, 0]);
const moving = (T: ArrayLike<number>, V: ArrayLike<number>, A?: ArrayLike<number>): Motion => ({
  kind: 'moving',
  T: v2(T),
  V: v2(V),
  A: v2(A),
});

function decoded<S extends SceneSchema>(schema: S, encoded: string) {
  const r = decodeScene(schema, encoded);
  if (!r.ok) throw new Error(r.note);
  return r.state;
}

/** The target's motion in the scene a case's link opens, as that figure's own model sets it up. */
const MOTIONS: Record<string, (encoded: string) => Motion> = {
  'edge-cases': (e) => {
    const s = decoded(EDGE, e);
    return moving(s.target, s.velocity);
  },
  'precision-lab': (e) => moving(LAB_SCENE.target, labState(decoded(LAB, e).digits).velocity),
  // The gravity figure's target stands still.
  gravity: (e) => moving(decoded(GRAVITY, e).target, [0, 0]),
  quartic: (e) => {
    const o = quarticOptions(quarticState(decoded(QUARTIC, e)), 1);
    return moving(o.target, o.targetVelocity!, o.targetAcceleration);
  },
  nohit: (e) => {
    const o = noHitOptions(noHitState(decoded(NO_HIT, e)));
    return moving(o.target, o.targetVelocity!, o.targetAcceleration);
  },
  // The integrator figure's target falls under the shot's gravity when `falling`, else glides.
  integrator: (e) => {
    const s = decoded(INTEGRATOR, e);
    return moving(s.target, s.velocity, s.falling ? integratorGravity(s.gravity) : [0, 0]);
  },
  'pursuit-race': (e) => ({
    kind: 'recorded',
    points: planRace(raceState(decoded(RACE, e))).targetPath.map((p) => v2(p.position)),
  }),
};

/** Distance from p to the motion's path (world units): for T + V·t + ½·A·t², over t = 0 and the stationary points of |p(t) − p|². */
function offMotion(m: Motion, p: Vec2): number {
  if (m.kind === 'recorded') return offPolyline(m.points, p);
  const { T, V, A } = m;
  const at = (t: number): Vec2 => [T[0] + V[0] * t + 0.5 * A[0] * t * t, T[1] + V[1] * t + 0.5 * A[1] * t * t];
  const dot = (a: Vec2, b: Vec2) => a[0] * b[0] + a[1] * b[1];
  const Q: Vec2 = [T[0] - p[0], T[1] - p[1]];
  // d/dt ½|p(t) − p|² = ½|A|²t³ + (3/2)(V·A)t² + (|V|² + Q·A)t + Q·V.
  const cubic = [0.5 * dot(A, A), 1.5 * dot(V, A), dot(V, V) + dot(Q, A), dot(Q, V)];
  while (cubic.length > 1 && cubic[0] === 0) cubic.shift();
  const times = [0, ...(cubic.length > 1 ? polynomialRoots(cubic).roots.filter((t) => t > 0) : [])];
  return Math.min(...times.map((t) => Math.hypot(at(t)[0] - p[0], at(t)[1] - p[1])));
}

/** Half an SVG unit: the thumbnails round to a tenth, and a dot is 7 units across. */
const TOL = 0.5;

describe('the edge-case atlas', () => {
  const cases = atlasCases();

  it('lists every case the issue names once, each in an existing chapter, with words and no NaN', () => {
    const ids = cases.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      'already-there',
      'cannot-move',
      'standing',
      'equal-approaching',
      'equal-crossing',
      'faster-approaching',
      'faster-fleeing',
      'grazing',
      'near-equal',
      'out-of-range',
      'four-hits',
      'best-miss',
      'integrator-mismatch',
      'falling-target',
      'pursuit-k1',
    ]) {
      expect(ids).toContain(id);
    }
    const chapters = getChapterIds();
    for (const c of cases) {
      expect(chapters, c.id).toContain(c.chapter);
      expect(c.sentence.length, c.id).toBeGreaterThan(40);
      expect(`${c.title} ${c.sentence} ${c.result}`, c.id).not.toMatch(/NaN|undefined|Infinity|null/);
    }
  });

  it('every case’s link is one its figure reads whole (the figure’s own decoder), with the figure’s anchor', () => {
    for (const c of cases) {
      const schema = SCHEMAS[c.link.id];
      expect(schema, c.id).toBeDefined();
      const decoded = decodeScene(schema, c.link.encoded);
      expect(decoded.ok, `${c.id}: ${decoded.ok ? '' : decoded.note}`).toBe(true);
      expect(caseHref('/chapters/x/', c.link)).toBe(
        `/chapters/x/?scene=${c.link.id}~${c.link.encoded}#fig-${c.link.id}`,
      );
    }
  });

  it('every thumbnail is finite, draws something, and keeps every mark wholly inside its box (rings included)', () => {
    for (const c of cases) {
      const d = drawThumb(c.thumb);
      expect(d.lines.length + d.dots.length, c.id).toBeGreaterThan(1);
      for (const dot of d.dots) {
        // A dot's disc or its dashed ring, whichever is larger, plus half its 1-unit stroke and a unit to spare.
        const reach = Math.max(dot.r, dot.ring) + 1.5;
        expect(dot.cx - reach, `${c.id}: ${dot.ink} ring`).toBeGreaterThanOrEqual(0);
        expect(dot.cx + reach, `${c.id}: ${dot.ink} ring`).toBeLessThanOrEqual(d.width);
        expect(dot.cy - reach, `${c.id}: ${dot.ink} ring`).toBeGreaterThanOrEqual(0);
        expect(dot.cy + reach, `${c.id}: ${dot.ink} ring`).toBeLessThanOrEqual(d.height);
      }
      for (const l of d.lines) {
        expect(l.d, c.id).not.toMatch(/NaN|Infinity/);
        for (const [x, y] of pathPoints(l.d)) {
          expect(x, c.id).toBeGreaterThanOrEqual(1);
          expect(x, c.id).toBeLessThanOrEqual(d.width - 1);
          expect(y, c.id).toBeGreaterThanOrEqual(1);
          expect(y, c.id).toBeLessThanOrEqual(d.height - 1);
        }
      }
    }
  });

  it('every thumbnail draws the target’s path as its scene moves it, and every hit or best-miss dot sits on that path', () => {
    for (const c of cases) {
      const motion = MOTIONS[c.link.id](c.link.encoded);
      const d = drawThumb(c.thumb);
      // The path's points, in the world, lie on the scene's own motion (measured in the thumbnail's units).
      const paths = c.thumb.lines.filter((l) => l.ink === 'target');
      for (const l of paths) {
        for (const p of l.points) expect(offMotion(motion, p) * d.scale, `${c.id}: path point ${p}`).toBeLessThan(TOL);
      }
      const marks = c.thumb.dots.filter((x) => x.ink !== 'shooter');
      for (const m of marks) expect(offMotion(motion, m.at) * d.scale, `${c.id}: ${m.ink} dot`).toBeLessThan(TOL);
      // And on the drawn path itself (the SVG's polyline), unless the target stands still.
      const drawn = d.lines.filter((l) => l.ink === 'target').map((l) => pathPoints(l.d));
      if (drawn.length === 0) {
        expect(motion.kind === 'moving' && motion.V.every((x) => x === 0) && motion.A.every((x) => x === 0), c.id).toBe(
          true,
        );
        continue;
      }
      for (const dot of d.dots.filter((x) => x.ink !== 'shooter')) {
        const off = Math.min(...drawn.map((pts) => offPolyline(pts, [dot.cx, dot.cy])));
        expect(off, `${c.id}: ${dot.ink} dot off the drawn path`).toBeLessThan(TOL);
      }
    }
  });

  it('the results are the library’s: the grazing case is a double root, the four-hit case has four times', () => {
    const grazing = cases.find((c) => c.id === 'grazing')!;
    const r = linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [-20, 10], speed: 10 });
    expect(r.hit && r.roots).toEqual([5]);
    expect(grazing.result).toBe('Hit at t = 5 s.');
    expect(cases.find((c) => c.id === 'four-hits')!.result).toMatch(/hits at t = [\d.]+, [\d.]+, [\d.]+, [\d.]+ s/);
    expect(cases.find((c) => c.id === 'falling-target')!.result).not.toMatch(/misses by 0\.[0-9]*[1-9]/);
    expect(cases.find((c) => c.id === 'integrator-mismatch')!.result).toMatch(/explicit Euler misses by 0\.\d*[1-9]/);
    expect(cases.find((c) => c.id === 'pursuit-k1')!.result).toMatch(/^No capture/);
  });

  it('four hits says how its target moves: a straight line at the scene’s constant velocity, no fall', () => {
    const c = cases.find((x) => x.id === 'four-hits')!;
    expect(FOUR_HITS.acceleration).toEqual([0, 0]);
    expect(c.sentence).toContain('a straight line at a constant V = (9, −17) m/s');
    expect(c.sentence).not.toMatch(/falling target|thrown upward/);
  });

  it('equal speeds, crossing: the card says why the best miss is reported at 500 s (1 % of the start distance)', () => {
    const c = cases.find((x) => x.id === 'equal-crossing')!;
    const scene = PRESETS.find((p) => p.id === 'equal-crossing')!.scene;
    const r = linearIntercept({
      shooter: scene.shooter,
      target: scene.target,
      targetVelocity: scene.velocity,
      speed: scene.speed,
    });
    expect(r.hit).toBe(false);
    const start = distance(scene.shooter, scene.target);
    // The library's rule the card states: the reported miss is 1 % of |R| (lib/intercept/closest-miss-linear.ts).
    expect(!r.hit && r.closest.distance / start).toBeCloseTo(0.01, 4);
    expect(c.result).toContain(`down to 1 % of the start distance of ${start} m`);
    expect(c.result).toContain('a best miss of 1 m at t = 500 s');
  });

  it('near-equal speeds: the library’s and the school formula’s times are printed so that they differ, from the lab', () => {
    const c = cases.find((x) => x.id === 'near-equal')!;
    const m = /library gives t = ([\d.]+) s .*school formula gives ([\d.]+) s/.exec(c.result);
    expect(m, c.result).not.toBeNull();
    const [, lib, school] = m!;
    expect(lib).not.toBe(school);
    const lab = labState(12);
    expect(Number(lib)).toBeCloseTo(lab.library.time!, 12);
    expect(Number(school)).toBeCloseTo(lab.textbook.time!, 12);
  });

  it('the integrator cards name the integrators as the book does, and print their misses alike', () => {
    for (const id of ['integrator-mismatch', 'falling-target']) {
      const c = cases.find((x) => x.id === id)!;
      for (const method of INTEGRATORS) {
        expect(c.result, id).not.toContain(`${method} misses`);
        expect(c.result, id).toContain(`${INTEGRATOR_NAMES[method]} misses by `);
      }
      const decimals = [...c.result.matchAll(/misses by (\d+(?:\.(\d+))?) m/g)].map((x) => (x[2] ?? '').length);
      expect(decimals.length, id).toBe(INTEGRATORS.length);
      expect(new Set(decimals).size, `${id}: ${c.result}`).toBe(1);
    }
  });

  it('times listed together share one format: the four hits to three decimals each', () => {
    const c = cases.find((x) => x.id === 'four-hits')!;
    const times = /hits at t = (.*) s\./.exec(c.result)![1].split(', ');
    expect(times).toHaveLength(4);
    for (const t of times) expect(t, c.result).toMatch(/^\d+\.\d{3}$/);
  });

  it('pursuit with k ≤ 1 opens the race at k = 1, and says what the race’s model computes there', () => {
    const c = cases.find((x) => x.id === 'pursuit-k1')!;
    const decoded = decodeScene(RACE, c.link.encoded);
    expect(decoded.ok && decoded.state.k).toBe(1);
    const plan = planRace({ ...RACE_DEFAULTS, k: 1 });
    expect(decoded.ok && decoded.state.time).toBe(plan.end);
    const limit = purePursuitTime({ range: 50, pursuerSpeed: 5, targetSpeed: 5, angle: Math.PI / 2 });
    expect(limit).toMatchObject({ capture: false, limitDistance: 25 });
    expect(c.sentence).toContain('(25 m, half the start range)');
    expect(c.result).toContain('the gap tends to 25 m');
    const pure = plan.guided.pure;
    expect(pure.captureTime).toBeNull();
    expect(c.result).toContain(`pure pursuit not caught in 40 s, closest ${pure.closest.distance.toFixed(2)} m`);
    expect(c.result).toContain(`closest ${plan.guided.pn.closest.distance.toFixed(2)} m`);
  });
});
