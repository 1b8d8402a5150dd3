import { test, expect, type Locator, type Page } from '@playwright/test';
import { linearIntercept, type Vec2 } from '../../src/lib';
import { dot, length, sub } from '../../src/lib/vec';
import { trimmed } from '../../src/components/kit/text/format';
import { VEIL_NOTE } from '../../src/components/book/checkpoint/veil';
import { axeOn, openFigure, shot, smallTapTargets, watchProblems } from './support';

/** The checkpoint `id` on the page, booted. */
async function checkpoint(page: Page, id: string): Promise<Locator> {
  const cp = page.locator(`nb-checkpoint[data-id="${id}"]`);
  await cp.scrollIntoViewIfNeeded();
  await expect(cp).toHaveAttribute('data-ready', 'true');
  return cp;
}

/** The state the figure `tag` last published (kit/shell/figure-state.ts). */
function published<T>(page: Page, tag: string): Promise<T> {
  return page.evaluate(
    (t) => (document.querySelector(t) as HTMLElement & { figureState: unknown }).figureState,
    tag,
  ) as Promise<T>;
}

/**
 * How `el` is painted: its text colour and its cover's mark (veil.css `::before`, "none" when uncovered),
 * and whether it is veiled (`data-veil`) and hidden from screen readers.
 */
function paint(el: Locator): Promise<{ veiled: boolean; ariaHidden: boolean; color: string; mark: string }> {
  return el.evaluate((e) => ({
    veiled: e.hasAttribute('data-veil'),
    ariaHidden: e.getAttribute('aria-hidden') === 'true',
    color: getComputedStyle(e).color,
    mark: getComputedStyle(e, '::before').content,
  }));
}
/** The box of `el` in page coordinates. */
function place(el: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  return el.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
  });
}
const COVERED = { veiled: true, ariaHidden: true, color: 'rgba(0, 0, 0, 0)', mark: '"?"' };

interface Scene {
  shooter: Vec2;
  target: Vec2;
  velocity: Vec2;
  speed: number;
}

test(
  'chapter 4: predict the hit time of the reader’s own scene; right, wrong with the misconception named, bad input, a changed scene',
  { tag: '@phone' },
  async ({ page }) => {
    const problems = watchProblems(page);
    const fig = await openFigure(page, '/chapters/intercept-triangle/', 'intercept-figure');
    // Before any script: the question and the form are in the HTML.
    await expect(page.locator('nb-checkpoint[data-id="hit-time"] .cp-prompt')).toContainText(
      'when does the shot meet the target',
    );
    // The reader's scene: the target moved by the keys.
    await fig.locator('[data-handle="target"]').focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowUp');
    const scene = await published<Scene>(page, 'intercept-figure');
    const r = linearIntercept({
      shooter: scene.shooter,
      target: scene.target,
      targetVelocity: scene.velocity,
      speed: scene.speed,
    });
    if (!r.hit) throw new Error('the moved scene should still have a hit');
    const cp = await checkpoint(page, 'hit-time');
    const box = cp.locator('input[name="guess"]');
    const reveal = cp.getByRole('button', { name: 'Reveal' });
    const result = cp.locator('[data-part="result"]');
    const show = cp.getByRole('button', { name: 'Show the figure’s numbers' });

    // The veil: the hit time is covered for the eye and for screen readers, while the figure keeps writing the
    // library's value underneath; the prose's hit sentence too; the prompt says so.
    const hit = fig.locator('[data-readout="hit-time"]');
    const card = fig.locator('.fig-readouts > div:has([data-readout="hit-time"])');
    const sentence = page.locator('[data-bind="intercept.hit"]').first();
    const hitText = `${trimmed(r.time, 3)} s`;
    await expect(hit).toHaveText(hitText);
    await expect(sentence).toContainText(`t* = ${hitText}`);
    expect(await paint(hit)).toEqual(COVERED);
    expect((await paint(sentence)).veiled).toBe(true);
    const heard = await card.ariaSnapshot();
    expect(heard).toContain(`${VEIL_NOTE} below`);
    expect(await page.locator('p:has([data-bind="intercept.hit"])').first().ariaSnapshot()).toContain(
      `${VEIL_NOTE} above`,
    );
    expect(heard).not.toContain(trimmed(r.time, 3));
    await expect(cp.locator('.cp-prompt')).toContainText('numbers that would tell you are covered');
    const axeVeiled = await axeOn(page)
      .include('intercept-figure .fig-readouts')
      .include('intercept-figure [data-readout="status"]')
      .include('nb-checkpoint')
      .include('p:has([data-bind="intercept.hit"])')
      .analyze();
    expect(axeVeiled.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
    if (test.info().project.name === 'phone') expect(await smallTapTargets(cp)).toEqual([]);
    // Where things are on the page (not the viewport): covering and uncovering moves nothing.
    const layout = () => Promise.all([hit, sentence, cp].map(place));
    const before = await layout();

    // "Show the figure's numbers" from the keyboard lifts the veil, and puts it back.
    await box.focus();
    await page.keyboard.press('Tab');
    await expect(reveal).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(show).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    expect(await paint(hit)).toMatchObject({ veiled: false, ariaHidden: false, mark: 'none' });
    expect(await card.ariaSnapshot()).toContain(hitText);
    expect(await layout()).toEqual(before);
    await page.keyboard.press('Space');
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    expect(await paint(hit)).toEqual(COVERED);

    for (const bad of ['', 'abc', '1e999']) {
      await box.fill(bad);
      await reveal.click();
      await expect(cp).toHaveAttribute('data-verdict', 'invalid');
      await expect(result).toContainText('Your prediction');
    }
    // Nothing graded yet: still covered.
    expect((await paint(hit)).veiled).toBe(true);

    await box.fill(r.time.toFixed(2));
    await box.press('Enter');
    await expect(cp).toHaveAttribute('data-verdict', 'right');
    await expect(result).toContainText(`t = ${r.time.toFixed(3)} s`);
    // Revealed: the numbers show for good, where they were, and the button is gone.
    await expect(hit).toBeVisible();
    expect(await paint(hit)).toMatchObject({ veiled: false, ariaHidden: false, mark: 'none' });
    expect(await paint(hit)).not.toMatchObject({ color: COVERED.color });
    expect((await paint(sentence)).veiled).toBe(false);
    await expect(show).toBeHidden();
    await expect(cp.locator('[data-part="veil-note"]')).toBeHidden();
    const after = await layout();
    // The checkpoint grows downwards with the verdict (and moves the prose after it); the figure and the
    // checkpoint's top did not move, and the sentence wraps as it did.
    const size = ({ width, height }: { width: number; height: number }) => ({ width, height });
    expect([after[0], size(after[1]), after[2].y]).toEqual([before[0], size(before[1]), before[2].y]);

    const straight = length(sub(scene.target, scene.shooter)) / scene.speed;
    await box.fill(straight.toFixed(2));
    await reveal.click();
    await expect(cp).toHaveAttribute('data-verdict', 'wrong');
    await expect(result).toContainText('|T − S|/s');
    await expect(cp.locator('[data-part="passed"]')).toBeVisible();

    // Moving the scene after a reveal: the verdict is marked as about the old scene.
    await fig.locator('[data-handle="target"]').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(result.locator('.cp-stale')).toBeVisible();
    expect(await cp.textContent()).not.toMatch(/NaN|undefined|Infinity/);
    if (test.info().project.name === 'phone') expect(await smallTapTargets(cp)).toEqual([]);
    const axe = await axeOn(page).include('nb-checkpoint').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await shot(cp, `/tmp/checkpoint-${test.info().project.name}.png`);
    expect(problems).toEqual([]);

    // Passed: after a reload the figure starts without a veil.
    await page.reload();
    await checkpoint(page, 'hit-time');
    await expect(page.locator('[data-veil]')).toHaveCount(0);
    await expect(show).toBeHidden();
    await expect(cp.locator('[data-part="veil-note"]')).toBeHidden();
  },
);

test('keyboard only: the dot product’s sign and the vector P2 − P1; progress on the contents page, and its reset', async ({
  page,
}) => {
  await openFigure(page, '/chapters/dot-product/', 'dot-figure');
  const ab = await published<{ a: Vec2; b: Vec2 }>(page, 'dot-figure');
  const d = dot(ab.a, ab.b);
  const sign = Math.abs(d) < 1e-9 ? 'Zero' : d > 0 ? 'Positive' : 'Negative';
  const cp = await checkpoint(page, 'dot-sign');
  const kind = page.locator('dot-figure [data-readout="kind"]');
  expect((await paint(kind)).veiled).toBe(true);
  // Tab into the radio group, arrows to the answer, Tab to Reveal, Enter.
  await cp.getByRole('radio').first().focus();
  const order = ['Positive', 'Zero', 'Negative'];
  // Space checks the focused radio; each arrow moves to the next one and checks it.
  if (order.indexOf(sign) === 0) await page.keyboard.press('Space');
  for (let i = 0; i < order.indexOf(sign); i++) await page.keyboard.press('ArrowDown');
  await expect(cp.getByRole('radio', { name: sign })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(cp.getByRole('button', { name: 'Reveal' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cp).toHaveAttribute('data-verdict', 'right');
  await expect(cp.getByRole('status')).toContainText(`A·B = ${d.toFixed(2).replace('-', '−')}`);
  expect((await paint(kind)).veiled).toBe(false);

  await openFigure(page, '/chapters/vectors/', 'vector-figure');
  const pts = await published<{ p1: Vec2; p2: Vec2 }>(page, 'vector-figure');
  const v = await checkpoint(page, 'displacement');
  const want = sub(pts.p2, pts.p1);
  await v.locator('input[name="x"]').fill(String(-want[0]));
  await v.locator('input[name="y"]').fill(String(-want[1]));
  await v.locator('input[name="y"]').press('Enter');
  await expect(v).toHaveAttribute('data-verdict', 'wrong');
  await expect(v.locator('[data-part="result"]')).toContainText('backwards');
  // Wrong also lifts the veil.
  await expect(page.locator('vector-figure [data-veil]')).toHaveCount(0);

  await page.goto('/');
  const summary = page.locator('[data-part="checkpoint-summary"]');
  await expect(summary).toContainText('Checkpoints passed: 1 of 13.');
  await expect(
    page.locator('.contents li', { hasText: 'The dot product' }).locator('.checkpoint-progress'),
  ).toBeVisible();
  await expect(page.locator('.contents li', { hasText: 'Vectors' }).locator('.checkpoint-progress')).toBeHidden();
  await summary.getByRole('button', { name: 'Reset my checkpoints' }).click();
  await expect(summary).toContainText('0 of 13');
  await expect(page.locator('.checkpoint-progress:visible')).toHaveCount(0);
  await page.reload();
  await expect(summary).toBeHidden();
});
