/**
 * The page's notebook: every <nb-cell> of a page (a chapter, or the
 * playground) is one cell of one reactive notebook. What runs and what each
 * cell shows is the scheduler's (scheduler.ts, pure and tested in Node); this
 * module binds it to the page: the cells' elements, the worker (runner.ts),
 * the figures a cell reads, and the events the playground and the tests
 * listen to.
 *
 * Running a cell runs, in graph order, the cells above it whose values the
 * worker does not hold, the cell, and (unless auto-run is off: then they turn
 * stale) every cell below it. Every edit, delete and reorder reaches the
 * scheduler at once (`edited`, `unregister`), so no cell stays fresh with a
 * value the current code would not give. A figure a cell reads with
 * `figure('name')` is a source: when it moves, its cells and theirs re-run. A
 * stopped runaway costs the worker its namespace: the spare worker takes over
 * at once, the cells that held values are re-run, and the stopped cell says so.
 *
 * The page never parses code: analyses come from the build (data-analysis)
 * or from the worker.
 */
import type { ViewValue } from './input-spec';
import { analyzeCode, dropNames, onRestart, runLinked, workerGeneration } from './client';
import { DEFAULT_TIMEOUT } from './source';
import { FIGURE_EVENT, figureStates, type FigureStateDetail } from '../kit/shell/figure-state';
import { bootFigures } from '../kit/shell/boot';
import { seenStates } from './seen';
import type { AnalysisLike, Graph } from './graph';
import type { Figures, RunResult } from './run';
import { Scheduler, type CellState, type RunReport, type SchedulerCell, type ShowReason } from './scheduler';

export type { RunReport };

const LIVE_DEBOUNCE = 150;

/** What the notebook needs of a cell element (cell.ts). */
export interface NotebookCellLike extends HTMLElement {
  readonly cellId: string;
  readonly label: string;
  readonly code: string;
  readonly local: boolean;
  readonly timeout: number;
  /** The build's analysis, valid while the code is the original. */
  builtAnalysis(): AnalysisLike | null;
  /** Show a result; `ran` is false for one the cell did not run now (a problem found after an edit, a run shown again). */
  show(result: RunResult, ran?: boolean): Promise<void>;
  setRunState(state: RunState, detail?: string): void;
  note(text: string | null): void;
  runs: number;
  /** What the reader set the cell's inputs to, by their place among its view() calls. */
  views?: ViewValue[];
}

export type RunState = CellState;

class Notebook {
  private readonly cells = new Set<NotebookCellLike>();
  /** What the build ran each of the page's cells with (a chapter's cells), as the page came. */
  private readonly built = new Map<string, { code: string; analysis: AnalysisLike; ok: boolean }>();
  private readonly figureSeen = new Map<string, string>();
  private readonly figureTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Each cell's outputs, shown one after the other (a chart's render waits for Plot). */
  private readonly showing = new Map<string, Promise<void>>();
  private readonly scheduler: Scheduler;
  /** The graph as last told to the page (its summary's JSON). */
  private graphSaid = '';

  constructor() {
    this.scheduler = new Scheduler({
      cells: () => this.ordered().map((c) => this.entry(c)),
      runner: {
        analyze: analyzeCode,
        run: (id, code, link, figures) => {
          const cell = this.byId(id);
          const views = cell?.views?.length ? { views: [...cell.views] } : {};
          return runLinked(code, figures, cell?.timeout ?? DEFAULT_TIMEOUT, { ...link, ...views }, id);
        },
        generation: workerGeneration,
        drop: dropNames,
      },
      sink: {
        setState: (id, state, detail) => this.byId(id)?.setRunState(state, detail),
        show: (id, result, why) => this.show(id, result, why),
        note: (id, text) => this.byId(id)?.note(text),
        graph: (graph) => {
          // Told only when it changed: a slider re-runs its cells many times a second over the same graph.
          const summary = summarize(graph);
          const said = JSON.stringify(summary);
          if (said === this.graphSaid) return;
          this.graphSaid = said;
          document.dispatchEvent(new CustomEvent<GraphSummary>('notebook-graph', { detail: summary }));
        },
        ran: ({ results, ms, work }) =>
          document.dispatchEvent(new CustomEvent('notebook-ran', { detail: { cells: [...results.keys()], ms, work } })),
        recovered: (detail) => {
          console.log(`PERF notebook-recovery ${detail.ms.toFixed(1)} ms (${detail.restored.length} cells re-run)`);
          document.dispatchEvent(new CustomEvent('notebook-recovered', { detail }));
        },
      },
      figures: (_id, names) => figuresFor(names),
    });
    document.addEventListener(FIGURE_EVENT, (e) => this.onFigure((e as CustomEvent<FigureStateDetail>).detail));
    // A restart forgets every value. A stop names the cell whose code was stopped: it fails, and what the worker
    // held is restored (by the run under way, or at once when the stop came between runs).
    onRestart((stop) => {
      if (stop.why === 'restart') this.scheduler.lost();
      else if (stop.cell !== null) this.scheduler.stopped(stop.cell, stop.message, stop.lost);
    });
  }

  get lazy(): boolean {
    return this.scheduler.lazy;
  }

  register(cell: NotebookCellLike): void {
    this.cells.add(cell);
    const analysis = cell.builtAnalysis();
    if (analysis && !this.built.has(cell.cellId))
      this.built.set(cell.cellId, {
        code: cell.code,
        analysis,
        ok: !cell.querySelector('[data-part="output"] .nb-error'),
      });
    for (const [name, json] of seenStates(cell)) if (!this.figureSeen.has(name)) this.figureSeen.set(name, json);
  }

  /** A removed cell: its names leave the namespace, and the cells that used them say why they are blocked. */
  unregister(cell: NotebookCellLike): void {
    if (!this.cells.delete(cell)) return;
    this.scheduler.removed(this.entry(cell));
  }

  /** A cell's code changed, or the cells' order or titles did: the states follow at once. */
  edited(_cell?: NotebookCellLike): void {
    this.scheduler.changed();
  }

  /** The cells in document order. */
  ordered(): NotebookCellLike[] {
    return Array.from(document.querySelectorAll<NotebookCellLike>('nb-cell')).filter((c) => this.cells.has(c));
  }

  setLazy(lazy: boolean): void {
    this.scheduler.lazy = lazy;
    document.querySelectorAll<HTMLInputElement>('nb-cell [data-action="auto"]').forEach((box) => {
      box.checked = !lazy;
    });
  }

  /** A cell went back to the book's code without running, showing the build's output: the worker's values for it are not current. */
  forget(cell: NotebookCellLike): void {
    this.scheduler.forget(cell.cellId);
  }

  /** Forget every value (the worker was restarted): every cell that ran becomes stale. */
  cleared(): void {
    this.scheduler.cleared();
  }

  /** Run cells (and what the graph adds); resolves when they and their dependents are done. */
  request(cells: (NotebookCellLike | string)[], options: { only?: boolean } = {}): Promise<RunReport> {
    return this.scheduler.request(
      cells.map((c) => (typeof c === 'string' ? c : c.cellId)),
      options,
    );
  }

  /** Every cell, in graph order. */
  runAll(): Promise<RunReport> {
    return this.scheduler.runAll();
  }

  /** A figure's change announced before the cells' script had loaded (cell-boot.ts). */
  figureChanged(detail: FigureStateDetail): void {
    this.onFigure(detail);
  }

  private entry(c: NotebookCellLike): SchedulerCell {
    return {
      id: c.cellId,
      label: c.label,
      code: c.code,
      local: c.local,
      analysis: c.builtAnalysis(),
      built: this.built.get(c.cellId),
    };
  }

  private byId(id: string): NotebookCellLike | undefined {
    for (const c of this.cells) if (c.cellId === id) return c;
    return undefined;
  }

  private show(id: string, result: RunResult, why: ShowReason): Promise<void> {
    const cell = this.byId(id);
    if (!cell) return Promise.resolve();
    if (why === 'ran') cell.runs++;
    // A problem or a restored run is no run of the cell: nothing ran because of the reader.
    const ran = why === 'ran' || why === 'refused';
    const next = (this.showing.get(id) ?? Promise.resolve()).then(() => cell.show(result, ran));
    this.showing.set(
      id,
      next.catch(() => undefined),
    );
    return next;
  }

  private onFigure(detail: FigureStateDetail | undefined): void {
    if (!detail || typeof detail.name !== 'string') return;
    // The figure's first publication repeats the state the build used: nothing to re-run.
    const json = JSON.stringify(detail.state);
    if (this.figureSeen.get(detail.name) === json) return;
    this.figureSeen.set(detail.name, json);
    clearTimeout(this.figureTimers.get(detail.name));
    this.figureTimers.set(
      detail.name,
      setTimeout(() => {
        const readers = new Set(this.scheduler.readers(detail.name));
        const cells = this.ordered().filter((c) => c.dataset.live === detail.name || readers.has(c.cellId));
        if (cells.length > 0) void this.request(cells);
      }, LIVE_DEBOUNCE),
    );
  }
}

/**
 * The figures' states for a cell's run. Figures load when the reader comes to
 * them (kit/shell/boot.ts), and Run may be pressed before a figure the cell reads
 * has its code: wake every figure first and wait for it, so the cell reads
 * the figure and not "no figure named…". A figure on the page that has
 * published nothing failed to load its code: the cell says so instead of running.
 */
async function figuresFor(names: readonly string[]): Promise<{ states: Figures } | { refused: RunResult }> {
  if (names.length > 0) await bootFigures().catch(() => {});
  const states = figureStates();
  const unloaded = names.find((name) => !(name in states) && document.querySelector(`${CSS.escape(name)}[data-boot]`));
  if (unloaded === undefined) return { states };
  const message = `the figure “${unloaded}” could not load its code, so this cell cannot read it. Check the connection and reload the page.`;
  return { refused: { ok: false, outputs: [{ kind: 'error', error: { name: 'Offline', message } }], ms: 0 } };
}

/** The graph as the playground's diagram lists it: each cell in run order, with what it reads from which cell. */
export interface GraphSummary {
  cells: { label: string; reads: { from: string; names: string[] }[]; figures: string[]; problem: boolean }[];
}

function summarize(graph: Graph): GraphSummary {
  return {
    cells: graph.order.map((id) => {
      const from = new Map<string, string[]>();
      for (const [name, owner] of graph.inputs.get(id)!) from.set(owner, [...(from.get(owner) ?? []), name]);
      return {
        label: graph.labels.get(id)!,
        reads: [...from].map(([owner, names]) => ({ from: graph.labels.get(owner)!, names })),
        figures: [...graph.figures].filter(([, ids]) => ids.includes(id)).map(([f]) => f),
        problem: graph.problems.get(id)!.length > 0,
      };
    }),
  };
}

let the: Notebook | null = null;

/** The page's notebook (one per page). */
export function pageNotebook(): Notebook {
  the ??= new Notebook();
  return the;
}

export type { Notebook };
