import { test, expect, type Page } from '@playwright/test';
import { type Vec2 } from '../../src/lib';
import { angle, dot, length, project } from '../../src/lib/vec';
import { FRAME, INITIAL, KIND_TEXT, num, pair } from '../../src/components/figures/dot-figure/model';
import { dragWorld, handleAt, openFigure, readout, revealScenes, watchProblems } from './support';

const FIGURE = 'dot-figure[data-id="dot-figure"]';
const PAGE = '/chapters/dot-product/';

const open = (page: Page) => openFigure(page, PAGE, FIGURE);

function drag(page: Page, from: Vec2, to: Vec2) {
  return dragWorld(page.locator(`${FIGURE} svg[data-part="scene"]`), FRAME, from, to);
}

/** Every readout the figure shows, as the library computes it for A and B. */
async function expectReadoutsFor(page: Page, a: Vec2, b: Vec2) {
  const f = page.locator(FIGURE);
  const d = dot(a, b);
  const la = length(a);
  const lb = length(b);
  const theta = angle(a, b);
  await expect(f.locator('[data-readout="dot"]')).toHaveText(num(d));
  await expect(f.locator('[data-readout="via-angle"]')).toHaveText(num(la * lb * Math.cos(theta)));
  await expect(f.locator('[data-readout="theta-deg"]')).toHaveText(`${num((theta * 180) / Math.PI, 1)}°`);
  await expect(f.locator('[data-readout="cos"]')).toHaveText(num(d / (la * lb), 3));
  await expect(f.locator('[data-readout="projection"]')).toHaveText(pair(project(b, a)));
  await expect(f.locator('[data-readout="scalar-projection"]')).toHaveText(num(d / la));
  // The identity holds on screen: both ways of computing A·B print the same.
  expect(await readout(page, 'dot', FIGURE)).toBe(await readout(page, 'via-angle', FIGURE));
}

test('dragging A and B with the pointer: readouts follow the library, both sides agree', async ({ page }) => {
  const problems = watchProblems(page);
  await open(page);
  await drag(page, INITIAL.b, [-3, 2]);
  await drag(page, INITIAL.a, [2, 3.5]);
  const a = await handleAt(page.locator(FIGURE), 'a');
  const b = await handleAt(page.locator(FIGURE), 'b');
  expect(Math.hypot(a[0] - 2, a[1] - 3.5)).toBeLessThan(0.15);
  expect(Math.hypot(b[0] + 3, b[1] - 2)).toBeLessThan(0.15);
  await expectReadoutsFor(page, a, b);
  await expect(page.locator('[data-bind="dot.dot"]').first()).toHaveText(num(dot(a, b)));
  expect(problems).toEqual([]);
});

test('arrow keys walk B through acute, right and obtuse, told by text and by colour class', async ({ page }) => {
  const f = await open(page);
  const b = f.locator('[data-handle="b"]');
  const kind = f.locator('[data-readout="kind"]');
  const marker = f.locator('[data-part="angle"]');
  await expect(kind).toHaveText(KIND_TEXT.acute);
  await expect(marker).toHaveAttribute('class', 'angle acute');

  // B from (1, 3) to (−1, 2): A·B = 4·(−1) + 2·2 = 0.
  await b.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowDown');
  expect(await handleAt(page.locator(FIGURE), 'b')).toEqual([-1, 2]);
  await expect(kind).toHaveText(KIND_TEXT.right);
  await expect(marker).toHaveAttribute('class', 'angle right');
  await expect(f).toHaveAttribute('data-kind', 'right');
  await expect(f.locator('[data-part="angle-label"]')).toHaveText(/right/);
  await expectReadoutsFor(page, INITIAL.a, [-1, 2]);

  // Shift: ten steps of 0.5 (the kit's one rule), to the left edge at most.
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(kind).toHaveText(KIND_TEXT.obtuse);
  await expect(marker).toHaveAttribute('class', 'angle obtuse');
  const shifted = await handleAt(page.locator(FIGURE), 'b');
  expect(shifted[0]).toBeLessThan(-3.5);
  await expectReadoutsFor(page, INITIAL.a, shifted);
  await expect(page.locator('[data-bind="dot.kind-word"]').first()).toHaveText('obtuse');
});

test('A dragged onto the origin → no angle, a message, never NaN', async ({ page }) => {
  const f = await open(page);
  await drag(page, INITIAL.a, [0, 0]);
  await expect(f.locator('[data-readout="note"]')).toContainText('zero vector');
  await expect(f.locator('[data-readout="kind"]')).toHaveText(KIND_TEXT.none);
  await expect(f.locator('[data-readout="dot"]')).toHaveText('0.00');
  expect((await f.textContent()) ?? '').not.toMatch(/NaN|Infinity|undefined/);
});

test('the first state is in the HTML before scripts run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  expect((await readout(page, 'dot', FIGURE)).trim()).toBe('10.00');
  expect((await readout(page, 'theta-deg', FIGURE)).trim()).toBe('45.0°');
  expect((await readout(page, 'kind', FIGURE)).trim()).toBe(KIND_TEXT.acute);
  await expect(page.locator('[data-bind="dot.projection"]').first()).toHaveText('(2.00, 1.00)');
  await context.close();
});

/** The rendered box of a part of the scene, in SVG units (what the browser measured). */
async function partBox(page: Page, name: string) {
  await revealScenes(page);
  return page.locator(`${FIGURE} [data-part="${name}"]`).evaluate((el) => {
    const b = (el as SVGGraphicsElement).getBBox();
    return { left: b.x, right: b.x + b.width, top: b.y, bottom: b.y + b.height };
  });
}

// On the phone too: Chromium measures SVG text with a font scaled to its size on screen, so the letters' boxes
// in a scene drawn at 360 px (and twice the pixel density) are not those of the desktop's.
test(
  'B dragged onto A → the letters A and B, measured in the browser, do not overlap',
  { tag: '@phone' },
  async ({ page }) => {
    await open(page);
    await drag(page, INITIAL.b, INITIAL.a);
    expect(await handleAt(page.locator(FIGURE), 'b')).toEqual(INITIAL.a);
    const a = await partBox(page, 'a-label');
    const b = await partBox(page, 'b-label');
    const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    expect(overlap, JSON.stringify({ a, b })).toBe(false);
    // And the angle's "0° acute" is off both arrows' line: it does not cover the letters either.
    const angle = await partBox(page, 'angle-label');
    for (const l of [a, b])
      expect(angle.left < l.right && l.left < angle.right && angle.top < l.bottom && l.top < angle.bottom).toBe(false);
  },
);

test('B on the origin (keys) → the formula keeps cos θ, no "—°"; θ and cos θ are dashes and the message says why', async ({
  page,
}) => {
  const f = await open(page);
  await f.locator('[data-handle="b"]').focus();
  for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown');
  await expect.poll(() => handleAt(page.locator(FIGURE), 'b')).toEqual([0, 0]);
  // The numbers follow the drawing a frame or more later (kit/shell/later.ts), up to 250 ms after a run of keys:
  // retrying assertions, not one read. The formula with its new value first, then no dash in it.
  const formulas = f.locator('.formulas');
  await expect(formulas).toContainText(/cos\s*θ\s*=\s*0\.00/, { useInnerText: true });
  await expect(formulas).not.toContainText('—', { useInnerText: true });
  await expect(f.locator('[data-readout="theta-deg"]')).toHaveText('—');
  await expect(f.locator('[data-readout="cos"]')).toHaveText('—');
  await expect(f.locator('[data-readout="note"]')).toContainText('θ and cos θ are not defined');
});

test('A on the origin (keys) → projection, its length and the prose all say "—", as the message does', async ({
  page,
}) => {
  const f = await open(page);
  await f.locator('[data-handle="a"]').focus();
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  expect(await handleAt(page.locator(FIGURE), 'a')).toEqual([0, 0]);
  await expect(f.locator('[data-readout="projection"]')).toHaveText('—');
  await expect(f.locator('[data-readout="scalar-projection"]')).toHaveText('—');
  await expect(f.locator('[data-readout="note"]')).toContainText('no line to project onto');
  await expect(page.locator('[data-bind="dot.projection"]').first()).toHaveText('—');
  await expect(page.locator('[data-bind="dot.remainder"]').first()).toHaveText('—');
});
