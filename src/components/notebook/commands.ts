/**
 * The playground's keys, as in Jupyter. In the editor or on a cell:
 * Shift+Enter runs and moves on (a new cell after the last), Ctrl/Cmd+Enter
 * runs, Alt+Enter runs and inserts a cell below, Esc leaves the editor and
 * selects the cell (command mode: the cell itself has the focus). In command
 * mode single keys act (A, B, D D, Z, J, K, M, Y, ?, Enter, the arrows), only
 * ever when the focus is on a cell's own frame, so they never take a key from
 * a text field, the editor, the browser or a screen reader's browse mode.
 * Loaded by playground.ts on the reader's first touch of the notebook.
 */
import { drag, insert, keepBars, move, remove, undo, type Host } from './arrange';
import type { NotebookCell } from './cell';
import type { EditorKey } from './editor';

import { showKeys } from './keys-dialog';

export { showKeys };

type Kind = 'code' | 'prose';
/** D twice within this many ms removes the cell. */
const TWICE = 500;

/** Events this module handled itself: a replayed one (playground.ts) is not handled twice. */
const seen = new WeakSet<Event>();
let lastD: { cell: NotebookCell; at: number } | null = null;

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

/** A cell's tool button: ↑ ↓ + ×. */
export function tool(host: Host, cell: NotebookCell, action: string): void {
  if (action === 'up' || action === 'down') move(host, cell, action === 'up' ? -1 : 1);
  else if (action === 'insert') insert(host, host.cells.indexOf(cell) + 1, 'edit');
  else if (action === 'remove') remove(host, cell);
}

/** A run key or Esc from a cell (cell.ts): run and move on, run and insert, or leave the editor. */
export function cellKey(host: Host, cell: NotebookCell, key: EditorKey): void {
  if (key === 'escape') {
    select(host, cell, true);
    return;
  }
  void cell.run();
  const at = host.cells.indexOf(cell) + 1;
  if (key === 'insert') insert(host, at, 'edit');
  else if (key === 'next') {
    const next = host.cells[at];
    if (next) next.focus();
    else insert(host, at, 'edit');
  }
}

/** Command mode on a cell: its frame has the focus. */
function select(host: Host, cell: NotebookCell, tell = false): void {
  cell.focus();
  if (tell) host.say(`${cell.label} selected: A, B insert, D D removes, Enter edits, ? lists every key.`);
}

function onKey(host: Host, e: KeyboardEvent): void {
  if (e.defaultPrevented) return;
  const target = e.target as HTMLElement;
  const cell = target.closest<NotebookCell>('nb-cell');
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
function command(host: Host, cell: NotebookCell, e: KeyboardEvent): boolean {
  const cells = host.cells;
  const i = cells.indexOf(cell);
  const mod = e.ctrlKey || e.metaKey;
  if (mod && e.shiftKey && !e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
    move(host, cell, e.key === 'ArrowUp' ? -1 : 1);
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
 * Prose cells (Markdown with math) come from prose-cell.ts, which another
 * part of the work adds: when it is in the build, its `convert(cell, kind)`
 * turns a cell into the other kind and returns the new element (or null when
 * nothing changed). Until then, M and Y say so.
 */
const proseModule = import.meta.glob<{ convert?: (cell: HTMLElement, kind: Kind) => HTMLElement | null }>(
  './prose-cell.ts',
);

export async function setKind(host: Host, cell: NotebookCell, kind: Kind): Promise<void> {
  const load = proseModule['./prose-cell.ts'];
  if (!load) {
    host.say('Prose cells are not available yet.');
    return;
  }
  const next = (await load()).convert?.(cell, kind);
  if (!next) return;
  host.renumber();
  host.changed();
  next.focus();
  host.say(`${next.getAttribute('aria-label') ?? 'The cell'} is now ${kind === 'prose' ? 'prose' : 'code'}.`);
}
