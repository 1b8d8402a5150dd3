import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { linkTerms } from '../../../../src/components/kit/text/terms';

function figure() {
  const { document } = parseHTML(`<!doctype html><html><body>
    <div class="fig" id="fig">
      <svg><path data-part="side-a"></path><path data-part="side-b"></path><path data-part="grid"></path>
        <g data-handle="p" tabindex="0" data-term="side-a"></g></svg>
      <span class="formula"><span data-term="side-a"><span id="inner">a</span></span>
        <span data-term="side-b label-b">b</span><span id="plain">+</span></span>
      <button id="other">Fire</button>
    </div><p id="outside">x</p></body></html>`);
  const root = document.getElementById('fig') as unknown as HTMLElement;
  return { document, root, cleanup: linkTerms(root) };
}

function fire(target: Element, type: string, props: Record<string, unknown> = {}) {
  const doc = target.ownerDocument!;
  const e = doc.createEvent('Event');
  e.initEvent(type, true, true);
  Object.assign(e, props);
  target.dispatchEvent(e);
}

const lit = (root: Element) => [...root.querySelectorAll('.is-lit')].map((el) => el.outerHTML.slice(0, 30));

describe('linkTerms', () => {
  it('pointer over a term in a formula → the term and its part are lit, the root says which', () => {
    const { document, root } = figure();
    fire(document.getElementById('inner')!, 'pointerover', { pointerType: 'mouse' });
    expect(root.getAttribute('data-lit')).toBe('side-a');
    expect(root.querySelectorAll('.is-lit')).toHaveLength(3); // path, handle, formula span
    expect(root.querySelector('[data-part="side-a"]')!.classList.contains('is-lit')).toBe(true);
    expect(root.querySelector('[data-part="side-b"]')!.classList.contains('is-lit')).toBe(false);
  });

  it('pointer over a drawn part that a term names → the term in the formula is lit too', () => {
    const { root } = figure();
    fire(root.querySelector('[data-part="side-b"]')!, 'pointerover', { pointerType: 'mouse' });
    expect(root.getAttribute('data-lit')).toBe('side-b');
    expect(root.querySelector('[data-term="side-b label-b"]')!.classList.contains('is-lit')).toBe(true);
  });

  it('pointer over one part of a term that names two → both parts and the term are lit', () => {
    const { document, root } = figure();
    const label = document.createElement('text');
    label.setAttribute('data-part', 'label-b');
    root.querySelector('svg')!.appendChild(label);
    fire(root.querySelector('[data-part="side-b"]')!, 'pointerover', { pointerType: 'mouse' });
    expect(label.classList.contains('is-lit')).toBe(true);
  });

  it('pointer over a part no term names, or over plain formula text → nothing lit', () => {
    const { document, root } = figure();
    fire(document.getElementById('inner')!, 'pointerover', { pointerType: 'mouse' });
    fire(root.querySelector('[data-part="grid"]')!, 'pointerover', { pointerType: 'mouse' });
    expect(lit(root)).toEqual([]);
    expect(root.hasAttribute('data-lit')).toBe(false);
    fire(document.getElementById('plain')!, 'pointerover', { pointerType: 'mouse' });
    expect(lit(root)).toEqual([]);
  });

  it('pointer leaves the figure → cleared', () => {
    const { document, root } = figure();
    fire(document.getElementById('inner')!, 'pointerover', { pointerType: 'mouse' });
    fire(root, 'pointerleave', { pointerType: 'mouse' });
    expect(lit(root)).toEqual([]);
  });

  it('touch: pointerover is ignored; a tap lights, a second tap on the same term clears', () => {
    const { document, root } = figure();
    const term = document.getElementById('inner')!;
    fire(term, 'pointerover', { pointerType: 'touch' });
    expect(lit(root)).toEqual([]);
    fire(term, 'click', { pointerType: 'touch' });
    expect(root.getAttribute('data-lit')).toBe('side-a');
    fire(term, 'click', { pointerType: 'touch' });
    expect(root.hasAttribute('data-lit')).toBe(false);
  });

  it('mouse: a click does not toggle what hovering lit', () => {
    const { document, root } = figure();
    const term = document.getElementById('inner')!;
    fire(term, 'pointerover', { pointerType: 'mouse' });
    fire(term, 'click', { pointerType: 'mouse' });
    expect(root.getAttribute('data-lit')).toBe('side-a');
  });

  it('keyboard focus on a handle that declares a term → lit; focus leaving the figure → cleared', () => {
    const { root } = figure();
    const handle = root.querySelector('[data-handle="p"]')!;
    fire(handle, 'focusin');
    expect(root.getAttribute('data-lit')).toBe('side-a');
    fire(handle, 'focusout', { relatedTarget: null });
    expect(root.hasAttribute('data-lit')).toBe(false);
  });

  it('the returned cleanup clears and unlinks', () => {
    const { document, root, cleanup } = figure();
    fire(document.getElementById('inner')!, 'pointerover', { pointerType: 'mouse' });
    cleanup();
    expect(lit(root)).toEqual([]);
    fire(document.getElementById('inner')!, 'pointerover', { pointerType: 'mouse' });
    expect(lit(root)).toEqual([]);
  });

  it('a figure without terms → no listeners, nothing lit', () => {
    const { document } = parseHTML('<div id="f"><path data-part="side-a"></path></div>');
    const root = document.getElementById('f') as unknown as HTMLElement;
    linkTerms(root);
    fire(root.querySelector('path')!, 'pointerover', { pointerType: 'mouse' });
    expect(root.querySelectorAll('.is-lit')).toHaveLength(0);
  });
});
