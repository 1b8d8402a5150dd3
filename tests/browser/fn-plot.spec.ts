import { test, expect, type Locator, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from '../../playwright.config';
import { FN_PLOT_MARGIN } from '../../src/components/kit/charts/fn-plot';
import { FN_DURATION, INITIAL, analyseCubic } from '../../src/components/book/kit-gallery/model';
import { axeOn, mouseDrag, type Point, SHOTS, shot, widgetsReady, touchDrag } from './support';

test.skip(!existsSync(join(DIST, 'dev/kit/index.html')), 'the kit gallery is built only with KIT_GALLERY=1');

const chartOf = (page: Page) => page.locator('#gallery-fn [data-fnplot-chart]');
const rangeOf = (page: Page) => page.getByRole('slider', { name: 'Cursor', exact: true });
const readoutOf = (page: Page) => page.locator('#gallery-fn-scrub-time ~ [data-readout="time"]');

async function open(page: Page, colorScheme: 'light' | 'dark' = 'light') {
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme });
  await page.goto('/dev/kit/');
  await widgetsReady(page);
  await chartOf(page).scrollIntoViewIfNeeded();
}

/** The page point at time t on the chart's x axis, halfway down the plot area. */
async function pointAt(chart: Locator, t: number): Promise<Point> {
  return chart.locator('svg').evaluate(
    (svg, [t, m, d]) => {
      const s = svg as SVGSVGElement;
      const r = s.getBoundingClientRect();
      const vb = s.viewBox.baseVal;
      const x = m.left + (t / d) * (vb.width - m.left - m.right);
      return { x: r.left + (x * r.width) / vb.width, y: r.top + r.height / 2 };
    },
    [t, FN_PLOT_MARGIN, FN_DURATION] as const,
  );
}

/** The cursor rule's x in the chart's own units, and where time t should put it. */
async function ruleX(chart: Locator, t: number): Promise<{ at: number; want: number }> {
  return chart.locator('svg').evaluate(
    (svg, [t, m, d]) => {
      const s = svg as SVGSVGElement;
      const vb = s.viewBox.baseVal;
      const rule = s.querySelector('[data-overlay="fn-cursor"] .kit-fnplot-rule');
      return {
        at: rule ? Number(rule.getAttribute('x1')) : NaN,
        want: m.left + (t / d) * (vb.width - m.left - m.right),
      };
    },
    [t, FN_PLOT_MARGIN, FN_DURATION] as const,
  );
}

// The phone drags with a finger (and the page must not scroll under it).
test(
  'dragging on the chart seeks the clock: the scrubber and the cursor follow',
  { tag: '@phone' },
  async ({ page }, info) => {
    await open(page);
    const chart = chartOf(page);
    await expect(chart).toHaveAttribute('role', 'slider');
    const from = await pointAt(chart, 1);
    const to = await pointAt(chart, 4);
    if (info.project.name === 'phone') await touchDrag(page, from, to);
    else await mouseDrag(page, from, to, 6);
    // One CSS pixel is ~0.01 s on the desktop, ~0.02 s on the phone.
    await expect.poll(async () => Number(await chart.getAttribute('aria-valuenow'))).toBeCloseTo(4, 1);
    const t = Number(await chart.getAttribute('aria-valuenow'));
    await expect(readoutOf(page)).toHaveText(`${t.toFixed(2)} s`);
    // The range snaps to its step (duration / 500).
    expect(Math.abs(Number(await rangeOf(page).inputValue()) - t)).toBeLessThanOrEqual(FN_DURATION / 1000 + 1e-3);
    await expect.poll(async () => (await ruleX(chart, t)).at - (await ruleX(chart, t)).want).toBeCloseTo(0, 0);
    // The page did not scroll under the drag's end.
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-fnplot-chart'))).toBe(true);
  },
);

test('keys on the chart move the clock; the scrubber moves the cursor without re-rendering the chart', async ({
  page,
}) => {
  await open(page);
  const chart = chartOf(page);
  // Remember the chart's svg element: a cursor move must not replace it.
  await chart.locator('svg').evaluate((s) => ((s as unknown as { keep: boolean }).keep = true));
  await chart.focus();
  await page.keyboard.press('End');
  await expect(readoutOf(page)).toHaveText(`${FN_DURATION.toFixed(2)} s`);
  await expect(chart).toHaveAttribute('aria-valuetext', `t = ${FN_DURATION.toFixed(2)}`);
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  const step = FN_DURATION / 100;
  await expect(readoutOf(page)).toHaveText(`${(11 * step).toFixed(2)} s`);
  expect(Number(await rangeOf(page).inputValue())).toBeCloseTo(11 * step, 9);

  // The other way: the scrubber drives the cursor.
  await rangeOf(page).focus();
  await page.keyboard.press('End');
  await expect(chart).toHaveAttribute('aria-valuenow', String(FN_DURATION));
  await expect
    .poll(async () => Math.abs((await ruleX(chart, FN_DURATION)).at - (await ruleX(chart, FN_DURATION)).want))
    .toBeLessThan(0.05);
  expect(await chart.locator('svg').evaluate((s) => (s as unknown as { keep?: boolean }).keep)).toBe(true);
  // A dot rides each curve at the cursor.
  await expect(chart.locator('[data-overlay="fn-cursor"] circle[data-curve]')).toHaveCount(3);
});

test('the y-scale switch redraws the chart on a symmetric-log scale and back', async ({ page }) => {
  await open(page);
  const chart = chartOf(page);
  // The y axis's tick labels (right-aligned, left of the plot).
  const ticks = () => chart.locator('svg g[text-anchor="end"][font-variant] > text').allTextContents();
  await expect.poll(ticks).toEqual(['−20', '−15', '−10', '−5', '0', '5', '10', '15', '20']);
  await page.getByRole('radio', { name: 'Symmetric log' }).check();
  // Decades on the axis: the constant is two decades below the largest |y| (20), so 0.1; ticks from 1 up.
  await expect.poll(ticks).toEqual(['−10', '−1', '0', '1', '10']);
  await expect(chart.locator('svg')).not.toContainText('NaN');
  // The cursor still works on the new chart.
  await chart.focus();
  await page.keyboard.press('End');
  await expect(chart.locator('.kit-fnplot-rule')).toHaveCount(1);
  await page.getByRole('radio', { name: 'Linear' }).check();
  await expect.poll(ticks).toEqual(['−20', '−15', '−10', '−5', '0', '5', '10', '15', '20']);
});

test('the number box a moves f; a bad value keeps the last good curve', async ({ page }) => {
  await open(page);
  const chart = chartOf(page);
  const roots = () => chart.locator('svg g[stroke="var(--bg)"] > circle[fill="var(--link)"]').count();
  await expect.poll(roots).toBe(3); // a = 1: three real roots
  await page.getByRole('textbox', { name: 'a' }).fill('4');
  await expect.poll(roots).toBe(1);
  const svg = await chart.locator('svg').innerHTML();
  await page.getByRole('textbox', { name: 'a' }).fill('NaN');
  await page.waitForTimeout(100);
  expect(await chart.locator('svg').innerHTML()).toBe(svg);
  await expect(chart).not.toContainText('NaN');
});

test('scrubbing near a root lands on it exactly; farther away the scrubber keeps its time (snapWhileScrubbing)', async ({
  page,
}) => {
  await open(page);
  const chart = chartOf(page);
  const root = analyseCubic(INITIAL.a).roots[1];
  expect(root).toBeGreaterThan(2);
  // Within FN_DURATION / 50 of the root: the clock lands on it (the chart's cursor says so).
  await rangeOf(page).fill(String(root + 0.06));
  await expect.poll(async () => Number(await chart.getAttribute('aria-valuenow'))).toBe(Math.round(root * 1000) / 1000);
  await expect(readoutOf(page)).toHaveText(`${root.toFixed(2)} s`);
  // Farther: the time the reader chose.
  await rangeOf(page).fill('1.5');
  await expect(readoutOf(page)).toHaveText('1.50 s');
  // The chart draws its cursor on the next animation frame, the readout at once: wait for the frame.
  await expect.poll(async () => Number(await chart.getAttribute('aria-valuenow'))).toBe(1.5);
});

// Axe on the narrow layout: the light theme on the phone too; colours are the same on any screen.
for (const scheme of ['light', 'dark'] as const)
  test(`the function plot passes axe (${scheme})`, { tag: scheme === 'light' ? ['@phone'] : [] }, async ({ page }) => {
    await open(page, scheme);
    const axe = await axeOn(page).include('#gallery-fn').include('.fn-controls').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    if (SHOTS) {
      await rangeOf(page).fill('1.7');
      await rangeOf(page).dispatchEvent('input');
      await expect(readoutOf(page)).toHaveText('1.70 s');
      await page
        .locator('kit-gallery h2', { hasText: 'Live function plot' })
        .evaluate((h) => h.scrollIntoView({ block: 'start' }));
      await shot(page, `/tmp/fnplot-${test.info().project.name}-${scheme}.png`);
    }
  });
