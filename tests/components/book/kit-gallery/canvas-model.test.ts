/** The canvas gallery scene's letter P keeps off its own trace (issue 38 item 11). */
import { describe, expect, it } from 'vitest';
import {
  CANVAS_FRAME,
  CANVAS_P0,
  letterPlace,
  traceLines,
} from '../../../../src/components/book/kit-gallery/canvas-model';
import { toSvg } from '../../../../src/components/kit/scene/frame';
import { handleLabelBox, labelPlace } from '../../../../src/components/kit/controls/handle-label';
import { grow, segmentHitsBox, within, type Box } from '../../../../src/components/kit/scene/label-box';
import type { Vec2 } from '../../../../src/lib';

/** How many of the trace's drawn segments for P cross `box`. */
function crossings(p: Vec2, box: Box): number {
  let n = 0;
  for (const line of traceLines(p))
    for (let i = 1; i < line.length; i++) if (segmentHitsBox({ a: line[i - 1], b: line[i] }, box)) n++;
  return n;
}

describe('the canvas scene’s letter P', () => {
  it('sits inside the scene, clear of the first trace by a little air', () => {
    const at = toSvg(CANVAS_FRAME, CANVAS_P0);
    const box = handleLabelBox(at, letterPlace(CANVAS_P0), 'P');
    expect(within(box, CANVAS_FRAME.width, CANVAS_FRAME.height)).toBe(true);
    expect(crossings(CANVAS_P0, grow(box, 0.3))).toBe(0);
  });

  it('the old first place, P at (1, 0.5) with its letter up and to the right, lay on the trace', () => {
    const p: Vec2 = [1, 0.5];
    const at = toSvg(CANVAS_FRAME, p);
    expect(crossings(p, handleLabelBox(at, labelPlace(at, 1.6, 'P', CANVAS_FRAME), 'P'))).toBeGreaterThan(0);
  });
});
