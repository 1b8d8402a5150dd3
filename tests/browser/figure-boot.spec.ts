/**
 * Figures wake when the reader comes to them (src/components/kit/boot.ts):
 * a figure below the fold loads none of its code until it nears the viewport
 * or the focus reaches it, and then works as if it had loaded with the page.
 */
import { test, expect, type Page } from '@playwright/test';

/** The scripts the page has requested so far (paths). */
function scriptsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/\.m?js$/.test(path)) seen.push(path);
  });
  return seen;
}

// A window short enough that each page's figure starts below the fold (its top is at 790–1110 px on a desktop).
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 600 });
});

const defined = (page: Page, tag: string) => page.evaluate((t) => customElements.get(t) !== undefined, tag);

test('a figure below the fold loads when scrolled to, and its first state was there all along', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/chapters/gravity/');
  const figure = page.locator('gravity-figure');
  await expect(figure).toHaveAttribute('data-boot', 'near');
  // The build's first state is on the page, numbers included, before the figure's code.
  await expect(figure.locator('[data-readout]').first()).not.toHaveText('');
  await page.waitForTimeout(300);
  expect(await defined(page, 'gravity-figure')).toBe(false);
  const before = scripts.length;

  await figure.scrollIntoViewIfNeeded();
  await expect(figure).toHaveAttribute('data-ready', 'true');
  await expect(figure).not.toHaveAttribute('data-boot', /.*/);
  expect(scripts.length).toBeGreaterThan(before);
});

test('a keyboard reader who tabs to a handle wakes the figure, and the keys then move it', async ({ page }) => {
  await page.goto('/chapters/intercept-triangle/');
  const figure = page.locator('intercept-figure');
  await expect(figure).toHaveAttribute('data-boot', 'near');
  const handle = figure.locator('[data-handle="target"]');
  const label = await handle.getAttribute('aria-label');
  // Focus without scrolling first, as a Tab from the text above does.
  await handle.evaluate((h) => (h as SVGGElement).focus({ preventScroll: true }));
  await expect(figure).toHaveAttribute('data-ready', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(handle).not.toHaveAttribute('aria-label', label ?? '');
});

test('a cell that reads a figure runs against the figure even when the reader jumped past it', async ({ page }) => {
  await page.goto('/chapters/intercept-triangle/');
  const cell = page.locator('nb-cell').filter({ hasText: "figure('intercept-figure')" }).first();
  await expect(page.locator('intercept-figure')).toHaveAttribute('data-boot', 'near');
  await cell.scrollIntoViewIfNeeded();
  const built = (await cell.locator('[data-part="output"]').textContent()) ?? '';
  await cell.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.locator('intercept-figure')).toHaveAttribute('data-ready', 'true');
  await expect(cell).toHaveAttribute('data-ready', 'true');
  await expect(cell.locator('[data-part="output"] .nb-error')).toHaveCount(0);
  // The figure has not moved: the run gives the build's output again.
  await expect(cell.locator('[data-part="output"]')).toHaveText(built);
});
