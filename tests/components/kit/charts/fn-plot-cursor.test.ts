import { describe, expect, it } from 'vitest';
import { cursorLabel, cursorLabelSpot, yTitleOf } from '../../../../src/components/kit/charts/fn-plot-cursor';
import { overlapArea, textBox } from '../../../../src/components/kit/scene/label-box';

// A 390 px chart with the book's margins: the plot starts at x = 58, its top at y = 22.
const VIEW = { top: 22, width: 390 };
const boxOf = (s: { x: number; y: number; anchor: 'start' | 'middle' | 'end' }, text: string) =>
  textBox(s.x, s.y, s.anchor, text, 12, { em: 0.62 });

describe('the cursor label', () => {
  it('goes right of the handle where there is room', () => {
    const s = cursorLabelSpot(200, cursorLabel(2), { ...VIEW, yTitle: '↑ m' });
    expect(s).toMatchObject({ x: 210, anchor: 'start' });
  });

  it('goes left of the handle at the chart’s right end', () => {
    const s = cursorLabelSpot(374, cursorLabel(4), { ...VIEW, yTitle: null });
    expect(s).toMatchObject({ x: 364, anchor: 'end' });
  });

  it('at t = 0 keeps off a long y-axis title (the symlog chart’s, issue 38 item 11)', () => {
    const title = yTitleOf('f, f′, f″ (symlog)')!;
    expect(title.startsWith('↑ ')).toBe(true);
    const text = cursorLabel(0);
    const s = cursorLabelSpot(58, text, { ...VIEW, yTitle: title });
    const titleBox = textBox(3, 12, 'start', title, 12, { em: 0.62 });
    expect(overlapArea(boxOf(s, text), titleBox)).toBe(0);
    // The old place, 10 px right of the handle, was on the title.
    expect(overlapArea(boxOf({ x: 68, y: 14, anchor: 'start' }, text), titleBox)).toBeGreaterThan(0);
  });

  it('keeps a title that has its own arrow as it is', () => {
    expect(yTitleOf('↑ miss (m)')).toBe('↑ miss (m)');
    expect(yTitleOf(null)).toBeNull();
  });
});
