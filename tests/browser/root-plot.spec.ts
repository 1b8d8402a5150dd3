import { test, expect, type Page } from '@playwright/test';
import { linearIntercept, type Vec2 } from '../../src/lib';
import {
  FRAME,
  INITIAL,
  PRESETS,
  SHOOTER,
  SNAP,
  analyse,
  preset,
  type PresetName,
} from '../../src/components/figures/root-plot/model';
import { num, rootsText, time, vecText } from '../../src/components/figures/root-plot/view';
import { centreOf, mouseDrag, openFigure, revealScenes, worldToScreen } from './support';

const PAGE = '/chapters/choosing-the-root/';
const FIG = 'root-plot';

const open = (page: Page) => openFigure(page, PAGE, FIG);

function parseVec(text: string): Vec2 {
  const [x, y] = text.replace(/.*?\(/, '').replace(/\).*/, '').replace(/−/g, '-').split(',').map(Number);
  return [x, y];
}

async function expectLibrary(page: Page, target: Vec2, velocity: Vec2, speed: number) {
  const fig = page.locator(FIG);
  const lib = linearIntercept({ shooter: SHOOTER, target, targetVelocity: velocity, speed });
  const an = analyse({ target, velocity, speed });
  await expect(fig.locator('[data-readout="a"]')).toHaveText(num(lib.coefficients.a));
  await expect(fig.locator('[data-readout="b"]')).toHaveText(num(lib.coefficients.b));
  await expect(fig.locator('[data-readout="c"]')).toHaveText(num(lib.coefficients.c));
  await expect(fig.locator('[data-readout="roots"]')).toHaveText(rootsText(an));
  await expect(fig.locator('[data-readout="chosen"]')).toHaveText(lib.hit ? `${time(lib.time)} s` : 'no hit');
  await expect(fig.locator('[data-readout="case"]')).toHaveText(an.title);
}

test('the first state and chart are in the HTML before scripts run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const fig = page.locator(FIG);
  const an = analyse(INITIAL);
  await expect(fig.locator('[data-readout="roots"]')).toHaveText(rootsText(an));
  await expect(fig.locator('[data-readout="case"]')).toHaveText(an.title);
  // The kit's function plot groups marks by kind: two roots, one of them the library's choice (ringed).
  await expect(fig.locator('[data-plot="f"] svg g.kit-fnplot-chosen circle')).toHaveCount(1);
  await expect(fig.locator('[data-plot="f"] svg g.kit-fnplot-root circle')).toHaveCount(2);
  await context.close();
});

test('dragging the target with the pointer: readouts and chart follow the library', async ({ page }) => {
  const fig = await open(page);
  await fig.locator('svg[data-part="scene"]').scrollIntoViewIfNeeded();
  const { x, y } = await centreOf(fig.locator('[data-handle="target"] .kit-handle-dot'));
  const svgBox = (await fig.locator('svg[data-part="scene"]').boundingBox())!;
  const perMetre = svgBox.width / (FRAME.xmax - FRAME.xmin);
  await mouseDrag(page, { x, y }, { x: x + 15 * perMetre, y: y - 4 * perMetre }, 5);
  const label = (await fig.locator('[data-handle="target"]').getAttribute('aria-label'))!;
  const target = parseVec(label);
  // Within one snap step of where the pointer went (pointer positions are whole pixels).
  expect(Math.abs(target[0] - (INITIAL.target[0] + 15))).toBeLessThanOrEqual(SNAP);
  expect(Math.abs(target[1] - (INITIAL.target[1] + 4))).toBeLessThanOrEqual(SNAP);
  // Dragged positions snap to the SNAP grid, so the readout is short and equals the state.
  expect(target.map((v) => Number.isInteger(v / SNAP))).toEqual([true, true]);
  const shown = parseVec((await fig.locator('[data-readout="target"]').textContent())!);
  expect(shown).toEqual(target);
  await expectLibrary(page, target, INITIAL.velocity, INITIAL.speed);
});

test('dragging the V tip onto T gives exactly V = 0 (snapped), and b = 0', async ({ page }) => {
  const fig = await open(page);
  const svg = fig.locator('svg[data-part="scene"]');
  await svg.scrollIntoViewIfNeeded();
  const from = await centreOf(fig.locator('[data-handle="velocity"] .kit-handle-dot'));
  // A hair off T, as a hand would leave it.
  const to = await worldToScreen(svg, FRAME, [INITIAL.target[0] + 0.1, INITIAL.target[1] - 0.1]);
  await mouseDrag(page, from, to, 6);
  await expect(fig.locator('[data-readout="velocity"]')).toHaveText(vecText([0, 0]));
  await expect(fig.locator('[data-readout="target-speed"]')).toHaveText('0 m/s');
  await expect(fig.locator('[data-readout="b"]')).toHaveText('0');
});

// On the phone too: the scene is drawn smaller there, and the boxes are measured on screen (Chromium scales SVG
// text's font to its size on screen).
test('every example keeps both handles, rings and labels, inside the scene', { tag: '@phone' }, async ({ page }) => {
  const fig = await open(page);
  const scene = (await fig.locator('svg[data-part="scene"]').boundingBox())!;
  for (const name of Object.keys(PRESETS) as PresetName[]) {
    await fig.getByRole('button', { name: PRESETS[name].label, exact: true }).click();
    await revealScenes(page);
    const now = (await fig.locator('svg[data-part="scene"]').boundingBox())!;
    for (const part of ['.kit-handle-ring', '.kit-handle-text']) {
      for (const handle of ['target', 'velocity']) {
        const b = (await fig.locator(`[data-handle="${handle}"] ${part}`).boundingBox())!;
        const where = `${name}: ${handle} ${part}`;
        expect(b.y, where).toBeGreaterThanOrEqual(now.y - 0.5);
        expect(b.x + b.width, where).toBeLessThanOrEqual(now.x + now.width + 0.5);
        expect(b.y + b.height, where).toBeLessThanOrEqual(now.y + now.height + 0.5);
        expect(b.x, where).toBeGreaterThanOrEqual(now.x - 0.5);
      }
    }
    expect(now.width).toBeCloseTo(scene.width, 0);
  }
});

test('arrow keys on the velocity tip change the case; readouts match the library', async ({ page }) => {
  const fig = await open(page);
  await fig.locator('[data-handle="velocity"]').focus();
  // (−6, −8) → (−16, −8): faster than the 20 m/s shot? |V| = 17.9, still slower. Then Shift+Left again: (−26, −8).
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  const velocity: Vec2 = [INITIAL.velocity[0] - 20, INITIAL.velocity[1]];
  await expect(fig.locator('[data-readout="velocity"]')).toHaveText(vecText(velocity));
  await expectLibrary(page, INITIAL.target, velocity, INITIAL.speed);
  expect(analyse({ ...INITIAL, velocity }).case).toBe('both-positive');
  await expect(fig.locator('[data-plot="f"] svg g.kit-fnplot-root circle')).toHaveCount(2);
});

test('the speed slider by keyboard: readouts match the library, the chart redraws', async ({ page }) => {
  const fig = await open(page);
  const slider = fig.getByRole('slider', { name: 'Projectile speed s' });
  await slider.focus();
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowLeft');
  await expect(fig.locator('[data-readout="speed"]')).toHaveText(`${INITIAL.speed - 12} m/s`);
  await expectLibrary(page, INITIAL.target, INITIAL.velocity, INITIAL.speed - 12);
  await page.keyboard.press('Home');
  await expectLibrary(page, INITIAL.target, INITIAL.velocity, 0);
  expect(await fig.textContent()).not.toMatch(/NaN|Infinity|undefined/);
});

test('every example button shows its case; equal speeds break the fixed-sign snippets', async ({ page }) => {
  const fig = await open(page);
  for (const name of Object.keys(PRESETS) as PresetName[]) {
    await fig.getByRole('button', { name: PRESETS[name].label, exact: true }).click();
    const s = preset(name);
    await expectLibrary(page, s.target, s.velocity, s.speed);
    await expect(fig.getByRole('slider', { name: 'Projectile speed s' })).toHaveValue(String(s.speed));
  }
  // The last one was "Equal speeds": both fixed formulas divide by 2a = 0.
  await expect(fig.locator('[data-readout="snippet-plus-time"]')).toHaveText('—');
  await expect(fig.locator('[data-readout="snippet-minus-note"]')).toContainText('2a = 0');
  await expect(fig.locator('[data-snippet="minus"]')).not.toHaveClass(/agrees/);
  // Δ < 0: the code shown takes √Δ untested, so it yields no number, as the prose says (never "reports no hit").
  await fig.getByRole('button', { name: PRESETS.passing.label, exact: true }).click();
  await expect(fig.locator('[data-readout="snippet-minus-note"]')).toContainText('not a number');
  await expect(fig.locator('[data-snippet="minus"]')).not.toHaveClass(/agrees/);
  await fig.getByRole('button', { name: 'Slower target', exact: true }).click();
  await expect(fig.locator('[data-snippet="smaller"]')).not.toHaveClass(/agrees/);
  await expect(fig.locator('[data-readout="snippet-smaller-note"]')).toContainText('past');
  // The prose follows the figure.
  await expect(page.locator('[data-bind="roots.chosen"]').first()).toHaveText(time(analyse(INITIAL).chosen!));
  expect(await fig.textContent()).not.toMatch(/NaN|Infinity|undefined/);
});

// Desktop only (not @phone): the height is a desktop rule (issue 13).
test('fits a 1280×800 screen, and the T and V letters stay apart after a drag brings the tip next to T', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const fig = await open(page);
  const box = (await fig.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(800);
  const apart = async () => {
    await revealScenes(page);
    const t = (await fig.locator('[data-handle="target"] .kit-handle-text').boundingBox())!;
    const v = (await fig.locator('[data-handle="velocity"] .kit-handle-text').boundingBox())!;
    return t.x + t.width <= v.x || v.x + v.width <= t.x || t.y + t.height <= v.y || v.y + v.height <= t.y;
  };
  expect(await apart()).toBe(true);
  // The tip of V right next to T, below-left and then to the right: the letters move out of each other's way.
  await fig.locator('[data-handle="velocity"]').focus();
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp']) {
    await page.keyboard.press(key);
    await expect.poll(apart).toBe(true);
  }
});
