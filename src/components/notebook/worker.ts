/**
 * The notebook worker: the only place a reader's code runs in the browser.
 * It starts from a blob inside the sandbox frame (sandbox.ts), at an opaque
 * origin whose policy allows no request, so the network, the site's storage
 * and the page are out of its reach whatever the code does. It has the
 * library preloaded (the same barrel the figures import).
 *
 * It listens to one channel only: the MessagePort the frame hands it first,
 * before any cell exists. Requests come in and results go out on that port,
 * kept in this module's scope, and sent with a `postMessage` taken before any
 * cell ran: a cell cannot reach the port, so it cannot forge a result.
 *
 * Second walls, cheap: network and storage names are removed from the
 * global object, and every way to build code from a string (eval, the
 * Function constructors, string timers), so a cell cannot hide an `import()`
 * in a string. The global object is closed before any cell runs: a cell that
 * writes `globalThis.x` gets an error saying to define x in a cell instead.
 *
 * Timers belong to the cell that set them: they are cleared when that cell
 * runs again or is removed (as Observable invalidates a cell), a cell may
 * keep at most MAX_TIMERS, and a cell whose timers keep the worker busy is
 * stopped. The page is told which cell's code is running whenever that
 * changes, so that when the worker must be stopped from outside (a loop in
 * a timer, an endless promise chain), the page names the right cell.
 */
import { runCell, type Figures, type RunResult } from './run';
import { analyzeCell, Session, type CellAnalysis } from './session';
import type { ViewValue } from './input-spec';

/**
 * A run (with `link`, in the notebook's namespace: the cell reads `inputs`
 * and shares `defines`), an analysis, a cell's removal (its names and its
 * timers), or a ping (the page checks that the worker is not stuck).
 */
export type RunRequest =
  | {
      type: 'run';
      id: number;
      /** Whose code this is (a cell's id, "grader"): its timers are this key's. */
      cell: string;
      code: string;
      figures: Figures;
      /** The run's limit (ms): the worker stops timers that keep it busy for longer. */
      timeout: number;
      link?: { defines: string[]; inputs: string[]; owners?: Record<string, string>; views?: ViewValue[] };
    }
  | { type: 'analyze'; id: number; code: string }
  | { type: 'drop'; id: number; names: string[]; cell?: string }
  | { type: 'ping'; id: number };
export type WorkerMessage =
  | { type: 'ready' }
  | { id: number; type: 'started' }
  | { id: number; type: 'result'; result: RunResult; timers: number }
  | { id: number; type: 'analysis'; analysis: CellAnalysis }
  | { id: number; type: 'pong'; timers: number }
  /** The code running now is this cell's (a timer's callback; sent when it changes). */
  | { type: 'owner'; cell: string }
  /** This cell's timers kept the worker busy past the limit: they were cleared. */
  | { type: 'runaway'; cell: string; message: string };

/** Live timers a cell may keep at once. */
export const MAX_TIMERS = 1000;
/** A cell whose timer callbacks took more than this share of the time over its limit is stopped. */
const BUSY_SHARE = 0.8;

const scope = self as unknown as Record<string, unknown>;
// Taken before any cell runs: a cell may replace these on their prototypes, never here.
const apply = Reflect.apply;
const portPost = MessagePort.prototype.postMessage;
const now = performance.now.bind(performance);
const realSetTimeout = self.setTimeout.bind(self);
const realSetInterval = self.setInterval.bind(self);
const realClearTimeout = self.clearTimeout.bind(self);
const realClearInterval = self.clearInterval.bind(self);

let port: MessagePort | null = null;
function send(message: WorkerMessage): void {
  if (port) apply(portPost, port, [message]);
}

// ---------------------------------------------------------------- timers, by cell

interface CellTimers {
  ids: Map<number, 'timeout' | 'interval'>;
  limit: number;
  /** Time in this cell's timer callbacks since `since` (ms). */
  busy: number;
  since: number;
}
const timers = new Map<string, CellTimers>();
/** The cell whose code runs now (a run, or one of its timers). */
let owner: string | null = null;
let reported: string | null = null;

function liveTimers(): number {
  let n = 0;
  for (const t of timers.values()) n += t.ids.size;
  return n;
}

function own(cell: string): void {
  owner = cell;
  if (reported !== cell) {
    reported = cell;
    send({ type: 'owner', cell });
  }
}

/** Clear every timer a cell set (it runs again, was removed, or ran away). */
function dispose(cell: string): void {
  const t = timers.get(cell);
  if (!t) return;
  for (const [id, kind] of t.ids) (kind === 'interval' ? realClearInterval : realClearTimeout)(id);
  timers.delete(cell);
}

/** After a callback of `cell` took `ms`: a cell whose callbacks fill most of a limit's time is stopped. */
function account(cell: string, t: CellTimers, ms: number): void {
  const at = now();
  if (at - t.since > t.limit) {
    t.since = at - ms;
    t.busy = 0;
  }
  t.busy += ms;
  if (at - t.since >= t.limit * 0.5 && t.busy > BUSY_SHARE * Math.max(t.limit, at - t.since)) {
    dispose(cell);
    send({
      type: 'runaway',
      cell,
      message: `this cell’s timers kept the notebook busy for ${(t.busy / 1000).toFixed(1)} s of ${((at - t.since) / 1000).toFixed(1)} s (the limit is ${t.limit / 1000} s), so they were stopped. Edit it and run again.`,
    });
  }
}

function timer(kind: 'timeout' | 'interval') {
  const set = kind === 'timeout' ? realSetTimeout : realSetInterval;
  return (handler: unknown, ms?: unknown, ...args: unknown[]): number => {
    if (typeof handler !== 'function') refuse();
    const cell = owner;
    if (cell === null) return set(handler as () => void, ms as number, ...args);
    let t = timers.get(cell);
    if (!t) {
      t = { ids: new Map(), limit: 2000, busy: 0, since: now() };
      timers.set(cell, t);
    }
    if (t.ids.size >= MAX_TIMERS)
      throw new RangeError(
        `a cell may keep at most ${MAX_TIMERS} timers running; clear the ones it no longer needs (clearTimeout, clearInterval).`,
      );
    const mine = t;
    const id: number = set(() => {
      if (kind === 'timeout') mine.ids.delete(id);
      own(cell);
      const t0 = now();
      try {
        (handler as (...a: unknown[]) => void)(...args);
      } finally {
        if (timers.get(cell) === mine) account(cell, mine, now() - t0);
      }
    }, ms as number);
    t.ids.set(id, kind);
    return id;
  };
}

function clear(id: unknown): void {
  for (const t of timers.values()) {
    const kind = t.ids.get(id as number);
    if (kind) {
      t.ids.delete(id as number);
      (kind === 'interval' ? realClearInterval : realClearTimeout)(id as number);
      return;
    }
  }
  realClearTimeout(id as number);
}

// ---------------------------------------------------------------- the walls

/** What a cell gets instead of eval, Function and their kin. */
function refuse(): never {
  throw new EvalError('Building code from a string is not available in a cell.');
}

const lock = (target: object, name: string, value: unknown) => {
  try {
    Object.defineProperty(target, name, { value, writable: false, configurable: false });
  } catch {
    /* already locked by the engine */
  }
};

for (const name of [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'WebSocketStream',
  'WebTransport',
  'EventSource',
  'importScripts',
  'indexedDB',
  'caches',
  'cookieStore',
  'BroadcastChannel',
  'Worker',
  'SharedWorker',
  'Request',
  'navigator',
])
  lock(scope, name, undefined);

// `(function () {}).constructor`, `(async () => {}).constructor` and the
// generator kinds all lead to a constructor that compiles strings. The runner
// took its own before this point (run.ts, at load).
for (const fn of [function () {}, async function () {}, function* () {}, async function* () {}])
  lock(Object.getPrototypeOf(fn), 'constructor', refuse);
lock(scope, 'eval', refuse);
lock(scope, 'Function', refuse);
lock(scope, 'setTimeout', timer('timeout'));
lock(scope, 'setInterval', timer('interval'));
lock(scope, 'clearTimeout', clear);
lock(scope, 'clearInterval', clear);

/**
 * Close the global object: no new names on it or on the prototypes between
 * it and Object.prototype, and its own data properties read-only. What a
 * cell shares, it shares by name through the notebook, which tracks it.
 */
function closeGlobal(): void {
  for (let o: object | null = self; o && o !== Object.prototype; o = Object.getPrototypeOf(o) as object | null) {
    for (const name of Reflect.ownKeys(o)) {
      const d = Object.getOwnPropertyDescriptor(o, name);
      if (d && d.configurable && 'value' in d && d.writable)
        try {
          Object.defineProperty(o, name, { writable: false, configurable: false });
        } catch {
          /* the engine keeps it */
        }
    }
    Object.preventExtensions(o);
  }
}

// ---------------------------------------------------------------- requests

let queue: Promise<void> = Promise.resolve();
/** The notebook's namespace: every cell's shared values, in this one realm. */
const session = new Session();
const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
/** The reader's settings of a cell's inputs: plain values only (input-spec.ts checks each against its input). */
const views = (v: unknown): ViewValue[] | undefined =>
  Array.isArray(v)
    ? (v.map((x) =>
        typeof x === 'number' ||
        typeof x === 'string' ||
        typeof x === 'boolean' ||
        (Array.isArray(x) && x.every((i) => Number.isInteger(i)))
          ? x
          : Number.NaN,
      ) as ViewValue[])
    : undefined;
/** The page's labels of the inputs' cells, strings only. */
const owners = (v: unknown): Record<string, string> | undefined =>
  v && typeof v === 'object'
    ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : undefined;

function onRequest(event: MessageEvent<RunRequest>): void {
  const data = event.data;
  if (typeof data !== 'object' || data === null || typeof data.id !== 'number') return;
  const { id } = data;
  if (data.type === 'ping') {
    send({ id, type: 'pong', timers: liveTimers() });
    return;
  }
  if (data.type === 'analyze') {
    // Pure and quick: answered at once, even while a cell awaits.
    if (typeof data.code === 'string') send({ id, type: 'analysis', analysis: analyzeCell(data.code) });
    return;
  }
  if (data.type === 'drop') {
    if (typeof data.cell === 'string') dispose(data.cell);
    if (strings(data.names)) queue = queue.then(() => session.drop(data.names));
    return;
  }
  if (data.type !== 'run') return;
  const { code, figures, link, cell } = data;
  if (typeof code !== 'string' || typeof cell !== 'string') return;
  const shown = figures && typeof figures === 'object' ? figures : {};
  const limit = Number.isFinite(data.timeout) && data.timeout > 0 ? data.timeout : 2000;
  queue = queue.then(async () => {
    // The cell's timers from its last run end before it runs again.
    dispose(cell);
    timers.set(cell, { ids: new Map(), limit, busy: 0, since: now() });
    own(cell);
    const started = () => send({ id, type: 'started' });
    const result =
      link && strings(link.defines) && strings(link.inputs)
        ? await session.run(code, shown, link.defines, link.inputs, started, owners(link.owners), views(link.views))
        : await runCell(code, shown, started);
    owner = null;
    if (timers.get(cell)?.ids.size === 0) timers.delete(cell);
    send({ id, type: 'result', result, timers: liveTimers() });
  });
}

self.addEventListener('message', function first(event: MessageEvent) {
  const handed = event.ports[0];
  if (port || !handed) return;
  self.removeEventListener('message', first);
  port = handed;
  port.addEventListener('message', onRequest);
  port.start();
  closeGlobal();
  send({ type: 'ready' });
});
