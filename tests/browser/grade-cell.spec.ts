import { test, expect, type Page } from '@playwright/test';
import { snippet } from '../../src/components/book/grader/snippets';
import { buildSuite } from '../../src/components/book/grader/suite';
import { SHOTS, axeOn, shot, watchProblems, widgetsReady } from './support';

/** Chapter 5's grade cells: the minus form (its own code) on edge cases and faster targets, min-root on edge cases. */
const PAGE = '/chapters/choosing-the-root/';
const MINUS = 'grade-cell[data-id="grade-minus-form"]';
const MIN_ROOT = 'grade-cell[data-id="grade-min-root"]';
const suite = buildSuite();
const count = (id: string) => suite.filter((c) => c.category === id).length;
/** Correct and self-contained: the grader's careful version. */
const CORRECT = snippet('careful')!.code;

async function axeClean(page: Page, selector: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const axe = await axeOn(page).include(selector).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('the grade cells’ scores and failing cases are in the HTML from the build, before any script', async ({
  page,
  request,
}) => {
  const html = await (await request.get(PAGE)).text();
  const cell = html.slice(html.indexOf('data-id="grade-minus-form"'), html.indexOf('</grade-cell>'));
  // Built, not typed in: the minus form passes some edge cases and fails others, each with a cause.
  const edge = /data-readout="score-edge"[^>]*>(\d+) \/ (\d+)</.exec(cell);
  expect(edge?.[2]).toBe(String(count('edge')));
  expect(Number(edge![1])).toBeGreaterThan(0);
  expect(Number(edge![1])).toBeLessThan(count('edge'));
  expect(cell).toMatch(new RegExp(`data-readout="score-faster"[^>]*>\\d+ / ${count('faster')}<`));
  expect(cell).toContain('data-case="edge/equal-approaching"');
  // Causes named by the probes, by experiment: equal speeds, NaN where there is no hit.
  expect(cell).toContain('Equal speeds (a = 0)');
  expect(cell).toContain('data-flaw="nan-out"');
  expect(cell).toContain('Scores from the book’s build');
  expect(cell).toMatch(
    new RegExp(`data-readout="grader-summary"[^>]*>\\s*\\d+ of ${count('edge') + count('faster')} cases pass`),
  );

  const problems = watchProblems(page);
  await page.goto(PAGE);
  await widgetsReady(page);
  const minus = page.locator(MINUS);
  await expect(minus.locator('[data-readout="score-edge"]')).toHaveText(`${edge![1]} / ${edge![2]}`);
  await expect(minus.locator('[data-case="faster/fleeing"] [data-readout="cause"]')).not.toBeEmpty();
  // The failing cases fold under a title that tallies their causes; the fold opens from the keyboard.
  const minRoot = page.locator(MIN_ROOT);
  // min-root: wrong roots, and 0/0 with the shooter on the target (c/q with c = q = 0), as the probes name them.
  await expect(minRoot.locator('[data-part="fail-title"]')).toHaveText(
    /^Failing cases \(\d+\): Wrong root \(\d+\), The shooter on the target \(2\)$/,
  );
  await expect(minus.locator('[data-part="fail-title"]')).toContainText('Equal speeds (a = 0)');
  const crossing = minRoot.locator('[data-case="edge/crossing"]');
  await expect(crossing).toBeHidden();
  await minRoot.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(crossing).toBeVisible();
  await expect(crossing.locator('[data-readout="cause"]')).toContainText('Wrong root: a time in the past');
  // The case opens live: its own scene in the edge-case figure, and its shot drawn beside the library's.
  await expect(crossing.locator('[data-part="case-link"]')).toHaveAttribute(
    'href',
    '/chapters/edge-cases/?scene=edge-cases~1~shooter=0,0~target=100,0~velocity=0,10~speed=20~preset=none#fig-edge-cases',
  );
  await expect(crossing.locator('[data-part="sketch"] path.gr-sk-yours')).toHaveCount(1);
  // Nothing of the grader has loaded: no app, no editor, no worker.
  expect(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').some((r) => /\/app\.|editor|worker/.test(r.name)),
    ),
  ).toBe(false);
  await axeClean(page, MINUS);
  if (SHOTS) {
    const project = test.info().project.name;
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await minus.scrollIntoViewIfNeeded();
      await shot(page, `/tmp/gradecell-${project}-${scheme}.png`);
      await shot(minus, `/tmp/gradecell-${project}-${scheme}-cell.png`);
      await shot(minRoot, `/tmp/gradecell-${project}-${scheme}-minroot-open.png`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }
  expect(problems).toEqual([]);
});

test('Edit and grade: replace the flawed function with a correct one, and the scores follow', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto(PAGE);
  await widgetsReady(page);
  const minus = page.locator(MINUS);
  await minus.getByRole('button', { name: 'Edit and grade' }).click();
  await expect(minus).toHaveAttribute('data-editor', 'ready');
  const content = minus.locator('.cm-content');
  await expect(content).toBeFocused();
  await expect(minus.locator('[data-part="listing"]')).toBeHidden();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(CORRECT);
  await minus.getByRole('button', { name: 'Grade it' }).click();
  await expect(minus).toHaveAttribute('data-state', 'graded', { timeout: 15_000 });
  const n = count('edge') + count('faster');
  await expect(minus.locator('[data-readout="grader-status"]')).toContainText(`${n} of ${n} cases pass`);
  await expect(minus.locator('[data-readout="score-edge"]')).toHaveText(`${count('edge')} / ${count('edge')}`);
  await expect(minus.locator('[data-readout="score-faster"]')).toHaveText(`${count('faster')} / ${count('faster')}`);
  await expect(minus.locator('[data-part="fails"] li')).toHaveCount(0);
  await expect(minus.locator('[data-part="fail-title"]')).toHaveText('Failing cases: none');
  // The other cell is untouched, and the link takes this function to the full grader.
  await expect(page.locator(`${MIN_ROOT} [data-case="edge/crossing"]`)).toHaveCount(1);
  await expect(minus.locator('[data-part="share"]')).toHaveAttribute('href', /\/grade\/#g=/);

  // Break it again from the keyboard (Shift+Enter grades): the failures come back, drawn as the build drew them.
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(snippet('divide-by-a')!.code);
  await page.keyboard.press('Shift+Enter');
  await expect(minus.locator('[data-case="edge/equal-approaching"] [data-readout="cause"]')).toContainText(
    'Equal speeds (a = 0)',
  );
  await expect(minus.locator('[data-readout="score-edge"]')).not.toHaveText(`${count('edge')} / ${count('edge')}`);
  await expect(minus.locator('[data-part="fail-title"]')).toContainText('Equal speeds (a = 0)');
  await expect(minus.locator('[data-part="findings"] [data-flaw="a-zero"]')).toBeVisible();
  await minus.locator('summary').click();
  await expect(minus.locator('[data-case="edge/equal-approaching"]')).toBeVisible();
  await axeClean(page, MINUS);
  await shot(minus, `/tmp/gradecell-${test.info().project.name}-edited.png`);
  expect(problems).toEqual([]);
});
