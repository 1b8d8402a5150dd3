import { test, expect, type Page } from '@playwright/test';
import { centreOf, handleAt, renderAll, watchProblems, widgetsReady } from './support';

/** Every figure with handles, and one handle to drag with a finger. */
const HANDLES = [
  { page: '/chapters/vectors/', figure: 'vector-figure', handle: 'p2' },
  { page: '/chapters/dot-product/', figure: 'dot-figure', handle: 'b' },
  { page: '/chapters/law-of-cosines/', figure: 'cosines-figure', handle: 'q' },
  { page: '/chapters/intercept-triangle/', figure: 'intercept-figure', handle: 'target' },
  { page: '/chapters/choosing-the-root/', figure: 'root-plot', handle: 'target' },
  { page: '/chapters/edge-cases/', figure: 'edge-cases', handle: 'target' },
  { page: '/chapters/edge-cases/', figure: 'shooting-range', handle: 'gun' },
  { page: '/chapters/gravity/', figure: 'gravity-figure', handle: 'target' },
  { page: '/chapters/no-hit/', figure: 'no-hit-figure', handle: 'target' },
  { page: '/chapters/simulation/', figure: 'integrator-figure', handle: 'target' },
] as const;

/** A one-finger drag through CDP touch events (Chromium turns them into pointer events of type touch). */
async function touchDrag(page: Page, from: { x: number; y: number }, dx: number, dy: number, steps = 6) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y), id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(from.x + (dx * i) / steps, from.y + (dy * i) / steps),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

for (const h of HANDLES) {
  test(
    `${h.figure}: a finger drags handle ${h.handle}, and the page does not scroll`,
    { tag: '@phone' },
    async ({ page }, info) => {
      test.skip(info.project.name !== 'phone', 'touch: the phone project');
      const problems = watchProblems(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(h.page);
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
      await touchDrag(page, await centreOf(handle), -30, 24);
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
  await touchDrag(page, { x: box.x + box.width - 12, y: box.y + box.height - 12 }, 0, -120, 8);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore + 40);
});
