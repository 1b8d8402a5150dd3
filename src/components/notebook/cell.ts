/**
 * <nb-cell>: a code cell, one cell of the page's notebook (notebook.ts). The
 * build already put the highlighted code and its first output in the page;
 * this element adds Run (and Shift+Enter), Edit (CodeMirror, loaded on first
 * use), Reset, the auto-run switch, and shows the cell's state (fresh, stale,
 * running, error, blocked) and run count. The notebook decides what runs,
 * and the code itself only ever runs in the notebook worker (runner.ts).
 */
import { interrupt, warm } from './client';
import { DEFAULT_TIMEOUT } from './source';
import type { Mounts } from './render';
import type { ViewValue } from './input-spec';
import { pageNotebook, type NotebookCellLike, type RunState } from './notebook';
import type { AnalysisLike } from './graph';
import type { Editor, EditorKey } from './editor';
import type { Output, RunResult } from './run';

let firstRunLogged = false;

/**
 * The chunks that show outputs, each fetched once and then kept as a settled
 * promise: showing a cell again waits a microtask for them, not a task of the
 * module loader, so a chain of cells shows without frames in between.
 */
const chunks: {
  render?: Promise<typeof import('./render')>;
  chart?: Promise<typeof import('./mount-chart')>;
  prose?: Promise<typeof import('./mount-prose')>;
  input?: Promise<typeof import('./mount-input')>;
} = {};
const renderChunk = () => (chunks.render ??= import('./render'));
const chartChunk = () => (chunks.chart ??= import('./mount-chart'));
const proseChunk = () => (chunks.prose ??= import('./mount-prose'));
const inputChunk = () => (chunks.input ??= import('./mount-input'));
let autoIds = 0;

const STATE_WORDS: Record<RunState, string> = {
  idle: 'idle',
  fresh: 'fresh',
  stale: 'stale',
  running: 'running…',
  error: 'error',
  blocked: 'blocked',
};

/** The page's notebook, handed on to the cells' first script (cell-boot.ts), which imports this module alone. */
export { pageNotebook };

export class NotebookCell extends HTMLElement implements NotebookCellLike {
  private original = '';
  private current = '';
  private editor: Editor | null = null;
  private editorLoading: Promise<void> | null = null;
  private initialOutput: Node[] = [];
  private built: AnalysisLike | null | undefined;
  private startedAt = 0;
  runs = 0;
  /** What the reader set the cell's inputs to (sent with each run), by their place among its view() calls. */
  views: ViewValue[] = [];
  /** A run for an input's change is under way; another change meanwhile asks for one more after it. */
  private viewRun: Promise<void> | null = null;
  private viewAgain = false;
  /** The outputs shown now, as data (the last run's, or saved ones restored): what a notebook keeps. */
  shownOutputs: Output[] | null = null;

  get cellId(): string {
    if (!this.dataset.cell) this.dataset.cell = `cell-auto-${++autoIds}`;
    return this.dataset.cell;
  }
  get label(): string {
    return this.dataset.title || 'Code';
  }
  get local(): boolean {
    return this.dataset.local !== undefined;
  }
  get timeout(): number {
    return Number(this.dataset.timeout) > 0 ? Number(this.dataset.timeout) : DEFAULT_TIMEOUT;
  }
  /** The build's analysis of the original code (none once the reader changed it). */
  builtAnalysis(): AnalysisLike | null {
    if (this.built === undefined) {
      try {
        this.built = this.dataset.analysis ? (JSON.parse(this.dataset.analysis) as AnalysisLike) : null;
      } catch {
        this.built = null;
      }
    }
    return this.code === this.original ? this.built : null;
  }

  /** The code the cell runs: the reader's edit, or the original. */
  get code(): string {
    return this.editor ? this.editor.getCode() : this.current;
  }
  set code(next: string) {
    this.current = next;
    if (this.editor) this.editor.setCode(next);
    const plain = this.querySelector('[data-part="code"] pre code') ?? this.querySelector('[data-part="code"] pre');
    if (plain && this.dataset.plain !== undefined) plain.textContent = next;
  }

  connectedCallback(): void {
    if (this.dataset.ready === 'true') {
      pageNotebook().register(this); // moved in the page (playground reorder): already wired
      return;
    }
    this.original = this.dataset.code ?? '';
    this.current = this.original;
    // After the code is known: the notebook takes the build's record of this very code.
    pageNotebook().register(this);
    this.initialOutput = Array.from(this.output.childNodes, (n) => n.cloneNode(true));
    this.on('run', () => void this.run());
    this.on('edit', () => void this.edit(true));
    this.on('reset', () => this.reset());
    this.on('interrupt', () => {
      if (!interrupt()) this.status('Nothing is running.');
    });
    this.querySelector<HTMLInputElement>('[data-action="auto"]')?.addEventListener('change', (e) =>
      pageNotebook().setLazy(!(e.target as HTMLInputElement).checked),
    );
    this.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' || e.defaultPrevented) return;
      const key = e.shiftKey ? 'next' : e.ctrlKey || e.metaKey ? 'stay' : e.altKey ? 'insert' : null;
      if (key && this.key(key)) e.preventDefault();
    });
    if (this.dataset.plain !== undefined) {
      const view = this.querySelector('[data-part="code"]');
      view?.addEventListener('click', () => void this.edit(true));
      view?.addEventListener('keydown', (e) => {
        const key = e as KeyboardEvent;
        if (key.key === 'Enter' && !key.shiftKey && !key.ctrlKey && !key.metaKey && !key.altKey) {
          key.preventDefault();
          void this.edit(true);
        }
      });
    }
    // Start the worker before the first Run: when the cell nears the viewport, is hovered or focused.
    this.addEventListener('pointerenter', warm, { once: true });
    this.addEventListener('focusin', warm, { once: true });
    if ('IntersectionObserver' in window && this.dataset.plain === undefined) {
      const seen = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            seen.disconnect();
            warm();
          }
        },
        { rootMargin: '200px' },
      );
      seen.observe(this);
    }
    this.dataset.ready = 'true';
  }

  disconnectedCallback(): void {
    // Moved within the page (the playground's reorder) reconnects at once; removed does not.
    queueMicrotask(() => {
      if (!this.isConnected) pageNotebook().unregister(this);
    });
  }

  private get output(): HTMLElement {
    return this.querySelector('[data-part="output"]')!;
  }

  private on(action: string, handler: () => void): void {
    this.querySelector(`[data-action="${action}"]`)?.addEventListener('click', handler);
  }

  private status(text: string, state: 'idle' | 'running' | 'ok' | 'error' = 'idle'): void {
    const el = this.querySelector('[data-readout="cell-status"]');
    if (el) el.textContent = text;
    this.dataset.state = state;
  }

  /** Show the cell's place in the notebook: its state and how often it ran on this page. */
  setRunState(state: RunState, detail?: string): void {
    this.dataset.runState = state;
    const stop = this.querySelector<HTMLButtonElement>('[data-action="interrupt"]');
    if (stop) {
      // Keep the focus in the bar when the button it is on goes away.
      if (state !== 'running' && document.activeElement === stop)
        this.querySelector<HTMLButtonElement>('[data-action="run"]')?.focus();
      stop.hidden = state !== 'running';
    }
    if (state === 'running') {
      this.startedAt = performance.now();
      this.status('Running…', 'running');
      this.setAttribute('aria-busy', 'true');
    } else {
      this.removeAttribute('aria-busy');
      // The notebook says why: edited, a cell above changed, a restart.
      if (state === 'stale')
        this.status(detail ? `${detail[0]!.toUpperCase()}${detail.slice(1)}` : 'Stale: a cell above changed');
      else if (state === 'blocked') this.status('Blocked', 'error');
    }
    const readout = this.querySelector('[data-readout="cell-state"]');
    if (readout) {
      const runs = this.runs === 1 ? '1 run' : `${this.runs} runs`;
      readout.textContent = `${STATE_WORDS[state]}${detail ? ` (${detail})` : ''} · ${runs}`;
    }
  }

  /** A sentence from the notebook under the output (e.g. after a stop), or none. */
  note(text: string | null): void {
    const el = this.querySelector<HTMLElement>('[data-readout="cell-note"]');
    if (!el) return;
    el.textContent = text ?? '';
    el.hidden = !text;
  }

  /**
   * A run key or Esc, in the editor or on the cell: the playground takes it
   * (moves on, inserts a cell, leaves the editor); anywhere else a run key
   * runs the cell. Returns whether the key was used.
   */
  private key(key: EditorKey): boolean {
    const free = this.dispatchEvent(new CustomEvent('cell-key', { detail: key, bubbles: true, cancelable: true }));
    if (!free || key === 'escape') return !free;
    void this.run();
    return true;
  }

  /** Open the editor (CodeMirror is fetched the first time). */
  async edit(focus = false): Promise<void> {
    if (!this.editorLoading) {
      const button = this.querySelector<HTMLButtonElement>('[data-action="edit"]');
      if (button) button.disabled = true;
      this.status('Loading the editor…');
      this.editorLoading = import('./editor').then(({ createEditor }) => {
        const host = this.querySelector<HTMLElement>('[data-part="editor"]')!;
        this.editor = createEditor(host, this.current, {
          label: `Code of ${this.dataset.title || 'the cell'}`,
          onRun: () => void this.run(),
          onKey: (key) => this.key(key),
          onChange: (code) => {
            pageNotebook().edited(this);
            this.dispatchEvent(new CustomEvent('cell-change', { detail: code, bubbles: true }));
          },
        });
        host.hidden = false;
        this.querySelector<HTMLElement>('[data-part="code"]')!.hidden = true;
        if (button) button.hidden = true;
        this.status('Editing: Shift+Enter or Run runs your version');
      });
      // A chunk that did not arrive (the connection dropped, the site was updated meanwhile): say so and keep
      // the book's code, which Run still runs. The browser remembers a failed module for the page's life, so
      // only a reload can fetch it again.
      this.editorLoading.catch(() => {
        this.status('The editor could not load: reload the page to edit. Run still runs the book’s code.', 'error');
      });
    }
    try {
      await this.editorLoading;
    } catch {
      return;
    }
    if (focus) this.editor?.focus();
  }

  reset(): void {
    this.code = this.original;
    this.note(null);
    pageNotebook().forget(this);
    this.output.replaceChildren(...this.initialOutput.map((n) => n.cloneNode(true)));
    pageNotebook().edited(this);
    this.status('Back to the book’s version');
    this.dispatchEvent(new CustomEvent('cell-change', { detail: this.original, bubbles: true }));
  }

  /**
   * Run this cell in the page's notebook (with the cells above it that the
   * worker does not hold yet, and the cells below it unless auto-run is off).
   * Resolves with this cell's result.
   */
  async run(): Promise<RunResult | null> {
    // A cell that drew a chart before will likely draw one again: fetch Plot while the worker runs.
    if (this.output.querySelector('.nb-chart')) void chartChunk();
    void renderChunk();
    if (this.output.querySelector('.nb-prose')) void proseChunk().catch(() => {});
    const report = await pageNotebook().request([this]);
    return report.results.get(this.cellId) ?? null;
  }

  /** Show a result (the notebook calls this for every cell it runs). */
  async show(result: RunResult, ran = true): Promise<void> {
    const total = this.startedAt ? performance.now() - this.startedAt : result.ms;
    this.startedAt = 0;
    this.shownOutputs = result.outputs;
    delete this.dataset.restored;
    await this.render(result);
    const failed = result.outputs.find((o) => o.kind === 'error');
    if (failed && failed.kind === 'error' && failed.error.name === 'Stopped') this.status('Stopped', 'error');
    else if (failed && failed.kind === 'error' && failed.error.name === 'Blocked') this.status('Blocked', 'error');
    else this.status(result.ok ? `Ran in ${Math.max(1, Math.round(total))} ms` : 'Error', result.ok ? 'ok' : 'error');
    if (!ran) return;
    if (!firstRunLogged && result.ok) {
      firstRunLogged = true;
      console.log(`PERF notebook-cell first-run ${total.toFixed(1)} ms`);
    }
    this.dispatchEvent(new CustomEvent('cell-ran', { detail: { result, ms: total }, bubbles: true }));
  }

  /**
   * Show outputs kept with the notebook (`from`: "from last session", "saved
   * in the file"), marked so until the cell runs: its values are not in the
   * worker, and the code may no longer give them.
   */
  async restore(outputs: Output[], from: string): Promise<void> {
    this.shownOutputs = outputs;
    this.dataset.restored = from;
    await this.render({ ok: true, outputs, ms: 0 });
    const mark = document.createElement('p');
    mark.className = 'nb-restored';
    mark.textContent = `Output ${from}, not computed on this visit.`;
    this.output.prepend(mark);
    this.status(`Output ${from}: Run brings it up to date`);
  }

  /** The reader changed the cell's `index`th input: the cell runs with it (and, with auto-run, its readers). */
  private onView(index: number, value: ViewValue): void {
    this.views[index] = value;
    // A slider sends a value every frame: one run at a time, then one more with the latest value.
    if (this.viewRun) {
      this.viewAgain = true;
      return;
    }
    this.viewRun = (async () => {
      do {
        this.viewAgain = false;
        await this.run();
      } while (this.viewAgain);
      this.viewRun = null;
    })();
  }

  private async render(result: RunResult): Promise<void> {
    // The inspector comes with the first output shown: a page whose reader only reads never loads it.
    const { hasChart, hasInput, hasProse, renderOutputs, toDom } = await renderChunk();
    const nodes = renderOutputs(result.outputs);
    const mounts: Mounts = { chart: () => {} };
    if (hasChart(nodes)) mounts.chart = (await chartChunk()).mountChart;
    // Markdown and KaTeX come only with prose; if their chunk cannot load, the prose shows as its text.
    if (hasProse(nodes)) {
      const mountProse = await proseChunk().then(
        (m) => m.mountProse,
        () => undefined,
      );
      if (mountProse) mounts.prose = mountProse;
    }
    if (hasInput(nodes)) {
      const { mountInputOnce, placeOutputs } = await inputChunk();
      mounts.input = (el, input) => mountInputOnce(this.output, el, input, (i, v) => this.onView(i, v));
      placeOutputs(this.output, toDom(nodes, mounts));
    } else this.output.replaceChildren(...toDom(nodes, mounts));
    if (result.outputs.length === 0) {
      const empty = document.createElement('p');
      empty.className = 'nb-empty';
      empty.textContent = 'No output: end the cell with an expression, or call console.log().';
      this.output.append(empty);
    }
  }
}

if (!customElements.get('nb-cell')) customElements.define('nb-cell', NotebookCell);
