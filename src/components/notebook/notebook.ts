/**
 * The page's notebook: every <nb-cell> of a page (a chapter, or the
 * playground) is one cell of one reactive notebook. Running a cell runs, in
 * graph order, the cells above it whose values the worker does not hold yet,
 * the cell, and (unless auto-run is off: then they are marked stale) every
 * cell below it. A cell that cannot run (a duplicate name, a cycle, an
 * unknown name, a syntax error) shows why, and the cells below are blocked.
 * A figure a cell reads with `figure('name')` is a source: when it moves,
 * its cells and theirs re-run. A stopped runaway costs the worker its
 * namespace: the spare worker takes over at once and the cells that held
 * values are re-run, and the stopped cell says so.
 *
 * The page never parses code: analyses come from the build (data-analysis)
 * or from the worker.
 */
import { analyzeCode, dropNames, onRestart, runLinked, workerGeneration } from './runner';
import { FIGURE_EVENT, figureStates, type FigureStateDetail } from './protocol';
import { bootFigures } from '../kit/boot';
import { seenStates } from './seen';
import {
  descendants,
  explain,
  graphCell,
  graphOf,
  plan,
  problemResult,
  problemText,
  verdict,
  type AnalysisLike,
  type Graph,
} from './graph';
import type { RunResult } from './run';

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
  show(result: RunResult): Promise<void>;
  setRunState(state: RunState, detail?: string): void;
  note(text: string | null): void;
  runs: number;
}

export type RunState = 'fresh' | 'stale' | 'running' | 'error' | 'blocked';

export interface RunReport {
  /** Each cell run, with its result. */
  results: Map<string, RunResult>;
  /** Wall time of the whole plan (ms). */
  ms: number;
  /** The cells' own time in the worker (ms). */
  work: number;
}

class Notebook {
  private readonly cells = new Set<NotebookCellLike>();
  /** Cells whose current values the worker holds. */
  private readonly held = new Set<string>();
  /** Cells that ended in an error or were stopped (their dependents are blocked). */
  private readonly failed = new Set<string>();
  private readonly cache = new Map<string, AnalysisLike>();
  private readonly problems = new Map<string, string>();
  private readonly figureSeen = new Map<string, string>();
  private readonly figureTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private chain: Promise<unknown> = Promise.resolve();
  private lastGraph: Graph | null = null;
  lazy = false;

  constructor() {
    document.addEventListener(FIGURE_EVENT, (e) => this.onFigure((e as CustomEvent<FigureStateDetail>).detail));
    // A stop happens inside execute(), which re-runs what the worker held; a restart forgets it all.
    onRestart((why) => {
      if (why === 'restart') this.held.clear();
    });
  }

  register(cell: NotebookCellLike): void {
    this.cells.add(cell);
    for (const [name, json] of seenStates(cell)) if (!this.figureSeen.has(name)) this.figureSeen.set(name, json);
  }

  /** A removed cell: its names leave the namespace, and the cells that used them say why they are blocked. */
  unregister(cell: NotebookCellLike): void {
    if (!this.cells.delete(cell)) return;
    const exported = this.lastGraph?.exports.get(cell.cellId) ?? [];
    this.held.delete(cell.cellId);
    this.failed.delete(cell.cellId);
    this.problems.delete(cell.cellId);
    dropNames([...exported]);
    const below = this.lastGraph ? descendants(this.lastGraph, [cell.cellId]).filter((id) => id !== cell.cellId) : [];
    void this.request(below, { only: true });
  }

  /** The cells in document order. */
  ordered(): NotebookCellLike[] {
    return Array.from(document.querySelectorAll<NotebookCellLike>('nb-cell')).filter((c) => this.cells.has(c));
  }

  setLazy(lazy: boolean): void {
    this.lazy = lazy;
    document.querySelectorAll<HTMLInputElement>('nb-cell [data-action="auto"]').forEach((box) => {
      box.checked = !lazy;
    });
  }

  /** A cell went back to the book's code without running: the worker's values for it are not current. */
  forget(cell: NotebookCellLike): void {
    this.held.delete(cell.cellId);
  }

  /** Forget every value (the worker was restarted): all cells become stale. */
  cleared(): void {
    this.held.clear();
    this.failed.clear();
    for (const c of this.ordered()) c.setRunState('stale', 'the notebook was restarted');
  }

  private async analysis(cell: NotebookCellLike): Promise<AnalysisLike> {
    const built = cell.builtAnalysis();
    if (built) return built;
    const code = cell.code;
    let a = this.cache.get(code);
    if (!a) {
      a = await analyzeCode(code);
      this.cache.set(code, a);
    }
    return a;
  }

  private async graph(): Promise<{ graph: Graph; byId: Map<string, NotebookCellLike> }> {
    const cells = this.ordered();
    const analyses = await Promise.all(cells.map((c) => this.analysis(c)));
    const graph = graphOf(
      cells.map((c, i) => ({ cell: graphCell(c.cellId, c.label, analyses[i]!, c.local), known: analyses[i]!.known })),
    );
    this.lastGraph = graph;
    document.dispatchEvent(new CustomEvent<GraphSummary>('notebook-graph', { detail: summarize(graph) }));
    return { graph, byId: new Map(cells.map((c) => [c.cellId, c])) };
  }

  /** Run cells (and what the graph adds); resolves when they and their dependents are done. */
  request(cells: (NotebookCellLike | string)[], options: { only?: boolean } = {}): Promise<RunReport> {
    const ids = cells.map((c) => (typeof c === 'string' ? c : c.cellId));
    const next = this.chain.then(() => this.execute(ids, options.only ?? false));
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Every cell, in graph order. */
  runAll(): Promise<RunReport> {
    return this.request(this.ordered());
  }

  private async execute(changed: string[], only: boolean): Promise<RunReport> {
    const t0 = performance.now();
    const { graph, byId } = await this.graph();
    const start = new Set(changed);
    // A cell whose problems changed (a new duplicate, a fixed cycle) is shown again.
    for (const id of graph.ids) {
      const text = graph.problems.get(id)!.map(problemText).join('\n');
      const before = this.problems.get(id);
      if ((before ?? '') !== text && (before !== undefined || text !== '')) start.add(id);
      this.problems.set(id, text);
    }
    const p = only
      ? { run: graph.order.filter((id) => start.has(id)), stale: [] }
      : plan(graph, start, this.held, this.lazy);
    for (const id of p.stale) {
      this.held.delete(id);
      byId.get(id)?.setRunState('stale', 'a cell above changed: run it to update');
    }
    const results = new Map<string, RunResult>();
    let work = 0;
    let recovery: { cell: NotebookCellLike; id: string; restore: string[]; t0: number } | null = null;
    const queue = [...p.run];
    while (queue.length > 0) {
      const id = queue.shift()!;
      const cell = byId.get(id);
      if (!cell?.isConnected || cell.code.trim() === '') continue;
      const exported = [...graph.exports.get(id)!];
      /** The cell does not run: it fails, its names are dropped, and it shows why. */
      const refuse = async (result: RunResult) => {
        this.failed.add(id);
        this.held.delete(id);
        dropNames(exported);
        results.set(id, result);
        await cell.show(result);
      };
      const blocked = problemResult(graph, id, this.failed);
      if (blocked) {
        await refuse(blocked);
        const v = verdict(graph, id, this.failed);
        if (!v.ok && 'blockedBy' in v) cell.setRunState('blocked', `blocked by “${graph.labels.get(v.blockedBy)}”`);
        else cell.setRunState('error');
        continue;
      }
      cell.setRunState('running');
      const states = await figuresFor(graph, id);
      const unloaded = unloadedFigure(graph, id, states);
      if (unloaded) {
        await refuse(unloaded);
        cell.setRunState('error');
        continue;
      }
      const generation = workerGeneration();
      const result = explain(
        await runLinked(cell.code, states, cell.timeout, {
          defines: exported,
          inputs: [...graph.inputs.get(id)!.keys()],
        }),
        graph.unknown.get(id)!,
      );
      work += result.ms;
      cell.runs++;
      results.set(id, result);
      await cell.show(result);
      if (workerGeneration() !== generation) {
        // The worker was stopped (or restarted): its namespace is gone. Re-run what held values, above all.
        const stopT0 = performance.now();
        this.failed.add(id);
        cell.setRunState('error', 'stopped');
        const below = new Set(descendants(graph, [id]));
        const before = graph.order.filter((x) => (this.held.has(x) || queue.includes(x)) && !below.has(x));
        this.held.clear();
        const restore = plan(graph, before, this.held, true).run.filter((x) => !below.has(x));
        const blockedBelow = queue.filter((x) => below.has(x));
        queue.length = 0;
        queue.push(...restore, ...blockedBelow);
        cell.note(null);
        recovery = { cell, id, restore, t0: stopT0 };
        continue;
      }
      if (result.ok) {
        this.held.add(id);
        this.failed.delete(id);
        cell.setRunState('fresh');
      } else {
        this.failed.add(id);
        this.held.delete(id);
        cell.setRunState('error');
      }
    }
    if (recovery) {
      const { cell, id, restore } = recovery;
      const ms = performance.now() - recovery.t0;
      const names = restore.map((x) => `“${graph.labels.get(x)}”`);
      console.log(`PERF notebook-recovery ${ms.toFixed(1)} ms (${restore.length} cells re-run)`);
      cell.note(
        `The notebook’s worker was stopped and rebuilt${
          restore.length
            ? `; ${names.join(', ')} re-ran to restore ${restore.length === 1 ? 'its' : 'their'} values`
            : ''
        } (${Math.round(ms)} ms). The cells below it are blocked until it runs without error.`,
      );
      document.dispatchEvent(new CustomEvent('notebook-recovered', { detail: { cell: id, restored: restore, ms } }));
    }
    const ms = performance.now() - t0;
    const report = { results, ms, work };
    document.dispatchEvent(new CustomEvent('notebook-ran', { detail: { cells: [...results.keys()], ms, work } }));
    return report;
  }

  /** A figure's change announced before the cells' script had loaded (cell-boot.ts). */
  figureChanged(detail: FigureStateDetail): void {
    this.onFigure(detail);
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
        const readers = this.ordered().filter(
          (c) =>
            c.dataset.live === detail.name ||
            (c.builtAnalysis() ?? this.cache.get(c.code))?.figures.includes(detail.name),
        );
        if (readers.length > 0) void this.request(readers);
      }, LIVE_DEBOUNCE),
    );
  }
}

/**
 * The figures' states for a cell's run. Figures load when the reader comes to
 * them (kit/boot.ts), and Run may be pressed before a figure the cell reads
 * has its code: wake every figure first and wait for it, so the cell reads
 * the figure and not "no figure named…".
 */
async function figuresFor(graph: Graph, id: string): Promise<Record<string, unknown>> {
  if ([...graph.figures.values()].some((ids) => ids.includes(id))) await bootFigures().catch(() => {});
  return figureStates();
}

/** What the cell shows when a figure it reads is on the page but has published nothing: its code failed to load. */
function unloadedFigure(graph: Graph, id: string, states: Record<string, unknown>): RunResult | null {
  for (const [name, ids] of graph.figures) {
    if (ids.includes(id) && !(name in states) && document.querySelector(`${CSS.escape(name)}[data-boot]`)) {
      const message = `the figure “${name}” could not load its code, so this cell cannot read it. Check the connection and reload the page.`;
      return { ok: false, outputs: [{ kind: 'error', error: { name: 'Offline', message } }], ms: 0 };
    }
  }
  return null;
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
