/**
 * The page's side of the worker: one worker per page, started on first use,
 * runs queued one at a time. A run that outlives its time limit gets the
 * worker terminated (the only way to stop a loop) and a fresh one started.
 */
import type { Figures, RunResult } from './run';
import { DEFAULT_TIMEOUT } from './source';
import type { RunRequest, WorkerMessage } from './worker';

export { DEFAULT_TIMEOUT };
/** How long a fresh worker may take to load before its first run starts (ms). */
const BOOT_TIMEOUT = 15_000;

interface Job {
  id: number;
  code: string;
  figures: Figures;
  timeout: number;
  resolve: (r: RunResult) => void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending: Job[] = [];
let current: { job: Job; timer: ReturnType<typeof setTimeout>; started: number } | null = null;

function spawn(): Worker {
  const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'notebook' });
  w.addEventListener('message', (e: MessageEvent<WorkerMessage>) => onMessage(e.data));
  w.addEventListener('error', (e) => {
    e.preventDefault();
    if (current)
      finish({ name: 'Error', message: `the notebook worker failed: ${e.message || 'unknown error'}` }, true);
  });
  return w;
}

/** Start the worker ahead of the first run (on hover or focus), so that run answers fast. */
export function warm(): void {
  worker ??= spawn();
}

function stopped(job: Job, message: string): RunResult {
  return { ok: false, outputs: [{ kind: 'error', error: { name: 'Stopped', message } }], ms: job.timeout };
}

function finish(error: { name: string; message: string } | null, kill: boolean, result?: RunResult): void {
  if (!current) return;
  const { job, timer } = current;
  clearTimeout(timer);
  current = null;
  if (kill) {
    worker?.terminate();
    worker = null;
  }
  job.resolve(result ?? { ok: false, outputs: [{ kind: 'error', error: error! }], ms: 0 });
  pump();
}

function onMessage(m: WorkerMessage): void {
  if (!current || typeof m !== 'object' || m === null || m.id !== current.job.id) return;
  if (m.type === 'started') {
    clearTimeout(current.timer);
    const job = current.job;
    current.started = performance.now();
    current.timer = setTimeout(() => {
      const seconds = job.timeout / 1000;
      finish(
        null,
        true,
        stopped(
          job,
          `the cell ran longer than its limit of ${seconds} s and was stopped (an endless loop?). Edit it and run again.`,
        ),
      );
    }, job.timeout);
  } else if (m.type === 'result' && m.result && Array.isArray(m.result.outputs)) {
    finish(null, false, m.result);
  }
}

function pump(): void {
  if (current || pending.length === 0) return;
  const job = pending.shift()!;
  warm();
  const timer = setTimeout(
    () => finish(null, true, stopped(job, 'the notebook worker did not start in time. Run the cell again.')),
    BOOT_TIMEOUT,
  );
  current = { job, timer, started: 0 };
  const request: RunRequest = { id: job.id, code: job.code, figures: job.figures };
  worker!.postMessage(request);
}

/** Run code in the worker; resolves with its outputs, or with a "Stopped" error after the time limit. */
export function run(code: string, figures: Figures = {}, timeout = DEFAULT_TIMEOUT): Promise<RunResult> {
  return new Promise((resolve) => {
    pending.push({ id: nextId++, code, figures, timeout, resolve });
    pump();
  });
}
