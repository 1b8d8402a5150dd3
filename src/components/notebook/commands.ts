/**
 * The playground's keys, as in Jupyter. In the editor or on a cell:
 * Shift+Enter runs and moves on (a new cell after the last), Ctrl/Cmd+Enter
 * runs, Alt+Enter runs and inserts a cell below, Esc leaves the editor and
 * selects the cell (command mode: the cell itself has the focus). A text
 * cell renders where a code cell runs (Esc renders it too). In command
 * mode single keys act (A, B, D D, Z, J, K, M, Y, ?, Enter, the arrows), only
 * ever when the focus is on a cell's own frame, so they never take a key from
 * a text field, the editor, the browser or a screen reader's browse mode.
 * Loaded by playground.ts on the reader's first touch of the notebook.
 */
import { drag, insert, insertProse, keepBars, move, remove, replaced, undo, type Host } from './arrange';
import { ANY_CELL, isProse, type AnyCell } from './any-cell';
import type { EditorKey } from './editor';
import { pageNotebook } from './notebook';

import { showKeys } from './keys-dialog';

export { showKeys, insertProse };

type Kind = 'code' | 'prose';
/** D twice within this many ms removes the cell. */
const TWICE = 500;

/** Events this module handled itself: a replayed one (playground.ts) is not handled twice. */
const seen = new WeakSet<Event>();
let lastD: { cell: AnyCell; at: number } | null = null;

export function attach(host: Host): void {
  host.addEventListener('keydown', (e) => {
    seen.add(e);
    onKey(host, e);
  });
  host.addEventListener('pointerdown', (e) => {
    seen.add(e);
    onPointer(host, e);
  });
  keepBars(host);
}

/** A key or press that came while this module was loading. */
export function replay(host: Host, e: Event): void {
  if (seen.has(e)) return;
  if (e instanceof KeyboardEvent) onKey(host, e);
  else if (e instanceof PointerEvent) onPointer(host, e);
}

function onPointer(host: Host, e: PointerEvent): void {
  if ((e.target as Element).closest('[data-part="grip"]')) drag(host, e);
}

/** A cell's tool button: ↑ ↓ + ×, Make text, Make code. */
export function tool(host: Host, cell: AnyCell, action: string): void {
  if (action === 'up' || action === 'down') move(host, cell, action === 'up' ? -1 : 1);
  else if (action === 'insert') insert(host, host.allCells.indexOf(cell) + 1, 'edit');
  else if (action === 'remove') remove(host, cell);
  else if (action === 'make-text' || action === 'make-code')
    void setKind(host, cell, action === 'make-text' ? 'prose' : 'code');
}

/**
 * A run key or Esc from a cell (cell.ts, prose-cell.ts): run (a text cell:
 * render) and move on, run and insert, or leave the editor. A text cell
 * renders on Esc too, and on Ctrl/Cmd+Enter stays with its rendered text.
 */
export function cellKey(host: Host, cell: AnyCell, key: EditorKey): void {
  if (key === 'escape') {
    if (isProse(cell)) cell.done(false);
    select(host, cell, true);
    return;
  }
  if (isProse(cell)) cell.done(key === 'stay');
  else void cell.run();
  const at = host.allCells.indexOf(cell) + 1;
  if (key === 'insert') insert(host, at, 'edit');
  else if (key === 'next') {
    const next = host.allCells[at];
    if (next) next.focus();
    else insert(host, at, 'edit');
  }
}

/** Command mode on a cell: its frame has the focus. */
function select(host: Host, cell: AnyCell, tell = false): void {
  cell.focus();
  if (tell) host.say(`${cell.label} selected: A, B insert, D D removes, Enter edits, ? lists every key.`);
}

function onKey(host: Host, e: KeyboardEvent): void {
  if (e.defaultPrevented) return;
  const target = e.target as HTMLElement;
  const cell = target.closest<AnyCell>(ANY_CELL);
  if (!cell || !host.list.contains(cell)) return;
  // Esc anywhere else in a cell (its code, a button): select the cell.
  if (target !== cell) {
    if (e.key === 'Escape' && !target.closest('.cm-editor')) {
      e.preventDefault();
      select(host, cell, true);
    }
    return;
  }
  const done = command(host, cell, e);
  if (done) e.preventDefault();
}

/** A key on a selected cell; returns whether it was a command. */
function command(host: Host, cell: AnyCell, e: KeyboardEvent): boolean {
  const cells = host.allCells;
  const i = cells.indexOf(cell);
  const mod = e.ctrlKey || e.metaKey;
  if (mod && e.shiftKey && !e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
    move(host, cell, e.key === 'ArrowUp' ? -1 : 1);
    return true;
  }
  // A selected text cell's run keys (a code cell's own handler, cell.ts, takes them for it).
  if (isProse(cell) && e.key === 'Enter' && (e.shiftKey || mod || e.altKey)) {
    cellKey(host, cell, e.shiftKey ? 'next' : mod ? 'stay' : 'insert');
    return true;
  }
  if (mod || e.altKey) return false;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (key !== 'd') lastD = null;
  switch (key) {
    case 'Enter':
      void cell.edit(true);
      return true;
    case 'ArrowUp':
    case 'k':
      cells[i - 1]?.focus();
      return true;
    case 'ArrowDown':
    case 'j':
      cells[i + 1]?.focus();
      return true;
    case 'a':
      insert(host, i, 'select');
      return true;
    case 'b':
      insert(host, i + 1, 'select');
      return true;
    case 'd':
      if (lastD?.cell === cell && e.timeStamp - lastD.at < TWICE) {
        lastD = null;
        remove(host, cell);
      } else {
        lastD = { cell, at: e.timeStamp };
        host.say(`Press D again to remove cell ${i + 1}.`);
      }
      return true;
    case 'z':
      undo(host);
      return true;
    case 'm':
    case 'y':
      void setKind(host, cell, key === 'm' ? 'prose' : 'code');
      return true;
    case '?':
      showKeys();
      return true;
  }
  return false;
}

/**
 * M and Y: the cell becomes text (its code is the Markdown; its outputs go)
 * or code (its Markdown is the code, not run yet), in its place and with its
 * number. A code cell that leaves takes its names with it, as a removed one
 * does (cell.ts unregisters it once it is out of the page).
 */
export async function setKind(host: Host, cell: AnyCell, kind: Kind): Promise<void> {
  const name = cell.label;
  if (isProse(cell) === (kind === 'prose')) {
    host.say(`${name} is already ${kind === 'prose' ? 'text' : 'code'}.`);
    return;
  }
  let next: AnyCell;
  let outputs = false;
  if (isProse(cell)) {
    next = host.addCell(cell.source, false, cell);
  } else {
    outputs = !!cell.shownOutputs?.length;
    try {
      next = await host.addProse(cell.code, cell);
    } catch {
      host.say('Text cells could not load: reload the page to try again.', true);
      return;
    }
  }
  if (!cell.isConnected) {
    next.remove(); // the cell went (removed, another notebook opened) while prose-cell.ts loaded
    return;
  }
  cell.remove();
  replaced(host, cell, next, host.allCells.indexOf(next));
  host.renumber();
  pageNotebook().edited();
  host.changed();
  next.focus();
  host.say(
    kind === 'prose'
      ? `${name} is now text: its code is its Markdown${outputs ? ', its outputs are gone' : ''}. Enter edits it, Y makes it code again, Z brings the code cell back.`
      : `${name} is now code, not run yet: Enter edits it, M makes it text again, Z brings the text cell back.`,
  );
}
