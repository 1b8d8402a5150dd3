import { describe, expect, it } from 'vitest';
import { decodeScene } from '../../../../src/components/kit/links/scene-decode';
import { encodeScene } from '../../../../src/components/kit/links/scene-share';
import { SCENE, sceneOf, stateOf } from '../../../../src/components/figures/pursuit-race/scene';
import { DEFAULTS, K_RULE, paramProblem } from '../../../../src/components/figures/pursuit-race/model';

describe('the race’s scene link at the widened k range (version 1 kept)', () => {
  it('a link made when k started at 1.05 → the same scene as then', () => {
    // Written out as the version-1 schema encoded it before k ≤ 1 was allowed.
    const old = '1~k=1.05~turnLimit=90~gain=3~target=straight~seed=1~waypoints=15,60_30,42_45,58_62,50~time=0';
    const d = decodeScene(SCENE, old);
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect(stateOf(d.state)).toEqual({ ...DEFAULTS, k: 1.05, waypoints: DEFAULTS.waypoints.map((w) => [...w]) });
    expect(encodeScene(SCENE, d.state)).toBe(old);
  });

  it('k = 1, 0.8 and the smallest k round-trip; below it → a note, never a state', () => {
    for (const k of [1, 0.8, K_RULE.min]) {
      const d = decodeScene(SCENE, encodeScene(SCENE, sceneOf({ ...DEFAULTS, k }, 40)));
      expect(d.ok && d.state.k).toBe(k);
      expect(d.ok && paramProblem(stateOf(d.state))).toBeNull();
    }
    const low = encodeScene(SCENE, sceneOf({ ...DEFAULTS, k: 1 }, 0)).replace('k=1~', 'k=0.4~');
    expect(decodeScene(SCENE, low).ok).toBe(false);
  });
});
