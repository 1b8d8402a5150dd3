import { test, expect, type Locator, type Page } from '@playwright/test';
import { linearIntercept, type Vec2 } from '../../src/lib';
import {
  DEFAULT_SEED,
  FRAME,
  GUN_START,
  SPEEDS,
  START_TIME,
  courseFor,
  describe as describeShot,
  fire,
  targetAt,
} from '../../src/components/figures/shooting-range/model';
import { toSvg } from '../../src/components/kit/scene/frame';
import {
  centreOf,
  figuresAtRest,
  mouseDrag,
  readout,
  revealScenes,
  shot,
  watchProblems,
  widgetsReady,
  worldToScreen,
} from './support';

const FIGURE = 'shooting-range[data-id="shooting-range"]';
const PAGE = '/chapters/edge-cases/';

async function open(page: Page, reducedMotion: 'reduce' | 'no-preference' = 'reduce'): Promise<Locator> {
  await page.emulateMedia({ reducedMotion });
  await page.goto(PAGE);
  await widgetsReady(page);
  const figure = page.locator(FIGURE);
  await figure.locator('svg').scrollIntoViewIfNeeded();
  return figure;
}

/** "translate(12.3 45.6)" → {x, y} */
function translation(transform: string | null): { x: number; y: number } {
  const m = transform?.match(/translate\((-?[\d.]+)[ ,](-?[\d.]+)\)/);
  if (!m) throw new Error(`no translate in “${transform}”`);
  return { x: Number(m[1]), y: Number(m[2]) };
}

/** "(60.0, 8.0) m" → [60, 8] */
function gunOf(text: string): Vec2 {
  const m = text.match(/\((-?[\d.]+), (-?[\d.]+)\)/)!;
  return [Number(m[1]), Number(m[2])];
}

/** Reticles and barrel against the library's lead for the gun at `gun`, scene time START_TIME (held still). */
async function expectAimFollowsLibrary(figure: Locator, gun: Vec2, armed: number, turning = false): Promise<void> {
  const course = courseFor(DEFAULT_SEED, 0, turning);
  const { position, velocity } = targetAt(course, START_TIME);
  await figuresAtRest(figure.page());
  for (let i = 0; i < SPEEDS.length; i++) {
    const r = linearIntercept({ shooter: gun, target: position, targetVelocity: velocity, speed: SPEEDS[i].speed });
    expect(r.hit).toBe(true);
    if (!r.hit) continue;
    const want = toSvg(FRAME, r.impact);
    const got = translation(await figure.locator(`[data-reticle="${i}"]`).getAttribute('transform'));
    expect(Math.abs(got.x - want.x)).toBeLessThan(0.01);
    expect(Math.abs(got.y - want.y)).toBeLessThan(0.01);
    if (i === armed) {
      const barrel = figure.locator('[data-part="barrel"]');
      const from = toSvg(FRAME, gun);
      const dx = Number(await barrel.getAttribute('x2')) - from.x;
      const dy = Number(await barrel.getAttribute('y2')) - from.y;
      // The barrel points along the library's aim (y flips in SVG).
      const len = Math.hypot(dx, dy);
      expect(dx / len).toBeCloseTo(r.aim[0], 3);
      expect(-dy / len).toBeCloseTo(r.aim[1], 3);
      await expect(figure.locator('[data-readout="time"]')).toHaveText(`${r.time.toFixed(2)} s`);
    }
  }
}

test('a shot at the lead point hits and is counted (reduced motion: resolves at once)', async ({ page }) => {
  const problems = watchProblems(page);
  const figure = await open(page);
  await expect(figure.getByRole('button', { name: 'Play' })).toBeVisible();
  await figure.getByRole('button', { name: /Fire/ }).click();
  const expected = fire(courseFor(DEFAULT_SEED, 0, false), GUN_START, START_TIME, 1);
  expect(expected.hit).toBe(true);
  await expect(figure.locator('[data-readout="result"]')).toHaveText(describeShot(expected));
  await expect(figure.locator('[data-readout="hits"]')).toHaveText('1');
  await expect(figure.locator('[data-readout="misses"]')).toHaveText('0');
  await expect(figure.locator('[data-part="marks"] .mark-hit')).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('a target that turns mid-flight makes the same led shot miss', async ({ page }) => {
  const figure = await open(page);
  await figure.getByRole('checkbox', { name: /turns at random moments/ }).check();
  await expect(figure.locator('[data-readout="course"]')).toHaveText(`#${DEFAULT_SEED}, turning`);
  // The barrel is on the lead point for the target's velocity now…
  await expectAimFollowsLibrary(figure, GUN_START, 1, true);
  await figure.getByRole('button', { name: /Fire/ }).click();
  // …but the course turns before the meeting: the model, simulating the real course, says miss.
  const course = courseFor(DEFAULT_SEED, 0, true);
  const expected = fire(course, GUN_START, START_TIME, 1);
  expect(expected.hit).toBe(false);
  expect(course.turns.some((t) => t > START_TIME && t < START_TIME + expected.predicted!)).toBe(true);
  await expect(figure.locator('[data-readout="result"]')).toHaveText(describeShot(expected));
  await expect(figure.locator('[data-readout="result"]')).toContainText('the target turned mid-flight');
  await expect(figure.locator('[data-readout="misses"]')).toHaveText('1');
  await expect(figure.locator('[data-readout="hits"]')).toHaveText('0');
});

test('dragging the gun moves the barrel, and every reticle follows the library’s lead point', async ({ page }) => {
  const figure = await open(page);
  await expectAimFollowsLibrary(figure, GUN_START, 1);
  const from = await centreOf(figure.locator('[data-handle="gun"]'));
  const to = await worldToScreen(figure.locator('svg[data-part="scene"]'), FRAME, [25, 15]);
  const barrelBefore = await figure.locator('[data-part="barrel"]').getAttribute('x2');
  await mouseDrag(page, from, to, 10);
  const gun = gunOf(await readout(page, 'gun', FIGURE));
  expect(Math.abs(gun[0] - 25)).toBeLessThan(1.5);
  expect(Math.abs(gun[1] - 15)).toBeLessThan(1.5);
  expect(await figure.locator('[data-part="barrel"]').getAttribute('x2')).not.toBe(barrelBefore);
  await expectAimFollowsLibrary(figure, gun, 1);
  // A shot from there still hits.
  await page.keyboard.press('f');
  await expect(figure.locator('[data-readout="hits"]')).toHaveText('1');
});

test('arrow keys move the gun; keys 1, 2, 3 arm each speed and the barrel follows its reticle', async ({ page }) => {
  const figure = await open(page);
  await figure.locator('[data-handle="gun"]').focus();
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('ArrowUp');
  const gun: Vec2 = [GUN_START[0] - 10, GUN_START[1] + 1];
  await expect(figure.locator('[data-readout="gun"]')).toHaveText(`(${gun[0].toFixed(1)}, ${gun[1].toFixed(1)}) m`);
  for (const i of [0, 2, 1]) {
    await page.keyboard.press(SPEEDS[i].key);
    await expect(figure.getByRole('radio', { name: new RegExp(`^${SPEEDS[i].speed} m/s`) })).toBeChecked();
    await expect(figure.locator(`[data-reticle="${i}"]`)).toHaveClass(/armed/);
    await expectAimFollowsLibrary(figure, gun, i);
  }
});

test('a click on the field focuses the figure: then 2 arms and F fires; a second shot in flight fires and is counted', async ({
  page,
}) => {
  const figure = await open(page, 'no-preference');
  const box = (await figure.locator('svg[data-part="scene"]').boundingBox())!;
  // An empty spot of the field: the left edge, half way down.
  await page.mouse.click(box.x + 4, box.y + box.height / 2);
  await expect(figure).toBeFocused();
  await page.keyboard.press(SPEEDS[1].key);
  await expect(figure.getByRole('radio', { name: new RegExp(`^${SPEEDS[1].speed} m/s`) })).toBeChecked();
  await page.keyboard.press('f');
  await page.keyboard.press('f');
  await expect(figure.locator('[data-readout="result"]')).toHaveText(/2 shots in the air|^Hit|^Miss/);
  await expect
    .poll(async () => Number(await readout(page, 'hits', FIGURE)) + Number(await readout(page, 'misses', FIGURE)), {
      timeout: 15_000,
    })
    .toBe(2);
});

test('every speed hits a straight course; the reticles can be hidden but the armed one stays', async ({ page }) => {
  const figure = await open(page);
  await figure.getByRole('button', { name: /Fire/ }).focus();
  for (let i = 0; i < SPEEDS.length; i++) {
    await page.keyboard.press(SPEEDS[i].key);
    await page.keyboard.press('f');
    await expect(figure.locator('[data-readout="result"]')).toHaveText(
      new RegExp(`^Hit \\(${SPEEDS[i].speed} m/s\\)$`),
    );
  }
  await expect(figure.locator('[data-readout="hits"]')).toHaveText(String(SPEEDS.length));
  await figure.getByRole('checkbox', { name: /Reticles for every speed/ }).uncheck();
  await expect(figure.locator('[data-reticle][display="none"]')).toHaveCount(SPEEDS.length - 1);
});

test('in real time, a led shot flies and then hits', async ({ page }) => {
  const figure = await open(page, 'no-preference');
  await expect(figure.getByRole('button', { name: 'Pause' })).toBeVisible();
  await figure.getByRole('button', { name: /Fire/ }).click();
  await expect(figure.locator('[data-readout="result"]')).toHaveText(/^(In flight…|Hit \(25 m\/s\))$/);
  await expect(figure.locator('[data-readout="result"]')).toHaveText('Hit (25 m/s)', { timeout: 15_000 });
  await expect(figure.locator('[data-readout="hits"]')).toHaveText('1');
});

test('a slow shot fired late (its meeting beyond the field) → the range says so, and the shot ends as a counted miss', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  const figure = await open(page, 'no-preference');
  await figure.getByRole('button', { name: /Fire/ }).focus();
  await page.keyboard.press('1');
  await expect(figure.getByRole('radio', { name: /^15 m\/s/ })).toBeChecked();
  // Wait for the moment the slow shot's meeting point lies beyond the field.
  const message = figure.locator('[data-readout="message"]');
  await expect(message).toHaveText('The meeting point lies beyond the field: a shot now would miss.', {
    timeout: 20_000,
  });
  await page.keyboard.press('f');
  const result = figure.locator('[data-readout="result"]');
  // Followed only while it is on the field and the target on its course: it ends before the next run.
  await expect(result).toHaveText(
    /^Miss by \d+\.\d m \(15 m\/s\): (the target left the field first|the meeting point lay beyond the field)$/,
    { timeout: 15_000 },
  );
  await expect(figure.locator('[data-readout="misses"]')).toHaveText('1');
  await expect(figure.locator('[data-readout="hits"]')).toHaveText('0');
  // The next run starts, and the verdict stays.
  await page.waitForTimeout(1500);
  await expect(result).not.toHaveText('In flight…');
  await expect(figure.locator('[data-readout="misses"]')).toHaveText('1');
  const text = (await figure.textContent()) ?? '';
  expect(text).not.toMatch(/NaN|Infinity|undefined/);
  expect(problems).toEqual([]);
});

test('a new course while a shot is in the air → that shot ends as a counted miss that says why', async ({ page }) => {
  const figure = await open(page, 'no-preference');
  await figure.getByRole('button', { name: /Fire/ }).focus();
  await page.keyboard.press('1');
  await figure.getByRole('button', { name: /Fire/ }).click();
  await figure.getByRole('button', { name: 'New course' }).click();
  const result = figure.locator('[data-readout="result"]');
  await expect(result).toHaveText(/^(Hit \(15 m\/s\)|Miss \(15 m\/s\): a new course began before it arrived)$/);
  const hits = Number(await figure.locator('[data-readout="hits"]').textContent());
  const misses = Number(await figure.locator('[data-readout="misses"]').textContent());
  expect(hits + misses).toBe(1);
});

test('under reduced motion the range holds still until Play', async ({ page }) => {
  const figure = await open(page);
  const target = figure.locator('[data-part="target"]');
  const before = await target.getAttribute('transform');
  await page.waitForTimeout(400);
  expect(await target.getAttribute('transform')).toBe(before);
  await figure.getByRole('button', { name: 'Play' }).click();
  // While it plays, the canvas shows the target and its element gets the position when asked (kit:settle).
  await expect
    .poll(async () => {
      await figuresAtRest(page);
      return target.getAttribute('transform');
    })
    .not.toBe(before);
  await figure.getByRole('button', { name: 'Pause' }).click();
});

test('New course changes the seed and the course', async ({ page }) => {
  const figure = await open(page);
  const before = await figure.locator('[data-part="target"]').getAttribute('transform');
  await figure.getByRole('button', { name: 'New course' }).click();
  await expect(figure.locator('[data-readout="course"]')).toHaveText(`#${DEFAULT_SEED + 1}, straight`);
  await expect(figure).toHaveAttribute('data-seed', String(DEFAULT_SEED + 1));
  await figuresAtRest(page);
  expect(await figure.locator('[data-part="target"]').getAttribute('transform')).not.toBe(before);
});

test('the first frame is in the HTML before scripts run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const figure = page.locator(FIGURE);
  const course = courseFor(DEFAULT_SEED, 0, false);
  const { position, velocity } = targetAt(course, START_TIME);
  const r = linearIntercept({ shooter: GUN_START, target: position, targetVelocity: velocity, speed: SPEEDS[1].speed });
  expect(r.hit).toBe(true);
  if (r.hit) await expect(figure.locator('[data-readout="time"]')).toHaveText(`${r.time.toFixed(2)} s`);
  await expect(figure.locator('[data-reticle]:not([display="none"])')).toHaveCount(SPEEDS.length);
  await context.close();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`screenshot of the range, ${scheme}`, { tag: ['@shots', '@phone'] }, async ({ page }, info) => {
    await page.emulateMedia({ colorScheme: scheme });
    const figure = await open(page);
    await figure.locator('[data-handle="gun"]').focus();
    await page.keyboard.press('3');
    await figure.getByRole('checkbox', { name: /turns at random moments/ }).check();
    await figure.getByRole('button', { name: /Fire/ }).click();
    await shot(page, `screenshots/${info.project.name}/shooting-range-${scheme}.png`);
    await shot(figure, `screenshots/${info.project.name}/shooting-range-figure-${scheme}.png`);
  });
}

// On the phone too: the labels' boxes are measured on screen, in a scene drawn smaller there (Chromium scales SVG
// text's font to its size on screen).
test(
  'the reticles’ speed labels never overlap each other (issue 13: "40" on "25")',
  { tag: '@phone' },
  async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(PAGE);
    await widgetsReady(page);
    const fig = page.locator('shooting-range');
    await expect(fig).toHaveAttribute('data-ready', 'true');
    const boxes = async () => {
      await revealScenes(page);
      const out = [];
      for (const el of await fig.locator('[data-reticle]:not([display="none"]) text').all())
        out.push((await el.boundingBox())!);
      return out;
    };
    const overlapping = async () => {
      const b = await boxes();
      for (let i = 0; i < b.length; i++)
        for (let j = i + 1; j < b.length; j++) {
          const p = b[i];
          const q = b[j];
          if (!(p.x + p.width <= q.x || q.x + q.width <= p.x || p.y + p.height <= q.y || q.y + q.height <= p.y))
            return true;
        }
      return false;
    };
    expect((await boxes()).length).toBe(3);
    expect(await overlapping()).toBe(false);
    // Move the gun about: the reticles crowd in new ways, the labels keep apart.
    await fig.locator('[data-handle="gun"]').focus();
    for (const key of [
      'Shift+ArrowLeft',
      'Shift+ArrowLeft',
      'Shift+ArrowRight',
      'Shift+ArrowRight',
      'Shift+ArrowRight',
      'ArrowUp',
    ]) {
      await page.keyboard.press(key);
      expect(await overlapping()).toBe(false);
    }
  },
);
