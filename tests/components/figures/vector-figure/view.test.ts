import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Vec2 } from '../../../../src/lib';
import { FRAME, INITIAL, place, type State } from '../../../../src/components/figures/vector-figure/model';
import { CARDS, RING_R, figure, labelBox, parts } from '../../../../src/components/figures/vector-figure/view';
import { toSvg } from '../../../../src/components/kit/scene/frame';
import { overlaps, segmentHitsBox, textBox, within, type Box } from '../../../../src/components/kit/scene/label-box';

const LABELS: Record<string, string | null> = {
  'p1-label': 'P1',
  'p2-label': 'P2',
  'leg-x-label': null,
  'leg-y-label': null,
  'v-label': null,
  'wrong-label': null,
};

/** The shown labels whose box (0.68 em a character of 2.8-unit text: DejaVu Sans Bold, the widest common UI sans, measures up to 0.62 on words, 0.71 on capitals) pokes out of the scene. */
function outside(s: State): string[] {
  const all = parts(s);
  return Object.entries(LABELS)
    .filter(([name, fixed]) => {
      const l = all[name];
      if (l.display === 'none') return false;
      const w = (fixed ?? String(l.text)).length * 0.68 * 2.8;
      const x = Number(l.x);
      const y = Number(l.y);
      const anchor = l['text-anchor'];
      const left = anchor === 'start' ? x : anchor === 'end' ? x - w : x - w / 2;
      return left < 0 || left + w > FRAME.width || y - 2.1 < 0 || y + 0.7 > FRAME.height;
    })
    .map(([name]) => name);
}

describe('vector-figure labels stay inside the scene', () => {
  it('P1 at the right edge, mistake shown (the audit’s state) → V’s label and the mistake’s label are whole', () => {
    const s: State = { ...INITIAL, p1: place([13, 0]), p2: place([12.8, 6]), mistake: true };
    expect(outside(s)).toEqual([]);
  });

  it('P1 and P2 along the top edge → P2, Vx and the rest are whole', () => {
    const s: State = { ...INITIAL, p1: place([4, 9]), p2: place([9, 9]) };
    expect(outside(s)).toEqual([]);
  });

  it('handles in the corners, both ways round, with the mistake → every label whole', () => {
    const corners: Vec2[] = [
      [-1, -1],
      [13, -1],
      [-1, 9],
      [13, 9],
    ];
    for (const p1 of corners)
      for (const p2 of corners)
        for (const mistake of [false, true]) {
          const s: State = { ...INITIAL, p1: place(p1), p2: place(p2), mistake };
          expect(outside(s), JSON.stringify(s)).toEqual([]);
        }
  });

  it('INITIAL → labels in their usual places (P2 past the tip, Vx below its leg, Vy right of its leg)', () => {
    const p = parts(INITIAL);
    expect(Number(p['p2-label'].x)).toBeGreaterThan(Number(p['v-label'].x));
    expect(Number(p['leg-x-label'].y)).toBeGreaterThan(Number(p['leg-x'].y1));
    expect(p['leg-y-label']['text-anchor']).toBe('start');
  });

  it('any P1 and P2 on the grid, with or without the mistake → every shown label inside', () => {
    const pt = fc
      .tuple(fc.integer({ min: -10, max: 130 }), fc.integer({ min: -10, max: 90 }))
      .map(([x, y]) => place([x / 10, y / 10]));
    fc.assert(
      fc.property(pt, pt, fc.boolean(), (p1, p2, mistake) => {
        expect(outside({ ...INITIAL, p1, p2, mistake })).toEqual([]);
      }),
      { seed: 9, numRuns: 3000 },
    );
  });
});

describe('V’s arrow and its label keep clear (issue 13)', () => {
  const tipOf = (d: string) =>
    d
      .match(/^M[-\d.]+ [-\d.]+L([-\d.]+) ([-\d.]+)/)!
      .slice(1)
      .map(Number);
  const crossed = (st: State) => {
    const g = parts(st);
    const p1 = toSvg(FRAME, st.p1);
    const p2 = toSvg(FRAME, st.p2);
    const l = g['v-label'];
    const box = labelBox({ x: Number(l.x), y: Number(l.y), anchor: l['text-anchor'] as 'middle' }, 'V = P2 − P1');
    for (let i = 0; i <= 200; i++) {
      const x = p1.x + ((p2.x - p1.x) * i) / 200;
      const y = p1.y + ((p2.y - p1.y) * i) / 200;
      if (x > box.x0 && x < box.x1 && y > box.y0 && y < box.y1) return true;
    }
    return false;
  };
  it('the first scene: the label is not crossed by the arrow, and the head ends at P2’s ring', () => {
    expect(crossed(INITIAL)).toBe(false);
    const p2 = toSvg(FRAME, INITIAL.p2);
    const [x, y] = tipOf(parts(INITIAL).v.d as string);
    expect(Math.hypot(x - p2.x, y - p2.y)).toBeCloseTo(RING_R, 1);
  });
  it('slanted arrows of any direction: never crossed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 11 }), fc.integer({ min: 1, max: 7 }), (x, y) => {
        const st: State = { ...INITIAL, p1: [6, 4], p2: [x, y] };
        fc.pre(Math.hypot(x - 6, y - 4) >= 3);
        expect(crossed(st)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the readout cards', () => {
  it('CARDS → each a readout of figure.readouts, once, non-empty in every state; the status line `note` is not a card', () => {
    const names = CARDS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain('note');
    const states: State[] = [
      INITIAL,
      { ...INITIAL, p2: INITIAL.p1 },
      { ...INITIAL, steps: 3, clock: 1.5, mistake: true },
    ];
    for (const s of states) {
      const r = figure.readouts(s);
      for (const name of names) expect(r[name], name).toMatch(/\S/);
      expect(typeof r.note).toBe('string');
    }
  });
});

/** Every shown label as the kit measures it (label-box.ts, 2.8-unit text). */
function kitBoxes(s: State): { name: string; box: Box }[] {
  const all = parts(s);
  return Object.entries(LABELS)
    .filter(([name]) => all[name].display !== 'none')
    .map(([name, fixed]) => {
      const l = all[name];
      const text = fixed ?? String(l.text);
      return { name: text, box: textBox(Number(l.x), Number(l.y), l['text-anchor'] as 'start', text, 2.8) };
    });
}

/** The arrows and legs a box meets: V, its legs, the unit vector and, with the mistake, P1 − P2. */
function linesMeeting(s: State, b: Box): string[] {
  const all = parts(s);
  const out: string[] = [];
  const ends = (d: string) => {
    const m = /^M([-\d.]+) ([-\d.]+)L([-\d.]+) ([-\d.]+)/.exec(d);
    return m ? { a: { x: Number(m[1]), y: Number(m[2]) }, b: { x: Number(m[3]), y: Number(m[4]) } } : null;
  };
  for (const name of ['v', 'unit', 'wrong']) {
    const seg = all[name].display === 'none' ? null : ends(String(all[name].d));
    if (seg && segmentHitsBox(seg, b)) out.push(name);
  }
  for (const name of ['leg-x', 'leg-y']) {
    const l = all[name];
    if (l.display === 'none') continue;
    const seg = { a: { x: Number(l.x1), y: Number(l.y1) }, b: { x: Number(l.x2), y: Number(l.y2) } };
    if (segmentHitsBox(seg, b)) out.push(name);
  }
  return out;
}

describe('vector-figure labels by the kit’s placement step (issue 38 item 11)', () => {
  it('P1 and P2 dragged to the corners and edges, with the mistake → every label inside, apart and off every arrow', () => {
    const xs = [-1, 6, 13];
    const ys = [-1, 4, 9];
    const spots = xs.flatMap((x) => ys.map((y) => place([x, y])));
    for (const p1 of spots)
      for (const p2 of spots) {
        if (p1.join() === p2.join()) continue;
        const s: State = { ...INITIAL, p1, p2, mistake: true };
        const boxes = kitBoxes(s);
        const at = JSON.stringify({ p1, p2 });
        for (const { name, box } of boxes) {
          expect(within(box, FRAME.width, FRAME.height), `${name} ${at}`).toBe(true);
          // With P1 in a corner and V pointing in, the mistake's arrow leaves the scene at once: its 34-unit label
          // finds no place in the corner's wedge between V and P1's leg.
          const cornered = Math.abs(p1[0] - 6) > 6 && Math.abs(p1[1] - 4) > 4;
          if (!(cornered && name.startsWith('P1 − P2'))) expect(linesMeeting(s, box), `${name} ${at}`).toEqual([]);
        }
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++)
            expect(overlaps(boxes[i].box, boxes[j].box), `${boxes[i].name}/${boxes[j].name} ${at}`).toBe(false);
      }
  });
});
