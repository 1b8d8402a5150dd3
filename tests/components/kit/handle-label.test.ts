import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { makeFrame } from '../../../src/components/kit/frame';
import { HANDLE_FONT, labelPlace, parseTranslate, placeHandleLabel } from '../../../src/components/kit/handle-label';

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
