/**
 * <nb-cell>: a code cell. The build already put the highlighted code and its
 * first output in the page; this element adds Run (and Shift+Enter), Edit
 * (CodeMirror, loaded on first use), Reset, and for live cells a re-run
 * whenever their figure publishes a new state. The code itself only ever runs
 * in the notebook worker (runner.ts).
 */
import { DEFAULT_TIMEOUT, run, warm } from './runner';
import { FIGURE_EVENT, figureStates, type FigureStateDetail } from './protocol';
import { hasChart, renderOutputs, toDom } from './render';
import type { ChartSpec } from './chart-spec';
import type { Editor } from './editor';
import type { RunResult } from './run';

const LIVE_DEBOUNCE = 150;
let firstRunLogged = false;

export class NotebookCell extends HTMLElement {
  private original = '';
  private current = '';
  private editor: Editor | null = null;
  private editorLoading: Promise<void> | null = null;
  private initialOutput: Node[] = [];
  private running = false;
  private again = false;
  private lastState: string | undefined;
  private liveTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly onFigure = (e: Event): void => {
    const detail = (e as CustomEvent<FigureStateDetail>).detail;
    if (!detail || detail.name !== this.dataset.live) return;
    // The figure's first publication repeats the state the build used: nothing to re-run.
    const json = JSON.stringify(detail.state);
    if (json === this.lastState) return;
    this.lastState = json;
    clearTimeout(this.liveTimer);
    this.liveTimer = setTimeout(() => void this.run(), LIVE_DEBOUNCE);
  };

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
    if (this.dataset.live) document.addEventListener(FIGURE_EVENT, this.onFigure);
    if (this.dataset.ready === 'true') return; // moved in the page (playground reorder): already wired
    this.original = this.dataset.code ?? '';
    this.lastState = this.dataset.state;
    this.current = this.original;
    this.initialOutput = Array.from(this.output.childNodes, (n) => n.cloneNode(true));
    this.on('run', () => void this.run());
    this.on('edit', () => void this.edit(true));
    this.on('reset', () => this.reset());
    this.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && e.shiftKey && !e.defaultPrevented) {
        e.preventDefault();
        void this.run();
      }
    });
    if (this.dataset.plain !== undefined) {
      const view = this.querySelector('[data-part="code"]');
      view?.addEventListener('click', () => void this.edit(true));
      view?.addEventListener('keydown', (e) => {
        const key = e as KeyboardEvent;
        if (key.key === 'Enter' && !key.shiftKey) {
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
    document.removeEventListener(FIGURE_EVENT, this.onFigure);
    clearTimeout(this.liveTimer);
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
          onChange: (code) => this.dispatchEvent(new CustomEvent('cell-change', { detail: code, bubbles: true })),
        });
        host.hidden = false;
        this.querySelector<HTMLElement>('[data-part="code"]')!.hidden = true;
        if (button) button.hidden = true;
        this.status('Editing: Shift+Enter or Run runs your version');
      });
    }
    await this.editorLoading;
    if (focus) this.editor?.focus();
  }

  reset(): void {
    this.code = this.original;
    this.output.replaceChildren(...this.initialOutput.map((n) => n.cloneNode(true)));
    this.status('Back to the book’s version');
    this.dispatchEvent(new CustomEvent('cell-change', { detail: this.original, bubbles: true }));
  }

  /** Run the current code in the worker and show its outputs. */
  async run(): Promise<RunResult | null> {
    if (this.running) {
      this.again = true;
      return null;
    }
    this.running = true;
    const t0 = performance.now();
    const timeout = Number(this.dataset.timeout) > 0 ? Number(this.dataset.timeout) : DEFAULT_TIMEOUT;
    this.status('Running…', 'running');
    this.setAttribute('aria-busy', 'true');
    // A cell that drew a chart before will likely draw one again: fetch Plot while the worker runs.
    if (this.output.querySelector('.nb-chart')) void import('./mount-chart');
    let result: RunResult;
    try {
      result = await run(this.code, figureStates(), timeout);
      await this.show(result);
    } finally {
      this.running = false;
      this.removeAttribute('aria-busy');
    }
    const total = performance.now() - t0;
    const failed = result.outputs.find((o) => o.kind === 'error');
    if (failed && failed.kind === 'error' && failed.error.name === 'Stopped') this.status('Stopped', 'error');
    else this.status(result.ok ? `Ran in ${Math.max(1, Math.round(total))} ms` : 'Error', result.ok ? 'ok' : 'error');
    if (!firstRunLogged) {
      firstRunLogged = true;
      console.log(`PERF notebook-cell first-run ${total.toFixed(1)} ms`);
    }
    this.dispatchEvent(new CustomEvent('cell-ran', { detail: { result, ms: total }, bubbles: true }));
    if (this.again) {
      this.again = false;
      void this.run();
    }
    return result;
  }

  private async show(result: RunResult): Promise<void> {
    const nodes = renderOutputs(result.outputs);
    let mount: (el: HTMLElement, spec: ChartSpec) => void = () => {};
    if (hasChart(nodes)) mount = (await import('./mount-chart')).mountChart;
    this.output.replaceChildren(...toDom(nodes, mount));
    if (result.outputs.length === 0) {
      const empty = document.createElement('p');
      empty.className = 'nb-empty';
      empty.textContent = 'No output: end the cell with an expression, or call console.log().';
      this.output.append(empty);
    }
  }
}

if (!customElements.get('nb-cell')) customElements.define('nb-cell', NotebookCell);
