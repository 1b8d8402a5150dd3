import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Vec2 } from '../../../../src/lib';
import { FRAME, INITIAL, type State } from '../../../../src/components/figures/dot-figure/model';
import { angleLabel, clash, handleBox, parts } from '../../../../src/components/figures/dot-figure/view';
import type { PartAttrs } from '../../../../src/components/kit/shell/dom';
import { toSvg } from '../../../../src/components/kit/scene/frame';
import { segmentHitsBox, textBox, within, overlaps, type Box } from '../../../../src/components/kit/scene/label-box';

/** A drawn label's box in SVG units, by its text-anchor: about 0.6 em a character. */
function box(l: PartAttrs, font: number, text = String(l.text)) {
  const w = text.length * 0.6 * font;
  const x = Number(l.x);
  const y = Number(l.y);
  const left = l['text-anchor'] === 'end' ? x - w : l['text-anchor'] === 'start' ? x : x - w / 2;
  return { left, right: left + w, top: y - 0.75 * font, bottom: y + 0.2 * font };
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

  it('INITIAL → each letter beside its tip, above it, off A’s whole line (the audit: A sat on its own line)', () => {
    const p = parts(INITIAL);
    for (const [name, tip] of [
      ['a-label', INITIAL.a],
      ['b-label', INITIAL.b],
    ] as const) {
      const at = toSvg(FRAME, tip);
      const l = box(p[name], 3, name === 'a-label' ? 'A' : 'B');
      // Above the tip and within 6 units of it: still its letter.
      expect(l.bottom).toBeLessThan(at.y);
      expect(Math.abs((l.left + l.right) / 2 - at.x)).toBeLessThan(6);
      const line = p['a-line'];
      const seg = { a: { x: Number(line.x1), y: Number(line.y1) }, b: { x: Number(line.x2), y: Number(line.y2) } };
      expect(segmentHitsBox(seg, { x0: l.left, y0: l.top, x1: l.right, y1: l.bottom }), name).toBe(false);
    }
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

/** Every shown label as the kit measures it (label-box.ts): the letters A and B, and the angle's label. */
function kitBoxes(s: State): { name: string; box: Box }[] {
  const p = parts(s);
  const at = (name: string, text: string, font: number) =>
    textBox(Number(p[name].x), Number(p[name].y), p[name]['text-anchor'] as 'start' | 'end' | 'middle', text, font);
  return [
    { name: 'A', box: at('a-label', 'A', 3) },
    { name: 'B', box: at('b-label', 'B', 3) },
    ...(p['angle-label'].display === 'none'
      ? []
      : [{ name: 'angle', box: at('angle-label', String(p['angle-label'].text), 2.8) }]),
  ];
}

/** The drawn lines a box meets: A's whole line, the arrows A and B, the drop and the projection. */
function linesMeeting(s: State, b: Box): string[] {
  const p = parts(s);
  const o = toSvg(FRAME, [0, 0]);
  const seg = (name: string) => ({
    a: { x: Number(p[name].x1), y: Number(p[name].y1) },
    b: { x: Number(p[name].x2), y: Number(p[name].y2) },
  });
  const out: string[] = [];
  if (p['a-line'].display !== 'none' && segmentHitsBox(seg('a-line'), b)) out.push('a-line');
  if (p.drop.display !== 'none' && segmentHitsBox(seg('drop'), b)) out.push('drop');
  if (segmentHitsBox({ a: o, b: toSvg(FRAME, s.a) }, b)) out.push('vec-a');
  if (segmentHitsBox({ a: o, b: toSvg(FRAME, s.b) }, b)) out.push('vec-b');
  return out;
}

describe('dot-figure labels by the kit’s placement step (issue 38 item 11)', () => {
  it('the first state → A and B off every line, the three labels apart', () => {
    const boxes = kitBoxes(INITIAL);
    for (const { name, box: b } of boxes) expect(linesMeeting(INITIAL, b), name).toEqual([]);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i].box, boxes[j].box)).toBe(false);
  });

  it('A and B dragged to each corner and edge of the scene → every label inside, apart; A and B off every line', () => {
    const xs = [FRAME.xmin + 0.2, 0, FRAME.xmax - 0.2];
    const ys = [FRAME.ymin + 0.2, 0, FRAME.ymax - 0.2];
    const spots = xs.flatMap((x) => ys.map((y) => [x, y] as Vec2)).filter(([x, y]) => x !== 0 || y !== 0);
    const inCorner = (v: Vec2) => Math.abs(v[0]) > 5 && Math.abs(v[1]) > 3;
    for (const a of spots)
      for (const b of spots) {
        if (a.join() === b.join()) continue;
        const s: State = { a, b };
        const boxes = kitBoxes(s);
        const at = JSON.stringify(s);
        for (const { name, box: k } of boxes) {
          expect(within(k, FRAME.width, FRAME.height), `${name} ${at}`).toBe(true);
          // A tip in a corner has its letter's outward spots outside; A's line and the arrows may take the rest.
          const tip = name === 'A' ? a : name === 'B' ? b : null;
          if (tip && !inCorner(tip)) expect(linesMeeting(s, k), `${name} ${at}`).toEqual([]);
        }
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++)
            expect(overlaps(boxes[i].box, boxes[j].box), `${boxes[i].name}/${boxes[j].name} ${at}`).toBe(false);
      }
  });
});
