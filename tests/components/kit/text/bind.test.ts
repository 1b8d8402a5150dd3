import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseHTML } from 'linkedom';
import { deferred, publish } from '../../../../src/components/kit/text/bind';

// Node has no requestIdleCallback: `deferred` falls back to a 50 ms timer.
describe('deferred', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function figure() {
    const { document } = parseHTML(
      '<!doctype html><html><body><div id="fig"><g class="kit-handle"></g></div></body></html>',
    );
    return { root: document.getElementById('fig')! as unknown as HTMLElement, handle: document.querySelector('g')! };
  }

  it('deferred(root, run)(value) → run(value) later, not at once', () => {
    const run = vi.fn();
    deferred(figure().root, run)(1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(run).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('three calls while waiting → one run, with the latest value', () => {
    const run = vi.fn();
    const later = deferred(figure().root, run);
    later(1);
    later(2);
    later(3);
    vi.advanceTimersByTime(200);
    expect(run.mock.calls).toEqual([[3]]);
  });

  it('a handle being dragged → no run until the pointer is released', () => {
    const { root, handle } = figure();
    const run = vi.fn();
    handle.classList.add('dragging');
    deferred(root, run)('x');
    vi.advanceTimersByTime(500);
    expect(run).not.toHaveBeenCalled();
    handle.classList.remove('dragging');
    root.dispatchEvent(new (root.ownerDocument.defaultView as unknown as typeof globalThis).Event('pointerup'));
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledExactlyOnceWith('x');
  });
});

describe('publish', () => {
  it('writes bound numbers, and hides a formula part whose value is empty until it has one again', () => {
    const { document } = parseHTML(
      '<!doctype html><html><body><p><span data-bind="fig.b">186</span>' +
        '<span data-show="fig.b-shown" data-shown="yes">+ 186 t</span></p></body></html>',
    );
    const was = globalThis.document;
    globalThis.document = document as unknown as Document;
    try {
      const shown = document.querySelector('[data-show]') as unknown as HTMLElement;
      publish('fig', { b: '0', 'b-shown': '' });
      expect(document.querySelector('[data-bind]')!.textContent).toBe('0');
      expect(shown.dataset.shown).toBe('no');
      publish('fig', { b: '12', 'b-shown': 'yes' });
      expect(shown.dataset.shown).toBe('yes');
    } finally {
      globalThis.document = was;
    }
  });
});
