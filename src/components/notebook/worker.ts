/**
 * The notebook worker: the only place a reader's code runs in the browser. It
 * has the library preloaded (the same barrel the figures import) and no way to
 * reach the page: it sees only the code and figure states it is sent, and
 * answers with plain data. Network and storage APIs are removed before any
 * cell runs, so a cell cannot send its code (or anything else) anywhere.
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
