import { describe, expect, it } from 'vitest';
import { linearIntercept } from '../../../../src/lib';
import { DESCRIBE_SCENE, describeGallery } from '../../../../src/components/book/kit-gallery/describe-model';

describe('gallery describe entry', () => {
  it('describeGallery(20) → the hit time of linearIntercept', () => {
    const { shooter, target, velocity } = DESCRIBE_SCENE;
    const r = linearIntercept({ shooter, target, targetVelocity: velocity, speed: 20 });
    if (!r.hit) throw new Error('a hit expected');
    expect(describeGallery(20)).toContain(`after ${r.time.toFixed(2)}\u00a0s`);
  });

  it('describeGallery(0) → the shot cannot move, never NaN', () => {
    const text = describeGallery(0);
    expect(text).toContain('no aim hits');
    expect(text).not.toMatch(/NaN|Infinity|undefined/);
  });
});
