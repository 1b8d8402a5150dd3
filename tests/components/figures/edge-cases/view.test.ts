import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Vec2 } from '../../../../src/lib';
import {
  EDGE_MARGIN,
  FRAME,
  PRESETS,
  moveTarget,
  preset,
  type Scene,
} from '../../../../src/components/figures/edge-cases/model';
import { handleLabelBox, labelPlace } from '../../../../src/components/kit/controls/handle-label';
import { circleHitsBox, grow, segmentHitsBox } from '../../../../src/components/kit/scene/label-box';
import {
  CARDS,
  HANDLE_R,
  figure,
  viewOf,
  geometry,
  labelBox,
  type Box,
  type Geometry,
  type Marker,
} from '../../../../src/components/figures/edge-cases/view';

const RUNS = Number(process.env.FC_RUNS ?? 500);

function boxOf(m: Marker): Box {
  return labelBox(m.x + m.lx, m.y + m.ly, m.anchor, m.label);
}
const within = (b: Box) => b.x0 >= 0 && b.y0 >= 0 && b.x1 <= FRAME.width && b.y1 <= FRAME.height;
const apart = (a: Box, b: Box) => a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0;
const LETTERS = { shooter: 'S', target: 'T', tip: 'V' } as const;
/** A handle's letter where the figure puts it (kit/controls/handle-label.ts). */
const letterBox = (g: Geometry, name: keyof typeof LETTERS) => handleLabelBox(g[name], g.letters[name], LETTERS[name]);
/** Each handle's ring and its letter. */
const handleBoxes = (g: Geometry) =>
  (['shooter', 'target', 'tip'] as const).flatMap((name) => {
    const p = g[name];
    const r = HANDLE_R[name] + 1;
    return [{ x0: p.x - r, y0: p.y - r, x1: p.x + r, y1: p.y + r }, letterBox(g, name)];
  });
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

/** What a box touches among the drawn lines: the target's line, V, the shot, the barrel's line and the reach circles. */
function touched(g: Geometry, b: Box): string[] {
  const near = grow(b, 0.2);
  const out: string[] = [];
  if (g.line && segmentHitsBox({ a: g.line.from, b: g.line.to }, near)) out.push('line');
  if (segmentHitsBox({ a: g.target, b: g.tip }, near)) out.push('V');
  if (g.shot && segmentHitsBox({ a: g.shot.from, b: g.shot.to }, near)) out.push('shot');
  for (const r of g.reach)
    if (r > 0 && circleHitsBox({ cx: g.shooter.x, cy: g.shooter.y, r }, near)) out.push('circle');
  for (const m of labels(g))
    if (!apart(b, { x0: m.x - 1.6, y0: m.y - 1.6, x1: m.x + 1.6, y1: m.y + 1.6 })) out.push('marker');
  return out;
}

describe('edge-cases: the S, T and V letters keep off every line, circle, marker and handle (issue 13)', () => {
  for (const p of PRESETS) {
    it(`${p.id} → no letter touches a line, a circle, a marker, another handle or another letter`, () => {
      const g = geometry(p.scene);
      const names = ['shooter', 'target', 'tip'] as const;
      // Two handles on one spot (a standing target's V on T, S on T) cannot keep their letters off each other's dots.
      const onOne = (a: (typeof names)[number], b: (typeof names)[number]) =>
        Math.hypot(g[a].x - g[b].x, g[a].y - g[b].y) < 4;
      for (const name of names) {
        const b = letterBox(g, name);
        expect(within(b), name).toBe(true);
        if (names.some((o) => o !== name && onOne(name, o))) continue;
        expect(touched(g, b), `${name} in ${p.id}`).toEqual([]);
        for (const o of names) {
          if (o === name) continue;
          const r = HANDLE_R[o] + 1;
          expect(apart(b, { x0: g[o].x - r, y0: g[o].y - r, x1: g[o].x + r, y1: g[o].y + r }), `${name} on ${o}`).toBe(
            true,
          );
          expect(apart(b, letterBox(g, o)), `${name} on ${o}'s letter`).toBe(true);
        }
      }
    });
  }

  it('random scenes: far fewer letters on a line than at the kit’s default spot', () => {
    const pt = fc.tuple(fc.integer({ min: -40, max: 40 }), fc.integer({ min: -25, max: 25 }));
    let now = 0;
    let before = 0;
    let n = 0;
    fc.assert(
      fc.property(pt, pt, pt, fc.integer({ min: 0, max: 40 }), (S, T, V, speed) => {
        const scene: Scene = {
          shooter: S as Vec2,
          target: moveTarget({ shooter: S as Vec2, target: T as Vec2, velocity: V as Vec2, speed }, T as Vec2).target,
          velocity: V as Vec2,
          speed,
        };
        const g = geometry(scene);
        n++;
        const names = ['shooter', 'target', 'tip'] as const;
        if (names.some((name) => touched(g, letterBox(g, name)).length > 0)) now++;
        if (
          names.some(
            (name) =>
              touched(
                g,
                handleLabelBox(g[name], labelPlace(g[name], HANDLE_R[name], LETTERS[name], FRAME), LETTERS[name]),
              ).length > 0,
          )
        )
          before++;
      }),
      { seed: 13, numRuns: 2000 },
    );
    expect(now / n).toBeLessThanOrEqual(0.05);
    expect(now).toBeLessThan(before / 5);
  });
});

describe('edge-cases time labels by the kit’s placement step (issue 38 item 11)', () => {
  for (const p of PRESETS) {
    it(`${p.id} → every time label off the target’s line, V, the shot and the reach circles`, () => {
      const g = geometry(p.scene);
      for (const m of labels(g)) {
        // A label slid in from a marker off the scene sits by the edge, where the line it points along leaves.
        if (/^[←→↑↓] /.test(m.label)) continue;
        expect(
          touched(g, boxOf(m)).filter((t) => t !== 'marker'),
          `${m.label} in ${p.id}`,
        ).toEqual([]);
      }
    });
  }

  it('random scenes: a time label by its marker rarely touches a line or circle (the kit weighs them)', () => {
    const pt = fc.tuple(fc.integer({ min: -40, max: 40 }), fc.integer({ min: -25, max: 25 }));
    let on = 0;
    let n = 0;
    fc.assert(
      fc.property(pt, pt, pt, fc.integer({ min: 0, max: 40 }), (S, T, V, speed) => {
        const scene: Scene = {
          shooter: S as Vec2,
          target: moveTarget({ shooter: S as Vec2, target: T as Vec2, velocity: V as Vec2, speed }, T as Vec2).target,
          velocity: V as Vec2,
          speed,
        };
        const g = geometry(scene);
        for (const m of labels(g)) {
          if (/^[←→↑↓] /.test(m.label)) continue;
          n++;
          if (touched(g, boxOf(m)).some((t) => t !== 'marker')) on++;
        }
      }),
      { seed: 17, numRuns: 1000 },
    );
    expect(n).toBeGreaterThan(300);
    expect(on / n).toBeLessThanOrEqual(0.05);
  });
});

describe('the readouts, declared once', () => {
  it('every preset → the cards, the slider’s speed, the equation and its explanation say something; the status line (reason) speaks only when there is no hit', () => {
    for (const p of PRESETS) {
      const v = viewOf(p.scene);
      const r = figure.readouts(v);
      for (const name of [...CARDS.map((c) => c.name), 'speed', 'equation', 'explain']) {
        expect(r[name], `${p.id}: ${name}`).toMatch(/\S/);
      }
      expect(r.reason === '', `${p.id}: reason "${r.reason}"`).toBe(v.result.hit);
    }
  });
});
