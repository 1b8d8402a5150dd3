import { readFileSync } from 'node:fs';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { encodeHash, parseFile } from '../../src/components/notebook/doc-file';
import { axeOn, shot, watchProblems, widgetsReady } from './support';

/**
 * The playground's text cells (<nb-prose>, Markdown with $math$): rendered
 * from a link with nothing run, edited and rendered by the notebook's keys,
 * made from a code cell (M, Make text) and back (Y, Make code), removed and
 * restored, moved, and kept by storage, the link and both file formats.
 */
const STATUS = '[data-readout="playground-status"]';
/** Every cell, code and text, in order. */
const all = (page: Page) => page.locator('nb-playground :is(nb-cell, nb-prose)');
const prose = (page: Page) => page.locator('nb-playground nb-prose');
const TITLE = '# Title with $x^2$';

async function open(page: Page, cells: string[], kinds: ('code' | 'md')[]): Promise<void> {
  await page.goto(`/playground/#${encodeHash({ title: '', cells, kinds })}`);
  await widgetsReady(page);
  await expect(all(page)).toHaveCount(cells.length);
}

/** Select cell `i` (command mode) by its title bar; the keys are in once the insert bars are. */
async function select(page: Page, i: number): Promise<Locator> {
  const cell = all(page).nth(i);
  await cell.locator('.nb-title').click();
  await expect(cell).toBeFocused();
  await expect(page.locator('.pg-insert').first()).toBeAttached();
  return cell;
}

/** What the page would save now: each cell's kind and source (the storage format). */
async function saved(page: Page): Promise<string> {
  return page.evaluate(() => {
    const doc = JSON.parse(localStorage.getItem('leading-the-target:playground') ?? '{}');
    return (doc.cells ?? []).map((c: { kind?: string; source: string }) => `${c.kind ?? 'code'}:${c.source}`).join('|');
  });
}

test('a link with a text cell → its Markdown and math rendered, nothing run', { tag: '@phone' }, async ({ page }) => {
  const problems = watchProblems(page);
  await open(page, [TITLE, '1 + 1'], ['md', 'code']);
  const text = prose(page).first();
  await expect(text.locator('[data-part="view"] h1')).toContainText('Title with');
  await expect(text.locator('[data-part="view"] .katex annotation')).toHaveText('x^2');
  // One numbering for both kinds; the group's name says which kind.
  await expect(all(page).nth(0).locator('.nb-title')).toHaveText('Cell 1');
  await expect(all(page).nth(1).locator('.nb-title')).toHaveText('Cell 2');
  await expect(page.getByRole('group', { name: 'Cell 1 text' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Cell 2' })).toBeVisible();
  // The code cell did not run: the link's notebook waits for the reader.
  await expect(page.locator('nb-playground [data-part="trust"]')).toBeVisible();
  await expect(all(page).nth(1).locator('[data-part="output"]')).toHaveText('');
  await expect(text.getByRole('button', { name: 'Make code' })).toBeVisible();
  await expect(all(page).nth(1).getByRole('button', { name: 'Make text' })).toBeVisible();
  // Nothing overflows the cell on a narrow screen.
  const over = await text.evaluate((c) => c.scrollWidth - c.clientWidth);
  expect(over).toBeLessThanOrEqual(1);
  await shot(text, `/tmp/pcell-rendered-${test.info().project.name}.png`);
  expect(problems).toEqual([]);
});

test('Enter edits a text cell; Shift+Enter renders and moves on, Ctrl+Enter renders in place, Esc renders and selects', async ({
  page,
}) => {
  await open(page, [TITLE, '1 + 1'], ['md', 'code']);
  const text = prose(page).first();
  await select(page, 0);
  await page.keyboard.press('Enter');
  const editor = text.locator('.cm-content');
  await expect(editor).toBeFocused();
  await expect(editor).toHaveAttribute('aria-label', 'Markdown of cell 1');
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('\n\nSpeed **$v = d/t$** now.');
  await shot(text, '/tmp/pcell-editing.png');
  await page.keyboard.press('Shift+Enter');
  await expect(text.locator('[data-part="view"] strong .katex annotation')).toHaveText('v = d/t');
  await expect(text.locator('[data-part="editor"]')).toBeHidden();
  await expect(all(page).nth(1)).toBeFocused();
  // Rendering ran nothing: the code cell still waits.
  await expect(all(page).nth(1).locator('[data-part="output"]')).toHaveText('');
  await expect.poll(() => saved(page)).toBe(`md:${TITLE}\n\nSpeed **$v = d/t$** now.|code:1 + 1`);

  // Ctrl+Enter renders and stays on the rendered text.
  await page.keyboard.press('k');
  await expect(text).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editor).toBeFocused();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText(' *More*');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(text.locator('[data-part="view"] em')).toHaveText('More');
  await expect(text.locator('[data-part="view"]')).toBeFocused();

  // Esc leaves the editor with the text rendered; the cell is selected.
  await text.getByRole('button', { name: 'Edit' }).click();
  await expect(editor).toBeFocused();
  await page.keyboard.insertText('Plain ');
  await page.keyboard.press('Escape');
  await expect(text).toBeFocused();
  await expect(text.locator('[data-part="editor"]')).toBeHidden();
  await expect(text.locator('[data-part="view"]')).toContainText('Plain');
  await expect(page.locator(STATUS)).toContainText('Cell 1 selected');
});

test('M makes a code cell text and Y makes it code again; the buttons do the same', async ({ page }) => {
  await open(page, ['"a"', 'const n = 2;\n`n is ${n}`', 'n + 1'], ['code', 'code', 'code']);
  // Run it: its output goes with its code when it becomes text.
  await page.locator('nb-playground [data-part="trust"]').getByRole('button', { name: 'Run all' }).click();
  await expect(all(page).nth(1).locator('[data-part="output"]')).toHaveText('"n is 2"');
  await select(page, 1);
  await page.keyboard.press('m');
  await expect(prose(page)).toHaveCount(1);
  await expect(all(page).nth(1)).toHaveJSProperty('localName', 'nb-prose');
  await expect(all(page).nth(1)).toBeFocused();
  await expect(all(page).nth(1).locator('.nb-title')).toHaveText('Cell 2');
  await expect(page.locator(STATUS)).toHaveText(
    'Cell 2 is now text: its code is its Markdown, its outputs are gone. Enter edits it, Y makes it code again, Z brings the code cell back.',
  );
  await expect(all(page).nth(1).locator('[data-part="view"]')).toContainText('const n = 2;');
  await expect.poll(() => saved(page)).toBe('code:"a"|md:const n = 2;\n`n is ${n}`|code:n + 1');
  // The notebook forgot the code cell, as if removed: its name n is gone from the cell that read it.
  await expect(all(page).nth(2).locator('[data-part="output"]')).toContainText('n');
  await expect(all(page).nth(2).locator('[data-part="output"]')).not.toHaveText('3');

  await page.keyboard.press('y');
  await expect(prose(page)).toHaveCount(0);
  await expect(all(page).nth(1)).toBeFocused();
  await expect(page.locator(STATUS)).toHaveText(
    'Cell 2 is now code, not run yet: Enter edits it, M makes it text again, Z brings the text cell back.',
  );
  await all(page).nth(1).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(all(page).nth(1).locator('[data-part="output"]')).toHaveText('"n is 2"');

  // The tool buttons, by keyboard.
  const make = all(page).nth(0).getByRole('button', { name: 'Make text' });
  await make.focus();
  await page.keyboard.press('Enter');
  await expect(all(page).nth(0)).toHaveJSProperty('localName', 'nb-prose');
  const back = all(page).nth(0).getByRole('button', { name: 'Make code' });
  await back.focus();
  await page.keyboard.press('Space');
  await expect(prose(page)).toHaveCount(0);
  await expect.poll(() => saved(page)).toBe('code:"a"|code:const n = 2;\n`n is ${n}`|code:n + 1');

  // Z brings back the cell as it was before its kind changed: the code cell, its output with it.
  await all(page).nth(1).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(all(page).nth(1).locator('[data-part="output"]')).toHaveText('"n is 2"');
  await select(page, 1);
  await page.keyboard.press('m');
  await expect(all(page).nth(1)).toHaveJSProperty('localName', 'nb-prose');
  await page.keyboard.press('z');
  await expect(prose(page)).toHaveCount(0);
  await expect(all(page).nth(1)).toBeFocused();
  await expect(all(page).nth(1).locator('[data-part="output"]')).toHaveText('"n is 2"');
  await expect(page.locator(STATUS)).toHaveText('Restored cell 2 as code again: run it to define its names again.');
  await expect.poll(() => saved(page)).toBe('code:"a"|code:const n = 2;\n`n is ${n}`|code:n + 1');
});

test('a text cell is walked, moved, removed (D D) and restored (Z) like a code cell', async ({ page }) => {
  await open(page, ['"a"', 'Some *text*', '"c"'], ['code', 'md', 'code']);
  await select(page, 0);
  await page.keyboard.press('j');
  await expect(all(page).nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(all(page).nth(2)).toBeFocused();
  await page.keyboard.press('k');
  const text = prose(page).first();
  await expect(text).toBeFocused();
  await page.keyboard.press('ControlOrMeta+Shift+ArrowUp');
  await expect(all(page).nth(0)).toHaveJSProperty('localName', 'nb-prose');
  await expect(text.locator('.nb-title')).toHaveText('Cell 1');
  await expect(text.getByRole('button', { name: 'Move cell up' })).toBeDisabled();
  await expect.poll(() => saved(page)).toBe('md:Some *text*|code:"a"|code:"c"');

  // Dragged by its grip below cell 2, and back by Ctrl+Shift+↑.
  const grip = (await text.locator('[data-part="grip"]').boundingBox())!;
  const below = (await all(page).nth(1).boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2, below.y + below.height - 5, { steps: 8 });
  await page.mouse.up();
  await expect(page.locator(STATUS)).toHaveText('Moved cell 1: now cell 2.');
  await expect(all(page).nth(1)).toHaveJSProperty('localName', 'nb-prose');
  await expect(text).toBeFocused();
  await page.keyboard.press('ControlOrMeta+Shift+ArrowUp');
  await expect(all(page).nth(0)).toHaveJSProperty('localName', 'nb-prose');

  await page.keyboard.press('d');
  await page.keyboard.press('d');
  await expect(prose(page)).toHaveCount(0);
  await expect(page.locator(STATUS)).toHaveText('Removed cell 1. Undo (Z)');
  await expect(all(page).nth(0)).toBeFocused();
  await page.keyboard.press('z');
  await expect(prose(page)).toHaveCount(1);
  await expect(all(page).nth(0)).toHaveJSProperty('localName', 'nb-prose');
  await expect(all(page).nth(0).locator('[data-part="view"] em')).toHaveText('text');
  await expect(page.locator(STATUS)).toHaveText('Restored cell 1.');

  // B inserts a code cell below a text cell; its tool × removes it too.
  await page.keyboard.press('b');
  await expect(all(page).nth(1)).toHaveJSProperty('localName', 'nb-cell');
  await expect(all(page)).toHaveCount(4);
  await prose(page).first().getByRole('button', { name: 'Remove cell' }).click();
  await expect(prose(page)).toHaveCount(0);
  await expect(all(page)).toHaveCount(3);
});

test('Add text (toolbar, end of the list, the bars between cells) makes a text cell to write in', async ({ page }) => {
  await open(page, ['"a"'], ['code']);
  await page.getByRole('toolbar', { name: 'Notebook' }).getByRole('button', { name: 'Add text' }).click();
  await expect(prose(page)).toHaveCount(1);
  await expect(prose(page).first().locator('.cm-content')).toBeFocused();
  await page.keyboard.insertText('## Notes');
  await page.keyboard.press('Shift+Enter');
  await expect(prose(page).first().locator('h2')).toHaveText('Notes');
  // After the last cell, Shift+Enter opens a new code cell.
  await expect(all(page)).toHaveCount(3);
  await expect(all(page).nth(2)).toHaveJSProperty('localName', 'nb-cell');

  await page.locator('.pg-end').getByRole('button', { name: 'Add text' }).click();
  await expect(prose(page)).toHaveCount(2);
  await expect(all(page).nth(3)).toHaveJSProperty('localName', 'nb-prose');

  const bar = page.getByRole('button', { name: 'Add text before cell 1' });
  await bar.focus();
  await page.keyboard.press('Enter');
  await expect(prose(page)).toHaveCount(3);
  await expect(all(page).nth(0)).toHaveJSProperty('localName', 'nb-prose');
  await expect(all(page).nth(0).locator('.cm-content')).toBeFocused();
  await expect(page.getByRole('button', { name: /^Add text after cell/ })).toHaveCount(4);
});

test('text cells are kept by a reload, the link and the exported .json and .ipynb', async ({ page }) => {
  await open(page, [TITLE, '1 + 1'], ['md', 'code']);
  // A change saves the notebook: storage and the address.
  await select(page, 1);
  await page.keyboard.press('m');
  await expect(prose(page)).toHaveCount(2);
  await expect.poll(() => saved(page)).toBe(`md:${TITLE}|md:1 + 1`);
  await page.reload();
  await widgetsReady(page);
  await expect(prose(page)).toHaveCount(2);
  await expect(prose(page).first().locator('.katex')).toBeVisible();
  await expect(page.locator(STATUS)).toContainText('as you left it');

  // The address alone (another browser): the same two text cells.
  const url = page.url();
  await page.evaluate(() => localStorage.clear());
  await page.goto('about:blank');
  await page.goto(url);
  await widgetsReady(page);
  await expect(prose(page)).toHaveCount(2);
  await expect(page.locator(STATUS)).toContainText('Opened the notebook in the link (2 cells)');

  await prose(page).nth(1).getByRole('button', { name: 'Make code' }).click();
  await expect(prose(page)).toHaveCount(1);
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export .json' }).click(),
  ]);
  const parsed = parseFile(readFileSync((await json.path())!, 'utf8'));
  expect(parsed.ok && [parsed.doc.cells, parsed.doc.kinds]).toEqual([
    [TITLE, '1 + 1'],
    ['md', 'code'],
  ]);
  const [ipynb] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export .ipynb' }).click(),
  ]);
  const nb = JSON.parse(readFileSync((await ipynb.path())!, 'utf8'));
  const cells = nb.cells.map((c: { cell_type: string; source: string[] }) => [c.cell_type, c.source.join('')]);
  expect(cells).toContainEqual(['markdown', TITLE]);
  expect(cells).toContainEqual(['code', '1 + 1']);

  // Imported back: a text cell again.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(prose(page)).toHaveCount(0);
  await page.locator('[data-part="import"]').setInputFiles({
    name: 'notebook.ipynb',
    mimeType: 'application/json',
    buffer: readFileSync((await ipynb.path())!),
  });
  await expect(prose(page).first().locator('h1')).toContainText('Title with');
});

for (const scheme of ['light', 'dark'] as const)
  test(`axe: the playground with a text cell, rendered and edited (${scheme})`, { tag: '@phone' }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await open(page, [TITLE + '\n\nA [link](https://example.com) and `code`.', '1 + 1'], ['md', 'code']);
    await expect(prose(page).first().locator('.katex').first()).toBeVisible();
    const check = async () => {
      const axe = await axeOn(page).include('nb-playground').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
    };
    await check();
    await shot(prose(page).first(), `/tmp/pcell-rendered-${scheme}-${test.info().project.name}.png`);
    await prose(page).first().getByRole('button', { name: 'Edit' }).click();
    await expect(prose(page).first().locator('.cm-content')).toBeFocused();
    await check();
    await shot(prose(page).first(), `/tmp/pcell-editing-${scheme}-${test.info().project.name}.png`);
  });
