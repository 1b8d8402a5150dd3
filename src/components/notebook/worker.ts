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

export interface RunRequest {
  id: number;
  code: string;
  figures: Figures;
}
export type WorkerMessage = { id: number; type: 'started' } | { id: number; type: 'result'; result: RunResult };

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

self.addEventListener('message', (event: MessageEvent<RunRequest>) => {
  const { id, code, figures } = event.data ?? {};
  if (typeof id !== 'number' || typeof code !== 'string') return;
  queue = queue.then(async () => {
    const result = await runCell(code, figures && typeof figures === 'object' ? figures : {}, () =>
      post({ id, type: 'started' }),
    );
    post({ id, type: 'result', result });
  });
});
