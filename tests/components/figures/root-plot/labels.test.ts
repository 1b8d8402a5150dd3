import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FRAME,
  INITIAL,
  VELOCITY_SECONDS,
  analyse,
  place,
  preset,
  type State,
} from '../../../../src/components/figures/root-plot/model';
import { fnScales } from '../../../../src/components/kit/charts/fn-plot';
import { fnSpec, scene } from '../../../../src/components/figures/root-plot/view';
import { handleLabelBox, type LabelPlace } from '../../../../src/components/kit/controls/handle-label';
import {
  circleHitsBox,
  overlaps,
  segmentHitsBox,
  textBox,
  within,
  type Box,
} from '../../../../src/components/kit/scene/label-box';

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

/** Every label of the scene as the kit's placement step measures it (label-box.ts), with what it names. */
function kitBoxes(g: ReturnType<typeof scene>) {
  const letter = (p: { x: number; y: number }, l: LabelPlace, text: string) => ({
    name: text,
    box: handleLabelBox(p, l, text),
  });
  return [
    letter(g.target, g.handleLabels.target, 'T'),
    letter(g.velocityTip, g.handleLabels.velocity, 'V'),
    {
      name: 'S',
      box: textBox(g.shooter.x + g.shooterLabel.x, g.shooter.y + g.shooterLabel.y, g.shooterLabel.anchor, 'S', 3),
    },
    ...g.marks.map((m) => ({
      name: m.label,
      box: textBox(m.at.x + m.spot.x, m.at.y + m.spot.y, m.spot.anchor, m.label, 2.6),
    })),
  ];
}

/** The lines and outlines a label box touches: the target's path (past, future), V's arrow, the reach circles. */
function linesOn(g: ReturnType<typeof scene>, b: Box): string[] {
  const out: string[] = [];
  if (g.past && segmentHitsBox({ a: g.past[0], b: g.past[1] }, b)) out.push('path-past');
  if (g.future && segmentHitsBox({ a: g.future[0], b: g.future[1] }, b)) out.push('path-future');
  if (segmentHitsBox({ a: g.target, b: g.velocityTip }, b)) out.push('arrow');
  for (const c of g.circles)
    if (c.r > 0 && circleHitsBox({ cx: g.shooter.x, cy: g.shooter.y, r: c.r }, b)) out.push('circle');
  return out;
}

/** Whether a dot lies within 6 units of two edges of the scene. */
const inCorner = (p: { x: number; y: number }) =>
  (p.x < 6 || p.x > FRAME.width - 6) && (p.y < 6 || p.y > FRAME.height - 6);

describe('root-plot labels by the kit’s placement step (issue 38 item 11)', () => {
  it('the first state → t₁ (its mark off the scene) at the edge with an arrow, t₂ off the dashed path, every label inside', () => {
    const g = scene(INITIAL, analyse(INITIAL));
    // The audit: on a phone t₁ was cut by the scene's edge and the dashed target path crossed t₂.
    expect(g.marks.map((m) => m.label)).toEqual(['↑ t₁', 't₂']);
    for (const { name, box } of kitBoxes(g)) {
      expect(within(box, FRAME.width, FRAME.height), name).toBe(true);
      expect(linesOn(g, box), name).toEqual([]);
    }
  });

  it('T and the tip of V dragged to each corner, each against the other → every label inside, apart, off the lines', () => {
    const xs = [FRAME.xmin, FRAME.xmax];
    const ys = [FRAME.ymin, FRAME.ymax];
    const corners = xs.flatMap((x) => ys.map((y) => place([x, y])));
    let checked = 0;
    for (const t of corners)
      for (const tip of [...corners, place([50, 0])]) {
        for (const speed of [10, 20, 30]) {
          const s: State = { target: t, velocity: [tip[0] - t[0], tip[1] - t[1]], speed };
          const g = scene(s, analyse(s));
          // A tip on T (V = 0) leaves V's letter nowhere but beside T's.
          if (Math.hypot(g.target.x - g.velocityTip.x, g.target.y - g.velocityTip.y) < 4) continue;
          checked++;
          const boxes = kitBoxes(g);
          const at = JSON.stringify(s);
          for (const { name, box } of boxes) {
            expect(within(box, FRAME.width, FRAME.height), `${name} ${at}`).toBe(true);
            // A handle's letter in a corner has only its up and right spots (kit letterSpots, all within 3 units of
            // the dot) inside the scene; when V's arrow and the path take those, none is left off a reach circle.
            const cornered = name.length === 1 && name !== 'S' && inCorner(name === 'T' ? g.target : g.velocityTip);
            const lines = linesOn(g, box).filter((l) => !(cornered && l === 'circle'));
            expect(lines, `${name} ${at}`).toEqual([]);
          }
          for (let i = 0; i < boxes.length; i++)
            for (let j = i + 1; j < boxes.length; j++)
              expect(overlaps(boxes[i].box, boxes[j].box), `${boxes[i].name}/${boxes[j].name} ${at}`).toBe(false);
        }
      }
    expect(checked).toBeGreaterThan(40);
  });
});
