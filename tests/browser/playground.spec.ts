import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { linearIntercept, ballisticArcs } from '../../src/lib';
import { parseJson } from '../../src/components/notebook/hash';
import { encodeHash, parseFile, toFile } from '../../src/components/notebook/doc-file';
import { watchProblems, widgetsReady } from './support';

const STATUS = '[data-readout="playground-status"]';
const cells = (page: Page) => page.locator('nb-playground nb-cell');
const out = (page: Page, i: number) => cells(page).nth(i).locator('[data-part="output"]');

async function open(page: Page, hash = ''): Promise<void> {
  await page.goto(`/playground/${hash}`);
  await widgetsReady(page);
}

/** Code from a link or a file runs when the reader says so: Run all in its banner. */
async function runFromBanner(page: Page): Promise<void> {
  const banner = page.locator('nb-playground [data-part="trust"]');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Run all' }).click();
  await expect(banner).toBeHidden();
}

test('a link reproduces its code and output in a fresh browser context', async ({ browser }) => {
  const doc = {
    title: 'shared',
    cells: [
      'const r = linearIntercept({ shooter: [0, 0], target: [30, 40], targetVelocity: [-3, 4], speed: 25 });\nr.time',
      'ballisticArcs({ shooter: [0, 0], target: [50, 0], speed: 30, gravity: [0, -9.81] }).low.time',
    ],
  };
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchProblems(page);
  await open(page, `#${encodeHash(doc)}`);
  await expect(page.locator(STATUS)).toContainText('Opened the notebook in the link (2 cells)');
  await runFromBanner(page);
  await expect(cells(page)).toHaveCount(2);
  await expect(cells(page).nth(0).locator('pre')).toHaveText(doc.cells[0]!);
  const r = linearIntercept({ shooter: [0, 0], target: [30, 40], targetVelocity: [-3, 4], speed: 25 });
  await expect(out(page, 0)).toHaveText(String(r.hit && r.time));
  const arcs = ballisticArcs({ shooter: [0, 0], target: [50, 0], speed: 30, gravity: [0, -9.81] }) as unknown as {
    low: { time: number };
  };
  await expect(out(page, 1)).toHaveText(String(arcs.low.time));
  expect(problems).toEqual([]);
  await context.close();
});

test('malformed and hostile links show an error and an empty notebook, and never touch the page', async ({ page }) => {
  const problems = watchProblems(page);
  for (const hash of ['#nb=%%%not-a-notebook', '#nb=', '#nb=N4Igxg9gJgpiBcIBmBDANgZxALSA']) {
    await open(page, hash);
    await expect(page.locator(STATUS)).toContainText('This link could not be opened');
    await expect(cells(page)).toHaveCount(1);
    await expect(cells(page).first().locator('pre')).toHaveText('');
  }
  // Valid links whose code attacks the page: it runs only in the worker, which has no document.
  const hostile = {
    title: '',
    cells: [
      'document.body.innerHTML = "pwned"',
      '"<img src=x onerror=alert(1)>"',
      'fetch("https://example.com/?" + 1)',
    ],
  };
  page.on('dialog', (d) => problems.push(`dialog: ${d.message()}`));
  await open(page, `#${encodeHash(hostile)}`);
  await runFromBanner(page);
  await expect(out(page, 0)).toHaveText(/ReferenceError on line 1: document is not defined/);
  await expect(out(page, 1)).toHaveText('"<img src=x onerror=alert(1)>"');
  await expect(out(page, 2)).toHaveText(/TypeError on line 1: .*fetch/);
  await expect(page.locator('h1')).toHaveText('Playground');
  expect(await page.locator('nb-playground img').count()).toBe(0);
  // A notebook object with the wrong shape is refused too.
  await page.goto('/playground/');
  await page.evaluate(() => (location.hash = 'x')); // harmless non-notebook hash is ignored
  expect(problems).toEqual([]);
});

test('add, edit, reorder, remove, run all; kept across a reload', async ({ page }) => {
  await page.goto('/playground/');
  await page.evaluate(() => localStorage.clear());
  await open(page, '#' + encodeHash({ title: '', cells: ['1 + 1'] }));
  await runFromBanner(page);
  await expect(out(page, 0)).toHaveText('2');
  await page.locator('.pg-end').getByRole('button', { name: 'Add cell' }).click();
  await expect(cells(page)).toHaveCount(2);
  await expect(cells(page).nth(1).locator('.cm-content')).toBeFocused();
  await page.keyboard.insertText('console.log("second");\n"two"');
  // Runs in place (Shift+Enter would move on to a new cell: playground-keys.spec.ts).
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(out(page, 1)).toContainText('second');
  await cells(page).nth(1).getByRole('button', { name: 'Move cell up' }).click();
  await expect(cells(page).nth(0).locator('.nb-title')).toHaveText('Cell 1');
  await expect(out(page, 0)).toContainText('second');
  await page.getByRole('button', { name: 'Run all' }).click();
  await expect(out(page, 1)).toHaveText('2');
  // Saved (debounced) to local storage and the address.
  await page.waitForFunction(() => {
    const saved = JSON.parse(localStorage.getItem('leading-the-target:playground') ?? '{}');
    return saved.cells?.[0]?.source?.includes('second');
  });
  const hash = await page.evaluate(() => location.hash);

  // Reload without the hash: local storage brings it back.
  await page.goto('/playground/');
  await widgetsReady(page);
  await expect(page.locator(STATUS)).toContainText('restored');
  await expect(cells(page)).toHaveCount(2);
  await expect(cells(page).nth(0).locator('pre')).toHaveText('console.log("second");\n"two"');

  await cells(page).nth(0).getByRole('button', { name: 'Remove cell' }).click();
  await expect(cells(page)).toHaveCount(1);
  expect(hash).toMatch(/^#nb=/);
});

test('a reload keeps each cell’s output, marked as from last session until the cell runs again', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/playground/');
  await page.evaluate(() => localStorage.clear());
  await open(
    page,
    '#' +
      encodeHash({
        title: '',
        cells: ['const k = 6;\nk * 7', 'console.log("k is", k);\nPlot.plot({ marks: [Plot.line([[0, 0], [1, k]])] })'],
      }),
  );
  await runFromBanner(page);
  await expect(out(page, 0)).toHaveText('42');
  await expect(out(page, 1).locator('svg')).toBeVisible();
  await page.waitForFunction(() => localStorage.getItem('leading-the-target:playground')?.includes('"chart"'));

  // The address holds the notebook's link: the reload is the reader's own notebook, so no banner.
  await page.reload();
  await widgetsReady(page);
  await expect(page.locator(STATUS)).toContainText('as you left it in this browser');
  await expect(page.locator('nb-playground [data-part="trust"]')).toBeHidden();
  await expect(out(page, 0)).toHaveText('Output from last session, not computed on this visit.42');
  await expect(out(page, 1)).toContainText('k is 6');
  await expect(out(page, 1).locator('svg')).toBeVisible();
  await expect(cells(page).nth(0).locator('[data-readout="cell-state"]')).toHaveText('not run yet');
  // Without the link: this browser's storage.
  await page.goto('/playground/');
  await widgetsReady(page);
  await expect(page.locator(STATUS)).toContainText('with the outputs it showed');
  await expect(out(page, 0)).toContainText('42');
  await cells(page).nth(0).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(out(page, 0)).toHaveText('42');
  await expect(cells(page).nth(0)).not.toHaveAttribute('data-restored');
  // Only the cell that ran lost its mark (auto-run re-ran its reader, too).
  expect(problems).toEqual([]);
});

test('export and import round-trip a notebook file', async ({ page }) => {
  await open(page, '#' + encodeHash({ title: 'round trip', cells: ['const x = 3;\nx * x', '"b"'] }));
  await runFromBanner(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export .json' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('notebook.json');
  const text = readFileSync((await download.path())!, 'utf8');
  const parsed = parseJson(text);
  expect(parsed).toEqual({ ok: true, doc: { title: 'round trip', cells: ['const x = 3;\nx * x', '"b"'] } });
  // The file keeps what each cell showed.
  const withOutputs = parseFile(text);
  expect(withOutputs.ok && withOutputs.doc.outputs).toEqual([
    [{ kind: 'value', value: { t: 'num', v: '9' } }],
    [{ kind: 'value', value: { t: 'str', v: 'b' } }],
  ]);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(cells(page)).toHaveCount(1);
  await page
    .locator('[data-part="import"]')
    .setInputFiles({ name: 'notebook.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(cells(page)).toHaveCount(2);
  // Shown as the file kept them, marked until the cell runs.
  await expect(out(page, 1)).toHaveText('Output saved in the file, not computed on this visit."b"');
  await expect(cells(page).nth(1)).toHaveAttribute('data-restored', 'saved in the file');
  await runFromBanner(page);
  await expect(out(page, 0)).toHaveText('9');
  await expect(cells(page).nth(0)).not.toHaveAttribute('data-restored');

  // A bad file is refused with a message; the notebook stays.
  await page
    .locator('[data-part="import"]')
    .setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"other"}') });
  await expect(page.locator(STATUS)).toContainText('could not be imported');
  await expect(cells(page)).toHaveCount(2);
  expect(toFile({ title: 't', cells: ['a'] })).toContain('"format": "leading-the-target-notebook"');
});

test('examples open and run; the page raises no CSP violation', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const problems = watchProblems(page);
  await open(page);
  await page.getByLabel('Example').selectOption('sweep');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(out(page, 0).locator('.nb-chart svg')).toBeVisible();
  await expect(out(page, 1).locator('table')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  expect(problems).toEqual([]);
});

test('a Jupyter notebook: export .ipynb with outputs, import it back; hostile .ipynb files are refused or kept inert', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const cellsIn = ['const k = 3;\nk * k', 'Plot.plot({ marks: [Plot.dot([[0, 0], [1, k]])] })'];
  await open(page, '#' + encodeHash({ title: 'jupyter', cells: cellsIn }));
  await runFromBanner(page);
  await expect(out(page, 1).locator('svg')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export .ipynb' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('notebook.ipynb');
  const text = readFileSync((await download.path())!, 'utf8');
  const nb = JSON.parse(text);
  expect([nb.nbformat, nb.nbformat_minor, nb.metadata.kernelspec.name]).toEqual([4, 5, 'deno']);
  const sources = nb.cells.map((c: { source: string[] }) => c.source.join(''));
  expect(sources.some((s: string) => s.includes('notebook-kit.js'))).toBe(true);
  const outputs = nb.cells.flatMap((c: { outputs?: { data?: Record<string, unknown> }[] }) => c.outputs ?? []);
  expect(outputs.some((o: { data?: Record<string, unknown> }) => o.data?.['image/svg+xml'])).toBe(true);
  // nbformat keeps text as a list of lines.
  expect(outputs.some((o: { data?: Record<string, string[]> }) => o.data?.['text/plain']?.join('') === '9')).toBe(true);

  await page.getByRole('button', { name: 'Clear' }).click();
  const file = (name: string, body: string) =>
    page
      .locator('[data-part="import"]')
      .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(body) });
  await file('notebook.ipynb', text);
  await expect(page.locator(STATUS)).toContainText('Imported “notebook.ipynb” (2 cells)');
  await expect(cells(page).nth(0).locator('pre')).toHaveText(cellsIn[0]!);
  await expect(out(page, 0)).toContainText('9');
  await expect(cells(page).nth(1)).toHaveAttribute('data-restored', 'saved in the file');
  await expect(out(page, 1).locator('svg')).toBeVisible();
  await runFromBanner(page);
  await expect(out(page, 0)).toHaveText('9');

  // Refused with a sentence, the notebook unchanged.
  const cell = (source: string, outputs: unknown[] = []) => ({
    cell_type: 'code',
    id: 'x',
    metadata: {},
    execution_count: null,
    source,
    outputs,
  });
  const nbOf = (cells: unknown[], nbformat = 4) => JSON.stringify({ nbformat, nbformat_minor: 5, metadata: {}, cells });
  for (const [name, body, why] of [
    ['broken.ipynb', '{"nbformat": 4, "cells": [', 'could not be imported'],
    ['old.ipynb', nbOf([cell('1')], 3), 'could not be imported'],
    ['many.ipynb', nbOf(Array.from({ length: 100_000 }, () => cell('1'))), 'could not be imported'],
  ] as const) {
    await file(name, body);
    await expect(page.locator(STATUS)).toContainText(`“${name}” ${why}`);
    await expect(page.locator(STATUS)).toContainText('Your notebook is unchanged.');
    await expect(cells(page)).toHaveCount(2);
    await expect(cells(page).nth(0).locator('pre')).toHaveText(cellsIn[0]!);
  }
  // HTML and script in outputs come in as text at most, never as markup.
  const hostile = nbOf([
    cell('1 + 1', [
      {
        output_type: 'display_data',
        metadata: {},
        data: {
          'text/html': '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>',
          'text/plain': 'plain',
        },
      },
    ]),
  ]);
  await file('hostile.ipynb', hostile.replace('"metadata":{}', '"metadata":{},"__proto__":{"polluted":true}'));
  await expect(page.locator(STATUS)).toContainText('Imported “hostile.ipynb”');
  await expect(out(page, 0).locator('img, script')).toHaveCount(0);
  expect(
    await page.evaluate(() => [(window as { pwned?: number }).pwned, ({} as { polluted?: boolean }).polluted]),
  ).toEqual([undefined, undefined]);
  expect(problems).toEqual([]);
});
