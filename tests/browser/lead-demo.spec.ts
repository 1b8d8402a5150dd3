import { test, expect, type Page } from '@playwright/test';
import { linearIntercept } from '../../src/lib';
import { DEFAULTS, SHOOTER, START_TIME, targetAt, targetVelocity } from '../../src/components/figures/lead-demo/model';
import { figuresAtRest, openFigure, readout } from './support';

const FIGURE = 'lead-demo[data-id="lead-demo"]';

const open = (page: Page, reducedMotion: 'reduce' | 'no-preference') =>
  openFigure(page, '/chapters/introduction/', FIGURE, reducedMotion);

async function fireAndWait(page: Page): Promise<string> {
  const figure = page.locator(FIGURE);
  await figure.getByRole('button', { name: /Fire/ }).click();
  await expect(figure.locator('[data-readout="result"]')).toHaveText(/^(Hit|Miss by \d+\.\d m)$/, { timeout: 15_000 });
  return readout(page, 'result', FIGURE);
}

test('lead mode hits a moving target, in real time', async ({ page }) => {
  const figure = await open(page, 'no-preference');
  // The page opens in aim mode, as the text asks: fire at the target first, then lead it.
  await expect(figure.getByRole('radio', { name: 'Aim at the target' })).toBeChecked();
  await figure.getByRole('radio', { name: 'Lead the target' }).check();
  expect(await fireAndWait(page)).toBe('Hit');
  await expect(figure.locator('[data-readout="score"]')).toHaveText('1 hit of 1 shot');
});

test('aim mode misses a moving target, in real time', async ({ page }) => {
  const figure = await open(page, 'no-preference');
  await figure.getByRole('radio', { name: 'Aim at the target' }).check();
  expect(await fireAndWait(page)).toMatch(/^Miss by \d+\.\d m$/);
  await expect(figure.locator('[data-readout="score"]')).toHaveText('0 hits of 1 shot');
});

test('under reduced motion the scene holds still and a shot resolves at once', async ({ page }) => {
  const figure = await open(page, 'reduce');
  await expect(figure.getByRole('button', { name: 'Play' })).toBeVisible();
  await figuresAtRest(page);
  const before = await figure.locator('[data-part="target"]').getAttribute('transform');
  await page.waitForTimeout(300);
  expect(await figure.locator('[data-part="target"]').getAttribute('transform')).toBe(before);
  await figure.getByRole('radio', { name: 'Lead the target' }).check();
  await figure.getByRole('button', { name: /Fire/ }).click();
  await expect(figure.locator('[data-readout="result"]')).toHaveText('Hit');
});

test('the F key fires from any control in the figure', async ({ page }) => {
  const figure = await open(page, 'reduce');
  await figure.getByRole('radio', { name: 'Aim at the target' }).focus();
  await page.keyboard.press('ArrowLeft'); // arrows move within the radio group
  await page.keyboard.press('f');
  await expect(figure.locator('[data-readout="score"]')).toHaveText(/of 1 shot$/);
});

test('a click on the field focuses the figure, and F then fires', async ({ page }) => {
  const figure = await open(page, 'reduce');
  await figure.locator('svg[data-part="scene"]').scrollIntoViewIfNeeded();
  const box = (await figure.locator('svg[data-part="scene"]').boundingBox())!;
  await page.mouse.click(box.x + 4, box.y + box.height / 2);
  await expect(figure).toBeFocused();
  await page.keyboard.press('f');
  await expect(figure.locator('[data-readout="score"]')).toHaveText(/of 1 shot$/);
});

test('readouts match the library after the sliders move by keyboard', async ({ page }) => {
  const figure = await open(page, 'reduce');
  await figure.getByRole('radio', { name: 'Lead the target' }).check();
  const speed = figure.getByRole('slider', { name: 'Projectile speed' });
  await speed.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(figure.locator('[data-readout="speed"]')).toHaveText(`${DEFAULTS.speed + 5} m/s`);

  const target = figure.getByRole('slider', { name: 'Target speed' });
  await target.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  const params = { ...DEFAULTS, speed: DEFAULTS.speed + 5, targetSpeed: DEFAULTS.targetSpeed - 3 };

  const expected = linearIntercept({
    shooter: SHOOTER,
    target: targetAt(params, START_TIME),
    targetVelocity: targetVelocity(params),
    speed: params.speed,
  });
  expect(expected.hit).toBe(true);
  if (!expected.hit) return;
  await expect(figure.locator('[data-readout="flight-time"]')).toHaveText(`${expected.time.toFixed(2)} s`);
  await figure.getByRole('button', { name: /Fire/ }).click();
  await expect(figure.locator('[data-readout="result"]')).toHaveText('Hit');
});

test('a target faster than the shot gets a message, never NaN', async ({ page }) => {
  const figure = await open(page, 'reduce');
  await figure.getByRole('radio', { name: 'Lead the target' }).check();
  await figure.getByRole('slider', { name: 'Projectile speed' }).focus();
  await page.keyboard.press('Home');
  await figure.getByRole('slider', { name: 'Target speed' }).focus();
  await page.keyboard.press('End');
  await expect(figure.locator('[data-readout="message"]')).not.toBeEmpty();
  await expect(figure.locator('[data-readout="flight-time"]')).toHaveText('—');
  // No lead solution: no lead angle either (the barrel follows the closest pass), never "0.0°".
  await expect(figure.locator('[data-readout="lead-angle"]')).toHaveText('none: no hit possible');
  await figure.getByRole('button', { name: /Fire/ }).click();
  await expect(figure.locator('[data-readout="result"]')).toHaveText(/^Miss by/);
  const text = (await figure.textContent()) ?? '';
  expect(text).not.toMatch(/NaN|Infinity|undefined/);
});

test('the first frame and readouts are in the HTML before scripts run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/chapters/introduction/');
  const figure = page.locator(FIGURE);
  // Aim mode first, as the home page and the Introduction ask: no lead point, a lead angle of 0.
  expect(DEFAULTS.mode).toBe('aim');
  await expect(figure.getByRole('radio', { name: 'Aim at the target' })).toBeChecked();
  await expect(figure.locator('[data-readout="flight-time"]')).toHaveText('—');
  await expect(figure.locator('[data-readout="lead-angle"]')).toHaveText('0.0°');
  await expect(figure.locator('[data-part="target"]')).toHaveAttribute('transform', /translate\(/);
  await context.close();
});

test('the score changes when the shot lands, in step with "Last shot", not when it is fired', async ({ page }) => {
  const figure = await open(page, 'no-preference');
  const result = figure.locator('[data-readout="result"]');
  const score = figure.locator('[data-readout="score"]');
  const steps = [
    { mode: 'Lead the target', outcome: /^Hit$/, after: '1 hit of 1 shot' },
    { mode: 'Aim at the target', outcome: /^Miss by \d+\.\d m$/, after: '1 hit of 2 shots' },
  ];
  for (const { mode, outcome, after } of steps) {
    await figure.getByRole('radio', { name: mode }).check();
    const before = (await score.textContent())?.trim();
    // Record every state the two readouts pass through (a slow machine may land the shot
    // before a separate read could see it in the air): while the shot flies, the score
    // must not know the outcome yet.
    await figure.evaluate((el) => {
      const w = window as unknown as { __seq: { result?: string; score?: string }[]; __obs?: MutationObserver };
      const r = el.querySelector('[data-readout="result"]');
      const sc = el.querySelector('[data-readout="score"]');
      w.__seq = [];
      w.__obs?.disconnect();
      w.__obs = new MutationObserver(() =>
        w.__seq.push({ result: r?.textContent?.trim(), score: sc?.textContent?.trim() }),
      );
      for (const n of [r, sc]) if (n) w.__obs.observe(n, { childList: true, characterData: true, subtree: true });
    });
    await figure.getByRole('button', { name: /Fire/ }).click();
    await expect(result).toHaveText(outcome, { timeout: 15_000 });
    await expect(score).toHaveText(after);
    const seq = await page.evaluate(
      () => (window as unknown as { __seq: { result?: string; score?: string }[] }).__seq,
    );
    const flying = seq.filter((x) => x.result === 'In flight…');
    expect(flying.length, 'the shot was seen in flight').toBeGreaterThan(0);
    expect(flying.every((x) => x.score === before)).toBe(true);
  }
});

test('under reduced motion a shot and its score land together', async ({ page }) => {
  const figure = await open(page, 'reduce');
  await figure.getByRole('radio', { name: 'Lead the target' }).check();
  await figure.getByRole('button', { name: /Fire/ }).click();
  await expect(figure.locator('[data-readout="result"]')).toHaveText('Hit');
  await expect(figure.locator('[data-readout="score"]')).toHaveText('1 hit of 1 shot');
  await figure.getByRole('radio', { name: 'Aim at the target' }).check();
  await figure.getByRole('button', { name: /Fire/ }).click();
  await expect(figure.locator('[data-readout="result"]')).toHaveText(/^Miss by \d+\.\d m$/);
  await expect(figure.locator('[data-readout="score"]')).toHaveText('1 hit of 2 shots');
});
