import { describe, expect, it } from 'vitest';
import { FRAME, INITIAL } from '../../../../src/components/book/kit-gallery/model';
import {
  qLetter,
  qOf,
  shellHandles,
  shellView,
  SHELL_X,
  withX,
} from '../../../../src/components/book/kit-gallery/shell';
import { toSvg } from '../../../../src/components/kit/scene/frame';
import { handleLabelBox, labelPlace } from '../../../../src/components/kit/controls/handle-label';
import { grow, segmentHitsBox } from '../../../../src/components/kit/scene/label-box';

describe('the gallery’s figure-shell block', () => {
  it('Q is derived at P + (2, −2); dragging Q moves P, snapped to half units', () => {
    expect(shellHandles.q.at(INITIAL)).toEqual([6, 1]);
    const s = shellHandles.q.move(INITIAL, [3.2, 0.1]);
    expect(s.p).toEqual([1, 2]);
    expect(qOf(s)).toEqual([3, 0]);
  });
  it('readouts are declared once: pairs and the angle of P; no angle for P at the origin', () => {
    expect(shellView.readouts(INITIAL)).toEqual({
      'shell-p': '(4.0, 3.0)',
      'shell-q': '(6.0, 1.0)',
      'shell-angle': '36.9°',
      'shell-x': '4',
      message: '',
    });
    const zero = { ...INITIAL, p: [0, 0] as [number, number] };
    expect(shellView.readouts(zero)['shell-angle']).toBe('—');
    expect(shellView.parts(zero)['shell-arc'].display).toBe('none');
  });
});

describe('the gallery’s Q letter (placeHandleLetters)', () => {
  it('for P anywhere on a half-unit grid, Q’s letter stays off P’s arrow; the kit’s default spot does not', () => {
    let before = 0;
    for (let x = -9.5; x <= 7.5; x += 0.5)
      for (let y = -3.5; y <= 5.5; y += 0.5) {
        const s = { ...INITIAL, p: [x, y] as [number, number] };
        const q = toSvg(FRAME, qOf(s));
        const arrow = { a: toSvg(FRAME, [0, 0]), b: toSvg(FRAME, s.p) };
        expect(segmentHitsBox(arrow, grow(handleLabelBox(q, qLetter(s), 'Q'), 0.2)), `P = (${x}, ${y})`).toBe(false);
        if (segmentHitsBox(arrow, grow(handleLabelBox(q, labelPlace(q, 1.6, 'Q', FRAME), 'Q'), 0.2))) before++;
      }
    expect(before).toBeGreaterThan(0);
  });
  it('the letter is a part of the shell, written with the scene', () => {
    const q = qLetter(INITIAL);
    expect(shellView.parts(INITIAL)['shell-q-letter']).toEqual({ x: q.x, y: q.y, 'text-anchor': q.anchor });
  });
});

describe('the shell block’s slider and status line', () => {
  const s = { p: [4, 3] as [number, number], a: 1, t: 0 };
  it('the slider sets P’s x, snapped to half units and kept in its range', () => {
    expect(withX(s, 2.3).p).toEqual([2.5, 3]);
    expect(withX(s, -100).p[0]).toBe(SHELL_X.min);
    expect(withX(s, 100).p[0]).toBe(SHELL_X.max);
    expect(withX(s, Number.NaN).p).toEqual([4, 3]);
  });
  it('the status line speaks only when P has no angle', () => {
    expect(shellView.readouts(s).message).toBe('');
    expect(shellView.readouts({ ...s, p: [0, 0] }).message).toMatch(/no angle/);
    expect(shellView.readouts({ ...s, p: [-1.5, 0] })['shell-x']).toBe('−1.5');
  });
});
