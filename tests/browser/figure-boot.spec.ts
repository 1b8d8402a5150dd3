/**
 * Figures wake when the reader comes to them (src/components/kit/shell/boot.ts):
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
  // The figure has not moved: the run gives the build's output again (a text, so a failure shows the cell's error).
  await expect(cell.locator('[data-part="output"]')).toHaveText(built);
});

test('Run pressed while the figure’s code is still on its way waits for the figure: no “no figure” error', async ({
  page,
}) => {
  // A slow network for the figures' element chunks only: the cells' own script arrives first.
  await page.route(/\/_astro\/element\.[^/]*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/chapters/intercept-triangle/');
  const cell = page.locator('nb-cell').filter({ hasText: "figure('intercept-figure')" }).first();
  await expect(page.locator('intercept-figure')).toHaveAttribute('data-boot', 'near');
  const built = (await cell.locator('[data-part="output"]').textContent()) ?? '';
  await cell.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => customElements.get('nb-cell') !== undefined);
  expect(await defined(page, 'intercept-figure')).toBe(false);
  await cell.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(cell).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('intercept-figure')).toHaveAttribute('data-ready', 'true');
  // Its text, not a count: a failure then says what the cell showed.
  await expect(cell.locator('[data-part="output"]')).toHaveText(built);
});

test('a figure whose code cannot load: its cell says so and what to do, not “no figure named”', async ({ page }) => {
  await page.route(/\/_astro\/element\.[^/]*\.js$/, (route) => route.abort());
  await page.goto('/chapters/intercept-triangle/');
  const cell = page.locator('nb-cell').filter({ hasText: "figure('intercept-figure')" }).first();
  await cell.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => customElements.get('nb-cell') !== undefined);
  await cell.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(cell.locator('[data-part="output"]')).toContainText(
    '“intercept-figure” could not load its code, so this cell cannot read it. Check the connection and reload the page.',
  );
  // The figure keeps the build's first state: still drawn, with its handles.
  await expect(page.locator('intercept-figure [data-handle]').first()).toBeVisible();
});
