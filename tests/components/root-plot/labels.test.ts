import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { FRAME, analyse, place, preset, type State } from '../../../src/components/root-plot/model';
import { domainsFor, drawOverlay, scene } from '../../../src/components/root-plot/view';

const seed = 20261121;
const SVG_NS = 'http://www.w3.org/2000/svg';
const { document } = parseHTML('<!doctype html><html><body></body></html>');

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

/** The chart's labels as drawn, with linear stand-ins for Plot's scales. */
function chartLabels(s: State) {
  const an = analyse(s);
  const domains = domainsFor(an);
  const scale = (lo: number, hi: number, a: number, b: number) => (v: number) => a + ((v - lo) / (hi - lo)) * (b - a);
  const g = document.createElementNS(SVG_NS, 'g');
  drawOverlay(g, document, scale(...domains.x, 64, 544), scale(...domains.y, 238, 22), an, domains);
  return Array.from(g.querySelectorAll('text')).map((t) =>
    box(Number(t.getAttribute('x')), Number(t.getAttribute('y')), t.getAttribute('text-anchor'), t.textContent!, 12),
  );
}

function sceneLabels(s: State) {
  const g = scene(s, analyse(s));
  const marks = g.marks
    .filter((m) => m.at.x > 0 && m.at.x < FRAME.width && m.at.y > 0 && m.at.y < FRAME.height)
    .map((m) => box(m.at.x + m.spot.x, m.at.y + m.spot.y, m.spot.anchor, m.label, 2.6));
  return {
    marks,
    // T's label where the kit puts it: up-right of the dot (r + 1.2, −r − 0.6).
    t: box(g.target.x + 2.8, g.target.y - 2.2, 'start', 'T', 3),
    s: box(g.shooter.x + g.shooterLabel.x, g.shooter.y + g.shooterLabel.y, g.shooterLabel.anchor, 'S', 3),
  };
}

describe('root-plot labels', () => {
  it('T dragged onto S → the chart’s t₁ and t₂ labels do not overlap and stay inside the plot', () => {
    for (const s of ONTO_S) {
      const labels = chartLabels(s);
      expect(labels).toHaveLength(2);
      expect(apart(labels[0], labels[1]), JSON.stringify(s)).toBe(true);
      for (const l of labels) {
        expect(l.x0).toBeGreaterThanOrEqual(64);
        expect(l.x1).toBeLessThanOrEqual(544);
        expect(l.y0).toBeGreaterThanOrEqual(22);
        expect(l.y1).toBeLessThanOrEqual(238);
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
        for (const l of labels) {
          expect(l.x0).toBeGreaterThanOrEqual(64);
          expect(l.x1).toBeLessThanOrEqual(544);
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

  it('the "Faster, passing by" preset → T and the V tip well inside the scene', () => {
    const g = scene(preset('passing'), analyse(preset('passing')));
    for (const p of [g.target, g.velocityTip]) {
      expect(p.y).toBeGreaterThan(4);
      expect(p.x).toBeLessThan(FRAME.width - 5);
    }
  });
});
