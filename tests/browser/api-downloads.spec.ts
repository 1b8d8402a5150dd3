import { existsSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { BASE_ORIGIN, BASE_PATH, DIST_BASE } from '../../playwright.config';
import { axeOn, shot, watchProblems } from './support';

/** The ports are listed exactly when their files exist in the checkout the site was built from. */
const PORTS = [
  { file: 'leading_target.hpp', source: 'ports/cpp/leading_target.hpp' },
  { file: 'LeadingTarget.cs', source: 'ports/csharp/LeadingTarget.cs' },
];

/** Every download link of the page: it answers 200 with the size the page states; returns the file names. */
async function checkDownloads(page: Page): Promise<string[]> {
  const links = page.locator('.download-list a[download]');
  const names: string[] = [];
  for (const link of await links.all()) {
    const name = (await link.getAttribute('download'))!;
    names.push(name);
    const url = new URL((await link.getAttribute('href'))!, page.url()).href;
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    const body = await response.body();
    const stated = await link.locator('xpath=..').locator('.download-what').textContent();
    expect(stated).toContain(`${Math.max(1, Math.round(body.length / 1024))} KB`);
    if (name.endsWith('.tgz')) expect([body[0], body[1]]).toEqual([0x1f, 0x8b]); // gzip
  }
  return names;
}

test('/api/ offers the npm package, and each port only when its file exists', async ({ page }, info) => {
  const problems = watchProblems(page);
  await page.goto('/api/');
  const section = page.getByRole('region', { name: 'Take the solver with you' });
  await expect(section).toBeVisible();
  const names = await checkDownloads(page);
  expect(names[0]).toMatch(/^leading-the-target-solver-\d+\.\d+\.\d+\.tgz$/);
  for (const port of PORTS) expect(names.includes(port.file), port.file).toBe(existsSync(port.source));
  // Tap targets: each link at least 44 px tall.
  const heights = await section
    .locator('a[download]')
    .evaluateAll((as) => as.map((a) => a.getBoundingClientRect().height));
  for (const h of heights) expect(h).toBeGreaterThanOrEqual(43.5);
  await shot(section, `/tmp/lib-api-section-${info.project.name}.png`);
  const axe = await axeOn(page).include('.downloads').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  // The conventions module the section links to is on the page, with the gravity default.
  await section.getByRole('link', { name: 'The conventions' }).click();
  await expect(page.locator('#conventions')).toBeInViewport();
  await expect(page.locator('section.module', { has: page.locator('#conventions') })).toContainText(
    'One gravity default: none',
  );
  await shot(page, `/tmp/lib-api-downloads-${info.project.name}.png`);
  expect(problems).toEqual([]);
});

test('under the sub-path build the download links keep the base path', async ({ page }) => {
  test.skip(!existsSync(DIST_BASE), `no ${DIST_BASE}: run npm run build:base first`);
  await page.goto(`${BASE_ORIGIN}${BASE_PATH}api/`);
  const href = await page.locator('.download-list a[download]').first().getAttribute('href');
  expect(href).toMatch(new RegExp(`^${BASE_PATH}downloads/leading-the-target-solver-.*\\.tgz$`));
  expect((await checkDownloads(page)).length).toBeGreaterThan(0);
});
