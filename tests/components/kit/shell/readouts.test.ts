import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { createReadouts } from '../../../../src/components/kit/shell/readouts';

function page(html: string) {
  return parseHTML(`<!doctype html><html><body>${html}</body></html>`).document;
}

describe('createReadouts', () => {
  it('set(name, text) → every element marked data-readout="name" under the root shows the text', () => {
    const doc = page('<div id="fig"><output data-readout="x">0</output><span data-readout="x">0</span></div>');
    createReadouts(doc.getElementById('fig')!).set('x', '3.14');
    expect(Array.from(doc.querySelectorAll('[data-readout="x"]'), (el) => el.textContent)).toEqual(['3.14', '3.14']);
  });

  it('set(name, text) → elements outside the root are left alone', () => {
    const doc = page(
      '<div id="fig"><output data-readout="x">0</output></div><output id="out" data-readout="x">0</output>',
    );
    createReadouts(doc.getElementById('fig')!).set('x', '1');
    expect(doc.getElementById('out')!.textContent).toBe('0');
  });

  it('set(name, same text) twice → the DOM is written once', () => {
    const doc = page('<output data-readout="x">0</output>');
    const out = doc.querySelector('output')!;
    const readouts = createReadouts(doc.body);
    readouts.set('x', '1');
    out.textContent = 'changed by hand';
    readouts.set('x', '1');
    expect(out.textContent).toBe('changed by hand');
    readouts.set('x', '2');
    expect(out.textContent).toBe('2');
  });

  it('setAll(values) → each named readout shows its value; a missing name is no error', () => {
    const doc = page('<output data-readout="a"></output><output data-readout="b"></output>');
    createReadouts(doc.body).setAll({ a: '1', b: '2', missing: '3' });
    expect(doc.querySelector('[data-readout="a"]')!.textContent).toBe('1');
    expect(doc.querySelector('[data-readout="b"]')!.textContent).toBe('2');
  });
});
