import { test, expect } from '@playwright/test';
import { centreOf, handleAt, renderAll, touchDrag, watchProblems, widgetsReady } from './support';
import { figurePage } from '../../src/components/figures/registry';

/** Every figure with handles, and one handle to drag with a finger (on its page, the registry's). */
const HANDLES = [
  { figure: 'vector-figure', handle: 'p2' },
  { figure: 'dot-figure', handle: 'b' },
  { figure: 'cosines-figure', handle: 'q' },
  { figure: 'intercept-figure', handle: 'target' },
  { figure: 'root-plot', handle: 'target' },
  { figure: 'edge-cases', handle: 'target' },
  { figure: 'shooting-range', handle: 'gun' },
  { figure: 'gravity-figure', handle: 'target' },
  { figure: 'no-hit-figure', handle: 'target' },
  { figure: 'integrator-figure', handle: 'target' },
] as const;

for (const h of HANDLES) {
  test(
    `${h.figure}: a finger drags handle ${h.handle}, and the page does not scroll`,
    { tag: '@phone' },
    async ({ page }, info) => {
      test.skip(info.project.name !== 'phone', 'touch: the phone project');
      const problems = watchProblems(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(figurePage(h.figure));
      await widgetsReady(page);
      // Lay the chapter out first: the parts out of view are skipped (content-visibility: auto) and take their real
      // height a frame or three after the scroll brings them near, and scroll anchoring then moves scrollY (232 px on
      // the shooting range's page) whether or not a finger is down. The drag's own scrolling is what is measured.
      await renderAll(page);
      const figure = page.locator(h.figure).first();
      const handle = figure.locator(`[data-handle="${h.handle}"]`);
      await handle.scrollIntoViewIfNeeded();
      const before = await handleAt(figure, h.handle);
      const scrollBefore = await page.evaluate(() => window.scrollY);
      // Down and to the left: inside every figure's field from where its handle starts.
      const from = await centreOf(handle);
      await touchDrag(page, from, { x: from.x - 30, y: from.y + 24 }, 6);
      await expect.poll(() => handleAt(figure, h.handle)).not.toEqual(before);
      const after = await handleAt(figure, h.handle);
      expect(after[0]).toBeLessThanOrEqual(before[0]);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
      expect(problems).toEqual([]);
    },
  );
}

test('a finger elsewhere on a figure still scrolls the page', { tag: '@phone' }, async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'touch: the phone project');
  await page.goto('/chapters/law-of-cosines/');
  await widgetsReady(page);
  const svg = page.locator('cosines-figure svg[data-part="scene"]');
  await svg.scrollIntoViewIfNeeded();
  const box = (await svg.boundingBox())!;
  const scrollBefore = await page.evaluate(() => window.scrollY);
  // The field's bottom-right corner holds no handle; swipe up from there.
  const corner = { x: box.x + box.width - 12, y: box.y + box.height - 12 };
  await touchDrag(page, corner, { x: corner.x, y: corner.y - 120 }, 8);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore + 40);
});
