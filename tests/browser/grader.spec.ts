import { test, expect, type Page } from '@playwright/test';
import { snippet } from '../../src/components/book/grader/snippets';
import { buildSuite } from '../../src/components/book/grader/suite';
import { encodeShare } from '../../src/components/book/grader/share';
import { FLAWED as FIXTURES } from '../fixtures/grader/solvers';
import { SHOTS, axeOn, shot, watchProblems, widgetsReady } from './support';

const STATUS = '[data-readout="grader-status"]';
const SUMMARY = '[data-readout="grader-summary"]';
const suite = buildSuite();
const linear = suite.filter((c) => c.form === 'linear').length;
const count = (id: string) => suite.filter((c) => c.category === id).length;
const score = (page: Page, id: string) => page.locator(`[data-readout="score-${id}"]`);

/** Correct, self-contained: the careful version (exact a, power-of-two scaling), calling nothing. */
const CORRECT = snippet('careful')!.code;
/** Flawed: the smaller root, even when it is negative. */
const FLAWED = snippet('min-root')!.code;

async function open(page: Page, hash = ''): Promise<void> {
  await page.goto(`/grade/${hash}`);
  await widgetsReady(page);
}

/** Paste code into the editor as a reader would: focus it (CodeMirror loads), select all, insert. */
async function paste(page: Page, code: string): Promise<void> {
  const grader = page.locator('solver-grader');
  const content = page.locator('solver-grader .cm-content');
  if ((await grader.getAttribute('data-editor')) === 'ready') await content.click();
  else await page.locator('solver-grader textarea').click();
  await expect(grader).toHaveAttribute('data-editor', 'ready');
  await expect(content).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

async function graded(page: Page): Promise<void> {
  await expect(page.locator('solver-grader')).toHaveAttribute('data-state', 'graded', { timeout: 15_000 });
}

test('a pasted correct function passes every constant-velocity case; a flawed one fails with a link to its case', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await open(page);
  // Nothing heavy has loaded yet: no editor, no worker.
  expect(
    await page.evaluate(() => performance.getEntriesByType('resource').some((r) => /editor|worker/.test(r.name))),
  ).toBe(false);

  await paste(page, CORRECT);
  await page.getByRole('button', { name: 'Grade it' }).click();
  await graded(page);
  await expect(page.locator(SUMMARY)).toContainText(`${linear} of ${linear} cases pass`);
  for (const id of ['edge', 'near-equal', 'grazing', 'faster', 'scale', 'far'])
    await expect(score(page, id)).toHaveText(`${count(id)} / ${count(id)}`);
  await expect(score(page, 'quartic')).toHaveText('not attempted');
  await expect(page.locator('[data-part="fails"] li')).toHaveCount(0);
  const ms = Number(await page.locator('solver-grader').getAttribute('data-graded-ms'));
  console.log(`grading the full suite (${suite.length} cases, worker start included) took ${ms} ms`);

  // The flawed one, graded from the keyboard (Shift+Enter in the editor).
  await paste(page, FLAWED);
  await page.keyboard.press('Shift+Enter');
  await expect(page.locator(SUMMARY)).not.toContainText(`${linear} of ${linear}`);
  await graded(page);
  await expect(score(page, 'edge')).not.toHaveText(`${count('edge')} / ${count('edge')}`);
  // The worker is warm now: this is the cost of the cases and the probes, in one run under one limit.
  const warm = Number(await page.locator('solver-grader').getAttribute('data-graded-ms'));
  const probes = Number(await page.locator('solver-grader').getAttribute('data-probes'));
  console.log(`grading ${suite.length} cases + ${probes} probes in a warm sandbox took ${warm} ms (limit 2000 ms)`);
  expect(warm).toBeLessThan(2000);
  const crossing = page.locator('[data-case="edge/crossing"]');
  await expect(crossing).toContainText('-5.77350269189625');
  await expect(crossing).toContainText('Wrong root: a time in the past');
  await expect(crossing).toContainText('ulps');
  // The probes named the flaw, and how sure that is.
  const finding = page.locator('[data-part="findings"] [data-flaw="root-choice"]');
  await expect(finding).toContainText('the other root of the same quadratic');
  await expect(finding.locator('[data-readout="confidence"]')).toHaveText(/^Sure/);
  // The reader's shot drawn beside the library's: their aim line ends where the target was at t = −5.77 s.
  await expect(crossing.locator('[data-part="sketch"] svg')).toHaveAttribute('aria-label', /yours at t = -5\.7735/);
  await expect(crossing.locator('path.gr-sk-exact')).toHaveCount(1);
  await expect(crossing.locator('path.gr-sk-yours')).toHaveCount(1);
  const link = crossing.locator('[data-part="case-link"]');
  await expect(link).toHaveAttribute(
    'href',
    '/chapters/edge-cases/?scene=edge-cases~1~shooter=0,0~target=100,0~velocity=0,10~speed=20~preset=none#fig-edge-cases',
  );

  // The share link reproduces code and score in a fresh page.
  const href = await page.locator('[data-part="share"]').getAttribute('href');
  expect(href).toMatch(/^#g=/);
  const summary = (await page.locator(SUMMARY).textContent()) ?? '';
  expect(problems).toEqual([]);
  await link.click();
  // The figure opens in that very scene: speed 20, no preset pressed (the default is a faster target approaching).
  await expect(page).toHaveURL(/\/chapters\/edge-cases\/\?scene=edge-cases~1~.*#fig-edge-cases$/);
  const figure = page.locator('edge-cases');
  await expect(figure.locator('input[name="speed"]').first()).toHaveValue('20');
  await expect(figure.locator('[data-preset][aria-pressed="true"]')).toHaveCount(0);
  await expect(figure.locator('[data-scene-note]')).toBeEmpty();
  const fresh = await page.context().newPage();
  const freshProblems = watchProblems(fresh);
  await fresh.goto(`/grade/${href}`);
  // Code from a link is shown and waits for the reader: nothing is graded until Grade it.
  await expect(fresh.locator(STATUS)).toContainText('has not run yet');
  await expect(fresh.locator('solver-grader')).toHaveAttribute('data-state', 'from-link');
  await fresh.getByRole('button', { name: 'Grade it' }).click();
  await graded(fresh);
  await expect(fresh.locator('[data-readout="grader-note"]')).toContainText('from a link');
  await expect(fresh.locator('[data-case="edge/crossing"]')).toBeVisible();
  await expect(fresh.locator(SUMMARY)).toHaveText(summary);
  expect(freshProblems).toEqual([]);
});

test('bad code is graded as such, never breaking the page; a malformed link gives the default and a note', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await open(page, '#g=%%%broken');
  await expect(page.locator(STATUS)).toContainText('This link could not be opened');
  await expect(page.locator('solver-grader textarea')).toHaveValue(snippet('start')!.code);

  // A loop that never ends on equal speeds: the run is stopped, cases run alone, and the grading stops at the first
  // that loops: the cases after it are not tried and not counted.
  const looping = `function interceptTime(s, t, v, speed) {
  const a = v[0] * v[0] + v[1] * v[1] + v[2] * v[2] - speed * speed;
  while (a === 0) {}
  return "soon";
}`;
  const stuck = suite.findIndex((c) => c.form === 'linear' && c.a === 0);
  await open(page, `#${encodeShare({ code: looping, passed: 0, total: linear })}`);
  await page.getByRole('button', { name: 'Grade it' }).click();
  await graded(page);
  await expect(page.locator(STATUS)).toContainText(`Stopped after ${stuck} cases: “${suite[stuck]!.label}” ran past`);
  await expect(page.locator(SUMMARY)).toContainText(`0 of ${stuck + 1} cases pass`);
  await expect(page.locator(SUMMARY)).toContainText(`Stopped after ${stuck} cases`);
  await expect(page.locator(`[data-case="${suite[stuck]!.id}"]`)).toContainText('Timed out');
  await expect(page.locator('[data-case="edge/crossing"]')).toContainText('non-number (the string "soon")');
  await expect(page.locator('[data-part="fails"] > li')).toHaveCount(stuck + 1);

  // Code that does not compile is scored on what it attempted: the constant-velocity form, not the gravity one.
  await paste(page, 'function interceptTime( {');
  await page.getByRole('button', { name: 'Grade it' }).click();
  await graded(page);
  await expect(page.locator(STATUS)).toContainText('Your code did not run: SyntaxError');
  await expect(page.locator(SUMMARY)).toContainText(`0 of ${linear} cases pass`);
  await expect(page.locator(SUMMARY)).toContainText('gravity form not attempted');
  expect(problems).toEqual([]);
});

test('keyboard only: load a snippet, grade it, reach the failing case link; axe finds nothing', async ({ page }) => {
  await open(page);
  const select = page.locator('solver-grader select');
  await select.focus();
  await select.selectOption('divide-by-a');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Load', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-readout="grader-note"]')).toContainText('a = 0');
  await page.getByRole('button', { name: 'Grade it' }).focus();
  await page.keyboard.press('Enter');
  await graded(page);
  await expect(page.locator('[data-case="edge/equal-approaching"]')).toContainText('Equal speeds (a = 0)');
  // The failing case's live link is reachable from the keyboard.
  const caseLink = page.locator('[data-case="edge/equal-approaching"] [data-part="case-link"]');
  await caseLink.focus();
  await expect(caseLink).toBeFocused();
  await page.locator('[data-part="share"]').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeFocused();
  // Tab into the code field: CodeMirror takes its place, and the focus.
  await page.locator('solver-grader select').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator('solver-grader')).toHaveAttribute('data-editor', 'ready');
  await expect(page.locator('solver-grader .cm-content')).toBeFocused();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const axe = await axeOn(page).include('solver-grader').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

test('the build-time table grades the known snippets with the same grader', async ({ page }) => {
  await open(page);
  const row = (id: string) => page.locator(`[data-snippet="${id}"]`);
  await expect(row('library').locator('[data-total]')).toHaveText(`${suite.length}/${suite.length}`);
  await expect(row('min-root').locator('[data-category="edge"]')).not.toHaveText(`${count('edge')}/${count('edge')}`);
  await expect(row('float32').locator('[data-category="scale"]')).toHaveText(`0/${count('scale')}`);
  await expect(row('angle').locator('[data-category="edge"]')).toHaveText('—');
  // What the probes found, at build time, by the same diagnosis.
  await expect(row('float32').locator('[data-findings]')).toHaveText('Single precision (float32)');
  await expect(row('careful').locator('[data-findings]')).toHaveText('—');
  await expect(row('divide-by-a').locator('[data-findings]')).toContainText('Equal speeds (a = 0)');
});

/** Paste each flawed solver of the unit tests, as a reader would, and read what the page says about it. */
for (const id of ['speed-zero', 'cap-ceiling', 'micron', 'on-target-late']) {
  const f = FIXTURES.find((k) => k.id === id)!;
  test(
    `a pasted flawed solver (${f.what}) is told its flaw, ${f.flaws.join(' + ')}, and nothing else`,
    { tag: id === 'speed-zero' ? ['@phone'] : [] },
    async ({ page }) => {
      const problems = watchProblems(page);
      await open(page);
      await paste(page, f.code);
      await page.getByRole('button', { name: 'Grade it' }).click();
      await graded(page);
      const findings = page.locator('[data-part="findings"] > li');
      await expect(findings).toHaveCount(f.flaws.length);
      for (const flaw of f.flaws)
        await expect(page.locator(`[data-part="findings"] [data-flaw="${flaw}"]`)).toBeVisible();
      if (f.ambiguous) await expect(page.locator('.gr-candidates li')).toHaveCount(2);
      // Every failing case's cause begins with the finding's title; its sketch and live link are there.
      const title = (await page.locator('.gr-finding-title').first().textContent())!;
      const fails = page.locator('[data-part="fails"] > li');
      const n = await fails.count();
      expect(n).toBeGreaterThan(0);
      for (let i = 0; i < n; i++) {
        const li = fails.nth(i);
        if ((await li.getAttribute('data-case'))!.match(/^(arcs|range|quartic)\//)) continue;
        await expect(li.locator('[data-readout="cause"]')).toHaveText(new RegExp(`^${title.replace(/[()]/g, '\\$&')}`));
        await expect(li.locator('[data-part="case-link"]')).toHaveAttribute('href', /^\/chapters\//);
      }
      const ms = Number(await page.locator('solver-grader').getAttribute('data-graded-ms'));
      const probes = Number(await page.locator('solver-grader').getAttribute('data-probes'));
      console.log(
        `${test.info().project.name}: ${id}: ${suite.length} cases + ${probes} probes graded in ${ms} ms (worker start included)`,
      );
      expect(probes).toBeGreaterThan(200);
      await expect(page.locator(STATUS)).not.toContainText('NaN');
      if (SHOTS) {
        await page.locator('[data-part="diagnosis"]').scrollIntoViewIfNeeded();
        await shot(page, `/tmp/grader-${test.info().project.name}-${id}.png`);
      }
      expect(problems).toEqual([]);
    },
  );
}
