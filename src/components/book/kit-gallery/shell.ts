/**
 * The gallery's figure-shell block (kit/shell/figure.ts): a second scene declared
 * once — its parts, readout cards and a derived handle — which the build
 * renders and the browser keeps up to date through the same functions. Its
 * scene is a kit Scene (field and grid), its slider a kit Slider, and the
 * status line under the cards says when P has no angle.
 */
import type { Vec2 } from '../../../lib';
import { arrowPath } from '../../kit/scene/arrow';
import type { FigureView, ReadoutCard } from '../../kit/shell/figure';
import { degrees, pair, trimmed } from '../../kit/text/format';
import { toSvg } from '../../kit/scene/frame';
import { angleArc, snapToGrid } from '../../kit/scene/geometry';
import type { PointHandle } from '../../kit/controls/handles';
import { placeHandleLetters } from '../../kit/controls/handle-label';
import { FRAME, type State } from './model';

/** Q is derived: it always sits at P + OFFSET. */
export const OFFSET: Vec2 = [2, -2];

export const qOf = (s: State): Vec2 => [s.p[0] + OFFSET[0], s.p[1] + OFFSET[1]];

/** The slider for P's x: whole and half units, Q = P + (2, −2) kept inside the scene. */
export const SHELL_X = { min: -8, max: 7, step: 0.5 } as const;

/** The state with P's x set from the slider (snapped and clamped to SHELL_X). */
export function withX(s: State, x: number): State {
  const snapped = Math.round((Number.isFinite(x) ? x : s.p[0]) / SHELL_X.step) * SHELL_X.step;
  return { ...s, p: [Math.min(Math.max(snapped, SHELL_X.min), SHELL_X.max), s.p[1]] };
}

export const SHELL_CARDS: readonly ReadoutCard[] = [
  { name: 'shell-p', label: 'P, pair(p, 1)' },
  { name: 'shell-q', label: 'Q = P + (2, −2)' },
  { name: 'shell-angle', label: 'angle of P' },
];

/** Q's letter, relative to Q: off P's arrow (kit/controls/handle-label.ts `placeHandleLetters`, as the intercept figure places S, T, V). */
export function qLetter(s: State) {
  const origin = toSvg(FRAME, [0, 0]);
  const tip = toSvg(FRAME, s.p);
  return placeHandleLetters([{ name: 'q', at: toSvg(FRAME, qOf(s)), r: 1.6, text: 'Q' }], FRAME, {
    segments: [{ a: origin, b: tip }],
    boxes: [{ x0: tip.x - 2, y0: tip.y - 2, x1: tip.x + 2, y1: tip.y + 2 }],
  }).q;
}

export const shellView: FigureView<State> = {
  parts: (s) => {
    const zero = s.p[0] === 0 && s.p[1] === 0;
    const q = qLetter(s);
    return {
      'shell-q-letter': { x: q.x, y: q.y, 'text-anchor': q.anchor },
      'shell-arrow': { d: arrowPath(toSvg(FRAME, [0, 0]), toSvg(FRAME, s.p)) },
      'shell-arc': {
        d: zero ? '' : angleArc(FRAME, [0, 0], [1, 0], s.p, 1.5, true).d,
        display: zero ? 'none' : 'inline',
      },
    };
  },
  readouts: (s) => ({
    'shell-p': pair(s.p, 1),
    'shell-q': pair(qOf(s), 1),
    'shell-angle': s.p[0] === 0 && s.p[1] === 0 ? '—' : degrees(Math.atan2(s.p[1], s.p[0])),
    'shell-x': trimmed(s.p[0], 1),
    message: s.p[0] === 0 && s.p[1] === 0 ? 'P is at the origin: it has no direction, so no angle.' : '',
  }),
};

/** Dragging Q moves P (snapped to half units, kept so that Q stays in the scene). */
export const shellHandles: Record<'q', PointHandle<State>> = {
  q: {
    at: qOf,
    move: (s, p) => {
      const q = snapToGrid(p, 0.5, FRAME, 0.5);
      return { ...s, p: [q[0] - OFFSET[0], q[1] - OFFSET[1]] };
    },
    label: (s) => `Point Q = P + (2, −2) at ${pair(qOf(s), 1)}`,
  },
};
