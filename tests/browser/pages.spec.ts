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

/**
 * The rules whose answer can change with the screen: what overlaps what (contrast against the backdrop), the
 * size and spacing of targets, what scrolls, the viewport's meta tag. The others read the markup, which is the
 * same HTML on every screen, so the phone runs only these (every rule runs on the desktop). The dark theme
 * changes colours only, so its colour rules run on the desktop only too. (/api/ on the phone: 27 → 10 s.)
 */
const SCREEN_RULES = [
  ...COLOUR_RULES,
  'target-size',
  'scrollable-region-focusable',
  'meta-viewport',
  'meta-viewport-large',
  'css-orientation-lock',
];

for (const path of pages) {
  test(`/${path} loads cleanly, passes axe (light; dark for colours on the desktop) and is screenshot`, async ({
    page,
  }, info) => {
    // The API reference is the longest page (every export, each with its code): axe and the Tab walk take longer.
    if (path.startsWith('api')) test.setTimeout(180_000);
    const problems = watchProblems(page);
    const response = await page.goto(`/${path}`);
    expect(response?.status()).toBe(200);
    await widgetsReady(page);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);

    const phone = info.project.name === 'phone';
    const axe = await (phone ? axeOn(page).withRules(SCREEN_RULES) : axeOn(page)).analyze();
    const summary = axe.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
    expect(summary).toEqual([]);

    await page.screenshot({ path: `screenshots/${info.project.name}/${pageName(path)}.png`, fullPage: true });

    if (phone) {
      expect(problems).toEqual([]);
      return;
    }
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
