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
import { problemText } from './graph';
import { analyzeCell, graphCell, graphOf, runNotebook, type NotebookRun, type PageCell } from './session';

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

function runOne(code: string, figures: Figures, limitMs: number, link?: BuildRequest['link']): Promise<RunResult> {
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
    w.postMessage({ id, code, figures, link } satisfies BuildRequest);
  });
}

/**
 * Runs a cell in the build's worker thread, after the cells before it; a
 * run longer than `limitMs` is stopped and answered with a `Stopped` error.
 */
export function runCellAtBuild(
  code: string,
  figures: Figures,
  limitMs: number,
  link?: BuildRequest['link'],
): Promise<RunResult> {
  const run = queue.then(() => runOne(code, figures, limitMs, link));
  queue = run.catch(() => undefined);
  return run;
}

const pages = new Map<string, Promise<NotebookRun>>();

/**
 * A page's notebook at build time, computed once per page however many cells
 * ask: every cell runs in graph order in the page's own namespace (in the
 * build's worker thread), exactly as the browser runs them. A duplicate name
 * or a cycle fails the build with a message naming the cells.
 */
export function runPageAtBuild(
  page: string,
  cells: readonly (PageCell & { limitMs: number })[],
  figures: Figures,
): Promise<NotebookRun> {
  let run = pages.get(page);
  if (!run) {
    run = (async () => {
      const preview = cells.map((c) => analyzeCell(c.code));
      const graph = graphOf(
        cells.map((c, i) => ({ cell: graphCell(String(i), c.title, preview[i]!, c.local), known: preview[i]!.known })),
      );
      const fatal = graph.ids.flatMap((id) =>
        (graph.problems.get(id) ?? [])
          .filter((p) => p.kind === 'duplicate' || p.kind === 'cycle')
          .map((p) => `  cell “${graph.labels.get(id)}”: ${problemText(p)}`),
      );
      if (fatal.length > 0)
        throw new Error(
          `[notebook] the cells of ${page} do not form a notebook:\n${fatal.join('\n')}\n(Give each name one cell, or mark a cell that keeps its names to itself with <Cell local …>.)`,
        );
      return runNotebook(cells, figures, (i, defines, inputs) =>
        runCellAtBuild(cells[i]!.code, figures, cells[i]!.limitMs, { page, defines, inputs }),
      );
    })();
    pages.set(page, run);
  }
  return run;
}
