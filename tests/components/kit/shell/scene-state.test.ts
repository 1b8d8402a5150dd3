import { describe, expect, it } from 'vitest';
import {
  asScene3DState,
  scene3DProblem,
  scene3DState,
  sceneState,
} from '../../../../src/components/kit/shell/scene-state';

describe('the scenes figures publish', () => {
  it('a plane scene: fresh [x, y] copies, keys in one order, so the build’s state and the first publication are equal', () => {
    const from = { speed: 20, velocity: [3, 4, 9], target: [1, 2], shooter: [0, 0] };
    const s = sceneState(from);
    expect(JSON.stringify(s)).toBe('{"shooter":[0,0],"target":[1,2],"velocity":[3,4],"speed":20}');
    expect(s.shooter).not.toBe(from.shooter);
  });
  it('a 3D scene read back from what a figure published: three numbers a vector, else nothing', () => {
    const good = scene3DState({ shooter: [0, 0, 0], target: [1, 2, 3], velocity: [0, 1, 0], speed: 5 });
    expect(asScene3DState(JSON.parse(JSON.stringify(good)))).toEqual(good);
    expect(asScene3DState({ ...good, target: [1, 2] })).toBeNull();
    expect(asScene3DState(null)).toBeNull();
    expect(asScene3DState('scene')).toBeNull();
  });
  it('what is wrong with a 3D scene, in words; nothing for a good one', () => {
    const good = scene3DState({ shooter: [0, 0, 0], target: [1, 2, 3], velocity: [0, 1, 0], speed: 5 });
    expect(scene3DProblem(good)).toBeNull();
    expect(scene3DProblem({ ...good, target: [1, NaN, 3] })).toBe(
      "The target's position has a coordinate that is not a finite number.",
    );
    expect(scene3DProblem({ ...good, speed: -1 })).toBe('The projectile speed must be a finite number, 0 or more.');
  });
});
