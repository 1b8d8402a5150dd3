/** The integrator chart's floor label (issue 38 item 11): clear of the lines, the rules, the dots and the frame. */
import { describe, expect, it } from 'vitest';
import { INITIAL, RATE, solve, type State } from '../../../../src/components/figures/integrator-figure/model';
import { FLOOR_LABEL, chart } from '../../../../src/components/figures/integrator-figure/chart';
import { chartLabelClashes, chartLabels, drawChart } from '../chart-labels';

/** The chart for `s` drawn `width` px wide, as the build draws it (its two widths) and the column redraws it. */
const at = (s: State, width: number) => ({ ...chart(solve(s), s.rate), width });

describe('the integrator chart: its floor label', () => {
  it.each([520, 320])('at %i px, the first state: clear of every line, rule, dot and the frame', (w) => {
    expect(chartLabelClashes(at(INITIAL, w))).toEqual([]);
  });

  it.each([520, 320])('at %i px, at every rate the reader may set: clear of everything', (w) => {
    for (let rate = RATE.min; rate <= RATE.max; rate += rate < 60 ? 2 : 10)
      expect(chartLabelClashes(at({ ...INITIAL, rate }, w)), `${rate} Hz`).toEqual([]);
  });

  it('without gravity, where every method hits: still clear, though every line lies on the floor', () => {
    for (const w of [520, 320]) expect(chartLabelClashes(at({ ...INITIAL, gravity: 0 }, w)), `${w} px`).toEqual([]);
  });

  it('on one line where it fits, on two where the reader’s rate leaves no room for one', () => {
    const text = (s: State, w: number) => chartLabels(drawChart(at(s, w))).map((l) => l.text);
    expect(text(INITIAL, 520)).toEqual([FLOOR_LABEL[0].join(' / ')]);
    expect(text(INITIAL, 320)).toEqual([FLOOR_LABEL[1].join(' / ')]);
  });
});
