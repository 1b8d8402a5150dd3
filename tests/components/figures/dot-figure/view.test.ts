import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Vec2 } from '../../../../src/lib';
import { FRAME, INITIAL, type State } from '../../../../src/components/figures/dot-figure/model';
import { angleLabel, clash, handleBox, parts } from '../../../../src/components/figures/dot-figure/view';
import type { PartAttrs } from '../../../../src/components/kit/shell/dom';

/** A drawn label's box in SVG units: text-anchor middle, about 0.6 em a character. */
function box(l: PartAttrs, font: number, text = String(l.text)) {
  const w = text.length * 0.6 * font;
  const x = Number(l.x);
  const y = Number(l.y);
  return { left: x - w / 2, right: x + w / 2, top: y - 0.75 * font, bottom: y + 0.2 * font };
}
type B = ReturnType<typeof box>;
const overlap = (u: B, v: B) => u.left < v.right && v.left < u.right && u.top < v.bottom && v.top < u.bottom;
const inside = (u: B) => u.left >= 0 && u.right <= FRAME.width && u.top >= 0 && u.bottom <= FRAME.height;

/** The boxes of the letters A and B and, when shown, of the angle's label. */
function labels(s: State) {
  const p = parts(s);
  const angle = p['angle-label'].display === 'none' ? null : box(p['angle-label'], 2.8);
  return { a: box(p['a-label'], 3, 'A'), b: box(p['b-label'], 3, 'B'), angle };
}

/** Distance (SVG units) from a point to the segment from the origin to a tip. */
function toArrow(x: number, y: number, tip: Vec2): number {
  const k = FRAME.width / (FRAME.xmax - FRAME.xmin);
  const o = { x: -FRAME.xmin * k, y: FRAME.ymax * k };
  const t = { x: o.x + tip[0] * k, y: o.y - tip[1] * k };
  const dx = t.x - o.x;
  const dy = t.y - o.y;
  const u = Math.max(0, Math.min(1, ((x - o.x) * dx + (y - o.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(x - (o.x + u * dx), y - (o.y + u * dy));
}

describe('dot-figure labels', () => {
  it('B dragged onto A → the letters A and B do not print over each other', () => {
    const l = labels({ a: [4, 2], b: [4, 2] });
    expect(overlap(l.a, l.b)).toBe(false);
    expect(inside(l.a) && inside(l.b)).toBe(true);
  });

  it('B on A’s line just past A → the letters stay apart', () => {
    const l = labels({ a: [4, 2], b: [4.4, 2.2] });
    expect(overlap(l.a, l.b)).toBe(false);
  });

  it('B onto A (0° acute) → the angle’s label stands clear of both arrows', () => {
    const s: State = { a: [4, 2], b: [4, 2] };
    const l = labels(s)!;
    const a = l.angle!;
    const cx = (a.left + a.right) / 2;
    const cy = (a.top + a.bottom) / 2;
    // Half the label's diagonal: no part of its box reaches the arrow.
    const reach = Math.hypot((a.right - a.left) / 2, (a.bottom - a.top) / 2);
    expect(toArrow(cx, cy, s.a)).toBeGreaterThan(reach * 0.8);
  });

  it('INITIAL → each letter just beyond its tip', () => {
    const p = parts(INITIAL);
    const k = FRAME.width / (FRAME.xmax - FRAME.xmin);
    const tipA = { x: (INITIAL.a[0] - FRAME.xmin) * k, y: (FRAME.ymax - INITIAL.a[1]) * k };
    expect(Number(p['a-label'].x)).toBeGreaterThan(tipA.x);
    expect(Number(p['a-label'].y)).toBeLessThan(tipA.y);
  });

  it('any A and B on the grid, edges and corners included → letters apart and inside, angle label inside', () => {
    const c = (lo: number, hi: number) => fc.integer({ min: lo * 10 + 2, max: hi * 10 - 2 }).map((x) => x / 10);
    const pt = fc.tuple(c(FRAME.xmin, FRAME.xmax), c(FRAME.ymin, FRAME.ymax)) as fc.Arbitrary<Vec2>;
    const near = fc.tuple(pt, fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 }));
    fc.assert(
      fc.property(near, ([a, dx, dy]) => {
        // B near A: where the letters would meet.
        const b: Vec2 = [
          Math.min(Math.max(a[0] + dx / 10, FRAME.xmin + 0.2), FRAME.xmax - 0.2),
          Math.min(Math.max(a[1] + dy / 10, FRAME.ymin + 0.2), FRAME.ymax - 0.2),
        ];
        const l = labels({ a, b });
        expect(overlap(l.a, l.b)).toBe(false);
        expect(inside(l.a) && inside(l.b)).toBe(true);
        if (l.angle) expect(inside(l.angle)).toBe(true);
      }),
      { seed: 11, numRuns: 3000 },
    );
    for (const a of [
      [5.8, 4.8],
      [-5.8, 4.8],
      [5.8, -3.8],
      [-5.8, -3.8],
      [0, 0],
    ] as Vec2[]) {
      for (const b of [a, [0, 0], [1, 1]] as Vec2[]) {
        const l = labels({ a, b });
        expect(overlap(l.a, l.b), JSON.stringify({ a, b })).toBe(false);
        expect(inside(l.a) && inside(l.b), JSON.stringify({ a, b })).toBe(true);
        if (l.angle) expect(inside(l.angle), JSON.stringify({ a, b })).toBe(true);
      }
    }
  });
});

describe('the angle label keeps clear of the handles', () => {
  it('the first scene: "45° acute" does not sit on the B handle (issue 13)', () => {
    const box = angleLabel(INITIAL, '45° acute');
    expect(clash(box, handleBox(INITIAL.b))).toBe(false);
    expect(clash(box, handleBox(INITIAL.a))).toBe(false);
  });
  it('random scenes with room: the label clears both rings', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10 }), fc.integer({ min: -6, max: 8 }), (bx, by) => {
        const s: State = { a: INITIAL.a, b: [bx / 2, by / 2] };
        fc.pre(Math.hypot(s.b[0], s.b[1]) >= 3 && Math.hypot(s.b[0] - s.a[0], s.b[1] - s.a[1]) >= 3);
        const box = angleLabel(s, '45° acute');
        expect(clash(box, handleBox(s.b)) || clash(box, handleBox(s.a))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
