/**
 * <nb-playground>: the scratchpad. Cells are code (<nb-cell>, built here) or
 * text (<nb-prose>, Markdown with math: prose-cell.ts, loaded only when the
 * notebook has or makes one), numbered in one sequence ("Cell 3" either way);
 * the notebook is kept in the URL hash (so a link reproduces it), in local
 * storage (so a reload keeps it) and in exported files. Links and files are
 * decoded and validated by hash.ts; nothing from them is ever evaluated on
 * this page: code goes to the worker as text, output comes back as data.
 */
import './cell';
import type { NotebookCell } from './cell';
import type { ProseCell } from './prose-cell';
import { ANY_CELL, isProse, type AnyCell } from './any-cell';
import { pageNotebook, type GraphSummary } from './notebook';
import { interrupt, restart } from './client';
import { DEFAULT_TIMEOUT, limitText, parseLimit } from './source';
import { decodeHash, type NotebookDoc } from './hash';
import type { Example } from './examples';
import type { EditorKey } from './editor';

const STORAGE_KEY = 'leading-the-target:playground';
const SAVE_DELAY = 300;
/** The writers and the file reader (lz-string, the outputs' checker): loaded on the first save, export or import. */
const docFile = () => import('./doc-file');
/** What wakes the keys, the insert bars, dragging and undo (commands.ts): the reader's first touch of the notebook. */
const WAKE = ['focusin', 'pointerover', 'pointerdown', 'keydown'];

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K | 'nb-cell',
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag) as HTMLElementTagNameMap[K];
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

class Playground extends HTMLElement {
  private examples: Example[] = [];
  private docTitle = '';
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private count = 0;
  /** Each run's limit (ms), kept with the notebook. */
  private limit = DEFAULT_TIMEOUT;
  private tools: Promise<typeof import('./commands')> | undefined;
  private proseCells: Promise<typeof import('./prose-cell')> | undefined;
  /** Which load() is the latest: one that waited for prose-cell.ts and was overtaken builds nothing. */
  private loads = 0;

  get list(): HTMLElement {
    return this.querySelector('[data-part="cells"]')!;
  }

  /** The code cells (what runs and shows outputs). */
  get cells(): NotebookCell[] {
    return Array.from(this.list.querySelectorAll<NotebookCell>('nb-cell'));
  }

  /** Every cell, code and text, in order: what the keys walk and the numbers count. */
  get allCells(): AnyCell[] {
    return Array.from(this.list.querySelectorAll<AnyCell>(ANY_CELL));
  }

  connectedCallback(): void {
    if (this.dataset.ready === 'true') return;
    try {
      this.examples = JSON.parse(this.dataset.examples ?? '[]') as Example[];
    } catch {
      this.examples = [];
    }
    this.querySelectorAll('[data-action="add"]').forEach((b) =>
      b.addEventListener('click', () => {
        const cell = this.addCell('');
        this.changed();
        void cell.edit(true);
      }),
    );
    // A text cell at the end (commands.ts, as the bars' Add text).
    this.querySelectorAll('[data-action="add-text"]').forEach((b) =>
      b.addEventListener('click', () => void this.use().then((t) => t.insertProse(this, Infinity))),
    );
    this.action('run-all', () => void this.runAll());
    this.action('restart', () => {
      restart();
      pageNotebook().cleared();
      this.say('Restarted: every value is gone. Run all (or Run on a cell) to compute them again, in graph order.');
    });
    this.action('clear', () => {
      void this.load({ title: '', cells: [''] }, false);
      this.changed();
      this.say('Cleared: one empty cell.');
    });
    this.action('load-example', () => {
      const id = this.querySelector<HTMLSelectElement>('[data-part="example"]')!.value;
      const ex = this.examples.find((e) => e.id === id);
      if (!ex) return;
      void this.load(ex, true).then(() => {
        this.changed();
        this.say(`Opened the example “${ex.title}”.`);
      });
    });
    this.action('interrupt', () => {
      this.say(interrupt() ? 'Interrupted: the running code was stopped.' : 'Nothing is running.');
    });
    this.action('trust-run', () => void this.runAll());
    // Anything that ran did so because the reader asked (nothing else runs a playground cell).
    // Its output is kept with the notebook.
    this.addEventListener('cell-ran', () => {
      this.trust(null);
      this.changed();
    });
    this.limitBox.addEventListener('change', () => {
      this.setLimit(parseLimit(this.limitBox.value) ?? DEFAULT_TIMEOUT);
      this.changed();
      this.say(`Each run may now take up to ${limitText(this.limit)}.`);
    });
    this.action('copy-link', () => void this.copyLink());
    this.action('export', () => void this.exportAs('json'));
    this.action('export-ipynb', () => void this.exportAs('ipynb'));
    this.querySelector<HTMLInputElement>('[data-part="import"]')!.addEventListener('change', (e) => {
      const input = e.target as HTMLInputElement;
      const file = input.files?.[0];
      input.value = '';
      if (file) void this.importFile(file);
    });
    this.addEventListener('cell-change', () => this.changed());
    this.wake();
    this.action('keys', () => void this.use().then((t) => t.showKeys()));
    // A cell's tools (↑ ↓ + ×), its run keys and Esc: acted on by commands.ts, loaded on first use.
    this.list.addEventListener('click', (e) => {
      const tool = (e.target as Element).closest<HTMLElement>('.nb-tools [data-action]');
      const cell = tool?.closest<AnyCell>(ANY_CELL);
      if (cell) void this.use().then((t) => t.tool(this, cell, tool!.dataset.action!));
    });
    this.addEventListener('cell-key', (e) => {
      e.preventDefault();
      const cell = e.target as AnyCell;
      void this.use().then((t) => t.cellKey(this, cell, (e as CustomEvent<EditorKey>).detail));
    });
    document.addEventListener('notebook-graph', (e) => this.drawGraph((e as CustomEvent<GraphSummary>).detail));
    window.addEventListener('hashchange', () => this.fromHash());

    if (!this.fromHash()) void this.firstOpen();
  }

  private use(): Promise<typeof import('./commands')> {
    return (this.tools ??= import('./commands').then((t) => {
      t.attach(this);
      return t;
    }));
  }

  /** Load commands.ts on the reader's first touch; the keys and presses that came before it are handled once it is in. */
  private wake(): void {
    const early: Event[] = [];
    let asked = false;
    const wake = (e: Event) => {
      if (e.type === 'keydown' || e.type === 'pointerdown') early.push(e);
      if (asked) return;
      asked = true;
      void this.use().then((t) => {
        for (const type of WAKE) this.removeEventListener(type, wake, true);
        for (const event of early) t.replay(this, event);
      });
    };
    for (const type of WAKE) this.addEventListener(type, wake, true);
  }

  /** No notebook in the link: the one kept in this browser, with its outputs, or the first example. */
  private async firstOpen(): Promise<void> {
    const saved = await this.fromStorage();
    if (saved) {
      await this.load(saved, false, 'from last session');
      const kept = saved.outputs?.some(Boolean)
        ? ', with the outputs it showed (dashed until each cell runs again)'
        : '';
      this.say(`Your notebook from last time, restored from this browser${kept}.`);
    } else if (this.examples[0]) {
      // Not run until asked: a first visit loads no worker.
      await this.load(this.examples[0], false);
      this.say(`Started from the example “${this.examples[0].title}”: press Run all, or Run on a cell.`);
    } else {
      await this.load({ title: '', cells: [''] }, false);
    }
    this.dataset.ready = 'true';
  }

  /** The dependency graph beside the notebook: the cells in run order, each with the names it reads and from where. */
  private drawGraph(summary: GraphSummary): void {
    const list = this.querySelector('[data-part="graph"]');
    if (!list) return;
    list.replaceChildren(
      ...summary.cells.map((c) => {
        const reads = c.reads.map((r) => `${r.from} (${r.names.join(', ')})`);
        const sources = [...reads, ...c.figures.map((f) => `figure “${f}”`)];
        return el(
          'li',
          c.problem ? { 'data-problem': '' } : {},
          el('strong', {}, c.label),
          sources.length ? ` ← ${sources.join('; ')}` : ' (reads no other cell)',
        );
      }),
    );
  }

  private get limitBox(): HTMLSelectElement {
    return this.querySelector<HTMLSelectElement>('[data-part="limit"]')!;
  }

  /** The limit every cell runs with (a chosen one is added to the list when it is not offered). */
  private setLimit(ms: number): void {
    this.limit = ms;
    const box = this.limitBox;
    if (![...box.options].some((o) => o.value === String(ms))) box.add(new Option(limitText(ms), String(ms)));
    box.value = String(ms);
    for (const cell of this.cells) cell.dataset.timeout = String(ms);
  }

  /**
   * Code from elsewhere (a link, a file) runs when the reader says so: the
   * banner says where it came from until a run; null hides it.
   */
  private trust(from: string | null): void {
    const banner = this.querySelector<HTMLElement>('[data-part="trust"]');
    if (!banner) return;
    if (from === null) {
      banner.hidden = true;
      delete this.dataset.untrusted;
      return;
    }
    banner.querySelector('[data-readout="trust-title"]')!.textContent = `This notebook came from ${from}.`;
    banner.hidden = false;
    this.dataset.untrusted = '';
  }

  private action(name: string, handler: () => void): void {
    this.querySelector(`[data-action="${name}"]`)?.addEventListener('click', handler);
  }

  say(text: string, error = false): void {
    const status = this.querySelector<HTMLElement>('[data-readout="playground-status"]')!;
    status.textContent = text;
    status.toggleAttribute('data-error', error);
  }

  /** Load the notebook in the hash, if there is one. Returns whether the hash held a notebook (good or bad). */
  private fromHash(): boolean {
    const decoded = decodeHash(location.hash);
    if (decoded === null) return false;
    if (!decoded.ok) {
      void this.load({ title: '', cells: [''] }, false);
      this.say(`This link could not be opened: ${decoded.error} Here is an empty notebook instead.`, true);
      this.dataset.ready = 'true';
      return true;
    }
    void this.openLinked(decoded.doc);
    return true;
  }

  /**
   * A link's notebook. When it is the very notebook this browser keeps (a
   * reload: the page's address holds its link), it comes back as the
   * reader left it, with its outputs; any other is someone else's code, and
   * runs nothing until asked.
   */
  private async openLinked(doc: NotebookDoc): Promise<void> {
    const saved = await this.fromStorage();
    const same = (a: NotebookDoc, b: NotebookDoc) =>
      JSON.stringify([a.cells, a.kinds ?? [], a.local ?? []]) ===
      JSON.stringify([b.cells, b.kinds ?? [], b.local ?? []]);
    if (saved && same(saved, doc)) {
      await this.load(saved, false, 'from last session');
      this.say('Your notebook, as you left it in this browser: nothing has run yet on this visit.');
    } else {
      await this.load(doc, false);
      this.trust('a link');
      const n = doc.cells.length;
      this.say(`Opened the notebook in the link (${n} ${n === 1 ? 'cell' : 'cells'}): nothing has run yet.`);
    }
    this.dataset.ready = 'true';
  }

  private async fromStorage(): Promise<NotebookDoc | null> {
    let text: string | null = null;
    try {
      text = localStorage.getItem(STORAGE_KEY);
    } catch {
      return null;
    }
    if (!text) return null;
    const parsed = (await docFile()).parseFile(text);
    return parsed.ok ? parsed.doc : null;
  }

  /** The notebook as it stands: each cell's code or Markdown, and the outputs the code cells show. */
  private doc(): NotebookDoc {
    const all = this.allCells;
    const code = (c: AnyCell): NotebookCell | null => (isProse(c) ? null : c);
    const doc: NotebookDoc = { title: this.docTitle, cells: all.map((c) => (isProse(c) ? c.source : c.code)) };
    if (all.some(isProse)) doc.kinds = all.map((c) => (isProse(c) ? 'md' : 'code'));
    if (all.some((c) => code(c)?.local)) doc.local = all.map((c) => code(c)?.local ?? false);
    if (all.some((c) => code(c)?.shownOutputs)) doc.outputs = all.map((c) => code(c)?.shownOutputs ?? null);
    if (this.limit !== DEFAULT_TIMEOUT) doc.limit = this.limit;
    return doc;
  }

  /** Save to storage and the address, a moment after the last change. */
  changed(): void {
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => void this.save(), SAVE_DELAY);
  }

  private async save(): Promise<void> {
    const doc = this.doc();
    const { encodeHash, storedText } = await docFile();
    try {
      localStorage.setItem(STORAGE_KEY, storedText(doc));
    } catch {
      /* storage full or disabled: the link still holds the notebook's code */
    }
    history.replaceState(null, '', `#${encodeHash(doc)}`);
  }

  /**
   * Show a notebook; its saved outputs are marked with where they come from
   * (`from`) until their cell runs. With text cells it waits for prose-cell.ts
   * first, then builds every cell at once (a later load wins).
   */
  private async load(doc: NotebookDoc, run: boolean, from = 'saved in the file'): Promise<void> {
    const turn = ++this.loads;
    // Text cells that could not load (the connection dropped) show their Markdown as code.
    const prose = doc.kinds?.includes('md') ? await this.proseModule().catch(() => null) : null;
    if (turn !== this.loads) return;
    this.docTitle = doc.title;
    this.trust(null);
    this.list.replaceChildren();
    const sources = doc.cells.length ? doc.cells : [''];
    sources.forEach((source, i) => {
      if (doc.kinds?.[i] === 'md' && prose) {
        this.placeProse(prose.ProseCell.create(source, i + 1), null);
        return;
      }
      const cell = this.addCell(source, doc.local?.[i] ?? false);
      const saved = doc.outputs?.[i];
      if (saved) void cell.restore(saved, from);
    });
    this.renumber();
    this.setLimit(doc.limit ?? DEFAULT_TIMEOUT);
    if (run) void this.runAll();
  }

  /** prose-cell.ts (and its element), fetched the first time a text cell is shown or made. */
  proseModule(): Promise<typeof import('./prose-cell')> {
    return (this.proseCells ??= import('./prose-cell'));
  }

  renumber(): void {
    const all = this.allCells;
    all.forEach((cell, i) => {
      const name = `Cell ${i + 1}`;
      if (isProse(cell)) cell.renumber(i + 1);
      else {
        cell.dataset.title = name;
        cell.setAttribute('aria-label', name);
        cell.querySelector('.nb-title')!.textContent = name;
        cell.querySelector('[data-part="output"]')!.setAttribute('aria-label', `Output of ${name}`);
      }
      cell.querySelector<HTMLButtonElement>('.nb-tools [data-action="up"]')!.disabled = i === 0;
      cell.querySelector<HTMLButtonElement>('.nb-tools [data-action="down"]')!.disabled = i === all.length - 1;
    });
  }

  /** A cell's grip and tools (↑ ↓ + ×, and the switch to the other kind). */
  private cellTools(kind: 'code' | 'md'): HTMLElement[] {
    const tool = (action: string, label: string, text: string) =>
      el('button', { type: 'button', 'data-action': action, 'aria-label': label, title: label }, text);
    const grip = el('span', {
      class: 'nb-grip',
      'data-part': 'grip',
      title: 'Drag to move the cell',
      'aria-hidden': 'true',
    });
    const tools = el(
      'span',
      { class: 'nb-tools' },
      kind === 'code'
        ? el('button', { type: 'button', 'data-action': 'make-text', title: 'Make this cell text (M)' }, 'Make text')
        : el('button', { type: 'button', 'data-action': 'make-code', title: 'Make this cell code (Y)' }, 'Make code'),
      tool('up', 'Move cell up', '↑'),
      tool('down', 'Move cell down', '↓'),
      tool('insert', 'Insert a cell below', '+'),
      tool('remove', 'Remove cell', '×'),
    );
    return [grip, tools];
  }

  /** Put a text cell, with the playground's grip and tools, before `before` (the end when null). */
  private placeProse(cell: ProseCell, before: Element | null): ProseCell {
    const head = cell.querySelector('.nb-head')!;
    const [grip, tools] = this.cellTools('md');
    head.prepend(grip!);
    head.append(tools!);
    this.list.insertBefore(cell, before);
    return cell;
  }

  /** A new text cell holding `source`, placed before `before` (at the end when none). */
  async addProse(source: string, before: Element | null = null): Promise<ProseCell> {
    const { ProseCell } = await this.proseModule();
    const cell = this.placeProse(ProseCell.create(source, 1), before?.parentNode === this.list ? before : null);
    this.renumber();
    return cell;
  }

  /** A new cell, placed before `before` (at the end when none). */
  addCell(code: string, local = false, before: Element | null = null): NotebookCell {
    const n = ++this.count;
    const [grip, tools] = this.cellTools('code');
    const cell = el(
      'nb-cell',
      {
        class: 'nb-cell',
        'data-widget': 'notebook-cell',
        'data-plain': '',
        'data-code': code,
        'data-cell': `pg-${n}`,
        'data-timeout': String(this.limit),
        role: 'group',
        tabindex: '-1',
        ...(local ? { 'data-local': '' } : {}),
      },
      el(
        'div',
        { class: 'nb-head' },
        grip!,
        el('span', { class: 'nb-title' }, 'Cell'),
        ...(local
          ? [el('span', { class: 'nb-local', title: 'Its names are private: other cells cannot read them.' }, 'local')]
          : []),
        el('span', { class: 'nb-runstate', 'data-readout': 'cell-state' }, 'not run yet'),
        tools!,
      ),
      el(
        'div',
        { class: 'nb-code', 'data-part': 'code' },
        el(
          'pre',
          { class: 'nb-plain', tabindex: '0', 'aria-label': `Code (click or press Edit to change it)` },
          el('code', {}, code),
        ),
      ),
      el('div', { class: 'nb-editor', 'data-part': 'editor', hidden: '' }),
      el(
        'div',
        { class: 'nb-bar' },
        el('button', { type: 'button', 'data-action': 'run', title: 'Run (Shift+Enter)' }, 'Run'),
        el(
          'button',
          { type: 'button', 'data-action': 'interrupt', title: 'Stop this run now', hidden: '' },
          'Interrupt',
        ),
        el('button', { type: 'button', 'data-action': 'edit' }, 'Edit'),
        el('span', { class: 'nb-hint' }, 'Shift+Enter runs'),
        el(
          'label',
          { class: 'nb-auto', title: 'When a cell runs, re-run the cells that use its names (off: mark them stale)' },
          el('input', { type: 'checkbox', 'data-action': 'auto', ...(pageNotebook().lazy ? {} : { checked: '' }) }),
          'auto-run',
        ),
        el('output', { class: 'nb-status', 'data-readout': 'cell-status' }, ''),
      ),
      el('div', { class: 'nb-out', 'data-part': 'output', role: 'region', 'aria-live': 'polite', id: `pg-out-${n}` }),
      el('p', { class: 'nb-note', 'data-readout': 'cell-note', hidden: '' }),
    ) as unknown as NotebookCell;
    this.list.insertBefore(cell, before);
    this.renumber();
    return cell;
  }

  /** Every cell, in graph order (a cell runs after the cells whose names it reads). */
  async runAll(): Promise<void> {
    await pageNotebook().runAll();
  }

  private async copyLink(): Promise<void> {
    await this.save();
    const what = 'it holds every cell’s code but not the outputs, to stay short (Export keeps them)';
    try {
      await navigator.clipboard.writeText(location.href);
      this.say(`Link copied: ${what}.`);
    } catch {
      this.say(
        `The address bar now holds the link to this notebook: copy it from there. ${what[0]!.toUpperCase()}${what.slice(1)}.`,
      );
    }
  }

  /** Export the notebook as a file (`kind`: the book's .json, or Jupyter's .ipynb), with the outputs it shows. */
  private async exportAs(kind: 'json' | 'ipynb'): Promise<void> {
    const files = await import('./files');
    const doc = this.doc();
    // The kit's names come with the page (kit-names.ts, at build time): exporting never loads the library here.
    const names = (this.dataset.kitNames ?? '').split(' ').filter(Boolean);
    this.say(kind === 'json' ? files.exportJson(doc) : await files.exportIpynb(doc, names));
  }

  private async importFile(file: File): Promise<void> {
    const imported = await (await import('./files')).importFile(file);
    if (!imported.ok) {
      this.say(`“${file.name}” could not be imported: ${imported.error} Your notebook is unchanged.`, true);
      return;
    }
    await this.load(imported.doc, false);
    this.trust(`the file “${file.name}”`);
    this.changed();
    const n = imported.doc.cells.length;
    const notes = imported.notes.length ? ` ${imported.notes.join(' ')}` : '';
    this.say(`Imported “${file.name}” (${n} ${n === 1 ? 'cell' : 'cells'}): nothing has run yet.${notes}`);
  }
}

if (!customElements.get('nb-playground')) customElements.define('nb-playground', Playground);
