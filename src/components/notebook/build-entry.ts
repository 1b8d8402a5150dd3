/**
 * The build's notebook worker (a Node worker thread started by
 * build-runner.ts): runs cells with the very runner the browser's worker
 * uses, one at a time, and answers with plain data.
 */
import { parentPort } from 'node:worker_threads';
import { runCell, type Figures, type RunResult } from './run';

export interface BuildRequest {
  id: number;
  code: string;
  figures: Figures;
}

export interface BuildAnswer {
  id: number;
  result: RunResult;
}

parentPort?.on('message', async ({ id, code, figures }: BuildRequest) => {
  const result = await runCell(code, figures);
  parentPort?.postMessage({ id, result } satisfies BuildAnswer);
});
