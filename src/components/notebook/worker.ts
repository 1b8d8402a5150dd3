/**
 * The notebook worker: the only place a reader's code runs in the browser. It
 * has the library preloaded (the same barrel the figures import) and no way to
 * reach the page: it sees only the code and figure states it is sent, and
 * answers with plain data. Network and storage APIs are removed before any
 * cell runs, and so is every way to build code from a string (eval, the
 * Function constructors, string timers): such code could hold an `import()`
 * of a URL, a request that no deleted API stands for. So a cell cannot send
 * its code (or anything else) anywhere.
 */
import { runCell, type Figures, type RunResult } from './run';
import { analyzeCell, Session, type CellAnalysis } from './session';

/**
 * A run (with `link`, in the notebook's namespace: the cell reads `inputs`
 * and shares `defines`), an analysis, or dropping names from the namespace.
 */
export type RunRequest =
  | { type?: 'run'; id: number; code: string; figures: Figures; link?: { defines: string[]; inputs: string[] } }
  | { type: 'analyze'; id: number; code: string }
  | { type: 'drop'; id: number; names: string[] };
export type WorkerMessage =
  | { id: number; type: 'started' }
  | { id: number; type: 'result'; result: RunResult }
  | { id: number; type: 'analysis'; analysis: CellAnalysis };

const scope = self as unknown as Record<string, unknown>;
const post = self.postMessage.bind(self) as (m: WorkerMessage) => void;

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
]) {
  try {
    Object.defineProperty(scope, name, { value: undefined, writable: false, configurable: false });
  } catch {
    /* not present in this engine */
  }
}

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
// `(function () {}).constructor`, `(async () => {}).constructor` and the
// generator kinds all lead to a constructor that compiles strings. The runner
// took its own before this point (run.ts, at load).
for (const fn of [function () {}, async function () {}, function* () {}, async function* () {}]) {
  lock(Object.getPrototypeOf(fn), 'constructor', refuse);
}
lock(scope, 'eval', refuse);
lock(scope, 'Function', refuse);
for (const name of ['setTimeout', 'setInterval'] as const) {
  const timer = self[name].bind(self) as (handler: unknown, ...rest: unknown[]) => number;
  lock(scope, name, (handler: unknown, ...rest: unknown[]) =>
    typeof handler === 'function' ? timer(handler, ...rest) : refuse(),
  );
}

let queue: Promise<void> = Promise.resolve();
/** The notebook's namespace: every cell's shared values, in this one realm. */
const session = new Session();
const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

self.addEventListener('message', (event: MessageEvent<RunRequest>) => {
  const data = event.data;
  if (typeof data !== 'object' || data === null || typeof data.id !== 'number') return;
  const { id } = data;
  if (data.type === 'analyze') {
    // Pure and quick: answered at once, even while a cell runs.
    if (typeof data.code === 'string') post({ id, type: 'analysis', analysis: analyzeCell(data.code) });
    return;
  }
  if (data.type === 'drop') {
    if (strings(data.names)) queue = queue.then(() => session.drop(data.names));
    return;
  }
  const { code, figures, link } = data;
  if (typeof code !== 'string') return;
  const shown = figures && typeof figures === 'object' ? figures : {};
  const started = () => post({ id, type: 'started' });
  queue = queue.then(async () => {
    const result =
      link && strings(link.defines) && strings(link.inputs)
        ? await session.run(code, shown, link.defines, link.inputs, started)
        : await runCell(code, shown, started);
    post({ id, type: 'result', result });
  });
});
