/**
 * The notebook's dependency graph and scheduler. Pure: the page, the
 * playground and the build all order cells with it.
 *
 * A cell's edges come from its analysis (analyze.ts): a free name that another
 * cell defines makes that cell a parent. A figure read with `figure('name')`
 * is a source: `cellsOfFigure` finds the cells to re-run when it moves.
 * Problems are found here, never at run time: a name defined by two cells
 * (shown on both, naming the other), a cycle (naming its cells), a cell
 * assigning to a name another cell defines (it reads that name as a copy, so
 * the assignment would change nothing outside it), a name no cell defines and
 * the notebook does not know (with the closest defined name), and a cell that
 * does not parse. A cell with a problem does not run, and the cells below it
 * are blocked.
 */

import type { RunResult } from './run';

/** What the graph reads of a cell's analysis (session.ts's CellAnalysis). */
export interface AnalysisLike {
  ok: boolean;
  defines: string[];
  free: string[];
  /** Absent from analyses written before assignments were tracked. */
  assigns?: string[];
  figures: string[];
  known: string[];
  hints: Record<string, string>;
  error?: { message: string };
}

export interface GraphCell {
  id: string;
  /** How the cell is named in messages (its title). */
  label: string;
  defines: readonly string[];
  free: readonly string[];
  /** The free names the cell assigns to. */
  assigns?: readonly string[];
  figures?: readonly string[];
  /** A local cell keeps its names to itself: other cells cannot read them. */
  local?: boolean;
  /** The cell's syntax error, if it does not parse. */
  syntaxError?: string;
  /** For a name no cell defines, a known name close to it (a suggestion). */
  hints?: Readonly<Record<string, string>>;
}

export type Problem =
  | { kind: 'syntax'; message: string }
  | { kind: 'duplicate'; name: string; others: string[] }
  | { kind: 'assign'; name: string; owners: string[] }
  | { kind: 'cycle'; cells: string[] };

/**
 * A free name no cell defines and the notebook does not know. Not a problem
 * that stops the cell (it may be a global the list misses, or sit in a branch
 * that never runs): if the cell then fails with "x is not defined", the
 * error says that no cell defines it, and suggests the closest name.
 */
export interface Unknown {
  name: string;
  suggestion?: string;
}

export interface Graph {
  /** Cell ids in document order. */
  ids: string[];
  labels: Map<string, string>;
  /** Topological order (ties broken by document order); cells on a cycle come last. */
  order: string[];
  parents: Map<string, string[]>;
  children: Map<string, string[]>;
  /** For each cell, the names it reads from other cells and the cell defining each. */
  inputs: Map<string, Map<string, string>>;
  /** The names each cell shares with the others (none for a local cell). */
  exports: Map<string, string[]>;
  problems: Map<string, Problem[]>;
  unknown: Map<string, Unknown[]>;
  figures: Map<string, string[]>;
}

/** Edit distance, for "did you mean". */
export function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return row[b.length]!;
}

/** The closest of `names` to `name` (case-insensitive ties count), if it is close enough to be a likely typo. */
export function closest(name: string, names: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const n of names) {
    if (n === name) continue;
    const d = n.toLowerCase() === name.toLowerCase() ? 0.5 : distance(name, n);
    if (d < bestD) {
      best = n;
      bestD = d;
    }
  }
  return best !== undefined && bestD <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined;
}

/**
 * Build the graph. `known(name)` says whether a name no cell defines is still
 * fine (the library, `figure`, `display`, `Plot`, `md`, `tex`, the language's globals);
 * `vocabulary` (the library's names) is searched for a suggestion when no
 * cell's name is close to an unknown one.
 */
export function buildGraph(
  cells: readonly GraphCell[],
  known: (name: string) => boolean,
  vocabulary: readonly string[] = [],
): Graph {
  const ids = cells.map((c) => c.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const labels = new Map(cells.map((c) => [c.id, c.label]));
  const problems = new Map<string, Problem[]>(ids.map((id) => [id, []]));
  const exports = new Map<string, string[]>();
  const owners = new Map<string, string[]>();
  for (const c of cells) {
    if (c.syntaxError !== undefined) problems.get(c.id)!.push({ kind: 'syntax', message: c.syntaxError });
    const shared = c.local ? [] : [...c.defines];
    exports.set(c.id, shared);
    for (const name of shared) owners.set(name, [...(owners.get(name) ?? []), c.id]);
  }
  for (const [name, who] of owners) {
    if (who.length < 2) continue;
    for (const id of who)
      problems
        .get(id)!
        .push({ kind: 'duplicate', name, others: who.filter((o) => o !== id).map((o) => labels.get(o)!) });
  }
  const parents = new Map<string, string[]>(ids.map((id) => [id, []]));
  const children = new Map<string, string[]>(ids.map((id) => [id, []]));
  const inputs = new Map<string, Map<string, string>>();
  const unknown = new Map<string, Unknown[]>(ids.map((id) => [id, []]));
  const figures = new Map<string, string[]>();
  for (const c of cells) {
    const mine = new Map<string, string>();
    for (const name of c.free) {
      const who = owners.get(name)?.filter((o) => o !== c.id) ?? [];
      if (who.length > 0) {
        for (const o of who) {
          mine.set(name, o);
          if (!parents.get(c.id)!.includes(o)) {
            parents.get(c.id)!.push(o);
            children.get(o)!.push(c.id);
          }
        }
      } else if (!known(name)) {
        const suggestion = closest(name, owners.keys()) ?? c.hints?.[name] ?? closest(name, vocabulary);
        unknown.get(c.id)!.push({ name, suggestion });
      }
    }
    inputs.set(c.id, mine);
    for (const name of c.assigns ?? []) {
      const who = owners.get(name)?.filter((o) => o !== c.id) ?? [];
      if (who.length > 0) problems.get(c.id)!.push({ kind: 'assign', name, owners: who.map((o) => labels.get(o)!) });
    }
    for (const f of c.figures ?? []) figures.set(f, [...(figures.get(f) ?? []), c.id]);
  }
  // Cycles: strongly connected components of more than one cell (Tarjan).
  const onCycle = new Set<string>();
  {
    let counter = 0;
    const num = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const strong = (v: string): void => {
      num.set(v, counter);
      low.set(v, counter++);
      stack.push(v);
      onStack.add(v);
      for (const w of children.get(v)!) {
        if (!num.has(w)) {
          strong(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, num.get(w)!));
      }
      if (low.get(v) === num.get(v)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(w);
        } while (w !== v);
        if (component.length > 1) {
          component.sort((a, b) => index.get(a)! - index.get(b)!);
          for (const id of component) {
            onCycle.add(id);
            problems.get(id)!.push({ kind: 'cycle', cells: component.map((x) => labels.get(x)!) });
          }
        }
      }
    };
    for (const id of ids) if (!num.has(id)) strong(id);
  }
  // Kahn's algorithm, always taking the earliest cell in the document that is ready.
  const waiting = new Map(ids.map((id) => [id, parents.get(id)!.length]));
  const order: string[] = [];
  const ready = ids.filter((id) => waiting.get(id) === 0);
  while (ready.length > 0) {
    ready.sort((a, b) => index.get(a)! - index.get(b)!);
    const id = ready.shift()!;
    order.push(id);
    for (const ch of children.get(id)!) {
      waiting.set(ch, waiting.get(ch)! - 1);
      if (waiting.get(ch) === 0) ready.push(ch);
    }
  }
  for (const id of ids) if (!order.includes(id)) order.push(id);
  return { ids, labels, order, parents, children, inputs, exports, problems, unknown, figures };
}

/** The given cells and every cell below them, in topological order. */
export function descendants(graph: Graph, start: Iterable<string>): string[] {
  const seen = new Set<string>();
  const todo = [...start];
  while (todo.length > 0) {
    const id = todo.pop()!;
    if (seen.has(id) || !graph.parents.has(id)) continue;
    seen.add(id);
    todo.push(...graph.children.get(id)!);
  }
  return graph.order.filter((id) => seen.has(id));
}

/** Every cell above the given ones (not the cells themselves), in topological order. */
export function ancestors(graph: Graph, start: Iterable<string>): string[] {
  const first = new Set(start);
  const seen = new Set<string>();
  const todo = [...first].flatMap((id) => graph.parents.get(id) ?? []);
  while (todo.length > 0) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...graph.parents.get(id)!);
  }
  return graph.order.filter((id) => seen.has(id) && !first.has(id));
}

/** The cells reading a figure (the figure is their source). */
export function cellsOfFigure(graph: Graph, figure: string): string[] {
  return graph.figures.get(figure) ?? [];
}

export interface Plan {
  /** Cells to run, in order: the cells that changed, the ones below them (unless lazy), and any cell above them whose value the runner does not hold. */
  run: string[];
  /** Cells below a change that lazy mode leaves to the reader: shown as stale. */
  stale: string[];
}

/**
 * What to run after `changed` cells changed (were edited, asked to run, or
 * their figure moved). `held` are the cells whose current values the runner
 * holds (so they need no re-run to feed the others).
 */
export function plan(graph: Graph, changed: Iterable<string>, held: ReadonlySet<string>, lazy = false): Plan {
  const start = [...changed].filter((id) => graph.parents.has(id));
  const below = descendants(graph, start);
  const targets = lazy ? graph.order.filter((id) => start.includes(id)) : below;
  const stale = lazy ? below.filter((id) => !start.includes(id)) : [];
  const need = ancestors(graph, targets).filter((id) => !held.has(id));
  const chosen = new Set([...need, ...targets]);
  return { run: graph.order.filter((id) => chosen.has(id)), stale };
}

/** Why a cell cannot run: its own problem, or the first cell above it that cannot. */
export type Verdict = { ok: true } | { ok: false; own: Problem } | { ok: false; blockedBy: string };

/**
 * Whether a cell may run, given the cells that failed (ran into an error or
 * were stopped) in this session. Problems of the graph come first.
 */
export function verdict(graph: Graph, id: string, failed: ReadonlySet<string> = new Set()): Verdict {
  const own = graph.problems.get(id)?.[0];
  if (own) return { ok: false, own };
  for (const up of ancestors(graph, [id])) {
    if ((graph.problems.get(up)?.length ?? 0) > 0 || failed.has(up)) return { ok: false, blockedBy: up };
  }
  return { ok: true };
}

/** A problem as a sentence. */
export function problemText(p: Problem): string {
  switch (p.kind) {
    case 'syntax':
      return `SyntaxError: ${p.message}`;
    case 'duplicate':
      return `“${p.name}” is also defined by ${p.others.map((o) => `“${o}”`).join(' and ')}: a name may be defined by one cell only. Rename one of them.`;
    case 'assign':
      return `“${p.name}” is defined by ${p.owners.map((o) => `“${o}”`).join(' and ')}: a cell cannot assign to another cell’s name. Make a new name here (const next = ${p.name} + 1).`;
    case 'cycle':
      return `These cells depend on each other in a circle: ${p.cells.map((c) => `“${c}”`).join(' → ')}. Break the cycle.`;
  }
}

/** The sentence for a name no cell defines. */
export function unknownText(u: Unknown): string {
  return `No cell defines “${u.name}”${u.suggestion ? ` (did you mean “${u.suggestion}”?)` : ''}.`;
}

/**
 * A result whose "x is not defined" error is about a name no cell defines,
 * with that said (and the closest name suggested). The same on the page and
 * at build time.
 */
export function explain(result: RunResult, unknown: readonly Unknown[]): RunResult {
  if (result.ok || unknown.length === 0) return result;
  return {
    ...result,
    outputs: result.outputs.map((o) => {
      if (o.kind !== 'error' || o.error.name !== 'ReferenceError') return o;
      const name = /^(\S+) is not defined$/.exec(o.error.message)?.[1];
      const u = unknown.find((x) => x.name === name);
      return u ? { ...o, error: { ...o.error, message: `${o.error.message}. ${unknownText(u)}` } } : o;
    }),
  };
}

/** What the graph needs of a cell. */
export function graphCell(id: string, label: string, analysis: AnalysisLike, local = false): GraphCell {
  return {
    id,
    label,
    defines: analysis.defines,
    free: analysis.free,
    assigns: analysis.assigns ?? [],
    figures: analysis.figures,
    local,
    syntaxError: analysis.ok ? undefined : (analysis.error?.message ?? 'the code does not parse'),
    hints: analysis.hints,
  };
}

/** The graph of analysed cells; a name is known when any cell's analysis says so. */
export function graphOf(cells: readonly { cell: GraphCell; known: readonly string[] }[]): Graph {
  const known = new Set(cells.flatMap((c) => c.known));
  return buildGraph(
    cells.map((c) => c.cell),
    (n) => known.has(n),
  );
}

/** The error output for a cell that cannot run (its own problem, or blocked by a cell above). */
export function problemResult(graph: Graph, id: string, failed: ReadonlySet<string>): RunResult | null {
  const v = verdict(graph, id, failed);
  // A syntax error is the cell's own: it runs, and the compiler reports the error with its line.
  if (v.ok || ('own' in v && v.own.kind === 'syntax')) return null;
  const error =
    'own' in v
      ? {
          name: v.own.kind === 'syntax' ? 'SyntaxError' : 'NotebookError',
          message: problemText(v.own).replace(/^SyntaxError: /, ''),
        }
      : { name: 'Blocked', message: `waiting for “${graph.labels.get(v.blockedBy)}”, which has an error.` };
  return { ok: false, outputs: [{ kind: 'error', error }], ms: 0 };
}
