import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseHTML } from 'linkedom';
import { COMMIT_PAUSE_MS, bindNumberBoxes, createNumberBox } from '../../../../src/components/kit/controls/numberbox';
import { createStore } from '../../../../src/components/kit/shell/store';
import { quantityRule, type NumberRule } from '../../../../src/components/kit/controls/number';

const RULE: NumberRule = { label: 'Projectile speed', min: 0, max: 1000, unit: 'm/s', allowZero: true };

function setup(value = 10, rule: NumberRule = RULE) {
  const { document, Event } = parseHTML(`<!doctype html><html><body>
    <div data-numberbox="speed" data-digits="2"><input value="${value}" />
    <p data-readout="message" role="status"></p></div></body></html>`);
  const root = document.querySelector<HTMLElement>('[data-numberbox]')!;
  const input = root.querySelector('input')! as HTMLInputElement;
  const message = root.querySelector('[data-readout="message"]')! as HTMLElement;
  const applied: number[] = [];
  const box = createNumberBox(root, rule, (x) => applied.push(x));
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

  it('a speed of 1e-320, 5e-324, 1e-300, 1e300 or Infinity → the message with the range, the last good value kept', () => {
    const b = setup(10, quantityRule('speed', 'Projectile speed'));
    for (const raw of ['1e-320', '5e-324', '1e-300', '1e300', 'Infinity']) {
      b.input.value = raw;
      b.fire('input');
      b.fire('keydown', 'Enter');
      expect(b.message.textContent, raw).toMatch(
        /^Projectile speed must be 0, or between 0\.01 and 1000 m\/s; .* Keeping 10 m\/s\.$/,
      );
      expect(b.input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(b.applied).toEqual([]);
  });

  it('a value its decimals would round to 0 is shown to 3 significant digits: the box never reads 0 for it', () => {
    const b = setup();
    b.box.show(0.004);
    expect(b.input.value).toBe('0.004');
    b.box.show(0.001234);
    expect(b.input.value).toBe('0.00123');
    b.box.show(0.126);
    expect(b.input.value).toBe('0.13');
    b.box.show(0);
    expect(b.input.value).toBe('0');
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

describe('bindNumberBoxes: a figure’s boxes wired to its store', () => {
  interface Scene {
    speed: number;
    gravity: number;
    rate: number;
    name: string;
  }
  const RULES = {
    speed: RULE,
    gravity: { label: 'Gravity', min: 0, max: 100, unit: 'm/s²' },
    rate: { label: 'Frame rate', min: 10, max: 240, unit: 'Hz' },
  };

  function figure() {
    const box = (name: string, value: number, digits = 2) =>
      `<div data-numberbox="${name}" data-digits="${digits}"><input value="${value}" /><p data-readout="message"></p></div>`;
    const { document, Event } = parseHTML(`<!doctype html><html><body><div id="fig">
      ${box('speed', 30)}${box('gravity', 9.81)}${box('rate-box', 30, 1)}</div></body></html>`);
    const root = document.getElementById('fig')!;
    const store = createStore<Scene>({ speed: 30, gravity: 9.81, rate: 30, name: 'first' });
    const sets: Partial<Scene>[] = [];
    const set = store.set;
    store.set = (change) => {
      if (typeof change !== 'function') sets.push(change);
      set(change);
    };
    const boxes = bindNumberBoxes(root, store, RULES, { rate: 'rate-box' });
    const input = (name: string) => root.querySelector<HTMLInputElement>(`[data-numberbox="${name}"] input`)!;
    const message = (name: string) => root.querySelector(`[data-numberbox="${name}"] [data-readout="message"]`)!;
    const enter = (name: string, text: string) => {
      input(name).value = text;
      input(name).dispatchEvent(new Event('input'));
      const e = new Event('keydown');
      Object.defineProperty(e, 'key', { value: 'Enter' });
      input(name).dispatchEvent(e);
    };
    return { document, store, sets, boxes, input, message, enter };
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a good value typed in a box sets its own field, through the box the names give (rate-box → rate)', () => {
    const f = figure();
    f.enter('gravity', '1.62');
    f.enter('rate-box', '60');
    f.enter('speed', '45');
    expect(f.sets).toEqual([{ gravity: 1.62 }, { rate: 60 }, { speed: 45 }]);
    expect(f.store.get()).toEqual({ speed: 45, gravity: 1.62, rate: 60, name: 'first' });
  });

  it('a bad value sets nothing: the store keeps its state, the box says why and what it keeps', () => {
    const f = figure();
    f.enter('gravity', '-3');
    f.enter('speed', '1e999');
    f.enter('rate-box', '');
    expect(f.sets).toEqual([]);
    expect(f.store.get().gravity).toBe(9.81);
    expect(f.message('gravity').textContent).toBe(
      'Gravity must be between 0 and 100 m/s²; −3 m/s² is too small. Keeping 9.81 m/s².',
    );
    expect(f.message('speed').textContent).toMatch(
      /^Projectile speed must be between 0 and 1000 m\/s; .* Keeping 30 m\/s\.$/,
    );
    expect(f.message('rate-box').textContent).toBe('Frame rate is empty: type a number. Keeping 30 Hz.');
  });

  it('show(state) writes each field into its box with the box’s digits and clears a message', () => {
    const f = figure();
    f.enter('speed', 'abc');
    expect(f.message('speed').textContent).not.toBe('');
    f.boxes.show({ speed: 12.3456, gravity: 0, rate: 47.25, name: 'dragged' });
    expect(f.input('speed').value).toBe('12.35');
    expect(f.input('gravity').value).toBe('0');
    expect(f.input('rate-box').value).toBe('47.3');
    expect(f.message('speed').textContent).toBe('');
    expect(f.input('speed').hasAttribute('aria-invalid')).toBe(false);
  });

  it('show leaves an input alone when its text is already the value: no write for an unchanged field', () => {
    const f = figure();
    const el = f.input('gravity');
    const proto = Object.getPrototypeOf(el) as object;
    let desc: PropertyDescriptor | undefined;
    for (let o: object | null = proto; o && !desc; o = Object.getPrototypeOf(o) as object | null)
      desc = Object.getOwnPropertyDescriptor(o, 'value');
    let writes = 0;
    Object.defineProperty(el, 'value', {
      get: () => desc!.get!.call(el) as string,
      set: (v: string) => {
        writes++;
        desc!.set!.call(el, v);
      },
    });
    f.boxes.show({ speed: 30, gravity: 9.81, rate: 30, name: 'same' });
    expect(writes).toBe(0);
    f.boxes.show({ speed: 30, gravity: 1.62, rate: 30, name: 'moon' });
    expect(writes).toBe(1);
    expect(el.value).toBe('1.62');
  });

  it('a box missing from the markup throws, naming it and its field', () => {
    const { document } = parseHTML('<!doctype html><html><body><div></div></body></html>');
    const store = createStore<Scene>({ speed: 1, gravity: 1, rate: 30, name: '' });
    expect(() => bindNumberBoxes(document.body, store, { rate: RULES.rate }, { rate: 'rate-box' })).toThrow(
      'bindNumberBoxes: no number box [data-numberbox="rate-box"] for the field “rate”.',
    );
  });
});
