/**
 * Chapter 8's scene labels through the kit's label step (issue 38 item 11): the letters S, T, V and the reticles'
 * speeds s₁, s₂, s₃ apart from each other, off the arcs, the target's path, the arrows and the reticles, inside the
 * scene; in the first scene, in the four-hit scene (the audit: all of them crowded into 60 px, S hidden) and with
 * the handles dragged about.
 */
import { describe, expect, it } from 'vitest';
import type { Vec2 } from '../../../../src/lib';
import {
  FOUR_HITS,
  FRAME,
  INITIAL,
  momentAt,
  solve,
  type State,
} from '../../../../src/components/figures/quartic-figure/model';
import {
  RETICLE_FONT,
  SUBSCRIPT,
  figure,
  handles,
  velocityTip,
} from '../../../../src/components/figures/quartic-figure/view';
import { handleLabelBox } from '../../../../src/components/kit/controls/handle-label';
import { toSvg } from '../../../../src/components/kit/scene/frame';
import {
  overlaps,
  segmentHitsBox,
  textBox,
  within,
  type Anchor,
  type Box,
  type Segment,
} from '../../../../src/components/kit/scene/label-box';

import { pathSegments, translateOf } from '../scene-parts';

interface Drawn {
  labels: { name: string; box: Box }[];
  marks: { what: string; segments: Segment[] }[];
  reticles: { name: string; box: Box }[];
}

/** The scene's labels as drawn (their parts) and its marks, in SVG units, at t = 0. */
function drawn(s: State): Drawn {
  const sol = solve(s);
  const parts = figure.parts({ s, sol, m: momentAt(s, sol, 0), steps: null });
  const at = {
    shooter: toSvg(FRAME, s.shooter),
    target: toSvg(FRAME, s.target),
    velocity: toSvg(FRAME, velocityTip(s)),
  };
  const labels: Drawn['labels'] = (['shooter', 'target', 'velocity'] as const).map((name) => {
    const l = parts[`letter-${name}`];
    const text = { shooter: 'S', target: 'T', velocity: 'V' }[name];
    const place = { x: Number(l.x), y: Number(l.y), anchor: l['text-anchor'] as 'start' | 'end' };
    return { name: text, box: handleLabelBox(at[name], place, text) };
  });
  const reticles: Drawn['reticles'] = [];
  const marks: Drawn['marks'] = [];
  for (let i = 0; i < 3; i++) {
    if (parts[`reticle-${i}`].display === 'none') continue;
    const p = translateOf(parts[`reticle-${i}`]);
    const l = parts[`reticle-label-${i}`];
    const text = `s${SUBSCRIPT[i]}`;
    // A reticle off the scene (its hit beyond the edge) has no label; one on the scene always has.
    const onScene = within({ x0: p.x, y0: p.y, x1: p.x, y1: p.y }, FRAME.width, FRAME.height);
    expect(l.display, text).toBe(onScene ? 'inline' : 'none');
    if (onScene)
      labels.push({
        name: text,
        box: textBox(p.x + Number(l.x), p.y + Number(l.y), l['text-anchor'] as Anchor, text, RETICLE_FONT),
      });
    reticles.push({ name: `reticle ${text}`, box: { x0: p.x - 1.8, y0: p.y - 1.8, x1: p.x + 1.8, y1: p.y + 1.8 } });
    const arms = [
      [1.4, 0, 3, 0],
      [-1.4, 0, -3, 0],
      [0, 1.4, 0, 3],
      [0, -1.4, 0, -3],
    ].map(([ax, ay, bx, by]) => ({ a: { x: p.x + ax, y: p.y + ay }, b: { x: p.x + bx, y: p.y + by } }));
    marks.push({ what: `reticle ${text}`, segments: arms });
  }
  for (const name of ['arc-0', 'arc-1', 'arc-2', 'shot-arc-1', 'shot-arc-2', 'shot-arc-3', 'target-path', 'velocity'])
    if (parts[name].display !== 'none') marks.push({ what: name, segments: pathSegments(String(parts[name].d)) });
  return { labels, marks, reticles };
}

/** Every label that meets another, a mark, a reticle's ring or the scene's edge. */
function clashes(s: State): string[] {
  const { labels, marks, reticles } = drawn(s);
  const out: string[] = [];
  labels.forEach(({ name, box }, i) => {
    if (!within(box, FRAME.width, FRAME.height)) out.push(`${name} outside`);
    for (let j = i + 1; j < labels.length; j++)
      if (overlaps(box, labels[j].box)) out.push(`${name} on ${labels[j].name}`);
    for (const m of marks) if (m.segments.some((g) => segmentHitsBox(g, box))) out.push(`${name} on ${m.what}`);
    for (const r of reticles) if (overlaps(box, r.box)) out.push(`${name} on ${r.name}`);
  });
  return out;
}

describe('quartic-figure labels by the kit’s label step (issue 38 item 11)', () => {
  it('the first scene → S off the arcs (the audit: crossed by arc-1 and arc-2), every label clear', () => {
    expect(clashes(INITIAL)).toEqual([]);
  });

  it('the four-hit scene → S, T, V and s₁, s₂, s₃ apart, inside and clear of every arc, arrow and reticle', () => {
    expect(clashes(FOUR_HITS)).toEqual([]);
  });

  it('handles dragged about (edges and corners too) → labels inside and apart, off every mark in nearly all', () => {
    let clear = 0;
    let apart = 0;
    let total = 0;
    const xs = [-29, -15, 0, 15, 29];
    const ys = [-39, -20, 0, 24];
    const crowded: string[] = [];
    for (const base of [INITIAL, FOUR_HITS])
      for (const x of xs)
        for (const y of ys)
          for (const which of ['shooter', 'target', 'velocity'] as const) {
            const s = handles[which].move(base, [x, y] as Vec2);
            // V's tip goes with T: T dragged to an edge can take it out of the scene, and its letter with it.
            const tip = toSvg(FRAME, velocityTip(s));
            if (!within({ x0: tip.x, y0: tip.y, x1: tip.x, y1: tip.y }, FRAME.width, FRAME.height)) continue;
            total++;
            const c = clashes(s);
            if (c.length === 0) clear++;
            if (c.every((w) => !/ outside$|^(S|T|V|s.) on (S|T|V|s.)$/u.test(w))) apart++;
            else crowded.push(`${which} at ${x}, ${y}: ${c.join('; ')}`);
          }
    expect(crowded).toEqual([]);
    expect(apart).toBe(total);
    // A label hemmed in by arcs on every side finds no free spot and takes the one that covers least: rare.
    expect(clear / total).toBeGreaterThan(0.9);
  });
});
