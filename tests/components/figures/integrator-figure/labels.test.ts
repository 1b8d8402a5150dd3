/**
 * Chapter 10's letters S, T and V through the kit's label step (issue 38 item 11): off the four flights' curves
 * (the audit: S crossed by them), the target's path, the velocity arrow and the ring at the aimed hit; inside the
 * scene and apart wherever the handles are dragged.
 */
import { describe, expect, it } from 'vitest';
import type { Vec2 } from '../../../../src/lib';
import { FRAME, INITIAL, solve, type State } from '../../../../src/components/figures/integrator-figure/model';
import { figure, handles } from '../../../../src/components/figures/integrator-figure/view';
import { handleLabelBox } from '../../../../src/components/kit/controls/handle-label';
import { toSvg } from '../../../../src/components/kit/scene/frame';
import {
  circleHitsBox,
  overlaps,
  segmentHitsBox,
  within,
  type Box,
} from '../../../../src/components/kit/scene/label-box';
import { pathSegments, translateOf } from '../scene-parts';

/** What each letter meets: another letter, a drawn curve or the arrow, the hit's ring, the scene's edge. */
function clashes(s: State): string[] {
  const parts = figure.parts({ s, sol: solve(s, false) });
  const names = ['shooter', 'target', 'velocity'] as const;
  const boxes: { name: string; box: Box }[] = names.map((name) => {
    const l = parts[`letter-${name}`];
    const text = { shooter: 'S', target: 'T', velocity: 'V' }[name];
    const place = { x: Number(l.x), y: Number(l.y), anchor: l['text-anchor'] as 'start' | 'end' };
    return { name: text, box: handleLabelBox(toSvg(FRAME, handles[name].at(s)), place, text) };
  });
  const marks = ['target-path', 'path-0', 'path-1', 'path-2', 'path-3', 'velocity']
    .filter((name) => parts[name].display !== 'none')
    .map((name) => ({ what: name, segments: pathSegments(String(parts[name].d)) }));
  const ring = parts.impact.display === 'none' ? null : { ...translateOf(parts.impact), r: 1.6 };
  const out: string[] = [];
  boxes.forEach(({ name, box }, i) => {
    if (!within(box, FRAME.width, FRAME.height)) out.push(`${name} outside`);
    for (let j = i + 1; j < boxes.length; j++) if (overlaps(box, boxes[j].box)) out.push(`${name} on ${boxes[j].name}`);
    for (const m of marks) if (m.segments.some((g) => segmentHitsBox(g, box))) out.push(`${name} on ${m.what}`);
    if (ring && circleHitsBox({ cx: ring.x, cy: ring.y, r: ring.r }, box)) out.push(`${name} on the hit's ring`);
  });
  return out;
}

describe('integrator-figure letters by the kit’s label step (issue 38 item 11)', () => {
  it('the first state → S off the four flights (the audit: crossed by all of them), every letter clear', () => {
    expect(clashes(INITIAL)).toEqual([]);
  });

  it('handles dragged about (edges and corners too) → letters inside and apart; off every mark in nearly all', () => {
    let clear = 0;
    let total = 0;
    const crowded: string[] = [];
    for (const x of [-4.5, 10, 30, 50, 64.5])
      for (const y of [-6.5, 5, 20, 35.5])
        for (const which of ['shooter', 'target', 'velocity'] as const) {
          const s = handles[which].move(INITIAL, [x, y] as Vec2);
          // V's tip goes with T: T dragged to an edge can take it out of the scene, and its letter with it.
          const tip = toSvg(FRAME, handles.velocity.at(s));
          if (!within({ x0: tip.x, y0: tip.y, x1: tip.x, y1: tip.y }, FRAME.width, FRAME.height)) continue;
          total++;
          const c = clashes(s);
          if (c.length === 0) clear++;
          if (c.some((w) => / outside$|^[STV] on [STV]$/.test(w)))
            crowded.push(`${which} at ${x}, ${y}: ${c.join('; ')}`);
        }
    expect(crowded).toEqual([]);
    // A letter hemmed in by the flights on every side takes the place that covers least: rare.
    expect(clear / total).toBeGreaterThan(0.9);
  });
});
