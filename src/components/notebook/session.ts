/**
 * A notebook's namespace: the values of every cell's shared names, kept in
 * one realm (the worker's, or the build's thread) so that functions and
 * objects pass from cell to cell as they are. Pure (no DOM): the browser's
 * worker, the build and the tests run cells through it.
 */
import { analyze, isGlobal, type Analysis } from './analyze';
import type { ViewValue } from './input-spec';
import { closest, explain, graphCell, graphOf, problemResult, type Graph } from './graph';

export { graphCell, graphOf, problemResult };
import { changed, fingerprint, mutationWarning } from './mutation';
import { EXTRA_NAMES, LIBRARY, runCell, type Figures, type RunResult } from './run';

/** A name a cell may read without another cell defining it: the library, the extras, the language's globals. */
export function isKnown(name: string): boolean {
  return Object.hasOwn(LIBRARY, name) || (EXTRA_NAMES as readonly string[]).includes(name) || isGlobal(name);
}

/** A cell's analysis as the page needs it: which free names are known, and a library name close to each unknown one. */
export interface CellAnalysis extends Analysis {
  known: string[];
  hints: Record<string, string>;
}

export function analyzeCell(code: string): CellAnalysis {
  const a = analyze(code);
  const known = a.free.filter(isKnown);
  const hints: Record<string, string> = {};
  for (const name of a.free) {
    if (isKnown(name)) continue;
    const near = closest(name, Object.keys(LIBRARY));
    if (near) hints[name] = near;
  }
  return { ...a, known, hints };
}

/** A run in the namespace: also which of the values it read the cell changed in place. */
export interface SessionResult extends RunResult {
  /**
   * The inputs the cell changed in place (`arr.push(4)`): the cells that read
   * them did not see it. Each is also told in a warning among the outputs.
   */
  mutated?: string[];
}

export class Session {
  private readonly values = new Map<string, unknown>();

  has(name: string): boolean {
    return this.values.has(name);
  }

  /** Forget names (a deleted or failed cell's). */
  drop(names: readonly string[]): void {
    for (const n of names) this.values.delete(n);
  }

  clear(): void {
    this.values.clear();
  }

  /**
   * Run a cell that reads `inputs` from the namespace and shares `defines`.
   * Its old values are dropped first, so a failed run leaves nothing behind.
   * `owners` names the cell that defines each input, for the warning when
   * the cell changes one in place (see mutation.ts).
   */
  async run(
    code: string,
    figures: Figures,
    defines: readonly string[],
    inputs: readonly string[],
    onStart?: () => void,
    owners?: Readonly<Record<string, string>>,
    views?: readonly ViewValue[],
  ): Promise<SessionResult> {
    this.drop(defines);
    const missing = inputs.filter((n) => !this.values.has(n));
    if (missing.length > 0)
      return {
        ok: false,
        outputs: [
          {
            kind: 'error',
            error: { name: 'Blocked', message: `${missing.map((m) => `“${m}”`).join(', ')} has no value yet.` },
          },
        ],
        ms: 0,
      };
    const given = Object.fromEntries(inputs.map((n) => [n, this.values.get(n)]));
    const before = inputs.map((n) => fingerprint(given[n]));
    const linked = await runCell(code, figures, onStart, { inputs: given, defines, ...(views ? { views } : {}) });
    const { values, ...result } = linked;
    if (result.ok && values) for (const n of defines) this.values.set(n, values[n]);
    // The namespace holds the very object the cell changed. The cells that
    // read it are not re-run (nor does marimo): a re-run would hide an order
    // dependence a fresh run still has. The warning says so; `mutated` lets
    // the page mark those cells if it wants to.
    const mutated = inputs.filter((n, i) => changed(before[i]!, fingerprint(given[n])));
    if (mutated.length === 0) return result;
    const warnings = mutated.map((n) => ({
      kind: 'log' as const,
      level: 'warn' as const,
      parts: [{ t: 'str' as const, v: mutationWarning(n, given[n], owners?.[n]) }],
    }));
    return { ...result, outputs: [...result.outputs, ...warnings], mutated };
  }
}

/** One cell of a page, as the build and the tests know it. */
export interface PageCell {
  code: string;
  title: string;
  local?: boolean;
}

export interface NotebookRun {
  graph: Graph;
  analyses: CellAnalysis[];
  /** Each cell's result, in document order. */
  results: RunResult[];
}

/**
 * Run a whole page's cells in graph order in one session (the build's first
 * outputs; the tests' expectations). `runOne` defaults to the session itself;
 * the build passes its worker thread.
 */
export async function runNotebook(
  cells: readonly PageCell[],
  figures: Figures,
  runOne?: (
    index: number,
    defines: readonly string[],
    inputs: readonly string[],
    owners: Readonly<Record<string, string>>,
  ) => Promise<RunResult>,
): Promise<NotebookRun> {
  const analyses = cells.map((c) => analyzeCell(c.code));
  const graph = graphOf(
    cells.map((c, i) => ({ cell: graphCell(String(i), c.title, analyses[i]!, c.local), known: analyses[i]!.known })),
  );
  const session = new Session();
  const run =
    runOne ??
    ((i, defines, inputs, owners) => session.run(cells[i]!.code, figures, defines, inputs, undefined, owners));
  const results: RunResult[] = new Array<RunResult>(cells.length);
  const failed = new Set<string>();
  for (const id of graph.order) {
    const i = Number(id);
    const blocked = problemResult(graph, id, failed);
    if (blocked) {
      results[i] = blocked;
      failed.add(id);
      continue;
    }
    const from = graph.inputs.get(id)!;
    const owners = Object.fromEntries([...from].map(([name, owner]) => [name, graph.labels.get(owner) ?? owner]));
    const r = explain(await run(i, graph.exports.get(id)!, [...from.keys()], owners), graph.unknown.get(id)!);
    if (!r.ok) failed.add(id);
    results[i] = r;
  }
  return { graph, analyses, results };
}
