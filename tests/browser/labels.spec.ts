/**
 * Issue 38 item 11: the labels of every figure and chart keep off each other, the marks they label and the edge of
 * their drawing, in each figure's first state (the page as built, scripts off: what a reader sees first, and what
 * the kit's label placement produced at build time), on the desktop and the phone.
 */
import { test, expect } from '@playwright/test';
import { DIST } from '../../playwright.config';
import { builtPages, labelClashes, pageName, SHOTS } from './support';

test.use({ javaScriptEnabled: false });

const chapters = builtPages(DIST).filter((p) => /^(chapters\/.+|atlas\/)$/.test(p) || p.startsWith('dev/'));

for (const path of chapters)
  test(`/${path}: no label of a figure or chart collides`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(`/${path}`);
    await page.evaluate(() => document.fonts.ready);
    const clashes = await labelClashes(page);
    if (process.env.LABELS_LOG) console.log(JSON.stringify({ path, clashes }, null, 1));
    if (SHOTS && clashes.length) {
      // For a person: each drawing with a clash, its clashing labels in red.
      await page.evaluate(() =>
        document.head.append(
          Object.assign(document.createElement('style'), {
            textContent: 'text[data-label-clash] { fill: red !important; }',
          }),
        ),
      );
      const hosts = page.locator('svg:has(text[data-label-clash])');
      for (let i = 0; i < (await hosts.count()); i++)
        await hosts
          .nth(i)
          .screenshot({ path: `screenshots/labels/${test.info().project.name}/${pageName(path)}-${i}.png` });
    }
    expect(clashes.map((c) => `${c.figure}: "${c.label}" meets ${c.with}`)).toEqual([]);
  });
