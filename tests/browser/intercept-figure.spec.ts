import { test, expect, type Page } from '@playwright/test';
import { linearIntercept, type Vec2 } from '../../src/lib';
import { FRAME, INITIAL, START_TIME, solve, type State } from '../../src/components/figures/intercept-figure/model';
import { hitPhrase, num, vecText } from '../../src/components/figures/intercept-figure/view';
import { clockText } from '../../src/components/kit/text/format';
import { centreOf, handleAt, isDrawn, mouseDrag, openFigure, readout, revealScenes, smallTapTargets } from './support';

const PAGE = '/chapters/intercept-triangle/';
const FIG = 'intercept-figure';

const open = (page: Page, reducedMotion: 'reduce' | 'no-preference' = 'reduce') =>
  openFigure(page, PAGE, FIG, reducedMotion);

function hitText(shooter: Vec2, target: Vec2, velocity: Vec2, speed: number): string {
  const r = linearIntercept({ shooter, target, targetVelocity: velocity, speed });
  return r.hit ? `${num(r.time, 3)} s` : 'no hit';
}

test('the first frame and readouts are in the HTML before scripts run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const fig = page.locator(FIG);
  await expect(fig.locator('[data-readout="hit-time"]')).toHaveText(
    hitText(INITIAL.shooter, INITIAL.target, INITIAL.velocity, INITIAL.speed),
  );
  await expect(fig.locator('[data-readout="time"]')).toHaveText(`${START_TIME.toFixed(2)} s`);
  await expect(fig.locator('[data-part="triangle"]')).toHaveAttribute('points', /\d/);
  await expect(fig.locator('[data-readout="sq-a"]').first()).toHaveText('−159');
  await context.close();
});

test('dragging the target with the pointer re-solves with the library', async ({ page }) => {
  const fig = await open(page);
  const dot = fig.locator('[data-handle="target"] .kit-handle-dot');
  await fig.locator('svg[data-part="scene"]').scrollIntoViewIfNeeded();
  const svgBox = (await fig.locator('svg[data-part="scene"]').boundingBox())!;
  const perMetre = svgBox.width / (FRAME.xmax - FRAME.xmin);
  const { x, y } = await centreOf(dot);
  await mouseDrag(page, { x, y }, { x: x + 20 * perMetre, y: y + 6 * perMetre }, 6);
  const target = await handleAt(fig, 'target');
  expect(target[0]).toBeCloseTo(INITIAL.target[0] + 20, 0);
  expect(target[1]).toBeCloseTo(INITIAL.target[1] - 6, 0);
  await expect(fig.locator('[data-readout="hit-time"]')).toHaveText(
    hitText(INITIAL.shooter, target, INITIAL.velocity, INITIAL.speed),
  );
  const sol = solve({ ...INITIAL, target });
  await expect(fig.locator('[data-readout="sq-b"]').first()).toHaveText(num(sol.squared.b));
  await expect(fig.locator('[data-readout="law-b"]').first()).toHaveText(num(sol.law.b));
  // The prose follows the figure.
  await expect(page.locator('[data-bind="intercept.hit"]').first()).toHaveText(hitPhrase(sol));
  await expect(page.locator('[data-bind="intercept.hit"]').first()).toContainText(`t* = ${num(sol.hitTime!, 3)} s`);
});

test('arrow keys move the shooter and the velocity tip (Shift ×10), readouts follow', async ({ page }) => {
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
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  const velocity: Vec2 = [INITIAL.velocity[0], INITIAL.velocity[1] - 3];
  await expect(fig.locator('[data-handle="velocity"]')).toHaveAttribute(
    'aria-label',
    `Velocity V = ${vecText(velocity)} m/s: tip of the arrow`,
  );
  await expect(fig.locator('[data-readout="hit-time"]')).toHaveText(
    hitText(shooter, INITIAL.target, velocity, INITIAL.speed),
  );
  const sol = solve({ ...INITIAL, shooter, velocity });
  await expect(fig.locator('[data-readout="cos-theta"]')).toHaveText(num(sol.cosTheta!, 3));
  await expect(fig.locator('[data-readout="agree"]')).toContainText('−1 ×');
});

test('the speed box rejects garbage with a message and keeps its last good value', async ({ page }) => {
  const fig = await open(page);
  const box = fig.getByRole('textbox', { name: 'Projectile speed s' });
  const message = fig.locator('[data-numberbox="speed"] [data-readout="message"]');
  const before = await readout(page, 'hit-time', FIG);
  for (const bad of ['abc', '', '1e999', '-5']) {
    await box.fill(bad);
    await expect(message).not.toBeEmpty();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(fig.locator('[data-readout="hit-time"]')).toHaveText(before);
  }
  await box.fill('30');
  await expect(message).toBeEmpty();
  await expect(fig.locator('[data-readout="hit-time"]')).toHaveText(
    hitText(INITIAL.shooter, INITIAL.target, INITIAL.velocity, 30),
  );
  // Speed 0: the library's reason in words, no time, nothing to jump to.
  await box.fill('0');
  const lib = linearIntercept({
    shooter: INITIAL.shooter,
    target: INITIAL.target,
    targetVelocity: INITIAL.velocity,
    speed: 0,
  });
  expect(lib.hit).toBe(false);
  await expect(fig.locator('[data-readout="status"]')).toHaveText(lib.hit ? '' : lib.message);
  await expect(fig.locator('[data-readout="hit-time"]')).toHaveText('no hit');
  await expect(fig.getByRole('button', { name: 'Jump to the hit' })).toBeDisabled();
  expect(await fig.textContent()).not.toMatch(/NaN|Infinity|undefined/);
});

test('jumping to the hit closes the triangle; scrubbing near it snaps onto it', async ({ page }) => {
  const fig = await open(page);
  const sol = solve(INITIAL);
  await fig.getByRole('button', { name: 'Jump to the hit' }).click();
  await expect(fig.locator('[data-readout="time"]')).toHaveText(`${sol.hitTime!.toFixed(2)} s`);
  await expect(fig.locator('[data-part="triangle"]')).toHaveClass(/closed/);
  await expect(fig.locator('[data-readout="status"]')).toContainText('touches the target');
  await expect(fig.locator('[data-readout="lhs-rhs"]')).toHaveText('equal, so this t is a root');

  const range = fig.getByRole('slider', { name: 'Time t' });
  await range.fill('1');
  await expect(fig.locator('[data-part="triangle"]')).not.toHaveClass(/closed/);
  await range.fill(String(sol.hitTime! + 0.03));
  await expect(fig.locator('[data-part="triangle"]')).toHaveClass(/closed/);
});

test('Play runs the circle out and stops at the hit; reduced motion never starts it', async ({ page }) => {
  const fig = await open(page, 'no-preference');
  const sol = solve(INITIAL);
  await page.waitForTimeout(300);
  await expect(fig.locator('[data-readout="time"]')).toHaveText(`${START_TIME.toFixed(2)} s`); // no autoplay
  await fig.getByRole('button', { name: 'Play' }).click();
  await expect(fig.locator('[data-readout="status"]')).toContainText('touches the target', { timeout: 5000 });
  await expect(fig.locator('[data-readout="time"]')).toHaveText(`${sol.hitTime!.toFixed(2)} s`);
  await expect(fig.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'false');
});

/** Press `key` `n` times on the focused element. */
async function press(page: Page, key: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await page.keyboard.press(key);
}

// On the phone too: whether the long time fits on one line depends on the width it is given.
test(
  'a late hit (V = (−15, 4), s = 15.53) is on the time line: Jump reaches it, the time stays on one line',
  { tag: '@phone' },
  async ({ page }) => {
    const fig = await open(page);
    await fig.locator('[data-handle="velocity"]').focus();
    await press(page, 'ArrowLeft', 30);
    await press(page, 'ArrowUp', 8);
    const velocity: Vec2 = [-15, 4];
    await expect(fig.locator('[data-handle="velocity"]')).toHaveAttribute(
      'aria-label',
      `Velocity V = ${vecText(velocity)} m/s: tip of the arrow`,
    );
    await fig.getByRole('textbox', { name: 'Projectile speed s' }).fill('15.53');
    const sol = solve({ ...INITIAL, velocity, speed: 15.53 });
    expect(sol.hitTime).toBeGreaterThan(1000);
    await expect(fig.locator('[data-readout="hit-time"]')).toHaveText(`${num(sol.hitTime!, 3)} s`);
    await fig.getByRole('button', { name: 'Jump to the hit' }).click();
    const time = fig.locator('[data-readout="time"]');
    await expect(time).toHaveText(clockText(sol.hitTime!));
    await expect(fig.locator('[data-readout="status"]')).toContainText('touches the target');
    await expect(fig.locator('[data-part="triangle"]')).toHaveClass(/closed/);
    // One line: the readout is no taller than one line of its own text.
    const lines = await time.evaluate((el) => {
      const style = getComputedStyle(el);
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.6;
      return el.getBoundingClientRect().height / lineHeight;
    });
    expect(lines).toBeLessThan(1.5);
  },
);

test('a hit beyond the longest time line: Jump is off and the status says the hit is later', async ({ page }) => {
  const fig = await open(page);
  await fig.locator('[data-handle="velocity"]').focus();
  await press(page, 'ArrowLeft', 30);
  await press(page, 'ArrowUp', 8);
  // |V| = √241 ≈ 15.5242: a hair faster puts the hit hours away.
  await fig.getByRole('textbox', { name: 'Projectile speed s' }).fill('15.5243');
  const sol = solve({ ...INITIAL, velocity: [-15, 4], speed: 15.5243 });
  expect(sol.late).toBe(true);
  await expect(fig.getByRole('button', { name: 'Jump to the hit' })).toBeDisabled();
  await expect(fig.locator('[data-readout="status"]')).toContainText('after the end of the time line');
  await expect(fig.locator('[data-readout="hit-time"]')).toHaveText(`${num(sol.hitTime!, 3)} s`);
});

/** The chapter's paragraph that holds a bound value, as the reader sees it. */
function paragraphOf(page: Page, bind: string) {
  return page.locator('p', { has: page.locator(`[data-bind="intercept.${bind}"]`) }).first();
}

test('the prose stays true and grammatical at speed 0 and with the shooter on the target', async ({ page }) => {
  const fig = await open(page);
  const hit = paragraphOf(page, 'hit');
  const angle = paragraphOf(page, 'angle');
  await expect(hit).toContainText('The circle touches the target at t* = 2.82 s, at the aim point (62.3, 40.7).');
  await expect(angle).toContainText('cos θ = 0.142 and the angle at the target is θ = 81.9°.');

  await fig.getByRole('textbox', { name: 'Projectile speed s' }).fill('0');
  await expect(hit).toContainText('The circle never touches the target. The projectile has zero speed');
  await expect(hit).not.toContainText('no hit');
  await expect(hit).not.toContainText('—');

  await fig.getByRole('textbox', { name: 'Projectile speed s' }).fill(String(INITIAL.speed));
  const shooter = fig.locator('[data-handle="shooter"]');
  await shooter.focus();
  await press(page, 'ArrowRight', 5);
  await press(page, 'Shift+ArrowUp', 4);
  await press(page, 'ArrowUp', 2);
  await expect(shooter).toHaveAttribute('aria-label', `Shooter S at ${vecText(INITIAL.target)}`);
  const onT: State = { ...INITIAL, shooter: [...INITIAL.target] };
  expect(solve(onT).cosTheta).toBeNull();
  // The sentence reads "D = S − T = (0, 0) and V = (15, −4), so D·V = 0: with S on T … no angle θ at the target."
  const bound = (name: string) => page.locator(`[data-bind="intercept.${name}"]`).first();
  await expect(bound('D')).toHaveText('(0, 0)');
  await expect(bound('V')).toHaveText('(15, −4)');
  await expect(bound('dv')).toHaveText('0');
  await expect(bound('angle')).toHaveText(
    ': with S on T the side back to the shooter has no length, so there is no angle θ at the target',
  );
  await expect(angle).toContainText('there is no angle θ at the target.');
  await expect(angle).not.toContainText('°');
  await expect(hit).toContainText('The circle touches the target at once, t* = 0 s');
  for (const para of [hit, angle]) expect(await para.textContent()).not.toMatch(/NaN|Infinity|undefined|no hit s|—/);
});

// On the phone too: the labels' boxes are measured on screen, in a scene drawn smaller there (Chromium scales SVG
// text's font to its size on screen).
test('V tip dragged onto T, then Jump: no |V|t label and no V letter over T', { tag: '@phone' }, async ({ page }) => {
  const fig = await open(page);
  await fig.locator('[data-handle="velocity"]').focus();
  await press(page, 'Shift+ArrowLeft', 1);
  await press(page, 'ArrowLeft', 5);
  await press(page, 'ArrowUp', 4);
  await expect(fig.locator('[data-handle="velocity"]')).toHaveAttribute(
    'aria-label',
    `Velocity V = ${vecText([0, 0])} m/s: tip of the arrow`,
  );
  await fig.getByRole('button', { name: 'Jump to the hit' }).click();
  await expect(fig.locator('[data-readout="status"]')).toContainText('touches the target');
  await expect.poll(() => isDrawn(fig.locator('[data-part="label-run"]'))).toBe(false);
  await expect.poll(() => isDrawn(fig.locator('[data-handle="velocity"] .kit-handle-text'))).toBe(false);
  // The labels still shown do not overlap each other or T's letter.
  await revealScenes(page);
  const boxes = await fig.evaluate((el) =>
    ['[data-part="label-d"]', '[data-part="label-reach"]', '[data-handle="target"] .kit-handle-text']
      .map((sel) => el.querySelector(sel)!.getBoundingClientRect())
      .map((r) => ({ x: r.x, y: r.y, w: r.width, h: r.height })),
  );
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
      expect(apart, `${i} and ${j} overlap`).toBe(true);
    }
});

test(
  'on a phone every control and handle of the figure is at least 44 px',
  { tag: '@phone' },
  async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'tap targets are a phone matter');
    const fig = await open(page);
    const small = () => smallTapTargets(fig, 'handles');
    await expect.poll(small).toEqual([]);
  },
);

/** The boxes of every text drawn in the scene (side labels, θ, handle letters), in screen pixels. */
async function textBoxes(page: Page): Promise<{ text: string; x0: number; y0: number; x1: number; y1: number }[]> {
  await revealScenes(page);
  return page.locator(`${FIG} svg[data-part="scene"]`).evaluate((svg) =>
    Array.from(svg.querySelectorAll('text'))
      .filter((t) => t.getBBox().width > 0 && getComputedStyle(t).display !== 'none' && !t.closest('[display="none"]'))
      .map((t) => {
        const r = t.getBoundingClientRect();
        return { text: t.textContent!.trim(), x0: r.left, y0: r.top, x1: r.right, y1: r.bottom };
      }),
  );
}

// On the phone too, as "V tip dragged onto T": text boxes measured on screen, in a scene drawn smaller there.
test(
  'no two texts of the scene overlap: first state, at the hit, and with V short (issue 13)',
  { tag: '@phone' },
  async ({ page }) => {
    const fig = await open(page);
    const check = async (when: string) => {
      const boxes = await textBoxes(page);
      expect(boxes.length, when).toBeGreaterThan(3);
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i], boxes[j]];
          // A pixel of anti-aliasing either way is not an overlap.
          const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
          const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
          expect(w > 1 && h > 1, `${when}: "${a.text}" overlaps "${b.text}"`).toBe(false);
        }
      }
    };
    await check('first state');
    await fig.locator('[data-action="jump"]').click();
    await check('at the hit');
    const tip = fig.locator('[data-handle="velocity"]');
    await tip.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
    await check('V short, pointing up');
  },
);

test('a crossing target (D·V = 0) drops the b term from the prose quadratic instead of writing "+ 0 t"', async ({
  page,
}) => {
  const fig = await open(page);
  const law = page.locator('.katex-display:has([data-show="intercept.law-b-shown"])');
  await expect(law.locator('[data-show="intercept.law-b-shown"]')).toBeVisible();
  // T from (20, 52) to (27, 55): D = S − T = (−12, −45) is square to V = (15, −4), so b = 2 D·V = 0.
  await fig.locator('[data-handle="target"]').focus();
  await press(page, 'ArrowRight', 7);
  await press(page, 'ArrowUp', 3);
  const sol = solve({ ...INITIAL, target: [27, 55] });
  expect(sol.law.b).toBe(0);
  await expect(law.locator('[data-show="intercept.law-b-shown"]')).toBeHidden();
  await expect(law.locator('[data-show="intercept.law-a-shown"]')).toBeVisible();
  await expect(law.locator('[data-show="intercept.law-c-shown"]')).toBeVisible();
  // What is on screen (innerText skips the hidden term; the MathML copy is hidden from the eye). innerText reads
  // only what is laid out, and text out of view is not (content-visibility: auto).
  await law.scrollIntoViewIfNeeded();
  const shown = await law.locator('.katex-html').evaluate((el) => (el as HTMLElement).innerText.replace(/\s+/g, ''));
  expect(shown).not.toMatch(/[+−-]0t/);
  expect(shown).toContain(num(sol.law.c).replace('−', ''));
  // One step back: the term returns.
  await page.keyboard.press('ArrowLeft');
  await expect(law.locator('[data-show="intercept.law-b-shown"]')).toBeVisible();
});
