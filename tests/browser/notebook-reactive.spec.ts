/**
 * The reactive notebook (issue 15): cells share their names; running a cell
 * re-runs the cells that read them; duplicates and cycles are errors on the
 * cells involved; a runaway cell blocks the cells below it, the page keeps
 * answering and the namespace comes back; and a chapter's chained cells show
 * the same outputs built and run in the browser.
 */
import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { parseHTML } from 'linkedom';
import { cellsOfMdx } from '../../src/components/notebook/page-cells';
import { renderOutputs, toHtml } from '../../src/components/notebook/render';
import { runNotebook } from '../../src/components/notebook/session';
import { FIRST_STATES } from '../../src/components/figures/registry';
import { shot, watchProblems, widgetsReady, replaceCode, openNotebook } from './support';

const cells = (page: Page) => page.locator('nb-playground nb-cell');
const out = (page: Page, i: number) => cells(page).nth(i).locator('[data-part="output"]');
const state = (page: Page, i: number) => cells(page).nth(i).locator('[data-readout="cell-state"]');

test('define in one cell, use in the next; change the first and the second follows', async ({ page }, info) => {
  const problems = watchProblems(page);
  await openNotebook(page, { title: '', cells: ['x * 2', 'const x = 21;\nx'] });
  // Graph order: the cell defining x runs first although it comes second.
  await expect(out(page, 0)).toHaveText('42');
  await expect(out(page, 1)).toHaveText('21');
  await expect(state(page, 0)).toHaveText('fresh · 1 run');
  await replaceCode(page, cells(page).nth(1), 'const x = 5;\nx');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(out(page, 1)).toHaveText('5');
  await expect(out(page, 0)).toHaveText('10');
  await expect(state(page, 0)).toHaveText('fresh · 2 runs');
  // Lazy: the cell below is marked stale instead of running.
  await cells(page).nth(1).getByText('auto-run').click();
  await expect(cells(page).nth(0).locator('[data-action="auto"]')).not.toBeChecked();
  await replaceCode(page, cells(page).nth(1), 'const x = 7;\nx');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(out(page, 1)).toHaveText('7');
  await expect(cells(page).nth(0)).toHaveAttribute('data-run-state', 'stale');
  await expect(out(page, 0)).toHaveText('10');
  await cells(page).nth(0).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(out(page, 0)).toHaveText('14');
  // The dependency graph beside the notebook lists the cells in run order.
  await page.getByText('Dependency graph').click();
  await expect(page.locator('[data-part="graph"] li')).toHaveText([
    'Cell 2 (reads no other cell)',
    'Cell 1 ← Cell 2 (x)',
  ]);
  await shot(page, `/tmp/notebook-reactive-${info.project.name}.png`, { fullPage: true });
  expect(problems).toEqual([]);
});

test('a name defined twice and a cycle: errors on the cells involved, naming the others', async ({ page }) => {
  await openNotebook(page, {
    title: '',
    cells: ['const a = 1', 'const a = 2', 'a + 1', 'const p = q + 1', 'const q = p + 1', 'const fine = 3;\nfine'],
  });
  await expect(out(page, 0)).toContainText('“a” is also defined by “Cell 2”');
  await expect(out(page, 1)).toContainText('“a” is also defined by “Cell 1”');
  await expect(cells(page).nth(2)).toHaveAttribute('data-run-state', 'blocked');
  await expect(out(page, 2)).toContainText('waiting for “Cell 1”');
  await expect(out(page, 3)).toContainText('“Cell 4” → “Cell 5”');
  await expect(out(page, 4)).toContainText('depend on each other in a circle');
  await expect(out(page, 5)).toHaveText('3');
  // Deleting one definer fixes the duplicate; the reader of a then runs.
  await cells(page).nth(1).getByRole('button', { name: 'Remove cell' }).click();
  await page.getByRole('button', { name: 'Run all' }).click();
  await expect(out(page, 1)).toHaveText('2');
  await expect(out(page, 0)).toHaveText('1');
  await expect(cells(page).nth(0)).toHaveAttribute('data-run-state', 'fresh');
  // An unknown name says so and suggests the closest one.
  await replaceCode(page, cells(page).nth(1), 'aa + 1');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(out(page, 1)).toContainText('No cell defines “aa” (did you mean “a”?)');
});

test('a runaway cell blocks the cells below; the page answers; the namespace comes back', async ({ page }) => {
  await openNotebook(page, {
    title: '',
    cells: ['const base = 7;\nbase', 'const slow = base;', 'slow + 1', 'base * 3'],
  });
  await expect(out(page, 2)).toHaveText('8');
  // A short limit keeps the spinning core free for the other tests sooner.
  await cells(page)
    .nth(1)
    .evaluate((el: HTMLElement) => (el.dataset.timeout = '1500'));
  await replaceCode(page, cells(page).nth(1), 'while (true) {}\nconst slow = base;');
  const recovered = page.evaluate(
    () =>
      new Promise<{ ms: number; restored: string[] }>((resolve) =>
        document.addEventListener('notebook-recovered', (e) => resolve((e as CustomEvent).detail), { once: true }),
      ),
  );
  await page.keyboard.press('ControlOrMeta+Enter');
  // While the loop spins in the worker, the page still answers (a frame comes).
  const during = await page.evaluate(async () => {
    const cell = document.querySelectorAll<HTMLElement>('nb-playground nb-cell')[1]!;
    while (cell.dataset.runState !== 'running') await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 150));
    const t0 = performance.now();
    await new Promise(requestAnimationFrame);
    return { state: cell.dataset.runState, frame: performance.now() - t0 };
  });
  console.log(`PERF notebook-runaway: a frame came ${during.frame.toFixed(1)} ms into the loop`);
  expect(during.state).toBe('running');
  const detail = await recovered;
  console.log(`PERF notebook-recovery ${detail.ms.toFixed(1)} ms, re-ran ${detail.restored.length} cells`);
  await expect(cells(page).nth(1).locator('[data-readout="cell-status"]')).toHaveText('Stopped');
  await expect(cells(page).nth(1).locator('[data-readout="cell-note"]')).toContainText(
    /stopped and rebuilt; “Cell 1”(, “Cell 4”)? re-ran/,
  );
  await expect(cells(page).nth(2)).toHaveAttribute('data-run-state', 'blocked');
  await expect(out(page, 3)).toHaveText('21');
  // The namespace is back: fixing the runaway feeds the blocked cell from the restored base.
  await replaceCode(page, cells(page).nth(1), 'const slow = base * 2;');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(out(page, 2)).toHaveText('15');
  await expect(cells(page).nth(2)).toHaveAttribute('data-run-state', 'fresh');
});

/** Output text without chart contents (their ticks depend on layout). */
const textOfHtml = (html: string): string => {
  const { document } = parseHTML(`<!doctype html><html><body><div id="o">${html}</div></body></html>`);
  const o = document.getElementById('o')!;
  o.querySelectorAll('.nb-chart').forEach((c) => c.replaceChildren());
  return (o.textContent ?? '').trim();
};

for (const slug of ['vectors', 'intercept-triangle']) {
  test(`${slug}: the chained cells' build outputs equal the notebook's and the browser's`, async ({ page }) => {
    const mdx = cellsOfMdx(readFileSync(`content/${slug}.mdx`, 'utf8'));
    const figures = Object.fromEntries(Object.entries(FIRST_STATES).map(([k, f]) => [k, f()]));
    const nb = await runNotebook(mdx, figures);
    const chained = nb.graph.ids.filter((id) => nb.graph.parents.get(id)!.length > 0);
    expect(chained.length).toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/chapters/${slug}/`);
    await widgetsReady(page);
    const pageCells = page.locator('nb-cell');
    await expect(pageCells).toHaveCount(mdx.length);
    const text = (i: number) =>
      pageCells
        .nth(i)
        .locator('[data-part="output"]')
        .evaluate((o) => {
          const c = o.cloneNode(true) as Element;
          c.querySelectorAll('.nb-chart').forEach((x) => x.replaceChildren());
          return (c.textContent ?? '').trim();
        });
    for (const id of chained) {
      const i = Number(id);
      const expected = textOfHtml(toHtml(renderOutputs(nb.results[i]!.outputs), () => ''));
      expect(nb.results[i]!.ok).toBe(true);
      expect(await text(i)).toBe(expected);
      // Run it in the browser: the cells it reads run first, in the worker, and the output is the same.
      await pageCells.nth(i).getByRole('button', { name: 'Run', exact: true }).click();
      await expect(pageCells.nth(i)).toHaveAttribute('data-run-state', 'fresh');
      await expect(pageCells.nth(i).locator('[data-readout="cell-status"]')).toHaveText(/^Ran in \d+ ms$/);
      expect(await text(i)).toBe(expected);
      for (const up of nb.graph.parents.get(id)!)
        await expect(pageCells.nth(Number(up)).locator('[data-readout="cell-state"]')).toHaveText('fresh · 1 run');
    }
  });
}
