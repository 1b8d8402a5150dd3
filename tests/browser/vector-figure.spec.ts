import { test, expect, type Page } from '@playwright/test';
import { type Vec2 } from '../../src/lib';
import { addScaled, length, normalize, sub } from '../../src/lib/vec';
import { round, toSvg } from '../../src/components/kit/scene/frame';
import { FRAME, INITIAL, num, pair } from '../../src/components/figures/vector-figure/model';
import { dragWorld, handleAt, readout, revealScenes, watchProblems, widgetsReady } from './support';

const FIGURE = 'vector-figure[data-id="vector-figure"]';
const PAGE = '/chapters/vectors/';

async function open(page: Page, reducedMotion: 'reduce' | 'no-preference' = 'reduce') {
  await page.emulateMedia({ reducedMotion });
  await page.goto(PAGE);
  await widgetsReady(page);
  return page.locator(FIGURE);
}

/** The screen position of a world point, through the SVG's own transform. */
function drag(page: Page, from: Vec2, to: Vec2) {
  return dragWorld(page.locator(`${FIGURE} svg[data-part="scene"]`), FRAME, from, to);
}

const fmt = (v: readonly number[], digits = 2) => pair(v, digits).replace(/-/g, '\u2212');

async function expectReadoutsFor(page: Page, p1: Vec2, p2: Vec2, dt: number) {
  const v = sub(p2, p1);
  const f = page.locator(FIGURE);
  await expect(f.locator('[data-readout="v"]')).toHaveText(fmt(v));
  await expect(f.locator('[data-readout="length"]')).toHaveText(num(length(v)));
  await expect(f.locator('[data-readout="unit"]')).toHaveText(fmt(normalize(v), 3));
  await expect(f.locator('[data-readout="one-step"]')).toHaveText(fmt(addScaled(p1, v, dt)));
  await expect(f.locator('[data-readout="wrong"]')).toHaveText(fmt(sub(p1, p2)));
}

test('dragging P1 and P2 with the pointer: readouts and prose follow the library', async ({ page }) => {
  const problems = watchProblems(page);
  await open(page);
  await drag(page, INITIAL.p2, [11, 2]);
  await drag(page, INITIAL.p1, [1, 6]);
  const p1 = await handleAt(page.locator(FIGURE), 'p1');
  const p2 = await handleAt(page.locator(FIGURE), 'p2');
  expect(Math.hypot(p2[0] - 11, p2[1] - 2)).toBeLessThan(0.15);
  expect(Math.hypot(p1[0] - 1, p1[1] - 6)).toBeLessThan(0.15);
  await expectReadoutsFor(page, p1, p2, INITIAL.dt);
  // The prose's bound numbers and live formulas follow the figure.
  const v = sub(p2, p1);
  await expect(page.locator('[data-bind="vectors.length"]').first()).toHaveText(num(length(v)));
  await expect(page.locator('[data-bind="vectors.vx"]').first()).toHaveText(num(v[0]));
  expect(problems).toEqual([]);
});

test('arrow keys move a handle by 0.5, with Shift by 5 (the kit’s ten steps), and the readouts follow', async ({
  page,
}) => {
  const f = await open(page);
  const p2 = f.locator('[data-handle="p2"]');
  await p2.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowDown');
  const moved: Vec2 = [INITIAL.p2[0] - 1, INITIAL.p2[1] - 5];
  expect(await handleAt(page.locator(FIGURE), 'p2')).toEqual(moved);
  await expect(p2).toHaveAttribute('aria-label', `Point P2 at ${pair(moved)}`);
  await expectReadoutsFor(page, INITIAL.p1, moved, INITIAL.dt);
});

test('P2 dragged onto P1 → the zero vector is explained, never NaN', async ({ page }) => {
  const f = await open(page);
  await drag(page, INITIAL.p2, INITIAL.p1);
  await expect(f.locator('[data-readout="note"]')).toContainText('zero vector');
  await expect(f.locator('[data-readout="length"]')).toHaveText('0.00');
  await expect(f.locator('[data-readout="unit"]')).toHaveText('(0.000, 0.000)');
  expect((await f.textContent()) ?? '').not.toMatch(/NaN|Infinity|undefined/);
});

test('the Δt box takes good values and explains bad ones, keeping the last good value', async ({ page }) => {
  const f = await open(page);
  const box = f.getByRole('textbox', { name: 'Time step Δt' });
  const message = f.locator('[data-numberbox="dt"] [data-readout="message"]');
  const oneStep = f.locator('[data-readout="one-step"]');
  const v = sub(INITIAL.p2, INITIAL.p1);

  await box.fill('1');
  await expect(oneStep).toHaveText(fmt(INITIAL.p2)); // one second at V = P2 − P1 lands on P2
  for (const bad of ['abc', '', '1e999', '-5', '3']) {
    await box.fill(bad);
    await expect(message).not.toBeEmpty();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(oneStep).toHaveText(fmt(addScaled(INITIAL.p1, v, 1)));
  }
  await box.fill('0.25');
  await expect(message).toBeEmpty();
  await expect(oneStep).toHaveText(fmt(addScaled(INITIAL.p1, v, 0.25)));
  await box.fill('0');
  await expect(f.locator('[data-readout="note"]')).toContainText('Δt is 0');
  expect((await f.textContent()) ?? '').not.toMatch(/NaN|Infinity|undefined/);
});

test('Take a step under reduced motion jumps to P1 + V·Δt; Reset goes back to P1', async ({ page }) => {
  const f = await open(page, 'reduce');
  const v = sub(INITIAL.p2, INITIAL.p1);
  await f.getByRole('button', { name: 'Take a step' }).click();
  await expect(f.locator('[data-readout="mover"]')).toHaveText(fmt(addScaled(INITIAL.p1, v, INITIAL.dt)));
  await expect(f.locator('[data-readout="steps"]')).toHaveText('1 step');
  await f.getByRole('button', { name: 'Take a step' }).click();
  await expect(f.locator('[data-readout="mover"]')).toHaveText(fmt(INITIAL.p2));
  await expect(f.locator('[data-readout="time"]')).toHaveText('1.00 s');
  await f.getByRole('button', { name: 'Reset' }).click();
  await expect(f.locator('[data-readout="mover"]')).toHaveText(fmt(INITIAL.p1));
});

test('Take a step with motion allowed: the dot travels, then rests on P1 + V·Δt', async ({ page }) => {
  const f = await open(page, 'no-preference');
  const v = sub(INITIAL.p2, INITIAL.p1);
  const mover = f.locator('[data-part="mover"]');
  await f.getByRole('button', { name: 'Take a step' }).click();
  // Halfway through a 0.5 s step the dot is visible and between P1 and the landing point.
  await expect(mover).toHaveAttribute('display', 'inline');
  await expect(f.locator('[data-readout="mover"]')).toHaveText(fmt(addScaled(INITIAL.p1, v, INITIAL.dt)), {
    timeout: 3000,
  });
});

test('the classic-mistake toggle draws P1 − P2, pointing away from P2', async ({ page }) => {
  const f = await open(page);
  const wrong = f.locator('[data-part="wrong"]');
  await expect(wrong).toHaveAttribute('display', 'none');
  await f.getByRole('checkbox', { name: /classic mistake/ }).check();
  await expect(wrong).toHaveAttribute('display', 'inline');
  // Its tip is where P1 + (P1 − P2) lies.
  const tip = toSvg(FRAME, addScaled(INITIAL.p1, sub(INITIAL.p1, INITIAL.p2), 1));
  expect(await wrong.getAttribute('d')).toContain(`L${round(tip.x)} ${round(tip.y)}`);
});

test('the first state is in the HTML before scripts run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  expect((await readout(page, 'v', FIGURE)).trim()).toBe('(4.00, 3.00)');
  expect((await readout(page, 'length', FIGURE)).trim()).toBe('5.00');
  await expect(page.locator('[data-bind="vectors.length"]').first()).toHaveText('5.00');
  await expect(page.locator(`${FIGURE} [data-handle="p1"]`)).toHaveAttribute('transform', /translate\(/);
  await context.close();
});

/** The shown labels of the scene whose rendered box (measured by the browser) pokes out of the viewBox. */
async function labelsOutside(page: Page) {
  await revealScenes(page);
  return page.locator(FIGURE).evaluate((root) => {
    const svg = root.querySelector('svg[data-part="scene"]') as SVGSVGElement;
    const vb = svg.viewBox.baseVal;
    return Array.from(svg.querySelectorAll<SVGTextElement>('text[data-part]'))
      .filter((t) => t.getAttribute('display') !== 'none')
      .filter((t) => {
        const b = t.getBBox();
        return b.x < 0 || b.y < 0 || b.x + b.width > vb.width || b.y + b.height > vb.height;
      })
      .map((t) => `${t.dataset.part}: ${t.textContent}`);
  });
}

// On the phone too: the labels' boxes are measured by the browser, which lays SVG text out with a font scaled to its
// size on screen, smaller there.
test(
  'handles at the edges and corners → every label of the figure stays whole inside the scene',
  { tag: '@phone' },
  async ({ page }) => {
    await open(page);
    const toggle = page.locator(`${FIGURE} input[name="mistake"]`);
    await toggle.check();
    // P1 at the right edge (the audit's "mistake" state), then P2 along the top edge, then both in corners.
    await drag(page, INITIAL.p1, [13, 0]);
    expect(await labelsOutside(page)).toEqual([]);
    await drag(page, [12.8, 0], [9, 9]);
    await drag(page, INITIAL.p2, [13, 9]);
    expect(await labelsOutside(page)).toEqual([]);
    const p1 = await handleAt(page.locator(FIGURE), 'p1');
    await drag(page, p1, [4, 9]);
    expect(await labelsOutside(page)).toEqual([]);
    const p2 = await handleAt(page.locator(FIGURE), 'p2');
    await drag(page, p2, [-1, -1]);
    expect(await labelsOutside(page)).toEqual([]);
  },
);

test('Δt = 2: once the dot leaves the view the message says so, and where it is', async ({ page }) => {
  const f = await open(page);
  await f.getByRole('textbox', { name: 'Time step Δt' }).fill('2');
  const step = f.getByRole('button', { name: 'Take a step' });
  await step.click();
  // (5, 3) + 2·(4, 3) = (13, 9): the corner, still in view.
  await expect(f.locator('[data-readout="mover"]')).toHaveText('(13.00, 9.00)');
  await expect(f.locator('[data-readout="note"]')).toHaveText('');
  await step.click();
  await expect(f.locator('[data-readout="note"]')).toHaveText(
    'The green dot has left the view: it is at (21.00, 15.00), above and to the right of the figure, after 4.00 s. Press Reset to bring it back to P1.',
  );
  await f.getByRole('button', { name: 'Reset' }).click();
  await expect(f.locator('[data-readout="note"]')).toHaveText('');
});
