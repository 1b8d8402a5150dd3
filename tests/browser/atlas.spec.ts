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
  // Every mark lies wholly inside its thumbnail as drawn (the best miss's ring too), and every hit or
  // best-miss dot sits on the dashed path of its target (the four hits on a straight line).
  const marks = await page.locator('.atlas-thumb').evaluateAll((svgs) =>
    svgs.map((svg) => {
      const g = svg as SVGSVGElement;
      const box = g.viewBox.baseVal;
      const outside = [...g.querySelectorAll('path, circle')].filter((el) => {
        const b = (el as SVGGraphicsElement).getBBox();
        const pad = el.tagName === 'circle' ? 0.5 : 0;
        return b.x - pad < 0 || b.y - pad < 0 || b.x + b.width + pad > box.width || b.y + b.height + pad > box.height;
      }).length;
      const paths = [...g.querySelectorAll('path.ink-target')] as SVGPathElement[];
      // The dot's centre within a unit of the path as the browser lays it out (sampled every quarter unit).
      const near = (p: SVGPathElement, x: number, y: number) => {
        const n = Math.ceil(p.getTotalLength() * 4);
        for (let i = 0; i <= n; i++) {
          const q = p.getPointAtLength((p.getTotalLength() * i) / Math.max(n, 1));
          if (Math.hypot(q.x - x, q.y - y) <= 1) return true;
        }
        return false;
      };
      const offPath = [...g.querySelectorAll('circle.dot-meet, circle.dot-miss')].filter(
        (c) => !paths.some((p) => near(p, Number(c.getAttribute('cx')), Number(c.getAttribute('cy')))),
      ).length;
      return { id: g.closest('li')!.id, outside, offPath };
    }),
  );
  expect(marks.filter((m) => m.outside > 0 || m.offPath > 0)).toEqual([]);
  await expect(page.locator('#four-hits .atlas-result')).toContainText(/hits at t = \d+\.\d{3}, \d+\.\d{3}, /);
  await expect(page.locator('#integrator-mismatch .atlas-result')).toContainText('explicit Euler misses by');
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
  // The link's scene is applied once its decoder has loaded (kit/links/scene-link.ts imports it on demand), which
  // can be after the figure says it is ready: wait for the state.
  await expect
    .poll(() => fig.evaluate((el) => (el as HTMLElement & { figureState: unknown }).figureState))
    .toEqual(quarticState(FOUR_HITS));
  await expect(page.locator('[data-scene-note]:not(:empty)')).toHaveCount(0);
  expect(problems).toEqual([]);
});
