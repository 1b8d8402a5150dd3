import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseHTML } from 'linkedom';
import { DESCRIBE_REST_MS, liveDescribe } from '../../../../src/components/kit/describe/live';

function page() {
  const dom = parseHTML(`<!doctype html><html><body><details data-describe="f"><summary>Describe</summary>
    <p id="f-description" data-description aria-live="off">first</p></details></body></html>`);
  (globalThis as unknown as Record<string, unknown>).requestAnimationFrame = (run: () => void) => setTimeout(run, 0);
  const box = dom.document.querySelector('details') as unknown as HTMLDetailsElement;
  const text = dom.document.querySelector('[data-description]') as unknown as HTMLElement;
  const toggle = (open: boolean) => {
    box.open = open;
    box.dispatchEvent(new dom.Event('toggle'));
  };
  return { box, text, toggle };
}

describe('liveDescribe', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('update(state) → rewritten once the input has rested, from the last state only', () => {
    const { box, text } = page();
    const seen: number[] = [];
    const d = liveDescribe(box, text, (n: number) => (seen.push(n), `state ${n}`));
    d.update(1);
    d.update(2);
    vi.advanceTimersByTime(DESCRIBE_REST_MS - 1);
    expect(text.textContent).toBe('first');
    d.update(3);
    vi.advanceTimersByTime(DESCRIBE_REST_MS);
    expect(text.textContent).toBe('state 3');
    expect(seen).toEqual([3]);
  });

  it('a polite live region only while open; opening announces the current description', () => {
    const { box, text, toggle } = page();
    const d = liveDescribe(box, text, (n: number) => `state ${n}`);
    expect(text.getAttribute('aria-live')).toBe('off');
    d.update(5);
    toggle(true);
    expect(text.getAttribute('aria-live')).toBe('polite');
    expect(text.textContent).toBe('');
    vi.advanceTimersByTime(1);
    expect(text.textContent).toBe('state 5');
    toggle(false);
    expect(text.getAttribute('aria-live')).toBe('off');
  });

  it('already open when it loads (the click that loaded it) → live at once', () => {
    const { box, text } = page();
    box.open = true;
    liveDescribe(box, text, (n: number) => `state ${n}`);
    expect(text.getAttribute('aria-live')).toBe('polite');
    vi.advanceTimersByTime(1);
    expect(text.textContent).toBe('first');
  });
});
