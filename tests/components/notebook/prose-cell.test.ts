import { beforeAll, describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import type { ProseCell as ProseCellType } from '../../../src/components/notebook/prose-cell';

/**
 * <nb-prose> without a browser (linkedom): its markup, labels, rendering and
 * source. The editor (CodeMirror) needs a real layout: not opened here.
 */
let ProseCell: typeof ProseCellType;
let document: Document;

beforeAll(async () => {
  const window = parseHTML('<!doctype html><html><head></head><body></body></html>');
  document = window.document;
  Object.assign(globalThis, {
    window,
    document,
    HTMLElement: window.HTMLElement,
    customElements: window.customElements,
    CustomEvent: window.CustomEvent,
    // No stylesheet here: KaTeX's is not on the page, and mount-prose adds its link.
    getComputedStyle: () => ({ fontFamily: '' }),
  });
  ({ ProseCell } = await import('../../../src/components/notebook/prose-cell'));
});

/** Wait until the lazily imported renderer has drawn `selector` in the cell's view. */
const rendered = async (cell: HTMLElement, selector: string) => {
  for (let i = 0; i < 200 && !cell.querySelector(`[data-part="view"] ${selector}`); i++)
    await new Promise((r) => setTimeout(r, 10));
};

describe('<nb-prose>', () => {
  it('create(source, 3) → a group "Cell 3 text" whose region "Text of cell 3" shows the rendered Markdown', async () => {
    const cell = ProseCell.create('# Hi\n\n**b** $x^2$', 3);
    document.body.append(cell);
    expect(cell.tagName).toBe('NB-PROSE');
    expect(cell.getAttribute('role')).toBe('group');
    const name = cell
      .getAttribute('aria-labelledby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent);
    expect(name).toEqual(['Cell 3', 'text']);
    expect(cell.label).toBe('Cell 3');
    expect(cell.getAttribute('tabindex')).toBe('-1');
    const view = cell.querySelector('[data-part="view"]')!;
    expect(view.getAttribute('role')).toBe('region');
    expect(view.getAttribute('aria-label')).toBe('Text of cell 3');
    expect(view.getAttribute('tabindex')).toBe('0');
    await rendered(cell, '.katex');
    expect(view.querySelector('h1')!.textContent).toBe('Hi');
    expect(view.querySelector('strong')!.textContent).toBe('b');
    expect(view.querySelector('.katex')).not.toBeNull();
    expect(document.querySelectorAll('link[data-katex-css]').length).toBe(1);
    expect([...cell.querySelectorAll('button')].map((b) => [b.textContent, b.hidden])).toEqual([
      ['Edit', false],
      ['Done', true],
    ]);
    expect(cell.querySelector<HTMLElement>('[data-part="editor"]')!.hidden).toBe(true);
  });
  it('source = … → rendered again; raw HTML stays text', async () => {
    const cell = ProseCell.create('', 1);
    document.body.append(cell);
    expect(cell.querySelector('.nb-empty')!.textContent).toMatch(/^Empty/);
    cell.source = '<script>alert(1)</script>\n\n*em*';
    expect(cell.source).toBe('<script>alert(1)</script>\n\n*em*');
    await rendered(cell, 'em');
    const view = cell.querySelector('[data-part="view"]')!;
    expect(view.querySelector('script')).toBeNull();
    expect(view.querySelector('em')!.textContent).toBe('em');
    expect(view.textContent).toContain('<script>alert(1)</script>');
  });
  it('renumber(5) → new labels', () => {
    const cell = ProseCell.create('x', 2);
    cell.renumber(5);
    expect(cell.querySelector('.nb-title')!.textContent).toBe('Cell 5');
    expect(cell.label).toBe('Cell 5');
    expect(cell.querySelector('[data-part="view"]')!.getAttribute('aria-label')).toBe('Text of cell 5');
  });
});
