/**
 * The playground's keys, listed in a dialog (the Keys button, or ? on a
 * selected cell): a native modal <dialog>, so Esc closes it and the page
 * behind is inert; the focus goes back where it was.
 */

/** Each group of keys: a caption, and rows of [keys, what they do]; in keys, ` / ` parts choices and a space keys pressed in turn. */
const KEYS: [string, [string, string][]][] = [
  [
    'In the editor, or on a cell',
    [
      ['Shift+Enter', 'Run (text: render), then go to the next cell (a new one after the last)'],
      ['Ctrl+Enter', 'Run (text: render), and stay (⌘+Enter on a Mac)'],
      ['Alt+Enter', 'Run (text: render), then insert a cell below (⌥+Enter on a Mac)'],
      ['Esc', 'Leave the editor (text: rendered): the cell is selected (command mode)'],
    ],
  ],
  [
    'On a selected cell (command mode)',
    [
      ['Enter', 'Edit the cell'],
      ['↑ / K', 'Select the cell above'],
      ['↓ / J', 'Select the cell below'],
      ['A', 'Insert a code cell above'],
      ['B', 'Insert a code cell below'],
      ['D D', 'Remove the cell (D twice)'],
      ['Z', 'Undo the last removal'],
      ['Ctrl+Shift+↑', 'Move the cell up (⌘+Shift+↑ on a Mac)'],
      ['Ctrl+Shift+↓', 'Move the cell down (⌘+Shift+↓ on a Mac)'],
      ['M', 'Make the cell text: Markdown with $math$ (its code becomes the text, its outputs go)'],
      ['Y', 'Make the cell code (its text becomes the code)'],
      ['?', 'This list'],
    ],
  ],
];

let dialog: HTMLDialogElement | null = null;

function make<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

/** `parts`, each made into nodes, with `between` between them. */
function join(parts: string[], between: string, each: (part: string) => (Node | string)[]): (Node | string)[] {
  return parts.flatMap((part, i) => (i ? [between, ...each(part)] : each(part)));
}

function build(): HTMLDialogElement {
  const tables = KEYS.map(([caption, rows]) =>
    make(
      'table',
      {},
      make('caption', {}, caption),
      make('thead', {}, make('tr', {}, make('th', { scope: 'col' }, 'Keys'), make('th', { scope: 'col' }, 'Action'))),
      make(
        'tbody',
        {},
        ...rows.map(([keys, action]) =>
          make(
            'tr',
            {},
            make(
              'td',
              {},
              ...join(keys.split(' / '), ' or ', (choice) => join(choice.split(' '), ' ', (k) => [make('kbd', {}, k)])),
            ),
            make('td', {}, action),
          ),
        ),
      ),
    ),
  );
  const box = make(
    'dialog',
    { class: 'pg-keys', 'aria-labelledby': 'pg-keys-title' },
    // Close first: in view and first in the Tab order however long the list.
    make(
      'div',
      { class: 'pg-keys-head' },
      make('h2', { id: 'pg-keys-title' }, 'Keys'),
      make('form', { method: 'dialog' }, make('button', { type: 'submit' }, 'Close')),
    ),
    make(
      'p',
      {},
      'Single keys act only on a selected cell (Esc in the editor, or click a cell’s title bar), never while you type. Every action also has a button; a cell also moves by dragging its grip.',
    ),
    ...tables,
  );
  document.body.append(box);
  return box;
}

/** Open the list of keys; closing it puts the focus back where it was. */
export function showKeys(): void {
  const back = document.activeElement as HTMLElement | null;
  dialog ??= build();
  if (dialog.open) return;
  dialog.addEventListener('close', () => back?.focus(), { once: true });
  dialog.showModal();
  dialog.querySelector('button')!.focus();
}
