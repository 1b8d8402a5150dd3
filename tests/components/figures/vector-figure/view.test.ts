import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Vec2 } from '../../../../src/lib';
import { FRAME, INITIAL, place, type State } from '../../../../src/components/figures/vector-figure/model';
import { CARDS, RING_R, figure, labelBox, parts } from '../../../../src/components/figures/vector-figure/view';
import { toSvg } from '../../../../src/components/kit/scene/frame';

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
