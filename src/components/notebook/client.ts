/**
 * The runner (runner.ts: the sandbox, its worker, the watch on runaways) as
 * the cells and the playground reach it: loaded on first use, so a page whose
 * reader only reads its cells never fetches it. Until it has loaded there is
 * no worker, so there is nothing to drop, interrupt or restart, and the
 * namespace is generation 0.
 */
import type { Figures, RunResult } from './run';
import type { CellAnalysis } from './session';
import type { LinkSpec, Stop } from './runner';

type Runner = typeof import('./runner');

let runner: Runner | null = null;
let loading: Promise<Runner> | null = null;
const listeners = new Set<(stop: Stop) => void>();

function load(): Promise<Runner> {
  loading ??= import('./runner').then(
    (m) => {
      runner = m;
      m.onRestart((stop) => {
        for (const l of listeners) l(stop);
      });
      return m;
    },
    (e: unknown) => {
      loading = null; // a chunk that did not arrive is asked for again next time
      throw e;
    },
  );
  return loading;
}

/** Start the sandbox ahead of the first run (a cell near the viewport, hovered or focused). */
export function warm(): void {
  load().then(
    (m) => m.warm(),
    () => {},
  );
}

export async function analyzeCode(code: string): Promise<CellAnalysis> {
  return (await load()).analyzeCode(code);
}

export async function runLinked(
  code: string,
  figures: Figures,
  timeout: number,
  link: LinkSpec,
  cell?: string,
): Promise<RunResult> {
  let m: Runner;
  try {
    m = await load();
  } catch {
    const message = 'the notebook’s runner could not load (are you offline?). Reload the page to try again.';
    return { ok: false, outputs: [{ kind: 'error', error: { name: 'Offline', message } }], ms: 0 };
  }
  return m.runLinked(code, figures, timeout, link, cell);
}

export function dropNames(names: string[], cell?: string): void {
  runner?.dropNames(names, cell);
}

export function workerGeneration(): number {
  return runner?.workerGeneration() ?? 0;
}

export function interrupt(): boolean {
  return runner?.interrupt() ?? false;
}

export function restart(): void {
  runner?.restart();
}

export function onRestart(listener: (stop: Stop) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
