import { test, expect, type Page } from '@playwright/test';
import { type Vec2 } from '../../src/lib';
import { angle, distance, dot, lengthSq, sub } from '../../src/lib/vec';
import { FRAME, INITIAL, num, pair } from '../../src/components/figures/cosines-figure/model';
import { dragWorld, handleAt, openFigure, readout, watchProblems } from './support';

const FIGURE = 'cosines-figure[data-id="cosines-figure"]';
const PAGE = '/chapters/law-of-cosines/';

const open = (page: Page) => openFigure(page, PAGE, FIGURE);

function drag(page: Page, from: Vec2, to: Vec2) {
  return dragWorld(page.locator(`${FIGURE} svg[data-part="scene"]`), FRAME, from, to);
}

/** Both forms of the law, with the library's numbers for the triangle O, P, Q. */
async function expectLawFor(page: Page, o: Vec2, p: Vec2, q: Vec2) {
  const f = page.locator(FIGURE);
  const A = sub(p, o);
  const B = sub(q, o);
  const theta = angle(A, B);
  const c2 = lengthSq(sub(A, B));
  await expect(f.locator('[data-readout="c2"]').first()).toHaveText(num(c2));
  await expect(f.locator('[data-readout="a2"]').first()).toHaveText(num(lengthSq(A)));
  await expect(f.locator('[data-readout="b2"]').first()).toHaveText(num(lengthSq(B)));
  await expect(f.locator('[data-readout="c"]').first()).toHaveText(num(distance(p, q)));
  await expect(f.locator('[data-readout="dot"]').first()).toHaveText(num(dot(A, B)));
  await expect(f.locator('[data-readout="theta-deg"]')).toHaveText(`${num((theta * 180) / Math.PI, 1)}°`);
  await expect(f.locator('[data-readout="a-minus-b"]')).toHaveText(pair(sub(A, B), 1));
  await expect(f.locator('[data-readout="check"]')).toHaveText('Both sides agree');
  // The substituted law: 2ab cos θ from the measured angle equals 2 A·B.
  const twoAbCos = 2 * Math.sqrt(lengthSq(A) * lengthSq(B)) * Math.cos(theta);
  // Written after its operator: "− 42.00", or "+ 25.20" for a negative term, in both forms.
  const minus = num(twoAbCos).startsWith('\u2212') ? '+' : '\u2212';
  const size = num(Math.abs(twoAbCos));
  await expect(f.locator('[data-readout="2abcos-op"]')).toHaveText(minus);
  await expect(f.locator('[data-readout="2abcos-abs"]')).toHaveText(size);
  await expect(f.locator('[data-readout="2dot-op"]')).toHaveText(minus);
  await expect(f.locator('[data-readout="2dot-abs"]')).toHaveText(size);
  expect(num(twoAbCos)).toBe(num(2 * dot(A, B)));
}

/** The formulas as the reader sees them (KaTeX's visible HTML; hidden alternatives left out). */
async function formulaText(page: Page): Promise<string> {
  return page.locator(`${FIGURE} .formulas`).evaluate((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' '));
}

test('dragging the corners with the pointer: both forms of the law follow the library', async ({ page }) => {
  const problems = watchProblems(page);
  await open(page);
  await drag(page, INITIAL.q, [2, 6]);
  await drag(page, INITIAL.p, [9, 3]);
  const o = await handleAt(page.locator(FIGURE), 'o');
  const p = await handleAt(page.locator(FIGURE), 'p');
  const q = await handleAt(page.locator(FIGURE), 'q');
  expect(o).toEqual(INITIAL.o);
  expect(Math.hypot(p[0] - 9, p[1] - 3)).toBeLessThan(0.15);
  expect(Math.hypot(q[0] - 2, q[1] - 6)).toBeLessThan(0.15);
  await expectLawFor(page, o, p, q);
  await expect(page.locator('[data-bind="cosines.c2"]').first()).toHaveText(num(lengthSq(sub(p, q))));
  expect(problems).toEqual([]);
});

test('arrow keys move O; with Q straight above O the cosine term vanishes (Pythagoras)', async ({ page }) => {
  const f = await open(page);
  // Q from (4, 5) to (1, 5): six steps of 0.5 to the left.
  await f.locator('[data-handle="q"]').focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
  await expectLawFor(page, INITIAL.o, INITIAL.p, [1, 5]);
  await expect(f.locator('[data-readout="2abcos-abs"]')).toHaveText('0.00');
  await expect(f.locator('[data-readout="theta-deg"]')).toHaveText('90.0°');
  // Move O with Shift: the kit's one rule, ten steps of 0.5.
  await f.locator('[data-handle="o"]').focus();
  await page.keyboard.press('Shift+ArrowRight');
  expect(await handleAt(page.locator(FIGURE), 'o')).toEqual([6, 1]);
  await expectLawFor(page, [6, 1], INITIAL.p, [1, 5]);
});

test('P dragged onto O → no angle and a message, the law still holds, never NaN', async ({ page }) => {
  const f = await open(page);
  await drag(page, INITIAL.p, INITIAL.o);
  expect(await handleAt(page.locator(FIGURE), 'p')).toEqual(INITIAL.o);
  await expect(f.locator('[data-readout="note"]')).toContainText('no angle');
  await expect(f.locator('[data-readout="theta-deg"]')).toHaveText('—');
  await expect(f.locator('[data-readout="check"]')).toHaveText('Both sides agree');
  expect((await f.textContent()) ?? '').not.toMatch(/NaN|Infinity|undefined/);
});

test('the first state is in the HTML before scripts run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  expect((await readout(page, 'c2', FIGURE)).trim()).toBe('32.00');
  expect((await readout(page, 'dot', FIGURE)).trim()).toBe('21.00');
  expect((await readout(page, 'theta-deg', FIGURE)).trim()).toBe('53.1°');
  await expect(page.locator('[data-bind="cosines.c"]').first()).toHaveText('5.66');
  await context.close();
});

test('an obtuse angle → the subtracted negative term is written "+ 25.20", never "− −", in both forms', async ({
  page,
}) => {
  const f = await open(page);
  // The audit's state: Q Shift+Left, Left ×2 → against the left edge, (−0.8, 5), θ ≈ 114°.
  await f.locator('[data-handle="q"]').focus();
  for (const key of ['Shift+ArrowLeft', 'ArrowLeft', 'ArrowLeft']) await page.keyboard.press(key);
  const q = await handleAt(page.locator(FIGURE), 'q');
  expect(q).toEqual([-0.8, 5]);
  await expectLawFor(page, INITIAL.o, INITIAL.p, q);
  const text = await formulaText(page);
  // KaTeX spaces its operators with margins, not characters: compare without spaces.
  expect(text.replace(/\s/g, '')).toContain('19.24+25.20');
  expect(text).not.toMatch(/[−-]\s*[−-]|\+\s*[−-]/);
  // The prose's vector form is written the same way.
  const prose = await page.locator('.kit-tex', { has: page.locator('[data-bind="cosines.2dot-op"]') }).innerText();
  expect(prose.replace(/\s/g, '')).toContain('19.24+25.20');
});

test('Q on O → the formula keeps cos θ as a letter, no dash in parentheses', async ({ page }) => {
  const f = await open(page);
  await drag(page, INITIAL.q, INITIAL.o);
  await expect(f).toHaveAttribute('data-angle', 'no');
  const text = await formulaText(page);
  expect(text).not.toContain('(—)');
  expect(text).toMatch(/cos\s*θ/);
});
