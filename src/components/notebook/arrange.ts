/**
 * Cells where the reader wants them (the playground): insert anywhere (the
 * bars between cells, the + tool, the keys), move by one place (↑ ↓, the
 * keys) or by dragging a cell's grip (Pointer Events, so a mouse, a pen and
 * a finger alike; Esc cancels), and remove with undo. Loaded with the keys
 * (commands.ts) on the reader's first touch of the notebook.
 */
import { pageNotebook } from './notebook';
import type { NotebookCell } from './cell';
import type { ProseCell } from './prose-cell';
import { ANY_CELL, isProse, type AnyCell } from './any-cell';

/** The playground as this module sees it (playground.ts). */
export interface Host extends HTMLElement {
  readonly list: HTMLElement;
  /** Every cell, code and text, in order. */
  readonly allCells: AnyCell[];
  addCell(code: string, local?: boolean, before?: Element | null): NotebookCell;
  addProse(source: string, before?: Element | null): Promise<ProseCell>;
  proseModule(): Promise<unknown>;
  renumber(): void;
  changed(): void;
  say(text: string, error?: boolean): void;
}

/** A removed cell, kept whole (code, outputs, editor) to be put back at its place. */
interface Removed {
  cell: AnyCell;
  at: number;
  /** The empty cell added because the notebook would have had none. */
  filler: NotebookCell | null;
  /** The cell of the other kind that took its place (M or Y), taken out again when it comes back. */
  replacedBy?: AnyCell;
  /** The cells left: once none of them is in the page, another notebook was opened and there is nothing to undo. */
  left: AnyCell[];
}

const removed: Removed[] = [];
/** How many removals are kept for Z / Undo. */
const UNDO_DEPTH = 20;

/** After a change of order or count: new titles, the notebook's states, a save. */
function settle(host: Host): void {
  host.renumber();
  pageNotebook().edited();
  host.changed();
}

/** A new empty cell at place `at` (0-based; the end when past it). It opens its editor, or is selected. */
export function insert(host: Host, at: number, then: 'edit' | 'select'): NotebookCell {
  const cell = host.addCell('', false, host.allCells[at] ?? null);
  settle(host);
  const n = host.allCells.indexOf(cell) + 1;
  if (then === 'edit') void cell.edit(true);
  else cell.focus();
  host.say(`Added cell ${n}${then === 'select' ? ': Enter edits it' : ''}.`);
  return cell;
}

/** A new empty text cell at place `at` (prose-cell.ts is fetched the first time); its editor opens. */
export async function insertProse(host: Host, at: number): Promise<void> {
  const before = host.allCells[at] ?? null;
  let cell: ProseCell;
  try {
    cell = await host.addProse('', before);
  } catch {
    host.say('Text cells could not load: reload the page to try again.', true);
    return;
  }
  settle(host);
  const n = host.allCells.indexOf(cell) + 1;
  host.say(`Added cell ${n}, a text cell: write Markdown ($math$ too); Shift+Enter renders it.`);
  void cell.edit();
}

/** Move a cell by one place; the focus stays where it was (the neighbour moves), or on the cell. */
export function move(host: Host, cell: AnyCell, by: -1 | 1): void {
  const cells = host.allCells;
  const i = cells.indexOf(cell);
  const j = i + by;
  if (j < 0 || j >= cells.length) return;
  if (by < 0) host.list.insertBefore(cells[j]!, cell.nextSibling);
  else host.list.insertBefore(cells[j]!, cell);
  settle(host);
  const active = document.activeElement;
  if (active instanceof HTMLButtonElement && active.disabled) cell.focus();
  cell.scrollIntoView({ block: 'nearest' });
  host.say(`Moved ${by < 0 ? 'up' : 'down'}: now cell ${j + 1} of ${cells.length}.`);
}

/** Put a cell at place `to` among the others (the end of a drag). */
function place(host: Host, cell: AnyCell, to: number): void {
  const from = host.allCells.indexOf(cell);
  const others = host.allCells.filter((c) => c !== cell);
  host.list.insertBefore(cell, others[to] ?? null);
  settle(host);
  cell.focus({ preventScroll: true });
  host.say(from === to ? `Cell ${to + 1} stays where it was.` : `Moved cell ${from + 1}: now cell ${to + 1}.`);
}

export function remove(host: Host, cell: AnyCell): void {
  const i = host.allCells.indexOf(cell);
  if (i < 0) return;
  cell.remove();
  const filler = host.allCells.length ? null : host.addCell('');
  host.renumber();
  host.changed();
  removed.push({ cell, at: i, filler, left: host.allCells });
  if (removed.length > UNDO_DEPTH) removed.shift();
  showUndo(host);
  const cells = host.allCells;
  cells[Math.min(i, cells.length - 1)]!.focus();
  host.say(`Removed cell ${i + 1}. Undo (Z)`);
}

/**
 * A cell whose kind changed (M or Y): the old one, kept whole, comes back
 * with Z or Undo in place of the new one, as a removed cell does.
 */
export function replaced(host: Host, cell: AnyCell, next: AnyCell, at: number): void {
  removed.push({ cell, at, filler: null, left: host.allCells, replacedBy: next });
  if (removed.length > UNDO_DEPTH) removed.shift();
  showUndo(host);
}

/** Bring back the last removed cell (or the cell as it was before its kind changed), at its place, as it was. */
export function undo(host: Host): void {
  const last = removed.pop();
  showUndo(host);
  if (!last) {
    host.say('Nothing to undo.');
    return;
  }
  const { cell, at, filler, replacedBy } = last;
  if (filler?.isConnected && !filler.code && host.allCells.length === 1) filler.remove();
  const kind = replacedBy?.isConnected ? (isProse(cell) ? ' as text again' : ' as code again') : '';
  if (replacedBy?.isConnected) replacedBy.remove();
  host.list.insertBefore(cell, host.allCells[at] ?? null);
  settle(host);
  cell.focus();
  const n = host.allCells.indexOf(cell) + 1;
  const again = !isProse(cell) && cell.runs ? ': run it to define its names again' : '';
  host.say(`Restored cell ${n}${kind}${again}.`);
}

function showUndo(host: Host): void {
  // Another notebook opened (an example, a file, Clear): the removals were from the one before.
  while (removed.length && !removed.at(-1)!.left.some((c) => c.isConnected)) removed.pop();
  const button = host.querySelector<HTMLButtonElement>('[data-action="undo"]');
  if (button) button.hidden = removed.length === 0;
}

/**
 * An insert bar before each cell but the first ("after cell N": the end has
 * Add cell and Add text), and one before the first, kept right by watching
 * the list. Each offers a code cell or a text cell. Bars take no room
 * (playground.css): nothing moves when they arrive.
 */
export function keepBars(host: Host): void {
  const sync = () => {
    for (const bar of Array.from(host.list.querySelectorAll<HTMLElement>(':scope > .pg-insert'))) {
      const next = bar.nextElementSibling;
      if (!next?.matches(ANY_CELL)) bar.remove();
    }
    host.allCells.forEach((cell, i) => {
      let bar = cell.previousElementSibling as HTMLElement | null;
      if (!bar?.classList.contains('pg-insert')) {
        const made = document.createElement('div');
        made.className = 'pg-insert';
        const at = () => host.allCells.indexOf(made.nextElementSibling as AnyCell);
        const button = (text: string, act: () => void) => {
          const b = document.createElement('button');
          b.type = 'button';
          b.textContent = text;
          b.addEventListener('click', act);
          return b;
        };
        const buttons = document.createElement('span');
        buttons.append(
          button('+ Add cell', () => insert(host, at(), 'edit')),
          button('+ Add text', () => void insertProse(host, at())),
        );
        made.append(buttons);
        cell.before(made);
        bar = made;
      }
      const where = i === 0 ? 'before cell 1' : `after cell ${i}`;
      const [code, text] = Array.from(bar.querySelectorAll('button'));
      // Each name holds the button's words (“Add cell”), as a voice command says them.
      if (code!.getAttribute('aria-label') !== `Add cell ${where}`) {
        code!.setAttribute('aria-label', `Add cell ${where}`);
        text!.setAttribute('aria-label', `Add text ${where}`);
      }
    });
    showUndo(host);
  };
  new MutationObserver(sync).observe(host.list, { childList: true });
  sync();
  host.querySelector('[data-action="undo"]')?.addEventListener('click', () => undo(host));
}

/** Where a drop at `y` (viewport) puts the cell: its place among the others, and the line to draw there. */
function slot(others: AnyCell[], y: number): { to: number; line: number } {
  const to = others.filter((c) => {
    const r = c.getBoundingClientRect();
    return r.top + r.height / 2 < y;
  }).length;
  const after = others[to - 1]?.getBoundingClientRect();
  const before = others[to]?.getBoundingClientRect();
  const line =
    after && before ? (after.bottom + before.top) / 2 : before ? before.top - 12 : after ? after.bottom + 12 : y;
  return { to, line };
}

/** Drag a cell by its grip: the cell follows the pointer, a line shows where it will go; Esc puts it back. */
export function drag(host: Host, e: PointerEvent): void {
  const grip = e.target as HTMLElement;
  const cell = grip.closest<AnyCell>(ANY_CELL);
  if (!cell || (e.pointerType === 'mouse' && e.button !== 0)) return;
  try {
    grip.setPointerCapture(e.pointerId);
  } catch {
    return; // the pointer is already up (a press handled late, after this module loaded)
  }
  if (!grip.hasPointerCapture(e.pointerId)) return;
  e.preventDefault();
  const others = host.allCells.filter((c) => c !== cell);
  const from = host.allCells.indexOf(cell);
  const start = e.clientY + scrollY;
  const line = document.createElement('div');
  line.className = 'pg-drop';
  line.setAttribute('aria-hidden', 'true');
  document.body.append(line);
  cell.dataset.dragging = '';
  let to = from;
  host.say(`Dragging cell ${from + 1}: release to drop it at the line, Esc to cancel.`);

  const follow = (y: number) => {
    cell.style.translate = `0 ${y + scrollY - start}px`;
    const s = slot(others, y);
    to = s.to;
    const list = host.list.getBoundingClientRect();
    Object.assign(line.style, {
      top: `${s.line + scrollY}px`,
      left: `${list.left + scrollX}px`,
      width: `${list.width}px`,
    });
    // Near an edge of the window, once the cell has left its place, the page scrolls under it.
    const edge = 48;
    if (Math.abs(y + scrollY - start) < edge) return;
    if (y < edge) scrollBy(0, -12);
    else if (y > innerHeight - edge) scrollBy(0, 12);
  };
  const onMove = (ev: PointerEvent) => follow(ev.clientY);
  const onKey = (ev: KeyboardEvent) => {
    if (ev.key !== 'Escape') return;
    ev.preventDefault();
    ev.stopPropagation();
    end(false);
  };
  const end = (drop: boolean) => {
    grip.removeEventListener('pointermove', onMove);
    grip.removeEventListener('pointerup', onUp);
    grip.removeEventListener('pointercancel', onCancel);
    document.removeEventListener('keydown', onKey, true);
    if (grip.hasPointerCapture(e.pointerId)) grip.releasePointerCapture(e.pointerId);
    line.remove();
    cell.style.translate = '';
    delete cell.dataset.dragging;
    if (drop) place(host, cell, to);
    else {
      cell.focus({ preventScroll: true });
      host.say(`Drag cancelled: cell ${from + 1} stays where it was.`);
    }
  };
  const onUp = () => end(true);
  const onCancel = () => end(false);
  grip.addEventListener('pointermove', onMove);
  grip.addEventListener('pointerup', onUp);
  grip.addEventListener('pointercancel', onCancel);
  document.addEventListener('keydown', onKey, true);
  follow(e.clientY);
}
