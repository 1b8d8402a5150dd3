/**
 * Running a cell at build time with a time limit. A loop that never ends in
 * a cell's code would otherwise hang the build (JavaScript cannot interrupt
 * itself), so cells run in a Node worker thread, as they run in a Web Worker
 * in the browser, and a run past its limit terminates the thread. The
 * thread's code is build-entry.ts, bundled by esbuild on first use. Server
 * only (Cell.astro's frontmatter).
 */
import { buildSync } from 'esbuild';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BuildAnswer, BuildRequest } from './build-entry';
import type { Figures, RunResult } from './run';

let bundle: string | null = null;
let worker: Worker | null = null;
let nextId = 1;
let queue: Promise<unknown> = Promise.resolve();
const waiting = new Map<number, (r: RunResult) => void>();

function start(): Worker {
  bundle ??= buildSync({
    // The build runs from the project root (Astro's bundle of this file lives elsewhere).
    entryPoints: [join(process.cwd(), 'src/components/notebook/build-entry.ts')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    logLevel: 'silent',
  }).outputFiles[0]!.text;
  const w = new Worker(bundle, { eval: true, name: 'notebook-build' });
  w.unref(); // the build may end while the thread idles
  w.on('message', ({ id, result }: BuildAnswer) => {
    waiting.get(id)?.(result);
    waiting.delete(id);
  });
  w.on('error', (e) => {
    for (const resolve of waiting.values())
      resolve({ ok: false, outputs: [{ kind: 'error', error: { name: 'Error', message: e.message } }], ms: 0 });
    waiting.clear();
    worker = null;
  });
  return w;
}

function runOne(code: string, figures: Figures, limitMs: number): Promise<RunResult> {
  worker ??= start();
  const w = worker;
  const id = nextId++;
  return new Promise<RunResult>((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      void w.terminate();
      if (worker === w) worker = null;
      resolve({
        ok: false,
        outputs: [{ kind: 'error', error: { name: 'Stopped', message: `did not finish within ${limitMs} ms` } }],
        ms: limitMs,
      });
    }, limitMs);
    waiting.set(id, (result) => {
      clearTimeout(timer);
      resolve(result);
    });
    w.postMessage({ id, code, figures } satisfies BuildRequest);
  });
}

/**
 * Runs a cell in the build's worker thread, after the cells before it; a
 * run longer than `limitMs` is stopped and answered with a `Stopped` error.
 */
export function runCellAtBuild(code: string, figures: Figures, limitMs: number): Promise<RunResult> {
  const run = queue.then(() => runOne(code, figures, limitMs));
  queue = run.catch(() => undefined);
  return run;
}
