/**
 * Running a cell: compile, evaluate with the library in scope, collect what it
 * prints and returns. Shared by the notebook worker (the only place reader
 * code runs in the browser) and the build (each cell's first output, in Node).
 */
import * as lib from '../../lib';
import { BOX, compile, type CellError } from './compile';
import { makePlot } from './chart-spec';
import { serialize, type Tree } from './serialize';

export type Level = 'log' | 'info' | 'warn' | 'error';
export type Output =
  | { kind: 'log'; level: Level; parts: Tree[] }
  | { kind: 'table'; value: Tree }
  | { kind: 'value'; value: Tree }
  | { kind: 'error'; error: CellError };

export interface RunResult {
  ok: boolean;
  outputs: Output[];
  /** Evaluation time (ms), compile included. */
  ms: number;
}

/** What a cell may read of the page: the last state each figure published. */
export type Figures = Record<string, unknown>;

const MAX_OUTPUTS = 300;
/** Names a cell sees besides the library's exports. */
export const EXTRA_NAMES = ['console', 'display', 'Plot', 'plot', 'figure'] as const;
// Both constructors are taken when this module loads: the worker then locks
// code-from-strings away from cells (worker.ts), and the runner keeps these.
const FunctionCtor = Function;
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => (...args: unknown[]) => Promise<unknown>;
const SOURCE_URL = '\n//# sourceURL=notebook-cell.js';

/** The library's runtime exports, as a cell sees them. */
export const LIBRARY: Record<string, unknown> = Object.fromEntries(
  Object.entries(lib).filter(([name]) => /^[A-Za-z_$][\w$]*$/.test(name)),
);

let lineOffset: number | null = null;

/**
 * How many lines the engine's function wrapper adds before the body, found by
 * a probe that throws on its first line (the same for Function and AsyncFunction).
 */
function calibrate(): number {
  if (lineOffset !== null) return lineOffset;
  try {
    new FunctionCtor(`throw new Error('probe')${SOURCE_URL}`)();
  } catch (e) {
    const line = lineFromStack(e, 0);
    lineOffset = line === undefined ? 0 : line - 1;
  }
  return lineOffset ?? 0;
}

function lineFromStack(e: unknown, offset: number): number | undefined {
  const stack = (e as { stack?: unknown })?.stack;
  if (typeof stack !== 'string') return undefined;
  const m = /notebook-cell\.js:(\d+):(\d+)/.exec(stack);
  return m ? Number(m[1]) - offset : undefined;
}

/** An error thrown by reader code, described with its line in the reader's source. */
export function describeError(e: unknown, sourceLines: number): CellError {
  if (e instanceof Error || (typeof e === 'object' && e !== null && 'message' in e)) {
    const err = e as Error;
    const line = lineFromStack(e, lineOffset ?? 0);
    return {
      name: typeof err.name === 'string' ? err.name : 'Error',
      message: String(err.message),
      line: line !== undefined && line >= 1 && line <= sourceLines ? line : undefined,
    };
  }
  return { name: 'Thrown value', message: `the cell threw ${String(e)} (not an Error)` };
}

/** A cell run as part of a notebook: the values it reads from other cells, and the names it defines. */
export interface Link {
  inputs: Record<string, unknown>;
  defines: readonly string[];
}

/** A linked run's result: also the values of the cell's names (kept in the worker, never sent to the page). */
export interface LinkedResult extends RunResult {
  values?: Record<string, unknown>;
}

/**
 * Run one cell. `onStart` fires when the reader's code starts (after
 * compiling). With `link`, the cell reads other cells' values as plain
 * variables and hands back the values of its own top-level names.
 */
export async function runCell(
  source: string,
  figures: Figures = {},
  onStart?: () => void,
  link?: Link,
): Promise<LinkedResult> {
  const t0 = performance.now();
  calibrate();
  const outputs: Output[] = [];
  const push = (o: Output): void => {
    if (outputs.length < MAX_OUTPUTS) outputs.push(o);
    else if (outputs.length === MAX_OUTPUTS)
      outputs.push({
        kind: 'log',
        level: 'warn',
        parts: [{ t: 'str', v: `Output stopped after ${MAX_OUTPUTS} lines.` }],
      });
  };
  const compiled = compile(source, link?.defines);
  if (!compiled.ok)
    return { ok: false, outputs: [{ kind: 'error', error: compiled.error }], ms: performance.now() - t0 };

  const log =
    (level: Level) =>
    (...args: unknown[]): void =>
      push({ kind: 'log', level, parts: args.map((a) => serialize(a)) });
  const cellConsole = {
    log: log('log'),
    info: log('info'),
    debug: log('log'),
    warn: log('warn'),
    error: log('error'),
    table: (rows: unknown) => push({ kind: 'table', value: serialize(rows) }),
  };
  const Plot = makePlot();
  const extras: Record<(typeof EXTRA_NAMES)[number], unknown> = {
    console: cellConsole,
    display: (value: unknown) => push({ kind: 'value', value: serialize(value) }),
    Plot,
    plot: Plot.plot,
    figure: (name: unknown) => {
      if (typeof name !== 'string' || !Object.hasOwn(figures, name)) {
        const known = Object.keys(figures);
        throw new ReferenceError(
          `No figure named ${JSON.stringify(name)} on this page${known.length ? ` (there is ${known.map((k) => `"${k}"`).join(', ')})` : ''}.`,
        );
      }
      return structuredClone(figures[name]);
    },
  };
  const box: { value?: unknown; names?: Record<string, unknown> } = {};
  const scope: Record<string, unknown> = { ...LIBRARY, ...extras, ...(link ? { ...link.inputs, [BOX]: box } : {}) };
  const names = Object.keys(scope);
  const lines = source.split('\n').length;
  let fn: (...args: unknown[]) => Promise<unknown>;
  try {
    fn = new AsyncFunction(...names, compiled.body + SOURCE_URL);
  } catch (e) {
    return { ok: false, outputs: [{ kind: 'error', error: describeError(e, lines) }], ms: performance.now() - t0 };
  }
  onStart?.();
  try {
    const returned = await fn(...names.map((n) => scope[n]));
    const value = link && returned === undefined ? box.value : returned;
    if (value !== undefined) push({ kind: 'value', value: serialize(value) });
    if (link) return { ok: true, outputs, ms: performance.now() - t0, values: box.names ?? {} };
    return { ok: true, outputs, ms: performance.now() - t0 };
  } catch (e) {
    outputs.push({ kind: 'error', error: describeError(e, lines) });
    return { ok: false, outputs, ms: performance.now() - t0 };
  }
}
