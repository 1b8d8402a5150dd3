/**
 * Chapter 7's letters S and T through the kit's label step (issue 38 item 11): off the arcs, the envelope, the
 * sight and miss lines and the hollow rising target, inside the scene wherever the handles are dragged, and the
 * handles themselves whole at the field's edge.
 */
import { describe, expect, test } from 'vitest';
import type { Vec2 } from '../../../../src/lib';
import {
  FRAME,
  INITIAL,
  START_TIME,
  momentAt,
  solve,
  type State,
} from '../../../../src/components/figures/gravity-figure/model';
import { figure, handles } from '../../../../src/components/figures/gravity-figure/view';
import { handleLabelBox, type LabelPlace } from '../../../../src/components/kit/controls/handle-label';
import { toSvg } from '../../../../src/components/kit/scene/frame';
import {
  overlaps,
  segmentHitsBox,
  within,
  type Box,
  type Segment,
} from '../../../../src/components/kit/scene/label-box';
import type { PartAttrs } from '../../../../src/components/kit/shell/dom';
import { pathSegments, translateOf } from '../scene-parts';

const view = (s: State, t = START_TIME) => {
  const sol = solve(s);
  return { s, sol, m: momentAt(s, sol, t), equivalent: true };
};

const shown = (a: PartAttrs) => a.display !== 'none';
const lineOf = (a: PartAttrs): Segment => ({
  a: { x: Number(a.x1), y: Number(a.y1) },
  b: { x: Number(a.x2), y: Number(a.y2) },
});
/** The letters' boxes as drawn (their parts), in SVG units. */
function letterBoxes(s: State, parts: Record<string, PartAttrs>): { name: string; box: Box }[] {
  return (['shooter', 'target'] as const).map((name) => {
    const l = parts[`letter-${name}`];
    const place: LabelPlace = { x: Number(l.x), y: Number(l.y), anchor: l['text-anchor'] as 'start' | 'end' };
    const text = name === 'shooter' ? 'S' : 'T';
    return { name: text, box: handleLabelBox(toSvg(FRAME, s[name]), place, text) };
  });
}

/** What each letter meets among the drawn marks of the view at its time: curves, lines and the rising target. */
function clashes(s: State, t = START_TIME): string[] {
  const parts = figure.parts(view(s, t));
  const marks: { what: string; segments: Segment[] }[] = [];
  for (const name of ['envelope', 'arc-low', 'arc-high', 'best'])
    if (shown(parts[name])) marks.push({ what: name, segments: pathSegments(String(parts[name].d)) });
  for (const name of ['sight', 'miss'])
    if (shown(parts[name])) marks.push({ what: name, segments: [lineOf(parts[name])] });
  const ghost = translateOf(parts['ghost-target']);
  const ring: Box = { x0: ghost.x - 1.4, y0: ghost.y - 1.4, x1: ghost.x + 1.4, y1: ghost.y + 1.4 };
  const out: string[] = [];
  const boxes = letterBoxes(s, parts);
  for (const { name, box } of boxes) {
    for (const m of marks) if (m.segments.some((g) => segmentHitsBox(g, box))) out.push(`${name} on ${m.what}`);
    if (overlaps(box, ring)) out.push(`${name} on the rising target`);
    if (!within(box, FRAME.width, FRAME.height)) out.push(`${name} outside`);
  }
  if (overlaps(boxes[0].box, boxes[1].box)) out.push('S on T');
  return out;
}

describe('gravity-figure letters by the kit’s label step (issue 38 item 11)', () => {
  test('the first state → S off the low arc, T off the envelope (the audit: both crossed)', () => {
    expect(clashes(INITIAL)).toEqual([]);
  });

  test('T keeps off the hollow rising target all along the clock, on Earth and on the Moon', () => {
    for (const gravity of [9.81, 1.62])
      for (const t of [0.25, 0.5, 1, 1.5, 2, 3]) {
        const s = { ...INITIAL, gravity };
        expect(
          clashes(s, Math.min(t, solve(s).duration)).filter((c) => c.includes('rising')),
          `g ${gravity} t ${t}`,
        ).toEqual([]);
      }
  });

  test('a target dragged to the field’s edges and corners → its dot and ring whole, its letter inside, off S', () => {
    const xs = [-50, 0.2, 60, 119.9, 500];
    const ys = [-20, 0.1, 30, 59.9, 200];
    for (const x of xs)
      for (const y of ys) {
        const s = handles.target.move(INITIAL, [x, y] as Vec2);
        const T = toSvg(FRAME, s.target);
        // The handle's ring: radius 2.6 (the dot's 1.6 and 1), stroke 0.5.
        const ring: Box = { x0: T.x - 2.85, y0: T.y - 2.85, x1: T.x + 2.85, y1: T.y + 2.85 };
        expect(within(ring, FRAME.width, FRAME.height), `ring at ${x}, ${y}`).toBe(true);
        const c = clashes(s);
        expect(
          c.filter((w) => /outside|S on T/.test(w)),
          `target dragged to ${x}, ${y}`,
        ).toEqual([]);
      }
  });

  test('both handles about the field → letters inside and apart; off every mark whenever one of their spots is', () => {
    let clear = 0;
    let total = 0;
    for (let sx = 3.5; sx <= 116.5; sx += 16)
      for (let sy = 3.5; sy <= 56.5; sy += 13)
        for (const target of [
          [116.5, 56.5],
          [60, 3.5],
          [3.5, 30],
          [90, 20],
        ] as Vec2[]) {
          const s: State = { ...INITIAL, shooter: [sx, sy], target };
          if (Math.hypot(sx - target[0], sy - target[1]) < 8) continue;
          total++;
          const c = clashes(s);
          expect(
            c.filter((w) => /outside|S on T/.test(w)),
            JSON.stringify(s),
          ).toEqual([]);
          if (c.length === 0) clear++;
        }
    // A letter hemmed in by two arcs, the envelope and the sight line at once has no free spot: rare.
    expect(clear / total).toBeGreaterThan(0.9);
  });
});
