import { describe, expect, it } from 'vitest';
import {
  clockField,
  copyPoints,
  framePoint,
  frameVector,
  placeFields,
  ruleNumber,
  rulePoint,
  shotFields,
} from '../../../../src/components/kit/links/scene-fields';

describe('the shared fields of a shot scene', () => {
  const frame = { xmin: -10, xmax: 110, ymin: -5, ymax: 75 };
  it('shotFields: S and T within the frame, V within ± the span per `seconds`', () => {
    const f = shotFields(frame, 4);
    expect(f.shooter).toMatchObject({ type: 'point', min: [-10, -5], max: [110, 75] });
    expect(f.target).toEqual(placeFields(frame).target);
    expect(f.velocity).toMatchObject({ min: [-30, -20], max: [30, 20] });
  });
  it('copyPoints: fresh [x, y] arrays, never the source’s own, and only the named points', () => {
    const s = { shooter: [1, 2], target: [3, 4, 99], speed: 5 };
    const c = copyPoints(s, 'shooter', 'target');
    expect(c).toEqual({ shooter: [1, 2], target: [3, 4] });
    expect(c.shooter).not.toBe(s.shooter);
    c.shooter[0] = 7;
    expect(s.shooter[0]).toBe(1);
  });
});

describe('the fields by rule and frame', () => {
  it('a frame point and vector: the frame’s bounds, and ± its span per `seconds`', () => {
    const frame = { xmin: 0, xmax: 60, ymin: -10, ymax: 30 };
    expect(framePoint(frame, 'P')).toEqual({ type: 'point', min: [0, -10], max: [60, 30], about: 'P' });
    expect(frameVector(frame, 'V', 2)).toEqual({ type: 'point', min: [-30, -20], max: [30, 20], about: 'V' });
  });
  it('a rule’s number and point keep its range and least size; the clock’s time is up to 10,000 s', () => {
    expect(ruleNumber({ min: 1, max: 500, least: 1e-3 }, 's')).toEqual({
      type: 'number',
      min: 1,
      max: 500,
      least: 1e-3,
      about: 's',
    });
    expect(ruleNumber({}, 'x')).toMatchObject({ min: -1e9, max: 1e9 });
    expect(rulePoint({ min: 0, max: 9 }, 3, 'v')).toEqual({
      type: 'point',
      min: [0, 0, 0],
      max: [9, 9, 9],
      about: 'v',
    });
    expect(clockField).toMatchObject({ type: 'number', min: 0, max: 1e4 });
  });
});
