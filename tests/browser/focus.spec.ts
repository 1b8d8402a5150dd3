import { test, expect } from '@playwright/test';
import { DIST } from '../../playwright.config';
import { builtPages, widgetsReady } from './support';

const pages = builtPages(DIST);

/** Describe the focused element, and whether its focus ring is visible. */
function focusedInfo() {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  const width = parseFloat(style.outlineWidth);
  let ring = style.outlineStyle !== 'none' && width >= 2;
  const handleRing = el.matches('.kit-handle') ? el.querySelector('.kit-handle-ring') : null;
  if (handleRing) {
    // A figure's handle shows focus on its own ring (kit/Handle.astro): the focus colour, opaque, ≥ 2 px on screen.
    const probe = document.createElement('span');
    probe.style.color = 'var(--focus)';
    document.body.append(probe);
    const focusColour = getComputedStyle(probe).color;
    probe.remove();
    const rs = getComputedStyle(handleRing);
    const scale = (el as unknown as SVGGraphicsElement).getScreenCTM()?.a ?? 0;
    ring = rs.stroke === focusColour && Number(rs.strokeOpacity) === 1 && parseFloat(rs.strokeWidth) * scale >= 2;
  }
  const key =
    el.id ||
    `${el.tagName.toLowerCase()}:${el.getAttribute('href') ?? el.getAttribute('name') ?? ''}:${el.getAttribute('value') ?? ''}:${(el.textContent ?? '').trim().slice(0, 30)}`;
  return { key, ring };
}

/** Every control a keyboard user should reach: visible, enabled, not taken out of the tab order. */
function expectedControls() {
  const sel = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
  const seenRadioGroups = new Set<string>();
  const keys: string[] = [];
  for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
    if (el.matches('[disabled], [tabindex="-1"]') || el.closest('[hidden], [inert]')) continue;
    // The content of a closed <details> is out of the tab order until its summary opens it.
    if (el.closest('details:not([open])') && !el.closest('summary')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (getComputedStyle(el).visibility === 'hidden') continue;
    if (el instanceof HTMLInputElement && el.type === 'radio') {
      // Tab enters a radio group once, on its checked button; arrows move within it.
      if (seenRadioGroups.has(el.name) || !el.checked) continue;
      seenRadioGroups.add(el.name);
    }
    keys.push(
      el.id ||
        `${el.tagName.toLowerCase()}:${el.getAttribute('href') ?? el.getAttribute('name') ?? ''}:${el.getAttribute('value') ?? ''}:${(el.textContent ?? '').trim().slice(0, 30)}`,
    );
  }
  return keys;
}

for (const path of pages) {
  test(`/${path}: Tab reaches every control, each with a visible focus ring`, async ({ page }) => {
    // The API reference is the longest page (every export, each with its code): axe and the Tab walk take longer.
    if (path.startsWith('api')) test.setTimeout(180_000);
    await page.goto(`/${path}`);
    await widgetsReady(page);
    const expected = await page.evaluate(expectedControls);
    // Each focus is described as it lands (its ring read then), in the page: the walk needs no round trip per key.
    await page.evaluate(`(() => {
      const info = ${focusedInfo.toString()};
      window.__focusLog = [];
      document.addEventListener('focusin', () => { const i = info(); if (i) window.__focusLog.push(i); }, true);
    })()`);
    // Pressed without waiting for each to return: the browser takes them in order, and the round trips overlap.
    await Promise.all(Array.from({ length: expected.length + 5 }, () => page.keyboard.press('Tab')));
    const log = (await page.evaluate('window.__focusLog')) as { key: string; ring: boolean }[];
    const reached = new Set(log.map((l) => l.key));
    const withoutRing = log.filter((l) => !l.ring).map((l) => l.key);
    expect(expected.filter((k) => !reached.has(k))).toEqual([]);
    expect(withoutRing).toEqual([]);
  });
}
