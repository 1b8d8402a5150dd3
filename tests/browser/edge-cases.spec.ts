import { test, expect, type Locator, type Page } from '@playwright/test';
import { linearIntercept, type Vec2 } from '../../src/lib';
import { FRAME, PRESETS, preset, readouts, type Scene } from '../../src/components/figures/edge-cases/model';
import {
  axeOn,
  centreOf,
  mouseDrag,
  readout,
  revealScenes,
  shot,
  watchProblems,
  widgetsReady,
  worldToScreen,
} from './support';

const FIGURE = 'edge-cases[data-id="edge-cases"]';
const PAGE = '/chapters/edge-cases/';

async function open(page: Page): Promise<Locator> {
  await page.goto(PAGE);
  await widgetsReady(page);
  return page.locator(FIGURE);
}

/** "(−20.00, 5.00)" → [-20, 5] */
function parsePair(text: string): Vec2 {
  const m = text.replace(/−/g, '-').match(/\((-?[\d.]+), (-?[\d.]+)\)/);
  if (!m) throw new Error(`no pair in “${text}”`);
  return [Number(m[1]), Number(m[2])];
}

/** The scene the figure shows, read back from its handles' accessible names and the speed box. */
async function sceneOf(figure: Locator): Promise<Scene> {
  const label = async (name: string) => (await figure.locator(`[data-handle="${name}"]`).getAttribute('aria-label'))!;
  const speed = Number(await figure.locator('input[name="speed"]').inputValue());
  return {
    shooter: parsePair(await label('shooter')),
    target: parsePair(await label('target')),
    velocity: parsePair(await label('tip')),
    speed,
  };
}

/** Every readout against the model's strings for the scene (which come from the library). */
async function expectReadouts(page: Page, scene: Scene): Promise<void> {
  const r = readouts(scene);
  for (const name of ['case', 'time', 'second', 'impact', 'aim', 'roots', 'explain', 'reason'] as const) {
    await expect(page.locator(FIGURE).locator(`[data-readout="${name}"]`)).toHaveText(r[name]);
  }
}

test('each preset → the reference-cases numbers, and the readouts the library gives', async ({ page }) => {
  const problems = watchProblems(page);
  const figure = await open(page);
  const expected: Record<string, { case: string; time: string; second?: string; impact?: string }> = {
    crossing: { case: 'Ordinary: the shot is faster', time: '5.77 s', impact: '(100.0, 57.7)' },
    'already-there': { case: 'Already there', time: '0.00 s' },
    'cannot-move': { case: 'Shot cannot move', time: 'no hit' },
    standing: { case: 'Standing target', time: '2.00 s', impact: '(100.0, 0.0)' },
    'equal-approaching': { case: 'Equal speeds, approaching', time: '5.00 s', impact: '(50.00, 0.00)' },
    'equal-crossing': { case: 'Equal speeds, crossing', time: 'no hit' },
    'faster-approaching': {
      case: 'Faster target, approaching: two hits',
      time: '3.49 s',
      second: '8.82 s',
      impact: '(30.22, 17.45)',
    },
    'faster-fleeing': { case: 'Faster target, fleeing', time: 'no hit' },
  };
  for (const p of PRESETS) {
    const button = figure.locator(`[data-preset="${p.id}"]`);
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const want = expected[p.id];
    await expect(figure.locator('[data-readout="case"]')).toHaveText(want.case);
    await expect(figure.locator('[data-readout="time"]')).toHaveText(want.time);
    if (want.second) await expect(figure.locator('[data-readout="second"]')).toHaveText(want.second);
    if (want.impact) await expect(figure.locator('[data-readout="impact"]')).toHaveText(want.impact);
    await expectReadouts(page, p.scene);
    const r = linearIntercept({
      shooter: p.scene.shooter,
      target: p.scene.target,
      targetVelocity: p.scene.velocity,
      speed: p.scene.speed,
    });
    if (!r.hit) await expect(figure.locator('[data-readout="reason"]')).toHaveText(r.message);
    expect(await figure.locator('[data-part="hits"] > g').count()).toBe(r.hit ? r.times.length : 0);
  }
  const text = (await figure.textContent()) ?? '';
  expect(text).not.toMatch(/NaN|Infinity|undefined/);
  expect(problems).toEqual([]);
});

test('the fleeing preset shows its two negative roots as past meetings', async ({ page }) => {
  const figure = await open(page);
  await figure.locator('[data-preset="faster-fleeing"]').click();
  await expect(figure.locator('[data-readout="roots"]')).toHaveText('−10.00 s, −3.33 s');
  await expect(figure.locator('[data-part="past"] > g')).toHaveCount(2);
  await expect(figure.locator('[data-part="reach"] > circle')).toHaveCount(0);
});

type Rect = { x: number; y: number; width: number; height: number };
const apart = (a: Rect, b: Rect) =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/** The drawn time labels: each whole inside the scene, none over another or over a handle's dot and ring. */
async function expectLabelsClear(figure: Locator): Promise<string[]> {
  await revealScenes(figure.page());
  const svg = (await figure.locator('svg[data-part="scene"]').boundingBox())!;
  const texts = figure.locator('[data-part="hits"] text, [data-part="past"] text');
  const boxes: Rect[] = [];
  const labels: string[] = [];
  for (let i = 0; i < (await texts.count()); i++) {
    const b = (await texts.nth(i).boundingBox())!;
    labels.push((await texts.nth(i).textContent()) ?? '');
    expect(b.x).toBeGreaterThanOrEqual(svg.x - 0.5);
    expect(b.y).toBeGreaterThanOrEqual(svg.y - 0.5);
    expect(b.x + b.width).toBeLessThanOrEqual(svg.x + svg.width + 0.5);
    expect(b.y + b.height).toBeLessThanOrEqual(svg.y + svg.height + 0.5);
    boxes.push(b);
  }
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) expect(apart(boxes[i], boxes[j])).toBe(true);
  for (const name of ['shooter', 'target', 'tip']) {
    const ring = (await figure.locator(`[data-handle="${name}"] .kit-handle-ring`).boundingBox())!;
    for (const b of boxes) expect(apart(b, ring)).toBe(true);
  }
  return labels;
}

// On the phone too: the scene is drawn at a third of the desktop's size there, and the labels' boxes are measured
// on screen (Chromium scales SVG text's font to that size).
test(
  'every preset → its time labels whole inside the scene, apart from each other and from S, T and V',
  { tag: '@phone' },
  async ({ page }) => {
    const figure = await open(page);
    await figure.locator('svg[data-part="scene"]').scrollIntoViewIfNeeded();
    for (const p of PRESETS) {
      await figure.locator(`[data-preset="${p.id}"]`).click();
      const labels = await expectLabelsClear(figure);
      if (p.id === 'faster-fleeing') expect(labels).toEqual(['← −10.00 s', '−3.33 s']);
      if (p.id === 'already-there') expect(labels).toEqual(['0.00 s']);
      // The handles themselves, with their rings, are inside the scene too.
      const svg = (await figure.locator('svg[data-part="scene"]').boundingBox())!;
      for (const name of ['shooter', 'target', 'tip']) {
        const ring = (await figure.locator(`[data-handle="${name}"] .kit-handle-ring`).boundingBox())!;
        expect(ring.x).toBeGreaterThanOrEqual(svg.x - 0.5);
        expect(ring.x + ring.width).toBeLessThanOrEqual(svg.x + svg.width + 0.5);
      }
    }
  },
);

test('moving T up against the edge and back (Shift+ArrowUp ×12, Shift+ArrowDown ×12) → V and the case unchanged', async ({
  page,
}) => {
  const figure = await open(page);
  const before = await sceneOf(figure);
  const caseBefore = await readout(page, 'case', FIGURE);
  await figure.locator('[data-handle="target"]').focus();
  for (let i = 0; i < 12; i++) await page.keyboard.press('Shift+ArrowUp');
  let scene = await sceneOf(figure);
  expect(scene.velocity).toEqual(before.velocity);
  expect(scene.target[1] + scene.velocity[1]).toBeLessThanOrEqual(FRAME.ymax);
  await expectReadouts(page, scene);
  await expectLabelsClear(figure);
  for (let i = 0; i < 12; i++) await page.keyboard.press('Shift+ArrowDown');
  scene = await sceneOf(figure);
  expect(scene.velocity).toEqual(before.velocity);
  expect(scene.target[0]).toBe(before.target[0]);
  await expect(figure.locator('[data-readout="case"]')).toHaveText(caseBefore);
  // a depends on the speeds only: the equation's first term is unchanged.
  await expect(figure.locator('[data-readout="equation"]')).toHaveText(readouts(scene).equation);
  expect(readouts(scene).equation.split(' t²')[0]).toBe(readouts(before).equation.split(' t²')[0]);
});

test('the live equation writes signs between terms and drops zero terms', async ({ page }) => {
  const figure = await open(page);
  const equation = figure.locator('[data-readout="equation"]');
  for (const p of PRESETS) {
    await figure.locator(`[data-preset="${p.id}"]`).click();
    await expect(equation).toHaveText(readouts(p.scene).equation);
    expect(await equation.textContent()).not.toMatch(/\(|\+ −|− −|\b0 t/);
  }
  // Equal speeds, head-on: a = 0 drops out, b is negative.
  await figure.locator('[data-preset="equal-approaching"]').click();
  await expect(equation).toHaveText('−2000 t + 10000 = 0');
});

test('S moved onto T → the aim direction printed with a true minus sign', async ({ page }) => {
  const figure = await open(page);
  await figure.locator('[data-handle="shooter"]').focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press('Shift+ArrowRight');
  const scene = await sceneOf(figure);
  expect(scene.shooter).toEqual(scene.target);
  await expect(figure.locator('[data-readout="case"]')).toHaveText('Already there');
  await expect(figure.locator('[data-readout="aim"]')).toHaveText('(−0.970, 0.243)');
  await expectLabelsClear(figure);
});

test('dragging T with the pointer → readouts for the new scene, from the library', async ({ page }) => {
  const figure = await open(page);
  const svg = figure.locator('svg[data-part="scene"]');
  await svg.scrollIntoViewIfNeeded();
  const from = await centreOf(figure.locator('[data-handle="target"]'));
  await mouseDrag(page, from, await worldToScreen(svg, FRAME, [60, 40]), 8);
  await expect(figure.locator('[data-preset][aria-pressed="true"]')).toHaveCount(0);
  const scene = await sceneOf(figure);
  expect(Math.abs(scene.target[0] - 60)).toBeLessThanOrEqual(1.5);
  expect(Math.abs(scene.target[1] - 40)).toBeLessThanOrEqual(1.5);
  expect(scene.velocity).toEqual(preset('faster-approaching').scene.velocity);
  await expectReadouts(page, scene);
});

test('dragging the tip of V until the target flees → no hit, the library’s reason', async ({ page }) => {
  const figure = await open(page);
  const svg = figure.locator('svg[data-part="scene"]');
  await svg.scrollIntoViewIfNeeded();
  const from = await centreOf(figure.locator('[data-handle="tip"]'));
  await mouseDrag(page, from, await worldToScreen(svg, FRAME, [120, 0]), 10);
  const scene = await sceneOf(figure);
  const r = linearIntercept({
    shooter: scene.shooter,
    target: scene.target,
    targetVelocity: scene.velocity,
    speed: scene.speed,
  });
  expect(r.hit).toBe(false);
  await expectReadouts(page, scene);
  await expect(figure.locator('[data-readout="reason"]')).not.toBeEmpty();
});

test('arrow keys on the handles → moves of 1 m (Shift: 10 m), readouts follow', async ({ page }) => {
  const figure = await open(page);
  await figure.locator('[data-preset="equal-approaching"]').click();
  // Tip from (90, 0) to (90, 3): V = (−10, 3), faster than s = 10.
  await figure.locator('[data-handle="tip"]').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
  let scene = await sceneOf(figure);
  expect(scene.velocity).toEqual([-10, 3]);
  await expectReadouts(page, scene);
  // Shooter 10 m to the right with Shift.
  await figure.locator('[data-handle="shooter"]').focus();
  await page.keyboard.press('Shift+ArrowRight');
  scene = await sceneOf(figure);
  expect(scene.shooter).toEqual([10, 0]);
  await expectReadouts(page, scene);
});

test('the speed box: garbage explains and keeps the last good speed; 0 → the shot cannot move', async ({ page }) => {
  const figure = await open(page);
  const box = figure.locator('input[name="speed"]');
  const before = await readout(page, 'time', FIGURE);
  for (const bad of ['abc', '', '1e999', '-5']) {
    await box.fill(bad);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(figure.locator('[data-numberbox="speed"] [data-readout="message"]')).toContainText('Keeping 10');
    expect(await readout(page, 'time', FIGURE)).toBe(before);
  }
  // Typed key by key: the prefix "1" is never applied; the message stays after Enter and Tab.
  await box.fill('');
  await box.pressSequentially('1e999');
  await box.press('Enter');
  await box.press('Tab');
  const message = figure.locator('[data-numberbox="speed"] [data-readout="message"]');
  await expect(message).toContainText('Keeping 10');
  await expect(message).toHaveAttribute('aria-live', 'polite');
  await page.waitForTimeout(800);
  await expect(message).toContainText('too large');
  expect(await readout(page, 'time', FIGURE)).toBe(before);
  await box.fill('0');
  await expect(figure.locator('[data-readout="case"]')).toHaveText('Shot cannot move');
  await expect(message).toBeEmpty();
  await box.fill('25');
  await expectReadouts(page, { ...preset('faster-approaching').scene, speed: 25 });
  await expect(figure.locator('[data-readout="speed"]')).toHaveText('25.00 m/s');
});

test('the speed slider by keyboard → the box and readouts follow', async ({ page }) => {
  const figure = await open(page);
  const slider = figure.getByRole('slider', { name: /^Speed/ });
  await slider.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(figure.locator('input[name="speed"]')).toHaveValue('12');
  await expectReadouts(page, { ...preset('faster-approaching').scene, speed: 12 });
  // A typed 7.25: the slider sits on 7.25 and its readout says so, to the digit.
  const box = figure.locator('input[name="speed"]');
  await box.fill('7.25');
  await box.press('Enter');
  await expect(slider).toHaveValue('7.25');
  await expect(figure.locator('[data-readout="speed"]')).toHaveText('7.25 m/s');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(box).toHaveValue('7.5');
});

test('the first state and its readouts are in the HTML before scripts run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const figure = page.locator(FIGURE);
  const r = readouts(preset('faster-approaching').scene);
  await expect(figure.locator('[data-readout="case"]')).toHaveText(r.case);
  await expect(figure.locator('[data-readout="time"]')).toHaveText(r.time);
  await expect(figure.locator('[data-part="hits"] > g')).toHaveCount(2);
  await expect(page.locator('[data-bind="edge.case"]')).toHaveText(r.case);
  await context.close();
});

test('the prose numbers follow the figure', async ({ page }) => {
  const figure = await open(page);
  await figure.locator('[data-preset="standing"]').click();
  await expect(page.locator('[data-bind="edge.case"]')).toHaveText('Standing target');
  await expect(page.locator('[data-bind="edge.time"]')).toHaveText('2.00 s');
});

test('no layout shift when the figure wakes up', { tag: '@phone' }, async ({ page }) => {
  await page.goto(PAGE);
  const before = await page.locator(FIGURE).boundingBox();
  await widgetsReady(page);
  const after = await page.locator(FIGURE).boundingBox();
  expect(after?.height).toBeCloseTo(before!.height, 0);
});

// Axe on the narrow layout: the light theme on the phone too; colours are the same on any screen.
for (const scheme of ['light', 'dark'] as const) {
  test(
    `the figure and its cell pass axe in the ${scheme} theme, with a no-hit message showing (pages.spec checks the whole chapter)`,
    { tag: scheme === 'light' ? ['@phone'] : [] },
    async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      const figure = await open(page);
      await figure.locator('[data-preset="faster-fleeing"]').click();
      await expect(figure.locator('[data-readout="reason"]')).not.toBeEmpty();
      // The chapter's live cell re-runs for the new preset (its output fades while it runs): let it finish.
      const cell = page.locator('nb-cell[data-live="edge-cases"]');
      await expect(cell.locator('[data-readout="cell-status"]')).toHaveText(/^Ran in/);
      await expect(cell).not.toHaveAttribute('aria-busy', 'true');
      const axe = await axeOn(page).include(FIGURE).include('nb-cell[data-live="edge-cases"]').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    },
  );
}

for (const scheme of ['light', 'dark'] as const) {
  test(`screenshot of the figure, ${scheme}`, { tag: ['@shots', '@phone'] }, async ({ page }, info) => {
    await page.emulateMedia({ colorScheme: scheme });
    const figure = await open(page);
    await figure.scrollIntoViewIfNeeded();
    await shot(page, `screenshots/${info.project.name}/edge-cases-${scheme}.png`);
    await shot(figure, `screenshots/${info.project.name}/edge-cases-figure-${scheme}.png`);
  });
}
