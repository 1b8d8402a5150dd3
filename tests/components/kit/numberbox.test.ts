import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseHTML } from 'linkedom';
import { COMMIT_PAUSE_MS, createNumberBox } from '../../../src/components/kit/numberbox';
import type { NumberRule } from '../../../src/components/kit/number';

const RULE: NumberRule = { label: 'Projectile speed', min: 0, max: 1000, unit: 'm/s', allowZero: true };

function setup(value = 10) {
  const { document, Event } = parseHTML(`<!doctype html><html><body>
    <div data-numberbox="speed" data-digits="2"><input value="${value}" />
    <p data-readout="message" role="status"></p></div></body></html>`);
  const root = document.querySelector<HTMLElement>('[data-numberbox]')!;
  const input = root.querySelector('input')! as HTMLInputElement;
  const message = root.querySelector('[data-readout="message"]')! as HTMLElement;
  const applied: number[] = [];
  const box = createNumberBox(root, RULE, (x) => applied.push(x));
  const fire = (type: string, key?: string) => {
    const e = new Event(type);
    if (key) Object.defineProperty(e, 'key', { value: key });
    input.dispatchEvent(e);
  };
  /** Typing: one input event per character, `gap` ms apart. */
  const type = (text: string, gap = 50) => {
    for (const ch of text) {
      input.value += ch;
      fire('input');
      vi.advanceTimersByTime(gap);
    }
  };
  return { input, message, applied, box, fire, type };
}

describe('createNumberBox: values apply on commit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('typing 1e999 quickly never applies the prefix 1; the message says it keeps 10', () => {
    const b = setup();
    b.input.value = '';
    b.type('1e999');
    vi.advanceTimersByTime(COMMIT_PAUSE_MS);
    expect(b.applied).toEqual([]);
    expect(b.message.textContent).toContain('Keeping 10 m/s');
    expect(b.input.getAttribute('aria-invalid')).toBe('true');
  });

  it('a slow 1 applied by a pause, then e999 → the value before the 1 is put back', () => {
    const b = setup();
    b.input.value = '';
    b.type('1', COMMIT_PAUSE_MS + 10);
    expect(b.applied).toEqual([1]);
    b.type('e999');
    b.fire('keydown', 'Enter');
    expect(b.applied).toEqual([1, 10]);
    expect(b.message.textContent).toContain('Keeping 10 m/s');
  });

  it('Enter applies at once; a pause applies without Enter', () => {
    const b = setup();
    b.input.value = '25';
    b.fire('input');
    b.fire('keydown', 'Enter');
    expect(b.applied).toEqual([25]);
    b.input.value = '30';
    b.fire('input');
    expect(b.applied).toEqual([25]);
    vi.advanceTimersByTime(COMMIT_PAUSE_MS);
    expect(b.applied).toEqual([25, 30]);
  });

  it('a bad value’s message stays after Enter and after leaving the box, until the next good value', () => {
    const b = setup();
    b.input.value = 'abc';
    b.fire('input');
    b.fire('keydown', 'Enter');
    b.fire('change');
    b.fire('blur');
    vi.advanceTimersByTime(5 * COMMIT_PAUSE_MS);
    expect(b.message.textContent).toMatch(/must be a number.*Keeping 10 m\/s/);
    expect(b.input.getAttribute('aria-invalid')).toBe('true');
    expect(b.message.getAttribute('aria-live')).toBe('polite');
    b.input.value = '12';
    b.fire('input');
    b.fire('change');
    expect(b.applied).toEqual([12]);
    expect(b.message.textContent).toBe('');
    expect(b.input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('a value set by the figure (show) is the next good value: the message goes', () => {
    const b = setup();
    b.input.value = '-5';
    b.fire('change');
    expect(b.message.textContent).not.toBe('');
    b.box.show(20);
    expect(b.message.textContent).toBe('');
    expect(b.input.value).toBe('20');
  });

  it('Escape puts the last good value back', () => {
    const b = setup();
    b.input.value = 'zz';
    b.fire('input');
    b.fire('keydown', 'Escape');
    vi.advanceTimersByTime(COMMIT_PAUSE_MS);
    expect(b.input.value).toBe('10');
    expect(b.message.textContent).toBe('');
    expect(b.applied).toEqual([]);
  });
});
