import { test, expect, type Page } from '@playwright/test';
import { linearIntercept, type Vec2 } from '../../src/lib';
import { FRAME, INITIAL, START_TIME, solve } from '../../src/components/intercept-figure/model';
import { num, vecText } from '../../src/components/intercept-figure/view';
import { centreOf, handleAt, mouseDrag, openFigure, readout } from './support';

const PAGE = '/chapters/intercept-triangle/';
const FIG = 'intercept-figure';

const open = (page: Page, reducedMotion: 'reduce' | 'no-preference' = 'reduce') =>
  openFigure(page, PAGE, FIG, reducedMotion);

function hitText(shooter: Vec2, target: Vec2, velocity: Vec2, speed: number): string {
  const r = linearIntercept(shooter, target, velocity, speed);
  return r.hit ? `${num(r.time, 3)} s` : 'no hit';
}

test('the first frame and readouts are in the HTML before scripts run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const fig = page.locator(FIG);
  await expect(fig.locator('[data-readout="hit-time"]')).toHaveText(
    hitText(INITIAL.shooter, INITIAL.target, INITIAL.velocity, INITIAL.speed),
  );
  await expect(fig.locator('[data-readout="time"]')).toHaveText(`${START_TIME.toFixed(2)} s`);
  await expect(fig.locator('[data-part="triangle"]')).toHaveAttribute('points', /\d/);
  await expect(fig.locator('[data-readout="sq-a"]').first()).toHaveText('−159');
  await context.close();
});

test('dragging the target with the pointer re-solves with the library', async ({ page }) => {
  const fig = await open(page);
  const dot = fig.locator('[data-handle="target"] .kit-handle-dot');
  await fig.locator('svg[data-part="scene"]').scrollIntoViewIfNeeded();
  const svgBox = (await fig.locator('svg[data-part="scene"]').boundingBox())!;
  const perMetre = svgBox.width / (FRAME.xmax - FRAME.xmin);
  const { x, y } = await centreOf(dot);
  await mouseDrag(page, { x, y }, { x: x + 20 * perMetre, y: y + 6 * perMetre }, 6);
  const target = await handleAt(fig, 'target');
  expect(target[0]).toBeCloseTo(INITIAL.target[0] + 20, 0);
  expect(target[1]).toBeCloseTo(INITIAL.target[1] - 6, 0);
  await expect(fig.locator('[data-readout="hit-time"]')).toHaveText(
    hitText(INITIAL.shooter, target, INITIAL.velocity, INITIAL.speed),
  );
  const sol = solve({ ...INITIAL, target });
  await expect(fig.locator('[data-readout="sq-b"]').first()).toHaveText(num(sol.squared.b));
  await expect(fig.locator('[data-readout="law-b"]').first()).toHaveText(num(sol.law.b));
  // The prose follows the figure.
  await expect(page.locator('[data-bind="intercept.hit-time"]').first()).toHaveText(num(sol.hitTime!, 3));
});

test('arrow keys move the shooter and the velocity tip (Shift ×10), readouts follow', async ({ page }) => {
  const fig = await open(page);
  await fig.locator('[data-handle="shooter"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowUp');
  const shooter: Vec2 = [INITIAL.shooter[0] + 1, INITIAL.shooter[1] + 10];
  await expect(fig.locator('[data-handle="shooter"]')).toHaveAttribute(
    'aria-label',
    `Shooter S at ${vecText(shooter)}`,
  );
  await fig.locator('[data-handle="velocity"]').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  const velocity: Vec2 = [INITIAL.velocity[0], INITIAL.velocity[1] - 3];
  await expect(fig.locator('[data-handle="velocity"]')).toHaveAttribute(
    'aria-label',
    `Velocity V = ${vecText(velocity)} m/s: tip of the arrow`,
  );
  await expect(fig.locator('[data-readout="hit-time"]')).toHaveText(
    hitText(shooter, INITIAL.target, velocity, INITIAL.speed),
  );
  const sol = solve({ ...INITIAL, shooter, velocity });
  await expect(fig.locator('[data-readout="cos-theta"]')).toHaveText(num(sol.cosTheta!, 3));
  await expect(fig.locator('[data-readout="agree"]')).toContainText('−1 ×');
});

test('the speed box rejects garbage with a message and keeps its last good value', async ({ page }) => {
  const fig = await open(page);
  const box = fig.getByRole('textbox', { name: 'Projectile speed s' });
  const message = fig.locator('[data-numberbox="speed"] [data-readout="message"]');
  const before = await readout(page, 'hit-time', FIG);
  for (const bad of ['abc', '', '1e999', '-5']) {
    await box.fill(bad);
    await expect(message).not.toBeEmpty();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(fig.locator('[data-readout="hit-time"]')).toHaveText(before);
  }
  await box.fill('30');
  await expect(message).toBeEmpty();
  await expect(fig.locator('[data-readout="hit-time"]')).toHaveText(
    hitText(INITIAL.shooter, INITIAL.target, INITIAL.velocity, 30),
  );
  // Speed 0: the library's reason in words, no time, nothing to jump to.
  await box.fill('0');
  const lib = linearIntercept(INITIAL.shooter, INITIAL.target, INITIAL.velocity, 0);
  expect(lib.hit).toBe(false);
  await expect(fig.locator('[data-readout="status"]')).toHaveText(lib.hit ? '' : lib.message);
  await expect(fig.locator('[data-readout="hit-time"]')).toHaveText('no hit');
  await expect(fig.getByRole('button', { name: 'Jump to the hit' })).toBeDisabled();
  expect(await fig.textContent()).not.toMatch(/NaN|Infinity|undefined/);
});

test('jumping to the hit closes the triangle; scrubbing near it snaps onto it', async ({ page }) => {
  const fig = await open(page);
  const sol = solve(INITIAL);
  await fig.getByRole('button', { name: 'Jump to the hit' }).click();
  await expect(fig.locator('[data-readout="time"]')).toHaveText(`${sol.hitTime!.toFixed(2)} s`);
  await expect(fig.locator('[data-part="triangle"]')).toHaveClass(/closed/);
  await expect(fig.locator('[data-readout="status"]')).toContainText('touches the target');
  await expect(fig.locator('[data-readout="lhs-rhs"]')).toHaveText('equal, so this t is a root');

  const range = fig.getByRole('slider', { name: 'Time t' });
  await range.fill('1');
  await expect(fig.locator('[data-part="triangle"]')).not.toHaveClass(/closed/);
  await range.fill(String(sol.hitTime! + 0.03));
  await expect(fig.locator('[data-part="triangle"]')).toHaveClass(/closed/);
});

test('Play runs the circle out and stops at the hit; reduced motion never starts it', async ({ page }) => {
  const fig = await open(page, 'no-preference');
  const sol = solve(INITIAL);
  await page.waitForTimeout(300);
  await expect(fig.locator('[data-readout="time"]')).toHaveText(`${START_TIME.toFixed(2)} s`); // no autoplay
  await fig.getByRole('button', { name: 'Play' }).click();
  await expect(fig.locator('[data-readout="status"]')).toContainText('touches the target', { timeout: 5000 });
  await expect(fig.locator('[data-readout="time"]')).toHaveText(`${sol.hitTime!.toFixed(2)} s`);
  await expect(fig.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'false');
});
