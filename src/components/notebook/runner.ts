/**
 * The page's side of the worker: one worker per page, started on first use,
 * runs queued one at a time. The worker holds the notebook's namespace (every
 * cell's shared values, in its one realm). A run that outlives its time limit
 * gets the worker terminated (the only way to stop a loop); a spare worker,
 * started beside the first and kept warm, takes its place at once (with an
 * empty namespace: `onRestart` tells the notebook, which re-runs the cells it
 * needs), and a new spare starts warming.
 */
import type { Figures, RunResult } from './run';
import type { CellAnalysis } from './session';
import { DEFAULT_TIMEOUT } from './source';
import type { RunRequest, WorkerMessage } from './worker';

export { DEFAULT_TIMEOUT };
/** How long a fresh worker may take to load before its first run starts (ms). */
const BOOT_TIMEOUT = 15_000;

/** How a cell reads from and adds to the namespace. */
export interface LinkSpec {
  defines: string[];
  inputs: string[];
}

interface Job {
  id: number;
  code: string;
  figures: Figures;
  timeout: number;
  link?: LinkSpec;
  resolve: (r: RunResult) => void;
}

let worker: Worker | null = null;
let spare: Worker | null = null;
let nextId = 1;
let generation = 0;
const pending: Job[] = [];
const analyses = new Map<number, (a: CellAnalysis) => void>();
const restartListeners = new Set<(why: 'stopped' | 'restart') => void>();
let current: { job: Job; timer: ReturnType<typeof setTimeout>; started: number } | null = null;

function spawn(): Worker {
  const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'notebook' });
  w.addEventListener('message', (e: MessageEvent<WorkerMessage>) => onMessage(e.data));
  w.addEventListener('error', (e) => {
    e.preventDefault();
    if (current && w === worker)
      finish({ name: 'Error', message: `the notebook worker failed: ${e.message || 'unknown error'}` }, true);
  });
  return w;
}

/** Start the worker ahead of the first run (on hover or focus), so that run answers fast. */
export function warm(): void {
  worker ??= spawn();
}

/** The spare starts once the worker has answered (so the two never load at once), and is then kept warm. */
function warmSpare(): void {
  spare ??= spawn();
}

/** Which worker holds the namespace now: it changes after every stop or restart. */
export function workerGeneration(): number {
  return generation;
}

/** Be told when the namespace was lost (a stopped cell, or a restart). */
export function onRestart(listener: (why: 'stopped' | 'restart') => void): () => void {
  restartListeners.add(listener);
  return () => restartListeners.delete(listener);
}

/** Put the spare in the place of the worker (terminated); a new spare starts warming. */
function replace(why: 'stopped' | 'restart'): void {
  worker?.terminate();
  worker = spare ?? spawn();
  spare = null; // a new spare starts after the next answer (warmSpare), not while the cells above re-run
  generation++;
  for (const l of restartListeners) l(why);
}

/** A fresh worker with an empty namespace (the playground's Restart). Queued runs go to the new worker. */
export function restart(): void {
  if (current) {
    const { job, timer } = current;
    clearTimeout(timer);
    current = null;
    job.resolve(stopped(job, 'the notebook was restarted.'));
  }
  replace('restart');
  pump();
}

function stopped(job: Job, message: string): RunResult {
  return { ok: false, outputs: [{ kind: 'error', error: { name: 'Stopped', message } }], ms: job.timeout };
}

function finish(error: { name: string; message: string } | null, kill: boolean, result?: RunResult): void {
  if (!current) return;
  const { job, timer } = current;
  clearTimeout(timer);
  current = null;
  if (kill) replace('stopped');
  job.resolve(result ?? { ok: false, outputs: [{ kind: 'error', error: error! }], ms: 0 });
  pump();
}

function onMessage(m: WorkerMessage): void {
  if (typeof m !== 'object' || m === null) return;
  if (m.type === 'analysis') {
    analyses.get(m.id)?.(m.analysis);
    analyses.delete(m.id);
    return;
  }
  if (!current || m.id !== current.job.id) return;
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
    warmSpare();
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
  const request: RunRequest = { type: 'run', id: job.id, code: job.code, figures: job.figures, link: job.link };
  worker!.postMessage(request);
}

function enqueue(code: string, figures: Figures, timeout: number, link?: LinkSpec): Promise<RunResult> {
  return new Promise((resolve) => {
    pending.push({ id: nextId++, code, figures, timeout, link, resolve });
    pump();
  });
}

/** Run code in the worker on its own; resolves with its outputs, or with a "Stopped" error after the time limit. */
export function run(code: string, figures: Figures = {}, timeout = DEFAULT_TIMEOUT): Promise<RunResult> {
  return enqueue(code, figures, timeout);
}

/** Run a cell in the notebook's namespace: it reads `inputs` and shares `defines`. */
export function runLinked(code: string, figures: Figures, timeout: number, link: LinkSpec): Promise<RunResult> {
  return enqueue(code, figures, timeout, link);
}

/**
 * A cell's analysis (pure, quick): from the worker when it is idle, else from
 * the spare (so that it is answered even while a cell runs in the worker).
 */
export function analyzeCode(code: string): Promise<CellAnalysis> {
  warm();
  const target = current ? (spare ?? (spare = spawn())) : worker!;
  const id = nextId++;
  return new Promise((resolve) => {
    analyses.set(id, resolve);
    target.postMessage({ type: 'analyze', id, code } satisfies RunRequest);
  });
}

/** Forget names in the namespace (a removed cell's). */
export function dropNames(names: string[]): void {
  if (worker && names.length > 0) worker.postMessage({ type: 'drop', id: nextId++, names } satisfies RunRequest);
}
