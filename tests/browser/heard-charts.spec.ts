/**
 * The charts Observable Plot draws from data, explored by keys and heard as a
 * function plot is (issue 41, kit/charts/plot-explore.ts): chapter 10's miss
 * against frame rate (log–log; its cursor is the figure's frame rate) and
 * chapter 11's saving chart (its cursor its own). The keys step evenly along
 * the axis and the figure follows; ↑/↓ pick a line and the legend says which;
 * T jumps to a turning point; every step is said with the model's numbers.
 * Play sweeps the selected line: the fake AudioContext (fake-audio.ts)
 * records the tone, and its pitches are the model's values on the chart's own
 * scale. On the phone too; axe on both.
 */
import { test, expect, type Page } from '@playwright/test';
import { leadTimeSaved } from '../../src/lib/motion';
import { axisValue } from '../../src/components/kit/charts/fn-plot-spec';
import { SONIFY, pitchOf, pitchScaleOf } from '../../src/components/kit/charts/fn-plot-sonify';
import { readingAt } from '../../src/components/kit/charts/fn-plot-reading';
import { INITIAL, solve, type State } from '../../src/components/figures/integrator-figure/model';
import { heardChart } from '../../src/components/figures/integrator-figure/heard';
import { savingHeard } from '../../src/components/figures/pursuit-race/saving-heard';
import { axeOn, openFigure, shot } from './support';
import { fakeAudio, heard } from './fake-audio';

const SIMULATION = '/chapters/simulation/';
const PURSUIT = '/chapters/pursuit/';

/** Chapter 10's chart, live: its root, chart, live region, Play button and the figure's rate slider. */
async function integratorChart(page: Page, reducedMotion: 'reduce' | 'no-preference' = 'reduce') {
  await page.addInitScript(fakeAudio);
  const fig = await openFigure(page, SIMULATION, 'integrator-figure', reducedMotion);
  const root = fig.locator('[data-heard="misses"]');
  const chart = root.locator('[data-fnplot-chart]');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute('role', 'slider');
  return {
    fig,
    chart,
    say: root.locator('[data-fnplot-say]'),
    play: root.locator('[data-fnplot-play]'),
    slider: fig.locator('input[name="rate"]'),
  };
}

/** The chart heard at frame rate `rate`, from the model (the sweep does not depend on the rate). */
const integratorAt = (rate: number, s: State = INITIAL) => heardChart(solve({ ...s, rate }), rate);

test(
  'chapter 10: ←/→ step the frame rate evenly on the log axis and the figure follows; ↑/↓ and T say the model’s misses',
  { tag: '@phone' },
  async ({ page }) => {
    const { chart, say, slider } = await integratorChart(page);
    await chart.focus();
    // 30 Hz, a hundredth of the log axis up: ×(240/10)^0.01 = 30.96, whole hertz 31.
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('31');
    await expect(say).toHaveText(readingAt(integratorAt(31), 0, 31));
    await expect(chart).toHaveAttribute('aria-valuetext', '31 Hz');
    // Shift: a tenth of the axis, ×1.374.
    await page.keyboard.press('Shift+ArrowRight');
    const next = Math.round(axisValue(Math.log(31 / 10) / Math.log(24) + 0.1, [10, 240], 'log'));
    await expect(slider).toHaveValue(String(next));
    // At the slow end a step is less than a hertz: the rate still moves, by one.
    await page.keyboard.press('Home');
    await expect(slider).toHaveValue('10');
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('11');
    // ↓: explicit Euler, its tone, and its miss at 11 Hz as the chart draws it.
    await page.keyboard.press('ArrowDown');
    const c = integratorAt(11);
    await expect(say).toHaveText(`explicit Euler, hollow tone: 0 roots, 0 turning points. ${readingAt(c, 1, 11)}`);
    await expect(page.locator('integrator-figure [data-fnplot-legend] li[aria-current="true"]')).toHaveAttribute(
      'data-curve',
      'explicit-euler',
    );
    // Its miss falls with the rate: no turning point on the chart.
    await page.keyboard.press('t');
    await expect(say).toContainText('explicit Euler’s miss has no turning point on the chart');
    await page.keyboard.press('End');
    await expect(slider).toHaveValue('240');
    await expect(say).toHaveText(readingAt(integratorAt(240), 1, 240));
    // The cursor is drawn at the rate on the chart on screen.
    await expect(chart.locator('g[data-overlay="plot-cursor"] line')).toHaveCount(1);
  },
);

test('chapter 10: Play sweeps the selected line over 3 s in even log steps, pitch on the log miss axis; Esc stops', async ({
  page,
}) => {
  // Motion allowed: the rate glides with the sound (reduced, it would jump from feature to feature).
  const { chart, say, play, slider } = await integratorChart(page, 'no-preference');
  await chart.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('p');
  await expect(play).toHaveText('Stop sound');
  await expect.poll(async () => (await heard(page)).tones.length).toBe(1);
  const tone = (await heard(page)).tones[0];
  expect(tone.type).toBe('triangle');
  // Each note k is explicit Euler's miss at 10·24^(k/119) Hz, as drawn, at its pitch on the chart's log axis.
  const spec = integratorAt(30);
  const scale = pitchScaleOf(spec, spec.yDomain);
  expect(tone.freq).toHaveLength(SONIFY.notes);
  const heardHz = tone.freq.map(([, hz]) => hz);
  heardHz.forEach((hz, k) => {
    const rate = axisValue(k / (SONIFY.notes - 1), [10, 240], 'log');
    expect(Math.abs(hz - pitchOf(spec.curves[1].fn(rate), scale)!)).toBeLessThan(1e-6);
  });
  // The miss falls as the rate rises (from 0.8 m to 3 cm, 1.4 of the axis's 5 decades): so does the pitch, by more
  // than a fourth.
  for (let k = 1; k < heardHz.length; k++) expect(heardHz[k]).toBeLessThanOrEqual(heardHz[k - 1] + 1e-9);
  expect(heardHz[0] / heardHz[heardHz.length - 1]).toBeGreaterThan(4 / 3);
  // The figure's rate moves with the sound; Esc stops both.
  await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(30);
  await page.keyboard.press('Escape');
  await expect(play).toHaveText('Play sound');
  await expect(say).toContainText('Stopped.');
  const at = Number(await slider.inputValue());
  await page.waitForTimeout(300);
  expect(Number(await slider.inputValue())).toBe(at);
});

/** Chapter 11's saving chart, live. */
async function savingChart(page: Page) {
  await page.addInitScript(fakeAudio);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(PURSUIT);
  const root = page.locator('saving-chart');
  await root.scrollIntoViewIfNeeded();
  const chart = root.locator('[data-fnplot-chart]');
  await expect(chart).toHaveAttribute('role', 'slider');
  return { root, chart, say: root.locator('[data-fnplot-say]'), play: root.locator('[data-fnplot-play]') };
}

/** The angle (°) where k's saving peaks, by golden-section search on the library's closed form. */
function peakAngle(k: number): number {
  const f = (deg: number) => leadTimeSaved(k, (deg * Math.PI) / 180);
  let [a, b] = [60, 170];
  const g = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 200; i++) {
    const c = b - g * (b - a);
    const d = a + g * (b - a);
    if (f(c) > f(d)) b = d;
    else a = c;
  }
  return (a + b) / 2;
}

test(
  'chapter 11: the saving chart’s keys read the library’s closed form; T finds each line’s peak',
  { tag: '@phone' },
  async ({ page }) => {
    const { root, chart, say } = await savingChart(page);
    const spec = savingHeard();
    await chart.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await expect(say).toHaveText(readingAt(spec, 0, 18));
    await expect(chart).toHaveAttribute('aria-valuetext', '18°');
    for (let i = 0; i < spec.curves.length; i++) {
      if (i > 0) await page.keyboard.press('ArrowDown');
      await expect(root.locator('li[aria-current="true"]')).toHaveAttribute('data-curve', spec.curves[i].id);
      await page.keyboard.press('Home');
      await page.keyboard.press('t');
      const k = [1.1, 1.25, 1.5, 2, 3][i];
      // Said to the degree, and the cursor's value is the peak's to a thousandth of a degree.
      await expect(say).toContainText(`Turning point 1 of 1: φ₀ = ${Math.round(peakAngle(k))}°`);
      await expect(say).toContainText('turning point, maximum');
      const now = Number(await chart.getAttribute('aria-valuenow'));
      expect(Math.abs(now - peakAngle(k))).toBeLessThan(1e-3);
    }
    await expect(chart.locator('g[data-overlay="plot-cursor"] line')).toHaveCount(1);
  },
);

test('chapter 11: Play on the saving chart ticks at the peak; the fifth line has its own tone', async ({ page }) => {
  const { chart, play } = await savingChart(page);
  await chart.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  await expect(chart.locator('xpath=..').locator('li[aria-current="true"]')).toContainText('organ tone');
  await play.click();
  await expect.poll(async () => (await heard(page)).tones.length).toBe(1);
  const h = await heard(page);
  // k = 3, the fifth line: a wave of its own, not the first line's sine.
  expect(h.tones[0].type).toBe('custom');
  // One tick, at the peak: a sweep of 3 s over 0°…180° passes it at peak/180·3 s.
  expect(h.ticks).toHaveLength(1);
  expect(Math.abs(h.ticks[0].start - h.tones[0].start - (peakAngle(3) / 180) * SONIFY.seconds)).toBeLessThan(1e-4);
  await expect(play).toHaveText('Play sound', { timeout: 8000 });
});

for (const scheme of ['light', 'dark'] as const)
  test(
    `both heard charts pass axe with their controls (${scheme})`,
    { tag: scheme === 'light' ? ['@phone'] : [] },
    async ({ page }, info) => {
      await page.emulateMedia({ colorScheme: scheme });
      const { fig, chart } = await integratorChart(page);
      await chart.focus();
      await page.keyboard.press('ArrowRight');
      const a = await axeOn(page).include('integrator-figure section.chart').analyze();
      expect(a.violations.map((v) => v.id)).toEqual([]);
      await shot(fig.locator('section.chart'), `/tmp/heard-integrator-${info.project.name}-${scheme}.png`);
      const { root, chart: saving } = await savingChart(page);
      await saving.focus();
      await page.keyboard.press('t');
      const b = await axeOn(page).include('saving-chart').analyze();
      expect(b.violations.map((v) => v.id)).toEqual([]);
      await shot(root, `/tmp/heard-saving-${info.project.name}-${scheme}.png`);
    },
  );

test('chapter 11: a press on the saving chart puts its cursor there; a drag moves it', async ({ page }) => {
  const { chart, say } = await savingChart(page);
  const svg = chart.locator('svg').filter({ visible: true }).first();
  const box = (await svg.boundingBox())!;
  const width = Number(await svg.evaluate((s) => (s as SVGSVGElement).viewBox.baseVal.width));
  // The plot frame's margins (saving.ts LAYOUT): 48 px left, 16 px right, in the drawing's own units.
  const xOf = (deg: number) => box.x + ((48 + (deg / 180) * (width - 64)) * box.width) / width;
  const y = box.y + box.height / 2;
  await page.mouse.move(xOf(90), y);
  await page.mouse.down();
  await expect.poll(async () => Number(await chart.getAttribute('aria-valuenow'))).toBeCloseTo(90, 0);
  await page.mouse.move(xOf(135), y, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => Number(await chart.getAttribute('aria-valuenow'))).toBeCloseTo(135, 0);
  await expect(chart).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(say).toContainText('φ₀ = 137°');
});
