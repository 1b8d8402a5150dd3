/**
 * Chapter 12 in the browser: the engine-angle table and
 * the port tabs show the model's numbers for the first scene (in the HTML
 * before scripts) and follow a new `intercept-3d` scene published as the 3D
 * figure publishes it (kit/shell/figure-state.ts); "no hit" and a bad scene say
 * so; the tabs work by keyboard (WAI-ARIA tabs); the live cells run; axe
 * finds nothing (the light theme on the phone too); screenshots, light and
 * dark, to look at (SHOTS=1).
 *
 * The 3D figure is built on another branch: when the page has it, a new scene
 * is published through the figure's own element (its `figureState`), else
 * through a stand-in element that speaks the same protocol, so the table,
 * the tabs and the cells are tested alone too.
 */
import { test, expect, type Page } from '@playwright/test';
import { ENGINE_CONVENTIONS, linearIntercept } from '../../src/lib';
import { FIRST_SCENE_3D } from '../../src/components/figures/intercept-3d/first-state';
import { scene3DState, type Scene3DState } from '../../src/components/kit/shell/scene-state';
import { engineModel } from '../../src/components/book/engine-angles/model';
import { FORMULAS, proseValues, readouts } from '../../src/components/book/engine-angles/view';
import { portOutputs, slotTexts } from '../../src/components/book/port-tabs/model';
import { axeOn, renderAll, shot, watchProblems, widgetsReady } from './support';

const PAGE = '/chapters/your-engine/';

/** The text of the page's prose and widgets, without code listings (the port files print NaN and Infinity). */
const shownText = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('pre').forEach((el) => el.remove());
    // A cell's output is the reader's code's: an error the library throws there names the bad value.
    copy.querySelectorAll('nb-cell [data-part="output"]').forEach((el) => el.remove());
    return copy.textContent ?? '';
  });

/** Publish `scene` as the 3D figure does: its element keeps it, a `figure-state` event announces it. */
async function publishScene(page: Page, scene: Scene3DState): Promise<void> {
  await page.evaluate((state) => {
    let el = document.querySelector<HTMLElement & { figureState?: unknown }>('[data-figure="intercept-3d"]');
    if (!el) {
      el = document.createElement('div');
      el.hidden = true;
      el.dataset.figure = 'intercept-3d';
      document.body.append(el);
    }
    el.figureState = state;
    document.dispatchEvent(new CustomEvent('figure-state', { detail: { name: 'intercept-3d', state } }));
  }, scene);
}

async function open(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(PAGE);
  await widgetsReady(page);
}

async function expectTable(page: Page, scene: Scene3DState): Promise<void> {
  const want = readouts(engineModel(scene));
  const table = page.locator('engine-angles');
  for (const [name, text] of Object.entries(want)) {
    await expect(table.locator(`[data-readout="${name}"]`)).toHaveText(text);
  }
}

async function expectTabs(page: Page, scene: Scene3DState): Promise<void> {
  const tabs = page.locator('port-tabs');
  const out = portOutputs(scene);
  expect(out.ok).toBe(true);
  if (!out.ok) return;
  for (const lang of ['ts', 'cpp', 'cs'] as const) {
    await expect(tabs.locator(`[data-output="${lang}"]`)).toHaveText(out.outputs[lang]);
    const texts = slotTexts(lang, scene);
    for (const [slot, text] of Object.entries(texts)) {
      await expect(tabs.locator(`[role="tabpanel"][data-lang="${lang}"] [data-slot="${slot}"]`)).toHaveText(text);
    }
  }
}

test('the first scene is in the HTML before scripts: table, tabs and prose', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  await expectTable(page, FIRST_SCENE_3D);
  // Each card shows the formulas the unit test evaluates as written (engine-angles/model.test.ts): KaTeX keeps the
  // TeX it rendered in the MathML's annotation.
  for (const c of ENGINE_CONVENTIONS)
    await expect(
      page.locator(`engine-angles .card[data-convention="${c}"] annotation[encoding="application/x-tex"]`),
    ).toHaveText(FORMULAS[c]);
  await expectTabs(page, FIRST_SCENE_3D);
  const prose = proseValues(FIRST_SCENE_3D, engineModel(FIRST_SCENE_3D));
  await expect(page.locator('[data-bind="engine.unityYaw"]').first()).toHaveText(prose.unityYaw!);
  await expect(page.locator('h1')).toContainText('3D and your engine');
  await expect(page.locator('main')).toContainText('Chapter 12');
  expect(await shownText(page)).not.toMatch(/NaN|Infinity/);
  await context.close();
});

test('a new 3D scene: the table, the tabs, the prose and the live cells follow it', async ({ page }) => {
  const problems = watchProblems(page);
  await open(page);
  await expectTable(page, FIRST_SCENE_3D);
  const scene = scene3DState({ shooter: [2, -3, 0.5], target: [-20, 25, 14], velocity: [6, 1, -2], speed: 31 });
  await publishScene(page, scene);
  await expectTable(page, scene);
  await expectTabs(page, scene);
  // The table's angles are the library's.
  const aim = linearIntercept({
    shooter: scene.shooter,
    target: scene.target,
    targetVelocity: scene.velocity,
    speed: scene.speed,
  });
  if (!aim.hit) throw new Error('expected a hit');
  const model = engineModel(scene);
  if (!model.hit) throw new Error('expected a hit');
  for (const c of ENGINE_CONVENTIONS) expect(model.rows[c].aim.every(Number.isFinite)).toBe(true);
  const prose = proseValues(scene, model);
  await expect(page.locator('[data-bind="engine.godotYaw"]').first()).toHaveText(prose.godotYaw!);
  await expect(page.locator('[data-bind="engine.T"]').first()).toHaveText(prose.T!);
  // The live cells re-ran with the new scene.
  const cells = page.locator('nb-cell[data-live="intercept-3d"]');
  await expect(cells).toHaveCount(3);
  for (let i = 0; i < 3; i++)
    await expect(cells.nth(i).locator('[data-readout="cell-status"]')).toHaveText(/^Ran in \d+ ms$/);
  await expect(cells.nth(0).locator('[data-part="output"]')).toContainText(String(aim.time));
  await expect(cells.nth(0).locator('.nb-error')).toHaveCount(0);
  expect(await shownText(page)).not.toMatch(/NaN/);
  expect(problems).toEqual([]);
});

test('a scene changed in the 3D figure before the table has woken still reaches the prose and the table', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(PAGE);
  // The table is far below the fold and has not loaded its script; the reader changes the figure's speed.
  const fig = page.locator('intercept-3d');
  await fig.scrollIntoViewIfNeeded();
  await expect(fig).toHaveAttribute('data-ready', 'true');
  const box = fig.locator('input[name="speed"]');
  await box.fill('25');
  await box.press('Enter');
  const scene = scene3DState({ ...FIRST_SCENE_3D, speed: 25 });
  const prose = proseValues(scene, engineModel(scene));
  await expect(page.locator('[data-bind="engine.unrealPitch"]').first()).toHaveText(prose.unrealPitch!);
  await page.locator('engine-angles').scrollIntoViewIfNeeded();
  await expectTable(page, scene);
});

test('no hit and a bad scene: a clear message, no NaN; the tabs keep the last good code', async ({ page }) => {
  await open(page);
  const away = scene3DState({ shooter: [0, 0, 0], target: [10, 0, 0], velocity: [30, 0, 0], speed: 20 });
  await publishScene(page, away);
  await expect(page.locator('engine-angles [data-readout="status"]')).toContainText('No hit');
  await expect(page.locator('engine-angles [data-readout="unity-yaw"]')).toHaveText('—');
  await expect(page.locator('port-tabs [data-output="cpp"]')).toHaveText('no hit: receding');
  await publishScene(page, { ...FIRST_SCENE_3D, speed: NaN });
  await expect(page.locator('engine-angles [data-readout="status"]')).toContainText('cannot be solved');
  await expect(page.locator('port-tabs [data-output="ts"]')).toContainText('not filled in', { ignoreCase: true });
  await expect(page.locator('port-tabs [role="tabpanel"][data-lang="ts"] [data-slot="t0"]')).toHaveText('10');
  expect(await shownText(page)).not.toMatch(/NaN/);
});

test('the tabs by keyboard: arrows, Home and End select and focus; one panel shown', async ({ page }) => {
  await open(page);
  const tabs = page.locator('port-tabs [role="tab"]');
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('port-tabs [role="tabpanel"][data-lang="cpp"]')).toBeVisible();
  await expect(page.locator('port-tabs [role="tabpanel"][data-lang="ts"]')).toBeHidden();
  await page.keyboard.press('End');
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(2)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(2)).toHaveAttribute('tabindex', '-1');
  // Tab leaves the tab list for the panel.
  await page.keyboard.press('Tab');
  await expect(page.locator('port-tabs [role="tabpanel"][data-lang="ts"]')).toBeFocused();
  // The whole C++ file is the tested header.
  await tabs.nth(1).click();
  const whole = page.locator('port-tabs [role="tabpanel"][data-lang="cpp"] details');
  await whole.locator('summary').click();
  await expect(whole.locator('pre.file')).toContainText('namespace leading_target');
  const box = await tabs.nth(0).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
});

// Axe on the narrow layout: the phone checks the light theme only; colours are the same on any screen.
test(
  'axe finds nothing in the table and the tabs, light and dark (pages.spec checks the whole page); screenshots',
  { tag: '@phone' },
  async ({ page }, info) => {
    test.setTimeout(60_000);
    await open(page);
    await renderAll(page);
    const schemes = info.project.name === 'phone' ? (['light'] as const) : (['light', 'dark'] as const);
    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      const axe = await axeOn(page).include('engine-angles').include('port-tabs').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      const name = `/tmp/ch12-page-${info.project.name}-${scheme}`;
      await shot(page.locator('engine-angles'), `${name}-angles.png`);
      await page
        .locator('port-tabs [role="tab"]')
        .nth(scheme === 'light' ? 1 : 2)
        .click();
      await shot(page.locator('port-tabs'), `${name}-tabs.png`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `${name}-top.png`);
    }
  },
);
