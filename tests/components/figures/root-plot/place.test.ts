import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EDGE,
  FRAME,
  PRESETS,
  SNAP,
  place,
  preset,
  type PresetName,
} from '../../../../src/components/figures/root-plot/model';
import { velocityTip as velocityTipOf } from '../../../../src/components/figures/root-plot/view';

const seed = 20261121;

describe('root-plot place (dragged handles)', () => {
  it('place(a point near T) → exactly T, so a drag of the V tip onto T gives V = (0, 0)', () => {
    const t = preset('slower').target;
    const tip = place([t[0] + 4.386e-6, t[1] + 3.987e-4]);
    expect([tip[0] - t[0], tip[1] - t[1]]).toEqual([0, 0]);
    expect(place([63.3521, 15.8734])).toEqual([63.5, 16]);
  });

  it('place(any point) → on the SNAP grid, inside the scene with room for the handle and its label', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        (x, y) => {
          const [px, py] = place([x, y]);
          expect(Number.isInteger(px / SNAP) && Number.isInteger(py / SNAP)).toBe(true);
          expect(px).toBeGreaterThanOrEqual(FRAME.xmin + EDGE.left);
          expect(px).toBeLessThanOrEqual(FRAME.xmax - EDGE.right);
          expect(py).toBeGreaterThanOrEqual(FRAME.ymin + EDGE.bottom);
          expect(py).toBeLessThanOrEqual(FRAME.ymax - EDGE.top);
          // Short readouts: no float noise after snapping.
          expect(String(px).length).toBeLessThanOrEqual(6);
          expect(String(py).length).toBeLessThanOrEqual(6);
        },
      ),
      { seed, numRuns: 300 },
    );
  });

  it('every preset puts T and the V tip where a drag could put them (both handles fully visible)', () => {
    for (const name of Object.keys(PRESETS) as PresetName[]) {
      const s = preset(name);
      expect(place(s.target), `${name}: T`).toEqual(s.target);
      expect(place(velocityTipOf(s)), `${name}: V tip`).toEqual(velocityTipOf(s));
    }
  });
});
