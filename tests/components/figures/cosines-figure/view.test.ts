import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Vec2 } from '../../../../src/lib';
import type { PartAttrs } from '../../../../src/components/kit/shell/dom';
import { FRAME, INITIAL, place, type State } from '../../../../src/components/figures/cosines-figure/model';
import { parts } from '../../../../src/components/figures/cosines-figure/view';
import { toSvg } from '../../../../src/components/kit/scene/frame';
import { handleLabelBox } from '../../../../src/components/kit/controls/handle-label';
import { overlaps, segmentHitsBox, textBox, within, type Box } from '../../../../src/components/kit/scene/label-box';

/** The shown side labels' anchors and texts, in SVG units. */
function labels(s: State): Record<string, { x: number; y: number; text: string }> {
  const all = parts(s);
  const out: Record<string, { x: number; y: number; text: string }> = {};
  for (const side of ['a', 'b', 'c']) {
    const l = all[`label-${side}`];
    if (l.display !== 'none') out[side] = { x: Number(l.x), y: Number(l.y), text: String(l.text) };
  }
  return out;
}

/** Whether two centred labels' boxes overlap, as the kit's placement step measures them (kit/scene/label-box.ts). */
function clash(u: { x: number; y: number; text: string }, v: { x: number; y: number; text: string }): boolean {
  return overlaps(textBox(u.x, u.y, 'middle', u.text, 2.8), textBox(v.x, v.y, 'middle', v.text, 2.8));
}

describe('cosines-figure side labels', () => {
  it('INITIAL → each label on the outer side of its side (away from the third corner)', () => {
    const l = labels(INITIAL);
    const q = toSvg(FRAME, INITIAL.q);
    // a runs along y = 1 from O to P, with Q above it: a's label is below (larger SVG y).
    expect(l.a.y).toBeGreaterThan(toSvg(FRAME, INITIAL.o).y);
    // b (O → Q) and c (Q → P) meet at Q; their labels are on either side of Q.
    expect(l.b.x).toBeLessThan(q.x);
    expect(l.c.x).toBeGreaterThan(q.x);
    expect(Object.keys(l)).toEqual(['a', 'b', 'c']);
  });

  it('Q on O → a and c lie on one line; their labels go on opposite sides of it', () => {
    const s: State = { o: [1, 1], p: [8, 1], q: [1, 1] };
    const l = labels(s);
    expect(Object.keys(l)).toEqual(['a', 'c']);
    expect(clash(l.a, l.c)).toBe(false);
    const line = toSvg(FRAME, s.o).y;
    expect(Math.sign(l.a.y - line)).toBe(-Math.sign(l.c.y - line));
  });

  it('Q on the segment OP → no two labels clash', () => {
    const s: State = { o: [1, 1], p: [8, 1], q: [4, 1] };
    const l = labels(s);
    expect(Object.keys(l)).toEqual(['a', 'b', 'c']);
    expect(clash(l.a, l.b)).toBe(false);
    expect(clash(l.a, l.c)).toBe(false);
    expect(clash(l.b, l.c)).toBe(false);
  });

  it('P on Q → b and c fold onto a; the two long labels do not clash', () => {
    const s: State = { o: [1, 1], p: [6, 4], q: [6, 4] };
    const l = labels(s);
    expect(Object.keys(l)).toEqual(['a', 'b']);
    expect(clash(l.a, l.b)).toBe(false);
  });
});

/** A shown label's box in SVG units: text-anchor middle, about 0.6 em a character of 2.8-unit text. */
function box(l: PartAttrs): { left: number; right: number; top: number; bottom: number } {
  const w = String(l.text).length * 0.6 * 2.8;
  const x = Number(l.x);
  const y = Number(l.y);
  return { left: x - w / 2, right: x + w / 2, top: y - 2.1, bottom: y + 0.7 };
}

function outside(s: State): string[] {
  const all = parts(s);
  return ['label-a', 'label-b', 'label-c', 'theta-label'].filter((name) => {
    const l = all[name];
    if (l.display === 'none') return false;
    const b = box(l);
    return b.left < 0 || b.right > FRAME.width || b.top < 0 || b.bottom > FRAME.height;
  });
}

describe('cosines-figure labels stay inside the scene', () => {
  it('Q at the left edge, angle obtuse (the audit’s state) → "b = 4.39" is whole, on the inner side of b', () => {
    // INITIAL, then Q: Shift+Left ×2, Left ×2 → clamped to x = −0.8.
    const s: State = { ...INITIAL, q: place([4 - 2 * 2.5 - 2 * 0.5, 5]) };
    expect(s.q).toEqual([-0.8, 5]);
    expect(outside(s)).toEqual([]);
    const l = parts(s)['label-b'];
    expect(l.text).toBe('b = 4.39');
    // Flipped, not squashed: the label is to the right of side b's midpoint.
    expect(Number(l.x)).toBeGreaterThan(toSvg(FRAME, [(s.o[0] + s.q[0]) / 2, 0]).x);
  });

  it('corners at the edges and corners of the scene → every shown label inside', () => {
    const cases: State[] = [
      { o: [-0.8, -0.8], p: [10.8, -0.8], q: [-0.8, 6.8] },
      { o: [10.8, 6.8], p: [-0.8, 6.8], q: [10.8, -0.8] },
      { o: [5, -0.8], p: [10.8, -0.8], q: [-0.8, -0.8] },
      { o: [5, 6.8], p: [10.8, 6.8], q: [-0.8, 6.8] },
      { o: [-0.8, 3], p: [-0.8, 6.8], q: [-0.8, -0.8] },
      { o: [10.8, 3], p: [10.8, -0.8], q: [10.8, 6.8] },
    ];
    for (const s of cases) expect(outside(s), JSON.stringify(s)).toEqual([]);
  });

  it('any triangle of grid points → every shown label inside', () => {
    const c = fc.tuple(fc.integer({ min: -8, max: 108 }), fc.integer({ min: -8, max: 68 }));
    const pt = c.map(([x, y]) => [x / 10, y / 10] as Vec2);
    fc.assert(
      fc.property(pt, pt, pt, (o, p, q) => {
        expect(outside({ o, p, q })).toEqual([]);
      }),
      { seed: 7, numRuns: 2000 },
    );
  });
});

/** Every shown label of the scene as the kit measures it: the letters O, P, Q (handle-label.ts), θ and the sides'. */
function allBoxes(s: State): { name: string; box: Box }[] {
  const all = parts(s);
  const out: { name: string; box: Box }[] = [];
  for (const v of ['o', 'p', 'q'] as const) {
    const l = all[`letter-${v}`];
    const place = { x: Number(l.x), y: Number(l.y), anchor: l['text-anchor'] as 'start' | 'end' };
    out.push({ name: v.toUpperCase(), box: handleLabelBox(toSvg(FRAME, s[v]), place, v.toUpperCase()) });
  }
  for (const name of ['theta-label', 'label-a', 'label-b', 'label-c']) {
    const l = all[name];
    if (l.display === 'none') continue;
    out.push({ name: String(l.text), box: textBox(Number(l.x), Number(l.y), 'middle', String(l.text), 2.8) });
  }
  return out;
}

/** The drawn lines a box meets: the three sides and, when there is an angle, the arc at O (0.9 m, as chords). */
function linesMeeting(s: State, b: Box): string[] {
  const [o, p, q] = [s.o, s.p, s.q].map((v) => toSvg(FRAME, v));
  const out: string[] = [];
  if (segmentHitsBox({ a: o, b: p }, b)) out.push('side-a');
  if (segmentHitsBox({ a: o, b: q }, b)) out.push('side-b');
  if (segmentHitsBox({ a: q, b: p }, b)) out.push('side-c');
  const a0 = Math.atan2(s.p[1] - s.o[1], s.p[0] - s.o[0]);
  let sweep = Math.atan2(s.q[1] - s.o[1], s.q[0] - s.o[0]) - a0;
  if (sweep > Math.PI) sweep -= 2 * Math.PI;
  if (sweep < -Math.PI) sweep += 2 * Math.PI;
  const hasAngle = Math.hypot(s.p[0] - s.o[0], s.p[1] - s.o[1]) > 0 && Math.hypot(s.q[0] - s.o[0], s.q[1] - s.o[1]) > 0;
  for (let i = 0; hasAngle && i < 16; i++) {
    const at = (k: number) =>
      toSvg(FRAME, [s.o[0] + 0.9 * Math.cos(a0 + (sweep * k) / 16), s.o[1] + 0.9 * Math.sin(a0 + (sweep * k) / 16)]);
    if (segmentHitsBox({ a: at(i), b: at(i + 1) }, b)) {
      out.push('angle');
      break;
    }
  }
  return out;
}

/** Whether a dot lies within 6 units of two edges of the scene. */
const inCorner = (p: { x: number; y: number }) =>
  (p.x < 6 || p.x > FRAME.width - 6) && (p.y < 6 || p.y > FRAME.height - 6);

describe('cosines-figure labels by the kit’s placement step (issue 38 item 11)', () => {
  it('the first state → the letter O off the angle’s arc and side b; every label off every line and apart', () => {
    // The audit, on the desktop: O was crossed by the arc and by side b.
    const boxes = allBoxes(INITIAL);
    for (const { name, box } of boxes) expect(linesMeeting(INITIAL, box), name).toEqual([]);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i].box, boxes[j].box)).toBe(false);
  });

  it('corners dragged to the scene’s corners and edges → every label inside, apart, the letters off every line', () => {
    const xs = [-0.8, 5, 10.8];
    const ys = [-0.8, 3, 6.8];
    const spots = xs.flatMap((x) => ys.map((y) => [x, y] as Vec2));
    let checked = 0;
    for (const o of spots)
      for (const p of spots)
        for (const q of spots) {
          const s: State = { o, p, q };
          // Two corners on one spot share a place: their letters cannot both be clear of the other's dot.
          if (o.join() === p.join() || o.join() === q.join() || p.join() === q.join()) continue;
          checked++;
          const boxes = allBoxes(s);
          const at = JSON.stringify(s);
          for (const { name, box } of boxes) {
            expect(within(box, FRAME.width, FRAME.height), `${name} ${at}`).toBe(true);
            // A corner in a corner of the scene has its letter's up or down, left or right spots outside (the kit's
            // letterSpots, all within 3 units of the dot); when its sides take the rest, no spot is left off them.
            const v = name.toLowerCase() as 'o' | 'p' | 'q';
            if (/^[OPQ]$/.test(name) && !inCorner(toSvg(FRAME, s[v])))
              expect(linesMeeting(s, box), `${name} ${at}`).toEqual([]);
          }
          for (let i = 0; i < boxes.length; i++)
            for (let j = i + 1; j < boxes.length; j++)
              expect(overlaps(boxes[i].box, boxes[j].box), `${boxes[i].name}/${boxes[j].name} ${at}`).toBe(false);
        }
    expect(checked).toBe(9 * 8 * 7);
  });
});
