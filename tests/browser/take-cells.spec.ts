/**
 * A chapter's cells taken on (issue 36): "Open these cells in the playground"
 * carries the cells as they stand, a reader's edit included, with the
 * figures' states as plain values, and they give the chapter's outputs
 * there; the chapter's .ipynb is served beside it.
 */
import { test, expect, type Page } from '@playwright/test';
import { replaceCode, watchProblems, widgetsReady } from './support';

const chapterCells = (page: Page) => page.locator('article nb-cell');
const playCells = (page: Page) => page.locator('nb-playground nb-cell');

test('a chapter’s cells open in the playground with the figures’ states, and give the chapter’s outputs', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/chapters/no-hit/');
  await widgetsReady(page);
  const section = page.locator('section.take-cells');
  await expect(section.getByRole('heading', { name: 'Take these cells with you' })).toBeVisible();
  const count = await chapterCells(page).count();
  expect(count).toBeGreaterThan(1);
  const codes = await chapterCells(page).evaluateAll((cells) =>
    cells.map((c) => (c as HTMLElement).dataset.code ?? ''),
  );
  const ranked = codes.findIndex((c) => c.includes("figure('no-hit-figure')"));
  expect(ranked).toBeGreaterThanOrEqual(0);
  const expected = (await chapterCells(page).nth(ranked).locator('[data-part="output"]').textContent())?.trim();

  // The chapter's notebook file is there, a Jupyter notebook.
  const link = section.getByRole('link', { name: 'Download them as a Jupyter notebook (.ipynb)' });
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect((await response.json()).nbformat).toBe(4);

  // A reader's edit goes along.
  const first = chapterCells(page).first();
  await first.scrollIntoViewIfNeeded();
  const edited = `${codes[0]}\n// edited on the chapter`;
  await replaceCode(page, first, edited);

  await section.getByRole('button', { name: 'Open these cells in the playground' }).click();
  await page.waitForURL(/\/playground\/#nb=/);
  await widgetsReady(page);
  await expect(playCells(page)).toHaveCount(count + 1);
  await expect(playCells(page).nth(0).locator('pre')).toContainText('const figures = {');
  await expect(playCells(page).nth(0).locator('pre')).toContainText('"no-hit-figure": {');
  await expect(playCells(page).nth(1).locator('pre')).toHaveText(edited);
  await page.locator('nb-playground [data-part="trust"]').getByRole('button', { name: 'Run all' }).click();
  // The cell that reads the figure gives, from the figure's state as plain values, what it gave on the chapter.
  await expect(
    playCells(page)
      .nth(ranked + 1)
      .locator('[data-part="output"]'),
  ).toHaveText(expected!);
  await expect(playCells(page).locator('.nb-error')).toHaveCount(0);
  expect(problems).toEqual([]);
});
