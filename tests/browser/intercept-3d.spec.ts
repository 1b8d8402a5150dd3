import { test, expect, type Locator, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from '../../playwright.config';
import { linearIntercept, type Vec3 } from '../../src/lib';
import { orbitDrag, orbitKey } from '../../src/components/kit/scene/projection3d';
import {
  INITIAL,
  KEY_STEP,
  VIEW,
  planeCamera,
  pushAlongView,
  solve,
  type State,
} from '../../src/components/figures/intercept-3d/model';
import { cameraText, handles, num, vec3Text } from '../../src/components/figures/intercept-3d/view';
import {
  axeOn,
  centreOf,
  figuresAtRest,
  isDrawn,
  mouseDrag,
  openFigure,
  readout,
  smallTapTargets,
  watchProblems,
} from './support';

/** Where the figure is tested: chapter 12's page (the dev page /dev/intercept-3d/ shows it alone too). */
const PAGE = '/chapters/your-engine/';
const FIG = 'intercept-3d';

test.skip(!existsSync(join(DIST, PAGE.slice(1), 'index.html')), `${PAGE} is not in this build`);

const open = (page: Page) => openFigure(page, PAGE, FIG);
const scene = (fig: Locator) => fig.locator('svg[data-part="scene"]');
const camera = (page: Page) => readout(page, 'camera', FIG);

/** The 3D point in a handle's accessible name "… (x, y, z)" (U+2212 minus signs). */
async function pointOf(fig: Locator, name: string): Promise<Vec3> {
  const label = (await fig.locator(`[data-handle="${name}"]`).getAttribute('aria-label')) ?? '';
  const m = label.replace(/\u2212/g, '-').match(/\((-?[\d.]+), (-?[\d.]+), (-?[\d.]+)\)/);
  return [Number(m![1]), Number(m![2]), Number(m![3])];
}

/** The hit readouts the library gives for a scene, as the figure prints them. */
function expected(s: Pick<State, 'shooter' | 'target' | 'velocity' | 'speed'>) {
  const r = linearIntercept<Vec3>({ shooter: s.shooter, target: s.target, targetVelocity: s.velocity, speed: s.speed });
  return r.hit
    ? { time: `${num(r.time, 3)} s`, impact: vec3Text(r.impact), reach: `${num(s.speed * r.time, 2)} m` }
    : { time: 'no hit', impact: '—', reach: '—' };
}

/** A spot of bare background in the scene (top left, clear of every part at the first camera), in page px. */
async function background(fig: Locator): Promise<{ x: number; y: number }> {
  const box = (await scene(fig).boundingBox())!;
  return { x: Math.round(box.x + box.width * 0.08), y: Math.round(box.y + box.height * 0.1) };
}

test('the first frame, readouts and description are in the HTML before scripts run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const fig = page.locator(FIG);
  const e = expected(INITIAL);
  await expect(fig.locator('[data-readout="hit-time"]')).toHaveText(e.time);
  await expect(fig.locator('[data-readout="impact"]')).toHaveText(e.impact);
  await expect(fig.locator('[data-readout="camera"]')).toHaveText(cameraText(INITIAL.camera));
  await expect(fig.locator('[data-readout="description"]')).toContainText('hit after 1.71 s');
  await expect(fig.locator('[data-part="plane"]')).toHaveAttribute('points', /\d/);
  await expect(fig.locator('[data-part="bodies"] circle.sphere')).toHaveAttribute('r', /\d/);
  await context.close();
});

test('orbit by keys on the focused scene and by a pointer drag on the background', async ({ page }) => {
  const problems = watchProblems(page);
  const fig = await open(page);
  await scene(fig).scrollIntoViewIfNeeded();
  await scene(fig).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowUp');
  let cam = orbitKey(orbitKey(INITIAL.camera, 'ArrowLeft', false)!, 'ArrowLeft', false)!;
  cam = orbitKey(cam, 'ArrowUp', true)!;
  expect(await camera(page)).toBe(cameraText(cam));
  // The scene is not re-solved by a camera move.
  expect(await readout(page, 'hit-time', FIG)).toBe(expected(INITIAL).time);

  const from = await background(fig);
  await mouseDrag(page, from, { x: from.x + 60, y: from.y + 20 }, 6);
  cam = orbitDrag(cam, 60, 20);
  expect(await camera(page)).toBe(cameraText(cam));
  expect(problems).toEqual([]);
});

test(
  'on a phone a finger on the background orbits, and the page does not scroll',
  { tag: '@phone' },
  async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'touch: the phone project');
    const fig = await open(page);
    await scene(fig).scrollIntoViewIfNeeded();
    const from = await background(fig);
    const before = await page.evaluate(() => window.scrollY);
    const cdp = await page.context().newCDPSession(page);
    const pt = (x: number, y: number) => [{ x, y, id: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: pt(from.x, from.y) });
    for (let i = 1; i <= 5; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: pt(from.x + 8 * i, from.y) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    expect(await camera(page)).toBe(cameraText(orbitDrag(INITIAL.camera, 40, 0)));
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    // A finger on T drags T, not the camera.
    const seen = await camera(page);
    const t = await centreOf(fig.locator('[data-handle="target"] .kit-handle-dot'));
    const tp = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y), id: 2 }];
    const cdp2 = await page.context().newCDPSession(page);
    await cdp2.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: tp(t.x, t.y) });
    for (let i = 1; i <= 5; i++) {
      await cdp2.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: tp(t.x - 5 * i, t.y + 3 * i) });
    }
    await cdp2.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp2.detach();
    expect(await pointOf(fig, 'target')).not.toEqual(INITIAL.target);
    expect(await camera(page)).toBe(seen);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    const e = expected({ ...INITIAL, target: await pointOf(fig, 'target') });
    expect(await readout(page, 'hit-time', FIG)).toBe(e.time);
  },
);

test('dragging T re-solves with the library; keys move S in the view plane and along the view', async ({ page }) => {
  const fig = await open(page);
  await scene(fig).scrollIntoViewIfNeeded();
  const box = (await scene(fig).boundingBox())!;
  const pxPerUnit = box.width / VIEW.width;
  const dot = fig.locator('[data-handle="target"] .kit-handle-dot');
  const start = await centreOf(dot);
  await mouseDrag(page, start, { x: start.x + 30, y: start.y - 20 }, 6);
  const target = await pointOf(fig, 'target');
  // The target moved parallel to the screen by the drag: where the model puts a drag by that much.
  const want = handles.target.move(INITIAL, [
    handles.target.at(INITIAL)[0] + 30 / pxPerUnit,
    handles.target.at(INITIAL)[1] + 20 / pxPerUnit,
  ]).target;
  for (let i = 0; i < 3; i++) expect(Math.abs(target[i] - want[i])).toBeLessThan(0.35);
  let s: State = { ...INITIAL, target };
  let e = expected(s);
  expect(await readout(page, 'hit-time', FIG)).toBe(e.time);
  expect(await readout(page, 'impact', FIG)).toBe(e.impact);
  expect(await readout(page, 'reach', FIG)).toBe(e.reach);

  // S: one arrow to the right (a metre along the screen), then Page Up (a metre into it).
  await fig.locator('[data-handle="shooter"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('PageUp');
  const at = handles.shooter.at(s);
  s = handles.shooter.move(s, [at[0] + KEY_STEP * VIEW.scale, at[1]]);
  s = pushAlongView(s, 'shooter', KEY_STEP);
  await expect(fig.locator('[data-handle="shooter"]')).toHaveAttribute(
    'aria-label',
    `Shooter S at ${vec3Text(s.shooter)}`,
  );
  e = expected(s);
  expect(await readout(page, 'hit-time', FIG)).toBe(e.time);
  expect(await readout(page, 'impact', FIG)).toBe(e.impact);
  // The keys moved the point, not the camera.
  expect(await camera(page)).toBe(cameraText(INITIAL.camera));
  // The chapter's table reads the published scene.
  const published = await fig.evaluate((el) => (el as HTMLElement & { figureState?: unknown }).figureState);
  expect(published).toEqual({ shooter: s.shooter, target: s.target, velocity: s.velocity, speed: s.speed });
});

test('look along the plane shows the flat triangle; an orbit returns to the free view', async ({ page }) => {
  const fig = await open(page);
  await scene(fig).scrollIntoViewIfNeeded();
  const look = fig.locator('[data-action="look"]');
  await look.click();
  await expect(look).toHaveAttribute('aria-pressed', 'true');
  const flat = planeCamera(INITIAL, solve(INITIAL));
  expect(await camera(page)).toBe(cameraText(flat));
  await figuresAtRest(page);
  expect(await isDrawn(fig.locator('[data-part="label-reach"]'))).toBe(true);
  await expect(fig.locator('[data-part="label-reach"]')).toHaveText('s·t = 34.2 m');
  await expect(fig.locator('[data-part="label-run"]')).toHaveText('|V|·t = 14 m');
  // A second press goes back; pressing again and then orbiting also does.
  await look.click();
  await expect(look).toHaveAttribute('aria-pressed', 'false');
  expect(await camera(page)).toBe(cameraText(INITIAL.camera));
  await look.click();
  await scene(fig).focus();
  await page.keyboard.press('ArrowRight');
  await expect(look).toHaveAttribute('aria-pressed', 'false');
  expect(await camera(page)).toBe(cameraText(orbitKey(flat, 'ArrowRight', false)!));
  await figuresAtRest(page);
  expect(await isDrawn(fig.locator('[data-part="label-reach"]'))).toBe(false);
});

test('bad values in the speed box: a message and the last good state; no hit is said and not drawn', async ({
  page,
}) => {
  const fig = await open(page);
  const box = fig.locator('input[name="speed"]');
  const message = fig.locator('[data-numberbox="speed"] [data-readout="message"]');
  const first = expected(INITIAL).time;
  for (const [typed, words] of [
    ['abc', 'must be a number'],
    ['', 'is empty'],
    ['-5', 'must be 0, or between 0.01 and 500 m/s; −5 m/s is too small'],
    ['1e999', 'too large'],
  ] as const) {
    await box.fill(typed);
    await box.press('Enter');
    await expect(message).toContainText(words);
    expect(await readout(page, 'hit-time', FIG)).toBe(first);
  }
  // A shot slower than the target, which runs away: no hit.
  await box.fill('1');
  await box.press('Enter');
  await expect(message).toHaveText('');
  const none = expected({ ...INITIAL, speed: 1 });
  expect(none.time).toBe('no hit');
  expect(await readout(page, 'hit-time', FIG)).toBe('no hit');
  expect(await readout(page, 'status', FIG)).toMatch(/^No hit: /);
  await expect(fig.locator('[data-part="bodies"] path.impact')).toHaveCount(0);
  await expect(fig.locator('[data-action="jump"]')).toBeDisabled();
  expect(await fig.innerText()).not.toMatch(/NaN|undefined|Infinity/);
});

// Axe on the narrow layout, and the phone's tap targets.
test(
  'axe finds nothing, in the free and the plane view; phone tap targets are 44 px',
  { tag: '@phone' },
  async ({ page }, info) => {
    const fig = await open(page);
    const check = async () => {
      const axe = await axeOn(page).include(FIG).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
    };
    await check();
    await fig.locator('[data-action="look"]').click();
    await figuresAtRest(page);
    await check();
    if (info.project.name === 'phone') await expect.poll(() => smallTapTargets(fig, 'handles')).toEqual([]);
  },
);

test('with motion allowed nothing plays by itself, and the camera turns to the plane over a moment', async ({
  page,
}) => {
  const fig = await openFigure(page, PAGE, FIG, 'no-preference');
  await scene(fig).scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await expect(fig.locator('[data-scrubber] [data-action="play"]')).toHaveAttribute('aria-pressed', 'false');
  await expect(fig.locator('[data-scrubber] [data-readout="time"]')).toHaveText('0.80 s');
  await fig.locator('[data-action="look"]').click();
  const flat = cameraText(planeCamera(INITIAL, solve(INITIAL)));
  // The turn is animated (kit/time/loop.ts); when it ends the camera is the plane view.
  await expect.poll(() => camera(page), { timeout: 5000 }).toBe(flat);
  // Play runs the time line on request.
  await fig.locator('[data-scrubber] [data-action="play"]').click();
  await expect.poll(() => readout(page, 'time', FIG)).not.toBe('0.80 s');
});
