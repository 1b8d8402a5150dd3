/**
 * The notebook's scheduler: what runs, in which order, and what each cell
 * shows meanwhile. Pure (no DOM): notebook.ts binds it to the page's cells and
 * worker, and the tests drive it in Node with the real Session.
 *
 * The rule it keeps: a cell is `fresh` only while its output is exactly what
 * a run from scratch of the current code of every cell would give it. Every
 * run leaves a record: the code it ran, the names it read and from which
 * cell, and which run of each of those cells it read them from. After every
 * change (an edit, an insert, a delete, a reorder, a run) each cell's state
 * is derived again from the records and the graph of the current code:
 *
 * - error: the graph finds a problem in the cell (a duplicate name, a cycle,
 *   an assignment to another cell's name), shown at once, without a run; or
 *   its last run, still current, failed;
 * - stale: edited since it ran ("run it to update"), or a cell above it
 *   changed: its record no longer matches the inputs or the current runs of
 *   the cells above (whether they were above in the old graph or the new);
 * - blocked: below a cell with a problem or a failed run;
 * - fresh: its record matches; `idle`: it never ran.
 *
 * The worker's values count as held only for a cell that is current by the
 * same test (and whose names no other run has replaced since), so a run below
 * an edited cell re-runs it first. An edit's new graph needs the code's
 * analysis, a round trip to the worker: until it comes, the cells below the
 * edited one in the old graph are already stale, and the rest follows when
 * it does.
 */
import {
  ancestors,
  descendants,
  explain,
  graphCell,
  graphOf,
  plan,
  problemResult,
  type AnalysisLike,
  type Graph,
} from './graph';
import type { Figures, RunResult } from './run';

export type CellState = 'idle' | 'fresh' | 'stale' | 'running' | 'error' | 'blocked';

/** A cell as the scheduler sees it, in document order. */
export interface SchedulerCell {
  id: string;
  /** How the cell is named in messages (its title). */
  label: string;
  code: string;
  /** A local cell keeps its names to itself. */
  local: boolean;
  /** The analysis of `code` when it is known without the runner (the build's, while the code is the book's). */
  analysis: AnalysisLike | null;
  /**
   * The page shows the build's output of this code (a chapter's cell): the
   * build ran the page's cells once, from scratch. `ok` is false when that
   * output is an error.
   */
  built?: { code: string; analysis: AnalysisLike; ok?: boolean };
}

/** What the scheduler needs of the worker (runner.ts on the page, a Session in the tests). */
export interface Runner {
  analyze(code: string): Promise<AnalysisLike>;
  /** Run a cell in the namespace: it reads `inputs` and shares `defines`. */
  run(
    id: string,
    code: string,
    link: { defines: string[]; inputs: string[]; owners?: Record<string, string> },
    figures: Figures,
  ): Promise<RunResult>;
  /** Which namespace the worker holds: it changes whenever the worker is replaced (a stop, a restart). */
  generation(): number;
  /** Forget names in the namespace; `cell` is given when that cell was removed. */
  drop(names: string[], cell?: string): void;
}

/**
 * Why a result is shown: a run's ('ran'); a cell that may not run, at run
 * time ('refused'); a problem the graph found after an edit ('problem'); a
 * cell's last run again, once the problem that covered it is gone ('restored').
 * Only 'ran' is a run of the cell's code.
 */
export type ShowReason = 'ran' | 'refused' | 'problem' | 'restored';

/** What the page shows. */
export interface Sink {
  setState(id: string, state: CellState, detail?: string): void;
  show(id: string, result: RunResult, why: ShowReason): void | Promise<void>;
  /** A sentence under a cell's output (after a stop), or none. */
  note(id: string, text: string | null): void;
  /** The graph of the current code, whenever it changes. */
  graph?(graph: Graph): void;
  /** A request done. */
  ran?(report: RunReport): void;
  /** A stopped run's worker replaced and the values it held restored. */
  recovered?(detail: Recovery): void;
}

export interface RunReport {
  /** Each cell run (or refused), with its result. */
  results: Map<string, RunResult>;
  /** Wall time of the whole plan (ms). */
  ms: number;
  /** The cells' own time in the worker (ms). */
  work: number;
}

export interface Recovery {
  /** The stopped cell. */
  cell: string;
  /** The cells re-run to restore the values the worker held. */
  restored: string[];
  /** From the stop to the end of the re-runs (ms). */
  ms: number;
}

export interface SchedulerOptions {
  /** The page's cells now, in document order. */
  cells: () => readonly SchedulerCell[];
  runner: Runner;
  sink: Sink;
  /**
   * The figures' states for a run of a cell that reads the figures `names`
   * (none: it reads none), or the result to show when one cannot be read.
   * Without it, cells see no figure.
   */
  figures?: (id: string, names: readonly string[]) => Promise<{ states: Figures } | { refused: RunResult }>;
  /** Lazy: a run re-runs no cell below it (they turn stale). */
  lazy?: boolean;
}

/** A run of a cell whose output the page shows or showed. */
interface Run {
  /** Order of the runs on this page; 0 for the build's. */
  seq: number;
  code: string;
  /** Each name read from another cell, and that cell. */
  inputs: ReadonlyMap<string, string>;
  exports: readonly string[];
  /** For each cell read, the seq of its run whose values were read (-1: not held, so unknown). */
  parents: ReadonlyMap<string, number>;
  ok: boolean;
  /** Absent for the build's runs (their output is in the page). */
  result?: RunResult;
  /** Said with the state (a stopped run). */
  detail?: string;
  /** The worker's namespace holds this run's values, in `generation`. */
  held: boolean;
  generation: number;
  /** Why the run no longer counts, although nothing changed (the notebook was restarted). */
  expired?: string;
}

/** A run given to the worker, with what it was given (see sendAhead). */
interface Sent {
  figures: { states: Figures } | { refused: RunResult };
  /**
   * The worker's answer, and the worker's generation when it came (a run cut
   * by a stop answers after the worker was replaced); none when the figures
   * refused the run.
   */
  answer?: Promise<{ result: RunResult; generation: number }>;
  /** The worker's generation when the run was sent. */
  generation: number;
}

/** A graph and the code it was built from. */
interface Snapshot {
  graph: Graph;
  codes: ReadonlyMap<string, string>;
}

/** Analyses kept by code (each edit of a cell is a new code). */
const ANALYSES_KEPT = 500;
const EDITED = 'edited: run it to update';
const ABOVE = 'a cell above changed: run it to update';

/** What a result says, to know whether the page shows it already. */
function said(result: RunResult): string {
  const first = result.outputs[0];
  return first?.kind === 'error' ? `${first.error.name}: ${first.error.message}` : '';
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

export class Scheduler {
  lazy: boolean;
  private readonly runs = new Map<string, Run>();
  /** What each cell's output shows: one of its runs, or a refusal or problem (its text). */
  private readonly display = new Map<string, Run | string>();
  /** The state and detail each cell was last given. */
  private readonly states = new Map<string, string>();
  private readonly analyses = new Map<string, Promise<AnalysisLike>>();
  private readonly analysed = new Map<string, AnalysisLike>();
  private snap: Snapshot | null = null;
  private snapToken = 0;
  private nextToken = 0;
  private seq = 0;
  private adopted = false;
  /** The build's runs, as the page was built (see adoptBuild). */
  private built = new Map<string, Run>();
  /** The cell whose run is under way (its state is 'running', whatever else changes). */
  private running: string | null = null;
  /** The cells whose runs were sent to the worker ahead of their turn, in this request. */
  private readonly ahead = new Map<string, Sent>();
  /** From the last derivation: the cells whose run is current, and those of them that failed. */
  private current = new Set<string>();
  private failed = new Set<string>();
  private chain: Promise<unknown> = Promise.resolve();
  private readonly pending = new Set<Promise<void>>();
  /** A stop the runner reported while a run was under way: that run's request recovers from it. */
  private stop: { cell: string; message: string } | null = null;

  constructor(private readonly options: SchedulerOptions) {
    this.lazy = options.lazy ?? false;
  }

  /**
   * The cells changed: a code edit, an insert, a reorder, a new title. The
   * states follow at once from the graph in hand (the edited cells and those
   * below them turn stale), and again when the new code is analysed.
   */
  changed(): void {
    this.adoptBuild();
    this.derive();
    this.track(this.build());
  }

  /** A cell was removed: its names leave the namespace, and the cells that read them run again to say why they fail. */
  removed(cell: SchedulerCell): void {
    // The build's records are taken from the page as built: with this cell, if it was built.
    this.adoptBuild(cell);
    const id = cell.id;
    const graph = this.snap?.graph;
    const names = new Set([...(graph?.exports.get(id) ?? []), ...(this.runs.get(id)?.exports ?? [])]);
    const below = graph ? descendants(graph, [id]).filter((x) => x !== id) : [];
    this.runs.delete(id);
    this.display.delete(id);
    this.states.delete(id);
    this.drop([...names], id);
    this.changed();
    if (below.length > 0) void this.request(below, { only: true });
  }

  /**
   * A cell went back to the book's code without running (Reset), and the
   * page shows the build's output again: the build's run is its record (the
   * cells it feeds are current only if they show the build's output too).
   */
  forget(id: string): void {
    this.adoptBuild();
    this.runs.delete(id);
    this.display.delete(id);
    const built = this.built.get(id);
    if (built) {
      const run = { ...built };
      this.runs.set(id, run);
      this.display.set(id, run);
    }
  }

  /** The worker was restarted: every run's values are gone, and every cell that ran says so. */
  cleared(): void {
    for (const run of this.runs.values()) {
      run.held = false;
      run.expired = 'the notebook was restarted';
    }
    this.derive();
  }

  /** The worker's namespace is gone (a restart, a stop while idle): no value is held any more. */
  lost(): void {
    for (const run of this.runs.values()) run.held = false;
  }

  /**
   * The runner stopped a cell's code: its run, or code it left behind (a
   * loop in one of its timers, an endless promise chain, a storm of its
   * timers). That cell fails with `message` and the cells below it are
   * blocked. `lost`: the worker was replaced (the runner calls this before its
   * generation changes), so the values the other cells held are restored by
   * running them again. During a run, that run's request recovers.
   */
  stopped(cell: string, message: string, lost: boolean): void {
    if (lost && (this.running !== null || this.ahead.size > 0)) {
      this.stop = { cell, message };
      return;
    }
    if (!lost) {
      if (cell !== this.running && this.present(cell)) this.fail(cell, message);
      return;
    }
    const generation = this.options.runner.generation();
    const graph = this.snap?.graph;
    const below = new Set(graph && graph.parents.has(cell) ? descendants(graph, [cell]) : [cell]);
    const restore = [...this.current].filter((x) => !below.has(x) && this.holds(x, generation));
    if (this.present(cell)) this.fail(cell, message);
    this.lost();
    const t0 = performance.now();
    void this.request(restore, { only: true }).then(() => {
      if (this.present(cell)) this.recover(cell, restore, t0, graph);
    });
  }

  /** A cell's code was stopped: its run no longer holds values, it shows why, and the cells below are blocked. */
  private fail(id: string, message: string): void {
    this.adoptBuild();
    const result: RunResult = { ok: false, outputs: [{ kind: 'error', error: { name: 'Stopped', message } }], ms: 0 };
    const run = this.runs.get(id);
    if (run) {
      run.ok = false;
      run.held = false;
      run.detail = 'stopped';
      run.result = result;
      this.display.set(id, run);
    } else this.display.set(id, said(result));
    void this.options.sink.show(id, result, 'refused');
    this.derive();
  }

  /** Say under a stopped cell what was restored, and how long it took. */
  private recover(id: string, restore: readonly string[], t0: number, graph: Graph | undefined): void {
    const ms = performance.now() - t0;
    const names = restore.map((x) => `“${graph?.labels.get(x) ?? x}”`);
    this.options.sink.note(
      id,
      `The notebook’s worker was stopped and rebuilt${
        restore.length ? `; ${names.join(', ')} re-ran to restore ${restore.length === 1 ? 'its' : 'their'} values` : ''
      } (${Math.round(ms)} ms). The cells below it are blocked until it runs without error.`,
    );
    this.options.sink.recovered?.({ cell: id, restored: [...restore], ms });
  }

  /** The cells reading a figure, as far as their analyses are known. */
  readers(figure: string): string[] {
    return this.options
      .cells()
      .filter((c) => (c.analysis ?? this.analysed.get(c.code))?.figures.includes(figure))
      .map((c) => c.id);
  }

  /**
   * Run cells, with the cells above them whose values the worker does not
   * hold, and (unless lazy, or `only`) every cell below them. Requests run one
   * after the other; each resolves when its cells are done.
   */
  request(ids: readonly string[], options: { only?: boolean } = {}): Promise<RunReport> {
    const next = this.chain.then(() => this.execute(ids, options.only ?? false));
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Every cell, in graph order. */
  runAll(): Promise<RunReport> {
    return this.request(this.options.cells().map((c) => c.id));
  }

  /** Resolves once no request runs and no analysis is awaited. */
  async idle(): Promise<void> {
    let chain: Promise<unknown>;
    do {
      chain = this.chain;
      await Promise.all([chain, ...this.pending]);
    } while (chain !== this.chain || this.pending.size > 0);
  }

  private track(work: Promise<unknown>): void {
    const done: Promise<void> = work.then(
      () => {
        this.pending.delete(done);
      },
      () => {
        this.pending.delete(done);
      },
    );
    this.pending.add(done);
  }

  private analysis(cell: SchedulerCell): Promise<AnalysisLike> {
    if (cell.analysis) return Promise.resolve(cell.analysis);
    const code = cell.code;
    let a = this.analyses.get(code);
    if (!a) {
      a = this.options.runner.analyze(code).then(
        (result) => {
          // A failed analysis may be the worker's (replaced while it analysed), not the code's: ask again next time.
          if (result.ok) this.analysed.set(code, result);
          else this.analyses.delete(code);
          return result;
        },
        (e: unknown) => {
          this.analyses.delete(code);
          throw e;
        },
      );
      this.analyses.set(code, a);
      if (this.analyses.size > ANALYSES_KEPT) {
        const oldest = this.analyses.keys().next().value!;
        this.analyses.delete(oldest);
        this.analysed.delete(oldest);
      }
    }
    return a;
  }

  /** The graph of the cells' code now; adopted (and the states derived) unless a later one was adopted first. */
  private async build(): Promise<Snapshot> {
    const token = ++this.nextToken;
    const cells = this.options.cells();
    this.adoptBuild();
    const analyses = await Promise.all(cells.map((c) => this.analysis(c)));
    const graph = graphOf(
      cells.map((c, i) => ({ cell: graphCell(c.id, c.label, analyses[i]!, c.local), known: analyses[i]!.known })),
    );
    const snap = { graph, codes: new Map(cells.map((c) => [c.id, c.code])) };
    if (token > this.snapToken) {
      this.snapToken = token;
      this.snap = snap;
      this.options.sink.graph?.(graph);
      this.derive();
    }
    return snap;
  }

  /**
   * A chapter's cells show the build's outputs: take the build's runs as the
   * first records (once, with the page as built: a cell being removed is
   * still counted), and the build's graph as the graph in hand, so that the
   * first edit already knows the cells below it.
   */
  private adoptBuild(removed?: SchedulerCell): void {
    if (this.adopted) return;
    const cells = removed ? [...this.options.cells(), removed] : this.options.cells();
    if (cells.length === 0) return;
    this.adopted = true;
    const built = cells.flatMap((c) => (c.built ? [{ ...c, built: c.built }] : []));
    if (built.length === 0) return;
    const graph = graphOf(
      built.map((c) => ({ cell: graphCell(c.id, c.label, c.built.analysis, c.local), known: c.built.analysis.known })),
    );
    for (const c of built) {
      this.built.set(c.id, {
        seq: 0,
        code: c.built.code,
        inputs: new Map(graph.inputs.get(c.id)),
        exports: graph.exports.get(c.id)!,
        parents: new Map(graph.parents.get(c.id)!.map((p) => [p, 0])),
        ok: c.built.ok ?? true,
        held: false,
        generation: -1,
      });
      if (this.runs.has(c.id)) continue;
      const run = { ...this.built.get(c.id)! };
      this.runs.set(c.id, run);
      this.display.set(c.id, run);
      this.states.set(c.id, 'fresh\n');
    }
    if (!this.snap && built.length === cells.length)
      this.snap = { graph, codes: new Map(built.map((c) => [c.id, c.built.code])) };
  }

  /** Whether a cell's run still stands: same code, same inputs from the same cells, each of them current and unchanged. */
  private stands(run: Run, id: string, code: string, graph: Graph, current: ReadonlySet<string>): boolean {
    if (run.expired || run.code !== code || !sameList(run.exports, graph.exports.get(id)!)) return false;
    const inputs = graph.inputs.get(id)!;
    if (inputs.size !== run.inputs.size) return false;
    for (const [name, owner] of inputs) if (run.inputs.get(name) !== owner) return false;
    return graph.parents.get(id)!.every((p) => current.has(p) && this.runs.get(p)!.seq === run.parents.get(p));
  }

  /** Each cell's state from the records and the graph in hand (see the module's comment). */
  private derive(): void {
    const snap = this.snap;
    if (!snap) return;
    const { graph } = snap;
    const present = new Map(this.options.cells().map((c) => [c.id, c]));
    const current = new Set<string>();
    const failed = new Set<string>();
    const problem = new Set<string>();
    for (const id of graph.order) {
      const cell = present.get(id);
      if (!cell) continue;
      // Edited since the graph was built: its place in the graph is not known yet, only that it changed.
      const dirty = cell.code !== snap.codes.get(id);
      const run = this.runs.get(id);
      // A syntax error is the cell's own and shows when it runs (a cell being typed is seldom valid).
      const own = dirty ? undefined : graph.problems.get(id)!.find((p) => p.kind !== 'syntax');
      if (own) problem.add(id);
      const stands = !dirty && !own && run !== undefined && this.stands(run, id, cell.code, graph, current);
      if (stands && run) {
        current.add(id);
        if (!run.ok) failed.add(id);
      }
      if (id === this.running) continue;
      if (cell.code.trim() === '') {
        this.set(id, 'idle', 'empty');
      } else if (own) {
        const result = problemResult(graph, id, new Set())!;
        if (this.display.get(id) !== said(result)) {
          this.display.set(id, said(result));
          void this.options.sink.show(id, result, 'problem');
        }
        this.set(id, 'error');
      } else if (dirty || (run && run.code !== cell.code)) {
        this.set(id, 'stale', EDITED);
      } else {
        const blocker = ancestors(graph, [id]).find((up) => problem.has(up) || failed.has(up));
        if (blocker !== undefined) this.set(id, 'blocked', `blocked by “${graph.labels.get(blocker)}”`);
        else if (stands && run) {
          const shown = this.display.get(id) === run || (run.result !== undefined && this.restore(id, run));
          if (!run.ok) this.set(id, 'error', run.detail);
          else this.set(id, shown ? 'fresh' : 'stale', shown ? undefined : 'run it to update');
        } else if (run) this.set(id, 'stale', run.expired ?? ABOVE);
        else if (this.display.has(id)) this.set(id, 'stale', 'run it to update');
        else this.set(id, 'idle');
      }
    }
    this.current = current;
    this.failed = failed;
  }

  /** Show a cell's run again (a problem covered it, and is gone). */
  private restore(id: string, run: Run): true {
    this.display.set(id, run);
    void this.options.sink.show(id, run.result!, 'restored');
    return true;
  }

  private set(id: string, state: CellState, detail?: string): void {
    const key = `${state}\n${detail ?? ''}`;
    // A cell never given a state keeps the page's own words ("not run yet").
    if (this.states.get(id) === key || (state === 'idle' && !this.states.has(id))) return;
    this.states.set(id, key);
    this.options.sink.setState(id, state, detail);
  }

  /** The cells whose values the worker holds now, for the current code. */
  private held(): Set<string> {
    const generation = this.options.runner.generation();
    return new Set([...this.current].filter((id) => this.holds(id, generation)));
  }

  private holds(id: string, generation: number): boolean {
    const run = this.runs.get(id);
    return run !== undefined && run.held && run.generation === generation;
  }

  /** Names dropped from the namespace, or about to be set by another cell's run: the runs that set them no longer hold them. */
  private shadow(names: readonly string[], except?: string): void {
    if (names.length === 0) return;
    for (const [id, run] of this.runs)
      if (id !== except && run.exports.some((n) => names.includes(n))) run.held = false;
  }

  private drop(names: string[], cell?: string): void {
    if (names.length > 0 || cell !== undefined) this.options.runner.drop(names, cell);
    this.shadow(names);
  }

  private present(id: string): boolean {
    return this.options.cells().some((c) => c.id === id);
  }

  /**
   * Give a cell's run to the worker: with the figures' states it reads (or
   * the result to show when one cannot be read: then nothing is sent). With
   * `generation`, nothing is sent either if the worker changed since.
   */
  private async launch(id: string, code: string, graph: Graph, generation?: number): Promise<Sent | null> {
    const names = [...graph.figures].filter(([, readers]) => readers.includes(id)).map(([f]) => f);
    const figures = this.options.figures ? await this.options.figures(id, names) : { states: {} };
    const now = this.options.runner.generation();
    if (generation !== undefined && generation !== now) return null;
    if ('refused' in figures) return { figures, generation: now };
    const exported = [...graph.exports.get(id)!];
    this.shadow(exported, id);
    const from = graph.inputs.get(id)!;
    // Each input's defining cell by name, for the warning when the cell changes one in place.
    const owners = Object.fromEntries([...from].map(([name, owner]) => [name, graph.labels.get(owner) ?? owner]));
    const link = { defines: exported, inputs: [...from.keys()], owners };
    const { runner } = this.options;
    const answer = runner
      .run(id, code, link, figures.states)
      .then((result) => ({ result, generation: runner.generation() }));
    return { figures, generation: now, answer };
  }

  /**
   * Send the worker the runs queued behind the one under way, so that it runs
   * them back to back: a chain of cells that a slider re-runs then costs one
   * trip to the worker and back, not one per cell, and each cell shows while
   * the next runs. Each is sent as if the cells before it succeed: when one
   * fails, the worker finds the names it defines missing in the cells that
   * read them and runs none of their code, and their turn refuses them. The
   * sending stops at the first cell that could not run now (a problem, a
   * figure not loaded), or that reads a value which a cell outside the runs
   * sent takes from one inside: that value would be stale. It goes at its
   * turn.
   */
  private async sendAhead(
    queue: readonly string[],
    current: string,
    graph: Graph,
    codes: ReadonlyMap<string, string>,
    failed: ReadonlySet<string>,
  ): Promise<void> {
    const generation = this.options.runner.generation();
    const batch = new Set([current, ...this.ahead.keys()]);
    for (const id of queue) {
      if (this.ahead.has(id)) continue;
      const code = codes.get(id)!;
      if (!this.present(id) || code.trim() === '') continue;
      const assumed = new Set([...failed].filter((x) => !batch.has(x)));
      if (problemResult(graph, id, assumed)) return;
      const downstream = new Set(descendants(graph, batch));
      if (graph.parents.get(id)!.some((p) => !batch.has(p) && downstream.has(p))) return;
      const sent = await this.launch(id, code, graph, generation);
      if (!sent || 'refused' in sent.figures || this.running !== current) return;
      this.ahead.set(id, sent);
      batch.add(id);
    }
  }

  /**
   * The worker was replaced while it answered a run that its turn refused:
   * the runs sent behind it never ran, and go at their turns instead; a stop
   * the runner reported meanwhile is dealt with as one between runs.
   */
  private lostAhead(): void {
    this.ahead.clear();
    const stop = this.stop;
    this.stop = null;
    if (stop) this.stopped(stop.cell, stop.message, true);
  }

  private async execute(ids: readonly string[], only: boolean): Promise<RunReport> {
    const { sink } = this.options;
    const t0 = performance.now();
    // The graph and the code of this request: a cell edited meanwhile runs the code it had, and turns stale after.
    const { graph, codes } = await this.build();
    const start = ids.filter((id) => graph.parents.has(id));
    const queue = plan(graph, start, this.held(), this.lazy || only).run;
    const failed = new Set(this.failed);
    const results = new Map<string, RunResult>();
    let work = 0;
    let recovery: { id: string; restore: string[]; t0: number } | null = null;
    /** After a stop: the runs that re-running restores (the same code in the same graph gives the same run). */
    const restoring = new Map<string, Run>();
    /** The cells stopped in this request: none of them, and no cell below one, runs again in it. */
    const stoppedHere = new Set<string>();
    this.ahead.clear();
    while (queue.length > 0) {
      const id = queue.shift()!;
      const code = codes.get(id)!;
      const sent = this.ahead.get(id);
      this.ahead.delete(id);
      if (!this.present(id) || code.trim() === '') continue;
      const exported = [...graph.exports.get(id)!];
      const refusal = problemResult(graph, id, failed);
      if (refusal) {
        // It does not run: its names are dropped, and it shows why. (Sent ahead, a cell whose input failed found
        // that input missing in the worker, and ran none of its code.)
        failed.add(id);
        this.drop(exported);
        results.set(id, refusal);
        this.display.set(id, said(refusal));
        await sink.show(id, refusal, 'refused');
        this.derive();
        if (sent?.answer && (await sent.answer).generation !== sent.generation) this.lostAhead();
        continue;
      }
      this.running = id;
      this.set(id, 'running');
      let figures: { states: Figures } | { refused: RunResult };
      let generation: number;
      let parents: Map<string, number>;
      let result: RunResult;
      let lost = false;
      try {
        // Without a generation to keep, a launch always gives a run (or the figures' refusal).
        const launched = sent ?? (await this.launch(id, code, graph))!;
        figures = launched.figures;
        generation = launched.generation;
        // The values read are those of the runs held now; a cell read from a run not held is never current.
        parents = new Map(
          graph.parents.get(id)!.map((p) => [p, this.holds(p, generation) ? this.runs.get(p)!.seq : -1]),
        );
        if ('refused' in figures) {
          result = figures.refused;
          this.drop(exported);
        } else {
          await this.sendAhead(queue, id, graph, codes, failed);
          const answer = await launched.answer!;
          result = explain(answer.result, graph.unknown.get(id)!);
          work += result.ms;
          // Cut by a stop, the run's values are gone. One that answered before a stop (of a run sent behind it)
          // held its values in its worker: the recovery of that stop restores them.
          lost = answer.generation !== generation;
        }
      } finally {
        this.running = null;
      }
      results.set(id, result);
      if (!result.ok) failed.add(id);
      else failed.delete(id);
      const again = restoring.get(id);
      restoring.delete(id);
      const run: Run = {
        seq: again && result.ok && again.code === code ? again.seq : ++this.seq,
        code,
        inputs: new Map(graph.inputs.get(id)),
        exports: exported,
        parents,
        ok: result.ok,
        result,
        held: result.ok,
        generation,
      };
      if (this.present(id)) {
        this.runs.set(id, run);
        this.display.set(id, run);
        await sink.show(id, result, 'refused' in figures ? 'refused' : 'ran');
      }
      if (lost) {
        this.ahead.clear();
        // The worker was stopped (or restarted): its namespace is gone. Re-run what held values, above all. The
        // code stopped may be another cell's (a loop in its timer held the worker before this run could start):
        // then that cell fails, and this one runs again.
        const stopT0 = performance.now();
        const stop = this.stop;
        this.stop = null;
        const culprit = stop && stop.cell !== id && graph.parents.has(stop.cell) ? stop.cell : id;
        run.held = false;
        if (culprit === id) {
          run.ok = false;
          run.detail = 'stopped';
          failed.add(id);
        } else {
          run.expired = 'the notebook was stopped before it ran: run it to update';
          failed.delete(id);
          this.fail(culprit, stop!.message);
          failed.add(culprit);
          queue.unshift(id);
        }
        // Without the earlier ones, two runaways could restore each other for ever: each is above a cell the
        // other's recovery re-runs.
        stoppedHere.add(culprit);
        const below = new Set(descendants(graph, [...stoppedHere]));
        const before = graph.order.filter(
          (x) => ((this.current.has(x) && this.holds(x, generation)) || queue.includes(x)) && !below.has(x),
        );
        const restore = plan(graph, before, new Set(), true).run.filter((x) => !below.has(x));
        for (const x of restore) {
          const lost = this.runs.get(x);
          if (lost?.ok && this.current.has(x)) restoring.set(x, lost);
        }
        const blockedBelow = queue.filter((x) => below.has(x));
        queue.length = 0;
        queue.push(...restore, ...blockedBelow);
        sink.note(culprit, null);
        recovery = { id: culprit, restore, t0: stopT0 };
      }
      this.derive();
    }
    this.ahead.clear();
    if (recovery) this.recover(recovery.id, recovery.restore, recovery.t0, graph);
    const report = { results, ms: performance.now() - t0, work };
    sink.ran?.(report);
    return report;
  }
}
