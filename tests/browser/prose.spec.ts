import { test, expect, type Page } from '@playwright/test';
import { encodeHash } from '../../src/components/notebook/doc-file';
import { shot, watchProblems, widgetsReady } from './support';

/**
 * Prose from a code cell (md`…`, tex`…`): rendered on the page with Markdown
 * and KaTeX (prose.ts, a chunk loaded only then, with KaTeX's stylesheet),
 * and whatever HTML the Markdown holds stays text.
 */
const out = (page: Page, i: number) => page.locator('nb-playground nb-cell').nth(i).locator('[data-part="output"]');

async function openAndRun(page: Page, cells: string[]): Promise<void> {
  await page.goto(`/playground/#${encodeHash({ title: '', cells })}`);
  await widgetsReady(page);
  const banner = page.locator('nb-playground [data-part="trust"]');
  await banner.getByRole('button', { name: 'Run all' }).click();
  await expect(banner).toBeHidden();
}

test('md`…` in a cell → bold text and KaTeX math, styled by KaTeX’s stylesheet', async ({ page }) => {
  const problems = watchProblems(page);
  const prose: string[] = [];
  page.on('request', (r) => {
    if (/mount-prose|katex/.test(r.url())) prose.push(r.url());
  });
  // Nothing of Markdown or KaTeX comes with the page: only when a cell shows prose.
  await page.goto('/playground/');
  await widgetsReady(page);
  expect(prose).toEqual([]);
  await openAndRun(page, [
    'const k = 2;\nmd`# Flight\n\n**bold** and $x^${k}$\n\n$$\n\\frac{d}{2}\n$$`',
    'tex`v = \\sqrt{2gh}`',
  ]);
  const first = out(page, 0).locator('.nb-prose');
  await expect(first.locator('h1')).toHaveText('Flight');
  await expect(first.locator('strong')).toHaveText('bold');
  await expect(first.locator('.math-inline .katex')).toHaveCount(1);
  await expect(first.locator('annotation')).toHaveText(['x^2', '\\frac{d}{2}']);
  await expect(first.locator('.katex-display')).toHaveCount(1);
  await expect(out(page, 1).locator('.nb-prose .katex-display annotation')).toHaveText('v = \\sqrt{2gh}');
  // KaTeX's stylesheet is on the page: its fonts, and the MathML copy hidden (not shown twice).
  const styles = await first.locator('.math-inline .katex').evaluate((k) => ({
    font: getComputedStyle(k).fontFamily,
    mathml: getComputedStyle(k.querySelector('.katex-mathml')!).position,
  }));
  expect(styles.font).toMatch(/KaTeX_Main/);
  expect(styles.mathml).toBe('absolute');
  await expect(page.locator('link[data-katex-css]')).toHaveCount(1);
  await shot(page.locator('nb-playground'), '/tmp/prose-playground.png');
  expect(problems).toEqual([]);
});

test('md`…` holding <script>, <img onerror> and a javascript: link → text and an empty link, nothing runs', async ({
  page,
}) => {
  const problems = watchProblems(page);
  page.on('dialog', (d) => problems.push(`dialog: ${d.message()}`));
  await openAndRun(page, [
    'md`<script>alert(1)</script>\n\n<img src=x onerror=alert(2)> [go](javascript:alert(3)) ![pic](https://example.com/x.png)`',
  ]);
  const prose = out(page, 0).locator('.nb-prose');
  await expect(prose).toContainText('<script>alert(1)</script>');
  await expect(prose).toContainText('<img src=x onerror=alert(2)>');
  await expect(prose.locator('script, img, iframe')).toHaveCount(0);
  await expect(prose.getByRole('link', { name: 'go' })).toHaveAttribute('href', '');
  // The image is a link to it: nothing is fetched from elsewhere (watchProblems would say).
  await expect(prose.getByRole('link', { name: 'image: pic' })).toHaveAttribute('href', 'https://example.com/x.png');
  expect(await page.locator('nb-playground script').count()).toBe(0);
  expect(problems).toEqual([]);
});
