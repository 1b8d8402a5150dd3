import { describe, expect, it } from 'vitest';
import {
  SWEEP_KS,
  savingChart,
  savingLabels,
  savingSweep,
} from '../../../../src/components/figures/pursuit-race/saving';
import { chartLabelClashes, chartLabels, drawChart } from '../chart-labels';

const rows = savingSweep();

describe('savingChart: its labels (issue 38 item 11)', () => {
  it.each([640, 320])(
    'at %i px: every label clear of the curves, the rules, the grid, the others and the frame',
    (w) => {
      expect(chartLabelClashes(savingChart(rows, w))).toEqual([]);
    },
  );

  it.each([640, 320])('at %i px: each k’s label is nearer its own curve than any other', (w) => {
    const o = savingChart(rows, w);
    const left = o.marginLeft!;
    const top = o.marginTop!;
    const fw = w - left - o.marginRight!;
    const fh = o.height! - top - o.marginBottom!;
    const at = (angle: number, saved: number) => ({
      x: left + (angle / 180) * fw,
      y: top + fh - (saved * 100 * fh) / 70,
    });
    const labels = chartLabels(drawChart(o));
    for (const k of SWEEP_KS) {
      const label = labels.find((l) => l.text.startsWith(`${w < 480 ? '' : 'k = '}${k}:`))!;
      expect(label, `k = ${k}`).toBeDefined();
      const b = label.box;
      const gap = (kk: number) =>
        Math.min(
          ...rows
            .filter((r) => r.k === kk)
            .map((r) => at(r.angleDeg, r.saved))
            .filter((p) => p.x >= b.x0 && p.x <= b.x1)
            .map((p) => (p.y < b.y0 ? b.y0 - p.y : p.y > b.y1 ? p.y - b.y1 : 0)),
        );
      for (const other of SWEEP_KS.filter((kk) => kk !== k))
        expect(gap(k), `k = ${k} against ${other}`).toBeLessThan(gap(other));
    }
  });

  it('places every label at no cost: nothing in the way at any width drawn', () => {
    for (const w of [640, 320])
      for (const [key, p] of Object.entries(savingLabels(rows, w))) expect(p.cost, `${key} at ${w} px`).toBe(0);
  });
});
