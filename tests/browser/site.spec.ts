import { test, expect } from '@playwright/test';
import { existsSync } from 'node:fs';
import { BASE_ORIGIN, BASE_PATH, DIST_BASE } from '../../playwright.config';
import { builtPages, watchProblems, widgetsReady } from './support';

test.describe('the site under a sub-path base', () => {
  const origin = BASE_ORIGIN;
  test.skip(!existsSync(DIST_BASE), `no ${DIST_BASE}: run npm run build:base first`);
  for (const path of existsSync(DIST_BASE) ? builtPages(DIST_BASE) : []) {
    test(`${BASE_PATH}${path} loads every asset and every link resolves`, async ({ page, request }) => {
      const problems = watchProblems(page);
      await page.goto(`${origin}${BASE_PATH}${path}`);
      await widgetsReady(page);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      const links = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
      const internal = [...new Set(links.filter((l) => l.startsWith(origin)).map((l) => l.split('#')[0]))];
      expect(internal.length).toBeGreaterThan(0);
      for (const link of internal) {
        expect(new URL(link).pathname.startsWith(BASE_PATH), link).toBe(true);
        expect((await request.get(link)).status(), link).toBe(200);
      }
    });
  }
});

test('the theme follows the system, and the toggle choice persists across reloads', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const toggle = page.locator('#theme-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await bg();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const light = await bg();
  expect(light).not.toBe(dark);
  await page.reload();
  await expect(page.locator('#theme-toggle')).toHaveAttribute('aria-pressed', 'false');
  expect(await bg()).toBe(light);
});

test('search finds the Introduction and opens it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search the book' }).fill('discriminant quadratic');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=discriminant/);
  const results = page.locator('[data-part="results"] li a');
  await expect(results.first()).toBeVisible();
  await expect(page.locator('[data-readout="search-status"]')).toContainText('match');
  // The API reference and the grader also speak of discriminants: open the first chapter among the results.
  await page.locator('[data-part="results"] li a[href*="/chapters/"]').first().click();
  await expect(page).toHaveURL(/\/chapters\//);
});

test('search indexes each formula once, as readable text (no TeX source, no repeats)', async ({ page }) => {
  await page.goto('/search/?q=discriminant');
  const results = page.locator('[data-part="results"]');
  await expect(results.locator('li').first()).toBeVisible();
  const text = await results.innerText();
  expect(text).toContain('t1≤t2');
  expect(text).not.toMatch(/\\[a-z]+|t_1|t1≤t2t|\(30\.22, 17\.45\)\(/);
});

test('/chapters/ is the contents page, listing every chapter', async ({ page }) => {
  const response = await page.goto('/chapters/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Contents' })).toBeVisible();
  await expect(page.locator('.contents li a').first()).toHaveAttribute('href', /\/chapters\/introduction\/$/);
  expect(await page.locator('.contents li a').count()).toBeGreaterThanOrEqual(7);
});

test('search with no match says so', async ({ page }) => {
  // Pagefind falls back to prefix matches for unknown Latin words; runes match nothing in the book.
  await page.goto('/search/?q=ᚠᚢᚦᚨᚱᚲ');
  await expect(page.locator('[data-readout="search-status"]')).toHaveText('Nothing in the book matches “ᚠᚢᚦᚨᚱᚲ”.');
});

test('print hides the navigation and keeps the figure', async ({ page }) => {
  await page.goto('/chapters/introduction/');
  await widgetsReady(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.chapter-nav')).toBeHidden();
  await expect(page.locator('lead-demo svg').first()).toBeVisible();
});
