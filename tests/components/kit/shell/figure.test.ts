import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import {
  mountFigure,
  partAttrs,
  partText,
  figureIds,
  firstFrame,
  perView,
  writeItems,
  type FigureView,
  type Item,
} from '../../../../src/components/kit/shell/figure';

function page(html: string) {
  const { document, window } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  return { document, window };
}

describe('partAttrs and partText (the build side)', () => {
  const parts = { dot: { cx: 1, cy: 2, text: 'P' } };
  it('a part’s attributes without its text, and its text', () => {
    expect(partAttrs(parts, 'dot')).toEqual({ cx: 1, cy: 2 });
    expect(partText(parts, 'dot')).toBe('P');
  });
  it('a part the view does not know has no attributes and no text', () => {
    expect(partAttrs(parts, 'none')).toEqual({});
    expect(partText(parts, 'none')).toBe('');
  });
});

describe('writeItems (list parts in the browser)', () => {
  const marker = (x: number, label: string): Item => ({
    tag: 'g',
    attrs: { transform: `translate(${x} 0)` },
    children: [
      { tag: 'circle', attrs: { r: 1 } },
      { tag: 'text', attrs: { x: 2, text: label } },
    ],
  });
  it('creates, updates in place and removes children to match the items', () => {
    const { document } = page('<svg><g data-part="hits"></g></svg>');
    const group = document.querySelector('[data-part="hits"]')!;
    writeItems(group, [marker(1, 'a'), marker(2, 'b')]);
    expect(group.children.length).toBe(2);
    expect(group.children[1].getAttribute('transform')).toBe('translate(2 0)');
    expect(group.children[1].lastElementChild!.textContent).toBe('b');
    const first = group.children[0];
    writeItems(group, [marker(5, 'c')]);
    expect(group.children.length).toBe(1);
    expect(group.children[0]).toBe(first);
    expect(first.getAttribute('transform')).toBe('translate(5 0)');
    expect(first.lastElementChild!.textContent).toBe('c');
  });
  it('replaces a child whose tag differs', () => {
    const { document } = page('<svg><g data-part="l"><rect></rect></g></svg>');
    const group = document.querySelector('[data-part="l"]')!;
    writeItems(group, [{ tag: 'circle', attrs: { r: 3 } }]);
    expect(group.children[0].tagName.toLowerCase()).toBe('circle');
    expect(group.children[0].getAttribute('r')).toBe('3');
  });
});

describe('mountFigure (the browser side)', () => {
  interface F {
    x: number;
  }
  const view: FigureView<F> = {
    parts: (f) => ({ dot: { cx: f.x, display: f.x > 0 ? 'inline' : 'none' } }),
    lists: (f) => ({ ticks: Array.from({ length: f.x }, (_, i) => ({ tag: 'line', attrs: { x1: i } })) }),
    readouts: (f) => ({ x: `x = ${f.x}` }),
  };
  it('writes parts, list parts and readouts from the same declaration the build uses', async () => {
    const { document } = page(
      '<div id="root"><svg><circle data-part="dot"></circle><g data-part="ticks"></g></svg><output data-readout="x"></output></div>',
    );
    const root = document.getElementById('root') as unknown as HTMLElement;
    const fig = mountFigure(root, root.querySelector('svg')!, view);
    fig.draw({ x: 3 });
    expect(root.querySelector('[data-part="dot"]')!.getAttribute('cx')).toBe('3');
    expect(root.querySelectorAll('[data-part="ticks"] line').length).toBe(3);
    expect(root.querySelector('[data-readout="x"]')!.textContent).toBe('x = 3');
    fig.draw({ x: 0 });
    expect(root.querySelector('[data-part="dot"]')!.getAttribute('display')).toBe('none');
    expect(root.querySelectorAll('[data-part="ticks"] line').length).toBe(0);
    // No 2D canvas in this DOM: the painter loads, finds none, and the SVG keeps drawing itself.
    expect(await fig.onCanvas).toBe(false);
  });

  it("loads a figure's painter on the reader's first approach when asked to ('input')", async () => {
    const { document } = page('<div id="root"><svg><circle data-part="dot"></circle></svg></div>');
    const root = document.getElementById('root') as unknown as HTMLElement;
    const fig = mountFigure(root, root.querySelector('svg')!, view, undefined, 'input');
    let settled = false;
    void fig.onCanvas.then(() => (settled = true));
    fig.draw({ x: 2 });
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    root
      .querySelector('circle')!
      .dispatchEvent(new (document.defaultView as unknown as typeof window).Event('focusin', { bubbles: true }));
    expect(await fig.onCanvas).toBe(false);
    expect(root.querySelector('[data-part="dot"]')!.getAttribute('cx')).toBe('2');
  });
});

describe('perView (one derivation per drawn state)', () => {
  it('derives once per view object and again for a new one, even an equal one', () => {
    let calls = 0;
    const area = perView((r: { w: number; h: number }) => {
      calls++;
      return r.w * r.h;
    });
    const a = { w: 2, h: 3 };
    expect(area(a)).toBe(6);
    expect(area(a)).toBe(6);
    expect(calls).toBe(1);
    expect(area({ w: 2, h: 3 })).toBe(6);
    expect(calls).toBe(2);
    expect(area({ ...a, w: 5 })).toBe(15);
    expect(area(a)).toBe(6);
    expect(calls).toBe(4);
  });
});

describe('firstFrame and figureIds (the build side of a figure)', () => {
  const view: FigureView<{ x: number }> = {
    parts: (f) => ({ dot: { cx: f.x, text: `x = ${f.x}` } }),
    lists: (f) => ({ marks: [{ tag: 'circle', attrs: { cx: f.x } }] }),
    readouts: (f) => ({ x: String(f.x) }),
  };
  it('renders a state through the same view the browser draws with', () => {
    const first = firstFrame(view, { x: 3 });
    expect(first.part('dot')).toEqual({ cx: 3 });
    expect(first.text('dot')).toBe('x = 3');
    expect(first.lists.marks[0].attrs.cx).toBe(3);
    expect(first.readouts).toEqual({ x: '3' });
    expect(firstFrame({ parts: () => ({}), readouts: () => ({}) }, 0).lists).toEqual({});
  });
  it('names a figure’s labelled elements after its id', () => {
    expect(figureIds('fig', ['speed', 'target-speed'])).toEqual({
      caption: 'fig-caption',
      speed: 'fig-speed',
      'target-speed': 'fig-target-speed',
    });
    expect(figureIds('fig')).toEqual({ caption: 'fig-caption' });
  });
});
