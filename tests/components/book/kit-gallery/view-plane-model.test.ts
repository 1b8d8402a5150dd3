import { describe, expect, it } from 'vitest';
import { cameraAlong } from '../../../../src/components/kit/scene/projection3d';
import {
  PLANE_CAMERA,
  PLANE_POINT,
  PLANE_VIEW,
  planeScene,
  planeText,
} from '../../../../src/components/book/kit-gallery/view-plane-model';

describe('view-plane gallery scene', () => {
  it('P is inside the outline of the sphere through it; looking along OP it sits on the origin', () => {
    const s = planeScene(PLANE_CAMERA, PLANE_POINT);
    expect(s.radius).toBeCloseTo(Math.hypot(1.5, 1, 1), 12);
    expect(s.sphere.r).toBeCloseTo(s.radius * PLANE_VIEW.scale, 1);
    expect(Math.hypot(s.p.x - s.sphere.cx, s.p.y - s.sphere.cy)).toBeLessThanOrEqual(s.sphere.r);
    const along = planeScene(cameraAlong(PLANE_CAMERA, PLANE_POINT), PLANE_POINT);
    expect(along.p.x).toBeCloseTo(along.sphere.cx, 1);
    expect(along.p.y).toBeCloseTo(along.sphere.cy, 1);
    expect(s.at[1]).toBeCloseTo(PLANE_VIEW.height - s.p.y, 1);
  });
  it('planeText', () => {
    expect(planeText([1.5, -1, 1])).toBe('P (1.5, −1, 1), |OP| 2.06');
  });
});
