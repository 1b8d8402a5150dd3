/**
 * Chapter 8's figure against the library: drags and keys change the readouts
 * to what `intercept` gives, the four-hit preset shows four shots, bad input
 * keeps the last good scene, the step-through ends on intercept's root to the
 * bit, the page passes axe (the light theme on the phone too), and screenshots (desktop, phone, dark) for a
 * person to look at (SHOTS=1).
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { intercept, type Vec2 } from '../../src/lib';
import { traceIntercept } from '../../src/lib/numeric';
import {
  FOUR_HITS,
  FRAME,
  INITIAL,
  optionsFor,
  reducesText,
  solve,
  type State,
} from '../../src/components/figures/quartic-figure/model';
import { hitsText, sci, vecText } from '../../src/components/figures/quartic-figure/view';
import { stepView } from '../../src/components/figures/quartic-figure/steps';
import { axeOn, centreOf, handleAt, mouseDrag, openFigure, shot, watchProblems, worldToScreen } from './support';

const PAGE = '/chapters/gravity-and-motion/';
const FIG = 'quartic-figure';

const open = (page: Page, reducedMotion: 'reduce' | 'no-preference' = 'reduce') =>
  openFigure(page, PAGE, FIG, reducedMotion);

const out = (fig: Locator, name: string) => fig.locator(`[data-readout="${name}"]`).first();

async function expectScene(fig: Locator, s: State): Promise<void> {
  const sol = solve(s);
  for (let i = 0; i < 3; i++) await expect(out(fig, `hits-${i}`)).toHaveText(hitsText(sol, i));
  await expect(out(fig, 'c1')).toHaveText(sci(sol.table[3].value));
  await expect(out(fig, 'c0')).toHaveText(sci(sol.table[4].value));
  // And what the readout says is the library's, straight from intercept.
  const r = intercept(optionsFor(s, s.speeds[0]));
  const first = (await out(fig, 'hits-0').textContent())!;
  if (r.hit) expect(first.startsWith(r.time.toFixed(3))).toBe(true);
  else expect(first).toBe('no hit');
}

test('the first frame and readouts are in the HTML before scripts run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const fig = page.locator(FIG);
  const sol = solve(INITIAL);
  await expect(out(fig, 'hits-0')).toHaveText(hitsText(sol, 0));
  await expect(fig.locator('[data-part="arc-0"]')).toHaveAttribute('d', /^M/);
  await expect(fig.locator('[data-part="reticle-0"]')).not.toHaveAttribute('display', 'none');
  // The chart's first state and its legend are drawn at build time.
  // Drawn for a wide column and for a phone's (kit/charts/fit.ts).
  await expect(fig.locator('[data-fnplot-chart] > svg[data-chart-fit]')).toHaveCount(2);
  await expect(fig.locator('[data-fnplot-legend]')).toContainText('f″(t)');
  await context.close();
});

test('dragging the target with the pointer re-solves with the library', async ({ page }) => {
  const problems = watchProblems(page);
  const fig = await open(page);
  const svg = fig.locator('svg[data-part="scene"]');
  await svg.scrollIntoViewIfNeeded();
  const from = await centreOf(fig.locator('[data-handle="target"] .kit-handle-dot'));
  const a = await worldToScreen(svg, FRAME, [0, 0]);
  const b = await worldToScreen(svg, FRAME, [-8, 5]);
  await mouseDrag(page, from, { x: from.x + b.x - a.x, y: from.y + b.y - a.y }, 6);
  const target = await handleAt(fig, 'target');
  expect(target[0]).toBeCloseTo(INITIAL.target[0] - 8, 0);
  expect(target[1]).toBeCloseTo(INITIAL.target[1] + 5, 0);
  await expectScene(fig, { ...INITIAL, target });
  expect(problems).toEqual([]);
});

test('arrow keys move the shooter and the velocity tip (Shift ×10)', async ({ page }) => {
  const fig = await open(page);
  await fig.locator('[data-handle="shooter"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowUp');
  const shooter: Vec2 = [INITIAL.shooter[0] + 1, INITIAL.shooter[1] + 10];
  await expect(fig.locator('[data-handle="shooter"]')).toHaveAttribute(
    'aria-label',
    `Shooter S at ${vecText(shooter)}`,
  );
  await fig.locator('[data-handle="velocity"]').focus();
  await page.keyboard.press('ArrowLeft');
  const velocity: Vec2 = [INITIAL.velocity[0] - 1, INITIAL.velocity[1]];
  await expectScene(fig, { ...INITIAL, shooter, velocity });
});

test('typed speeds, gravity and acceleration re-solve; bad input keeps the last good scene', async ({ page }) => {
  const problems = watchProblems(page);
  const fig = await open(page);
  const speed = fig.locator('input[name="speed-0"]');
  await speed.fill('45');
  let s: State = { ...INITIAL, speeds: [45, INITIAL.speeds[1], INITIAL.speeds[2]] };
  await expectScene(fig, s);
  await fig.locator('input[name="accel-x"]').fill('2');
  s = { ...s, acceleration: [2, 0] };
  await expectScene(fig, s);
  await fig.locator('input[name="gravity"]').fill('1.62');
  s = { ...s, gravity: 1.62 };
  await expectScene(fig, s);
  for (const bad of ['', 'abc', '-3', '1e9', 'NaN']) {
    await speed.fill(bad);
    await expect(fig.locator('[data-numberbox="speed-0"] [data-readout="message"]')).toContainText('Keeping 45');
    await expect(speed).toHaveAttribute('aria-invalid', 'true');
    await expectScene(fig, s);
  }
  // Tiny, subnormal and huge (issue 38 item 8): the range in words and the last good scene; at g = 1e-320, G·G/4
  // underflowed to 0 and the figure still said “f is a quartic” beside a t⁴ coefficient of 0.
  const gravity = fig.locator('input[name="gravity"]');
  const said = {
    'speed-0': /^Projectile speed s₁ must be 0, or between 0\.01 and 200 m\/s; .+ Keeping 45 m\/s\.$/,
    gravity: /^Gravity g must be 0, or between 0\.01 and 100 m\/s²; .+ Keeping 1\.62 m\/s²\.$/,
  };
  const sol = solve(s);
  for (const [box, input] of [
    ['speed-0', speed],
    ['gravity', gravity],
  ] as const) {
    for (const bad of ['1e-320', '5e-324', '1e-300', '1e300']) {
      await input.fill(bad);
      await expect(fig.locator(`[data-numberbox="${box}"] [data-readout="message"]`), bad).toHaveText(said[box]);
      await expectScene(fig, s);
      await expect(out(fig, 'c4')).toHaveText(sci(sol.table[0].value));
      await expect(out(fig, 'reduces')).toHaveText(reducesText(sol));
    }
    await input.press('Escape');
  }
  // Equal speeds: one reticle, and the figure says so.
  await fig.locator('input[name="speed-1"]').fill('45');
  await expect(out(fig, 'speeds-note')).toContainText('s₂ equals s₁');
  await expect(fig.locator('[data-part="reticle-1"]')).toHaveAttribute('display', 'none');
  // Speed 0 (committed with Enter): a message from the library, never NaN.
  await speed.fill('0');
  await speed.press('Enter');
  await expect(fig.locator('[data-numberbox="speed-0"] [data-readout="message"]')).not.toContainText('NaN');
  await expect(out(fig, 'status')).not.toContainText('NaN');
  const text = (await fig.textContent())!;
  expect(text).not.toMatch(/NaN|Infinity|undefined/);
  expect(problems).toEqual([]);
});

test('the four-hit scene is one click away, with four shots in flight', async ({ page }) => {
  const fig = await open(page);
  await fig.locator('[data-action="four-hits"]').click();
  const r = intercept(optionsFor(FOUR_HITS, FOUR_HITS.speeds[0]));
  expect(r.hit && r.times.length).toBe(4);
  await expect(out(fig, 'hits-0')).toHaveText(hitsText(solve(FOUR_HITS), 0));
  await expect(out(fig, 'hits-0')).toHaveText('0.430, 1.269, 1.842, 3.391 s');
  for (let k = 0; k < 4; k++)
    await expect(fig.locator(`[data-part="shot-${k}"]`)).not.toHaveAttribute('display', 'none');
  for (let k = 1; k < 4; k++) await expect(fig.locator(`[data-part="shot-arc-${k}"]`)).toHaveAttribute('d', /^M/);
  // Mid-way through the time line: two shots have arrived, two still fly.
  const range = fig.locator('[data-scrubber] input[type="range"]');
  await range.fill('1.5');
  await expect(fig.locator('[data-part="shot-0"]')).toHaveClass(/arrived/);
  await expect(fig.locator('[data-part="shot-1"]')).toHaveClass(/arrived/);
  await expect(fig.locator('[data-part="shot-2"]')).not.toHaveClass(/arrived/);
  // Between the second and third root the target is outside the circle: f > 0.
  await expect(out(fig, 'status')).toContainText('outside the circle');
  await range.fill('2.5');
  await expect(out(fig, 'status')).toContainText('inside the circle');
});

test('G = 0 and V = 0 strike the vanishing terms', async ({ page }) => {
  const fig = await open(page);
  await fig.locator('[data-action="no-g"]').click();
  await expect(fig.locator('tr[data-power="4"]')).toHaveClass(/vanishes/);
  await expect(fig.locator('tr[data-power="3"]')).toHaveClass(/vanishes/);
  await expect(out(fig, 'reduces')).toContainText('chapter 4');
  await fig.locator('[data-action="reset"]').click();
  await fig.locator('[data-action="no-v"]').click();
  await expect(fig.locator('tr[data-power="3"]')).toHaveClass(/vanishes/);
  await expect(fig.locator('tr[data-power="1"]')).toHaveClass(/vanishes/);
  await expect(fig.locator('tr[data-power="4"]')).not.toHaveClass(/vanishes/);
  await expect(out(fig, 'reduces')).toContainText('chapter 7');
});

test('the step-through walks the library’s trace and ends on intercept’s root, to the bit', async ({ page }) => {
  const fig = await open(page);
  await fig.locator('[data-action="four-hits"]').click();
  await fig.locator('[data-action="steps"]').click();
  const trace = traceIntercept(optionsFor(FOUR_HITS, FOUR_HITS.speeds[0]));
  await expect(out(fig, 'step-heading')).toHaveText(stepView(trace, 0).heading);
  await expect(out(fig, 'step-text')).toHaveText(trace.steps[0].text);
  await fig.locator('[data-action="next"]').click();
  await expect(out(fig, 'step-text')).toHaveText(trace.steps[1].text);
  // Keys: Right is Next, Left is Back.
  await fig.locator('[data-action="next"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(out(fig, 'step-text')).toHaveText(trace.steps[2].text);
  await page.keyboard.press('ArrowLeft');
  await expect(out(fig, 'step-text')).toHaveText(trace.steps[1].text);
  await fig.locator('[data-action="last"]').click();
  const last = trace.steps[trace.steps.length - 1];
  await expect(out(fig, 'step-text')).toHaveText(last.text);
  const r = intercept(optionsFor(FOUR_HITS, FOUR_HITS.speeds[0]));
  if (!r.hit || last.kind !== 'done') throw new Error('expected four hits');
  expect(last.roots).toEqual(r.times);
  // The final root the figure reports equals the library's, bit for bit.
  const firstRootStep = trace.steps.find((s) => s.kind === 'root' && s.level === 0);
  expect(firstRootStep && firstRootStep.kind === 'root' && Object.is(firstRootStep.x, r.time)).toBe(true);
  await expect(fig.locator('[data-action="next"]')).toBeDisabled();
});

test('the step-through keeps the keys: arrows on the toggle once open, and focus handed on when a button disables itself', async ({
  page,
}) => {
  const fig = await open(page);
  const trace = traceIntercept(optionsFor(INITIAL, INITIAL.speeds[0]));
  const n = trace.steps.length;
  const text = out(fig, 'step-text');
  const [toggle, back, next, last] = ['steps', 'back', 'next', 'last'].map((a) => fig.locator(`[data-action="${a}"]`));
  // Opened from the keyboard, the focus stays on the toggle, and the arrows, Home and End work there.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(text).toHaveText(trace.steps[0].text);
  await expect(toggle).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(text).toHaveText(trace.steps[1].text);
  await page.keyboard.press('End');
  await expect(text).toHaveText(trace.steps[n - 1].text);
  await page.keyboard.press('ArrowLeft');
  await expect(text).toHaveText(trace.steps[n - 2].text);
  // "Last step" pressed from the keyboard disables itself: the focus moves to Back, where the arrows go on.
  for (const button of [back, next, last]) {
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(text).toHaveText(trace.steps[n - 1].text);
  await expect(last).toBeDisabled();
  await expect(back).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(text).toHaveText(trace.steps[n - 2].text);
  // Home on Back disables Back: the focus moves to Next. End from there disables Next: back to Back.
  await page.keyboard.press('Home');
  await expect(text).toHaveText(trace.steps[0].text);
  await expect(next).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(text).toHaveText(trace.steps[1].text);
  await page.keyboard.press('End');
  await expect(text).toHaveText(trace.steps[n - 1].text);
  await expect(back).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(text).toHaveText(trace.steps[n - 2].text);
});

test('the live cells follow the figure: a key on the target re-runs them with the library’s answer', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const fig = await open(page);
  const cell = page.locator('nb-cell[data-title="Every hit time of the figure\'s first speed"]');
  await expect(cell.locator('.nb-live')).toHaveText('live: follows the figure above');
  await fig.locator('[data-handle="target"]').focus();
  await page.keyboard.press('Shift+ArrowUp');
  const target: Vec2 = [INITIAL.target[0], INITIAL.target[1] + 10];
  await expect(fig.locator('[data-handle="target"]')).toHaveAttribute('aria-label', `Target T at ${vecText(target)}`);
  const r = intercept(optionsFor({ ...INITIAL, target }, INITIAL.speeds[0]));
  const want = r.hit ? String(r.time) : r.message;
  await expect(cell.locator('[data-part="output"]')).toContainText(want, { timeout: 10_000 });
  expect(problems).toEqual([]);
});

/** The t of each root mark (filled circles in f's colour) on the chart, read back through the chart's x scale. */
async function chartRootTimes(fig: Locator, domain: readonly [number, number]): Promise<number[]> {
  const chart = fig.locator('[data-fnplot-chart]');
  return chart.evaluate((el, [d0, d1]) => {
    const svg = el.querySelector('svg')!;
    const width = Number(svg.getAttribute('width'));
    // FN_PLOT_MARGIN: left 58, right 16.
    const left = 58;
    const right = 16;
    const circles = Array.from(svg.querySelectorAll('g[stroke="var(--bg)"] > circle[fill="var(--shooter)"]'));
    return circles
      .map((c) => {
        const cx = Number(c.getAttribute('cx'));
        const tr = c.getAttribute('transform');
        const x = tr ? Number(/translate\(([-\d.]+)/.exec(tr)![1]) : cx;
        return d0 + ((x - left) / (width - left - right)) * (d1 - d0);
      })
      .sort((a, b) => a - b);
  }, domain);
}

test("the chart marks f's roots where the library puts them, and its cursor is the scrubber's time both ways", async ({
  page,
}) => {
  const problems = watchProblems(page);
  const fig = await open(page);
  await fig.locator('[data-action="four-hits"]').click();
  const sol = solve(FOUR_HITS);
  const chart = fig.locator('[data-fnplot-chart]');
  // The chart's code loads as it comes near the screen.
  await chart.scrollIntoViewIfNeeded();
  await expect(fig).toHaveAttribute('data-chart', 'live');
  await expect(chart).toHaveAttribute('aria-label', /over the first 5 s/);
  await expect.poll(async () => (await chartRootTimes(fig, [0, sol.duration])).length).toBe(4);
  const times = await chartRootTimes(fig, [0, sol.duration]);
  const perPixel = sol.duration / 500;
  times.forEach((t, i) => expect(Math.abs(t - sol.hitTimes[i])).toBeLessThan(perPixel * 1.5));
  // Scrubber → chart cursor.
  await fig.locator('[data-scrubber] input[type="range"]').fill('2');
  await expect(chart).toHaveAttribute('aria-valuetext', '2.00 s');
  // Chart → scrubber: keys on the chart seek the clock.
  await chart.focus();
  await page.keyboard.press('End');
  await expect(fig.locator('[data-scrubber] [data-readout="time"]')).toHaveText('5.00 s');
  await expect(out(fig, 'status')).toContainText('At t = 5.00 s');
  // The symmetric log scale is one switch away.
  await fig.locator('input[name="symlog"]').check();
  await expect(chart.locator('svg')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the step-through draws its bracket on the chart', async ({ page }) => {
  const fig = await open(page);
  await fig.locator('[data-action="four-hits"]').click();
  await fig.locator('[data-action="steps"]').click();
  const trace = traceIntercept(optionsFor(FOUR_HITS, FOUR_HITS.speeds[0]));
  const i = trace.steps.findIndex((s) => s.kind === 'iterate');
  for (let k = 0; k < i; k++) await fig.locator('[data-action="next"]').click();
  await expect(out(fig, 'step-text')).toHaveText(trace.steps[i].text);
  await expect(out(fig, 'step-digits')).toContainText('significant digits');
  await expect(fig.locator('[data-fnplot-chart]')).toHaveAttribute('aria-label', new RegExp(`Step ${i + 1} of`));
});

for (const scheme of ['light', 'dark'] as const) {
  // Axe on the narrow layout: the light theme on the phone too; colours are the same on any screen.
  test(
    `the figure passes axe in the ${scheme} theme (pages.spec checks the whole chapter)`,
    { tag: scheme === 'light' ? ['@phone'] : [] },
    async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      const fig = await open(page);
      await fig.locator('[data-action="steps"]').click();
      const axe = await axeOn(page).include(FIG).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    },
  );

  test(`screenshot of the figure, ${scheme}`, { tag: ['@shots', '@phone'] }, async ({ page }, info) => {
    await page.emulateMedia({ colorScheme: scheme });
    const fig = await open(page);
    await fig.locator('[data-action="four-hits"]').click();
    await fig.locator('[data-scrubber] input[type="range"]').fill('1.5');
    await fig.scrollIntoViewIfNeeded();
    await shot(fig, `screenshots/${info.project.name}/quartic-figure-${scheme}.png`);
    // Mid-way through a refinement: the bracket on the chart.
    await fig.locator('[data-action="steps"]').click();
    for (let k = 0; k < 12; k++) await fig.locator('[data-action="next"]').click();
    await fig.locator('section.chart').scrollIntoViewIfNeeded();
    await shot(page, `screenshots/${info.project.name}/quartic-figure-steps-${scheme}.png`);
  });
}
