import { test, expect } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { length } from '../../src/lib/vec';
import { quadraticRoots } from '../../src/lib/numeric';
import { DIST } from '../../playwright.config';
import { FRAME, INITIAL, bAt, firstRoot } from '../../src/components/book/kit-gallery/model';
import { clockText } from '../../src/components/kit/text/format';
import { centreOf, mouseDrag, widgetsReady } from './support';

test.skip(!existsSync(join(DIST, 'dev/kit/index.html')), 'the kit gallery is built only with KIT_GALLERY=1');

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/dev/kit/');
  await widgetsReady(page);
});

test('arrow keys move a handle one unit, Shift ten', async ({ page }) => {
  const handle = page.locator('[data-handle="p"]');
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowUp');
  // Clamped inside the frame (ymax − 0.5).
  const p: [number, number] = [INITIAL.p[0] + 1, Math.min(INITIAL.p[1] + 10, FRAME.ymax - 0.5)];
  await expect(page.locator('output[data-readout="p"]')).toHaveText(`(${p[0].toFixed(1)}, ${p[1].toFixed(1)})`);
  await expect(page.locator('output[data-readout="length"]')).toHaveText(length(p).toFixed(2));
  await expect(page.locator('[data-bind="gallery.length"]')).toHaveText(length(p).toFixed(2));
  await expect(handle).toHaveAttribute('aria-label', `Point P at (${p[0].toFixed(1)}, ${p[1].toFixed(1)})`);
});

test('dragging a handle with the pointer follows the pointer in world units', async ({ page }) => {
  const handle = page.locator('[data-handle="p"] .kit-handle-dot');
  const svg = page.locator('kit-gallery svg.scene');
  const from = await centreOf(handle);
  const svgBox = (await svg.boundingBox())!;
  const perUnit = svgBox.width / (FRAME.xmax - FRAME.xmin);
  await mouseDrag(page, from, { x: from.x - 3 * perUnit, y: from.y + 2 * perUnit }, 5);
  const text = await page.locator('output[data-readout="p"]').textContent();
  const [x, y] = text!.replace(/[()]/g, '').split(',').map(Number);
  expect(x).toBeCloseTo(INITIAL.p[0] - 3, 0);
  expect(y).toBeCloseTo(INITIAL.p[1] - 2, 0);
});

test('a number box keeps its last good value on bad input and says why', async ({ page }) => {
  const box = page.getByRole('textbox', { name: 'a' });
  const message = page.locator('[data-numberbox="a"] [data-readout="message"]');
  for (const bad of ['abc', '', '1e999', '-7', 'NaN']) {
    await box.fill(bad);
    await expect(message).not.toBeEmpty();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('output[data-readout="roots"]')).not.toContainText('NaN');
  }
  await box.fill('2');
  await expect(message).toBeEmpty();
  const c = -1 + INITIAL.p[1] / 3;
  const roots = quadraticRoots(2, bAt(0), c)
    .roots.map((r) => r.toFixed(3))
    .join(', ');
  await expect(page.locator('output[data-readout="roots"]')).toHaveText(roots);
  // The jump button (kit/time/jump.ts) moves the function plot's clock to f's first root for the new a.
  const fnScrub = page.locator('.fn-controls [data-scrubber]');
  await page.getByRole('button', { name: 'Jump to the first root' }).click();
  await expect(fnScrub.locator('[data-readout="time"]')).toHaveText(clockText(firstRoot(2)!));
  await box.fill('zz');
  await box.press('Escape');
  await expect(box).toHaveValue('2');
});

test('the time scrubber sets time from the keyboard and plays on request', async ({ page }) => {
  const range = page.getByRole('slider', { name: 'Time', exact: true });
  await range.focus();
  await page.keyboard.press('End');
  await expect(page.locator('kit-gallery [data-readout="time"]').first()).toHaveText('4.00 s');
  await expect(page.locator('[data-readout="b"]')).toHaveText(bAt(4).toFixed(2));
  await page.keyboard.press('Home');
  const scrubber = page.locator('kit-gallery [data-scrubber]').first();
  await scrubber.getByRole('button', { name: 'Play' }).click();
  await expect(scrubber.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('kit-gallery [data-readout="time"]').first()).not.toHaveText('0.00 s');
  await scrubber.getByRole('button', { name: 'Pause' }).click();
});

test('a live number in a formula sits in a fixed box on its own baseline, and the box follows its text', async ({
  page,
}) => {
  const b = page.locator('.katex [data-readout="b"]');
  /** The box, its text's box, and where the text would be as plain inline text (the markup's). */
  const geometry = () =>
    b.evaluate((el: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      // Heights against a neighbour in the same line ("+"), which moves with the line's baseline.
      const neighbour = (el.previousElementSibling ?? el.nextElementSibling)!;
      const text = range.getBoundingClientRect();
      const above = text.top - neighbour.getBoundingClientRect().top;
      const box = el.getBoundingClientRect();
      const fixed = el.style.cssText;
      el.style.cssText = '';
      const plain = range.getBoundingClientRect().top - neighbour.getBoundingClientRect().top;
      el.style.cssText = fixed;
      return { contain: el.style.contain, box: box.width, text: text.width, dy: above - plain };
    });
  await expect.poll(async () => (await geometry()).contain).toContain('size');
  const first = await geometry();
  expect(Math.abs(first.dy)).toBeLessThan(0.5);
  expect(first.box).toBeGreaterThanOrEqual(first.text - 0.01);

  // New numbers while scrubbing; at rest the box fits its text again, on the same baseline.
  const time = page.getByRole('slider', { name: 'Time', exact: true });
  await time.focus();
  for (const key of ['End', 'PageDown', 'Home', 'PageUp', 'End']) await page.keyboard.press(key);
  await expect(b).toHaveText(bAt(4).toFixed(2));
  await expect
    .poll(async () => {
      const g = await geometry();
      return g.contain.includes('size') && Math.abs(g.box - g.text) < 0.6 && Math.abs(g.dy) < 0.5;
    })
    .toBe(true);
});

test('terms: pointing at a term lights its part, and the part lights the term', async ({ page }) => {
  await page.goto('/dev/kit/');
  await widgetsReady(page);
  const gallery = page.locator('kit-gallery');
  const term = gallery.locator('[data-term="arrow"]');
  await term.hover();
  await expect(gallery.locator('[data-part="arrow"]')).toHaveClass(/is-lit/);
  await page.mouse.move(1, 1);
  await expect(gallery).not.toHaveAttribute('data-lit');
  await gallery.locator('[data-part="arrow"]').hover({ force: true });
  await expect(term).toHaveClass(/is-lit/);
});

test('play/pause: holds still until Play (reduced motion); Play moves the dot, Pause stops it', async ({ page }) => {
  const demo = page.locator('kit-play-demo');
  const button = demo.locator('[data-action="play"]');
  const dot = demo.locator('[data-part="play-dot"]');
  await expect(button).toHaveText('Play');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  const before = await dot.getAttribute('cx');
  await page.waitForTimeout(300);
  expect(await dot.getAttribute('cx')).toBe(before);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveText('Pause');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => Number(await dot.getAttribute('cx'))).toBeGreaterThan(Number(before));
  await page.keyboard.press('Enter');
  await expect(button).toHaveText('Play');
  const stopped = await dot.getAttribute('cx');
  await page.waitForTimeout(200);
  expect(await dot.getAttribute('cx')).toBe(stopped);
});

test.describe('canvas layer', () => {
  test.use({ deviceScaleFactor: 2 });

  /** Inked pixels of the layer's canvas, and its backing and rendered sizes. */
  const read = (page: import('@playwright/test').Page) =>
    page.locator('kit-canvas-demo canvas').evaluate((c: HTMLCanvasElement) => {
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let inked = 0;
      let sum = 0;
      for (let i = 3; i < data.length; i += 4)
        if (data[i] > 0) {
          inked++;
          sum += data[i - 3] + data[i - 2] + data[i - 1];
        }
      const r = c.getBoundingClientRect();
      return {
        inked,
        colour: inked ? sum / inked / 3 : 0,
        width: c.width,
        height: c.height,
        css: r.width,
        cssH: r.height,
      };
    });

  test('draws thousands of points under the handle, crisp at device scale 2; a drag or key redraws it', async ({
    page,
  }) => {
    const demo = page.locator('kit-canvas-demo');
    await expect(demo).toHaveAttribute('data-ready', 'true');
    const a = await read(page);
    // Backing store = rendered size × 2.
    expect(Math.abs(a.width - a.css * 2)).toBeLessThanOrEqual(2);
    expect(Math.abs(a.height - a.cssH * 2)).toBeLessThanOrEqual(2);
    expect(a.inked).toBeGreaterThan(5000);
    // The handle is above the canvas: a pointer on P hits the handle, and its drag changes the curve.
    const handle = demo.locator('[data-handle="canvas-p"]');
    await handle.scrollIntoViewIfNeeded();
    const dot = await centreOf(demo.locator('[data-handle="canvas-p"] .kit-handle-dot'));
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-handle]')?.getAttribute('data-handle'),
      dot,
    );
    expect(hit).toBe('canvas-p');
    // P starts at (0.9, 0.6) (canvas-model.ts: where its letter has a spot off the trace).
    await expect(demo.locator('[data-readout="canvas-p"]')).toHaveText('(0.90, 0.60)');
    await mouseDrag(page, dot, { x: dot.x - 60, y: dot.y + 20 }, 4);
    await expect(demo.locator('[data-readout="canvas-p"]')).not.toHaveText('(0.90, 0.60)');
    const b = await read(page);
    expect(b.inked).not.toBe(a.inked);
    await handle.focus();
    await page.keyboard.press('ArrowUp');
    const c = await read(page);
    expect(c.inked).not.toBe(b.inked);
  });

  test('dark mode: the canvas takes the theme’s colours when the theme changes', async ({ page }) => {
    const demo = page.locator('kit-canvas-demo');
    await expect(demo).toHaveAttribute('data-ready', 'true');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
    await expect.poll(async () => (await read(page)).inked).toBeGreaterThan(0);
    const light = await read(page);
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await expect.poll(async () => (await read(page)).colour).not.toBe(light.colour);
    const dark = await read(page);
    // The dark theme's link colour is lighter than the light theme's.
    expect(dark.colour).toBeGreaterThan(light.colour);
  });

  test('resized with the figure: a narrower page gives a smaller backing store', async ({ page }) => {
    const demo = page.locator('kit-canvas-demo');
    await expect(demo).toHaveAttribute('data-ready', 'true');
    const wide = await read(page);
    const vp = page.viewportSize()!;
    await page.setViewportSize({ width: Math.min(Math.round(vp.width * 0.75), 400), height: vp.height });
    await expect.poll(async () => (await read(page)).width).toBeLessThan(wide.width);
    const narrow = await read(page);
    expect(Math.abs(narrow.width - narrow.css * 2)).toBeLessThanOrEqual(2);
    expect(narrow.inked).toBeGreaterThan(1000);
  });
});

test.describe('3D projection', () => {
  const edges = (page: import('@playwright/test').Page) =>
    page.locator('kit-orbit-demo [data-part="edges"] line').evaluateAll((ls) => ls.map((l) => l.outerHTML).join(''));

  test('arrow keys rotate the wireframe (Shift ten times as far) and the camera readout follows', async ({ page }) => {
    const demo = page.locator('kit-orbit-demo');
    await expect(demo).toHaveAttribute('data-ready', 'true');
    const out = demo.locator('[data-readout="camera"]');
    await expect(out).toHaveText('yaw 36°, pitch 26°');
    const before = await edges(page);
    await demo.locator('svg.orbit-scene').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(out).toHaveText('yaw 41°, pitch 26°');
    await page.keyboard.press('Shift+ArrowUp');
    await expect(out).toHaveText('yaw 41°, pitch 76°');
    expect(await edges(page)).not.toBe(before);
    await expect(demo.locator('svg.orbit-scene')).toHaveAttribute('aria-label', /yaw 41°, pitch 76°/);
  });

  test('a pointer drag orbits the camera; perspective changes the drawing, not the camera', async ({ page }) => {
    const demo = page.locator('kit-orbit-demo');
    await expect(demo).toHaveAttribute('data-ready', 'true');
    const svg = demo.locator('svg.orbit-scene');
    await svg.scrollIntoViewIfNeeded();
    const c = await centreOf(svg);
    await mouseDrag(page, c, { x: c.x + 50, y: c.y + 20 }, 5);
    const out = demo.locator('[data-readout="camera"]');
    // 50 px right at 0.01 rad/px: yaw 36° − 29° = 7°; 20 px down: pitch 26° + 11° = 37°.
    await expect(out).toHaveText('yaw 7°, pitch 37°');
    const ortho = await edges(page);
    await demo.locator('input[name="perspective"]').check();
    await expect.poll(() => edges(page)).not.toBe(ortho);
    await expect(out).toHaveText('yaw 7°, pitch 37°');
  });
});

test.describe('3D view plane', () => {
  test('P moves parallel to the screen and along the view; looking along OP puts P on the origin', async ({ page }) => {
    const demo = page.locator('kit-view-plane-demo');
    await expect(demo).toHaveAttribute('data-ready', 'true');
    const p = demo.locator('[data-handle="op-point"]');
    const out = demo.locator('[data-readout="point"]');
    await expect(out).toHaveText('P (1.5, −1, 1), |OP| 2.06');
    await p.focus();
    await page.keyboard.press('PageUp');
    await expect(out).not.toHaveText('P (1.5, −1, 1), |OP| 2.06');
    const before = await centreOf(p.locator('.kit-handle-dot'));
    // Page Up moved P along the line of sight: on the screen it stayed where it was.
    await page.keyboard.press('PageDown');
    await expect(out).toHaveText('P (1.5, −1, 1), |OP| 2.06');
    // (To a twentieth of a pixel: the round trip along the view and the layout may each move it by rounding.)
    const after = await centreOf(p.locator('.kit-handle-dot'));
    expect(Math.hypot(after.x - before.x, after.y - before.y)).toBeLessThan(0.05);
    await demo.locator('[data-action="look"]').click();
    const sphere = demo.locator('[data-part="sphere"]');
    await expect
      .poll(async () => {
        const t = (await p.getAttribute('transform')) ?? '';
        const [x, y] = (t.match(/-?[\d.]+/g) ?? []).map(Number);
        return Math.hypot(x - Number(await sphere.getAttribute('cx')), y - Number(await sphere.getAttribute('cy')));
      })
      .toBeLessThan(0.05);
  });
});
