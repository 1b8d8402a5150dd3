/**
 * <nb-prose>: a prose cell of the playground, Markdown with $math$. Shown
 * rendered (prose.ts, fetched with KaTeX when the first prose cell appears);
 * Enter on it, a double-click or Edit opens the editor (editor.ts, as text);
 * Shift+Enter, Ctrl/Cmd+Enter or Done renders it again. It never runs: it is
 * not one of the notebook's cells (notebook.ts), and the worker never sees it.
 * Each edit sends `cell-change` (bubbling, detail: the source), as a code
 * cell does; its run keys and Esc send `cell-key` (bubbling, cancelable) as a
 * code cell's do, so the playground can move on: when nobody takes them,
 * Shift+Enter and Ctrl/Cmd+Enter render it.
 */
import type { Editor, EditorKey } from './editor';

let ids = 0;

/** An element with its class and attributes. */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text) node.textContent = text;
  return node;
}

export class ProseCell extends HTMLElement {
  private text = '';
  private editor: Editor | null = null;
  private editorLoading: Promise<void> | null = null;
  /** Which render is the latest: an older one that finishes later is dropped. */
  private renders = 0;

  /** A prose cell holding `source`, the `n`th cell of its notebook (for its labels). */
  static create(source: string, n: number): ProseCell {
    const cell = document.createElement('nb-prose') as unknown as ProseCell;
    const id = `nb-prose-${++ids}`;
    cell.className = 'nb-cell nb-prose-cell';
    cell.setAttribute('role', 'group');
    cell.setAttribute('aria-labelledby', `${id}-title ${id}-kind`);
    // Its frame takes the focus from a script (the playground's command mode), never from Tab.
    cell.tabIndex = -1;
    const head = el('div', { class: 'nb-head' });
    head.append(
      el('span', { class: 'nb-title', id: `${id}-title` }, `Cell ${n}`),
      el('span', { class: 'nb-kind', id: `${id}-kind` }, 'text'),
    );
    const view = el('div', {
      class: 'nb-prose nb-prose-view',
      'data-part': 'view',
      role: 'region',
      'aria-label': `Text of cell ${n}`,
      'aria-describedby': `${id}-hint`,
      tabindex: '0',
    });
    const editor = el('div', { class: 'nb-editor', 'data-part': 'editor', hidden: '' });
    const bar = el('div', { class: 'nb-bar' });
    bar.append(
      el('button', { type: 'button', 'data-action': 'edit' }, 'Edit'),
      el('button', { type: 'button', 'data-action': 'done', title: 'Render (Shift+Enter)', hidden: '' }, 'Done'),
      el('span', { class: 'nb-hint', id: `${id}-hint` }, 'Enter or double-click edits · Shift+Enter renders'),
      el('output', { class: 'nb-status', 'data-readout': 'cell-status' }),
    );
    cell.append(head, view, editor, bar);
    cell.text = source;
    cell.dataset.n = String(n);
    cell.dataset.title = `Cell ${n}`;
    return cell;
  }

  /** Its name in the notebook ("Cell 3"), as a code cell's. */
  get label(): string {
    return this.dataset.title || 'Text';
  }

  /** The Markdown: the reader's edit while the editor is open. */
  get source(): string {
    return this.editor ? this.editor.getCode() : this.text;
  }
  set source(next: string) {
    this.text = next;
    this.editor?.setCode(next);
    if (!this.editing) void this.show();
  }

  /** Whether the editor is open. */
  get editing(): boolean {
    return this.piece('editor')?.hidden === false;
  }

  /** Its place in the notebook changed (the playground's reorder): new labels. */
  renumber(n: number): void {
    this.dataset.n = String(n);
    this.dataset.title = `Cell ${n}`;
    this.querySelector('.nb-title')!.textContent = `Cell ${n}`;
    this.piece('view')?.setAttribute('aria-label', `Text of cell ${n}`);
    this.editorLabel();
  }

  connectedCallback(): void {
    if (this.dataset.ready === 'true') return; // moved in the page: already wired
    const view = this.piece('view')!;
    view.addEventListener('dblclick', () => void this.edit());
    view.addEventListener('keydown', (e) => {
      // Enter on the region itself; on a link inside it, Enter follows the link.
      if (e.key === 'Enter' && e.target === view && !e.shiftKey) {
        e.preventDefault();
        void this.edit();
      }
    });
    this.action('edit')?.addEventListener('click', () => void this.edit());
    this.action('done')?.addEventListener('click', () => this.done());
    void this.show();
    this.dataset.ready = 'true';
  }

  /** Open the editor (CodeMirror is fetched the first time) and focus it (`_focus`: always; as a code cell's edit). */
  async edit(_focus = true): Promise<void> {
    if (!this.editorLoading) {
      this.status('Loading the editor…');
      this.editorLoading = import('./editor').then(({ createEditor }) => {
        this.editor = createEditor(this.piece('editor')!, this.text, {
          label: this.editorName(),
          mode: 'text',
          onRun: () => this.done(),
          onKey: (key) => this.key(key),
          onChange: (source) => this.dispatchEvent(new CustomEvent('cell-change', { detail: source, bubbles: true })),
        });
      });
      this.editorLoading.catch(() => {
        this.status('The editor could not load: reload the page to edit.', true);
      });
    }
    try {
      await this.editorLoading;
    } catch {
      return;
    }
    this.piece('editor')!.hidden = false;
    this.piece('view')!.hidden = true;
    this.action('edit')!.hidden = true;
    this.action('done')!.hidden = false;
    this.status('Editing Markdown: Shift+Enter or Done renders it');
    this.editor?.focus();
  }

  /**
   * A run key or Esc in the editor: the playground takes it (renders, moves
   * on, leaves the editor); anywhere else Shift+Enter and Ctrl/Cmd+Enter
   * render. Returns whether the key was used.
   */
  private key(key: EditorKey): boolean {
    const free = this.dispatchEvent(new CustomEvent('cell-key', { detail: key, bubbles: true, cancelable: true }));
    if (!free || key === 'escape' || key === 'insert') return !free;
    this.done();
    return true;
  }

  /** Leave the editor: render what it holds, and put the focus on the rendered text (`focus` false: left where it is). */
  done(focus = true): void {
    if (!this.editing) return;
    this.text = this.source;
    this.piece('editor')!.hidden = true;
    const view = this.piece('view')!;
    view.hidden = false;
    this.action('edit')!.hidden = false;
    this.action('done')!.hidden = true;
    this.status('');
    void this.show();
    if (focus) view.focus();
  }

  /** Render the source into the view: as text at once, then as prose when prose.ts has loaded. */
  private async show(): Promise<void> {
    const view = this.piece('view')!;
    const turn = ++this.renders;
    const source = this.text;
    if (!source.trim()) {
      view.replaceChildren(el('p', { class: 'nb-empty' }, 'Empty: press Enter or Edit to write Markdown.'));
      return;
    }
    // The Markdown as text until the renderer is here (at once, once it was loaded), and if it never comes.
    if (!view.hasChildNodes() || turn > 1) view.replaceChildren(el('pre', { class: 'nb-prose-source' }, source));
    let mountProse: (el: HTMLElement, markdown: string) => void;
    try {
      ({ mountProse } = await import('./mount-prose'));
    } catch {
      if (turn === this.renders) this.status('The text could not be rendered: reload the page.', true);
      return;
    }
    if (turn !== this.renders) return;
    mountProse(view, source);
  }

  private editorName(): string {
    return `Markdown of cell ${this.dataset.n ?? ''}`.trim();
  }

  private editorLabel(): void {
    this.querySelector('.cm-content')?.setAttribute('aria-label', this.editorName());
  }

  private piece(name: string): HTMLElement | null {
    return this.querySelector<HTMLElement>(`[data-part="${name}"]`);
  }

  private action(name: string): HTMLButtonElement | null {
    return this.querySelector<HTMLButtonElement>(`[data-action="${name}"]`);
  }

  private status(text: string, error = false): void {
    const out = this.querySelector('[data-readout="cell-status"]');
    if (out) out.textContent = text;
    this.dataset.state = error ? 'error' : 'idle';
  }
}

if (!customElements.get('nb-prose')) customElements.define('nb-prose', ProseCell);
