/**
 * Chapter 9's figure in the browser: the first state is in
 * the HTML; drags and keys re-solve with the library (its `fallbacks`
 * numbers in the table); the best miss is always the smallest; the scene
 * flips between hit and no hit; the charts follow the clock; bad input keeps
 * the last good state with a message and never shows NaN; axe in light and
 * dark (the light theme and the tap targets on the phone too), with
 * screenshots to look at (SHOTS=1).
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { FALLBACK_NAMES, fallbacks, type Vec2 } from '../../src/lib';
import {
  FRAME,
  INITIAL,
  metres,
  secs,
  solve,
  status,
  type State,
} from '../../src/components/figures/no-hit-figure/model';
import { vecText } from '../../src/components/figures/no-hit-figure/view';
import { axeOn, centreOf, figuresAtRest, handleAt, mouseDrag, openFigure, shot, smallTapTargets } from './support';

const PAGE = '/chapters/no-hit/';
const FIG = 'no-hit-figure';

const open = (page: Page) => openFigure(page, PAGE, FIG);
const out = (fig: Locator, name: string) => fig.locator(`[data-readout="${name}"]`).first();

/** The table's texts straight from the library (not through the model). */
function tableOf(s: State): Record<string, string> {
  const f = fallbacks<Vec2>({
    shooter: s.shooter,
    target: s.target,
    targetVelocity: s.velocity,
    speed: s.speed,
    gravity: [0, -s.gravity],
    clampTime: s.clamp,
  });
  const r: Record<string, string> = {};
  for (const k of FALLBACK_NAMES) {
    r[`${k}-rank`] = String(f.ranking.indexOf(k) + 1);
    r[`${k}-miss`] = metres(f[k].miss.distance);
    r[`${k}-tau`] = secs(f[k].aimTime);
  }
  return r;
}

async function expectTable(fig: Locator, s: State): Promise<void> {
  const want = tableOf(s);
  for (const [name, text] of Object.entries(want)) await expect(out(fig, name), name).toHaveText(text);
}

/** The miss column as numbers, and the best one is the smallest. */
async function expectBestSmallest(fig: Locator): Promise<void> {
  const misses: Record<string, number> = {};
  for (const k of FALLBACK_NAMES) {
    const text = (await out(fig, `${k}-miss`).textContent()) ?? '';
    misses[k] = Number(text.replace(/\u2212/g, '-').replace(/[^\d.\-]/g, ''));
    expect(Number.isFinite(misses[k]), text).toBe(true);
  }
  for (const k of FALLBACK_NAMES) expect(misses.best).toBeLessThanOrEqual(misses[k]);
  await expect(out(fig, 'best-rank')).toHaveText('1');
}

test('the first frame, table and prose are in the HTML before scripts run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const fig = page.locator(FIG);
  await expectTable(fig, INITIAL);
  await expect(fig).toHaveAttribute('data-verdict', 'no-hit');
  for (const k of FALLBACK_NAMES)
    await expect(fig.locator(`[data-part="path-${k}"]`)).toHaveAttribute('d', /^M[\d.]+ [\d.]+L/);
  // Each chart drawn for a wide column and for a phone's (kit/charts/fit.ts).
  await expect(fig.locator('.kit-fnplot-chart > svg[data-chart-fit]')).toHaveCount(4);
  await expect(page.locator('[data-bind="nohit.best-miss"]').first()).toHaveText(
    tableOf(INITIAL)['best-miss'].replace(/\u00a0m$/, ''),
  );
  expect(await page.locator('main').textContent()).not.toMatch(/NaN|undefined/);
  await context.close();
});

test('dragging T and keying V re-solve with the library; the best miss stays the smallest; g = 0 flips to a hit', async ({
  page,
}) => {
  const fig = await open(page);
  const svg = fig.locator('svg[data-part="scene"]');
  await svg.scrollIntoViewIfNeeded();
  const perMetre = (await svg.boundingBox())!.width / (FRAME.xmax - FRAME.xmin);
  const from = await centreOf(fig.locator('[data-handle="target"] .kit-handle-dot'));
  await mouseDrag(page, from, { x: from.x + 20 * perMetre, y: from.y - 10 * perMetre }, 6);
  const target = await handleAt(fig, 'target');
  expect(target[0]).toBeCloseTo(INITIAL.target[0] + 20, 0);
  expect(target[1]).toBeCloseTo(INITIAL.target[1] + 10, 0);
  let s: State = { ...INITIAL, target };
  await figuresAtRest(page);
  await expectTable(fig, s);
  await expectBestSmallest(fig);
  // Keys on V's tip: two steps right, one Shift step down (the tip moves 1 m a step, V by 1/2 m/s).
  const tip = fig.locator('[data-handle="velocity"]');
  await tip.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  s = { ...s, velocity: [INITIAL.velocity[0] + 1, INITIAL.velocity[1] - 5] };
  await expect(tip).toHaveAttribute('aria-label', `Velocity V = ${vecText(s.velocity)} m/s: tip of the arrow`);
  await figuresAtRest(page);
  await expectTable(fig, s);
  await expectBestSmallest(fig);
  // No gravity: the shot is faster than the target, so it can hit; the best "miss" is the hit, 0 m.
  await fig.locator('[data-action="no-gravity"]').click();
  await expect(fig).toHaveAttribute('data-verdict', 'hit');
  await expect(out(fig, 'status')).toContainText('Hit:');
  await figuresAtRest(page);
  await expectTable(fig, { ...s, gravity: 0 });
  await expect(out(fig, 'best-miss')).toHaveText('0\u00a0m');
  await expect(page.locator('[data-bind="nohit.verdict"]').first()).toHaveText('can be hit');
  // Reset: out of range again.
  await fig.locator('[data-action="reset"]').click();
  await expect(fig).toHaveAttribute('data-verdict', 'no-hit');
  await expect(out(fig, 'status')).toContainText('No hit.');
});

test('the clamp at τ* is the best aim; the charts move the clock', async ({ page }) => {
  const fig = await open(page);
  await fig.locator('[data-action="clamp-best"]').click();
  await figuresAtRest(page);
  const best = Number(((await out(fig, 'best-miss').textContent()) ?? '').replace(/[^\d.]/g, ''));
  const clamped = Number(((await out(fig, 'clamped-miss').textContent()) ?? '').replace(/[^\d.]/g, ''));
  expect(clamped).toBeCloseTo(best, 1);
  // The charts go live near the screen; a key on one seeks the figure's clock.
  const chart = fig.locator('.chart-gap [data-fnplot-chart]');
  await chart.scrollIntoViewIfNeeded();
  await expect(fig).toHaveAttribute('data-chart', 'live');
  await expect(chart).toHaveAttribute('role', 'slider');
  const before = await out(fig, 'time').textContent();
  await chart.focus();
  await page.keyboard.press('End');
  await expect(out(fig, 'time')).not.toHaveText(before ?? '');
  await expect(out(fig, 'moment')).toContainText('At t = ');
  // What moves with the clock (the shots, the target at t, the charts' cursors) is on a canvas of its own
  // (kit/scene/scene-canvas.ts TOP_LAYER): scrubbing repaints it alone, the scene's paths and labels stay as painted.
  const scene = fig.locator('svg[data-part="scene"]');
  const pixels = () =>
    scene.evaluate((svg) =>
      [...svg.querySelectorAll('foreignObject canvas')].map((c) => (c as HTMLCanvasElement).toDataURL()),
    );
  const [base, top] = await pixels();
  expect(top).toBeDefined();
  await fig.locator('[data-scrubber] input[type="range"]').focus();
  await page.keyboard.press('Home');
  await expect.poll(async () => (await pixels())[1]).not.toBe(top);
  expect((await pixels())[0]).toBe(base);
});

test('bad input in the boxes: a message, the last good state, no NaN', async ({ page }) => {
  const fig = await open(page);
  const speed = fig.locator('[data-numberbox="speed"] input');
  const message = fig.locator('[data-numberbox="speed"] [data-readout="message"]');
  // Tiny and subnormal too (issue 38 item 8): s = 1e-320 was taken, though the box said a speed cannot be 0, and
  // the figure then blamed gravity; each now gets the range in words.
  for (const bad of ['1e-320', '5e-324', '1e-300', '1e300', 'Infinity', '0', 'abc', '', '-5', '1e999', '1e9', 'NaN']) {
    await speed.fill(bad);
    await expect(message, bad).toContainText('Keeping 26');
    if (!['abc', '', 'NaN'].includes(bad))
      await expect(message, bad).toHaveText(
        /^Projectile speed s must be between 0\.01 and 1000 m\/s; .+ Keeping 26 m\/s\.$/,
      );
    await expect(out(fig, 'best-miss'), bad).toHaveText(tableOf(INITIAL)['best-miss']);
  }
  await expect(out(fig, 'status')).toHaveText(status(solve(INITIAL)));
  await figuresAtRest(page);
  await expectTable(fig, INITIAL);
  await speed.press('Escape');
  const clamp = fig.locator('[data-numberbox="clamp"] input');
  await clamp.fill('-1');
  await expect(fig.locator('[data-numberbox="clamp"] [data-readout="message"]')).toContainText('Keeping 2');
  const gravity = fig.locator('[data-numberbox="gravity"] input');
  for (const bad of ['1e6', '1e-320', '5e-324']) {
    await gravity.fill(bad);
    await expect(fig.locator('[data-numberbox="gravity"] [data-readout="message"]'), bad).toHaveText(
      /^Gravity g must be 0, or between 0\.01 and 100 m\/s²; .+ Keeping 9\.81 m\/s²\.$/,
    );
    await expect(out(fig, 'best-miss'), bad).toHaveText(tableOf(INITIAL)['best-miss']);
  }
  await figuresAtRest(page);
  await expectTable(fig, INITIAL);
  expect(await fig.textContent()).not.toMatch(/NaN|undefined|Infinity/);
});

// Axe and the tap targets on the narrow layout: the light theme on the phone too; colours are the same on any screen.
for (const scheme of ['light', 'dark'] as const) {
  test(
    `axe finds nothing (${scheme}); screenshots`,
    { tag: scheme === 'light' ? ['@phone'] : [] },
    async ({ page }, info) => {
      await page.emulateMedia({ colorScheme: scheme });
      const fig = await open(page);
      const cells = page.locator('nb-cell[data-live="no-hit-figure"]');
      await expect(cells).toHaveCount(3);
      await fig.locator('.chart-gap').scrollIntoViewIfNeeded();
      await expect(fig).toHaveAttribute('data-chart', 'live');
      const axe = await axeOn(page).include(FIG).include('nb-cell[data-live="no-hit-figure"]').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await fig.scrollIntoViewIfNeeded();
      await figuresAtRest(page);
      // Every control and handle is a 44 px tap target on a phone.
      if (info.project.name === 'phone') expect(await smallTapTargets(fig)).toEqual([]);
      await shot(fig, `/tmp/ch9-${info.project.name}-${scheme}.png`);
      expect(await page.locator('main').textContent()).not.toMatch(/NaN/);
    },
  );
}
