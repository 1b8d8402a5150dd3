/**
 * The veil's data (questions.ts) and its script (veil.ts) on a small page:
 * what is covered, what a screen reader gets instead, that the text underneath
 * is untouched, the button's toggle, a reveal, and a passed checkpoint.
 * Whether each named readout exists in its figure: veil.astro.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROGRESS_KEY } from '../../../../src/components/book/checkpoint/progress';
import { QUESTIONS, veilSelector, type Question } from '../../../../src/components/book/checkpoint/questions';
import { VEIL_NOTE, VEIL_PROGRESS_KEY, setVeil, veilPage } from '../../../../src/components/book/checkpoint/veil';

describe('the veil’s data', () => {
  it('every checkpoint covers something, each name once, keys as scope.name', () => {
    for (const q of QUESTIONS) {
      const { readouts, bound } = q.veil!;
      expect(readouts.length + bound.length, q.id).toBeGreaterThan(0);
      expect(new Set(readouts).size, `${q.id}: readouts once each`).toBe(readouts.length);
      expect(new Set(bound).size, `${q.id}: bound keys once each`).toBe(bound.length);
      for (const name of readouts) expect(name, q.id).toMatch(/^[\w-]+$/);
      for (const key of bound) expect(key, q.id).toMatch(/^[\w-]+\.[\w-]+$/);
    }
  });

  it('the selector list is scoped to the figure for readouts and page-wide for prose numbers', () => {
    const q = QUESTIONS.find((x) => x.id === 'hit-time')!;
    expect(veilSelector(q)).toBe(
      'intercept-figure [data-readout="hit-time"],intercept-figure [data-readout="status"],' +
        'intercept-figure [data-description],[data-bind="intercept.hit"]',
    );
    const none: Question = { ...q, veil: undefined };
    expect(veilSelector(none)).toBeNull();
  });

  it('the script reads the progress under progress.ts’s key; the stylesheet words the note', () => {
    expect(VEIL_PROGRESS_KEY).toBe(PROGRESS_KEY);
    const css = readFileSync(join(__dirname, '../../../../src/components/book/checkpoint/veil.css'), 'utf8');
    expect(css).toContain(`'${VEIL_NOTE} below'`);
    expect(css).toContain(`'${VEIL_NOTE} above'`);
  });
});

/** A page: a figure with two readouts (one in a formula read by its label), prose before and after, the checkpoint. */
const PAGE = `
<p>Before: <span data-bind="fig.answer">42 s</span>.</p>
<the-figure>
  <dl><div><dt>answer</dt><dd><output data-readout="answer">42 s</output></dd></div>
  <div><dt>other</dt><dd><output data-readout="other">7 m</output></dd></div></dl>
  <div role="img" aria-label="a formula"><span data-readout="formula">42</span></div>
</the-figure>
<nb-checkpoint data-id="cp" data-veil-targets='the-figure [data-readout="answer"],the-figure [data-readout="formula"],[data-bind="fig.answer"]'>
  <p><span data-part="veil-note">covered</span></p>
  <button data-part="veil-button" aria-pressed="false" hidden>Show the figure’s numbers</button>
</nb-checkpoint>
<p>After: <span data-bind="fig.answer">42 s</span>.</p>`;

describe('the veil on a page', () => {
  let storage: Map<string, string>;
  let document: Document;
  const $ = (sel: string) => document.querySelector<HTMLElement>(sel)!;
  const covered = () => Array.from(document.querySelectorAll('[data-veil]'));
  const notes = () => Array.from(document.querySelectorAll('[data-veil-note]'));

  beforeEach(() => {
    const win = parseHTML(`<!doctype html><html><body>${PAGE}</body></html>`);
    document = win.document as unknown as Document;
    // The ARIA reflection the browser has (ariaHidden, ariaPressed), which linkedom lacks.
    for (const [prop, attr] of [
      ['ariaHidden', 'aria-hidden'],
      ['ariaPressed', 'aria-pressed'],
    ]) {
      Object.defineProperty(win.Element.prototype, prop, {
        configurable: true,
        get(this: Element) {
          return this.getAttribute(attr);
        },
        set(this: Element, v: string | null) {
          if (v === null) this.removeAttribute(attr);
          else this.setAttribute(attr, v);
        },
      });
    }
    storage = new Map();
    Object.assign(globalThis, {
      document,
      localStorage: new Proxy({}, { get: (_, k) => storage.get(String(k)) }),
    });
  });
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).document;
    delete (globalThis as Record<string, unknown>).localStorage;
  });

  it('covers the named readouts of the figure and the prose numbers; the text stays; screen readers get the note', () => {
    veilPage();
    expect(covered().map((el) => el.getAttribute('data-bind') ?? el.getAttribute('data-readout'))).toEqual([
      'fig.answer',
      'answer',
      'formula',
      'fig.answer',
    ]);
    expect($('[data-readout="other"]').hasAttribute('data-veil')).toBe(false);
    for (const el of covered()) expect(el.textContent).toMatch(/^42( s)?$/);
    // Outside a formula: hidden from screen readers, the note after it instead.
    const answer = $('[data-readout="answer"]');
    expect(answer.getAttribute('aria-hidden')).toBe('true');
    expect(answer.nextElementSibling?.matches('.visually-hidden[data-veil-note]')).toBe(true);
    // In a formula read by its label: covered for the eye only, nothing added inside it.
    const formula = $('[data-readout="formula"]');
    expect(formula.hasAttribute('aria-hidden')).toBe(false);
    expect(formula.nextElementSibling).toBeNull();
    expect(notes()).toHaveLength(3);
    const button = $('[data-part="veil-button"]');
    expect(button.hidden).toBe(false);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('the button uncovers and covers again; a reveal uncovers for good, the button gone', () => {
    veilPage();
    const button = $('[data-part="veil-button"]');
    (button.onclick as () => void)();
    expect(covered()).toEqual([]);
    expect(notes()).toEqual([]);
    expect($('[data-readout="answer"]').hasAttribute('aria-hidden')).toBe(false);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    (button.onclick as () => void)();
    expect(covered()).toHaveLength(4);
    expect(notes()).toHaveLength(3);
    expect(button.getAttribute('aria-pressed')).toBe('false');

    // Covering twice adds nothing; a reveal after the button's uncovering removes nothing else.
    setVeil($('nb-checkpoint'), true);
    expect(notes()).toHaveLength(3);
    setVeil($('nb-checkpoint'), false);
    setVeil($('nb-checkpoint'), false, true);
    expect(covered()).toEqual([]);
    expect(document.querySelectorAll('output')).toHaveLength(2);
    expect($('p').textContent).toBe('Before: 42 s.');
    expect(button.hidden).toBe(true);
  });

  it('a passed checkpoint is not covered; a failed one, or storage that is not ours, is', () => {
    storage.set(PROGRESS_KEY, JSON.stringify({ cp: { tries: 2, passed: true } }));
    veilPage();
    expect(covered()).toEqual([]);
    expect($('[data-part="veil-button"]').hidden).toBe(true);

    for (const stored of [JSON.stringify({ cp: { tries: 1, passed: false } }), 'not json', '5', 'null']) {
      beforeEachAgain(stored);
      veilPage();
      expect(covered(), stored).toHaveLength(4);
    }
  });

  /** A fresh page with `stored` as the progress. */
  function beforeEachAgain(stored: string): void {
    document.body.innerHTML = PAGE;
    storage.set(PROGRESS_KEY, stored);
  }
});

describe('the veil over a figure’s description (kit/describe)', () => {
  it('covers it with the numbers and takes it off the figure’s accessible description until they show', () => {
    const win = parseHTML(`<!doctype html><html><body>
      <the-figure><figure aria-describedby="f-d"><output data-readout="a">42</output></figure>
        <details data-describe="f"><p id="f-d" data-description>The answer is 42.</p></details></the-figure>
      <nb-checkpoint data-id="cp" data-veil-targets='the-figure [data-readout="a"],the-figure [data-description]'>
        <button data-part="veil-button" aria-pressed="false" hidden>Show</button></nb-checkpoint>
    </body></html>`);
    const doc = win.document as unknown as Document;
    Object.defineProperty(win.Element.prototype, 'ariaHidden', {
      configurable: true,
      set(this: Element, v: string | null) {
        if (v === null) this.removeAttribute('aria-hidden');
        else this.setAttribute('aria-hidden', v);
      },
    });
    Object.assign(globalThis, { document: doc });
    try {
      const cp = doc.querySelector<HTMLElement>('nb-checkpoint')!;
      const figure = doc.querySelector('figure')!;
      const text = doc.getElementById('f-d')!;
      setVeil(cp, true);
      expect(text.hasAttribute('data-veil')).toBe(true);
      expect(text.getAttribute('aria-hidden')).toBe('true');
      expect(text.nextElementSibling?.hasAttribute('data-veil-note')).toBe(true);
      expect(figure.hasAttribute('aria-describedby')).toBe(false);
      expect(figure.getAttribute('data-describedby')).toBe('f-d');
      setVeil(cp, false);
      expect(text.hasAttribute('data-veil')).toBe(false);
      expect(figure.getAttribute('aria-describedby')).toBe('f-d');
      expect(figure.hasAttribute('data-describedby')).toBe(false);
    } finally {
      delete (globalThis as Record<string, unknown>).document;
    }
  });
});
