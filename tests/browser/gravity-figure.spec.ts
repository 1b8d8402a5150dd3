/**
 * Chapter 7's figure in the browser: drags and keys re-solve with the
 * library, the presets, the beyond-reach message, the clock (scrubber, play,
 * jumps), the equivalent view, bad input, axe (the light theme on the phone
 * too), and screenshots (light, dark) to look at with SHOTS=1.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { ballisticArcs, type Vec2 } from '../../src/lib';
import { ballisticQuadratic, fallingCircle } from '../../src/lib/motion';
import {
  FRAME,
  INITIAL,
  START_TIME,
  big,
  num,
  solve,
  type State,
} from '../../src/components/figures/gravity-figure/model';
import { readouts, proseValues, vecText } from '../../src/components/figures/gravity-figure/view';
import { axeOn, centreOf, handleAt, isDrawn, mouseDrag, openFigure, SHOTS, shot } from './support';

const PAGE = '/chapters/gravity/';
const FIG = 'gravity-figure';

const open = (page: Page, reducedMotion: 'reduce' | 'no-preference' = 'reduce') =>
  openFigure(page, PAGE, FIG, reducedMotion);

const out = (fig: Locator, name: string) => fig.locator(`[data-readout="${name}"]`).first();

/** The low/high readouts straight from the library (not through the model). */
function arcTexts(s: State): { low: string; high: string } {
  const r = ballisticArcs({ shooter: s.shooter, target: s.target, speed: s.speed, gravity: [0, -s.gravity] });
  if (!r.reachable) return { low: '—', high: '—' };
  const t = (i: number) => `${num((r.arcs[i].elevation * 180) / Math.PI, 1)}°, ${big(r.arcs[i].time)} s`;
  return { low: t(0), high: r.arcs.length === 2 ? t(1) : 'merged with the low arc' };
}

async function expectScene(fig: Locator, s: State): Promise<void> {
  const want = arcTexts(s);
  await expect(out(fig, 'low')).toHaveText(want.low);
  await expect(out(fig, 'high')).toHaveText(want.high);
  const q = ballisticQuadratic({ shooter: s.shooter, target: s.target, speed: s.speed, gravity: [0, -s.gravity] });
  await expect(out(fig, 'qb')).toHaveText(big(q.b));
  await expect(out(fig, 'qc')).toHaveText(big(q.c));
}

test('the first frame and readouts are in the HTML before scripts run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const fig = page.locator(FIG);
  await expectScene(fig, INITIAL);
  await expect(out(fig, 'time')).toHaveText(`${START_TIME.toFixed(2)} s`);
  await expect(fig.locator('[data-part="arc-low"]')).toHaveAttribute('d', /^M[\d.]+ [\d.]+L/);
  await expect(fig.locator('[data-part="envelope"]')).toHaveAttribute('d', /L/);
  await expect(page.locator('[data-bind="gravity.arcs"]').first()).toHaveText(
    proseValues(INITIAL, solve(INITIAL)).arcs,
  );
  expect(await page.locator('main').textContent()).not.toMatch(/NaN|undefined|Infinity/);
  await context.close();
});

test('dragging the target with the pointer re-solves with the library; the prose follows', async ({ page }) => {
  const fig = await open(page);
  const svg = fig.locator('svg[data-part="scene"]');
  await svg.scrollIntoViewIfNeeded();
  const perMetre = (await svg.boundingBox())!.width / (FRAME.xmax - FRAME.xmin);
  const from = await centreOf(fig.locator('[data-handle="target"] .kit-handle-dot'));
  await mouseDrag(page, from, { x: from.x - 15 * perMetre, y: from.y - 5 * perMetre }, 6);
  const target = await handleAt(fig, 'target');
  expect(target[0]).toBeCloseTo(INITIAL.target[0] - 15, 0);
  expect(target[1]).toBeCloseTo(INITIAL.target[1] + 5, 0);
  const s = { ...INITIAL, target };
  await expectScene(fig, s);
  await expect(page.locator('[data-bind="gravity.arcs"]').first()).toHaveText(proseValues(s, solve(s)).arcs);
  await expect(page.locator('[data-bind="gravity.roots"]').first()).toHaveText(proseValues(s, solve(s)).roots);
});

test('a target dragged past each corner of the scene stays whole in it, its letter beside it', async ({ page }) => {
  const fig = await open(page);
  const svg = fig.locator('svg[data-part="scene"]');
  await svg.scrollIntoViewIfNeeded();
  const inside = async (what: Locator) => {
    const [a, b] = [(await what.boundingBox())!, (await svg.boundingBox())!];
    return (
      a.x >= b.x - 0.5 &&
      a.y >= b.y - 0.5 &&
      a.x + a.width <= b.x + b.width + 0.5 &&
      a.y + a.height <= b.y + b.height + 0.5
    );
  };
  const box = (await svg.boundingBox())!;
  // Past the corners: top right, bottom right, bottom left (the cannon's), top left.
  for (const [fx, fy] of [
    [1.2, -0.2],
    [1.2, 1.2],
    [0.3, 1.2],
    [-0.2, -0.2],
  ]) {
    const from = await centreOf(fig.locator('[data-handle="target"] .kit-handle-dot'));
    await mouseDrag(page, from, { x: box.x + fx * box.width, y: box.y + fy * box.height }, 6);
    // At 1 m from the edge the dot was cut in half; the ring (the dot's radius and 1) stays whole now.
    await expect.poll(() => inside(fig.locator('[data-handle="target"] .kit-handle-ring'))).toBe(true);
    expect(await inside(fig.locator('[data-handle="target"] .kit-handle-text'))).toBe(true);
    expect(await inside(fig.locator('[data-handle="shooter"] .kit-handle-text'))).toBe(true);
  }
});

test(
  'on a 390 px phone with the text at 200 %, the number boxes and their units stay inside the figure',
  { tag: '@phone' },
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const fig = await open(page);
    // A reader's larger text (WCAG 1.4.4): "m/s²" beside the gravity box ended 72 px past the figure's edge.
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    await fig.locator('.fig-controls').scrollIntoViewIfNeeded();
    const edge = (await fig.boundingBox())!;
    const parts = fig.locator('.kit-numberbox input, .kit-numberbox .unit, .kit-numberbox label');
    expect(await parts.count()).toBe(6);
    for (const b of await parts.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
      expect(b.left).toBeGreaterThanOrEqual(edge.x - 0.5);
      expect(b.right).toBeLessThanOrEqual(edge.x + edge.width + 0.5);
    }
  },
);

test('arrow keys move the cannon (Shift ×10); beyond reach the figure says so and draws the best shot', async ({
  page,
}) => {
  const fig = await open(page);
  await fig.locator('[data-handle="shooter"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowUp');
  let s: State = { ...INITIAL, shooter: [INITIAL.shooter[0] + 1, INITIAL.shooter[1] + 10] };
  await expect(fig.locator('[data-handle="shooter"]')).toHaveAttribute(
    'aria-label',
    `Cannon S at ${vecText(s.shooter)}`,
  );
  await expectScene(fig, s);
  // The target far to the right and up: out of reach at 30 m/s.
  await fig.locator('[data-handle="target"]').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('Shift+ArrowRight');
  s = { ...s, target: [INITIAL.target[0] + 10, INITIAL.target[1] + 30] };
  const r = ballisticArcs({ shooter: s.shooter, target: s.target, speed: s.speed, gravity: [0, -s.gravity] });
  expect(r.reachable).toBe(false);
  if (r.reachable) return;
  await expect(out(fig, 'status')).toContainText('Out of reach');
  await expect(out(fig, 'status')).toContainText(`${big(r.bestReach.miss)}\u00a0m short`);
  await expect.poll(() => isDrawn(fig.locator('[data-part="best"]'))).toBe(true);
  await expect.poll(() => isDrawn(fig.locator('[data-part="arc-low"]'))).toBe(false);
  await expectScene(fig, s);
  await expect(fig.locator('[data-action="jump-0"]')).toBeDisabled();
});

test('presets: Moon and no gravity change g; the readouts are the library’s', async ({ page }) => {
  const fig = await open(page);
  await fig.locator('[data-preset="moon"]').click();
  await expect(fig.locator('[data-preset="moon"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(fig.locator('[data-numberbox="gravity"] input')).toHaveValue('1.62');
  await expectScene(fig, { ...INITIAL, gravity: 1.62 });
  await fig.locator('[data-preset="none"]').click();
  await expectScene(fig, { ...INITIAL, gravity: 0 });
  await expect(out(fig, 'arcs')).toContainText('Without gravity there is one shot');
  await expect.poll(() => isDrawn(fig.locator('[data-part="envelope"]'))).toBe(false);
  await expect(out(fig, 'apex')).toHaveText('none');
  await fig.locator('[data-preset="earth"]').click();
  await expectScene(fig, INITIAL);
});

test('the clock: scrubbing, play, and the jumps land on the library’s flight times', async ({ page }) => {
  const fig = await open(page);
  const sol = solve(INITIAL);
  await fig.locator('[data-action="jump-1"]').click();
  await expect(out(fig, 'status')).toContainText('the circle touches the target. This is the second hit.');
  const c = fallingCircle(
    { shooter: INITIAL.shooter, target: INITIAL.target, speed: INITIAL.speed, gravity: [0, -INITIAL.gravity] },
    sol.times[1],
  );
  await expect(out(fig, 'radius')).toHaveText(`${big(c.radius)} m`);
  await expect(fig.locator('[data-part="circle"]')).toHaveClass(/touch/);
  await fig.locator('[data-action="jump-0"]').click();
  await expect(out(fig, 'status')).toContainText('This is the first hit.');
  // Play advances the clock (reduced motion only stops it from starting by itself).
  const range = fig.locator('[data-scrubber] input[type="range"]');
  await range.fill('0');
  const play = fig.locator('[data-scrubber] [data-action="play"]');
  await play.click();
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => Number(await range.inputValue()), { timeout: 5000 }).toBeGreaterThan(0.2);
  await play.click();
  await expect(play).toHaveAttribute('aria-pressed', 'false');
  await range.fill('1.5');
  const m = fallingCircle(
    { shooter: INITIAL.shooter, target: INITIAL.target, speed: INITIAL.speed, gravity: [0, -INITIAL.gravity] },
    1.5,
  );
  await expect(out(fig, 'radius')).toHaveText(`${big(m.radius)} m`);
});

test('the equivalent view: the rising target sits at T − g t²/2 and can be hidden', async ({ page }) => {
  const fig = await open(page);
  const ghost = fig.locator('[data-part="ghost"]');
  await expect.poll(() => isDrawn(ghost)).toBe(true);
  const c = fallingCircle<Vec2>(
    { shooter: INITIAL.shooter, target: INITIAL.target, speed: INITIAL.speed, gravity: [0, -INITIAL.gravity] },
    START_TIME,
  );
  const svg = fig.locator('svg[data-part="scene"]');
  const k = FRAME.width / (FRAME.xmax - FRAME.xmin);
  const want = `translate(${Math.round((c.risingTarget[0] - FRAME.xmin) * k * 1000) / 1000} ${Math.round((FRAME.ymax - c.risingTarget[1]) * k * 1000) / 1000})`;
  await expect(svg.locator('[data-part="ghost-target"]')).toHaveAttribute('transform', want);
  await fig.locator('input[name="equivalent"]').uncheck();
  await expect.poll(() => isDrawn(ghost)).toBe(false);
});

test('bad input in the boxes: a message, the last good state, no NaN', async ({ page }) => {
  const fig = await open(page);
  const speed = fig.locator('[data-numberbox="speed"] input');
  for (const bad of ['abc', '', '-3', '1e999']) {
    await speed.fill(bad);
    await expect(fig.locator('[data-numberbox="speed"] [data-readout="message"]')).toContainText('Keeping 30 m/s');
    await expectScene(fig, INITIAL);
  }
  await speed.press('Escape');
  await expect(speed).toHaveValue('30');
  const gravity = fig.locator('[data-numberbox="gravity"] input');
  // Tiny, subnormal and huge (issue 38 item 8): the range in words, and the last good numbers in the figure and
  // its prose; at g = 1e-320, g²/4 underflowed to 0 and the prose read "merged" and "the envelope is — m".
  const said = {
    speed: /^Launch speed must be 0, or between 0\.01 and 1000 m\/s; .+ Keeping 30 m\/s\.$/,
    gravity: /^Gravity must be 0, or between 0\.01 and 100 m\/s²; .+ Keeping 9\.81 m\/s²\.$/,
  };
  const prose = proseValues(INITIAL, solve(INITIAL));
  for (const [box, input] of [
    ['speed', speed],
    ['gravity', gravity],
  ] as const) {
    for (const bad of ['1e-320', '5e-324', '1e-300', '1e300', 'Infinity']) {
      await input.fill(bad);
      await expect(fig.locator(`[data-numberbox="${box}"] [data-readout="message"]`), bad).toHaveText(said[box]);
      await expectScene(fig, INITIAL);
      for (const name of ['arcs', 'envelope', 'roots'] as const)
        await expect(page.locator(`[data-bind="gravity.${name}"]`).first(), `${box} ${bad}`).toHaveText(prose[name]);
    }
    await input.press('Escape');
  }
  await gravity.fill('-1');
  await expect(fig.locator('[data-numberbox="gravity"] [data-readout="message"]')).toContainText('Keeping 9.81');
  await gravity.fill('0');
  await expectScene(fig, { ...INITIAL, gravity: 0 });
  await speed.fill('0');
  await expect(out(fig, 'status')).toContainText('zero speed');
  expect(await fig.textContent()).not.toMatch(/NaN|undefined|Infinity/);
  const want = readouts({ ...INITIAL, gravity: 0, speed: 0 }, solve({ ...INITIAL, gravity: 0, speed: 0 }), {
    t: 0,
    circle: fallingCircle<Vec2>({ shooter: INITIAL.shooter, target: INITIAL.target, speed: 0, gravity: [0, 0] }, 0),
    shells: [],
    touching: -1,
  });
  await expect(out(fig, 'low')).toHaveText(want.low);
});

// Axe on the narrow layout: the light theme on the phone too; colours are the same on any screen.
for (const scheme of ['light', 'dark'] as const) {
  test(
    `axe finds nothing (${scheme}), beyond reach too; screenshot`,
    { tag: scheme === 'light' ? ['@phone'] : [] },
    async ({ page }, info) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme: scheme });
      const fig = await open(page);
      await fig.locator('[data-numberbox="speed"] input').fill('22');
      await expect(out(fig, 'status')).toContainText('Out of reach');
      // The chapter's live cells re-run for the new speed, their output faded while they run (aria-busy). "Ran in"
      // is written before aria-busy goes, and the fade back may end only on a later frame, after axe has read the
      // colours: wait for full opacity.
      const cells = page.locator('nb-cell[data-live="gravity-figure"]');
      for (let i = 0; i < (await cells.count()); i++) {
        await expect(cells.nth(i).locator('[data-readout="cell-status"]')).toHaveText(/^Ran in/);
        await expect(cells.nth(i)).not.toHaveAttribute('aria-busy', 'true');
        await expect(cells.nth(i).locator('.nb-out')).toHaveCSS('opacity', '1');
      }
      const axe = await axeOn(page).include(FIG).include('nb-cell[data-live="gravity-figure"]').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      if (!SHOTS) return;
      await fig.scrollIntoViewIfNeeded();
      await shot(fig, `/tmp/ch7-${info.project.name}-${scheme}-out-of-reach.png`);
      await fig.locator('[data-numberbox="speed"] input').fill('30');
      await fig.locator('[data-action="jump-0"]').click();
      await fig.scrollIntoViewIfNeeded();
      await shot(fig, `/tmp/ch7-${info.project.name}-${scheme}.png`);
    },
  );
}
