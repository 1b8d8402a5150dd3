/**
 * Chapter 10's figure against the library: drags, keys and the frame-rate
 * controls give the misses `integratedMiss` gives for the same scene; the
 * compensated aim hits (miss ≈ 0 printed); a falling target makes all four
 * hit; bad input keeps the last good state and never prints NaN; the chart
 * follows; axe passes in both themes (the light one on the phone too); tap
 * targets on the phone; screenshots for a person to look at (SHOTS=1).
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { INITIAL, FRAME, solve, type State } from '../../src/components/figures/integrator-figure/model';
import { missText, rateText } from '../../src/components/figures/integrator-figure/view';
import {
  axeOn,
  centreOf,
  figuresAtRest,
  handleAt,
  mouseDrag,
  openFigure,
  shot,
  smallTapTargets,
  watchProblems,
  worldToScreen,
} from './support';

const PAGE = '/chapters/simulation/';
const FIG = 'integrator-figure';

const open = (page: Page) => openFigure(page, PAGE, FIG);
const out = (fig: Locator, name: string) => fig.locator(`[data-readout="${name}"]`).first();

/** The four miss cards say what the model (the library) says for state s. */
async function expectMisses(page: Page, fig: Locator, s: State): Promise<void> {
  const sol = solve(s);
  if (!sol.ok) throw new Error('expected a hit');
  await figuresAtRest(page);
  for (let i = 0; i < 4; i++) await expect(out(fig, `miss-${i}`)).toHaveText(missText(sol.flights[i]));
  await expect(out(fig, 'time')).toHaveText(`${sol.aim.time.toFixed(3)} s`);
}

test('the first state is in the HTML before scripts run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const fig = page.locator(FIG);
  const sol = solve(INITIAL);
  if (!sol.ok) throw new Error('expected a hit');
  for (let i = 0; i < 4; i++) await expect(out(fig, `miss-${i}`)).toHaveText(missText(sol.flights[i]));
  await expect(fig.locator('[data-part="dots-2"]')).toHaveAttribute('d', /^M/);
  // The chart drawn for a wide column and for a phone's (kit/charts/fit.ts).
  await expect(fig.locator('[data-plot="misses"] > svg[data-chart-fit]')).toHaveCount(2);
  await expect(page.locator(`[data-bind="integrator.semi-says"]`)).toHaveText(
    `passes ${sol.flights[2].miss.toFixed(3)} m under the target`,
  );
  await expect(page.locator(`[data-bind="integrator.drift"]`)).toHaveText(sol.flights[2].miss.toFixed(3));
  await context.close();
});

test('dragging the target re-solves with the library', async ({ page }) => {
  const problems = watchProblems(page);
  const fig = await open(page);
  const svg = fig.locator('svg[data-part="scene"]');
  await svg.scrollIntoViewIfNeeded();
  const from = await centreOf(fig.locator('[data-handle="target"] .kit-handle-dot'));
  const a = await worldToScreen(svg, FRAME, [0, 0]);
  const b = await worldToScreen(svg, FRAME, [6, 5]);
  await mouseDrag(page, from, { x: from.x + b.x - a.x, y: from.y + b.y - a.y }, 6);
  const target = await handleAt(fig, 'target');
  expect(target[0]).toBeCloseTo(INITIAL.target[0] + 6, 0);
  expect(target[1]).toBeCloseTo(INITIAL.target[1] + 5, 0);
  await expectMisses(page, fig, { ...INITIAL, target });
  // The prose follows when the reader rests.
  const sol = solve({ ...INITIAL, target });
  if (!sol.ok) throw new Error('expected a hit');
  await expect(page.locator(`[data-bind="integrator.time"]`).first()).toHaveText(sol.aim.time.toFixed(3));
  expect(problems).toEqual([]);
});

test('keys move the shooter and the frame-rate slider; the misses are the library’s', async ({ page }) => {
  const fig = await open(page);
  const shooter = fig.locator('[data-handle="shooter"]');
  await shooter.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowUp');
  const at = await handleAt(fig, 'shooter');
  expect(at).toEqual([1, 10]);
  await expectMisses(page, fig, { ...INITIAL, shooter: at });
  const slider = fig.locator('input[name="rate"]');
  await slider.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(out(fig, 'rate')).toHaveText(rateText(239));
  await expectMisses(page, fig, { ...INITIAL, shooter: at, rate: 239 });
  // The rate box shows the slider's value.
  await expect(fig.locator('input[name="rate-box"]')).toHaveValue('239');
});

test('the compensated aim hits where the naive aim misses; a falling target makes all four hit', async ({ page }) => {
  const fig = await open(page);
  await expect(out(fig, 'miss-2')).toContainText('low');
  await fig.getByLabel('Compensated aim for semi-implicit Euler').check();
  await figuresAtRest(page);
  await expect(out(fig, 'miss-2')).toHaveText('0.000 m: a hit');
  await expect(out(fig, 'miss-1')).toContainText('high');
  await expect(out(fig, 'semi-aim')).toHaveText('compensated aim');
  for (const rate of ['10', '144', '240']) {
    await fig.locator('input[name="rate-box"]').fill(rate);
    await fig.locator('input[name="rate-box"]').press('Enter');
    await figuresAtRest(page);
    await expect(out(fig, 'miss-2')).toHaveText('0.000 m: a hit');
  }
  await fig.getByLabel('Falling target (same gravity)').check();
  await figuresAtRest(page);
  for (let i = 0; i < 4; i++) await expect(out(fig, `miss-${i}`)).toHaveText('0.000 m: a hit');
  // The chart followed once the input rested: every line on its floor, so the slopes say so.
  await expect(fig.locator('[data-plot="misses"]')).toHaveAttribute('data-state', 'drawn');
  await expect(out(fig, 'slope-1')).toHaveText('no miss (on the floor)');
  await expect(fig.locator('[data-plot="misses"] svg')).toHaveCount(1);
});

test('bad input: a message, the last good state, never NaN', async ({ page }) => {
  const fig = await open(page);
  const box = fig.locator('input[name="rate-box"]');
  const message = fig.locator('[data-numberbox="rate-box"] [data-readout="message"]');
  for (const [typed, says] of [
    ['0', /between 10 and 240 Hz; 0 Hz is too small/],
    ['1e6', /between 10 and 240 Hz; 1000000 Hz is too large/],
    ['NaN', /must be a number/],
    ['', /empty/],
  ] as const) {
    await box.fill(typed);
    await box.press('Enter');
    await expect(message).toHaveText(says);
    await expect(message).toContainText('Keeping 30');
    await expectMisses(page, fig, INITIAL);
  }
  const speed = fig.locator('input[name="speed"]');
  await speed.fill('0');
  await speed.press('Enter');
  await expect(fig.locator('[data-numberbox="speed"] [data-readout="message"]')).toHaveText(
    /between 1 and 200 m\/s; 0 m\/s is too small/,
  );
  await expectMisses(page, fig, INITIAL);
  // A target out of reach: said in words, dashes in the cards, no NaN anywhere.
  await speed.fill('3');
  await speed.press('Enter');
  await figuresAtRest(page);
  await expect(out(fig, 'status')).toContainText('No shot at 3 m/s');
  await expect(out(fig, 'miss-0')).toHaveText('—');
  // The chart, stepped by a key, says so in words too.
  await fig.locator('[data-heard="misses"] [data-fnplot-chart]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(fig.locator('[data-heard="misses"] [data-fnplot-say]')).toHaveText(
    'rate = 31 Hz, exact motion’s miss = none (no shot hits)',
  );
  expect(await fig.textContent()).not.toMatch(/NaN|Infinity|undefined/);
});

test('on a phone every control is a 44 px tap target', { tag: '@phone' }, async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'tap targets are a phone matter');
  const fig = await open(page);
  // A handle's hit circle grows to 44 px once the figure is laid out on screen (a ResizeObserver in
  // kit/controls/draggable.ts, a frame after smallTapTargets scrolls to it): poll, as intercept-figure.spec does.
  await expect.poll(() => smallTapTargets(fig)).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  // Axe on the narrow layout: the light theme on the phone too; colours are the same on any screen.
  test(
    `the figure passes axe in the ${scheme} theme (pages.spec checks the whole chapter)`,
    { tag: scheme === 'light' ? ['@phone'] : [] },
    async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page);
      const axe = await axeOn(page).include(FIG).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    },
  );

  test(`screenshot of the figure, ${scheme}`, { tag: ['@shots', '@phone'] }, async ({ page }, info) => {
    await page.emulateMedia({ colorScheme: scheme });
    const fig = await open(page);
    await fig.locator('input[name="rate-box"]').fill('15');
    await fig.locator('input[name="rate-box"]').press('Enter');
    await figuresAtRest(page);
    // The chart follows once the input rests.
    await expect(fig.locator('[data-plot="misses"]')).toHaveAttribute('data-state', 'drawn');
    await fig.scrollIntoViewIfNeeded();
    await shot(fig, `screenshots/${info.project.name}/integrator-figure-${scheme}.png`);
  });
}
