/** The precision lab chart's one-rounding label (issue 38 item 11): clear of the curves, lines, marker and frame. */
import { describe, expect, it } from 'vitest';
import { DIGITS, errorCurve, labState } from '../../../../src/components/figures/precision-lab/model';
import { ROUNDING_LABEL, chart, roundingLabel } from '../../../../src/components/figures/precision-lab/chart';
import { chartLabelClashes, chartLabels, drawChart } from '../chart-labels';

describe('the precision lab chart: its one-rounding label', () => {
  const curve = errorCurve();
  const first = labState(DIGITS.initial);

  it('in the first state: clear of both curves, the rule, the grid, the gap’s marker and the frame', () => {
    expect(chartLabelClashes(chart(curve, first))).toEqual([]);
  });

  it('placed at no cost by the kit’s step, and drawn where it was placed', () => {
    const placed = roundingLabel(curve, first);
    expect(placed.cost).toBe(0);
    const [drawn] = chartLabels(drawChart(chart(curve, first))).filter((l) => l.text === ROUNDING_LABEL);
    expect(drawn).toBeDefined();
    // The drawn box's bottom sits on the placed baseline (within the estimates' descent).
    expect(Math.abs(drawn.box.y1 - placed.y)).toBeLessThan(1);
    expect(placed.anchor === 'end' ? drawn.box.x1 : drawn.box.x0).toBeCloseTo(placed.x, 1);
  });
});
