import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Vec2 } from '../../../src/lib';
import { EDGE_MARGIN, FRAME, PRESETS, moveTarget, preset, type Scene } from '../../../src/components/edge-cases/model';
import {
  HANDLE_R,
  geometry,
  handleBox,
  labelBox,
  type Box,
  type Geometry,
  type Marker,
} from '../../../src/components/edge-cases/view';

const RUNS = Number(process.env.FC_RUNS ?? 500);

function boxOf(m: Marker): Box {
  return labelBox(m.x + m.lx, m.y + m.ly, m.anchor, m.label);
}
const within = (b: Box) => b.x0 >= 0 && b.y0 >= 0 && b.x1 <= FRAME.width && b.y1 <= FRAME.height;
const apart = (a: Box, b: Box) => a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0;
const handleBoxes = (g: Geometry) => [
  handleBox(g.shooter, HANDLE_R.shooter),
  handleBox(g.target, HANDLE_R.target),
  handleBox(g.tip, HANDLE_R.tip),
];
const labels = (g: Geometry) => [...g.hits, ...g.past];

describe('edge-cases time labels', () => {
  for (const p of PRESETS) {
    it(`preset “${p.label}” → every time label inside the scene, clear of the handles and of each other`, () => {
      const g = geometry(p.scene);
      const boxes = labels(g).map(boxOf);
      for (const b of boxes) {
        expect(within(b)).toBe(true);
        for (const h of handleBoxes(g)) expect(apart(b, h)).toBe(true);
      }
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) expect(apart(boxes[i], boxes[j])).toBe(true);
    });
  }

  it('preset “Already there” → the 0.00 s label clear of S and T (they share the origin)', () => {
    const g = geometry(preset('already-there').scene);
    expect(g.hits.map((m) => m.label)).toEqual(['0.00 s']);
    for (const h of handleBoxes(g)) expect(apart(boxOf(g.hits[0]), h)).toBe(true);
  });

  it('preset “Faster target, fleeing” → the −10.00 s meeting lies off the scene: its label at the edge, whole, with an arrow to it', () => {
    const g = geometry(preset('faster-fleeing').scene);
    const far = g.past.find((m) => m.label.includes('−10.00 s'))!;
    expect(far.x).toBeLessThan(0);
    expect(far.label).toBe('← −10.00 s');
    expect(within(boxOf(far))).toBe(true);
    expect(g.past.find((m) => m.label === '−3.33 s')).toBeDefined();
  });

  for (const p of PRESETS) {
    it(`preset “${p.label}” → S, T and the tip of V, with their rings and letters, inside the scene`, () => {
      for (const b of handleBoxes(geometry(p.scene))) expect(within(b)).toBe(true);
    });
  }

  it('T moved up against the top edge (the audit’s Shift+ArrowUp ×12) → the second-hit label whole, inside the scene', () => {
    let s: Scene = preset('faster-approaching').scene;
    for (let i = 0; i < 12; i++) s = moveTarget(s, [s.target[0], s.target[1] + 10]);
    const g = geometry(s);
    for (const m of labels(g)) {
      expect(m.label).toMatch(/^(← |→ |↑ |↓ )?−?\d+\.\d\d s$/);
      expect(within(boxOf(m))).toBe(true);
    }
  });

  it('any scene → every label whole and inside the scene, and a label that lost its marker points to it', () => {
    const coord = (lo: number, hi: number) => fc.integer({ min: lo * 2, max: hi * 2 }).map((k) => k / 2);
    const e = EDGE_MARGIN;
    const point = fc.tuple(coord(FRAME.xmin + e, FRAME.xmax - e), coord(FRAME.ymin + e, FRAME.ymax - e));
    fc.assert(
      fc.property(point, point, point, fc.integer({ min: 0, max: 100 }), (S, T, tip, speed) => {
        const scene: Scene = {
          shooter: S as Vec2,
          target: T as Vec2,
          velocity: [tip[0] - T[0], tip[1] - T[1]],
          speed: speed / 2,
        };
        const g = geometry(scene);
        for (const [p, r] of [
          [g.shooter, HANDLE_R.shooter],
          [g.target, HANDLE_R.target],
          [g.tip, HANDLE_R.tip],
        ] as const)
          expect(within({ x0: p.x - r - 1, y0: p.y - r - 1, x1: p.x + r + 1, y1: p.y + r + 1 })).toBe(true);
        for (const m of labels(g)) {
          expect(within(boxOf(m))).toBe(true);
          expect(m.label).not.toMatch(/NaN|Infinity|undefined/);
          const off = m.x < 0 || m.x > FRAME.width || m.y < 0 || m.y > FRAME.height;
          expect(/^[←→↑↓] /.test(m.label)).toBe(off);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
