import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FRAME,
  VELOCITY_SECONDS,
  analyse,
  place,
  preset,
  type State,
} from '../../../../src/components/figures/root-plot/model';
import { fnScales } from '../../../../src/components/kit/charts/fn-plot';
import { fnSpec, scene } from '../../../../src/components/figures/root-plot/view';

const seed = 20261121;

/** An independent, generous estimate of a label's box: 0.65 em per character. */
function box(x: number, y: number, anchor: string | null, text: string, font: number) {
  const w = 0.65 * font * [...text].length;
  const x0 = anchor === 'end' ? x - w : anchor === 'middle' ? x - w / 2 : x;
  return { x0, x1: x0 + w, y0: y - 0.75 * font, y1: y + 0.2 * font };
}
type B = ReturnType<typeof box>;
const apart = (p: B, q: B) => p.x1 <= q.x0 || q.x1 <= p.x0 || p.y1 <= q.y0 || q.y1 <= p.y0;

/** T dragged onto S (the audit's case), both near and exactly on the snap grid. */
const ONTO_S: State[] = [
  { target: [0, 0.5], velocity: [-6, -8], speed: 20 },
  { target: [-0.5, 0], velocity: [-6, -8], speed: 20 },
  { target: [0.5, 0.5], velocity: [-6, -8], speed: 20 },
];

/** The chart's labels where the live function plot draws them: the mark plus its label offset, bottom line centred. */
function chartLabels(s: State) {
  const spec = fnSpec(analyse(s));
  const sc = fnScales(spec);
  return (spec.marks ?? [])
    .filter((m) => m.label)
    .map((m) => box(sc.x.apply(m.t) + (m.labelDx ?? 0), sc.y.apply(m.y) + (m.labelDy ?? 0), 'middle', m.label!, 12));
}

/** The plot area of the chart (px). */
function area(s: State) {
  const sc = fnScales(fnSpec(analyse(s)));
  return { x0: sc.x.range[0], x1: sc.x.range[1], y0: sc.y.range[1], y1: sc.y.range[0] };
}

function sceneLabels(s: State) {
  const g = scene(s, analyse(s));
  const marks = g.marks
    .filter((m) => m.at.x > 0 && m.at.x < FRAME.width && m.at.y > 0 && m.at.y < FRAME.height)
    .map((m) => box(m.at.x + m.spot.x, m.at.y + m.spot.y, m.spot.anchor, m.label, 2.6));
  return {
    marks,
    t: box(
      g.target.x + g.handleLabels.target.x,
      g.target.y + g.handleLabels.target.y,
      g.handleLabels.target.anchor,
      'T',
      3,
    ),
    v: box(
      g.velocityTip.x + g.handleLabels.velocity.x,
      g.velocityTip.y + g.handleLabels.velocity.y,
      g.handleLabels.velocity.anchor,
      'V',
      3,
    ),
    g,
    s: box(g.shooter.x + g.shooterLabel.x, g.shooter.y + g.shooterLabel.y, g.shooterLabel.anchor, 'S', 3),
  };
}

describe('root-plot labels', () => {
  it('T dragged onto S → the chart’s t₁ and t₂ labels do not overlap and stay inside the plot', () => {
    for (const s of ONTO_S) {
      const labels = chartLabels(s);
      expect(labels).toHaveLength(2);
      expect(apart(labels[0], labels[1]), JSON.stringify(s)).toBe(true);
      const a = area(s);
      for (const l of labels) {
        expect(l.x0).toBeGreaterThanOrEqual(a.x0);
        expect(l.x1).toBeLessThanOrEqual(a.x1);
        expect(l.y0).toBeGreaterThanOrEqual(a.y0);
        expect(l.y1).toBeLessThanOrEqual(a.y1);
      }
    }
  });

  it('T dragged onto S → the scene’s t₁, t₂, T and S labels are all apart', () => {
    for (const s of ONTO_S) {
      const { marks, t, s: sl } = sceneLabels(s);
      const all = [...marks, t, sl];
      for (let i = 0; i < all.length; i++)
        for (let j = i + 1; j < all.length; j++)
          expect(apart(all[i], all[j]), `${JSON.stringify(s)} ${i}/${j}`).toBe(true);
    }
  });

  it('any dragged scene → chart labels inside the plot and apart; scene mark labels inside the scene', () => {
    const coord = fc.tuple(
      fc.double({ min: -20, max: 120, noNaN: true }),
      fc.double({ min: -40, max: 40, noNaN: true }),
    );
    fc.assert(
      fc.property(coord, coord, fc.integer({ min: 0, max: 40 }), (t, tip, speed) => {
        const target = place(t);
        const v = place(tip);
        const s: State = { target, velocity: [v[0] - target[0], v[1] - target[1]], speed };
        const labels = chartLabels(s);
        const a = area(s);
        for (const l of labels) {
          expect(l.x0).toBeGreaterThanOrEqual(a.x0 - 0.5);
          expect(l.x1).toBeLessThanOrEqual(a.x1 + 0.5);
        }
        if (labels.length === 2) expect(apart(labels[0], labels[1])).toBe(true);
        for (const m of sceneLabels(s).marks) {
          expect(m.x0).toBeGreaterThanOrEqual(-0.5);
          expect(m.x1).toBeLessThanOrEqual(FRAME.width + 0.5);
        }
      }),
      { seed, numRuns: 300 },
    );
  });

  it('T and V (issue 13: they crowded each other) → their letters apart, off the other dot and off the arrow', () => {
    // Away from the scene's corners, where there is room for a letter on some side of each dot.
    const coord = fc.tuple(fc.double({ min: 8, max: 92, noNaN: true }), fc.double({ min: -16, max: 16, noNaN: true }));
    const near = fc.tuple(fc.double({ min: -8, max: 8, noNaN: true }), fc.double({ min: -8, max: 8, noNaN: true }));
    const ring = (c: { x: number; y: number }, r: number) => ({ x0: c.x - r, y0: c.y - r, x1: c.x + r, y1: c.y + r });
    const cases: State[] = [
      // The audit's scene: the tip of V just below-left of T.
      { target: [70, 20], velocity: [-6, -8], speed: 20 },
      { target: [70, 20], velocity: [-3, -3], speed: 20 },
      { target: [50, 0], velocity: [4, 0], speed: 20 },
    ];
    fc.assert(
      fc.property(coord, near, (t, d) => {
        const target = place(t);
        const tip = place([Math.min(Math.max(t[0] + d[0], 4), 96), Math.min(Math.max(t[1] + d[1], -20), 20)]);
        cases.push({
          target,
          velocity: [(tip[0] - target[0]) / VELOCITY_SECONDS, (tip[1] - target[1]) / VELOCITY_SECONDS],
          speed: 20,
        });
      }),
      { seed, numRuns: 300 },
    );
    let checked = 0;
    for (const s of cases) {
      const { t, v, g } = sceneLabels(s);
      // A tip on T itself (V = 0) has nowhere to go but on T's ring; skip only that.
      if (Math.hypot(g.target.x - g.velocityTip.x, g.target.y - g.velocityTip.y) < 3.5) continue;
      checked++;
      const inside = (b: B) => b.x0 >= -0.5 && b.y0 >= -0.5 && b.x1 <= FRAME.width + 0.5 && b.y1 <= FRAME.height + 0.5;
      if (!inside(t) || !inside(v)) continue;
      expect(apart(t, v), JSON.stringify(s)).toBe(true);
      expect(apart(v, ring(g.target, 2.4)), `V on T: ${JSON.stringify(s)}`).toBe(true);
      expect(apart(t, ring(g.velocityTip, 1.9)), `T on V: ${JSON.stringify(s)}`).toBe(true);
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('the "Faster, passing by" preset → T and the V tip well inside the scene', () => {
    const g = scene(preset('passing'), analyse(preset('passing')));
    for (const p of [g.target, g.velocityTip]) {
      expect(p.y).toBeGreaterThan(4);
      expect(p.x).toBeLessThan(FRAME.width - 5);
    }
  });
});
