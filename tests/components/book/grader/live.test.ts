/** Each failing case opens live: a link to its chapter's figure holding that scene, decoded by the figure's own schema. */
import { describe, expect, it } from 'vitest';
import { buildSuite } from '../../../../src/components/book/grader/suite';
import { liveLink } from '../../../../src/components/book/grader/live';
import { sceneParam } from '../../../../src/components/kit/links/scene-link';
import { decodeScene } from '../../../../src/components/kit/links/scene-decode';
import { SCENE as EDGE } from '../../../../src/components/figures/edge-cases/scene';
import { SCENE as GRAVITY } from '../../../../src/components/figures/gravity-figure/scene';
import { SCENE as SPACE } from '../../../../src/components/figures/intercept-3d/scene';
import { linearIntercept, intercept } from '../../../../src/lib';

const suite = buildSuite();
const byId = (id: string) => suite.find((c) => c.id === id)!;
const SCHEMAS = { 'edge-cases': EDGE, 'gravity-figure': GRAVITY, 'intercept-3d': SPACE } as const;

/** The state a link opens, read back as the figure reads it. */
function opened(href: string) {
  const query = href.slice(href.indexOf('?'), href.indexOf('#'));
  const p = sceneParam(query)!;
  if (!p.id) throw new Error(`no scene in ${href}`);
  const schema = SCHEMAS[p.id as keyof typeof SCHEMAS];
  const d = decodeScene(schema, p.rest);
  if (!d.ok) throw new Error(d.note);
  return { id: p.id, state: d.state as Record<string, unknown> };
}

/** The earliest hit of the scene the link opens, by the library: the same as the case's. */
function openedTime(href: string): number | null {
  const { id, state } = opened(href);
  if (id === 'gravity-figure') {
    const r = intercept({
      shooter: state.shooter as number[],
      target: state.target as number[],
      speed: state.speed as number,
      gravity: [0, -(state.gravity as number)],
    });
    return r.hit ? r.times[0]! : null;
  }
  const r = linearIntercept({
    shooter: state.shooter as number[],
    target: state.target as number[],
    targetVelocity: state.velocity as number[],
    speed: state.speed as number,
  });
  return r.hit ? r.time : null;
}

describe('live links', () => {
  it('a plane scene that fits opens exactly, in the edge-case figure', () => {
    const c = byId('edge/crossing');
    const link = liveLink(c, '/');
    expect(link).toMatchObject({ live: true, exact: true });
    expect(link.href.startsWith('/chapters/edge-cases/?scene=edge-cases~1~')).toBe(true);
    expect(opened(link.href).state).toMatchObject({ shooter: [0, 0], target: [100, 0], velocity: [0, 10], speed: 20 });
  });

  it('every case of the suite opens a scene with its hit time, or says it cannot', () => {
    for (const c of suite) {
      const link = liveLink(c, '/base/');
      expect(link.href.startsWith('/base/chapters/'), c.id).toBe(true);
      if (!link.live) {
        expect(link.text, c.id).toMatch(/no figure draws this one/);
        continue;
      }
      const e = Array.isArray(c.expected) ? (c.expected[0] ?? null) : c.expected;
      const t = openedTime(link.href);
      if (e === null) expect(t, c.id).toBeNull();
      else expect(Math.abs(t! - e) / Math.max(e, 1e-300), c.id).toBeLessThan(1e-6);
      if (!link.exact) expect(link.text, c.id).toMatch(/to fit its frame/);
    }
  });

  it('a scaled scene says by how much; a 3D scene opens in the 3D figure; a moving target under gravity cannot', () => {
    expect(liveLink(byId('scale/crossing-1e-150'), '/').text).toMatch(
      /×2⁴⁹⁹ to fit its frame \(a power of two: the same hit times\)/,
    );
    expect(opened(liveLink(byId('faster/approach-3d'), '/').href).id).toBe('intercept-3d');
    expect(liveLink(byId('arcs/level'), '/').href).toMatch(/scene=gravity-figure~/);
    expect(liveLink(byId('quartic/four'), '/')).toMatchObject({ live: false });
  });
});
