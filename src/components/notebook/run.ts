/**
 * Running a cell: compile, evaluate with the library in scope, collect what it
 * prints and returns. Shared by the notebook worker (the only place reader
 * code runs in the browser) and the build (each cell's first output, in Node).
 */
import * as main from '../../lib';
import * as motion from '../../lib/motion';
import * as numerics from '../../lib/numeric';
import * as vec from '../../lib/vec';

/** A cell sees the whole library: the front door and the vec, motion and numerics entries. */
const lib = { ...numerics, ...motion, ...vec, ...main };
import { BOX, compile, type CellError, type Compiled } from './compile';
import { makePlot } from './chart-spec';
import { isInput, makeInputs, resolveView, type ViewValue } from './input-spec';
import { md, tex } from './prose-tag';
import { globalWriteMessage } from './errors';
import { LIMITS, serialize, summary, thrownText, type Budget, type Tree } from './serialize';

export type Level = 'log' | 'info' | 'warn' | 'error';
export type Output =
  | { kind: 'log'; level: Level; parts: Tree[] }
  | { kind: 'table'; value: Tree }
  | { kind: 'value'; value: Tree }
  | { kind: 'error'; error: CellError }
  /** An SVG picture brought in with an imported notebook: shown as an image, never as live markup. */
  | { kind: 'image'; svg: string; alt: string };

export interface RunResult {
  ok: boolean;
  outputs: Output[];
  /** Evaluation time (ms), compile included. */
  ms: number;
}

/** What a cell may read of the page: the last state each figure published. */
export type Figures = Record<string, unknown>;

const MAX_OUTPUTS = 300;
/**
 * The most a run may print, counted as serialize's Budget counts (about
 * characters): about 1 MB, so a loop of console.log (or one of a 5 MB
 * string) cannot fill the page or the message that carries the outputs. The
 * cell's value has its own budget, and is shown even when the prints stopped.
 */
export const MAX_PRINTED = 1_000_000;
/** The most arguments of one console.log shown. */
const MAX_PARTS = 100;
/** Names a cell sees besides the library's exports. */
export const EXTRA_NAMES = ['console', 'display', 'Plot', 'plot', 'figure', 'Inputs', 'view', 'md', 'tex'] as const;
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

/** Compiled cells kept, by source and captured names: a slider re-runs the same cells many times a second. */
const COMPILED_KEPT = 200;
const compiledCells = new Map<string, Compiled>();

function compiledCell(source: string, capture?: readonly string[]): Compiled {
  const key = `${capture ? capture.join(',') : '-'}\n${source}`;
  let compiled = compiledCells.get(key);
  if (compiled) {
    // Most recently used last: the oldest is the first to go.
    compiledCells.delete(key);
  } else {
    compiled = compile(source, capture);
    if (compiledCells.size >= COMPILED_KEPT) compiledCells.delete(compiledCells.keys().next().value!);
  }
  compiledCells.set(key, compiled);
  return compiled;
}

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

/** A field of a thrown value, or what reading it threw; never throws (a revoked Proxy throws on every read). */
function field(e: object, key: 'name' | 'message' | 'stack'): { value: unknown } | { threw: unknown } {
  try {
    return { value: (e as Record<string, unknown>)[key] };
  } catch (thrown) {
    return { threw: thrown };
  }
}

/** Whether a thrown value is an Error, or at least has a message: a Proxy may throw even when asked. */
function errorLike(e: unknown): e is object {
  if (typeof e !== 'object' || e === null) return false;
  try {
    return e instanceof Error || 'message' in e;
  } catch {
    return false;
  }
}

/**
 * An error thrown by reader code, described with its line in the reader's
 * source. `source` (the reader's code) lets an error about the global object
 * be told in the reader's terms (errors.ts). Never throws: whatever a cell
 * throws, the run still answers.
 */
export function describeError(e: unknown, sourceLines: number, source?: string): CellError {
  if (!errorLike(e)) return { name: 'Thrown value', message: `the cell threw ${thrownText(e)} (not an Error).` };
  const name = field(e, 'name');
  const message = field(e, 'message');
  const stack = field(e, 'stack');
  const at = 'value' in stack ? lineFromStack({ stack: stack.value }, lineOffset ?? 0) : undefined;
  const line = at !== undefined && at >= 1 && at <= sourceLines ? at : undefined;
  const errorName = 'value' in name && typeof name.value === 'string' ? name.value.slice(0, LIMITS.name) : 'Error';
  let text: string;
  if ('threw' in message) text = `(its message could not be read: reading it threw ${thrownText(message.threw)})`;
  else if (typeof message.value === 'string') text = message.value;
  else text = summary(serialize(message.value, { size: 1_000 }));
  if (text.length > LIMITS.string) text = `${text.slice(0, LIMITS.string)}… (${text.length} characters)`;
  if (errorName === 'TypeError') {
    // The line that threw, or, when the stack does not tell it, the whole cell.
    const reader = line !== undefined ? source?.split('\n')[line - 1] : source;
    text = globalWriteMessage(text, reader) ?? text;
  }
  return { name: errorName, message: text, line };
}

/** A cell run as part of a notebook: the values it reads from other cells, and the names it defines. */
export interface Link {
  inputs: Record<string, unknown>;
  defines: readonly string[];
  /** What the reader set each of the cell's inputs to, in the order its `view()` calls run (absent: their own values). */
  views?: readonly ViewValue[];
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
  // What the prints may still spend; once it or the count of lines runs out,
  // nothing more is serialized (a loop of a million prints then costs little).
  let room = MAX_PRINTED;
  let stopped = false;
  const show = (value: unknown): Tree => {
    const budget: Budget = { size: Math.min(LIMITS.size, room) };
    const start = budget.size;
    const tree = serialize(value, budget);
    // A printed string counts whole, though it is shown cut: twenty prints
    // of a megabyte are twenty megabytes of text, and stop after the first.
    room -= Math.max(start - budget.size, typeof value === 'string' ? value.length : 0);
    return tree;
  };
  const push = (make: () => Output): void => {
    if (stopped) return;
    if (outputs.length < MAX_OUTPUTS && room > 0) {
      outputs.push(make());
      return;
    }
    stopped = true;
    const why = room > 0 ? `${MAX_OUTPUTS} lines` : `about ${MAX_PRINTED / 1_000_000} MB of text`;
    outputs.push({ kind: 'log', level: 'warn', parts: [{ t: 'str', v: `Output stopped after ${why}.` }] });
  };
  const compiled = compiledCell(source, link?.defines);
  if (!compiled.ok)
    return { ok: false, outputs: [{ kind: 'error', error: compiled.error }], ms: performance.now() - t0 };

  const log =
    (level: Level) =>
    (...args: unknown[]): void =>
      push(() => {
        const parts = args.slice(0, MAX_PARTS).map(show);
        if (args.length > MAX_PARTS) parts.push({ t: 'str', v: `… ${args.length - MAX_PARTS} more arguments` });
        return { kind: 'log', level, parts };
      });
  const cellConsole = {
    log: log('log'),
    info: log('info'),
    debug: log('log'),
    warn: log('warn'),
    error: log('error'),
    table: (rows: unknown) => push(() => ({ kind: 'table', value: show(rows) })),
  };
  const Plot = makePlot();
  let views = 0;
  const extras: Record<(typeof EXTRA_NAMES)[number], unknown> = {
    console: cellConsole,
    display: (value: unknown) => push(() => ({ kind: 'value', value: show(value) })),
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
    Inputs: makeInputs(),
    view: (input: unknown) => {
      if (!isInput(input))
        throw new TypeError('view() shows an input and gives its value: const speed = view(Inputs.range([0, 50])).');
      const index = views++;
      const { spec, value } = resolveView(input, link?.views?.[index]);
      push(() => ({ kind: 'value', value: { t: 'input', index, spec } }));
      return value;
    },
    md,
    tex,
  };
  const box: { value?: unknown; names?: Record<string, unknown> } = {};
  const scope: Record<string, unknown> = { ...LIBRARY, ...extras, ...(link ? { ...link.inputs, [BOX]: box } : {}) };
  const names = Object.keys(scope);
  const lines = source.split('\n').length;
  let fn: (...args: unknown[]) => Promise<unknown>;
  try {
    fn = new AsyncFunction(...names, compiled.body + SOURCE_URL);
  } catch (e) {
    return {
      ok: false,
      outputs: [{ kind: 'error', error: describeError(e, lines, source) }],
      ms: performance.now() - t0,
    };
  }
  onStart?.();
  try {
    const returned = await fn(...names.map((n) => scope[n]));
    const value = link && returned === undefined ? box.value : returned;
    if (value !== undefined) outputs.push({ kind: 'value', value: serialize(value) });
    if (link) return { ok: true, outputs, ms: performance.now() - t0, values: box.names ?? {} };
    return { ok: true, outputs, ms: performance.now() - t0 };
  } catch (e) {
    outputs.push({ kind: 'error', error: describeError(e, lines, source) });
    return { ok: false, outputs, ms: performance.now() - t0 };
  }
}
