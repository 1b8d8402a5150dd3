import { test, expect, type Locator, type Page } from '@playwright/test';
import { encodeHash } from '../../src/components/notebook/doc-file';
import { axeOn, centreOf, widgetsReady, touchDrag } from './support';

const STATUS = '[data-readout="playground-status"]';
const cells = (page: Page) => page.locator('nb-playground nb-cell');
const out = (page: Page, i: number) => cells(page).nth(i).locator('[data-part="output"]');
/** Each cell's code, in order. */
const codes = (page: Page) =>
  cells(page).evaluateAll((cs) => cs.map((c) => (c as HTMLElement & { code: string }).code));

/** A notebook of `code` from a link (each test's browser context starts with empty storage). */
async function open(page: Page, code: string[]): Promise<void> {
  await page.goto(`/playground/#${encodeHash({ title: '', cells: code })}`);
  await widgetsReady(page);
  await expect(cells(page)).toHaveCount(code.length);
  // The cells in view and laid out: a code block off screen holds a guessed height until it is drawn
  // (global.css, content-visibility), and a click must not land while the cells settle to their true size.
  await page.evaluate(async () => {
    document.querySelector('nb-playground [data-part="cells"]')!.scrollIntoView();
    for (let i = 0; i < 3; i++) await new Promise(requestAnimationFrame);
  });
}

/** Select cell `i` (command mode) by its title bar; the keys are in once its insert bars are. */
async function select(page: Page, i: number): Promise<Locator> {
  const cell = cells(page).nth(i);
  await cell.locator('.nb-title').click();
  await expect(cell).toBeFocused();
  await expect(page.locator('.pg-insert').first()).toBeAttached();
  return cell;
}

test('Shift+Enter runs and moves on (a new cell after the last), Ctrl+Enter runs in place, Alt+Enter inserts below', async ({
  page,
}) => {
  await open(page, ['1 + 1', '2 + 2']);
  await cells(page).nth(0).getByRole('button', { name: 'Edit' }).click();
  await expect(cells(page).nth(0).locator('.cm-content')).toBeFocused();
  await page.keyboard.press('Shift+Enter');
  await expect(out(page, 0)).toHaveText('2');
  await expect(cells(page).nth(1)).toBeFocused();
  // On a selected cell too; after the last one, a new cell opens for typing.
  await page.keyboard.press('Shift+Enter');
  await expect(out(page, 1)).toHaveText('4');
  await expect(cells(page)).toHaveCount(3);
  await expect(cells(page).nth(2).locator('.cm-content')).toBeFocused();
  await page.keyboard.insertText('3 + 3');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(out(page, 2)).toHaveText('6');
  await expect(cells(page).nth(2).locator('.cm-content')).toBeFocused();
  await expect(cells(page)).toHaveCount(3);
  await page.keyboard.press('Alt+Enter');
  await expect(cells(page)).toHaveCount(4);
  await expect(cells(page).nth(3).locator('.cm-content')).toBeFocused();
  expect(await codes(page)).toEqual(['1 + 1', '2 + 2', '3 + 3', '']);
  await expect(page.locator(STATUS)).toHaveText('Added cell 4.');
});

test('the first key on a cell works while the keys are still loading', async ({ page }) => {
  await open(page, ['"a"']);
  await cells(page).nth(0).focus();
  await page.keyboard.press('b');
  await expect(cells(page)).toHaveCount(2);
  await expect(cells(page).nth(1)).toBeFocused();
});

test('command mode: Esc selects, J/K and the arrows walk, A/B insert, D D removes, Z restores, Ctrl+Shift+arrows move, Enter edits', async ({
  page,
}) => {
  await open(page, ['"a"', '"b"', '"c"']);
  const cell = (i: number) => cells(page).nth(i);
  await cell(0).getByRole('button', { name: 'Edit' }).click();
  await expect(cell(0).locator('.cm-content')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cell(0)).toBeFocused();
  await expect(cell(0)).toHaveAttribute('aria-label', 'Cell 1');
  await expect(page.locator(STATUS)).toContainText('Cell 1 selected');

  for (const [key, at] of [
    ['j', 1],
    ['ArrowDown', 2],
    ['ArrowDown', 2],
    ['k', 1],
    ['ArrowUp', 0],
    ['ArrowUp', 0],
  ] as const) {
    await page.keyboard.press(key);
    await expect(cell(at), `${key} selects cell ${at + 1}`).toBeFocused();
  }

  await page.keyboard.press('b');
  await expect(cells(page)).toHaveCount(4);
  await expect(cell(1)).toBeFocused();
  await expect(page.locator(STATUS)).toHaveText('Added cell 2: Enter edits it.');
  await page.keyboard.press('a');
  await expect(cells(page)).toHaveCount(5);
  await expect(cell(1)).toBeFocused();
  expect(await codes(page)).toEqual(['"a"', '', '', '"b"', '"c"']);

  // D once, then another key: nothing is removed.
  await page.keyboard.press('d');
  await expect(page.locator(STATUS)).toHaveText('Press D again to remove cell 2.');
  await page.keyboard.press('j');
  await page.keyboard.press('d');
  await page.keyboard.press('d');
  await expect(cells(page)).toHaveCount(4);
  await expect(page.locator(STATUS)).toHaveText('Removed cell 3. Undo (Z)');
  await expect(cell(2)).toBeFocused();
  await page.keyboard.press('k');
  await page.keyboard.press('d');
  await page.keyboard.press('d');
  await expect(cells(page)).toHaveCount(3);
  expect(await codes(page)).toEqual(['"a"', '"b"', '"c"']);
  await expect(cell(1)).toBeFocused();

  await page.keyboard.press('ControlOrMeta+Shift+ArrowDown');
  await expect.poll(() => codes(page)).toEqual(['"a"', '"c"', '"b"']);
  await expect(cell(2)).toBeFocused();
  await expect(page.locator(STATUS)).toHaveText('Moved down: now cell 3 of 3.');
  await page.keyboard.press('ControlOrMeta+Shift+ArrowUp');
  await page.keyboard.press('ControlOrMeta+Shift+ArrowUp');
  await expect.poll(() => codes(page)).toEqual(['"b"', '"a"', '"c"']);
  await expect(cell(0)).toBeFocused();
  await expect(cell(0).locator('.nb-title')).toHaveText('Cell 1');

  // Remove the last cell, with its output, and bring it back with Z.
  await cell(2).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(out(page, 2)).toHaveText('"c"');
  await cell(2).locator('.nb-title').click();
  await page.keyboard.press('d');
  await page.keyboard.press('d');
  await expect(cells(page)).toHaveCount(2);
  await expect(cell(1)).toBeFocused();
  await page.keyboard.press('z');
  await expect(cells(page)).toHaveCount(3);
  expect(await codes(page)).toEqual(['"b"', '"a"', '"c"']);
  await expect(out(page, 2)).toHaveText('"c"');
  await expect(cell(2)).toBeFocused();
  await expect(page.locator(STATUS)).toContainText('Restored cell 3');

  // Enter edits; typing in the editor is never a command.
  await page.keyboard.press('Enter');
  await expect(cell(2).locator('.cm-content')).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' // abdzjk');
  await expect(cells(page)).toHaveCount(3);
  expect(await codes(page)).toEqual(['"b"', '"a"', '"c" // abdzjk']);

  // M makes the cell text and Y code again (playground-prose.spec.ts has the rest); Y on code says so.
  await page.keyboard.press('Escape');
  await expect(cell(2)).toBeFocused();
  await page.keyboard.press('y');
  await expect(page.locator(STATUS)).toHaveText('Cell 3 is already code.');
  await page.keyboard.press('m');
  await expect(page.locator('nb-playground nb-prose')).toBeFocused();
  await page.keyboard.press('y');
  await expect(cell(2)).toBeFocused();

  // Saved in the new order.
  await page.waitForFunction(() => {
    const saved = JSON.parse(localStorage.getItem('leading-the-target:playground') ?? '{}');
    return saved.cells?.map((c: { source: string }) => c.source).join('|') === '"b"|"a"|"c" // abdzjk';
  });
});

test('? and the Keys button list every key in a dialog; Esc and Close put the focus back', async ({ page }) => {
  await open(page, ['1']);
  const dialog = page.getByRole('dialog', { name: 'Keys' });
  await select(page, 0);
  await page.keyboard.press('?');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  for (const key of ['Shift', 'Ctrl', 'Alt', 'Esc', 'Enter', 'K', 'J', 'A', 'B', 'D', 'Z', 'M', 'Y', '?'])
    await expect(dialog.locator('kbd', { hasText: new RegExp(`^${key.replace('?', '\\?')}`) }).first()).toBeVisible();
  const axe = await axeOn(page).include('dialog.pg-keys').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cells(page).nth(0)).toBeFocused();

  const button = page.getByRole('button', { name: 'Keys', exact: true });
  await button.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test(
  'a cell is inserted between two others by the bar between them, or by a cell’s + tool',
  { tag: '@phone' },
  async ({ page }, info) => {
    await open(page, ['"a"', '"b"']);
    const press = (l: Locator) => (info.project.name === 'phone' ? l.tap() : l.click());
    await press(cells(page).nth(0).locator('.nb-title'));
    await expect(page.getByRole('button', { name: 'Add cell before cell 1' })).toBeAttached();
    // The bars take no room: two cells are as far apart as their margin (1.5rem) says, bar or no bar.
    const gap = await cells(page).evaluateAll(
      (cs) => cs[1]!.getBoundingClientRect().top - cs[0]!.getBoundingClientRect().bottom,
    );
    expect(gap).toBeCloseTo(24, 1);
    const bar = page.getByRole('button', { name: 'Add cell after cell 1' });
    await press(bar);
    await expect(cells(page)).toHaveCount(3);
    await expect(cells(page).nth(1).locator('.cm-content')).toBeFocused();
    await page.keyboard.insertText('"between"');
    expect(await codes(page)).toEqual(['"a"', '"between"', '"b"']);
    await expect(page.getByRole('button', { name: 'Add cell after cell 2' })).toBeAttached();
    await expect(page.getByRole('button', { name: /^Add cell after cell/ })).toHaveCount(2);

    await press(page.getByRole('button', { name: 'Add cell before cell 1' }));
    await expect(cells(page)).toHaveCount(4);
    await expect(cells(page).nth(0).locator('.cm-content')).toBeFocused();
    await press(cells(page).nth(3).getByRole('button', { name: 'Insert a cell below' }));
    await expect(cells(page)).toHaveCount(5);
    expect(await codes(page)).toEqual(['', '"a"', '"between"', '"b"', '']);
    await expect(cells(page).nth(4).locator('.cm-content')).toBeFocused();
  },
);

test('a cell moves by dragging its grip; Esc cancels a drag', { tag: '@phone' }, async ({ page }, info) => {
  await open(page, ['"a"', '"b"', '"c"']);
  const phone = info.project.name === 'phone';
  await select(page, 0);
  // All three cells on screen.
  await page.evaluate(() => scrollTo(0, document.querySelector('nb-cell')!.getBoundingClientRect().top + scrollY - 60));
  const grip = (i: number) => cells(page).nth(i).locator('[data-part="grip"]');
  const middle = async (i: number) => {
    const box = (await cells(page).nth(i).boundingBox())!;
    return box.y + box.height / 2;
  };
  const from = await centreOf(grip(0));
  const to = { x: from.x, y: (await middle(1)) + 20 };
  if (phone) await touchDrag(page, from, to);
  else {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await expect(page.locator('.pg-drop')).toBeVisible();
    await expect(cells(page).nth(0)).toHaveAttribute('data-dragging', '');
    await page.mouse.up();
  }
  await expect.poll(() => codes(page)).toEqual(['"b"', '"a"', '"c"']);
  await expect(page.locator(STATUS)).toHaveText('Moved cell 1: now cell 2.');
  await expect(cells(page).nth(1)).toBeFocused();
  await expect(page.locator('.pg-drop')).toHaveCount(0);

  // Esc during a drag: the cell stays.
  const start = await centreOf(grip(2));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, (await middle(0)) - 10, { steps: 6 });
  await expect(page.locator('.pg-drop')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.pg-drop')).toHaveCount(0);
  await page.mouse.up();
  await expect(page.locator(STATUS)).toHaveText('Drag cancelled: cell 3 stays where it was.');
  expect(await codes(page)).toEqual(['"b"', '"a"', '"c"']);
  await expect(cells(page).nth(2)).not.toHaveAttribute('data-dragging');
});

test('× removes a cell, and Undo in the status brings it back with its code, place and output', async ({ page }) => {
  await open(page, ['1 + 1', '"mid"', '3 + 3']);
  await cells(page).nth(1).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(out(page, 1)).toHaveText('"mid"');
  await cells(page).nth(1).getByRole('button', { name: 'Remove cell' }).click();
  await expect(cells(page)).toHaveCount(2);
  await expect(page.locator(STATUS)).toHaveText('Removed cell 2. Undo (Z)');
  await expect(cells(page).nth(1)).toBeFocused();
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await undo.click();
  await expect(cells(page)).toHaveCount(3);
  expect(await codes(page)).toEqual(['1 + 1', '"mid"', '3 + 3']);
  await expect(out(page, 1)).toHaveText('"mid"');
  await expect(cells(page).nth(1)).toBeFocused();
  await expect(undo).toBeHidden();
  await expect(page.locator(STATUS)).toHaveText('Restored cell 2: run it to define its names again.');
  // It runs as before, in its place.
  await cells(page).nth(1).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(cells(page).nth(1).locator('[data-readout="cell-state"]')).toContainText('fresh');
});

test('screenshots: the insert bar, a drag, the keys dialog, light and dark', { tag: '@shots' }, async ({ page }) => {
  await open(page, ['const v = 30;\nv * 2', '"second"', '"third"']);
  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') {
      await page.locator('#theme-toggle').click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }
    await select(page, 0);
    await page.evaluate(() => scrollBy(0, -150));
    await page.getByRole('button', { name: 'Add cell after cell 1' }).hover();
    await page.screenshot({ path: `/tmp/keys-insert-${theme}.png` });
    const from = await centreOf(cells(page).nth(0).locator('[data-part="grip"]'));
    const box = (await cells(page).nth(1).boundingBox())!;
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, box.y + box.height * 0.75, { steps: 6 });
    await expect(page.locator('.pg-drop')).toBeVisible();
    await page.screenshot({ path: `/tmp/keys-drag-${theme}.png` });
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await page.getByRole('button', { name: 'Keys', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Keys' })).toBeVisible();
    await page.screenshot({ path: `/tmp/keys-dialog-${theme}.png` });
    await page.keyboard.press('Escape');
  }
});
