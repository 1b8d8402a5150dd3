/**
 * The pursuit race (chapter 11): the race runs to the end and its table shows
 * the model's capture times; the reader's chaser answers the keys and a
 * finger or pointer; reduced motion shows the finished race; bad input is
 * explained and the last race kept; k ≤ 1 (opened from the atlas's link and
 * typed in the box) races honestly, every outcome the model's; the reader drags the target's path (pointer,
 * finger, keys) and the race follows the model on the new course; axe finds
 * nothing, light and dark. The phone runs the finger's tests (with its tap targets) and axe in the light theme.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import {
  DEFAULTS,
  CHASER_START,
  HANDS_OFF,
  TARGET_START,
  flyTo,
  movedWaypoints,
  newRun,
  planRace,
  type Params,
} from '../../src/components/figures/pursuit-race/model';
import {
  CHASERS,
  SCENE,
  firstView,
  fitsFrame,
  raceReadouts,
  standingText,
} from '../../src/components/figures/pursuit-race/view';
import { atlasCases } from '../../src/components/book/atlas/cases';
import { caseHref } from '../../src/components/book/atlas/links';
import { makeFrame, type Frame } from '../../src/components/kit/scene/frame';
import { guidedStanding, readerStanding } from '../../src/components/figures/pursuit-race/model';
import type { Vec2 } from '../../src/lib';
import {
  axeOn,
  centreOf,
  figuresAtRest,
  handleAt,
  mouseDrag,
  shot,
  smallTapTargets,
  type Point,
  watchProblems,
  widgetsReady,
  worldToScreen,
} from './support';

const PAGE = '/chapters/pursuit/';
const FIGURE = 'pursuit-race';

async function open(page: Page, reducedMotion: 'reduce' | 'no-preference' = 'reduce'): Promise<Locator> {
  await page.emulateMedia({ reducedMotion });
  await page.goto(PAGE);
  await widgetsReady(page);
  const figure = page.locator(FIGURE);
  await figure.locator('svg[data-part="scene"]').scrollIntoViewIfNeeded();
  return figure;
}

/** The table's texts, chaser by chaser. */
async function table(figure: Locator): Promise<string[]> {
  await figuresAtRest(figure.page());
  return Promise.all(CHASERS.map((c) => figure.locator(`[data-readout="time-${c}"]`).innerText()));
}

/** What the model says the table shows at the end of the race for `params`, the reader hands off (or not flown). */
function expectedTable(params: Params, flown: boolean): string[] {
  const plan = planRace(params);
  const run = flown ? flyTo(newRun(plan), plan, plan.end, HANDS_OFF) : newRun(plan);
  return CHASERS.map((c) =>
    standingText(c === 'you' ? readerStanding(run, plan, plan.end) : guidedStanding(plan.guided[c], plan, plan.end)),
  );
}

/** "translate(12.3 45.6) rotate(…)" of a part → {x, y}, once the figure rests. */
async function placeOf(figure: Locator, part: string): Promise<{ x: number; y: number }> {
  await figuresAtRest(figure.page());
  const t = await figure.locator(`[data-part="${part}"]`).getAttribute('transform');
  const m = t?.match(/translate\((-?[\d.]+)[ ,](-?[\d.]+)\)/);
  if (!m) throw new Error(`no translate in “${t}”`);
  return { x: Number(m[1]), y: Number(m[2]) };
}

/** The x of every point of the reader's trail (SVG units), once the figure rests. */
async function trailXs(figure: Locator): Promise<number[]> {
  await figuresAtRest(figure.page());
  const d = (await figure.locator('[data-part="trail-you"]').getAttribute('d')) ?? '';
  return Array.from(d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g), (m) => Number(m[1]));
}

async function setBox(figure: Locator, name: string, value: string): Promise<void> {
  const input = figure.locator(`input[name="${name}"]`);
  await input.fill(value);
  await input.press('Enter');
}

test('reduced motion: the finished race is shown and nothing moves', async ({ page }) => {
  const problems = watchProblems(page);
  const figure = await open(page);
  const plan = planRace(DEFAULTS);
  expect(await table(figure)).toEqual(expectedTable(DEFAULTS, false));
  await expect(figure.locator('[data-readout="race-status"]')).toHaveText(/^Race over: lead pursuit caught/);
  const range = figure.locator('[data-scrubber] input[type="range"]');
  await expect(range).toHaveValue(String(plan.end));
  await expect(figure.locator('[data-action="play"]')).toHaveText('Play');
  await page.waitForTimeout(400);
  await expect(range).toHaveValue(String(plan.end));
  expect(problems).toEqual([]);
});

test('the first state is in the HTML before scripts run', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(PAGE);
  const want = expectedTable(DEFAULTS, false);
  for (let i = 0; i < CHASERS.length; i++) {
    await expect(page.locator(`${FIGURE} [data-readout="time-${CHASERS[i]}"]`)).toHaveText(want[i]);
  }
  await expect(page.locator(`${FIGURE} [data-part="trail-pure"]`)).toHaveAttribute('d', /^M[\d.]+ [\d.]+L/);
  // The drawn path's waypoints are in the markup, hidden until the reader chooses that target.
  await expect(page.locator(`${FIGURE} [data-part="waypoints"]`)).toHaveAttribute('display', 'none');
  await expect(page.locator(`${FIGURE} [data-handle="waypoint-4"]`)).toHaveAttribute('aria-label', /^Waypoint 4 of 4/);
});

test('the race runs to the end and the table shows the model’s times', async ({ page }) => {
  const problems = watchProblems(page);
  const figure = await open(page, 'no-preference');
  // A short race (k = 3.5): the box restarts it from 0, playing.
  await setBox(figure, 'k', '3.5');
  await expect(figure.locator('[data-action="play"]')).toHaveText('Pause');
  await expect(figure.locator('[data-readout="race-status"]')).toHaveText(/^Racing/);
  await expect(figure.locator('[data-readout="race-status"]')).toHaveText(/^Race over/, { timeout: 20_000 });
  expect(await table(figure)).toEqual(expectedTable({ ...DEFAULTS, k: 3.5 }, true));
  // Theory against simulation follows k and agrees within its tolerance.
  await expect(figure.locator('[data-readout="theory-verdict"]')).toHaveText(/^Agree within ±/);
  await expect(figure.locator('[data-readout="theory-k"]')).toHaveText('3.50');
  expect(problems).toEqual([]);
});

test('the keys steer the reader’s chaser: ← turns it left, → right', async ({ page }) => {
  const figure = await open(page);
  const field = figure.locator('.race-field');
  const start = await placeOf(figure, 'start');
  await field.focus();
  await page.keyboard.down('ArrowLeft');
  await expect(figure.locator('[data-action="play"]')).toHaveText('Pause');
  await page.waitForTimeout(900);
  await page.keyboard.up('ArrowLeft');
  await figure.locator('[data-action="play"]').click();
  // Turning left from straight up, the chaser swings left of its start (on a slow machine it may circle: its trail still does).
  const left = await trailXs(figure);
  expect(left.length).toBeGreaterThan(5);
  expect(Math.min(...left)).toBeLessThan(start.x - 1);
  expect(Math.max(...left)).toBeLessThanOrEqual(start.x + 0.05);
  await expect(figure.locator('[data-readout="time-you"]')).toHaveText(/^chasing, [\d.]+ m$/);

  await figure.locator('[data-action="reset"]').click();
  await field.focus();
  await page.keyboard.down('ArrowRight');
  await page.waitForTimeout(900);
  await page.keyboard.up('ArrowRight');
  await figure.locator('[data-action="play"]').click();
  const right = await trailXs(figure);
  expect(Math.max(...right)).toBeGreaterThan(start.x + 1);
  expect(Math.min(...right)).toBeGreaterThanOrEqual(start.x - 0.05);
});

/** A one-finger press at `from`, a slide to `to`, held there for `holdMs` (CDP touch events → pointer events of type touch). */
async function touchHold(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, holdMs: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y), id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) });
  for (let i = 1; i <= 5; i++) {
    const x = from.x + ((to.x - from.x) * i) / 5;
    const y = from.y + ((to.y - from.y) * i) / 5;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
  }
  await page.waitForTimeout(holdMs);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test(
  'a finger (phone) or the mouse (desktop) drags the reader’s chaser towards it',
  { tag: '@phone' },
  async ({ page }, info) => {
    const figure = await open(page);
    const svg = figure.locator('svg[data-part="scene"]');
    const box = (await svg.boundingBox())!;
    const start = await placeOf(figure, 'start');
    const scrollBefore = await page.evaluate(() => window.scrollY);
    // From the middle of the field to its lower right: the chaser heads right.
    const from = { x: box.x + box.width * 0.5, y: box.y + box.height * 0.5 };
    const to = { x: box.x + box.width * 0.95, y: box.y + box.height * 0.9 };
    if (info.project.name === 'phone') await touchHold(page, from, to, 900);
    else {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 5 });
      await page.waitForTimeout(900);
      await page.mouse.up();
    }
    // The drag did not scroll the page (checked before Play's click, which may scroll the button into view).
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await figure.locator('[data-action="play"]').click();
    await expect(figure.locator('[data-action="play"]')).toHaveText('Play');
    const you = await placeOf(figure, 'chaser-you');
    expect(you.x).toBeGreaterThan(start.x + 2);
  },
);

/**
 * The world frame the scene is drawn in now (it may be one kept from before a waypoint moved): from the
 * chasers' start (world 0, 0) and waypoint i at world `w`, both read back from their transforms.
 */
async function sceneFrame(figure: Locator, i: number, w: Vec2): Promise<Frame> {
  const start = await placeOf(figure, 'start');
  await figuresAtRest(figure.page());
  const t = (await figure.locator(`[data-handle="waypoint-${i}"]`).getAttribute('transform')) ?? '';
  const m = t.match(/translate\((-?[\d.]+)[ ,](-?[\d.]+)\)/)!;
  // SVG y = (ymax − y)·s: the start (y = 0) and the waypoint give s; x = xmin + svg x / s.
  const s = (start.y - Number(m[2])) / w[1];
  const xmin = CHASER_START[0] - start.x / s;
  const ymax = CHASER_START[1] + start.y / s;
  return makeFrame({ xmin, xmax: xmin + SCENE.width / s, ymin: ymax - SCENE.height / s, ymax }, SCENE.width);
}

/** A one-finger drag from `from` to `to` (CDP touch events), released at once. */
async function touchDrag(page: Page, from: Point, to: Point, steps: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y), id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) });
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test(
  'your path: a waypoint dragged and one moved with the keys; the table is the model’s; bad input kept out',
  { tag: '@phone' },
  async ({ page }, info) => {
    const problems = watchProblems(page);
    const figure = await open(page);
    const phone = info.project.name === 'phone';
    // Every control is a finger wide on a phone (the finished race, as the page opens under reduced motion).
    if (phone) expect(await smallTapTargets(figure)).toEqual([]);
    const svg = figure.locator('svg[data-part="scene"]');
    const play = figure.locator('[data-action="play"]');
    const status = figure.locator('[data-readout="race-status"]');
    await figure.locator('input[value="drawn"]').check();
    let params: Params = { ...DEFAULTS, target: 'drawn' };
    expect(await table(figure)).toEqual(expectedTable(params, false));
    // And the waypoints' handles, shown now.
    if (phone) expect(await smallTapTargets(figure, 'handles')).toEqual([]);
    /** Drag waypoint i (1-based) from where the model puts it to world point `to`: a finger on the phone, the mouse on desktop. */
    const drag = async (i: number, to: Vec2, steps = 8, refused = false) => {
      await svg.scrollIntoViewIfNeeded();
      const frame = await sceneFrame(figure, i, params.waypoints[i - 1]);
      const a = await worldToScreen(svg, frame, params.waypoints[i - 1]);
      const b = await worldToScreen(svg, frame, to);
      const scroll = await page.evaluate(() => window.scrollY);
      if (phone) await touchDrag(page, a, b, steps);
      else await mouseDrag(page, a, b, steps);
      await figuresAtRest(page);
      // The page did not scroll, and the handle stayed under the pointer (the scene kept its frame) unless the race outgrew it.
      expect(await page.evaluate(() => window.scrollY)).toBe(scroll);
      const now = await handleAt(figure, `waypoint-${i}`);
      const refit = !fitsFrame(frame, planRace({ ...params, waypoints: movedWaypoints(params.waypoints, i - 1, now) }));
      if (!refit && !refused) {
        const at = await centreOf(figure.locator(`[data-handle="waypoint-${i}"] .kit-handle-hit`));
        expect(Math.hypot(at.x - b.x, at.y - b.y)).toBeLessThan(3);
      }
    };

    // The pointer: waypoint 2 up to about (34, 62). It lands within a pixel's worth of world.
    await drag(2, [34, 62]);
    const w2 = await handleAt(figure, 'waypoint-2');
    expect(Math.hypot(w2[0] - 34, w2[1] - 62)).toBeLessThan(1);
    params = { ...params, waypoints: movedWaypoints(params.waypoints, 1, w2) };
    expect(await table(figure)).toEqual(expectedTable(params, false));
    // The press moved the waypoint, not the reader's chaser: the race did not start and nobody steered.
    await expect(play).toHaveText('Play');
    await expect(figure.locator('[data-part="goal"]')).toHaveAttribute('display', 'none');

    // The keys: waypoint 3 three metres up and ten (Shift) to the right.
    const third = figure.locator('[data-handle="waypoint-3"]');
    await third.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Shift+ArrowRight');
    params = { ...params, waypoints: movedWaypoints(params.waypoints, 2, [55, 61]) };
    await expect(third).toHaveAttribute('aria-label', "Waypoint 3 of 4 of the target's path at (55.0, 61.0) m");
    expect(await table(figure)).toEqual(expectedTable(params, false));
    await expect(play).toHaveText('Play');

    // Bad input: every waypoint onto the target's start leaves it nowhere to go. The first three are taken
    // (the course skips them), the last is refused with the reason, and the race of the last good course stays.
    for (let i = 1; i <= 3; i++) {
      await drag(i, TARGET_START, 3);
      params = {
        ...params,
        waypoints: movedWaypoints(params.waypoints, i - 1, await handleAt(figure, `waypoint-${i}`)),
      };
    }
    await expect(status).toHaveText(/^Race over/);
    await drag(4, TARGET_START, 3, true);
    await expect(status).toHaveText(/goes nowhere/);
    params = { ...params, waypoints: movedWaypoints(params.waypoints, 3, await handleAt(figure, 'waypoint-4')) };
    expect(await table(figure)).toEqual(expectedTable(params, false));
    await expect(figure).not.toContainText('NaN');
    expect(problems).toEqual([]);
  },
);

/** The theory table and status line as the model words them for `params` (the race finished). */
function expectedTheory(params: Params): Record<string, string> {
  const r = raceReadouts(firstView(params));
  const keys = ['theory-pure', 'sim-pure', 'diff-pure', 'theory-lead', 'sim-lead', 'diff-lead', 'theory-verdict'];
  return Object.fromEntries([...keys, 'race-status'].map((key) => [key, r[key]]));
}

async function expectTheory(figure: Locator, params: Params): Promise<void> {
  for (const [key, text] of Object.entries(expectedTheory(params)))
    await expect(figure.locator(`[data-readout="${key}"]`), key).toHaveText(text);
}

test('k ≤ 1: the atlas link opens the race at k = 1; the box takes 0.8 and 1; bad input is explained and the race kept', async ({
  page,
}, info) => {
  const problems = watchProblems(page);
  // The atlas's “pursuit with k ≤ 1”, opened by its own link (this test's one page load).
  const atlas = atlasCases().find((c) => c.id === 'pursuit-k1')!;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(caseHref(PAGE, atlas.link));
  await widgetsReady(page);
  const figure = page.locator(FIGURE);
  await expect(figure).toBeInViewport();
  await expect(page.locator('[data-scene-note]:not(:empty)')).toHaveCount(0);
  const atOne: Params = { ...DEFAULTS, k: 1 };
  expect(await table(figure)).toEqual(expectedTable(atOne, false));
  await expectTheory(figure, atOne);
  await expect(figure.locator('[data-readout="time-pure"]')).toHaveText(
    /^not caught in 40 s, closest 25\.0 m at t\s=\s/,
  );
  const status = figure.locator('[data-readout="race-status"]');

  // Bad input: explained, and the k = 1 race kept.
  const before = await table(figure);
  await setBox(figure, 'k', '0.3');
  await expect(status).toHaveText(/k must be between 0\.5 and 4/);
  await setBox(figure, 'k', 'abc');
  await expect(status).toHaveText(/must be a number/);
  await setBox(figure, 'k', '');
  await expect(figure.locator('[data-numberbox="k"] [data-readout="message"]')).toHaveText(/empty/);
  await setBox(figure, 'turn', '0');
  await expect(status).toHaveText(/can never turn/);
  expect(await table(figure)).toEqual(before);
  await expect(figure).not.toContainText('NaN');

  // Slower than the target, then as fast again, through the box: the table and the theory are the model's.
  for (const k of [0.8, 1]) {
    await setBox(figure, 'turn', '90');
    await setBox(figure, 'k', String(k));
    const params: Params = { ...DEFAULTS, k };
    await expect(status).toHaveText(expectedTheory(params)['race-status']);
    expect(await table(figure)).toEqual(expectedTable(params, false));
    await expectTheory(figure, params);
    const text = await figure.innerText();
    expect(text).not.toMatch(/NaN|Infinity|undefined/);
    await figuresAtRest(page);
    await shot(figure, `screenshots/pursuit-race-k${k}-${info.project.name}.png`);
  }
  await expect(status).toHaveText('Race over: nobody caught the target in 40 s.');

  // A good value clears the message and races again.
  await setBox(figure, 'k', '2');
  await setBox(figure, 'turn', '120');
  await expect(status).toHaveText(/^Race over/);
  expect(await table(figure)).toEqual(expectedTable({ ...DEFAULTS, k: 2, turnLimit: 120 }, false));
  expect(problems).toEqual([]);
});

test('random turns: the seed is on screen and the same seed gives the same race', async ({ page }) => {
  const figure = await open(page);
  await figure.locator('[data-action="new-seed"]').click();
  await expect(figure.locator('[data-readout="seed"]')).toHaveText('2');
  await expect(figure.locator('input[value="random"]')).toBeChecked();
  expect(await table(figure)).toEqual(expectedTable({ ...DEFAULTS, target: 'random', seed: 2 }, false));
});

// Axe on the narrow layout: the light theme on the phone too; colours are the same on any screen.
for (const scheme of ['light', 'dark'] as const) {
  test(
    `axe finds nothing in the ${scheme} theme; screenshots`,
    { tag: scheme === 'light' ? ['@phone'] : [] },
    async ({ page }, info) => {
      // The theme before the page loads, as a reader's system sets it.
      await page.emulateMedia({ colorScheme: scheme });
      const figure = await open(page);
      await figure.locator('input[value="weaving"]').check();
      await expect(figure.locator('[data-readout="race-status"]')).toHaveText(/^Race over/);
      await figuresAtRest(page);
      await shot(figure, `screenshots/pursuit-race-${info.project.name}-${scheme}.png`);
      // Axe looks at the drawn path, its waypoint handles shown, one moved from the keyboard (its focus ring on).
      await figure.locator('input[value="drawn"]').check();
      await figure.locator('[data-handle="waypoint-2"]').focus();
      await page.keyboard.press('Shift+ArrowUp');
      await page.keyboard.press('Shift+ArrowUp');
      await expect(figure.locator('[data-readout="race-status"]')).toHaveText(/^Race over/);
      await figuresAtRest(page);
      await shot(figure, `screenshots/pursuit-race-drawn-${info.project.name}-${scheme}.png`);
      const axe = await axeOn(page).include(FIGURE).include('.saving-chart').analyze();
      expect(
        axe.violations.map((v) => `${scheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    },
  );
}
