/**
 * Numbers in the prose that follow a figure. The prose marks them with
 * `<Bound to="figure.name">initial</Bound>`; the figure calls
 * `publish('figure', { name: '3.14' })` on every change, or, for a figure
 * with handles, `publisher(this, 'figure')` once and the result on every change.
 * A part of a formula that comes and goes (a zero term of a polynomial) is
 * marked `data-show="figure.name"` (`\htmlData{show=figure.name, shown=yes}`
 * in TeX): an empty value hides it (`data-shown="no"`, chrome.css).
 */
import { setText } from '../shell/dom';

const last = new Map<string, string>();

export function publish(scope: string, values: Record<string, string>): void {
  for (const [name, text] of Object.entries(values)) {
    const key = `${scope}.${name}`;
    if (last.get(key) === text) continue;
    last.set(key, text);
    document.querySelectorAll(`[data-bind="${key}"]`).forEach((el) => setText(el, text));
    document.querySelectorAll<HTMLElement>(`[data-show="${key}"]`).forEach((el) => {
      el.dataset.shown = text === '' ? 'no' : 'yes';
    });
  }
}

/**
 * Wrap `run` so that calls made while busy collapse into one call with the
 * latest value, made when the browser is idle (at the latest 150 ms later;
 * 50 ms where `requestIdleCallback` is missing) and no handle of `root`
 * (`.kit-handle.dragging`) is being dragged: prose that re-wraps above a
 * figure would move it under the reader's finger. A drag in progress puts the
 * call off until the pointer is released or cancelled.
 */
export function deferred<T>(root: HTMLElement, run: (value: T) => void): (value: T) => void {
  let pending: { value: T } | null = null;
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(flush, { timeout: 150 });
    else setTimeout(flush, 50);
  };
  const flush = () => {
    scheduled = false;
    if (root.querySelector('.kit-handle.dragging')) {
      root.addEventListener('pointerup', () => setTimeout(schedule), { once: true, capture: true });
      root.addEventListener('pointercancel', () => setTimeout(schedule), { once: true, capture: true });
      return;
    }
    const p = pending;
    pending = null;
    if (p) run(p.value);
  };
  return (value: T) => {
    pending = { value };
    schedule();
  };
}

/**
 * `publish(scope, values)`, `deferred` on `root`: the prose numbers follow once
 * the figure has drawn and the drag is over. Their layout (KaTeX above all) is
 * costly, and text re-wrapping above the figure would shift it mid-drag.
 */
export function publisher(root: HTMLElement, scope: string): (values: Record<string, string>) => void {
  return deferred(root, (values: Record<string, string>) => publish(scope, values));
}
