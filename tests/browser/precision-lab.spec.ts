import { test, expect, type Page } from '@playwright/test';
import { DIGITS, labState } from '../../src/components/figures/precision-lab/model';
import { readouts } from '../../src/components/figures/precision-lab/view';
import { openFigure, readout } from './support';

const PAGE = '/chapters/choosing-the-root/';
const FIG = 'precision-lab';

const open = (page: Page) => openFigure(page, PAGE, FIG);

/** A readout like "2.4e−2" or "0 (exact)" as a number. */
function value(text: string): number {
  return parseFloat(text.replace('−', '-'));
}

test('the first state is in the HTML before scripts run, computed by the model', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const r = readouts(labState(DIGITS.initial));
  const fig = page.locator(FIG);
  for (const name of ['exact-root', 'textbook-root', 'textbook-error', 'library-root', 'library-error']) {
    await expect(fig.locator(`[data-readout="${name}"]`)).toHaveText(r[name]);
  }
  await expect(fig.locator('[data-overlay="marker"] circle')).toHaveCount(2);
  await context.close();
});

test('near equal speeds the textbook root falls apart while the library’s holds (error > 1e-3 vs < 1e-12)', async ({
  page,
}) => {
  const fig = await open(page);
  const slider = fig.getByRole('slider', { name: /Speeds agree/ });
  await slider.focus();
  await page.keyboard.press('End');
  await expect(fig.locator('[data-readout="digits"]').first()).toHaveText('15.0');
  const textbook = value(await readout(page, 'textbook-error', FIG));
  const library = value(await readout(page, 'library-error', FIG));
  expect(textbook).toBeGreaterThan(1e-3);
  expect(library).toBeLessThan(1e-12);
  const r = readouts(labState(DIGITS.max));
  await expect(fig.locator('[data-readout="textbook-root"]')).toHaveText(r['textbook-root']);
  await expect(fig.locator('[data-readout="library-root"]')).toHaveText(r['library-root']);
  await expect(fig.locator('[data-readout="exact-root"]')).toHaveText(r['exact-root']);
  await expect(fig.locator('[data-readout="verdict"]')).toHaveText(r.verdict);
  await expect(page.locator('[data-bind="lab.textbook-error"]').first()).toHaveText(r['textbook-error']);
});

test('far apart both methods agree with the exact root; each arrow step re-solves', async ({ page }) => {
  const fig = await open(page);
  const slider = fig.getByRole('slider', { name: /Speeds agree/ });
  await slider.focus();
  await page.keyboard.press('Home');
  expect(value(await readout(page, 'textbook-error', FIG))).toBeLessThan(1e-14);
  expect(value(await readout(page, 'library-error', FIG))).toBeLessThan(1e-14);
  await page.keyboard.press('ArrowRight');
  const r = readouts(labState(DIGITS.min + DIGITS.step));
  await expect(fig.locator('[data-readout="gap"]').first()).toHaveText(r.gap);
  await expect(fig.locator('[data-readout="textbook-a"]')).toHaveText(r['textbook-a']);
  await expect(fig.locator('[data-readout="exact-a"]')).toHaveText(r['exact-a']);
  await expect(slider).toHaveAttribute('aria-valuetext', `gap ${r.gap}`);
  expect(await fig.textContent()).not.toMatch(/NaN|Infinity|undefined/);
});

test('the chart’s marker follows the slider', async ({ page }) => {
  const fig = await open(page);
  await page.waitForTimeout(300);
  const marker = fig.locator('[data-overlay="marker"] line');
  const before = Number(await marker.getAttribute('x1'));
  await fig.getByRole('slider', { name: /Speeds agree/ }).focus();
  await page.keyboard.press('PageUp');
  await expect.poll(async () => Number(await marker.getAttribute('x1'))).toBeGreaterThan(before);
});

/** Numbers (readouts and table values) that take more than one line box, or stick out of the figure. */
async function brokenNumbers(fig: ReturnType<Page['locator']>): Promise<string[]> {
  return fig.evaluate((el) => {
    const box = el.querySelector('figure')!.getBoundingClientRect();
    return Array.from(el.querySelectorAll('output, dd'))
      .filter((n) => {
        const r = n.getBoundingClientRect();
        const line = parseFloat(getComputedStyle(n).lineHeight) || 1.6 * parseFloat(getComputedStyle(n).fontSize);
        return n.getClientRects().length > 1 || r.height > 1.5 * line || r.right > box.right + 0.5;
      })
      .map((n) => `${n.getAttribute('data-readout') ?? n.tagName}: ${n.textContent}`);
  });
}

test(
  'no number breaks across lines or leaves the figure, at any slider position (this viewport)',
  { tag: '@phone' },
  async ({ page }) => {
    const fig = await open(page);
    const slider = fig.getByRole('slider', { name: /Speeds agree/ });
    const broken: string[] = [];
    for (let d = DIGITS.min; d <= DIGITS.max + 1e-9; d += 0.5) {
      await slider.evaluate((el, v) => {
        (el as HTMLInputElement).value = String(v);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }, d);
      await expect(fig.locator('[data-readout="digits"]').first()).toHaveText(d.toFixed(1));
      broken.push(...(await brokenNumbers(fig)).map((b) => `${d.toFixed(1)} digits: ${b}`));
    }
    expect(broken).toEqual([]);
  },
);

test(
  'waking up does not move the layout: the figure is as tall before its script runs as after',
  { tag: '@phone' },
  async ({ browser, page }, info) => {
    const context = await browser.newContext({ ...info.project.use, javaScriptEnabled: false });
    const still = await context.newPage();
    await still.goto(PAGE);
    const before = (await still.locator(FIG).boundingBox())!.height;
    expect(await brokenNumbers(still.locator(FIG))).toEqual([]);
    await context.close();
    const fig = await open(page);
    await page.waitForTimeout(400);
    expect((await fig.boundingBox())!.height).toBeCloseTo(before, 0);
  },
);
