/**
 * Grading in Node (the build's table of snippets, and the unit tests): the
 * same harness the browser runs in the worker, run by the notebook's own
 * runner (notebook/run.ts, which the worker uses too).
 */
import { runCell } from '../../notebook/run';
import { gradeAll, grade, harness, interpret, type Report } from './model';
import type { GradeCase } from './suite';

export async function gradeInNode(code: string, cases: readonly GradeCase[]): Promise<Report> {
  const outcome = interpret(await runCell(harness(code, cases)), cases.length);
  if (outcome.kind === 'answers') return grade(cases, outcome.answers);
  if (outcome.kind === 'timeout') return gradeAll(cases, { kind: 'timeout' });
  return gradeAll(cases, { kind: 'threw', message: outcome.message });
}
