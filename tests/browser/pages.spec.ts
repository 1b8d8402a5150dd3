import { test, expect } from '@playwright/test';
import { DIST } from '../../playwright.config';
import { axeOn, builtPages, pageName, watchProblems, widgetsReady } from './support';

const pages = builtPages(DIST);

test('the build has a home page, a 404 page and at least one chapter', () => {
  expect(pages).toContain('');
  expect(pages).toContain('404.html');
  expect(pages.some((p) => p.startsWith('chapters/'))).toBe(true);
});

/**
 * The rules whose result depends on the page's colours, run again in the dark theme on the same page: the
 * theme changes colours only (src/styles/global.css), so every other rule has the same answer in both.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

for (const path of pages) {
  test(`/${path} loads cleanly, passes axe (light, and dark for colours) and is screenshot`, async ({ page }, info) => {
    // The API reference is the longest page (every export, each with its code): axe and the Tab walk take longer.
    if (path.startsWith('api')) test.setTimeout(180_000);
    const problems = watchProblems(page);
    const response = await page.goto(`/${path}`);
    expect(response?.status()).toBe(200);
    await widgetsReady(page);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);

    const axe = await axeOn(page).analyze();
    const summary = axe.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
    expect(summary).toEqual([]);

    await page.screenshot({ path: `screenshots/${info.project.name}/${pageName(path)}.png`, fullPage: true });

    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    const dark = await axeOn(page).withRules(COLOUR_RULES).analyze();
    expect(dark.violations.map((v) => `dark ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
    expect(problems).toEqual([]);
  });
}

test('a missing page answers 404 with the book’s 404 page', async ({ page }) => {
  const response = await page.goto('/missing-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Missed');
});
