import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { makeFrame } from '../../../../src/components/kit/scene/frame';
import {
  HANDLE_FONT,
  handleLabelBox,
  labelPlace,
  labelPlaceAmong,
  letterSpots,
  parseTranslate,
  placeHandleLabel,
  placeHandleLetters,
} from '../../../../src/components/kit/controls/handle-label';
import { circleHitsBox, grow, overlaps, segmentHitsBox } from '../../../../src/components/kit/scene/label-box';

const BOX = { width: 100, height: 60 };
const R = 1.6;

/** The label's box in scene units for a dot at p: [left, top, right, bottom] (a capital of the label's font). */
function labelBox(p: { x: number; y: number }, text: string) {
  const l = labelPlace(p, R, text, BOX);
  const w = text.length * 0.7 * HANDLE_FONT;
  const left = p.x + (l.anchor === 'start' ? l.x : l.x - w);
  const baseline = p.y + l.y;
  return [left, baseline - 0.72 * HANDLE_FONT, left + w, baseline];
}

function inside([l, t, r, b]: number[]) {
  return l >= 0 && t >= 0 && r <= BOX.width && b <= BOX.height;
}

describe('labelPlace', () => {
  it('room everywhere → up and to the right of the dot, as Handle.astro always drew it', () => {
    expect(labelPlace({ x: 50, y: 30 }, R, 'A', BOX)).toEqual({ x: R + 1.2, y: -R - 0.6, anchor: 'start' });
  });
  it('at the right edge → flipped to the left (text-anchor end), still above', () => {
    const l = labelPlace({ x: 99, y: 30 }, R, 'P', BOX);
    expect(l).toEqual({ x: -(R + 1.2), y: -R - 0.6, anchor: 'end' });
  });
  it('at the top edge → below the dot, still to the right', () => {
    const l = labelPlace({ x: 50, y: 1 }, R, 'T', BOX);
    expect(l.anchor).toBe('start');
    expect(l.y).toBeGreaterThan(R);
  });
  it('in the top-right corner → left and below', () => {
    const l = labelPlace({ x: 100, y: 0 }, R, 'S', BOX);
    expect(l.anchor).toBe('end');
    expect(l.x).toBeLessThan(0);
    expect(l.y).toBeGreaterThan(0);
  });
  it('anywhere on a grid over the scene, edges and corners included → the label stays inside', () => {
    const outside: string[] = [];
    for (let x = 0; x <= BOX.width; x += 2.5)
      for (let y = 0; y <= BOX.height; y += 2.5)
        for (const text of ['A', 'V', 'P1'])
          if (!inside(labelBox({ x, y }, text))) outside.push(`${text} at ${x},${y}`);
    expect(outside).toEqual([]);
  });
  it('a longer label flips earlier than a one-letter one', () => {
    expect(labelPlace({ x: 94, y: 30 }, R, 'A', BOX).anchor).toBe('start');
    expect(labelPlace({ x: 94, y: 30 }, R, 'Long', BOX).anchor).toBe('end');
  });
});

describe('parseTranslate', () => {
  it('reads translate(x y) and translate(x, y); anything else → null', () => {
    expect(parseTranslate('translate(12.5 -3)')).toEqual({ x: 12.5, y: -3 });
    expect(parseTranslate('translate(1e1, 2)')).toEqual({ x: 10, y: 2 });
    expect(parseTranslate('rotate(3)')).toBeNull();
    expect(parseTranslate(null)).toBeNull();
  });
});

describe('placeHandleLabel', () => {
  const FRAME = makeFrame({ xmin: 0, xmax: 100, ymin: 0, ymax: 60 });
  function handle(transform: string, text = 'A') {
    const { document } = parseHTML(
      `<svg><g data-handle="a" transform="${transform}"><circle class="kit-handle-dot" r="1.6"></circle><text class="kit-handle-text" x="2.8" y="-2.2">${text}</text></g></svg>`,
    );
    return document.querySelector('g')!;
  }
  it('reads the handle’s own transform and writes x, y and text-anchor on its label', () => {
    const g = handle('translate(99 30)');
    placeHandleLabel(g as unknown as Element, FRAME);
    const t = g.querySelector('text')!;
    expect([t.getAttribute('x'), t.getAttribute('y'), t.getAttribute('text-anchor')]).toEqual(['-2.8', '-2.2', 'end']);
    g.setAttribute('transform', 'translate(50 30)');
    placeHandleLabel(g as unknown as Element, FRAME);
    expect([t.getAttribute('x'), t.getAttribute('text-anchor')]).toEqual(['2.8', 'start']);
  });
  it('a handle without a label → left alone', () => {
    const { document } = parseHTML('<svg><g transform="translate(99 1)"></g></svg>');
    expect(() => placeHandleLabel(document.querySelector('g') as unknown as Element, FRAME)).not.toThrow();
  });
});

describe('labelPlaceAmong / placeHandleLetters: letters off every line, circle and handle (issue 13)', () => {
  const P = { x: 50, y: 30 };
  const clearOf = (box: ReturnType<typeof handleLabelBox>, segs: { a: typeof P; b: typeof P }[]) =>
    segs.every((s) => !segmentHitsBox(s, grow(box, 0.4)));

  it('nothing in the way → up-right of the dot, the kit’s usual spot', () => {
    expect(labelPlaceAmong(P, R, 'S', BOX, {})).toEqual(labelPlace(P, R, 'S', BOX));
  });
  it('a line running up-right from the dot (the aim) → the letter goes to another corner, off the line', () => {
    const aim = [{ a: P, b: { x: 90, y: 0 } }];
    const place = labelPlaceAmong(P, R, 'S', BOX, { segments: aim });
    expect(place).not.toEqual(labelPlace(P, R, 'S', BOX));
    expect(clearOf(handleLabelBox(P, place, 'S'), aim)).toBe(true);
  });
  it('lines in all four diagonal directions (a handle where a triangle’s sides and an arrow meet) → beside, above or below', () => {
    const rays = [
      { a: P, b: { x: 80, y: 0 } },
      { a: P, b: { x: 20, y: 0 } },
      { a: P, b: { x: 80, y: 60 } },
      { a: P, b: { x: 20, y: 60 } },
    ];
    const place = labelPlaceAmong(P, R, 'T', BOX, { segments: rays });
    expect(clearOf(handleLabelBox(P, place, 'T'), rays)).toBe(true);
  });
  it('a circle’s outline through the usual spot → moved off it', () => {
    const circle = { cx: 50, cy: 36, r: 8.5 };
    expect(circleHitsBox(circle, grow(handleLabelBox(P, labelPlace(P, R, 'S', BOX), 'S'), 0.4))).toBe(true);
    const place = labelPlaceAmong(P, R, 'S', BOX, { circles: [circle] });
    expect(circleHitsBox(circle, grow(handleLabelBox(P, place, 'S'), 0.4))).toBe(false);
  });
  it('every spot of letterSpots is clear of the dot’s own ring', () => {
    for (const spot of letterSpots(R, 'V')) {
      const ring = { x0: P.x - R - 1, y0: P.y - R - 1, x1: P.x + R + 1, y1: P.y + R + 1 };
      expect(overlaps(handleLabelBox(P, spot, 'V'), ring)).toBe(false);
    }
  });
  it('in a corner with lines everywhere → still inside the scene (the spot that covers least)', () => {
    const corner = { x: 99, y: 1 };
    const lines = Array.from({ length: 12 }, (_, i) => ({
      a: corner,
      b: { x: corner.x + 30 * Math.cos(i), y: corner.y + 30 * Math.sin(i) },
    }));
    const b = handleLabelBox(corner, labelPlaceAmong(corner, R, 'T', BOX, { segments: lines }), 'T');
    expect(b.x0 >= 0 && b.y0 >= 0 && b.x1 <= BOX.width && b.y1 <= BOX.height).toBe(true);
  });
  it('T and V next to each other with V’s arrow between them → neither letter on the other handle, the arrow or the other letter', () => {
    const T = { x: 50, y: 30 };
    const V = { x: 54, y: 27 };
    const arrow = [{ a: T, b: V }];
    const places = placeHandleLetters(
      [
        { name: 'target', at: T, r: 1.6, text: 'T' },
        { name: 'velocity', at: V, r: 1.2, text: 'V' },
      ],
      BOX,
      { segments: arrow },
    );
    const t = handleLabelBox(T, places.target, 'T');
    const v = handleLabelBox(V, places.velocity, 'V');
    expect(overlaps(t, v)).toBe(false);
    expect(clearOf(t, arrow) && clearOf(v, arrow)).toBe(true);
    expect(overlaps(t, { x0: V.x - 2.2, y0: V.y - 2.2, x1: V.x + 2.2, y1: V.y + 2.2 })).toBe(false);
    expect(overlaps(v, { x0: T.x - 2.6, y0: T.y - 2.6, x1: T.x + 2.6, y1: T.y + 2.6 })).toBe(false);
    // The kit's default spots put both letters on the arrow's side of their dots: T's on the arrow.
    expect(clearOf(handleLabelBox(T, labelPlace(T, 1.6, 'T', BOX), 'T'), arrow)).toBe(false);
  });
});
