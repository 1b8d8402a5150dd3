import { describe, expect, it } from 'vitest';
import { shotField } from '../../../../src/components/kit/scene/shot';
import { makeFrame } from '../../../../src/components/kit/scene/frame';

describe('shotField', () => {
  it('the frame over the world, a 1 m margin and a 1 s arrow unless told', () => {
    const world = { xmin: 0, xmax: 100, ymin: 0, ymax: 62.5 };
    expect(shotField(world)).toEqual({ FRAME: makeFrame(world), MARGIN: 1, VELOCITY_SECONDS: 1 });
    expect(shotField(world, { margin: 1.5, arrowSeconds: 2 })).toMatchObject({ MARGIN: 1.5, VELOCITY_SECONDS: 2 });
  });
});
