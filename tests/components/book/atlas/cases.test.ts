import { describe, expect, it } from 'vitest';
import { atlasCases } from '../../../../src/components/book/atlas/cases';
import { drawThumb } from '../../../../src/components/book/atlas/thumb';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { linearIntercept, purePursuitTime } from '../../../../src/lib';
import { DEFAULTS as RACE_DEFAULTS, planRace } from '../../../../src/components/figures/pursuit-race/model';
import { decodeScene } from '../../../../src/components/kit/links/scene-decode';
import type { SceneSchema } from '../../../../src/components/kit/links/scene-link';
import { caseHref } from '../../../../src/components/book/atlas/links';
import { SCENE as EDGE } from '../../../../src/components/figures/edge-cases/scene';
import { SCENE as LAB } from '../../../../src/components/figures/precision-lab/scene';
import { SCENE as GRAVITY } from '../../../../src/components/figures/gravity-figure/scene';
import { SCENE as QUARTIC } from '../../../../src/components/figures/quartic-figure/scene';
import { SCENE as NO_HIT } from '../../../../src/components/figures/no-hit-figure/scene';
import { SCENE as INTEGRATOR } from '../../../../src/components/figures/integrator-figure/scene';
import { SCENE as RACE } from '../../../../src/components/figures/pursuit-race/scene';

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

  it('every thumbnail is finite, inside its box, and draws something', () => {
    for (const c of cases) {
      const d = drawThumb(c.thumb);
      expect(d.lines.length + d.dots.length, c.id).toBeGreaterThan(1);
      for (const dot of d.dots) {
        expect(dot.cx, c.id).toBeGreaterThanOrEqual(0);
        expect(dot.cx, c.id).toBeLessThanOrEqual(d.width);
        expect(dot.cy, c.id).toBeGreaterThanOrEqual(0);
        expect(dot.cy, c.id).toBeLessThanOrEqual(d.height);
      }
      for (const l of d.lines) expect(l.d, c.id).not.toMatch(/NaN|Infinity/);
    }
  });

  it('the results are the library’s: the grazing case is a double root, the four-hit case has four times', () => {
    const grazing = cases.find((c) => c.id === 'grazing')!;
    const r = linearIntercept({ shooter: [0, 0], target: [100, 0], targetVelocity: [-20, 10], speed: 10 });
    expect(r.hit && r.roots).toEqual([5]);
    expect(grazing.result).toBe('Hit at t = 5 s.');
    expect(cases.find((c) => c.id === 'four-hits')!.result).toMatch(/hits at t = [\d.]+, [\d.]+, [\d.]+, [\d.]+ s/);
    expect(cases.find((c) => c.id === 'falling-target')!.result).not.toMatch(/misses by 0\.[0-9]*[1-9]/);
    expect(cases.find((c) => c.id === 'integrator-mismatch')!.result).toMatch(/explicit-euler misses by 0\.\d*[1-9]/);
    expect(cases.find((c) => c.id === 'pursuit-k1')!.result).toMatch(/^No capture/);
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
    expect(c.result).toContain(
      `pure pursuit not caught in 40 s, closest ${Number(pure.closest.distance.toFixed(2))} m`,
    );
    expect(c.result).toContain(`closest ${Number(plan.guided.pn.closest.distance.toFixed(2))} m`);
  });
});
