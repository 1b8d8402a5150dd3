/**
 * The build's notebook worker (a Node worker thread started by
 * build-runner.ts): runs cells with the very runner the browser's worker
 * uses, one at a time, and answers with plain data.
 */
import { parentPort } from 'node:worker_threads';
import { runCell, type Figures, type RunResult } from './run';
import { Session } from './session';

export interface BuildRequest {
  id: number;
  code: string;
  figures: Figures;
  /** A page's notebook: the cell runs in that page's namespace, reading `inputs` and sharing `defines`. */
  link?: { page: string; defines: readonly string[]; inputs: readonly string[] };
}

const sessions = new Map<string, Session>();

export interface BuildAnswer {
  id: number;
  result: RunResult;
}

parentPort?.on('message', async ({ id, code, figures, link }: BuildRequest) => {
  let session = link ? sessions.get(link.page) : undefined;
  if (link && !session) sessions.set(link.page, (session = new Session()));
  const result = link ? await session!.run(code, figures, link.defines, link.inputs) : await runCell(code, figures);
  parentPort?.postMessage({ id, result } satisfies BuildAnswer);
});
