import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import {
  attrOf,
  holdWrites,
  textOf,
  type WriteHold,
  partOf,
  setAttrs,
  setIfChanged,
  setShown,
  setText,
  writeParts,
} from '../../../../src/components/kit/shell/dom';

function page(html: string) {
  return parseHTML(`<!doctype html><html><body>${html}</body></html>`).document;
}

describe('setIfChanged', () => {
  it('setIfChanged(el, name, new value) → the attribute holds the new value', () => {
    const el = page('<p title="a"></p>').querySelector('p')!;
    setIfChanged(el, 'title', 'b');
    expect(el.getAttribute('title')).toBe('b');
  });

  it('setIfChanged(el, name, same value) → no write', () => {
    const el = page('<p title="a"></p>').querySelector('p')!;
    let writes = 0;
    const set = el.setAttribute.bind(el);
    el.setAttribute = (n: string, v: string) => (writes++, set(n, v));
    setIfChanged(el, 'title', 'a');
    expect(writes).toBe(0);
  });
});

describe('setText', () => {
  it('setText(el with one text node, text) → the same node, its data changed', () => {
    const el = page('<output>1.00</output>').querySelector('output')!;
    const node = el.firstChild;
    setText(el, '2.50');
    expect(el.textContent).toBe('2.50');
    expect(el.firstChild).toBe(node);
  });

  it('setText(empty el, text) → the text; setText(el with markup, text) → the text alone', () => {
    const doc = page('<output></output><p>a <b>b</b></p>');
    setText(doc.querySelector('output')!, 'x');
    setText(doc.querySelector('p')!, 'y');
    expect(doc.querySelector('output')!.textContent).toBe('x');
    expect(doc.querySelector('p')!.innerHTML).toBe('y');
  });
});

describe('writeParts', () => {
  it('writeParts(root, parts) → each data-part gets its attributes and text; unknown parts are skipped', () => {
    const doc = page('<svg><path data-part="a" d="M0 0"></path><text data-part="b" x="1">old</text></svg>');
    writeParts(doc.querySelector('svg')!, { a: { d: 'M1 1L2 2' }, b: { x: 3, text: 'new' }, missing: { x: 1 } });
    expect(doc.querySelector('[data-part="a"]')!.getAttribute('d')).toBe('M1 1L2 2');
    expect(doc.querySelector('[data-part="b"]')!.getAttribute('x')).toBe('3');
    expect(doc.querySelector('[data-part="b"]')!.textContent).toBe('new');
  });
});

describe('partOf', () => {
  it('partOf(root, name) → the element marked data-part="name", looked up once', () => {
    const root = page('<svg><path data-part="side-a"></path></svg>').querySelector('svg')!;
    const first = partOf(root, 'side-a');
    expect(first?.getAttribute('data-part')).toBe('side-a');
    let lookups = 0;
    const query = root.querySelector.bind(root);
    root.querySelector = ((s: string) => (lookups++, query(s))) as typeof root.querySelector;
    expect(partOf(root, 'side-a')).toBe(first);
    expect(lookups).toBe(0);
  });

  it('partOf(root, missing) → null, remembered too', () => {
    const root = page('<svg></svg>').querySelector('svg')!;
    expect(partOf(root, 'nope')).toBeNull();
  });
});

describe('setAttrs and setShown', () => {
  it('setAttrs writes only the attributes that changed, and skips a missing element', () => {
    const el = page('<svg><line x1="1" y1="2"></line></svg>').querySelector('line')!;
    const names: string[] = [];
    const set = el.setAttribute.bind(el);
    el.setAttribute = (n: string, v: string) => (names.push(n), set(n, v));
    setAttrs(el, { x1: 1, y1: 3, x2: '4' });
    expect(names).toEqual(['y1', 'x2']);
    expect(el.getAttribute('y1')).toBe('3');
    expect(() => setAttrs(null, { x1: 1 })).not.toThrow();
  });
  it('setShown hides with display="none" and shows by removing it', () => {
    const el = page('<svg><g></g></svg>').querySelector('g')!;
    setShown(el, false);
    expect(el.getAttribute('display')).toBe('none');
    setShown(el, true);
    expect(el.hasAttribute('display')).toBe(false);
    expect(() => setShown(null, true)).not.toThrow();
  });
});

describe('holdWrites (kit/scene/scene-canvas.ts holds a canvas scene’s geometry)', () => {
  function held() {
    const attrs = new Map<string, string>();
    let text: string | undefined;
    const hold: WriteHold = {
      attr: (_el, name, value) => name === 'x' && (attrs.set(name, value), true),
      text: (_el, value) => ((text = value), true),
      heldAttr: (_el, name) => attrs.get(name),
      heldText: () => text,
    };
    return hold;
  }

  it('a held attribute stays off the element, and attrOf reads it back; others are written at once', () => {
    const el = page('<p x="1" class="a">old</p>').querySelector('p')!;
    holdWrites(el, held());
    setIfChanged(el, 'x', '2');
    setIfChanged(el, 'class', 'b');
    expect([el.getAttribute('x'), attrOf(el, 'x'), el.getAttribute('class')]).toEqual(['1', '2', 'b']);
  });

  it('held text stays off the element, and textOf reads it back; released, writes go through again', () => {
    const el = page('<p>old</p>').querySelector('p')!;
    holdWrites(el, held());
    setText(el, 'new');
    expect([el.textContent, textOf(el)]).toEqual(['old', 'new']);
    holdWrites(el, null);
    setText(el, 'newer');
    setIfChanged(el, 'x', '3');
    expect([el.textContent, el.getAttribute('x'), attrOf(el, 'x')]).toEqual(['newer', '3', '3']);
  });
});
