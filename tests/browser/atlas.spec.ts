import { test, expect } from '@playwright/test';
import { FOUR_HITS } from '../../src/components/figures/quartic-figure/model';
import { quarticState } from '../../src/components/figures/quartic-figure/state';
import { watchProblems } from './support';
import { atlasCases } from '../../src/components/book/atlas/cases';
import { caseHref } from '../../src/components/book/atlas/links';

test('the atlas: every case has a drawn thumbnail and a scene link; one opens its figure in that scene, scrolled to it', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/atlas/');
  const cases = page.locator('.atlas-case');
  expect(await cases.count()).toBeGreaterThanOrEqual(15);
  for (const href of await page.locator('.atlas-link a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/chapters\/[a-z-]+\/\?scene=[a-z-]+~\d+~.+#fig-[a-z-]+$/);
  }
  expect(await page.locator('.atlas-thumb path').count()).toBeGreaterThan(20);
  // Pursuit with k ≤ 1 opens the race at k = 1 (the pursuit spec opens this very link).
  const slow = atlasCases().find((c) => c.id === 'pursuit-k1')!;
  await expect(page.locator('#pursuit-k1').getByRole('link', { name: 'Open it live' })).toHaveAttribute(
    'href',
    caseHref('/chapters/pursuit/', slow.link),
  );
  expect(slow.link.encoded).toMatch(/~k=1~/);
  await page.locator('#four-hits').getByRole('link', { name: 'Open it live' }).click();
  await expect(page).toHaveURL(/\/chapters\/gravity-and-motion\/\?scene=quartic~/);
  const fig = page.locator('quartic-figure');
  await expect(fig).toHaveAttribute('data-ready', 'true');
  await expect(fig).toBeInViewport();
  const state = await fig.evaluate((el) => (el as HTMLElement & { figureState: unknown }).figureState);
  expect(state).toEqual(quarticState(FOUR_HITS));
  await expect(page.locator('[data-scene-note]:not(:empty)')).toHaveCount(0);
  expect(problems).toEqual([]);
});
