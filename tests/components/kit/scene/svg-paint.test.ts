import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import {
  clipId,
  dashArray,
  firstLength,
  numberList,
  paintColor,
  paintElement,
  paintStyle,
  parseTransform,
  svgText,
  textOffset,
  type Context2D,
  type PaintStyle,
  type StyleSource,
} from '../../../../src/components/kit/scene/svg-paint';

function svg(inner: string): Element {
  const { document } = parseHTML(`<!doctype html><html><body><svg viewBox="0 0 100 60">${inner}</svg></body></html>`);
  return document.querySelector('svg')!;
}

/** A computed style as Chromium gives it for an SVG element with no rules: black fill, no stroke. */
const BASE: StyleSource = {
  display: 'inline',
  visibility: 'visible',
  fill: 'rgb(0, 0, 0)',
  fillOpacity: '1',
  stroke: 'none',
  strokeOpacity: '1',
  strokeWidth: '1px',
  strokeDasharray: 'none',
  strokeDashoffset: '0px',
  strokeLinecap: 'butt',
  strokeLinejoin: 'miter',
  strokeMiterlimit: '4',
  opacity: '1',
  fontStyle: 'normal',
  fontWeight: '400',
  fontSize: '16px',
  fontFamily: 'sans-serif',
  textAnchor: 'start',
  dominantBaseline: 'auto',
  paintOrder: 'normal',
  clipPath: 'none',
};

/** A canvas context that records what is drawn: each call with its arguments and the state it was made in. */
function recorder() {
  const calls: string[] = [];
  const state: Record<string, unknown> = { globalAlpha: 1 };
  const stack: Record<string, unknown>[] = [];
  const ctx = new Proxy(state, {
    get(target, key: string) {
      if (key in target) return target[key];
      return (...args: unknown[]) => {
        if (key === 'save') stack.push({ ...target });
        if (key === 'restore') Object.assign(target, stack.pop());
        const look =
          key === 'fill' || key === 'fillText'
            ? ` fill=${String(target.fillStyle)} a=${String(target.globalAlpha)}`
            : key === 'stroke' || key === 'strokeText'
              ? ` stroke=${String(target.strokeStyle)} w=${String(target.lineWidth)} a=${String(target.globalAlpha)}`
              : '';
        calls.push(`${key}(${args.map((a) => (typeof a === 'number' ? +a.toFixed(3) : String(a))).join(',')})${look}`);
      };
    },
    set(target, key: string, value) {
      target[key] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as Context2D, calls };
}

/** Styles by class name over BASE, as a stylesheet would give them. */
function styles(byClass: Record<string, Partial<StyleSource>>) {
  return (el: Element): PaintStyle =>
    paintStyle({ ...BASE, ...(byClass[el.getAttribute('class') ?? ''] ?? {}), ...(byClass[el.localName] ?? {}) });
}

describe('parseTransform', () => {
  it('translate(3 4) → a pure translation; translate(3) → y 0', () => {
    expect(parseTransform('translate(3 4)')).toEqual([1, 0, 0, 1, 3, 4]);
    expect(parseTransform('translate(3)')).toEqual([1, 0, 0, 1, 3, 0]);
  });

  it('a list composes left to right: translate(10,0) scale(2) maps (1, 1) to (12, 2)', () => {
    const m = parseTransform('translate(10,0) scale(2)')!;
    expect([m[0] * 1 + m[2] * 1 + m[4], m[1] * 1 + m[3] * 1 + m[5]]).toEqual([12, 2]);
  });

  it('rotate(90 5 5) turns (10, 5) about (5, 5) to (5, 10)', () => {
    const m = parseTransform('rotate(90 5 5)')!;
    expect(m[0] * 10 + m[2] * 5 + m[4]).toBeCloseTo(5, 12);
    expect(m[1] * 10 + m[3] * 5 + m[5]).toBeCloseTo(10, 12);
  });

  it('empty, malformed or non-finite → null (SVG ignores such an attribute)', () => {
    for (const bad of [
      null,
      '',
      '  ',
      'translate(1 2',
      'translate(a b)',
      'wobble(1)',
      'translate(1 2) junk',
      'matrix(1 2 3)',
    ]) {
      expect(parseTransform(bad), String(bad)).toBeNull();
    }
  });
});

describe('style values', () => {
  it('paints: none, url() and transparent draw nothing; colours pass through', () => {
    expect(paintColor('none')).toBeNull();
    expect(paintColor('url("#g") rgb(0, 0, 0)')).toBeNull();
    expect(paintColor('transparent')).toBeNull();
    expect(paintColor('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
  });

  it('dash arrays: "2px, 1px" → [2, 1]; an odd list repeats; none, negative or all zero → solid', () => {
    expect(dashArray('2px, 1px')).toEqual([2, 1]);
    expect(dashArray('3')).toEqual([3, 3]);
    expect(dashArray('none')).toEqual([]);
    expect(dashArray('1, -1')).toEqual([]);
    expect(dashArray('0 0')).toEqual([]);
  });

  it('a computed style → the canvas font, alignment, baseline and paint order', () => {
    const s = paintStyle({
      ...BASE,
      fontWeight: '600',
      fontSize: '3px',
      fontFamily: 'Inter, sans-serif',
      textAnchor: 'middle',
      dominantBaseline: 'central',
      paintOrder: 'stroke fill markers',
    });
    expect(s.font).toBe('normal 600 3px Inter, sans-serif');
    expect([s.align, s.baseline, s.strokeFirst, s.fontSize]).toEqual(['center', 'middle', true, 3]);
  });

  it('display none hides the subtree; visibility hidden only the element', () => {
    expect(paintStyle({ ...BASE, display: 'none' }).hidden).toBe(true);
    expect(paintStyle({ ...BASE, visibility: 'hidden' }).visible).toBe(false);
  });

  it('clip-path: url("#c") and url(#c) → the id; none or a shape → no clip', () => {
    expect([clipId('url("#c1")'), clipId('url(#c-2)'), clipId('none'), clipId('inset(1px)')]).toEqual([
      'c1',
      'c-2',
      null,
      null,
    ]);
  });

  it('number lists, text offsets in user units and em, and text as SVG shows it', () => {
    expect(numberList('1,2 3 4')).toEqual([1, 2, 3, 4]);
    expect(numberList('1 2 3 x 5')).toEqual([1, 2]);
    expect(textOffset('0.5em', 4)).toBe(2);
    expect(textOffset('1.5', 4)).toBe(1.5);
    expect(textOffset('junk', 4)).toBe(0);
    expect(firstLength('0.32em', 10)).toBeCloseTo(3.2, 12);
    expect(firstLength('5 6 7', 10)).toBe(5);
    expect(firstLength(null, 10)).toBe(0);
    expect(svgText('\n   |V|t \n ')).toBe('|V|t');
  });
});

describe('paintElement', () => {
  it('a circle, a line and a polygon → their outlines, filled and stroked in their own colours', () => {
    const root = svg(
      '<circle class="dot" cx="10" cy="20" r="2"/><line class="lane" x1="0" y1="0" x2="5" y2="5"/><polygon class="tri" points="0,0 4,0 0,3"/>',
    );
    const { ctx, calls } = recorder();
    const style = styles({
      dot: { fill: 'rgb(200, 0, 0)' },
      lane: { fill: 'none', stroke: 'rgb(0, 0, 200)', strokeWidth: '0.4px' },
      tri: { fill: 'rgb(0, 100, 0)', fillOpacity: '0.5' },
    });
    paintElement(ctx, root, { style });
    expect(calls).toEqual([
      'beginPath()',
      'arc(10,20,2,0,6.283)',
      'fill() fill=rgb(200, 0, 0) a=1',
      'beginPath()',
      'moveTo(0,0)',
      'lineTo(5,5)',
      'setLineDash()',
      'stroke() stroke=rgb(0, 0, 200) w=0.4 a=1',
      'beginPath()',
      'moveTo(0,0)',
      'lineTo(4,0)',
      'lineTo(0,3)',
      'closePath()',
      'fill() fill=rgb(0, 100, 0) a=0.5',
    ]);
  });

  it('a group with a transform and opacity → its children drawn in its space at its alpha, then restored', () => {
    const root = svg('<g class="half" transform="translate(3 4)"><circle cx="0" cy="0" r="1"/></g>');
    const { ctx, calls } = recorder();
    paintElement(ctx, root, { style: styles({ half: { opacity: '0.5' } }) });
    expect(calls).toEqual([
      'save()',
      'transform(1,0,0,1,3,4)',
      'beginPath()',
      'arc(0,0,1,0,6.283)',
      'fill() fill=rgb(0, 0, 0) a=0.5',
      'restore()',
    ]);
  });

  it('a part the host skips (drawn on another layer) is left out with everything under it', () => {
    const root = svg('<circle cx="1" cy="1" r="1"/><g class="top"><circle cx="5" cy="5" r="2"/></g>');
    const { ctx, calls } = recorder();
    paintElement(ctx, root, { style: styles({}), skip: (el) => el.classList.contains('top') });
    expect(calls.filter((c) => c.startsWith('arc'))).toEqual(['arc(1,1,1,0,6.283)']);
  });

  it('display none, zero radius, empty text and unknown elements draw nothing', () => {
    const root = svg(
      '<circle class="off" cx="1" cy="1" r="1"/><circle r="0"/><text x="1" y="1">  </text><image href="x.png"/><title>t</title>',
    );
    const { ctx, calls } = recorder();
    paintElement(ctx, root, { style: styles({ off: { display: 'none' } }) });
    expect(calls.filter((c) => /fill|stroke|Text/.test(c))).toEqual([]);
  });

  it('text → fillText at x + dx, y + dy, with the halo stroked first when paint-order says so', () => {
    const root = svg('<text class="label" x="10" y="5" dx="1" dy="0.5em">d</text>');
    const { ctx, calls } = recorder();
    const style = styles({
      label: { fontSize: '4px', stroke: 'rgb(255, 255, 255)', strokeWidth: '1px', paintOrder: 'stroke' },
    });
    paintElement(ctx, root, { style });
    expect(calls).toEqual([
      'setLineDash()',
      'strokeText(d,11,7) stroke=rgb(255, 255, 255) w=1 a=1',
      'fillText(d,11,7) fill=rgb(0, 0, 0) a=1',
    ]);
  });

  it("the host's held attributes and text win over the element's (kit/scene/scene-canvas.ts)", () => {
    const root = svg('<circle cx="1" cy="1" r="1"/><text x="0" y="0">old</text>');
    const { ctx, calls } = recorder();
    paintElement(ctx, root, {
      style: styles({}),
      attr: (el, name) => (name === 'cx' ? '9' : el.getAttribute(name)),
      text: () => 'new',
    });
    expect(calls).toContain('arc(9,1,1,0,6.283)');
    expect(calls.some((c) => c.startsWith('fillText(new,0,0)'))).toBe(true);
  });
});
